"""Rules instantiated from their registry entry alone (registry.proto
`binders`): the entry's input and output patterns say which relations the
lemma takes and gives, its binders where each of the lemma's arguments
comes from in the plan. No matcher is written per rule.

What a pattern says here: every input's relation kind is one of its
pattern's kinds ("reindex": a layout read through an index map, which the
lemma states as rel_reindex with the input's map), the inputs hold one
relation (under "reindex", one map: a contiguous shard and an expert
partition of one dim are both contig_map, and the output is then named the
contiguous shard), and the output is that relation; the node is the SM
node's op with the SM node's parameters, every input and the output of one
shape. Rules whose output relation differs from their inputs' (collectives,
reductions, layout changes) say more than a pattern can and keep their
matchers (the rule families of this package).

A rule of op_class "respects" (rule_replicated_op1/2/3: every input
replicated, the same op on every rank) applies to every op with a
registered fact of that property (registry `facts`: its denotation
respects teq), a rule of op_class "linear" (rule_linear_op1/2: every input
one partial sum, the same op on every rank) to every op with a "linear"
fact; its inputs and output may differ in shape, as the fact states them,
and the obligation names the fact, whose parameters Coq infers from the op.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Optional, Sequence

from emitter import ops as opsig
from emitter.relation import op_scalar
from emitter.rules.base import MatchCtx, Rule, found, layout_map
from proto import plan_pb2

P = plan_pb2

# registry pattern kind -> the relation kinds it accepts
_KINDS = {"reindex": ("contiguous_shard", "expert_partition", "zigzag", "strided_shard", "reindex"), "replicated": ("replicated",),
          "partial_sum": ("partial_sum",)}
# relation kinds that are one map (Relations.v: both rel_reindex P d (contig_map c))
_CONTIG = ("contiguous_shard", "expert_partition")
# op classes instantiated once per registered fact of that property
_FACT_CLASSES = ("respects", "linear")
_OF_ROLE = re.compile(r"^(dim|map|shape|rshape|sm|fam|scale)\((\w+)\)$")
_FN = re.compile(r"^fn\((\w+)\)$")
_ATTR = re.compile(r"^attr\((\w+)\)$")


def rules(entries: Optional[Sequence], facts: Sequence = ()) -> tuple[Rule, ...]:
    """A Rule for every registry entry with binders, for every op it applies
    to: its op_kinds, or its op_class ("pointwise": every op the op table
    defines pointwise with as many inputs as the rule; "respects",
    "linear": every op with a fact of that property, one Rule per fact)."""
    by_name = {sig.name: op for op, sig in opsig.SIGNATURES.items()}
    out = []
    for e in entries or ():
        if not e.binders:
            continue
        if e.op_class not in ("", "pointwise") + _FACT_CLASSES or bool(e.op_class) == bool(e.op_kinds):
            raise ValueError(f"registry rule {e.name}: binders need op_kinds or an op_class of "
                             f"{('pointwise',) + _FACT_CLASSES}, got {list(e.op_kinds)} and {e.op_class!r}")
        if e.op_class in _FACT_CLASSES:
            out += [_fact_rule(e, f, op) for f in facts if f.property == e.op_class
                    for op in _fact_ops(f, by_name) if len(opsig.SIGNATURES[op].inputs) == len(e.inputs)]
            continue
        if e.op_class:
            ops = [op for op, sig in opsig.SIGNATURES.items()
                   if sig.pointwise is not None and len(sig.inputs) == len(e.inputs)]
        else:
            unknown = [k for k in e.op_kinds if k not in by_name]
            if unknown:
                raise ValueError(f"registry rule {e.name}: op kinds {unknown} are not in the op table")
            ops = [by_name[k] for k in e.op_kinds]
        for op in ops:
            out.append(Rule(e.name, e.lemma, op, tuple("/".join(p.kinds) for p in e.inputs),
                            "/".join(e.output.kinds), ("one relation on every input, the SM node's parameters",),
                            instantiate(e)))
    return tuple(out)


def _fact_ops(fact, by_name) -> list[int]:
    """The ops whose nodes render to the fact's denotations."""
    aliases = {k: op for op, ks in opsig.DENOTATION_ALIASES.items() for k in ks}
    ops = []
    for k in fact.op_kinds:
        op = by_name.get(k, aliases.get(k))
        if op is None:
            raise ValueError(f"registry fact {fact.lemma}: op kind {k!r} is not in the op table")
        ops.append(op)
    return list(dict.fromkeys(ops))


def _fact_rule(entry, fact, op: int) -> Rule:
    """The entry's generic rule at one op's fact: every input in the entry's
    one relation kind (replicated; partial_sum, every input of one scale),
    the output in it too."""
    roles = {p.role: j for j, p in enumerate(entry.inputs)}
    (kind,) = {k for p in entry.inputs for k in p.kinds}

    def match(ctx: MatchCtx):
        ins = ctx.inputs
        if opsig.denotation(ctx.node) not in fact.op_kinds:
            return f"{fact.lemma} is about {', '.join(fact.op_kinds)}"
        if len(ins) != len(roles) or any(f.rel.kind not in _KINDS[kind] for f in ins):
            return f"needs every input {kind}"
        if kind == "partial_sum" and any(f.rel != ins[0].rel for f in ins):
            return "needs one partial sum (one scale) on every input"
        if ctx.sm_node is None or not _same_parameters(ctx.node, ctx.sm_node, ctx.dims):
            return "the op's parameters differ from the SM node's"
        # the output shape is the fact's (validation checked the node's against its inputs'; the
        # obligation states the inferred one, which coqc compares with the fact's by computation)
        args = []
        for b in entry.binders:
            arg = _bind(b, ctx, roles, fact)
            if isinstance(arg, str) and arg not in ("R", "_"):
                return arg
            args.append(arg)
        return dataclasses.replace(found(ins[0].rel, tuple(args)), uses=(fact.module,))

    return Rule(entry.name, entry.lemma, op, tuple("/".join(p.kinds) for p in entry.inputs),
                "/".join(entry.output.kinds), (f"{fact.lemma} {' '.join(fact.side_conditions)}".strip(),), match)


