"""Losses under a row (batch / token) layout and the loss-gradient chain of
data parallelism: per-token cross-entropy and its backward with logits,
labels and dloss laid out on the same row dim; the mean over a sharded dim
(partial sums with scale 1 / P, then all_reduce 1 / P); broadcasting a
replicated seed along a new laid-out axis.
Vocab-parallel cross-entropy (logits sharded on the class dim) is not here
(emitter/rules/vocab.py). Lemmas: semantics/RulesMissing.v
(cross_entropy(_backward)_reindex, reduce_mean_shard), RulesNormLoss.v
(broadcast_new_reindex)."""
from __future__ import annotations

from typing import Optional

from emitter.rules.base import MatchCtx, Rule, found, rel, times_premise
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.relation import Ratio
from emitter.coq_render import _broadcast_new_axis

P = plan_pb2

# Layout kinds whose relation is rel_reindex with (contig_map c).
_CONTIG = ("contiguous_shard", "expert_partition")


def _row_layout(ctx: MatchCtx, Z, others) -> Optional[str]:
    """Logits Z laid out on a row (non-class) dim; every other input (labels,
    dloss: Z's shape without the class dim) laid out the same way."""
    if Z.rel.kind not in _CONTIG:
        return f"logits need one of {_CONTIG}"
    s = Z.local_shape
    if not s or not 0 <= Z.rel.dim < len(s) - 1:
        return "the logits' laid-out dim must be a row dim, not the class (last) dim"
    if Z.sm_shape[-1] != s[-1]:
        return "the class (last) dim is laid out (vocab-parallel)"
    for f in others:
        if f.rel != Z.rel or tuple(f.local_shape) != tuple(s[:-1]):
            return f"{f.pm} must be laid out as the logits, with their shape minus the class dim"
    return None


def _cross_entropy(ctx: MatchCtx):
    Z, labels = ctx.inputs
    why = _row_layout(ctx, Z, (labels,))
    if why:
        return why
    s = Z.local_shape
    if tuple(ctx.out_local) != tuple(s[:-1]):
        return "output shape is not the logits' minus the class dim"
    d = Z.rel.dim
    return found(Z.rel, ("R", ("fn", "exp"), ("fn", "log"), ("nat", ctx.P), ("raw", str(d)), ("contig_map", s[d]),
                         ("shape", s[:-1]), ("nat", s[-1]), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1),
                         ("raw", "isT")))


def _cross_entropy_backward(ctx: MatchCtx):
    Z, labels, dL = ctx.inputs
    why = _row_layout(ctx, Z, (labels, dL))
    if why:
        return why
    s = Z.local_shape
    if tuple(ctx.out_local) != tuple(s):
        return "output shape is not the logits'"
    d = Z.rel.dim
    return found(Z.rel, ("R", ("fn", "exp"), ("nat", ctx.P), ("raw", str(d)), ("contig_map", s[d]),
                         ("shape", s[:-1]), ("nat", s[-1]), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1),
                         ("in", 2), ("fam", 2), ("raw", "isT")))


def _reduce_mean_shard(ctx: MatchCtx):
    """Local mean over the sharded dim: partial sums with scale 1 / P of the
    global-count mean (the SM divides by P * c, each rank by c)."""
    (X,) = ctx.inputs
    if X.rel.kind != "contiguous_shard":
        return "needs contiguous_shard"
    axes = list(ctx.node.reduce.axes)
    if len(axes) != 1 or ctx.node.reduce.keepdim or list(ctx.sm_node.reduce.axes) != axes \
            or ctx.sm_node.reduce.keepdim:
        return "reduce over one dim without keepdim, the same on both sides"
    d = axes[0]
    if d != X.rel.dim:
        return f"reduces dim {d}, the layout is on dim {X.rel.dim}"
    s = X.local_shape
    c = s[d]
    w = times_premise(ctx, X.sm_shape[d], c)  # the SM length w = P * c, by ring
    if w is None:
        return "SM reduced length is not P * (local length)"
    if tuple(ctx.out_local) != tuple(s[:d] + s[d + 1:]):
        return "output shape is not the input's without the reduced dim"
    return found(rel("partial_sum", ctx.axis, None, Ratio(Poly.const(1), ctx.P)),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", X.sm_shape[d]), ("shape", s), ("in", 0),
                  ("fam", 0), ("raw", "isT"), ("raw", "erefl"), w))


def _broadcast_new(ctx: MatchCtx):
    """A replicated tensor broadcast along one new axis d; the output is
    declared laid out on d (each rank's slice of the new axis holds the
    same values)."""
    (X,) = ctx.inputs
    if X.rel.kind != "replicated":
        return "needs replicated"
    s = X.local_shape
    d = _broadcast_new_axis(ctx.node, len(s))
    if d is None or _broadcast_new_axis(ctx.sm_node, len(X.sm_shape)) != d:
        return "not a broadcast along one new axis (the same on both sides)"
    out = tuple(ctx.out_local)
    c = out[d]
    if out != tuple(s[:d]) + (c,) + tuple(s[d:]):
        return "output shape is not the input's with the new axis"
    if d >= len(ctx.out_sm):  # an inner level of a multi-axis mesh: the view's length is not known here
        return "the new axis' length above this mesh level is unknown"
    # the lemma states no SM length (the value does not depend on the new
    # coordinate): equal as polynomials is enough, e.g. GQA's 2 * tp * kv
    # laid out as tp * (2 * kv)
    if ctx.out_sm[d] != ctx.P * c:
        return "SM new-axis length is not P * (local length)"
    return found(rel("contiguous_shard", ctx.axis, d),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("contig_map", c), ("nat", c), ("shape", s),
                  ("in", 0), ("fam", 0), ("raw", "isT")))


RULES = (
    Rule("cross_entropy_reindex", "rule_cross_entropy_reindex", P.OP_CROSS_ENTROPY,
         ("contiguous_shard(d)", "contiguous_shard(d)"), "contiguous_shard(d)",
         ("d a row dim (not the class dim)",), _cross_entropy),
    Rule("cross_entropy_backward_reindex", "rule_cross_entropy_backward_reindex", P.OP_CROSS_ENTROPY_BACKWARD,
         ("contiguous_shard(d)", "contiguous_shard(d)", "contiguous_shard(d)"), "contiguous_shard(d)",
         ("d a row dim (not the class dim)",), _cross_entropy_backward),
    Rule("reduce_mean_shard", "rule_reduce_mean_shard", P.OP_REDUCE_MEAN, ("contiguous_shard(d)",),
         "partial_sum(1/P)", ("reduces the sharded dim d", "SM length P * c"), _reduce_mean_shard),
    Rule("broadcast_new_reindex", "rule_broadcast_new_reindex", P.OP_BROADCAST, ("replicated",),
         "contiguous_shard(d)", ("one new axis d", "SM new-axis length P * c"), _broadcast_new),
)
