"""Shared fixtures: imports are expensive (one process per rank), so each
(plan, mesh) is imported once per session and reused."""

from __future__ import annotations

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for p in (ROOT, os.path.join(ROOT, ".cache", "gen")):
    if p not in sys.path:
        sys.path.insert(0, p)

MODEL = "frontends.torch.models.llama:llama_tiny"
PLANS = "frontends.torch.plans.llama_tp"

_cache: dict = {}


def imported(plan: str, mesh: tuple[int, ...]):
    """(plan proto, report) or the PlanError raised, cached per session."""
    from emitter.errors import PlanError
    from frontends.torch.importer import ImportRequest, import_plan

    key = (plan, mesh)
    if key not in _cache:
        try:
            _cache[key] = import_plan(ImportRequest(MODEL, f"{PLANS}:{plan}", mesh))
        except PlanError as e:
            _cache[key] = e
    return _cache[key]


def evaluator():
    """The exact evaluator, or skip when this checkout does not have it yet."""
    try:
        from emitter.evaluator.evaluate import evaluate
        from emitter.validate import validate
    except ImportError as e:  # pragma: no cover - depends on the emitter's progress
        pytest.skip(f"Plan IR evaluator not available: {e}")
    return validate, evaluate


def imported_any(model: str, plan: str, mesh: tuple[int, ...], workers: int = 3, batch: int = 2, seq: int = 0,
                 mesh_axes: tuple[str, ...] = ()):
    """As `imported`, for any model and plan reference (`mesh_axes`: the
    names a plan function's mesh needs, as --mesh tp=2 gives them)."""
    from emitter.errors import PlanError
    from frontends.torch.importer import ImportRequest, import_plan

    key = (model, plan, mesh, batch, seq, mesh_axes)
    if key not in _cache:
        try:
            _cache[key] = import_plan(ImportRequest(model, plan, mesh, batch=batch, seq=seq, workers=workers,
                                                    mesh_axes=mesh_axes))
        except PlanError as e:
            _cache[key] = e
    return _cache[key]
