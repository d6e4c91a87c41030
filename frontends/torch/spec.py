"""Typed, picklable descriptions of what to import (no torch at import time
except where a plan carries torch style objects).

`--plan MODULE:NAME` names either a plan function, `NAME(model, mesh)`,
the user's own code that parallelizes the model on the DeviceMesh (any
DTensor placements, parallelize_module, fully_shard, ...), or a factory of
a `PlanSpec` (no arguments), the dict form; `plan_spec` reads both as a
PlanSpec. `ImportJob` is what the parent process hands to each capture
worker (only strings and ints, so it survives the trip through a command
line).
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
from typing import Any, Callable, Optional


@dataclasses.dataclass(frozen=True)
class PlanSpec:
    """A `parallelize_module` plan. `top` applies to the root module, `block`
    to each module of `blocks_attr` (torchtitan applies the per-block plan to
    every `model.layers[i]`). `tp_axis` names the mesh axis the plan shards
    over; `dp_axis`, when set, shards the batch and averages gradients over
    that axis after backward (DDP-style, in the step, so it is captured)."""

    top: dict
    block: dict
    mesh_axes: tuple[str, ...] = ("tp",)
    tp_axis: str = "tp"
    dp_axis: Optional[str] = None
    blocks_attr: str = "layers"
    # Apply the model's own Hugging Face `tp_plan` (transformers'
    # `apply_tensor_parallelism` on the tp submesh) instead of top/block.
    hf_tp_plan: bool = False
    # FSDP written as DTensor placements on this mesh axis (`fsdp.py`):
    # every parameter is stored Shard(0) on it, redistributed to Replicate
    # in forward; its gradient comes back Partial and is reduce-scattered.
    fsdp_axis: Optional[str] = None
    fsdp_grad_reduce: str = "avg"   # the Partial reduce op of the gradient on the FSDP axis
    # FSDP2's `fully_shard` on this mesh axis (applied per block, then root;
    # `fully_shard_root` False leaves the root's own parameters out: the
    # forgotten `fully_shard(model)`, their gradients never reduced over dp).
    fully_shard_axis: Optional[str] = None
    fully_shard_root: bool = True
    # How the step reduces the gradients over `dp_axis` (DDP): "avg" (what
    # DDP does), "sum", or "none" (no synchronisation: each rank keeps its
    # own gradient). The last two are the silent bugs users write.
    dp_grad_reduce: str = "avg"
    # A plan function (model, mesh): it parallelizes the model itself and
    # the fields above that say how (top, block, hf_tp_plan, fsdp_axis,
    # fully_shard_axis) are empty
    apply: Optional[Callable[[Any, Any], Any]] = None


@dataclasses.dataclass(frozen=True)
class ImportJob:
    model: str                  # "module:factory"
    plan: str                   # "module:factory" returning PlanSpec
    mesh_shape: tuple[int, ...]
    batch: int
    seq: int
    rank: Optional[int]         # None: capture the single-device model (SM)
    data_seed: int = 1234
    mesh_axes: tuple[str, ...] = ()  # the axes' names given with the mesh (--mesh tp=4), else the plan's
    step: str = ""                   # "module:function": the user's step (--step), else mean cross-entropy

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self), sort_keys=True)

    @staticmethod
    def from_json(text: str) -> "ImportJob":
        d = json.loads(text)
        d["mesh_shape"] = tuple(d["mesh_shape"])
        d["mesh_axes"] = tuple(d.get("mesh_axes", ()))
        return ImportJob(**d)

    @property
    def world(self) -> int:
        n = 1
        for s in self.mesh_shape:
            n *= s
        return n


def plan_spec(ref: str, mesh_axes: tuple[str, ...]) -> PlanSpec:
    """The plan `ref` names as a PlanSpec: a plan function (two parameters,
    model and mesh) on the mesh axes named with the mesh; a PlanSpec
    factory (none) as it is, on the axes it names (the mesh's names, when
    given, must be those)."""
    obj = load_ref(ref)
    params = [p for p in inspect.signature(obj).parameters.values()
              if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if len(params) == 2:
        if not mesh_axes:
            raise ValueError(f"plan function {ref} (model, mesh) needs the mesh axes named: --mesh tp=4 or dp=2,tp=2")
        return PlanSpec(top={}, block={}, mesh_axes=tuple(mesh_axes), tp_axis="", apply=obj)
    if params:
        raise ValueError(f"plan {ref} takes {[p.name for p in params]}: a plan function takes (model, mesh), "
                         "a PlanSpec factory nothing")
    spec = obj()
    if not isinstance(spec, PlanSpec):
        raise ValueError(f"plan {ref}() returned {type(spec).__name__}, not a PlanSpec")
    if mesh_axes and tuple(mesh_axes) != tuple(spec.mesh_axes):
        raise ValueError(f"--mesh names axes {list(mesh_axes)}, plan {ref} has {list(spec.mesh_axes)}")
    return spec


def load_ref(ref: str) -> Callable[..., Any]:
    """Resolves "package.module:attr" (the CLI's MODULE:FACTORY form)."""
    if ":" not in ref:
        raise ValueError(f"expected MODULE:NAME, got {ref!r}")
    mod_name, attr = ref.split(":", 1)
    obj: Any = importlib.import_module(mod_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj
