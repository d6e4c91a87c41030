"""Per-rank graphs -> process groups named by mesh axes, and one
coordinate-parametric program where ranks differ only in rank constants.

Two ranks' graphs merge when they have the same nodes, tensors and shapes
and every differing attribute is an integer that is an affine function of
the rank's mesh coordinates (slice starts, embedding vocab offsets): the
fitted function is then *checked on every rank*, never assumed. Otherwise
each rank keeps its own program.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Optional, Sequence

from emitter.errors import AmbiguousAuthority, Location
from emitter.mesh import Mesh
from frontends.common.plan_writer import Ex
from frontends.torch.ir import IRGraph, IRNode


@dataclasses.dataclass(frozen=True)
class GroupSpec:
    name: str
    axes: tuple[str, ...]
    subgroups: tuple[tuple[int, ...], ...]


@dataclasses.dataclass(frozen=True)
class Program:
    name: str
    ranks: Optional[tuple[int, ...]]  # None: every rank
    graph: IRGraph                    # collectives carry the group *name* in attr "group"


def group_for(mesh: Mesh, rank: int, members: tuple[int, ...]) -> GroupSpec:
    """The mesh axes a rank's subgroup varies along, checked to be exactly
    the axis-aligned subgroup (member order included) containing the rank."""
    coords = [mesh.coords(m) for m in members]
    axes = tuple(a for a in mesh.axes if len({c[a] for c in coords}) > 1)
    subgroups = mesh.subgroups(axes)
    mine = next((g for g in subgroups if rank in g), None)
    if mine != tuple(members):
        raise AmbiguousAuthority(
            f"process group {list(members)} on rank {rank} is not an axis-aligned subgroup of the "
            f"mesh {dict(zip(mesh.axes, mesh.sizes))}", Location(rank=rank))
    return GroupSpec("_".join(axes) if axes else "self", axes, subgroups)


def name_groups(graph: IRGraph, mesh: Mesh) -> tuple[IRGraph, dict[str, GroupSpec]]:
    groups: dict[str, GroupSpec] = {}
    nodes = []
    for n in graph.nodes:
        if n.group is None:
            nodes.append(n)
            continue
        g = group_for(mesh, graph.rank, n.group)
        groups[g.name] = g
        attrs = dict(n.attrs)
        attrs["group"] = g.name
        nodes.append(dataclasses.replace(n, attrs=tuple(sorted(attrs.items())), group=None))
    return dataclasses.replace(graph, nodes=tuple(nodes)), groups


def assign_seq(graph: IRGraph) -> IRGraph:
    """Collectives of one group are numbered in program order (the matching
    key across ranks)."""
    counters: dict[str, int] = {}
    nodes = []
    for n in graph.nodes:
        g = n.attr("group")
        if g is not None:
            attrs = dict(n.attrs)
            attrs["seq"] = counters.get(g, 0)
            counters[g] = attrs["seq"] + 1
            n = dataclasses.replace(n, attrs=tuple(sorted(attrs.items())))
        nodes.append(n)
    return dataclasses.replace(graph, nodes=tuple(nodes))


def _skeleton(n: IRNode) -> tuple:
    return (n.name, n.op, n.inputs, n.outputs, tuple(k for k, _ in n.attrs))


def fit_affine(values: dict[int, Any], mesh: Mesh) -> Optional[Any]:
    """The attribute as a function of coordinates: the value itself when all
    ranks agree, const + sum(coeff * coord(axis)) (plan_writer.Ex) fitted at
    the origin and unit coordinates and verified on every rank, or None."""
    vals = list(values.values())
    if all(v == vals[0] for v in vals):
        return vals[0]
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
        return None
    origin = mesh.rank_of({a: 0 for a in mesh.axes})
    c0 = values[origin]
    coeffs = []
    for a, size in zip(mesh.axes, mesh.sizes):
        if size < 2:
            continue
        unit = mesh.rank_of({b: (1 if b == a else 0) for b in mesh.axes})
        k = values[unit] - c0
        if k:
            coeffs.append((a, k))
    for r, v in values.items():
        c = mesh.coords(r)
        if c0 + sum(k * c[a] for a, k in coeffs) != v:
            return None
    return sum((Ex.var("coord", a) * k for a, k in coeffs), Ex.lift(c0))


def merge(graphs: Sequence[IRGraph], mesh: Mesh) -> tuple[Program, ...]:
    """One program for every rank when possible, else one per rank."""
    per_rank = tuple(Program(f"rank{g.rank}", (g.rank,), g) for g in graphs)
    base = graphs[0]
    for g in graphs[1:]:
        if (len(g.nodes) != len(base.nodes) or g.tensors != base.tensors
                or g.inputs != base.inputs
                or [o.tensor for o in g.outputs] != [o.tensor for o in base.outputs]
                or any(_skeleton(a) != _skeleton(b) for a, b in zip(g.nodes, base.nodes))):
            return per_rank
    nodes = []
    for i, n in enumerate(base.nodes):
        attrs = []
        for k, _ in n.attrs:
            fitted = fit_affine({g.rank: g.nodes[i].attr(k) for g in graphs}, mesh)
            if fitted is None:
                return per_rank
            attrs.append((k, fitted))
        nodes.append(dataclasses.replace(n, attrs=tuple(attrs)))
    merged = dataclasses.replace(base, rank=None, nodes=tuple(nodes))
    return (Program("all_ranks", None, merged),)
