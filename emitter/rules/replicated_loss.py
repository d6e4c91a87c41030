"""The loss on replicated logits (semantics/RulesReplicatedLoss.v): the
planner's Llama all-gathers the vocab-sharded logits before the loss, so
cross_entropy and cross_entropy_backward see logits, labels [and dloss]
replicated over the axis; the result is replicated (row locality)."""
from __future__ import annotations

import dataclasses

from emitter.rules.base import fact_layout_map, MatchCtx, Rule, found, rel, rms_dw_operands, times_premise
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.relation import Ratio
from emitter.coq_render import _broadcast_new_axes

P = plan_pb2


def _mean2(layout: str):
    """mean over both token dims of [B; N] (axes 0, 1, the same on both
    sides): replicated stays replicated; the batch dim laid out
    contiguously gives partial sums with scale 1 / P."""
    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        axes = sorted(ctx.node.reduce.axes)
        if axes != [0, 1] or ctx.node.reduce.keepdim or sorted(ctx.sm_node.reduce.axes) != axes \
                or ctx.sm_node.reduce.keepdim or len(X.local_shape) != 2 or tuple(ctx.out_local) != ():
            return "mean over both dims of a rank-2 tensor to a scalar, the same on both sides"
        c, n1 = X.local_shape
        if layout == "replicated":
            if X.rel.kind != "replicated":
                return "needs replicated"
            return found(X.rel, ("R", ("nat", ctx.P), ("nat", c), ("nat", n1), ("in", 0), ("fam", 0)))
        if X.rel.kind != "contiguous_shard" or X.rel.dim != 0:
            return "needs contiguous_shard(0)"
        w = times_premise(ctx, X.sm_shape[0], c)
        if w is None:
            return "SM batch is not P * (local batch)"
        return found(rel("partial_sum", ctx.axis, None, Ratio(Poly.const(1), ctx.P)),
                     ("R", ("nat", ctx.P), ("nat", c), ("nat", n1), ("nat", X.sm_shape[0]), ("in", 0), ("fam", 0),
                      w))
    return match


def scalar_grid(ctx: MatchCtx):
    """(X, the grid's local shape) of a replicated scalar X broadcast to a
    rank-2 grid, new axes 0 and 1 on both sides, or why not."""
    (X,) = ctx.inputs
    if X.rel.kind != "replicated" or X.local_shape != ():
        return "needs a replicated scalar"
    if len(ctx.out_local) != 2 or _broadcast_new_axes(ctx.node, 0, ctx.out_local) != [0, 1] \
            or _broadcast_new_axes(ctx.sm_node, 0, ctx.out_local) != [0, 1]:
        return "not a broadcast of a scalar to a rank-2 grid"
    return X, tuple(ctx.out_local)


def _seed(layout: str):
    """a replicated scalar broadcast to a [B; N] grid (new axes 0 and 1 on
    both sides): replicated when the ranks hold the whole grid, laid out
    on the batch dim when the SM batch is P * the local one (DP). On an
    inner mesh level (no SM shape) only the replicated reading applies."""
    def match(ctx: MatchCtx):
        got = scalar_grid(ctx)
        if isinstance(got, str):
            return got
        X, (c, n1) = got
        if layout == "replicated":
            if ctx.out_sm and tuple(ctx.out_sm) != tuple(ctx.out_local):
                return "the SM grid differs from the ranks' (laid out)"
            return found(X.rel, ("R", ("nat", ctx.P), ("nat", c), ("nat", n1), ("in", 0), ("fam", 0)))
        # the lemma states the ranks' grid only: the SM's is a check
        if not ctx.out_sm or ctx.out_sm[0] != ctx.P * c or ctx.out_sm[1] != n1:
            return "SM grid is not [P * (local batch), N]"
        return found(rel("contiguous_shard", ctx.axis, 0),
                     ("R", ("nat", ctx.P), ("contig_map", c), ("nat", c), ("nat", n1), ("in", 0), ("fam", 0)))
    return match


def _batched_col3(ctx: MatchCtx):
    """rank-3 batched matmul, A replicated and B laid out on its last dim
    (the head gradient x^T dlogits): the output laid out on its columns
    (moe.py batched_matmul_rows: A laid out on its rows)."""
    A, B = ctx.inputs
    if len(A.local_shape) != 3 or len(B.local_shape) != 3:
        return "rank-3 operands only"
    if A.rel.kind != "replicated" or B.rel.kind not in ("contiguous_shard", "expert_partition") or B.rel.dim != 2:
        return "needs (replicated, laid out on dim 2)"
    ce, m, k = A.local_shape
    n = B.local_shape[2]
    if B.local_shape[:2] != (ce, k) or ctx.out_local != (ce, m, n):
        return "shapes do not fit a batched matmul"
    # the same index map either way; the output is a contiguous shard
    # (a weight gradient's vocab columns are no expert dim)
    return found(rel("contiguous_shard", ctx.axis, 2), ("R", ("nat", ctx.P), ("contig_map", n), ("nat", ce), ("nat", m),
                                                       ("nat", k), ("nat", n), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))


