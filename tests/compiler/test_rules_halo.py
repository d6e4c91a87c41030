"""The shift-halo family (emitter/rules/halo.py, semantics/RulesHaloShift.v)
on tests/data/examples/cp2_halo: which rule proves each PM step, how the
shift / halo relations render, the side conditions taken from the plan's
constraints, and the one-attribute-away plans each matcher refuses. Pure
Python (no Bazel); test_e2e_bazel proves the plan end to end."""
from __future__ import annotations

import types
from pathlib import Path

import pytest

from emitter import infer, obligations, plan_io, validate
from emitter.errors import FalseGoal, MissingRelationRule
from emitter.evaluator import check
from proto import plan_pb2

P = plan_pb2
DATA = Path(__file__).resolve().parents[1] / "data"
PLAN = DATA / "examples" / "cp2_halo.textproto"


def _plan() -> P.Plan:
    return plan_io.load(str(PLAN))


def _inf(plan: P.Plan):
    return infer.infer(validate.validate(plan))


def _pm_node(plan: P.Plan, name: str) -> P.Node:
    return next(n for n in plan.programs[0].graph.nodes if n.name == name)


def test_rules_per_step():
    inf = _inf(_plan())
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    for key in ("k", "v", "pos"):
        assert got[f"{key}_tail"] == "halo_tail_shard"
        assert got[f"{key}_halo"] == "halo_shift_tail"
        assert got[f"{key}_ext"] == "halo_concat_ext_pair"  # the two views of one SM value
    assert got["mask"] == "halo_mask_ext" and got["o"] == "sdpa_halo_shift"
    assert got["dkr"] == got["dv"] == "halo_reduce"
    bwd = sorted(s.app.rule.name for s in inf.steps if s.node.name == "dqr_bwd")
    assert bwd == ["sdpa_backward_dk_halo_shift", "sdpa_backward_dq_halo_shift", "sdpa_backward_dv_halo_shift"]
    kinds = {k: f.rel.levels[0].kind for k, f in inf.facts.items()}
    assert (kinds["k_tail"], kinds["k_halo"], kinds["k_ext"], kinds["mask"], kinds["o"]) == \
        ("halo_tail", "halo_recv", "halo_ext", "halo_mask", "contiguous_shard")
    # the extended-range gradients relate to the SM dK / dV only together with the next rank's
    assert (kinds["dkr_ext"], kinds["dv_ext"], kinds["dkr"], kinds["dv"]) == \
        ("halo_grad", "halo_grad", "contiguous_shard", "contiguous_shard")


def test_rendering():
    inf = _inf(_plan())
    per_step, unique = obligations.build(inf)
    by = {s.node.name: unique[n].statement for s, n in zip(inf.steps, per_step)}
    # one shift for every rank: member r reads member (r + P - 1) mod P
    assert "(fun x => op_shift P0 (P0 - 1) (fun m => F0 (set_nth 0 x 0 m)) (nth 0 x 0))" in by["k_halo"]
    assert "rel_reindex P0 0 (halo_recv P0 n2 n0)" in by["k_halo"]
    assert "op_slice_index 0 (n1 - n0) (F0 x)" in by["pos_tail"]
    # side conditions are hypotheses (the certificate passes the plan's constraints)
    assert by["o"].count("leq ") == 2
    assert "pos_iota (P0 * n0) A0" in by["mask"]
    # K and V (and the positions) share their obligations up to renaming
    assert by["k_halo"] == by["v_halo"]
    # one overlap-add for every rank, stated on the output rows (c, not c + h)
    assert "(fun x => op_halo_reduce P0 0 n1 n0 (fun m => F0 (set_nth 0 x 0 m)) (nth 0 x 0))" in by["dkr"]
    assert "rel_axis (rel_halo_grad P0 0 n1 n0 [:: n1; 2 * n2]) A0 F0" in by["dkr"]
    assert by["dkr"] == by["dv"]


def _stops_at(plan: P.Plan) -> MissingRelationRule:
    with pytest.raises(MissingRelationRule) as e:
        _inf(plan)
    return e.value


