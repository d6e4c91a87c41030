"""Graph fragments shared by the hand-written plans: tests/plan_ir/examples.py
(the example and buggy plans of tests/data) and tests/nearmiss/cases.py (the
per-rule near-miss pairs). Each takes the builder it extends; a planted bug
is an explicit argument.
"""

from __future__ import annotations

import inspect
import os
from typing import Mapping, Optional, Sequence

from frontends.common.plan_writer import ExLike, GraphBuilder, PlanBuilder, T
from proto import plan_pb2

P = plan_pb2
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def provenance(b: PlanBuilder, fn) -> None:
    """Records the builder function's source (path relative to the repo: the plan files stay machine-independent)."""
    path = os.path.relpath(inspect.getsourcefile(fn), ROOT)
    b.provenance(f"{path}:{fn.__name__}", inspect.getsource(fn).encode())


def halo_extend(pm: GraphBuilder, items: Sequence[tuple[str, T, int, str]], group: str, c: ExLike, h: ExLike,
                start: Optional[Mapping[str, ExLike]] = None,
                offset: Optional[Mapping[str, Optional[int]]] = None,
                fill: Optional[Mapping[str, ExLike]] = None) -> dict[str, T]:
    """The shift halo (semantics/RulesHaloShift.v, RulesHalo4.v): for each (key, tensor, dim, helper) the tail
    (last h of the c local rows on dim) is shifted by +1 over `group` (collective seq = its position) and
    concatenated before the tensor: [halo; own]. fill[key]: that shift is open (semantics/RulesHaloOpen.v:
    member 0 receives a tensor of the fill, not member P-1's tail). Planted bugs: start[key] (the slice's
    start, not c - h), offset[key] (the shift's offset, not 1; None: no shift at all, the halo is the rank's
    own tail)."""
    start, offset, fill = start or {}, offset or {}, fill or {}
    ext = {}
    for seq, (key, x, dim, helper) in enumerate(items):
        tail = pm.slice(x, dim, start.get(key, c - h), h, f"{key}_tail", helper=helper)
        off = offset.get(key, 1)
        got = tail if off is None else pm.shift(tail, group, seq, off, f"{key}_halo", fill=fill.get(key))
        ext[key] = pm.concat([got, x], dim, f"{key}_ext", helper=helper)
    return ext


def microbatch_slice(dim: int, index: int, count: int) -> P.Microbatch:
    """microbatch `index` of `count`: a slice along dim"""
    return P.Microbatch(kind=P.MICROBATCH_SLICE, dim=dim, index=index, count=count)


def mark_microbatches(b: PlanBuilder) -> None:
    """Tags each per-microbatch copy (node name suffix _mb<m>) with its microbatch m, which is what validation
    and the compiler's fold read."""
    for prog in b.plan.programs:
        for node in prog.graph.nodes:
            if "_mb" in node.name:
                node.microbatch = int(node.name.rsplit("_mb", 1)[1])
