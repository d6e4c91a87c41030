"""The all_to_all expert-parallel rule family (emitter/rules/dispatch.py) on
tests/data/examples/ep2_moe_a2a: which rule proves each PM step, the
obligations' independence of the ep size, the one-attribute-away plans the
matchers refuse, and the buggy twin. Pure Python (no Bazel);
test_e2e_bazel proves the plan end to end."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from emitter import infer, obligations, plan_io, prove, validate
from emitter.errors import FalseGoal
from emitter.evaluator import evaluate
from emitter.evaluator.falsify import falsify
from emitter.rules import dispatch
from proto import plan_pb2

P = plan_pb2
DATA = Path(__file__).resolve().parents[1] / "data"
PLAN = DATA / "examples" / "ep2_moe_a2a.textproto"
BUGGY = DATA / "buggy" / "ep2_moe_a2a_combine_wrong_owner.textproto"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "plan_ir"))


def _plan() -> P.Plan:
    return plan_io.load(str(PLAN))


def _inf(plan: P.Plan):
    return infer.infer(validate.validate(plan))


def _pm_node(plan: P.Plan, name: str) -> P.Node:
    return next(n for n in plan.programs[0].graph.nodes if n.name == name)


def test_rules_per_step():
    inf = _inf(_plan())
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert {k: got[k] for k in ("scores", "probs", "route", "gate", "combine", "xb", "xd", "h1", "yc",
                                "combine_b", "weighted", "y")} == {
        "scores": "matmul_lead", "probs": "softmax_reindex", "route": "topk_reindex",
        "gate": "gather_contiguous", "combine": "scatter_add_reindex", "xb": "broadcast_reindex_ge",
        "xd": "all_to_all_dispatch", "h1": "batched_matmul_batch", "yc": "all_to_all_combine",
        "combine_b": "broadcast_reindex_lt", "weighted": "map2_reindex", "y": "reduce_sum_reindex_ge"}
    rel = {k: (f.sm, f.rel.levels[0].kind, f.rel.levels[0].dim) for k, f in inf.facts.items()}
    assert rel["route"] == ("route", "contiguous_shard", 0)  # each rank routes its own tokens
    assert rel["xb"] == ("xb", "contiguous_shard", 1)       # the dense buffer of the rank's tokens
    assert rel["xd"] == ("xb", "expert_partition", 0)       # after dispatch: the rank's experts, all tokens
    assert rel["ye"] == ("ye", "expert_partition", 0)
    assert rel["yc"] == ("ye", "contiguous_shard", 1)       # after combine: back with the token owners
    assert rel["y"] == ("y", "contiguous_shard", 0)


def test_all_to_all_obligations():
    inf = _inf(_plan())
    per_step, unique = obligations.build(inf)
    by_node = dict(zip((s.node.name for s in inf.steps), per_step))
    xd, yc = unique[by_node["xd"]].statement, unique[by_node["yc"]].statement
    fam = "(fun m => F0 (set_nth 0 x 0 m)) (nth 0 x 0))"
    assert f"(fun x => op_all_to_all 0 n0 1 n1 {fam}" in xd and "rel_expert_partition P0 0 n0 [:: n0; P0 * n1; n2]" in xd
    assert f"(fun x => op_all_to_all 1 n1 0 n0 {fam}" in yc and "rel_contiguous_shard P0 1 n1 [:: P0 * n0; n1; n2]" in yc
    gather = unique[by_node["gate"]].statement
    assert "idx_lt [:: P0 * n0; 2] (P0 * n1) A1 ->" in gather  # the SM indices' range, before the relations
    assert "From TV Require Import RulesMissing." in unique[by_node["route"]].source  # topk_local's module


def test_obligations_do_not_depend_on_ep_size():
    p4 = _plan()
    p4.mesh.axes[0].size = 4
    _, u2 = obligations.build(_inf(_plan()))
    _, u4 = obligations.build(_inf(p4))
    assert {k: v.source for k, v in u4.items()} == {k: v.source for k, v in u2.items()}


def _ctx(inf, name: str, node=None, inputs=None):
    """The match context of PM step `name`, optionally with its node or
    input facts replaced (a plan one attribute away)."""
    from emitter.rules.base import MatchCtx
    vp = validate.validate(_plan())
    step = next(s for s in inf.steps if s.node.name == name)
    return MatchCtx(node or step.node, step.sm_node, tuple(inputs or (f.at(0) for f in step.inputs)), "ep",
                    step.output.local_shape,
                    step.output.sm_shape, inf.dims, vp.groups, vp.mesh, sm_graph=vp.sm)


def test_matchers_accept_the_example():
    inf = _inf(_plan())
    for name, m in (("xd", dispatch._all_to_all(True)), ("yc", dispatch._all_to_all(False)),
                    ("route", dispatch._topk_reindex), ("xb", dispatch.broadcast_reindex(False))):
        assert not isinstance(m(_ctx(inf, name)), str), name


def test_all_to_all_with_swapped_dims_is_refused():
    """split tokens / concat experts is not a dispatch (nor the reverse a combine)."""
    inf = _inf(_plan())
    for name, dispatch_ in (("xd", True), ("yc", False)):
        node = P.Node()
        node.CopyFrom(next(s.node for s in inf.steps if s.node.name == name))
        node.collective.split_dim, node.collective.concat_dim = node.collective.concat_dim, node.collective.split_dim
        assert isinstance(dispatch._all_to_all(dispatch_)(_ctx(inf, name, node=node)), str)


def test_combine_of_a_token_laid_out_buffer_is_refused():
    """the combine's input must be expert-partitioned (dim 0), not the token layout."""
    inf = _inf(_plan())
    f = next(s for s in inf.steps if s.node.name == "yc").inputs[0].at(0)
    bad = dataclasses.replace(f, rel=dataclasses.replace(f.rel, kind="contiguous_shard", dim=1))
    assert isinstance(dispatch._all_to_all(False)(_ctx(inf, "yc", inputs=(bad,))), str)


def test_router_on_the_row_dim_is_refused():
    """topk of rows laid out on the router's row (expert) dim reads other
    ranks' scores: no rule."""
    inf = _inf(_plan())
    f = next(s for s in inf.steps if s.node.name == "route").inputs[0].at(0)
    bad = dataclasses.replace(f, rel=dataclasses.replace(f.rel, dim=1))
    assert isinstance(dispatch._topk_reindex(_ctx(inf, "route", inputs=(bad,))), str)


def test_buggy_twin_is_a_false_goal():
    import examples
    tensor = examples.BUGGY["ep2_moe_a2a_combine_wrong_owner"][2]
    plan = plan_io.load(str(BUGGY))
    rep = evaluate(validate.validate(plan))
    assert not rep.equal and rep.divergence.pm_tensor == tensor
    with pytest.raises(FalseGoal):
        falsify(validate.validate(plan))