def test_needs_two_ranks_constraint():
    # without `2 <= cp` rank 0 could receive its own tail (cp = 1): refused
    plan = _plan()
    keep = [c for c in plan.constraints if c.name != "halo_from_another_rank"]
    del plan.constraints[:]
    plan.constraints.extend(keep)
    err = _stops_at(plan)
    assert err.location.node == "o"
    assert any("another rank" in c for c in err.details["rule_candidates"])


def test_shift_offset_refused():
    # offset -1 (from the next rank) is not the halo of the previous rank
    plan = _plan()
    _pm_node(plan, "k_halo").collective.offset = -1
    err = _stops_at(plan)
    assert "k_halo" in str(err)


def test_unfused_give_back_stops():
    # the correct split / shift -1 / add form has no per-tensor relation: missing_relation_rule at the split
    # (RulesHaloBackward.v: the halo gradient alone does not relate to dK)
    plan = plan_io.load(str(DATA / "buggy" / "cp2_halo_dv_halo_wrong_rank.textproto"))
    _pm_node(plan, "dv_back").collective.offset = -1
    err = _stops_at(plan)
    assert err.location.node in ("dv_halo", "dv_own", "dv_back", "dv_tail", "dv_tail_sum")


@pytest.mark.parametrize("bug", ["pos_unshifted", "v_unshifted", "dv_halo_wrong_rank"])
def test_buggy_halo_is_false_goal(bug):
    vp = validate.validate(plan_io.load(str(DATA / "buggy" / f"cp2_halo_{bug}.textproto")))
    with pytest.raises(FalseGoal):
        check(vp)


# ---- rank 4 (semantics/RulesHalo4.v): [B, H, N, Dh], the sequence on dim 2

PLAN4 = DATA / "examples" / "cp2_halo_4d_cp.textproto"


def test_rank4_rules_per_step():
    inf = _inf(plan_io.load(str(PLAN4)))
    got = {(s.node.name, s.out_index): s.app.rule.name for s in inf.steps}
    for key in ("k", "v"):  # K / V on dim 2: the *_dim layouts; the rank-1 positions keep the dim-0 rules
        assert (got[(f"{key}_tail", 0)], got[(f"{key}_halo", 0)], got[(f"{key}_ext", 0)]) == \
            ("halo_tail_dim", "halo_shift_dim", "halo_concat_dim_pair")
    assert (got[("pos_tail", 0)], got[("pos_ext", 0)]) == ("halo_tail_shard", "halo_concat_ext_pair")
    assert got[("o", 0)] == "sdpa_halo_shift4"
    assert [got[("dq_bwd", i)] for i in range(3)] == \
        ["sdpa_backward_dq_halo_shift4", "sdpa_backward_dk_halo_shift4", "sdpa_backward_dv_halo_shift4"]
    assert got[("dk", 0)] == got[("dv", 0)] == "halo_reduce"
    assert {inf.facts[t].rel.levels[0].dim for t in ("k_tail", "k_halo", "k_ext", "dk_ext", "dk", "o")} == {2}


def test_rank4_rendering():
    inf = _inf(plan_io.load(str(PLAN4)))
    per_step, unique = obligations.build(inf)
    by = {(s.node.name, s.out_index): unique[n] for s, n in zip(inf.steps, per_step)}
    assert "rel_reindex P0 2 (halo_tail n1 n0) [:: n2; n3; n0; n4]" in by[("k_tail", 0)].statement
    assert "(fun x => op_slice 2 (n1 - n0) (F0 x))" in by[("k_tail", 0)].statement
    # GQA: the query heads G * Hkv, the equation proved by ring and passed to the lemma
    o = by[("o", 0)]
    assert "[:: n2; n3 * n4; n1; n5]" in o.statement and "by ring" in o.source
    assert "rel_halo_grad P0 2 n1 n0" in by[("dq_bwd", 1)].statement
    assert "op_halo_reduce P0 2 n1 n0 (fun m => F0 (set_nth 0 x 0 m)) (nth 0 x 0)" in by[("dk", 0)].statement
    assert by[("k_halo", 0)].statement == by[("v_halo", 0)].statement


