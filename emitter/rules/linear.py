"""Linear algebra and the collectives: column/row-parallel matmul, matmul
under a leading-dim layout or replicated, all-reduce, reduce-scatter,
all-gather (rule_* of semantics/Rules.v)."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, coll_scale, fact_layout_map, found, matmul_shapes, on_axis_group, rel, times_premise
from proto import plan_pb2

P = plan_pb2


def _matmul_col(ctx: MatchCtx):
    A, B = ctx.inputs
    # an expert_partition is the same index map (a rank's chunk sliced from
    # a replicated value: slice_expert)
    if A.rel.kind != "replicated" or B.rel.kind not in ("contiguous_shard", "expert_partition") or B.rel.dim != 1:
        return "needs (replicated, contiguous_shard(1))"
    if len(B.local_shape) != 2 or not A.local_shape:
        return "B must be rank 2"
    got = matmul_shapes(ctx, A, B, True, "B's local columns")
    if isinstance(got, str):
        return got
    s0, k, c = got
    return found(rel("contiguous_shard", ctx.axis, len(s0)),
                   ("R", ("nat", ctx.P), ("nat", c), ("nat", k), ("shape", s0), ("in", 0), ("in", 1),
                    ("fam", 0), ("fam", 1)))


def _matmul_row(ctx: MatchCtx):
    """The contraction laid out on both operands: partial sums (scale 1).
    The lemma takes the SM contraction k and k = P * c, however the plan
    writes k (dp * tp * f on a mesh level's view), by ring."""
    A, B = ctx.inputs
    if not A.local_shape or len(B.local_shape) != 2:
        return "B must be rank 2"
    # an expert_partition is the same index map (a vocab slice of the
    # replicated dlogits: slice_expert)
    if (A.rel.kind not in ("contiguous_shard", "expert_partition") or A.rel.dim != len(A.local_shape) - 1
            or B.rel.kind != "contiguous_shard" or B.rel.dim != 0):
        return "needs (contiguous_shard(last), contiguous_shard(0))"
    c, n = B.local_shape
    if A.local_shape[-1] != c:
        return "local contraction dims differ"
    k = A.sm_shape[-1]
    ek = times_premise(ctx, k, c)
    if ek is None:
        return "SM contraction dim is not P * (local contraction dim)"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (n,):
        return "output shape is not A's leading dims + B's columns"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", c), ("nat", n), ("shape", s0), ("nat", k), ek,
                  ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))


def _matmul_lead(ctx: MatchCtx):
    """A laid out on a leading (non-contraction) dim by any map
    (contiguous, expert, zigzag, strided), B replicated: the product laid out
    alike (RulesLayout.v rule_matmul_lead; DP / sequence-parallel forward, a
    weight's gradient dY^T x with dY strided on its columns)."""
    A, B = ctx.inputs
    if len(B.local_shape) != 2 or not A.local_shape:
        return "B must be rank 2"
    d = A.rel.dim
    if d is None or not d < len(A.local_shape) - 1 or B.rel.kind != "replicated":
        return "needs (A laid out on a leading dim, B replicated)"
    g = fact_layout_map(ctx, A, "A's layout has no map (contiguous, zigzag of local length 2 * c, strided)")
    if isinstance(g, str):
        return g
    got = matmul_shapes(ctx, A, B, True)
    if isinstance(got, str):
        return got
    s0, k, n = got
    # an expert partition is named a contiguous shard (by definition one rel_reindex)
    out = rel("contiguous_shard", ctx.axis, d) if A.rel.kind == "expert_partition" else A.rel
    return found(out, ("R", ("nat", ctx.P), ("raw", str(d)), g, ("nat", k), ("nat", n), ("shape", s0),
                       ("in", 0), ("in", 1), ("fam", 0), ("fam", 1), ("raw", "isT")))


@on_axis_group
def _all_reduce(ctx: MatchCtx):
    (X,) = ctx.inputs
    if X.rel.kind != "partial_sum":
        return "needs partial_sum"
    k = coll_scale(ctx)
    if k is None or k != X.rel.scale:
        return f"all_reduce scale {k} differs from the partial sum's scale {X.rel.scale}"
    if ctx.out_local != X.local_shape:
        return "output shape differs from input shape"
    return found(rel("replicated", ctx.axis),
                   ("R", ("nat", ctx.P), ("ring", X.rel.scale), ("shape", X.local_shape), ("in", 0), ("fam", 0)))


@on_axis_group
def _reduce_scatter(ctx: MatchCtx):
    (X,) = ctx.inputs
    if X.rel.kind != "partial_sum" or X.rel.scale != 1:
        return "needs partial_sum (scale 1)"
    if coll_scale(ctx) != 1:
        return "reduce_scatter with a scale"
    d = ctx.node.collective.dim
    if not 0 <= d < len(X.local_shape):
        return "dim out of range"
    c = ctx.out_local[d]
    split = times_premise(ctx, X.local_shape[d], c)
    if split is None:
        return "input dim is not P * (output dim)"
    return found(rel("contiguous_shard", ctx.axis, d),
                   ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", X.local_shape), ("in", 0),
                    ("fam", 0), ("raw", "isT"), split))


@on_axis_group
def _all_gather(ctx: MatchCtx):
    (X,) = ctx.inputs
    d = ctx.node.collective.dim
    # an expert partition is the same map (the MoE combine gradient gathered over the expert shards)
    if X.rel.kind not in ("contiguous_shard", "expert_partition") or X.rel.dim != d:
        return f"needs contiguous_shard({d})"
    if not 0 <= d < len(ctx.out_local):
        return "dim out of range"
    c = X.local_shape[d]
    split = times_premise(ctx, ctx.out_local[d], c)
    if split is None:
        return "output dim is not P * (input dim)"
    if tuple(ctx.out_local[:d] + (c,) + ctx.out_local[d + 1:]) != X.local_shape:
        return "shapes differ off the gathered dim"
    return found(rel("replicated", ctx.axis),
                   ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", ctx.out_local), ("in", 0),
                    ("fam", 0), ("raw", "isT"), split))


RULES = (
    Rule("matmul_col", "rule_matmul_col", P.OP_MATMUL, ("replicated", "contiguous_shard(1)"),
         "contiguous_shard(last)", ("A's last dim = B's first dim",), _matmul_col),
    Rule("matmul_row", "rule_matmul_row", P.OP_MATMUL, ("contiguous_shard(last)", "contiguous_shard(0)"),
         "partial_sum(1)", ("SM contraction k = P * local contraction (ring)",), _matmul_row),
    Rule("all_reduce", "rule_all_reduce", P.OP_ALL_REDUCE, ("partial_sum(k)",), "replicated",
         ("collective scale = k", "group = the axis"), _all_reduce),
    Rule("reduce_scatter", "rule_reduce_scatter", P.OP_REDUCE_SCATTER, ("partial_sum(1)",),
         "contiguous_shard(dim)", ("dim < rank", "input dim = P * output dim", "group = the axis"),
         _reduce_scatter),
    Rule("all_gather", "rule_all_gather", P.OP_ALL_GATHER, ("contiguous_shard(dim)",), "replicated",
         ("dim < rank", "output dim = P * input dim", "group = the axis"), _all_gather),
    Rule("matmul_lead", "rule_matmul_lead", P.OP_MATMUL, ("reindex(d < last)", "replicated"), "reindex(d)",
         ("d < size s0",), _matmul_lead),
)
