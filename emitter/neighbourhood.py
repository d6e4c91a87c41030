"""The failing neighbourhood of a verdict: the SM and PM subgraphs around
the node a verdict names, cut from the plan, never the whole graph.

From the focus node: its producers a few steps back (BACK levels) and its
consumers forward, along the shortest path to the observable's producer
when there is one (FORWARD levels otherwise); at most MAX_NODES nodes per
side, the nearest first. The cut reads the plan only (proto/plan.proto):
node names, ops, inputs/outputs, `realizes`, `helper`, `microbatch`.
Where the plan is text format, each node carries the line of the plan file
that names it (its source, as far as the plan's provenance goes).
"""
from __future__ import annotations

import collections
import dataclasses
import re
from typing import Mapping, Optional, Sequence

from emitter.mesh import Mesh
from proto import plan_pb2

P = plan_pb2

BACK = 2
FORWARD = 1
MAX_NODES = 20
MAX_PATH = 16


@dataclasses.dataclass(frozen=True)
class CutNode:
    name: str
    op: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    role: str             # "realizes X" | "helper H" | "collective" | "" (SM)
    microbatch: Optional[int]
    line: Optional[int]   # line of the plan file naming it (text plans)
    distance: int         # steps from the focus (negative: producers)


@dataclasses.dataclass(frozen=True)
class CutEdge:
    src: str              # producing node
    dst: str              # consuming node
    tensor: str


@dataclasses.dataclass(frozen=True)
class Cut:
    """One side (SM or one PM program) of a neighbourhood."""
    graph: str                    # "sm" | "pm:<program>"
    focus: Optional[str]          # the node the verdict names (None: not in this graph)
    observable_node: Optional[str]
    nodes: tuple[CutNode, ...]    # sorted by (distance, name)
    edges: tuple[CutEdge, ...]    # sorted
    total_nodes: int              # nodes in the whole graph
    elided: int                   # nodes in reach but left out (MAX_NODES)


def node_lines(text: str) -> dict[tuple[str, str], int]:
    """(graph, node name) -> 1-based line of `name:` in a text-format plan
    (graph "sm" or "pm:<program index>"), as protobuf's text printer lays
    fields out (one per line); {} for anything else."""
    out: dict[tuple[str, str], int] = {}
    stack: list[str] = []
    program = -1
    for i, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if s.endswith("{"):
            stack.append(s[:-1].strip())
            if stack == ["programs"]:
                program += 1
            continue
        if s == "}":
            if stack:
                stack.pop()
            continue
        if len(stack) >= 2 and stack[-1] == "nodes" and stack[-2] == "graph" and stack[0] == "programs":
            where = f"pm:{program}"
        elif len(stack) == 2 and stack == ["sm", "nodes"]:
            where = "sm"
        else:
            continue
        m = re.match(r'name:\s*"((?:[^"\\]|\\.)*)"$', s)
        if m:
            out.setdefault((where, m.group(1)), i)
    return out


def _role(n: P.Node) -> str:
    if n.realizes:
        return f"realizes {n.realizes}"
    if n.helper:
        return "helper " + P.HelperKind.Name(n.helper).removeprefix("HELPER_").lower()
    return "collective" if n.HasField("collective") else ""


def _op(n: P.Node) -> str:
    return P.OpKind.Name(n.op).removeprefix("OP_").lower()


def cut(graph: P.Graph, label: str, focus: Optional[str], observable_tensor: Optional[str],
        lines: Mapping[str, int] = {}) -> Cut:
    """The neighbourhood of node `focus` in `graph` (by name; None or absent:
    the producer of `observable_tensor`)."""
    nodes = {n.name: n for n in graph.nodes}
    producer: dict[str, str] = {}
    consumers: dict[str, list[str]] = collections.defaultdict(list)
    for n in graph.nodes:
        for t in n.outputs:
            producer.setdefault(t, n.name)
        for t in n.inputs:
            consumers[t].append(n.name)
    obs_node = producer.get(observable_tensor) if observable_tensor else None
    start = focus if focus in nodes else obs_node
    if start is None:
        return Cut(label, None, obs_node, (), (), len(nodes), 0)
    dist: dict[str, int] = {start: 0}
    # producers, breadth first
    frontier = [start]
    for level in range(1, BACK + 1):
        nxt = []
        for name in frontier:
            for t in nodes[name].inputs:
                p = producer.get(t)
                if p is not None and p not in dist:
                    dist[p] = -level
                    nxt.append(p)
        frontier = sorted(nxt)
    # consumers: the shortest path to the observable's producer, else a few levels
    path = _path(start, obs_node, nodes, consumers) if obs_node and obs_node != start else None
    if path:
        for k, name in enumerate(path[1:MAX_PATH + 1], 1):
            dist.setdefault(name, k)
    frontier = [start]
    for level in range(1, FORWARD + 1):
        nxt = []
        for name in frontier:
            for t in nodes[name].outputs:
                for c in sorted(consumers.get(t, ())):
                    if c not in dist:
                        dist[c] = level
                        nxt.append(c)
        frontier = sorted(nxt)
    ranked = sorted(dist, key=lambda n: (abs(dist[n]), dist[n], n))
    keep = set(ranked[:MAX_NODES])
    if path:  # the way to the observable is what the picture is for
        keep |= set(path[:MAX_PATH + 1])
    cut_nodes = tuple(sorted(
        (CutNode(name, _op(nodes[name]), tuple(nodes[name].inputs), tuple(nodes[name].outputs), _role(nodes[name]),
                 nodes[name].microbatch if nodes[name].HasField("microbatch") else None, lines.get(name), dist[name])
         for name in keep), key=lambda c: (c.distance, c.name)))
    edges = set()
    for name in keep:
        for t in nodes[name].inputs:
            p = producer.get(t)
            if p in keep:
                edges.add(CutEdge(p, name, t))
    return Cut(label, focus if focus in nodes else None, obs_node if obs_node in keep else None, cut_nodes,
               tuple(sorted(edges, key=lambda e: (e.src, e.dst, e.tensor))), len(nodes), len(dist) - len(keep))


def _path(start: str, goal: str, nodes: Mapping[str, P.Node], consumers: Mapping[str, Sequence[str]]):
    """Shortest consumer path start -> goal (breadth first, names sorted), or None."""
    prev = {start: None}
    queue = collections.deque([start])
    while queue:
        name = queue.popleft()
        if name == goal:
            out = []
            while name is not None:
                out.append(name)
                name = prev[name]
            return out[::-1]
        for t in nodes[name].outputs:
            for c in sorted(consumers.get(t, ())):
                if c not in prev:
                    prev[c] = name
                    queue.append(c)
    return None


def mesh_of(plan: P.Plan) -> Mesh:
    return Mesh(tuple(a.name for a in plan.mesh.axes), tuple(a.size for a in plan.mesh.axes))


def program_for(plan: P.Plan, node: Optional[str], rank: Optional[int]) -> Optional[int]:
    """Index of the PM program holding `node` that rank `rank` runs (any
    program holding it if none says so), or None."""
    holding = [i for i, p in enumerate(plan.programs) if any(n.name == node for n in p.graph.nodes)]
    if not holding:
        return None
    if rank is not None:
        mesh = mesh_of(plan)
        for i in holding:
            p = plan.programs[i]
            if p.ranks and rank in p.ranks:
                return i
            if not p.ranks and all(mesh.coords(rank).get(w.axis) == w.value for w in p.where):
                return i
    return holding[0]
