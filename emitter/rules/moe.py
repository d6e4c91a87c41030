"""Static expert parallelism (tests/data/examples/ep2_moe): the router on
replicated tokens (softmax, top-k, gather, scatter_add: RulesMissing.v),
experts laid out on the leading (expert) dim of both batched-matmul
operands (RulesMoE.v), the rank's slice of a replicated tensor at offset
coord * c (a helper node), a broadcast along a new axis after the laid-out
dim (RulesMoEStatic.v), and the reduction over the laid-out dim that makes
partial sums (Rules.v).

Top-k is one opaque function shared by SM and PM; what the rules need of it
is stated as premises (rules.base.Premise): `topk_local E f_topk` (it reads
only its row's E values) for topk itself, and for a gather at top-k indices
`idx_lt` of the SM indices, which the certificate proves from the indices'
SM producer and `topk_range E K f_topk`.
"""
from __future__ import annotations

import dataclasses

from typing import Optional

from emitter.rules.base import (MatchCtx, Premise, Rule, fact_layout_map, found, layout_map, rel, times_premise,
                                 times_syntactic)
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.coq_render import _broadcast_new_axis

P = plan_pb2

_LAYOUT_KINDS = ("contiguous_shard", "expert_partition")
_ROUTER = "TV.RulesMissing"  # topk_local, topk_range, idx_lt, topk_idx_lt


def _replicated(ctx: MatchCtx) -> Optional[str]:
    if any(f.rel.kind != "replicated" for f in ctx.inputs):
        return "needs every input replicated"
    return None


def _topk_replicated(ctx: MatchCtx):
    why = _replicated(ctx)
    if why:
        return why
    (Z,) = ctx.inputs
    s, out = Z.local_shape, tuple(ctx.out_local)
    if not s or len(out) != len(s) or out[:-1] != tuple(s[:-1]):
        return "output shape is not the router's rows with k slots"
    if out[-1] != ctx.dims.poly(ctx.node.topk.k):
        return "output's last dim is not the topk attribute k"
    E = s[-1]
    return found(Z.rel, ("R", ("nat", ctx.P), ("nat", E), ("nat", out[-1]), ("shape", s[:-1]), ("fn", "topk"),
                         ("in", 0), ("fam", 0)),
                 (Premise("fn", "topk_local", (("nat", E), ("fn", "topk")), module=_ROUTER),))


def _topk_producer(ctx: MatchCtx, sm_tensor: str):
    """The SM topk node producing `sm_tensor` (None if it is not a topk output)."""
    g = ctx.sm_graph
    if g is None or sm_tensor not in g.producer:
        return None
    node = g.graph.nodes[g.producer[sm_tensor]]
    return node if node.op == P.OP_TOPK else None


def topk_gather(ctx: MatchCtx, e: Optional[int] = None):
    """(d, s, n) of a gather along d (length n) of values by indices of shape
    s, the output's, that an SM topk produced, or why not: the lemmas take
    the indices' range from that topk (premise idx_lt). e: the dim the
    values and indices are laid out on (None: replicated), never d."""
    X, I = ctx.inputs  # plan order: (x, idx)
    d, s = ctx.node.dim.dim, I.local_shape
    if e is None:
        if not 0 <= d < len(s) or tuple(ctx.out_local) != tuple(s) or len(X.local_shape) != len(s):
            return "output shape is not the indices' / dim out of range"
    elif not 0 <= d < len(s) or d == e or tuple(ctx.out_local) != tuple(s) or len(X.local_shape) != len(s):
        return "gathered dim out of range or the laid-out dim / output shape is not the indices'"
    n = X.local_shape[d]
    if tuple(X.local_shape[:d]) + (s[d],) + tuple(X.local_shape[d + 1:]) != tuple(s):
        return "values' shape differs from the indices' off the gathered dim"
    tk = _topk_producer(ctx, I.sm)
    if tk is None:
        return "indices are not a topk output in the SM (no range fact for them)"
    z_shape = ctx.dims.shape(ctx.sm_graph.tensors[tk.inputs[0]].decl)
    # replicated: the SM indices are the local ones; laid out: the values' SM rows are
    if z_shape[-1] != n or (I.sm_shape != s if e is None else X.sm_shape[d] != n):
        return "topk's row length differs from the gathered dim's length"
    return d, s, n


