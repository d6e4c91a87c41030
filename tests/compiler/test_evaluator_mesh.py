"""The exact evaluator runs a large mesh at capped axis sizes
(emitter/evaluator/mesh_reduction.py): a falsifier's shortcut, never part
of a proof. A bug still surfaces as false_goal, naming the mesh it was found
on; a plan that names concrete ranks keeps its own mesh."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from emitter import plan_io, prove, validate
from emitter.errors import Category, FalseGoal
from emitter.evaluator import mesh_reduction
from emitter.evaluator.falsify import falsify
from tests.compiler import plans


def test_small_mesh_is_evaluated_as_is():
    vp = validate.validate(plans.mlp_tp(8))
    assert mesh_reduction.evaluation_plan(vp) == (vp, None)


def test_large_rank_parametric_mesh_is_capped():
    vp = validate.validate(plans.mlp_dp_tp(16, 8))
    small, sizes = mesh_reduction.evaluation_plan(vp)
    assert sizes == {"dp": 2, "tp": 2} and small.mesh.world == 4
    evaluated = falsify(vp)
    assert evaluated.reduced_mesh == {"dp": 2, "tp": 2}
    # the second point grows both axes to 3 (9 ranks, within the budget)
    assert [p["mesh"] for p in evaluated.points] == [{"dp": 2, "tp": 2}, {"dp": 3, "tp": 3}]


def test_bug_on_a_large_mesh_is_still_false_goal_with_its_mesh(tmp_path):
    path = tmp_path / "bug.binpb"
    plan_io.save(plans.mlp_tp_missing_allreduce(128), str(path))
    res = prove.prove(str(path), None, run_tests=False)
    assert res.category == Category.FALSE_GOAL
    assert res.counterexample["mesh"] == {"tp": 2} and "on the reduced mesh tp=2" in res.message


def test_plan_naming_concrete_ranks_keeps_its_mesh():
    plan = plans.mlp_tp(128)
    plan.programs[0].ranks.extend(range(128))
    vp = validate.validate(plan)
    assert mesh_reduction.evaluation_plan(vp) == (vp, None)


def test_stage_axis_keeps_its_size():
    """Pipeline stages (`where pp = s`): capping pp at 2 would leave the
    programs of stages >= 2 without ranks, so the stage axis keeps its size
    and the other axes are capped (the 405B plan: pp 16 x dp 64 x tp 8 is
    evaluated at 16 x 2 x 2)."""
    plan = plan_io.load(str(plans.EXAMPLES_DIR / "pp2_dp2_tp2_mlp.textproto"))
    for a, n in zip(plan.mesh.axes, (16, 64, 8)):
        a.size = n
    plan.programs[1].where[0].value = 15
    vp = SimpleNamespace(plan=plan, mesh=SimpleNamespace(world=16 * 64 * 8))
    assert mesh_reduction.reduced_sizes(vp) == {"pp": 16, "dp": 2, "tp": 2}