def _reduce_reindex(kind: str):
    """reduce_sum or reduce_mean over one unsharded dim e of a tensor laid
    out on another dim (RulesLayout.v; the mean's lemmas take the sum's
    arguments): a layout dim before e stays ("lt": a norm's mean over the
    hidden dim of batch-sharded rows), one after e moves down by one ("ge":
    the weight gradients' sum over the batch)."""
    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        # the lemmas take any layout map: contiguous, or the zigzag stream's zz_glob
        g = fact_layout_map(ctx, X, "needs a contiguous or zigzag layout")
        if isinstance(g, str):
            return g
        axes = list(ctx.node.reduce.axes)
        if len(axes) != 1 or ctx.node.reduce.keepdim:
            return "reduce over one dim without keepdim"
        e, dx, s = axes[0], X.rel.dim, X.local_shape
        if not 0 <= e < len(s) or dx == e or tuple(ctx.out_local) != s[:e] + s[e + 1:]:
            return "reduces the laid-out dim, or the output shape is not the input's without dim e"
        if kind == "lt" and not dx < e:
            return "layout dim is not before the reduced dim"
        if kind == "ge" and not e < dx:
            return "layout dim is not after the reduced dim"
        d = dx if kind == "lt" else dx - 1
        return found(dataclasses.replace(X.rel, dim=d),
                     ("R", ("nat", ctx.P), ("raw", str(d)), ("raw", str(e)), g, ("nat", s[e]),
                      ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "isT"), ("raw", "erefl")))
    return match


def _rms_dw3(layout: str):
    """rmsnorm_backward's dw (output 1) over x, dy [B; N; n]: tokens laid
    out contiguously on dim 1 (SP) give partial sums; all replicated give
    the replicated dw. The weight is replicated."""
    def match(ctx: MatchCtx):
        # expert_partition(1) is rel_contiguous_shard P 1 c by definition
        # (Relations.v): a gradient re-laid out by a helper's slice
        got = rms_dw_operands(ctx, ("replicated",), None, "needs x, dy replicated") if layout == "replicated" else \
            rms_dw_operands(ctx, ("contiguous_shard", "expert_partition"), 1, "needs x, dy contiguous_shard(1)")
        if isinstance(got, str):
            return got
        X, (B, c, n) = got
        tensors = (("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("in", 2), ("fam", 2))
        if layout == "replicated":
            return found(rel("replicated", ctx.axis),
                         ("R", ("fn", "rsqrt"), ("nat", ctx.P), ("nat", B), ("nat", c), ("nat", n), "_") + tensors)
        w = times_premise(ctx, X.sm_shape[1], c)  # the SM tokens w = P * c, by ring
        if w is None:
            return "SM tokens are not P * (local tokens)"
        return found(rel("partial_sum", ctx.axis, None, 1),
                     ("R", ("fn", "rsqrt"), ("nat", ctx.P), ("nat", B), ("nat", c), ("nat", X.sm_shape[1]), ("nat", n),
                      "_") + tensors + (w,))
    return match


RULES = (
    Rule("rmsnorm_backward_w3_seq", "rule_rmsnorm_backward_w3_seq", P.OP_RMSNORM_BACKWARD,
         ("contiguous_shard(1)", "replicated", "contiguous_shard(1)"), "partial_sum(1)",
         ("[B; N; n]", "SM tokens w = P * c by ring"), _rms_dw3("seq"), out_index=1),
    Rule("rmsnorm_backward_w3_replicated", "rule_rmsnorm_backward_w3_replicated", P.OP_RMSNORM_BACKWARD,
         ("replicated",) * 3, "replicated", ("[B; N; n]",), _rms_dw3("replicated"), out_index=1),
    Rule("reduce_sum_reindex_lt", "rule_reduce_sum_reindex_lt", P.OP_REDUCE_SUM, ("contiguous_shard(d)",),
         "contiguous_shard(d)", ("d < e",), _reduce_reindex("lt")),
    Rule("reduce_sum_reindex_ge", "rule_reduce_sum_reindex_ge", P.OP_REDUCE_SUM, ("contiguous_shard(d+1)",),
         "contiguous_shard(d)", ("e <= d",), _reduce_reindex("ge")),
    Rule("reduce_mean_reindex_lt", "rule_reduce_mean_reindex_lt", P.OP_REDUCE_MEAN, ("contiguous_shard(d)",),
         "contiguous_shard(d)", ("d < e",), _reduce_reindex("lt")),
    Rule("reduce_mean_reindex_ge", "rule_reduce_mean_reindex_ge", P.OP_REDUCE_MEAN, ("contiguous_shard(d+1)",),
         "contiguous_shard(d)", ("e <= d",), _reduce_reindex("ge")),
    Rule("batched_matmul_col3", "rule_batched_matmul_col3", P.OP_BATCHED_MATMUL,
         ("replicated", "contiguous_shard(2)"), "contiguous_shard(2)", ("rank 3",), _batched_col3),
    Rule("broadcast2_replicated", "rule_broadcast2_replicated", P.OP_BROADCAST, ("replicated",), "replicated",
         ("a scalar to [B; N]",), _seed("replicated")),
    Rule("broadcast2_reindex", "rule_broadcast2_reindex", P.OP_BROADCAST, ("replicated",), "contiguous_shard(0)",
         ("a scalar to [B; N]", "SM batch P * c"), _seed("reindex")),
    Rule("mean2_replicated", "rule_mean2_replicated", P.OP_REDUCE_MEAN, ("replicated",), "replicated",
         ("axes 0, 1 of a rank-2 tensor",), _mean2("replicated")),
    Rule("mean2_shard", "rule_mean2_shard", P.OP_REDUCE_MEAN, ("contiguous_shard(0)",), "partial_sum(1/P)",
         ("axes 0, 1 of a rank-2 tensor", "SM batch P * c"), _mean2("shard")),
)
