"""IR graphs + programs + placements -> a `Plan` proto (schema v1).

Relations come only from what PyTorch states: DTensor placements of the
parameters and of the step's outputs (Shard -> contiguous_shard, Replicate
-> replicated, Partial -> partial_sum), the data layout the step used (batch
sharded on the dp axis, identical elsewhere), and the loss being a mean
(so on the dp axis the SM loss is the average of the ranks' losses). Plain
(non-DTensor) outputs are claimed equal to the SM value on every rank of
the non-dp axes: that is what a caller of the step relies on, and exactly
the claim the silent plan bugs break.
"""

from __future__ import annotations

import dataclasses
import fractions
import hashlib
from typing import Any, Optional, Sequence

from frontends.torch.align import Role
from frontends.torch.ir import IRGraph, IRInput, IRNode, IROutput, IRTensor
from emitter.mesh import Mesh
from emitter.ops import SIGNATURES
from frontends.common.plan_writer import HELPERS, KINDS, Ex, ex
from frontends.common.plan_writer import scalar as plan_scalar
from frontends.torch.merge import Program
from frontends.torch.normalize import sanitize
from frontends.torch.raw import DPlacement
from proto import plan_pb2 as P

# the op vocabulary's names (emitter/ops.py), not a second table that could drift from it
OPS = {sig.name: op for op, sig in SIGNATURES.items()}
DTYPES = {"float32": P.DTYPE_F32, "float16": P.DTYPE_F16, "bfloat16": P.DTYPE_BF16,
          "float64": P.DTYPE_F64, "int64": P.DTYPE_I64, "int32": P.DTYPE_I32, "bool": P.DTYPE_BOOL}
ROLES = {"parameter": P.ROLE_PARAMETER, "buffer": P.ROLE_BUFFER, "data": P.ROLE_DATA,
         "label": P.ROLE_LABEL, "grad_seed": P.ROLE_GRAD_SEED}
OUTPUT_KINDS = {"loss": P.OUTPUT_LOSS, "logits": P.OUTPUT_VALUE}


# ---------------------------------------------------------------- values

def expr(v: Any) -> P.Expr:
    """An attribute: an int, or one fitted over the ranks' coordinates (merge.fit_affine)."""
    return ex(v if isinstance(v, Ex) else int(v))


def scalar(v: Any) -> P.Scalar:
    """A captured scalar: a number, ("rsqrt", number), or (tag, number)."""
    rsqrt = isinstance(v, tuple) and v[0] == "rsqrt"
    f = fractions.Fraction(v[1] if isinstance(v, tuple) else v)
    # rsqrt(k) always states its denominator (the evaluator reads it)
    return plan_scalar(f.numerator, f.denominator if rsqrt or f.denominator != 1 else None, rsqrt=rsqrt)


def placement(axis: str, p: Optional[DPlacement], mesh_size: int) -> P.Placement:
    if p is None or p.kind == "replicate":
        return P.Placement(axis=axis, kind=P.REL_REPLICATED)
    if p.kind in ("shard", "strided_shard"):  # strided: `relation` says which (`_strided_last`)
        return P.Placement(axis=axis, kind=P.REL_CONTIGUOUS_SHARD, dim=p.dim)
    if p.kind == "partial":
        pl = P.Placement(axis=axis, kind=P.REL_PARTIAL_SUM)
        if p.reduce_op in ("avg", "ReduceOp.AVG", "RedOpType.AVG"):
            pl.scale.CopyFrom(scalar(fractions.Fraction(1, mesh_size)))
        return pl
    raise ValueError(f"unknown placement kind {p.kind}")


def relation(mesh: Mesh, placements: Optional[Sequence[DPlacement]],
             overrides: Optional[dict[str, P.Placement]] = None) -> P.Relation:
    """One entry per mesh axis, in mesh order: the DTensor placement on that
    axis, an override (dp data layout), or replicated."""
    by_axis = {p.axis: p for p in (placements or ())}
    rel = P.Relation()
    for axis, size in zip(mesh.axes, mesh.sizes):
        if overrides and axis in overrides:
            rel.placements.append(overrides[axis])
        else:
            rel.placements.append(placement(axis, by_axis.get(axis), size))
    for p in placements or ():
        if p.kind == "strided_shard" and not (overrides and p.axis in overrides):
            if any(q.kind in ("shard", "strided_shard") and q.dim == p.dim and q.axis != p.axis
                   for q in placements):
                _strided_last(rel, p, mesh)
            else:  # the dim's only split: split_factor pieces, each sharded over p's axis
                mine = next(q for q in rel.placements if q.axis == p.axis)
                mine.CopyFrom(P.Placement(axis=p.axis, kind=P.REL_STRIDED_SHARD, dim=p.dim,
                                          split_factor=p.split_factor))
    return rel


