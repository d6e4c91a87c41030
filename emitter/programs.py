"""Pipeline stages: several PM programs composed into one proof.

A plan with several programs is proved when they are pipeline stages: each
program is selected by `where` on one mesh axis, the stage axis, so a stage
is a whole sub-mesh. The proof fixes the stage axis per program (all ranks
of a stage share its coordinate, as relation.Dims fixes a size-1 axis) and is
stated over the remaining axes. The stages become ONE rank-parametric
program over those axes, so the single-program compiler (infer -> rules ->
obligations -> certificate, TV.Compose.compose) proves them together:

* every PM tensor and node is renamed `<program>.<name>` (unique);
* a send is dropped and its recv reads the sent tensor, with the peer
  resolved to the sending stage's coordinate (a constant): the recv's step
  is `op_recv src (fun _ => op_send X)`, related by RulesPipeline.v's recv
  rules. Pairs are matched by (group, seq) and peers, as the evaluator
  matches them; a p2p group must be the stage axis;
* input bindings and observables name the renamed tensors, their stage-axis
  placement dropped (it must be replicated: a stage holds whole values);
  an observable is realized by the one stage program that computes it, and
  every stage that received it under the same name holds a copy, which is
  an observable of its own (`<name>_at_<program>`): the theorem covers
  every copy a user can read.

A microbatched plan (num_microbatches = M > 1) is then folded
(fold_microbatches): the M per-microbatch copies become ONE copy over a new
outermost mesh axis `microbatch` of size M, so the microbatch index is a
coordinate like a rank and the obligations do not grow with M:

* copy m of the program must be copy 0 node by node (same ops, attributes
  and SM nodes realized; collective seq aside), reading only its own
  microbatch's tensors and shared ones; copy 0 is kept;
* a MICROBATCH_SLICE binding or observable m is placement
  `contiguous_shard(dim)` on the microbatch axis (microbatch m's value is
  chunk m of the SM value); shared values are replicated on it;
* the HELPER_ACCUMULATE add chain ((t_0 + t_1) + ..) + t_{M-1} over one
  tensor's copies becomes one accumulation node along the microbatch axis
  (is_accumulate: accum_add M, RulesMicrobatch.v nest_accum_outer); a chain
  read only by a HELPER_ACCUMULATE scale by 1 / M (a mean) is folded with
  it, the factor restated as 1 / microbatch (collective.scale:
  op_scale k (accum_add M), nest_accum_scaled_outer);
* the plan's constraint S = M * L splitting a sliced dim is restated as
  S = microbatch * L, so the proof holds for every microbatch count.

Anything else (a copy reading another microbatch's tensor, a partial
accumulation, an unsplit dim) stops at missing_relation_rule naming the
node. A plan with one program and no microbatches is returned unchanged.
"""
from __future__ import annotations

import dataclasses
from typing import Mapping, Optional, Sequence

from emitter.errors import Location, MissingRelationRule
from emitter import relation
from emitter.mesh import Group, Mesh
from emitter.symbolic import Poly, expr_poly
from emitter.graph import GraphInfo, ProgramInfo, TensorInfo
from emitter.validate import ValidatedPlan, _topological_order
from proto import plan_pb2

P = plan_pb2
LABEL = "pm:pipeline"


def merge(vp: ValidatedPlan) -> ValidatedPlan:
    """The single-program view of a pipelined, microbatched plan (module doc)."""
    if len(vp.programs) > 1:
        vp = _merge_stages(vp)
    if vp.plan.num_microbatches:
        vp = fold_microbatches(vp)
    return vp


