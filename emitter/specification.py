"""The specification a plan must prove, derived from the SM's declared
outputs and the PM's input bindings (ARCHITECTURE.md, trust rules).

The observables a plan lists are the plan's own choice, and a plan written
by an untrusted frontend can weaken them: declare a gradient `partial_sum`
where its replicas must agree, or leave one out. So the required
observables and relations are derived here from `Plan.outputs` (what each
SM output is: the loss, the gradient of an input, a value) and from how
each input is bound, and the declared observables are checked against them:

* every declared output is observed, and, when the SM has a loss, every
  parameter has a declared gradient output;
* a parameter is bound information-completely (no partial sum), so its
  replicas or shards determine the SM value;
* a parameter's gradient is related as the parameter is bound in the
  program that holds it: that is the relation the update consumes it in
  (a dp-replicated weight's gradient replicated over dp, a TP- or
  FSDP-sharded one sharded the same way, in the same nesting order, or
  whole on an axis the weight is sharded on, which determines the shard);
* a loss, reported and not consumed, may be a scaled sum over the axes
  that data inputs are sharded on (the mean of rank losses) and is
  replicated on every other axis;
* a value output (logits, hidden states) and the gradient of a data input
  have no partial sum.

`--partial` (`derive(..., partial=True)`) accepts a plan that proves less:
every deviation is then returned as a `Shortfall`, which the verdict
reports, instead of raised.
"""
from __future__ import annotations

import dataclasses
from typing import Optional, Sequence

from emitter.errors import InvalidPlan, Location
from emitter.graph import GraphInfo, ProgramInfo
from proto import plan_pb2

P = plan_pb2
SHARDS = (P.REL_CONTIGUOUS_SHARD, P.REL_ZIGZAG, P.REL_EXPERT_PARTITION, P.REL_STRIDED_SHARD)
KIND_NAMES = {P.OUTPUT_LOSS: "loss", P.OUTPUT_GRADIENT: "gradient", P.OUTPUT_VALUE: "value"}
RING_INPUTS = (P.ROLE_PARAMETER, P.ROLE_BUFFER, P.ROLE_DATA)


@dataclasses.dataclass(frozen=True)
class Shortfall:
    """What a --partial plan leaves out of the derived specification."""
    output: str          # the SM tensor
    observable: Optional[str]  # None: not observed at all
    declared: Optional[str]    # the declared relation, as text
    required: str
    binding: bool = False  # a parameter's input binding, not an observable

    def __str__(self) -> str:
        if self.binding:
            return f"parameter {self.output} bound {self.declared} (required: {self.required})"
        if self.observable is None:
            return f"{self.output} not observed (required: {self.required})"
        return f"{self.observable} declared {self.declared}, required {self.required}"


@dataclasses.dataclass(frozen=True)
class Specification:
    outputs: tuple[P.SmOutput, ...]
    shortfalls: tuple[Shortfall, ...]  # empty unless partial


def describe(rel: P.Relation) -> str:
    """A relation as one line of text (diagnostics, claims)."""
    parts = []
    for p in rel.placements:
        kind = P.RelKind.Name(p.kind)[4:].lower()
        arg = ""
        if p.kind == P.REL_STRIDED_SHARD:
            arg = f"({p.dim}, {p.split_factor} pieces)"
        elif p.kind in SHARDS:
            arg = f"({p.dim})"
        elif p.kind == P.REL_PERMUTED:
            arg = f"({p.dim}, {p.permutation})"
        elif p.kind == P.REL_PARTIAL_SUM and p.HasField("scale"):
            arg = "(scaled)"
        parts.append(f"{p.axis or '*'}:{kind}{arg}")
    if rel.HasField("microbatch"):
        parts.append(f"microbatch {rel.microbatch.index}/{rel.microbatch.count}")
    return "[" + ", ".join(parts) + "]"


def _shape_key(rel: P.Relation) -> tuple:
    """A relation up to the order of placements that act on different
    dims (only the order among those sharing a dim carries meaning)."""
    by_dim: dict[int, list] = {}
    other = []
    for p in rel.placements:
        if p.kind in SHARDS or p.kind == P.REL_PERMUTED:
            by_dim.setdefault(p.dim, []).append((p.axis, p.kind, p.permutation, p.split_factor))
        else:
            other.append((p.axis, p.kind, p.scale.SerializeToString(deterministic=True)))
    mb = rel.microbatch.SerializeToString(deterministic=True) if rel.HasField("microbatch") else b""
    return tuple(sorted(other)), tuple(sorted((d, tuple(v)) for d, v in by_dim.items())), mb


