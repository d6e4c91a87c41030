"""Pipeline stages (emitter/programs.py): several PM programs, one per
coordinate of a stage axis, composed into one proof over the other axes;
send/recv pairs matched by (group, seq) and peers, each recv related by
RulesPipeline.v. test_pipeline.py's EXAMPLE_STOPS runs pp2_mlp through
generation; `tools/tv prove tests/data/examples/pp2_mlp.textproto` proves it."""
from __future__ import annotations

import pytest

from emitter import certificate, infer, obligations, plan_io, programs, prove, validate
from emitter.errors import Category, FalseGoal, InvalidPlan, MissingRelationRule
from emitter.evaluator import evaluate
from proto import plan_pb2
from tests.compiler import plans

P = plan_pb2
EXAMPLE = plans.EXAMPLES_DIR / "pp2_mlp.textproto"
BUGGY = plans.EXAMPLES_DIR.parent / "buggy"


def _plan() -> P.Plan:
    return plan_io.load(str(EXAMPLE))


def _inf(plan: P.Plan):
    return infer.infer(validate.validate(plan))


def test_stages_compose_into_one_program():
    vp = validate.validate(_plan())
    m = programs.merge(vp)
    assert [p.name for p in m.programs] == ["pipeline"] and m.mesh.axes == ("tp",)
    g = m.programs[0].graph
    # sends are dropped; each recv reads what its peer stage sent, peer resolved to that stage
    assert not any(n.op == P.OP_SEND for n in g.graph.nodes)
    recvs = {n.name: (list(n.inputs), n.collective.peer.constant) for n in g.graph.nodes if n.op == P.OP_RECV}
    assert recvs == {"stage0.recv_da": (["stage1.da"], 1), "stage1.recv_a": (["stage0.a"], 0)}
    assert {o.name: o.pm_tensor for o in m.plan.observables} == {"y": "stage1.y", "dw1": "stage0.dw1",
                                                                 "dw2": "stage1.dw2"}
    # every placement left is on the live axis
    assert all(p.axis == "tp" for b in m.plan.inputs for p in b.relation.placements)


def test_single_program_plans_are_unchanged():
    vp = validate.validate(plans.mlp_tp(2))
    assert programs.merge(vp) is vp


def test_pp2_mlp_rules_and_counts():
    inf = _inf(_plan())
    names = [s.app.rule.name for s in inf.steps]
    assert names.count("recv_reindex") == 2
    assert inf.facts["stage1.recv_a"].rel == inf.facts["stage0.a"].rel
    assert inf.facts["stage0.recv_da"].sm == "da"
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (13, 11)
    recv = [ob for ob in unique.values() if ob.rule == "recv_reindex"]
    assert len(recv) == 2 and all("op_recv" in ob.statement and "From TV Require Import RulesPipeline."
                                  in ob.source for ob in recv)
    cert = certificate.build(validate.validate(_plan()), inf, per_step)
    assert cert.observables == 3


def test_rank_symmetry_over_the_live_axis():
    p4 = _plan()
    next(a for a in p4.mesh.axes if a.name == "tp").size = 4
    _, u2 = obligations.build(_inf(_plan()))
    _, u4 = obligations.build(_inf(p4))
    assert {k: v.source for k, v in u4.items()} == {k: v.source for k, v in u2.items()}


def test_deterministic():
    a = obligations.build(_inf(_plan()))[1]
    b = obligations.build(_inf(_plan()))[1]
    assert {k: v.source for k, v in a.items()} == {k: v.source for k, v in b.items()}


def test_buggy_twin_is_a_false_goal():
    name = "pp2_mlp_stale_activation"
    tensor = plans.BUGGY_STOPS[name]
    plan = plan_io.load(str(BUGGY / f"{name}.textproto"))
    rep = evaluate(validate.validate(plan))
    assert not rep.equal and rep.divergence.pm_tensor == tensor and rep.divergence.program == "stage0"
    with pytest.raises(FalseGoal):
        prove.evaluate(validate.validate(plan))


