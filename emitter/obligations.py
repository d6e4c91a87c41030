"""One obligation per PM step: the step's local fact, generated from the
plan's ops and attributes, with tensors, dims and axis sizes universally
quantified under canonical names; proved by applying the selected rule's
lemma. Identical statements are emitted once (file ob_<16 hex of sha256>)."""
from __future__ import annotations

import dataclasses
import hashlib
from typing import Sequence

from emitter import coq_render as C
from emitter import ops as opsig
from emitter.errors import Location
from emitter.infer import Inference, Step
from proto import plan_pb2

P = plan_pb2
TENSOR_TYPE = {P.VALUE_RING: "seq nat -> R", P.VALUE_INDEX: "seq nat -> nat", P.VALUE_MASK: "seq nat -> bool"}


@dataclasses.dataclass(frozen=True)
class Obligation:
    name: str
    statement: str
    source: str
    rule: str
    hyps: int  # number of hypotheses (= step inputs)


def ring_type(field: bool) -> str:
    return "fieldType" if field else "comRingType"


def _binders(names: C.Names, fns: Sequence[str], kinds: Sequence[int], field: bool = False) -> str:
    parts = [f"(R : {ring_type(field)})"]
    dims = names.binders()
    if dims:
        parts.append("(" + " ".join(dims) + " : nat)")
    if fns:
        parts.append("(" + " ".join(C.fn_name(f) for f in fns) + " : R -> R)")
    for j, k in enumerate(kinds):
        parts.append(f"(A{j} : {TENSOR_TYPE[k]})")
    for j, k in enumerate(kinds):
        parts.append(f"(F{j} : nat -> {TENSOR_TYPE[k]})")
    return " ".join(parts)


def step_needs_field(step: Step, inf: Inference) -> bool:
    from emitter.infer import scale_needs_field
    rels = [f.rel for f in step.inputs] + [step.output.rel]
    return (step.app.field or C.needs_field(step.node, inf.dims)
            or (step.sm_node is not None and C.needs_field(step.sm_node, inf.dims))
            or any(r.kind == "partial_sum" and scale_needs_field(r.scale) for r in rels))


def render_step(step: Step, inf: Inference) -> tuple[str, str]:
    """(statement, proof) of one step's local obligation."""
    names = C.Names(canonical=True)
    loc = Location(graph="pm", node=step.node.name)
    axis_size = names("a:" + inf.axis)
    hyps = [C.rel_pred(f.rel, f.local_shape, f"A{j}", f"F{j}", names) for j, f in enumerate(step.inputs)]
    node = step.node
    fns: list[str] = []
    if opsig.is_collective(node.op):
        sm_term = "A0"
        pm_body = C.pm_op(node, ["F0"], [f.local_shape for f in step.inputs], step.output.local_shape,
                          axis_size, "r", names, loc, inf.dims)
    else:
        sm = step.sm_node
        sm_term = "(" + C.local_op(sm, [f"A{j}" for j in range(len(step.inputs))],
                                   [f.sm_shape for f in step.inputs], names, loc, inf.dims,
                                   step.out_index) + ")"
        pm_body = C.local_op(node, [f"(F{j} r)" for j in range(len(step.inputs))],
                             [f.local_shape for f in step.inputs], names, loc, inf.dims, step.out_index)
        fns = list(C.functions_of(sm.op))
        for f in C.functions_of(node.op):
            if f not in fns:
                fns.append(f)
    concl = C.rel_pred(step.output.rel, step.output.local_shape, sm_term, f"(fun r => {pm_body})", names)
    binders = _binders(names, fns, [f.kind for f in step.inputs], step_needs_field(step, inf))
    statement = f"forall {binders},\n  " + "".join(h + " ->\n  " for h in hyps) + concl
    intro = ["R"] + names.binders() + [C.fn_name(f) for f in fns] + \
        [f"A{j}" for j in range(len(step.inputs))] + [f"F{j}" for j in range(len(step.inputs))]
    args = " ".join(_arg(a, names) for a in step.app.args)
    proof = f"move=> {' '.join(intro)}; exact: (@{step.app.rule.lemma} {args})."
    return statement, proof


def _arg(a, names: C.Names) -> str:
    if a == "R":
        return "R"
    kind, v = a
    if kind == "nat":
        return C.nat(v, names, atom=True)
    if kind == "shape":
        return C.shape(v, names)
    if kind == "in":
        return f"A{v}"
    if kind == "fam":
        return f"F{v}"
    if kind == "ring":
        return C.ring_scale(v, names)
    if kind == "fn":
        return C.fn_name(v)
    if kind == "contig_map":
        return f"(contig_map {C.nat(v, names, atom=True)})"
    return v


def ob_name(statement: str) -> str:
    return "ob_" + hashlib.sha256(statement.encode("utf-8")).hexdigest()[:16]


def module_import(module: str) -> str:
    """`From TV Require Import M.` for a registry module name `TV.M`."""
    prefix, _, short = module.rpartition(".")
    return f"From {prefix or 'TV'} Require Import {short}."


def source(name: str, statement: str, proof: str, module: str = "TV.Rules") -> str:
    return "\n".join(C.PRELUDE + (module_import(module),)) + \
        f"\nTheorem {name} : {statement}.\nProof. {proof} Qed.\n"


def build(inf: Inference) -> tuple[list[str], dict[str, Obligation]]:
    """Per step (in program order) its obligation's name, and the distinct
    obligations by name."""
    per_step, unique = [], {}
    for step in inf.steps:
        statement, proof = render_step(step, inf)
        name = ob_name(statement)
        per_step.append(name)
        if name not in unique:
            unique[name] = Obligation(name, statement, source(name, statement, proof, step.app.module),
                                      step.app.rule.name, len(step.inputs))
    return per_step, unique
