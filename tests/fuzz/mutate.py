"""Mutations of correct plans: the bug classes of ARCHITECTURE.md, applied to
the PM at a random site.

Each operator takes a Plan (mutated in place) and a random.Random and returns
a one-line description of what it changed, or None when the plan has no site
for it. Mutations keep the plan well-formed where the bug class allows it
(a dropped collective's consumers are rewired to its input), so most mutants
reach the evaluator instead of stopping at validation.
"""
from __future__ import annotations

import random
from typing import Callable, Optional

from proto import plan_pb2

P = plan_pb2
COLLECTIVES = {P.OP_ALL_REDUCE, P.OP_ALL_GATHER, P.OP_REDUCE_SCATTER, P.OP_ALL_TO_ALL, P.OP_SEND, P.OP_RECV,
               P.OP_BROADCAST_COLL}
COMMUTATIVE = {P.OP_ADD, P.OP_MUL}


def _nodes(plan: P.Plan, pred) -> list[tuple[P.Graph, int]]:
    return [(pr.graph, i) for pr in plan.programs for i, n in enumerate(pr.graph.nodes) if pred(n)]


def _pick(rng: random.Random, sites: list):
    return rng.choice(sites) if sites else None


def _name(n: P.Node) -> str:
    return "%s %s" % (P.OpKind.Name(n.op)[3:].lower(), n.name)


def _add_const(e: P.Expr, k: int) -> None:
    e.constant += k


def _scale_expr(e: P.Expr, k: int) -> None:
    e.constant *= k
    for t in e.terms:
        t.coeff *= k


def _rename_uses(g: P.Graph, plan: P.Plan, old: str, new: str, skip: Optional[P.Node] = None) -> None:
    for n in g.nodes:
        if n is skip:
            continue
        for j, t in enumerate(n.inputs):
            if t == old:
                n.inputs[j] = new
    for o in plan.observables:
        if o.pm_tensor == old:
            o.pm_tensor = new


def _seq_max(plan: P.Plan, group: str) -> int:
    return max([n.collective.seq for pr in plan.programs for n in pr.graph.nodes
                if n.WhichOneof("attrs") == "collective" and n.collective.group == group] + [0])


# ---------------------------------------------------------------- operators

def drop_collective(plan: P.Plan, rng: random.Random) -> Optional[str]:
    site = _pick(rng, _nodes(plan, lambda n: n.op in COLLECTIVES and len(n.inputs) == 1 and len(n.outputs) == 1))
    if site is None:
        return None
    g, i = site
    n = g.nodes[i]
    src, out, desc = n.inputs[0], n.outputs[0], _name(n)
    del g.nodes[i]
    _rename_uses(g, plan, out, src)
    for j, t in enumerate(g.tensors):
        if t.name == out:
            del g.tensors[j]
            break
    return "drop " + desc


def duplicate_collective(plan: P.Plan, rng: random.Random) -> Optional[str]:
    site = _pick(rng, _nodes(plan, lambda n: n.op in COLLECTIVES and len(n.inputs) == 1 and len(n.outputs) == 1))
    if site is None:
        return None
    g, i = site
    n = g.nodes[i]
    desc = "duplicate " + _name(n)
    out = n.outputs[0]
    dup_out = out + "__dup"
    dup = P.Node()
    dup.CopyFrom(n)
    dup.name = n.name + "__dup"
    del dup.inputs[:]
    dup.inputs.append(out)
    del dup.outputs[:]
    dup.outputs.append(dup_out)
    dup.collective.seq = _seq_max(plan, n.collective.group) + 1
    decl = next((t for t in g.tensors if t.name == out), None)
    if decl is not None:
        d = g.tensors.add()
        d.CopyFrom(decl)
        d.name = dup_out
        d.ClearField("sm_tensor")
        d.ClearField("relation")
    _rename_uses(g, plan, out, dup_out)  # every consumer now reads the duplicate (nodes may be in any order)
    g.nodes.append(dup)
    return desc


