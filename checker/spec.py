"""The specification a plan must prove, derived again from the plan (the
reader's own statement of ARCHITECTURE.md's "the specification is
derived, not declared"; emitter/specification.py is the emitter's):

* every SM output (Plan.outputs) is observed, and with a loss every
  parameter has a gradient output;
* a parameter is never bound as a partial sum (its replicas or shards are
  what each rank updates);
* a parameter's gradient is related exactly as the parameter is bound in
  each program holding it (up to the order of placements on different dims);
* a loss is replicated, or a (scaled) partial sum over an axis some data or
  label input is sharded on (the mean of rank losses);
* a value, or a data input's gradient, has no partial sum.

Returns the shortfalls as text; the plan proves its specification when
there are none."""
from __future__ import annotations

from proto import plan_pb2

P = plan_pb2
SHARDED = (P.REL_CONTIGUOUS_SHARD, P.REL_ZIGZAG, P.REL_EXPERT_PARTITION, P.REL_STRIDED_SHARD)
LAYOUTS = SHARDED + (P.REL_PERMUTED,)


def _key(rel: P.Relation) -> tuple:
    """A relation up to the order of placements on different dims."""
    dims: dict = {}
    rest = []
    for p in rel.placements:
        if p.kind in LAYOUTS:
            dims.setdefault(p.dim, []).append((p.axis, p.kind, p.permutation, p.split_factor))
        else:
            rest.append((p.axis, p.kind, p.scale.SerializeToString(deterministic=True)))
    mb = rel.microbatch.SerializeToString(deterministic=True) if rel.HasField("microbatch") else b""
    return tuple(sorted(rest)), tuple(sorted((d, tuple(v)) for d, v in dims.items())), mb


def _holds_shards(grad: P.Relation, bound: P.Relation) -> bool:
    """The gradient gives each rank the part of the parameter it updates:
    the binding itself, where on an axis the parameter is laid out along
    the gradient may be held whole (replicated) instead."""
    laid = {p.axis for p in bound.placements if p.kind in SHARDED}
    whole = {p.axis for p in grad.placements if p.kind == P.REL_REPLICATED} & laid

    def drop(rel: P.Relation) -> P.Relation:
        r = P.Relation()
        r.CopyFrom(rel)
        del r.placements[:]
        r.placements.extend(p for p in rel.placements if p.axis not in whole)
        return r

    return _key(drop(grad)) == _key(drop(bound))


def subject(shortfall: str) -> str:
    """The observable or tensor a shortfall names (its second word, before
    a colon: 'observable dw: ..', 'SM output y is ..', 'parameter w is ..')."""
    words = shortfall.replace(":", " ").split()
    return words[2] if words[:2] == ["SM", "output"] else words[1]


def shortfalls(plan: P.Plan) -> list[str]:
    role = {t.name: t.role for t in plan.sm.tensors}
    out = []
    grads = {o.of: o.tensor for o in plan.outputs if o.kind == P.OUTPUT_GRADIENT}
    if any(o.kind == P.OUTPUT_LOSS for o in plan.outputs):
        out += [f"parameter {t} has no gradient output" for t, r in role.items()
                if r == P.ROLE_PARAMETER and t not in grads]
    for b in plan.inputs:
        if role.get(b.sm_tensor) in (P.ROLE_PARAMETER, P.ROLE_BUFFER) and (
                any(p.kind == P.REL_PARTIAL_SUM for p in b.relation.placements)
                or b.relation.microbatch.kind == P.MICROBATCH_PARTIAL):
            out.append(f"parameter {b.sm_tensor} is bound as a partial sum ({b.pm_tensor})")
    data_axes = {p.axis for b in plan.inputs if role.get(b.sm_tensor) in (P.ROLE_DATA, P.ROLE_LABEL)
                 for p in b.relation.placements if p.kind in LAYOUTS and p.axis}
    programs = [{t.name for t in p.graph.tensors} for p in plan.programs]
    for out_ in plan.outputs:
        obs = [o for o in plan.observables if o.sm_tensor == out_.tensor]
        if not obs:
            out.append(f"SM output {out_.tensor} is not observed")
            continue
        why = [w for w in (_deviation(plan, role, out_, o, programs, data_axes) for o in obs)]
        if all(why):
            out.append(f"observable {obs[0].name}: {why[0]}")
    return out


def _deviation(plan, role, out_, o, programs, data_axes):
    rel = o.relation
    if out_.kind == P.OUTPUT_GRADIENT and role.get(out_.of) == P.ROLE_PARAMETER:
        for held in [p for p in programs if o.pm_tensor in p]:
            bound = [b for b in plan.inputs if b.sm_tensor == out_.of and b.pm_tensor in held]
            if not bound:
                return f"gradient of {out_.of} observed where {out_.of} is not bound"
            if not _holds_shards(rel, bound[0].relation):
                return f"a gradient related otherwise than its parameter {out_.of} is bound"
        return None
    if out_.kind == P.OUTPUT_LOSS:
        if all(p.kind == P.REL_REPLICATED or (p.kind == P.REL_PARTIAL_SUM and p.axis in data_axes)
               for p in rel.placements):
            return None
        return "a loss not replicated (or summed over data axes)"
    if any(p.kind == P.REL_PARTIAL_SUM for p in rel.placements) or rel.microbatch.kind == P.MICROBATCH_PARTIAL:
        return "a value related as a partial sum"
    return None
