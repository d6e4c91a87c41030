"""An operator added as the op table's data alone (issue 23, acceptance 4):
`pow` by a natural number is an OpKind and an emitter/ops.py entry (its
shape, kernel and Coq denotation, ops.Pointwise), nothing else of the
compiler. Validation, the exact evaluator, the renderer and rule selection
read it from the table; its rules are the registry's generic pointwise
entries (map1_reindex, map1_replicated: rule_map1_* at the op's entry
function, instantiated from their binders). A Megatron TP MLP with pow as
its activation is proved by coqc; its twin whose ranks use another exponent
than the single-device model is a false goal."""
from __future__ import annotations

import inspect
import types
from pathlib import Path

import numpy as np
import pytest

import checker
from emitter import infer, plan_io, prove, validate
from emitter.errors import Category, FalseGoal, InvalidPlan
from emitter.evaluator.evaluate import evaluate
from emitter.evaluator.falsify import falsify
from frontends.common.plan_writer import PlanBuilder, rep, shard
from proto import plan_pb2
from tests.compiler.coqc_package import coqc_package

P = plan_pb2


def _plan(pm_exponent: int = 3, sm_exponent: int = 3, act_sharded: bool = True) -> P.Plan:
    """x @ w1 (column-parallel), pow, @ w2 (row-parallel), all_reduce; with
    act_sharded=False the activation is applied to the gathered,
    replicated hidden state."""
    b = PlanBuilder(f"pow_tp_{pm_exponent}_{sm_exponent}_{int(act_sharded)}")
    tp = b.axis("tp", 2)
    b.group("tp", ["tp"])
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    a = sm.unary(P.OP_POW, sm.matmul(x, w1, "h"), "a", nat=P.NatAttrs(n=sm_exponent))
    sm.matmul(a, w2, "y")
    pm = b.program()
    xl, w1l, w2l = pm.input("x", [n, d]), pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    hl = pm.matmul(xl, w1l, "h", realizes="h")
    if act_sharded:
        al = pm.unary(P.OP_POW, hl, "a", realizes="a", nat=P.NatAttrs(n=pm_exponent))
    else:
        hg = pm.all_gather(hl, "tp", 1, 1, tp.size, "h_full")
        ag = pm.unary(P.OP_POW, hg, "a_full", realizes="a", nat=P.NatAttrs(n=pm_exponent))
        al = pm.slice(ag, 1, tp.coord * fl, fl, "a", helper="layout")
    yp = pm.matmul(al, w2l, "y_partial", realizes="y")
    pm.all_reduce(yp, "tp", 0, "y")
    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", "y", b.rel(tp=rep()), output="value")
    b.provenance("tests/compiler/test_pow.py:_plan", inspect.getsource(_plan).encode())
    return b.build()


def test_the_kernel_is_exact():
    p = 2147483647
    a = np.array([0, 1, 2, 12345, p - 1], dtype=np.int64)
    node = P.Node(op=P.OP_POW, nat=P.NatAttrs(n=5))
    from emitter import ops
    ctx = types.SimpleNamespace(p=p)
    assert list(ops.pointwise(P.OP_POW).kernel(ctx, node, a)) == [pow(int(v), 5, p) for v in a]


def test_the_rules_are_the_generic_pointwise_entries():
    steps = {s.node.name: s for s in infer.infer(validate.validate(_plan())).steps}
    assert steps["a"].app.rule.name == "map1_reindex" and steps["a"].app.rule.lemma == "rule_map1_reindex"
    assert steps["a"].output.rel.levels[0].kind == "contiguous_shard"
    steps = {s.node.name: s for s in infer.infer(validate.validate(_plan(act_sharded=False))).steps}
    assert steps["a_full"].app.rule.name == "map1_replicated"


@pytest.mark.parametrize("act_sharded", [True, False])
def test_a_pow_mlp_is_proved_by_coqc(tmp_path, act_sharded):
    path = tmp_path / "plan.pb"
    plan_io.save(_plan(act_sharded=act_sharded), str(path))
    (tmp_path / "WORKSPACE").write_text("")  # --out must be inside a workspace
    v = prove.prove(str(path), str(tmp_path / "gen"), run_tests=False)
    assert v.label == "generated", v.render()  # validated, evaluated, read back by the independent reader
    assert v.claim.all_sizes and tuple(v.claim.axes) == ("tp",), v.claim.summary()
    files = {f.name: f.read_bytes() for f in Path(tmp_path / "gen").iterdir() if f.is_file()}
    assert "pointwise (fun a => (a ^+ 3)%R)" in files["certificate_stmt_sm0.stmt"].decode()
    coqc_package(tmp_path, files)


def test_the_independent_reader_reads_the_exponent(tmp_path):
    """checker/ has its own reading of pow (it shares nothing with the
    emitter's op table): a statement with another exponent is not the plan's."""
    path = tmp_path / "plan.pb"
    plan_io.save(_plan(), str(path))
    (tmp_path / "WORKSPACE").write_text("")
    assert prove.prove(str(path), str(tmp_path / "gen"), run_tests=False).label == "generated"
    assert checker.check(str(path), tmp_path / "gen") == []
    for piece in (tmp_path / "gen").glob("certificate_stmt_*.stmt"):
        piece.write_text(piece.read_text().replace("(a ^+ 3)%R", "(a ^+ 2)%R"))
    found = checker.check(str(path), tmp_path / "gen")
    assert found and "entry function" in str(found[0]) and "pow 3" in str(found[0]), found


def test_another_exponent_on_the_ranks_is_a_false_goal(tmp_path):
    vp = validate.validate(_plan(pm_exponent=2))
    assert not evaluate(vp, shrink=False).equal
    with pytest.raises(FalseGoal):
        falsify(vp)
    path = tmp_path / "plan.pb"
    plan_io.save(_plan(pm_exponent=2), str(path))
    (tmp_path / "WORKSPACE").write_text("")
    v = prove.prove(str(path), str(tmp_path / "gen"), run_tests=False)
    assert v.category is Category.FALSE_GOAL and v.location["pm_node"] == "a", v.render()
    assert not (tmp_path / "gen" / "certificate.stmt").exists()


def test_pow_without_its_exponent_is_an_invalid_plan():
    plan = _plan()
    node = next(n for n in plan.programs[0].graph.nodes if n.name == "a")
    node.ClearField("nat")
    with pytest.raises(InvalidPlan, match="pow needs nat attributes"):
        validate.validate(plan)
