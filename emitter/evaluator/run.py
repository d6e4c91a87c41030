"""Running the SM graph and every rank of the PM, collectives included.

Ranks advance through their program's topological order until they block:
a collective completes when every member of its subgroup has reached the
same (group, seq); a send posts to a mailbox and a recv waits for it. No
progress with ranks left unfinished is a deadlock, reported as
ambiguous_authority at the first blocked rank.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

import numpy as np

from emitter import ops as opsig
from emitter.errors import AmbiguousAuthority, InvalidPlan, Location, MissingInputContract
from emitter.evaluator import field as F
from emitter.evaluator.kernels import KernelCtx, run_kernel
from emitter.evaluator.relations import Projector
from emitter.symbolic import Poly, Scope, coord, expr_to_poly
from emitter.graph import GraphInfo
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2
Values = dict[str, np.ndarray]
# Sort keys of the permutation and distinct-range contracts: any wide range
# does; this one (2^31 - 1, the first prime) keeps earlier counterexamples
# reproducible whatever field a run uses.
_KEY_RANGE = (1 << 31) - 1


class Exprs:
    """Evaluates attribute Exprs with a per-expression Poly cache."""

    def __init__(self, vp: ValidatedPlan):
        self.vp = vp
        self.scope = Scope(frozenset(vp.instantiation), vp.mesh.axis_sizes(), True)
        self.cache: dict[bytes, Poly] = {}
        self.base_env = vp.env
        self.envs: dict[Optional[int], dict[str, int]] = {None: self.base_env}

    def env(self, rank: Optional[int]) -> dict[str, int]:
        if rank not in self.envs:
            e = dict(self.base_env)
            e.update({coord(a): c for a, c in self.vp.mesh.coords(rank).items()})
            self.envs[rank] = e
        return self.envs[rank]

    def value(self, expr: P.Expr, rank: Optional[int]) -> int:
        key = expr.SerializeToString(deterministic=True)
        poly = self.cache.get(key)
        if poly is None:
            poly = expr_to_poly(expr, self.scope, Location())
            self.cache[key] = poly
        return poly.evaluate(self.env(rank))

    def scalar(self, s: P.Scalar, rank: Optional[int], funcs: F.Functions) -> int:
        return KernelCtx(funcs, lambda e: self.value(e, rank), (), Location()).scalar(s)


# ------------------------------------------------------------------ inputs

def sm_inputs(vp: ValidatedPlan, seed: int, field: F.Field) -> Values:
    contracts = {}
    for c in vp.plan.contracts:
        contracts.setdefault(c.tensor, c)
    ex = Exprs(vp)
    out: Values = {}
    for name in vp.sm.inputs():
        t = vp.sm.tensors[name]
        material = f"{seed}:{t.decl.seed}:{name}"
        if t.kind == P.VALUE_RING:
            out[name] = field.random(material, t.dims)
        elif t.kind == P.VALUE_MASK:
            out[name] = F.random_values(material, t.dims, "mask")
        else:
            c = contracts.get(name)
            if c is None:
                raise MissingInputContract(f"index input {name!r} has no contract", Location(graph="sm", tensor=name))
            out[name] = _index_values(c, t.dims, material, ex)
    return out


def _index_values(c: P.InputContract, dims, material: str, ex: Exprs) -> np.ndarray:
    if c.kind == P.CONTRACT_INDEX_RANGE:
        return F.random_values(material, dims, "index", ex.value(c.lo, None), ex.value(c.hi, None))
    rows = int(np.prod(dims[:-1])) if len(dims) > 1 else 1
    n = dims[-1]
    keys = F.random_values(material, (rows, max(n, 1) if c.kind == P.CONTRACT_PERMUTATION
                                      else ex.value(c.hi, None) - ex.value(c.lo, None)), "keys", 0, _KEY_RANGE)
    order = np.argsort(keys, axis=-1, kind="stable")
    if c.kind == P.CONTRACT_PERMUTATION:
        return order.reshape(dims).astype(np.int64)
    return (order[:, :n] + ex.value(c.lo, None)).reshape(dims).astype(np.int64)


def pm_inputs(vp: ValidatedPlan, sm_values: Values, seed: int, funcs: F.Functions) -> list[Values]:
    ex = Exprs(vp)
    field = funcs.field
    proj = Projector(vp.mesh, vp.permutations, lambda s: ex.scalar(s, None, funcs), field.p)
    per_rank: list[Values] = [dict() for _ in range(vp.mesh.world)]
    for b in vp.plan.inputs:
        value = sm_values[b.sm_tensor]
        partial = proj.partial_axes(b.relation)
        scale_total = 1
        for _, s in partial:
            scale_total = scale_total * s % field.p
        for prog in vp.programs:
            if b.pm_tensor not in prog.graph.tensors:
                continue
            for rank in prog.ranks:
                local = proj.project(value, b.relation, rank)
                if partial:
                    local = _share(local, vp, rank, [a for a, _ in partial], scale_total,
                                   f"{seed}:share:{b.pm_tensor}", field)
                per_rank[rank][b.pm_tensor] = local
    return per_rank


def _share(local: np.ndarray, vp: ValidatedPlan, rank: int, paxes, scale_total: int, material: str,
           field: F.Field) -> np.ndarray:
    """Additive shares: scale * sum over the partial axes gives back `local`.
    Non-representative ranks hold random values; the representative (all
    partial coordinates 0) holds the remainder."""
    coords = vp.mesh.coords(rank)
    if any(coords[a] for a in paxes):
        return field.random(f"{material}:{rank}", local.shape)
    import itertools
    target = local * field.inv_scalar(scale_total) % field.p
    for vals in itertools.product(*[range(vp.mesh.size(a)) for a in paxes]):
        if not any(vals):
            continue
        c = dict(coords)
        c.update(zip(paxes, vals))
        other = vp.mesh.rank_of(c)
        target = (target - field.random(f"{material}:{other}", local.shape)) % field.p
    return target


# ------------------------------------------------------------------ graphs

def run_sm(vp: ValidatedPlan, inputs: Values, funcs: F.Functions) -> Values:
    ex = Exprs(vp)
    values = dict(inputs)
    _run_local(vp.sm, values, None, ex, funcs, stop_at_collective=False)
    return values


def _exec(g: GraphInfo, ni: int, values: Values, rank: Optional[int], ex: Exprs, funcs: F.Functions) -> None:
    node = g.graph.nodes[ni]
    loc = Location(graph=g.label, node=node.name, rank=rank)
    ctx = KernelCtx(funcs, lambda e: ex.value(e, rank), [g.tensors[t].dims for t in node.outputs], loc)
    outs = [np.asarray(v) for v in run_kernel(ctx, node, [values[t] for t in node.inputs])]
    for t, v in zip(node.outputs, outs):
        if tuple(v.shape) != g.tensors[t].dims:
            raise InvalidPlan(f"kernel produced shape {v.shape} for {t!r}, declared {g.tensors[t].dims}",
                              dataclasses.replace(loc, tensor=t))
        values[t] = v


def _run_local(g: GraphInfo, values: Values, rank, ex, funcs, stop_at_collective: bool) -> None:
    for ni in g.order:
        _exec(g, ni, values, rank, ex, funcs)


@dataclasses.dataclass
class _RankState:
    program: int
    pos: int = 0
    registered: bool = False


def run_pm(vp: ValidatedPlan, inputs: list[Values], funcs: F.Functions) -> list[Values]:
    ex = Exprs(vp)
    world = vp.mesh.world
    values = [dict(inputs[r]) for r in range(world)]
    states = [_RankState(vp.rank_program[r]) for r in range(world)]
    pending: dict[tuple[str, int, int], dict[int, int]] = {}
    mailbox: dict[tuple[str, int, int, int], np.ndarray] = {}

    def graph_of(r: int) -> GraphInfo:
        return vp.programs[states[r].program].graph

    def node_at(r: int) -> Optional[tuple[int, P.Node]]:
        g = graph_of(r)
        if states[r].pos >= len(g.order):
            return None
        ni = g.order[states[r].pos]
        return ni, g.graph.nodes[ni]

    def advance(r: int) -> bool:
        moved = False
        while True:
            cur = node_at(r)
            if cur is None:
                return moved
            ni, node = cur
            g = graph_of(r)
            if not opsig.is_collective(node.op):
                _exec(g, ni, values[r], r, ex, funcs)
                states[r].pos += 1
                moved = True
                continue
            c = node.collective
            group = vp.groups[c.group]
            if node.op in (P.OP_SEND, P.OP_RECV):
                members = group.members_of(r)
                peer = members[ex.value(c.peer, r)]
                if node.op == P.OP_SEND:
                    mailbox[(c.group, c.seq, r, peer)] = values[r][node.inputs[0]]
                else:
                    key = (c.group, c.seq, peer, r)
                    if key not in mailbox:
                        return moved
                    values[r][node.outputs[0]] = mailbox.pop(key)
                states[r].pos += 1
                moved = True
                continue
            gi, _ = group.member(r)
            key = (c.group, gi, c.seq)
            if not states[r].registered:
                pending.setdefault(key, {})[r] = ni
                states[r].registered = True
                moved = True
            members = group.subgroups[gi]
            if len(pending.get(key, {})) < len(members):
                return moved
            _collective(vp, ex, funcs, node, members, values, graph_of)
            for m in members:
                states[m].pos += 1
                states[m].registered = False
            del pending[key]

    remaining = True
    while remaining:
        progress = False
        for r in range(world):
            if advance(r):
                progress = True
        remaining = any(node_at(r) is not None for r in range(world))
        if remaining and not progress:
            r = next(r for r in range(world) if node_at(r) is not None)
            ni, node = node_at(r)
            raise AmbiguousAuthority(
                f"deadlock: rank {r} waits forever at {node.name!r} "
                f"(group {node.collective.group!r}, seq {node.collective.seq})",
                Location(graph=graph_of(r).label, node=node.name, rank=r))
    return values


def _halo_reduce(x: np.ndarray, nxt: np.ndarray, dim: int, h: int, p: int) -> np.ndarray:
    """OP_HALO_REDUCE for one member: its own rows x[h:] plus, on the last h
    rows, the next member's halo rows nxt[:h]."""
    own = np.take(x, range(h, x.shape[dim]), axis=dim).copy()
    c = own.shape[dim]
    tail = [slice(None)] * own.ndim
    tail[dim] = slice(c - h, c)
    own[tuple(tail)] = (own[tuple(tail)] + np.take(nxt, range(h), axis=dim)) % p
    return own


