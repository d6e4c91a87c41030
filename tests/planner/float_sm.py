"""A float64 interpreter for the SM graphs the planner builds, with the
real nonlinearities (exp, log, rsqrt, sigmoid, RoPE angles). Used to check
that the hand-written backward in the SM graph is the derivative of its
forward (finite differences) -- something PM ≡ SM cannot tell."""

from __future__ import annotations

import numpy as np

from emitter.evaluator.run import Exprs
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2


def _scalar(ex: Exprs, s: P.Scalar) -> float:
    v = ex.value(s.num, None) / (ex.value(s.den, None) if s.HasField("den") else 1)
    return 1 / np.sqrt(v) if s.rsqrt else v


def _softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _rope_tables(x, pos, seq_dim):
    half = x.shape[-1] // 2
    shape = [1] * x.ndim
    shape[seq_dim] = x.shape[seq_dim]
    p = pos.reshape(shape[:-1] + [1]).astype(float)
    i = np.arange(half).reshape([1] * (x.ndim - 1) + [half])
    ang = p * 10000.0 ** (-i / half)
    return np.cos(ang), np.sin(ang)


def _expand(q, k):
    return np.repeat(k, q.shape[-3] // k.shape[-3], axis=-3) if q.shape[-3] != k.shape[-3] else k


def _probs(q, k, mask, scale):
    s = q @ np.swapaxes(k, -1, -2) * scale
    s = np.where(mask, s, -np.inf)
    return _softmax(s)


def _kernel(ex: Exprs, n: P.Node, xs, out_dims):
    op = n.op
    if op == P.OP_ADD: return [xs[0] + xs[1]]
    if op == P.OP_SUB: return [xs[0] - xs[1]]
    if op == P.OP_MUL: return [xs[0] * xs[1]]
    if op == P.OP_DIV: return [xs[0] / xs[1]]
    if op == P.OP_SCALE: return [xs[0] * _scalar(ex, n.scale.factor)]
    if op == P.OP_SILU: return [xs[0] / (1 + np.exp(-xs[0]))]
    if op == P.OP_SILU_GRAD:
        x, dy = xs
        s = 1 / (1 + np.exp(-x))
        return [dy * (s + x * s * (1 - s))]
    if op in (P.OP_MATMUL, P.OP_BATCHED_MATMUL): return [xs[0] @ xs[1]]
    if op == P.OP_RESHAPE: return [xs[0].reshape(out_dims[0])]
    if op == P.OP_TRANSPOSE: return [np.transpose(xs[0], list(n.transpose.perm))]
    if op == P.OP_BROADCAST:
        shape = [1] * len(out_dims[0])
        for i, d in enumerate(n.broadcast.dims):
            shape[d] = xs[0].shape[i]
        return [np.broadcast_to(xs[0].reshape(shape), out_dims[0]).copy()]
    if op == P.OP_REDUCE_SUM: return [xs[0].sum(axis=tuple(n.reduce.axes))]
    if op == P.OP_REDUCE_MEAN: return [xs[0].mean(axis=tuple(n.reduce.axes))]
    if op == P.OP_SOFTMAX: return [_softmax(xs[0])]
    if op == P.OP_SOFTMAX_BACKWARD:
        y, dy = xs
        return [y * (dy - (dy * y).sum(-1, keepdims=True))]
    if op in (P.OP_RMSNORM, P.OP_RMSNORM_BACKWARD):
        x, w = xs[0], xs[1]
        D = x.shape[-1]
        r = 1 / np.sqrt((x * x).sum(-1, keepdims=True) / D + _scalar(ex, n.rmsnorm.eps))
        if op == P.OP_RMSNORM:
            return [x * r * w]
        dy = xs[2]
        g = dy * w
        dx = r * g - (r ** 3 / D) * x * (g * x).sum(-1, keepdims=True)
        return [dx, (dy * x * r).reshape(-1, D).sum(0)]
    if op in (P.OP_ROPE, P.OP_ROPE_BACKWARD):
        x, pos = xs
        cos, sin = _rope_tables(x, pos, n.rope.seq_dim)
        a, b = x[..., 0::2], x[..., 1::2]
        out = np.empty_like(x)
        sgn = 1 if op == P.OP_ROPE else -1
        out[..., 0::2] = a * cos - sgn * b * sin
        out[..., 1::2] = sgn * a * sin + b * cos
        return [out]
    if op == P.OP_SDPA:
        q, k, v, m = xs
        return [_probs(q, _expand(q, k), m, _scalar(ex, n.sdpa.scale)) @ _expand(q, v)]
    if op == P.OP_SDPA_BACKWARD:
        q, k0, v0, m, dout = xs
        scale = _scalar(ex, n.sdpa.scale)
        k, v = _expand(q, k0), _expand(q, v0)
        p = _probs(q, k, m, scale)
        dv = np.swapaxes(p, -1, -2) @ dout
        dp = dout @ np.swapaxes(v, -1, -2)
        ds = p * (dp - (dp * p).sum(-1, keepdims=True))
        dq = ds @ k * scale
        dk = np.swapaxes(ds, -1, -2) @ q * scale
        g = q.shape[-3] // k0.shape[-3]
        lead = k0.shape[:-3]
        dk = dk.reshape(lead + (k0.shape[-3], g) + dk.shape[-2:]).sum(-3)
        dv = dv.reshape(lead + (v0.shape[-3], g) + dv.shape[-2:]).sum(-3)
        return [dq, dk, dv]
    if op == P.OP_CAUSAL_MASK: return [xs[1][None, :] <= xs[0][:, None]]
    if op == P.OP_SLIDING_WINDOW_MASK:
        w = ex.value(n.window.window, None)
        q, k = xs
        return [(k[None, :] <= q[:, None]) & (q[:, None] < k[None, :] + w)]
    if op == P.OP_ARANGE:
        s = ex.value(n.arange.start, None)
        return [np.arange(s, s + out_dims[0][0])]
    if op == P.OP_EMBEDDING: return [xs[0][xs[1]]]
    if op == P.OP_EMBEDDING_BACKWARD:
        out = np.zeros(out_dims[0])
        np.add.at(out, xs[1].reshape(-1), xs[0].reshape(-1, xs[0].shape[-1]))
        return [out]
    if op == P.OP_CROSS_ENTROPY:
        x, lab = xs
        lse = np.log(np.exp(x).sum(-1))
        return [lse - np.take_along_axis(x, lab[..., None], -1)[..., 0]]
    if op == P.OP_CROSS_ENTROPY_BACKWARD:
        x, lab, dl = xs
        onehot = (lab[..., None] == np.arange(x.shape[-1])).astype(float)
        return [dl[..., None] * (_softmax(x) - onehot)]
    if op == P.OP_TOPK:
        k = ex.value(n.topk.k, None)
        return [np.argsort(-xs[0], axis=-1, kind="stable")[..., :k]]
    if op == P.OP_GATHER: return [np.take_along_axis(xs[0], xs[1], axis=n.dim.dim)]
    if op == P.OP_SCATTER_ADD:
        idx, src = xs
        out = np.zeros(out_dims[0])
        grids = list(np.indices(src.shape))
        grids[n.dim.dim] = idx
        np.add.at(out, tuple(grids), src)
        return [out]
    raise NotImplementedError(P.OpKind.Name(op))


def run(vp: ValidatedPlan, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    ex = Exprs(vp)
    values = dict(inputs)
    g = vp.sm
    for ni in g.order:
        n = g.graph.nodes[ni]
        outs = _kernel(ex, n, [values[t] for t in n.inputs], [g.tensors[t].dims for t in n.outputs])
        for t, v in zip(n.outputs, outs):
            values[t] = np.asarray(v)
    return values


def random_inputs(vp: ValidatedPlan, seed: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    vocab = vp.instantiation["V"]
    out = {}
    for name in vp.sm.inputs():
        t = vp.sm.tensors[name]
        if t.kind == P.VALUE_INDEX:
            out[name] = rng.integers(0, vocab, size=t.dims)
        elif t.role == P.ROLE_GRAD_SEED:
            out[name] = np.ones(t.dims)
        else:
            out[name] = rng.normal(size=t.dims) * 0.7
    return out