def _merge_stages(vp: ValidatedPlan) -> ValidatedPlan:
    axis = stage_axis(vp)
    stage = {p.name: _stage_of(vp, i) for i, p in enumerate(vp.programs)}
    sends = _sends(vp, axis, stage)
    graph = P.Graph()
    for prog in vp.programs:
        g = prog.graph
        for t in g.graph.tensors:
            d = graph.tensors.add()
            d.CopyFrom(t)
            d.name = _name(prog, t.name)
        for ni in g.order:
            n = g.graph.nodes[ni]
            if n.op == P.OP_SEND:
                continue  # its recv reads the sent tensor
            m = graph.nodes.add()
            m.CopyFrom(n)
            m.name = _name(prog, n.name)
            m.ClearField("inputs")
            m.inputs.extend(_name(prog, t) for t in n.inputs)
            m.ClearField("outputs")
            m.outputs.extend(_name(prog, t) for t in n.outputs)
            if n.op == P.OP_RECV:
                src, sent = _recv_source(vp, axis, stage, sends, prog, n)
                m.inputs.append(sent)
                m.collective.peer.Clear()
                m.collective.peer.constant = src
    plan = P.Plan()
    plan.CopyFrom(vp.plan)
    live = [a for a in plan.mesh.axes if a.name != axis]
    del plan.mesh.axes[:]
    plan.mesh.axes.extend(live)
    del plan.programs[:]
    plan.programs.add(name="pipeline", graph=graph)
    del plan.inputs[:]
    for b in vp.plan.inputs:
        for prog in vp.programs:
            if b.pm_tensor in prog.graph.tensors:
                loc = Location(graph=prog.graph.label, tensor=b.pm_tensor, field="inputs")
                plan.inputs.add(sm_tensor=b.sm_tensor, pm_tensor=_name(prog, b.pm_tensor),
                                relation=_drop_stage(b.relation, axis, loc))
    del plan.observables[:]
    names = {o.name for o in vp.plan.observables}
    for i, o in enumerate(vp.plan.observables):
        loc = Location(tensor=o.pm_tensor, field=f"observables[{i}]")
        computing = _computing(vp, o.pm_tensor)
        if len(computing) != 1:
            raise MissingRelationRule(
                f"observable {o.name!r} is held by {len(computing)} stage programs "
                f"({[p.name for p in computing]}): composing stages proves an observable realized by one stage",
                loc)
        # every stage holding the tensor under the observable's name is in
        # the theorem: a copy received from another stage is a copy the
        # user reads too, and may hold something else (a stale partial sum)
        copies = [p for p in vp.programs if o.pm_tensor in p.graph.tensors and p is not computing[0]]
        for prog in computing + copies:
            name = o.name if prog is computing[0] else f"{o.name}_at_{prog.name}"
            if prog is not computing[0] and name in names:
                raise MissingRelationRule(f"the copy of observable {o.name!r} held by {prog.name!r} would be "
                                          f"named {name!r}, which another observable has", loc)
            names.add(name)
            plan.observables.add(name=name, sm_tensor=o.sm_tensor, pm_tensor=_name(prog, o.pm_tensor),
                                 relation=_drop_stage(o.relation, axis, dataclasses.replace(
                                     loc, graph=prog.graph.label)))
    old: dict[str, TensorInfo] = {}
    for prog in vp.programs:
        old.update({_name(prog, t): info for t, info in prog.graph.tensors.items()})
    info = _graph_info(graph, old, LABEL)
    mesh = Mesh(tuple(a.name for a in live), tuple(a.size for a in live))
    return dataclasses.replace(vp, plan=plan, mesh=mesh, programs=(ProgramInfo("pipeline", (), info),),
                               rank_program=())


def _computing(vp: ValidatedPlan, t: str) -> list[ProgramInfo]:
    """The programs holding `t`, without those that only received it (a
    stage that recv's a tensor under the sender's name holds a copy)."""
    holders = [p for p in vp.programs if t in p.graph.tensors]

    def received(p: ProgramInfo) -> bool:
        i = p.graph.producer.get(t)
        return i is not None and p.graph.graph.nodes[i].op == P.OP_RECV

    return [p for p in holders if not received(p)] or holders


def stage_axis(vp: ValidatedPlan) -> str:
    """The one mesh axis every program is selected on (`where`, one CoordEq)."""
    axes = set()
    for prog in vp.plan.programs:
        if prog.ranks or len(prog.where) != 1:
            raise MissingRelationRule(
                f"{len(vp.programs)} PM programs: program {prog.name!r} is not selected by one `where` "
                "on a stage axis; only pipeline stages (one program per coordinate of one mesh axis) are "
                "composed", Location(field="programs"))
        axes.add(prog.where[0].axis)
    if len(axes) != 1:
        raise MissingRelationRule(f"PM programs are selected on several axes {sorted(axes)}; pipeline stages "
                                  "are selected on one stage axis", Location(field="programs"))
    axis = axes.pop()
    if all(a.name == axis for a in vp.plan.mesh.axes):
        raise MissingRelationRule(f"the mesh has no axis besides the stage axis {axis!r}: stages are proved "
                                  "over the remaining axes (add a size-1 axis for single-rank stages)",
                                  Location(field="mesh"))
    return axis