def _gather_replicated(ctx: MatchCtx):
    why = _replicated(ctx)
    if why:
        return why
    got = topk_gather(ctx)
    if isinstance(got, str):
        return got
    d, s, n = got
    return found(rel("replicated", ctx.axis),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", n), ("shape", s), ("in", 0), ("fam", 0),
                  ("in", 1), ("fam", 1), ("raw", "isT")),
                 (Premise("topk_range", "idx_lt", (("shape", s), ("nat", n), ("in", 1)), input=1, module=_ROUTER),))


def _scatter_add_replicated(ctx: MatchCtx):
    why = _replicated(ctx)
    if why:
        return why
    I, S = ctx.inputs  # plan order: (idx, src)
    d = ctx.node.dim.dim
    s = tuple(ctx.out_local)
    if not 0 <= d < len(s) or len(S.local_shape) != len(s):
        return "dim out of range / ranks differ"
    n = S.local_shape[d]
    if I.local_shape != S.local_shape or s[:d] + (n,) + s[d + 1:] != tuple(S.local_shape):
        return "indices / source shapes are not the output's with the scattered dim's length"
    return found(rel("replicated", ctx.axis),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", n), ("shape", s), ("in", 0), ("fam", 0),
                  ("in", 1), ("fam", 1), ("raw", "isT")))


def _batched_matmul_batch(ctx: MatchCtx):
    """Rank 3, batch (expert) dim 0 laid out on both operands by the same
    contiguous chunk (contiguous_shard and expert_partition are the same
    map); the output keeps B's layout kind."""
    A, B = ctx.inputs
    if any(f.rel.kind not in _LAYOUT_KINDS or f.rel.dim != 0 for f in (A, B)):
        return f"needs both operands in one of {_LAYOUT_KINDS} on dim 0"
    if len(A.local_shape) != 3 or len(B.local_shape) != 3:
        return "rank 3 only"
    ce, m, k = A.local_shape
    ce2, k2, n = B.local_shape
    if ce != ce2 or k != k2 or A.sm_shape[0] != B.sm_shape[0]:
        return "batch chunks / contraction dims differ"
    if tuple(ctx.out_local) != (ce, m, n):
        return "output shape is not [batch; A rows; B columns]"
    return found(rel(B.rel.kind, ctx.axis, 0),
                 ("R", ("nat", ctx.P), ("contig_map", ce), ("nat", ce), ("nat", m), ("nat", k), ("nat", n),
                  ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))


def _batched_matmul_lead(kind: str):
    """Any rank, both operands laid out on the same batch dim d (not the
    last two; RulesExperts4.v): [E; B; m; k] x [E; B; k; n] with the experts
    on dim 0 over tp or the batch on dim 1 over dp. kind "expert": an operand
    (the weights, the experts' activations) is an expert partition and the
    other (tokens broadcast along the expert dim) a layout by the same
    chunks; the output is an expert partition.
    Rank 3 with d = 0 is batched_matmul_batch."""

    def match(ctx: MatchCtx):
        A, B = ctx.inputs
        if any(f.rel.kind not in _LAYOUT_KINDS for f in (A, B)) or A.rel.dim != B.rel.dim:
            return f"needs both operands in one of {_LAYOUT_KINDS} on the same dim"
        if kind == "expert" and "expert_partition" not in (A.rel.kind, B.rel.kind):
            return "needs an operand expert_partition"
        if kind == "contiguous" and (A.rel.kind, B.rel.kind) != ("contiguous_shard",) * 2:
            return "needs both operands contiguous_shard"
        sa, sb, d = tuple(A.local_shape), tuple(B.local_shape), A.rel.dim
        if len(sa) != len(sb) or len(sa) < 3 or not d < len(sa) - 2 or (len(sa), d) == (3, 0):
            return "operands of one rank >= 3, laid out on a batch dim (rank 3, dim 0: batched_matmul_batch)"
        s0, (m, k), (k2, n) = sa[:-2], sa[-2:], sb[-2:]
        if sb[:-2] != s0 or k != k2 or A.sm_shape[d] != B.sm_shape[d]:
            return "batch dims / contraction dims differ"
        if tuple(ctx.out_local) != s0 + (m, n):
            return "output shape is not [batch dims; A rows; B columns]"
        return found(rel("expert_partition" if kind == "expert" else "contiguous_shard", ctx.axis, d),
                     ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", s0[d]), ("shape", s0), ("nat", m), ("nat", k),
                      ("nat", n), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1), ("raw", "isT")))

    return match


