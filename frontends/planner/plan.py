"""Assembling a Plan from a configuration: mesh, symbols, programs, the
model's training step in lockstep SM/PM, observables, provenance."""

from __future__ import annotations

import hashlib
import os

from frontends.common.plan_writer import PlanBuilder, ex
from proto import plan_pb2

from frontends.planner import dims, microbatch
from frontends.planner.config import MESH_AXES, PP_AXIS, Config
from frontends.planner.emit import Emitter, ProgramClass, pp_classes
from frontends.planner.layers import Ctx
from frontends.planner.models import MODELS

P = plan_pb2
SOURCE_DIR = os.path.dirname(os.path.abspath(__file__))


class PlannerBug(AssertionError):
    """The planner broke one of its own invariants."""


def source_files() -> list[str]:
    return sorted(f for f in os.listdir(SOURCE_DIR) if f.endswith(".py"))


def build(cfg: Config, config_bytes: bytes) -> P.Plan:
    b = PlanBuilder(cfg.name, seed=cfg.seed)
    pp = cfg.size(PP_AXIS)
    for a in ((PP_AXIS,) if pp > 1 else ()) + MESH_AXES:  # stages outermost
        b.axis(a, cfg.size(a))
    D = dims.declare(b, cfg)
    E = Emitter(b, pp_classes(pp) if pp > 1 else [ProgramClass("main")])
    C = Ctx(E, D, cfg)
    C.pos_sm = E.sm.arange(D.N, "pos")
    MODELS[cfg.model.family](C)
    for name, sm, pm, rel, output, of in C.observables:
        b.observe(name, sm, pm, rel, output, of)
    if cfg.parallel.microbatches > 1:
        microbatch.split(b.plan, cfg.parallel.microbatches, ex(D.B))
    _check_gradient_coverage(b.plan, C)
    b.provenance(f"config:{cfg.name}", config_bytes)
    for f in source_files():
        with open(os.path.join(SOURCE_DIR, f), "rb") as fh:
            b.provenance(f"frontends/planner/{f}", fh.read())
    return b.build()


def _check_gradient_coverage(plan: P.Plan, C: Ctx) -> None:
    """The gradient observables' denominator is the SM graph's parameter
    list, not the planner's bookkeeping."""
    sm_params = sorted(t.name for t in plan.sm.tensors if t.role == P.ROLE_PARAMETER)
    observed_sm = {o.sm_tensor for o in plan.observables}
    observed = sorted(o.of for o in plan.outputs if o.kind == P.OUTPUT_GRADIENT and o.tensor in observed_sm)
    if sm_params != observed:
        raise PlannerBug(f"gradient observables {observed} do not cover SM parameters {sm_params}")