def _stage_of(vp: ValidatedPlan, i: int) -> int:
    return vp.plan.programs[i].where[0].value


def _name(prog: ProgramInfo, t: str) -> str:
    return f"{prog.name}.{t}"


def _sends(vp: ValidatedPlan, axis: str, stage: Mapping[str, int]) -> dict:
    """(group, seq, from stage, to stage) -> the renamed sent tensor."""
    out = {}
    for prog in vp.programs:
        for n in prog.graph.graph.nodes:
            if n.op == P.OP_SEND:
                dst = _peer(vp, axis, stage[prog.name], prog, n)
                out[(n.collective.group, n.collective.seq, stage[prog.name], dst)] = _name(prog, n.inputs[0])
    return out


def _recv_source(vp: ValidatedPlan, axis: str, stage: Mapping[str, int], sends, prog: ProgramInfo,
                 n: P.Node) -> tuple[int, str]:
    here = stage[prog.name]
    src = _peer(vp, axis, here, prog, n)
    sent = sends.get((n.collective.group, n.collective.seq, src, here))
    if sent is None:  # validate pairs every send with a recv; kept as a guard
        raise MissingRelationRule(f"recv {n.name!r} (group {n.collective.group!r}, seq {n.collective.seq}) "
                                  f"from stage {src} has no matching send",
                                  Location(graph=prog.graph.label, node=n.name))
    return src, sent


def _peer(vp: ValidatedPlan, axis: str, here: int, prog: ProgramInfo, n: P.Node) -> int:
    """A p2p peer (member index along the stage-axis group = the peer's stage
    coordinate) at stage `here`; it may read only the stage coordinate."""
    loc = Location(graph=prog.graph.label, node=n.name, field="collective.peer")
    g = vp.groups[n.collective.group]
    if tuple(g.axes) != (axis,):
        raise MissingRelationRule(f"{'send' if n.op == P.OP_SEND else 'recv'} {n.name!r} over group "
                                  f"{g.name!r}: p2p between stages must be over the stage axis {axis!r}", loc)
    e = n.collective.peer
    v = e.constant
    for m in e.terms:
        t = m.coeff
        for f in m.factors:
            which = f.WhichOneof("kind")
            if which == "coord" and f.coord == axis:
                t *= here
            elif which == "axis_size":
                t *= vp.mesh.size(f.axis_size)
            else:
                raise MissingRelationRule(f"peer of {n.name!r} reads {which} {getattr(f, which)!r}: a stage's "
                                          "peer may read only the stage coordinate", loc)
        v += t
    return v


def _drop_stage(rel: P.Relation, axis: str, loc: Location) -> P.Relation:
    out = P.Relation()
    out.CopyFrom(rel)
    del out.placements[:]
    for p in rel.placements:
        if p.axis != axis:
            out.placements.add().CopyFrom(p)
        elif p.kind != P.REL_REPLICATED:
            raise MissingRelationRule(
                f"{P.RelKind.Name(p.kind)} placement on {axis!r}, the axis the programs are selected on: "
                "programs are composed as pipeline stages, which hold whole values (replicated on the stage "
                "axis); programs per boundary class of a sharded axis (a CP halo exchange) are not composed yet",
                loc)
    return out


def _renamed(t: TensorInfo, decl: P.TensorDecl) -> TensorInfo:
    return TensorInfo(decl.name, t.kind, t.shape, t.dims, t.role, decl)


def _graph_info(graph: P.Graph, old: Mapping[str, TensorInfo], label: str) -> GraphInfo:
    # the constructor, not dataclasses.replace: 450,000 tensors on the 405B plan
    tensors = {d.name: _renamed(old[d.name], d) for d in graph.tensors}
    producer = {t: i for i, n in enumerate(graph.nodes) for t in n.outputs}
    node_index = {n.name: i for i, n in enumerate(graph.nodes)}
    return GraphInfo(label, graph, tensors, producer, tuple(_topological_order(graph, producer, label)),
                     node_index)


# ------------------------------------------------------------------ microbatches

MB_AXIS = relation.MB_AXIS  # "microbatch"