def _batched_matmul_row(ctx: MatchCtx):
    """The contraction dim laid out on both operands, A's last and B's
    second-last, any rank >= 3 (RulesExperts4.v): partial sums (scale 1) of
    the SM product (the router's weight gradient over tokens split by tp);
    the SM contraction length w = P * c however the plan writes it (the
    sequence cp * tp * Ns on cp), by ring."""
    A, B = ctx.inputs
    sa, sb = tuple(A.local_shape), tuple(B.local_shape)
    if len(sa) != len(sb) or len(sa) < 3 or sa[:-2] != sb[:-2] or sa[-1] != sb[-2]:
        return "operands of one rank >= 3 with equal batch dims and contraction dim"
    if (A.rel.kind, A.rel.dim, B.rel.kind, B.rel.dim) != ("contiguous_shard", len(sa) - 1,
                                                          "contiguous_shard", len(sa) - 2):
        return "needs A contiguous_shard(last), B contiguous_shard(second-last)"
    s0, m, c, n = sa[:-2], sa[-2], sa[-1], sb[-1]
    w = times_premise(ctx, A.sm_shape[-1], c)
    if w is None or tuple(ctx.out_local) != s0 + (m, n):
        return "SM contraction dim is not P * local / output shape is not [batch dims; A rows; B columns]"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", c), ("nat", A.sm_shape[-1]), ("shape", s0), ("nat", m), ("nat", n),
                  ("in", 0), ("in", 1), ("fam", 0), ("fam", 1), w))


def _batched_matmul_rows(ctx: MatchCtx):
    """A's row dim (second-last: the sequence of [E; B; N; d] under cp,
    the rows of MoE experts' weights picked per token) laid out by any map,
    B replicated, any rank >= 3 (RulesMoECP.v); the output's rows keep A's
    layout (named a contiguous shard where A's is an expert partition: a
    product's rows are no expert dim)."""
    A, B = ctx.inputs
    sa, sb = tuple(A.local_shape), tuple(B.local_shape)
    if A.rel.dim != len(sa) - 2 or B.rel.kind != "replicated":
        return "needs A laid out on its rows (second-last), B replicated"
    if len(sa) != len(sb) or len(sa) < 3 or sa[:-2] != sb[:-2] or sa[-1] != sb[-2]:
        return "operands of one rank >= 3 with equal batch dims and contraction dim"
    s0, m, k, n = sa[:-2], sa[-2], sa[-1], sb[-1]
    if tuple(ctx.out_local) != s0 + (m, n):
        return "output shape is not [batch dims; A rows; B columns]"
    g = layout_map(ctx, A.rel, m)
    if g is None:
        return "A's layout has no map (a zigzag rows' local length not syntactically 2 * c)"
    out = dataclasses.replace(A.rel, kind="contiguous_shard") if A.rel.kind == "expert_partition" else A.rel
    return found(out, ("R", ("nat", ctx.P), g, ("shape", s0), ("nat", m), ("nat", k), ("nat", n),
                       ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))