def determines(grad: P.Relation, bound: P.Relation) -> bool:
    """Whether a gradient held in relation `grad` gives every rank what its
    update reads under the parameter's binding `bound`: the same relation,
    except that an axis the parameter is sharded on may hold the whole
    gradient (replicated: each rank's shard of it is then determined). A
    partial sum, or a different shard, never does."""
    whole = {p.axis for p in grad.placements if p.kind == P.REL_REPLICATED}
    sharded = {p.axis for p in bound.placements if p.kind in SHARDS}

    def rest(rel: P.Relation) -> P.Relation:
        r = P.Relation()
        r.CopyFrom(rel)
        del r.placements[:]
        r.placements.extend(p for p in rel.placements if p.axis not in whole & sharded)
        return r

    return _shape_key(rest(grad)) == _shape_key(rest(bound))


def derive(plan: P.Plan, sm: GraphInfo, programs: Sequence[ProgramInfo], partial: bool = False) -> Specification:
    """Checks `plan.outputs` and the observables against the derived
    specification (module doc); raises InvalidPlan naming the output or
    observable, the declared and the required relation."""
    outputs = _check_outputs(plan, sm)
    shortfalls: list[Shortfall] = []

    def short(s: Shortfall, loc: Location) -> None:
        if not partial:
            raise InvalidPlan(f"the plan proves less than its specification: {s} "
                              "(tv prove --partial proves less on purpose)", loc,
                              expected_relation=s.required, inferred_relation=s.declared)
        shortfalls.append(s)

    for s_, loc in _parameter_bindings(plan, sm):
        short(s_, loc)
    observed: dict[str, list[tuple[int, P.Observable]]] = {}
    for i, o in enumerate(plan.observables):
        observed.setdefault(o.sm_tensor, []).append((i, o))
    data_axes = _data_axes(plan, sm)
    for j, out in enumerate(outputs):
        obs = observed.get(out.tensor, [])
        what = f"the {KIND_NAMES[out.kind]} {out.tensor!r}"
        if not obs:
            short(Shortfall(out.tensor, None, None, f"{what} observed"),
                  Location(graph="sm", tensor=out.tensor, field=f"outputs[{j}]"))
            continue
        # one observable in the derived relation proves the output; others
        # of the same SM tensor (a pre-reduction partial, say) prove more
        misses = []
        for i, o in obs:
            why = None
            for prog in [p for p in programs if o.pm_tensor in p.graph.tensors]:
                loc = Location(graph=prog.graph.label, tensor=o.pm_tensor, field=f"observables[{i}].relation")
                why = why or _deviation(plan, out, o.relation, prog, data_axes, loc)
            if why is None:
                break
            misses.append((i, o, why))
        else:
            i, o, why = misses[0]
            short(Shortfall(out.tensor, o.name, describe(o.relation), why),
                  Location(tensor=o.pm_tensor, field=f"observables[{i}].relation"))
    return Specification(tuple(outputs), tuple(dict.fromkeys(shortfalls)))


def plan_role(plan: P.Plan, sm_tensor: str) -> int:
    return next(t.role for t in plan.sm.tensors if t.name == sm_tensor)


def _check_outputs(plan: P.Plan, sm: GraphInfo) -> list[P.SmOutput]:
    seen: set[str] = set()
    grads: dict[str, str] = {}
    for j, out in enumerate(plan.outputs):
        loc = Location(graph="sm", tensor=out.tensor or None, field=f"outputs[{j}]")
        t = sm.tensors.get(out.tensor)
        if t is None:
            raise InvalidPlan(f"SM output {out.tensor!r} is not an SM tensor", loc)
        if out.tensor not in sm.producer:
            raise InvalidPlan(f"SM output {out.tensor!r} is a graph input, not computed", loc)
        if out.tensor in seen:
            raise InvalidPlan(f"SM output {out.tensor!r} is declared twice", loc)
        seen.add(out.tensor)
        if out.kind == P.OUTPUT_UNSPECIFIED:
            raise InvalidPlan(f"SM output {out.tensor!r} has no kind (loss, gradient or value)", loc)
        if out.kind != P.OUTPUT_GRADIENT:
            if out.of:
                raise InvalidPlan(f"SM output {out.tensor!r} is a {KIND_NAMES[out.kind]} and names `of`", loc)
            continue
        src = sm.tensors.get(out.of)
        if src is None or src.role not in RING_INPUTS or src.kind != P.VALUE_RING:
            raise InvalidPlan(f"gradient {out.tensor!r} is of {out.of!r}, which is not a ring-valued SM "
                              "graph input", loc)
        if src.role == P.ROLE_BUFFER:
            raise InvalidPlan(f"gradient {out.tensor!r} is of buffer {out.of!r}, which is not trained", loc)
        if len(src.shape) != len(t.shape) or any(a != b for a, b in zip(src.dims, t.dims)):
            raise InvalidPlan(f"gradient {out.tensor!r} has shape {list(t.dims)}, its input {out.of!r} "
                              f"{list(src.dims)}", loc)
        if out.of in grads:
            raise InvalidPlan(f"{out.of!r} has two gradients, {grads[out.of]!r} and {out.tensor!r}", loc)
        grads[out.of] = out.tensor
    # a training step (a loss) updates every parameter: a gradient left out
    # of the outputs would be left out of the proof. A gradient-seeded
    # fragment (a VJP) declares the gradients it computes.
    if any(o.kind == P.OUTPUT_LOSS for o in plan.outputs):
        for name, t in sm.tensors.items():
            if t.role == P.ROLE_PARAMETER and name not in grads:
                raise InvalidPlan(f"the SM has a loss but declares no gradient output for parameter {name!r} "
                                  "(Plan.outputs; a non-trainable input is ROLE_BUFFER)",
                                  Location(graph="sm", tensor=name, field="outputs"))
    return list(plan.outputs)


