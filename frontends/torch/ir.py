"""The importer's own graph form between normalization and proto assembly:
Plan IR vocabulary ops (docs/VOCABULARY.md names), concrete shapes, and the
module / phase each node came from. Frozen, torch-free, picklable.

Attribute values are ints, tuples of ints, `fractions.Fraction` (ring
constants), or strings; rank-dependent attributes stay concrete ints here and
become mesh-coordinate expressions only when rank programs are merged.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Optional

from frontends.torch.raw import DPlacement


@dataclasses.dataclass(frozen=True)
class IRTensor:
    name: str
    shape: tuple[int, ...]
    kind: str   # "ring" | "index" | "mask"
    dtype: str  # torch dtype name


@dataclasses.dataclass(frozen=True)
class IRInput:
    tensor: IRTensor
    role: str                 # "parameter" | "data" | "label" | "grad_seed" | "buffer"
    source: str               # FQN / "tokens" / "labels" / "grad_seed"
    placements: Optional[tuple[DPlacement, ...]] = None
    global_shape: Optional[tuple[int, ...]] = None


@dataclasses.dataclass(frozen=True)
class IRNode:
    name: str
    op: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    attrs: tuple[tuple[str, Any], ...]
    module: str
    phase: str
    aten: str                             # the aten target this came from (diagnostics)
    group: Optional[tuple[int, ...]] = None  # collectives: this rank's subgroup

    def attr(self, key: str, default: Any = None) -> Any:
        for k, v in self.attrs:
            if k == key:
                return v
        return default


@dataclasses.dataclass(frozen=True)
class IROutput:
    role: str      # "loss" | "logits" | "grad"
    tensor: str
    source: str
    placements: Optional[tuple[DPlacement, ...]] = None
    global_shape: Optional[tuple[int, ...]] = None


@dataclasses.dataclass(frozen=True)
class IRGraph:
    rank: Optional[int]
    inputs: tuple[IRInput, ...]
    tensors: tuple[IRTensor, ...]   # every tensor, inputs included
    nodes: tuple[IRNode, ...]       # topological (capture) order
    outputs: tuple[IROutput, ...]
    readings: tuple[str, ...] = ()  # ops read exactly beside their literal meaning (normalize.Ctx.readings)
    # per implicit broadcast (normalize.broadcast_to with units), keyed by its
    # site, which of the operand's size-1 dims it dropped: a rank follows the
    # SM's reading of a dim that is 1 on both sides (identity either way)
    broadcast_units: tuple = ()

    def tensor_map(self) -> dict[str, IRTensor]:
        return {t.name: t for t in self.tensors}