def test_recv_over_several_live_axes():
    """pp x dp x tp: the stage axis is fixed, (dp, tp) stay live; each recv
    (group pp, no live axis) is lifted whole by rule_recv_nest and keeps the
    sent tensor's nested relation; the dp gradient all-reduces are outer."""
    plan = plan_io.load(str(plans.EXAMPLES_DIR / "pp2_dp2_tp2_mlp.textproto"))
    assert programs.merge(validate.validate(plan)).mesh.axes == ("dp", "tp")
    inf = _inf(plan)
    names = [s.app.rule.name for s in inf.steps]
    assert names.count("recv_nest") == 2 and names.count("nest_all_reduce_outer") == 2
    assert inf.facts["stage1.recv_a"].rel == inf.facts["stage0.a"].rel
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (15, 14)
    recv = [ob for ob in unique.values() if ob.rule == "recv_nest"]
    assert len(recv) == 2 and all("rel_nest" in ob.statement and "exact: rule_recv_nest." in ob.source
                                  for ob in recv)


def test_recv_nest_needs_the_registry_entry():
    from emitter.rules import registry as reg
    plan = plan_io.load(str(plans.EXAMPLES_DIR / "pp2_dp2_tp2_mlp.textproto"))
    entries = [e for e in reg.load_registry() if e.name != "recv_nest"]
    with pytest.raises(MissingRelationRule, match="recv node 'stage1.recv_a'") as e:
        infer.infer(validate.validate(plan), reg.Registry(reg.ALL, entries=entries))
    assert "not in the library's rule registry" in str(e.value.details["rule_candidates"])


def test_microbatched_plan_stops_at_its_first_microbatch_node():
    """pp2_mlp_mb2 evaluates equal (its twin is a false goal at the
    accumulated dw1); the compiler stops at the first node carrying
    `microbatch`, naming the binding and the registered accumulation rules."""
    plan = plan_io.load(str(plans.EXAMPLES_DIR / "pp2_mlp_mb2.textproto"))
    assert evaluate(validate.validate(plan)).equal
    e = _stops(plan, "microbatch 0 of 2")
    assert e.location.node == "h_mb0" and e.details["inferred_relation"] == "x_mb0: microbatch 0/2 of x"
    assert "microbatch_accumulate" in e.details["rule_candidates"][0]
    bug = plan_io.load(str(BUGGY / "pp2_mlp_mb2_crossed_microbatch.textproto"))
    rep = evaluate(validate.validate(bug))
    assert not rep.equal and rep.divergence.pm_tensor == "dw1"


def test_generated_verdict(tmp_path):
    out = plans.EXAMPLES_DIR.parents[2] / "generated" / "_pytest_pipeline_stages"
    res = prove.prove(str(EXAMPLE), str(out), run_tests=False)
    import shutil
    shutil.rmtree(out, ignore_errors=True)
    assert res.category == Category.PROVED, res.message


def _stops(plan: P.Plan, match: str) -> MissingRelationRule:
    with pytest.raises(MissingRelationRule, match=match) as e:
        _inf(plan)
    return e.value


def test_stage_placement_must_be_replicated():
    p = _plan()
    b = next(b for b in p.inputs if b.pm_tensor == "w1")
    next(q for q in b.relation.placements if q.axis == "pp").kind = P.REL_PARTIAL_SUM
    # the evaluator would refute it; the compiler, asked directly, refuses the placement
    _stops(p, "the axis the programs are selected on")


def test_stage_observables_need_where_selected_programs():
    """An observable only some programs hold is allowed for pipeline stages
    (programs selected by `where`: whole sub-meshes), not for rank lists."""
    p = _plan()
    for prog, ranks in zip(p.programs, ([0, 1], [2, 3])):
        del prog.where[:]
        prog.ranks.extend(ranks)
    with pytest.raises(InvalidPlan, match="do not declare"):
        validate.validate(p)


def test_planner_pipeline_llama_is_classified():
    """The planner's PP pass (llama_pp2_tp2: 3 layers split 1 + 2, tp = 2)
    goes through the stage composition; today it stops at a per-stage rule
    (head-parallel attention), never a crash, a false goal or a composition
    error."""
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    cfg, data = config_mod.load(str(plans.EXAMPLES_DIR.parents[2] / "frontends" / "planner" / "configs"
                                    / "llama_pp2_tp2.json"))
    vp = validate.validate(build(cfg, data))
    assert [p.name for p in programs.merge(vp).programs] == ["pipeline"]
    try:
        _inf(build(cfg, data))
    except MissingRelationRule as e:
        assert e.location.node.startswith("stage"), e
        assert "stage program" not in str(e) and "p2p" not in str(e)
