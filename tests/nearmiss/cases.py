"""Plan IR near-miss pairs, one per covered local rule (semantics/rules.textproto).

Each builder `f(nm)` returns the positive plan (nm=False) or the near-miss
(nm=True); the two differ in exactly ONE attribute (a relation placement,
a collective scale, an embedding/slice/arange offset), the same attribute
that distinguishes semantics/examples/positive/<rule>.v from its near-miss
.v file. The plans are tiny: the rule's op (plus the collective or index
op that produces a related input), the related values as input bindings,
the output as the observable. `regenerate.py` writes them to data/.
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plan_ir"))

from blocks import halo_extend, mark_microbatches, microbatch_slice, provenance  # noqa: E402
from frontends.common.plan_writer import (PlanBuilder, ex, experts, partial, permuted, rep, scalar, shard, strided,
                                          zigzag)
from proto import plan_pb2

P = plan_pb2
MASK = P.VALUE_MASK
SDPA_HEADS_SEED = 42  # a seed whose random mask rows have >= 2 unmasked keys


def _finish(b: PlanBuilder, fn) -> P.Plan:
    """A rule fragment: what it observes is what it computes (its SM
    outputs, as values). Many observe a rule's partial-sum conclusion, less
    than a value's specification: they are validated with partial=True."""
    inputs = {t.name for t in b.plan.sm.tensors if t.role != P.ROLE_ACTIVATION}
    for o in b.plan.observables:
        if o.sm_tensor not in inputs:
            b.output(o.sm_tensor, "value")
    provenance(b, fn)
    return b.build()


def _new(rule: str, nm: bool, axis: str = "tp", seed: int = 41):
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=seed)
    ax = b.axis(axis, 2)
    b.group("g", axes=[axis])
    return b, ax


def _rel(b, ax, p):
    return b.rel(**{ax.name: p})


# ------------------------------------------------------------ TP / collectives

def matmul_col(nm):
    b, tp = _new("matmul_col", nm)
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl)
    b.sm.matmul(b.sm.input("x", [n, d]), b.sm.param("w1", [d, f]), "h")
    pm = b.program()
    h = pm.matmul(pm.input("x", [n, d]), pm.param("w1", [d, fl]), "h", realizes="h")
    b.bind("x", "x", _rel(b, tp, partial() if nm else rep()))
    b.bind("w1", "w1", _rel(b, tp, shard(1)))
    b.observe("out", "h", h.name, _rel(b, tp, shard(1)))
    return _finish(b, matmul_col)


def matmul_row(nm):
    b, tp = _new("matmul_row", nm)
    n, k, c, m = b.symbols("n k c m")
    b.constrain(k, "==", 2 * tp.size * c)
    b.sm.matmul(b.sm.input("a", [n, k]), b.sm.param("w2", [k, m]), "y")
    pm = b.program()
    y = pm.matmul(pm.input("a", [n, 2 * c]), pm.param("w2", [2 * c, m]), "y_partial", realizes="y")
    b.bind("a", "a", _rel(b, tp, shard(1)))
    b.bind("w2", "w2", _rel(b, tp, zigzag(0) if nm else shard(0)))
    b.observe("out", "y", y.name, _rel(b, tp, partial()))
    return _finish(b, matmul_row)


def all_reduce(nm):
    b, tp = _new("all_reduce", nm)
    n, d = b.symbols("n d")
    b.sm.input("y", [n, d])
    pm = b.program()
    y = pm.all_reduce(pm.input("y_partial", [n, d]), "g", 0, "y", scale=scalar(2) if nm else None)
    b.bind("y", "y_partial", _rel(b, tp, partial()))
    b.observe("out", "y", y.name, _rel(b, tp, rep()))
    return _finish(b, all_reduce)