def _one_relation(ins, kinds: Sequence[str]):
    """The relation every input holds, or None."""
    r0 = ins[0].rel
    if all(f.rel == r0 for f in ins):
        return r0
    if "reindex" in kinds and all(f.rel.kind in _CONTIG and (f.rel.axis, f.rel.dim) == (r0.axis, r0.dim)
                                  for f in ins):
        return next(f.rel for f in ins if f.rel.kind == "contiguous_shard")
    return None


def _same_parameters(node: P.Node, sm: P.Node, dims) -> bool:
    """The node's parameters are the SM node's: a ring constant and a size
    expression by value (however the plan writes them), the rest as given."""
    case = node.WhichOneof("attrs")
    if case != sm.WhichOneof("attrs"):
        return False
    if opsig.ring_constant(node) is not None:
        k = op_scalar(opsig.ring_constant(node), dims)
        return k is not None and k == op_scalar(opsig.ring_constant(sm), dims)
    if case is None:
        return True
    a, b = getattr(node, case), getattr(sm, case)
    for f in a.DESCRIPTOR.fields:
        x, y = getattr(a, f.name), getattr(b, f.name)
        repeated = f.is_repeated if hasattr(f, "is_repeated") else f.label == f.LABEL_REPEATED
        if (not repeated and f.message_type is not None and f.message_type.name == "Expr" and dims is not None
                and a.HasField(f.name) and b.HasField(f.name)):
            if dims.poly(x) != dims.poly(y):
                return False
        elif x != y:
            return False
    return True


def instantiate(entry):
    """The matcher of a registry entry with binders."""
    roles = {p.role: j for j, p in enumerate(entry.inputs)}
    kinds = [k for p in entry.inputs for k in p.kinds]

    def match(ctx: MatchCtx):
        ins = ctx.inputs
        if len(ins) != len(roles):
            return f"takes {len(roles)} inputs"
        if ctx.sm_node is None or not _same_parameters(ctx.node, ctx.sm_node, ctx.dims):
            return "the op's parameters differ from the SM node's"
        for pat, f in zip(entry.inputs, ins):
            if not any(f.rel.kind in _KINDS[k] for k in pat.kinds):
                return f"input {pat.role} needs {' or '.join(pat.kinds)}, got {f.rel.kind}"
        out_rel = _one_relation(ins, kinds)
        if out_rel is None:
            return "inputs in different relations"
        s = ins[0].local_shape
        if any(f.local_shape != s for f in ins) or any(f.sm_shape != ins[0].sm_shape for f in ins):
            return "inputs' shapes differ"
        if tuple(ctx.out_local) != tuple(s):
            return "output shape differs from the inputs'"
        args = []
        for b in entry.binders:
            arg = _bind(b, ctx, roles)
            if isinstance(arg, str) and arg not in ("R", "_"):
                return arg
            args.append(arg)
        return found(out_rel, tuple(args))

    return match


def _bind(binder: str, ctx: MatchCtx, role: dict, fact=None):
    """One lemma argument (rules.base.Arg) from the plan, or why not (str)."""
    if binder in ("R", "_"):
        return binder
    if binder == "op.fn":  # the op as a function of its inputs
        return ("op_fn", (ctx.node, tuple(f.local_shape for f in ctx.inputs), ctx.dims))
    if binder == "op.fact":
        if fact is None:
            raise ValueError(f"registry binder 'op.fact' outside a rule of op_class {_FACT_CLASSES}")
        return ("fact", (fact.lemma, len(fact.side_conditions)))
    if binder == "op.entry":
        return ("entry", (ctx.node, ctx.dims))
    if binder == "axis_size":
        return ("nat", ctx.P)
    if binder == "out.shape":  # the output's local shape (a fact's output shape may carry a length its op does not)
        return ("shape", tuple(ctx.out_local))
    fn = _FN.match(binder)
    if fn is not None:
        return ("fn", fn.group(1))
    attr = _ATTR.match(binder)
    if attr is not None:
        case = ctx.node.WhichOneof("attrs")
        if case is None or attr.group(1) not in getattr(ctx.node, case).DESCRIPTOR.fields_by_name:
            raise ValueError(f"registry binder {binder!r}: the op's attributes have no field {attr.group(1)!r}")
        return ("nat", ctx.dims.poly(getattr(getattr(ctx.node, case), attr.group(1))))
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
    if what == "rshape":  # as `rcons init last`, the form facts state row-wise shapes in
        return ("rshape", f.local_shape)
    if what == "scale":
        return ("ring", f.rel.scale)
    if f.rel.dim is None:
        return f"input {m.group(2)} lays out no dim"
    if what == "dim":
        return ("raw", str(f.rel.dim))
    g = layout_map(ctx, f.rel, f.local_shape[f.rel.dim])
    return g if g is not None else f"input {m.group(2)}'s layout has no map (a zigzag of local length 2 * c)"
