"""Matchers of emitter/rules/norm.py and emitter/rules/loss.py: which rule
each node of the SP MLP with RMSNorm (mlp_sp2) and the DP loss (dp2_loss)
selects, the lemma arguments and output relations, and the one-attribute
changes each matcher must refuse (then the compiler stops with
missing_relation_rule at that node, naming the candidate and its reason).
Pure Python; tests/compiler/test_e2e_bazel.py proves both plans."""
from __future__ import annotations

from pathlib import Path

import pytest

from emitter import infer, obligations, plan_io, validate
from emitter.errors import InvalidPlan, MissingRelationRule
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter import relation
from emitter.relation import Ratio

P = plan_pb2
EX = Path(__file__).resolve().parents[2] / "tests" / "data" / "examples"


def _plan(name: str) -> P.Plan:
    return plan_io.load(str(EX / f"{name}.textproto"))


def _inf(plan: P.Plan, partial: bool = False):
    return infer.infer(validate.validate(plan, partial=partial))


def _steps(inf):
    return {step.output.pm: step for step in inf.steps}


def _stop(plan: P.Plan, partial: bool = False) -> MissingRelationRule:
    with pytest.raises(MissingRelationRule) as e:
        _inf(plan, partial)
    return e.value


def _pm_node(plan: P.Plan, name: str) -> P.Node:
    return next(n for n in plan.programs[0].graph.nodes if n.name == name)


def _sm_node(plan: P.Plan, name: str) -> P.Node:
    return next(n for n in plan.sm.nodes if n.name == name)


def _candidate(e: MissingRelationRule, rule: str) -> str:
    return next(c for c in e.details["rule_candidates"] if c.startswith(rule + " "))


# ------------------------------------------------------------------ mlp_sp2: rmsnorm forward / backward

def test_mlp_sp2_rule_per_step():
    steps = _steps(_inf(_plan("mlp_sp2")))
    assert steps["xn"].app.rule.name == "rmsnorm_reindex_w"
    assert steps["dx"].app.rule.name == "rmsnorm_backward_reindex_w"
    assert steps["dg_partial"].app.rule.name == "rmsnorm_backward_dw_rows"
    assert steps["dg_partial"].out_index == 1
    assert steps["dg"].app.rule.name == "all_reduce"
    assert (steps["xn"].output.rel.levels[0].kind, steps["xn"].output.rel.levels[0].dim) == ("contiguous_shard", 0)
    assert (steps["dx"].output.rel.levels[0].kind, steps["dx"].output.rel.levels[0].dim) == ("contiguous_shard", 0)
    assert (steps["dg_partial"].output.rel.levels[0].kind, steps["dg_partial"].output.rel.levels[0].scale) == ("partial_sum", 1)
    assert steps["dg"].output.rel.levels[0].kind == "replicated"
    assert steps["xn"].app.module == "TV.RulesMissing" and steps["xn"].app.field
    assert steps["dg_partial"].app.module == "TV.RulesNormLoss"


def test_mlp_sp2_obligations_and_dedup():
    per_step, unique = obligations.build(_inf(_plan("mlp_sp2")))
    assert (len(per_step), len(unique)) == (20, 16)
    text = "\n".join(o.source for o in unique.values())
    # the eps is the plan's exact rational; dw flattens the rows (SM P * c, rank c)
    assert "op_rmsnorm f_rsqrt n1 (1%:R / (nat_of_bin 1000%bin)%:R)%R (F1 x) (F0 x)" in text
    assert "op_rmsnorm_backward_w f_rsqrt n1 (P0 * n0) (1%:R / (nat_of_bin 1000%bin)%:R)%R A0 A2" in text


def test_rmsnorm_sharded_weight_is_refused():
    # the weight bound as partial sums instead of replicated: no rule, stop at xn
    plan = _plan("mlp_sp2")
    for b in plan.inputs:
        if b.pm_tensor == "g":
            b.relation.placements[0].kind = P.REL_PARTIAL_SUM
    with pytest.raises(InvalidPlan, match="parameter g bound"):  # the specification refuses it first
        _inf(plan)
    e = _stop(plan, partial=True)
    assert e.location.node == "xn"
    assert "weight must be replicated" in _candidate(e, "rmsnorm_reindex_w")


def test_rmsnorm_eps_mismatch_is_refused():
    plan = _plan("mlp_sp2")
    _pm_node(plan, "xn").rmsnorm.eps.den.constant = 100  # PM eps 1/100, SM 1/1000
    e = _stop(plan)
    assert e.location.node == "xn"
    assert "eps" in _candidate(e, "rmsnorm_reindex_w")


def _ctx(plan: P.Plan, out: str, **replace_inputs):
    """The match context of the step defining PM tensor `out`, with some
    inputs' relations replaced (input index -> Level)."""
    import dataclasses
    from emitter.rules.base import MatchCtx
    vp = validate.validate(plan)
    inf = infer.infer(vp)
    step = _steps(inf)[out]
    ins = [f.at(0) for f in step.inputs]
    for j, r in replace_inputs.items():
        ins[int(j[1:])] = dataclasses.replace(ins[int(j[1:])], rel=r)
    return MatchCtx(node=step.node, sm_node=step.sm_node, inputs=tuple(ins), axis=inf.dims.axes[0],
                    out_local=step.output.local_shape, out_sm=step.output.sm_shape, dims=inf.dims,
                    groups=vp.groups, mesh=vp.mesh, out_index=step.out_index)


