"""Rules instantiated from their registry entry alone (registry.proto
`binders`, `op_class`): the entry's input and output patterns say which
relations the lemma takes and gives, its binders where each of the lemma's
arguments comes from in the plan. No matcher is written per rule.

What a pattern says here: every input's relation kind is one of its
pattern's kinds ("reindex": a layout read through an index map, which the
lemma states as rel_reindex with the input's map), inputs whose patterns
name one dim variable hold one relation, and the output is that relation.
Rules whose output relation differs from their inputs' (collectives,
reductions, layout changes) say more than a pattern can and keep their
matchers (the rule families of this package).
"""
from __future__ import annotations

import re
from typing import Optional, Sequence

from emitter import ops as opsig
from emitter.rules.base import MatchCtx, Rule, found, layout_map
from proto import plan_pb2

P = plan_pb2

# registry pattern kind -> the relation kinds it accepts
_KINDS = {"reindex": ("contiguous_shard", "expert_partition", "zigzag"), "replicated": ("replicated",)}
_OF_ROLE = re.compile(r"^(dim|map|shape|sm|fam)\((\w+)\)$")


def rules(entries: Optional[Sequence]) -> tuple[Rule, ...]:
    """A Rule for every registry entry with binders, for every op it applies
    to (its op_class)."""
    out = []
    for e in entries or ():
        if not e.binders:
            continue
        if e.op_class != "pointwise":
            raise ValueError(f"registry rule {e.name}: binders need op_class \"pointwise\", got {e.op_class!r}")
        for op, sig in opsig.SIGNATURES.items():
            if sig.pointwise is not None and len(sig.inputs) == len(e.inputs):
                out.append(Rule(e.name, e.lemma, op, tuple("/".join(p.kinds) for p in e.inputs),
                                "/".join(e.output.kinds),
                                ("the op's entry function on both sides",), instantiate(e)))
    return tuple(out)


def instantiate(entry):
    """The matcher of a registry entry with binders."""
    roles = [p.role for p in entry.inputs]

    def match(ctx: MatchCtx):
        ins = ctx.inputs
        if len(ins) != len(roles):
            return f"takes {len(roles)} inputs"
        if ctx.sm_node is None or ctx.sm_node.WhichOneof("attrs") != ctx.node.WhichOneof("attrs") or (
                ctx.node.WhichOneof("attrs") and getattr(ctx.node, ctx.node.WhichOneof("attrs"))
                != getattr(ctx.sm_node, ctx.sm_node.WhichOneof("attrs"))):
            return "the op's parameters differ from the SM node's"
        by_dim = {}
        for pat, f in zip(entry.inputs, ins):
            if not any(f.rel.kind in _KINDS[k] for k in pat.kinds):
                return f"input {pat.role} needs {' or '.join(pat.kinds)}, got {f.rel.kind}"
            if pat.dim and by_dim.setdefault(pat.dim, f.rel) != f.rel:
                return f"inputs of dim {pat.dim} in different relations"
        s = ins[0].local_shape
        if any(f.local_shape != s for f in ins) or any(f.sm_shape != ins[0].sm_shape for f in ins):
            return "inputs' shapes differ"
        if tuple(ctx.out_local) != tuple(s):
            return "output shape differs from the inputs'"
        out_rel = by_dim.get(entry.output.dim, ins[0].rel)
        args = []
        for b in entry.binders:
            arg = _bind(b, ctx, {r: j for j, r in enumerate(roles)})
            if isinstance(arg, str) and arg != "R":
                return arg
            args.append(arg)
        return found(out_rel, tuple(args))

    return match


def _bind(binder: str, ctx: MatchCtx, role: dict):
    """One lemma argument (rules.base.Arg) from the plan, or why not (str)."""
    if binder == "R":
        return "R"
    if binder == "op.entry":
        return ("entry", ctx.node)
    if binder == "axis_size":
        return ("nat", ctx.P)
    m = _OF_ROLE.match(binder)
    if m is None or m.group(2) not in role:
        raise ValueError(f"registry binder {binder!r} names nothing the compiler provides")
    what, j = m.group(1), role[m.group(2)]
    f = ctx.inputs[j]
    if what == "sm":
        return ("in", j)
    if what == "fam":
        return ("fam", j)
    if what == "shape":
        return ("shape", f.local_shape)
    if f.rel.dim is None:
        return f"input {m.group(2)} lays out no dim"
    if what == "dim":
        return ("raw", str(f.rel.dim))
    g = layout_map(ctx, f.rel, f.local_shape[f.rel.dim])
    return g if g is not None else f"input {m.group(2)}'s layout has no map (a zigzag of local length 2 * c)"