def test_rank4_dp_cp_rules():
    # on (dp, cp) the tails pass dp and act on cp; the [halo; own] concat (two views of one SM value)
    # passes dp by nest_pass2 and is the pair rule on cp; the mask carries pos_iota down dp (nest_map2qq)
    inf = _inf(plan_io.load(str(DATA / "examples" / "cp2_halo_4d.textproto")))
    got = {(s.node.name, s.out_index): s.app.rule.name for s in inf.steps}
    assert got[("k_tail", 0)] == "nest_view(pass, halo_tail_dim)"
    assert got[("k_ext", 0)] == "nest_view(pass, halo_concat_dim_pair)"
    assert got[("pos_ext", 0)] == "nest_view(pass, halo_concat_ext_pair)"
    per_step, unique = obligations.build(inf)
    by = {(s.node.name, s.out_index): unique[n] for s, n in zip(inf.steps, per_step)}
    k_ext = by[("k_ext", 0)].source
    assert "nest_pass2" in k_ext and "rfun_contiguous_shard" in k_ext and "axis_map2e" in k_ext
    assert "(A1 :" not in by[("k_ext", 0)].statement  # one SM value
    mask = by[("mask", 0)]
    assert mask.statement.count("pos_iota") == 2 and "pos_iota_replicated" in mask.source


def test_rank4_dp_cp_tp_rules():
    # on (dp, cp, tp) a coordinate-free helper acts on the level whose rule takes it (cp), the levels below
    # see an ordinary op (tp: a slice / concat of another dim than its heads); the cp collectives lift over
    # the middle axis (nest_shift_mid, nest_halo_reduce_mid)
    inf = _inf(plan_io.load(str(DATA / "examples" / "cp2_halo_4d_tp.textproto")))
    got = {(s.node.name, s.out_index): s.app.rule.name for s in inf.steps}
    assert got[("k_tail", 0)] == "nest_view(pass, halo_tail_dim, slice_tail_other)"
    assert got[("k_ext", 0)] == "nest_view(pass, halo_concat_dim_pair, concat_reindex_other)"
    assert got[("pos_tail", 0)] == "nest_view(pass, halo_tail_shard, tail_index_replicated)"
    assert got[("pos_ext", 0)] == "nest_view(pass, halo_concat_ext_pair, concat_index_replicated)"
    assert got[("k_halo", 0)] == "nest_coll_inner^1(nest_shift_mid(halo_shift_dim))"
    assert got[("dk", 0)] == "nest_coll_inner^1(nest_halo_reduce_mid(halo_reduce))"
    # the chunk is tp * N_s, so the SM length cp * (tp * N_s) renders cp * tp * N_s: the rules taking N, N = P * c by ring
    assert got[("mask", 0)] == "nest(replicated_op2, halo_mask_ext, replicated_op2)"
    assert [got[("dq_bwd", i)].split(", ")[1] for i in range(3)] == \
        [f"sdpa_backward_{o}_halo_shift4" for o in ("dq", "dk", "dv")]


def test_rank4_dp_cp_tp_buggy_is_false_goal():
    vp = validate.validate(plan_io.load(str(DATA / "buggy" / "cp2_halo_4d_tp_v_unshifted.textproto")))
    with pytest.raises(FalseGoal):
        check(vp)


def test_rank4_buggy_is_false_goal():
    vp = validate.validate(plan_io.load(str(DATA / "buggy" / "cp2_halo_4d_v_unshifted.textproto")))
    with pytest.raises(FalseGoal):
        check(vp)


def test_yoco_self_attention_halo_generates():
    # the planner's YOCO (dp, cp, tp) cut after layer 0's self-attention: the tail acts on cp, the shift and
    # concat pass dp, tp sees ordinary ops; the SM length cp * (tp * Ns) renders cp * tp * Ns, so the mask
    # and sdpa are the rules taking N, N = P * c by ring; proved through Bazel (28 obligations, 22 unique) when checked by hand
    from tests.compiler.test_rules_vocab import _planner_plan, truncate
    lay = {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 2), "tp": ("contiguous_shard", 1)}
    inf = _inf(truncate(_planner_plan("yoco_tiny_main"), "s0_attn_o", {"s0_attn_o": lay}))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["s0_attn_k_tail"] == "nest_view(pass, halo_tail_dim, slice_tail_other)"
    assert got["s0_attn_k_halo"] == "nest_coll_inner^1(nest_shift_mid(halo_shift_dim))"
    assert got["s0_attn_k_ext"] == "nest_view(pass, halo_concat_dim_pair, concat_reindex_other)"
    assert "halo_mask_ext" in got["s0_attn_mask"] and "sdpa_halo_shift4" in got["s0_attn_o"]
    obligations.build(inf)


