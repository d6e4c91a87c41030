"""DTensor's `_StridedShard` on one axis (the Plan IR's strided_shard,
semantics/RulesStrided.v, emitter/rules/strided.py): a fused projection's
columns [q | k | v] sharded piece by piece, end to end through coqc, its
buggy twin (the fused weight sharded contiguously) refuted by the
evaluator, and the refusals.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_strided.py"""
from __future__ import annotations

import inspect

import numpy as np
import pytest

from emitter import infer, obligations, validate
from emitter.errors import InvalidPlan, MissingRelationRule
from frontends.common.plan_writer import PlanBuilder, partial, rep, shard, strided
from proto import plan_pb2
from tests.compiler.coqc_package import coqc_package, generate

P = plan_pb2


def fused(bug: bool = False) -> P.Plan:
    """x [N; h] times the fused W [h; 3 H] (H = tp * c), cut into q, k, v
    (a split in two, then the rest in two, as the importer writes GPT-2's),
    and the backward: the three gradients concatenated back, dx = dy W^T
    (all-reduced), dW = x^T dy and its transpose dy^T x, and W^T transposed
    back. W is bound
    _StridedShard(1, 3) on tp: each rank holds [q_r | k_r | v_r]. `bug`:
    W bound Shard(1), each rank a contiguous third of [q | k | v]."""
    b = PlanBuilder(f"fused_strided{'_bug' if bug else ''}")
    tp = b.axis("tp", 2)
    b.group("tp", ["tp"])
    N, h, c = b.symbols("N h c")
    H = tp.size * c
    sm = b.sm
    x, w = sm.input("x", [N, h]), sm.param("w", [h, 3 * H])
    dq, dk, dv = (sm.input(n, [N, H]) for n in ("dq", "dk", "dv"))
    y = sm.matmul(x, w, "y")
    q, rest = sm.slice(y, 1, 0, H, "q"), sm.slice(y, 1, H, 2 * H, "rest")
    k, v = sm.slice(rest, 1, 0, H, "k"), sm.slice(rest, 1, H, H, "v")
    dy = sm.concat([dq, sm.concat([dk, dv], 1, "dkv")], 1, "dy")
    wt = sm.transpose(w, [1, 0], "wt")
    sm.matmul(dy, wt, "dx")
    sm.matmul(sm.transpose(x, [1, 0], "xt"), dy, "dw")
    sm.matmul(sm.transpose(dy, [1, 0], "dyt"), x, "dwt")
    sm.transpose(wt, [1, 0], "w_again")
    pm = b.program()
    xl, wl = pm.input("x", [N, h]), pm.param("w", [h, 3 * c])
    dql, dkl, dvl = (pm.input(n, [N, c]) for n in ("dq", "dk", "dv"))
    yl = pm.matmul(xl, wl, "y", realizes="y")
    ql, restl = pm.slice(yl, 1, 0, c, "q", realizes="q"), pm.slice(yl, 1, c, 2 * c, "rest", realizes="rest")
    kl, vl = pm.slice(restl, 1, 0, c, "k", realizes="k"), pm.slice(restl, 1, c, c, "v", realizes="v")
    dyl = pm.concat([dql, pm.concat([dkl, dvl], 1, "dkv", realizes="dkv")], 1, "dy", realizes="dy")
    wtl = pm.transpose(wl, [1, 0], "wt", realizes="wt")
    dxp = pm.matmul(dyl, wtl, "dx_partial", realizes="dx")
    dx = pm.all_reduce(dxp, "tp", 0, "dx_full")
    dw = pm.matmul(pm.transpose(xl, [1, 0], "xt", realizes="xt"), dyl, "dw", realizes="dw")
    dwt = pm.matmul(pm.transpose(dyl, [1, 0], "dyt", realizes="dyt"), xl, "dwt", realizes="dwt")
    again = pm.transpose(wtl, [1, 0], "w_again", realizes="w_again")
    layout = b.rel(tp=shard(1) if bug else strided(1, 3))
    b.bind("x", "x", b.rel())
    b.bind("w", "w", layout)
    for g in ("dq", "dk", "dv"):
        b.bind(g, g, b.rel(tp=shard(1)))
    for name, pmt in (("q", ql), ("k", kl), ("v", vl)):
        b.observe(name, name, pmt.name, b.rel(tp=shard(1)), output="value")
    b.observe("dx", "dx", dx.name, b.rel(), output="value")
    b.observe("dw", "dw", dw.name, b.rel(tp=strided(1, 3)), output="value")
    b.observe("dwt", "dwt", dwt.name, b.rel(tp=strided(0, 3)), output="value")
    b.observe("w_again", "w_again", again.name, b.rel(tp=strided(1, 3)), output="value")
    b.provenance("tests/compiler/test_rules_strided.py:fused", inspect.getsource(fused).encode())
    return b.build()




def test_every_strided_rule_is_selected():
    inf = infer.infer(validate.validate(fused()))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["y"] == "matmul_col_strided"
    assert got["q"] == got["k"] == got["v"] == got["rest"] == "slice_strided"
    assert got["dkv"] == got["dy"] == "concat_strided"
    assert got["wt"] == "transpose_reindex_back" and got["w_again"] == "transpose_reindex"
    assert got["dx_partial"] == "matmul_row_strided" and got["dw"] == "matmul_col_strided"
    assert got["dwt"] == "matmul_lead" and got["dyt"] == "transpose_reindex_back"
    facts = {s.node.name: s.output.rel.levels[0] for s in inf.steps}
    # one piece is the contiguous shard, two or three the strided one
    assert facts["q"].kind == "contiguous_shard" and (facts["rest"].kind, facts["rest"].pieces) == ("strided_shard", 2)
    assert (facts["dy"].kind, facts["dy"].pieces) == ("strided_shard", 3)
    per_step, unique = obligations.build(inf)
    assert any("rel_strided_shard" in o.statement for o in unique.values())


