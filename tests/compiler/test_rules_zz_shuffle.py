"""The zigzag shuffle of the YOCO cross-decoder on (dp, cp, tp)
(semantics/RulesZigzagShuffle.v, emitter/rules/zz_shuffle.py): the dense
YOCO plan cut after the SP cut of the shuffled stream infers every entry
step; the cut is proved through Bazel (36 obligations after dedup, 59
before) when checked by hand with `tools/tv prove`."""
from __future__ import annotations

import pytest

from emitter import infer, obligations, validate
from emitter.errors import MissingRelationRule
from tests.compiler.test_rules_vocab import _planner_plan, truncate

STREAM_ZZ = {"dp": ("contiguous_shard", 0), "cp": ("zigzag", 1), "tp": ("contiguous_shard", 1)}
KV = {"dp": ("contiguous_shard", 0), "cp": ("replicated", None), "tp": ("contiguous_shard", 1)}


def _cut():
    plan = truncate(_planner_plan("yoco_tiny_dense_cp2"), "enter_zz_local",
                    {"enter_zz_local": STREAM_ZZ, "khat": KV, "vhat": KV})
    return infer.infer(validate.validate(plan))


def test_zigzag_entry_shuffle_rules():
    inf = _cut()
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["enter_zz_send_a"] == "nest_view(pass, slice_pick_coord, slice_replicated_coord)"
    assert got["enter_zz_send_b"] == "nest_view(pass, slice_pick, slice_replicated_half)"
    assert "concat_pick_pair" in got["enter_zz_send"]
    assert got["enter_zz_zz"] == "nest_coll_inner^1(nest_all_to_all_mid(all_to_all_zigzag))"
    assert got["enter_zz_local"] == "nest_view(pass, pass, slice_shard)"
    per_step, unique = obligations.build(inf)
    src = next(unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name == "enter_zz_zz")
    assert "nest_all_to_all_mid" in src and "zz_dvd" in src and "a2a_piece" in src


def test_cross_norm_on_the_zigzag_stream():
    # RMSNorm rows laid out zigzag on cp (norm.py rmsnorm_reindex_w with the zz_glob map); the cut after
    # x0_attn_xn_full is proved through Bazel (38 obligations after dedup, 61 before) when checked by hand
    plan = truncate(_planner_plan("yoco_tiny_dense_cp2"), "x0_attn_xn_full",
                    {"x0_attn_xn_full": {**STREAM_ZZ, "tp": ("replicated", None)}, "khat": KV, "vhat": KV})
    inf = infer.infer(validate.validate(plan))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["x0_attn_xn"] == "nest(rmsnorm_reindex_w, rmsnorm_reindex_w, rmsnorm_reindex_w)"
    per_step, unique = obligations.build(inf)
    src = next(unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name == "x0_attn_xn")
    assert "zz_glob" in src


def test_shuffle_needs_two_ranks():
    # without the plan constraint cp <= 2 the pieces' bound has no proof: the compiler stops at the first piece
    plan = _planner_plan("yoco_tiny_dense_cp2")
    keep = [c for c in plan.constraints if c.name != "zigzag_shuffle_two_ranks"]
    del plan.constraints[:]
    plan.constraints.extend(keep)
    cut = truncate(plan, "enter_zz_local", {"enter_zz_local": STREAM_ZZ, "khat": KV, "vhat": KV})
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(validate.validate(cut))
    assert e.value.location.node == "enter_zz_send_a"
    assert "cp <= 2" in " ".join(e.value.details["rule_candidates"])


ZPOS = {"dp": ("replicated", None), "cp": ("zigzag", 0), "tp": ("replicated", None)}


def test_zigzag_positions_cut_from_the_full_ones():
    # layers.positions cuts the zigzag query positions from the realized full positions kpos_all: on cp the
    # chunks are the contiguous shard / zz_second layout of the full positions, below it constant slices
    # bounded by the outer coordinate, above it dp passes the replicated full positions through with their
    # shape (infer._outer_pass_shape); the two chunks' concat is a pair rule (views equal above). The
    # obligations of this cut check with coqc (by hand, against the library)
    plan = truncate(_planner_plan("yoco_tiny_dense_cp2"), "zpos",
                    {"x0_attn_xn_full": {**STREAM_ZZ, "tp": ("replicated", None)}, "khat": KV, "vhat": KV,
                     "zpos": ZPOS})
    inf = infer.infer(validate.validate(plan))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["zpos_first"] == "nest_view(pass, slice_index_zz_first, slice_index_replicated_zz_first)"
    assert got["zpos_second"] == "nest_view(pass, slice_index_zz_second, slice_index_replicated_zz_second)"
    assert got["zpos"] == "nest_view(pass, concat_index_zz_pair, concat_index_replicated)"
    per_step, unique = obligations.build(inf)
    src = next(unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name == "zpos")
    assert "nest_pass2" in src and "nest_map2e" in src and "rule_concat_index_zz_pair" in src


