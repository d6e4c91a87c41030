"""The YOCO variants of issue 6 that this family clears: the contiguous-CP
cross-decoder's backward on (dp, cp, tp) (semantics/RulesCrossCPBackward.v,
RulesReduceScatterMid.v, RulesVocab.v; emitter/rules/cp_mesh_backward.py)
and EP by all_to_all over tp (RulesDispatch4.v;
emitter/rules/dispatch.py). yoco_tiny_cp2_contiguous is proved through Bazel
when checked by hand with `tools/tv prove` (456 obligations, 124 after dedup,
39 observables, no axioms), and so is yoco_tiny_cp4_contiguous (491, 123
after dedup, a subset of cp2's, 41 observables).

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_cp_backward.py"""
from __future__ import annotations

import functools

from emitter import infer, obligations, validate
from tests.compiler.test_rules_vocab import _planner_plan, truncate


@functools.lru_cache(maxsize=None)
def _inferred(config: str):
    return infer.infer(validate.validate(_planner_plan(config)))


def _rules(inf):
    out = {}
    for s in inf.steps:
        out.setdefault(s.node.name, []).append(s.app.rule.name)
    return out


def test_cp_contiguous_cross_backward_rules():
    got = _rules(_inferred("yoco_tiny_cp2_contiguous"))
    assert got["x1_attn_dqr_bwd"] == [f"nest(sdpa_backward_{o}_batch, sdpa_backward_{o}_cp4, sdpa_backward_{o}_heads)"
                                      for o in ("dq", "dk", "dv")]
    assert got["kv_dkr"] == got["kv_dv_local"] == ["nest_coll_inner^1(nest_reduce_scatter_mid(reduce_scatter))"]
    assert any("embedding_backward_tokens2_s" in r for r in got["d_emb_partial"])


def test_cp_contiguous_backward_obligations_use_the_lemmas():
    inf = _inferred("yoco_tiny_cp2_contiguous")
    per_step, unique = obligations.build(inf)
    src = {s.node.name + "/" + s.app.rule.name: unique[n].source for s, n in zip(inf.steps, per_step)}
    dk = next(v for k, v in src.items() if k.startswith("x1_attn_dqr_bwd/") and "_dk_" in k)
    assert "rule_sdpa_backward_dk_cp4" in dk and "by ring" in dk
    rs = next(v for k, v in src.items() if k.startswith("kv_dkr/"))
    assert "nest_reduce_scatter_mid" in rs and "rule_reduce_scatter" in rs


def test_cp4_contiguous_gets_through_inference():
    assert _inferred("yoco_tiny_cp4_contiguous").steps


def test_ep_a2a_dispatch_and_combine():
    plan = truncate(_planner_plan("yoco_tiny_ep_a2a"), "s0_ffn_out",
                    {"s0_ffn_out": {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 1),
                                    "tp": ("contiguous_shard", 1)}})
    inf = infer.infer(validate.validate(plan))
    got = _rules(inf)
    assert got["s0_ffn_xb_dispatched"] == ["nest_coll_inner^2(axis_coll(all_to_all_dispatch))"]
    assert got["s0_ffn_ye_combined"] == ["nest_coll_inner^2(axis_coll(all_to_all_combine))"]
    per_step, unique = obligations.build(inf)
    src = next(unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name == "s0_ffn_ye_combined")
    assert "rule_all_to_all_combine" in src and "by ring" in src
