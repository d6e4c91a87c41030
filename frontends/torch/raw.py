"""The capture's product: one traced training step as plain, picklable data.

Captures run in worker processes (one per rank) that import torch; every
later stage (normalization, merging, assembly) works on these frozen
dataclasses only, so it is testable and deterministic without torch.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Optional


@dataclasses.dataclass(frozen=True)
class TensorMeta:
    shape: tuple[int, ...]
    dtype: str  # torch dtype name without "torch.", e.g. "float32", "int64", "bool"


@dataclasses.dataclass(frozen=True)
class Ref:
    """A node argument that is a tensor value (a graph input or node output)."""
    name: str


@dataclasses.dataclass(frozen=True)
class RawNode:
    name: str
    target: str                      # e.g. "aten.mm.default", "_c10d_functional.all_reduce.default"
    args: tuple[Any, ...]            # Ref / int / float / bool / str / None / nested tuples
    kwargs: tuple[tuple[str, Any], ...]
    outputs: tuple[str, ...]         # one name per tensor output, in order
    metas: tuple[Optional[TensorMeta], ...]
    module: str                      # module path that was running (forward) or whose backward ran
    phase: str                       # "fwd" | "bwd" | "step"
    group: Optional[tuple[int, ...]] = None  # collectives: the ranks of this rank's subgroup
    # "file.py:123" of the model code that ran the op (a backward op: the
    # forward op it differentiates), "" when the trace recorded none
    source: str = ""


@dataclasses.dataclass(frozen=True)
class DPlacement:
    """A DTensor placement on one named mesh axis."""
    axis: str
    kind: str            # "shard" | "strided_shard" | "replicate" | "partial"
    dim: int = 0         # shard, strided_shard: the (non-negative) tensor dim
    reduce_op: str = ""  # partial: "sum" | "avg" | ...
    split_factor: int = 1  # strided_shard: DTensor's _StridedShard split_factor


@dataclasses.dataclass(frozen=True)
class RawInput:
    name: str
    meta: TensorMeta
    kind: str                    # "param" | "buffer" | "data" | "label" | "const"
    source: str                  # parameter / buffer FQN, "tokens", "labels", or "" for constants
    placements: Optional[tuple[DPlacement, ...]] = None  # DTensor params (on their mesh axes)
    global_shape: Optional[tuple[int, ...]] = None
    value: Any = None            # const: the Python scalar (0-d constants only)


@dataclasses.dataclass(frozen=True)
class RawOutput:
    role: str                    # "loss" | "logits" | "grad"
    tensor: str
    source: str                  # grads: the parameter FQN; else the role
    placements: Optional[tuple[DPlacement, ...]] = None  # set when the value was a DTensor
    global_shape: Optional[tuple[int, ...]] = None


@dataclasses.dataclass(frozen=True)
class RawCapture:
    rank: Optional[int]                        # None for the SM
    mesh_axes: tuple[str, ...]
    mesh_shape: tuple[int, ...]
    inputs: tuple[RawInput, ...]
    nodes: tuple[RawNode, ...]
    outputs: tuple[RawOutput, ...]
    comm_counts: tuple[tuple[str, int], ...]   # eager CommDebugMode counts (kind, count)
    dp_axis: Optional[str] = None
    seconds: float = 0.0
    module_types: tuple[tuple[str, str], ...] = ()  # (module path, class name)
    readings: tuple[tuple[str, int], ...] = ()  # collectives read exactly beside their literal form (fsdp2.py)
