"""Pipeline stages (emitter/programs.py): several PM programs, one per
coordinate of a stage axis, composed into one proof over the other axes;
send/recv pairs matched by (group, seq) and peers, each recv related by
RulesPipeline.v. test_pipeline.py's EXAMPLE_STOPS runs pp2_mlp through
generation; `tools/tv prove tests/data/examples/pp2_mlp.textproto` proves it.
Microbatches (pp2_mlp_mb2) are folded onto an outer mesh level
(programs.fold_microbatches) and accumulated by RulesMicrobatch.v."""
from __future__ import annotations

import pytest

from emitter import certificate, infer, obligations, plan_io, programs, prove, validate
from emitter.errors import Category, FalseGoal, InvalidPlan, MissingRelationRule
from emitter.evaluator import evaluate
from emitter.evaluator.falsify import falsify
from proto import plan_pb2
from tests.compiler import plans

P = plan_pb2
EXAMPLE = plans.EXAMPLES_DIR / "pp2_mlp.textproto"
BUGGY = plans.EXAMPLES_DIR.parent / "buggy"


def _plan() -> P.Plan:
    return plan_io.load(str(EXAMPLE))


def _inf(plan: P.Plan, partial: bool = False):
    return infer.infer(validate.validate(plan, partial=partial))


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
    assert names.count("recv_nest") == 2
    assert inf.facts["stage1.recv_a"].rel == inf.facts["stage0.a"].rel
    assert inf.facts["stage0.recv_da"].sm == "da"
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (13, 11)
    recv = [ob for ob in unique.values() if ob.rule == "recv_nest"]
    assert len(recv) == 2 and all("op_recv" in ob.statement and "From TV Require Import RulesPipelineMesh."
                                  in ob.source for ob in recv)
    cert = certificate.build(validate.validate(_plan()), inf, obligations.build_uses(inf)[0])
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
        falsify(validate.validate(plan))


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


MB2 = plans.EXAMPLES_DIR / "pp2_mlp_mb2.textproto"


def _mb(M: int) -> P.Plan:
    import sys
    sys.path.insert(0, str(plans.EXAMPLES_DIR.parents[1] / "plan_ir"))
    import examples
    return examples.pp2_mlp_mb2(M=M)


def test_microbatches_fold_onto_an_outer_mesh_level():
    """pp2_mlp_mb2: the two microbatch copies become one program over
    (microbatch, tp); x / dy / y are contiguous shards on the microbatch
    axis, weights and accumulated gradients replicated on it; each add chain
    is one accumulation node proved by nest_accum_outer."""
    plan = plan_io.load(str(MB2))
    assert evaluate(validate.validate(plan)).equal
    m = programs.merge(validate.validate(plan))
    assert m.mesh.axes == ("microbatch", "tp") and m.plan.num_microbatches == 0
    g = m.programs[0].graph.graph
    assert not any("_mb1" in n.name for n in g.nodes)
    acc = {n.name: list(n.inputs) for n in g.nodes if programs.is_accumulate(n)}
    assert acc == {"stage0.dw1": ["stage0.dw1_mb0"], "stage1.dw2": ["stage1.dw2_mb0"]}
    rel = {b.sm_tensor: [(q.axis, P.RelKind.Name(q.kind)) for q in b.relation.placements] for b in m.plan.inputs}
    assert rel["x"] == [("microbatch", "REL_CONTIGUOUS_SHARD"), ("tp", "REL_REPLICATED")]
    assert rel["w1"][0] == ("microbatch", "REL_REPLICATED")
    # both per-microbatch observables of y are the one family over the microbatch axis
    assert {o.name: o.pm_tensor for o in m.plan.observables} == {
        "y_mb0": "stage1.y_mb0", "y_mb1": "stage1.y_mb0", "dw1": "stage0.dw1", "dw2": "stage1.dw2"}
    inf = infer.infer(validate.validate(plan))
    names = [s.app.rule.name for s in inf.steps]
    assert names.count("accumulate_outer") == 2 and names.count("recv_nest") == 2
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (15, 14)
    acc_obs = [ob for ob in unique.values() if ob.rule == "accumulate_outer"]
    assert acc_obs and all("accum_add P0" in ob.statement and "lin_acc_axis" in ob.source for ob in acc_obs)
    cert = certificate.build(validate.validate(plan), inf, obligations.build_uses(inf)[0])
    assert cert.observables == 4