def _softmax_backward(ctx: MatchCtx):
    """The router's backward softmax_backward(y, dy) (RulesRouterBackward.v)
    laid out by one map on a non-last dim (it is row-local); replicated: the
    generic rule at resp_softmax_backward."""
    Y, dY = ctx.inputs
    s = tuple(Y.local_shape)
    if not s or tuple(dY.local_shape) != s or tuple(ctx.out_local) != s or Y.sm_shape[-1] != s[-1]:
        return "inputs / output of different shapes or row lengths"
    if Y.rel != dY.rel:
        return "inputs in different relations"
    tail = (("in", 0), ("in", 1), ("fam", 0), ("fam", 1))
    g = layout_map(ctx, Y.rel, s[Y.rel.dim]) if Y.rel.dim is not None and Y.rel.dim < len(s) else None
    if g is None or not Y.rel.dim < len(s) - 1:
        return f"needs one of {_LAYOUT_KINDS} or zigzag on a non-last dim"
    d = Y.rel.dim
    return found(Y.rel, ("R", ("nat", ctx.P), ("raw", str(d)), g, ("shape", s[:-1]),
                         ("nat", s[-1])) + tail + (("raw", "isT"),))


def broadcast_reindex(after: bool):
    """A new axis e inserted after the laid-out dim d (after): the layout
    stays; at or before it: the layout moves to d + 1."""
    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        # any layout map: contiguous, or the zigzag stream's zz_glob
        g = fact_layout_map(ctx, X, f"needs one of {_LAYOUT_KINDS} or zigzag")
        if isinstance(g, str):
            return g
        s, e = X.local_shape, _broadcast_new_axis(ctx.node, len(X.local_shape))
        if e is None or _broadcast_new_axis(ctx.sm_node, len(X.sm_shape)) != e:
            return "not a broadcast along one new axis (the same on both sides)"
        d = X.rel.dim
        if (d < e) != after:
            return "the new axis is not after the laid-out dim" if after else "the new axis is after the laid-out dim"
        out = tuple(ctx.out_local)
        if out[:e] + out[e + 1:] != tuple(s):
            return "output shape is not the input's with the new axis"
        return found(X.rel if after else dataclasses.replace(X.rel, dim=d + 1),
                     ("R", ("nat", ctx.P), ("raw", str(d)), ("raw", str(e)), g, ("shape", out), ("in", 0), ("fam", 0),
                      ("raw", "isT"), ("raw", "isT")))
    return match


def _slice_expert(ctx: MatchCtx):
    """A helper slice of a replicated tensor: length c at offset coord * c
    on a dim of SM length P * c is the rank's chunk (expert_partition)."""
    if ctx.sm_node is not None:
        return "a helper rule (the slice realizes no SM node)"
    why = _replicated(ctx)
    if why:
        return why
    (X,) = ctx.inputs
    sl = ctx.node.slice
    d = sl.dim
    s = X.local_shape
    if not 0 <= d < len(s):
        return "dim out of range"
    c = ctx.dims.poly(sl.length)
    if ctx.dims.poly(sl.start) != Poly.var("c:" + ctx.axis) * c:
        return f"offset is not coord({ctx.axis}) * length"
    if not times_syntactic(ctx, s[d], c):
        return "sliced dim is not P * length"
    if tuple(ctx.out_local) != tuple(s[:d]) + (c,) + tuple(s[d + 1:]):
        return "output shape is not the input's with the sliced length"
    return found(rel("expert_partition", ctx.axis, d),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", s), ("in", 0), ("fam", 0),
                  ("raw", "isT"), ("raw", "erefl")))