def _strided_last(rel: P.Relation, p: DPlacement, mesh: Mesh) -> None:
    """DTensor's `_StridedShard(d, split_factor=sf)` on axis a (FSDP2 over
    TP): dim d is split first by the later mesh axes that shard it (sf
    shards), then each of those pieces by a: a's entry goes after theirs
    (the Plan IR applies entries on one dim in list order, the first
    outermost; emitter/infer.py reads it as MeshOuter.v's strided view).
    Any other split factor has no such reading."""
    from emitter.errors import Location, UnsupportedOperator
    axes = list(mesh.axes)
    later = [q for q in rel.placements if q.kind == P.REL_CONTIGUOUS_SHARD and q.dim == p.dim
             and axes.index(q.axis) > axes.index(p.axis)]
    sf = 1
    for q in later:
        sf *= mesh.sizes[axes.index(q.axis)]
    if not later or sf != p.split_factor:
        raise UnsupportedOperator(
            f"placement _StridedShard(dim={p.dim}, split_factor={p.split_factor}) on {p.axis}: the later axes "
            f"sharding dim {p.dim} give {sf} pieces", Location(field=f"placements[{p.axis}]"),
            aten_op="placement _StridedShard")
    copies = [P.Placement() for _ in rel.placements]
    for c, q in zip(copies, rel.placements):
        c.CopyFrom(q)
    mine = next(c for c in copies if c.axis == p.axis)
    out = [c for c in copies if c.axis != p.axis]
    later_axes = {q.axis for q in later}
    at = max(i for i, c in enumerate(out) if c.axis in later_axes) + 1
    out.insert(at, mine)
    del rel.placements[:]
    rel.placements.extend(out)


# ---------------------------------------------------------------- graphs

def tensor_decl(t: IRTensor, role: str = "activation") -> P.TensorDecl:
    return P.TensorDecl(name=t.name, kind=KINDS[t.kind], dtype=DTYPES.get(t.dtype, P.DTYPE_UNSPECIFIED),
                        shape=[expr(s) for s in t.shape],
                        role=ROLES.get(role, P.ROLE_ACTIVATION))


def set_attrs(node: P.Node, n: IRNode) -> None:
    a = dict(n.attrs)
    op = n.op
    if op == "scale":
        node.scale.factor.CopyFrom(scalar(a["factor"]))
    elif op == "add_const":
        node.add_const.value.CopyFrom(scalar(a["value"]))
    elif op == "transpose":
        node.transpose.perm.extend(a["perm"])
    elif op == "slice":
        node.slice.dim = a["dim"]
        node.slice.start.CopyFrom(expr(a["start"]))
        node.slice.length.CopyFrom(expr(a["length"]))
    elif op in ("concat", "split", "gather", "scatter_add", "cumsum"):
        node.dim.dim = a["dim"]
    elif op == "broadcast":
        node.broadcast.dims.extend(a["dims"])
    elif op in ("reduce_sum", "reduce_mean"):
        node.reduce.axes.extend(a["axes"])
        node.reduce.keepdim = bool(a["keepdim"])
    elif op in ("rmsnorm", "rmsnorm_backward"):
        node.rmsnorm.eps.CopyFrom(scalar(a["eps"]))
    elif op in ("sdpa", "sdpa_backward"):
        node.sdpa.scale.CopyFrom(scalar(a["scale"]))
    elif op == "arange":
        node.arange.start.CopyFrom(expr(a["start"]))
    elif op == "topk":
        node.topk.k.CopyFrom(expr(a["k"]))
    elif op in ("embedding", "embedding_backward"):
        node.embedding.offset.CopyFrom(expr(a["offset"]))
    elif op == "replace_value":
        node.replace_value.old.CopyFrom(expr(a["old"]))
        node.replace_value.new.CopyFrom(expr(a["new"]))
    elif op in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all"):
        c = node.collective
        c.group = a["group"]
        c.seq = a["seq"]
        if op in ("all_gather", "reduce_scatter"):
            c.dim = a["dim"]
        if "scale" in a:
            c.scale.CopyFrom(scalar(a["scale"]))
        if op == "all_to_all":
            c.split_dim, c.concat_dim = a["split_dim"], a["concat_dim"]


def node_proto(n: IRNode, role: Optional[Role] = None) -> P.Node:
    node = P.Node(name=n.name, op=OPS[n.op], inputs=n.inputs, outputs=n.outputs)
    set_attrs(node, n)
    if role is not None:
        if role.realizes:
            node.realizes = role.realizes
        elif role.helper:
            node.helper = HELPERS[role.helper]
    return node


def graph_proto(g: IRGraph, roles: Optional[dict[str, Role]] = None,
                input_relations: Optional[dict[str, P.Relation]] = None) -> P.Graph:
    inputs = {i.tensor.name: i for i in g.inputs}
    out = P.Graph()
    for t in g.tensors:
        decl = tensor_decl(t, inputs[t.name].role if t.name in inputs else "activation")
        if input_relations and t.name in input_relations:
            decl.sm_tensor = t.name
            decl.relation.CopyFrom(input_relations[t.name])
        out.tensors.append(decl)
    for n in g.nodes:
        out.nodes.append(node_proto(n, None if roles is None else roles.get(n.name, Role())))
    return out