def reduce_scatter(nm):
    b, tp = _new("reduce_scatter", nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", tp.size * c)
    b.sm.input("y", [N, n])
    pm = b.program()
    y = pm.reduce_scatter(pm.input("y_partial", [N, n]), "g", 0, 0, c, "y")
    b.bind("y", "y_partial", _rel(b, tp, partial(2) if nm else partial()))
    b.observe("out", "y", y.name, _rel(b, tp, shard(0)))
    return _finish(b, reduce_scatter)


def all_gather(nm):
    b, tp = _new("all_gather", nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    b.sm.input("x", [N, n])
    pm = b.program()
    x = pm.all_gather(pm.input("x_local", [2 * c, n]), "g", 0, 0, tp.size, "x")
    b.bind("x", "x_local", _rel(b, tp, zigzag(0) if nm else shard(0)))
    b.observe("out", "x", x.name, _rel(b, tp, rep()))
    return _finish(b, all_gather)


def reduce_sum_shard(nm):
    b, tp = _new("reduce_sum_shard", nm)
    bb, N, c = b.symbols("b N c")
    b.constrain(N, "==", tp.size * c)
    b.sm.reduce_sum(b.sm.input("x", [bb, N]), [1], "s")
    pm = b.program()
    s = pm.reduce_sum(pm.input("x", [bb, c]), [1], "s", realizes="s")
    b.bind("x", "x", _rel(b, tp, shard(1)))
    b.observe("out", "s", s.name, _rel(b, tp, partial(2) if nm else partial()))
    return _finish(b, reduce_sum_shard)


def lin_add(nm):
    b, tp = _new("lin_add", nm)
    bb, n = b.symbols("b n")
    b.sm.add(b.sm.input("x", [bb, n]), b.sm.input("y", [bb, n]), "z")
    pm = b.program()
    z = pm.add(pm.input("x", [bb, n]), pm.input("y", [bb, n]), "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, partial()))
    b.bind("y", "y", _rel(b, tp, partial(2) if nm else partial()))
    b.observe("out", "z", z.name, _rel(b, tp, partial()))
    return _finish(b, lin_add)


def scale_partial(nm):
    # Coq: rel_partial_sum P 1 X F -> rel_partial_sum P (k * 1) (op_scale k X) F:
    # the PM family is unchanged, the scale moves into the relation.
    b, tp = _new("scale_partial", nm)
    bb, n = b.symbols("b n")
    b.sm.scale(b.sm.input("x", [bb, n]), "z", 3)
    pm = b.program()
    x = pm.input("x", [bb, n])
    b.bind("x", "x", _rel(b, tp, partial()))
    b.observe("out", "z", x.name, _rel(b, tp, partial() if nm else partial(3)))
    return _finish(b, scale_partial)


# ------------------------------------------------------------ elementwise / row-wise

def _unary(rule, nm, apply):
    b, tp = _new(rule, nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    apply(b.sm, b.sm.input("x", [N, n]), {})
    pm = b.program()
    z = apply(pm, pm.input("x", [2 * c, n]), {"realizes": "z"})
    b.bind("x", "x", _rel(b, tp, zigzag(0) if nm else shard(0)))
    b.observe("out", "z", z.name, _rel(b, tp, shard(0)))
    return b


def softmax_reindex(nm): return _finish(_unary("softmax_reindex", nm, lambda g, x, kw: g.softmax(x, "z", **kw)), softmax_reindex)


def rmsnorm_reindex(nm):
    b, tp = _new("rmsnorm_reindex", nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    eps = scalar(1, 1000)
    b.sm.rmsnorm(b.sm.input("x", [N, n]), b.sm.param("w", [n]), "z", eps)
    pm = b.program()
    z = pm.rmsnorm(pm.input("x", [2 * c, n]), pm.param("w", [n]), "z", eps, realizes="z")
    b.bind("x", "x", _rel(b, tp, zigzag(0) if nm else shard(0)))
    b.bind("w", "w", _rel(b, tp, rep()))
    b.observe("out", "z", z.name, _rel(b, tp, shard(0)))
    return _finish(b, rmsnorm_reindex)


def _replicated(rule, nm, two, apply):
    b, tp = _new(rule, nm)
    bb, n = b.symbols("b n")
    xs = [b.sm.input("x", [bb, n])] + ([b.sm.input("y", [bb, n])] if two else [])
    apply(b.sm, xs, {})
    pm = b.program()
    ys = [pm.input("x", [bb, n])] + ([pm.input("y", [bb, n])] if two else [])
    z = apply(pm, ys, {"realizes": "z"})
    b.bind("x", "x", _rel(b, tp, partial() if nm else rep()))
    if two:
        b.bind("y", "y", _rel(b, tp, rep()))
    b.observe("out", "z", z.name, _rel(b, tp, rep()))
    return b


# ------------------------------------------------------------ attention

def rope_reindex(nm):
    # zigzag tokens; near-miss: the positions contiguous (wrong positions for the second chunk)
    b, cp = _new("rope_reindex", nm, "cp")
    bb, N, c, h, m = b.symbols("b N c h m")
    b.constrain(N, "==", 2 * cp.size * c)
    pos = b.sm.input("pos", [N], kind="index")
    b.sm.rope(b.sm.input("q", [bb, N, h, 2 * m]), pos, 1, "qr")
    pm = b.program()
    qr = pm.rope(pm.input("q", [bb, 2 * c, h, 2 * m]), pm.input("pos", [2 * c], kind="index"), 1, "qr",
                 realizes="qr")
    b.bind("q", "q", _rel(b, cp, zigzag(1)))
    b.bind("pos", "pos", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.contract("pos_range", "pos", 0, 1000)
    b.observe("out", "qr", qr.name, _rel(b, cp, zigzag(1)))
    return _finish(b, rope_reindex)


def causal_mask_reindex(nm):
    b, cp = _new("causal_mask_reindex", nm, "cp")
    N, c, nk = b.symbols("N c nk")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.causal_mask(b.sm.input("qpos", [N], kind="index"), b.sm.input("kpos", [nk], kind="index"), "mask")
    pm = b.program()
    m = pm.causal_mask(pm.input("qpos", [2 * c], kind="index"), pm.input("kpos", [nk], kind="index"), "mask",
                       realizes="mask")
    b.bind("qpos", "qpos", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.bind("kpos", "kpos", _rel(b, cp, rep()))
    b.contract("qpos_range", "qpos", 0, 1000)
    b.contract("kpos_range", "kpos", 0, 1000)
    b.observe("out", "mask", m.name, _rel(b, cp, zigzag(0)))
    return _finish(b, causal_mask_reindex)


def sdpa_heads(nm):
    # A random mask row with one unmasked key makes K irrelevant: take 4 keys.
    b, tp = _new("sdpa_heads", nm, seed=SDPA_HEADS_SEED)
    bb, g, c, H, Hkv, n, nk, dh = b.symbols("b g c H Hkv n nk dh")
    b.plan.symbols[6].min = 4
    b.constrain(Hkv, "==", 2 * tp.size * c)
    b.constrain(H, "==", g * Hkv)
    sc = scalar(1)
    sm = b.sm
    sm.sdpa(sm.input("q", [bb, H, n, dh]), sm.input("k", [bb, Hkv, nk, dh]), sm.input("v", [bb, Hkv, nk, dh]),
            sm.input("mask", [n, nk], kind="mask"), "o", sc)
    pm = b.program()
    o = pm.sdpa(pm.input("q", [bb, g * 2 * c, n, dh]), pm.input("k", [bb, 2 * c, nk, dh]),
                pm.input("v", [bb, 2 * c, nk, dh]), pm.input("mask", [n, nk], kind="mask"), "o", sc, realizes="o")
    b.bind("q", "q", _rel(b, tp, shard(1)))
    b.bind("k", "k", _rel(b, tp, zigzag(1) if nm else shard(1)))
    b.bind("v", "v", _rel(b, tp, shard(1)))
    b.bind("mask", "mask", _rel(b, tp, rep()))
    b.observe("out", "o", o.name, _rel(b, tp, shard(1)))
    return _finish(b, sdpa_heads)


def sdpa_query_reindex(nm):
    # zigzag queries; near-miss: the mask rows laid out contiguously (wrong mask rows)
    b, cp = _new("sdpa_query_reindex", nm, "cp")
    bb, g, hkv, H, N, c, nk, dh = b.symbols("b g hkv H N c nk dh")
    b.constrain(N, "==", 2 * cp.size * c)
    b.constrain(H, "==", g * hkv)
    sc = scalar(1)
    sm = b.sm
    sm.sdpa(sm.input("q", [bb, H, N, dh]), sm.input("k", [bb, hkv, nk, dh]), sm.input("v", [bb, hkv, nk, dh]),
            sm.input("mask", [N, nk], kind="mask"), "o", sc)
    pm = b.program()
    o = pm.sdpa(pm.input("q", [bb, H, 2 * c, dh]), pm.input("k", [bb, hkv, nk, dh]),
                pm.input("v", [bb, hkv, nk, dh]), pm.input("mask", [2 * c, nk], kind="mask"), "o", sc,
                realizes="o")
    b.bind("q", "q", _rel(b, cp, zigzag(2)))
    b.bind("k", "k", _rel(b, cp, rep()))
    b.bind("v", "v", _rel(b, cp, rep()))
    b.bind("mask", "mask", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.observe("out", "o", o.name, _rel(b, cp, zigzag(2)))
    return _finish(b, sdpa_query_reindex)


# ------------------------------------------------------------ embedding, static EP

def embedding_vocab(nm):
    b, tp = _new("embedding_vocab", nm)
    V, vl, d, bb, n = b.symbols("V V_l d b n")
    b.constrain(V, "==", tp.size * vl)
    sm = b.sm
    sm.op(P.OP_EMBEDDING, [sm.param("E", [V, d]), sm.input("ids", [bb, n], kind="index")],
          [("out", [bb, n, d], P.VALUE_RING)], embedding=P.EmbeddingAttrs())
    pm = b.program()
    off = tp.coord if nm else tp.coord * vl
    o = pm.op(P.OP_EMBEDDING, [pm.param("E", [vl, d]), pm.input("ids", [bb, n], kind="index")],
              [("out_partial", [bb, n, d], P.VALUE_RING)], realizes="out",
              embedding=P.EmbeddingAttrs(offset=off.to_proto()))[0]
    b.bind("E", "E", _rel(b, tp, shard(0)))
    b.bind("ids", "ids", _rel(b, tp, rep()))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("out", "out", o.name, _rel(b, tp, partial()))
    return _finish(b, embedding_vocab)


def _slice(rule, nm, placement):
    b, ep = _new(rule, nm, "ep")
    t, E, ce = b.symbols("t E ce")
    b.constrain(E, "==", ep.size * ce)
    b.sm.input("w", [t, E])
    pm = b.program()
    s = pm.slice(pm.input("w", [t, E]), 1, ep.coord if nm else ep.coord * ce, ce, "w_own", helper="layout")
    b.bind("w", "w", _rel(b, ep, rep()))
    b.observe("out", "w", s.name, _rel(b, ep, placement))
    return b


def slice_expert(nm): return _finish(_slice("slice_expert", nm, experts(1)), slice_expert)


def broadcast_expert(nm):
    b, ep = _new("broadcast_expert", nm, "ep")
    t, d, E, ce = b.symbols("t d E ce")
    b.constrain(E, "==", ep.size * ce)
    b.sm.broadcast(b.sm.input("x", [t, d]), [E, t, d], [1, 2], "xb")
    pm = b.program()
    xb = pm.broadcast(pm.input("x", [t, d]), [ce, t, d], [1, 2], "xb", realizes="xb")
    b.bind("x", "x", _rel(b, ep, partial() if nm else rep()))
    b.observe("out", "xb", xb.name, _rel(b, ep, experts(0)))
    return _finish(b, broadcast_expert)


def _bmm(rule, nm, pa, pw_ok, pw_nm):
    b, ep = _new(rule, nm, "ep")
    E, c, t, d, f = b.symbols("E c t d f")
    b.constrain(E, "==", 2 * ep.size * c)
    b.sm.batched_matmul(b.sm.input("x", [E, t, d]), b.sm.param("w", [E, d, f]), "y")
    pm = b.program()
    y = pm.batched_matmul(pm.input("x", [2 * c, t, d]), pm.param("w", [2 * c, d, f]), "y", realizes="y")
    b.bind("x", "x", _rel(b, ep, pa))
    b.bind("w", "w", _rel(b, ep, pw_nm if nm else pw_ok))
    b.observe("out", "y", y.name, _rel(b, ep, pa))
    return b


def batched_matmul_batch(nm):
    return _finish(_bmm("batched_matmul_batch", nm, zigzag(0), zigzag(0), shard(0)), batched_matmul_batch)


def moe_combine_static(nm):
    b, ep = _new("moe_combine_static", nm, "ep")
    E, c, t, d = b.symbols("E c t d")
    b.constrain(E, "==", 2 * ep.size * c)
    sm = b.sm
    sm.reduce_sum(sm.mul(sm.input("w", [E, t, d]), sm.input("y", [E, t, d]), "weighted"), [0], "out")
    pm = b.program()
    wy = pm.mul(pm.input("w", [2 * c, t, d]), pm.input("y", [2 * c, t, d]), "weighted", realizes="weighted")
    o = pm.reduce_sum(wy, [0], "out_partial", realizes="out")
    b.bind("w", "w", _rel(b, ep, experts(0)))
    b.bind("y", "y", _rel(b, ep, zigzag(0) if nm else experts(0)))
    b.observe("out", "out", o.name, _rel(b, ep, partial()))
    return _finish(b, moe_combine_static)


# ------------------------------------------------------------ layout (RulesLayout.v)

def _transpose(rule, nm, d_in, d_out, ok_p, nm_p, out_p):
    # x [N, n] or [n, N] with N = 2 * P * c; transpose swaps the two dims.
    b, tp = _new(rule, nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    sm_s = [N, n] if d_in == 0 else [n, N]
    pm_s = [2 * c, n] if d_in == 0 else [n, 2 * c]
    if ok_p is None:
        sm_s, pm_s = [N, n], [N, n]
    b.sm.transpose(b.sm.input("x", sm_s), [1, 0], "z")
    pm = b.program()
    z = pm.transpose(pm.input("x", pm_s), [1, 0], "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, nm_p if nm else (ok_p if ok_p is not None else out_p)))
    b.observe("out", "z", z.name, _rel(b, tp, out_p))
    return b


def resp_transpose(nm):
    return _finish(_transpose("resp_transpose", nm, 0, 0, None, partial(), rep()), resp_transpose)


def lin_transpose(nm):
    return _finish(_transpose("lin_transpose", nm, 0, 0, None, partial(2), partial()), lin_transpose)


def _matmul_dp(rule, nm, pa, pb_nm):
    # A [N, k] laid out on its leading dim (or replicated), B [k, m] replicated.
    b, tp = _new(rule, nm)
    N, c, k, m = b.symbols("N c k m")
    b.constrain(N, "==", tp.size * c)
    n_pm = N if pa == "rep" else c
    b.sm.matmul(b.sm.input("a", [N, k]), b.sm.param("w", [k, m]), "y")
    pm = b.program()
    y = pm.matmul(pm.input("a", [n_pm, k]), pm.param("w", [k, m]), "y", realizes="y")
    pl = rep() if pa == "rep" else shard(0)
    b.bind("a", "a", _rel(b, tp, pl))
    b.bind("w", "w", _rel(b, tp, pb_nm if nm else rep()))
    b.observe("out", "y", y.name, _rel(b, tp, pl))
    return b


def resp_matmul(nm):
    return _finish(_matmul_dp("resp_matmul", nm, "rep", partial()), resp_matmul)


def _partial_op(rule, nm, apply, two=False, out_nm=None, in_nm=None, shape3=False):
    # partial sums through a linear op: same scale in and out.
    b, tp = _new(rule, nm)
    bb, n = b.symbols("b n")
    s = [bb, n, 3] if shape3 else [bb, n]
    xs = [b.sm.input("x", s)] + ([b.sm.input("y", s)] if two else [])
    apply(b.sm, xs, {})
    pm = b.program()
    ys = [pm.input("x", s)] + ([pm.input("y", s)] if two else [])
    z = apply(pm, ys, {"realizes": "z"})
    b.bind("x", "x", _rel(b, tp, partial()))
    if two:
        b.bind("y", "y", _rel(b, tp, in_nm if nm else partial()))
    b.observe("out", "z", z.name, _rel(b, tp, out_nm if nm and out_nm is not None else partial()))
    return b


def lin_scale(nm):
    return _finish(_partial_op("lin_scale", nm, lambda g, xs, kw: g.scale(*xs, "z", 3, **kw),
                               out_nm=partial(3)), lin_scale)


def lin_neg(nm):
    return _finish(_partial_op("lin_neg", nm, lambda g, xs, kw: g.unary(P.OP_NEG, *xs, "z", **kw),
                               out_nm=partial(2)), lin_neg)


def lin_sub(nm):
    return _finish(_partial_op("lin_sub", nm, lambda g, xs, kw: g.binary(P.OP_SUB, *xs, "z", **kw), two=True,
                               in_nm=partial(2)), lin_sub)


def lin_reduce_sum(nm):
    return _finish(_partial_op("lin_reduce_sum", nm, lambda g, xs, kw: g.reduce_sum(*xs, [1], "z", **kw),
                               out_nm=partial(2)), lin_reduce_sum)


def replicated_op1(nm):
    # the generic rule, instantiated by the compiler for a reduction (resp_reduce_sum); a pointwise op is map1
    return _finish(_replicated("replicated_op1", nm, False, lambda g, xs, kw: g.reduce_sum(*xs, [1], "z", **kw)),
                   replicated_op1)


# ------------------------------------------------------------ RulesMissing.v: router, norms, loss, positions

def resp_softmax(nm):
    return _finish(_replicated("resp_softmax", nm, False, lambda g, xs, kw: g.softmax(*xs, "z", **kw)),
                   resp_softmax)


def topk_replicated(nm):
    b, tp = _new("topk_replicated", nm)
    t, E = b.symbols("t E")
    b.sm.topk(b.sm.input("x", [t, E]), 2, "z")
    pm = b.program()
    z = pm.topk(pm.input("x", [t, E]), 2, "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, partial() if nm else rep()))
    b.observe("out", "z", z.name, _rel(b, tp, rep()))
    return _finish(b, topk_replicated)


def gather_replicated(nm):
    # the indices come from a top-k (the compiler's premise idx_lt: topk_idx_lt)
    b, tp = _new("gather_replicated", nm)
    t, E = b.symbols("t E")
    sm = b.sm
    sm.gather(sm.input("y", [t, E]), sm.topk(sm.input("x", [t, E]), 2, "idx"), 1, "z")
    pm = b.program()
    idx = pm.topk(pm.input("x", [t, E]), 2, "idx", realizes="idx")
    z = pm.gather(pm.input("y", [t, E]), idx, 1, "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, rep()))
    b.bind("y", "y", _rel(b, tp, partial() if nm else rep()))
    b.observe("out", "z", z.name, _rel(b, tp, rep()))
    return _finish(b, gather_replicated)


def scatter_add_replicated(nm):
    b, tp = _new("scatter_add_replicated", nm)
    t, E, K = b.symbols("t E K")
    sm = b.sm
    sm.scatter_add(sm.input("idx", [t, K], kind="index"), sm.input("src", [t, K]), 1, E, "z")
    pm = b.program()
    z = pm.scatter_add(pm.input("idx", [t, K], kind="index"), pm.input("src", [t, K]), 1, E, "z", realizes="z")
    b.bind("idx", "idx", _rel(b, tp, rep()))
    b.bind("src", "src", _rel(b, tp, partial() if nm else rep()))
    b.contract("idx_range", "idx", 0, E)
    b.observe("out", "z", z.name, _rel(b, tp, rep()))
    return _finish(b, scatter_add_replicated)


def rmsnorm_reindex_w(nm):
    # the PM reads a replicated weight family; near-miss: the weight is a partial sum
    b, tp = _new("rmsnorm_reindex_w", nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", tp.size * c)
    eps = scalar(1, 1000)
    b.sm.rmsnorm(b.sm.input("x", [N, n]), b.sm.param("w", [n]), "z", eps)
    pm = b.program()
    z = pm.rmsnorm(pm.input("x", [c, n]), pm.param("w", [n]), "z", eps, realizes="z")
    b.bind("x", "x", _rel(b, tp, shard(0)))
    b.bind("w", "w", _rel(b, tp, partial() if nm else rep()))
    b.observe("out", "z", z.name, _rel(b, tp, shard(0)))
    return _finish(b, rmsnorm_reindex_w)


def rmsnorm_backward_reindex_w(nm):
    b, tp = _new("rmsnorm_backward_reindex_w", nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", tp.size * c)
    eps = scalar(1, 1000)
    b.sm.rmsnorm_backward(b.sm.input("x", [N, n]), b.sm.param("w", [n]), b.sm.input("dy", [N, n]), ("dx", "dw"), eps)
    pm = b.program()
    dx, _ = pm.rmsnorm_backward(pm.input("x", [c, n]), pm.param("w", [n]), pm.input("dy", [c, n]), ("dx", "dw"), eps,
                                realizes="dx")
    b.bind("x", "x", _rel(b, tp, shard(0)))
    b.bind("w", "w", _rel(b, tp, partial() if nm else rep()))
    b.bind("dy", "dy", _rel(b, tp, shard(0)))
    b.observe("out", "dx", dx.name, _rel(b, tp, shard(0)))
    return _finish(b, rmsnorm_backward_reindex_w)


def cross_entropy_reindex(nm):
    # rows sharded; near-miss: the labels are laid out zigzag (misaligned with the logits)
    b, tp = _new("cross_entropy_reindex", nm)
    N, c, V = b.symbols("N c V")
    b.constrain(N, "==", 2 * tp.size * c)
    b.sm.cross_entropy(b.sm.input("z", [N, V]), b.sm.input("labels", [N], kind="index"), "loss")
    pm = b.program()
    loss = pm.cross_entropy(pm.input("z", [2 * c, V]), pm.input("labels", [2 * c], kind="index"), "loss",
                            realizes="loss")
    b.bind("z", "z", _rel(b, tp, shard(0)))
    b.bind("labels", "labels", _rel(b, tp, zigzag(0) if nm else shard(0)))
    b.contract("labels_range", "labels", 0, V)
    b.observe("out", "loss", loss.name, _rel(b, tp, shard(0)))
    return _finish(b, cross_entropy_reindex)


def cross_entropy_backward_reindex(nm):
    b, tp = _new("cross_entropy_backward_reindex", nm)
    N, c, V = b.symbols("N c V")
    b.constrain(N, "==", 2 * tp.size * c)
    sm = b.sm
    sm.cross_entropy_backward(sm.input("z", [N, V]), sm.input("labels", [N], kind="index"), sm.input("dl", [N]), "dz")
    pm = b.program()
    dz = pm.cross_entropy_backward(pm.input("z", [2 * c, V]), pm.input("labels", [2 * c], kind="index"),
                                   pm.input("dl", [2 * c]), "dz", realizes="dz")
    b.bind("z", "z", _rel(b, tp, shard(0)))
    b.bind("labels", "labels", _rel(b, tp, shard(0)))
    b.bind("dl", "dl", _rel(b, tp, zigzag(0) if nm else shard(0)))
    b.contract("labels_range", "labels", 0, V)
    b.observe("out", "dz", dz.name, _rel(b, tp, shard(0)))
    return _finish(b, cross_entropy_backward_reindex)


def reduce_mean_shard(nm):
    # local means over the sharded dim are partial sums with scale 1/P; near-miss: scale 1 (missing scale)
    b, tp = _new("reduce_mean_shard", nm)
    bb, N, c = b.symbols("b N c")
    b.constrain(N, "==", tp.size * c)
    b.sm.reduce_mean(b.sm.input("x", [bb, N]), [1], "s")
    pm = b.program()
    s = pm.reduce_mean(pm.input("x", [bb, c]), [1], "s", realizes="s")
    b.bind("x", "x", _rel(b, tp, shard(1)))
    b.observe("out", "s", s.name, _rel(b, tp, partial() if nm else partial(1, tp.size)))
    return _finish(b, reduce_mean_shard)


def _arange(rule, nm, n_pm, start_ok, start_nm, placement):
    # The positions feed a RoPE over q (laid out like the positions) so that
    # the observable depends on an input: an arange alone has no inputs for
    # a counterexample to name.
    b, tp = _new(rule, nm, "cp")
    bb, N, c, h, m = b.symbols("b N c h m")
    b.constrain(N, "==", tp.size * c)
    b.sm.rope(b.sm.input("q", [bb, N, h, 2 * m]), b.sm.arange(N, "pos"), 1, "qr")
    pm = b.program()
    n = n_pm(N, c)
    pos = pm.arange(n, "pos", start=start_nm(tp, c) if nm else start_ok(tp, c), realizes="pos")
    qr = pm.rope(pm.input("q", [bb, n, h, 2 * m]), pos, 1, "qr", realizes="qr")
    q_pl = shard(1) if placement.kind == P.REL_CONTIGUOUS_SHARD else placement
    b.bind("q", "q", _rel(b, tp, q_pl))
    b.observe("out", "qr", qr.name, _rel(b, tp, q_pl))
    return b


def arange_replicated(nm):
    # every rank holds all positions: start 0; near-miss: start coord (wrong offset)
    return _finish(_arange("arange_replicated", nm, lambda N, c: N, lambda a, c: 0, lambda a, c: a.coord, rep()),
                   arange_replicated)


# ------------------------------------------------------------ RulesLayout.v: any layout g (zigzag instances)

def transpose_reindex(nm):
    return _finish(_transpose("transpose_reindex", nm, 0, 1, zigzag(0), shard(0), zigzag(1)), transpose_reindex)


def transpose_reindex_back(nm):
    return _finish(_transpose("transpose_reindex_back", nm, 1, 0, zigzag(1), shard(1), zigzag(0)),
                   transpose_reindex_back)


def transpose_reindex_other(nm):
    # swap dims 0 and 2, the layout stays on dim 1; near-miss: input contiguous (wrong layout)
    b, tp = _new("transpose_reindex_other", nm)
    a, N, c, n = b.symbols("a N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    b.sm.transpose(b.sm.input("x", [a, N, n]), [2, 1, 0], "z")
    pm = b.program()
    z = pm.transpose(pm.input("x", [a, 2 * c, n]), [2, 1, 0], "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, shard(1) if nm else zigzag(1)))
    b.observe("out", "z", z.name, _rel(b, tp, zigzag(1)))
    return _finish(b, transpose_reindex_other)


def matmul_lead(nm):
    # A zigzag on its leading dim, B replicated; near-miss: B a partial sum (missing all-reduce)
    b, tp = _new("matmul_lead", nm)
    N, c, k, m = b.symbols("N c k m")
    b.constrain(N, "==", 2 * tp.size * c)
    b.sm.matmul(b.sm.input("a", [N, k]), b.sm.param("w", [k, m]), "y")
    pm = b.program()
    y = pm.matmul(pm.input("a", [2 * c, k]), pm.param("w", [k, m]), "y", realizes="y")
    b.bind("a", "a", _rel(b, tp, zigzag(0)))
    b.bind("w", "w", _rel(b, tp, partial() if nm else rep()))
    b.observe("out", "y", y.name, _rel(b, tp, zigzag(0)))
    return _finish(b, matmul_lead)


def _reduce_layout(rule, kind, nm, lt):
    # zigzag layout on one dim, reduction over the other; near-miss: input contiguous (wrong layout)
    b, tp = _new(rule, nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    d, e = (0, 1) if lt else (1, 0)
    sm_s, pm_s = ([N, n], [2 * c, n]) if lt else ([n, N], [n, 2 * c])
    b.sm.reduce(kind, b.sm.input("x", sm_s), [e], "s")
    pm = b.program()
    s = pm.reduce(kind, pm.input("x", pm_s), [e], "s", realizes="s")
    b.bind("x", "x", _rel(b, tp, shard(d) if nm else zigzag(d)))
    b.observe("out", "s", s.name, _rel(b, tp, zigzag(0)))
    return b


def reduce_sum_reindex_lt(nm):
    return _finish(_reduce_layout("reduce_sum_reindex_lt", P.OP_REDUCE_SUM, nm, True), reduce_sum_reindex_lt)


def reduce_sum_reindex_ge(nm):
    return _finish(_reduce_layout("reduce_sum_reindex_ge", P.OP_REDUCE_SUM, nm, False), reduce_sum_reindex_ge)


def reduce_mean_reindex_lt(nm):
    return _finish(_reduce_layout("reduce_mean_reindex_lt", P.OP_REDUCE_MEAN, nm, True), reduce_mean_reindex_lt)


def reduce_mean_reindex_ge(nm):
    return _finish(_reduce_layout("reduce_mean_reindex_ge", P.OP_REDUCE_MEAN, nm, False), reduce_mean_reindex_ge)


def lin_reduce_mean(nm):
    return _finish(_partial_op("lin_reduce_mean", nm, lambda g, xs, kw: g.reduce_mean(*xs, [1], "z", **kw),
                               out_nm=partial(2)), lin_reduce_mean)


# ------------------------------------------------------------ RulesMissing.v: zigzag chunks, mean + all-reduce

def _zz_positions(rule, nm):
    # zigzag positions built locally: chunks r and 2P-1-r of arange(N), fed to a RoPE over zigzag q;
    # near-miss: the first chunk starts at r, not r * c (wrong offset)
    b, cp = _new(rule, nm, "cp")
    bb, N, c, h, m = b.symbols("b N c h m")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.rope(b.sm.input("q", [bb, N, h, 2 * m]), b.sm.arange(N, "pos"), 1, "qr")
    pm = b.program()
    p1 = pm.arange(c, "pos_first", start=cp.coord if nm else cp.coord * c, helper="index")
    p2 = pm.arange(c, "pos_second", start=(2 * cp.size - 1 - cp.coord) * c, helper="index")
    pos = pm.concat([p1, p2], 0, "pos", helper="index")
    qr = pm.rope(pm.input("q", [bb, 2 * c, h, 2 * m]), pos, 1, "qr", realizes="qr")
    b.bind("q", "q", _rel(b, cp, zigzag(1)))
    b.observe("out", "qr", qr.name, _rel(b, cp, zigzag(1)))
    return b


def zigzag_positions(nm): return _finish(_zz_positions("zigzag_positions", nm), zigzag_positions)
def arange_zz_first(nm): return _finish(_zz_positions("arange_zz_first", nm), arange_zz_first)


def zigzag_local(nm):
    # a replicated tensor cut into the rank's zigzag chunks r and 2P-1-r; near-miss: first chunk at r (wrong offset)
    b, cp = _new("zigzag_local", nm, "cp")
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.input("x", [N, n])
    pm = b.program()
    x = pm.input("x", [N, n])
    x1 = pm.slice(x, 0, cp.coord if nm else cp.coord * c, c, "x_first", helper="layout")
    x2 = pm.slice(x, 0, (2 * cp.size - 1 - cp.coord) * c, c, "x_second", helper="layout")
    z = pm.concat([x1, x2], 0, "x_zz", helper="layout")
    b.bind("x", "x", _rel(b, cp, rep()))
    b.observe("out", "x", z.name, _rel(b, cp, zigzag(0)))
    return _finish(b, zigzag_local)


# ------------------------------------------------------------ RulesCP.v: rank-2 context-parallel attention

def _cp2(rule, nm, out):
    # rank-2 CP attention (no heads): q rows split contiguously, K/V gathered (replicated), the mask from
    # global query positions; near-miss: the mask from LOCAL query positions (arange start 0: wrong offset)
    b, cp = _new(rule, nm, "cp")
    N, c, dh, dv = b.symbols("N c dh dv")
    b.constrain(N, "==", cp.size * c)
    sc = scalar(1)
    sm = b.sm
    pos = sm.arange(N, "pos")
    args = [sm.input("q", [N, dh]), sm.input("k", [N, dh]), sm.input("v", [N, dv]), sm.causal_mask(pos, pos, "mask")]
    pm = b.program()
    qpos = pm.arange(c, "qpos", start=0 if nm else cp.coord * c, realizes="pos")
    mask = pm.causal_mask(qpos, pm.arange(N, "kpos", realizes="pos"), "mask", realizes="mask")
    pargs = [pm.input("q", [c, dh]), pm.input("k", [N, dh]), pm.input("v", [N, dv]), mask]
    if out == "o":
        sm.sdpa(*args, "o", sc)
        o = pm.sdpa(*pargs, "o", sc, realizes="o")
        rel = shard(0)
    else:
        sm.sdpa_backward(*args, sm.input("do", [N, dv]), ("dq", "dk", "dv"), sc)
        outs = pm.sdpa_backward(*pargs, pm.input("do", [c, dv]), ("dq", "dk", "dv"), sc, realizes="dq_bwd")
        o = outs[["dq", "dk", "dv"].index(out)]
        rel = shard(0) if out == "dq" else partial()
        b.bind("do", "do", _rel(b, cp, shard(0)))
    b.bind("q", "q", _rel(b, cp, shard(0)))
    b.bind("k", "k", _rel(b, cp, rep()))
    b.bind("v", "v", _rel(b, cp, rep()))
    b.observe("out", out, o.name, _rel(b, cp, rel))
    return b


def sdpa_cp2(nm): return _finish(_cp2("sdpa_cp2", nm, "o"), sdpa_cp2)
def sdpa_backward_dq_cp(nm): return _finish(_cp2("sdpa_backward_dq_cp", nm, "dq"), sdpa_backward_dq_cp)
def sdpa_backward_dk_cp(nm): return _finish(_cp2("sdpa_backward_dk_cp", nm, "dk"), sdpa_backward_dk_cp)
def sdpa_backward_dv_cp(nm): return _finish(_cp2("sdpa_backward_dv_cp", nm, "dv"), sdpa_backward_dv_cp)


def _cp4(rule, nm, out):
    # rank-4 GQA attention [B, H, N, dh], H = g * Hkv, under contiguous CP (RulesCrossCPBackward.v): q / dout
    # rows split on the sequence dim 2, K/V gathered (replicated), the mask from global query positions;
    # near-miss: the mask from LOCAL query positions (arange start 0: wrong offset)
    b, cp = _new(rule, nm, "cp")
    B, g, Hkv, N, c, dh, dv = b.symbols("B g Hkv N c dh dv")
    b.constrain(N, "==", cp.size * c)
    sc = scalar(1)
    sm = b.sm
    pos = sm.arange(N, "pos")
    sq, sk = [B, g * Hkv], [B, Hkv]
    args = [sm.input("q", sq + [N, dh]), sm.input("k", sk + [N, dh]), sm.input("v", sk + [N, dv]),
            sm.causal_mask(pos, pos, "mask")]
    pm = b.program()
    qpos = pm.arange(c, "qpos", start=0 if nm else cp.coord * c, realizes="pos")
    mask = pm.causal_mask(qpos, pm.arange(N, "kpos", realizes="pos"), "mask", realizes="mask")
    pargs = [pm.input("q", sq + [c, dh]), pm.input("k", sk + [N, dh]), pm.input("v", sk + [N, dv]), mask]
    sm.sdpa_backward(*args, sm.input("do", sq + [N, dv]), ("dq", "dk", "dv"), sc)
    outs = pm.sdpa_backward(*pargs, pm.input("do", sq + [c, dv]), ("dq", "dk", "dv"), sc, realizes="dq_bwd")
    o = outs[["dq", "dk", "dv"].index(out)]
    b.bind("do", "do", _rel(b, cp, shard(2)))
    b.bind("q", "q", _rel(b, cp, shard(2)))
    b.bind("k", "k", _rel(b, cp, rep()))
    b.bind("v", "v", _rel(b, cp, rep()))
    b.observe("out", out, o.name, _rel(b, cp, shard(2) if out == "dq" else partial()))
    return b


def sdpa_backward_dq_cp4(nm): return _finish(_cp4("sdpa_backward_dq_cp4", nm, "dq"), sdpa_backward_dq_cp4)
def sdpa_backward_dk_cp4(nm): return _finish(_cp4("sdpa_backward_dk_cp4", nm, "dk"), sdpa_backward_dk_cp4)
def sdpa_backward_dv_cp4(nm): return _finish(_cp4("sdpa_backward_dv_cp4", nm, "dv"), sdpa_backward_dv_cp4)


# ------------------------------------------------------------ RulesZigzag.v, RulesAttention.v: zigzag CP

def _rope_zz(rule, nm, backward):
    # tokens zigzag; near-miss: the positions contiguous (wrong positions for the second chunk)
    b, cp = _new(rule, nm, "cp")
    bb, N, c, h, m = b.symbols("b N c h m")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.rope(b.sm.input("x", [bb, N, h, 2 * m]), b.sm.input("pos", [N], kind="index"), 1, "y", backward=backward)
    pm = b.program()
    y = pm.rope(pm.input("x", [bb, 2 * c, h, 2 * m]), pm.input("pos", [2 * c], kind="index"), 1, "y",
                backward=backward, realizes="y")
    b.bind("x", "x", _rel(b, cp, zigzag(1)))
    b.bind("pos", "pos", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.contract("pos_range", "pos", 0, 1000)
    b.observe("out", "y", y.name, _rel(b, cp, zigzag(1)))
    return b


def rope_backward_reindex(nm): return _finish(_rope_zz("rope_backward_reindex", nm, True), rope_backward_reindex)


def matmul_row_zz(nm):
    # x^T dq over a zigzag contraction; near-miss: B's contraction dim contiguous (misaligned chunks)
    b, cp = _new("matmul_row_zz", nm, "cp")
    n, N, c, m = b.symbols("n N c m")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.matmul(b.sm.input("a", [n, N]), b.sm.input("g", [N, m]), "y")
    pm = b.program()
    y = pm.matmul(pm.input("a", [n, 2 * c]), pm.input("g", [2 * c, m]), "y_partial", realizes="y")
    b.bind("a", "a", _rel(b, cp, zigzag(1)))
    b.bind("g", "g", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.observe("out", "y", y.name, _rel(b, cp, partial()))
    return _finish(b, matmul_row_zz)


def _zz_order(b):
    return b.permutation("zigzag_order", P.PERM_ZIGZAG, parts=2)


def all_gather_zz(nm):
    # gathering zigzag shards yields the sequence in zigzag-gathered order (a permuted view);
    # near-miss: the shards are contiguous
    b, cp = _new("all_gather_zz", nm, "cp")
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.input("x", [N, n])
    pm = b.program()
    x = pm.all_gather(pm.input("x_local", [2 * c, n]), "g", 0, 0, cp.size, "x")
    b.bind("x", "x_local", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.observe("out", "x", x.name, _rel(b, cp, permuted(0, _zz_order(b))))
    return _finish(b, all_gather_zz)


def causal_mask_zz(nm):
    # query positions zigzag, key positions all-gathered (so in the zigzag-gathered order): the mask's key dim
    # is in that order; near-miss: the mask's key dim claimed in SM order (the permutation dropped)
    b, cp = _new("causal_mask_zz", nm, "cp")
    N, c = b.symbols("N c")
    b.constrain(N, "==", 2 * cp.size * c)
    pos = b.sm.input("pos", [N], kind="index")
    b.sm.causal_mask(pos, pos, "mask")
    pm = b.program()
    qpos = pm.input("qpos", [2 * c], kind="index")
    kpos = pm.all_gather(qpos, "g", 0, 0, cp.size, "kpos")
    m = pm.causal_mask(qpos, kpos, "mask", realizes="mask")
    b.bind("pos", "qpos", _rel(b, cp, zigzag(0)))
    b.contract("pos_range", "pos", 0, 1000)
    zz = _zz_order(b)
    mask_rel = _rel(b, cp, zigzag(0))
    if not nm:
        mask_rel.placements.add(kind=P.REL_PERMUTED, dim=1, permutation=zz)
    b.observe("out", "mask", m.name, mask_rel)
    return _finish(b, causal_mask_zz)


def _zz_attention(rule, nm, out):
    # q zigzag, K/V gathered in zigzag order, the mask from zigzag query positions against the gathered key
    # positions; near-miss: the query positions (so the mask rows) contiguous
    b, cp = _new(rule, nm, "cp")
    N, c, dh, dv = b.symbols("N c dh dv")
    b.constrain(N, "==", 2 * cp.size * c)
    sc = scalar(1)
    sm = b.sm
    pos = sm.input("pos", [N], kind="index")
    args = [sm.input("q", [N, dh]), sm.input("k", [N, dh]), sm.input("v", [N, dv]), sm.causal_mask(pos, pos, "mask")]
    pm = b.program()
    kpos = pm.all_gather(pm.input("kpos_local", [2 * c], kind="index"), "g", 0, 0, cp.size, "kpos")
    mask = pm.causal_mask(pm.input("qpos", [2 * c], kind="index"), kpos, "mask", realizes="mask")
    k = pm.all_gather(pm.input("k_local", [2 * c, dh]), "g", 1, 0, cp.size, "k")
    v = pm.all_gather(pm.input("v_local", [2 * c, dv]), "g", 2, 0, cp.size, "v")
    pargs = [pm.input("q", [2 * c, dh]), k, v, mask]
    zz = _zz_order(b)
    if out == "o":
        sm.sdpa(*args, "o", sc)
        o = pm.sdpa(*pargs, "o", sc, realizes="o")
        rel = _rel(b, cp, zigzag(0))
    else:
        sm.sdpa_backward(*args, sm.input("do", [N, dv]), ("dq", "dk", "dv"), sc)
        outs = pm.sdpa_backward(*pargs, pm.input("do", [2 * c, dv]), ("dq", "dk", "dv"), sc, realizes="dq_bwd")
        o = outs[["dq", "dk", "dv"].index(out)]
        b.bind("do", "do", _rel(b, cp, zigzag(0)))
        rel = _rel(b, cp, zigzag(0) if out == "dq" else partial())
        if out != "dq":
            rel.placements.add(kind=P.REL_PERMUTED, dim=0, permutation=zz)
    b.bind("pos", "qpos", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.bind("pos", "kpos_local", _rel(b, cp, zigzag(0)))
    b.contract("pos_range", "pos", 0, 1000)
    b.bind("q", "q", _rel(b, cp, zigzag(0)))
    b.bind("k", "k_local", _rel(b, cp, zigzag(0)))
    b.bind("v", "v_local", _rel(b, cp, zigzag(0)))
    b.observe("out", out, o.name, rel)
    return b


def sdpa_zz2(nm): return _finish(_zz_attention("sdpa_zz2", nm, "o"), sdpa_zz2)
def sdpa_backward_dq_zz(nm): return _finish(_zz_attention("sdpa_backward_dq_zz", nm, "dq"), sdpa_backward_dq_zz)
def sdpa_backward_dk_zz(nm): return _finish(_zz_attention("sdpa_backward_dk_zz", nm, "dk"), sdpa_backward_dk_zz)
def sdpa_backward_dv_zz(nm): return _finish(_zz_attention("sdpa_backward_dv_zz", nm, "dv"), sdpa_backward_dv_zz)


def reduce_scatter_zz(nm):
    # partial sums in the zigzag-gathered order (gathered zigzag rows times a partial-sum row), reduce-scattered:
    # each rank gets its zigzag chunks; near-miss: the result claimed contiguous (wrong chunk order)
    b, cp = _new("reduce_scatter_zz", nm, "cp")
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * cp.size * c)
    sm = b.sm
    sm.mul(sm.input("x", [N, n]), sm.broadcast(sm.input("s", [n]), [N, n], [1], "sb"), "y")
    pm = b.program()
    x = pm.all_gather(pm.input("x_local", [2 * c, n]), "g", 0, 0, cp.size, "x")
    yp = pm.mul(x, pm.broadcast(pm.input("s", [n]), [N, n], [1], "sb", realizes="sb"), "y_partial", realizes="y")
    y = pm.reduce_scatter(yp, "g", 1, 0, 2 * c, "y")
    b.bind("x", "x_local", _rel(b, cp, zigzag(0)))
    b.bind("s", "s", _rel(b, cp, partial()))
    b.observe("out", "y", y.name, _rel(b, cp, shard(0) if nm else zigzag(0)))
    return _finish(b, reduce_scatter_zz)


def concat_index_zz(nm):
    # zigzag positions from two aranges; near-miss: the second chunk starts at r * c (wrong offset)
    b, cp = _new("concat_index_zz", nm, "cp")
    bb, N, c, h, m = b.symbols("b N c h m")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.rope(b.sm.input("q", [bb, N, h, 2 * m]), b.sm.arange(N, "pos"), 1, "qr")
    pm = b.program()
    p1 = pm.arange(c, "pos_first", start=cp.coord * c, helper="index")
    p2 = pm.arange(c, "pos_second", start=cp.coord * c if nm else (2 * cp.size - 1 - cp.coord) * c, helper="index")
    pos = pm.concat([p1, p2], 0, "pos", helper="index")
    qr = pm.rope(pm.input("q", [bb, 2 * c, h, 2 * m]), pos, 1, "qr", realizes="qr")
    b.bind("q", "q", _rel(b, cp, zigzag(1)))
    b.observe("out", "qr", qr.name, _rel(b, cp, zigzag(1)))
    return _finish(b, concat_index_zz)


# ------------------------------------------------------------ RulesReplicatedNorm.v, RulesNormLoss.v, RulesMoEStatic.v

def resp_rmsnorm(nm):
    # every input replicated; near-miss: x a partial sum (missing all-reduce)
    b, tp = _new("resp_rmsnorm", nm)
    bb, n = b.symbols("b n")
    eps = scalar(1, 1000)
    b.sm.rmsnorm(b.sm.input("x", [bb, n]), b.sm.param("w", [n]), "z", eps)
    pm = b.program()
    z = pm.rmsnorm(pm.input("x", [bb, n]), pm.param("w", [n]), "z", eps, realizes="z")
    b.bind("x", "x", _rel(b, tp, partial() if nm else rep()))
    b.bind("w", "w", _rel(b, tp, rep()))
    b.observe("out", "z", z.name, _rel(b, tp, rep()))
    return _finish(b, resp_rmsnorm)


def _rmsnorm_backward_rep(rule, nm):
    # every input replicated; near-miss: dy a partial sum (missing all-reduce)
    b, tp = _new(rule, nm)
    bb, n = b.symbols("b n")
    eps = scalar(1, 1000)
    b.sm.rmsnorm_backward(b.sm.input("x", [bb, n]), b.sm.param("w", [n]), b.sm.input("dy", [bb, n]), ("dx", "dw"), eps)
    pm = b.program()
    dx, _ = pm.rmsnorm_backward(pm.input("x", [bb, n]), pm.param("w", [n]), pm.input("dy", [bb, n]), ("dx", "dw"), eps,
                                realizes="dx")
    b.bind("x", "x", _rel(b, tp, rep()))
    b.bind("w", "w", _rel(b, tp, rep()))
    b.bind("dy", "dy", _rel(b, tp, partial() if nm else rep()))
    b.observe("out", "dx", dx.name, _rel(b, tp, rep()))
    return b


def resp_rmsnorm_backward(nm):
    return _finish(_rmsnorm_backward_rep("resp_rmsnorm_backward", nm), resp_rmsnorm_backward)


def replicated_op3(nm):
    # the generic rule at a three-input op: rmsnorm_backward (semantics/RulesReplicatedNorm.v resp_rmsnorm_backward)
    return _finish(_rmsnorm_backward_rep("replicated_op3", nm), replicated_op3)


def _rms_dw(rule, nm):
    # dw over row shards is a partial sum; near-miss: dy rows zigzag (misaligned with x's rows)
    b, tp = _new(rule, nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    eps = scalar(1, 1000)
    b.sm.rmsnorm_backward(b.sm.input("x", [N, n]), b.sm.param("w", [n]), b.sm.input("dy", [N, n]), ("dx", "dw"), eps)
    pm = b.program()
    _, dw = pm.rmsnorm_backward(pm.input("x", [2 * c, n]), pm.param("w", [n]), pm.input("dy", [2 * c, n]),
                                ("dx", "dw"), eps, realizes="dx")
    b.bind("x", "x", _rel(b, tp, shard(0)))
    b.bind("w", "w", _rel(b, tp, rep()))
    b.bind("dy", "dy", _rel(b, tp, zigzag(0) if nm else shard(0)))
    b.observe("out", "dw", dw.name, _rel(b, tp, partial()))
    return b


def rmsnorm_backward_dw_rows(nm): return _finish(_rms_dw("rmsnorm_backward_dw_rows", nm), rmsnorm_backward_dw_rows)
def rmsnorm_backward_w_rows(nm): return _finish(_rms_dw("rmsnorm_backward_w_rows", nm), rmsnorm_backward_w_rows)


def broadcast_new_reindex(nm):
    # a replicated row broadcast along a new laid-out dim; near-miss: the row a partial sum (missing all-reduce)
    b, tp = _new("broadcast_new_reindex", nm)
    N, c, n = b.symbols("N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    b.sm.broadcast(b.sm.input("x", [n]), [N, n], [1], "xb")
    pm = b.program()
    xb = pm.broadcast(pm.input("x", [n]), [2 * c, n], [1], "xb", realizes="xb")
    b.bind("x", "x", _rel(b, tp, partial() if nm else rep()))
    b.observe("out", "xb", xb.name, _rel(b, tp, zigzag(0)))
    return _finish(b, broadcast_new_reindex)


def broadcast_reindex_lt(nm):
    # an expert-partitioned value broadcast along a new inner dim; near-miss: the input zigzag (wrong layout)
    b, ep = _new("broadcast_reindex_lt", nm, "ep")
    E, c, k, t = b.symbols("E c k t")
    b.constrain(E, "==", 2 * ep.size * c)
    b.sm.broadcast(b.sm.input("x", [E, t]), [E, k, t], [0, 2], "xb")
    pm = b.program()
    xb = pm.broadcast(pm.input("x", [2 * c, t]), [2 * c, k, t], [0, 2], "xb", realizes="xb")
    b.bind("x", "x", _rel(b, ep, zigzag(0) if nm else experts(0)))
    b.observe("out", "xb", xb.name, _rel(b, ep, experts(0)))
    return _finish(b, broadcast_reindex_lt)

# ------------------------------------------------------------ RulesReshape.v (row-major split / merge of one dim)

def _dims(spec, env):
    """Shape from products such as "2*P*c": each factor a literal or a name in env."""
    out = []
    for d in spec:
        e = 1
        for f in d.split("*"):
            e = e * (int(f) if f.isdigit() else env[f])
        out.append(e)
    return out


def _reshape(g, x, shape, name, **kw):
    return g.op(P.OP_RESHAPE, [x], [(name, shape, P.VALUE_RING)], **kw)[0]


def _reshape_case(rule, nm, sm_in, pm_in, sm_out, pm_out, x_ok, x_nm, out_ok, out_nm, axis="tp"):
    b, a = _new(rule, nm, axis)
    c, n, bb, z = b.symbols("c n b z")
    env = {"c": c, "n": n, "b": bb, "z": z, "P": a.size}
    _reshape(b.sm, b.sm.input("x", _dims(sm_in, env)), _dims(sm_out, env), "y")
    pm = b.program()
    y = _reshape(pm, pm.input("x", _dims(pm_in, env)), _dims(pm_out, env), "y", realizes="y")
    b.bind("x", "x", _rel(b, a, x_nm if nm else x_ok))
    b.observe("out", "y", y.name, _rel(b, a, out_nm if nm else out_ok))
    return b


def reshape_split_contig(nm):
    # split the laid-out dim (chunk 2c*n -> 2c rows of n); near-miss: the input zigzag (wrong layout)
    return _finish(_reshape_case("reshape_split_contig", nm, ["b", "2*P*c*n"], ["b", "2*c*n"], ["b", "2*P*c", "n"],
                                 ["b", "2*c", "n"], shard(1), zigzag(1), shard(1), shard(1)), reshape_split_contig)


def reshape_merge_contig(nm):
    # merge the laid-out dim with the next; near-miss: the input zigzag (wrong layout)
    return _finish(_reshape_case("reshape_merge_contig", nm, ["b", "2*P*c", "n"], ["b", "2*c", "n"], ["b", "2*P*c*n"],
                                 ["b", "2*c*n"], shard(1), zigzag(1), shard(1), shard(1)), reshape_merge_contig)


def reshape_split_reindex_lt(nm):
    # zigzag on dim 0, split dim 1; near-miss: the output claimed contiguous (wrong layout)
    return _finish(_reshape_case("reshape_split_reindex_lt", nm, ["2*P*z", "c*n"], ["2*z", "c*n"], ["2*P*z", "c", "n"],
                                 ["2*z", "c", "n"], zigzag(0), zigzag(0), zigzag(0), shard(0)), reshape_split_reindex_lt)


def reshape_split_reindex_gt(nm):
    # split dim 0, zigzag on dim 1 (dim 2 after); near-miss: the output claimed contiguous (wrong layout)
    return _finish(_reshape_case("reshape_split_reindex_gt", nm, ["c*n", "2*P*z"], ["c*n", "2*z"], ["c", "n", "2*P*z"],
                                 ["c", "n", "2*z"], zigzag(1), zigzag(1), zigzag(2), shard(2)), reshape_split_reindex_gt)


def reshape_merge_reindex_lt(nm):
    # zigzag on dim 0, merge dims 1, 2; near-miss: the output claimed contiguous (wrong layout)
    return _finish(_reshape_case("reshape_merge_reindex_lt", nm, ["2*P*z", "c", "n"], ["2*z", "c", "n"], ["2*P*z", "c*n"],
                                 ["2*z", "c*n"], zigzag(0), zigzag(0), zigzag(0), shard(0)), reshape_merge_reindex_lt)


def reshape_merge_reindex_gt(nm):
    # merge dims 0, 1, zigzag on dim 2 (dim 1 after); near-miss: the output claimed contiguous (wrong layout)
    return _finish(_reshape_case("reshape_merge_reindex_gt", nm, ["c", "n", "2*P*z"], ["c", "n", "2*z"], ["c*n", "2*P*z"],
                                 ["c*n", "2*z"], zigzag(2), zigzag(2), zigzag(1), shard(1)), reshape_merge_reindex_gt)


def reshape_split_replicated(nm):
    # near-miss: the input a partial sum (missing all-reduce)
    return _finish(_reshape_case("reshape_split_replicated", nm, ["b", "c*n"], ["b", "c*n"], ["b", "c", "n"],
                                 ["b", "c", "n"], rep(), partial(), rep(), rep()), reshape_split_replicated)


def reshape_merge_replicated(nm):
    # near-miss: the input a partial sum (missing all-reduce)
    return _finish(_reshape_case("reshape_merge_replicated", nm, ["b", "c", "n"], ["b", "c", "n"], ["b", "c*n"],
                                 ["b", "c*n"], rep(), partial(), rep(), rep()), reshape_merge_replicated)


def reshape_split_partial(nm):
    # partial sums keep their scale; near-miss: the output claimed with scale 2 (wrong scale)
    return _finish(_reshape_case("reshape_split_partial", nm, ["b", "c*n"], ["b", "c*n"], ["b", "c", "n"],
                                 ["b", "c", "n"], partial(), partial(), partial(), partial(2)), reshape_split_partial)


def reshape_merge_partial(nm):
    # partial sums keep their scale; near-miss: the output claimed with scale 2 (wrong scale)
    return _finish(_reshape_case("reshape_merge_partial", nm, ["b", "c", "n"], ["b", "c", "n"], ["b", "c*n"],
                                 ["b", "c*n"], partial(), partial(), partial(), partial(2)), reshape_merge_partial)


# ------------------------------------------------------------ RulesVocab.v / RulesBackward.v: embedding

def embedding_tokens_contiguous(nm):
    # replicated table, token ids split on the sequence; near-miss: the table a partial sum (missing all-reduce)
    b, cp = _new("embedding_tokens_contiguous", nm, "cp")
    V, d, bb, N, c = b.symbols("V d b N c")
    b.constrain(N, "==", cp.size * c)
    sm = b.sm
    sm.op(P.OP_EMBEDDING, [sm.param("E", [V, d]), sm.input("ids", [bb, N], kind="index")],
          [("out", [bb, N, d], P.VALUE_RING)], embedding=P.EmbeddingAttrs())
    pm = b.program()
    o = pm.op(P.OP_EMBEDDING, [pm.param("E", [V, d]), pm.input("ids", [bb, c], kind="index")],
              [("out", [bb, c, d], P.VALUE_RING)], realizes="out", embedding=P.EmbeddingAttrs())[0]
    b.bind("E", "E", _rel(b, cp, partial() if nm else rep()))
    b.bind("ids", "ids", _rel(b, cp, shard(1)))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("out", "out", o.name, _rel(b, cp, shard(1)))
    return _finish(b, embedding_tokens_contiguous)


def _emb_back(rule, nm, ids_shape, dy_shape, pm_ids, pm_dy, ids_p, dy_ok, dy_nm, off_ok, off_nm, out_p, vl=False):
    b, tp = _new(rule, nm)
    V, Vl, d, bb, N, c = b.symbols("V V_l d b N c")
    env = {"V": V, "d": d, "b": bb, "N": N, "c": c, "P": tp.size}
    if vl:
        b.constrain(V, "==", tp.size * Vl)
    else:
        b.constrain(N, "==", 2 * tp.size * c)
    sm = b.sm
    sm.op(P.OP_EMBEDDING_BACKWARD, [sm.input("dy", _dims(dy_shape, env)), sm.input("ids", _dims(ids_shape, env), kind="index")],
          [("dE", [V, d], P.VALUE_RING)], embedding=P.EmbeddingAttrs())
    pm = b.program()
    off = (off_nm if nm else off_ok)(tp, Vl)
    o = pm.op(P.OP_EMBEDDING_BACKWARD, [pm.input("dy", _dims(pm_dy, env)), pm.input("ids", _dims(pm_ids, env), kind="index")],
              [("dE", [Vl if vl else V, d], P.VALUE_RING)], realizes="dE",
              embedding=P.EmbeddingAttrs(offset=ex(off)))[0]
    b.bind("dy", "dy", _rel(b, tp, dy_nm if nm else dy_ok))
    b.bind("ids", "ids", _rel(b, tp, ids_p))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("out", "dE", o.name, _rel(b, tp, out_p))
    return b


def embedding_backward_vocab(nm):
    # vocab-parallel table gradient: offset r * V_l; near-miss: offset r (wrong offset)
    return _finish(_emb_back("embedding_backward_vocab", nm, ["N"], ["N", "d"], ["N"], ["N", "d"], rep(), rep(), rep(),
                             lambda a, vl: a.coord * vl, lambda a, vl: a.coord, shard(0), vl=True),
                   embedding_backward_vocab)


def embedding_backward_tokens(nm):
    # tokens split: partial sums of the table gradient; near-miss: dy rows zigzag (misaligned with the ids)
    return _finish(_emb_back("embedding_backward_tokens", nm, ["N"], ["N", "d"], ["2*c"], ["2*c", "d"], shard(0),
                             shard(0), zigzag(0), lambda a, vl: 0, lambda a, vl: 0, partial()),
                   embedding_backward_tokens)


def embedding_backward_vocab2(nm):
    # as embedding_backward_vocab with [b, N] ids; near-miss: offset r (wrong offset)
    return _finish(_emb_back("embedding_backward_vocab2", nm, ["b", "N"], ["b", "N", "d"], ["b", "N"], ["b", "N", "d"],
                             rep(), rep(), rep(), lambda a, vl: a.coord * vl, lambda a, vl: a.coord, shard(0), vl=True),
                   embedding_backward_vocab2)


def _emb_back2_scale(rule, nm, dim):
    # [b, N] ids split on `dim`: partial sums of the table gradient; near-miss: claimed with scale 2 (wrong scale)
    ids = ["2*P*c", "N"] if dim == 0 else ["b", "2*P*c"]
    pm_ids = ["2*c", "N"] if dim == 0 else ["b", "2*c"]
    b = _emb_back(rule, nm, ids, ids + ["d"], pm_ids, pm_ids + ["d"], shard(dim), shard(dim), shard(dim),
                  lambda a, vl: 0, lambda a, vl: 0, partial())
    if nm:
        b.plan.observables[0].relation.placements[0].scale.CopyFrom(scalar(2))
    return b


def embedding_backward_tokens2_b(nm):
    return _finish(_emb_back2_scale("embedding_backward_tokens2_b", nm, 0), embedding_backward_tokens2_b)


def embedding_backward_tokens2_s(nm):
    # the same plan: its SM sequence 2 * P * c renders other than P * (2 * c), the rule at w = P * c (ring)
    return _finish(_emb_back2_scale("embedding_backward_tokens2_s", nm, 1), embedding_backward_tokens2_s)


# ------------------------------------------------------------ RulesDispatch4.v

def all_to_all_combine(nm):
    # RulesDispatch4.v: the combine [ce, B, T, D] (experts split, all tokens on dim 2) -> [P*ce, B, t, D] with
    # the gathered tokens T = 2 * P * s over the local t = 2 * s (P * t only up to ring); near-miss: the experts
    # laid out zigzag (wrong order after the exchange)
    b, ep = _new("all_to_all_combine", nm, "ep")
    E, ce, B, T, s, D = b.symbols("E ce B T s D")
    b.constrain(E, "==", ep.size * ce)
    b.constrain(T, "==", 2 * ep.size * s)
    b.sm.input("x", [E, B, T, D])
    pm = b.program()
    y = pm.collective(P.OP_ALL_TO_ALL, pm.input("x_in", [ce, B, T, D]), "g", 0, "x", shape=[E, B, 2 * s, D],
                      split_dim=2, concat_dim=0)
    b.bind("x", "x_in", _rel(b, ep, zigzag(0) if nm else experts(0)))
    b.observe("out", "x", y.name, _rel(b, ep, shard(2)))
    return _finish(b, all_to_all_combine)


# ------------------------------------------------------------ RulesPipeline.v, RulesPipelineMesh.v: stages, microbatches

def _recv(rule, nm, live, placements, split):
    # 3 pipeline stages: stage 0 sends its x, stage 1 its z (same layout), stage 2 receives both, adds them
    # and holds the observables (stage-local); near-miss: the value observed as x is the one received from
    # stage 1 (wrong peer; a recv's peer alone cannot change: validation pairs every send with its recv)
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    b.axis("pp", 3)
    axes = {a: b.axis(a, 2) for a in live}
    b.group("pp", axes=["pp"])
    n, m, nl, ml = b.symbols("n m n_l m_l")
    sm_shape, pm_shape = [n, m], [n, m]
    for a, dim in split.items():
        local = (nl, ml)[dim]
        b.constrain(sm_shape[dim], "==", axes[a].size * local)
        pm_shape[dim] = local
    rel = b.rel(**placements)
    b.sm.add(b.sm.input("x", sm_shape), b.sm.input("z", sm_shape), "s")
    for stage, t in enumerate(("x", "z")):
        s = b.program(f"stage{stage}", where={"pp": stage})
        s.collective(P.OP_SEND, s.input(t, pm_shape), "pp", stage, f"send_{t}", peer=2)
        b.bind(t, t, rel)
    s2 = b.program("stage2", where={"pp": 2})
    got = {t: s2.collective(P.OP_RECV, None, "pp", stage, f"recv_{t}", shape=pm_shape, out_kind=P.VALUE_RING,
                            peer=stage) for stage, t in enumerate(("x", "z"))}
    total = s2.add(got["x"], got["z"], "s", realizes="s")
    b.observe("out", "x", got["z" if nm else "x"].name, rel)
    b.observe("sum", "s", total.name, rel)
    return b


def recv_reindex(nm): return _finish(_recv("recv_reindex", nm, ["tp"], {"tp": shard(1)}, {"tp": 1}), recv_reindex)
def recv_nest(nm): return _finish(_recv("recv_nest", nm, ["dp", "tp"], {"dp": shard(0), "tp": shard(1)},
                                        {"dp": 0, "tp": 1}), recv_nest)


def _microbatches(b, M, prog, name, shape, sm_name, dim, index=lambda m: m):
    """M microbatch inputs `name`_mb<m> bound to MICROBATCH_SLICE index(m) of `sm_name` along `dim`."""
    out = []
    for m in range(M):
        out.append(prog.input(f"{name}_mb{m}", shape))
        r = b.rel()
        r.microbatch.CopyFrom(microbatch_slice(dim, index(m), M))
        b.bind(sm_name, out[-1].name, r)
    return out


def microbatch_accumulate(nm):
    # per-microbatch sums over the batch, accumulated and scaled by the GLOBAL count 1/n (the SM mean);
    # near-miss: scaled by the microbatch count 1/n_m (global-count scale missing)
    b, _ = _new("microbatch_accumulate", nm, "dp")
    M = 2
    n, nmb, d = b.symbols("n n_m d")
    b.constrain(n, "==", M * nmb)
    b.plan.num_microbatches = M
    b.sm.scale(b.sm.reduce_sum(b.sm.input("x", [n, d]), [0], "s"), "g", 1, n)
    pm = b.program()
    xs = _microbatches(b, M, pm, "x", [nmb, d], "x", 0)
    ss = [pm.reduce_sum(x, [0], f"s_mb{m}", realizes="s") for m, x in enumerate(xs)]
    acc = pm.add(ss[0], ss[1], "acc", helper="accumulate")
    g = pm.scale(acc, "g", 1, nmb if nm else n, realizes="g")
    mark_microbatches(b)
    b.observe("out", "g", g.name, b.rel())
    return _finish(b, microbatch_accumulate)


def accumulate_partial(nm):
    # per-microbatch products (partial sums over the microbatches), accumulated, then scaled by the SM's
    # factor 1/2: op_scale k (accum_add M F) with k the partial sums' scale; near-miss: the accumulation
    # scaled by 1 (the scale missing)
    b, _ = _new("accumulate_partial", nm, "dp")
    M = 2
    p, k, km, q = b.symbols("p k k_m q")
    b.constrain(k, "==", M * km)
    b.plan.num_microbatches = M
    b.sm.scale(b.sm.matmul(b.sm.input("a", [p, k]), b.sm.input("w", [k, q]), "y"), "z", 1, 2)
    pm = b.program()
    a_s = _microbatches(b, M, pm, "a", [p, km], "a", 1)
    w_s = _microbatches(b, M, pm, "w", [km, q], "w", 0)
    ys = [pm.matmul(a, w, f"y_mb{m}", realizes="y") for m, (a, w) in enumerate(zip(a_s, w_s))]
    z = pm.scale(pm.add(ys[0], ys[1], "y", helper="accumulate"), "z", 1, 1 if nm else 2, realizes="z")
    mark_microbatches(b)
    b.observe("out", "z", z.name, b.rel())
    return _finish(b, accumulate_partial)


def accumulate_outer(nm):
    # a matmul whose contraction dim is split into microbatches: per-microbatch products are partial sums
    # over the microbatch index (the compiler folds the copies onto a microbatch level), the accumulation
    # chain recovers the product; near-miss: a's microbatch 1
    # dropped (the second microbatch binds a's rows of microbatch 0 again)
    b, _ = _new("accumulate_outer", nm, "dp")
    M = 2
    p, k, km, q = b.symbols("p k k_m q")
    b.constrain(k, "==", M * km)
    b.plan.num_microbatches = M
    b.sm.matmul(b.sm.input("a", [p, k]), b.sm.input("w", [k, q]), "y")
    pm = b.program()
    a_s = _microbatches(b, M, pm, "a", [p, km], "a", 1, index=lambda m: 0 if nm else m)
    w_s = _microbatches(b, M, pm, "w", [km, q], "w", 0)
    ys = [pm.matmul(a, w, f"y_mb{m}", realizes="y") for m, (a, w) in enumerate(zip(a_s, w_s))]
    acc = pm.add(ys[0], ys[1], "y", helper="accumulate")
    mark_microbatches(b)
    b.observe("out", "y", acc.name, b.rel())
    return _finish(b, accumulate_outer)


def accumulate_scaled_outer(nm):
    # a mean (a loss) over rows split into microbatches: each microbatch's mean over its own rows is a
    # partial sum with scale 1/M of the whole mean over the microbatch index; the chain times 1/M (its
    # HELPER_ACCUMULATE scale, folded with it) recovers the mean; near-miss: the chain scaled by 1 (the
    # mean's 1/M missing)
    b, _ = _new("accumulate_scaled_outer", nm, "dp")
    M = 2
    n, nmb, d = b.symbols("n n_m d")
    b.constrain(n, "==", M * nmb)
    b.plan.num_microbatches = M
    b.sm.reduce_mean(b.sm.input("x", [n, d]), [0, 1], "y")
    pm = b.program()
    xs = _microbatches(b, M, pm, "x", [nmb, d], "x", 0)
    ys = [pm.reduce_mean(x, [0, 1], f"y_mb{m}", realizes="y") for m, x in enumerate(xs)]
    acc = pm.add(ys[0], ys[1], "y_acc1", helper="accumulate")
    y = pm.scale(acc, "y", 1, 1 if nm else M, helper="accumulate")
    mark_microbatches(b)
    b.observe("out", "y", y.name, b.rel())
    return _finish(b, accumulate_scaled_outer)


# ------------------------------------------------------------ RulesHaloShift.v: the shift halo (sliding window, CP)

def _halo_shift(rule, nm, out, bug, rank4=False, at=False, open_=False):
    # rank-2 sliding-window attention (window W = h + 1) under contiguous CP, the halo exchanged by a cyclic
    # shift as in tests/data/examples/cp2_halo: each rank slices the tail (last h rows) of its K, V and query
    # positions, shifts it by +1 and concatenates [halo; own]. The near-miss plants `bug` (one attribute):
    # tail_head (K's slice at 0, not c - h), shift_back (K's shift by -1), v_unshifted / k_unshifted /
    # pos_unshifted (that shift by 0: the halo is the rank's own tail), window (W = h + 2 reaches past the
    # halo), reduce_other (see below). Three ranks: on two, the shifts by +1 and -1 coincide. rank4: the
    # planners' layout (tests/data/examples/cp2_halo_4d), Q [B, g * Hkv, N, dh], K / V [B, Hkv, N, .], the
    # sequence on dim 2. at: the SM length written c * P (the RulesHaloMesh.v *_at rules: N = P * c up to ring).
    # open_: the shifts are open (semantics/RulesHaloOpen.v, the planner's halo_shift = "open"): rank 0 receives
    # K / V rows of fill 0 and key positions of fill N, which the causal part of the mask drops for every cp, so
    # no 2 <= cp. An open shift cannot shift by 0 (validation: offset >= 1), so its bugs are: k_shift2 / v_shift2
    # (that shift by 2: rank 1 receives the fill, rank r rank r - 2's tail), k_fill_all / v_fill_all (that shift
    # by cp: every rank receives the fill, the halo keys' rows missing), k_head (K's slice at 0: the previous
    # rank's head, not its tail), pos_fill (the positions' fill 0, a real position < N: rank 0's halo keys
    # not masked).
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    cp = b.axis("cp", 3)
    b.group("g", axes=["cp"])
    N, c, h, dh, dv = b.symbols("N c h dh dv")
    b.constrain(N, "==", c * cp.size if at else cp.size * c)
    b.constrain(1, "<=", h)
    b.constrain(h, "<=", c)  # the rules' side condition
    b.constrain(h + 1, "<=", c)  # sizes where the tail is not the whole shard
    if not open_:
        b.constrain(2, "<=", cp.size)
    lead_q = lead_kv = ()
    if rank4:
        B, g, Hkv = b.symbols("B g Hkv")
        lead_q, lead_kv = (B, g * Hkv), (B, Hkv)
    sd = len(lead_q)  # the sequence dim
    if bug == "reduce_other":
        dv = dh  # V as wide as K: the two extended gradients have one shape
    planted = bug if nm else ""
    sc = scalar(1)
    sm = b.sm
    pos = sm.arange(N, "pos")
    args = [sm.input("q", [*lead_q, N, dh]), sm.input("k", [*lead_kv, N, dh]), sm.input("v", [*lead_kv, N, dv]),
            sm.sliding_window_mask(pos, pos, h + 1, "mask")]
    pm = b.program()
    qpos = pm.arange(c, "qpos", start=cp.coord * c, realizes="pos")
    q_, k_, v_ = pm.input("q", [*lead_q, c, dh]), pm.input("k", [*lead_kv, c, dh]), pm.input("v", [*lead_kv, c, dv])
    start = {"k": 0} if planted in ("tail_head", "k_head") else {}
    offset = {"k": -1} if planted == "shift_back" else {k: 0 for k in ("k", "v", "pos") if planted == f"{k}_unshifted"}
    offset.update({k: 2 for k in ("k", "v") if planted == f"{k}_shift2"})
    offset.update({k: 3 for k in ("k", "v") if planted == f"{k}_fill_all"})  # the cp group's size
    fill = {"k": 0, "v": 0, "pos": 0 if planted == "pos_fill" else N} if open_ else None
    ext = halo_extend(pm, (("k", k_, sd, "layout"), ("v", v_, sd, "layout"), ("pos", qpos, 0, "index")), "g", c, h,
                      start, offset, fill)
    mask = pm.sliding_window_mask(qpos, ext["pos"], h + (2 if planted == "window" else 1), "mask", realizes="mask")
    pargs = [q_, ext["k"], ext["v"], mask]
    if out == "o":
        sm.sdpa(*args, "o", sc)
        o = pm.sdpa(*pargs, "o", sc, realizes="o")
    else:
        sm.sdpa_backward(*args, sm.input("do", [*lead_q, N, dv]), ("dq", "dk", "dv"), sc)
        outs = pm.sdpa_backward(*pargs, pm.input("do", [*lead_q, c, dv]), ("dq", "dk", "dv"), sc, realizes="dq_bwd")
        o = outs[["dq", "dk", "dv"].index(out)]
        if out != "dq":
            # dK / dV over the extended range: the halo rows' gradient returned to their owner (overlap-add);
            # the planted reduce_other overlap-adds the other extended gradient
            other = outs[1 if out == "dv" else 2] if planted == "reduce_other" else o
            o = pm.halo_reduce(other, "g", 3, sd, h, f"{out}_own")
        b.bind("do", "do", _rel(b, cp, shard(sd)))
    for t in ("q", "k", "v"):
        b.bind(t, t, _rel(b, cp, shard(sd)))
    b.observe("out", out, o.name, _rel(b, cp, shard(sd)))
    return b


def halo_tail_shard(nm): return _finish(_halo_shift("halo_tail_shard", nm, "o", "tail_head"), halo_tail_shard)
def halo_shift_tail(nm): return _finish(_halo_shift("halo_shift_tail", nm, "o", "shift_back"), halo_shift_tail)
def halo_concat_ext(nm): return _finish(_halo_shift("halo_concat_ext", nm, "o", "v_unshifted"), halo_concat_ext)
def sdpa_halo_shift(nm): return _finish(_halo_shift("sdpa_halo_shift", nm, "o", "pos_unshifted"), sdpa_halo_shift)
def sdpa_backward_dq_halo_shift(nm): return _finish(_halo_shift("sdpa_backward_dq_halo_shift", nm, "dq",
                                                                "k_unshifted"), sdpa_backward_dq_halo_shift)
def sdpa_backward_dk_halo_shift(nm): return _finish(_halo_shift("sdpa_backward_dk_halo_shift", nm, "dk",
                                                                "v_unshifted"), sdpa_backward_dk_halo_shift)
def sdpa_backward_dv_halo_shift(nm): return _finish(_halo_shift("sdpa_backward_dv_halo_shift", nm, "dv",
                                                                "k_unshifted"), sdpa_backward_dv_halo_shift)
def halo_reduce(nm): return _finish(_halo_shift("halo_reduce", nm, "dk", "reduce_other"), halo_reduce)


def _halo4(rule, nm, out, bug): return _halo_shift(rule, nm, out, bug, rank4=True)
def halo_tail_dim(nm): return _finish(_halo4("halo_tail_dim", nm, "o", "tail_head"), halo_tail_dim)
def halo_shift_dim(nm): return _finish(_halo4("halo_shift_dim", nm, "o", "shift_back"), halo_shift_dim)
def halo_concat_dim(nm): return _finish(_halo4("halo_concat_dim", nm, "o", "k_unshifted"), halo_concat_dim)


# RulesHaloOpen.v: the open halo shift (rank 0 receives the fill), rank 4 as the planner lays it out; the one
# attribute of each near-miss (the Coq pair's change, where it differs, in test_nearmiss.py's RULES):
def _halo_open(rule, nm, out, bug): return _halo_shift(rule, nm, out, bug, rank4=True, open_=True)
def halo_shift_open(nm): return _finish(_halo_open("halo_shift_open", nm, "o", "k_shift2"), halo_shift_open)
def halo_concat_open(nm): return _finish(_halo_open("halo_concat_open", nm, "o", "k_head"), halo_concat_open)
def halo_concat_open_pair(nm): return _finish(_halo_open("halo_concat_open_pair", nm, "o", "v_shift2"),
                                              halo_concat_open_pair)
def halo_mask_open(nm): return _finish(_halo_open("halo_mask_open", nm, "o", "pos_fill"), halo_mask_open)
def sdpa_halo_open4(nm): return _finish(_halo_open("sdpa_halo_open4", nm, "o", "v_fill_all"), sdpa_halo_open4)
def sdpa_backward_dq_halo_open4(nm): return _finish(_halo_open("sdpa_backward_dq_halo_open4", nm, "dq", "k_fill_all"),
                                                    sdpa_backward_dq_halo_open4)
def sdpa_backward_dk_halo_open4(nm): return _finish(_halo_open("sdpa_backward_dk_halo_open4", nm, "dk", "v_fill_all"),
                                                    sdpa_backward_dk_halo_open4)
def sdpa_backward_dv_halo_open4(nm): return _finish(_halo_open("sdpa_backward_dv_halo_open4", nm, "dv", "k_fill_all"),
                                                    sdpa_backward_dv_halo_open4)


# ------------------------------------------------------------ MeshOuter.v: FSDP x TP (the dim split against mesh order)

def _strided(rule, nm, gather):
    # mesh dp x tp, a weight's rows split by tp first, then each tp block by dp (FSDP inside TP: on the
    # outer mesh axis dp the chunks are strided); the FSDP all-gather (or the gradient's reduce-scatter) runs
    # over dp; near-miss: it runs over the tp group (wrong group)
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    dp, tp = b.axis("dp", 2), b.axis("tp", 2)
    b.group("dp", axes=["dp"])
    b.group("tp", axes=["tp"])
    f, fh, fq, n = b.symbols("f f_h f_q n")
    b.constrain(f, "==", tp.size * fh)
    b.constrain(fh, "==", dp.size * fq)
    b.sm.input("w", [f, n])
    pm = b.program()
    group = "tp" if nm else "dp"
    if gather:
        w = pm.all_gather(pm.input("w", [fq, n]), group, 0, 0, dp.size, "w_tp")
        b.bind("w", "w", b.rel("tp", "dp", tp=shard(0), dp=shard(0)))
        b.observe("out", "w", w.name, b.rel(tp=shard(0), dp=rep()))
    else:
        w = pm.reduce_scatter(pm.input("w_partial", [fh, n]), group, 0, 0, fq, "w_s")
        b.bind("w", "w_partial", b.rel("tp", "dp", tp=shard(0), dp=partial()))
        b.observe("out", "w", w.name, b.rel("tp", "dp", tp=shard(0), dp=shard(0)))
    return b


def nest_gather_strided(nm): return _finish(_strided("nest_gather_strided", nm, True), nest_gather_strided)
def nest_reduce_scatter_strided(nm): return _finish(_strided("nest_reduce_scatter_strided", nm, False),
                                                    nest_reduce_scatter_strided)


# ------------------------------------------------------------ RulesHeads.v: attention by heads (TP) / by batch (DP)

def _heads_attention(rule, nm, out, layout):
    # rank-4 GQA attention [B, H, n, dh], H = g * Hkv, under the ranks' own causal mask (replicated positions).
    # layout "heads": the heads split by tp with whole GQA groups per rank (Q chunk g * 2c, K/V chunk 2c);
    # "batch": the batch split by dp. Near-miss (one attribute): K's split dim laid out zigzag, so a query
    # head reads another GQA group's keys (heads) or a query row another sample's keys (batch).
    # "replicated": every input replicated on tp (each rank computes the SM's attention); near-miss: K a
    # partial sum (missing all-reduce).
    axis, d = ("tp", 1) if layout in ("heads", "replicated") else ("dp", 0)
    b, ax = _new(rule, nm, axis)
    B, g, c, Hkv, n, dh, dv = b.symbols("B g c Hkv n dh dv")
    split = 2 * ax.size * c
    if layout == "heads":
        b.constrain(Hkv, "==", split)
        sm_bh, pm_bq, pm_bk = (B, g * Hkv, Hkv), (B, g * 2 * c), (B, 2 * c)
    elif layout == "replicated":
        sm_bh, pm_bq, pm_bk = (B, g * Hkv, Hkv), (B, g * Hkv), (B, Hkv)
    else:
        b.constrain(B, "==", split)
        sm_bh, pm_bq, pm_bk = (B, g * Hkv, Hkv), (2 * c, g * Hkv), (2 * c, Hkv)
    sq, sk = [sm_bh[0], sm_bh[1]], [sm_bh[0], sm_bh[2]]
    sc = scalar(1)
    sm = b.sm
    pos = sm.arange(n, "pos")
    args = [sm.input("q", sq + [n, dh]), sm.input("k", sk + [n, dh]), sm.input("v", sk + [n, dv]),
            sm.causal_mask(pos, pos, "mask")]
    pm = b.program()
    ppos = pm.arange(n, "pos", realizes="pos")
    pargs = [pm.input("q", list(pm_bq) + [n, dh]), pm.input("k", list(pm_bk) + [n, dh]),
             pm.input("v", list(pm_bk) + [n, dv]), pm.causal_mask(ppos, ppos, "mask", realizes="mask")]
    if out == "o":
        sm.sdpa(*args, "o", sc)
        o = pm.sdpa(*pargs, "o", sc, realizes="o")
    else:
        sm.sdpa_backward(*args, sm.input("do", sq + [n, dv]), ("dq", "dk", "dv"), sc)
        outs = pm.sdpa_backward(*pargs, pm.input("do", list(pm_bq) + [n, dv]), ("dq", "dk", "dv"), sc,
                                realizes="dq_bwd")
        o = outs[["dq", "dk", "dv"].index(out)]
        b.bind("do", "do", _rel(b, ax, rep() if layout == "replicated" else shard(d)))
    if layout == "replicated":
        b.bind("q", "q", _rel(b, ax, rep()))
        b.bind("k", "k", _replicated_nm(b, ax, nm))
        b.bind("v", "v", _rel(b, ax, rep()))
        b.observe("out", out, o.name, _rel(b, ax, rep()))
        return b
    b.bind("q", "q", _rel(b, ax, shard(d)))
    b.bind("k", "k", _rel(b, ax, zigzag(d) if nm else shard(d)))
    b.bind("v", "v", _rel(b, ax, shard(d)))
    b.observe("out", out, o.name, _rel(b, ax, shard(d)))
    return b


def sdpa_heads_rep(nm): return _finish(_heads_attention("sdpa_heads_rep", nm, "o", "heads"), sdpa_heads_rep)
def sdpa_backward_dq_heads(nm): return _finish(_heads_attention("sdpa_backward_dq_heads", nm, "dq", "heads"),
                                               sdpa_backward_dq_heads)
def sdpa_backward_dk_heads(nm): return _finish(_heads_attention("sdpa_backward_dk_heads", nm, "dk", "heads"),
                                               sdpa_backward_dk_heads)
def sdpa_backward_dv_heads(nm): return _finish(_heads_attention("sdpa_backward_dv_heads", nm, "dv", "heads"),
                                               sdpa_backward_dv_heads)
def sdpa_batch(nm): return _finish(_heads_attention("sdpa_batch", nm, "o", "batch"), sdpa_batch)
def sdpa_backward_dq_batch(nm): return _finish(_heads_attention("sdpa_backward_dq_batch", nm, "dq", "batch"),
                                               sdpa_backward_dq_batch)
def sdpa_backward_dk_batch(nm): return _finish(_heads_attention("sdpa_backward_dk_batch", nm, "dk", "batch"),
                                               sdpa_backward_dk_batch)
def sdpa_backward_dv_batch(nm): return _finish(_heads_attention("sdpa_backward_dv_batch", nm, "dv", "batch"),
                                               sdpa_backward_dv_batch)
def sdpa_replicated(nm): return _finish(_heads_attention("sdpa_replicated", nm, "o", "replicated"), sdpa_replicated)
def sdpa_backward_dq_replicated(nm): return _finish(_heads_attention("sdpa_backward_dq_replicated", nm, "dq",
                                                                     "replicated"), sdpa_backward_dq_replicated)
def sdpa_backward_dk_replicated(nm): return _finish(_heads_attention("sdpa_backward_dk_replicated", nm, "dk",
                                                                     "replicated"), sdpa_backward_dk_replicated)
def sdpa_backward_dv_replicated(nm): return _finish(_heads_attention("sdpa_backward_dv_replicated", nm, "dv",
                                                                     "replicated"), sdpa_backward_dv_replicated)


def _rope_heads(rule, nm, backward):
    # RoPE of a heads-split [B, H, n, 2m] tensor at the ranks' own positions arange(n); near-miss: rank r's
    # positions start at r (not replicated: wrong offset)
    b, tp = _new(rule, nm)
    B, H, c, n, m = b.symbols("B H c n m")
    b.constrain(H, "==", tp.size * c)
    b.sm.rope(b.sm.input("x", [B, H, n, 2 * m]), b.sm.arange(n, "pos"), 2, "y", backward=backward)
    pm = b.program()
    pos = pm.arange(n, "pos", start=tp.coord if nm else 0, realizes="pos")
    y = pm.rope(pm.input("x", [B, c, n, 2 * m]), pos, 2, "y", backward=backward, realizes="y")
    b.bind("x", "x", _rel(b, tp, shard(1)))
    b.observe("out", "y", y.name, _rel(b, tp, shard(1)))
    return b


def rope_heads(nm): return _finish(_rope_heads("rope_heads", nm, False), rope_heads)
def rope_backward_heads(nm): return _finish(_rope_heads("rope_backward_heads", nm, True), rope_backward_heads)


def resp_causal_mask(nm):
    # every rank builds the whole causal mask from its own query positions and the replicated key positions
    # (an input, so the counterexample names one); near-miss: rank r's query positions start at r (wrong offset)
    b, tp = _new("resp_causal_mask", nm)
    (n,) = b.symbols("n")
    b.sm.causal_mask(b.sm.arange(n, "pos"), b.sm.input("kpos", [n], kind="index"), "mask")
    pm = b.program()
    qpos = pm.arange(n, "qpos", start=tp.coord if nm else 0, realizes="pos")
    mask = pm.causal_mask(qpos, pm.input("kpos", [n], kind="index"), "mask", realizes="mask")
    b.bind("kpos", "kpos", _rel(b, tp, rep()))
    b.contract("kpos_range", "kpos", 0, n)
    b.observe("out", "mask", mask.name, _rel(b, tp, rep()))
    return _finish(b, resp_causal_mask)


# ------------------------------------------------------------ RulesReplicatedLoss.v: the loss on replicated values

def _replicated_nm(b, ax, nm):
    """the near-miss input's relation: a partial sum (missing all-reduce) instead of replicated"""
    return _rel(b, ax, partial() if nm else rep())


def _ce_replicated(rule, nm, backward):
    # the loss (or its gradient) of all-gathered logits; near-miss: the logits a partial sum
    b, tp = _new(rule, nm)
    N, V = b.symbols("N V")
    out = "dz" if backward else "loss"

    def loss(g, **kw):
        z, labels = g.input("z", [N, V]), g.input("labels", [N], kind="index")
        if backward:
            return g.cross_entropy_backward(z, labels, g.input("dl", [N]), out, **kw)
        return g.cross_entropy(z, labels, out, **kw)

    loss(b.sm)
    y = loss(b.program(), realizes=out)
    b.bind("z", "z", _replicated_nm(b, tp, nm))
    b.bind("labels", "labels", _rel(b, tp, rep()))
    if backward:
        b.bind("dl", "dl", _rel(b, tp, rep()))
    b.contract("labels_range", "labels", 0, V)
    b.observe("out", out, y.name, _rel(b, tp, rep()))
    return b


def resp_cross_entropy(nm): return _finish(_ce_replicated("resp_cross_entropy", nm, False),
                                                 resp_cross_entropy)
def resp_cross_entropy_backward(nm): return _finish(_ce_replicated("resp_cross_entropy_backward", nm,
                                                                         True), resp_cross_entropy_backward)


def mean2_replicated(nm):
    # the token mean of a replicated [B, N] loss; near-miss: the loss a partial sum
    b, tp = _new("mean2_replicated", nm)
    B, N = b.symbols("B N")
    b.sm.reduce_mean(b.sm.input("x", [B, N]), [0, 1], "m")
    pm = b.program()
    m = pm.reduce_mean(pm.input("x", [B, N]), [0, 1], "m", realizes="m")
    b.bind("x", "x", _replicated_nm(b, tp, nm))
    b.observe("out", "m", m.name, _rel(b, tp, rep()))
    return _finish(b, mean2_replicated)


def mean2_shard(nm):
    # the token mean of a batch-split [B, N] loss: local means are partial sums with scale 1/P; near-miss:
    # scale 1 (missing scale)
    b, dp = _new("mean2_shard", nm, "dp")
    B, c, N = b.symbols("B c N")
    b.constrain(B, "==", dp.size * c)
    b.sm.reduce_mean(b.sm.input("x", [B, N]), [0, 1], "m")
    pm = b.program()
    m = pm.reduce_mean(pm.input("x", [c, N]), [0, 1], "m", realizes="m")
    b.bind("x", "x", _rel(b, dp, shard(0)))
    b.observe("out", "m", m.name, _rel(b, dp, partial() if nm else partial(1, dp.size)))
    return _finish(b, mean2_shard)


def _seed2(rule, nm, split):
    # the loss seed: a replicated scalar broadcast to the [B, N] token grid (whole, or batch-split by dp);
    # near-miss: the scalar a partial sum
    b, dp = _new(rule, nm, "dp")
    B, c, N = b.symbols("B c N")
    b.constrain(B, "==", dp.size * c)
    b.sm.broadcast(b.sm.input("s", []), [B, N], [], "seed")
    pm = b.program()
    y = pm.broadcast(pm.input("s", []), [c if split else B, N], [], "seed", realizes="seed")
    b.bind("s", "s", _replicated_nm(b, dp, nm))
    b.observe("out", "seed", y.name, _rel(b, dp, shard(0) if split else rep()))
    return b


def broadcast2_replicated(nm): return _finish(_seed2("broadcast2_replicated", nm, False), broadcast2_replicated)
def broadcast2_reindex(nm): return _finish(_seed2("broadcast2_reindex", nm, True), broadcast2_reindex)


def _bmm3(rule, nm, cols):
    # rank-3 batched matmul [E, m, k] x [E, k, n] with one operand replicated and the other's columns (cols)
    # or rows split by tp; near-miss: the replicated operand a partial sum
    b, tp = _new(rule, nm)
    E, m, k, n, c = b.symbols("E m k n c")
    b.constrain(n if cols else m, "==", tp.size * c)
    b.sm.batched_matmul(b.sm.input("a", [E, m, k]), b.sm.input("w", [E, k, n]), "y")
    pm = b.program()
    y = pm.batched_matmul(pm.input("a", [E, m if cols else c, k]), pm.input("w", [E, k, c if cols else n]), "y",
                          realizes="y")
    b.bind("a", "a", _replicated_nm(b, tp, nm) if cols else _rel(b, tp, shard(1)))
    b.bind("w", "w", _rel(b, tp, shard(2)) if cols else _replicated_nm(b, tp, nm))
    b.observe("out", "y", y.name, _rel(b, tp, shard(2 if cols else 1)))
    return b


def batched_matmul_col3(nm): return _finish(_bmm3("batched_matmul_col3", nm, True), batched_matmul_col3)


def _rms_dw3(rule, nm, seq, zz=False):
    # the rmsnorm weight gradient of a rank-3 [B, N, n] activation: tokens split by tp (seq: partial sums,
    # near-miss dy's tokens zigzag, misaligned with x's) or replicated (near-miss: dy a partial sum); zz: the
    # tokens zigzag, near-miss dy's contiguous
    b, tp = _new(rule, nm)
    B, N, c, n = b.symbols("B N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    eps = scalar(1, 1000)
    b.sm.rmsnorm_backward(b.sm.input("x", [B, N, n]), b.sm.param("w", [n]), b.sm.input("dy", [B, N, n]),
                          ("dx", "dw"), eps)
    pm = b.program()
    tok = 2 * c if seq else N
    _, dw = pm.rmsnorm_backward(pm.input("x", [B, tok, n]), pm.param("w", [n]), pm.input("dy", [B, tok, n]),
                                ("dx", "dw"), eps, realizes="dx")
    ok, bad = (zigzag(1), shard(1)) if zz else (shard(1), zigzag(1))
    b.bind("x", "x", _rel(b, tp, ok if seq else rep()))
    b.bind("w", "w", _rel(b, tp, rep()))
    b.bind("dy", "dy", _rel(b, tp, (bad if nm else ok)) if seq else _replicated_nm(b, tp, nm))
    b.observe("out", "dw", dw.name, _rel(b, tp, partial() if seq else rep()))
    return b


def rmsnorm_backward_w3_replicated(nm): return _finish(_rms_dw3("rmsnorm_backward_w3_replicated", nm, False),
                                                       rmsnorm_backward_w3_replicated)


# ------------------------------------------------------------ RulesDispatchRouter.v: all-to-all EP, the token side

def _router(rule, nm, names, apply, nm_input):
    # tokens [N, .] split by ep; each rank routes its own tokens (top-k, gather, scatter_add inside a token's
    # row; the dispatch buffer broadcasts them along a new leading expert axis). `apply(g, inputs, kw)` builds
    # the op on both sides from the inputs `names` and returns (output, output dim laid out). Near-miss: the input nm_input zigzag
    # (its tokens misaligned with the others' / the output's: wrong layout)
    b, ep = _new(rule, nm, "ep")
    N, c, E, K, d = b.symbols("N c E K d")
    b.constrain(N, "==", 2 * ep.size * c)
    specs = {"x": ([E], "ring"), "v": ([E], "ring"), "idx": ([K], "index"), "src": ([K], "ring"),
             "h": ([d], "ring")}
    def run(g, rows, **kw):
        return apply(g, *[g.input(n, [rows] + specs[n][0], kind=specs[n][1]) for n in names], E=E, **kw)
    run(b.sm, N)
    z, dim = run(b.program(), 2 * c, realizes="z")
    for n in names:
        b.bind(n, n, _rel(b, ep, zigzag(0) if nm and n == nm_input else shard(0)))
    if "idx" in names:
        b.contract("idx_range", "idx", 0, E)
    b.observe("out", "z", z.name, _rel(b, ep, shard(dim)))
    return b


def topk_reindex(nm):
    return _finish(_router("topk_reindex", nm, ("x",), lambda g, x, E, **kw: (g.topk(x, 2, "z", **kw), 0), "x"),
                   topk_reindex)


def scatter_add_reindex(nm):
    return _finish(_router("scatter_add_reindex", nm, ("idx", "src"),
                           lambda g, idx, src, E, **kw: (g.scatter_add(idx, src, 1, E, "z", **kw), 0), "src"),
                   scatter_add_reindex)


def broadcast_reindex_ge(nm):
    def op(g, h, E, **kw):
        return g.broadcast(h, [E] + list(h.shape), [1, 2], "z", **kw), 1
    return _finish(_router("broadcast_reindex_ge", nm, ("h",), op, "h"), broadcast_reindex_ge)


# ------------------------------------------------------------ RulesSplit.v / RulesReplicatedLayout.v: pieces

def _pieces(rule, nm, op, placements, out_p):
    # x [a, 2k] (and y [a, k]) laid out on dim 0 or replicated or partial sums, cut / joined along dim 1 (no
    # mesh axis lays it out); `placements` gives each input's (ok, near-miss) placement, out_p the output's
    b, tp = _new(rule, nm)
    a0, k = b.symbols("a0 k")
    b.constrain(a0, "==", 2 * tp.size * k)

    def run(g, rows, **kw):
        if op == "split":
            parts = g.op(P.OP_SPLIT, [g.input("x", [rows, 2 * k])], [("x1", [rows, k], P.VALUE_RING),
                                                                      ("x2", [rows, k], P.VALUE_RING)],
                         dim=P.DimAttrs(dim=1), **({"realizes": "x1"} if kw else {}))
            return parts[1]
        if op == "concat":
            return g.concat([g.input("x", [rows, k]), g.input("y", [rows, k])], 1, "z", **kw)
        if op == "slice":
            return g.slice(g.input("x", [rows, 2 * k]), 1, 1, k, "z", **kw)
        return g.broadcast(g.input("x", [k]), [rows, k], [1], "z", **kw)

    laid_out = any(p[0] == shard(0) for p in placements.values())
    zs = run(b.sm, a0)
    z = run(b.program(), 2 * k if laid_out else a0, realizes="z")
    for name, (ok, bad) in placements.items():
        b.bind(name, name, _rel(b, tp, bad if nm else ok))
    b.observe("out", zs.name, z.name, _rel(b, tp, out_p[1] if nm else out_p[0]))
    return b


_REP_NM, _PART = (rep(), partial()), (partial(), partial())
def split_replicated(nm): return _finish(_pieces("split_replicated", nm, "split", {"x": _REP_NM}, (rep(), rep())),
                                         split_replicated)
def split_reindex_other(nm): return _finish(_pieces("split_reindex_other", nm, "split", {"x": (shard(0), shard(0))},
                                                    (shard(0), zigzag(0))), split_reindex_other)
def broadcast_new_partial(nm): return _finish(_pieces("broadcast_new_partial", nm, "broadcast", {"x": _PART},
                                                      (partial(), partial(2))), broadcast_new_partial)


def replicated_split_partial(nm):
    # DTensor's Replicate -> Partial (a RowwiseParallel bias): each rank 1 / P
    # of x; the near-miss keeps all of x on every rank (their sum is P x)
    b, tp = _new("replicated_split_partial", nm)
    (n,) = b.symbols("n")
    b.sm.input("x", [n])
    pm = b.program()
    z = pm.scale(pm.input("x", [n]), "x_part", 1, 1 if nm else tp.size, helper="accumulate")
    b.bind("x", "x", _rel(b, tp, rep()))
    b.observe("out", "x", z.name, _rel(b, tp, partial()))
    return _finish(b, replicated_split_partial)


def split_partial(nm): return _finish(_pieces("split_partial", nm, "split", {"x": _PART}, (partial(), partial(2))),
                                      split_partial)
def concat_replicated(nm): return _finish(_pieces("concat_replicated", nm, "concat", {"x": (rep(), rep()),
                                                                                     "y": _REP_NM}, (rep(), rep())),
                                          concat_replicated)
def concat_reindex_other(nm): return _finish(_pieces("concat_reindex_other", nm, "concat",
                                                     {"x": (shard(0), shard(0)), "y": (shard(0), zigzag(0))},
                                                     (shard(0), shard(0))), concat_reindex_other)
def concat_partial(nm): return _finish(_pieces("concat_partial", nm, "concat", {"x": _PART, "y": (partial(), partial(2))},
                                               (partial(), partial())), concat_partial)
def slice_replicated(nm): return _finish(_pieces("slice_replicated", nm, "slice", {"x": _REP_NM}, (rep(), rep())),
                                         slice_replicated)
def broadcast_new_replicated(nm): return _finish(_pieces("broadcast_new_replicated", nm, "broadcast",
                                                         {"x": _REP_NM}, (rep(), rep())), broadcast_new_replicated)


# ------------------------------------------------------------ RulesMeshView.v: one-axis instances

def arange_replicated_from(nm):
    # positions from a start s an outer level fixed (here a symbol), the same on every rank; feeds a RoPE so
    # the observable reads an input. Near-miss: rank r's start s + r (wrong offset)
    b, tp = _new("arange_replicated_from", nm)
    bb, N, s0, h, m = b.symbols("b N s0 h m")
    b.sm.rope(b.sm.input("q", [bb, N, h, 2 * m]), b.sm.arange(N, "pos", start=s0), 1, "qr")
    pm = b.program()
    pos = pm.arange(N, "pos", start=s0 + tp.coord if nm else s0, realizes="pos")
    qr = pm.rope(pm.input("q", [bb, N, h, 2 * m]), pos, 1, "qr", realizes="qr")
    b.bind("q", "q", _rel(b, tp, rep()))
    b.observe("out", "qr", qr.name, _rel(b, tp, rep()))
    return _finish(b, arange_replicated_from)


def arange_shard(nm):
    # the chunk's start written c * coord (equal to coord * c up to ring); near-miss: start coord (wrong offset)
    return _finish(_arange("arange_shard", nm, lambda N, c: c, lambda a, c: c * a.coord, lambda a, c: a.coord,
                           shard(0)), arange_shard)


def resp_sliding_window_mask(nm):
    # as resp_causal_mask with a window; near-miss: rank r's query positions start at r (wrong offset)
    b, tp = _new("resp_sliding_window_mask", nm)
    (n,) = b.symbols("n")
    b.sm.sliding_window_mask(b.sm.arange(n, "pos"), b.sm.input("kpos", [n], kind="index"), 2, "mask")
    pm = b.program()
    qpos = pm.arange(n, "qpos", start=tp.coord if nm else 0, realizes="pos")
    mask = pm.sliding_window_mask(qpos, pm.input("kpos", [n], kind="index"), 2, "mask", realizes="mask")
    b.bind("kpos", "kpos", _rel(b, tp, rep()))
    b.contract("kpos_range", "kpos", 0, n)
    b.observe("out", "mask", mask.name, _rel(b, tp, rep()))
    return _finish(b, resp_sliding_window_mask)


def rmsnorm_backward_w3_batch(nm):
    # the rmsnorm weight gradient of [B, N, n] with the batch split by dp: partial sums; near-miss: dy's batch
    # zigzag (misaligned with x's samples)
    b, dp = _new("rmsnorm_backward_w3_batch", nm, "dp")
    B, c, N, n = b.symbols("B c N n")
    b.constrain(B, "==", 2 * dp.size * c)
    eps = scalar(1, 1000)
    b.sm.rmsnorm_backward(b.sm.input("x", [B, N, n]), b.sm.param("w", [n]), b.sm.input("dy", [B, N, n]),
                          ("dx", "dw"), eps)
    pm = b.program()
    _, dw = pm.rmsnorm_backward(pm.input("x", [2 * c, N, n]), pm.param("w", [n]), pm.input("dy", [2 * c, N, n]),
                                ("dx", "dw"), eps, realizes="dx")
    b.bind("x", "x", _rel(b, dp, shard(0)))
    b.bind("w", "w", _rel(b, dp, rep()))
    b.bind("dy", "dy", _rel(b, dp, zigzag(0) if nm else shard(0)))
    b.observe("out", "dw", dw.name, _rel(b, dp, partial()))
    return _finish(b, rmsnorm_backward_w3_batch)


# ------------------------------------------------------------ RulesHaloMesh.v (task nmA): one-axis instances
# The multi-axis halo rules restricted to one mesh level: the pair rules' two views are then one tensor, the
# *_at rules' SM length is written c * P.

def halo_concat_ext_pair(nm): return _finish(_halo_shift("halo_concat_ext_pair", nm, "o", "k_unshifted"),
                                             halo_concat_ext_pair)
def halo_concat_dim_pair(nm): return _finish(_halo4("halo_concat_dim_pair", nm, "o", "v_unshifted"),
                                             halo_concat_dim_pair)
def halo_mask_ext(nm): return _finish(_halo_shift("halo_mask_ext", nm, "o", "window", True, True),
                                         halo_mask_ext)
def sdpa_halo_shift4(nm): return _finish(_halo_shift("sdpa_halo_shift4", nm, "o", "v_unshifted", True, True),
                                            sdpa_halo_shift4)
def sdpa_backward_dq_halo_shift4(nm): return _finish(_halo_shift("sdpa_backward_dq_halo_shift4", nm, "dq",
                                                                    "v_unshifted", True, True),
                                                        sdpa_backward_dq_halo_shift4)
def sdpa_backward_dk_halo_shift4(nm): return _finish(_halo_shift("sdpa_backward_dk_halo_shift4", nm, "dk",
                                                                    "v_unshifted", True, True),
                                                        sdpa_backward_dk_halo_shift4)
def sdpa_backward_dv_halo_shift4(nm): return _finish(_halo_shift("sdpa_backward_dv_halo_shift4", nm, "dv",
                                                                    "k_unshifted", True, True),
                                                        sdpa_backward_dv_halo_shift4)


def slice_tail_other(nm):
    # the halo's tail (last h of c columns) cut on a dim the layout (rows split) does not touch; near-miss: the
    # ranks cut the head (start 0), not the tail
    b, tp = _new("slice_tail_other", nm)
    a, al, c, h = b.symbols("a a_l c h")
    b.constrain(a, "==", tp.size * al)
    b.constrain(1, "<=", h)
    b.constrain(h + 1, "<=", c)  # the tail is not the whole dim
    b.sm.slice(b.sm.input("x", [a, c]), 1, c - h, h, "z")
    pm = b.program()
    z = pm.slice(pm.input("x", [al, c]), 1, 0 if nm else c - h, h, "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, shard(0)))
    b.observe("out", "z", z.name, _rel(b, tp, shard(0)))
    return _finish(b, slice_tail_other)


def _positions_rope(b, tp, n, sm_pos, pm_pos):
    # positions feed a RoPE over replicated q so that the observable reads an input (as _arange)
    bb, H, m = b.symbols("b H m")
    b.sm.rope(b.sm.input("q", [bb, n, H, 2 * m]), sm_pos, 1, "qr")
    pm = pm_pos[0]
    qr = pm.rope(pm.input("q", [bb, n, H, 2 * m]), pm_pos[1], 1, "qr", realizes="qr")
    b.bind("q", "q", _rel(b, tp, rep()))
    b.observe("out", "qr", qr.name, _rel(b, tp, rep()))


def tail_index_replicated(nm):
    # the tail (last h of c) of replicated positions; near-miss: the ranks cut the head (start 0)
    b, tp = _new("tail_index_replicated", nm)
    c, h = b.symbols("c h")
    b.constrain(1, "<=", h)
    b.constrain(h + 1, "<=", c)
    sm_pos = b.sm.slice(b.sm.arange(c, "pos"), 0, c - h, h, "tail")
    pm = b.program()
    pos = pm.arange(c, "pos", realizes="pos")
    tail = pm.slice(pos, 0, 0 if nm else c - h, h, "tail", helper="index")
    _positions_rope(b, tp, h, sm_pos, (pm, tail))
    return _finish(b, tail_index_replicated)


def concat_index_replicated(nm):
    # [first; second] of replicated positions; near-miss: the second piece's rank-r positions start at r
    b, tp = _new("concat_index_replicated", nm)
    n1, n2 = b.symbols("n1 n2")
    sm_pos = b.sm.concat([b.sm.arange(n1, "pos1"), b.sm.arange(n2, "pos2")], 0, "pos")
    pm = b.program()
    p1 = pm.arange(n1, "pos1", realizes="pos1")
    p2 = pm.arange(n2, "pos2", start=tp.coord if nm else 0, realizes="pos2")
    _positions_rope(b, tp, n1 + n2, sm_pos, (pm, pm.concat([p1, p2], 0, "pos", helper="index")))
    return _finish(b, concat_index_replicated)


# ------------------------------------------------------------ RulesZigzagShuffle.v (task nmA): one-axis instances

def slice_replicated_half(nm):
    # one c-chunk (offset o <= c) of a replicated 2c dim; near-miss: the sliced value a partial sum
    b, tp = _new("slice_replicated_half", nm)
    a, c, o = b.symbols("a c o")
    b.constrain(1, "<=", o)
    b.constrain(o, "<=", c)
    b.sm.slice(b.sm.input("x", [a, 2 * c]), 1, o, c, "z")
    pm = b.program()
    z = pm.slice(pm.input("x", [a, 2 * c]), 1, o, c, "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, partial() if nm else rep()))
    b.observe("out", "z", z.name, _rel(b, tp, rep()))
    return _finish(b, slice_replicated_half)


def slice_shard(nm):
    # the chunk at c * coord (r * c up to ring) of a replicated dim n = c * P; near-miss: start coord
    b, cp = _new("slice_shard", nm, "cp")
    a, n, c = b.symbols("a n c")
    b.constrain(n, "==", c * cp.size)
    b.sm.input("x", [a, n])
    pm = b.program()
    s = pm.slice(pm.input("x", [a, n]), 1, cp.coord if nm else c * cp.coord, c, "x_own", helper="layout")
    b.bind("x", "x", _rel(b, cp, rep()))
    b.observe("out", "x", s.name, _rel(b, cp, shard(1)))
    return _finish(b, slice_shard)


def all_to_all_zigzag(nm):
    # entering zigzag on cp = 2 (the planner's enter_zz shuffle): contiguous rank r (chunks 2r, 2r+1, local
    # 2c) cuts the piece it keeps (offset r * c) and the one it sends (offset (1 - r) * c), concatenates them
    # and all_to_alls along the same dim: chunks r, 3 - r, the zigzag layout. Near-miss: the second piece cut
    # at r * c too (the kept chunk again)
    b, cp = _new("all_to_all_zigzag", nm, "cp")
    a, n, c = b.symbols("a n c")
    b.constrain(n, "==", 2 * cp.size * c)
    b.sm.input("x", [a, n])
    pm = b.program()
    x = pm.input("x", [a, 2 * c])
    p1 = pm.slice(x, 1, cp.coord * c, c, "piece_keep", helper="layout")
    p2 = pm.slice(x, 1, cp.coord * c if nm else (1 - cp.coord) * c, c, "piece_send", helper="layout")
    buf = pm.concat([p1, p2], 1, "send_buf", helper="layout")
    y = pm.collective(P.OP_ALL_TO_ALL, buf, "g", 0, "x_zz", shape=[a, 2 * c], split_dim=1, concat_dim=1)
    b.bind("x", "x", _rel(b, cp, shard(1)))
    b.observe("out", "x", y.name, _rel(b, cp, zigzag(1)))
    return _finish(b, all_to_all_zigzag)


# two levels (cp outer, tp inner): the offset is cp's coordinate, a constant on tp where the rule acts

def _outer_cut(rule, nm, zz, bad):
    # x replicated on (cp, tp); each cp rank cuts chunk(s) at its coordinate: zz=False, chunk i of a 2c dim (on
    # cp: the contiguous shard); zz=True, chunks i and 2Q-1-i of a 2Qc dim (Q = 2; on cp: zigzag), each cut
    # from its own PM input bound to x. Near-miss: the input the rule cuts (`bad`) a partial sum on tp
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    cp, tp = b.axis("cp", 2), b.axis("tp", 2)
    b.group("g", axes=["cp"])
    a, c = b.symbols("a c")
    n = (2 * cp.size if zz else 2) * c
    b.sm.input("x", [a, n])
    pm = b.program()
    first = pm.slice(pm.input("x1", [a, n]), 1, cp.coord * c, c, "x_first", helper="layout")
    out, pl = first, shard(1)
    if zz:
        second = pm.slice(pm.input("x2", [a, n]), 1, (2 * cp.size - 1 - cp.coord) * c, c, "x_second", helper="layout")
        out, pl = pm.concat([first, second], 1, "x_zz", helper="layout"), zigzag(1)
    for t in ("x1", "x2") if zz else ("x1",):
        b.bind("x", t, b.rel(cp=rep(), tp=partial() if nm and t == bad else rep()))
    b.observe("out", "x", out.name, b.rel(cp=pl, tp=rep()))
    return b


def slice_replicated_coord(nm): return _finish(_outer_cut("slice_replicated_coord", nm, False, "x1"),
                                               slice_replicated_coord)
def slice_replicated_zz_first(nm): return _finish(_outer_cut("slice_replicated_zz_first", nm, True, "x1"),
                                                  slice_replicated_zz_first)
def slice_replicated_zz_second(nm): return _finish(_outer_cut("slice_replicated_zz_second", nm, True, "x2"),
                                                   slice_replicated_zz_second)

CASES = {f.__name__: f for f in [
    matmul_col, matmul_row, all_reduce, reduce_scatter, all_gather, reduce_sum_shard,
    lin_add, scale_partial,
    
    
    softmax_reindex, rmsnorm_reindex, 
    causal_mask_reindex, sdpa_heads, 
    embedding_vocab, slice_expert, broadcast_expert, batched_matmul_batch,
    moe_combine_static,
    resp_transpose, lin_transpose,
    resp_matmul, lin_scale, lin_neg, lin_sub, lin_reduce_sum,
    replicated_op1, 
    resp_softmax, topk_replicated, gather_replicated, scatter_add_replicated, rmsnorm_reindex_w,
    rmsnorm_backward_reindex_w, cross_entropy_reindex, cross_entropy_backward_reindex, reduce_mean_shard,
    arange_replicated,
    transpose_reindex, transpose_reindex_back, transpose_reindex_other, matmul_lead, reduce_sum_reindex_lt,
    reduce_sum_reindex_ge, reduce_mean_reindex_lt, reduce_mean_reindex_ge, lin_reduce_mean,
    zigzag_positions, zigzag_local,
    sdpa_cp2, sdpa_backward_dq_cp, sdpa_backward_dk_cp, sdpa_backward_dv_cp, 
    rope_backward_reindex, matmul_row_zz,
    all_gather_zz, causal_mask_zz, sdpa_zz2, sdpa_backward_dq_zz, sdpa_backward_dk_zz, sdpa_backward_dv_zz,
    reduce_scatter_zz, concat_index_zz, 
    resp_rmsnorm, resp_rmsnorm_backward, rmsnorm_backward_dw_rows, broadcast_new_reindex,
    broadcast_reindex_lt,
    reshape_split_contig, reshape_merge_contig, reshape_split_reindex_lt, reshape_split_reindex_gt,
    reshape_merge_reindex_lt, reshape_merge_reindex_gt, reshape_split_replicated, reshape_merge_replicated,
    reshape_split_partial, reshape_merge_partial,
    embedding_tokens_contiguous, embedding_backward_vocab, embedding_backward_tokens, embedding_backward_vocab2,
    embedding_backward_tokens2_b, arange_zz_first, rmsnorm_backward_w_rows,
    replicated_op3,
    recv_reindex, recv_nest, microbatch_accumulate,
    accumulate_partial, accumulate_outer, halo_tail_shard, halo_shift_tail, halo_concat_ext,
    sdpa_halo_shift, sdpa_backward_dq_halo_shift, nest_gather_strided, nest_reduce_scatter_strided,
    sdpa_heads_rep, sdpa_backward_dq_heads, sdpa_backward_dk_heads, sdpa_backward_dv_heads, sdpa_batch,
    sdpa_backward_dq_batch, sdpa_backward_dk_batch, sdpa_backward_dv_batch, sdpa_replicated,
    sdpa_backward_dq_replicated, sdpa_backward_dk_replicated, sdpa_backward_dv_replicated, rope_heads,
    rope_backward_heads,
    resp_causal_mask, resp_cross_entropy, resp_cross_entropy_backward, mean2_replicated,
    mean2_shard, broadcast2_replicated, broadcast2_reindex, batched_matmul_col3,
    rmsnorm_backward_w3_replicated,
    topk_reindex, scatter_add_reindex, broadcast_reindex_ge, split_replicated,
    split_reindex_other, split_partial, concat_replicated, concat_reindex_other, concat_partial, slice_replicated,
    broadcast_new_replicated, broadcast_new_partial, replicated_split_partial, sdpa_backward_dk_halo_shift, sdpa_backward_dv_halo_shift, halo_reduce,
    halo_tail_dim, halo_shift_dim, halo_concat_dim,
    arange_replicated_from, arange_shard,
    resp_sliding_window_mask, rmsnorm_backward_w3_batch, 
    accumulate_scaled_outer,
]}

# task nmA (RulesHaloMesh.v, RulesZigzagShuffle.v)
CASES.update({f.__name__: f for f in [
    halo_concat_ext_pair, halo_concat_dim_pair, halo_mask_ext, sdpa_halo_shift4, sdpa_backward_dq_halo_shift4,
    sdpa_backward_dk_halo_shift4, sdpa_backward_dv_halo_shift4, slice_tail_other, tail_index_replicated,
    concat_index_replicated, slice_replicated_half, slice_shard, all_to_all_zigzag, slice_replicated_coord,
    slice_replicated_zz_first, slice_replicated_zz_second,
]})

# task cpbwd (RulesCrossCPBackward.v)
CASES.update({f.__name__: f for f in [sdpa_backward_dq_cp4, sdpa_backward_dk_cp4, sdpa_backward_dv_cp4,
                                      embedding_backward_tokens2_s, all_to_all_combine]})

# ============================================================ helper nmB block (Permute.v, RulesExperts4.v,
# RulesRouterBackward.v, RulesDispatch4.v, RulesMoECP.v, RulesLossCP.v, RulesTorch.v, RulesSplit.v).
# Each builder states the ONE attribute its near-miss changes; the Coq pair changes the same attribute.

def _permute(rule, nm, x_p, out_p, split):
    # x [a0, b0, N] permuted by [2, 0, 1] (not a swap) to [N, a0, b0]; `split`: N = 2 * P * c laid out, so a
    # layout of input dim 2 becomes one of output dim 0. x_p / out_p are (ok, near-miss) placements.
    b, tp = _new(rule, nm)
    a0, b0, N, c = b.symbols("a0 b0 N c")
    b.constrain(N, "==", 2 * tp.size * c)
    b.sm.transpose(b.sm.input("x", [a0, b0, N]), [2, 0, 1], "z")
    pm = b.program()
    z = pm.transpose(pm.input("x", [a0, b0, 2 * c if split else N]), [2, 0, 1], "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, x_p[nm]))
    b.observe("out", "z", z.name, _rel(b, tp, out_p[nm]))
    return b


def resp_permute(nm):  # input a partial sum (missing all-reduce)
    return _finish(_permute("resp_permute", nm, (rep(), partial()), (rep(), rep()), False), resp_permute)
def lin_permute(nm):  # output claimed with scale 2 (wrong scale)
    return _finish(_permute("lin_permute", nm, (partial(), partial()), (partial(), partial(2)), False),
                   lin_permute)


def _bmm4(rule, nm, sm_a, sm_b, pm_a, pm_b, a_p, b_p, out_p, w_sym=False):
    # rank-4 batched matmul [a0, e, m, k] x [a0, e, k, n]; the shapes name N (= 2 * P * c, a laid-out batch or
    # row dim) or K (= P * c, a laid-out contraction; w_sym: K is the symbol w with w == P * c, the SM length
    # the planner renders as a product). a_p / b_p / out_p are (ok, near-miss) placements.
    b, tp = _new(rule, nm)
    a0, e, m, k, n, c, N, K = b.symbols("a0 e m k n c N K")
    b.constrain(N, "==", 2 * tp.size * c)
    b.constrain(K, "==", tp.size * c)
    env = {"a0": a0, "e": e, "m": m, "k": k, "n": n, "N": N, "K": K, "2c": 2 * c, "c": c, "Pc": tp.size * c}
    b.sm.batched_matmul(b.sm.input("a", [env[s] for s in sm_a]), b.sm.input("w", [env[s] for s in sm_b]), "y")
    pm = b.program()
    y = pm.batched_matmul(pm.input("a", [env[s] for s in pm_a]), pm.input("w", [env[s] for s in pm_b]), "y",
                          realizes="y")
    b.bind("a", "a", _rel(b, tp, a_p[nm]))
    b.bind("w", "w", _rel(b, tp, b_p[nm]))
    b.observe("out", "y", y.name, _rel(b, tp, out_p[nm]))
    return b


def batched_matmul_lead_contiguous(nm):  # B's batch dim 1 zigzag (misaligned with A's)
    return _finish(_bmm4("batched_matmul_lead_contiguous", nm, "a0 N m k".split(), "a0 N k n".split(),
                         "a0 2c m k".split(), "a0 2c k n".split(), (shard(1),) * 2, (shard(1), zigzag(1)),
                         (shard(1),) * 2), batched_matmul_lead_contiguous)
def batched_matmul_lead_expert(nm):  # expert weights zigzag over the experts (wrong experts)
    return _finish(_bmm4("batched_matmul_lead_expert", nm, "N e m k".split(), "N e k n".split(),
                         "2c e m k".split(), "2c e k n".split(), (shard(0),) * 2, (experts(0), zigzag(0)),
                         (experts(0),) * 2), batched_matmul_lead_expert)
def resp_batched_matmul(nm):  # A a partial sum (missing all-reduce)
    return _finish(_bmm4("resp_batched_matmul", nm, "a0 e m k".split(), "a0 e k n".split(),
                         "a0 e m k".split(), "a0 e k n".split(), (rep(), partial()), (rep(),) * 2, (rep(),) * 2),
                   resp_batched_matmul)


def _softmax_bwd(rule, nm, split):
    # the router's softmax backward, row-local: y, dy [N, n] (split: N = 2 * P * c laid out on dim 0) or replicated
    # [a0, t, n]; near-miss: dy zigzag (rows misaligned with y's) / dy a partial sum (missing all-reduce)
    b, tp = _new(rule, nm)
    a0, t, N, c, n = b.symbols("a0 t N c n")
    b.constrain(N, "==", 2 * tp.size * c)
    sm_s, pm_s = ([N, n], [2 * c, n]) if split else ([a0, t, n], [a0, t, n])

    def run(g, s, **kw):
        return g.op(P.OP_SOFTMAX_BACKWARD, [g.input("y", s), g.input("dy", s)], [("dx", s, P.VALUE_RING)], **kw)[0]

    run(b.sm, sm_s)
    dx = run(b.program(), pm_s, realizes="dx")
    ok = shard(0) if split else rep()
    b.bind("y", "y", _rel(b, tp, ok))
    b.bind("dy", "dy", _rel(b, tp, (zigzag(0) if split else partial()) if nm else ok))
    b.observe("out", "dx", dx.name, _rel(b, tp, ok))
    return b


def resp_softmax_backward(nm):
    return _finish(_softmax_bwd("resp_softmax_backward", nm, False), resp_softmax_backward)
def softmax_backward_reindex(nm):
    return _finish(_softmax_bwd("softmax_backward_reindex", nm, True), softmax_backward_reindex)


def _all_to_all_at(rule, nm, dispatch):
    # EP all_to_all with the tokens on dim 2 of [E, B, T, D] (the expert axis dim 0): dispatch splits the experts
    # and gathers the tokens, combine the reverse; near-miss: the split input dim laid out zigzag (wrong layout)
    b, ep = _new(rule, nm, "ep")
    E, ce, T, t, Bb, D = b.symbols("E ce T t B D")
    b.constrain(E, "==", 2 * ep.size * ce)
    b.constrain(T, "==", 2 * ep.size * t)
    b.sm.input("x", [E, Bb, T, D])
    pm = b.program()
    if dispatch:
        x, out_shape, split, concat, ok, bad, pout = [E, Bb, 2 * t, D], [2 * ce, Bb, T, D], 0, 2, shard(2), \
            zigzag(2), experts(0)
    else:
        x, out_shape, split, concat, ok, bad, pout = [2 * ce, Bb, T, D], [E, Bb, 2 * t, D], 2, 0, experts(0), \
            zigzag(0), shard(2)
    y = pm.collective(P.OP_ALL_TO_ALL, pm.input("x_in", x), "g", 0, "x", shape=out_shape, split_dim=split,
                      concat_dim=concat)
    b.bind("x", "x_in", _rel(b, ep, bad if nm else ok))
    b.observe("out", "x", y.name, _rel(b, ep, pout))
    return b


def all_to_all_dispatch(nm): return _finish(_all_to_all_at("all_to_all_dispatch", nm, True),
                                               all_to_all_dispatch)


def gather_contiguous(nm):
    # gather_contiguous's plan (a Plan IR shape has no "up to ring": the SM indices' length w = P * c is one
    # polynomial either way); near-miss: the gathered tensor's tokens zigzag (misaligned with the indices')
    def op(g, x, v, E, **kw):
        idx = g.topk(x, 2, "idx", **({"realizes": "idx"} if kw else {}))
        return g.gather(v, idx, 1, "z", **kw), 0
    return _finish(_router("gather_contiguous", nm, ("x", "v"), op, "v"), gather_contiguous)


def batched_matmul_rows(nm):  # A's rows (the sequence under cp) laid out; near-miss: B a partial sum
    return _finish(_bmm4("batched_matmul_rows", nm, "a0 e N k".split(), "a0 e k n".split(), "a0 e 2c k".split(),
                         "a0 e k n".split(), (shard(2),) * 2, (rep(), partial()), (shard(2),) * 2),
                   batched_matmul_rows)


def batched_matmul_row(nm):  # the SM contraction written P * c (the planner's product); near-miss: scale 2
    return _finish(_bmm4("batched_matmul_row", nm, "a0 e m Pc".split(), "a0 e Pc n".split(), "a0 e m c".split(),
                         "a0 e c n".split(), (shard(3),) * 2, (shard(2),) * 2, (partial(), partial(2))),
                   batched_matmul_row)


def mean2_shard_seq(nm):
    # the token mean of a sequence-split [B, N] loss (cp): partial sums with scale 1/P; near-miss: scale 1
    b, cp = _new("mean2_shard_seq", nm, "cp")
    B, c, N = b.symbols("B c N")
    b.constrain(N, "==", cp.size * c)
    b.sm.reduce_mean(b.sm.input("x", [B, N]), [0, 1], "m")
    pm = b.program()
    m = pm.reduce_mean(pm.input("x", [B, c]), [0, 1], "m", realizes="m")
    b.bind("x", "x", _rel(b, cp, shard(1)))
    b.observe("out", "m", m.name, _rel(b, cp, partial() if nm else partial(1, cp.size)))
    return _finish(b, mean2_shard_seq)


def broadcast2_reindex_seq(nm):
    # the loss seed broadcast to the [B, N] token grid with the sequence split by cp; near-miss: the seed a
    # partial sum (missing all-reduce)
    b, cp = _new("broadcast2_reindex_seq", nm, "cp")
    B, c, N = b.symbols("B c N")
    b.constrain(N, "==", cp.size * c)
    b.sm.broadcast(b.sm.input("s", []), [B, N], [], "seed")
    pm = b.program()
    y = pm.broadcast(pm.input("s", []), [B, c], [], "seed", realizes="seed")
    b.bind("s", "s", _replicated_nm(b, cp, nm))
    b.observe("out", "seed", y.name, _rel(b, cp, shard(1)))
    return _finish(b, broadcast2_reindex_seq)


def rmsnorm_backward_w3_seq(nm):
    # rmsnorm_backward_w3_seq's plan (the SM sequence length P * c is one polynomial in the Plan IR); near-miss:
    # dy's tokens zigzag (misaligned with x's)
    return _finish(_rms_dw3("rmsnorm_backward_w3_seq", nm, True), rmsnorm_backward_w3_seq)


def resp_reduce_mean(nm):  # near-miss: the input a partial sum (missing all-reduce)
    return _finish(_replicated("resp_reduce_mean", nm, False,
                               lambda g, xs, kw: g.reduce_mean(*xs, [1], "z", **kw)), resp_reduce_mean)


def embedding_backward_replicated2(nm):
    # the whole table's gradient from replicated [b, N] ids and dy; near-miss: dy a partial sum (missing all-reduce)
    return _finish(_emb_back("embedding_backward_replicated2", nm, ["b", "N"], ["b", "N", "d"], ["b", "N"],
                             ["b", "N", "d"], rep(), rep(), partial(), lambda a, vl: 0, lambda a, vl: 0, rep()),
                   embedding_backward_replicated2)


def embedding_backward_replicated(nm):
    # the whole table's gradient from replicated [N] ids (positions) and dy; near-miss: dy a partial sum
    # (missing all-reduce)
    return _finish(_emb_back("embedding_backward_replicated", nm, ["N"], ["N", "d"], ["N"], ["N", "d"], rep(), rep(),
                             partial(), lambda a, vl: 0, lambda a, vl: 0, rep()),
                   embedding_backward_replicated)


def _emb_back_partial(rule, nm, ids):
    # the table's gradient from a partial-sum dy at replicated ids (position embeddings under DP);
    # near-miss: claimed with scale 2 (wrong scale)
    b = _emb_back(rule, nm, ids, ids + ["d"], ids, ids + ["d"], rep(), partial(), partial(),
                  lambda a, vl: 0, lambda a, vl: 0, partial())
    if nm:
        b.plan.observables[0].relation.placements[0].scale.CopyFrom(scalar(2))
    return b


def embedding_backward_partial2(nm):
    return _finish(_emb_back_partial("embedding_backward_partial2", nm, ["b", "N"]), embedding_backward_partial2)


def embedding_backward_partial(nm):
    return _finish(_emb_back_partial("embedding_backward_partial", nm, ["N"]), embedding_backward_partial)


def slice_reindex_other(nm):  # a slice along dim 1 of rows laid out on dim 0; near-miss: claimed zigzag
    return _finish(_pieces("slice_reindex_other", nm, "slice", {"x": (shard(0), shard(0))}, (shard(0), zigzag(0))),
                   slice_reindex_other)


def slice_partial(nm):  # a slice of partial sums; near-miss: claimed with scale 2 (wrong scale)
    return _finish(_pieces("slice_partial", nm, "slice", {"x": _PART}, (partial(), partial(2))), slice_partial)


CASES.update({f.__name__: f for f in [
    resp_permute, lin_permute, batched_matmul_lead_contiguous,
    batched_matmul_lead_expert, resp_batched_matmul, resp_softmax_backward,
    softmax_backward_reindex, all_to_all_dispatch, gather_contiguous,
    batched_matmul_rows, batched_matmul_row, mean2_shard_seq, broadcast2_reindex_seq,
    rmsnorm_backward_w3_seq, resp_reduce_mean, embedding_backward_replicated2, slice_reindex_other,
    slice_partial, embedding_backward_partial2, embedding_backward_partial, embedding_backward_replicated,
]})


# ============================================================ helper nmC block (Mesh.v / RulesMeshView.v /
# RulesPipelineAxes.v / RulesLossCP.v): the all_reduce of partial sums over several mesh axes at once. Each
# builder states the ONE attribute its near-miss changes (the Coq pair's change is in its .v header).

def _all_reduce_axes(rule, nm, axes, group, x_rel, scale, out_rel):
    # y [n, d] related to the ranks' partials by x_rel (placements by axis, outer first); one all_reduce over
    # the group's axes (in mesh order), its scale `scale`; the result observed with out_rel
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    for a in axes:
        b.axis(a, 2)
    b.group("g", axes=group)
    n, c, d = b.symbols("n c d")
    sharded = any(p.kind == P.REL_CONTIGUOUS_SHARD for p in x_rel.values())  # rows laid out over one axis
    if sharded:
        b.constrain(n, "==", 2 * c)
    b.sm.input("y", [n, d])
    pm = b.program()
    y = pm.all_reduce(pm.input("y_partial", [c if sharded else n, d]), "g", 0, "y",
                      **({"scale": scale} if scale is not None else {}))
    b.bind("y", "y_partial", b.rel(**x_rel))
    b.observe("out", "y", y.name, b.rel(**out_rel))
    return b


def nest_all_reduce_axes(nm):  # partial sums on (dp, tp), all_reduce over both; near-miss: over tp only (wrong group)
    return _finish(_all_reduce_axes("nest_all_reduce_axes", nm, ["dp", "tp"], ["tp"] if nm else ["dp", "tp"],
                                    {"dp": partial(), "tp": partial()}, None, {"dp": rep(), "tp": rep()}),
                   nest_all_reduce_axes)


def nest_all_reduce_axes_inner(nm):
    # under an outer pp level (y's rows contiguous over pp), the all_reduce over (dp, tp); near-miss: the tp partial
    # sums carry scale 2 while the collective's is 1 (wrong scale)
    return _finish(_all_reduce_axes("nest_all_reduce_axes_inner", nm, ["pp", "dp", "tp"], ["dp", "tp"],
                                    {"pp": shard(0), "dp": partial(), "tp": partial(2) if nm else partial()}, None,
                                    {"pp": shard(0), "dp": rep(), "tp": rep()}),
                   nest_all_reduce_axes_inner)


def nest_all_reduce_pair(nm):
    # (dp, cp, tp): partial sums scaled 1/2 on dp and 1/3 on cp, rows contiguous over tp; the all_reduce over
    # (dp, cp) scales by 1/6; near-miss: by 1/3 (missing scale)
    return _finish(_all_reduce_axes("nest_all_reduce_pair", nm, ["dp", "cp", "tp"], ["dp", "cp"],
                                    {"dp": partial(1, 2), "cp": partial(1, 3), "tp": shard(0)},
                                    scalar(1, 3) if nm else scalar(1, 6), {"dp": rep(), "cp": rep(), "tp": shard(0)}),
                   nest_all_reduce_pair)


def nest_all_reduce_pair1(nm):
    # (dp, cp, tp): partial sums on dp and cp, rows contiguous over tp; the all_reduce over (dp, cp); near-miss: over
    # (dp, tp) (wrong group: the tp shards summed, cp's partials not)
    return _finish(_all_reduce_axes("nest_all_reduce_pair1", nm, ["dp", "cp", "tp"], ["dp", "tp"] if nm else ["dp", "cp"],
                                    {"dp": partial(), "cp": partial(), "tp": shard(0)}, None,
                                    {"dp": rep(), "cp": rep(), "tp": shard(0)}),
                   nest_all_reduce_pair1)


def nest_all_reduce_all3(nm):
    # partial sums on (dp, cp, tp), the all_reduce over all three; near-miss: the tp partial sums carry scale 2
    # while the collective's is 1 (wrong scale)
    return _finish(_all_reduce_axes("nest_all_reduce_all3", nm, ["dp", "cp", "tp"], ["dp", "cp", "tp"],
                                    {"dp": partial(), "cp": partial(), "tp": partial(2) if nm else partial()}, None,
                                    {"dp": rep(), "cp": rep(), "tp": rep()}),
                   nest_all_reduce_all3)


def axis_coll(nm):  # the all_reduce along the innermost axis tp; near-miss: the partial sums carry scale 2 (wrong scale)
    return _finish(_all_reduce_axes("axis_coll", nm, ["tp"], ["tp"], {"tp": partial(2) if nm else partial()}, None,
                                    {"tp": rep()}), axis_coll)


def nest_coll_inner(nm):
    # (dp, tp): rows contiguous over dp, partial sums over tp, the all_reduce over tp; near-miss: over dp (wrong axis)
    return _finish(_all_reduce_axes("nest_coll_inner", nm, ["dp", "tp"], ["dp"] if nm else ["tp"],
                                    {"dp": shard(0), "tp": partial()}, None, {"dp": shard(0), "tp": rep()}),
                   nest_coll_inner)


def nest_coll_outer(nm):
    # (dp, tp): partial sums over dp, rows contiguous over tp, the all_reduce over dp; near-miss: the partial sums
    # carry scale 2 (wrong scale)
    return _finish(_all_reduce_axes("nest_coll_outer", nm, ["dp", "tp"], ["dp"],
                                    {"dp": partial(2) if nm else partial(), "tp": shard(0)}, None,
                                    {"dp": rep(), "tp": shard(0)}), nest_coll_outer)


def nest_all_reduce_outer(nm):
    # (dp, tp): partial sums over dp, rows contiguous over tp, the all_reduce over dp; near-miss: over tp (wrong group)
    return _finish(_all_reduce_axes("nest_all_reduce_outer", nm, ["dp", "tp"], ["tp"] if nm else ["dp"],
                                    {"dp": partial(), "tp": shard(0)}, None, {"dp": rep(), "tp": shard(0)}),
                   nest_all_reduce_outer)


# elementwise ops of the Coq instances: squaring, a * b + a, X1 * X2 + X3, k-ary sums (fma3 / sum4 / sum5)
def _sq(g, xs, kw): return g.mul(xs[0], xs[0], "z", **kw)
def _add(g, xs, kw): return g.add(xs[0], xs[1], "z", **kw)
def _mid(kw, name): return {"realizes": name} if kw else {}  # a PM intermediate realizes its SM twin
def _mul_add(g, xs, kw): return g.add(g.mul(xs[0], xs[1], "t", **_mid(kw, "t")), xs[0], "z", **kw)
def _fma3(g, xs, kw): return g.add(g.mul(xs[0], xs[1], "t", **_mid(kw, "t")), xs[2], "z", **kw)


def _sum(g, xs, kw):
    acc = xs[0]
    for i, x in enumerate(xs[1:], start=1):
        acc = g.add(acc, x, "z" if i == len(xs) - 1 else f"t{i}", **(kw if i == len(xs) - 1 else _mid(kw, f"t{i}")))
    return acc


def _mesh_map(rule, nm, axes, k, op, x_rel, bad, out_rel):
    # a k-ary elementwise op on [N, n] inputs x1..xk over `axes` (size 2 each); x_rel the inputs' placements by axis,
    # bad = (input index, axis, placement): the near-miss's ONE change. A laid-out dim 0 holds N = 2 * 2 * c rows
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    for a in axes:
        b.axis(a, 2)
    b.group("g", axes=[axes[-1]])
    N, c, n = b.symbols("N c n")
    laid = any(p.kind in (P.REL_CONTIGUOUS_SHARD, P.REL_ZIGZAG) for p in x_rel.values())
    if laid:
        b.constrain(N, "==", 2 * 2 * c)
    rows = 2 * c if laid else N
    op(b.sm, [b.sm.input(f"x{i}", [N, n]) for i in range(1, k + 1)], {})
    pm = b.program()
    z = op(pm, [pm.input(f"x{i}", [rows, n]) for i in range(1, k + 1)], {"realizes": "z"})
    for i in range(1, k + 1):
        rel = dict(x_rel)
        if nm and i == bad[0]:
            rel[bad[1]] = bad[2]
        b.bind(f"x{i}", f"x{i}", b.rel(**rel))
    b.observe("out", "z", z.name, b.rel(**out_rel))
    return b


_TP_REP = {"tp": rep()}
_DT_REP = {"dp": rep(), "tp": rep()}
_DT_SHARD = {"dp": shard(0), "tp": rep()}


def _lift_case(rule, axes, k, op, x_rel, bad):
    def f(nm):
        return _finish(_mesh_map(rule, nm, axes, k, op, x_rel, bad, x_rel), f)
    f.__name__ = rule
    return f


# the last input a partial sum on tp (missing all-reduce on that axis), unless stated
_LIFTS = [
    _lift_case("axis_map1", ["tp"], 1, _sq, _TP_REP, (1, "tp", partial())),
    _lift_case("axis_map2", ["tp"], 2, _add, _TP_REP, (2, "tp", partial())),
    _lift_case("axis_map3", ["tp"], 3, _fma3, _TP_REP, (3, "tp", partial())),
    _lift_case("axis_map4", ["tp"], 4, _sum, _TP_REP, (4, "tp", partial())),
    _lift_case("axis_map5", ["tp"], 5, _sum, _TP_REP, (5, "tp", partial())),
    _lift_case("axis_map2c", ["tp"], 2, _add, _TP_REP, (2, "tp", partial())),
    _lift_case("axis_map3c", ["tp"], 3, _fma3, _TP_REP, (3, "tp", partial())),
    _lift_case("nest_map1", ["dp", "tp"], 1, _sq, _DT_SHARD, (1, "tp", partial())),
    _lift_case("nest_map2", ["dp", "tp"], 2, _add, _DT_SHARD, (2, "dp", zigzag(0))),  # second operand zigzag on dp
    _lift_case("nest_map3", ["dp", "tp"], 3, _fma3, _DT_REP, (3, "tp", partial())),
    _lift_case("nest_map4", ["dp", "tp"], 4, _sum, _DT_REP, (4, "tp", partial())),
    _lift_case("nest_map5", ["dp", "tp"], 5, _sum, _DT_REP, (5, "tp", partial())),
    _lift_case("nest_map2c", ["dp", "tp"], 2, _add, _DT_REP, (2, "tp", partial())),
    _lift_case("nest_map3c", ["dp", "tp"], 3, _fma3, _DT_REP, (3, "tp", partial())),
    _lift_case("nest_map1v", ["dp", "tp"], 1, _sq, _DT_REP, (1, "tp", partial())),
    _lift_case("nest_map2v", ["dp", "tp"], 2, _add, _DT_REP, (2, "tp", partial())),
    _lift_case("nest_map3v", ["dp", "tp"], 3, _fma3, _DT_REP, (3, "tp", partial())),
    # the generic single-axis rules at the Coq instance's function (squaring, a * b + a)
    _lift_case("map1_reindex", ["tp"], 1, _sq, {"tp": shard(0)}, (1, "tp", zigzag(0))),  # input zigzag
    _lift_case("map2_reindex", ["tp"], 2, _mul_add, {"tp": shard(0)}, (2, "tp", zigzag(0))),  # operands misaligned
    _lift_case("map1_replicated", ["tp"], 1, _sq, _TP_REP, (1, "tp", partial())),
    _lift_case("map2_replicated", ["tp"], 2, _mul_add, _TP_REP, (1, "tp", partial())),  # the FIRST input partial
]


def _coord_slice(rule, nm, axes, x_rel, start, out_rel, square=False):
    # x [T, N] (N = 2 * c; T = 2 * t when dp lays rows out) related by x_rel; each rank keeps the c columns at
    # start(axes, c) of its copy (of x * x when `square`): the layout cut a mesh coordinate drives
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    ax = {a: b.axis(a, 2) for a in axes}
    b.group("g", axes=[axes[-1]])
    T, t, c = b.symbols("T t c")
    rows = x_rel.get("dp", rep()).kind == P.REL_CONTIGUOUS_SHARD
    if rows:
        b.constrain(T, "==", 2 * t)
    x = b.sm.input("x", [T, 2 * c])
    if square:
        b.sm.mul(x, x, "z")
    pm = b.program()
    y = pm.input("x", [t if rows else T, 2 * c])
    if square:
        y = pm.mul(y, y, "z", realizes="z")
    out = pm.slice(y, 1, start(ax, c), c, "cut", helper="layout")
    b.bind("x", "x", b.rel(**x_rel))
    b.observe("out", "z" if square else "x", out.name, b.rel(**out_rel))
    return b


def axis_map1c(nm):  # each tp rank keeps its c columns of its replicated copy; near-miss: at offset r, not r * c
    return _finish(_coord_slice("axis_map1c", nm, ["tp"], {"tp": rep()},
                                lambda ax, c: ax["tp"].coord if nm else ax["tp"].coord * c, {"tp": shard(1)}),
                   axis_map1c)


def nest_pass1(nm):
    # rows contiguous over dp pass through; each tp rank cuts its columns at its tp coordinate; near-miss: at its
    # dp coordinate (wrong axis)
    return _finish(_coord_slice("nest_pass1", nm, ["dp", "tp"], {"dp": shard(0), "tp": rep()},
                                lambda ax, c: ax["dp" if nm else "tp"].coord * c, {"dp": shard(0), "tp": shard(1)}),
                   nest_pass1)


def nest_map1c(nm):
    # x * x replicated over dp, each tp rank keeps its columns at its tp coordinate; near-miss: x a partial sum on tp
    return _finish(_coord_slice("nest_map1c", nm, ["dp", "tp"], {"dp": rep(), "tp": partial() if nm else rep()},
                                lambda ax, c: ax["tp"].coord * c, {"dp": rep(), "tp": shard(1)}, square=True),
                   nest_map1c)


def _gather_premise(rule, nm, axes):
    # a gather of a replicated table y [t, E] by replicated indices idx [t, K], the premise idx_lt (the indices in
    # range) a contract on the input; near-miss: the table a partial sum on tp (missing all-reduce)
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    for a in axes:
        b.axis(a, 2)
    b.group("g", axes=[axes[-1]])
    t, E, K = b.symbols("t E K")
    b.sm.gather(b.sm.input("y", [t, E]), b.sm.input("idx", [t, K], kind="index"), 1, "z")
    pm = b.program()
    z = pm.gather(pm.input("y", [t, E]), pm.input("idx", [t, K], kind="index"), 1, "z", realizes="z")
    reps = {a: rep() for a in axes}
    b.bind("y", "y", b.rel(**{**reps, "tp": partial() if nm else rep()}))
    b.bind("idx", "idx", b.rel(**reps))
    b.contract("idx_range", "idx", 0, E)
    b.observe("out", "z", z.name, b.rel(**reps))
    return b


def axis_map2q(nm): return _finish(_gather_premise("axis_map2q", nm, ["tp"]), axis_map2q)
def nest_map2q(nm): return _finish(_gather_premise("nest_map2q", nm, ["dp", "tp"]), nest_map2q)


def embedding_replicated(nm):
    # (merged from main: RulesFsdp.v) table and token ids replicated over dp (an FSDP x TP dp level with the same
    # batch on every rank); near-miss: the table a partial sum (missing all-reduce)
    b, dp = _new("embedding_replicated", nm, "dp")
    V, d, bb, N = b.symbols("V d b N")
    sm = b.sm
    sm.op(P.OP_EMBEDDING, [sm.param("E", [V, d]), sm.input("ids", [bb, N], kind="index")],
          [("out", [bb, N, d], P.VALUE_RING)], embedding=P.EmbeddingAttrs())
    pm = b.program()
    o = pm.op(P.OP_EMBEDDING, [pm.param("E", [V, d]), pm.input("ids", [bb, N], kind="index")],
              [("out", [bb, N, d], P.VALUE_RING)], realizes="out", embedding=P.EmbeddingAttrs())[0]
    b.bind("E", "E", _rel(b, dp, partial() if nm else rep()))
    b.bind("ids", "ids", _rel(b, dp, rep()))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("out", "out", o.name, _rel(b, dp, rep()))
    return _finish(b, embedding_replicated)


def _instance(rule, fn):
    # the generic rule's plan pair IS its instance's (same op, layout and near-miss change); renamed, provenance kept
    def f(nm):
        p = fn(nm)
        p.name = f"{rule}_{'nearmiss' if nm else 'ok'}"
        return p
    f.__name__ = rule
    return f


CASES.update({f.__name__: f for f in _LIFTS + [
    _instance("rowwise_reindex", softmax_reindex), rope_reindex, sdpa_query_reindex,
    axis_map1c, nest_pass1, nest_map1c, axis_map2q, nest_map2q, embedding_replicated, axis_coll, nest_coll_inner, nest_coll_outer, nest_all_reduce_outer,
]})


CASES.update({f.__name__: f for f in [
    nest_all_reduce_axes, nest_all_reduce_axes_inner, nest_all_reduce_pair, nest_all_reduce_pair1,
    nest_all_reduce_all3,
]})


# ============================================================ the YOCO cross-decoder's zigzag rules (RulesZigzagPos.v,
# RulesCrossZigzag.v, Permute.v rule_permute_reindex, RulesZigzagLeave.v). One attribute per builder, the same
# as the Coq pair's (semantics/examples/nearmiss/nm_<rule>.v header).

def _zpos(rule, nm, outer, bad):
    # the zigzag query positions cut from the full positions (replicated arange of N = 2 * P * c): chunks coord and
    # 2P-1-coord of cp, concatenated, fed to a RoPE over zigzag q (so the observable reads an input). outer: a
    # second (inner) level tp replicating everything, the cuts a constant there; near-miss (bad = "first" /
    # "second"): that chunk cut at the inner tp coordinate (wrong axis). One level: near-miss "second" cut at
    # coord * c, the rank's contiguous chunk again (wrong offset)
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    cp = b.axis("cp", 2)
    tp = b.axis("tp", 2) if outer else None
    b.group("g", axes=["cp"])
    bb, N, c, h, m = b.symbols("b N c h m")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.rope(b.sm.input("q", [bb, N, h, 2 * m]), b.sm.arange(N, "pos"), 1, "qr")
    pm = b.program()
    full = pm.arange(N, "kpos_all", realizes="pos")
    i1 = tp.coord if nm and bad == "first" else cp.coord
    i2 = (tp.coord if outer else cp.coord) if nm and bad == "second" else cp.coord
    first = pm.slice(full, 0, i1 * c, c, "zpos_first", helper="index")
    second = pm.slice(full, 0, i2 * c if nm and not outer else (2 * cp.size - 1 - i2) * c, c, "zpos_second",
                      helper="index")
    qr = pm.rope(pm.input("q", [bb, 2 * c, h, 2 * m]), pm.concat([first, second], 0, "zpos", helper="index"), 1,
                 "qr", realizes="qr")
    rel = b.rel(cp=zigzag(1), tp=rep()) if outer else _rel(b, cp, zigzag(1))
    b.bind("q", "q", rel)
    b.observe("out", "qr", qr.name, rel)
    return b


def slice_index_replicated_zz_first(nm):
    return _finish(_zpos("slice_index_replicated_zz_first", nm, True, "first"), slice_index_replicated_zz_first)
def slice_index_replicated_zz_second(nm):
    return _finish(_zpos("slice_index_replicated_zz_second", nm, True, "second"), slice_index_replicated_zz_second)
def concat_index_zz_pair(nm):
    return _finish(_zpos("concat_index_zz_pair", nm, False, "second"), concat_index_zz_pair)


def _zz_gqa(rule, nm, out):
    # rank-4 GQA attention [B, H, 2c, dh], H = g * Hkv, on the zigzag stream (RulesCrossZigzag.v): q / dout zigzag
    # on the sequence dim 2, K-hat / V-hat whole (replicated), the mask from the zigzag query positions against
    # the full key positions; near-miss: the query positions (so the mask rows) contiguous
    b, cp = _new(rule, nm, "cp")
    B, g, Hkv, N, c, dh, dv = b.symbols("B g Hkv N c dh dv")
    b.constrain(N, "==", 2 * cp.size * c)
    sc = scalar(1)
    sm = b.sm
    pos = sm.input("pos", [N], kind="index")
    sq, sk = [B, g * Hkv], [B, Hkv]
    dvo = dh if out == "o" else dv
    args = [sm.input("q", sq + [N, dh]), sm.input("k", sk + [N, dh]), sm.input("v", sk + [N, dvo]),
            sm.causal_mask(pos, pos, "mask")]
    pm = b.program()
    mask = pm.causal_mask(pm.input("qpos", [2 * c], kind="index"), pm.input("kpos", [N], kind="index"), "mask",
                          realizes="mask")
    pargs = [pm.input("q", sq + [2 * c, dh]), pm.input("k", sk + [N, dh]), pm.input("v", sk + [N, dvo]), mask]
    if out == "o":
        sm.sdpa(*args, "o", sc)
        o = pm.sdpa(*pargs, "o", sc, realizes="o")
    else:
        sm.sdpa_backward(*args, sm.input("do", sq + [N, dv]), ("dq", "dk", "dv"), sc)
        outs = pm.sdpa_backward(*pargs, pm.input("do", sq + [2 * c, dv]), ("dq", "dk", "dv"), sc, realizes="dq_bwd")
        o = outs[["dq", "dk", "dv"].index(out)]
        b.bind("do", "do", _rel(b, cp, zigzag(2)))
    b.bind("pos", "qpos", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.bind("pos", "kpos", _rel(b, cp, rep()))
    b.contract("pos_range", "pos", 0, 1000)
    b.bind("q", "q", _rel(b, cp, zigzag(2)))
    b.bind("k", "k", _rel(b, cp, rep()))
    b.bind("v", "v", _rel(b, cp, rep()))
    b.observe("out", out, o.name, _rel(b, cp, zigzag(2) if out in ("o", "dq") else partial()))
    return b


def sdpa_backward_dq_zz_gqa(nm): return _finish(_zz_gqa("sdpa_backward_dq_zz_gqa", nm, "dq"), sdpa_backward_dq_zz_gqa)
def sdpa_backward_dk_zz_gqa(nm): return _finish(_zz_gqa("sdpa_backward_dk_zz_gqa", nm, "dk"), sdpa_backward_dk_zz_gqa)
def sdpa_backward_dv_zz_gqa(nm): return _finish(_zz_gqa("sdpa_backward_dv_zz_gqa", nm, "dv"), sdpa_backward_dv_zz_gqa)


# the *_at rules' local length cq = 2 * c (and SM length 2 * P * c) hold only up to ring in Coq; a Plan IR shape is
# one polynomial either way, so their plans are the zigzag instances
def gather_zz(nm):
    # the MoE gate's gather on the zigzag stream: indices from a top-k of x (in range: the rule's idx_lt premise),
    # x, v and the indices zigzag on the tokens; near-miss: v's tokens contiguous (misaligned with the indices')
    b, cp = _new("gather_zz", nm, "cp")
    N, c, E = b.symbols("N c E")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.gather(b.sm.input("v", [N, E]), b.sm.topk(b.sm.input("x", [N, E]), 2, "idx"), 1, "z")
    pm = b.program()
    idx = pm.topk(pm.input("x", [2 * c, E]), 2, "idx", realizes="idx")
    z = pm.gather(pm.input("v", [2 * c, E]), idx, 1, "z", realizes="z")
    b.bind("x", "x", _rel(b, cp, zigzag(0)))
    b.bind("v", "v", _rel(b, cp, shard(0) if nm else zigzag(0)))
    b.observe("out", "z", z.name, _rel(b, cp, zigzag(0)))
    return _finish(b, gather_zz)


def batched_matmul_row_zz(nm):  # the contraction zigzag on both operands; near-miss: claimed scale 2
    return _finish(_bmm4("batched_matmul_row_zz", nm, "a0 e m N".split(), "a0 e N n".split(), "a0 e m 2c".split(),
                         "a0 e 2c n".split(), (zigzag(3),) * 2, (zigzag(2),) * 2, (partial(), partial(2))),
                   batched_matmul_row_zz)


def rmsnorm_backward_w3_zz(nm):  # tokens zigzag; near-miss: dy's tokens contiguous (misaligned with x's)
    return _finish(_rms_dw3("rmsnorm_backward_w3_zz", nm, True, zz=True), rmsnorm_backward_w3_zz)


def permute_reindex(nm):  # the generic rule at the zigzag map; near-miss: input dim 2 contiguous (wrong layout)
    return _finish(_permute("permute_reindex", nm, (zigzag(2), shard(2)), (zigzag(0), zigzag(0)), True),
                   permute_reindex)


def concat_unpick_pair(nm):
    # leaving zigzag on cp = 2 (the planner's leave_zz shuffle, all_to_all_zigzag's inverse): zigzag rank r (chunks
    # r, 3 - r) all_to_alls along the sequence dim into its receive buffer (chunks 2r, 2r+1 in member order),
    # cuts its pieces at r * c and c - r * c and concatenates them: the contiguous shard. Near-miss: the second
    # piece cut at r * c too (the first piece again)
    b, cp = _new("concat_unpick_pair", nm, "cp")
    a, n, c = b.symbols("a n c")
    b.constrain(n, "==", 2 * cp.size * c)
    b.sm.input("x", [a, n])
    pm = b.program()
    buf = pm.collective(P.OP_ALL_TO_ALL, pm.input("x", [a, 2 * c]), "g", 0, "recv_buf", shape=[a, 2 * c],
                        split_dim=1, concat_dim=1)
    p1 = pm.slice(buf, 1, cp.coord * c, c, "piece_first", helper="layout")
    p2 = pm.slice(buf, 1, cp.coord * c if nm else (1 - cp.coord) * c, c, "piece_second", helper="layout")
    y = pm.concat([p1, p2], 1, "x_contig", helper="layout")
    b.bind("x", "x", _rel(b, cp, zigzag(1)))
    b.observe("out", "x", y.name, _rel(b, cp, shard(1)))
    return _finish(b, concat_unpick_pair)


def concat_zz_pair(nm):
    # the zigzag entry shuffle for every P (RulesZigzagPos.v rule_concat_zz_pair; planner/cross.py, zigzag_shuffle
    # "gather"): the stream replicated over cp (all-gathered), chunks coord and 2P-1-coord cut and concatenated;
    # near-miss: the second chunk cut at coord * c, the rank's contiguous chunk again (wrong offset)
    b, cp = _new("concat_zz_pair", nm, "cp")
    a, n, c = b.symbols("a n c")
    b.constrain(n, "==", 2 * cp.size * c)
    b.sm.input("x", [n, a])
    pm = b.program()
    x = pm.input("x", [n, a])
    first = pm.slice(x, 0, cp.coord * c, c, "x_first", helper="layout")
    second = pm.slice(x, 0, cp.coord * c if nm else (2 * cp.size - 1 - cp.coord) * c, c, "x_second", helper="layout")
    y = pm.concat([first, second], 0, "x_zz", helper="layout")
    b.bind("x", "x", _rel(b, cp, rep()))
    b.observe("out", "x", y.name, _rel(b, cp, zigzag(0)))
    return _finish(b, concat_zz_pair)


CASES.update({f.__name__: f for f in [
    slice_index_replicated_zz_first, slice_index_replicated_zz_second, concat_index_zz_pair, 
    sdpa_backward_dq_zz_gqa, sdpa_backward_dk_zz_gqa, sdpa_backward_dv_zz_gqa, 
    gather_zz, batched_matmul_row_zz, rmsnorm_backward_w3_zz, permute_reindex, concat_unpick_pair,
    concat_zz_pair,
]})


# PyTorch's data-parallel gradients on (dp, tp) (RulesScaled.v): each dp rank scales its own rows by 1 / n (the
# loss mean's backward) where the SM scales by 1 / N, N = dp * n (scaled_seed: the scaled relation rel_scaled dp);
# the batch sum is then dp times a partial sum over dp; FSDP's reduce_scatter over dp with scale 1 / dp
# (Partial(avg)) leaves the plain row shard (reduce_scatter_avg_rep: tp replicated; _mid: tp lays out another dim;
# reduce_scatter_avg_axis: a one-axis mesh, dp alone).
def _fsdp_avg(rule, nm, mid, bad, ddp=False, one_axis=False):
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    dp = b.axis("dp", 2)
    tp = None if one_axis else b.axis("tp", 2)
    b.group("gdp", axes=["dp"])
    N, n, d, c, e, el = b.symbols("N n d c e el")
    b.constrain(N, "==", dp.size * n)
    b.constrain(d, "==", dp.size * c)
    if not one_axis:
        b.constrain(e, "==", tp.size * el)
    sm_shape, pm_shape = ([N, d, e], [n, d, el]) if mid else ([N, d], [n, d])
    # near-miss "seed": the SM's factor 1 / n, the PM's (no batch split in the SM's mean)
    g = b.sm.scale(b.sm.input("x", sm_shape), "g", 1, n if nm and bad == "seed" else N)
    b.sm.reduce_sum(g, [0], "s")
    pm = b.program()
    gl = pm.scale(pm.input("x", pm_shape), "g", 1, n, realizes="g")
    sl = pm.reduce_sum(gl, [0], "s", realizes="s")
    # near-miss "avg": the reduce_scatter sums (Partial(sum), scale 1), it does not average
    avg = scalar(1) if nm and bad == "avg" else scalar(1, dp.size)
    if ddp:  # DDP: the all_reduce averages, every dp rank holds the whole gradient
        o = pm.all_reduce(sl, "gdp", 0, "o", scale=avg)
    else:
        o = pm.collective(P.OP_REDUCE_SCATTER, sl, "gdp", 0, "o", shape=[c] + pm_shape[2:], dim=0, scale=avg)
    if one_axis:
        b.bind("x", "x", b.rel(dp=shard(0)))
        b.observe("out", "s", o.name, b.rel(dp=rep() if ddp else shard(0)))
        return b
    b.bind("x", "x", b.rel(dp=shard(0), tp=shard(2) if mid else rep()))
    b.observe("out", "s", o.name, b.rel(dp=rep() if ddp else shard(0), tp=shard(1) if mid else rep()))
    return b


def scaled_seed(nm):  # near-miss: the SM's factor 1 / n (the PM's), not 1 / (dp * n)
    return _finish(_fsdp_avg("scaled_seed", nm, False, "seed"), scaled_seed)


def reduce_scatter_avg_rep(nm):  # near-miss: the dp reduce_scatter sums (scale 1), not 1 / dp
    return _finish(_fsdp_avg("reduce_scatter_avg_rep", nm, False, "avg"), reduce_scatter_avg_rep)


def reduce_scatter_avg_mid(nm):  # likewise, tp laying out the last dim
    return _finish(_fsdp_avg("reduce_scatter_avg_mid", nm, True, "avg"), reduce_scatter_avg_mid)


def reduce_scatter_avg_axis(nm):  # a one-axis mesh (dp alone); near-miss: the reduce_scatter sums, not 1 / dp
    return _finish(_fsdp_avg("reduce_scatter_avg_axis", nm, False, "avg", one_axis=True), reduce_scatter_avg_axis)


def all_reduce_avg(nm):  # DDP, tp laying out the last dim; near-miss: the dp all_reduce sums (scale 1), not 1 / dp
    return _finish(_fsdp_avg("all_reduce_avg", nm, True, "avg", ddp=True), all_reduce_avg)


def reduce_scatter_avg_strided(nm):
    # FSDP2 x TP: dp times the gradient (each dp rank's loss seed 1 / n) of a weight the tp ranks shard on
    # its rows, reduce-scattered (avg) over dp along the same rows: the [tp: shard(0)][dp: shard(0)] strided
    # layout (RulesScaled.v); near-miss: the reduce_scatter sums (scale 1), not 1 / dp
    b = PlanBuilder(f"reduce_scatter_avg_strided_{'nearmiss' if nm else 'ok'}", seed=41)
    dp, tp = b.axis("dp", 2), b.axis("tp", 2)
    b.group("gdp", axes=["dp"])
    N, n, f, fh, fq, e = b.symbols("N n f f_h f_q e")
    b.constrain(N, "==", dp.size * n)
    b.constrain(f, "==", tp.size * fh)
    b.constrain(fh, "==", dp.size * fq)
    b.sm.reduce_sum(b.sm.scale(b.sm.input("x", [N, f, e]), "g", 1, N), [0], "s")
    pm = b.program()
    sl = pm.reduce_sum(pm.scale(pm.input("x", [n, fh, e]), "g", 1, n, realizes="g"), [0], "s", realizes="s")
    avg = scalar(1) if nm else scalar(1, dp.size)
    o = pm.collective(P.OP_REDUCE_SCATTER, sl, "gdp", 0, "o", shape=[fq, e], dim=0, scale=avg)
    b.bind("x", "x", b.rel(dp=shard(0), tp=shard(1)))
    b.observe("out", "s", o.name, b.rel("tp", "dp", tp=shard(0), dp=shard(0)))
    return _finish(b, reduce_scatter_avg_strided)


CASES.update({f.__name__: f for f in [scaled_seed, reduce_scatter_avg_rep, reduce_scatter_avg_mid,
                                      reduce_scatter_avg_axis, reduce_scatter_avg_strided, all_reduce_avg]})


def _zz_leave(rule, nm, bad):
    # the zigzag leave for every P on (dp, cp, tp) (RulesZigzagScatter.v; planner/cross.py, zigzag_shuffle
    # "gather"): the zigzag positions (chunks coord and 2P-1-coord cut from the full arange) broadcast to the
    # stream's [b, 2c, e], each rank's zigzag tokens scattered to them in a length-N buffer, reduce-scattered over
    # cp: the contiguous shard. Near-miss bad = "positions": the second chunk cut at coord * c (the first again:
    # tokens land on the wrong positions); bad = "stream": the stream bound contiguous on cp (misaligned with its
    # zigzag positions)
    b = PlanBuilder(f"{rule}_{'nearmiss' if nm else 'ok'}", seed=41)
    dp, cp, tp = b.axis("dp", 2), b.axis("cp", 2), b.axis("tp", 2)
    b.group("gcp", axes=["cp"])
    bl, N, c, e = b.symbols("b N c e")
    b.constrain(N, "==", 2 * cp.size * c)
    b.sm.input("x", [dp.size * bl, N, e])
    b.sm.arange(N, "pos")
    pm = b.program()
    full = pm.arange(N, "pos_all", realizes="pos")
    first = pm.slice(full, 0, cp.coord * c, c, "zpos_first", helper="index")
    second = pm.slice(full, 0, (cp.coord if nm and bad == "positions" else 2 * cp.size - 1 - cp.coord) * c, c,
                      "zpos_second", helper="index")
    zpos = pm.concat([first, second], 0, "zpos", helper="index")
    x = pm.input("x", [bl, 2 * c, e])
    idx = pm.broadcast(zpos, [bl, 2 * c, e], [1], "leave_idx", helper="index")
    spread = pm.scatter_add(idx, x, 1, N, "leave_spread", helper="accumulate")
    y = pm.collective(P.OP_REDUCE_SCATTER, spread, "gcp", 0, "x_contig", shape=[bl, 2 * c, e], dim=1)
    b.bind("x", "x", b.rel(dp=shard(0), cp=shard(1) if nm and bad == "stream" else zigzag(1), tp=rep()))
    b.observe("out", "x", y.name, b.rel(dp=shard(0), cp=shard(1), tp=rep()))
    b.observe("pos", "pos", full.name, b.rel(dp=rep(), cp=rep(), tp=rep()))  # the SM arange is an output
    return b


def broadcast_zz_pos(nm):
    return _finish(_zz_leave("broadcast_zz_pos", nm, "positions"), broadcast_zz_pos)


def scatter_add_zz(nm):
    return _finish(_zz_leave("scatter_add_zz", nm, "stream"), scatter_add_zz)


CASES.update({f.__name__: f for f in [broadcast_zz_pos, scatter_add_zz]})

# RulesHaloOpen.v: the open halo shift
CASES.update({f.__name__: f for f in [
    halo_shift_open, halo_concat_open, halo_concat_open_pair, halo_mask_open, sdpa_halo_open4,
    sdpa_backward_dq_halo_open4, sdpa_backward_dk_halo_open4, sdpa_backward_dv_halo_open4,
]})


# ------------------------------------------------------------ RulesLayout.v: an index tensor's value replaced

def _replace_value(rule, nm, layout):
    # an embedding backward's padding id (old = 0) read as the table's row count V (new), which no row owns
    # (Ops.v op_replace_value), on [N] ids. layout "reindex": the ids split on dim 0; near-miss: the ids
    # zigzag, the result claimed contiguous (wrong layout). "replicated": near-miss: the PM replaces another
    # value (old 1, not the SM's 0), so a padding id survives and a real id 1 is dropped
    b, tp = _new(rule, nm)
    V, N, c = b.symbols("V N c")
    b.constrain(N, "==", 2 * tp.size * c)
    n_pm = 2 * c if layout == "reindex" else N

    def replace(g, ids, old, **kw):
        return g.op(P.OP_REPLACE_VALUE, [ids], [("ids_pad", ids.shape, P.VALUE_INDEX)],
                    replace_value=P.ReplaceValueAttrs(old=ex(old), new=ex(V)), **kw)[0]

    replace(b.sm, b.sm.input("ids", [N], kind="index"), 0)
    pm = b.program()
    y = replace(pm, pm.input("ids", [n_pm], kind="index"), 1 if nm and layout == "replicated" else 0,
                realizes="ids_pad")
    if layout == "reindex":
        b.bind("ids", "ids", _rel(b, tp, zigzag(0) if nm else shard(0)))
        b.observe("out", "ids_pad", y.name, _rel(b, tp, shard(0)))
    else:
        b.bind("ids", "ids", _rel(b, tp, rep()))
        b.observe("out", "ids_pad", y.name, _rel(b, tp, rep()))
    b.contract("ids_in_vocab", "ids", 0, V)
    return b


def replace_value_reindex(nm):  # near-miss: the ids zigzag, the result claimed contiguous (wrong layout)
    return _finish(_replace_value("replace_value_reindex", nm, "reindex"), replace_value_reindex)


def replace_value_replicated(nm):  # near-miss: the PM replaces old 1, not the SM's 0 (wrong value)
    return _finish(_replace_value("replace_value_replicated", nm, "replicated"), replace_value_replicated)


CASES.update({f.__name__: f for f in [replace_value_reindex, replace_value_replicated]})


# ------------------------------------------------------------ RulesStrided.v: DTensor's _StridedShard on one axis

def _strided_rule(rule, nm, op, placements, out_p, dims="a"):
    # dim 1 (or B's dim 0) is whole pieces of width w: P * c on the SM, c on a member (a fused [q | k | v]
    # projection's columns, tests/compiler/test_rules_strided.py cut small); `op(g, w, *dims, **kw)` builds the
    # rule's node "z" on graph g (kw: the PM's realizes), `placements` gives each input's (ok, near-miss)
    # placement, out_p the output's
    b, tp = _new(rule, nm)
    c, *ds = b.symbols("c " + dims)
    zs = op(b.sm, tp.size * c, *ds)
    z = op(b.program(), c, *ds, realizes="z")
    for name, (ok, bad) in placements.items():
        b.bind(name, name, _rel(b, tp, bad if nm else ok))
    b.observe("out", zs.name, z.name, _rel(b, tp, out_p[1] if nm else out_p[0]))
    return b


_STRIDED = (strided(1, 2),) * 2  # two pieces on dim 1, in the positive and the near-miss


def matmul_col_strided(nm):  # near-miss: the output claimed Shard(1) (ColwiseParallel's default), not strided
    def op(g, w, a, k, **kw):
        return g.matmul(g.input("x", [a, k]), g.input("w", [k, 2 * w]), "z", **kw)
    return _finish(_strided_rule("matmul_col_strided", nm, op, {"x": (rep(), rep()), "w": _STRIDED},
                                 (strided(1, 2), shard(1)), "a k"), matmul_col_strided)


def matmul_row_strided(nm):  # near-miss: B's contraction dim Shard(0) while A's is strided (misaligned)
    def op(g, w, a, k, **kw):
        return g.matmul(g.input("x", [a, 2 * w]), g.input("w", [2 * w, k]), "z", **kw)
    return _finish(_strided_rule("matmul_row_strided", nm, op, {"x": _STRIDED, "w": (strided(0, 2), shard(0))},
                                 (partial(), partial()), "a k"), matmul_row_strided)


def slice_strided(nm):  # [k | v] of [q | k | v]; near-miss: the member slices at 0, not c (its q and k: wrong offset)
    def op(g, w, a, **kw):
        return g.slice(g.input("x", [a, 3 * w]), 1, 0 if nm and kw else w, 2 * w, "z", **kw)
    return _finish(_strided_rule("slice_strided", nm, op, {"x": (strided(1, 3),) * 2}, _STRIDED), slice_strided)


def split_strided(nm):  # the second of two pieces; near-miss: the input Shard(1), not strided (wrong layout)
    def op(g, w, a, **kw):
        pieces = [("x1", [a, w], P.VALUE_RING), ("x2", [a, w], P.VALUE_RING)]
        return g.op(P.OP_SPLIT, [g.input("x", [a, 2 * w])], pieces, name="z", dim=P.DimAttrs(dim=1), **kw)[1]
    return _finish(_strided_rule("split_strided", nm, op, {"x": (strided(1, 2), shard(1))}, (shard(1), shard(1))),
                   split_strided)


def concat_strided(nm):  # [q | [k | v]]; near-miss: [k | v] Shard(1), not strided (wrong layout)
    def op(g, w, a, **kw):
        return g.concat([g.input("x", [a, w]), g.input("y", [a, 2 * w])], 1, "z", **kw)
    return _finish(_strided_rule("concat_strided", nm, op, {"x": (shard(1),) * 2, "y": (strided(1, 2), shard(1))},
                                 (strided(1, 3),) * 2), concat_strided)


CASES.update({f.__name__: f for f in [matmul_col_strided, matmul_row_strided, slice_strided, split_strided,
                                      concat_strided]})


# ------------------------------------------------------------ layout maps (RulesReshape.v merge_map / merge_inner_map,
# RulesEmbedding.v *_cols, Rules.v mul_*_partial, RulesStrided.v batched_matmul_row_strided): transformers' MoE
# experts under their tp_plan, whose [E, 2I, H] weights are read as [E, 2I * H] rows and picked per token

def _merge_split(rule, nm, sm_in, pm_in, merged_sm, merged_pm, x_p, out_p):
    # x reshaped to `merged` (dims 1, 2 merged) and back: a merge's layout (no placement names it) is observed
    # through its inverse; x_p / out_p: (ok, near-miss) placements
    b, tp = _new(rule, nm)
    c, a, n, m = b.symbols("c a n m")
    env = {"c": c, "a": a, "n": n, "m": m, "P": tp.size}
    y = _reshape(b.sm, b.sm.input("x", _dims(sm_in, env)), _dims(merged_sm, env), "y")
    _reshape(b.sm, y, _dims(sm_in, env), "z")
    pm = b.program()
    y_ = _reshape(pm, pm.input("x", _dims(pm_in, env)), _dims(merged_pm, env), "y", realizes="y")
    z_ = _reshape(pm, y_, _dims(pm_in, env), "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, x_p[1] if nm else x_p[0]))
    b.observe("out", "z", z_.name, _rel(b, tp, out_p[1] if nm else out_p[0]))
    return b


def reshape_merge_map(nm):  # near-miss: the input Shard(1), not strided (wrong layout)
    return _finish(_merge_split("reshape_merge_map", nm, ["a", "2*P*c", "n"], ["a", "2*c", "n"], ["a", "2*P*c*n"],
                                ["a", "2*c*n"], (strided(1, 2), shard(1)), (strided(1, 2), strided(1, 2))),
                   reshape_merge_map)


def reshape_split_map(nm):  # near-miss: the split back claimed Shard(1), not strided (wrong layout)
    return _finish(_merge_split("reshape_split_map", nm, ["a", "2*P*c", "n"], ["a", "2*c", "n"], ["a", "2*P*c*n"],
                                ["a", "2*c*n"], (strided(1, 2), strided(1, 2)), (strided(1, 2), shard(1))),
                   reshape_split_map)


def reshape_merge_inner(nm):  # near-miss: the inner dim zigzag, not contiguous (wrong layout)
    return _finish(_merge_split("reshape_merge_inner", nm, ["a", "m", "2*P*c"], ["a", "m", "2*c"], ["a", "m*2*P*c"],
                                ["a", "m*2*c"], (shard(2), zigzag(2)), (shard(2), shard(2))), reshape_merge_inner)


def reshape_split_inner(nm):  # near-miss: the split back claimed zigzag (wrong layout)
    return _finish(_merge_split("reshape_split_inner", nm, ["a", "m", "2*P*c"], ["a", "m", "2*c"], ["a", "m*2*P*c"],
                                ["a", "m*2*c"], (shard(2), shard(2)), (shard(2), zigzag(2))), reshape_split_inner)


def embedding_cols(nm):  # near-miss: the table's columns zigzag, the lookup claimed contiguous (wrong layout)
    b, tp = _new("embedding_cols", nm)
    V, c, t = b.symbols("V c t")
    sm = b.sm
    sm.op(P.OP_EMBEDDING, [sm.param("E", [V, 2 * tp.size * c]), sm.input("ids", [t], kind="index")],
          [("out", [t, 2 * tp.size * c], P.VALUE_RING)], embedding=P.EmbeddingAttrs())
    pm = b.program()
    o = pm.op(P.OP_EMBEDDING, [pm.param("E", [V, 2 * c]), pm.input("ids", [t], kind="index")],
              [("out", [t, 2 * c], P.VALUE_RING)], realizes="out", embedding=P.EmbeddingAttrs())[0]
    b.bind("E", "E", _rel(b, tp, zigzag(1) if nm else shard(1)))
    b.bind("ids", "ids", _rel(b, tp, rep()))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("out", "out", o.name, _rel(b, tp, shard(1)))
    return _finish(b, embedding_cols)


def embedding_backward_cols(nm):  # near-miss: dY's columns zigzag, the gradient claimed contiguous (wrong layout)
    b, tp = _new("embedding_backward_cols", nm)
    V, c, t = b.symbols("V c t")
    sm = b.sm
    sm.op(P.OP_EMBEDDING_BACKWARD, [sm.input("dy", [t, 2 * tp.size * c]), sm.input("ids", [t], kind="index")],
          [("dE", [V, 2 * tp.size * c], P.VALUE_RING)], embedding=P.EmbeddingAttrs())
    pm = b.program()
    o = pm.op(P.OP_EMBEDDING_BACKWARD, [pm.input("dy", [t, 2 * c]), pm.input("ids", [t], kind="index")],
              [("dE", [V, 2 * c], P.VALUE_RING)], realizes="dE", embedding=P.EmbeddingAttrs())[0]
    b.bind("dy", "dy", _rel(b, tp, zigzag(1) if nm else shard(1)))
    b.bind("ids", "ids", _rel(b, tp, rep()))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("out", "dE", o.name, _rel(b, tp, shard(1)))
    return _finish(b, embedding_backward_cols)


def _mul_partial(rule, nm, x_p, y_p):
    # a partial sum times a replicated factor; (ok, near-miss) placements per operand
    b, tp = _new(rule, nm)
    (n,) = b.symbols("n")
    b.sm.mul(b.sm.input("x", [n]), b.sm.input("y", [n]), "z")
    pm = b.program()
    z = pm.mul(pm.input("x", [n]), pm.input("y", [n]), "z", realizes="z")
    b.bind("x", "x", _rel(b, tp, x_p[1] if nm else x_p[0]))
    b.bind("y", "y", _rel(b, tp, y_p[1] if nm else y_p[0]))
    b.observe("out", "z", z.name, _rel(b, tp, partial()))
    return b


def mul_partial_rep(nm):  # near-miss: the factor a partial sum too (a product of sums)
    return _finish(_mul_partial("mul_partial_rep", nm, (partial(), partial()), (rep(), partial())), mul_partial_rep)


def mul_rep_partial(nm):  # near-miss: the factor a partial sum too (a product of sums)
    return _finish(_mul_partial("mul_rep_partial", nm, (rep(), partial()), (partial(), partial())), mul_rep_partial)


def batched_matmul_row_strided(nm):  # near-miss: B's contraction rows Shard(1) while A's columns are strided
    def op(g, w, a, m, k, **kw):
        return g.batched_matmul(g.input("x", [a, m, 2 * w]), g.input("w", [a, 2 * w, k]), "z", **kw)
    return _finish(_strided_rule("batched_matmul_row_strided", nm, op,
                                 {"x": (strided(2, 2),) * 2, "w": (strided(1, 2), shard(1))}, (partial(), partial()),
                                 "a m k"), batched_matmul_row_strided)


CASES.update({f.__name__: f for f in [reshape_merge_map, reshape_split_map, reshape_merge_inner, reshape_split_inner,
                                      embedding_cols, embedding_backward_cols, mul_partial_rep, mul_rep_partial,
                                      batched_matmul_row_strided]})
