"""Finding the first diverging PM tensor.

A PM tensor is checkable when its node `realizes` an SM node (output i
realizes the SM node's output i) or when it carries an annotation
(sm_tensor + relation). A node carrying `microbatch` realizes only its
microbatch's part, along a dim the plan does not state: it is checked only
through an annotation. Annotated tensors are checked against their stated
relation only. Otherwise the tensor diverges when no relation from a small
candidate set (replicated / contiguous / zigzag / expert shard / partial
sum, per axis, in every nesting order, optionally behind a declared
permutation) relates the family to the SM value. This search only
localizes; the prover never infers a relation this way.

Order: by the SM topological position of the realized SM tensor, then
program, then PM topological position.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Iterator, Optional, Sequence


from emitter.errors import InvalidPlan
from emitter.evaluator.relations import Mismatch, Projector
from emitter.specification import describe
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2
MAX_CANDIDATES = 2048


@dataclasses.dataclass(frozen=True)
class Checkable:
    key: tuple[int, int, int, int]
    sm_node: Optional[str]
    sm_tensor: str
    program: int
    pm_node: str
    pm_tensor: str
    annotation: Optional[P.Relation]


def checkables(vp: ValidatedPlan) -> list[Checkable]:
    sm = vp.sm
    sm_pos = {ni: i for i, ni in enumerate(sm.order)}
    out = []
    for pi, prog in enumerate(vp.programs):
        g = prog.graph
        for pos, ni in enumerate(g.order):
            node = g.graph.nodes[ni]
            for j, t in enumerate(node.outputs):
                decl = g.tensors[t].decl
                if decl.sm_tensor:
                    sm_t = decl.sm_tensor
                    prod = sm.producer.get(sm_t)
                    key = (sm_pos[prod] if prod is not None else -1, pi, pos, j)
                    out.append(Checkable(key, sm.graph.nodes[prod].name if prod is not None else None,
                                         sm_t, pi, node.name, t, decl.relation))
                elif node.realizes and not node.HasField("microbatch"):
                    sni = sm.node_index[node.realizes]
                    sm_node = sm.graph.nodes[sni]
                    if j >= len(sm_node.outputs):
                        continue
                    out.append(Checkable((sm_pos[sni], pi, pos, j), sm_node.name, sm_node.outputs[j],
                                         pi, node.name, t, None))
    out.sort(key=lambda c: c.key)
    return out


def candidate_relations(vp: ValidatedPlan, sm_dims: Sequence[int], pm_dims: Sequence[int],
                        is_ring: bool) -> Iterator[P.Relation]:
    mesh = vp.mesh
    rank = len(sm_dims)
    if rank != len(pm_dims):
        return
    per_axis = []
    for a, size in zip(mesh.axes, mesh.sizes):
        opts = [P.Placement(axis=a, kind=P.REL_REPLICATED)]
        if size > 1:
            for d in range(rank):
                opts.append(P.Placement(axis=a, kind=P.REL_CONTIGUOUS_SHARD, dim=d))
                opts.append(P.Placement(axis=a, kind=P.REL_ZIGZAG, dim=d))
            if is_ring:
                opts.append(P.Placement(axis=a, kind=P.REL_PARTIAL_SUM))
                q = P.Placement(axis=a, kind=P.REL_PARTIAL_SUM)
                q.scale.num.constant = 1
                q.scale.den.constant = size
                opts.append(q)
        per_axis.append(opts)
    prefixes: list[list[P.Placement]] = [[]]
    for name, perm in sorted(vp.permutations.items()):
        if perm.kind != P.PERM_TENSOR:
            for d in range(rank):
                prefixes.append([P.Placement(kind=P.REL_PERMUTED, dim=d, permutation=name)])
    count = 0
    for prefix in prefixes:
        for combo in itertools.product(*per_axis):
            if not _shape_fits(vp, combo, sm_dims, pm_dims):
                continue
            shard_dims = [p.dim for p in combo if p.kind in (P.REL_CONTIGUOUS_SHARD, P.REL_ZIGZAG)]
            orders = itertools.permutations(combo) if len(shard_dims) != len(set(shard_dims)) else [combo]
            for order in orders:
                r = P.Relation()
                for p in prefix + list(order):
                    r.placements.add().CopyFrom(p)
                count += 1
                if count > MAX_CANDIDATES:
                    return
                yield r


def _shape_fits(vp, combo, sm_dims, pm_dims) -> bool:
    dims = list(sm_dims)
    for p in combo:
        if p.kind in (P.REL_CONTIGUOUS_SHARD, P.REL_ZIGZAG):
            k = vp.mesh.size(p.axis) * (2 if p.kind == P.REL_ZIGZAG else 1)
            if dims[p.dim] % k:
                return False
            dims[p.dim] //= vp.mesh.size(p.axis)
    return tuple(dims) == tuple(pm_dims)


@dataclasses.dataclass(frozen=True)
class Divergence:
    sm_node: Optional[str]
    sm_tensor: str
    program: str
    pm_node: str
    pm_tensor: str
    rank: int
    index: tuple[int, ...]
    expected: object
    actual: object
    relation: str
    reduced_over: tuple[str, ...]
    observable: Optional[str] = None

    def render(self) -> str:
        where = f"SM node {self.sm_node!r}" if self.sm_node else "SM input"
        red = f" (summed over {', '.join(self.reduced_over)})" if self.reduced_over else ""
        obs = f"observable {self.observable!r}: " if self.observable else ""
        return (f"{obs}first diverging tensor {self.pm_tensor!r} (PM node {self.pm_node!r} in {self.program!r}) "
                f"vs SM tensor {self.sm_tensor!r} ({where}), relation {self.relation}: rank {self.rank}{red}, "
                f"index {list(self.index)}: expected {self.expected}, actual {self.actual}")


def first_divergence(vp: ValidatedPlan, proj: Projector, sm_values, pm_values) -> Optional[Divergence]:
    families: dict[tuple[str, str], list[int]] = {}
    for c in checkables(vp):
        families.setdefault((c.pm_node, c.pm_tensor), []).append(c.program)
    rank_values = {r: pm_values[r] for r in range(vp.mesh.world)}
    seen = set()
    for c in checkables(vp):
        if (c.pm_node, c.pm_tensor) in seen:
            continue
        seen.add((c.pm_node, c.pm_tensor))
        progs = families[(c.pm_node, c.pm_tensor)]
        ranks = sorted(r for p in progs for r in vp.programs[p].ranks)
        family = {r: pm_values[r][c.pm_tensor] for r in ranks}
        sm_value = sm_values[c.sm_tensor]
        prog = vp.programs[c.program]
        if c.annotation is not None:
            mm = proj.compare(sm_value, c.annotation, family, ranks, rank_values)
            if mm is not None:
                return _divergence(c, prog.name, mm, c.annotation)
            continue
        stage_axes = _stage_axes(vp, progs)
        if len(ranks) != vp.mesh.world and stage_axes is None:
            continue  # a sub-mesh family: only annotations localize it
        best: Optional[tuple[Mismatch, P.Relation]] = None
        matched = False
        kind = vp.sm.tensors[c.sm_tensor].kind
        for rel in candidate_relations(vp, sm_value.shape, prog.graph.tensors[c.pm_tensor].dims,
                                       kind == P.VALUE_RING):
            if any(p.axis in (stage_axes or ()) and p.kind != P.REL_REPLICATED for p in rel.placements):
                continue  # a pipeline stage holds whole values along its stage axis
            try:
                mm = proj.compare(sm_value, rel, family, ranks, rank_values, first_only=False)
            except (InvalidPlan, ValueError):  # a candidate that does not apply (e.g. permutation size)
                continue
            if mm is None:
                matched = True
                break
            if best is None or (mm.count >= 0 and (best[0].count < 0 or mm.count < best[0].count)):
                best = (mm, rel)
        if not matched and best is not None:
            return _divergence(c, prog.name, best[0], best[1])
    return None


def _stage_axes(vp: ValidatedPlan, progs: Sequence[int]) -> Optional[frozenset[str]]:
    """The axes selecting the programs of a family that only pipeline stages
    hold (every holder selected by `where`, a whole sub-mesh); None otherwise."""
    wheres = [vp.plan.programs[p].where for p in progs]
    if len(progs) == len(vp.programs) or not all(wheres):
        return None if len(progs) != len(vp.programs) else frozenset()
    return frozenset(w.axis for ws in wheres for w in ws)


def _divergence(c: Checkable, program: str, mm: Mismatch, rel: P.Relation,
                observable: Optional[str] = None) -> Divergence:
    return Divergence(c.sm_node, c.sm_tensor, program, c.pm_node, c.pm_tensor, mm.rank, mm.index,
                      mm.expected, mm.actual, describe(rel), mm.reduced_over, observable)


def observable_divergence(vp: ValidatedPlan, obs: P.Observable, mm: Mismatch) -> Divergence:
    prog = vp.programs[vp.rank_program[mm.rank]]
    pi = prog.graph.producer.get(obs.pm_tensor)
    pm_node = prog.graph.graph.nodes[pi].name if pi is not None else "<input>"
    si = vp.sm.producer.get(obs.sm_tensor)
    sm_node = vp.sm.graph.nodes[si].name if si is not None else None
    c = Checkable((0, 0, 0, 0), sm_node, obs.sm_tensor, 0, pm_node, obs.pm_tensor, obs.relation)
    return _divergence(c, prog.name, mm, obs.relation, obs.name)
