"""The operator vocabulary as data: arity, value kinds, attribute message,
and for a pointwise op its whole meaning (Pointwise).

Kinds in signatures: "R" ring, "I" index, "M" mask, "X" ring or index (the
same kind for every X of one node). A trailing "*" on the last entry means
"one or more of this".
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Optional

from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2


@dataclasses.dataclass(frozen=True)
class Pointwise:
    """A pointwise op's meaning, one entry at a time: out[i] = f(x0[i], ..).
    Every stage reads it here, so such an op needs nothing else of the
    compiler: validation (every input and the output of one shape), the
    exact evaluator (`kernel`), the Coq denotation (`entry`, the entry
    function as a Coq term over `R`, `{n}` its NatAttrs parameter, `{cos}`
    the section function cos; coq_render renders `pointwise f X`, or
    `fun i => f (X i) (Y i)` of two) and the local rules (the registry's
    entries instantiating the generic lemmas of semantics/Rules.v,
    rule_map1_* / rule_map2_*, at `entry`)."""

    entry: str
    # (kernel ctx: .p the prime, .funcs the section functions; node; *entries
    # as int64 arrays mod p) -> the output entries mod p
    kernel: Callable
    # the nonlinear primitives `entry` names: universally quantified
    # functions R -> R of the obligation, never axioms
    functions: tuple[str, ...] = ()
    # statements name the op by its own definition in semantics/Ops.v,
    # op_<name> (the statement reader's vocabulary), whose body is this map;
    # the generic rules apply to it by conversion, which coqc checks. `entry`
    # may then read `{k}`, the op's ring constant (scale factor, add_const value)
    named: bool = False


@dataclasses.dataclass(frozen=True)
class OpSig:
    name: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    attrs: Optional[str] = None  # Node.attrs oneof case, required when set
    group: str = "compute"      # compute | layout | collective | custom
    pointwise: Optional[Pointwise] = None


def _s(name, ins, outs, attrs=None, group="compute", pointwise=None):
    return OpSig(name, tuple(ins), tuple(outs), attrs, group, pointwise)


def _pow(ctx, node: P.Node, a):
    """a ^ n mod p entrywise, by squaring (every product stays below p^2)."""
    p = ctx.p
    n, out, b = node.nat.n, a * 0 + 1, a % p
    while n:
        if n & 1:
            out = out * b % p
        b, n = b * b % p, n >> 1
    return out


def _primitive(name: str, named: bool = False) -> Pointwise:
    """A nonlinear primitive applied entrywise (a section variable, as exp)."""
    return Pointwise("{" + name + "}", lambda ctx, node, a: ctx.funcs.apply(name, a), (name,), named)


def _named(entry: str, kernel: Callable, functions: tuple[str, ...] = ()) -> Pointwise:
    return Pointwise(entry, kernel, functions, named=True)


def _sigmoid_grad(c, x, dy):
    s = c.funcs.apply("sigmoid", x)
    return dy * (s * ((1 - s) % c.p) % c.p)


def _silu_grad(c, x, dy):
    s = c.funcs.apply("sigmoid", x)
    return dy * ((s + x * (s * ((1 - s) % c.p) % c.p)) % c.p)


# the entry functions of the ops Ops.v defines (plan operand order: a grad
# op reads (x, dy), its definition op_*_grad f dY X)
_SIGMOID_PRIME = "({sigmoid} x * (1 - {sigmoid} x))"


SIGNATURES: dict[int, OpSig] = {
    P.OP_ADD: _s("add", "RR", "R", pointwise=_named("fun a b => (a + b)%R", lambda c, n, a, b: a + b)),
    P.OP_SUB: _s("sub", "RR", "R", pointwise=_named("fun a b => (a - b)%R", lambda c, n, a, b: a - b)),
    P.OP_MUL: _s("mul", "RR", "R", pointwise=_named("fun a b => (a * b)%R", lambda c, n, a, b: a * b)),
    P.OP_DIV: _s("div", "RR", "R", pointwise=_named("fun a b => (a / b)%R", lambda c, n, a, b: a * c.f.inv(b))),
    P.OP_NEG: _s("neg", "R", "R", pointwise=_named("fun a => (- a)%R", lambda c, n, a: -a)),
    P.OP_SCALE: _s("scale", "R", "R", "scale", pointwise=_named(
        "fun a => ({k} * a)%R", lambda c, n, a: a * c.scalar(n.scale.factor))),
    P.OP_ADD_CONST: _s("add_const", "R", "R", "add_const", pointwise=_named(
        "fun a => (a + {k})%R", lambda c, n, a: a + c.scalar(n.add_const.value))),
    P.OP_RSQRT: _s("rsqrt", "R", "R", pointwise=_primitive("rsqrt", named=True)),
    P.OP_EXP: _s("exp", "R", "R", pointwise=_primitive("exp", named=True)),
    P.OP_SIGMOID: _s("sigmoid", "R", "R", pointwise=_primitive("sigmoid", named=True)),
    P.OP_TANH: _s("tanh", "R", "R", pointwise=_primitive("tanh", named=True)),
    P.OP_POW: _s("pow", "R", "R", "nat", pointwise=Pointwise("fun a => (a ^+ {n})%R", _pow)),
    P.OP_COS: _s("cos", "R", "R", pointwise=_primitive("cos")),
    P.OP_SIN: _s("sin", "R", "R", pointwise=_primitive("sin")),
    P.OP_TO_RING: _s("to_ring", "I", "R"),
    P.OP_REPLACE_VALUE: _s("replace_value", "I", "I", "replace_value"),
    P.OP_SILU: _s("silu", "R", "R", pointwise=_named(
        "fun a => (a * {sigmoid} a)%R", lambda c, n, a: a * c.funcs.apply("sigmoid", a), ("sigmoid",))),
    P.OP_RSQRT_GRAD: _s("rsqrt_grad", "RR", "R", pointwise=_named(
        "fun x dy => (dy * {d_rsqrt} x)%R", lambda c, n, x, dy: dy * c.funcs.apply("d_rsqrt", x), ("d_rsqrt",))),
    P.OP_EXP_GRAD: _s("exp_grad", "RR", "R", pointwise=_named(
        "fun x dy => (dy * {exp} x)%R", lambda c, n, x, dy: dy * c.funcs.apply("exp", x), ("exp",))),
    P.OP_SIGMOID_GRAD: _s("sigmoid_grad", "RR", "R", pointwise=_named(
        "fun x dy => (dy * " + _SIGMOID_PRIME + ")%R", lambda c, n, x, dy: _sigmoid_grad(c, x, dy), ("sigmoid",))),
    P.OP_SILU_GRAD: _s("silu_grad", "RR", "R", pointwise=_named(
        "fun x dy => (dy * ({sigmoid} x + x * " + _SIGMOID_PRIME + "))%R", lambda c, n, x, dy: _silu_grad(c, x, dy),
        ("sigmoid",))),
    P.OP_MATMUL: _s("matmul", "RR", "R"),
    P.OP_BATCHED_MATMUL: _s("batched_matmul", "RR", "R"),
    P.OP_RESHAPE: _s("reshape", "X", "X", None, "layout"),
    P.OP_TRANSPOSE: _s("transpose", "X", "X", "transpose", "layout"),
    P.OP_SLICE: _s("slice", "X", "X", "slice", "layout"),
    P.OP_CONCAT: _s("concat", ["X*"], "X", "dim", "layout"),
    P.OP_SPLIT: _s("split", "X", ["X*"], "dim", "layout"),
    P.OP_BROADCAST: _s("broadcast", "X", "X", "broadcast", "layout"),
    P.OP_REDUCE_SUM: _s("reduce_sum", "R", "R", "reduce"),
    P.OP_REDUCE_MEAN: _s("reduce_mean", "R", "R", "reduce"),
    P.OP_CUMSUM: _s("cumsum", "R", "R", "dim"),
    P.OP_SOFTMAX: _s("softmax", "R", "R"),
    P.OP_SOFTMAX_BACKWARD: _s("softmax_backward", "RR", "R"),
    P.OP_LOG_SOFTMAX: _s("log_softmax", "R", "R"),
    P.OP_LOG_SOFTMAX_BACKWARD: _s("log_softmax_backward", "RR", "R"),
    P.OP_RMSNORM: _s("rmsnorm", "RR", "R", "rmsnorm"),
    P.OP_RMSNORM_BACKWARD: _s("rmsnorm_backward", "RRR", "RR", "rmsnorm"),
    P.OP_ROPE: _s("rope", "RI", "R", "rope"),
    P.OP_ROPE_BACKWARD: _s("rope_backward", "RI", "R", "rope"),
    P.OP_SDPA: _s("sdpa", "RRRM", "R", "sdpa"),
    P.OP_SDPA_BACKWARD: _s("sdpa_backward", "RRRMR", "RRR", "sdpa"),
    P.OP_CAUSAL_MASK: _s("causal_mask", "II", "M"),
    P.OP_SLIDING_WINDOW_MASK: _s("sliding_window_mask", "II", "M", "window"),
    P.OP_MASKED_FILL: _s("masked_fill", "RM", "R", "masked_fill"),
    P.OP_ARANGE: _s("arange", "", "I", "arange"),
    P.OP_COMPARE_LT: _s("compare_lt", "II", "M"),
    P.OP_COMPARE_LE: _s("compare_le", "II", "M"),
    P.OP_COMPARE_EQ: _s("compare_eq", "II", "M"),
    P.OP_EMBEDDING: _s("embedding", "RI", "R", "embedding"),
    P.OP_EMBEDDING_BACKWARD: _s("embedding_backward", "RI", "R", "embedding"),
    P.OP_CROSS_ENTROPY: _s("cross_entropy", "RI", "R"),
    P.OP_CROSS_ENTROPY_BACKWARD: _s("cross_entropy_backward", "RIR", "R"),
    P.OP_TOPK: _s("topk", "R", "I", "topk"),
    P.OP_SORT: _s("sort", "I", "II"),
    P.OP_GATHER: _s("gather", "XI", "X", "dim"),
    P.OP_SCATTER_ADD: _s("scatter_add", "IR", "R", "dim"),
    P.OP_INDEX_PUT: _s("index_put", "XIX", "X", "index_put"),
    P.OP_ALL_REDUCE: _s("all_reduce", "R", "R", "collective", "collective"),
    P.OP_ALL_GATHER: _s("all_gather", "X", "X", "collective", "collective"),
    P.OP_REDUCE_SCATTER: _s("reduce_scatter", "R", "R", "collective", "collective"),
    # all_to_all's arity depends on `data_dependent`; validate.py refines it.
    P.OP_ALL_TO_ALL: _s("all_to_all", "X", "X", "collective", "collective"),
    P.OP_SEND: _s("send", "X", "", "collective", "collective"),
    P.OP_RECV: _s("recv", "", "X", "collective", "collective"),
    P.OP_BROADCAST_COLL: _s("broadcast_coll", "X", "X", "collective", "collective"),
    P.OP_SHIFT: _s("shift", "X", "X", "collective", "collective"),
    P.OP_HALO_REDUCE: _s("halo_reduce", "X", "X", "collective", "collective"),
    P.OP_CUSTOM: _s("custom", ["X*"], ["X*"], "custom", "custom"),
}

# HELPER_ACCUMULATE ops: combining partial results (scatter_add: a rank's tokens summed into their global
# positions, the zigzag leave for every cp, frontends/planner/cross.py)
ACCUMULATE_OPS = frozenset({P.OP_ADD, P.OP_SCALE, P.OP_REDUCE_SUM, P.OP_SCATTER_ADD})
# binary ops whose operands commute pointwise: a PM node realizing one may
# read its SM node's inputs in the other order (x + attn for attn + x)
COMMUTATIVE = frozenset({P.OP_ADD, P.OP_MUL})


def signature(op: int) -> Optional[OpSig]:
    return SIGNATURES.get(op)


def op_name(op: int) -> str:
    sig = SIGNATURES.get(op)
    return sig.name if sig else f"op#{op}"


# Plan IR op -> the vocabulary's names of the Coq denotations it renders to
# besides its own (docs/SEMANTICS.md: `embedding` is `op_embedding_off`, a
# transpose that is no swap `op_permute`), which registry entries name
DENOTATION_ALIASES = {P.OP_EMBEDDING: ("embedding_off",), P.OP_ARANGE: ("arange_from",),
                      P.OP_SDPA_BACKWARD: ("sdpa_backward_dq", "sdpa_backward_dk", "sdpa_backward_dv"),
                      P.OP_SHIFT: ("shift_open",), P.OP_TRANSPOSE: ("permute",)}


def is_swap(perm) -> bool:
    """perm exchanges exactly two dims (rendered `op_transpose d e`)."""
    moved = [i for i, p in enumerate(perm) if p != i]
    return len(moved) == 2 and perm[moved[0]] == moved[1]


def denotation(node: P.Node) -> str:
    """The vocabulary name of the Coq denotation a node renders to: its
    op's name, except a transpose that is no swap of two dims, which is
    `permute` (Permute.v op_permute; a swap is Ops.v op_transpose), and a
    reduction over several dims or keeping its dim, `<op>_axes` (no one
    op_reduce_*: the nested reductions, one per dim)."""
    if node.op == P.OP_TRANSPOSE and not is_swap(list(node.transpose.perm)):
        return "permute"
    if node.op in (P.OP_REDUCE_SUM, P.OP_REDUCE_MEAN) and (len(node.reduce.axes) != 1 or node.reduce.keepdim):
        return op_name(node.op) + "_axes"
    return op_name(node.op)


def pointwise(op: int) -> Optional[Pointwise]:
    sig = SIGNATURES.get(op)
    return sig.pointwise if sig else None


def ring_constant(node: P.Node) -> Optional[P.Scalar]:
    """The ring constant a pointwise op applies (its entry's `{k}`): scale's
    factor, add_const's value; None for an op without one."""
    case = node.WhichOneof("attrs")
    return node.scale.factor if case == "scale" else node.add_const.value if case == "add_const" else None


def is_collective(op: int) -> bool:
    sig = SIGNATURES.get(op)
    return bool(sig and sig.group == "collective")


def split_piece_offset(k: int, pieces: int, whole: Poly, n: Poly) -> Optional[Poly]:
    """Where piece k of `pieces` starts along the split dim, when its own
    length decides it (the first and the last piece); else None."""
    if k == 0:
        return Poly()
    if k == pieces - 1:
        return whole - n
    return None
