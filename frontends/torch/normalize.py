"""aten (as captured) -> Plan IR vocabulary.

Each aten op becomes zero or more vocabulary ops with *exactly* its
semantics: aliases (views that do not move data, detach, clone, wait_tensor)
disappear, implicit broadcasting becomes explicit `reshape` + `broadcast`
(the IR has none: a hidden broadcast is the bug class we exist to catch),
the loss's `log_softmax` + `nll_loss` becomes `cross_entropy` + `reduce_mean` (fusion.py;
else `nll_loss` becomes gather / neg / reduce_mean) (and its backward a
scatter_add), functional collectives map one to one. An op with no sound
translation raises UnsupportedOperator naming the aten op and module path.

The upstream gradient `ones_like(loss)` becomes a GRAD_SEED graph input, so
the proof holds for every seed value (and needs no ring constant 1).
"""

from __future__ import annotations

import collections
import dataclasses
import fractions
import math
from typing import Any, Callable, Mapping, Optional

from emitter.errors import UnsupportedOperator, Location, AmbiguousAuthority
from frontends.torch import fusion
from frontends.torch.ir import IRGraph, IRInput, IRNode, IROutput, IRTensor
from frontends.torch.raw import RawCapture, RawInput, RawNode, Ref, TensorMeta

GRAD_SEED = "grad_seed"
ALIASES = frozenset({
    "aten.detach.default", "aten.alias.default", "aten.clone.default", "aten.lift_fresh_copy.default",
    "_c10d_functional.wait_tensor.default", "aten.contiguous.default", "tv.alias",
})
RESHAPES = frozenset({
    "aten.view.default", "aten._unsafe_view.default", "aten.reshape.default",
    "aten.unsqueeze.default", "aten.squeeze.dim", "aten.squeeze.default", "aten.squeeze.dims",
    "aten.flatten.using_ints",
})


def value_kind(dtype: str) -> str:
    if dtype == "bool":
        return "mask"
    if dtype.startswith(("int", "uint")):
        return "index"
    return "ring"


def sanitize(name: str) -> str:
    out = "".join(c if c.isalnum() or c == "_" else "_" for c in name)
    return out if out and not out[0].isdigit() else "t_" + out


_INT64 = 2 ** 63


def exact(v: Any) -> fractions.Fraction:
    """The float as the exact rational it denotes (0.5 -> 1/2). Where that
    rational does not fit the Plan IR's int64 constants (1e-6 is
    m / 2^72), the shortest decimal that reads back as the same float
    (1e-6 -> 1/10^6): rounding is outside the exact-arithmetic claim, and
    SM and ranks are stated with the same constant."""
    f = fractions.Fraction(v)
    if isinstance(v, float) and (abs(f.numerator) >= _INT64 or f.denominator >= _INT64):
        f = fractions.Fraction(repr(v))
    return f


@dataclasses.dataclass
class Ctx:
    """Mutable emission state for one graph (kept local to `normalize`)."""

    rank: Optional[int]
    tensors: dict[str, IRTensor]
    alias: dict[str, str]
    nodes: list[IRNode]
    current: Optional[RawNode] = None
    helper_count: int = 0
    # how ops were read exactly, stated beside the claim: a dtype cast as
    # the identity ("cast float32 -> float64 as the identity"), a scatter of
    # top-k indices as a scatter-add
    readings: list = dataclasses.field(default_factory=list)
    # new_zeros outputs: only ever the base an index_put / scatter fills
    zeros: set = dataclasses.field(default_factory=set)
    # implicit broadcasts' readings of size-1 dims (IRGraph.broadcast_units):
    # this graph's, and the SM's a rank follows; a site is (module, phase,
    # aten op, its occurrence among those, the call within the node)
    units: dict = dataclasses.field(default_factory=dict)
    follow: Mapping = dataclasses.field(default_factory=dict)
    occurrences: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    site: tuple = ()
    site_calls: int = 0

    def enter(self, n: RawNode) -> None:
        """n is the node being translated: its site key."""
        self.current = n
        key = (n.module, n.phase, n.target)
        self.site = key + (self.occurrences[key],)
        self.occurrences[key] += 1
        self.site_calls = 0

    def loc(self) -> Location:
        n = self.current
        return Location(graph="sm" if self.rank is None else f"pm:rank{self.rank}",
                        node=n.name if n else None, rank=self.rank, source=(n.source or None) if n else None)

    def src(self, ref: Any) -> str:
        if not isinstance(ref, Ref):
            raise self.unsupported(f"expected a tensor argument, got {ref!r}")
        name = sanitize(ref.name)
        while name in self.alias:
            name = self.alias[name]
        if name not in self.tensors:
            raise self.unsupported(f"argument {ref.name!r} is not a supported tensor")
        return name

    def t(self, name: str) -> IRTensor:
        return self.tensors[name]

    def unsupported(self, why: str) -> UnsupportedOperator:
        n = self.current
        module = (n.module or "<root>") if n else "?"
        aten = n.target if n else "?"
        at = (f"at {n.source}" if n and n.source else
              "at no known line of the model (the trace recorded no stack for this op)")
        return UnsupportedOperator(f"{aten} in module {module} {at} ({n.phase if n else ''}): {why}",
                                   self.loc(), aten_op=aten, module=module)

    def out_name(self, i: int = 0) -> str:
        return sanitize(self.current.outputs[i])

    def out_meta(self, i: int = 0) -> TensorMeta:
        return self.current.metas[i]

    def fresh(self, stem: str) -> str:
        self.helper_count += 1
        return sanitize(f"{self.current.name}_{stem}{self.helper_count}")

    def declare(self, name: str, shape: tuple[int, ...], kind: str, dtype: str) -> str:
        self.tensors[name] = IRTensor(name, tuple(shape), kind, dtype)
        return name

    def emit(self, op: str, inputs: list[str], outputs: list[tuple[str, tuple[int, ...], str, str]],
             attrs: dict[str, Any] | None = None, group=None, suffix: str = "") -> list[str]:
        for name, shape, kind, dtype in outputs:
            self.declare(name, shape, kind, dtype)
        n = self.current
        base = sanitize(f"{n.module}__{n.name}" if n.module else n.name)
        node_name = base + (f"_{suffix}" if suffix else "")
        self.nodes.append(IRNode(node_name, op, tuple(inputs), tuple(o[0] for o in outputs),
                                 tuple(sorted((attrs or {}).items())), n.module, n.phase, n.target, group))
        return [o[0] for o in outputs]

    def emit_like(self, op: str, inputs: list[str], attrs: dict[str, Any] | None = None,
                  i: int = 0, group=None) -> str:
        m = self.out_meta(i)
        return self.emit(op, inputs, [(self.out_name(i), m.shape, value_kind(m.dtype), m.dtype)],
                         attrs, group)[0]

    def helper(self, op: str, inputs: list[str], shape: tuple[int, ...], kind: str, dtype: str,
               attrs: dict[str, Any] | None = None, stem: str = "h") -> str:
        name = self.fresh(stem)
        return self.emit(op, inputs, [(name, shape, kind, dtype)], attrs, suffix=name.rsplit("_", 1)[-1])[0]

    def set_alias(self, out: str, src: str) -> None:
        self.alias[out] = src


# ---------------------------------------------------------------- helpers

def dim(d: int, rank: int) -> int:
    return d % rank if rank else 0