def _reduce_sum_shard(ctx: MatchCtx):
    """Reducing the laid-out dim: per-rank sums are partial sums (scale 1)."""
    (X,) = ctx.inputs
    if X.rel.kind not in _LAYOUT_KINDS:
        return f"needs one of {_LAYOUT_KINDS}"
    r = ctx.node.reduce
    if len(r.axes) != 1 or r.keepdim or r.axes[0] != X.rel.dim:
        return "reduces exactly the laid-out dim (no keepdim)"
    e = X.rel.dim
    s = X.local_shape
    if tuple(ctx.out_local) != tuple(s[:e]) + tuple(s[e + 1:]):
        return "output shape is not the input's without the reduced dim"
    w = times_premise(ctx, X.sm_shape[e], s[e])
    if w is None:
        return "SM reduced length is not P * local length"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("raw", str(e)), ("nat", s[e]), ("nat", X.sm_shape[e]), ("shape", s),
                  ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "erefl"), w))


RULES = (
    Rule("topk_replicated", "rule_topk_replicated", P.OP_TOPK, ("replicated",), "replicated",
         ("premise topk_local E f_topk",), _topk_replicated),
    Rule("gather_replicated", "rule_gather_replicated", P.OP_GATHER, ("replicated", "replicated"), "replicated",
         ("d < size s", "indices from an SM topk: premise idx_lt (certificate: topk_idx_lt, topk_range)"),
         _gather_replicated),
    Rule("scatter_add_replicated", "rule_scatter_add_replicated", P.OP_SCATTER_ADD, ("replicated", "replicated"),
         "replicated", ("d < size s",), _scatter_add_replicated),
    Rule("batched_matmul_batch", "rule_batched_matmul_batch", P.OP_BATCHED_MATMUL,
         ("contiguous_shard(0)", "contiguous_shard(0)"), "contiguous_shard(0)", ("rank 3, same batch chunk",),
         _batched_matmul_batch),
    Rule("batched_matmul_lead_contiguous", "rule_batched_matmul_lead_contiguous", P.OP_BATCHED_MATMUL,
         ("contiguous_shard(d)", "contiguous_shard(d)"), "contiguous_shard(d)",
         ("d a batch dim, rank >= 3, not (rank 3, d = 0)",), _batched_matmul_lead("contiguous")),
    Rule("batched_matmul_lead_expert", "rule_batched_matmul_lead_expert", P.OP_BATCHED_MATMUL,
         ("expert_partition(d)", "expert_partition(d)"), "expert_partition(d)",
         ("d a batch dim, rank >= 3, not (rank 3, d = 0)", "an operand expert_partition, the other the same chunks"), _batched_matmul_lead("expert")),
    Rule("batched_matmul_row", "rule_batched_matmul_row", P.OP_BATCHED_MATMUL,
         ("contiguous_shard(last)", "contiguous_shard(last-1)"), "partial_sum(1)",
         ("rank >= 3", "SM contraction w = P * local by ring"), _batched_matmul_row),
    Rule("batched_matmul_rows", "rule_batched_matmul_rows", P.OP_BATCHED_MATMUL,
         ("contiguous_shard(last-1)", "replicated"), "contiguous_shard(last-1)", ("rank >= 4",),
         _batched_matmul_rows),
    Rule("softmax_backward_reindex", "rule_softmax_backward_reindex", P.OP_SOFTMAX_BACKWARD,
         ("contiguous_shard(d)", "contiguous_shard(d)"), "contiguous_shard(d)", ("d not the row dim",),
         _softmax_backward),
    Rule("broadcast_reindex_lt", "rule_broadcast_reindex_lt", P.OP_BROADCAST, ("contiguous_shard(d)",),
         "contiguous_shard(d)", ("one new axis e > d",), broadcast_reindex(True)),
    Rule("slice_expert", "rule_slice_expert_op", P.OP_SLICE, ("replicated",), "expert_partition(d)",
         ("offset coord * c", "SM dim P * c"), _slice_expert, helper=True),
    Rule("reduce_sum_shard", "rule_reduce_sum_shard", P.OP_REDUCE_SUM, ("contiguous_shard(d)",), "partial_sum(1)",
         ("reduces the laid-out dim d", "SM length P * c"), _reduce_sum_shard),
)
