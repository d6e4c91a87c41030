"""The scaled relation (semantics/RulesScaled.v; emitter/rules/scaled.py,
infer._select / _select_avg, obligations._scaled_pre / _lemma_term):
PyTorch's data-parallel gradients on a (dp, tp) mesh entered at the loss
seed, carried by homogeneous ops, left at FSDP's reduce_scatter avg, and
where each refuses.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_scaled.py"""
from __future__ import annotations

import os
import sys

import pytest

from emitter import coq_render as C
from emitter import infer, obligations, validate
from emitter.errors import Location, MissingRelationRule, UnsupportedOperator
from emitter.rules import default_registry, load_registry
from emitter.rules import scaled as S
from emitter.rules.registry import Registry, ALL
from emitter.symbolic import Poly
from frontends.common.plan_writer import PlanBuilder, rep, scalar, shard
from proto import plan_pb2

P = plan_pb2
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "nearmiss"))
import cases  # noqa: E402
from emitter import relation


def _infer(plan, registry=None):
    # rule fragments: their partial-sum observables prove less than a value's specification
    return infer.infer(validate.validate(plan, partial=True), registry)


def _step(inf, name):
    return next(s for s in inf.steps if s.node.name == name)


# ------------------------------------------------------------------ the three rules on their plans

def test_seed_enters_the_scaled_relation():
    inf = _infer(cases.scaled_seed(False))
    g = _step(inf, "g")
    assert g.app.scaled.how == "seed" and g.app.scaled.factor == Poly.var("a:dp")
    assert g.output.rel.scaled_by == Poly.var("a:dp")
    assert g.output.rel.describe() == "scaled(dp)[dp:contiguous_shard(0)][tp:replicated]"
    # the ordinary rule is selected for the PM's factor on both sides
    assert g.app.scaled.proof_sm.scale.factor == g.node.scale.factor
    stmt, proof = obligations.render_step(g, inf)
    assert "nat_nz R P0 ->" in stmt and "rel_scaled (P0%:R)%R (rel_nest P0" in stmt
    assert "rule_scaled_seed Hp0 es (resp_nest (@resp_reindex _ _ _ _ _))" in proof


def test_homogeneous_op_carries_the_factor():
    inf = _infer(cases.scaled_seed(False))
    s = _step(inf, "s")  # reduce_sum over the batch: dp times a partial sum
    assert s.app.scaled.how == "hom" and s.app.scaled.hom == "hom_reduce_sum" and s.app.scaled.positions == (0,)
    assert s.output.rel.describe() == "scaled(dp)[dp:partial_sum][tp:replicated]"
    _, proof = obligations.render_step(s, inf)
    assert "apply: (scaled_map (Y := op_reduce_sum 0 (P0 * n0) (op_scale (P0%:R)%R A0))" in proof
    assert "exact: hom_reduce_sum" in proof


@pytest.mark.parametrize("rule,lemma", [("reduce_scatter_avg_rep", "nest_reduce_scatter_avg_rep"),
                                        ("reduce_scatter_avg_mid", "nest_reduce_scatter_avg_mid")])
def test_reduce_scatter_avg_leaves_the_scaled_relation(rule, lemma):
    inf = _infer(cases.CASES[rule](False))
    o = _step(inf, "o")
    assert o.app.rule.name == rule and o.app.kind == "scaled_avg"
    assert o.output.rel.scaled_by is None and o.output.rel.levels[0] == relation.Level("contiguous_shard", "dp", 0)
    stmt, proof = obligations.render_step(o, inf)
    # the PM averages: the reduce_scatter's scale 1 / dp is rendered
    assert "op_scale (1%:R / P0%:R)%R (op_reduce_scatter 0" in stmt
    assert f"(@{lemma} R P0 0" in proof and "Hp0" in proof


