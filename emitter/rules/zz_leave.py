"""Leaving the zigzag layout on a multi-axis mesh (semantics/
RulesZigzagLeave.v), the inverse of zz_shuffle.py's entry: over cp = 2 the
all_to_all of the tp-gathered zigzag stream (split and concat along the
sequence dim) gives the receive buffer zz_recv (rank 0: chunks 0, 1; rank
1: chunks 3, 2); rank r cuts it at r * c and c - r * c (zz_unpick) and
concatenates the pieces: chunks 2r, 2r+1, the contiguous shard. Below cp
the cuts are zz_shuffle.py's slices of a replicated buffer."""
from __future__ import annotations

import dataclasses

from emitter.rules.base import MatchCtx, Rule, found, on_axis_group, rel
from emitter.rules.base import constraint_premise
from emitter.rules.zz_shuffle import _coord, _cp2, _piece, _read_axes, static_all_to_all, two_pieces
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2


@on_axis_group
def _all_to_all_recv(ctx: MatchCtx):
    """The zigzag stream's all_to_all (split and concat along its dim) over
    cp = 2: the receive buffer (rule_all_to_all_zz_recv)."""
    got = static_all_to_all(ctx, "zigzag", "the zigzag dim")
    if isinstance(got, str):
        return got
    col, X = got
    d, s = col.split_dim, X.local_shape
    c = s[d].halved()
    if c is None or tuple(ctx.out_local) != tuple(s):
        return "the zigzag dim is not syntactically 2 * c / output shape differs from the input's"
    cp2 = _cp2(ctx)
    if isinstance(cp2, str):
        return cp2
    args = ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"),
            ("eq", (s[d], (Poly.const(2), c))))
    return found(dataclasses.replace(rel("zz_recv", ctx.axis, d), chunk=s[d]), args, cp2)


def _slice_unpick(mirror: bool):
    """The level whose coordinate the offset reads: the piece of the
    receive buffer (L = 2 * c) at offset c - r * c (mirror: bound by
    leq_subr) or r * c (P <= 2)."""
    def match(ctx: MatchCtx):
        got = _piece(ctx)
        if isinstance(got, str):
            return got
        d, s, o, c = got
        (X,) = ctx.inputs
        if X.rel.kind != "zz_recv" or X.rel.dim != d or X.rel.chunk != s[d]:
            return f"needs the receive buffer zz_recv({d}) on this level"
        if _read_axes(o) != [ctx.axis]:
            return f"offset does not read coord({ctx.axis})"
        q = _coord(ctx.axis)
        out = dataclasses.replace(rel("zz_unpick", ctx.axis, d), chunk=s[d], offsets=(o,))
        args = ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", s[d]), ("nat", c), ("coord_fun", o), ("shape", s),
                ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "erefl"), ("eq", (s[d], (Poly.const(2), c))))
        if mirror:
            if o != c - q * c:
                return f"offset is not length - coord({ctx.axis}) * length"
            return found(out, args + (("raw", "(fun r _ => leq_subr _ _)"),))
        if o != q * c:
            return f"offset is not coord({ctx.axis}) * length"
        le2 = constraint_premise(ctx, ctx.P, Poly.const(2))
        if le2 is None:
            return f"needs the plan constraint {ctx.axis} <= 2 (the shuffle's two chunks)"
        return found(out, args + (("eqfun", (o, ctx.axis, c)),), (le2,))
    return match


def _concat_unpick(ctx: MatchCtx):
    """The pieces r * c then c - r * c of two views of one value (equal on
    the level-above shape) concatenated over cp = 2: the contiguous shard
    of length 2 * c (rule_concat_unpick_pair)."""
    got = two_pieces(ctx, "zz_unpick", "buffer")
    if isinstance(got, str):
        return got
    A, d, s, c, L, o1, o2, n2 = got
    w = A.sm_shape[d]
    if w != ctx.P * n2 or ctx.inputs[1].sm_shape != A.sm_shape:
        return "the pieces' level-above length is not P * 2c"
    cp2 = _cp2(ctx)
    if isinstance(cp2, str):
        return cp2
    two = Poly.const(2)
    return found(rel("contiguous_shard", ctx.axis, d),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", w), ("nat", n2), ("coord_fun", o1),
                  ("coord_fun", o2), ("shape", s), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1), ("raw", "isT"),
                  ("raw", "erefl"), ("eq", (w, (ctx.P, n2))), ("eq", (n2, (two, c))), ("eqfun", (o1, ctx.axis, c)),
                  ("raw", "(fun r => erefl)")), cp2)


RULES = (
    Rule("all_to_all_zz_recv", "rule_all_to_all_zz_recv", P.OP_ALL_TO_ALL, ("zigzag(d)",), "zz_recv(d)",
         ("split = concat dim d", "2 <= P <= 2"), _all_to_all_recv),
    Rule("slice_unpick", "rule_slice_unpick", P.OP_SLICE, ("zz_recv(d)",), "zz_unpick(d)",
         ("offset c - r * c", "dim L = 2 * c"), _slice_unpick(True), helper=True),
    Rule("slice_unpick_coord", "rule_slice_unpick_coord", P.OP_SLICE, ("zz_recv(d)",), "zz_unpick(d)",
         ("offset r * c, P <= 2", "dim L = 2 * c"), _slice_unpick(False), helper=True),
    Rule("concat_unpick_pair", "rule_concat_unpick_pair", P.OP_CONCAT, ("zz_unpick(d)", "zz_unpick(d)"),
         "contiguous_shard(d)", ("pieces coord * c, c - coord * c of one value", "2 <= P <= 2",
                                 "level-above length P * 2c"), _concat_unpick, helper=True),
)
