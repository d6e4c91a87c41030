"""The plan's graphs as validation resolves them, the data every later
stage reads (validate builds them; the specification, the lowering, the
inference and the evaluator take them): per graph its tensor table
(shapes as polynomials, roles), producers, a stable topological order; per
PM program its ranks."""

from __future__ import annotations

import dataclasses
from typing import Mapping

from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2

INPUT_ROLES = (P.ROLE_PARAMETER, P.ROLE_BUFFER, P.ROLE_DATA, P.ROLE_LABEL, P.ROLE_GRAD_SEED)


@dataclasses.dataclass(frozen=True)
class TensorInfo:
    name: str
    kind: int
    shape: tuple[Poly, ...]
    dims: tuple[int, ...]  # at the smallest instantiation
    role: int
    decl: P.TensorDecl


@dataclasses.dataclass(frozen=True)
class GraphInfo:
    label: str  # "sm" or "pm:<program>"
    graph: P.Graph
    tensors: Mapping[str, TensorInfo]
    producer: Mapping[str, int]  # tensor -> node index
    order: tuple[int, ...]       # node indices, topological, stable
    node_index: Mapping[str, int]

    def inputs(self) -> list[str]:
        return [t for t, info in self.tensors.items() if info.role in INPUT_ROLES]


@dataclasses.dataclass(frozen=True)
class ProgramInfo:
    name: str
    ranks: tuple[int, ...]
    graph: GraphInfo
