"""A step's attributes against its node's: the dims, sizes, offsets,
scales and function arguments its denotation is applied to, each
recomputed from the plan (shapes of the node's tensors, its attributes).
`difference` names the first one that differs, or returns None."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from checker import terms as T
from checker.ops import PRIMITIVE_ENTRY
from checker.poly import Poly
from proto import plan_pb2

P = plan_pb2

# the function arguments each denotation takes (semantics/Ops.v)
FUNCTIONS = {
    "op_exp": {"f_exp"}, "op_sigmoid": {"f_sigmoid"}, "op_tanh": {"f_tanh"}, "op_silu": {"f_sigmoid"}, "op_rsqrt": {"f_rsqrt"},
    "op_exp_grad": {"f_exp"}, "op_sigmoid_grad": {"f_sigmoid"}, "op_silu_grad": {"f_sigmoid"},
    "op_rsqrt_grad": {"f_d_rsqrt"}, "op_softmax": {"f_exp"}, "op_rmsnorm": {"f_rsqrt"},
    "op_rmsnorm_backward": {"f_rsqrt"}, "op_rmsnorm_backward_w": {"f_rsqrt"}, "op_rmsnorm_backward_w3": {"f_rsqrt"},
    "op_cross_entropy": {"f_exp", "f_log"}, "op_cross_entropy_backward": {"f_exp"}, "op_topk": {"f_topk"},
    "op_rope": {"f_rope_cos", "f_rope_sin"}, "op_rope_backward": {"f_rope_cos", "f_rope_sin"},
    "op_sdpa": {"f_exp"}, "op_sdpa_backward_dq": {"f_exp"}, "op_sdpa_backward_dk": {"f_exp"},
    "op_sdpa_backward_dv": {"f_exp"},
}


class Ctx:
    """The plan side: Expr and Scalar as the statement's polynomials."""

    def __init__(self, poly: Callable, scalar: Callable, coords: Sequence[str]):
        self.poly, self.scalar, self.coords = poly, scalar, coords

    def nat(self, t) -> Poly:
        return T.nat(t, self.coords)


def _fill(t) -> Optional[Poly]:
    """An open shift's fill term as a polynomial: `(n)%N` or `(n%:R)%R`."""
    try:
        if t[0] == "scope" and t[1] == "R" and t[2][0] == "scope" and t[2][1] == ":R":
            return T.nat(t[2][2])
        return T.nat(t)
    except T.ParseError:
        return None


def _num(t) -> Optional[int]:
    try:
        return T.number(t)
    except T.ParseError:
        return None


