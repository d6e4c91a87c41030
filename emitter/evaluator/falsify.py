"""The falsifier: the exact evaluator at every point of evaluator.points,
in order (minimal, then larger). The first point where an observable
differs is a false goal; a failure at the larger point is first retried at
the points between (smaller sizes and mesh), so the counterexample is the
smallest failing one. It names its point: dims, mesh, prime, seed. This is
the one driver: `tv prove` (beside generation), `validate_main --evaluate`
and the corpus build call it."""

from __future__ import annotations

import dataclasses
from typing import Any, Optional

from emitter.errors import FalseGoal, Location, PlanError
from emitter.evaluator.evaluate import Evaluator, Outcome, shrink_counterexample
from emitter.evaluator.localize import first_divergence
from emitter.evaluator.mesh_reduction import quantified_axes
from emitter.evaluator.points import Point, larger_points, minimal_point
from emitter.specification import describe
from emitter.evaluator.run import Values
from emitter.validate import ValidatedPlan


@dataclasses.dataclass(frozen=True)
class Evaluated:
    """What the falsifier ran, all of it without a mismatch."""

    plan: str
    observables: tuple[str, ...]
    points: tuple[dict[str, Any], ...]  # Point.describe() of each run, in order
    notes: tuple[str, ...]              # where the larger point could not be larger
    # quantified axes that ran only at size 1 (the claim may not say "every size" of them)
    unexercised_axes: tuple[str, ...]
    # the minimal run's mesh when it is not the plan's own (mesh_reduction)
    reduced_mesh: Optional[dict[str, int]]

    def as_json(self) -> dict[str, Any]:
        return {"plan": self.plan, "equal": True, "observables": list(self.observables),
                "points": list(self.points), "notes": list(self.notes),
                "unexercised_axes": list(self.unexercised_axes), "reduced_mesh": self.reduced_mesh}


@dataclasses.dataclass(frozen=True)
class _Failure:
    point: Point
    ev: Evaluator
    inputs: Values
    outcome: Outcome


def _run(pt: Point) -> Optional[_Failure]:
    ev = Evaluator(pt.vp, pt.seed, pt.field)
    inputs = ev.inputs()
    out = ev.run(inputs)
    return _Failure(pt, ev, inputs, out) if out.failures else None


def _run_named(pt: Point) -> Optional[_Failure]:
    """_run at a point other than the minimal one: a run-time error there
    (an index out of range, a deadlock at the alternative mesh) is the
    plan's at that point, and says which point it is."""
    try:
        return _run(pt)
    except PlanError as e:
        d = pt.describe()
        raise type(e)(f"{e.message} (at point {pt.name!r}: dims {d['dims']}, mesh {d['mesh']}, "
                      f"{pt.field.label}, seed {pt.seed})", e.location, **dict(e.details, point=d)) from e


def falsify(vp: ValidatedPlan, shrink: bool = False) -> Evaluated:
    """Raises FalseGoal at the first failing point; `shrink` also shrinks
    the counterexample's inputs (delta debugging, up to SHRINK_BUDGET
    evaluations: for tools and tests, not for `tv prove` on a large plan)."""
    minimal = minimal_point(vp)
    failure = _run(minimal)
    if failure is not None:
        raise _false_goal(failure, shrink)
    rest = larger_points(vp, minimal)
    failure = _run_named(rest.larger)
    if failure is not None:
        failure = next((f for f in map(_run_named, rest.between) if f is not None), failure)
        raise _false_goal(failure, shrink)
    ran = (minimal, rest.larger)
    unexercised = tuple(a for a in quantified_axes(vp.plan) if all(pt.mesh[a] == 1 for pt in ran))
    reduced = minimal.mesh if minimal.mesh_kind == "reduced" else None
    return Evaluated(vp.plan.name, tuple(o.name for o in vp.plan.observables),
                     tuple(pt.describe() for pt in ran), rest.notes, unexercised, reduced)


def check(vp: ValidatedPlan) -> Evaluated:
    """falsify() with the counterexample's inputs shrunk (validate_main
    --evaluate, tests)."""
    return falsify(vp, shrink=True)


def _false_goal(f: _Failure, shrink: bool) -> FalseGoal:
    pt, vp = f.point, f.point.vp
    obs = {o.name: o for o in vp.plan.observables}
    name, mm = f.outcome.failures[0]
    o = obs[name]
    pm_node, sm_node, tensor = _localize(vp, f.ev, f.outcome, o)
    cex: dict[str, Any] = {
        "observable": name, "rank": mm.rank, "index": list(mm.index),
        "expected": mm.expected, "actual": mm.actual, "mismatching_elements": mm.count,
        "field": pt.field.label, **pt.describe(),
    }
    # the differing elements at the failing rank (the report's table); not
    # in `counterexample`, which corpus manifests record as it is
    differing = {"rank": mm.rank, "shape": list(mm.shape),
                 "elements": [{"index": list(i), "expected": e, "actual": a} for i, e, a in mm.sample]}
    if shrink:
        small = shrink_counterexample(f.ev, f.inputs, name)
        cex.update({k: small[k] for k in ("rank", "index", "expected", "actual", "inputs")})
        differing = None  # the shrunk inputs differ elsewhere
    where = ", ".join(f"{a}={n}" for a, n in pt.mesh.items())
    at = f" on the {pt.mesh_kind} mesh {where}" if pt.mesh_kind != "own" else ""
    sizes = ", ".join(f"{k}={v}" for k, v in pt.vp.instantiation.items())
    return FalseGoal(
        f"observable {name!r}: the PM differs from the SM at rank {cex['rank']}, index {cex['index']} "
        f"(expected {cex['expected']}, got {cex['actual']}){at}; at point {pt.name!r} "
        f"(sizes {sizes or 'none'}, {pt.field.label}, seed {pt.seed})",
        Location(graph="pm", node=pm_node, tensor=tensor, rank=mm.rank),
        sm_node=sm_node, counterexample=cex, expected_relation=describe(o.relation), differing=differing)


def _localize(vp: ValidatedPlan, ev: Evaluator, out: Outcome, o):
    """First PM tensor (topological order) whose annotation is violated;
    else the first that matches no relation (evaluator.localize); else the
    observable's producer."""
    proj, sm_vals, pm_vals = ev.proj, out.sm, out.pm
    for prog in vp.programs:
        g = prog.graph
        for ni in g.order:
            node = g.graph.nodes[ni]
            for t in node.outputs:
                decl = g.tensors[t].decl
                if not decl.sm_tensor or not decl.HasField("relation") or decl.sm_tensor not in sm_vals:
                    continue
                try:
                    mm = proj.compare(sm_vals[decl.sm_tensor], decl.relation, {r: pm_vals[r][t] for r in prog.ranks},
                                      list(prog.ranks), {r: pm_vals[r] for r in prog.ranks})
                except PlanError:
                    continue
                if mm is not None:
                    return node.name, node.realizes or None, t
    # no annotation is violated (a frontend that annotates only its inputs):
    # the first PM tensor that relates to its SM value by no relation at all
    d = first_divergence(vp, proj, sm_vals, pm_vals)
    if d is not None:
        return d.pm_node, d.sm_node, d.pm_tensor
    # the observable's producer, in the (first) program that holds it
    g = next((p.graph for p in vp.programs if o.pm_tensor in p.graph.tensors), vp.programs[0].graph)
    pi = g.producer.get(o.pm_tensor)
    si = vp.sm.producer.get(o.sm_tensor)
    return (g.graph.nodes[pi].name if pi is not None else None,
            vp.sm.graph.nodes[si].name if si is not None else None, o.pm_tensor)
