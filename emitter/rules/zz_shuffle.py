"""The zigzag shuffle's send pieces on a multi-axis mesh
(semantics/RulesZigzagShuffle.v): contiguous cp rank r (cp = 2, local
length L = 2 * c of the tp-gathered stream) cuts the piece for member i at
a coordinate-dependent offset, r * c or c - r * c. On the cp level the
slice of the contiguous shard is the layout zz_pick (the SM value at
r * L + o r + t); on a level below cp that replicates the stream the offset
is a constant there, bounded by a library lemma on the outer coordinate."""
from __future__ import annotations

import dataclasses
from typing import Optional

from emitter.rules.base import MatchCtx, Rule, found, rel
from emitter.rules.halo import _constraint
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2
MODULE = "TV.RulesZigzagShuffle"


def _coord(axis: str) -> Poly:
    return Poly.var("c:" + axis)


def _read_axes(p: Poly) -> list[str]:
    return sorted(v[2:] for v in p.variables() if v.startswith("c:"))


def _same_slice(ctx: MatchCtx, above: P.Node) -> bool:
    a, b = above.slice, ctx.node.slice
    return above.op == P.OP_SLICE and a.dim == b.dim and ctx.dims.poly(a.start) == ctx.dims.poly(b.start) and \
        ctx.dims.poly(a.length) == ctx.dims.poly(b.length)


def _piece(ctx: MatchCtx):
    """(d, s, offset, c) of a helper slice of one chunk c out of a 2 * c dim,
    or why not."""
    sl = ctx.node.slice
    if ctx.sm_node is not None and not _same_slice(ctx, ctx.sm_node):
        # below the helper's level the view above computes the same slice
        return "a helper slice (or, below its level, the view above it computing the same slice)"
    (X,) = ctx.inputs
    d, s = sl.dim, X.local_shape
    if not 0 <= d < len(s):
        return "dim out of range"
    c = ctx.dims.poly(sl.length)
    if s[d] != Poly.const(2) * c:
        return "sliced dim is not 2 * length"
    if tuple(ctx.out_local) != tuple(s[:d]) + (c,) + tuple(s[d + 1:]):
        return "output shape is not the input's with the sliced length"
    return d, s, ctx.dims.poly(sl.start), c


def _slice_below(ctx: MatchCtx):
    """A level below the one whose coordinate the offset reads, replicating
    the sliced dim: offset i * c (i < Q <= 2, the plan constraint Q <= 2) or
    c - i * c (leq_subr)."""
    got = _piece(ctx)
    if isinstance(got, str):
        return got
    d, s, o, c = got
    (X,) = ctx.inputs
    if X.rel.kind != "replicated":
        return "needs the input replicated on this level"
    axes = list(ctx.dims.axes)
    read = _read_axes(o)
    if len(read) != 1 or read[0] not in axes or axes.index(read[0]) >= axes.index(ctx.axis):
        return "offset reads no single coordinate of an outer level"
    a = read[0]
    lvl = axes.index(a)
    head = ("R", ("nat", ctx.P))
    tail = (("raw", str(d)), ("nat", o), ("nat", c), ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"),
            ("eq", (s[d], (Poly.const(2), c))))
    if o == c - _coord(a) * c:
        return found(rel("replicated", ctx.axis), head + tail + (("raw", "(leq_subr _ _)"),))
    if o != _coord(a) * c:
        return f"offset is not coord({a}) * length or length - coord({a}) * length"
    q = Poly.var("a:" + a)
    le2 = _constraint(ctx, q, Poly.const(2))
    if le2 is None:
        return f"needs the plan constraint {a} <= 2 (the shuffle's two chunks)"
    # o i with o = fun r => (the offset at coordinate r), o r = r * c by ring
    return found(rel("replicated", ctx.axis),
                 head + (("nat", q), ("coord_fun", o), ("nat", _coord(a))) + tail[:1] + tail[2:] +
                 (("eqfun", (o, a, c)), ("raw", f"h{lvl}")), (le2,))


def _slice_pick(ctx: MatchCtx):
    """The level whose coordinate the offset reads: the piece of the
    contiguous shard (L = 2 * c) at offset o r <= c."""
    got = _piece(ctx)
    if isinstance(got, str):
        return got
    d, s, o, c = got
    (X,) = ctx.inputs
    if X.rel.kind != "contiguous_shard" or X.rel.dim != d:
        return f"needs contiguous_shard({d}) on this level"
    if _read_axes(o) != [ctx.axis]:
        return f"offset does not read coord({ctx.axis})"
    if o == c - _coord(ctx.axis) * c:
        bound = "(fun r _ => leq_subr _ _)"
        prem = ()
    elif o == _coord(ctx.axis) * c:
        le2 = _constraint(ctx, ctx.P, Poly.const(2))
        if le2 is None:
            return f"needs the plan constraint {ctx.axis} <= 2 (the shuffle's two chunks)"
        bound, prem = None, (le2,)
    else:
        return f"offset is not coord({ctx.axis}) * length or length - coord({ctx.axis}) * length"
    out = dataclasses.replace(rel("zz_pick", ctx.axis, d), chunk=s[d], offsets=(o,))
    args = ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", s[d]), ("nat", c), ("coord_fun", o), ("shape", s),
            ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "erefl"), ("eq", (s[d], (Poly.const(2), c))))
    if bound is not None:
        return found(out, args + (("raw", bound),))
    return found(out, args + (("eqfun", (o, ctx.axis, c)),), prem)


RULES = (
    Rule("slice_replicated_half", "rule_slice_replicated_half", P.OP_SLICE, ("replicated",), "replicated",
         ("offset c - coord(outer) * c", "dim 2 * c"), lambda ctx: _only(ctx, mirror=True), helper=True),
    Rule("slice_replicated_coord", "rule_slice_replicated_coord", P.OP_SLICE, ("replicated",), "replicated",
         ("offset coord(outer) * c, outer size <= 2", "dim 2 * c"), lambda ctx: _only(ctx, mirror=False),
         helper=True),
    Rule("slice_pick", "rule_slice_pick", P.OP_SLICE, ("contiguous_shard(d)",), "zz_pick(d)",
         ("offset c - r * c", "dim L = 2 * c"), lambda ctx: _pick_only(ctx, mirror=True), helper=True),
    Rule("slice_pick_coord", "rule_slice_pick_coord", P.OP_SLICE, ("contiguous_shard(d)",), "zz_pick(d)",
         ("offset r * c, P <= 2", "dim L = 2 * c"), lambda ctx: _pick_only(ctx, mirror=False), helper=True),
)


def _only(ctx: MatchCtx, mirror: bool):
    """_slice_below restricted to one of its two lemmas."""
    got = _slice_below(ctx)
    if isinstance(got, str):
        return got
    is_mirror = got.args[-1] == ("raw", "(leq_subr _ _)")
    if is_mirror != mirror:
        return "the other offset form (" + ("coord * c" if mirror else "c - coord * c") + ")"
    return got


def _pick_only(ctx: MatchCtx, mirror: bool):
    """_slice_pick restricted to one of its two lemmas."""
    got = _slice_pick(ctx)
    if isinstance(got, str):
        return got
    if (got.args[-1] == ("raw", "(fun r _ => leq_subr _ _)")) != mirror:
        return "the other offset form (" + ("coord * c" if mirror else "c - coord * c") + ")"
    return got