def difference(node: P.Node, k: int, t: tuple, ins: Sequence[tuple], outs: Sequence[tuple], cx: Ctx,
               same_scalar: Callable, term_scalar: Callable) -> Optional[str]:
    name, a = T.head(t), T.args(t)
    if name == "pointwise":  # its function is the entry, which may be a function argument
        return entry_difference(node, a[0])
    fns = {x[1] for x in a if x[0] == "id" and x[1].startswith("f_")}
    if fns != FUNCTIONS.get(name, set()):
        return f"applies {sorted(fns)}, {name} takes {sorted(FUNCTIONS.get(name, set()))}"
    a = tuple(x for x in a if not (x[0] == "id" and x[1].startswith("f_")))
    out = outs[k]

    def nat_is(i: int, want: Poly, what: str) -> Optional[str]:
        got = cx.nat(a[i])
        return None if got == want else f"{what} {got}, the plan's is {want}"

    def dim_is(i: int, want: int, what: str = "dim") -> Optional[str]:
        return None if _num(a[i]) == want else f"{what} {T.show(a[i])}, the plan's is {want}"

    def first(*checks) -> Optional[str]:
        return next((c for c in checks if c), None)

    if name == "op_replace_value":
        rv = node.replace_value
        return first(nat_is(0, cx.poly(rv.old), "replaced value"), nat_is(1, cx.poly(rv.new), "replacing value"))
    if name in ("op_matmul", "op_batched_matmul"):
        return nat_is(0, ins[0][-1], "contracts over")
    if name == "op_transpose":
        perm = list(node.transpose.perm)
        moved = [i for i, p in enumerate(perm) if p != i]
        return None if [_num(x) for x in a[:2]] == moved and len(moved) == 2 else \
            f"swaps {[T.show(x) for x in a[:2]]}, the plan's permutation is {perm}"
    if name == "op_permute":
        got = [_num(x) for x in a[0][1]] if a[0][0] == "list" else None
        return None if got == list(node.transpose.perm) else f"permutes {got}, the plan's is {list(node.transpose.perm)}"
    if name in ("op_slice", "op_slice_index"):
        if node.op == P.OP_SPLIT:
            d = node.dim.dim
            off = Poly.const(0)
            for o in outs[:k]:
                off = off + o[d]
            return first(dim_is(0, d), nat_is(1, off, "piece offset"))
        return first(dim_is(0, node.slice.dim), nat_is(1, cx.poly(node.slice.start), "offset"))
    if name in ("op_concat", "op_concat_index"):
        d = node.dim.dim
        return first(dim_is(0, d), nat_is(1, ins[0][d], "first piece length"))
    if name in ("op_reshape_split", "op_reshape_merge"):
        d, n = _num(a[0]), cx.nat(a[1])
        s, o = ins[0], out
        if name == "op_reshape_split":
            ok = d is not None and len(o) == len(s) + 1 and d < len(s) and o[:d] == s[:d] and o[d + 2:] == s[d + 1:] \
                and o[d + 1] == n and o[d] * n == s[d]
        else:
            ok = d is not None and len(s) == len(o) + 1 and d < len(o) and s[:d] == o[:d] and s[d + 2:] == o[d + 1:] \
                and s[d + 1] == n and s[d] * n == o[d]
        return None if ok else f"{name} {T.show(a[0])} {n} does not take {[str(x) for x in s]} to {[str(x) for x in o]}"
    if name in ("op_broadcast", "op_broadcast_index"):
        got = []
        while T.head(t) == name:
            got.append(_num(T.args(t)[0]))
            t = T.args(t)[1]
        want = [d for d in range(len(out)) if d not in node.broadcast.dims]
        return None if list(reversed(got)) == want else f"inserts axes {list(reversed(got))}, the plan {want}"
    if name == "op_reduce_sum":
        axes = list(node.reduce.axes)
        if len(axes) != 1:
            return f"op_reduce_sum of one axis, the plan reduces {axes}"
        return first(dim_is(0, axes[0]), nat_is(1, ins[0][axes[0]], "length"))
    if name == "op_reduce_mean":
        got = {}
        while T.head(t) == "op_reduce_mean":
            got[_num(T.args(t)[0])] = cx.nat(T.args(t)[1])
            t = T.args(t)[2]
        want = {d: ins[0][d] for d in node.reduce.axes}
        return None if got == want else "op_reduce_mean over other axes or lengths than the plan's"
    if name in ("op_softmax", "op_softmax_backward"):
        return nat_is(0, ins[0][-1], "length")
    if name in ("op_rmsnorm", "op_rmsnorm_backward", "op_rmsnorm_backward_w", "op_rmsnorm_backward_w3"):
        n_eps = {"op_rmsnorm_backward_w": 2, "op_rmsnorm_backward_w3": 3}.get(name, 1)
        extra = [nat_is(1 + i, ins[0][i], "rows") for i in range(n_eps - 1)]
        return first(nat_is(0, ins[0][-1], "norm length"), *extra,
                     None if same_scalar(term_scalar(a[n_eps]), cx.scalar(node.rmsnorm.eps)) else
                     f"eps {T.show(a[n_eps])}, the plan's is {cx.scalar(node.rmsnorm.eps)}")
    if name in ("op_cross_entropy", "op_cross_entropy_backward"):
        return nat_is(0, ins[0][-1], "classes")
    if name == "op_embedding_off":
        return first(nat_is(0, ins[0][0], "rows"), nat_is(1, cx.poly(node.embedding.offset), "offset"))
    if name in ("op_embedding_backward_off", "op_embedding_backward_off2"):
        toks = [nat_is(1 + i, ins[1][i], "tokens") for i in range(len(ins[1]))]
        return first(nat_is(0, cx.poly(node.embedding.offset), "offset"), *toks)
    if name == "op_arange_from":
        return nat_is(0, cx.poly(node.arange.start), "start")
    if name == "op_sliding_window_mask":
        return nat_is(0, cx.poly(node.window.window), "window")
    if name in ("op_rope", "op_rope_backward"):
        return dim_is(0, node.rope.seq_dim, "sequence dim")
    if name.startswith("op_sdpa"):
        q, kk, v = ins[:3]
        sizes = [kk[-2], q[-1]] if name == "op_sdpa" else [q[-2], kk[-2], q[-1], v[-1]]
        checks = [nat_is(i, s, "size") for i, s in enumerate(sizes)]
        i = len(sizes)
        g = cx.nat(a[i + 1])
        gqa = g == Poly.const(1) if len(q) == 2 else g * kk[-3] == q[-3]
        return first(*checks, None if same_scalar(term_scalar(a[i]), cx.scalar(node.sdpa.scale)) else
                     f"scale {T.show(a[i])}, the plan's is {cx.scalar(node.sdpa.scale)}",
                     None if gqa else f"query heads per kv head {g}")
    if name == "op_gather":
        return dim_is(0, node.dim.dim)
    if name == "op_scatter_add":
        d = node.dim.dim
        return first(dim_is(0, d), nat_is(1, ins[1][d], "length"))
    if name == "op_add_const":
        return None if same_scalar(term_scalar(a[0]), cx.scalar(node.add_const.value)) else \
            f"adds {T.show(a[0])}, the plan {cx.scalar(node.add_const.value)}"
    if name == "op_scale":
        return None if same_scalar(term_scalar(a[0]), cx.scalar(node.scale.factor)) else \
            f"scales by {T.show(a[0])}, the plan by {cx.scalar(node.scale.factor)}"
    return None