def is_accumulate(node: P.Node) -> bool:
    """A folded accumulation (fold_microbatches): the add chain over the
    microbatch copies of its one input, along the microbatch axis (times
    collective.scale when folded with its mean's scale)."""
    return node.op == P.OP_ADD and node.helper == P.HELPER_ACCUMULATE and node.HasField("collective")


def fold_microbatches(vp: ValidatedPlan) -> ValidatedPlan:
    """The M per-microbatch copies of the (single) program as one copy over
    the outermost mesh axis MB_AXIS (module doc)."""
    M = vp.plan.num_microbatches
    prog = vp.programs[0]
    g = prog.graph
    label = g.label
    if M < 2:
        raise MissingRelationRule(f"num_microbatches {M}: nothing to accumulate; plan it without microbatches",
                                  Location(field="num_microbatches"))
    if MB_AXIS in vp.mesh.axes or MB_AXIS in vp.groups:
        raise MissingRelationRule(f"the mesh already has an axis or group {MB_AXIS!r}: the microbatch level "
                                  "needs that name", Location(field="mesh"))
    nodes = [g.graph.nodes[i] for i in g.order]
    copy = _copy_of(vp, nodes)
    tmap = _slice_map(vp, g, M)
    _check_reads(nodes, copy, label)
    _match_copies(g, nodes, copy, tmap, M, label)
    folded, dropped = _accumulations(vp, g, nodes, copy, tmap, M, label)
    for n in nodes:
        if not n.HasField("microbatch") and n.name not in dropped and n.name not in folded and \
                any(copy.get(t) is not None for t in n.inputs):
            raise MissingRelationRule(
                f"node {n.name!r} reads a microbatch copy outside microbatch work and its accumulation chain",
                Location(graph=label, node=n.name))
    graph = P.Graph()
    gone = {t for n in nodes if n.name in dropped for t in n.outputs}
    for d in g.graph.tensors:
        if copy.get(d.name, 0) == 0 and d.name not in gone:
            graph.tensors.add().CopyFrom(d)
    for n in nodes:
        if n.name in dropped or (n.HasField("microbatch") and n.microbatch):
            continue
        m = graph.nodes.add()
        m.CopyFrom(folded.get(n.name, n))
        m.ClearField("microbatch")
    plan = P.Plan()
    plan.CopyFrom(vp.plan)
    plan.num_microbatches = 0
    axes = [(MB_AXIS, M)] + [(a.name, a.size) for a in vp.plan.mesh.axes]
    del plan.mesh.axes[:]
    for a, size in axes:
        plan.mesh.axes.add(name=a, size=size)
    plan.groups.add(name=MB_AXIS, axes=[MB_AXIS])
    _split_constraints(vp, plan, g, M)
    del plan.inputs[:]
    for b in vp.plan.inputs:
        if b.relation.microbatch.index == 0:
            plan.inputs.add(sm_tensor=b.sm_tensor, pm_tensor=b.pm_tensor,
                            relation=_mb_relation(b.relation, Location(graph=label, tensor=b.pm_tensor)))
    del plan.observables[:]
    for i, o in enumerate(vp.plan.observables):
        loc = Location(graph=label, tensor=o.pm_tensor, field=f"observables[{i}]")
        mb = o.relation.microbatch
        if copy.get(o.pm_tensor) != (mb.index if o.relation.HasField("microbatch") else None):
            raise MissingRelationRule(
                f"observable {o.name!r}: PM tensor {o.pm_tensor!r} is "
                + (f"microbatch {copy[o.pm_tensor]}'s copy" if copy.get(o.pm_tensor) is not None else "shared")
                + ", its relation says otherwise", loc)
        pm = tmap[mb.index][o.pm_tensor] if mb.index else o.pm_tensor
        plan.observables.add(name=o.name, sm_tensor=o.sm_tensor, pm_tensor=pm, relation=_mb_relation(o.relation, loc))
    mesh = Mesh(tuple(a for a, _ in axes), tuple(n for _, n in axes))
    groups = dict(vp.groups)
    groups[MB_AXIS] = Group.make(MB_AXIS, mesh.subgroups((MB_AXIS,)), (MB_AXIS,))
    info = _graph_info(graph, g.tensors, label)
    return dataclasses.replace(vp, plan=plan, mesh=mesh, groups=groups,
                               programs=(ProgramInfo(prog.name, (), info),), rank_program=())


