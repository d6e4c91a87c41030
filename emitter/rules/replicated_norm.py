"""RMSNorm forward and its backward's dx with every input replicated over
the axis (a tensor-parallel norm before a column-parallel projection: x and
the weight are the same on every rank). Lemmas: rule_rmsnorm_replicated,
rule_rmsnorm_backward_replicated (semantics/RulesReplicatedNorm.v), the
generic replicated rule with a row-locality (teq-respect) lemma."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, each_input, found
from emitter.rules.norm import _eps, _same_eps
from proto import plan_pb2

P = plan_pb2


def _replicated_rows(ctx: MatchCtx, X, W):
    if X.rel.kind != "replicated" or W.rel.kind != "replicated":
        return "needs x and the weight replicated"
    s = X.local_shape
    if not s or tuple(W.local_shape) != (s[-1],):
        return "the weight must have shape [n] (n = x's last dim)"
    if tuple(ctx.out_local) != tuple(s):
        return "output shape differs from x's"
    return _same_eps(ctx)


def _rmsnorm(backward: bool):
    """rmsnorm (backward: its dx, dy replicated too) of replicated x:
    replicated."""
    def match(ctx: MatchCtx):
        X, W = ctx.inputs[:2]
        why = _replicated_rows(ctx, X, W)
        if why:
            return why
        if backward and (ctx.inputs[2].rel.kind != "replicated" or ctx.inputs[2].local_shape != X.local_shape):
            return "dy must be replicated with x's shape"
        s = X.local_shape
        return found(X.rel, ("R", ("fn", "rsqrt"), ("nat", ctx.P), ("shape", s[:-1]), ("nat", s[-1]),
                             ("ring", _eps(ctx))) + each_input(len(ctx.inputs)))
    return match


RULES = (
    Rule("rmsnorm_replicated", "rule_rmsnorm_replicated", P.OP_RMSNORM, ("replicated", "replicated"),
         "replicated", ("weight [n], n = x's last dim", "same eps"), _rmsnorm(False)),
    Rule("rmsnorm_backward_replicated", "rule_rmsnorm_backward_replicated", P.OP_RMSNORM_BACKWARD,
         ("replicated", "replicated", "replicated"), "replicated", ("weight [n]", "same eps"),
         _rmsnorm(True)),
)