def test_a_strided_fused_projection_is_proved_by_coqc(tmp_path):
    v = generate(tmp_path, fused())
    assert v.label == "generated", v.render()
    assert tuple(v.claim.axes) == ("tp",), v.claim.summary()
    coqc_package(tmp_path, {f.name: f.read_bytes() for f in (tmp_path / "gen").iterdir() if f.is_file()})


def test_the_fused_weight_sharded_contiguously_is_a_false_goal(tmp_path):
    v = generate(tmp_path, fused(bug=True))
    assert v.label == "false_goal", v.render()
    assert v.counterexample is not None


# ------------------------------------------------------------------ refusals

def _with_layout(placement: P.Placement) -> P.Plan:
    plan = fused()
    b = next(b for b in plan.inputs if b.sm_tensor == "w")
    b.relation.placements[0].CopyFrom(placement)
    b.relation.placements[0].axis = "tp"
    return plan


@pytest.mark.parametrize("placement,why", [
    (P.Placement(kind=P.REL_STRIDED_SHARD, dim=1, split_factor=1), "split_factor 1"),
    (P.Placement(kind=P.REL_CONTIGUOUS_SHARD, dim=1, split_factor=3), "split_factor on a non-strided"),
    (P.Placement(kind=P.REL_STRIDED_SHARD, dim=2, split_factor=3), "out of range"),
])
def test_a_malformed_strided_placement_is_an_invalid_plan(placement, why):
    with pytest.raises(InvalidPlan) as e:
        validate.validate(_with_layout(placement))
    assert why in e.value.message and "inputs[" in str(e.value.location.field)


def test_pieces_that_do_not_divide_the_local_dim_are_refused():
    # 2 pieces of a local 3 * c: no chunk c' with 2 * c' = 3 * c (a polynomial in whole coefficients)
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(validate.validate(_with_layout(P.Placement(kind=P.REL_STRIDED_SHARD, dim=1, split_factor=2))))
    assert "is not written as 2 * (a chunk)" in e.value.message


def test_a_cut_across_pieces_is_not_a_strided_slice():
    from emitter.rules import strided as S
    inf = infer.infer(validate.validate(fused()))
    step = next(s for s in inf.steps if s.node.name == "rest")
    ctx = _ctx(inf, step)
    node = P.Node()
    node.CopyFrom(step.node)
    node.slice.start.Clear()
    node.slice.start.terms.add(coeff=1).factors.add(symbol="N")  # offset N: no whole number of chunks c
    import dataclasses
    assert "not whole pieces" in S._slice(dataclasses.replace(ctx, node=node))


def test_operands_strided_differently_have_no_row_rule():
    import dataclasses
    from emitter.rules import strided as S
    inf = infer.infer(validate.validate(fused()))
    step = next(s for s in inf.steps if s.node.name == "dx_partial")
    ctx = _ctx(inf, step)
    A, B = ctx.inputs
    two = dataclasses.replace(B, rel=dataclasses.replace(B.rel, pieces=2))
    assert "differ" in S._matmul_row(dataclasses.replace(ctx, inputs=(A, two)))


def _ctx(inf, step):
    from emitter.rules.base import MatchCtx
    return MatchCtx(node=step.node, sm_node=step.sm_node, inputs=tuple(f.at(0) for f in step.inputs), axis="tp",
                    out_local=step.output.local_shape, out_sm=step.output.sm_shape, dims=inf.dims, groups={},
                    mesh=None, out_index=step.out_index)


def test_the_evaluator_reads_a_strided_shard_piece_by_piece():
    # DTensor's _StridedShard(0, 3) of 12 rows over 2 ranks: rank r holds rows 2r, 2r+1 of each third
    from emitter.evaluator.relations import Projector
    from emitter.mesh import Mesh
    proj = Projector(Mesh(("tp",), (2,)), {}, lambda s: 1, 101)
    rel = P.Relation(placements=[P.Placement(axis="tp", kind=P.REL_STRIDED_SHARD, dim=0, split_factor=3)])
    x = np.arange(12)
    assert proj.project(x, rel, 0).tolist() == [0, 1, 4, 5, 8, 9]
    assert proj.project(x, rel, 1).tolist() == [2, 3, 6, 7, 10, 11]


def test_a_strided_shard_and_another_split_of_its_dim_have_no_encoding():
    # (dp, tp): a dim strided on tp and sharded on dp: rel_strided_shard is its dim's only split
    from emitter.errors import Location
    from emitter.relation import Dims, relation_from_proto
    from emitter.symbolic import Poly
    b = PlanBuilder("two_splits")
    b.axis("dp", 2), b.axis("tp", 2)
    rel = b.rel(dp=shard(0), tp=strided(0, 3))
    c = Poly.var("s:c")
    got = relation_from_proto(rel, Dims(b.build()), Location(), (Poly.const(3) * c,),
                              (Poly.const(3) * Poly.var("a:dp") * Poly.var("a:tp") * c,))
    assert got.bad and "split by the strided shard on 'tp' and by another axis" in got.bad