def broadcast_to(cx: Ctx, name: str, shape: tuple[int, ...], units: bool = False) -> str:
    """Numpy-style broadcasting made explicit: drop the size-1 dims that
    expand (reshape), then `broadcast` with each kept dim's target position.
    With `units` (an operand of implicit broadcasting) a size-1 dim is
    dropped and broadcast even onto a target of 1, so the steps do not
    depend on the other operand's size there being 1 (a RoPE table [S, 1, d]
    against one kv head per rank at tp = 4, tp heads in the SM). An explicit
    `expand` names its sizes: a 1 kept at 1 is the tensor's own dim (the one
    local kv head of repeat_kv) and stays. (A non-broadcast dim of an
    implicitly broadcast operand that is 1 on the ranks only would differ
    from the SM: the prover then finds no realized node, never a wrong one.)"""
    t = cx.t(name)
    if t.shape == tuple(shape):
        return name
    lead = len(shape) - len(t.shape)
    if lead < 0:
        raise cx.unsupported(f"cannot broadcast {t.shape} to {shape}")
    keep, dims = [], []
    site = None
    if units:
        site = cx.site + (cx.site_calls, len(t.shape), len(shape))
        cx.site_calls += 1
    follow = cx.follow.get(site)
    dropped = []
    for i, s in enumerate(t.shape):
        target = shape[lead + i]
        # a dim of 1 onto 1 is the identity kept or dropped; the SM's reading (follow) is taken when it is
        # known: one local head per rank (q/k norms' [.., 1, 1] -> [.., 1, d]) is the SM's kept heads dim
        drop = units and s == 1 and (follow is None or follow[i])
        dropped.append(s == 1 and (drop or s != target))
        if s == target and not drop:
            keep.append(s)
            dims.append(lead + i)
        elif s != 1:
            raise cx.unsupported(f"cannot broadcast {t.shape} to {shape}")
    if site is not None:
        cx.units[site] = tuple(dropped)
    src = name
    for step in unit_steps(t.shape, tuple(keep)):
        src = cx.helper("reshape", [src], step, t.kind, t.dtype, stem="squeeze")
    # one new axis per broadcast (ascending position): the form the prover's
    # rules state (a replicated table broadcast over batch, then over heads)
    cur = list(keep)
    for p in (j for j in range(len(shape)) if j not in dims):
        cur.insert(p, shape[p])
        src = cx.helper("broadcast", [src], tuple(cur), t.kind, t.dtype,
                        {"dims": tuple(j for j in range(len(cur)) if j != p)}, stem="bcast")
    return src


