"""Exact kernels for every non-collective operator, following the semantics
documented in proto/plan.proto. Ring values are int64 arrays reduced mod p,
index values int64, masks bool."""

from __future__ import annotations

import dataclasses
from typing import Callable, Mapping, Sequence

import numpy as np

from emitter.errors import InvalidPlan, Location, UnsupportedOperator
from emitter.evaluator import field as F
from emitter import ops as opsig
from proto import plan_pb2

P = plan_pb2


@dataclasses.dataclass
class KernelCtx:
    """What a kernel may consult besides its inputs."""

    funcs: F.Functions
    value: Callable[[P.Expr], int]         # evaluates an attribute Expr for this rank
    out_dims: Sequence[tuple[int, ...]]    # concrete output shapes
    loc: Location

    @property
    def f(self) -> F.Field:
        return self.funcs.field

    @property
    def p(self) -> int:
        return self.funcs.field.p

    def scalar(self, s: P.Scalar) -> int:
        num = self.value(s.num)
        den = self.value(s.den) if s.HasField("den") else 1
        v = (num % self.p) * self.f.inv_scalar(den) % self.p
        if s.rsqrt:
            v = int(self.funcs.apply("rsqrt", np.array(v))[()])
        return v


def _m(ctx, a):
    return a % ctx.p


def _rowsum(ctx, x):
    return np.sum(x, axis=-1, keepdims=True) % ctx.p


def _softmax(ctx, x):
    e = ctx.funcs.apply("exp", x)
    return e * ctx.f.inv(_rowsum(ctx, e)) % ctx.p


def _index_error(ctx: KernelCtx, what: str):
    raise InvalidPlan(f"{what} (index out of range at run time)", ctx.loc)


def k_matmul(ctx, n, a, b):
    return [ctx.f.matmul(a, b)]


def k_batched_matmul(ctx, n, a, b):
    return [ctx.f.matmul(a, b)]


def k_reshape(ctx, n, x):
    return [x.reshape(ctx.out_dims[0])]


def k_transpose(ctx, n, x):
    return [np.ascontiguousarray(np.transpose(x, list(n.transpose.perm)))]


def k_slice(ctx, n, x):
    d, start, length = n.slice.dim, ctx.value(n.slice.start), ctx.value(n.slice.length)
    if start < 0 or start + length > x.shape[d]:
        _index_error(ctx, f"slice [{start}, {start + length}) of a dim of size {x.shape[d]}")
    return [np.take(x, np.arange(start, start + length), axis=d)]


def k_concat(ctx, n, *xs):
    return [np.concatenate(xs, axis=n.dim.dim)]


def k_split(ctx, n, x):
    d = n.dim.dim
    cuts = np.cumsum([s[d] for s in ctx.out_dims])[:-1]
    return [np.ascontiguousarray(p) for p in np.split(x, cuts, axis=d)]


def k_broadcast(ctx, n, x):
    out = ctx.out_dims[0]
    shape = [1] * len(out)
    for i, d in enumerate(n.broadcast.dims):
        shape[d] = x.shape[i]
    return [np.broadcast_to(x.reshape(shape), out).copy()]


def k_reduce(ctx, n, x):
    axes = tuple(n.reduce.axes)
    s = np.sum(x, axis=axes, keepdims=n.reduce.keepdim) % ctx.p
    if n.op == P.OP_REDUCE_MEAN:
        count = int(np.prod([x.shape[a] for a in axes]))
        s = s * ctx.f.inv_scalar(count) % ctx.p
    return [s]


def k_cumsum(ctx, n, x):
    return [np.cumsum(x, axis=n.dim.dim) % ctx.p]


def k_softmax(ctx, n, x):
    return [_softmax(ctx, x)]


def k_softmax_backward(ctx, n, y, dy):
    return [y * _m(ctx, dy - _rowsum(ctx, dy * y % ctx.p)) % ctx.p]


def k_log_softmax(ctx, n, x):
    lse = ctx.funcs.apply("log", _rowsum(ctx, ctx.funcs.apply("exp", x)))
    return [_m(ctx, x - lse)]


