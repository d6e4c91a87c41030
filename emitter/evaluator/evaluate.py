"""The exact evaluator at one point: run SM and PM on the same seeded
inputs over Z/pZ, compare every observable through its relation, localize
the first diverging tensor and shrink the counterexample. The falsifier
(evaluator.falsify) runs it at several points; `evaluate` is one of them,
for tests and tools that inspect a single run."""

from __future__ import annotations

import dataclasses
import time
from typing import Any, Optional

import numpy as np

from emitter.evaluator import field as F
from emitter.evaluator.localize import Divergence, first_divergence, observable_divergence
from emitter.evaluator.relations import Mismatch, Projector
from emitter.evaluator.run import Exprs, Values, pm_inputs, run_pm, run_sm, sm_inputs
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2
SHRINK_BUDGET = 400  # evaluations


@dataclasses.dataclass(frozen=True)
class Outcome:
    sm: Values
    pm: list[Values]
    failures: tuple[tuple[str, Mismatch], ...]  # (observable, first mismatch), plan order


@dataclasses.dataclass(frozen=True)
class Report:
    plan: str
    seed: int
    instantiation: dict[str, int]
    observables: tuple[str, ...]
    failing: tuple[str, ...]
    divergence: Optional[Divergence]
    observable_mismatch: Optional[Divergence]
    counterexample: Optional[dict[str, Any]]
    evaluations: int
    seconds: float

    @property
    def equal(self) -> bool:
        return not self.failing

    def as_json(self) -> dict[str, Any]:
        return {
            "plan": self.plan, "seed": self.seed, "instantiation": self.instantiation,
            "equal": self.equal, "observables": list(self.observables), "failing": list(self.failing),
            "divergence": _div_json(self.divergence), "observable_mismatch": _div_json(self.observable_mismatch),
            "counterexample": self.counterexample, "evaluations": self.evaluations,
        }


def _div_json(d: Optional[Divergence]):
    return None if d is None else {k: (list(v) if isinstance(v, tuple) else v)
                                   for k, v in dataclasses.asdict(d).items()}


class Evaluator:
    def __init__(self, vp: ValidatedPlan, seed: Optional[int] = None, field: F.Field = F.Field(F.PRIMES[0])):
        self.vp = vp
        self.seed = vp.plan.seed if seed is None else seed
        self.field = field
        self.funcs = F.Functions(self.seed, field)
        ex = Exprs(vp)
        self.proj = Projector(vp.mesh, vp.permutations, lambda s: ex.scalar(s, None, self.funcs), field.p)
        self.evaluations = 0

    def inputs(self) -> Values:
        return sm_inputs(self.vp, self.seed, self.field)

    def run(self, inputs: Values) -> Outcome:
        self.evaluations += 1
        sm = run_sm(self.vp, inputs, self.funcs)
        pm = run_pm(self.vp, pm_inputs(self.vp, inputs, self.seed, self.funcs), self.funcs)
        failures = []
        for obs in self.vp.plan.observables:
            # the ranks whose program holds it (a pipeline stage may be the only one)
            ranks = [r for r in range(self.vp.mesh.world) if obs.pm_tensor in pm[r]]
            family = {r: pm[r][obs.pm_tensor] for r in ranks}
            mm = self.proj.compare(sm[obs.sm_tensor], obs.relation, family, ranks, {r: pm[r] for r in ranks})
            if mm is not None:
                failures.append((obs.name, mm))
        return Outcome(sm, pm, tuple(failures))


