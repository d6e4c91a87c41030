"""RMSNorm forward and backward under a row layout (sequence / batch
parallel): the rows of x (and dy) are laid out on a non-last dim, the weight
is a replicated family (every rank holds its own copy). Lemmas:
rule_rmsnorm_reindex_w, rule_rmsnorm_backward_reindex_w
(semantics/RulesMissing.v), rule_rmsnorm_backward_dw_rows
(semantics/RulesNormLoss.v)."""
from __future__ import annotations

from typing import Optional

from emitter.rules.base import MatchCtx, Rule, each_input, found, rel, times_premise
from proto import plan_pb2
from emitter.relation import scale_from_proto

P = plan_pb2

# Layout kinds whose relation is rel_reindex with (contig_map c).
_CONTIG = ("contiguous_shard", "expert_partition")
# ... and the row layouts the rowwise rules take (any reindex map of a row dim)
_ROWS = _CONTIG + ("zigzag",)


def _row_map(ctx: MatchCtx, X):
    """The reindex map of x's row layout: contig_map c, or zz_glob P c for
    the zigzag layout (its local dim 2 * c)."""
    c = X.local_shape[X.rel.dim]
    if X.rel.kind != "zigzag":
        return ("contig_map", c)
    half = c.halved()
    return ("zz_glob", (ctx.P, half)) if half is not None else None


def _same_eps(ctx: MatchCtx) -> Optional[str]:
    """The PM node's eps is the SM node's (the lemma uses one eps both sides)."""
    pm, sm = ctx.node.rmsnorm.eps, ctx.sm_node.rmsnorm.eps
    k_pm, k_sm = scale_from_proto(pm, ctx.dims), scale_from_proto(sm, ctx.dims)
    if k_pm is None or k_sm is None:
        return "rsqrt eps"
    if k_pm != k_sm:
        return f"PM eps {k_pm} differs from the SM eps {k_sm}"
    return None


def _eps(ctx: MatchCtx):
    return scale_from_proto(ctx.node.rmsnorm.eps, ctx.dims)


def _rows(ctx: MatchCtx, X, W) -> Optional[str]:
    """x laid out on a row (non-last) dim, the weight replicated over the
    feature (last) dim, which is not laid out."""
    if X.rel.kind not in _ROWS:
        return f"x needs one of {_ROWS}"
    s = X.local_shape
    if not s or not 0 <= X.rel.dim < len(s) - 1:
        return "the laid-out dim of x must be a row (non-last) dim"
    if W.rel.kind != "replicated" or tuple(W.local_shape) != (s[-1],):
        return "the weight must be replicated with shape [n] (n = x's last dim)"
    if X.sm_shape[-1] != s[-1]:
        return "the feature (last) dim of x is laid out"
    return _same_eps(ctx)


def _same_layout(A, B) -> bool:
    """B is laid out as A: the same relation, or contiguous_shard and
    expert_partition of one axis and dim (both rel_reindex P d (contig_map c),
    Relations.v), with the same local shape. A gradient reaching a norm
    through a helper's slice is named an expert partition (DTensor's
    Shard(1) redistribute of a column-parallel output), the norm's input a
    contiguous shard: the lemmas take one reindex map for both."""
    if A.local_shape != B.local_shape:
        return False
    if A.rel == B.rel:
        return True
    return (A.rel.kind in _CONTIG and B.rel.kind in _CONTIG
            and (A.rel.axis, A.rel.dim) == (B.rel.axis, B.rel.dim))


def _rmsnorm_rows(backward: bool):
    """rmsnorm (backward: its dx, dy laid out as x) of x laid out on a row
    dim: laid out as x."""
    def match(ctx: MatchCtx):
        X, W = ctx.inputs[:2]
        why = _rows(ctx, X, W)
        if why:
            return why
        if backward and not _same_layout(X, ctx.inputs[2]):
            return "dy must be laid out as x"
        s = X.local_shape
        if tuple(ctx.out_local) != tuple(s):
            return "output shape differs from x's"
        d, g = X.rel.dim, _row_map(ctx, X)
        if g is None:
            return "the zigzag dim is not syntactically 2 * c"
        return found(X.rel, ("R", ("fn", "rsqrt"), ("nat", ctx.P), ("raw", str(d)), g, ("shape", s[:-1]),
                             ("nat", s[-1]), ("ring", _eps(ctx))) + each_input(len(ctx.inputs)) + (("raw", "isT"),))
    return match


def _rmsnorm_backward_dw(ctx: MatchCtx):
    X, W, dY = ctx.inputs
    why = _rows(ctx, X, W)
    if why:
        return why
    if X.rel.kind != "contiguous_shard" or X.rel.dim != 0 or len(X.local_shape) != 2:
        return "x must be rank 2 [rows; n], contiguous_shard(0) (op_rmsnorm_backward_w flattens rank-2 rows)"
    if not _same_layout(X, dY):
        return "dy must be laid out as x"
    c, n = X.local_shape
    w = times_premise(ctx, X.sm_shape[0], c)  # the SM rows N = P * c, by ring
    if w is None:
        return "SM rows are not P * (local rows)"
    if tuple(ctx.out_local) != (n,):
        return "dw shape is not [n]"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("fn", "rsqrt"), ("nat", ctx.P), ("nat", c), ("nat", X.sm_shape[0]), ("nat", n),
                  ("ring", _eps(ctx)), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("in", 2), ("fam", 2), w))


RULES = (
    Rule("rmsnorm_reindex_w", "rule_rmsnorm_reindex_w", P.OP_RMSNORM, ("contiguous_shard(d)", "replicated"),
         "contiguous_shard(d)", ("d < size s0 (a row dim)", "same eps"), _rmsnorm_rows(False)),
    Rule("rmsnorm_backward_reindex_w", "rule_rmsnorm_backward_reindex_w", P.OP_RMSNORM_BACKWARD,
         ("contiguous_shard(d)", "replicated", "contiguous_shard(d)"), "contiguous_shard(d)",
         ("d < size s0 (a row dim)", "same eps"), _rmsnorm_rows(True)),
    Rule("rmsnorm_backward_dw_rows", "rule_rmsnorm_backward_dw_rows", P.OP_RMSNORM_BACKWARD,
         ("contiguous_shard(0)", "replicated", "contiguous_shard(0)"), "partial_sum(1)",
         ("rank 2", "SM rows = P * local rows", "same eps"), _rmsnorm_backward_dw, out_index=1),
)
