"""Zigzag context parallelism (semantics/RulesZigzag.v, RulesMissing.v):
2P chunks of c, rank r owns chunks r and 2P-1-r. The plan enters the
layout with helper slices / aranges (chunk r at coord * c, chunk 2P-1-r at
(2P-1-coord) * c) and concatenations; gathering the zigzag shards gives the
sequence in zigzag order, which the relations carry as a view of the SM
value through `zz_perm P c` (kinds zz_gathered / zz_mask / zz_partial,
rendered by coq_render.rel_pred). Attention and its backward take the
gathered keys, reduce_scatter returns the key gradients to the zigzag
layout, and x^T dq contracts the zigzag axis (a partial sum)."""
from __future__ import annotations

import dataclasses
from typing import Optional

from emitter.rules.base import (MatchCtx, Rule, coll_scale, found, on_axis_group, rel,
                                replicated_helper_slice)
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2



def _coord(ctx: MatchCtx) -> Poly:
    return Poly.var("c:" + ctx.axis)


def _full(ctx: MatchCtx, c: Poly) -> Poly:
    """N = 2 * P * c, the sequence length of the zigzag layout."""
    return Poly.const(2) * ctx.P * c


def _second_start(ctx: MatchCtx, c: Poly) -> Poly:
    """(2P - 1 - coord) * c: rank coord's mirrored chunk."""
    return _full(ctx, c) - c - _coord(ctx) * c


def _zz(ctx: MatchCtx, f, d: Optional[int] = None) -> Optional[Poly]:
    """The chunk c of a zigzag fact on dim d (local dim 2 * c), else None."""
    if f.rel.kind != "zigzag" or (d is not None and f.rel.dim != d):
        return None
    return f.local_shape[f.rel.dim].halved()


# ------------------------------------------------------------------ entering the layout (helpers)

def _slice(second: bool, index: bool = False):
    """chunk r / 2P-1-r of a replicated 2 * P * c dim (RulesMissing.v
    rule_slice_zz_first / _second; `index`: the index-valued twin,
    RulesZigzagPos.v, op_slice_index: the zigzag positions cut from the full
    ones). The lemmas take the offset as a function of the coordinate, the
    dim and the offset equal to 2 * P * c and r * c / (2P-1-r) * c by ring
    however the plan writes them (the entry shuffle for every cp on
    (dp, cp, tp))."""
    def match(ctx: MatchCtx):
        if (ctx.node.helper == P.HELPER_INDEX) != index:
            return "an index helper slice (op_slice_index)" if index else "not an index helper"
        got = replicated_helper_slice(ctx)
        if isinstance(got, str):
            return got
        X, sl, d, s = got
        c = ctx.dims.poly(sl.length)
        if s[d] != _full(ctx, c):
            return "sliced dim is not 2 * P * length"
        start = ctx.dims.poly(sl.start)
        if tuple(ctx.out_local) != tuple(s[:d]) + (c,) + tuple(s[d + 1:]):
            return "output shape is not the input's with the sliced length"
        if start != (_second_start(ctx, c) if second else _coord(ctx) * c):
            return f"offset is not {'(2 * P - 1 - coord)' if second else 'coord'}({ctx.axis}) * length"
        ho = ("eqfun_zz", (start, ctx.axis, ctx.P, c)) if second else ("eqfun", (start, ctx.axis, c))
        return found(rel("zz_second" if second else "contiguous_shard", ctx.axis, d),
                     (() if index else ("R",)) +
                     (("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", s), ("coord_fun", start),
                      ("in", 0), ("fam", 0), ("raw", "isT"), ("eq", (s[d], (Poly.const(2) * ctx.P, c))), ho))
    return match