def change_group(plan: P.Plan, rng: random.Random) -> Optional[str]:
    sites = _nodes(plan, lambda n: n.WhichOneof("attrs") == "collective")
    choices = []
    if len(plan.groups) > 1 and sites:
        choices.append("switch")
    if plan.groups:
        choices.append("reverse_members")
        if len(plan.mesh.axes) > 1:
            choices.append("axes")
    if not choices:
        return None
    kind = rng.choice(choices)
    if kind == "switch":
        g, i = rng.choice(sites)
        n = g.nodes[i]
        other = rng.choice([gr.name for gr in plan.groups if gr.name != n.collective.group])
        old = n.collective.group
        n.collective.group = other
        n.collective.seq = _seq_max(plan, other) + 1
        return "group of %s: %s -> %s" % (_name(n), old, other)
    gr = rng.choice(list(plan.groups))
    if kind == "axes":
        axes = [a.name for a in plan.mesh.axes]
        old = list(gr.axes)
        new = [rng.choice([a for a in axes if a not in old] or axes)]
        del gr.axes[:]
        gr.axes.extend(new)
        del gr.subgroups[:]
        return "group %s axes %s -> %s" % (gr.name, old, new)
    # explicit rank lists with the member order reversed, axes dropped
    from itertools import product
    sizes = [a.size for a in plan.mesh.axes]
    names = [a.name for a in plan.mesh.axes]
    along = [names.index(a) for a in gr.axes if a in names]
    if not along and gr.subgroups:
        subs = [list(s.ranks) for s in gr.subgroups]
    else:
        subs = {}
        for coords in product(*[range(s) for s in sizes]):
            key = tuple(c for k, c in enumerate(coords) if k not in along)
            r = 0
            for c, s in zip(coords, sizes):
                r = r * s + c
            subs.setdefault(key, []).append(r)
        subs = list(subs.values())
    del gr.axes[:]
    del gr.subgroups[:]
    for s in subs:
        gr.subgroups.add().ranks.extend(list(reversed(s)))
    return "group %s members reversed" % gr.name


def change_scale(plan: P.Plan, rng: random.Random) -> Optional[str]:
    sites = []
    for pr in plan.programs:
        for n in pr.graph.nodes:
            if n.WhichOneof("attrs") == "scale":
                sites.append((n, n.scale.factor))
            elif n.op in (P.OP_ALL_REDUCE, P.OP_REDUCE_SCATTER):
                sites.append((n, n.collective.scale))
    if not sites:
        return None
    n, s = rng.choice(sites)
    k = rng.choice([2, -1, 3])
    if not s.HasField("num"):
        s.num.constant = 1
    _scale_expr(s.num, k)
    return "scale of %s times %d" % (_name(n), k)


def permute_chunks(plan: P.Plan, rng: random.Random) -> Optional[str]:
    choices = []
    for pm in plan.permutations:
        if pm.kind == P.PERM_EXPLICIT and len(pm.indices) > 1:
            choices.append(("perm", pm))
        if pm.kind == P.PERM_ZIGZAG:
            choices.append(("parts", pm))
    for g, i in _nodes(plan, lambda n: n.op == P.OP_CONCAT and len(n.inputs) > 1):
        choices.append(("concat", g.nodes[i]))
    for g, i in _nodes(plan, lambda n: n.op in (P.OP_ALL_GATHER, P.OP_REDUCE_SCATTER)):
        choices.append(("coll_dim", g.nodes[i]))
    for g, i in _nodes(plan, lambda n: n.op == P.OP_TRANSPOSE and len(n.transpose.perm) > 1):
        choices.append(("transpose", g.nodes[i]))
    for pr in plan.programs:  # two same-size chunks of one tensor: swap which one each slice takes
        sl = [n for n in pr.graph.nodes if n.op == P.OP_SLICE]
        for a in range(len(sl)):
            for b in range(a + 1, len(sl)):
                if (sl[a].inputs[0] == sl[b].inputs[0] and sl[a].slice.dim == sl[b].slice.dim
                        and sl[a].slice.length == sl[b].slice.length and sl[a].slice.start != sl[b].slice.start):
                    choices.append(("slices", (sl[a], sl[b])))
    if not choices:
        return None
    kind, x = rng.choice(choices)
    if kind == "slices":
        a, b = x
        tmp = P.Expr()
        tmp.CopyFrom(a.slice.start)
        a.slice.start.CopyFrom(b.slice.start)
        b.slice.start.CopyFrom(tmp)
        return "chunks of slices %s and %s swapped" % (a.name, b.name)
    if kind == "perm":
        a, b = rng.sample(range(len(x.indices)), 2)
        x.indices[a], x.indices[b] = x.indices[b], x.indices[a]
        return "permutation %s: swap positions %d, %d" % (x.name, a, b)
    if kind == "parts":
        x.parts = x.parts * 2 if rng.random() < 0.5 else max(1, x.parts - 1)
        return "zigzag permutation %s parts -> %d" % (x.name, x.parts)
    if kind == "concat":
        ins = list(x.inputs)
        while ins == list(x.inputs):
            rng.shuffle(ins)
        del x.inputs[:]
        x.inputs.extend(ins)
        return "concat %s inputs reordered" % x.name
    if kind == "coll_dim":
        x.collective.dim = x.collective.dim + 1 if x.collective.dim == 0 else x.collective.dim - 1
        return "%s dim -> %d" % (_name(x), x.collective.dim)
    perm = list(x.transpose.perm)
    a, b = rng.sample(range(len(perm)), 2)
    perm[a], perm[b] = perm[b], perm[a]
    del x.transpose.perm[:]
    x.transpose.perm.extend(perm)
    return "transpose %s perm -> %s" % (x.name, perm)


