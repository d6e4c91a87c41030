"""The rule registry: which lemma of semantics/Rules.v proves a PM step.

A rule is selected by the PM op kind, the relation kinds (and dims) of its
inputs and, for collectives, the group; never by model or tensor name. Each
entry is shaped like a registry record (name, Coq lemma, op, input and
output relation kinds, side conditions) plus a matcher that checks the side
conditions on the plan's symbolic dims and says how to instantiate the
lemma. Until the library ships a machine-readable registry
(semantics/rules.textproto), this module is the one table; an entry whose
lemma is not in the library is not offered (so the compiler reports
missing_relation_rule rather than emit a proof that cannot check).
"""
from __future__ import annotations

import dataclasses
import functools
import os
import re
from pathlib import Path
from typing import Callable, Optional, Sequence, Union

from emitter import ops as opsig
from emitter.errors import CertificateBug, Location, MissingRelationRule
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2
SEMANTICS = Path(__file__).resolve().parents[1] / "semantics"


@dataclasses.dataclass(frozen=True)
class MatchCtx:
    node: P.Node
    sm_node: Optional[P.Node]
    inputs: tuple  # infer.Fact per input
    axis: str
    out_local: tuple[Poly, ...]
    out_sm: tuple[Poly, ...]
    dims: object
    groups: object
    mesh: object
    out_index: int = 0  # output of a multi-output node

    @property
    def P(self) -> Poly:
        return Poly.var("a:" + self.axis)


# Lemma arguments: "R", ("nat", Poly), ("shape", [Poly]), ("in", j) the SM
# tensor of input j, ("fam", j) its PM family, ("raw", text).
Arg = Union[str, tuple]


@dataclasses.dataclass(frozen=True)
class RuleApp:
    rule: "Rule"
    out_rel: object  # infer.Rel
    args: tuple[Arg, ...]
    module: str = "TV.Rules"   # the Coq module that proves the lemma (registry `module`)
    field: bool = False        # the lemma is stated over `R : fieldType`


@dataclasses.dataclass(frozen=True)
class Rule:
    name: str
    lemma: str
    op: int
    inputs: tuple[str, ...]
    output: str
    side_conditions: tuple[str, ...]
    matcher: Callable[[MatchCtx], Union[RuleApp, str]] = dataclasses.field(compare=False, repr=False)
    out_index: int = 0  # which output of a multi-output op the rule proves

    def describe(self) -> str:
        return f"{self.name} ({self.lemma}: {opsig.op_name(self.op)}({', '.join(self.inputs)}) -> {self.output})"


def _rel(kind, axis, dim=None, scale=1):
    from emitter.infer import Rel
    return Rel(kind, axis, dim, scale)


def _times_syntactic(ctx: MatchCtx, whole: Poly, part: Poly) -> bool:
    """whole == P * part, and renders as `P * part` (so the lemma's
    conclusion and the generated statement agree without arithmetic)."""
    from emitter import coq_render as C
    if whole != ctx.P * part:
        return False
    names = C.Names(canonical=False)
    return C.nat(whole, names) == f"{names('a:' + ctx.axis)} * {C.nat(part, names, atom=True)}"


def _group_ok(ctx: MatchCtx) -> Optional[str]:
    g = ctx.groups[ctx.node.collective.group]
    if tuple(g.axes) == (ctx.axis,):
        return None
    if tuple(g.subgroups) == tuple(ctx.mesh.subgroups((ctx.axis,))):
        return None
    return f"group {g.name!r} is not the {ctx.axis!r} axis group"


# ------------------------------------------------------------------ matchers

