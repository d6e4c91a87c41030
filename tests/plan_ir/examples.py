"""The example plans of tests/data, written with the builder.

Each function builds one plan; keyword flags plant one bug each (the
buggy variants). `regenerate.py` writes them as text format; the committed
.textproto files are what the tests load, and a test checks they are
fresh.
"""

from __future__ import annotations

from blocks import halo_extend, mark_microbatches, microbatch_slice
from blocks import provenance as _provenance
from frontends.common.plan_writer import (PlanBuilder, experts, partial, permuted, rep, scalar, shard, zigzag)
from proto import plan_pb2

P = plan_pb2


# --------------------------------------------------------------------------
# 2-layer MLP, tensor parallel: column-parallel w1, row-parallel w2 with an
# all-reduce; backward with the input-gradient all-reduce.

def mlp_tp2(bug: str = "") -> P.Plan:
    b = PlanBuilder("mlp_tp2" + (f"_{bug}" if bug else ""), seed=11)
    tp = b.axis("tp", 2)
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [n, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    y = sm.matmul(a, w2, "y")
    w2t = sm.transpose(w2, [1, 0], "w2t")
    da = sm.matmul(dy, w2t, "da")
    at = sm.transpose(a, [1, 0], "at")
    dw2 = sm.matmul(at, dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    xt = sm.transpose(x, [1, 0], "xt")
    dw1 = sm.matmul(xt, dh, "dw1")
    w1t = sm.transpose(w1, [1, 0], "w1t")
    dx = sm.matmul(dh, w1t, "dx")

    b.group("tp", axes=["tp"])
    pm = b.program()
    x_, dy_ = pm.input("x", [n, d]), pm.input("dy", [n, d], role="grad_seed")
    w1_, w2_ = pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    h_ = pm.matmul(x_, w1_, "h", realizes="h")
    a_ = pm.silu(h_, "a", realizes="a")
    yp = pm.matmul(a_, w2_, "y_partial", realizes="y")
    if bug == "missing_allreduce":
        y_ = yp
    elif bug == "allgather_not_allreduce":
        # The partial sum is treated as if it were sequence-sharded: each rank
        # keeps its own rows and all-gathers them; nothing is reduced.
        half = b.symbols("n_l")[0]
        b.constrain(n, "==", tp.size * half, "n_split")
        rows = pm.slice(yp, 0, tp.coord * half, half, "y_rows", helper="layout")
        y_ = pm.all_gather(rows, "tp", 0, 0, tp.size, "y")
    else:
        y_ = pm.all_reduce(yp, "tp", 0, "y")
    w2t_ = pm.transpose(w2_, [1, 0], "w2t", realizes="w2t")
    da_ = pm.matmul(dy_, w2t_, "da", realizes="da")
    at_ = pm.transpose(a_, [1, 0], "at", realizes="at")
    dw2_ = pm.matmul(at_, dy_, "dw2", realizes="dw2")
    dh_ = pm.silu_grad(h_, da_, "dh", realizes="dh")
    xt_ = pm.transpose(x_, [1, 0], "xt", realizes="xt")
    dw1_ = pm.matmul(xt_, dh_, "dw1", realizes="dw1")
    w1t_ = pm.transpose(w1_, [1, 0], "w1t", realizes="w1t")
    dxp = pm.matmul(dh_, w1t_, "dx_partial", realizes="dx")
    dx_ = pm.all_reduce(dxp, "tp", 1, "dx")

    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("dy", "dy", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", y_.name, b.rel(tp=rep()), output="value")
    b.observe("dx", "dx", dx_.name, b.rel(tp=rep()), output="gradient", of="x")
    b.observe("dw1", "dw1", dw1_.name, b.rel(tp=shard(1)), output="gradient", of="w1")
    b.observe("dw2", "dw2", dw2_.name, b.rel(tp=shard(0)), output="gradient", of="w2")
    _provenance(b, mlp_tp2)
    return b.build()


# --------------------------------------------------------------------------
# The same MLP with sequence parallelism: RMSNorm on sequence shards,
# all-gather before the column-parallel layer, reduce-scatter after the
# row-parallel one; backward mirrors it and all-reduces the norm weight grad.

def mlp_sp2() -> P.Plan:
    b = PlanBuilder("mlp_sp2", seed=12)
    tp = b.axis("tp", 2)
    n, nl, d, f, fl = b.symbols("n n_l d f f_l")
    b.constrain(n, "==", tp.size * nl, "n_split")
    b.constrain(f, "==", tp.size * fl, "f_split")
    eps = scalar(1, 1000)
    sm = b.sm
    x, g = sm.input("x", [n, d]), sm.param("g", [d])
    w1, w2 = sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [n, d], role="grad_seed")
    xn = sm.rmsnorm(x, g, "xn", eps)
    h = sm.matmul(xn, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    da = sm.matmul(dy, sm.transpose(w2, [1, 0], "w2t"), "da")
    sm.matmul(sm.transpose(a, [1, 0], "at"), dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    sm.matmul(sm.transpose(xn, [1, 0], "xnt"), dh, "dw1")
    dxn = sm.matmul(dh, sm.transpose(w1, [1, 0], "w1t"), "dxn")
    sm.rmsnorm_backward(x, g, dxn, ("dx", "dg"), eps)

    b.group("tp", axes=["tp"])
    pm = b.program()
    x_, g_ = pm.input("x", [nl, d]), pm.param("g", [d])
    w1_, w2_ = pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    dy_ = pm.input("dy", [nl, d], role="grad_seed")
    xn_ = pm.rmsnorm(x_, g_, "xn", eps, realizes="xn")
    xnf = pm.all_gather(xn_, "tp", 0, 0, tp.size, "xn_full")
    h_ = pm.matmul(xnf, w1_, "h", realizes="h")
    a_ = pm.silu(h_, "a", realizes="a")
    yp = pm.matmul(a_, w2_, "y_partial", realizes="y")
    y_ = pm.reduce_scatter(yp, "tp", 1, 0, nl, "y")
    dyf = pm.all_gather(dy_, "tp", 2, 0, tp.size, "dy_full")
    da_ = pm.matmul(dyf, pm.transpose(w2_, [1, 0], "w2t", realizes="w2t"), "da", realizes="da")
    dw2_ = pm.matmul(pm.transpose(a_, [1, 0], "at", realizes="at"), dyf, "dw2", realizes="dw2")
    dh_ = pm.silu_grad(h_, da_, "dh", realizes="dh")
    dw1_ = pm.matmul(pm.transpose(xnf, [1, 0], "xnt", realizes="xnt"), dh_, "dw1", realizes="dw1")
    dxnp = pm.matmul(dh_, pm.transpose(w1_, [1, 0], "w1t", realizes="w1t"), "dxn_partial", realizes="dxn")
    dxn_ = pm.reduce_scatter(dxnp, "tp", 3, 0, nl, "dxn")
    dx_, dgp = pm.rmsnorm_backward(x_, g_, dxn_, ("dx", "dg_partial"), eps, realizes="dx")
    dg_ = pm.all_reduce(dgp, "tp", 4, "dg")

    b.bind("x", "x", b.rel(tp=shard(0)))
    b.bind("dy", "dy", b.rel(tp=shard(0)))
    b.bind("g", "g", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", y_.name, b.rel(tp=shard(0)), output="value")
    b.observe("dx", "dx", dx_.name, b.rel(tp=shard(0)), output="gradient", of="x")
    b.observe("dg", "dg", dg_.name, b.rel(tp=rep()), output="gradient", of="g")
    b.observe("dw1", "dw1", dw1_.name, b.rel(tp=shard(1)), output="gradient", of="w1")
    b.observe("dw2", "dw2", dw2_.name, b.rel(tp=shard(0)), output="gradient", of="w2")
    _provenance(b, mlp_sp2)
    return b.build()


# --------------------------------------------------------------------------
# Data parallel training step: mean token cross-entropy, loss averaged with
# a scaled all-reduce, per-token gradient scaled by the GLOBAL token count,
# weight gradient all-reduced.

def dp2_loss(bug: str = "") -> P.Plan:
    b = PlanBuilder("dp2_loss" + (f"_{bug}" if bug else ""), seed=13)
    dp = b.axis("dp", 2)
    B, Bl, d, V = b.symbols("B B_l d V")
    b.constrain(B, "==", dp.size * Bl, "batch_split")
    sm = b.sm
    x, w = sm.input("x", [B, d]), sm.param("w", [d, V])
    labels = sm.input("labels", [B], kind="index", role="label")
    dloss = sm.input("dloss", [], role="grad_seed")
    logits = sm.matmul(x, w, "logits")
    ce = sm.cross_entropy(logits, labels, "ce")
    sm.reduce_mean(ce, [0], "loss")
    dceb = sm.broadcast(dloss, [B], [], "dce_b")
    dce = sm.scale(dceb, "dce", 1, B)
    dlogits = sm.cross_entropy_backward(logits, labels, dce, "dlogits")
    sm.matmul(sm.transpose(x, [1, 0], "xt"), dlogits, "dw")

    b.group("dp", axes=["dp"])
    pm = b.program()
    x_, w_ = pm.input("x", [Bl, d]), pm.param("w", [d, V])
    labels_ = pm.input("labels", [Bl], kind="index", role="label")
    dloss_ = pm.input("dloss", [], role="grad_seed")
    logits_ = pm.matmul(x_, w_, "logits", realizes="logits")
    ce_ = pm.cross_entropy(logits_, labels_, "ce", realizes="ce")
    lossl = pm.reduce_mean(ce_, [0], "loss_local", realizes="loss")
    loss_ = pm.all_reduce(lossl, "dp", 0, "loss", scale=scalar(1, dp.size))
    dceb_ = pm.broadcast(dloss_, [Bl], [], "dce_b", realizes="dce_b")
    dce_ = pm.scale(dceb_, "dce", 1, Bl if bug == "local_token_count" else B, realizes="dce")
    dlogits_ = pm.cross_entropy_backward(logits_, labels_, dce_, "dlogits", realizes="dlogits")
    dwp = pm.matmul(pm.transpose(x_, [1, 0], "xt", realizes="xt"), dlogits_, "dw_partial", realizes="dw")
    dw_ = pm.all_reduce(dwp, "dp", 1, "dw")

    b.bind("x", "x", b.rel(dp=shard(0)))
    b.bind("labels", "labels", b.rel(dp=shard(0)))
    b.bind("w", "w", b.rel(dp=rep()))
    b.bind("dloss", "dloss", b.rel(dp=rep()))
    b.contract("labels_in_vocab", "labels", 0, V)
    b.observe("loss", "loss", loss_.name, b.rel(dp=rep()), output="loss")
    b.observe("dw", "dw", dw_.name, b.rel(dp=rep()), output="gradient", of="w")
    _provenance(b, dp2_loss)
    return b.build()


# --------------------------------------------------------------------------
# Context-parallel attention, contiguous layout: rank r holds tokens
# [r*N_l, (r+1)*N_l); RoPE and the causal mask use GLOBAL positions; K/V
# are all-gathered; their gradients are reduce-scattered.

def cp2_attention(bug: str = "") -> P.Plan:
    b = PlanBuilder("cp2_attention" + (f"_{bug}" if bug else ""), seed=14)
    cp = b.axis("cp", 2)
    N, Nl, dm, D, Dh = b.symbols("N N_l dm D Dh")
    b.constrain(N, "==", cp.size * Nl, "seq_split")
    b.constrain(D, "==", 2 * Dh, "rope_pairs")  # RoPE rotates interleaved pairs: D is even
    scale = scalar(D, rsqrt=True)
    sm = b.sm
    x = sm.input("x", [N, dm])
    wq, wk, wv = sm.param("wq", [dm, D]), sm.param("wk", [dm, D]), sm.param("wv", [dm, D])
    do = sm.input("do", [N, D], role="grad_seed")
    pos = sm.arange(N, "pos")
    q, k, v = sm.matmul(x, wq, "q"), sm.matmul(x, wk, "k"), sm.matmul(x, wv, "v")
    qr, kr = sm.rope(q, pos, 0, "qr"), sm.rope(k, pos, 0, "kr")
    mask = sm.causal_mask(pos, pos, "mask")
    sm.sdpa(qr, kr, v, mask, "o", scale)
    dqr, dkr, dv = sm.sdpa_backward(qr, kr, v, mask, do, ("dqr", "dkr", "dv"), scale)
    dq, dk = sm.rope(dqr, pos, 0, "dq", backward=True), sm.rope(dkr, pos, 0, "dk", backward=True)
    xt = sm.transpose(x, [1, 0], "xt")
    sm.matmul(xt, dq, "dwq"), sm.matmul(xt, dk, "dwk"), sm.matmul(xt, dv, "dwv")

    b.group("cp", axes=["cp"])
    pm = b.program()
    x_ = pm.input("x", [Nl, dm])
    wq_, wk_, wv_ = pm.param("wq", [dm, D]), pm.param("wk", [dm, D]), pm.param("wv", [dm, D])
    do_ = pm.input("do", [Nl, D], role="grad_seed")
    qpos = pm.arange(Nl, "qpos", start=cp.coord * Nl, realizes="pos")
    kpos = pm.arange(N, "kpos", realizes="pos")
    # Frameworks often build RoPE positions separately from the mask's.
    rpos = pm.arange(Nl, "rope_pos", start=0, realizes="pos") if bug == "rope_local_positions" else qpos
    q_, k_, v_ = (pm.matmul(x_, wq_, "q", realizes="q"), pm.matmul(x_, wk_, "k", realizes="k"),
                  pm.matmul(x_, wv_, "v", realizes="v"))
    qr_, kr_ = pm.rope(q_, rpos, 0, "qr", realizes="qr"), pm.rope(k_, rpos, 0, "kr", realizes="kr")
    kf = pm.all_gather(kr_, "cp", 0, 0, cp.size, "kr_full")
    vf = pm.all_gather(v_, "cp", 1, 0, cp.size, "v_full")
    mask_ = pm.causal_mask(qpos, kpos, "mask", realizes="mask")
    o_ = pm.sdpa(qr_, kf, vf, mask_, "o", scale, realizes="o")
    dqr_, dkrp, dvp = pm.sdpa_backward(qr_, kf, vf, mask_, do_, ("dqr", "dkr_partial", "dv_partial"), scale,
                                       realizes="dqr_bwd")
    dkr_ = pm.reduce_scatter(dkrp, "cp", 2, 0, Nl, "dkr")
    dv_ = pm.reduce_scatter(dvp, "cp", 3, 0, Nl, "dv")
    dq_ = pm.rope(dqr_, rpos, 0, "dq", backward=True, realizes="dq")
    dk_ = pm.rope(dkr_, rpos, 0, "dk", backward=True, realizes="dk")
    xt_ = pm.transpose(x_, [1, 0], "xt", realizes="xt")
    outs = {}
    for i, (name, grad) in enumerate((("dwq", dq_), ("dwk", dk_), ("dwv", dv_))):
        p_ = pm.matmul(xt_, grad, name + "_partial", realizes=name)
        outs[name] = pm.all_reduce(p_, "cp", 4 + i, name)

    b.bind("x", "x", b.rel(cp=shard(0)))
    b.bind("do", "do", b.rel(cp=shard(0)))
    for w_ in ("wq", "wk", "wv"):
        b.bind(w_, w_, b.rel(cp=rep()))
    b.observe("o", "o", o_.name, b.rel(cp=shard(0)), output="value")
    for name, t in outs.items():
        b.observe(name, name, t.name, b.rel(cp=rep()), output="gradient", of=name[1:])
    _provenance(b, cp2_attention)
    return b.build()


# --------------------------------------------------------------------------
# Context-parallel sliding-window attention (window W = halo + 1), contiguous
# layout, every rank running the same code: the tail (last `halo` rows) of
# the rank's K/V shard and of its global query positions is shifted by +1
# (OP_SHIFT: member r receives member r - 1 mod P's), [halo; own] is the
# extended key range; rank 0 receives rank P-1's tail at positions >= N -
# halo >= N_l, later than all its queries, so the mask drops it. Backward:
# dQ over the extended range, dK / dV of the extended range returned to
# their owners by one overlap-add collective (OP_HALO_REDUCE: member r adds
# member r + 1 mod P's halo rows to its last halo rows).

def cp2_halo(bug: str = "") -> P.Plan:
    b = PlanBuilder("cp2_halo" + (f"_{bug}" if bug else ""), seed=16)
    # the wrong-rank twin needs 3 ranks: on 2, the next rank is the previous one
    cp = b.axis("cp", 3 if bug == "dv_halo_wrong_rank" else 2)
    N, Nl, hal, dm, D, Dh = b.symbols("N N_l halo dm D Dh")
    b.constrain(N, "==", cp.size * Nl, "seq_split")
    b.constrain(D, "==", 2 * Dh, "rope_pairs")  # RoPE rotates interleaved pairs: D is even
    b.constrain(hal, "<=", Nl, "halo_within_one_shard")
    b.constrain(2, "<=", cp.size, "halo_from_another_rank")
    if bug == "dv_halo_wrong_rank":
        b.constrain(hal + 1, "<=", Nl, "own_rows_before_the_tail")  # the unfused form slices a non-empty head
    W = hal + 1
    scale = scalar(D, rsqrt=True)
    sm = b.sm
    x = sm.input("x", [N, dm])
    wq, wk, wv = sm.param("wq", [dm, D]), sm.param("wk", [dm, D]), sm.param("wv", [dm, D])
    pos = sm.arange(N, "pos")
    q, k, v = sm.matmul(x, wq, "q"), sm.matmul(x, wk, "k"), sm.matmul(x, wv, "v")
    qr, kr = sm.rope(q, pos, 0, "qr"), sm.rope(k, pos, 0, "kr")
    mask = sm.sliding_window_mask(pos, pos, W, "mask")
    sm.sdpa(qr, kr, v, mask, "o", scale)
    do = sm.input("do", [N, D], role="grad_seed")
    sm.sdpa_backward(qr, kr, v, mask, do, ("dqr", "dkr", "dv"), scale)

    b.group("cp", axes=["cp"])
    pm = b.program()
    x_ = pm.input("x", [Nl, dm])
    wq_, wk_, wv_ = pm.param("wq", [dm, D]), pm.param("wk", [dm, D]), pm.param("wv", [dm, D])
    do_ = pm.input("do", [Nl, D], role="grad_seed")
    qpos = pm.arange(Nl, "qpos", start=cp.coord * Nl, realizes="pos")
    q_, k_, v_ = (pm.matmul(x_, wq_, "q", realizes="q"), pm.matmul(x_, wk_, "k", realizes="k"),
                  pm.matmul(x_, wv_, "v", realizes="v"))
    qr_, kr_ = pm.rope(q_, qpos, 0, "qr", realizes="qr"), pm.rope(k_, qpos, 0, "kr", realizes="kr")
    # the planted bugs: the halo positions (or values) are the rank's own tail, not shifted
    unshifted = {key: None for key in ("k", "v", "pos") if bug == f"halo_{key}_unshifted"}
    ext = halo_extend(pm, (("k", kr_, 0, "layout"), ("v", v_, 0, "layout"), ("pos", qpos, 0, "index")), "cp", Nl,
                      hal, offset=unshifted)
    mask_ = pm.sliding_window_mask(qpos, ext["pos"], W, "mask", realizes="mask")
    o_ = pm.sdpa(qr_, ext["k"], ext["v"], mask_, "o", scale, realizes="o")
    dqr_, dk_ext, dv_ext = pm.sdpa_backward(qr_, ext["k"], ext["v"], mask_, do_, ("dqr", "dkr_ext", "dv_ext"),
                                            scale, realizes="dqr_bwd")
    dkr_ = pm.halo_reduce(dk_ext, "cp", 3, 0, hal, "dkr")
    if bug == "dv_halo_wrong_rank":
        # the planted bug: the halo rows' gradient goes to the next rank (shift by +1), not back to the owner
        hal_g = pm.slice(dv_ext, 0, 0, hal, "dv_halo", helper="layout")
        own = pm.slice(dv_ext, 0, hal, Nl, "dv_own", helper="layout")
        back = pm.shift(hal_g, "cp", 4, 1, "dv_back")
        head = pm.slice(own, 0, 0, Nl - hal, "dv_head", helper="layout")
        tail = pm.add(pm.slice(own, 0, Nl - hal, hal, "dv_tail", helper="layout"), back, "dv_tail_sum",
                      helper="accumulate")
        dv_ = pm.concat([head, tail], 0, "dv", helper="layout")
        pm.annotate(dv_, "dv", b.rel(cp=shard(0)))
    else:
        dv_ = pm.halo_reduce(dv_ext, "cp", 4, 0, hal, "dv")

    b.bind("x", "x", b.rel(cp=shard(0)))
    b.bind("do", "do", b.rel(cp=shard(0)))
    for w_ in ("wq", "wk", "wv"):
        b.bind(w_, w_, b.rel(cp=rep()))
    b.observe("o", "o", o_.name, b.rel(cp=shard(0)), output="value")
    for name, t in (("dqr", dqr_), ("dkr", dkr_), ("dv", dv_)):
        b.observe(name, name, t.name, b.rel(cp=shard(0)), output="value")
    _provenance(b, cp2_halo)
    return b.build()


# --------------------------------------------------------------------------
# The same shift halo on the planners' attention layout: Q [B, H, N, Dh], K/V
# [B, Hkv, N, Dh] (GQA, H = G * Hkv), the sequence on dim 2; dp shards the
# batch, cp the sequence (mesh (dp, cp); `dp=False`: cp only). Forward and
# backward as cp2_halo: tails of K/V and of the query positions shifted by +1
# and concatenated [halo; own] on the sequence dim, dK / dV returned by
# OP_HALO_REDUCE on dim 2.

def cp2_halo_4d(bug: str = "", dp: bool = True, tp: bool = False) -> P.Plan:
    b = PlanBuilder("cp2_halo_4d" + ("_tp" if tp else "") + (f"_{bug}" if bug else "") + ("" if dp else "_cp"),
                    seed=17)
    if dp:
        b.axis("dp", 2)
    cp = b.axis("cp", 2)
    if tp:
        b.axis("tp", 2)
    B, Bl, H, G, Hkv, N, Nl, hal, Dh = b.symbols("B B_l H G Hkv N N_l halo Dh")
    b.constrain(N, "==", cp.size * Nl, "seq_split")
    if dp:
        b.constrain(B, "==", b.axes["dp"].size * Bl, "batch_split")
    Hl = Hkvl = None
    if tp:  # tp shards the kv heads and with them their query groups
        Hkvl, Ns = b.symbols("Hkv_l N_s")
        b.constrain(Hkv, "==", b.axes["tp"].size * Hkvl, "kv_heads_split")
        # the planners' chunk is tp * N_s (SP), so the SM length cp * (tp * N_s) renders cp * tp * N_s
        b.constrain(Nl, "==", b.axes["tp"].size * Ns, "chunk_over_tp")
    b.constrain(H, "==", G * Hkv, "gqa_groups")
    b.constrain(hal, "<=", Nl, "halo_within_one_shard")
    b.constrain(2, "<=", cp.size, "halo_from_another_rank")
    W = hal + 1
    scale = scalar(Dh, rsqrt=True)
    Bp = Bl if dp else B
    Hp, Hkvp = (G * Hkvl, Hkvl) if tp else (H, Hkv)
    sm = b.sm
    q, do = sm.input("q", [B, H, N, Dh]), sm.input("do", [B, H, N, Dh], role="grad_seed")
    k, v = sm.input("k", [B, Hkv, N, Dh]), sm.input("v", [B, Hkv, N, Dh])
    pos = sm.arange(N, "pos")
    mask = sm.sliding_window_mask(pos, pos, W, "mask")
    sm.sdpa(q, k, v, mask, "o", scale)
    sm.sdpa_backward(q, k, v, mask, do, ("dq", "dk", "dv"), scale)

    b.group("cp", axes=["cp"])
    pm = b.program()
    q_, do_ = pm.input("q", [Bp, Hp, Nl, Dh]), pm.input("do", [Bp, Hp, Nl, Dh], role="grad_seed")
    k_, v_ = pm.input("k", [Bp, Hkvp, Nl, Dh]), pm.input("v", [Bp, Hkvp, Nl, Dh])
    qpos = pm.arange(Nl, "qpos", start=cp.coord * Nl, realizes="pos")
    # the planted bug: the halo values are the rank's own tail, not shifted
    unshifted = {key: None for key in ("k", "v", "pos") if bug == f"{key}_unshifted"}
    ext = halo_extend(pm, (("k", k_, 2, "layout"), ("v", v_, 2, "layout"), ("pos", qpos, 0, "index")), "cp", Nl,
                      hal, offset=unshifted)
    mask_ = pm.sliding_window_mask(qpos, ext["pos"], W, "mask", realizes="mask")
    o_ = pm.sdpa(q_, ext["k"], ext["v"], mask_, "o", scale, realizes="o")
    dq_, dk_ext, dv_ext = pm.sdpa_backward(q_, ext["k"], ext["v"], mask_, do_, ("dq", "dk_ext", "dv_ext"),
                                           scale, realizes="dq_bwd")
    dk_ = pm.halo_reduce(dk_ext, "cp", 3, 2, hal, "dk")
    dv_ = pm.halo_reduce(dv_ext, "cp", 4, 2, hal, "dv")

    lay = b.rel(dp=shard(0), cp=shard(2), tp=shard(1)) if tp else \
        b.rel(dp=shard(0), cp=shard(2)) if dp else b.rel(cp=shard(2))
    for t in ("q", "k", "v", "do"):
        b.bind(t, t, lay)
    for name, t in (("o", o_), ("dq", dq_), ("dk", dk_), ("dv", dv_)):
        b.observe(name, name, t.name, lay, **({"output": "value"} if name == "o" else
                                                {"output": "gradient", "of": name[1:]}))
    _provenance(b, cp2_halo_4d)
    return b.build()


def cp2_halo_4d_cp(bug: str = "") -> P.Plan:
    """cp2_halo_4d on the cp axis alone."""
    return cp2_halo_4d(bug, dp=False)


def cp2_halo_4d_tp(bug: str = "") -> P.Plan:
    """cp2_halo_4d on (dp, cp, tp): tp shards the kv heads (dim 1) and their query groups, the planners' layout."""
    return cp2_halo_4d(bug, tp=True)


# --------------------------------------------------------------------------
# Context-parallel attention, zigzag layout: 2P chunks of c tokens, rank r
# owns chunks r and 2P-1-r. The plan enters the layout by slicing the
# replicated input; gathered K/V (and key positions) are in zigzag order,
# a permutation of the sequence.

def cp2_zigzag(bug: str = "") -> P.Plan:
    b = PlanBuilder("cp2_zigzag" + (f"_{bug}" if bug else ""), seed=15)
    cp = b.axis("cp", 2)
    N, c, dm, D, Dh = b.symbols("N c dm D Dh")
    b.constrain(N, "==", 2 * cp.size * c, "zigzag_chunks")
    b.constrain(D, "==", 2 * Dh, "rope_pairs")  # RoPE rotates interleaved pairs: D is even
    zz = b.permutation("zigzag_order", P.PERM_ZIGZAG, parts=2)
    scale = scalar(D, rsqrt=True)
    sm = b.sm
    x = sm.input("x", [N, dm])
    wq, wk, wv = sm.param("wq", [dm, D]), sm.param("wk", [dm, D]), sm.param("wv", [dm, D])
    do = sm.input("do", [N, D], role="grad_seed")
    pos = sm.arange(N, "pos")
    q, k, v = sm.matmul(x, wq, "q"), sm.matmul(x, wk, "k"), sm.matmul(x, wv, "v")
    qr, kr = sm.rope(q, pos, 0, "qr"), sm.rope(k, pos, 0, "kr")
    mask = sm.causal_mask(pos, pos, "mask")
    sm.sdpa(qr, kr, v, mask, "o", scale)
    dqr, dkr, dv = sm.sdpa_backward(qr, kr, v, mask, do, ("dqr", "dkr", "dv"), scale)
    dq, dk = sm.rope(dqr, pos, 0, "dq", backward=True), sm.rope(dkr, pos, 0, "dk", backward=True)
    xt = sm.transpose(x, [1, 0], "xt")
    sm.matmul(xt, dq, "dwq"), sm.matmul(xt, dk, "dwk"), sm.matmul(xt, dv, "dwv")

    b.group("cp", axes=["cp"])
    pm = b.program()
    xfull = pm.input("x", [N, dm])
    wq_, wk_, wv_ = pm.param("wq", [dm, D]), pm.param("wk", [dm, D]), pm.param("wv", [dm, D])
    do_ = pm.input("do", [2 * c, D], role="grad_seed")
    mirror = (2 * cp.size - 1 - cp.coord) * c
    xa = pm.slice(xfull, 0, cp.coord * c, c, "x_first", helper="layout")
    xb = pm.slice(xfull, 0, mirror - c if bug == "slice_off_by_one_chunk" else mirror, c, "x_second",
                  helper="layout")
    x_ = pm.concat([xb, xa] if bug == "zigzag_chunk_order" else [xa, xb], 0, "x_local", helper="layout")
    pm.annotate(x_, "x", b.rel(cp=zigzag(0)))
    pa = pm.arange(c, "pos_first", start=cp.coord * c, helper="index")
    pb = pm.arange(c, "pos_second", start=mirror, helper="index")
    qpos = pm.concat([pa, pb], 0, "qpos", helper="index")
    pm.annotate(qpos, "pos", b.rel(cp=zigzag(0)))
    kpos = pm.all_gather(qpos, "cp", 0, 0, cp.size, "kpos")
    pm.annotate(kpos, "pos", b.rel(cp=permuted(0, zz)))
    q_, k_, v_ = (pm.matmul(x_, wq_, "q", realizes="q"), pm.matmul(x_, wk_, "k", realizes="k"),
                  pm.matmul(x_, wv_, "v", realizes="v"))
    qr_, kr_ = pm.rope(q_, qpos, 0, "qr", realizes="qr"), pm.rope(k_, qpos, 0, "kr", realizes="kr")
    kf = pm.all_gather(kr_, "cp", 1, 0, cp.size, "kr_full")
    vf = pm.all_gather(v_, "cp", 2, 0, cp.size, "v_full")
    mask_ = pm.causal_mask(qpos, kpos, "mask", realizes="mask")
    o_ = pm.sdpa(qr_, kf, vf, mask_, "o", scale, realizes="o")
    dqr_, dkrp, dvp = pm.sdpa_backward(qr_, kf, vf, mask_, do_, ("dqr", "dkr_partial", "dv_partial"), scale,
                                       realizes="dqr_bwd")
    dkr_ = pm.reduce_scatter(dkrp, "cp", 3, 0, 2 * c, "dkr")
    dv_ = pm.reduce_scatter(dvp, "cp", 4, 0, 2 * c, "dv")
    dq_ = pm.rope(dqr_, qpos, 0, "dq", backward=True, realizes="dq")
    dk_ = pm.rope(dkr_, qpos, 0, "dk", backward=True, realizes="dk")
    xt_ = pm.transpose(x_, [1, 0], "xt", realizes="xt")
    outs = {}
    for i, (name, grad) in enumerate((("dwq", dq_), ("dwk", dk_), ("dwv", dv_))):
        p_ = pm.matmul(xt_, grad, name + "_partial", realizes=name)
        outs[name] = pm.all_reduce(p_, "cp", 5 + i, name)

    b.bind("x", "x", b.rel(cp=rep()))
    b.bind("do", "do", b.rel(cp=zigzag(0)))
    for w_ in ("wq", "wk", "wv"):
        b.bind(w_, w_, b.rel(cp=rep()))
    b.observe("o", "o", o_.name, b.rel(cp=zigzag(0)), output="value")
    for name, t in outs.items():
        b.observe(name, name, t.name, b.rel(cp=rep()), output="gradient", of=name[1:])
    _provenance(b, cp2_zigzag)
    return b.build()


# --------------------------------------------------------------------------
# Static expert parallelism: tokens and routing replicated, rank q owns
# experts [q*E_l, (q+1)*E_l) and computes their weighted contribution for
# every token; the partial sums are all-reduced.

def ep2_moe() -> P.Plan:
    b = PlanBuilder("ep2_moe", seed=16)
    ep = b.axis("ep", 2)
    T, d, f, E, El = b.symbols("T d f E E_l")
    b.constrain(E, "==", ep.size * El, "expert_split")
    topk = 2
    sm = b.sm
    x, wr = sm.input("x", [T, d]), sm.param("wr", [d, E])
    w1, w2 = sm.param("w1", [E, d, f]), sm.param("w2", [E, f, d])
    scores = sm.matmul(x, wr, "scores")
    probs = sm.softmax(scores, "probs")
    idx = sm.topk(scores, topk, "route")
    gw = sm.gather(probs, idx, 1, "gate")
    cw = sm.scatter_add(idx, gw, 1, E, "combine")
    xb = sm.broadcast(x, [E, T, d], [1, 2], "xb")
    a = sm.silu(sm.batched_matmul(xb, w1, "h"), "a")
    ye = sm.batched_matmul(a, w2, "ye")
    cwb = sm.broadcast(sm.transpose(cw, [1, 0], "combine_t"), [E, T, d], [0, 1], "combine_b")
    sm.reduce_sum(sm.mul(cwb, ye, "weighted"), [0], "y")

    b.group("ep", axes=["ep"])
    pm = b.program()
    x_, wr_ = pm.input("x", [T, d]), pm.param("wr", [d, E])
    w1_, w2_ = pm.param("w1", [El, d, f]), pm.param("w2", [El, f, d])
    scores_ = pm.matmul(x_, wr_, "scores", realizes="scores")
    probs_ = pm.softmax(scores_, "probs", realizes="probs")
    idx_ = pm.topk(scores_, topk, "route", realizes="route")
    gw_ = pm.gather(probs_, idx_, 1, "gate", realizes="gate")
    cw_ = pm.scatter_add(idx_, gw_, 1, E, "combine", realizes="combine")
    xb_ = pm.broadcast(x_, [El, T, d], [1, 2], "xb", realizes="xb")
    a_ = pm.silu(pm.batched_matmul(xb_, w1_, "h", realizes="h"), "a", realizes="a")
    ye_ = pm.batched_matmul(a_, w2_, "ye", realizes="ye")
    cwt = pm.transpose(cw_, [1, 0], "combine_t", realizes="combine_t")
    own = pm.slice(cwt, 0, ep.coord * El, El, "combine_own", helper="layout")
    cwb_ = pm.broadcast(own, [El, T, d], [0, 1], "combine_b", realizes="combine_b")
    yp = pm.reduce_sum(pm.mul(cwb_, ye_, "weighted", realizes="weighted"), [0], "y_partial", realizes="y")
    y_ = pm.all_reduce(yp, "ep", 0, "y")

    b.bind("x", "x", b.rel(ep=rep()))
    b.bind("wr", "wr", b.rel(ep=rep()))
    b.bind("w1", "w1", b.rel(ep=experts(0)))
    b.bind("w2", "w2", b.rel(ep=experts(0)))
    b.observe("y", "y", y_.name, b.rel(ep=rep()), output="value")
    b.observe("y_partial", "y", yp.name, b.rel(ep=partial()))
    _provenance(b, ep2_moe)
    return b.build()


# --------------------------------------------------------------------------
# Expert parallelism by all_to_all dispatch / combine: tokens sharded over
# ep (each rank routes its own tokens), the dense dispatch buffer [E; T_l; d]
# of the rank's tokens exchanged so that each rank holds its E_l experts for
# all T tokens, the expert SwiGLU, the reverse exchange, and the weighted
# sum with the rank's combine weights. The SM is ep2_moe's dense MoE with a
# SwiGLU expert. Bug: the combined expert outputs are returned to the next
# rank (a cyclic shift after the combine: tokens reach the wrong owner).

def ep2_moe_a2a(bug: str = "") -> P.Plan:
    b = PlanBuilder("ep2_moe_a2a" + (f"_{bug}" if bug else ""), seed=18)
    ep = b.axis("ep", 2)
    T, Tl, d, f, E, El = b.symbols("T T_l d f E E_l")
    b.constrain(E, "==", ep.size * El, "expert_split")
    b.constrain(T, "==", ep.size * Tl, "token_split")
    topk = 2
    sm = b.sm
    x, wr = sm.input("x", [T, d]), sm.param("wr", [d, E])
    w1, w3, w2 = sm.param("w1", [E, d, f]), sm.param("w3", [E, d, f]), sm.param("w2", [E, f, d])
    scores = sm.matmul(x, wr, "scores")
    probs = sm.softmax(scores, "probs")
    idx = sm.topk(scores, topk, "route")
    gw = sm.gather(probs, idx, 1, "gate")
    cw = sm.scatter_add(idx, gw, 1, E, "combine")
    xb = sm.broadcast(x, [E, T, d], [1, 2], "xb")
    h1, h3 = sm.batched_matmul(xb, w1, "h1"), sm.batched_matmul(xb, w3, "h3")
    g = sm.mul(sm.silu(h1, "a1"), h3, "g")
    ye = sm.batched_matmul(g, w2, "ye")
    cwb = sm.broadcast(sm.transpose(cw, [1, 0], "combine_t"), [E, T, d], [0, 1], "combine_b")
    sm.reduce_sum(sm.mul(cwb, ye, "weighted"), [0], "y")

    b.group("ep", axes=["ep"])
    pm = b.program()
    x_, wr_ = pm.input("x", [Tl, d]), pm.param("wr", [d, E])
    w1_, w3_, w2_ = pm.param("w1", [El, d, f]), pm.param("w3", [El, d, f]), pm.param("w2", [El, f, d])
    scores_ = pm.matmul(x_, wr_, "scores", realizes="scores")
    probs_ = pm.softmax(scores_, "probs", realizes="probs")
    idx_ = pm.topk(scores_, topk, "route", realizes="route")
    gw_ = pm.gather(probs_, idx_, 1, "gate", realizes="gate")
    cw_ = pm.scatter_add(idx_, gw_, 1, E, "combine", realizes="combine")
    xb_ = pm.broadcast(x_, [E, Tl, d], [1, 2], "xb", realizes="xb")
    # dispatch: split the experts (dim 0) over the ranks, gather all tokens (dim 1)
    xd = pm.collective(P.OP_ALL_TO_ALL, xb_, "ep", 0, "xd", shape=[El, T, d], split_dim=0, concat_dim=1)
    h1_ = pm.batched_matmul(xd, w1_, "h1", realizes="h1")
    h3_ = pm.batched_matmul(xd, w3_, "h3", realizes="h3")
    g_ = pm.mul(pm.silu(h1_, "a1", realizes="a1"), h3_, "g", realizes="g")
    ye_ = pm.batched_matmul(g_, w2_, "ye", realizes="ye")
    # combine: the reverse exchange returns every token's expert outputs to its owner
    yc = pm.collective(P.OP_ALL_TO_ALL, ye_, "ep", 1, "yc", shape=[E, Tl, d], split_dim=1, concat_dim=0)
    if bug == "combine_wrong_owner":
        yc = pm.shift(yc, "ep", 2, 1, "yc_shifted")
    cwt = pm.transpose(cw_, [1, 0], "combine_t", realizes="combine_t")
    cwb_ = pm.broadcast(cwt, [E, Tl, d], [0, 1], "combine_b", realizes="combine_b")
    y_ = pm.reduce_sum(pm.mul(cwb_, yc, "weighted", realizes="weighted"), [0], "y", realizes="y")

    b.bind("x", "x", b.rel(ep=shard(0)))
    b.bind("wr", "wr", b.rel(ep=rep()))
    for w in ("w1", "w3", "w2"):
        b.bind(w, w, b.rel(ep=experts(0)))
    b.observe("y", "y", y_.name, b.rel(ep=shard(0)), output="value")
    _provenance(b, ep2_moe_a2a)
    return b.build()


# --------------------------------------------------------------------------
# 2-D mesh (dp, tp): batch split over dp, Megatron TP over tp, and FSDP
# sharding of the weights over dp ON THE SAME DIM tp already shards (tp
# outer, dp inner); weights are all-gathered over dp before use and their
# gradients reduce-scattered over dp.

def fsdp_tp_2d(bug: str = "") -> P.Plan:
    b = PlanBuilder("fsdp_tp_2d" + (f"_{bug}" if bug else ""), seed=17)
    dp, tp = b.axis("dp", 2), b.axis("tp", 2)
    B, Bl, d, f, fh, fq = b.symbols("B B_l d f f_h f_q")
    b.constrain(B, "==", dp.size * Bl, "batch_split")
    b.constrain(f, "==", tp.size * fh, "tp_split")
    b.constrain(fh, "==", dp.size * fq, "fsdp_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [B, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [B, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    da = sm.matmul(dy, sm.transpose(w2, [1, 0], "w2t"), "da")
    sm.matmul(sm.transpose(a, [1, 0], "at"), dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    sm.matmul(sm.transpose(x, [1, 0], "xt"), dh, "dw1")
    sm.matmul(dh, sm.transpose(w1, [1, 0], "w1t"), "dx")

    b.group("dp", axes=["dp"])
    if bug == "wrong_group":
        # rank lists as an importer might write them: [0, 2] is a dp group
        b.group("tp", subgroups=[[0, 2], [1, 3]])
    else:
        b.group("tp", axes=["tp"], subgroups=[[0, 1], [2, 3]])
    pm = b.program()
    x_, dy_ = pm.input("x", [Bl, d]), pm.input("dy", [Bl, d], role="grad_seed")
    w1s, w2s = pm.param("w1", [d, fq]), pm.param("w2", [fq, d])
    w1_ = pm.all_gather(w1s, "dp", 0, 1, dp.size, "w1_tp")
    w2_ = pm.all_gather(w2s, "dp", 1, 0, dp.size, "w2_tp")
    h_ = pm.matmul(x_, w1_, "h", realizes="h")
    a_ = pm.silu(h_, "a", realizes="a")
    yp = pm.matmul(a_, w2_, "y_partial", realizes="y")
    y_ = pm.all_reduce(yp, "tp", 0, "y")
    da_ = pm.matmul(dy_, pm.transpose(w2_, [1, 0], "w2t", realizes="w2t"), "da", realizes="da")
    dw2p = pm.matmul(pm.transpose(a_, [1, 0], "at", realizes="at"), dy_, "dw2_partial", realizes="dw2")
    dw2_ = pm.reduce_scatter(dw2p, "dp", 2, 0, fq, "dw2")
    dh_ = pm.silu_grad(h_, da_, "dh", realizes="dh")
    dw1p = pm.matmul(pm.transpose(x_, [1, 0], "xt", realizes="xt"), dh_, "dw1_partial", realizes="dw1")
    dw1_ = pm.reduce_scatter(dw1p, "dp", 3, 1, fq, "dw1")
    dxp = pm.matmul(dh_, pm.transpose(w1_, [1, 0], "w1t", realizes="w1t"), "dx_partial", realizes="dx")
    dx_ = pm.all_reduce(dxp, "tp", 1, "dx")

    b.bind("x", "x", b.rel(dp=shard(0), tp=rep()))
    b.bind("dy", "dy", b.rel(dp=shard(0), tp=rep()))
    b.bind("w1", "w1", b.rel("tp", "dp", tp=shard(1), dp=shard(1)))
    b.bind("w2", "w2", b.rel("tp", "dp", tp=shard(0), dp=shard(0)))
    b.observe("y", "y", y_.name, b.rel(dp=shard(0), tp=rep()), output="value")
    b.observe("dx", "dx", dx_.name, b.rel(dp=shard(0), tp=rep()), output="gradient", of="x")
    b.observe("dw1", "dw1", dw1_.name, b.rel("tp", "dp", tp=shard(1), dp=shard(1)), output="gradient", of="w1")
    b.observe("dw2", "dw2", dw2_.name, b.rel("tp", "dp", tp=shard(0), dp=shard(0)), output="gradient", of="w2")
    _provenance(b, fsdp_tp_2d)
    return b.build()


# --------------------------------------------------------------------------
# The same 2-layer MLP as a 2-stage pipeline (mesh pp x tp, TP inside each
# stage): stage 0 runs layer 1 and sends its activation shard to stage 1;
# stage 1 runs layer 2, takes the gradient seed, computes dW2 and the
# activation gradient and sends it back; stage 0 receives it and finishes
# the backward (dW1). Each observable is held by the stage computing it.

def pp2_mlp(bug: str = "", tp_size: int = 2) -> P.Plan:
    b = PlanBuilder("pp2_mlp" + (f"_{bug}" if bug else "") + (f"_tp{tp_size}" if tp_size != 2 else ""), seed=21)
    pp = b.axis("pp", 2)
    tp = b.axis("tp", tp_size)
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [n, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    w2t = sm.transpose(w2, [1, 0], "w2t")
    da = sm.matmul(dy, w2t, "da")
    at = sm.transpose(a, [1, 0], "at")
    sm.matmul(at, dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    xt = sm.transpose(x, [1, 0], "xt")
    sm.matmul(xt, dh, "dw1")

    b.group("tp", axes=["tp"])
    b.group("pp", axes=["pp"])
    s0 = b.program("stage0", where={"pp": 0})
    x_, w1_ = s0.input("x", [n, d]), s0.param("w1", [d, fl])
    h_ = s0.matmul(x_, w1_, "h", realizes="h")
    a_ = s0.silu(h_, "a", realizes="a")
    s0.collective(P.OP_SEND, a_, "pp", 0, "send_a", peer=1)
    # the activation gradient comes back from stage 1 (seq 1); the stale
    # twin differentiates through the activation instead of the pre-activation
    da0 = s0.collective(P.OP_RECV, None, "pp", 1, "recv_da", shape=[n, fl], out_kind=P.VALUE_RING, peer=1)
    dh_ = s0.silu_grad(a_ if bug == "stale_activation" else h_, da0, "dh", realizes="dh")
    if bug == "stale_copy":
        # stage 0 receives, under the observable's name, stage 1's partial
        # sum before its all-reduce: a copy of `y` that is not y (at tp = 1
        # it is y: only a larger tp tells them apart)
        s0.collective(P.OP_RECV, None, "pp", 2, "y", shape=[n, d], out_kind=P.VALUE_RING, peer=1)
    xt_ = s0.transpose(x_, [1, 0], "xt", realizes="xt")
    dw1_ = s0.matmul(xt_, dh_, "dw1", realizes="dw1")

    s1 = b.program("stage1", where={"pp": 1})
    dy_, w2_ = s1.input("dy", [n, d], role="grad_seed"), s1.param("w2", [fl, d])
    a1 = s1.collective(P.OP_RECV, None, "pp", 0, "recv_a", shape=[n, fl], out_kind=P.VALUE_RING, peer=0)
    yp = s1.matmul(a1, w2_, "y_partial", realizes="y")
    y_ = s1.all_reduce(yp, "tp", 0, "y")
    w2t_ = s1.transpose(w2_, [1, 0], "w2t", realizes="w2t")
    da_ = s1.matmul(dy_, w2t_, "da", realizes="da")
    at_ = s1.transpose(a1, [1, 0], "at", realizes="at")
    dw2_ = s1.matmul(at_, dy_, "dw2", realizes="dw2")
    s1.collective(P.OP_SEND, da_, "pp", 1, "send_da", peer=0)
    if bug == "stale_copy":
        s1.collective(P.OP_SEND, yp, "pp", 2, "send_y", peer=0)

    b.bind("x", "x", b.rel(pp=rep(), tp=rep()))
    b.bind("dy", "dy", b.rel(pp=rep(), tp=rep()))
    b.bind("w1", "w1", b.rel(pp=rep(), tp=shard(1)))
    b.bind("w2", "w2", b.rel(pp=rep(), tp=shard(0)))
    b.observe("y", "y", y_.name, b.rel(pp=rep(), tp=rep()), output="value")
    b.observe("dw1", "dw1", dw1_.name, b.rel(pp=rep(), tp=shard(1)), output="gradient", of="w1")
    b.observe("dw2", "dw2", dw2_.name, b.rel(pp=rep(), tp=shard(0)), output="gradient", of="w2")
    _provenance(b, pp2_mlp)
    return b.build()


# --------------------------------------------------------------------------
# The 2-stage pipeline on a 3-D mesh (pp, dp, tp): the batch is split over
# dp inside each stage, TP as in pp2_mlp. A recv reads the sending stage at
# the same (dp, tp) coordinates; the weight gradients are all-reduced over
# dp by the stage that computes them.

def pp2_dp2_tp2_mlp(bug: str = "") -> P.Plan:
    b = PlanBuilder("pp2_dp2_tp2_mlp" + (f"_{bug}" if bug else ""), seed=23)
    pp = b.axis("pp", 2)
    dp = b.axis("dp", 2)
    tp = b.axis("tp", 2)
    B, Bl, d, f, fl = b.symbols("B B_l d f f_l")
    b.constrain(B, "==", dp.size * Bl, "batch_split")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [B, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [B, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    da = sm.matmul(dy, sm.transpose(w2, [1, 0], "w2t"), "da")
    sm.matmul(sm.transpose(a, [1, 0], "at"), dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    sm.matmul(sm.transpose(x, [1, 0], "xt"), dh, "dw1")

    b.group("dp", axes=["dp"])
    b.group("tp", axes=["tp"])
    b.group("pp", axes=["pp"])
    s0 = b.program("stage0", where={"pp": 0})
    x_, w1_ = s0.input("x", [Bl, d]), s0.param("w1", [d, fl])
    h_ = s0.matmul(x_, w1_, "h", realizes="h")
    a_ = s0.silu(h_, "a", realizes="a")
    s0.collective(P.OP_SEND, a_, "pp", 0, "send_a", peer=1)
    da0 = s0.collective(P.OP_RECV, None, "pp", 1, "recv_da", shape=[Bl, fl], out_kind=P.VALUE_RING, peer=1)
    dh_ = s0.silu_grad(h_, da0, "dh", realizes="dh")
    xt_ = s0.transpose(x_, [1, 0], "xt", realizes="xt")
    dw1p = s0.matmul(xt_, dh_, "dw1_partial", realizes="dw1")
    dw1_ = s0.all_reduce(dw1p, "dp", 2, "dw1")

    s1 = b.program("stage1", where={"pp": 1})
    dy_, w2_ = s1.input("dy", [Bl, d], role="grad_seed"), s1.param("w2", [fl, d])
    a1 = s1.collective(P.OP_RECV, None, "pp", 0, "recv_a", shape=[Bl, fl], out_kind=P.VALUE_RING, peer=0)
    yp = s1.matmul(a1, w2_, "y_partial", realizes="y")
    y_ = s1.all_reduce(yp, "tp", 0, "y")
    da_ = s1.matmul(dy_, s1.transpose(w2_, [1, 0], "w2t", realizes="w2t"), "da", realizes="da")
    dw2p = s1.matmul(s1.transpose(a1, [1, 0], "at", realizes="at"), dy_, "dw2_partial", realizes="dw2")
    dw2_ = s1.all_reduce(dw2p, "dp", 2, "dw2")
    s1.collective(P.OP_SEND, da_, "pp", 1, "send_da", peer=0)

    b.bind("x", "x", b.rel(dp=shard(0)))
    b.bind("dy", "dy", b.rel(dp=shard(0)))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", y_.name, b.rel(dp=shard(0)), output="value")
    b.observe("dw1", "dw1", dw1_.name, b.rel(tp=shard(1)), output="gradient", of="w1")
    b.observe("dw2", "dw2", dw2_.name, b.rel(tp=shard(0)), output="gradient", of="w2")
    _provenance(b, pp2_dp2_tp2_mlp)
    return b.build()


# --------------------------------------------------------------------------
# pp2_mlp with gradient accumulation over 2 microbatches: each microbatch
# m is the batch rows [m * n_m, (m + 1) * n_m) (MICROBATCH_SLICE bindings);
# its nodes carry `microbatch = m`, its p2p pairs their own seq; each stage
# accumulates its weight gradient over the microbatches (HELPER_ACCUMULATE
# add) and holds the whole-batch gradient. y is observed per microbatch.
# The twin (crossed_microbatch) differentiates microbatch 1 at microbatch
# 0's pre-activation. M > 2 microbatches (tests): the accumulation is the
# chain ((mb0 + mb1) + mb2) + ...

def pp2_mlp_mb2(bug: str = "", M: int = 2) -> P.Plan:
    b = PlanBuilder(f"pp2_mlp_mb{M}" + (f"_{bug}" if bug else ""), seed=25)
    b.axis("pp", 2)
    tp = b.axis("tp", 2)
    n, nm, d, f, fl = b.symbols("n n_m d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    b.constrain(n, "==", M * nm, "microbatch_split")
    b.plan.num_microbatches = M
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [n, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    da = sm.matmul(dy, sm.transpose(w2, [1, 0], "w2t"), "da")
    sm.matmul(sm.transpose(a, [1, 0], "at"), dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    sm.matmul(sm.transpose(x, [1, 0], "xt"), dh, "dw1")

    b.group("tp", axes=["tp"])
    b.group("pp", axes=["pp"])
    s0 = b.program("stage0", where={"pp": 0})
    s1 = b.program("stage1", where={"pp": 1})
    w1_, w2_ = s0.param("w1", [d, fl]), s1.param("w2", [fl, d])
    w2t_ = s1.transpose(w2_, [1, 0], "w2t", realizes="w2t")
    dw1s, dw2s, ys, hs = [], [], [], []
    for m in range(M):
        x_ = s0.input(f"x_mb{m}", [nm, d])
        h_ = s0.matmul(x_, w1_, f"h_mb{m}", realizes="h")
        hs.append(h_)
        a_ = s0.silu(h_, f"a_mb{m}", realizes="a")
        s0.collective(P.OP_SEND, a_, "pp", 2 * m, f"send_a_mb{m}", peer=1)
        a1 = s1.collective(P.OP_RECV, None, "pp", 2 * m, f"recv_a_mb{m}", shape=[nm, fl],
                           out_kind=P.VALUE_RING, peer=0)
        dy_ = s1.input(f"dy_mb{m}", [nm, d], role="grad_seed")
        yp = s1.matmul(a1, w2_, f"y_partial_mb{m}", realizes="y")
        ys.append(s1.all_reduce(yp, "tp", 3 * m, f"y_mb{m}"))
        da_ = s1.matmul(dy_, w2t_, f"da_mb{m}", realizes="da")
        dw2s.append(s1.matmul(s1.transpose(a1, [1, 0], f"at_mb{m}", realizes="at"), dy_, f"dw2_mb{m}",
                              realizes="dw2"))
        s1.collective(P.OP_SEND, da_, "pp", 2 * m + 1, f"send_da_mb{m}", peer=0)
        da0 = s0.collective(P.OP_RECV, None, "pp", 2 * m + 1, f"recv_da_mb{m}", shape=[nm, fl],
                            out_kind=P.VALUE_RING, peer=1)
        hm = hs[0] if bug == "crossed_microbatch" else h_
        dh_ = s0.silu_grad(hm, da0, f"dh_mb{m}", realizes="dh")
        dw1s.append(s0.matmul(s0.transpose(x_, [1, 0], f"xt_mb{m}", realizes="xt"), dh_, f"dw1_mb{m}",
                              realizes="dw1"))
    for m in range(1, M):
        last = m == M - 1
        dw1s[0] = s0.add(dw1s[0], dw1s[m], "dw1" if last else f"dw1_acc{m}", helper="accumulate")
        dw2s[0] = s1.add(dw2s[0], dw2s[m], "dw2" if last else f"dw2_acc{m}", helper="accumulate")
    dw1_, dw2_ = dw1s[0], dw2s[0]
    mark_microbatches(b)
    for m in range(M):
        for t in ("x", "dy"):
            r = b.rel(pp=rep(), tp=rep())
            r.microbatch.CopyFrom(microbatch_slice(0, m, M))
            b.bind(t, f"{t}_mb{m}", r)
        r = b.rel(pp=rep(), tp=rep())
        r.microbatch.CopyFrom(microbatch_slice(0, m, M))
        b.observe(f"y_mb{m}", "y", ys[m].name, r, output="value")
    b.bind("w1", "w1", b.rel(pp=rep(), tp=shard(1)))
    b.bind("w2", "w2", b.rel(pp=rep(), tp=shard(0)))
    b.observe("dw1", "dw1", dw1_.name, b.rel(pp=rep(), tp=shard(1)), output="gradient", of="w1")
    b.observe("dw2", "dw2", dw2_.name, b.rel(pp=rep(), tp=shard(0)), output="gradient", of="w2")
    _provenance(b, pp2_mlp_mb2)
    return b.build()


EXAMPLES = {
    "mlp_tp2": mlp_tp2,
    "mlp_sp2": mlp_sp2,
    "dp2_loss": dp2_loss,
    "cp2_attention": cp2_attention,
    "cp2_zigzag": cp2_zigzag,
    "cp2_halo": cp2_halo,
    "cp2_halo_4d": cp2_halo_4d,
    "cp2_halo_4d_cp": cp2_halo_4d_cp,
    "cp2_halo_4d_tp": cp2_halo_4d_tp,
    "ep2_moe": ep2_moe,
    "ep2_moe_a2a": ep2_moe_a2a,
    "fsdp_tp_2d": fsdp_tp_2d,
    "pp2_mlp": pp2_mlp,
    "pp2_dp2_tp2_mlp": pp2_dp2_tp2_mlp,
    "pp2_mlp_mb2": pp2_mlp_mb2,
}

# name -> (builder, bug flag, expected first diverging PM tensor)
BUGGY = {
    "mlp_tp2_missing_allreduce": (mlp_tp2, "missing_allreduce", "y_partial"),
    "mlp_tp2_allgather_not_allreduce": (mlp_tp2, "allgather_not_allreduce", "y"),
    "fsdp_tp_2d_wrong_group": (fsdp_tp_2d, "wrong_group", "y"),
    "dp2_loss_local_token_count": (dp2_loss, "local_token_count", "dce"),
    "cp2_zigzag_chunk_order": (cp2_zigzag, "zigzag_chunk_order", "x_local"),
    "cp2_zigzag_slice_off_by_one_chunk": (cp2_zigzag, "slice_off_by_one_chunk", "x_local"),
    "cp2_attention_rope_local_positions": (cp2_attention, "rope_local_positions", "rope_pos"),
    # the evaluator compares the extended-range mask as if it were the SM
    # mask's row shard, so it reports it first (the observable o differs too)
    "cp2_halo_pos_unshifted": (cp2_halo, "halo_pos_unshifted", "mask"),
    "cp2_halo_v_unshifted": (cp2_halo, "halo_v_unshifted", "mask"),
    "cp2_halo_dv_halo_wrong_rank": (cp2_halo, "dv_halo_wrong_rank", "dv"),
    "cp2_halo_4d_v_unshifted": (cp2_halo_4d, "v_unshifted", "mask"),
    "cp2_halo_4d_tp_v_unshifted": (cp2_halo_4d_tp, "v_unshifted", "o"),
    "pp2_mlp_stale_activation": (pp2_mlp, "stale_activation", "dh"),
    "pp2_mlp_mb2_crossed_microbatch": (pp2_mlp_mb2, "crossed_microbatch", "dw1"),
    "ep2_moe_a2a_combine_wrong_owner": (ep2_moe_a2a, "combine_wrong_owner", "weighted"),
}