def test_all_reduce_avg_leaves_the_scaled_relation():
    # DDP: the dp all_reduce with scale 1 / dp of dp times a partial sum, tp laying out the last dim
    inf = _infer(cases.all_reduce_avg(False))
    o = _step(inf, "o")
    assert o.app.rule.name == "all_reduce_avg" and o.output.rel.scaled_by is None
    assert o.output.rel.describe() == "[dp:replicated][tp:contiguous_shard(1)]"
    stmt, proof = obligations.render_step(o, inf)
    assert "op_all_reduce P0 (1%:R / P0%:R)%R" in stmt
    assert proof.endswith("exact: (@nest_all_reduce_avg R P0 [:: P0 * n0; P1 * n1] _ Hp0 "
                          "(lin_axis (@lin_contiguous_shard R P1 1 n1 [:: P0 * n0; n1]))).")


def test_scaled_observable_is_refused():
    # observe dp times the gradient (the reduce_scatter's input) as if it were the gradient's partial sum
    b = PlanBuilder("scaled_observable", seed=41)
    dp, tp = b.axis("dp", 2), b.axis("tp", 2)
    N, n, d = b.symbols("N n d")
    b.constrain(N, "==", dp.size * n)
    b.sm.reduce_sum(b.sm.scale(b.sm.input("x", [N, d]), "g", 1, N), [0], "s")
    pm = b.program()
    s = pm.reduce_sum(pm.scale(pm.input("x", [n, d]), "g", 1, n, realizes="g"), [0], "s", realizes="s")
    b.bind("x", "x", b.rel(dp=shard(0), tp=rep()))
    b.observe("out", "s", s.name, b.rel(dp=P.Placement(kind=P.REL_PARTIAL_SUM), tp=rep()), output="value")
    cases.provenance(b, test_scaled_observable_is_refused)
    with pytest.raises(MissingRelationRule) as e:
        _infer(b.build())
    assert e.value.details["inferred_relation"] == "scaled(dp)[dp:partial_sum][tp:replicated]"


def test_sum_instead_of_avg_is_refused():
    # fsdp_sum_bug's mistake: the reduce_scatter sums (scale 1)
    with pytest.raises(MissingRelationRule) as e:
        _infer(cases.reduce_scatter_avg_rep(True))
    assert any("is not 1 / dp" in c for c in e.value.details["rule_candidates"]), e.value.details


def test_add_of_scaled_and_unscaled_is_refused():
    b = PlanBuilder("scaled_plus_unscaled", seed=41)
    dp, tp = b.axis("dp", 2), b.axis("tp", 2)
    N, n, d = b.symbols("N n d")
    b.constrain(N, "==", dp.size * n)
    x = b.sm.input("x", [N, d])
    b.sm.add(b.sm.scale(x, "g", 1, N), x, "z")
    pm = b.program()
    xl = pm.input("x", [n, d])
    z = pm.add(pm.scale(xl, "g", 1, n, realizes="g"), xl, "z", realizes="z")
    b.bind("x", "x", b.rel(dp=shard(0), tp=rep()))
    b.observe("out", "z", z.name, b.rel(dp=shard(0), tp=rep()), output="value")
    cases.provenance(b, test_add_of_scaled_and_unscaled_is_refused)
    with pytest.raises(MissingRelationRule) as e:
        _infer(b.build())
    assert "not homogeneous" in e.value.message and e.value.details["sm_node"] == "z"


def test_seed_not_offered_without_its_registry_entry():
    entries = tuple(e for e in load_registry() if e.name != "scaled_seed")
    with pytest.raises(MissingRelationRule) as e:
        _infer(cases.scaled_seed(False), Registry(ALL, entries=entries))
    assert "not in the library's rule registry" in e.value.details["rule_candidates"][0]


# ------------------------------------------------------------------ the pieces

