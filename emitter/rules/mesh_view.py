"""Index ops on one level of a multi-axis mesh (semantics/RulesMeshView.v):
an arange whose start an outer mesh level fixed (the positions cp * Nc of a
dp x cp x tp mesh: on the tp level every rank holds the cp level's view, so
it is replicated there) and the sliding-window mask of replicated positions
(the ranks' own positions; RulesHeads.v has the causal twin), and RMSNorm's
dw over [B; N; n] with the batch laid out (dp; replicated_loss.py has the
tokens-laid-out and replicated twins), and division (the MoE gate
normalization) under one layout or replicated. The views an
inner level sees are built by infer.py (`_views`); these matchers only
compare the level's view with its ranks' op."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, found, rel, rms_dw_operands
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2


def _reads(p: Poly, axis: str) -> bool:
    return ("c:" + axis) in p.variables()


def _arange_replicated_from(ctx: MatchCtx):
    """the view's arange and the ranks' have the same start, which reads no
    coordinate of this level (start 0 is arange_replicated's)."""
    if ctx.sm_node is None or ctx.sm_node.op != P.OP_ARANGE:
        return "needs the level's view to be an arange"
    start = ctx.dims.poly(ctx.node.arange.start)
    if start == Poly.const(0):
        return "start 0 is arange_replicated"
    if ctx.dims.poly(ctx.sm_node.arange.start) != start:
        return "the level's view starts elsewhere"
    if _reads(start, ctx.axis):
        return f"start reads coord({ctx.axis})"
    if ctx.out_local != ctx.out_sm:
        return "PM length differs from the view's length"
    return found(rel("replicated", ctx.axis), (("nat", ctx.P), ("nat", ctx.out_local[0]), ("nat", start)))


def _rms_dw3_batch(ctx: MatchCtx):
    """rmsnorm_backward's dw (output 1) over x, dy [B; N; n] with the batch
    contiguous on dim 0 and the weight replicated: partial sums (scale 1)."""
    got = rms_dw_operands(ctx, ("contiguous_shard",), 0, "needs x, dy contiguous_shard(0)")
    if isinstance(got, str):
        return got
    X, s = got
    if X.sm_shape[0] != ctx.P * s[0]:
        return "SM batch is not P * (local batch)"
    c, N, n = s
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("fn", "rsqrt"), ("nat", ctx.P), ("nat", c), ("nat", N), ("nat", n), "_",
                  ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("in", 2), ("fam", 2)))


RULES = (
    Rule("arange_replicated_from", "rule_arange_replicated_from", P.OP_ARANGE, (), "replicated",
         ("same start on the view and the ranks", "start reads no coordinate of this level"),
         _arange_replicated_from),
    Rule("rmsnorm_backward_w3_batch", "rule_rmsnorm_backward_w3_batch", P.OP_RMSNORM_BACKWARD,
         ("contiguous_shard(0)", "replicated", "contiguous_shard(0)"), "partial_sum(1)", ("[B; N; n]",),
         _rms_dw3_batch, out_index=1),
)
