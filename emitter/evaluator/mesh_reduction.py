"""The mesh the exact evaluator runs on.

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
"""

from __future__ import annotations

from typing import Optional

from emitter import validate
from emitter.errors import PlanError
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2

MAX_EVAL_RANKS = 64
REDUCED_SIZE = 2


def reduced_sizes(vp: ValidatedPlan) -> Optional[dict[str, int]]:
    """The capped mesh sizes, or None when the plan runs at its own mesh."""
    if vp.mesh.world <= MAX_EVAL_RANKS:
        return None
    plan = vp.plan
    if any(prog.ranks for prog in plan.programs) or any(g.subgroups for g in plan.groups):
        return None
    stages = {w.axis for prog in plan.programs for w in prog.where}
    return {a.name: a.size if a.name in stages else min(a.size, REDUCED_SIZE) for a in plan.mesh.axes}


def evaluation_plan(vp: ValidatedPlan) -> tuple[ValidatedPlan, Optional[dict[str, int]]]:
    """The validated plan the evaluator runs, and the reduced mesh sizes
    when it is not the plan's own mesh."""
    sizes = reduced_sizes(vp)
    if sizes is None:
        return vp, None
    small = P.Plan()
    small.CopyFrom(vp.plan)
    for a in small.mesh.axes:
        a.size = sizes[a.name]
    for sym in small.symbols:  # recorded values are the full mesh's sizes (informational)
        sym.ClearField("recorded")
    try:
        return validate.validate(small), sizes
    except PlanError:
        return vp, None