def _copy_of(vp: ValidatedPlan, nodes: Sequence[P.Node]) -> dict[str, int]:
    """Per-microbatch tensors -> their microbatch: SLICE-bound inputs and the
    outputs of nodes carrying `microbatch`."""
    out = {}
    for b in vp.plan.inputs:
        if b.relation.HasField("microbatch"):
            out[b.pm_tensor] = b.relation.microbatch.index
    for n in nodes:
        if n.HasField("microbatch"):
            out.update({t: n.microbatch for t in n.outputs})
    return out


def _unindexed(rel: P.Relation) -> bytes:
    r = P.Relation()
    r.CopyFrom(rel)
    r.microbatch.index = 0
    return r.SerializeToString(deterministic=True)


def _slice_map(vp: ValidatedPlan, g: GraphInfo, M: int) -> list[dict[str, str]]:
    """tmap[m]: microbatch m's bound inputs -> microbatch 0's (same SM
    tensor and relation but the index)."""
    tmap: list[dict[str, str]] = [{} for _ in range(M)]
    first = {}
    for b in vp.plan.inputs:
        mb = b.relation.microbatch
        loc = Location(graph=g.label, tensor=b.pm_tensor, field="inputs")
        if not b.relation.HasField("microbatch"):
            continue
        if mb.kind != P.MICROBATCH_SLICE:
            raise MissingRelationRule(f"binding of {b.pm_tensor!r}: {P.MicrobatchKind.Name(mb.kind)} has no fold "
                                      "onto the microbatch level (only MICROBATCH_SLICE)", loc)
        key = (b.sm_tensor, _unindexed(b.relation))
        if mb.index == 0:
            if key in first:
                raise MissingRelationRule(f"{b.sm_tensor!r} is bound twice as microbatch 0 with one relation: "
                                          "the copies cannot be matched", loc)
            first[key] = b.pm_tensor
    for b in vp.plan.inputs:
        mb = b.relation.microbatch
        if b.relation.HasField("microbatch") and mb.index:
            t0 = first.get((b.sm_tensor, _unindexed(b.relation)))
            if t0 is None or t0 in tmap[mb.index].values() or not _same_decl(g, b.pm_tensor, t0):
                raise MissingRelationRule(
                    f"binding of {b.pm_tensor!r} (microbatch {mb.index} of {b.sm_tensor!r}) matches no single "
                    "microbatch-0 binding of the same tensor, relation and shape",
                    Location(graph=g.label, tensor=b.pm_tensor, field="inputs"))
            tmap[mb.index][b.pm_tensor] = t0
    return tmap


def _same_decl(g: GraphInfo, a: str, b: str) -> bool:
    da, db = P.TensorDecl(), P.TensorDecl()
    da.CopyFrom(g.tensors[a].decl)
    db.CopyFrom(g.tensors[b].decl)
    da.name = db.name = ""
    return da == db


def _check_reads(nodes: Sequence[P.Node], copy: Mapping[str, int], label: str) -> None:
    """A microbatch-m node reads microbatch m's tensors and shared ones only."""
    for n in nodes:
        if not n.HasField("microbatch"):
            continue
        for t in n.inputs:
            if copy.get(t, n.microbatch) != n.microbatch:
                raise MissingRelationRule(
                    f"node {n.name!r} of microbatch {n.microbatch} reads {t!r} of microbatch {copy[t]}: the "
                    "copies are not one program over the microbatch index", Location(graph=label, node=n.name,
                                                                                        tensor=t))


def _normal(n: P.Node) -> P.Node:
    """A node without what differs between microbatch copies."""
    m = P.Node()
    m.CopyFrom(n)
    for f in ("name", "inputs", "outputs", "microbatch"):
        m.ClearField(f)
    if m.HasField("collective"):
        m.collective.seq = 0
    return m