def _concat(index: bool, pair: bool = False):
    """the chunks r and 2P-1-r of one SM value, concatenated: its zigzag
    layout. `pair`: on a multi-axis mesh the two chunks' views are two
    values equal on the level-above shape (RulesZigzagPos.v
    rule_concat_index_zz_pair, lifted by RulesHaloMesh.v nest_map2e)."""
    def match(ctx: MatchCtx):
        if ctx.pair != pair:
            return "the pair rule lifts two views of one value over outer levels" if ctx.pair else \
                "only under the pair lifting (two views of one value)"
        if ctx.sm_node is not None:
            return "a helper rule (the concat realizes no SM node)"
        if (ctx.node.helper == P.HELPER_INDEX) != index:
            return "index helper" if not index else "not an index helper"
        if len(ctx.inputs) != 2:
            return "two pieces"
        A, B = ctx.inputs
        d = ctx.node.dim.dim
        if A.sm != B.sm:
            return "the pieces are views of different SM values"
        if A.rel.kind != "contiguous_shard" or A.rel.dim != d or B.rel.kind != "zz_second" or B.rel.dim != d:
            return f"needs (contiguous_shard({d}), zz_second({d}))"
        c = A.local_shape[d]
        if A.local_shape != B.local_shape:
            return "pieces differ in shape"
        out = tuple(A.local_shape[:d]) + (Poly.const(2) * c,) + tuple(A.local_shape[d + 1:])
        if tuple(ctx.out_local) != out:
            return "output is not the two chunks"
        if pair:
            # the level-above length w of the views' equality, as the level above renders it; w = 2 * P * c by ring
            w = A.sm_shape[d] if len(A.sm_shape) == len(out) else None
            if w is None or w != _full(ctx, c) or B.sm_shape != A.sm_shape:
                return "the chunks' level-above length is not 2 * P * c"
            return found(rel("zigzag", ctx.axis, d),
                         (() if index else ("R",)) +
                         (("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", w), ("shape", out), ("raw", "isT"),
                          ("eq", (out[d], (Poly.const(2), c))), ("eq", (w, (Poly.const(2) * ctx.P, c))),
                          ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))
        return found(rel("zigzag", ctx.axis, d),
                     (() if index else ("R",)) + (("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", out),
                                                      ("in", 0), ("fam", 0), ("fam", 1), ("raw", "isT")))
    return match


def _sm_arange(ctx: MatchCtx, length: Poly):
    """The first SM arange from 0 of the given length (tensor name, node)."""
    g = ctx.sm_graph
    if g is None:
        return None
    for ni in g.order:
        n = g.graph.nodes[ni]
        if n.op == P.OP_ARANGE and ctx.dims.poly(n.arange.start) == Poly.const(0) \
                and ctx.dims.shape(g.tensors[n.outputs[0]].decl) == (length,):
            return n.outputs[0], n
    return None


def _arange(second: bool):
    """a chunk of the global positions: arange at coord * c / (2P-1-coord) * c."""
    def match(ctx: MatchCtx):
        if ctx.sm_node is not None or ctx.inputs:
            return "an input-less helper rule"
        (c,) = ctx.out_local
        sm = _sm_arange(ctx, _full(ctx, c))
        if sm is None:
            return "no SM arange from 0 of length 2 * P * c"
        start = ctx.dims.poly(ctx.node.arange.start)
        if not second:
            if start != _coord(ctx) * c:
                return f"start is not coord({ctx.axis}) * length"
            app = found(rel("contiguous_shard", ctx.axis, 0),
                        (("nat", ctx.P), ("nat", c), ("coord_fun", start), ("eqfun", (start, ctx.axis, c))))
        else:
            if start != _second_start(ctx, c):
                return f"start is not (2 * P - 1 - coord({ctx.axis})) * length"
            app = found(rel("zz_second", ctx.axis, 0),
                        (("nat", ctx.P), ("nat", c), ("coord_fun", start), ("raw", "(fun r => @zz_second_start _ _ r)")))
        return dataclasses.replace(app, sm_tensor=sm[0], sm_node=sm[1])
    return match


# ------------------------------------------------------------------ gathered zigzag order

@on_axis_group
def _all_gather(ctx: MatchCtx):
    (X,) = ctx.inputs
    d = ctx.node.collective.dim
    c = _zz(ctx, X, d)
    if c is None:
        return f"needs zigzag({d})"
    if ctx.out_local[d] != _full(ctx, c) or tuple(ctx.out_local[:d]) != tuple(X.local_shape[:d]) \
            or tuple(ctx.out_local[d + 1:]) != tuple(X.local_shape[d + 1:]):
        return "output is not the 2P chunks"
    return found(dataclasses.replace(rel("zz_gathered", ctx.axis, d), chunk=c),
                 ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", ctx.out_local), ("in", 0), ("fam", 0),
                  ("raw", "isT"), ("raw", "erefl")))


@on_axis_group
def _reduce_scatter(ctx: MatchCtx):
    (X,) = ctx.inputs
    d = ctx.node.collective.dim
    if X.rel.kind != "zz_partial" or X.rel.dim != d or X.rel.scale != 1:
        return f"needs zz_partial({d}) with scale 1"
    if coll_scale(ctx) != 1:
        return "reduce_scatter with a scale"
    c = X.rel.chunk
    if X.local_shape[d] != _full(ctx, c) or ctx.out_local[d] != Poly.const(2) * c:
        return "not the 2P chunks back to two"
    return found(rel("zigzag", ctx.axis, d),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", X.local_shape), ("in", 0), ("fam", 0),
                  ("raw", "isT"), ("raw", "erefl")))


