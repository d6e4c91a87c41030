"""The plan as the statement states it: pipeline stages merged into one
program and microbatches folded onto a mesh axis, redone here from the
plan (ARCHITECTURE.md trust rules: the statement check shares no code
with the renderer; this is the one place the emitter's lowering,
emitter/programs.py, is deliberately written a second time).

* stages (several programs, each selected by `where` on one stage axis):
  every tensor and node renamed `<program>.<name>`, sends dropped, a recv
  reads the sent tensor (peer resolved to the sender's stage), bindings and
  observables renamed with their (replicated) stage placement dropped; an
  observable is realized by the one stage computing it and every other
  stage holding its tensor holds a copy `<name>_at_<program>`;
* microbatches (num_microbatches = M > 1): copies 1..M-1 of the program
  must equal copy 0 node by node; copy 0 is kept, over a new outermost
  axis `microbatch` of size M; a microbatch slice is contiguous_shard(dim)
  on it, everything else replicated; the accumulation chain over a
  tensor's copies becomes one accumulation along the axis (with a trailing
  mean's 1 / M folded in); the split S = M * X is restated S = microbatch * X.
"""
from __future__ import annotations

import dataclasses
from typing import Optional

from proto import plan_pb2

P = plan_pb2
MB = "microbatch"
KINDS = {P.REL_REPLICATED: "replicated", P.REL_CONTIGUOUS_SHARD: "contiguous_shard", P.REL_ZIGZAG: "zigzag",
         P.REL_EXPERT_PARTITION: "expert_partition", P.REL_PARTIAL_SUM: "partial_sum", P.REL_PERMUTED: "permuted",
         P.REL_STRIDED_SHARD: "strided_shard"}


class LoweringError(ValueError):
    pass


@dataclasses.dataclass(frozen=True)
class Level:
    """One placement of a relation (a Placement, or the microbatch level)."""
    axis: str
    kind: str
    dim: int = 0
    scale: Optional[P.Scalar] = None  # partial_sum; None = 1
    pieces: int = 0  # strided_shard: the split factor


@dataclasses.dataclass(frozen=True)
class Binding:
    sm: str
    pm: str
    levels: tuple  # Level


@dataclasses.dataclass(frozen=True)
class Observable:
    name: str
    sm: str
    pm: str
    levels: tuple


@dataclasses.dataclass(frozen=True)
class PmNode:
    """A node of the lowered PM program. kind: "node" (as in the plan),
    "recv" (reads the sent tensor, its last input, from stage `peer`),
    "accum" (the folded add chain along the microbatch axis, `mean`: times
    1 / microbatch)."""
    node: P.Node
    inputs: tuple
    outputs: tuple
    kind: str = "node"
    peer: int = 0
    mean: bool = False


@dataclasses.dataclass(frozen=True)
class Lowered:
    axes: tuple  # (name, size), outermost first
    groups: dict  # name -> axes
    inputs: tuple  # Binding
    observables: tuple  # Observable
    nodes: tuple  # PmNode, in an order where producers come first
    tensors: dict  # PM tensor -> TensorDecl
    constraints: tuple  # (lhs Expr, rhs Expr, cmp)


def levels_of(rel: P.Relation) -> tuple:
    out = []
    for p in rel.placements:
        if p.kind not in KINDS:
            raise LoweringError(f"placement kind {p.kind} is not one the reader knows")
        out.append(Level(p.axis, KINDS[p.kind], p.dim, p.scale if p.HasField("scale") else None, p.split_factor))
    return tuple(out)


def lower(plan: P.Plan) -> Lowered:
    if len(plan.programs) > 1:
        low = _merge_stages(plan)
    elif len(plan.programs) == 1:
        g = plan.programs[0].graph
        low = Lowered(tuple((a.name, a.size) for a in plan.mesh.axes), {g_.name: tuple(g_.axes) for g_ in plan.groups},
                      tuple(Binding(b.sm_tensor, b.pm_tensor, levels_of(b.relation)) for b in plan.inputs),
                      tuple(Observable(o.name, o.sm_tensor, o.pm_tensor, levels_of(o.relation))
                            for o in plan.observables),
                      tuple(PmNode(n, tuple(n.inputs), tuple(n.outputs)) for n in _topological(list(g.nodes))),
                      {t.name: t for t in g.tensors},
                      tuple((c.lhs, c.rhs, c.cmp) for c in plan.constraints))
    else:
        raise LoweringError("the plan has no PM program")
    if plan.num_microbatches:
        low = _fold(plan, low)
    return low