def _match_copies(g: GraphInfo, nodes: Sequence[P.Node], copy: Mapping[str, int], tmap: list[dict[str, str]],
                  M: int, label: str) -> None:
    """Copy m is copy 0 node by node (in program order); extends tmap[m]
    with the nodes' outputs."""
    work = [[n for n in nodes if n.HasField("microbatch") and n.microbatch == m] for m in range(M)]
    for m in range(1, M):
        if len(work[m]) != len(work[0]):
            raise MissingRelationRule(f"microbatch {m} has {len(work[m])} nodes, microbatch 0 has {len(work[0])}: "
                                      "the copies are not one program over the microbatch index",
                                      Location(graph=label, node=(work[m] or work[0])[0].name))
        for n0, nm in zip(work[0], work[m]):
            loc = Location(graph=label, node=nm.name)
            why = None
            if _normal(n0) != _normal(nm) or len(n0.inputs) != len(nm.inputs) or len(n0.outputs) != len(nm.outputs):
                why = f"differs from microbatch 0's {n0.name!r} in op, attributes or arity"
            else:
                for a, b in zip(nm.inputs, n0.inputs):
                    if (tmap[m].get(a) if copy.get(a) is not None else a) != b:
                        why = f"reads {a!r} where microbatch 0's {n0.name!r} reads {b!r}"
                        break
            if why is None and not all(_same_decl(g, a, b) for a, b in zip(nm.outputs, n0.outputs)):
                why = f"outputs differ in shape or kind from microbatch 0's {n0.name!r}"
            if why:
                raise MissingRelationRule(f"node {nm.name!r} of microbatch {m} {why}: the copies are not one "
                                          "program over the microbatch index", loc)
            tmap[m].update(zip(nm.outputs, n0.outputs))


def _accumulations(vp: ValidatedPlan, g: GraphInfo, nodes: Sequence[P.Node], copy: Mapping[str, int],
                   tmap: list[dict[str, str]], M: int, label: str) -> tuple[dict[str, P.Node], set[str]]:
    """The HELPER_ACCUMULATE add chains ((t_0 + t_1) + ..) + t_{M-1}: the
    last node of each -> the folded accumulation node; the other chain
    nodes (dropped)."""
    running: dict[str, tuple[str, int, list[str]]] = {}  # partial sum -> (t_0, next m, chain nodes)
    folded, dropped = {}, set()
    readers: dict[str, int] = {}
    for n in nodes:
        for t in n.inputs:
            readers[t] = readers.get(t, 0) + 1
    observed = {o.pm_tensor for o in vp.plan.observables}
    for n in nodes:
        if n.HasField("microbatch") or not any(copy.get(t) is not None or t in running for t in n.inputs):
            continue
        loc = Location(graph=label, node=n.name)
        if n.helper != P.HELPER_ACCUMULATE or n.op != P.OP_ADD or len(n.inputs) != 2 or len(n.outputs) != 1:
            continue  # reported by fold_microbatches: reads a copy outside an accumulation
        a, b = n.inputs
        if a in running:
            t0, m, chain = running.pop(a)
        elif copy.get(a) == 0:
            t0, m, chain = a, 1, []
        else:
            raise MissingRelationRule(f"accumulation {n.name!r} does not continue a chain ((t_0 + t_1) + ..) over "
                                      "the microbatch copies in order", loc)
        if copy.get(b) != m or tmap[m].get(b) != t0:
            raise MissingRelationRule(f"accumulation {n.name!r} adds {b!r} where the chain over {t0!r}'s copies "
                                      f"needs microbatch {m}'s copy", loc)
        chain = chain + [n.name]
        (out,) = n.outputs
        if m + 1 < M:
            if readers.get(out, 0) != 1 or out in observed:
                raise MissingRelationRule(f"partial accumulation {out!r} (microbatches 0..{m}) is read outside its "
                                          "chain", Location(graph=label, node=n.name, tensor=out))
            running[out] = (t0, m + 1, chain)
            continue
        acc = P.Node()
        acc.CopyFrom(n)
        acc.ClearField("inputs")
        acc.inputs.append(t0)
        acc.collective.group = MB_AXIS
        tail = _mean_tail(nodes, out, readers, observed, M)
        if tail is None:
            folded[n.name] = acc
            dropped.update(chain[:-1])
            continue
        # the mean: chain and scale are one node, its factor 1 / M stated
        # over the microbatch count (as _split_constraints states the split)
        acc.name = tail.name
        del acc.outputs[:]
        acc.outputs.extend(tail.outputs)
        acc.collective.scale.num.constant = 1
        acc.collective.scale.den.terms.add(coeff=1).factors.add(axis_size=MB_AXIS)
        folded[tail.name] = acc
        dropped.update(chain)
    if running:
        out, (t0, m, chain) = next(iter(running.items()))
        raise MissingRelationRule(f"accumulation chain over {t0!r} stops at microbatch {m - 1} of {M}",
                                  Location(graph=label, node=chain[-1], tensor=out))
    return folded, dropped