# ------------------------------------------------------------------ local ops under zigzag

def _matmul_row(ctx: MatchCtx):
    A, B = ctx.inputs
    if len(B.local_shape) != 2 or not A.local_shape:
        return "B must be rank 2"
    ca, cb = _zz(ctx, A, len(A.local_shape) - 1), _zz(ctx, B, 0)
    if ca is None or cb is None or ca != cb:
        return "needs (zigzag(last), zigzag(0)) with one chunk"
    n = B.local_shape[1]
    s0 = A.local_shape[:-1]
    if A.sm_shape[-1] != _full(ctx, ca) or ctx.out_local != s0 + (n,):
        return "SM contraction is not 2 * P * c / output shape"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", ca), ("nat", n), ("shape", s0), ("in", 0), ("in", 1), ("fam", 0),
                  ("fam", 1)))


def _causal_mask(ctx: MatchCtx):
    qp, kp = ctx.inputs
    c = _zz(ctx, qp, 0)
    if c is None or kp.rel.kind != "zz_gathered" or kp.rel.dim != 0 or kp.rel.chunk != c:
        return "needs (zigzag(0), zz_gathered(0)) with one chunk"
    if ctx.out_local != (Poly.const(2) * c, _full(ctx, c)):
        return "mask shape is not [2c, 2Pc]"
    return found(dataclasses.replace(rel("zz_mask", ctx.axis, 0), chunk=c),
                 (("nat", ctx.P), ("nat", c), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))


def _zz_inputs(ctx: MatchCtx, backward: bool):
    ins = ctx.inputs
    q, k, v, m = ins[:4]
    if any(len(f.local_shape) != 2 for f in ins[:3]):
        return "rank-2 q, k, v only (no heads)"
    c = _zz(ctx, q, 0)
    if c is None:
        return "q must be zigzag(0)"
    for f in (k, v):
        if f.rel.kind != "zz_gathered" or f.rel.dim != 0 or f.rel.chunk != c:
            return "k, v must be the gathered zigzag shards (zz_gathered(0))"
    if m.rel.kind != "zz_mask" or m.rel.chunk != c:
        return "mask must be zz_mask (zigzag query rows, gathered key order)"
    if backward and _zz(ctx, ins[4], 0) != c:
        return "dout must be zigzag(0)"
    N = _full(ctx, c)
    Dh, Dv = q.local_shape[1], v.local_shape[1]
    if k.local_shape != (N, Dh) or v.local_shape[0] != N or m.local_shape != (Poly.const(2) * c, N):
        return "shapes do not fit attention"
    if backward and ins[4].local_shape != (Poly.const(2) * c, Dv):
        return "dout shape"
    if q.sm_shape[0] != N:
        return "SM query count is not 2 * P * c"
    return c, Dh, Dv