def _matmul_col(ctx: MatchCtx):
    A, B = ctx.inputs
    if A.rel.kind != "replicated" or B.rel.kind != "contiguous_shard" or B.rel.dim != 1:
        return "needs (replicated, contiguous_shard(1))"
    if len(B.local_shape) != 2 or not A.local_shape:
        return "B must be rank 2"
    k, c = B.local_shape
    if A.local_shape[-1] != k or A.sm_shape[-1] != k:
        return "contraction dims differ"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (c,):
        return "output shape is not A's leading dims + B's local columns"
    return RuleApp(RULES["matmul_col"], _rel("contiguous_shard", ctx.axis, len(s0)),
                   ("R", ("nat", ctx.P), ("nat", c), ("nat", k), ("shape", s0), ("in", 0), ("in", 1),
                    ("fam", 0), ("fam", 1)))


def _matmul_row(ctx: MatchCtx):
    A, B = ctx.inputs
    if not A.local_shape or len(B.local_shape) != 2:
        return "B must be rank 2"
    if (A.rel.kind != "contiguous_shard" or A.rel.dim != len(A.local_shape) - 1
            or B.rel.kind != "contiguous_shard" or B.rel.dim != 0):
        return "needs (contiguous_shard(last), contiguous_shard(0))"
    c, n = B.local_shape
    if A.local_shape[-1] != c:
        return "local contraction dims differ"
    if not _times_syntactic(ctx, A.sm_shape[-1], c):
        return "SM contraction dim is not P * (local contraction dim)"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (n,):
        return "output shape is not A's leading dims + B's columns"
    return RuleApp(RULES["matmul_row"], _rel("partial_sum", ctx.axis, None, 1),
                   ("R", ("nat", ctx.P), ("nat", c), ("nat", n), ("shape", s0), ("in", 0), ("in", 1),
                    ("fam", 0), ("fam", 1)))


def _coll_scale(ctx: MatchCtx):
    from emitter.infer import scale_from_proto
    c = ctx.node.collective
    if not c.HasField("scale"):
        return 1
    return scale_from_proto(c.scale, ctx.dims)


def _all_reduce(ctx: MatchCtx):
    (X,) = ctx.inputs
    why = _group_ok(ctx)
    if why:
        return why
    if X.rel.kind != "partial_sum":
        return "needs partial_sum"
    k = _coll_scale(ctx)
    if k is None or k != X.rel.scale:
        return f"all_reduce scale {k} differs from the partial sum's scale {X.rel.scale}"
    if ctx.out_local != X.local_shape:
        return "output shape differs from input shape"
    return RuleApp(RULES["all_reduce"], _rel("replicated", ctx.axis),
                   ("R", ("nat", ctx.P), ("ring", X.rel.scale), ("shape", X.local_shape), ("in", 0), ("fam", 0)))


def _reduce_scatter(ctx: MatchCtx):
    (X,) = ctx.inputs
    why = _group_ok(ctx)
    if why:
        return why
    if X.rel.kind != "partial_sum" or X.rel.scale != 1:
        return "needs partial_sum (scale 1)"
    if _coll_scale(ctx) != 1:
        return "reduce_scatter with a scale"
    d = ctx.node.collective.dim
    if not 0 <= d < len(X.local_shape):
        return "dim out of range"
    c = ctx.out_local[d]
    if not _times_syntactic(ctx, X.local_shape[d], c):
        return "input dim is not P * (output dim)"
    return RuleApp(RULES["reduce_scatter"], _rel("contiguous_shard", ctx.axis, d),
                   ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", X.local_shape), ("in", 0),
                    ("fam", 0), ("raw", "isT"), ("raw", "erefl")))


def _all_gather(ctx: MatchCtx):
    (X,) = ctx.inputs
    why = _group_ok(ctx)
    if why:
        return why
    d = ctx.node.collective.dim
    if X.rel.kind != "contiguous_shard" or X.rel.dim != d:
        return f"needs contiguous_shard({d})"
    if not 0 <= d < len(ctx.out_local):
        return "dim out of range"
    c = X.local_shape[d]
    if not _times_syntactic(ctx, ctx.out_local[d], c):
        return "output dim is not P * (input dim)"
    if tuple(ctx.out_local[:d] + (c,) + ctx.out_local[d + 1:]) != X.local_shape:
        return "shapes differ off the gathered dim"
    return RuleApp(RULES["all_gather"], _rel("replicated", ctx.axis),
                   ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("shape", ctx.out_local), ("in", 0),
                    ("fam", 0), ("raw", "isT"), ("raw", "erefl")))


