"""Pipeline stages: several PM programs composed into one proof.

A plan with several programs is proved when they are pipeline stages: each
program is selected by `where` on one mesh axis, the stage axis, so a stage
is a whole sub-mesh. The proof fixes the stage axis per program (all ranks
of a stage share its coordinate, as infer.Dims fixes a size-1 axis) and is
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
  an observable is realized by the one stage program that computes it
  (stages that only received it hold copies).

A plan with one program is returned unchanged. A microbatched plan
(num_microbatches > 0) stops at its first microbatch node: the M
per-microbatch copies are not folded into one proof yet (_microbatch_stop).
"""
from __future__ import annotations

import dataclasses
from typing import Mapping

from emitter.errors import Location, MissingRelationRule
from emitter.mesh import Mesh
from emitter.validate import GraphInfo, ProgramInfo, TensorInfo, ValidatedPlan, _topological_order
from proto import plan_pb2

P = plan_pb2
LABEL = "pm:pipeline"


def merge(vp: ValidatedPlan) -> ValidatedPlan:
    """The single-program view of a pipelined plan (module doc)."""
    if vp.plan.num_microbatches:
        raise _microbatch_stop(vp)
    if len(vp.programs) == 1:
        return vp
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
    for i, o in enumerate(vp.plan.observables):
        loc = Location(tensor=o.pm_tensor, field=f"observables[{i}]")
        holders = _computing(vp, o.pm_tensor)
        if len(holders) != 1:
            raise MissingRelationRule(
                f"observable {o.name!r} is held by {len(holders)} stage programs "
                f"({[p.name for p in holders]}): composing stages proves an observable realized by one stage",
                loc)
        plan.observables.add(name=o.name, sm_tensor=o.sm_tensor, pm_tensor=_name(holders[0], o.pm_tensor),
                             relation=_drop_stage(o.relation, axis, dataclasses.replace(
                                 loc, graph=holders[0].graph.label)))
    info = _graph_info(graph, vp)
    mesh = Mesh(tuple(a.name for a in live), tuple(a.size for a in live))
    return dataclasses.replace(vp, plan=plan, mesh=mesh, programs=(ProgramInfo("pipeline", (), info),),
                               rank_program=())


def _microbatch_stop(vp: ValidatedPlan) -> MissingRelationRule:
    """The stop of a microbatched plan, at the first node carrying
    `microbatch` (validate has checked the microbatch fields). Its proof
    needs the copies folded onto a microbatch level (the SLICE binding m =
    contiguous shard m of the SM value along its dim, the HELPER_ACCUMULATE
    add chain = accum_add over that level) and the accumulation rule."""
    prog, n = next((p, p.graph.graph.nodes[i]) for p in vp.programs for i in p.graph.order
                   if p.graph.graph.nodes[i].HasField("microbatch"))
    rels = [f"{b.pm_tensor}: microbatch {b.relation.microbatch.index}/{b.relation.microbatch.count} "
            f"of {b.sm_tensor}" for b in vp.plan.inputs if b.pm_tensor in n.inputs and b.relation.HasField("microbatch")]
    return MissingRelationRule(
        f"node {n.name!r} works on microbatch {n.microbatch} of {vp.plan.num_microbatches}: the per-microbatch "
        "copies are not folded into one proof yet", Location(graph=prog.graph.label, node=n.name),
        inferred_relation=", ".join(rels) or None,
        rule_candidates=["microbatch_accumulate / accumulate_partial (RulesPipeline.v): registered; the "
                         "compiler has no fold of the microbatch copies onto a microbatch level (slice m = "
                         "contiguous_shard m, accumulation add chain = accum_add) to instantiate them on"])


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


def _graph_info(graph: P.Graph, vp: ValidatedPlan) -> GraphInfo:
    old: dict[str, TensorInfo] = {}
    for prog in vp.programs:
        old.update({_name(prog, t): info for t, info in prog.graph.tensors.items()})
    tensors = {d.name: dataclasses.replace(old[d.name], name=d.name, decl=d) for d in graph.tensors}
    producer = {t: i for i, n in enumerate(graph.nodes) for t in n.outputs}
    node_index = {n.name: i for i, n in enumerate(graph.nodes)}
    return GraphInfo(LABEL, graph, tensors, producer, tuple(_topological_order(graph, producer, LABEL)),
                     node_index)