def test_seed_needs_the_factor_divided_by_an_axis_size():
    plan = cases.scaled_seed(False)
    dims = relation.Dims(plan)
    sm = next(n for n in plan.sm.nodes if n.name == "g")
    pm = next(n for n in plan.programs[0].graph.nodes if n.name == "g")
    factor, proof, eq = S.seed(pm, sm, dims)
    assert factor == Poly.var("a:dp") and eq == (Poly.var("s:N").substitute(dims.defs), Poly.var("a:dp"),
                                                  Poly.var("s:n"))
    assert S.seed(pm, pm, dims) is None  # equal factors: the ordinary rule
    other = P.Node()
    other.CopyFrom(sm)
    other.scale.factor.CopyFrom(scalar(1, 3))  # 1 / 3 is no axis size times 1 / n
    assert S.seed(pm, other, dims) is None


@pytest.mark.parametrize("op,out,pos,want", [
    (P.OP_MATMUL, 0, (0,), "hom_matmul_l"), (P.OP_MATMUL, 0, (1,), "hom_matmul_r"),
    (P.OP_MATMUL, 0, (0, 1), None), (P.OP_ADD, 0, (0, 1), "hom_add"), (P.OP_ADD, 0, (0,), None),
    (P.OP_MUL, 0, (0, 1), None), (P.OP_SILU_GRAD, 0, (1,), "hom_silu_grad"), (P.OP_SILU_GRAD, 0, (0,), None),
    (P.OP_SDPA_BACKWARD, 1, (4,), "hom_sdpa_backward_dk"), (P.OP_SDPA_BACKWARD, 1, (0,), None),
    (P.OP_TRANSPOSE, 0, (0,), "conv"), (P.OP_EXP, 0, (0,), None),
])
def test_hom_lemma_table(op, out, pos, want):
    node = P.Node(name="n", op=op)
    assert S.hom_lemma(node, out, pos, [[Poly.var("s:a"), Poly.var("s:b")]] * 5) == want


def test_hom_lemma_by_rank():
    node = P.Node(name="n", op=P.OP_RMSNORM_BACKWARD)
    two, three = [[Poly.var("s:a")] * 2] * 3, [[Poly.var("s:a")] * 3] * 3
    assert S.hom_lemma(node, 1, (2,), two) == "hom_rmsnorm_backward_w"
    assert S.hom_lemma(node, 1, (2,), three) == "hom_rmsnorm_backward_w3"
    emb = P.Node(name="e", op=P.OP_EMBEDDING_BACKWARD)
    assert S.hom_lemma(emb, 0, (0,), [[], [Poly.var("s:a")] * 2]) == "hom_embedding_backward_off2"


def test_rel_pred_renders_rel_scaled():
    rel = infer.Relation((relation.Level("partial_sum", "dp"), relation.Level("replicated", "tp")),
                     ((Poly.var("s:d"),), (Poly.var("s:d"),)), scaled_by=Poly.var("a:dp"))
    names = C.Names(canonical=False)
    text = C.rel_pred(rel, (Poly.var("s:d"),), "X", "F", names)
    assert text.startswith("rel_scaled (P_dp%:R)%R (rel_nest P_dp (rel_partial_sum P_dp 1 [:: n_d])")


def test_reduce_scatter_scale_is_rendered():
    plan = cases.reduce_scatter_avg_rep(False)
    dims = relation.Dims(plan)
    node = next(n for n in plan.programs[0].graph.nodes if n.name == "o")
    text = C.pm_op(node, ["F"], [[Poly.var("s:d")]], [Poly.var("s:c")], "P_dp", "r", C.Names(canonical=False),
                   Location(), dims)
    assert text == "op_scale (1%:R / P_dp%:R)%R (op_reduce_scatter 0 n_c P_dp F r)"
    with pytest.raises(UnsupportedOperator):  # without the plan's dims only an integer scale renders
        C.pm_op(node, ["F"], [[Poly.var("s:d")]], [Poly.var("s:c")], "dp", "r", C.Names(canonical=False),
                Location(), None)


def test_every_scaled_rule_is_registered():
    names = {e.name: e.lemma for e in load_registry()}
    for r in S.RULES:
        assert names.get(r.name) == r.lemma
    assert default_registry()._offered(S.SEED) is None
