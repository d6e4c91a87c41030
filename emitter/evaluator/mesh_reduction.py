"""The meshes the exact evaluator runs on.

The evaluator runs the SM and every PM rank; its cost grows with the rank
count (a 512-rank, 126-layer plan needs tens of GiB). Proofs do not need
it: they are stated for every size of every live mesh axis, and only coqc's
verdict counts. The evaluator is a falsifier that finds counterexamples
early. For a plan of more than MAX_EVAL_RANKS ranks it therefore runs on the
same plan with every mesh axis capped at REDUCED_SIZE, when that plan is
still valid: the PM is rank-parametric, so shapes, groups and scales follow
the axis sizes. A counterexample found there refutes the every-size goal the
compiler would state. It names the mesh it was found on. An axis programs
are selected on (`where`: pipeline stages, one program per stage) keeps its
size, so every stage program still runs; the proof fixes that axis per
program anyway. A plan that names concrete ranks (program rank lists,
explicit subgroups) or whose constraints pin an axis size is evaluated at
its own mesh.

A second, alternative mesh (`alternative_sizes`) makes every axis the
statement quantifies run at a size > 1 somewhere: at size 1 a missing
collective or a coordinate-dependent offset on that axis is invisible, and
at size 2 a scale 1/2 written for 1/n is right. So a quantified axis of
size 1 runs at 2 and an axis of size 2 at 3, within the same rank budget.
Axes of size 1 that the statement fixes at 1 (relation.Dims: every axis of
size 1 but the first when all are, and that one too when no group names
it: the pinned level) keep their size: planners drop the collectives of
such an axis, so the plan is correct only there and claims nothing else.
"""

from __future__ import annotations

from typing import Callable, Optional

from emitter import relation, validate
from emitter.errors import PlanError
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2

MAX_EVAL_RANKS = 64
REDUCED_SIZE = 2


def rank_parametric(plan: P.Plan) -> bool:
    """Shapes, groups and scales follow the axis sizes: no concrete ranks."""
    return not (any(prog.ranks for prog in plan.programs) or any(g.subgroups for g in plan.groups))


def _stage_axes(plan: P.Plan) -> set[str]:
    return {w.axis for prog in plan.programs for w in prog.where}


def quantified_axes(plan: P.Plan) -> tuple[str, ...]:
    """The axes the statement is stated for every size of (relation.Dims on
    the stage-merged plan: programs.merge drops the stage axis first, so a
    size-1 axis beside it is the one kept; a kept size-1 axis no group
    names is pinned at 1, not quantified; programs.fold_microbatches's
    microbatch level is no mesh axis of the plan)."""
    stages = _stage_axes(plan)
    return relation.quantified([(a.name, a.size) for a in plan.mesh.axes if a.name not in stages],
                               relation.grouped_axes(plan))


def reduced_sizes(vp: ValidatedPlan) -> Optional[dict[str, int]]:
    """The capped mesh sizes, or None when the plan runs at its own mesh."""
    if vp.mesh.world <= MAX_EVAL_RANKS:
        return None
    plan = vp.plan
    if not rank_parametric(plan):
        return None
    stages = _stage_axes(plan)
    return {a.name: a.size if a.name in stages else min(a.size, REDUCED_SIZE) for a in plan.mesh.axes}


def at_sizes(plan: P.Plan, sizes: dict[str, int]) -> P.Plan:
    """The plan on a mesh of these axis sizes."""
    out = P.Plan()
    out.CopyFrom(plan)
    for a in out.mesh.axes:
        a.size = sizes[a.name]
    for sym in out.symbols:  # recorded values are the full mesh's sizes (informational)
        sym.ClearField("recorded")
    return out


def evaluation_plan(vp: ValidatedPlan) -> tuple[ValidatedPlan, Optional[dict[str, int]]]:
    """The validated plan the evaluator runs, and the reduced mesh sizes
    when it is not the plan's own mesh."""
    sizes = reduced_sizes(vp)
    if sizes is None:
        return vp, None
    try:
        return validate.validate(at_sizes(vp.plan, sizes)), sizes
    except PlanError:
        return vp, None


def alternative_plan(vp: ValidatedPlan, base: ValidatedPlan,
                     valid: Callable[[P.Plan], Optional[ValidatedPlan]]) -> ValidatedPlan:
    """The plan at the alternative mesh: starting from `base` (the mesh of
    the first run), each quantified axis of size 1 grows to 2 and each of
    size 2 to 3, one axis at a time in mesh order, while the ranks stay
    within the budget (MAX_EVAL_RANKS, or the first run's count if larger)
    and the plan still validates (`valid`: None when it does not; a
    constraint may pin a size, and a shape may not divide by 3). A stage
    axis keeps its size. `base` itself when nothing can grow."""
    plan = vp.plan
    if not rank_parametric(plan):
        return base
    stages = _stage_axes(plan)
    budget = max(MAX_EVAL_RANKS, base.mesh.world)
    sizes = dict(base.mesh.axis_sizes())
    cur = base
    for axis in quantified_axes(plan):
        if axis in stages or sizes[axis] > 2:
            continue
        grown = sizes[axis] + 1
        if cur.mesh.world // sizes[axis] * grown > budget:
            continue
        trial = dict(sizes, **{axis: grown})
        got = valid(at_sizes(plan, trial))
        if got is not None:
            sizes, cur = trial, got
    return cur