def test_microbatch_obligations_do_not_grow_with_M():
    """The microbatch count is an axis size and the index a coordinate: 2, 3
    and 4 microbatches give the same obligations (the chain is longer in the
    plan, one accumulation node after the fold)."""
    def build(M):
        return obligations.build(_inf(_mb(M)))[1]
    u2 = build(2)
    for M in (3, 4):
        assert {k: v.source for k, v in build(M).items()} == {k: v.source for k, v in u2.items()}


def test_crossed_microbatch_is_refused_by_the_fold():
    """The twin reads microbatch 0's h in microbatch 1: a false goal for the
    evaluator, and no fold (the copies are not one program)."""
    bug = plan_io.load(str(BUGGY / "pp2_mlp_mb2_crossed_microbatch.textproto"))
    rep = evaluate(validate.validate(bug))
    assert not rep.equal and rep.divergence.pm_tensor == "dw1"
    e = _stops(bug, "reads 'stage0.h_mb0' of microbatch 0")
    assert e.location.node == "stage0.dh_mb1"


def test_accumulation_is_the_chain_in_microbatch_order():
    """Only ((t_0 + t_1) + ..) + t_{M-1} is folded into accum_add M (the
    fold is untrusted: it recognizes exactly that program)."""
    p = plan_io.load(str(MB2))
    dw1 = next(n for n in p.programs[0].graph.nodes if n.name == "dw1")
    dw1.inputs[:] = ["dw1_mb1", "dw1_mb0"]
    e = _stops(p, "does not continue a chain")
    assert e.location.node == "stage0.dw1"


def test_microbatch_split_needs_a_constraint():
    p = plan_io.load(str(MB2))
    c = next(c for c in p.constraints if c.name == "microbatch_split")
    p.constraints.remove(c)
    for s in p.symbols:
        if s.name == "n":
            s.min = 4
    for t in p.sm.tensors:  # n replaced by 2 * n_m everywhere: no constraint to restate
        for e in t.shape:
            for m in e.terms:
                if m.factors[0].symbol == "n":
                    m.coeff, m.factors[0].symbol = 2, "n_m"
    p.symbols.remove(next(s for s in p.symbols if s.name == "n"))
    _stops(p, "is no plan constraint")


def test_accumulation_needs_the_registry_entry():
    from emitter.rules import registry as reg
    entries = [e for e in reg.load_registry() if e.name != "accumulate_outer"]
    with pytest.raises(MissingRelationRule, match="accumulation 'stage0.dw1'") as e:
        infer.infer(validate.validate(plan_io.load(str(MB2))), reg.Registry(reg.ALL, entries=entries))
    assert "not in the library's rule registry" in str(e.value.details["rule_candidates"])


def test_generated_verdict(tmp_path):
    out = plans.EXAMPLES_DIR.parents[2] / "generated" / "_pytest_pipeline_stages"
    res = prove.prove(str(EXAMPLE), str(out), run_tests=False)
    import shutil
    shutil.rmtree(out, ignore_errors=True)
    assert res.category == Category.PROVED, res.message


def _stops(plan: P.Plan, match: str, partial: bool = False) -> MissingRelationRule:
    with pytest.raises(MissingRelationRule, match=match) as e:
        _inf(plan, partial)
    return e.value


def test_stage_placement_must_be_replicated():
    p = _plan()
    b = next(b for b in p.inputs if b.pm_tensor == "w1")
    next(q for q in b.relation.placements if q.axis == "pp").kind = P.REL_PARTIAL_SUM
    # a weight bound as a partial sum: the specification refuses it; proving
    # less on purpose, the evaluator would refute it and the compiler,
    # asked directly, refuses the placement
    with pytest.raises(InvalidPlan, match="parameter w1 bound"):
        _inf(p)
    _stops(p, "the axis the programs are selected on", partial=True)


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


def test_planner_dp_tp_pp_microbatch_sp_generates():
    """The 405B-shaped plan's parallelism at its smallest degrees
    (bench/configs/llama_dp2_tp2_pp2_mb2_sp.json: DP2 x TP2 x PP2, SP, 2
    microbatches): every step has a rule, among them the mean loss over the
    microbatches (the chain folded with its 1/M) and the SP norm weight
    gradients' dp x tp all_reduce under the microbatch level."""
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    cfg, data = config_mod.load(str(plans.EXAMPLES_DIR.parents[2] / "bench" / "configs"
                                    / "llama_dp2_tp2_pp2_mb2_sp.json"))
    inf = _inf(build(cfg, data))
    used = {st.app.rule.lemma for st in inf.steps}
    assert {"nest_accum_scaled_outer", "nest_accum_outer", "nest_all_reduce_axes_inner"} <= used
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (256, 79)