def _sdpa(ctx: MatchCtx):
    got = _zz_inputs(ctx, backward=False)
    if isinstance(got, str):
        return got
    c, Dh, Dv = got
    if ctx.out_local != (Poly.const(2) * c, Dv):
        return "output shape"
    tensors = tuple(("in", j) for j in range(4)) + tuple(("fam", j) for j in range(4))
    return found(rel("zigzag", ctx.axis, 0),
                 ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", Dh), ("nat", Dv), "_") + tensors)


def _sdpa_backward(out: int):
    def match(ctx: MatchCtx):
        got = _zz_inputs(ctx, backward=True)
        if isinstance(got, str):
            return got
        c, Dh, Dv = got
        N = _full(ctx, c)
        want = ((Poly.const(2) * c, Dh), (N, Dh), (N, Dv))[out]
        if ctx.out_local != want:
            return "output shape does not fit"
        out_rel = rel("zigzag", ctx.axis, 0) if out == 0 else \
            dataclasses.replace(rel("zz_partial", ctx.axis, 0, 1), chunk=c)
        tensors = tuple(("in", j) for j in range(5)) + tuple(("fam", j) for j in range(5))
        return found(out_rel, ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", Dh), ("nat", Dv), "_")
                     + tensors)
    return match


_QKVM = ("zigzag(0)", "zz_gathered(0)", "zz_gathered(0)", "zz_mask")
RULES = (
    Rule("slice_zz_first", "rule_slice_zz_first", P.OP_SLICE, ("replicated",), "contiguous_shard(d)",
         ("offset coord * c (ring)", "SM dim 2 * P * c (ring)"), _slice(False), helper=True),
    Rule("slice_zz_second", "rule_slice_zz_second", P.OP_SLICE, ("replicated",), "zz_second(d)",
         ("offset (2P-1-coord) * c (ring)", "SM dim 2 * P * c (ring)"), _slice(True), helper=True),
    Rule("slice_index_zz_first", "rule_slice_index_zz_first", P.OP_SLICE, ("replicated",), "contiguous_shard(d)",
         ("index helper", "offset coord * c (ring)", "SM dim 2 * P * c (ring)"), _slice(False, index=True),
         helper=True),
    Rule("slice_index_zz_second", "rule_slice_index_zz_second", P.OP_SLICE, ("replicated",), "zz_second(d)",
         ("index helper", "offset (2P-1-coord) * c (ring)", "SM dim 2 * P * c (ring)"), _slice(True, index=True),
         helper=True),
    Rule("concat_zigzag", "rule_concat_zigzag", P.OP_CONCAT, ("contiguous_shard(d)", "zz_second(d)"),
         "zigzag(d)", ("views of one SM value",), _concat(False), helper=True),
    Rule("concat_index_zz", "rule_concat_index_zz", P.OP_CONCAT, ("contiguous_shard(d)", "zz_second(d)"),
         "zigzag(d)", ("views of one SM value", "index helper"), _concat(True), helper=True),
    Rule("concat_index_zz_pair", "rule_concat_index_zz_pair", P.OP_CONCAT, ("contiguous_shard(d)", "zz_second(d)"),
         "zigzag(d)", ("two views of one SM value, equal above on 2 * P * c (ring)", "index helper"),
         _concat(True, pair=True), helper=True),
    Rule("concat_zz_pair", "rule_concat_zz_pair", P.OP_CONCAT, ("contiguous_shard(d)", "zz_second(d)"), "zigzag(d)",
         ("views of one SM value equal on the level-above shape", "w = 2 * P * c (ring)"),
         _concat(False, pair=True), helper=True),
    Rule("arange_zz_first", "rule_arange_shard", P.OP_ARANGE, (), "contiguous_shard(0)",
         ("start coord * c", "an SM arange from 0 of length 2 * P * c"), _arange(False), helper=True),
    Rule("arange_zz_second", "rule_arange_zz_second", P.OP_ARANGE, (), "zz_second(0)",
         ("start (2P-1-coord) * c", "an SM arange from 0 of length 2 * P * c"), _arange(True), helper=True),
    Rule("all_gather_zz", "rule_all_gather_zz", P.OP_ALL_GATHER, ("zigzag(d)",), "zz_gathered(d)",
         ("output dim 2 * P * c", "group = the axis"), _all_gather),
    Rule("reduce_scatter_zz", "rule_reduce_scatter_zz", P.OP_REDUCE_SCATTER, ("zz_partial(d)",), "zigzag(d)",
         ("input dim 2 * P * c, output 2 * c", "group = the axis"), _reduce_scatter),
    Rule("matmul_row_zz", "rule_matmul_row_zz", P.OP_MATMUL, ("zigzag(last)", "zigzag(0)"), "partial_sum(1)",
         ("SM contraction 2 * P * c",), _matmul_row),
    Rule("causal_mask_zz", "rule_causal_mask_zz", P.OP_CAUSAL_MASK, ("zigzag(0)", "zz_gathered(0)"), "zz_mask",
         (), _causal_mask),
    Rule("sdpa_zz2", "rule_sdpa_zz2", P.OP_SDPA, _QKVM, "zigzag(0)", ("rank 2", "SM queries 2 * P * c"), _sdpa),
    Rule("sdpa_backward_dq_zz", "rule_sdpa_backward_dq_zz", P.OP_SDPA_BACKWARD, _QKVM + ("zigzag(0)",),
         "zigzag(0)", ("rank 2",), _sdpa_backward(0), out_index=0),
    Rule("sdpa_backward_dk_zz", "rule_sdpa_backward_dk_zz", P.OP_SDPA_BACKWARD, _QKVM + ("zigzag(0)",),
         "zz_partial(0)", ("rank 2",), _sdpa_backward(1), out_index=1),
    Rule("sdpa_backward_dv_zz", "rule_sdpa_backward_dv_zz", P.OP_SDPA_BACKWARD, _QKVM + ("zigzag(0)",),
         "zz_partial(0)", ("rank 2",), _sdpa_backward(2), out_index=2),
)