# ---------------------------------------------------------------- the plan

@dataclasses.dataclass(frozen=True)
class PlanParts:
    name: str
    sm: IRGraph
    programs: tuple[Program, ...]
    roles: dict                  # program name -> {pm node -> Role}
    groups: dict                 # name -> GroupSpec
    mesh: Mesh
    dp_axis: Optional[str]
    provenance: tuple[tuple[str, str], ...]   # (artifact, sha256)
    seed: int


def input_relation(i: IRInput, mesh: Mesh, dp_axis: Optional[str]) -> P.Relation:
    if i.role in ("data", "label") and dp_axis:
        return relation(mesh, None, {dp_axis: P.Placement(axis=dp_axis, kind=P.REL_CONTIGUOUS_SHARD, dim=0)})
    if i.role == "parameter":
        return relation(mesh, i.placements)
    return relation(mesh, None)


def output_relation(o: IROutput, mesh: Mesh, dp_axis: Optional[str]) -> P.Relation:
    over: dict[str, P.Placement] = {}
    if dp_axis:
        size = mesh.sizes[mesh.axes.index(dp_axis)]
        if o.role == "loss":
            # each dp rank's loss is the mean over its batch shard
            over[dp_axis] = P.Placement(axis=dp_axis, kind=P.REL_PARTIAL_SUM,
                                        scale=scalar(fractions.Fraction(1, size)))
        elif o.role == "logits":
            over[dp_axis] = P.Placement(axis=dp_axis, kind=P.REL_CONTIGUOUS_SHARD, dim=0)
        # grads: averaged over dp by the step -> replicated (the default)
    return relation(mesh, o.placements, over)


def vocab_bound(sm: IRGraph) -> Optional[int]:
    shapes = sm.tensor_map()
    for n in sm.nodes:
        if n.op == "embedding":
            return shapes[n.inputs[0]].shape[0]
    return None


def build_plan(parts: PlanParts) -> P.Plan:
    plan = P.Plan(version=1, name=sanitize(parts.name), seed=parts.seed)
    plan.sm.CopyFrom(graph_proto(parts.sm))
    for a, s in zip(parts.mesh.axes, parts.mesh.sizes):
        plan.mesh.axes.append(P.MeshAxis(name=a, size=s))
    for g in sorted(parts.groups.values(), key=lambda g: g.name):
        plan.groups.append(P.ProcessGroup(name=g.name, axes=g.axes,
                                          subgroups=[P.RankList(ranks=s) for s in g.subgroups]))
    # Placements live on the PM side (the SM has none); every rank states the same.
    rels = {i.tensor.name: input_relation(i, parts.mesh, parts.dp_axis)
            for i in parts.programs[0].graph.inputs}
    for prog in parts.programs:
        p = P.Program(name=prog.name, graph=graph_proto(prog.graph, parts.roles[prog.name], rels))
        if prog.ranks is not None:
            p.ranks.extend(prog.ranks)
        plan.programs.append(p)
    pm_inputs = {i.tensor.name for prog in parts.programs for i in prog.graph.inputs}
    for i in parts.sm.inputs:
        if i.tensor.name in pm_inputs:
            plan.inputs.append(P.InputBinding(sm_tensor=i.tensor.name, pm_tensor=i.tensor.name,
                                              relation=rels[i.tensor.name]))
    pm_outputs = parts.programs[0].graph.outputs
    param_of = {i.source: i.tensor.name for i in parts.sm.inputs if i.role == "parameter"}
    for so, po in zip(parts.sm.outputs, pm_outputs):
        name = po.role if po.role != "grad" else "grad_" + sanitize(po.source)
        # the role is what the step computed it as (the captured loss,
        # logits, each parameter's .grad), never read off a name
        if po.role == "grad":
            plan.outputs.append(P.SmOutput(tensor=so.tensor, kind=P.OUTPUT_GRADIENT, of=param_of[po.source]))
        else:
            plan.outputs.append(P.SmOutput(tensor=so.tensor, kind=OUTPUT_KINDS[po.role]))
        plan.observables.append(P.Observable(
            name=name, sm_tensor=so.tensor, pm_tensor=po.tensor,
            relation=output_relation(po, parts.mesh, parts.dp_axis)))
    v = vocab_bound(parts.sm)
    if v is not None:
        for i in parts.sm.inputs:
            if i.role in ("data", "label"):
                plan.contracts.append(P.InputContract(
                    name=f"{i.tensor.name}_in_vocab", tensor=i.tensor.name,
                    kind=P.CONTRACT_INDEX_RANGE, lo=expr(0), hi=expr(v),
                    description="token ids and labels index the vocabulary (no ignore_index)"))
    for artifact, digest in parts.provenance:
        plan.provenance.append(P.Provenance(artifact=artifact, sha256=digest))
    return plan


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