def _parameter_bindings(plan: P.Plan, sm: GraphInfo) -> list[tuple[Shortfall, Location]]:
    """A weight's replicas or shards are what each rank updates: bound as a
    partial sum, no rank would hold the weight. (A data input may arrive as
    partial sums, e.g. a fragment that starts after a row-parallel matmul.)"""
    out = []
    for i, b in enumerate(plan.inputs):
        if sm.tensors[b.sm_tensor].role not in (P.ROLE_PARAMETER, P.ROLE_BUFFER):
            continue
        for k, p in enumerate(b.relation.placements):
            if p.kind == P.REL_PARTIAL_SUM:
                out.append((Shortfall(b.sm_tensor, None, describe(b.relation),
                                      "a parameter bound information-completely (replicated or a layout/shard), "
                                      f"not as a partial sum over {p.axis!r}", binding=True),
                            Location(tensor=b.pm_tensor, field=f"inputs[{i}].relation.placements[{k}]")))
        if b.relation.HasField("microbatch") and b.relation.microbatch.kind == P.MICROBATCH_PARTIAL:
            out.append((Shortfall(b.sm_tensor, None, describe(b.relation),
                                  "a parameter bound information-completely, not as a microbatch partial sum",
                                  binding=True),
                        Location(tensor=b.pm_tensor, field=f"inputs[{i}].relation.microbatch")))
    return out


def _data_axes(plan: P.Plan, sm: GraphInfo) -> frozenset[str]:
    """The mesh axes some data or label input is sharded on: the axes a
    loss may be summed over (each rank's loss covers its share of the data)."""
    out = set()
    for b in plan.inputs:
        if sm.tensors[b.sm_tensor].role in (P.ROLE_DATA, P.ROLE_LABEL):
            out |= {p.axis for p in b.relation.placements if p.kind in SHARDS + (P.REL_PERMUTED,) and p.axis}
    return frozenset(out)


def _deviation(plan: P.Plan, out: P.SmOutput, rel: P.Relation, prog: ProgramInfo,
               data_axes: frozenset[str], loc: Location) -> Optional[str]:
    """Why `rel` is not the relation `out` must be observed in (None: it is)."""
    if out.kind == P.OUTPUT_GRADIENT and plan_role(plan, out.of) == P.ROLE_PARAMETER:
        bound = [b for b in plan.inputs if b.sm_tensor == out.of and b.pm_tensor in prog.graph.tensors]
        if not bound:
            raise InvalidPlan(f"gradient {out.tensor!r} is observed in program {prog.name!r}, where its input "
                              f"{out.of!r} is not bound: nothing says how the update consumes it", loc)
        if determines(rel, bound[0].relation):
            return None
        whole = "; or whole where it is sharded" if any(p.kind in SHARDS for p in bound[0].relation.placements) else ""
        return f"{describe(bound[0].relation)} (as {out.of!r} is bound{whole})"
    if out.kind == P.OUTPUT_LOSS:
        wrong = [p.axis for p in rel.placements
                 if not (p.kind == P.REL_REPLICATED or (p.kind == P.REL_PARTIAL_SUM and p.axis in data_axes))]
        if not wrong:
            return None
        return ("replicated, or a scaled sum over the data-parallel axes "
                f"{sorted(data_axes)}, on every axis")
    # a value, or the gradient of a data input (passed on, not consumed by
    # an update: held whole or in pieces, however the input was bound)
    partial = [p.axis for p in rel.placements if p.kind == P.REL_PARTIAL_SUM]
    if not partial and not (rel.HasField("microbatch") and rel.microbatch.kind == P.MICROBATCH_PARTIAL):
        return None
    return "no partial sum (a value is related information-completely)"