def k_log_softmax_backward(ctx, n, y, dy):
    return [_m(ctx, dy - ctx.funcs.apply("exp", y) * _rowsum(ctx, dy) % ctx.p)]


def _rms_scale(ctx, n, x):
    D = x.shape[-1]
    ms = _rowsum(ctx, x * x % ctx.p) * ctx.f.inv_scalar(D) % ctx.p
    return ctx.funcs.apply("rsqrt", _m(ctx, ms + ctx.scalar(n.rmsnorm.eps)))


def k_rmsnorm(ctx, n, x, w):
    r = _rms_scale(ctx, n, x)
    return [x * r % ctx.p * w % ctx.p]


def k_rmsnorm_backward(ctx, n, x, w, dy):
    D = x.shape[-1]
    r = _rms_scale(ctx, n, x)
    r3 = r * r % ctx.p * r % ctx.p
    s = _rowsum(ctx, dy * w % ctx.p * x % ctx.p)
    dx = _m(ctx, r * w % ctx.p * dy % ctx.p - x * r3 % ctx.p * ctx.f.inv_scalar(D) % ctx.p * s % ctx.p)
    lead = tuple(range(x.ndim - 1))
    dw = np.sum(dy * x % ctx.p * r % ctx.p, axis=lead) % ctx.p
    return [dx, dw]


def _rope_tables(ctx, n, x, pos):
    d = n.rope.seq_dim
    half = x.shape[-1] // 2
    shape = [1] * x.ndim
    shape[d] = x.shape[d]
    p = pos.reshape(shape[:-1] + [1])
    i = np.arange(half).reshape([1] * (x.ndim - 1) + [half])
    cos = ctx.funcs.table("rope_cos", p, i)
    sin = ctx.funcs.table("rope_sin", p, i)
    return cos, sin


def k_rope(ctx, n, x, pos):
    cos, sin = _rope_tables(ctx, n, x, pos)
    a, b = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = _m(ctx, a * cos % ctx.p - b * sin % ctx.p)
    out[..., 1::2] = _m(ctx, a * sin % ctx.p + b * cos % ctx.p)
    return [out]


def k_rope_backward(ctx, n, dy, pos):
    cos, sin = _rope_tables(ctx, n, dy, pos)
    a, b = dy[..., 0::2], dy[..., 1::2]
    out = np.empty_like(dy)
    out[..., 0::2] = _m(ctx, a * cos % ctx.p + b * sin % ctx.p)
    out[..., 1::2] = _m(ctx, b * cos % ctx.p - a * sin % ctx.p)
    return [out]