def _collective(vp, ex: Exprs, funcs, node: P.Node, members, values: list[Values], graph_of) -> None:
    c = node.collective
    xs = [values[m][node.inputs[0]] for m in members]
    Pn = len(members)
    p = funcs.field.p
    scale = ex.scalar(c.scale, members[0], funcs) if c.HasField("scale") else 1
    if node.op == P.OP_ALL_REDUCE:
        s = sum(xs[1:], xs[0].copy()) % p * scale % p
        outs = [s] * Pn
    elif node.op == P.OP_ALL_GATHER:
        outs = [np.concatenate(xs, axis=c.dim)] * Pn
    elif node.op == P.OP_REDUCE_SCATTER:
        s = sum(xs[1:], xs[0].copy()) % p * scale % p
        outs = np.split(s, Pn, axis=c.dim)
    elif node.op == P.OP_BROADCAST_COLL:
        outs = [xs[c.root]] * Pn
    elif node.op == P.OP_SHIFT and c.open:  # member j receives member j - offset's x, or the fill
        ring = graph_of(members[0]).tensors[node.outputs[0]].kind == P.VALUE_RING
        fill = ex.value(c.fill, None)
        outs = [xs[j - c.offset] if j >= c.offset else np.full_like(xs[j], fill % p if ring else fill)
                for j in range(Pn)]
    elif node.op == P.OP_SHIFT:  # member j receives member (j - offset) mod P's x
        outs = [xs[(j - c.offset) % Pn] for j in range(Pn)]
    elif node.op == P.OP_HALO_REDUCE:  # own rows x_j[h:] + member j+1's halo rows on the last h
        outs = [_halo_reduce(xs[j], xs[(j + 1) % Pn], c.dim, ex.value(c.halo, members[j]), p)
                for j in range(Pn)]
    elif node.op == P.OP_ALL_TO_ALL and not c.data_dependent:
        pieces = [np.split(x, Pn, axis=c.split_dim) for x in xs]
        outs = [np.concatenate([pieces[j][i] for j in range(Pn)], axis=c.concat_dim) for i in range(Pn)]
    elif node.op == P.OP_ALL_TO_ALL:
        counts = [values[m][node.inputs[1]] for m in members]
        outs, recv = [], []
        for i, m in enumerate(members):
            rows, got = [], []
            for j in range(Pn):
                start = int(np.sum(counts[j][:i]))
                k = int(counts[j][i])
                if start + k > xs[j].shape[0]:
                    raise InvalidPlan(f"all_to_all: member {j} sends rows beyond its input",
                                      Location(node=node.name, rank=members[j]))
                rows.append(xs[j][start:start + k])
                got.append(k)
            cap = graph_of(m).tensors[node.outputs[0]].dims[0]
            y = np.concatenate(rows, axis=0)
            if y.shape[0] > cap:
                raise InvalidPlan(f"all_to_all: {y.shape[0]} rows received, capacity {cap}",
                                  Location(node=node.name, rank=m))
            pad = np.zeros((cap - y.shape[0],) + y.shape[1:], dtype=y.dtype)
            outs.append(np.concatenate([y, pad], axis=0))
            recv.append(np.array(got, dtype=np.int64))
        for m, y, rc in zip(members, outs, recv):
            values[m][node.outputs[0]] = y
            values[m][node.outputs[1]] = rc
        return
    else:  # pragma: no cover - send/recv are handled by the scheduler
        raise AssertionError(node.op)
    for m, y in zip(members, outs):
        values[m][node.outputs[0]] = np.array(y, copy=True)  # ascontiguousarray would make 0-d arrays 1-d