def _topological(nodes: list) -> list:
    """Producers before readers, otherwise in the listed order (plan nodes, PmNodes)."""
    made = {t for n in nodes for t in n.outputs}
    done: set = set()
    out, todo = [], list(nodes)
    while todo:
        rest = []
        for n in todo:
            if all(t in done or t not in made for t in n.inputs):
                out.append(n)
                done.update(n.outputs)
            else:
                rest.append(n)
        if len(rest) == len(todo):
            raise LoweringError("the PM graph has a cycle")
        todo = rest
    return out


# ------------------------------------------------------------------ stages

def _merge_stages(plan: P.Plan) -> Lowered:
    axes = {w.axis for p in plan.programs for w in p.where}
    if any(len(p.where) != 1 or p.ranks for p in plan.programs) or len(axes) != 1:
        raise LoweringError("several PM programs that are not pipeline stages on one axis")
    (axis,) = axes
    size = {a.name: a.size for a in plan.mesh.axes}
    stage = {p.name: p.where[0].value for p in plan.programs}
    groups = {g.name: tuple(g.axes) for g in plan.groups}

    def peer(here: int, n: P.Node) -> int:
        if groups.get(n.collective.group) != (axis,):
            raise LoweringError(f"p2p node {n.name!r} is not over the stage axis {axis!r}")
        e = n.collective.peer
        v = e.constant
        for m in e.terms:
            t = m.coeff
            for f in m.factors:
                which = f.WhichOneof("kind")
                if which == "coord" and f.coord == axis:
                    t *= here
                elif which == "axis_size":
                    t *= size[f.axis_size]
                else:
                    raise LoweringError(f"peer of {n.name!r} reads {which} {getattr(f, which)!r}")
            v += t
        return v

    sends = {}
    for p in plan.programs:
        for n in p.graph.nodes:
            if n.op == P.OP_SEND:
                key = (n.collective.group, n.collective.seq, stage[p.name], peer(stage[p.name], n))
                sends[key] = f"{p.name}.{n.inputs[0]}"
    nodes, tensors = [], {}
    for p in plan.programs:
        for t in p.graph.tensors:
            tensors[f"{p.name}.{t.name}"] = t
        for n in _topological(list(p.graph.nodes)):
            if n.op == P.OP_SEND:
                continue
            ins = tuple(f"{p.name}.{t}" for t in n.inputs)
            outs = tuple(f"{p.name}.{t}" for t in n.outputs)
            if n.op == P.OP_RECV:
                src = peer(stage[p.name], n)
                sent = sends.get((n.collective.group, n.collective.seq, src, stage[p.name]))
                if sent is None or ins:
                    raise LoweringError(f"recv {p.name}.{n.name} has no matching send")
                nodes.append(PmNode(n, (sent,), outs, "recv", src))
            else:
                nodes.append(PmNode(n, ins, outs))

    def unstaged(rel: P.Relation, what: str) -> tuple:
        out = []
        for lv in levels_of(rel):
            if lv.axis != axis:
                out.append(lv)
            elif lv.kind != "replicated":
                raise LoweringError(f"{what}: {lv.kind} on the stage axis {axis!r}")
        return tuple(out)

    declared = [{d.name for d in p.graph.tensors} for p in plan.programs]
    received = [{t for n in p.graph.nodes if n.op == P.OP_RECV for t in n.outputs} for p in plan.programs]
    holders = lambda t: [i for i, d in enumerate(declared) if t in d]  # noqa: E731
    progs = list(plan.programs)
    inputs = tuple(Binding(b.sm_tensor, f"{progs[i].name}.{b.pm_tensor}", unstaged(b.relation, b.pm_tensor))
                   for b in plan.inputs for i in holders(b.pm_tensor))
    observables = []
    for o in plan.observables:
        have = holders(o.pm_tensor)
        computing = [i for i in have if o.pm_tensor not in received[i]] or have
        if len(computing) != 1:
            raise LoweringError(f"observable {o.name!r} is computed by {len(computing)} stages")
        for i in computing + [i for i in have if i != computing[0]]:
            name = o.name if i == computing[0] else f"{o.name}_at_{progs[i].name}"
            observables.append(Observable(name, o.sm_tensor, f"{progs[i].name}.{o.pm_tensor}",
                                          unstaged(o.relation, o.name)))
    return Lowered(tuple((a.name, a.size) for a in plan.mesh.axes if a.name != axis), groups, inputs,
                   tuple(observables), tuple(_topological(nodes)), tensors,
                   tuple((c.lhs, c.rhs, c.cmp) for c in plan.constraints))


# ------------------------------------------------------------------ microbatches

def _unindexed(rel: P.Relation) -> bytes:
    """A binding's relation but its microbatch index (copy m's binding is copy 0's but that)."""
    r = P.Relation()
    r.CopyFrom(rel)
    r.microbatch.index = 0
    return r.SerializeToString(deterministic=True)