def _kv_expand(q, k):
    if q.ndim >= 3 and q.shape[-3] != k.shape[-3]:
        return np.repeat(k, q.shape[-3] // k.shape[-3], axis=-3)
    return k


def _attention_probs(ctx, n, q, k, mask):
    scale = ctx.scalar(n.sdpa.scale)
    s = ctx.f.matmul(q, np.swapaxes(k, -1, -2)) * scale % ctx.p
    e = ctx.funcs.apply("exp", s) * mask.astype(np.int64)
    return e * ctx.f.inv(_rowsum(ctx, e)) % ctx.p, scale


def k_sdpa(ctx, n, q, k, v, mask):
    k, v = _kv_expand(q, k), _kv_expand(q, v)
    p, _ = _attention_probs(ctx, n, q, k, mask)
    return [ctx.f.matmul(p, v)]


def k_sdpa_backward(ctx, n, q, k0, v0, mask, dout):
    k, v = _kv_expand(q, k0), _kv_expand(q, v0)
    p, scale = _attention_probs(ctx, n, q, k, mask)
    dv = ctx.f.matmul(np.swapaxes(p, -1, -2), dout)
    dp = ctx.f.matmul(dout, np.swapaxes(v, -1, -2))
    ds = p * _m(ctx, dp - _rowsum(ctx, dp * p % ctx.p)) % ctx.p
    dq = ctx.f.matmul(ds, k) * scale % ctx.p
    dk = ctx.f.matmul(np.swapaxes(ds, -1, -2), q) * scale % ctx.p
    if dk.shape != k0.shape:  # GQA: sum the query heads that share a kv head
        g = q.shape[-3] // k0.shape[-3]
        lead = k0.shape[:-3]
        dk = np.sum(dk.reshape(lead + (k0.shape[-3], g) + dk.shape[-2:]), axis=-3) % ctx.p
        dv = np.sum(dv.reshape(lead + (v0.shape[-3], g) + dv.shape[-2:]), axis=-3) % ctx.p
    return [dq, dk, dv]


def k_causal_mask(ctx, n, qpos, kpos):
    return [kpos[None, :] <= qpos[:, None]]


def k_sliding_window_mask(ctx, n, qpos, kpos):
    w = ctx.value(n.window.window)
    return [(kpos[None, :] <= qpos[:, None]) & (qpos[:, None] < kpos[None, :] + w)]


def k_masked_fill(ctx, n, x, m):
    return [np.where(m, ctx.scalar(n.masked_fill.value), x).astype(np.int64)]


def k_arange(ctx, n):
    start = ctx.value(n.arange.start)
    return [np.arange(start, start + ctx.out_dims[0][0], dtype=np.int64)]


def k_replace_value(ctx, n, a):
    return [np.where(a == ctx.value(n.replace_value.old), ctx.value(n.replace_value.new), a).astype(np.int64)]


def k_compare(ctx, n, a, b):
    f = {P.OP_COMPARE_LT: np.less, P.OP_COMPARE_LE: np.less_equal, P.OP_COMPARE_EQ: np.equal}[n.op]
    return [f(a, b)]


def k_embedding(ctx, n, w, ids):
    j = ids - ctx.value(n.embedding.offset)
    ok = (j >= 0) & (j < w.shape[0])
    return [w[np.where(ok, j, 0)] * ok[..., None].astype(np.int64)]


def k_embedding_backward(ctx, n, dy, ids):
    V = ctx.out_dims[0][0]
    j = (ids - ctx.value(n.embedding.offset)).reshape(-1)
    rows = dy.reshape(-1, dy.shape[-1])
    ok = (j >= 0) & (j < V)
    out = np.zeros(ctx.out_dims[0], dtype=np.int64)
    np.add.at(out, j[ok], rows[ok])
    return [out % ctx.p]


def _onehot(labels, V):
    return (labels[..., None] == np.arange(V)).astype(np.int64)


def k_cross_entropy(ctx, n, x, labels):
    V = x.shape[-1]
    lse = ctx.funcs.apply("log", np.sum(ctx.funcs.apply("exp", x), axis=-1) % ctx.p)
    picked = np.sum(_onehot(labels, V) * x, axis=-1) % ctx.p
    return [_m(ctx, lse - picked)]


def k_cross_entropy_backward(ctx, n, x, labels, dloss):
    sm = _softmax(ctx, x)
    return [dloss[..., None] * _m(ctx, sm - _onehot(labels, x.shape[-1])) % ctx.p]


def k_topk(ctx, n, x):
    k = ctx.value(n.topk.k)
    h = ctx.funcs.row_hash("topk", x)
    E = x.shape[-1]
    with np.errstate(over="ignore"):
        keys = F.splitmix(h[..., None] ^ (np.arange(E, dtype=np.uint64) * np.uint64(0xD1B54A32D192ED03)))
    return [np.argsort(keys, axis=-1, kind="stable")[..., :k].astype(np.int64)]


def k_sort(ctx, n, x):
    perm = np.argsort(x, axis=-1, kind="stable")
    return [np.take_along_axis(x, perm, axis=-1), perm.astype(np.int64)]


def k_gather(ctx, n, x, idx):
    d = n.dim.dim
    if idx.size and (idx.min() < 0 or idx.max() >= x.shape[d]):
        _index_error(ctx, f"gather index outside [0, {x.shape[d]})")
    # take_along_axis needs equal sizes off `dim`; the validator ensured it.
    return [np.take_along_axis(x, idx, axis=d)]


def k_scatter_add(ctx, n, idx, src):
    d = n.dim.dim
    out_shape = ctx.out_dims[0]
    out = np.zeros(out_shape, dtype=np.int64)
    grids = list(np.indices(src.shape))
    ok = (idx >= 0) & (idx < out_shape[d])
    grids[d] = idx
    np.add.at(out, tuple(g[ok] for g in grids), src[ok])
    return [out % ctx.p if src.dtype == np.int64 else out]


def k_index_put(ctx, n, x, idx, vals):
    out = x.copy()
    if idx.size and (idx.min() < 0 or idx.max() >= x.shape[0]):
        _index_error(ctx, f"index_put index outside [0, {x.shape[0]})")
    if n.index_put.accumulate:
        np.add.at(out, idx, vals)
        return [out % ctx.p]
    for i in range(idx.shape[0]):  # in order, so the later row wins
        out[idx[i]] = vals[i]
    return [out]


def _elementwise(f):
    return lambda ctx, n, *xs: [f(ctx, n, *xs)]


KERNELS: Mapping[int, Callable] = {
    P.OP_TO_RING: _elementwise(lambda c, n, a: a % c.p),
    P.OP_MATMUL: k_matmul,
    P.OP_BATCHED_MATMUL: k_batched_matmul,
    P.OP_RESHAPE: k_reshape,
    P.OP_TRANSPOSE: k_transpose,
    P.OP_SLICE: k_slice,
    P.OP_CONCAT: k_concat,
    P.OP_SPLIT: k_split,
    P.OP_BROADCAST: k_broadcast,
    P.OP_REDUCE_SUM: k_reduce,
    P.OP_REDUCE_MEAN: k_reduce,
    P.OP_CUMSUM: k_cumsum,
    P.OP_SOFTMAX: k_softmax,
    P.OP_SOFTMAX_BACKWARD: k_softmax_backward,
    P.OP_LOG_SOFTMAX: k_log_softmax,
    P.OP_LOG_SOFTMAX_BACKWARD: k_log_softmax_backward,
    P.OP_RMSNORM: k_rmsnorm,
    P.OP_RMSNORM_BACKWARD: k_rmsnorm_backward,
    P.OP_ROPE: k_rope,
    P.OP_ROPE_BACKWARD: k_rope_backward,
    P.OP_SDPA: k_sdpa,
    P.OP_SDPA_BACKWARD: k_sdpa_backward,
    P.OP_CAUSAL_MASK: k_causal_mask,
    P.OP_SLIDING_WINDOW_MASK: k_sliding_window_mask,
    P.OP_MASKED_FILL: k_masked_fill,
    P.OP_ARANGE: k_arange,
    P.OP_REPLACE_VALUE: k_replace_value,
    P.OP_COMPARE_LT: k_compare,
    P.OP_COMPARE_LE: k_compare,
    P.OP_COMPARE_EQ: k_compare,
    P.OP_EMBEDDING: k_embedding,
    P.OP_EMBEDDING_BACKWARD: k_embedding_backward,
    P.OP_CROSS_ENTROPY: k_cross_entropy,
    P.OP_CROSS_ENTROPY_BACKWARD: k_cross_entropy_backward,
    P.OP_TOPK: k_topk,
    P.OP_SORT: k_sort,
    P.OP_GATHER: k_gather,
    P.OP_SCATTER_ADD: k_scatter_add,
    P.OP_INDEX_PUT: k_index_put,
}


def _table_kernel(op: int):
    """A pointwise op's kernel from the op table (ops.Pointwise), as a kernel here."""
    pw = opsig.pointwise(op)
    return None if pw is None else _elementwise(lambda c, n, *xs: pw.kernel(c, n, *xs) % c.p)


def run_kernel(ctx: KernelCtx, node: P.Node, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    kernel = KERNELS.get(node.op) or _table_kernel(node.op)
    if kernel is None:
        raise UnsupportedOperator(f"the evaluator has no kernel for {opsig.op_name(node.op)}", ctx.loc)
    return kernel(ctx, node, *inputs)
