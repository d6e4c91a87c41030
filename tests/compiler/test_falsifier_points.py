"""The falsifier sees more than one point (issue 22, point 5): the exact
evaluator runs the smallest sizes on the plan's own (or reduced) mesh over
one prime and seed, and distinct larger sizes on an alternative mesh over
another prime and seed. Coincidence bugs that the smallest point cannot see
(tests/data/trust/coincidence_*_bug, built by coincidence_plans.py) are
false_goal, with a counterexample naming the smallest failing point; their
correct twins evaluate clean. No Bazel: prove(..., run_tests=False)."""

from __future__ import annotations

import shutil

import pytest

from emitter import plan_io, prove, symbolic, validate
from emitter.errors import Category, FalseGoal
from emitter.evaluator import mesh_reduction, points
from emitter.evaluator.falsify import check, falsify
from emitter.evaluator.field import PRIMES
from tests.compiler import coincidence_plans as C
from proto import plan_pb2
from tests.compiler import plans

P = plan_pb2

NAMES = sorted(C.PLANS)
# bug -> (the point the counterexample is minimized to, its mesh, its prime)
FOUND_AT = {
    # the start r * 2 equals r * n_l until n_l grows: only the larger point
    "coincidence_offset": ("larger", {"tp": 3}, PRIMES[1]),
    # 1/2 = 1/dp until dp grows: the alternative mesh at the smallest sizes
    "coincidence_scale": ("alternative mesh, smallest sizes, second prime and seed", {"dp": 3}, PRIMES[1]),
    # 2^31 = 1 mod the first prime only: the smallest sizes, second prime
    "coincidence_prime": ("smallest sizes, second prime and seed", {"tp": 2}, PRIMES[1]),
    # tp = 1 sums one partial product: tp = 2 at the smallest sizes
    "coincidence_size_one": ("alternative mesh, smallest sizes, second prime and seed", {"tp": 2}, PRIMES[1]),
}


def _path(name: str) -> str:
    return str(C.TRUST / f"{name}.textproto")


def test_committed_plans_are_fresh():
    for rel, text in C.rendered().items():
        assert (C.TRUST / rel).read_text() == text, f"{rel} is stale: python -m tests.compiler.coincidence_plans"


@pytest.mark.parametrize("name", NAMES)
def test_bug_is_invisible_at_the_smallest_point(name):
    """The scenario is a coincidence: the one point evaluated before this
    change (smallest sizes, own mesh, first prime, plan seed) sees nothing."""
    from emitter.evaluator import evaluate
    assert evaluate(validate.validate(plan_io.load(_path(f"{name}_bug"))), shrink=False).equal


@pytest.mark.parametrize("name", NAMES)
def test_bug_is_false_goal_naming_its_point(name):
    res = prove.prove(_path(f"{name}_bug"), None, run_tests=False)
    assert res.category == Category.FALSE_GOAL and res.category.exit_code == 15, res.render()
    cex = res.counterexample
    point, mesh, prime = FOUND_AT[name]
    assert (cex["point"], cex["mesh"], cex["prime"]) == (point, mesh, prime), cex
    assert cex["field"] == f"Z/{prime}Z" and cex["seed"] == plan_io.load(_path(f"{name}_bug")).seed + 1
    assert cex["dims"] and cex["expected"] != cex["actual"]
    assert f"at point {point!r}" in res.message


@pytest.mark.parametrize("name", NAMES)
def test_correct_twin_evaluates_clean_at_every_point(name):
    vp = validate.validate(plan_io.load(_path(name)))
    ev = falsify(vp)
    assert [p["point"] for p in ev.points] == ["minimal", "larger"]
    minimal, larger = ev.points
    assert minimal["prime"] != larger["prime"] and minimal["seed"] != larger["seed"]
    assert larger["mesh"] != minimal["mesh"]
    # every free symbol grew, to distinct values
    free = vp.symbols.free_symbols()
    assert all(larger["dims"][s] > minimal["dims"][s] for s in free)
    assert len({larger["dims"][s] for s in free}) == len(free)
    assert not ev.unexercised_axes


def test_shrunk_counterexample_names_its_point():
    """check() (validate_main --evaluate) shrinks the inputs, at the failing point."""
    vp = validate.validate(plan_io.load(_path("coincidence_offset_bug")))
    with pytest.raises(FalseGoal) as e:
        check(vp)
    cex = e.value.details["counterexample"]
    assert cex["point"] == "larger" and cex["inputs"]["x"]["shape"] == [9, 5]


def test_distinct_instantiation_respects_constraints():
    plan = plans.mlp_tp(2)
    vp = validate.validate(plan)
    inst = symbolic.distinct_instantiation(vp.symbols, vp.instantiation)
    assert inst == {"n": 3, "d": 5, "f": 14, "f_l": 7}  # f = tp * f_l is re-solved
    # a bound the distinct value would break: that symbol grows as far as it
    # allows (to 3, no longer distinct), the others stay distinct
    bounded = plans.mlp_tp(2)
    c = bounded.constraints.add(name="d_small", cmp=P.CMP_LE)
    c.lhs.terms.add(coeff=1).factors.add(symbol="d")
    c.rhs.constant = 4
    vb = validate.validate(bounded)
    got = symbolic.distinct_instantiation(vb.symbols, vb.instantiation)
    assert got == {"n": 3, "d": 3, "f": 10, "f_l": 5}
    c.rhs.constant = 2  # no room at all: d keeps its smallest value
    vb = validate.validate(bounded)
    assert symbolic.distinct_instantiation(vb.symbols, vb.instantiation)["d"] == 2