def unit_steps(src: tuple[int, ...], out: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The shapes of a reshape that only inserts / removes size-1 dims, one
    unit dim per step (each step a split into [n, 1] / [1, n] or a merge:
    the reshapes the prover's rules know); [out] for any other reshape."""
    if [d for d in src if d != 1] != [d for d in out if d != 1]:
        return [out]
    cur, steps = list(src), []
    while tuple(cur) != out:
        i = next(i for i in range(len(cur) + 1) if i >= len(cur) or i >= len(out) or cur[i] != out[i])
        if i < len(cur) and cur[i] == 1:
            del cur[i]
        else:
            cur.insert(i, 1)
        steps.append(tuple(cur))
    return steps


def scalar_of(cx: Ctx, a: Any, consts: dict[str, Any]) -> Optional[fractions.Fraction]:
    if isinstance(a, bool):
        return None
    if isinstance(a, (int, float)):
        return exact(a)
    if isinstance(a, Ref) and a.name in consts:
        return exact(consts[a.name])
    return None


# ---------------------------------------------------------------- handlers

Handler = Callable[[Ctx, RawNode, dict], None]
HANDLERS: dict[str, Handler] = {}


def handles(*targets: str):
    def deco(fn: Handler) -> Handler:
        for t in targets:
            HANDLERS[t] = fn
        return fn
    return deco


@handles(*ALIASES)
def h_alias(cx, n, consts):
    cx.set_alias(cx.out_name(), cx.src(n.args[0]))


@handles("aten.copy_.default")
def h_copy(cx, n, consts):
    # AccumulateGrad's copy into a fresh strided buffer: the value is the source.
    src = cx.src(n.args[1])
    if cx.t(src).shape != cx.out_meta().shape:
        raise cx.unsupported("copy_ with broadcasting")
    cx.set_alias(cx.out_name(), src)


@handles("aten.new_empty_strided.default", "aten.empty_strided.default", "aten.new_empty.default")
def h_uninit(cx, n, consts):
    pass  # only ever overwritten by copy_ (checked: a later read of it is a dangling tensor)


@handles(*RESHAPES)
def h_reshape(cx, n, consts):
    reshape_to_out(cx, cx.src(n.args[0]))


def reshape_to_out(cx: Ctx, src: str) -> None:
    """The current node's output as a reshape of `src` (one unit dim per step)."""
    t, m = cx.t(src), cx.out_meta()
    if t.shape == m.shape:
        cx.set_alias(cx.out_name(), src)
        return
    steps = unit_steps(t.shape, tuple(m.shape))
    for k, shape in enumerate(steps[:-1]):
        src = cx.emit("reshape", [src], [(cx.fresh("unsqueeze"), shape, t.kind, t.dtype)], suffix=f"u{k}")[0]
    cx.emit_like("reshape", [src])


@handles("aten.t.default")
def h_t(cx, n, consts):
    src = cx.src(n.args[0])
    if len(cx.t(src).shape) < 2:
        cx.set_alias(cx.out_name(), src)
    else:
        cx.emit_like("transpose", [src], {"perm": (1, 0)})


@handles("aten.transpose.int")
def h_transpose(cx, n, consts):
    src = cx.src(n.args[0])
    r = len(cx.t(src).shape)
    a, b = dim(n.args[1], r), dim(n.args[2], r)
    perm = list(range(r))
    perm[a], perm[b] = perm[b], perm[a]
    if a == b:
        cx.set_alias(cx.out_name(), src)
    else:
        cx.emit_like("transpose", [src], {"perm": tuple(perm)})


@handles("aten.permute.default")
def h_permute(cx, n, consts):
    src = cx.src(n.args[0])
    r = len(cx.t(src).shape)
    perm = tuple(dim(d, r) for d in n.args[1])
    if perm == tuple(range(r)):
        cx.set_alias(cx.out_name(), src)
    else:
        cx.emit_like("transpose", [src], {"perm": perm})


@handles("aten.expand.default")
def h_expand(cx, n, consts):
    src = cx.src(n.args[0])
    out = broadcast_to(cx, src, cx.out_meta().shape)
    cx.set_alias(cx.out_name(), out) if out != cx.out_name() else None


@handles("aten.slice.Tensor")
def h_slice(cx, n, consts):
    src = cx.src(n.args[0])
    shape = cx.t(src).shape
    args = list(n.args) + [None] * (5 - len(n.args))
    d = dim(args[1] if args[1] is not None else 0, len(shape))
    start = args[2] or 0
    step = args[4] if args[4] is not None else 1
    if step != 1:
        raise cx.unsupported("strided slice")
    start = start + shape[d] if start < 0 else min(start, shape[d])
    length = cx.out_meta().shape[d]
    if start == 0 and length == shape[d]:
        cx.set_alias(cx.out_name(), src)
    else:
        cx.emit_like("slice", [src], {"dim": d, "start": start, "length": length})


@handles("aten.select.int")
def h_select(cx, n, consts):
    src = cx.src(n.args[0])
    t = cx.t(src)
    d = dim(n.args[1], len(t.shape))
    i = n.args[2] % t.shape[d]
    shape = t.shape[:d] + (1,) + t.shape[d + 1:]
    s = cx.helper("slice", [src], shape, t.kind, t.dtype, {"dim": d, "start": i, "length": 1}, "sel")
    cx.emit_like("reshape", [s])


@handles("aten.split.Tensor", "aten.split_with_sizes.default", "aten.chunk.default")
def h_split(cx, n, consts):
    src = cx.src(n.args[0])
    r = len(cx.t(src).shape)
    d = dim(n.args[2] if len(n.args) > 2 else dict(n.kwargs).get("dim", 0), r)
    outs = [(sanitize(o), m.shape, value_kind(m.dtype), m.dtype) for o, m in zip(n.outputs, n.metas)]
    if len(outs) == 1:
        cx.set_alias(outs[0][0], src)
        return
    cx.emit("split", [src], outs, {"dim": d})


@handles("aten.cat.default")
def h_cat(cx, n, consts):
    srcs = [cx.src(a) for a in n.args[0]]
    r = len(cx.out_meta().shape)
    d = dim(n.args[1] if len(n.args) > 1 else dict(n.kwargs).get("dim", 0), r)
    srcs = [s for s in srcs if cx.t(s).shape[d] != 0]
    if len(srcs) == 1:
        cx.set_alias(cx.out_name(), srcs[0])
    else:
        cx.emit_like("concat", srcs, {"dim": d})


@handles("aten.mm.default")
def h_mm(cx, n, consts):
    cx.emit_like("matmul", [cx.src(n.args[0]), cx.src(n.args[1])])


@handles("aten.bmm.default")
def h_bmm(cx, n, consts):
    cx.emit_like("batched_matmul", [cx.src(n.args[0]), cx.src(n.args[1])])


def binary(cx: Ctx, n: RawNode, consts, op: str, scalar_fn, shift_fn=None) -> None:
    """`scalar_fn(c)`: the factor `x op c` scales by (mul, div); `shift_fn(c)`:
    the constant it adds (add, sub: `add_const`)."""
    a, b = n.args[0], n.args[1]
    alpha = dict(n.kwargs).get("alpha", 1)
    sb = scalar_of(cx, b, consts)
    shape = cx.out_meta().shape
    if sb is not None and isinstance(a, Ref) and a.name not in consts:
        x = broadcast_to(cx, cx.src(a), shape)
        if shift_fn is not None and shift_fn(sb * exact(alpha)) == 0 and cx.t(x).dtype == cx.out_meta().dtype:
            # x + 0 is x, whatever x holds (HF's `arange(S) + past_length`
            # for the position ids of a step with no cache)
            cx.set_alias(cx.out_name(), x)
            return
        if shift_fn is not None:
            cx.emit_like("add_const", [x], {"value": shift_fn(sb * exact(alpha))})
            return
        factor = scalar_fn(sb * exact(alpha))
        if factor is None:
            raise cx.unsupported(f"{op} with a ring constant {b!r} has no vocabulary op")
        cx.emit_like("scale", [x], {"factor": factor})
        return
    xa, xb = broadcast_to(cx, cx.src(a), shape, units=True), broadcast_to(cx, cx.src(b), shape, units=True)
    if alpha != 1:
        t = cx.t(xb)
        xb = cx.helper("scale", [xb], t.shape, t.kind, t.dtype, {"factor": exact(alpha)}, "alpha")
    cx.emit_like(op, [xa, xb])


@handles("aten.mul.Tensor", "aten.mul.Scalar", "aten.mul_.Tensor", "aten.mul_.Scalar")
def h_mul(cx, n, consts):
    if scalar_of(cx, n.args[0], consts) is not None and isinstance(n.args[1], Ref):
        n = dataclasses.replace(n, args=(n.args[1], n.args[0]))
    binary(cx, n, consts, "mul", lambda s: s)


@handles("aten.div.Tensor", "aten.div.Scalar", "aten.div_.Tensor", "aten.div_.Scalar")
def h_div(cx, n, consts):
    binary(cx, n, consts, "div", lambda s: (1 / s) if s != 0 else fractions.Fraction(0))


@handles("aten.add.Tensor", "aten.add_.Tensor", "aten.add.Scalar", "aten.add_.Scalar")
def h_add(cx, n, consts):
    binary(cx, n, consts, "add", None, shift_fn=lambda s: s)


@handles("aten.sub.Tensor", "aten.sub.Scalar", "aten.sub_.Tensor", "aten.sub_.Scalar")
def h_sub(cx, n, consts):
    binary(cx, n, consts, "sub", None, shift_fn=lambda s: -s)


@handles("aten.rsub.Scalar")
def h_rsub(cx, n, consts):
    # c - x (autograd's 1 - tanh^2): -x + c
    c = scalar_of(cx, n.args[1], consts)
    if c is None:
        raise cx.unsupported("rsub of a tensor")
    alpha = exact(dict(n.kwargs).get("alpha", 1))
    t = cx.t(cx.src(n.args[0]))
    x = cx.src(n.args[0])
    if alpha != 1:
        x = cx.helper("scale", [x], t.shape, t.kind, t.dtype, {"factor": alpha}, "alpha")
    neg = cx.helper("neg", [x], t.shape, t.kind, t.dtype, stem="neg")
    cx.emit_like("add_const", [neg], {"value": c})


@handles("aten.addmm.default")
def h_addmm(cx, n, consts):
    # nn.Linear with a bias: b + a @ m, the bias broadcast over the rows
    if dict(n.kwargs).get("beta", 1) != 1 or dict(n.kwargs).get("alpha", 1) != 1:
        raise cx.unsupported("addmm with beta or alpha other than 1")
    a, m = cx.src(n.args[1]), cx.src(n.args[2])
    out = cx.out_meta()
    mm = cx.helper("matmul", [a, m], tuple(out.shape), value_kind(out.dtype), out.dtype, stem="mm")
    b = broadcast_to(cx, cx.src(n.args[0]), tuple(out.shape), units=True)
    cx.emit_like("add", [mm, b])


@handles("prims.broadcast_in_dim.default")
def h_broadcast_in_dim(cx, n, consts):
    # torch's decompositions (layer_norm): x's dims at `broadcast_dims` of
    # `shape`, size-1 dims inserted, then broadcast
    src = cx.src(n.args[0])
    t, shape, bdims = cx.t(src), tuple(n.args[1]), tuple(n.args[2])
    unit = tuple(t.shape[bdims.index(i)] if i in bdims else 1 for i in range(len(shape)))
    for step in unit_steps(t.shape, unit):
        src = cx.helper("reshape", [src], step, t.kind, t.dtype, stem="unsqueeze")
    out = broadcast_to(cx, src, shape, units=True)
    cx.set_alias(cx.out_name(), out)


@handles("prims.sum.default")
def h_prims_sum(cx, n, consts):
    reduce(cx, dataclasses.replace(n, args=(n.args[0], tuple(n.args[1]), False), kwargs=()), "reduce_sum")


@handles("prims.var.default")
def h_prims_var(cx, n, consts):
    # var(x, dims, correction) = sum over dims of (x - mean)^2 / (N - correction):
    # the mean put back over the reduced dims, the squares summed per dim
    x = cx.src(n.args[0])
    t = cx.t(x)
    dims = tuple(sorted(dim(d, len(t.shape)) for d in n.args[1]))
    corr = exact(n.args[2] if len(n.args) > 2 else dict(n.kwargs).get("correction", 0))
    count = 1
    for d in dims:
        count *= t.shape[d]
    if count - corr <= 0:
        raise cx.unsupported(f"var over {count} elements with correction {corr}")
    kept = tuple(s for i, s in enumerate(t.shape) if i not in dims)
    mean = cx.helper("reduce_mean", [x], kept, t.kind, t.dtype, {"axes": dims, "keepdim": False}, stem="mean")
    unit = tuple(1 if i in dims else s for i, s in enumerate(t.shape))
    for step in unit_steps(kept, unit):
        mean = cx.helper("reshape", [mean], step, t.kind, t.dtype, stem="unsqueeze")
    mean = broadcast_to(cx, mean, t.shape, units=True)
    dev = cx.helper("sub", [x, mean], t.shape, t.kind, t.dtype, stem="dev")
    sq = cx.helper("mul", [dev, dev], t.shape, t.kind, t.dtype, stem="sq")
    shape, src = list(t.shape), sq
    for d in reversed(dims):
        shape.pop(d)
        src = cx.helper("reduce_sum", [src], tuple(shape), t.kind, t.dtype, {"axes": (d,), "keepdim": False},
                        stem="sum")
    cx.emit_like("scale", [src], {"factor": 1 / (count - corr)})


@handles("prims.div.default")
def h_prims_div(cx, n, consts):
    binary(cx, n, consts, "div", lambda s: (1 / s) if s != 0 else fractions.Fraction(0))


@handles("aten.tanh.default")
def h_tanh(cx, n, consts):
    cx.emit_like("tanh", [cx.src(n.args[0])])


@handles("aten.tanh_backward.default")
def h_tanh_bwd(cx, n, consts):
    # d tanh = grad * (1 - y^2), y the forward's output
    g, y = cx.src(n.args[0]), cx.src(n.args[1])
    t = cx.t(y)
    sq = cx.helper("mul", [y, y], t.shape, t.kind, t.dtype, stem="tanh_sq")
    neg = cx.helper("neg", [sq], t.shape, t.kind, t.dtype, stem="neg")
    one_minus = cx.helper("add_const", [neg], t.shape, t.kind, t.dtype, {"value": fractions.Fraction(1)},
                          stem="one_minus")
    cx.emit_like("mul", [g, one_minus])


@handles("aten.arange.default", "aten.arange.start", "aten.arange.start_step")
def h_arange(cx, n, consts):
    # [start, end) with step 1, as integers (position ids)
    args = list(n.args) + [None] * 3
    start, end, step = (0, args[0], 1) if n.target == "aten.arange.default" else (
        args[0], args[1], args[2] if args[2] is not None else 1)
    out = cx.out_meta()
    if step != 1 or not all(isinstance(v, int) for v in (start, end)) or value_kind(out.dtype) != "index":
        raise cx.unsupported(f"arange({start}, {end}, {step}) of {out.dtype}: only an integer range with step 1")
    cx.emit_like("arange", [], {"start": start})


@handles("aten.neg.default")
def h_neg(cx, n, consts):
    cx.emit_like("neg", [cx.src(n.args[0])])


@handles("aten.pow.Tensor_Scalar")
def h_pow(cx, n, consts):
    x = cx.src(n.args[0])
    e = n.args[1]
    if float(e) != int(e) or int(e) < 1:
        raise cx.unsupported(f"pow with exponent {e}")
    e = int(e)
    if e == 1:
        cx.set_alias(cx.out_name(), x)
        return
    t = cx.t(x)
    acc = x
    for _ in range(e - 2):
        acc = cx.helper("mul", [acc, x], t.shape, t.kind, t.dtype, stem="pow")
    cx.emit_like("mul", [acc, x])


@handles("aten.rsqrt.default")
def h_rsqrt(cx, n, consts):
    cx.emit_like("rsqrt", [cx.src(n.args[0])])


@handles("aten.cos.default", "aten.sin.default")
def h_trig(cx, n, consts):
    cx.emit_like(n.target.split(".")[1], [cx.src(n.args[0])])


@handles("aten._to_copy.default", "prims.convert_element_type.default")
def h_to_copy(cx, n, consts):
    """A dtype cast. Between float dtypes (or between integer dtypes) it is
    the identity of the exact reading (every value is read in one ring R;
    rounding is out of scope); an integer tensor cast to a float dtype is
    each entry as a ring element (position ids into RoPE's angles)."""
    if any(k not in ("dtype", "layout", "device", "pin_memory", "memory_format", "non_blocking") for k, _ in n.kwargs):
        raise cx.unsupported(f"_to_copy with {dict(n.kwargs)}")
    src = cx.src(n.args[0])
    have, want = cx.t(src).kind, value_kind(cx.out_meta().dtype)
    if have == want:
        if cx.t(src).dtype != cx.out_meta().dtype:
            cx.readings.append(f"cast {cx.t(src).dtype} -> {cx.out_meta().dtype} as the identity")
        cx.set_alias(cx.out_name(), src)
    elif (have, want) == ("index", "ring"):
        # the cast is entrywise, so it commutes with a reshape: index
        # tensors are read whole by the rules, ring tensors are laid out
        # (HF's `arange(S).unsqueeze(0)[:, None, :].float()`)
        root = index_root(cx, src)
        if root == src:
            cx.emit_like("to_ring", [src])
            return
        t = cx.t(root)
        reshape_to_out(cx, cx.helper("to_ring", [root], t.shape, "ring", cx.out_meta().dtype, stem="cast"))
    else:
        raise cx.unsupported(f"a cast of a {have} tensor to {cx.out_meta().dtype}")


@handles("aten.exp.default")
def h_exp(cx, n, consts):
    cx.emit_like("exp", [cx.src(n.args[0])])


@handles("aten.sigmoid.default")
def h_sigmoid(cx, n, consts):
    cx.emit_like("sigmoid", [cx.src(n.args[0])])


@handles("aten.silu.default")
def h_silu(cx, n, consts):
    cx.emit_like("silu", [cx.src(n.args[0])])


@handles("aten.silu_backward.default")
def h_silu_bwd(cx, n, consts):
    # aten: (grad_output, self); vocabulary: (x, dy)
    cx.emit_like("silu_grad", [cx.src(n.args[1]), cx.src(n.args[0])])


def reduce(cx: Ctx, n: RawNode, op: str) -> None:
    x = cx.src(n.args[0])
    r = len(cx.t(x).shape)
    axes = n.args[1] if len(n.args) > 1 and n.args[1] is not None else tuple(range(r))
    axes = tuple(sorted({dim(a, r) for a in (axes if isinstance(axes, tuple) else (axes,))}))
    keep = bool(n.args[2]) if len(n.args) > 2 else bool(dict(n.kwargs).get("keepdim", False))
    if not axes:
        cx.set_alias(cx.out_name(), x)
        return
    # a sum over several dims is the sums over each, the highest first (the
    # prover's reduce_sum rules take one dim); a mean keeps its dims (the
    # mean rules take the loss's mean over rows and tokens as one)
    per_dim = op == "reduce_sum" and len(axes) > 1
    if not keep and not per_dim:
        cx.emit_like(op, [x], {"axes": axes, "keepdim": False})
        return
    t, out = cx.t(x), tuple(cx.out_meta().shape)
    src, shape = x, list(t.shape)
    for group in ([(a,) for a in reversed(axes)] if per_dim else [axes]):
        shape = [s for i, s in enumerate(shape) if i not in group]
        if tuple(shape) == out and not keep:
            cx.emit_like(op, [src], {"axes": group, "keepdim": False})
            return
        src = cx.helper(op, [src], tuple(shape), t.kind, t.dtype, {"axes": group, "keepdim": False},
                        stem=op.split("_")[-1])
    # keepdim: the size-1 dims put back one reshape at a time (the form of
    # the prover's unit-reshape rules; a consumer broadcasting the result
    # squeezes them again)
    steps = unit_steps(cx.t(src).shape, out)
    for step in steps[:-1]:
        src = cx.helper("reshape", [src], step, t.kind, t.dtype, stem="unsqueeze")
    cx.emit_like("reshape", [src])


@handles("aten.sum.dim_IntList", "aten.sum.default")
def h_sum(cx, n, consts):
    reduce(cx, n, "reduce_sum")


@handles("aten.mean.dim", "aten.mean.default")
def h_mean(cx, n, consts):
    reduce(cx, n, "reduce_mean")


@handles("aten._softmax.default")
def h_softmax(cx, n, consts):
    x = cx.src(n.args[0])
    if dim(n.args[1], len(cx.t(x).shape)) != len(cx.t(x).shape) - 1:
        raise cx.unsupported("softmax over a non-last dim")
    cx.emit_like("softmax", [x])


@handles("aten._log_softmax.default")
def h_log_softmax(cx, n, consts):
    x = cx.src(n.args[0])
    if dim(n.args[1], len(cx.t(x).shape)) != len(cx.t(x).shape) - 1:
        raise cx.unsupported("log_softmax over a non-last dim")
    cx.emit_like("log_softmax", [x])


@handles("aten._log_softmax_backward_data.default")
def h_log_softmax_bwd(cx, n, consts):
    # aten: (grad_output, output, dim, dtype); vocabulary: (y, dy), y the forward output
    cx.emit_like("log_softmax_backward", [cx.src(n.args[1]), cx.src(n.args[0])])


@handles("aten._softmax_backward_data.default")
def h_softmax_bwd(cx, n, consts):
    cx.emit_like("softmax_backward", [cx.src(n.args[1]), cx.src(n.args[0])])


NLL_MEAN, NLL_SUM = fusion.NLL_MEAN, fusion.NLL_SUM


def _nll_checks(cx: Ctx, n: RawNode, weight_idx: int, red_idx: int) -> int:
    """The loss's reduction (mean or sum over the tokens)."""
    if n.args[weight_idx] is not None:
        raise cx.unsupported("nll_loss with class weights")
    if n.args[red_idx] not in (NLL_MEAN, NLL_SUM):
        raise cx.unsupported(f"nll_loss reduction {n.args[red_idx]} (mean and sum are mapped, not none)")
    return n.args[red_idx]


@handles("aten.nll_loss_forward.default")
def h_nll(cx, n, consts):
    # (logp[N,V], target[N], weight, reduction, ignore_index) -> (loss, total_weight)
    # loss = -mean_t logp[t, target[t]]; ignore_index is excluded by the
    # labels' index-range contract [0, V).
    reduction = _nll_checks(cx, n, 2, 3)
    logp, tgt = cx.src(n.args[0]), cx.src(n.args[1])
    lp, tt = cx.t(logp), cx.t(tgt)
    if len(lp.shape) != 2:
        raise cx.unsupported("nll_loss on a non-2-D input")
    N = lp.shape[0]
    idx = cx.helper("reshape", [tgt], (N, 1), tt.kind, tt.dtype, stem="lbl")
    picked = cx.helper("gather", [logp, idx], (N, 1), "ring", lp.dtype, {"dim": 1}, "pick")
    neg = cx.helper("neg", [picked], (N, 1), "ring", lp.dtype, stem="neg")
    cx.emit_like("reduce_mean" if reduction == NLL_MEAN else "reduce_sum", [neg], {"axes": (0, 1), "keepdim": False})


@handles("aten.nll_loss_backward.default")
def h_nll_bwd(cx, n, consts):
    # (grad[], logp[N,V], target[N], weight, reduction, ignore_index, total_weight)
    # d logp[t, v] = -grad / N (a sum: -grad)  if v == target[t] else 0   (a scatter_add)
    reduction = _nll_checks(cx, n, 3, 4)
    g, logp, tgt = cx.src(n.args[0]), cx.src(n.args[1]), cx.src(n.args[2])
    lp, tt = cx.t(logp), cx.t(tgt)
    N = lp.shape[0]
    idx = cx.helper("reshape", [tgt], (N, 1), tt.kind, tt.dtype, stem="lbl")
    gb = broadcast_to(cx, g, (N, 1))
    src = cx.helper("scale", [gb], (N, 1), "ring", lp.dtype,
                    {"factor": fractions.Fraction(-1, N if reduction == NLL_MEAN else 1)}, "gs")
    cx.emit_like("scatter_add", [idx, src], {"dim": 1})


@handles("tv.cross_entropy_mean", "tv.cross_entropy_sum")
def h_cross_entropy_mean(cx, n, consts):
    # (z[N,V], target[N]) -> mean_t (sum_t) cross_entropy(z, target)_t (fusion.py)
    # (z[..., V], target[...]) -> the mean (sum) over every token of cross_entropy(z, target)
    z, tgt = cx.src(n.args[0]), cx.src(n.args[1])
    zt = cx.t(z)
    rows = zt.shape[:-1]
    ce = cx.helper("cross_entropy", [z, tgt], rows, "ring", zt.dtype, stem="ce")
    if n.target == "tv.cross_entropy_mean":  # the mean over the rows and tokens as one (the loss rules')
        cx.emit_like("reduce_mean", [ce], {"axes": tuple(range(len(rows))), "keepdim": False})
        return
    for a in reversed(range(1, len(rows))):  # a sum: one dim at a time, the highest first (as `reduce`)
        ce = cx.helper("reduce_sum", [ce], tuple(rows[:a]), "ring", zt.dtype, {"axes": (a,), "keepdim": False},
                       stem="sum")
    cx.emit_like("reduce_sum", [ce], {"axes": (0,), "keepdim": False})


@handles("tv.cross_entropy_mean_backward", "tv.cross_entropy_sum_backward")
def h_cross_entropy_mean_bwd(cx, n, consts):
    # (g[], z[..., V], target[...]) -> cross_entropy_backward(z, target, g / tokens) (a sum's: g),
    # reshaped to the aten node's [tokens, V] when z is the unflattened logits
    g, z, tgt = cx.src(n.args[0]), cx.src(n.args[1]), cx.src(n.args[2])
    zt = cx.t(z)
    rows = zt.shape[:-1]
    gb = broadcast_to(cx, g, rows)
    dl = cx.helper("scale", [gb], rows, "ring", zt.dtype, {"factor": fractions.Fraction(1, math.prod(rows))}, "dce") \
        if n.target == "tv.cross_entropy_mean_backward" else gb
    if tuple(cx.out_meta().shape) == tuple(zt.shape):
        cx.emit_like("cross_entropy_backward", [z, tgt, dl])
        return
    dz = cx.helper("cross_entropy_backward", [z, tgt, dl], zt.shape, "ring", zt.dtype, stem="dz")
    cx.emit_like("reshape", [dz])


@handles("aten.ones_like.default")
def h_ones_like(cx, n, consts):
    if n.phase != "fwd" and n.module not in ("loss", "") and n.metas[0].shape != ():
        raise cx.unsupported("ones_like outside the loss seed")
    if cx.out_meta().shape != ():
        raise cx.unsupported("ones_like of a non-scalar")
    cx.set_alias(cx.out_name(), GRAD_SEED)


def producer(cx: Ctx, t: str) -> Optional[IRNode]:
    """The node emitted so far that writes tensor `t` (None for an input)."""
    return next((m for m in reversed(cx.nodes) if t in m.outputs), None)


def index_root(cx: Ctx, t: str) -> str:
    """The index tensor `t` is a chain of reshapes of (itself when none)."""
    while True:
        prod = producer(cx, t)
        if prod is None or prod.op != "reshape" or cx.t(prod.inputs[0]).kind != "index":
            return t
        t = prod.inputs[0]


def unreshaped_ids(cx: Ctx, ids: str) -> Optional[str]:
    """The index tensor `ids` is a reshape of, when it is one (HF's position
    ids: `arange(S).unsqueeze(0)`): an embedding reads each id on its own,
    so the layout change moves to its ring output (forward) or input
    (backward), and the index reshape, which no rule relates, drops out."""
    prod = producer(cx, ids)
    if prod is None or prod.op != "reshape" or cx.t(prod.inputs[0]).kind != "index":
        return None
    return prod.inputs[0]


@handles("aten.embedding.default")
def h_embedding(cx, n, consts):
    w, ids = cx.src(n.args[0]), cx.src(n.args[1])
    base = unreshaped_ids(cx, ids)
    if base is None:
        cx.emit_like("embedding", [w, ids], {"offset": 0})
        return
    t = cx.t(w)
    e = cx.helper("embedding", [w, base], cx.t(base).shape + t.shape[1:], t.kind, t.dtype, {"offset": 0}, "emb")
    cx.emit_like("reshape", [e])


@handles("tv.embedding")
def h_embedding_offset(cx, n, consts):
    w = cx.src(n.args[0])
    if cx.t(w).shape[0] != n.args[3]:
        raise cx.unsupported("vocab-parallel embedding whose id window differs from its shard")
    cx.emit_like("embedding", [w, cx.src(n.args[1])], {"offset": n.args[2]})


@handles("aten.embedding_dense_backward.default")
def h_embedding_bwd(cx, n, consts):
    rows, pad = n.args[2], n.args[3]
    if len(n.args) > 4 and n.args[4]:
        raise cx.unsupported("embedding backward with scale_grad_by_freq")
    dy, ids = cx.src(n.args[0]), cx.src(n.args[1])
    base = unreshaped_ids(cx, ids)
    if base is not None:
        t = cx.t(dy)
        dy = cx.helper("reshape", [dy], cx.t(base).shape + t.shape[-1:], t.kind, t.dtype, stem="dy")
        ids = base
    if pad is not None and pad >= 0:
        # the padding row gets no gradient: the padding id read as the row
        # count, which no row owns (Ops.v op_replace_value); exact for any
        # table, so the vocabulary-parallel rules need nothing of their own
        t = cx.t(ids)
        ids = cx.helper("replace_value", [ids], t.shape, t.kind, t.dtype, {"old": pad, "new": rows}, stem="pad")
    cx.emit_like("embedding_backward", [dy, ids], {"offset": 0})


@handles("aten.new_zeros.default")
def h_new_zeros(cx, n, consts):
    # the buffer an index_put / scatter fills (their handlers check it); read
    # by anything else it is a dangling tensor
    cx.zeros.add(cx.out_name())


def zero_base(cx: Ctx, ref: Any) -> None:
    if not (isinstance(ref, Ref) and sanitize(ref.name) in cx.zeros):
        raise cx.unsupported(f"writes into {getattr(ref, 'name', ref)!r}, which is not a fresh zeros buffer")


def one_index(cx: Ctx, indices: Any) -> str:
    """The one integer index tensor of `x[ids]` on dim 0."""
    if not isinstance(indices, (tuple, list)) or len(indices) != 1 or indices[0] is None:
        raise cx.unsupported("indexing by other than one index tensor on dim 0")
    ids = cx.src(indices[0])
    if cx.t(ids).kind != "index":
        raise cx.unsupported("indexing by a boolean mask (its output shape depends on the data)")
    return ids


def as_rows(cx: Ctx, x: str) -> str:
    """`x` [n, r1, .., rm] as [n, r1 * .. * rm]: an embedding's table."""
    t = cx.t(x)
    if len(t.shape) == 2:
        return x
    return cx.helper("reshape", [x], (t.shape[0], math.prod(t.shape[1:])), t.kind, t.dtype, stem="rows")


@handles("aten.index.Tensor")
def h_index(cx, n, consts):
    """`w[ids]` (a MoE's expert weights picked per routed token): the
    embedding lookup of w's rows flattened, out[i.., r..] = w[ids[i..], r..]."""
    w, ids = cx.src(n.args[0]), one_index(cx, n.args[1])
    table, it = as_rows(cx, w), cx.t(ids)
    shape = it.shape + cx.t(table).shape[1:]
    if shape == tuple(cx.out_meta().shape):
        cx.emit_like("embedding", [table, ids], {"offset": 0})
        return
    t = cx.t(w)
    reshape_to_out(cx, cx.helper("embedding", [table, ids], shape, t.kind, t.dtype, {"offset": 0}, "pick"))


@handles("aten.index_put.default", "aten.index_put_.default")
def h_index_put(cx, n, consts):
    """`zeros.index_put_((ids,), v, accumulate=True)` (the backward of
    `w[ids]`): out[e, r..] = the sum of v[i, r..] over the i with ids[i] = e,
    the embedding backward of v's rows flattened. Without accumulate a
    repeated index keeps one write: refused."""
    args = list(n.args) + [None] * (4 - len(n.args))
    acc = args[3] if args[3] is not None else dict(n.kwargs).get("accumulate", False)
    if not acc:
        raise cx.unsupported("index_put without accumulate (a repeated index keeps one of its writes)")
    zero_base(cx, args[0])
    ids, v = one_index(cx, args[1]), cx.src(args[2])
    it, out = cx.t(ids), tuple(cx.out_meta().shape)
    if len(it.shape) != 1 or cx.t(v).shape != it.shape + out[1:]:
        raise cx.unsupported(f"index_put of values {cx.t(v).shape} by indices {it.shape} into {out}: "
                             "only one value row per 1-D index")
    rows = as_rows(cx, v)
    shape = (out[0], cx.t(rows).shape[1])
    if shape == out:
        cx.emit_like("embedding_backward", [rows, ids], {"offset": 0})
        return
    t = cx.t(v)
    reshape_to_out(cx, cx.helper("embedding_backward", [rows, ids], shape, t.kind, t.dtype, {"offset": 0}, "put"))


@handles("aten.topk.default")
def h_topk(cx, n, consts):
    """(x, k, dim=-1, largest=True, sorted=True) -> (values, indices): the
    indices as the Plan IR's `topk` (one opaque selection function of a
    row, the same for the SM and every rank: Ops.v op_topk; the proof holds
    for every such function, torch's among them) and the values as the
    entries it picks (`gather`)."""
    args = list(n.args) + [None] * (5 - len(n.args))
    kw = dict(n.kwargs)
    x = cx.src(args[0])
    r = len(cx.t(x).shape)
    d = dim(args[2] if args[2] is not None else kw.get("dim", -1), r)
    if d != r - 1:
        raise cx.unsupported("topk along a dim other than the last")
    if not (args[3] if args[3] is not None else kw.get("largest", True)):
        raise cx.unsupported("topk of the smallest entries")
    vm, im = cx.out_meta(0), cx.out_meta(1)
    idx = cx.emit("topk", [x], [(cx.out_name(1), im.shape, "index", im.dtype)], {"k": args[1]})[0]
    cx.emit("gather", [x, idx], [(cx.out_name(0), vm.shape, value_kind(vm.dtype), vm.dtype)], {"dim": d},
            suffix="values")


@handles("aten.scatter.src")
def h_scatter(cx, n, consts):
    """`zeros.scatter(d, idx, src)` with idx a topk's indices along d (topk's
    backward). A row's top-k picks are distinct, so every output entry gets
    at most one value and the scatter is the scatter-add it is denoted by
    (a reading stated beside the claim). Other indices may repeat, where a
    scatter keeps one write: refused."""
    zero_base(cx, n.args[0])
    idx, src = cx.src(n.args[2]), cx.src(n.args[3])
    r = len(cx.out_meta().shape)
    d = dim(n.args[1], r)
    prod = producer(cx, idx)
    if prod is None or prod.op != "topk" or d != r - 1:
        raise cx.unsupported("scatter by indices other than a topk's along its dim (a repeated index keeps "
                             "one write, which no scatter-add denotes)")
    if cx.t(src).shape != cx.t(idx).shape:
        raise cx.unsupported(f"scatter of values {cx.t(src).shape} by indices {cx.t(idx).shape}")
    cx.readings.append("aten.scatter as scatter_add (aten.topk's indices, distinct in a row)")
    cx.emit_like("scatter_add", [idx, src], {"dim": d})


@handles("tv.rmsnorm")
def h_rmsnorm(cx, n, consts):
    cx.emit_like("rmsnorm", [cx.src(n.args[0]), cx.src(n.args[1])], {"eps": exact(n.args[2])})


@handles("tv.rmsnorm_backward")
def h_rmsnorm_bwd(cx, n, consts):
    outs = [(sanitize(o), m.shape, value_kind(m.dtype), m.dtype) for o, m in zip(n.outputs, n.metas)]
    cx.emit("rmsnorm_backward", [cx.src(a) for a in n.args[:3]], outs, {"eps": exact(n.args[3])})


def sdpa_mask(cx: Ctx, nq: int, nk: int, causal: bool, attn_mask) -> str:
    if attn_mask is not None:
        raise cx.unsupported("scaled_dot_product_attention with an explicit attn_mask")
    if not causal:
        raise cx.unsupported("non-causal scaled_dot_product_attention without a mask")
    q = cx.helper("arange", [], (nq,), "index", "int64", {"start": 0}, "qpos")
    k = cx.helper("arange", [], (nk,), "index", "int64", {"start": 0}, "kpos")
    return cx.helper("causal_mask", [q, k], (nq, nk), "mask", "bool", stem="causal")


def sdpa_scale(cx: Ctx, scale, head_dim: int) -> tuple:
    if scale is None:
        return ("rsqrt", fractions.Fraction(1, head_dim))
    return ("exact", exact(scale))


@handles("aten._scaled_dot_product_flash_attention_for_cpu.default")
def h_sdpa(cx, n, consts):
    # (q, k, v, dropout_p, is_causal, *, attn_mask, scale) -> (out, logsumexp)
    q, k, v = (cx.src(a) for a in n.args[:3])
    kw = dict(n.kwargs)
    if (n.args[3] if len(n.args) > 3 else kw.get("dropout_p", 0.0)) != 0.0:
        raise cx.unsupported("attention dropout")
    causal = n.args[4] if len(n.args) > 4 else kw.get("is_causal", False)
    qs, ks = cx.t(q).shape, cx.t(k).shape
    mask = sdpa_mask(cx, qs[-2], ks[-2], causal, kw.get("attn_mask"))
    cx.emit_like("sdpa", [q, k, v, mask], {"scale": sdpa_scale(cx, kw.get("scale"), qs[-1])})


@handles("aten._scaled_dot_product_flash_attention_for_cpu_backward.default")
def h_sdpa_bwd(cx, n, consts):
    # (grad_out, q, k, v, out, logsumexp, dropout_p, is_causal, *, attn_mask, scale) -> (dq, dk, dv)
    dout, q, k, v = (cx.src(a) for a in n.args[:4])
    kw = dict(n.kwargs)
    if n.args[6] != 0.0:
        raise cx.unsupported("attention dropout")
    qs, ks = cx.t(q).shape, cx.t(k).shape
    mask = sdpa_mask(cx, qs[-2], ks[-2], n.args[7], kw.get("attn_mask"))
    outs = [(sanitize(o), m.shape, value_kind(m.dtype), m.dtype) for o, m in zip(n.outputs, n.metas)]
    cx.emit("sdpa_backward", [q, k, v, mask, dout], outs,
            {"scale": sdpa_scale(cx, kw.get("scale"), qs[-1])})


# -------- collectives: the functional collectives gather/scatter along dim 0

def group_of(cx: Ctx, n: RawNode) -> tuple[int, ...]:
    if n.group is None:
        raise AmbiguousAuthority(f"collective {n.target} in {n.module}: process group not resolved", cx.loc())
    return n.group


@handles("_c10d_functional.all_gather_into_tensor.default")
def h_all_gather(cx, n, consts):
    cx.emit_like("all_gather", [cx.src(n.args[0])], {"dim": 0}, group=group_of(cx, n))


@handles("_c10d_functional.reduce_scatter_tensor.default")
def h_reduce_scatter(cx, n, consts):
    op = n.args[1]
    g = group_of(cx, n)
    attrs = {"dim": 0}
    if op == "avg":
        attrs["scale"] = fractions.Fraction(1, len(g))
    elif op != "sum":
        raise cx.unsupported(f"reduce_scatter with reduce op {op!r}")
    cx.emit_like("reduce_scatter", [cx.src(n.args[0])], attrs, group=g)


@handles("_c10d_functional.all_reduce.default")
def h_all_reduce(cx, n, consts):
    op = n.args[1]
    g = group_of(cx, n)
    attrs = {}
    if op == "avg":
        attrs["scale"] = fractions.Fraction(1, len(g))
    elif op != "sum":
        raise cx.unsupported(f"all_reduce with reduce op {op!r}")
    cx.emit_like("all_reduce", [cx.src(n.args[0])], attrs, group=g)


@handles("_c10d_functional.all_to_all_single.default")
def h_all_to_all(cx, n, consts):
    x = cx.src(n.args[0])
    if n.args[1] is not None or n.args[2] is not None:
        raise cx.unsupported("all_to_all_single with explicit split sizes")
    cx.emit_like("all_to_all", [x], {"split_dim": 0, "concat_dim": 0}, group=group_of(cx, n))


# ---------------------------------------------------------------- driver

def input_role(i: RawInput) -> str:
    return {"param": "parameter", "data": "data", "label": "label", "buffer": "buffer"}[i.kind]


def normalize(cap: RawCapture, follow: tuple = ()) -> IRGraph:
    """The capture as a Plan IR graph. `follow`: the SM graph's
    broadcast_units, whose readings of size-1 dims a rank takes."""
    consts = {i.name: i.value for i in cap.inputs if i.kind == "const"}
    nodes = fusion.fuse_rmsnorm(cap)
    nodes = fusion.fuse_masked_embedding(nodes, consts)
    nodes = fusion.fuse_cross_entropy(nodes, {i.name: tuple(i.meta.shape) for i in cap.inputs})
    nodes = fusion.drop_squeezed_keepdim(nodes)
    nodes = fusion.sum_padded_pieces(nodes)
    nodes = live_raw_nodes(nodes, {o.tensor for o in cap.outputs})
    cx = Ctx(rank=cap.rank, tensors={}, alias={}, nodes=[], follow=dict(follow))
    inputs = []
    for i in cap.inputs:
        if i.kind == "const":
            continue
        name = sanitize(i.source if i.kind in ("param", "buffer") else i.source)
        cx.declare(name, i.meta.shape, value_kind(i.meta.dtype), i.meta.dtype)
        cx.set_alias(sanitize(i.name), name) if sanitize(i.name) != name else None
        inputs.append(IRInput(cx.t(name), input_role(i), i.source, i.placements, i.global_shape))
    loss_out = next(o for o in cap.outputs if o.role == "loss")
    loss_meta = next(m for n in cap.nodes for o, m in zip(n.outputs, n.metas) if o == loss_out.tensor)
    seed = cx.declare(GRAD_SEED, (), "ring", loss_meta.dtype)
    inputs.append(IRInput(cx.t(seed), "grad_seed", GRAD_SEED))
    missing = unsupported_inventory(nodes)
    for n in nodes:
        cx.enter(n)
        handler = HANDLERS.get(n.target)
        if handler is None:
            e = cx.unsupported("no Plan IR denotation" + (
                f"; every live op without one: {'; '.join(missing)}" if len(missing) > 1 else ""))
            e.details["unsupported_ops"] = missing
            raise e
        handler(cx, n, consts)
    cx.current = None
    outputs = tuple(IROutput(o.role, cx.src(Ref(o.tensor)), o.source, o.placements, o.global_shape)
                    for o in cap.outputs)
    live = dead_code_elimination(cx.nodes, {o.tensor for o in outputs})
    live, renamed = partial_splits_to_slices(live, cx.tensors, {o.tensor for o in outputs})
    live = collectives_on_dim(live, cx.tensors, {renamed.get(o.tensor, o.tensor) for o in outputs})
    live = in_twos(live, cx.tensors)
    outputs = tuple(dataclasses.replace(o, tensor=renamed.get(o.tensor, o.tensor)) for o in outputs)
    used = {i for n in live for i in n.inputs} | {o for n in live for o in n.outputs} | \
        {o.tensor for o in outputs}
    inputs = [i for i in inputs if i.tensor.name in used or i.role in ("data", "label", "grad_seed")]
    tensors = tuple(t for t in cx.tensors.values() if t.name in used or t.name in {i.tensor.name for i in inputs})
    return IRGraph(cap.rank, tuple(inputs), tensors, tuple(live), outputs, tuple(cx.readings),
                   tuple(cx.units.items()))


def live_raw_nodes(nodes, roots: set[str]) -> tuple[RawNode, ...]:
    """Drops captured ops nothing observable reads (what the fusions made
    dead, saved-for-backward values no longer needed), before translation,
    so a dead op never trips an unsupported-operator error. In-place ops
    already appear as SSA versions, so liveness is plain dataflow."""
    needed = set(roots)
    keep = []
    for n in reversed(nodes):
        if any(o in needed for o in n.outputs) or fusion_keep(n):
            keep.append(n)
            needed.update(fusion.refs(n.args) + fusion.refs(tuple(v for _, v in n.kwargs)))
    return tuple(reversed(keep))


def fusion_keep(n: RawNode) -> bool:
    # A collective is part of what the plan does even when unused.
    return n.group is not None


def partial_splits_to_slices(nodes: list[IRNode], tensors: dict[str, IRTensor],
                             roots: frozenset[str] = frozenset()) -> tuple[list[IRNode], dict[str, str]]:
    """A split of which a rank keeps only some pieces (DTensor's local
    chunk of a Replicate -> Shard redistribution: rank r keeps piece r) is a
    slice per kept piece. The slice's output is named by the split, not by
    the piece index, so ranks keeping different pieces run the same program
    with a coordinate-dependent start."""
    # A piece is used when a node reads it or it is a graph output (under
    # FSDP a gradient is DTensor's local piece of a reduce-scattered tensor).
    used = {i for n in nodes for i in n.inputs} | set(roots)
    renamed: dict[str, str] = {}
    out: list[IRNode] = []
    for n in nodes:
        n = dataclasses.replace(n, inputs=tuple(renamed.get(i, i) for i in n.inputs))
        if n.op != "split" or all(o in used for o in n.outputs):
            out.append(n)
            continue
        d = n.attr("dim")
        start = 0
        k = 0
        for o in n.outputs:
            t = tensors[o]
            if o in used:
                new = f"{n.name}_piece{k}"
                tensors[new] = dataclasses.replace(t, name=new)
                renamed[o] = new
                out.append(dataclasses.replace(
                    n, name=f"{n.name}_slice{k}", op="slice", outputs=(new,),
                    attrs=(("dim", d), ("length", t.shape[d]), ("start", start))))
                k += 1
            start += t.shape[d]
    return out, renamed


def in_twos(nodes: list[IRNode], tensors: dict[str, IRTensor]) -> list[IRNode]:
    """A split into k > 2 pieces as k - 1 splits in two (the first piece,
    then the rest), a concat of k > 2 pieces as k - 1 concats of two, left
    to right: each piece is then a first or a last one, whose offset its
    own length and the whole's decide (RulesSplit.v). GPT-2's fused q/k/v
    is split in three (and concatenated back in backward). Run after the
    passes that read a split's pieces as ranks' chunks."""
    out: list[IRNode] = []
    for n in nodes:
        if n.op not in ("split", "concat") or len(n.outputs if n.op == "split" else n.inputs) <= 2:
            out.append(n)
            continue
        d = n.attr("dim")
        pieces = list(n.outputs if n.op == "split" else n.inputs)
        whole = n.inputs[0] if n.op == "split" else n.outputs[0]
        for k in range(len(pieces) - 2):
            if n.op == "split":
                # [piece k, rest k] from rest k - 1 (the whole, first)
                src = whole if k == 0 else f"{n.name}_rest{k - 1}"
                first = tensors[pieces[k]]
                t = tensors[src]
                rest = dataclasses.replace(t, name=f"{n.name}_rest{k}",
                                           shape=t.shape[:d] + (t.shape[d] - first.shape[d],) + t.shape[d + 1:])
                tensors[rest.name] = rest
                out.append(dataclasses.replace(n, name=f"{n.name}_in2_{k}", inputs=(src,),
                                               outputs=(pieces[k], rest.name)))
            else:
                # cat k = cat(cat k - 1 (the first piece, first), piece k + 1)
                src = pieces[0] if k == 0 else f"{n.name}_cat{k - 1}"
                a, b = tensors[src], tensors[pieces[k + 1]]
                cat = dataclasses.replace(a, name=f"{n.name}_cat{k}",
                                          shape=a.shape[:d] + (a.shape[d] + b.shape[d],) + a.shape[d + 1:])
                tensors[cat.name] = cat
                out.append(dataclasses.replace(n, name=f"{n.name}_in2_{k}", inputs=(src, pieces[k + 1]),
                                               outputs=(cat.name,)))
        last = len(pieces) - 2
        if n.op == "split":
            src = whole if last == 0 else f"{n.name}_rest{last - 1}"
            out.append(dataclasses.replace(n, inputs=(src,), outputs=tuple(pieces[-2:])))
        else:
            src = pieces[0] if last == 0 else f"{n.name}_cat{last - 1}"
            out.append(dataclasses.replace(n, inputs=(src, pieces[-1])))
    return out


def collectives_on_dim(nodes: list[IRNode], tensors: dict[str, IRTensor],
                       roots: set[str]) -> list[IRNode]:
    """Functional collectives on a dim d != 0 reach aten as their dim-0 form
    between layout ops (torch's funcol): a reduce-scatter on d is
    `split(d) into k -> concat(0) -> reduce_scatter(0)`, an all-gather on d
    is `all_gather(0) -> split(0) into k -> concat(d)`, k the group size.
    Each such chain is the collective on d, exactly (piece r of the dim-0
    form is piece r along d); it is rewritten to that one node so the
    prover sees the collective the plan meant. Only chains whose
    intermediates nothing else reads are rewritten."""
    readers: dict[str, list[IRNode]] = collections.defaultdict(list)
    for n in nodes:
        for i in n.inputs:
            readers[i].append(n)

    def only_reader(t: str) -> Optional[IRNode]:
        rs = readers.get(t, [])
        return rs[0] if len(rs) == 1 and t not in roots else None

    def even_split(n: IRNode, k: int) -> bool:
        if n.op != "split" or len(n.outputs) != k or k < 2:
            return False
        d = n.attr("dim")
        return len({tensors[o].shape[d] for o in n.outputs}) == 1

    def concat_of(pieces: tuple[str, ...], dim: int) -> Optional[IRNode]:
        c = only_reader(pieces[0])
        if c is None or c.op != "concat" or c.inputs != pieces or c.attr("dim") != dim:
            return None
        return c if all(only_reader(p) is c for p in pieces) else None

    drop: set[str] = set()
    replace: dict[str, IRNode] = {}
    for n in nodes:
        k = len(n.group) if n.group else 0
        if n.op == "reduce_scatter" and n.attr("dim") == 0:
            cat = next((m for m in nodes if n.inputs[0] in m.outputs), None)
            sp = cat and next((m for m in nodes if cat.inputs and cat.inputs[0] in m.outputs), None)
            if cat is None or cat.op != "concat" or sp is None or not even_split(sp, k) or \
                    sp.attr("dim") == 0 or concat_of(sp.outputs, 0) is not cat or only_reader(cat.outputs[0]) is not n:
                continue
            drop |= {sp.name, cat.name}
            replace[n.name] = dataclasses.replace(
                n, inputs=sp.inputs, attrs=tuple(sorted({**dict(n.attrs), "dim": sp.attr("dim")}.items())))
        elif n.op == "all_gather" and n.attr("dim") == 0:
            sp = only_reader(n.outputs[0])
            if sp is None or not even_split(sp, k) or sp.attr("dim") != 0:
                continue
            cat = next((m for m in nodes if m.op == "concat" and m.inputs == sp.outputs), None)
            if cat is None or cat.attr("dim") == 0 or concat_of(sp.outputs, cat.attr("dim")) is not cat:
                continue
            drop |= {sp.name, cat.name}
            replace[cat.name] = dataclasses.replace(
                n, outputs=cat.outputs, attrs=tuple(sorted({**dict(n.attrs), "dim": cat.attr("dim")}.items())))
            drop.add(n.name)
    out = []
    for n in nodes:
        if n.name in replace:
            out.append(replace[n.name])
        elif n.name not in drop:
            out.append(n)
    return out


def unsupported_inventory(nodes) -> list[str]:
    """Every live (aten op, module) with no Plan IR denotation, in first-seen
    order: the first is the error's op, the rest say what else stands in
    the way (HF's Llama: the RoPE table, the causal mask, the vocab mask),
    so one import reports the whole gap, not one op per attempt."""
    seen: dict[str, None] = {}
    for n in nodes:
        if n.target not in HANDLERS:
            seen.setdefault(f"{n.target} in {n.module or '<root>'}", None)
    return list(seen)


def dead_code_elimination(nodes: list[IRNode], roots: set[str]) -> list[IRNode]:
    needed = set(roots)
    keep = []
    for n in reversed(nodes):
        # Collectives stay even if unused: dropping one changes what the plan does.
        if any(o in needed for o in n.outputs) or n.group is not None:
            keep.append(n)
            needed.update(n.inputs)
    return list(reversed(keep))