def _normal(n: P.Node) -> bytes:
    """A node without what differs between microbatch copies."""
    m = P.Node()
    m.CopyFrom(n)
    for f in ("name", "inputs", "outputs", "microbatch"):
        m.ClearField(f)
    if m.HasField("collective"):
        m.collective.seq = 0
    return m.SerializeToString(deterministic=True)


def _decl(d: P.TensorDecl) -> bytes:
    e = P.TensorDecl()
    e.CopyFrom(d)
    e.name = ""
    return e.SerializeToString(deterministic=True)


def _fold(plan: P.Plan, low: Lowered) -> Lowered:
    M = plan.num_microbatches
    if M < 2 or MB in dict(low.axes) or MB in low.groups:
        raise LoweringError(f"num_microbatches {M} cannot be folded onto an axis {MB!r}")
    # the plan's bindings, by lowered PM name (stages renamed them)
    raw = {}
    for b in plan.inputs:
        for lb in low.inputs:
            if lb.sm == b.sm_tensor and (lb.pm == b.pm_tensor or lb.pm.endswith("." + b.pm_tensor)):
                raw[lb.pm] = b.relation
    copy = {pm: r.microbatch.index for pm, r in raw.items() if r.HasField("microbatch")}
    for pn in low.nodes:
        if pn.node.HasField("microbatch"):
            copy.update({t: pn.node.microbatch for t in pn.outputs})
    tmap: list[dict] = [{} for _ in range(M)]
    first = {}
    for lb in low.inputs:
        r = raw[lb.pm]
        if r.HasField("microbatch"):
            if r.microbatch.kind != P.MICROBATCH_SLICE:
                raise LoweringError(f"binding of {lb.pm!r} is no microbatch slice")
            if r.microbatch.index == 0:
                first[(lb.sm, _unindexed(r))] = lb.pm
    for lb in low.inputs:
        r = raw[lb.pm]
        if r.HasField("microbatch") and r.microbatch.index:
            t0 = first.get((lb.sm, _unindexed(r)))
            if t0 is None or _decl(low.tensors[t0]) != _decl(low.tensors[lb.pm]):
                raise LoweringError(f"binding of {lb.pm!r} matches no microbatch-0 binding")
            tmap[r.microbatch.index][lb.pm] = t0
    work = [[pn for pn in low.nodes if pn.node.HasField("microbatch") and pn.node.microbatch == m]
            for m in range(M)]
    for m in range(M):
        for pn in work[m]:
            bad = [t for t in pn.inputs if copy.get(t, m) != m]
            if bad:
                raise LoweringError(f"node {pn.node.name!r} of microbatch {m} reads {bad[0]!r} of another")
    # copy m is copy 0 node by node: each copy-m node (producers first)
    # is the one unmatched copy-0 node with its attributes that reads the
    # copy-0 counterparts of its inputs
    normal = {id(pn): _normal(pn.node) for m in range(M) for pn in work[m]}
    for m in range(1, M):
        if len(work[m]) != len(work[0]):
            raise LoweringError(f"microbatch {m} has {len(work[m])} nodes, microbatch 0 {len(work[0])}")
        free: dict = {}  # (attributes, inputs) -> copy-0 nodes not matched yet
        for q in work[0]:
            free.setdefault((normal[id(q)], q.inputs), []).append(q)
        for pn in work[m]:
            want = tuple(tmap[m].get(t, t) if copy.get(t) is not None else t for t in pn.inputs)
            hits = [q for q in free.get((normal[id(pn)], want), [])
                    if len(q.outputs) == len(pn.outputs)
                    and all(_decl(low.tensors[a]) == _decl(low.tensors[b]) for a, b in zip(q.outputs, pn.outputs))]
            if len(hits) != 1:
                raise LoweringError(f"node {pn.node.name!r} of microbatch {m} is no single node of microbatch 0")
            free[(normal[id(pn)], want)].remove(hits[0])
            tmap[m].update(zip(pn.outputs, hits[0].outputs))
    readers: dict = {}
    for pn in low.nodes:
        for t in pn.inputs:
            readers[t] = readers.get(t, 0) + 1
    observed = {o.pm for o in low.observables}
    running: dict = {}  # partial sum -> (t_0, next microbatch, chain)
    folded: dict = {}   # node name -> its PmNode in the folded program
    dropped: set = set()
    by_input = {}
    for pn in low.nodes:
        for t in pn.inputs:
            by_input.setdefault(t, []).append(pn)
    for pn in low.nodes:
        n = pn.node
        if n.HasField("microbatch") or not any(copy.get(t) is not None or t in running for t in pn.inputs):
            continue
        if not (n.op == P.OP_ADD and n.helper == P.HELPER_ACCUMULATE and len(pn.inputs) == 2 and len(pn.outputs) == 1):
            raise LoweringError(f"node {n.name!r} reads a microbatch copy outside an accumulation")
        a, b = pn.inputs
        if a in running:
            t0, m, chain = running.pop(a)
        elif copy.get(a) == 0:
            t0, m, chain = a, 1, []
        else:
            raise LoweringError(f"accumulation {n.name!r} does not continue a chain in microbatch order")
        if copy.get(b) != m or tmap[m].get(b) != t0:
            raise LoweringError(f"accumulation {n.name!r} adds {b!r}, not microbatch {m}'s copy of {t0!r}")
        chain = chain + [n.name]
        (out,) = pn.outputs
        if m + 1 < M:
            if readers.get(out, 0) != 1 or out in observed:
                raise LoweringError(f"partial accumulation {out!r} is read outside its chain")
            running[out] = (t0, m + 1, chain)
            continue
        tail = None
        if readers.get(out, 0) == 1 and out not in observed:
            (r,) = by_input[out]
            f = r.node.scale.factor if r.node.HasField("scale") else None
            if r.node.op == P.OP_SCALE and r.node.helper == P.HELPER_ACCUMULATE and f is not None and not f.rsqrt \
                    and not f.num.terms and not f.den.terms and f.num.constant == 1 and f.den.constant == M:
                tail = r
        if tail is None:
            folded[n.name] = PmNode(n, (t0,), pn.outputs, "accum")
            dropped.update(chain[:-1])
        else:
            folded[tail.node.name] = PmNode(n, (t0,), tail.outputs, "accum", mean=True)
            dropped.update(chain)
    if running:
        raise LoweringError(f"an accumulation chain over {next(iter(running.values()))[0]!r} stops early")
    gone = {t for pn in low.nodes if pn.node.name in dropped for t in pn.outputs}
    nodes = tuple(folded.get(pn.node.name, pn) for pn in low.nodes
                  if pn.node.name not in dropped and not (pn.node.HasField("microbatch") and pn.node.microbatch))
    tensors = {t: d for t, d in low.tensors.items() if copy.get(t, 0) == 0 and t not in gone}

    def mb_levels(rel: P.Relation, levels: tuple) -> tuple:
        if rel.HasField("microbatch"):
            if rel.microbatch.kind != P.MICROBATCH_SLICE:
                raise LoweringError("a microbatch relation other than a slice")
            return (Level(MB, "contiguous_shard", rel.microbatch.dim),) + levels
        return (Level(MB, "replicated"),) + levels

    inputs = tuple(dataclasses.replace(lb, levels=mb_levels(raw[lb.pm], lb.levels)) for lb in low.inputs
                   if raw[lb.pm].microbatch.index == 0)
    obs_rel = {}
    for o in plan.observables:
        obs_rel[o.name] = o.relation
    observables = []
    for o in low.observables:
        base = o.name if o.name in obs_rel else o.name.rsplit("_at_", 1)[0]
        rel = obs_rel[base]
        idx = rel.microbatch.index if rel.HasField("microbatch") else None
        if copy.get(o.pm) != idx:
            raise LoweringError(f"observable {o.name!r}: its tensor's microbatch is not its relation's")
        pm = tmap[idx][o.pm] if idx else o.pm
        observables.append(dataclasses.replace(o, pm=pm, levels=mb_levels(rel, o.levels)))
    groups = dict(low.groups)
    groups[MB] = (MB,)
    return Lowered(((MB, M),) + low.axes, groups, inputs, tuple(observables), nodes, tensors,
                   _split_constraints(plan, low, M))


def _split_constraints(plan: P.Plan, low: Lowered, M: int) -> tuple:
    """Each microbatch-sliced SM dim's constraint S = M * X as S = microbatch * X."""
    sm = {t.name: t for t in plan.sm.tensors}
    sliced = {sm[b.sm_tensor].shape[b.relation.microbatch.dim].SerializeToString(deterministic=True)
              for b in plan.inputs if b.relation.HasField("microbatch") and b.relation.microbatch.index == 0}
    split: set = set()
    out = []
    for lhs, rhs, cmp in low.constraints:
        for S, X in ((lhs, rhs), (rhs, lhs)):
            if cmp == P.CMP_EQ and S.SerializeToString(deterministic=True) in sliced and not X.constant \
                    and all(t.coeff % M == 0 for t in X.terms):
                e = P.Expr()
                for t in X.terms:
                    u = e.terms.add(coeff=t.coeff // M)
                    u.factors.add(axis_size=MB)
                    u.factors.extend(t.factors)
                split.add(S.SerializeToString(deterministic=True))
                lhs, rhs = S, e
                break
        out.append((lhs, rhs, cmp))
    if sliced - split:
        raise LoweringError("a microbatch-sliced dim has no plan constraint S = M * X")
    return tuple(out)
