"""Transpose by any permutation (emitter/rules/permute.py, semantics/Permute.v)
and the YOCO MoE FFN on dp x tp (moe.py, dispatch.py: RulesExperts4.v,
RulesRouterBackward.v, RulesDispatch4.v): matcher unit tests and the
planner's yoco_tiny_dp2_tp2_sp (static EP) / yoco_tiny_dp2_tp2_ep_a2a
(all_to_all EP) through infer + obligations (--nobazel; the Bazel/Coq check
is `tools/tv prove`, proved for both).

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_permute.py"""
from __future__ import annotations

import pytest

from emitter import coq_render as C
from emitter import ops as opsig
from emitter import infer, obligations, validate
from emitter.rules import permute
from tests.compiler.facts import fact_rule
from emitter.rules.base import MatchCtx
from emitter.symbolic import Poly
from proto import plan_pb2
from tests.compiler.test_rules_vocab import _planner_plan
from emitter.relation import Level, LevelFact

P = plan_pb2
S = Poly.var
PT = S("a:tp")
B, N, E = S("s:B"), S("s:N"), S("s:E")


def _ctx(rel, perm, s=(B, N, E), out=None, sm_perm=None):
    node = P.Node(name="t", op=P.OP_TRANSPOSE, inputs=["x"], outputs=["t"])
    node.transpose.perm.extend(perm)
    sm = P.Node(name="t", op=P.OP_TRANSPOSE, inputs=["x"], outputs=["t"])
    sm.transpose.perm.extend(perm if sm_perm is None else sm_perm)
    X = LevelFact("x", "x", rel, tuple(s), tuple(s), P.VALUE_RING)
    out = tuple(s[p] for p in perm) if out is None else out
    return MatchCtx(node=node, sm_node=sm, inputs=(X,), axis="tp", out_local=out, out_sm=out, dims=None,
                    groups={}, mesh=None)


def _rule(name):
    return next(r for r in permute.RULES if r.name == name)


def _replicated():
    return fact_rule("resp_permute")


def test_layout_moves_to_the_output_dim_holding_it():
    # [B, N, E] -> [E, B, N]: input dim 2 is output dim 0, input dim 0 output dim 1
    app = _rule("permute_reindex").matcher(_ctx(Level("contiguous_shard", "tp", 2), [2, 0, 1]))
    assert app.out_rel == Level("contiguous_shard", "tp", 0)
    app = _rule("permute_reindex").matcher(_ctx(Level("contiguous_shard", "tp", 0), [2, 0, 1]))
    assert app.out_rel == Level("contiguous_shard", "tp", 1)
    app = _rule("permute_reindex").matcher(_ctx(Level("expert_partition", "tp", 0), [1, 2, 0]))
    assert app.out_rel == Level("expert_partition", "tp", 2)


def test_replicated_and_partial_sums_pass():
    app = _replicated().matcher(_ctx(Level("replicated", "tp"), [2, 0, 1]))
    assert app.out_rel.kind == "replicated" and app.uses == ("TV.Permute",)
    app = fact_rule("lin_permute").matcher(_ctx(Level("partial_sum", "tp", None, 2), [1, 2, 0]))
    assert app.out_rel == Level("partial_sum", "tp", None, 2) and app.uses == ("TV.Permute",)


@pytest.mark.parametrize("perm", [[1, 0, 2], [0, 2, 1]])
def test_swaps_are_the_transpose_fact(perm):
    # a swap renders op_transpose: resp_transpose's, not resp_permute's (the identity renders op_permute)
    assert isinstance(_replicated().matcher(_ctx(Level("replicated", "tp"), perm)), str)
    assert not isinstance(_replicated().matcher(_ctx(Level("replicated", "tp"), [0, 1, 2])), str)


def test_rejects_a_wrong_output_shape_or_a_different_sm_perm():
    assert isinstance(_replicated().matcher(
        _ctx(Level("replicated", "tp"), [2, 0, 1], sm_perm=[1, 2, 0])), str)


def test_rendering_and_module():
    node = P.Node(name="t", op=P.OP_TRANSPOSE, inputs=["x"], outputs=["t"])
    node.transpose.perm.extend([2, 0, 1])
    assert C.op_module(node) == "TV.Permute"
    assert C.perm_literal([2, 0, 1]) == "[:: 2; 0; 1]"
    swap = P.Node(name="t", op=P.OP_TRANSPOSE, inputs=["x"], outputs=["t"])
    swap.transpose.perm.extend([0, 2, 1])
    assert opsig.is_swap([0, 2, 1]) and C.op_module(swap) is None


def _level_rules(inf):
    names = set()
    for s in inf.steps:
        for lvl in getattr(s.app, "levels", ()) or ():
            if lvl is not None and getattr(lvl, "rule", None) is not None:
                names.add(lvl.rule.name)
    return names


@pytest.mark.parametrize("config,counts,used", [
    ("yoco_tiny_dp2_tp2_sp", (441, 110),
     {"replicated_op1", "permute_reindex", "batched_matmul_lead_expert", "batched_matmul_lead_contiguous",
      "replicated_op2", "softmax_backward_reindex"}),
    ("yoco_tiny_dp2_tp2_ep_a2a", (432, 108),
     {"permute_reindex", "all_to_all_dispatch", "all_to_all_combine", "batched_matmul_row"}),
])
def test_yoco_dp_tp_moe_generates_every_step(config, counts, used):
    """Every PM step of the MoE FFN (router, experts, combine, backward) has
    a rule and every observable is covered; the Coq check proves both plans
    (tools/tv prove, axioms [])."""
    inf = infer.infer(validate.validate(_planner_plan(config)))
    assert used <= _level_rules(inf)
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == counts