_LAYOUT_KINDS = ("contiguous_shard", "expert_partition")


def _elementwise(rule_name: str, layout: str, fn: Optional[str]):
    """Elementwise op, every input in the same relation as the output."""

    def match(ctx: MatchCtx):
        ins = ctx.inputs
        r0 = ins[0].rel
        if any(f.rel != r0 for f in ins) or any(f.local_shape != ins[0].local_shape for f in ins):
            return "inputs in different relations or local shapes"
        if ctx.out_local != ins[0].local_shape:
            return "output shape differs from the inputs'"
        if any(f.sm_shape != ins[0].sm_shape for f in ins):
            return "SM input shapes differ"
        n = len(ins)
        tensors = tuple(("in", j) for j in range(n)) + tuple(("fam", j) for j in range(n))
        fn_args = (("fn", fn),) if fn else ()
        s = ("shape", ins[0].local_shape)
        if layout == "reindex":
            if r0.kind not in _LAYOUT_KINDS:
                return f"needs one of {_LAYOUT_KINDS}"
            g = ("contig_map", ins[0].local_shape[r0.dim])
            args = ("R",) + fn_args + (("nat", ctx.P), ("raw", str(r0.dim)), g, s) + tensors
        elif layout == "replicated":
            if r0.kind != "replicated":
                return "needs replicated"
            args = ("R",) + fn_args + (("nat", ctx.P), s) + tensors
        else:  # partial sums, same scale: linear ops only
            if r0.kind != "partial_sum":
                return "needs partial_sum"
            args = ("R", ("nat", ctx.P), ("ring", r0.scale), s) + tensors
        return RuleApp(RULES[rule_name], r0, args)

    return match


def _rowwise(rule_name: str, fn: str):
    """A row-local op (softmax) under a layout of a non-last dim."""

    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        if X.rel.kind not in _LAYOUT_KINDS:
            return f"needs one of {_LAYOUT_KINDS}"
        s = X.local_shape
        if not s or not 0 <= X.rel.dim < len(s) - 1:
            return "the laid-out dim must not be the row (last) dim"
        if ctx.out_local != s or X.sm_shape[-1] != s[-1]:
            return "output shape / row length differs"
        return RuleApp(RULES[rule_name], X.rel,
                       ("R", ("fn", fn), ("nat", ctx.P), ("raw", str(X.rel.dim)), ("contig_map", s[X.rel.dim]),
                        ("shape", s[:-1]), ("nat", s[-1]), ("in", 0), ("fam", 0), ("raw", "isT")))

    return match


def _swap_dims(ctx: MatchCtx):
    perm = list(ctx.node.transpose.perm)
    moved = [i for i, p in enumerate(perm) if p != i]
    if len(moved) != 2 or perm[moved[0]] != moved[1]:
        return None
    return moved[0], moved[1]


