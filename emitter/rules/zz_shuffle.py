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

from emitter.rules.base import (MatchCtx, Rule, computes_same_slice, found, on_axis_group, rel, replicated_helper_slice,
                                times_syntactic)
from emitter.rules.base import constraint_premise
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2
MODULE = "TV.RulesZigzagShuffle"


def _coord(axis: str) -> Poly:
    return Poly.var("c:" + axis)


def _read_axes(p: Poly) -> list[str]:
    return sorted(v[2:] for v in p.variables() if v.startswith("c:"))


def _outer_coord(ctx: MatchCtx, o: Poly) -> Optional[str]:
    """The axis of the one coordinate the offset o reads, a level outer to
    this one's (None otherwise)."""
    axes, read = list(ctx.dims.axes), _read_axes(o)
    if len(read) != 1 or read[0] not in axes or axes.index(read[0]) >= axes.index(ctx.axis):
        return None
    return read[0]


def static_all_to_all(ctx: MatchCtx, kind: str, what: str):
    """(the collective, its input X) of a static all_to_all splitting and
    concatenating the dim X is laid out on as `kind`, or why not (`what`
    names that dim)."""
    col = ctx.node.collective
    (X,) = ctx.inputs
    if col.data_dependent or col.split_dim != col.concat_dim or X.rel.kind != kind or X.rel.dim != col.split_dim:
        return f"needs a static all_to_all splitting and concatenating {what}"
    return col, X


def _piece(ctx: MatchCtx):
    """(d, s, offset, c) of a helper slice of one chunk c out of a 2 * c dim,
    or why not."""
    sl = ctx.node.slice
    if ctx.sm_node is not None and not computes_same_slice(ctx, ctx.sm_node):
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
    a = _outer_coord(ctx, o)
    if a is None:
        return "offset reads no single coordinate of an outer level"
    lvl = list(ctx.dims.axes).index(a)
    head = ("R", ("nat", ctx.P))
    tail = (("raw", str(d)), ("nat", o), ("nat", c), ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"),
            ("eq", (s[d], (Poly.const(2), c))))
    if o == c - _coord(a) * c:
        return found(rel("replicated", ctx.axis), head + tail + (("raw", "(leq_subr _ _)"),))
    if o != _coord(a) * c:
        return f"offset is not coord({a}) * length or length - coord({a}) * length"
    q = Poly.var("a:" + a)
    le2 = constraint_premise(ctx, q, Poly.const(2))
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
        le2 = constraint_premise(ctx, ctx.P, Poly.const(2))
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


# ------------------------------------------------------------------ the send buffer and the all-to-all

def _pieces(ctx: MatchCtx, X) -> Optional[tuple]:
    """(o1, o2) of a send buffer built from the pieces coord * c, c - coord * c
    (c half the local dim), else None."""
    if X.rel.kind != "zz_send":
        return None
    o1, o2 = X.rel.offsets
    c = X.local_shape[X.rel.dim].halved()
    q = _coord(ctx.axis)
    if c is None or o1 != q * c or o2 != c - q * c or X.rel.chunk != Poly.const(2) * c:
        return None
    return o1, o2



def _cp2(ctx: MatchCtx):
    """The premises 2 <= P and P <= 2 from the plan's constraints, or why not."""
    lo, hi = constraint_premise(ctx, Poly.const(2), ctx.P), constraint_premise(ctx, ctx.P, Poly.const(2))
    if lo is None or hi is None:
        return f"needs the plan constraints 2 <= {ctx.axis} and {ctx.axis} <= 2 (the shuffle is for two ranks)"
    return lo, hi


def two_pieces(ctx: MatchCtx, kind: str, whole: str):
    """(A, d, s, c, L, o1, o2, n2) of the concat along d of the pieces A, B
    (layout `kind`, chunk L = 2 * c) at offsets o1 = r * c, o2 = c - r * c
    of two views of one value, the output's length n2 = 2 * c, or why not;
    `whole` names what the pieces were cut from."""
    if not ctx.pair:
        return "only under the pair lifting (two views of one value)"
    A, B = ctx.inputs
    d = ctx.node.dim.dim
    if A.rel.kind != kind or B.rel.kind != kind or A.rel.dim != d or B.rel.dim != d or A.sm != B.sm:
        return f"needs two {kind}({d}) pieces of one SM value"
    s, c, L = A.local_shape, A.local_shape[d], A.rel.chunk
    q = _coord(ctx.axis)
    (o1,), (o2,) = A.rel.offsets, B.rel.offsets
    if B.local_shape != s or B.rel.chunk != L or L != Poly.const(2) * c or o1 != q * c or o2 != c - q * c:
        return f"needs the pieces coord * c then c - coord * c (length c) of one {whole} of length 2 * c"
    n2 = ctx.out_local[d]
    if tuple(ctx.out_local) != tuple(s[:d]) + (n2,) + tuple(s[d + 1:]) or n2 != Poly.const(2) * c:
        return "output is not the two pieces"
    return A, d, s, c, L, o1, o2, n2


