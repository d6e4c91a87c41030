"""Typed, picklable descriptions of what to import (no torch at import time
except where a plan carries torch style objects).

`PlanSpec` is what a plan factory returns; `ImportJob` is what the parent
process hands to each capture worker (only strings and ints, so it survives
the trip through a command line).
"""

from __future__ import annotations

import dataclasses
import importlib
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
    # FSDP2's `fully_shard` on this mesh axis (applied per block, then root).
    fully_shard_axis: Optional[str] = None
    # How the step reduces the gradients over `dp_axis` (DDP): "avg" (what
    # DDP does), "sum", or "none" (no synchronisation: each rank keeps its
    # own gradient). The last two are the silent bugs users write.
    dp_grad_reduce: str = "avg"


@dataclasses.dataclass(frozen=True)
class ImportJob:
    model: str                  # "module:factory"
    plan: str                   # "module:factory" returning PlanSpec
    mesh_shape: tuple[int, ...]
    batch: int
    seq: int
    rank: Optional[int]         # None: capture the single-device model (SM)
    data_seed: int = 1234

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self), sort_keys=True)

    @staticmethod
    def from_json(text: str) -> "ImportJob":
        d = json.loads(text)
        d["mesh_shape"] = tuple(d["mesh_shape"])
        return ImportJob(**d)

    @property
    def world(self) -> int:
        n = 1
        for s in self.mesh_shape:
            n *= s
        return n


def load_ref(ref: str) -> Callable[..., Any]:
    """Resolves "package.module:attr" (the CLI's MODULE:FACTORY form)."""
    if ":" not in ref:
        raise ValueError(f"expected MODULE:NAME, got {ref!r}")
    mod_name, attr = ref.split(":", 1)
    obj: Any = importlib.import_module(mod_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


@dataclasses.dataclass(frozen=True)
class Retrace:
    """A second capture that names the sizes of the first (symbols.py,
    `name_by_retrace`): the same model structure and parallel plan with every
    independent config size a distinct prime and every mesh axis of size > 1
    a distinct odd prime, so each traced size factors into one form. A model
    module offers it as `RETRACE[factory_name](mesh_shape) -> Retrace | None`."""

    model: str                  # "module:factory" of the prime-sized twin
    mesh_shape: tuple[int, ...]
    batch: int
    seq: int


def retrace_of(model_ref: str, mesh_shape: tuple[int, ...], batch: Optional[int] = None,
               seq: Optional[int] = None) -> Optional[Retrace]:
    """The model's retrace for this mesh; a hook that takes `batch` / `seq`
    keywords may decline sizes its twin cannot name (saving the captures)."""
    mod_name, attr = model_ref.split(":", 1)
    table = getattr(importlib.import_module(mod_name), "RETRACE", {})
    if attr not in table:
        return None
    hook = table[attr]
    import inspect
    if "seq" in inspect.signature(hook).parameters:
        return hook(mesh_shape, batch=batch, seq=seq)
    return hook(mesh_shape)