def entry_difference(node: P.Node, f: tuple) -> Optional[str]:
    """A pointwise op's entry function against its node: pow by n is
    `fun a => (a ^+ n)%R`, cos the function argument f_cos."""
    if node.op in PRIMITIVE_ENTRY:
        want = PRIMITIVE_ENTRY[node.op]
        return None if f == ("id", want) else f"entry function {T.show(f)}, the plan's is {want}"
    body = f[2] if f[0] == "fun" and len(f[1]) == 1 else None
    if body is not None and body[0] == "scope" and body[1] == "R":
        body = body[2]
    if node.op == P.OP_POW and body is not None and body[0] == "op" and body[1] == "^+" \
            and body[2] == ("id", f[1][0]) and _num(body[3]) == node.nat.n:
        return None
    return f"entry function {T.show(f)}, the plan's is {P.OpKind.Name(node.op)[3:].lower()} {node.nat.n}"


def collective_difference(node: P.Node, t: tuple, ins: Sequence[tuple], out: tuple, size: Poly, cx: Ctx) -> Optional[str]:
    """A collective's dims and sizes (its group and scale are compared by the caller)."""
    name, a = T.head(t), T.args(t)
    c = node.collective

    def dim_is(i: int, want: int) -> Optional[str]:
        return None if _num(a[i]) == want else f"{name} on dim {T.show(a[i])}, the plan's is {want}"

    def nat_is(x, want: Poly, what: str) -> Optional[str]:
        got = cx.nat(x)
        return None if got == want else f"{what} {got}, the plan's is {want}"

    def first(*checks) -> Optional[str]:
        return next((x for x in checks if x), None)

    if name == "op_all_gather":
        return first(dim_is(0, c.dim), nat_is(a[1], ins[0][c.dim], "piece length"))
    if name == "op_reduce_scatter":
        return first(dim_is(0, c.dim), nat_is(a[1], out[c.dim], "piece length"))
    if name == "op_all_to_all":
        return first(dim_is(0, c.split_dim), dim_is(2, c.concat_dim), nat_is(a[1], out[c.split_dim], "split chunk"),
                     nat_is(a[3], ins[0][c.concat_dim], "concat chunk"))
    if name == "op_all_to_all_dim":
        piece = a[1]
        ok = T.head(piece) == "a2a_piece" and c.split_dim == c.concat_dim
        return first(dim_is(0, c.split_dim), None if ok else "op_all_to_all_dim of two dims",
                     nat_is(T.args(piece)[0], ins[0][c.split_dim], "length") if ok else None)
    if node.op == P.OP_SHIFT and (name == "op_shift_open") != c.open:
        return f"{name} realizes {'an open' if c.open else 'a cyclic'} shift"
    if name == "op_shift_open":
        # RulesHaloOpen.v op_shift_open P o fill: the fill a nat `(n)%N` (index
        # tensor) or `(n%:R)%R` (ring-valued)
        got = _fill(a[2])
        return first(None if _num(a[1]) == c.offset else f"{name} by {T.show(a[1])}, the plan's offset is {c.offset}",
                     None if got == cx.poly(c.fill) else f"{name} fills {got}, the plan's fill is {cx.poly(c.fill)}")
    if name == "op_shift":
        o = c.offset
        want = size * Poly.const(o) - Poly.const(o) if o > 0 else Poly.const(-o)
        return nat_is(a[1], want, "shift")
    if name == "op_halo_reduce":
        h = cx.poly(c.halo)
        return first(dim_is(1, c.dim), nat_is(a[3], h, "halo"), nat_is(a[2], ins[0][c.dim] - h, "own rows"))
    return None