def _mean_tail(nodes: Sequence[P.Node], out: str, readers: Mapping[str, int], observed: set[str],
               M: int) -> Optional[P.Node]:
    """The HELPER_ACCUMULATE scale by exactly 1 / M that is the only reader
    of a completed chain's sum `out` (a mean over the microbatches), if any."""
    if readers.get(out, 0) != 1 or out in observed:
        return None
    (r,) = [n for n in nodes if out in n.inputs]
    f = r.scale.factor if r.HasField("scale") else None
    if r.op != P.OP_SCALE or r.helper != P.HELPER_ACCUMULATE or f is None or f.rsqrt or f.num.terms or \
            f.den.terms or f.num.constant != 1 or f.den.constant != M:
        return None
    return r


def _mb_relation(rel: P.Relation, loc: Location) -> P.Relation:
    """The relation with the microbatch level as an outermost placement:
    SLICE = contiguous_shard(dim), no microbatch = replicated."""
    out = P.Relation()
    if rel.HasField("microbatch"):
        if rel.microbatch.kind != P.MICROBATCH_SLICE:
            raise MissingRelationRule(f"{P.MicrobatchKind.Name(rel.microbatch.kind)} has no fold onto the "
                                      "microbatch level (only MICROBATCH_SLICE)", loc)
        out.placements.add(axis=MB_AXIS, kind=P.REL_CONTIGUOUS_SHARD, dim=rel.microbatch.dim)
    else:
        out.placements.add(axis=MB_AXIS, kind=P.REL_REPLICATED)
    out.placements.extend(rel.placements)
    return out


def _split_constraints(vp: ValidatedPlan, plan: P.Plan, g: GraphInfo, M: int) -> None:
    """Restate each sliced dim's constraint S = M * X (X: the microbatch's
    size, e.g. dp * B_l) as S = microbatch * X (in `plan`), so the
    microbatch count is a quantified axis size; infer checks that X is the
    microbatch's local size times its shards."""
    mb = Poly.var("a:" + MB_AXIS)
    for b in vp.plan.inputs:
        if not b.relation.HasField("microbatch") or b.relation.microbatch.index:
            continue
        d = b.relation.microbatch.dim
        S = vp.sm.tensors[b.sm_tensor].decl.shape[d]
        i, X = _split_of(plan, expr_poly(S), M, mb)
        if i is None:
            raise MissingRelationRule(
                f"the microbatch split of {b.sm_tensor!r} dim {d} ({expr_poly(S)} into {M} microbatches) is no plan "
                "constraint S = M * X: the proof states it over the microbatch count (declare it)",
                Location(graph=g.label, tensor=b.pm_tensor, field="constraints"))
        if X is None:
            continue  # restated for an earlier binding
        c = plan.constraints[i]
        c.lhs.CopyFrom(S)
        c.rhs.Clear()
        for mono, coeff in X.terms:
            t = c.rhs.terms.add(coeff=coeff)
            t.factors.add(axis_size=MB_AXIS)
            for v in mono:
                kind, name = v.split(":", 1)
                t.factors.add(**{{"s": "symbol", "a": "axis_size", "c": "coord"}[kind]: name})


def _split_of(plan: P.Plan, S: Poly, M: int, mb: Poly) -> tuple[Optional[int], Optional[Poly]]:
    """(index, X) of the constraint S = M * X; (index, None) if it already
    reads S = microbatch * X; (None, None) if there is none."""
    for i, c in enumerate(plan.constraints):
        if c.cmp != P.CMP_EQ:
            continue
        diff = expr_poly(c.lhs) - expr_poly(c.rhs)
        for r in (S - diff, S + diff):
            if not r.terms or r.variables() & S.variables():
                continue
            if all("a:" + MB_AXIS in mono for mono, _ in r.terms):
                return i, None
            if all(coeff % M == 0 for _, coeff in r.terms):
                return i, Poly.of({mono: coeff // M for mono, coeff in r.terms})
    return None, None