def shift_slice(plan: P.Plan, rng: random.Random) -> Optional[str]:
    site = _pick(rng, _nodes(plan, lambda n: n.op == P.OP_SLICE))
    if site is None:
        return None
    n = site[0].nodes[site[1]]
    k = rng.choice([1, -1, 2])
    _add_const(n.slice.start, k)
    return "slice %s start %+d" % (n.name, k)


def swap_inputs(plan: P.Plan, rng: random.Random) -> Optional[str]:
    site = _pick(rng, _nodes(plan, lambda n: len(n.inputs) >= 2 and n.op not in COMMUTATIVE
                             and len(set(n.inputs[:2])) == 2))
    if site is None:
        return None
    n = site[0].nodes[site[1]]
    n.inputs[0], n.inputs[1] = n.inputs[1], n.inputs[0]
    return "swap inputs 0, 1 of " + _name(n)


def change_mask(plan: P.Plan, rng: random.Random) -> Optional[str]:
    choices = [("window", n) for g, i in _nodes(plan, lambda n: n.op == P.OP_SLIDING_WINDOW_MASK)
               for n in [g.nodes[i]]]
    choices += [("arange", n) for g, i in _nodes(plan, lambda n: n.op == P.OP_ARANGE) for n in [g.nodes[i]]]
    choices += [("embedding", n) for g, i in _nodes(plan, lambda n: n.op in (P.OP_EMBEDDING, P.OP_EMBEDDING_BACKWARD))
                for n in [g.nodes[i]]]
    if not choices:
        return None
    kind, n = rng.choice(choices)
    k = rng.choice([1, -1])
    if kind == "window":
        _add_const(n.window.window, k)
        return "window of %s %+d" % (n.name, k)
    if kind == "arange":
        _add_const(n.arange.start, k)
        return "positions (arange %s) offset %+d" % (n.name, k)
    _add_const(n.embedding.offset, k)
    return "embedding offset of %s %+d" % (n.name, k)


def change_peer(plan: P.Plan, rng: random.Random) -> Optional[str]:
    """A point-to-point partner moved by one member: a send/recv peer, or
    the offset of a cyclic shift (the planner's CP halo)."""
    site = _pick(rng, _nodes(plan, lambda n: n.op in (P.OP_SEND, P.OP_RECV, P.OP_SHIFT)))
    if site is None:
        return None
    n = site[0].nodes[site[1]]
    k = rng.choice([1, -1])
    if n.op == P.OP_SHIFT:
        n.collective.offset += k
        return "shift offset of %s %+d" % (_name(n), k)
    _add_const(n.collective.peer, k)
    return "peer of %s %+d" % (_name(n), k)


OPERATORS: dict[str, Callable[[P.Plan, random.Random], Optional[str]]] = {
    "drop_collective": drop_collective,
    "duplicate_collective": duplicate_collective,
    "change_group": change_group,
    "change_scale": change_scale,
    "permute_chunks": permute_chunks,
    "shift_slice": shift_slice,
    "swap_inputs": swap_inputs,
    "change_mask": change_mask,
    "change_peer": change_peer,
}


def mutate(plan: P.Plan, op: str, seed: int) -> Optional[tuple[P.Plan, str]]:
    """A mutated copy of `plan`, or None when `op` has no site in it."""
    m = P.Plan()
    m.CopyFrom(plan)
    desc = OPERATORS[op](m, random.Random(seed))
    return (m, desc) if desc else None