def test_zigzag_cross_layer_stops_at_the_leave_shuffle():
    # the cross-decoder layer on the zigzag stream (queries, RoPE on the zigzag positions, the causal mask
    # against the full key positions, attention with K-hat / V-hat gathered in natural order, the residuals
    # and the dense FFN) infers; the cut after leave_zz_full is proved through Bazel when checked by hand
    plan = truncate(_planner_plan("yoco_tiny_dense_cp2"), "leave_zz_full",
                    {"leave_zz_full": {**STREAM_ZZ, "tp": ("replicated", None)}, "khat": KV, "vhat": KV})
    inf = infer.infer(validate.validate(plan))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["x0_attn_q_4d"] == "nest(reshape_split_reindex_lt, reshape_split_reindex_lt, reshape_split_contig)"
    assert got["x0_attn_qr"] == "nest(rope_heads, rope_reindex, rope_heads)"
    assert got["x0_attn_mask"] == "nest(replicated_op2, causal_mask_reindex, replicated_op2)"
    assert got["x0_attn_o"] == "nest(sdpa_batch, sdpa_query_reindex, sdpa_heads_rep)"


def test_zigzag_leave_shuffle_and_the_backward():
    # the inverse shuffle over cp = 2 (RulesZigzagLeave.v): the all_to_all of the zigzag stream is the receive
    # buffer, its pieces at coord * c and c - coord * c concatenate (a pair rule) into the contiguous shard;
    # the cut after leave_zz_local checks with coqc by hand
    plan = truncate(_planner_plan("yoco_tiny_dense_cp2"), "leave_zz_local",
                    {"leave_zz_local": {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 1),
                                        "tp": ("contiguous_shard", 1)}})
    inf = infer.infer(validate.validate(plan))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["leave_zz_recv"] == "nest_coll_inner^1(nest_all_to_all_mid(all_to_all_zz_recv))"
    assert got["leave_zz_contig_a"] == "nest_view(pass, slice_unpick_coord, slice_replicated_coord)"
    assert got["leave_zz_contig_b"] == "nest_view(pass, slice_unpick, slice_replicated_half)"
    assert got["leave_zz_contig"] == "nest_view(pass, concat_unpick_pair, concat_replicated)"
    # the cross-decoder's backward on the zigzag stream (weight gradients over the zigzag tokens, attention's
    # backward against K-hat / V-hat), the K-hat / V-hat gradients' reduce_scatter along cp and the rest of
    # the backward infer: the whole plan
    inf = infer.infer(validate.validate(_planner_plan("yoco_tiny_dense_cp2")))
    got = {(s.node.name, s.out_index): s.app.rule.name for s in inf.steps}
    assert got["kv_dkr", 0] == "nest_coll_inner^1(nest_reduce_scatter_mid(reduce_scatter))"
    assert got["x0_attn_dqr_bwd", 0] == "nest(sdpa_backward_dq_batch, sdpa_backward_dq_zz_gqa, sdpa_backward_dq_heads)"
    assert got["x0_attn_dqr_bwd", 1] == "nest(sdpa_backward_dk_batch, sdpa_backward_dk_zz_gqa, sdpa_backward_dk_heads)"


def _gather_plan(tmp_path, cp: int):
    """yoco_tiny_dense_cp2 at cp ranks with the zigzag shuffle for every cp
    (parallel.zigzag_shuffle = "gather", planner/cross.py)."""
    import json
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    from tests.compiler.test_rules_vocab import CONFIGS
    raw = json.loads((CONFIGS / "yoco_tiny_dense_cp2.json").read_text())
    raw["mesh"]["cp"] = cp
    raw["parallel"]["zigzag_shuffle"] = "gather"
    text = json.dumps(raw)
    return build(config_mod.parse(text), text.encode())