def test_rmsnorm_backward_dy_layout_must_match_x():
    from emitter.rules import norm
    plan = _plan("mlp_sp2")
    part = relation.Level("partial_sum", "tp", None, 1)
    assert norm._rmsnorm_rows(True)(_ctx(plan, "dx", i2=part)) == "dy must be laid out as x"
    assert norm._rmsnorm_backward_dw(_ctx(plan, "dg_partial", i2=part)) == "dy must be laid out as x"
    # x laid out on the feature (last) dim: not a row layout
    last = relation.Level("contiguous_shard", "tp", 1)
    assert "row" in norm._rmsnorm_rows(True)(_ctx(plan, "dx", i0=last, i2=last))
    # the same matchers accept the plan as written
    assert not isinstance(norm._rmsnorm_rows(True)(_ctx(plan, "dx")), str)
    assert not isinstance(norm._rmsnorm_backward_dw(_ctx(plan, "dg_partial")), str)


def test_cross_entropy_on_the_class_dim_is_left_to_vocab_parallel():
    from emitter.rules import loss
    plan = _plan("dp2_loss")
    cls = relation.Level("contiguous_shard", "dp", 1)
    assert "class" in loss._cross_entropy(_ctx(plan, "ce", i0=cls))
    assert "class" in loss._cross_entropy_backward(_ctx(plan, "dlogits", i0=cls))


def test_reduce_mean_of_a_replicated_input_is_not_reduce_mean_shard():
    from emitter.rules import loss
    plan = _plan("dp2_loss")
    assert loss._reduce_mean_shard(_ctx(plan, "loss_local", i0=relation.Level("replicated", "dp"))) == \
        "needs contiguous_shard"


# ------------------------------------------------------------------ dp2_loss: CE, mean, loss-gradient chain

def test_dp2_loss_rule_per_step():
    steps = _steps(_inf(_plan("dp2_loss")))
    names = {k: s.app.rule.name for k, s in steps.items()}
    assert names == {
        "logits": "matmul_lead", "ce": "cross_entropy_reindex", "loss_local": "reduce_mean_shard",
        "loss": "all_reduce", "dce_b": "broadcast_new_reindex", "dce": "map1_reindex",
        "dlogits": "cross_entropy_backward_reindex", "xt": "transpose_reindex", "dw_partial": "matmul_row",
        "dw": "all_reduce"}
    dp = Poly.var("a:dp")
    assert steps["loss_local"].output.rel.levels[0].kind == "partial_sum"
    assert steps["loss_local"].output.rel.levels[0].scale == Ratio(Poly.const(1), dp)
    assert steps["loss"].output.rel.levels[0].kind == "replicated"
    for t in ("ce", "dce_b", "dce", "dlogits"):
        assert (steps[t].output.rel.levels[0].kind, steps[t].output.rel.levels[0].dim) == ("contiguous_shard", 0), t


def test_dp2_loss_obligations():
    per_step, unique = obligations.build(_inf(_plan("dp2_loss")))
    assert (len(per_step), len(unique)) == (10, 10)
    text = "\n".join(o.source for o in unique.values())
    # labels are index tensors; the mean's partial sums carry the 1 / P scale
    assert "(A1 : seq nat -> nat)" in text and "(F1 : seq nat -> seq nat -> nat)" in text
    assert "rel_axis (rel_partial_sum P0 (1%:R / P0%:R)%R [::]) (op_reduce_mean 0 (P0 * n0) A0)" in text
    assert "op_broadcast 0 A0" in text


def test_cross_entropy_labels_in_another_layout_are_refused():
    # labels bound in another layout kind than the logits' (expert_partition:
    # same local shape, a different relation): the rule needs the same one
    plan = _plan("dp2_loss")
    for b in plan.inputs:
        if b.pm_tensor == "labels":
            b.relation.placements[0].kind = P.REL_EXPERT_PARTITION
    e = _stop(plan)
    assert e.location.node == "ce"
    assert "laid out as the logits" in _candidate(e, "cross_entropy_reindex")


def test_loss_grad_scale_by_the_local_count_is_refused():
    # the PM scales dloss by 1 / B_l (local count) where the SM scales by 1 / B:
    # PyTorch's DDP convention, right only when the gradients are then
    # averaged; this plan sums them. The seed enters the scaled relation
    # (dp times the SM's gradient, infer._seeds_scaled) and the stop is at
    # the gradient's all_reduce, whose scale is 1, not 1 / dp
    plan = _plan("dp2_loss")
    _pm_node(plan, "dce").scale.factor.den.terms[0].factors[0].symbol = "B_l"  # 1 / B_l, local count
    e = _stop(plan)
    assert e.location.node == "dw"
    assert "the collective's scale 1 is not 1 / dp" in _candidate(e, "all_reduce_avg")


def test_mean_all_reduce_with_local_scale_is_refused():
    # all_reduce without the 1 / P scale after a local mean: the partial
    # sums' scale 1 / P is not the collective's, so no rule (a wrong loss)
    plan = _plan("dp2_loss")
    _pm_node(plan, "loss").collective.ClearField("scale")
    e = _stop(plan)
    assert e.location.node == "loss"
    assert "differs from the partial sum's scale" in _candidate(e, "all_reduce")


def test_broadcast_of_a_sharded_input_is_refused():
    plan = _plan("dp2_loss")
    for b in plan.inputs:
        if b.pm_tensor == "dloss":
            b.relation.placements[0].kind = P.REL_PARTIAL_SUM
    e = _stop(plan)
    assert e.location.node == "dce_b"
    assert "needs replicated" in _candidate(e, "broadcast_new_reindex")