def test_yoco_khat_gathered_over_the_middle_axis():
    # K-hat / V-hat all_gathered along cp with tp's head layout below (RulesHaloMesh.v nest_all_gather_mid);
    # the dense YOCO cut after vhat is proved through Bazel (53 obligations, 31 unique) when checked by hand
    from tests.compiler.test_rules_vocab import _planner_plan, truncate
    lay = {"dp": ("contiguous_shard", 0), "cp": ("replicated", None), "tp": ("contiguous_shard", 1)}
    inf = _inf(truncate(_planner_plan("yoco_tiny_dense_cp2"), "vhat", {"khat": lay, "vhat": lay}))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["khat"] == got["vhat"] == "nest_coll_inner^1(nest_all_gather_mid(all_gather))"
    per_step, unique = obligations.build(inf)
    src = next(unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name == "khat")
    assert "nest_all_gather_mid" in src



def test_open_shift_renders_its_fill():
    """OP_SHIFT with CollectiveAttrs.open is RulesHaloOpen.v op_shift_open
    P o fill: the fill a nat in an index tensor, its image in the ring in
    a ring-valued one (never the cyclic op_shift)."""
    from emitter import coq_render as C
    from emitter.errors import Location
    from emitter.symbolic import Poly
    P = plan_pb2
    node = P.Node(name="pos_halo", op=P.OP_SHIFT, collective=P.CollectiveAttrs(group="cp", offset=1, open=True))
    node.collective.fill.constant = 7
    dims = types.SimpleNamespace(poly=lambda e: Poly.const(e.constant))  # the one Dims reading a shift takes
    names = C.Names(canonical=False)
    assert C.collective_op(node, "F", "r", (), "P_cp", names, Location(), dims, index=True) == \
        "op_shift_open P_cp 1 (7)%N F r"
    assert C.collective_op(node, "F", "r", (), "P_cp", names, Location(), dims) == \
        "op_shift_open P_cp 1 (7%:R)%R F r"


def test_yoco_open_halo_needs_no_cp_bound():
    """The planner's open halo (parallel.halo_shift = "open") on (dp, cp, tp):
    the open rules take every step of the halo (RulesHaloOpen.v), the plan
    has no 2 <= cp constraint and no obligation takes one."""
    import dataclasses
    import os
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    from tests.compiler.test_rules_vocab import truncate
    cfg, data = config_mod.load(os.path.join(Path(__file__).resolve().parents[2], "frontends", "planner", "configs",
                                             "yoco_tiny_main.json"))
    cfg = dataclasses.replace(cfg, parallel=dataclasses.replace(cfg.parallel, halo_shift="open"))
    plan = build(cfg, data)
    assert "halo_from_another_rank" not in {c.name for c in plan.constraints}
    lay = {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 2), "tp": ("contiguous_shard", 1)}
    inf = _inf(truncate(plan, "s0_attn_o", {"s0_attn_o": lay}))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["s0_attn_k_halo"] == "nest_coll_inner^1(nest_shift_open_mid(halo_shift_open))"
    assert got["s0_attn_pos_halo"] == "nest_coll_inner^1(nest_shift_open_mid_rep(halo_shift_open))"
    assert got["s0_attn_k_ext"] == "nest_view(pass, halo_concat_open_pair, concat_reindex_other)"
    assert "halo_mask_open" in got["s0_attn_mask"] and "sdpa_halo_open4" in got["s0_attn_o"]
    kinds = {k: f.rel.levels[1].kind for k, f in inf.facts.items() if k.startswith("s0_attn_k")}
    assert (kinds["s0_attn_k_halo"], kinds["s0_attn_k_ext"]) == ("halo_recv_open", "halo_ext_open")
    per_step, unique = obligations.build(inf)
    srcs = [unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name.startswith("s0_attn")]
    assert not any("leq 2 " in x for x in srcs)
    assert any("op_shift_open" in x and "(0%:R)%R" in x for x in srcs)