def _concat_send(ctx: MatchCtx):
    """The pieces r * c and c - r * c of two views of one value (equal on the
    level-above shape) concatenated: the send buffer (RulesZigzagShuffle.v
    rule_concat_pick_pair)."""
    got = two_pieces(ctx, "zz_pick", "shard")
    if isinstance(got, str):
        return got
    A, d, s, c, L, o1, o2, n2 = got
    w = A.sm_shape[d]
    if w != ctx.P * L:
        return "the pieces' level-above length is not P * L"
    le2 = constraint_premise(ctx, ctx.P, Poly.const(2))
    if le2 is None:
        return f"needs the plan constraint {ctx.axis} <= 2 (the shuffle's two chunks)"
    two = Poly.const(2)
    out = dataclasses.replace(rel("zz_send", ctx.axis, d), chunk=L, offsets=(o1, o2))
    return found(out, ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", L), ("nat", c), ("nat", w), ("nat", n2),
                       ("coord_fun", o1), ("coord_fun", o2), ("shape", s), ("in", 0), ("in", 1), ("fam", 0),
                       ("fam", 1), ("raw", "isT"), ("raw", "erefl"), ("eq", (w, (ctx.P, L))),
                       ("eq", (L, (two, c))), ("eq", (n2, (two, c))), ("eqfun", (o1, ctx.axis, c))), (le2,))



@on_axis_group
def _all_to_all_zigzag(ctx: MatchCtx):
    """The send buffer's all_to_all (split and concat along its dim) over
    cp = 2: the zigzag layout (rule_all_to_all_zigzag)."""
    got = static_all_to_all(ctx, "zz_send", "the send buffer's dim")
    if isinstance(got, str):
        return got
    col, X = got
    got = _pieces(ctx, X)
    if got is None:
        return "needs the send buffer of the pieces coord * c, c - coord * c"
    if tuple(ctx.out_local) != tuple(X.local_shape):
        return "output shape differs from the input's"
    cp2 = _cp2(ctx)
    if isinstance(cp2, str):
        return cp2
    o1, o2 = got
    d, s = col.split_dim, X.local_shape
    c = s[d].halved()
    two = Poly.const(2)
    args = ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", X.rel.chunk), ("coord_fun", o1),
            ("coord_fun", o2), ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"), ("eq", (s[d], (two, c))),
            ("eq", (X.rel.chunk, (two, c))), ("eqfun", (o1, ctx.axis, c)), ("raw", "(fun r => erefl)"))
    return found(rel("zigzag", ctx.axis, d), args, cp2)


RULES = RULES + (
    Rule("concat_pick_pair", "rule_concat_pick_pair", P.OP_CONCAT, ("zz_pick(d)", "zz_pick(d)"), "zz_send(d)",
         ("pieces coord * c, c - coord * c of one value", "P <= 2", "level-above length P * L"), _concat_send,
         helper=True),
    Rule("all_to_all_zigzag", "rule_all_to_all_zigzag", P.OP_ALL_TO_ALL, ("zz_send(d)",), "zigzag(d)",
         ("split = concat dim d", "2 <= P <= 2"), _all_to_all_zigzag),
)


def _slice_shard(ctx: MatchCtx):
    """A helper slice at coord * n (length n) of a replicated dim P * n, both
    up to ring (the SP cut of the shuffled stream: 2 * tp * s = tp * N_s):
    the rank's contiguous shard (rule_slice_shard)."""
    got = replicated_helper_slice(ctx)
    if isinstance(got, str):
        return got
    X, sl, d, s = got
    n, o = ctx.dims.poly(sl.length), ctx.dims.poly(sl.start)
    if o != _coord(ctx.axis) * n:
        return f"offset is not coord({ctx.axis}) * length"
    if s[d] != ctx.P * n:
        return "sliced dim is not P * length"
    if times_syntactic(ctx, s[d], n):
        return "the dim renders as P * length: slice_expert's case (moe.py)"
    if tuple(ctx.out_local) != tuple(s[:d]) + (n,) + tuple(s[d + 1:]):
        return "output shape is not the input's with the sliced length"
    return found(rel("contiguous_shard", ctx.axis, d),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", n), ("nat", s[d]), ("coord_fun", o), ("shape", s),
                  ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "erefl"), ("eq", (s[d], (ctx.P, n))),
                  ("eqfun", (o, ctx.axis, n))))