def test_cost_bound_grows_the_cheapest_symbols_first():
    vp = validate.validate(plans.mlp_tp(2))
    cost = lambda inst: inst["n"] * inst["d"] + inst["f"]  # noqa: E731
    got = symbolic.distinct_instantiation(vp.symbols, vp.instantiation, cost, 12)
    # cost 8 at the smallest sizes; grown alone n costs 10, d 14, f_l 18: n
    # grows to 3, d cannot grow, f_l grows only to 3 (not distinct from n)
    assert got == {"n": 3, "d": 2, "f": 6, "f_l": 3} and cost(got) == 12


def test_no_symbol_can_grow_keeps_the_smallest_sizes():
    plan = plans.mlp_tp(2)
    for s in ("n", "d", "f_l"):
        c = plan.constraints.add(name=f"{s}_pinned", cmp=P.CMP_EQ)
        c.lhs.terms.add(coeff=1).factors.add(symbol=s)
        c.rhs.constant = 2
    vp = validate.validate(plan)
    assert symbolic.distinct_instantiation(vp.symbols, vp.instantiation) == dict(vp.instantiation)
    pts = points.larger_points(vp, points.minimal_point(vp))
    assert "no symbol can grow under the constraints" in pts.notes


def test_alternative_mesh_respects_pins_and_the_rank_budget():
    # an axis pinned by a constraint keeps its size (the plan would not validate)
    plan = plans.mlp_tp(2)
    c = plan.constraints.add(name="tp_is_2", cmp=P.CMP_EQ)
    c.lhs.terms.add(coeff=1).factors.add(axis_size="tp")
    c.rhs.constant = 2
    vp = validate.validate(plan)
    assert points.larger_points(vp, points.minimal_point(vp)).larger.mesh == {"tp": 2}
    # 64 ranks: growing an axis would leave the budget
    vp = validate.validate(plans.mlp_tp(64))
    assert mesh_reduction.alternative_plan(vp, vp, points._valid) is vp


def test_plan_naming_ranks_keeps_its_mesh_and_says_so():
    plan = plans.mlp_tp(2)
    plan.programs[0].ranks.extend(range(2))
    ev = falsify(validate.validate(plan))
    assert [p["mesh"] for p in ev.points] == [{"tp": 2}, {"tp": 2}]
    assert any("concrete ranks" in n for n in ev.notes)


def test_verdict_lists_the_points():
    out = C.REPO / "generated" / "_pytest_falsifier"  # a package lives inside the workspace
    try:
        res = prove.prove(_path("coincidence_offset"), str(out), run_tests=False)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    assert res.label == "generated", res.render()
    assert [p["point"] for p in res.as_json()["evaluated_points"]] == ["minimal", "larger"]


def test_sizes_that_do_not_validate_grow_one_symbol_at_a_time():
    """pp2_dp2_tp2_mlp: validation matches dp collectives of the two stages
    by (group, seq), dw1 [d, f_l] against dw2 [f_l, d], equal only while
    d = f_l; the larger point keeps d and f_l and grows B_l, and says why."""
    vp = validate.validate(plan_io.load(str(plans.EXAMPLES_DIR / "pp2_dp2_tp2_mlp.textproto")))
    pts = points.larger_points(vp, points.minimal_point(vp))
    dims = pts.larger.describe()["dims"]
    assert (dims["B_l"], dims["d"], dims["f_l"]) == (3, 2, 2)
    assert any("do not validate" in n and "dw1" in n for n in pts.notes)


def test_run_time_error_at_the_larger_point_names_it(monkeypatch):
    from emitter.errors import InvalidPlan
    from emitter.evaluator import falsify as falsify_module
    real = falsify_module._run

    def failing(pt):
        if pt.name != "minimal":
            raise InvalidPlan("slice [4, 7) of a dim of size 6 (index out of range at run time)")
        return real(pt)
    monkeypatch.setattr(falsify_module, "_run", failing)
    with pytest.raises(InvalidPlan) as e:
        falsify(validate.validate(plan_io.load(_path("coincidence_offset"))))
    assert "at point 'larger': dims" in e.value.message and e.value.details["point"]["mesh"] == {"tp": 3}


def test_a_plan_too_large_at_its_smallest_sizes_is_refused_before_evaluating(monkeypatch):
    # an imported plan whose sizes stayed at the model's own (an 8B-shaped
    # one): refused as a resource limit, not killed by the kernel mid-run
    vp = validate.validate(plans.mlp_tp(2))
    monkeypatch.setattr(points, "MINIMAL_CAP", 10)
    with pytest.raises(Exception) as e:
        points.minimal_point(vp)
    assert e.value.category == Category.RESOURCE_LIMIT and "tensor entries at the smallest sizes" in e.value.message
