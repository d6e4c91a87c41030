"""The points the exact evaluator runs a plan at.

One point (the smallest instantiation, one mesh, one prime, one seed) hides
bugs that coincide with the right plan there: an offset or a scale written
for size 2 where a symbol is 2, a factor that is 1 modulo the prime, a
missing collective on an axis of size 1. So the falsifier runs two points,
each a full evaluation (about twice the cost of one):

  minimal: the smallest instantiation, the plan's own (or reduced) mesh,
           the first prime, the plan's seed;
  larger:  distinct larger sizes where the constraints allow
           (symbolic.distinct_instantiation), the alternative mesh
           (mesh_reduction.alternative_plan), the second prime, seed + 1.

The larger point's cost is bounded: its mesh by the rank budget of
mesh_reduction, its sizes by the evaluator's memory. The evaluator keeps
every SM tensor and every rank's PM tensors, so their total element count
at the larger sizes may be at most LARGER_COST times that at the smallest
sizes on the same mesh (or LARGER_FLOOR elements, for small plans); a
symbol whose growth would pass that bound keeps its smallest size (the
405B-shaped plan: 2.7 GiB at the smallest sizes, 20 GiB and more with
every symbol grown).

`between` lists, for a failure at the larger point, the points between
the two (the larger point's prime and seed at smaller sizes and meshes):
the counterexample reported is the smallest failing one.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, Callable, Mapping, Optional

from emitter import validate
from emitter.errors import Location, PlanError, ResourceLimit
from emitter.evaluator.field import PRIMES, Field
from emitter.evaluator.mesh_reduction import alternative_plan, evaluation_plan, rank_parametric
from emitter.symbolic import Poly, distinct_instantiation, sym
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2
LARGER_COST = 1.5
LARGER_FLOOR = 1 << 20
# what the evaluator may hold at the smallest sizes (int64 entries: 8 GiB);
# the 405B-shaped plan needs 2.7 GiB, a plan kept at an 8B model's own sizes
# would need ~100 GiB and is refused before any tensor is allocated
MINIMAL_CAP = 1 << 30


@dataclasses.dataclass(frozen=True)
class Point:
    name: str
    vp: ValidatedPlan      # the plan at this point's mesh and instantiation
    field: Field
    seed: int
    mesh_kind: str         # "own", "reduced" (mesh_reduction) or "alternative"

    @property
    def mesh(self) -> dict[str, int]:
        return self.vp.mesh.axis_sizes()

    def describe(self) -> dict[str, Any]:
        """What names the point in a counterexample and a verdict."""
        return {"point": self.name, "dims": dict(self.vp.instantiation), "mesh": self.mesh,
                "prime": self.field.p, "seed": self.seed}


@dataclasses.dataclass(frozen=True)
class Points:
    larger: Point
    # smaller points between the minimal and the larger one, smallest first
    between: tuple[Point, ...]
    # why the larger point is not larger in some respect (empty when it is)
    notes: tuple[str, ...]


def _valid(plan: P.Plan) -> Optional[ValidatedPlan]:
    try:
        return validate.validate(plan)
    except PlanError:
        return None


def pinned(plan: P.Plan, values: dict[str, int], free: tuple[str, ...]) -> P.Plan:
    """The plan with each free symbol fixed by an equality constraint: its
    smallest instantiation is then `values`."""
    out = P.Plan()
    out.CopyFrom(plan)
    for s in out.symbols:
        s.ClearField("recorded")
    for n in free:
        c = out.constraints.add(name=f"falsifier: {n} = {values[n]}", cmp=P.CMP_EQ)
        c.lhs.terms.add(coeff=1).factors.add(symbol=n)
        c.rhs.constant = values[n]
    return out


def _larger_plan(alt: ValidatedPlan, inst: dict[str, int], notes: list[str]) -> ValidatedPlan:
    """The plan validated at `inst`. When it does not validate there (a
    check the smallest sizes pass by coincidence, e.g. two shapes [a, b]
    and [b, a] compared where a = b = 2), each symbol grows alone, in
    turn, and keeps its growth where the plan still validates: one
    validation per free symbol, on this failure path only."""
    free = alt.symbols.free_symbols()
    try:
        return validate.validate(pinned(alt.plan, inst, free))
    except PlanError as e:
        notes.append(f"the larger sizes {inst} do not validate ({e.category.label}: {e.message}); "
                     "the symbols grew one at a time")
    cur, got = dict(alt.instantiation), alt
    for n in free:
        trial = dict(cur, **{n: inst[n]})
        vp = _valid(pinned(alt.plan, trial, free))
        if vp is not None:
            cur, got = trial, vp
    return got


def _element_count(vp: ValidatedPlan) -> Callable[[Mapping[str, int]], int]:
    """The number of elements the evaluator holds (the SM's tensors, and
    each program's once per rank), as a function of the instantiation."""
    weights: dict[tuple[Poly, ...], int] = {}
    for g, ranks in [(vp.sm, 1)] + [(prog.graph, len(prog.ranks)) for prog in vp.programs]:
        for t in g.tensors.values():
            weights[t.shape] = weights.get(t.shape, 0) + ranks

    def count(inst: Mapping[str, int]) -> int:
        env = {sym(n): v for n, v in inst.items()}
        return sum(w * math.prod(max(p.evaluate(env), 0) for p in shape) for shape, w in weights.items())
    return count


def minimal_point(vp: ValidatedPlan) -> Point:
    first, reduced = evaluation_plan(vp)
    held = _element_count(first)(first.instantiation)
    if held > MINIMAL_CAP:
        raise ResourceLimit(f"the exact evaluator would hold {held:,} tensor entries at the smallest sizes "
                            f"{dict(first.instantiation)} (at most {MINIMAL_CAP:,})", Location(field="symbols"))
    return Point("minimal", first, Field(PRIMES[0]), vp.plan.seed, "own" if reduced is None else "reduced")


def larger_points(vp: ValidatedPlan, minimal: Point) -> Points:
    """The larger point and the points between; computed only once the
    minimal point passed (it costs validations of the plan)."""
    seed = vp.plan.seed
    own = vp.mesh.axis_sizes()
    first = minimal.vp

    def kind(p: ValidatedPlan) -> str:
        return minimal.mesh_kind if p.mesh.axis_sizes() == first.mesh.axis_sizes() else (
            "own" if p.mesh.axis_sizes() == own else "alternative")

    notes = []
    alt = alternative_plan(vp, first, _valid)
    if alt.mesh.axis_sizes() == first.mesh.axis_sizes():
        notes.append("no other mesh: " + ("the plan names concrete ranks" if not rank_parametric(vp.plan) else
                                          "no axis of size 1 or 2 can grow within the rank budget and the constraints"))
    table = alt.symbols
    elements = _element_count(alt)
    bound = max(LARGER_FLOOR, LARGER_COST * elements(alt.instantiation))
    larger_inst = distinct_instantiation(table, alt.instantiation, elements, bound)
    larger_vp = alt
    kept = [n for n in table.free_symbols() if larger_inst[n] == alt.instantiation[n]]
    if kept and larger_inst != dict(alt.instantiation):
        notes.append("kept at their smallest sizes (constraints or the cost bound): " + ", ".join(kept))
    if larger_inst != dict(alt.instantiation):
        larger_vp = _larger_plan(alt, larger_inst, notes)
    else:
        notes.append("no symbol can grow under the constraints" if larger_inst == distinct_instantiation(
            table, alt.instantiation) else f"no symbol can grow within the cost bound ({bound:.0f} elements)")
    field, seed2 = Field(PRIMES[1]), seed + 1
    larger = Point("larger", larger_vp, field, seed2, kind(larger_vp))
    between = [Point("smallest sizes, second prime and seed", first, field, seed2, minimal.mesh_kind)]
    if alt is not first and alt is not larger_vp:
        between.append(Point("alternative mesh, smallest sizes, second prime and seed", alt, field, seed2,
                             kind(alt)))
    return Points(larger, tuple(between), tuple(notes))