def evaluate(vp: ValidatedPlan, seed: Optional[int] = None, shrink: bool = True,
             field: F.Field = F.Field(F.PRIMES[0])) -> Report:
    t0 = time.perf_counter()
    ev = Evaluator(vp, seed, field)
    inputs = ev.inputs()
    out = ev.run(inputs)
    names = tuple(o.name for o in vp.plan.observables)
    inst = dict(vp.instantiation)
    if not out.failures:
        return Report(vp.plan.name, ev.seed, inst, names, (), None, None, None, ev.evaluations,
                      time.perf_counter() - t0)
    obs_by_name = {o.name: o for o in vp.plan.observables}
    first_obs, first_mm = out.failures[0]
    obs_div = observable_divergence(vp, obs_by_name[first_obs], first_mm)
    div = first_divergence(vp, ev.proj, out.sm, out.pm) or obs_div
    cex = shrink_counterexample(ev, inputs, first_obs) if shrink else _cex(ev, inputs, first_obs, first_mm)
    return Report(vp.plan.name, ev.seed, inst, names, tuple(n for n, _ in out.failures), div, obs_div,
                  cex, ev.evaluations, time.perf_counter() - t0)


# ------------------------------------------------------------------ shrinking

def _still_fails(ev: Evaluator, inputs: Values, observable: str, force: bool = False) -> Optional[Mismatch]:
    if ev.evaluations >= SHRINK_BUDGET and not force:
        return None
    for name, mm in ev.run(inputs).failures:
        if name == observable:
            return mm
    return None


def shrink_counterexample(ev: Evaluator, inputs: Values, observable: str) -> dict[str, Any]:
    """Greedy delta debugging on ring inputs: zero whole tensors, then
    halving blocks of entries, then set survivors to 1 -- keeping the
    observable failing. Index inputs keep their (contract-valid) values."""
    cur = {k: v.copy() for k, v in inputs.items()}
    ring = [n for n in ev.vp.sm.inputs() if ev.vp.sm.tensors[n].kind == P.VALUE_RING]
    for name in ring:
        trial = dict(cur)
        trial[name] = np.zeros_like(cur[name])
        if _still_fails(ev, trial, observable):
            cur = trial
    for name in ring:
        flat = cur[name].reshape(-1)
        block = max(1, flat.size // 2)
        while block >= 1 and ev.evaluations < SHRINK_BUDGET:
            nz = np.flatnonzero(flat)
            for start in range(0, nz.size, block):
                trial_flat = flat.copy()
                trial_flat[nz[start:start + block]] = 0
                trial = dict(cur)
                trial[name] = trial_flat.reshape(cur[name].shape)
                if _still_fails(ev, trial, observable):
                    cur, flat = trial, trial_flat
            if block == 1:
                break
            block //= 2
        for i in np.flatnonzero(flat):
            if flat[i] == 1 or ev.evaluations >= SHRINK_BUDGET:
                continue
            trial_flat = flat.copy()
            trial_flat[i] = 1
            trial = dict(cur)
            trial[name] = trial_flat.reshape(cur[name].shape)
            if _still_fails(ev, trial, observable):
                cur, flat = trial, trial_flat
    # Every accepted state failed, so this rerun reports the final mismatch.
    mm = _still_fails(ev, cur, observable, force=True)
    return _cex(ev, cur, observable, mm)


def _cex(ev: Evaluator, inputs: Values, observable: str, mm: Mismatch) -> dict[str, Any]:
    vp = ev.vp
    tensors = {}
    for name in vp.sm.inputs():
        v = inputs[name]
        t = vp.sm.tensors[name]
        if t.kind == P.VALUE_RING:
            nz = np.argwhere(v != 0)
            entries = {",".join(map(str, i)): int(v[tuple(i)]) for i in nz[:32]}
            tensors[name] = {"shape": list(v.shape), "nonzero": entries, "nonzero_count": int(nz.shape[0])}
        else:
            tensors[name] = {"shape": list(v.shape), "values": np.asarray(v).astype(np.int64).reshape(-1).tolist()[:64]}
    return {
        "field": ev.field.label, "seed": ev.seed, "sizes": dict(vp.instantiation),
        "observable": observable, "rank": mm.rank, "index": list(mm.index),
        "expected": mm.expected, "actual": mm.actual, "inputs": tensors,
    }