def _transpose(kind: str):
    """transpose(d, e) (d < e): the layout dim moves with the swap, or a
    replicated / partial-sum input stays so."""

    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        de = _swap_dims(ctx)
        if de is None:
            return "perm is not a swap of two dims"
        d, e = de
        s = X.local_shape
        if not e < len(s):
            return "dims out of range"
        sw = list(s)
        sw[d], sw[e] = sw[e], sw[d]
        if tuple(ctx.out_local) != tuple(sw):
            return "output shape is not the input's with the two dims swapped"
        common = (("nat", ctx.P),)
        tail = (("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "isT"))
        r = X.rel
        if kind == "contiguous" and r.kind == "contiguous_shard" and r.dim == d:
            return RuleApp(RULES["transpose_contiguous"], _rel("contiguous_shard", ctx.axis, e),
                           ("R",) + common + (("raw", str(d)), ("raw", str(e)), ("nat", s[d])) + tail)
        if kind == "contiguous_back" and r.kind == "contiguous_shard" and r.dim == e:
            return RuleApp(RULES["transpose_contiguous_back"], _rel("contiguous_shard", ctx.axis, d),
                           ("R",) + common + (("raw", str(d)), ("raw", str(e)), ("nat", s[e])) + tail)
        if kind == "replicated" and r.kind == "replicated":
            return RuleApp(RULES["transpose_replicated"], r,
                           ("R",) + common + (("raw", str(d)), ("raw", str(e))) + tail)
        if kind == "partial" and r.kind == "partial_sum":
            return RuleApp(RULES["transpose_partial"], r,
                           ("R",) + common + (("ring", r.scale), ("raw", str(d)), ("raw", str(e))) + tail)
        return {"contiguous": f"needs contiguous_shard({d})", "contiguous_back": f"needs contiguous_shard({e})",
                "replicated": "needs replicated", "partial": "needs partial_sum"}[kind]

    return match


def _matmul_lead(ctx: MatchCtx):
    A, B = ctx.inputs
    if len(B.local_shape) != 2 or not A.local_shape:
        return "B must be rank 2"
    if A.rel.kind != "contiguous_shard" or not A.rel.dim < len(A.local_shape) - 1 or B.rel.kind != "replicated":
        return "needs (contiguous_shard(d) on a leading dim, replicated)"
    k, n = B.local_shape
    if A.local_shape[-1] != k or A.sm_shape[-1] != k:
        return "contraction dims differ"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (n,):
        return "output shape is not A's leading dims + B's columns"
    return RuleApp(RULES["matmul_lead_contiguous"], _rel("contiguous_shard", ctx.axis, A.rel.dim),
                   ("R", ("nat", ctx.P), ("raw", str(A.rel.dim)), ("nat", A.local_shape[A.rel.dim]), ("nat", k),
                    ("nat", n), ("shape", s0), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1), ("raw", "isT")))


def _matmul_replicated(ctx: MatchCtx):
    A, B = ctx.inputs
    if len(B.local_shape) != 2 or not A.local_shape:
        return "B must be rank 2"
    if A.rel.kind != "replicated" or B.rel.kind != "replicated":
        return "needs (replicated, replicated)"
    k, n = B.local_shape
    if A.local_shape[-1] != k:
        return "contraction dims differ"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (n,):
        return "output shape is not A's leading dims + B's columns"
    return RuleApp(RULES["matmul_replicated"], _rel("replicated", ctx.axis),
                   ("R", ("nat", ctx.P), ("nat", k), ("nat", n), ("shape", s0), ("in", 0), ("in", 1),
                    ("fam", 0), ("fam", 1)))


def _rmsnorm_reindex(ctx: MatchCtx):
    # rule_rmsnorm_reindex states the PM side with the SM weight W itself
    # (`op_rmsnorm rsqrt n eps W (F r)`); the plan's PM reads a replicated
    # weight family, which that lemma does not take.
    return ("the lemma takes the weight as the SM tensor W on every rank; the PM reads a replicated "
            "weight family (needs a rule with `rel_replicated P [:: n] W FW`)")


def _ew(op: int, layout: str, lemma: str, fn: Optional[str] = None, arity: int = 1) -> Rule:
    name = f"{opsig.op_name(op)}_{layout}"
    pattern = {"reindex": "contiguous_shard(d)", "replicated": "replicated", "partial": "partial_sum(k)"}[layout]
    return Rule(name, lemma, op, (pattern,) * arity, pattern, ("same relation and local shape on every input",),
                _elementwise(name, layout, fn))


_ALL = (
    Rule("matmul_col", "rule_matmul_col", P.OP_MATMUL, ("replicated", "contiguous_shard(1)"),
         "contiguous_shard(last)", ("A's last dim = B's first dim",), _matmul_col),
    Rule("matmul_row", "rule_matmul_row", P.OP_MATMUL, ("contiguous_shard(last)", "contiguous_shard(0)"),
         "partial_sum(1)", ("SM contraction = P * local contraction",), _matmul_row),
    Rule("all_reduce", "rule_all_reduce", P.OP_ALL_REDUCE, ("partial_sum(k)",), "replicated",
         ("collective scale = k", "group = the axis"), _all_reduce),
    Rule("reduce_scatter", "rule_reduce_scatter", P.OP_REDUCE_SCATTER, ("partial_sum(1)",),
         "contiguous_shard(dim)", ("dim < rank", "input dim = P * output dim", "group = the axis"),
         _reduce_scatter),
    Rule("all_gather", "rule_all_gather", P.OP_ALL_GATHER, ("contiguous_shard(dim)",), "replicated",
         ("dim < rank", "output dim = P * input dim", "group = the axis"), _all_gather),
    _ew(P.OP_EXP, "reindex", "rule_exp_reindex", "exp"),
    _ew(P.OP_RSQRT, "reindex", "rule_rsqrt_reindex", "rsqrt"),
    _ew(P.OP_SIGMOID, "reindex", "rule_sigmoid_reindex", "sigmoid"),
    _ew(P.OP_SILU, "reindex", "rule_silu_reindex", "sigmoid"),
    _ew(P.OP_NEG, "reindex", "rule_neg_reindex"),
    _ew(P.OP_ADD, "reindex", "rule_add_reindex", arity=2),
    _ew(P.OP_SUB, "reindex", "rule_sub_reindex", arity=2),
    _ew(P.OP_MUL, "reindex", "rule_mul_reindex", arity=2),
    _ew(P.OP_SILU_GRAD, "reindex", "rule_silu_grad_reindex", "sigmoid", arity=2),
    _ew(P.OP_ADD, "replicated", "rule_add_replicated", arity=2),
    _ew(P.OP_MUL, "replicated", "rule_mul_replicated", arity=2),
    _ew(P.OP_SILU, "replicated", "rule_silu_replicated", "sigmoid"),
    _ew(P.OP_ADD, "partial", "rule_add_partial", arity=2),
    Rule("transpose_contiguous", "rule_transpose_contiguous", P.OP_TRANSPOSE, ("contiguous_shard(d)",),
         "contiguous_shard(e)", ("swap of d < e",), _transpose("contiguous")),
    Rule("transpose_contiguous_back", "rule_transpose_contiguous_back", P.OP_TRANSPOSE, ("contiguous_shard(e)",),
         "contiguous_shard(d)", ("swap of d < e",), _transpose("contiguous_back")),
    Rule("transpose_replicated", "rule_transpose_replicated", P.OP_TRANSPOSE, ("replicated",), "replicated",
         ("swap of d < e",), _transpose("replicated")),
    Rule("transpose_partial", "rule_transpose_partial", P.OP_TRANSPOSE, ("partial_sum(k)",), "partial_sum(k)",
         ("swap of d < e",), _transpose("partial")),
    Rule("matmul_lead_contiguous", "rule_matmul_lead_contiguous", P.OP_MATMUL,
         ("contiguous_shard(d < last)", "replicated"), "contiguous_shard(d)", ("d < size s0",), _matmul_lead),
    Rule("matmul_replicated", "rule_matmul_replicated", P.OP_MATMUL, ("replicated", "replicated"), "replicated",
         (), _matmul_replicated),
    Rule("softmax_reindex", "rule_softmax_reindex", P.OP_SOFTMAX, ("contiguous_shard(d)",),
         "contiguous_shard(d)", ("d < size s0 (not the row dim)",), _rowwise("softmax_reindex", "exp")),
    Rule("rmsnorm_reindex", "rule_rmsnorm_reindex", P.OP_RMSNORM, ("contiguous_shard(d)", "replicated"),
         "contiguous_shard(d)", ("d < size s0",), _rmsnorm_reindex),
)
RULES = {r.name: r for r in _ALL}


# ------------------------------------------------------------------ RulesLayout: generic replicated, partial sums

# resp_<op> lemma per op (RulesLayout.v): (lemma, arity, extra args builder); ops with a dedicated
# replicated rule above (add, mul, silu, matmul, transpose) are left to it so selection stays unambiguous.
_RESP = {
    P.OP_SUB: 2, P.OP_NEG: 1, P.OP_SCALE: 1, P.OP_EXP: 1, P.OP_RSQRT: 1, P.OP_SIGMOID: 1,
    P.OP_SILU_GRAD: 2, P.OP_REDUCE_SUM: 1,
}


def _replicated_generic(arity: int):
    def match(ctx: MatchCtx):
        from emitter import coq_render as C
        ins = ctx.inputs
        if len(ins) != arity or any(f.rel.kind != "replicated" for f in ins):
            return "needs every input replicated"
        op = ctx.node.op
        s0 = ins[0].local_shape
        if op == P.OP_REDUCE_SUM:
            if len(ctx.node.reduce.axes) != 1:
                return "reduce over one dim only"
            e = ctx.node.reduce.axes[0]
            if not 0 <= e < len(s0):
                return "dim out of range"
            so = s0[:e] + s0[e + 1:]
            resp = ("raw_resp", ("resp_reduce_sum", (("raw", str(e)), ("nat", s0[e]), ("shape", s0)), "isT erefl"))
        else:
            if any(f.local_shape != s0 for f in ins):
                return "inputs' local shapes differ"
            so = s0
            name = "resp_" + opsig.op_name(op)
            extra = ()
            if op == P.OP_SCALE:
                from emitter.infer import scale_from_proto
                k = scale_from_proto(ctx.node.scale.factor, ctx.dims)
                if k is None:
                    return "rsqrt scale"
                extra = (("ring", k),)
            elif op in C.FUNCTIONS:
                extra = (("fn", C.FUNCTIONS[op][0]),)
            resp = ("raw_resp", (name, (("shape", s0),) + extra, ""))
        if tuple(ctx.out_local) != tuple(so):
            return "output shape is not the op's"
        shapes = tuple(("shape", f.local_shape) for f in ins)
        tensors = tuple(("in", j) for j in range(arity)) + tuple(("fam", j) for j in range(arity))
        return RuleApp(_GENERIC[(op, arity)], _rel("replicated", ctx.axis),
                       ("_",) * (arity + 1) + (("nat", ctx.P),) + shapes
                       + (("shape", so), ("op_fn", (ctx.node, tuple(f.local_shape for f in ins), ctx.dims)))
                       + tensors + (resp,))
    return match


_GENERIC = {(op, ar): Rule(f"replicated_op{ar}", f"rule_replicated_op{ar}", op, ("replicated",) * ar, "replicated",
                           (f"respects{ar} (resp_{opsig.op_name(op)})",), _replicated_generic(ar))
            for op, ar in _RESP.items()}


def _partial(kind: str):
    def match(ctx: MatchCtx):
        ins = ctx.inputs
        r0 = ins[0].rel
        if any(f.rel.kind != "partial_sum" or f.rel != r0 for f in ins):
            return "needs partial_sum (same scale) on every input"
        s = ins[0].local_shape
        if any(f.local_shape != s for f in ins):
            return "inputs' local shapes differ"
        tensors = tuple(("in", j) for j in range(len(ins))) + tuple(("fam", j) for j in range(len(ins)))
        base = ("R", ("nat", ctx.P), ("ring", r0.scale))
        if kind == "reduce_sum":
            if len(ctx.node.reduce.axes) != 1:
                return "reduce over one dim only"
            e = ctx.node.reduce.axes[0]
            if not 0 <= e < len(s) or tuple(ctx.out_local) != s[:e] + s[e + 1:]:
                return "dim out of range / output shape"
            return RuleApp(RULES_PARTIAL[kind], r0, base + (("raw", str(e)), ("nat", s[e]), ("shape", s))
                           + tensors + (("raw", "isT"), ("raw", "erefl")))
        if tuple(ctx.out_local) != s:
            return "output shape differs"
        if kind == "scale":
            from emitter.infer import scale_from_proto
            c = scale_from_proto(ctx.node.scale.factor, ctx.dims)
            if c is None:
                return "rsqrt scale"
            return RuleApp(RULES_PARTIAL[kind], r0, base + (("ring", c), ("shape", s)) + tensors)
        return RuleApp(RULES_PARTIAL[kind], r0, base + (("shape", s),) + tensors)
    return match


RULES_PARTIAL = {
    "scale": Rule("scale_partial_local", "rule_scale_partial_local", P.OP_SCALE, ("partial_sum(k)",),
                  "partial_sum(k)", ("every rank scales",), _partial("scale")),
    "neg": Rule("neg_partial", "rule_neg_partial", P.OP_NEG, ("partial_sum(k)",), "partial_sum(k)", (),
                _partial("neg")),
    "sub": Rule("sub_partial", "rule_sub_partial", P.OP_SUB, ("partial_sum(k)", "partial_sum(k)"),
                "partial_sum(k)", ("same scale",), _partial("sub")),
    "reduce_sum": Rule("reduce_sum_partial", "rule_reduce_sum_partial", P.OP_REDUCE_SUM, ("partial_sum(k)",),
                       "partial_sum(k)", ("e < size s",), _partial("reduce_sum")),
}
_ALL = _ALL + tuple(_GENERIC.values()) + tuple(RULES_PARTIAL.values())


# ------------------------------------------------------------------ registry

@functools.lru_cache(maxsize=None)
def library_index(root: str = str(SEMANTICS)) -> dict[str, tuple[str, bool]]:
    """Lemma/Theorem declarations of the Coq library sources: name ->
    (module, whether it is stated in a section over `R : fieldType`)."""
    out: dict[str, tuple[str, bool]] = {}
    decl = re.compile(r"^\s*(?:Lemma|Theorem)\s+([A-Za-z_][A-Za-z0-9_']*)")
    for p in sorted(Path(root).glob("*.v")):
        if p.name.startswith("Scratch"):
            continue
        stack: list[bool] = []  # per open section: does it fix R : fieldType
        for line in p.read_text().splitlines():
            if re.match(r"^\s*Section\s+\w+", line):
                stack.append(False)
            elif re.match(r"^\s*End\s+\w+\s*\.", line) and stack:
                stack.pop()
            elif re.match(r"^\s*Variables?\s*\(?\s*R\s*:\s*fieldType", line) and stack:
                stack[-1] = True
            m = decl.match(line)
            if m:
                field = any(stack) or bool(re.search(r"\(\s*R\s*:\s*fieldType\s*\)", line))
                out[m.group(1)] = ("TV." + p.stem, field)
    return out


def library_lemmas(root: str = str(SEMANTICS)) -> frozenset[str]:
    """Names of the Lemma/Theorem declarations in the Coq library sources."""
    return frozenset(library_index(root))


@dataclasses.dataclass(frozen=True)
class Entry:
    """A record of the library's rule registry (semantics/rules.textproto)."""

    name: str
    lemma: str
    op_kinds: tuple[str, ...]
    module: str = "TV.Rules"


def load_registry(path: Path = SEMANTICS / "rules.textproto") -> Optional[tuple[Entry, ...]]:
    """The library's registry, or None while the library has none."""
    if not path.exists():
        return None
    text = path.read_text()
    try:
        from google.protobuf import text_format
        from proto import registry_pb2
        reg = text_format.Parse(text, registry_pb2.Registry())
        return tuple(Entry(r.name, r.lemma, tuple(r.op_kinds), r.module or "TV.Rules") for r in reg.rules)
    except ImportError:
        out = []
        for block in re.findall(r"^rules \{(.*?)^\}", text, re.M | re.S):
            name = re.search(r'^\s*name:\s*"([^"]*)"', block, re.M)
            lemma = re.search(r'^\s*lemma:\s*"([^"]*)"', block, re.M)
            ops = re.findall(r'^\s*op_kinds:\s*"([^"]*)"', block, re.M)
            mod = re.search(r'^\s*module:\s*"([^"]*)"', block, re.M)
            if name and lemma:
                out.append(Entry(name.group(1), lemma.group(1), tuple(ops),
                                 mod.group(1) if mod else "TV.Rules"))
        return tuple(out)


# Plan IR op -> the registry's op kind when the library names the denotation
# differently (docs/SEMANTICS.md: `embedding` is `op_embedding_off`).
_REGISTRY_ALIASES = {P.OP_EMBEDDING: ("embedding_off",)}


class Registry:
    """The compiler's instantiations (this module's table), restricted to the
    rules the library registers and proves: an entry is offered only if the
    library's registry lists it with the same lemma and the lemma is
    declared in the library's sources."""

    def __init__(self, rules: Sequence[Rule], available: Optional[frozenset[str]] = None,
                 entries: Optional[Sequence[Entry]] = None):
        self.rules = tuple(rules)
        self.available = library_lemmas() if available is None else available
        self.entries = None if entries is None else {e.name: e for e in entries}

    def _offered(self, rule: Rule) -> Optional[str]:
        if self.entries is not None:
            e = self.entries.get(rule.name)
            if e is None or e.lemma != rule.lemma:
                return "not in the library's rule registry"
        if rule.lemma not in self.available:
            return "lemma not in the library"
        return None

    def candidates(self, op: int, out_index: int = 0) -> list[Rule]:
        return [r for r in self.rules if r.op == op and r.out_index == out_index]

    def select(self, ctx: MatchCtx, loc: Location) -> RuleApp:
        considered, matches = [], []
        for rule in self.candidates(ctx.node.op, ctx.out_index):
            why = self._offered(rule)
            if why:
                considered.append(f"{rule.describe()}: {why}")
                continue
            res = rule.matcher(ctx)
            if isinstance(res, str):
                considered.append(f"{rule.describe()}: {res}")
            else:
                matches.append(res)
        if self.entries is not None:
            ours = {r.name for r in self.rules}
            for e in sorted(self.entries.values(), key=lambda e: e.name):
                kinds = {opsig.op_name(ctx.node.op)} | set(_REGISTRY_ALIASES.get(ctx.node.op, ()))
                if kinds & set(e.op_kinds) and e.name not in ours:
                    considered.append(f"{e.name} ({e.lemma}): registered in the library; "
                                      "the compiler has no instantiation for it yet")
        if not matches:
            rels = [f"{f.pm}: {f.rel.describe()}" for f in ctx.inputs]
            raise MissingRelationRule(
                f"no rule for {opsig.op_name(ctx.node.op)} node {ctx.node.name!r}"
                + (f" (output {ctx.out_index}, {ctx.node.outputs[ctx.out_index]!r})" if ctx.out_index else "")
                + " with inputs "
                f"{', '.join(rels) or '(none)'}"
                + ("" if considered else " (no rule is registered for this op)"),
                dataclasses.replace(loc, tensor=ctx.node.inputs[0] if ctx.node.inputs else None),
                sm_node=ctx.sm_node.name if ctx.sm_node is not None else None,
                inferred_relation=", ".join(rels), rule_candidates=considered)
        if len(matches) > 1:
            raise CertificateBug(
                f"rules {[m.rule.name for m in matches]} all match node {ctx.node.name!r}: "
                "the registry is ambiguous", loc)
        app = matches[0]
        module, field = library_index().get(app.rule.lemma, ("TV.Rules", False))
        if self.entries is not None and app.rule.name in self.entries:
            module = self.entries[app.rule.name].module or module
        return dataclasses.replace(app, module=module, field=field)


def default_registry() -> Registry:
    return Registry(_ALL, entries=load_registry())
