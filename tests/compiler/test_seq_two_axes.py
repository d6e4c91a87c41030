"""Two mesh axes sharding one dim: YOCO's sequence is split over cp (outer)
and, under SP, over tp (inner). The tp-level collectives see the cp shard
2 * tp * s of a zigzag-compatible plan, which is tp * (2 * s) only up to
ring arithmetic: the lemma premise `nth 0 s d = P * c` is then a nat side
condition proved by `ring` in the obligation, never assumed."""

from __future__ import annotations

from emitter import infer, obligations, validate
from tests.compiler.test_rules_vocab import _planner_plan, truncate

XN_FULL = {"s0_attn_xn_full": {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 1),
                               "tp": ("replicated", 0)}}


def test_yoco_dp_cp_tp_stream_reaches_the_gathered_norm():
    plan = truncate(_planner_plan("yoco_tiny_dense_cp2"), "s0_attn_xn_full", XN_FULL)
    inf = infer.infer(validate.validate(plan))
    assert inf.dims.axes == ("dp", "cp", "tp")
    rules = {s.node.name: s.app.rule.name for s in inf.steps}
    assert rules["emb_out"] == "nest_coll_inner^2(axis_coll(reduce_scatter))" and rules["s0_attn_xn_full"] == "nest_coll_inner^2(axis_coll(all_gather))"
    per_step, unique = obligations.build(inf)
    names = [s.node.name for s in inf.steps]
    for node in ("emb_out", "s0_attn_xn_full"):
        src = unique[per_step[names.index(node)]].source
        # P1 = tp (a size split by cp and tp renders tp first: tp * (2 * cp * s)), n1 = s
        assert "have e0 : 2 * P1 * n1 = P1 * (2 * n1) by ring." in src