@pytest.mark.parametrize("cp", [3, 4])
def test_zigzag_entry_gather_every_cp(tmp_path, cp):
    # the entry for every cp: all-gather over cp, chunks coord and 2P-1-coord cut (slice_zz_first / _second on cp,
    # constant cuts below it), their concat on cp the pair of two views of one value (concat_zz_pair); no plan
    # constraint bounds cp. The cut at cp = 4 is proved through Bazel (36 obligations after dedup, 59 before; claim
    # "every size of dp, tp; 2 <= cp", the halo's bound) when checked by hand with `tools/tv prove`
    plan = _gather_plan(tmp_path, cp)
    assert "zigzag_shuffle_two_ranks" not in {c.name for c in plan.constraints}
    cut = truncate(plan, "enter_zz_local", {"enter_zz_local": STREAM_ZZ, "khat": KV, "vhat": KV})
    inf = infer.infer(validate.validate(cut))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["enter_zz_all"] == "nest_coll_inner^1(nest_all_gather_mid_rep(all_gather))"
    assert got["enter_zz_first"] == "nest_view(pass, slice_zz_first, slice_replicated_zz_first)"
    assert got["enter_zz_second"] == "nest_view(pass, slice_zz_second, slice_replicated_zz_second)"
    assert got["enter_zz_zz"] == "nest_view(pass, concat_zz_pair, concat_replicated)"
    assert got["enter_zz_local"] == "nest_view(pass, pass, slice_shard)"
    per_step, unique = obligations.build(inf)
    src = next(unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name == "enter_zz_zz")
    assert "rule_concat_zz_pair" in src


@pytest.mark.parametrize("cp", [3, 4])
def test_zigzag_leave_scatter_every_cp(tmp_path, cp):
    # the leave for every cp (RulesZigzagScatter.v): the zigzag positions broadcast to the stream's shape
    # (zz_pos on cp), the stream scattered to them (a partial sum over cp, each token on one rank), the
    # reduce-scatter of those buffers (tp replicates them) the contiguous shard; the backward's d_enter the same
    inf = infer.infer(validate.validate(_gather_plan(tmp_path, cp)))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    facts = {s.node.name: s.output for s in inf.steps}
    for pre in ("leave_zz", "d_enter_zz"):
        assert got[f"{pre}_idx"] == "broadcast_zz_pos"
        assert got[f"{pre}_spread"] == "scatter_add_zz"
        assert got[f"{pre}_contig"] == "nest_coll_inner^1(nest_reduce_scatter_mid_rep(reduce_scatter))"
        assert [r.kind for r in facts[f"{pre}_spread"].rel.levels] == ["contiguous_shard", "partial_sum", "replicated"]
        assert [(r.kind, r.dim) for r in facts[f"{pre}_contig"].rel.levels] == \
            [("contiguous_shard", 0), ("contiguous_shard", 1), ("replicated", None)]
    # the scatter's output relates to its source's SM value (the stream), not its index's (the positions)
    assert facts["leave_zz_spread"].sm == inf.steps[[s.node.name for s in inf.steps].index("leave_zz_spread")].inputs[1].sm
    per_step, unique = obligations.build(inf)
    srcs = {s.node.name: unique[n].source for s, n in zip(inf.steps, per_step)}
    assert "nest_broadcast_zz_pos" in srcs["leave_zz_idx"] and "pos_iota_replicated" in srcs["leave_zz_idx"]
    assert "nest_scatter_add_zz" in srcs["leave_zz_spread"]
    assert "nest_reduce_scatter_mid_rep" in srcs["leave_zz_contig"]


def test_scatter_needs_zigzag_positions(tmp_path):
    # the whole-mesh matchers refuse what is not the leave: an index that is not the broadcast zigzag positions,
    # a source not zigzag on cp, a buffer of another length (never a partial sum over cp)
    import dataclasses
    from emitter.rules import zz_scatter
    from emitter.symbolic import Poly
    inf = infer.infer(validate.validate(_gather_plan(tmp_path, 4)))
    step = next(s for s in inf.steps if s.node.name == "leave_zz_spread")
    I, S = step.inputs
    axes = inf.dims.axes
    assert isinstance(zz_scatter.scatter_add_zz(step.node, (I, S), step.output.local_shape, axes), zz_scatter.Fit)
    rep = dataclasses.replace(I.rel.levels[1], kind="replicated", chunk=None)
    bad_i = dataclasses.replace(I, rel=dataclasses.replace(I.rel, levels=(I.rel.levels[0], rep, I.rel.levels[2])))
    assert "zz_pos" in zz_scatter.scatter_add_zz(step.node, (bad_i, S), step.output.local_shape, axes)
    sh = dataclasses.replace(S.rel.levels[1], kind="contiguous_shard")
    bad_s = dataclasses.replace(S, rel=dataclasses.replace(S.rel, levels=(S.rel.levels[0], sh, S.rel.levels[2])))
    assert "zigzag" in zz_scatter.scatter_add_zz(step.node, (I, bad_s), step.output.local_shape, axes)
    out = list(step.output.local_shape)
    out[1] = out[1] + Poly.const(1)
    assert "length" in zz_scatter.scatter_add_zz(step.node, (I, S), tuple(out), axes)