RULES = RULES + (
    Rule("slice_shard", "rule_slice_shard", P.OP_SLICE, ("replicated",), "contiguous_shard(d)",
         ("offset coord * n, dim P * n (ring)",), _slice_shard, helper=True),
)


# ------------------------------------------------------------------ the zigzag positions below cp

def _slice_chunk_below(second: bool, index: bool = False):
    """A level below the one whose coordinate i the offset reads (cp), the
    sliced dim 2 * Q * c replicated: chunk i (offset i * c) or 2Q-1-i (the
    zigzag positions cut from the full ones, layers.positions); its bound
    from i < Q (RulesZigzagShuffle.v zz_first_le / zz_second_le). `index`:
    the index-valued twin (RulesZigzagPos.v, op_slice_index) for an index
    helper; the ring lemma takes the other slices."""
    def match(ctx: MatchCtx):
        if (ctx.node.helper == P.HELPER_INDEX) != index:
            return "an index helper slice (op_slice_index)" if index else "not an index helper"
        got = replicated_helper_slice(ctx, below=True)
        if isinstance(got, str):
            return got
        X, sl, d, s = got
        c, o = ctx.dims.poly(sl.length), ctx.dims.poly(sl.start)
        if tuple(ctx.out_local) != tuple(s[:d]) + (c,) + tuple(s[d + 1:]):
            return "output shape is not the input's with the sliced length"
        a = _outer_coord(ctx, o)
        if a is None:
            return "offset reads no single coordinate of an outer level"
        axes = list(ctx.dims.axes)
        q, i = Poly.var("a:" + a), _coord(a)
        if s[d] != Poly.const(2) * q * c:
            return f"sliced dim is not 2 * {a} * length"
        want = Poly.const(2) * q * c - c - i * c if second else i * c
        if o != want:
            return f"offset is not {'(2 * ' + a + ' - 1 - coord) * length' if second else 'coord(' + a + ') * length'}"
        # the offset as the plan renders it equals i * c / (2Q-1-i) * c by ring (the second through
        # zz_second_start: obligations._have_eqfun_zz)
        ho = ("eqfun_zz", (o, a, q, c)) if second else ("eqfun", (o, a, c))
        return found(rel("replicated", ctx.axis),
                     (() if index else ("R",)) +
                     (("nat", ctx.P), ("nat", q), ("coord_fun", o), ("nat", i), ("raw", str(d)), ("nat", c),
                      ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"), ("eq", (s[d], (Poly.const(2) * q, c))),
                      ho, ("raw", f"h{axes.index(a)}")))
    return match


RULES = RULES + (
    Rule("slice_replicated_zz_first", "rule_slice_replicated_zz_first", P.OP_SLICE, ("replicated",), "replicated",
         ("offset coord(outer) * c", "dim 2 * outer * c (ring)"), _slice_chunk_below(False), helper=True),
    Rule("slice_replicated_zz_second", "rule_slice_replicated_zz_second", P.OP_SLICE, ("replicated",),
         "replicated", ("offset (2 * outer - 1 - coord(outer)) * c", "dim 2 * outer * c (ring)"),
         _slice_chunk_below(True), helper=True),
    Rule("slice_index_replicated_zz_first", "rule_slice_index_replicated_zz_first", P.OP_SLICE, ("replicated",),
         "replicated", ("index helper", "offset coord(outer) * c", "dim 2 * outer * c (ring)"),
         _slice_chunk_below(False, index=True), helper=True),
    Rule("slice_index_replicated_zz_second", "rule_slice_index_replicated_zz_second", P.OP_SLICE, ("replicated",),
         "replicated", ("index helper", "offset (2 * outer - 1 - coord(outer)) * c", "dim 2 * outer * c (ring)"),
         _slice_chunk_below(True, index=True), helper=True),
)
