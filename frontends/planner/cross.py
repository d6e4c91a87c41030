"""YOCO's cross-decoder: the single K̂/V̂ (projected once from the
self-decoder output, gathered once over cp, shared by every cross layer),
cross-attention layers on the query stream, and the zigzag shuffle that
moves the query stream between the contiguous and zigzag CP layouts."""

from __future__ import annotations

import dataclasses

from frontends.common.plan_writer import shard, zigzag
from proto import plan_pb2

from frontends.planner.emit import Pair
from frontends.planner.layers import (Ctx, Layout, attn_params, attn_scale, gather_tp, heads_bwd, heads_fwd,
                                      input_grad, local_tp, norm_param, out_proj_bwd, out_proj_fwd,
                                      rmsnorm_bwd, rmsnorm_fwd, scatter_tp, wgrad)

P = plan_pb2


# ---------------------------------------------------------------- zigzag shuffle

def shuffle(C: Ctx, x: Pair, name: str, to_zigzag: bool) -> Pair:
    """Contiguous <-> zigzag over cp on a [B, N, ...] stream tensor, in the
    form parallel.zigzag_shuffle selects (config.ZIGZAG_SHUFFLES). Under SP
    the shuffle runs on the tp-gathered stream and each rank keeps its tp
    shard."""
    E = C.E
    if E.size("cp") == 1:
        return x
    full = gather_tp(C, x, f"{name}_full")
    move = _gather_shuffle if C.cfg.parallel.zigzag_shuffle == "gather" else _all_to_all_shuffle
    out = move(C, full.p, name, to_zigzag)
    lay = Layout("zigzag" if to_zigzag else "contiguous")
    E.annotate(out, x.s.name, C.stream_rel(lay))
    res = local_tp(C, Pair(x.s, out), f"{name}_local")
    if res.p is not out:
        E.annotate(res.p, x.s.name, C.stream_rel(Layout(lay.cp, True)))
    return res


def _all_to_all_shuffle(C: Ctx, full, name: str, to_zigzag: bool):
    """P = 2. Contiguous rank r holds chunks 2r, 2r+1; zigzag rank r holds
    chunks r, 3-r. Rank r orders its two chunks so that piece i is what
    member i needs (rank 1 swaps them), and one all-to-all moves them; the
    inverse is the same all-to-all followed by the same swap."""
    E, D = C.E, C.D
    cp = E.axes["cp"]

    def swap(t, tag):
        a = E.helper(lambda g: g.slice(t, 1, cp.coord * D.c, D.c, f"{name}_{tag}_a", helper="layout"))
        b = E.helper(lambda g: g.slice(t, 1, (1 - cp.coord) * D.c, D.c, f"{name}_{tag}_b", helper="layout"))
        return E.helper(lambda g: g.concat([a, b], 1, f"{name}_{tag}", helper="layout"))

    if to_zigzag:
        return E.all_to_all(swap(full, "send"), "cp", 1, 1, f"{name}_zz")
    return swap(E.all_to_all(full, "cp", 1, 1, f"{name}_recv"), "contig")


def _gather_shuffle(C: Ctx, full, name: str, to_zigzag: bool):
    """Any P (N = 2 * P * c): contiguous rank r holds tokens [r * 2c,
    (r + 1) * 2c), zigzag rank r chunks r and 2P-1-r. One program for every
    P: entering, the contiguous shards are all-gathered over cp and rank r
    cuts its two chunks at coord * c and (2P - 1 - coord) * c; leaving,
    rank r scatters its tokens to their global positions (the zigzag
    positions) in a length-N buffer that is zero elsewhere, and a
    reduce-scatter over cp sums the buffers (each token is on exactly one
    rank) and hands rank r its contiguous shard."""
    E, D = C.E, C.D
    cp = E.axes["cp"]
    if to_zigzag:
        g = E.all_gather(full, "cp", 1, f"{name}_all")
        a = E.helper(lambda g_: g_.slice(g, 1, cp.coord * D.c, D.c, f"{name}_first", helper="layout"))
        b = E.helper(lambda g_: g_.slice(g, 1, (2 * cp.size - 1 - cp.coord) * D.c, D.c, f"{name}_second",
                                         helper="layout"))
        return E.helper(lambda g_: g_.concat([a, b], 1, f"{name}_zz", helper="layout"))
    pos = C.positions(Layout("zigzag"))
    idx = E.helper(lambda g_: g_.broadcast(pos, full.shape, [1], f"{name}_idx", helper="index"))
    spread = E.helper(lambda g_: g_.scatter_add(idx, full, 1, D.N, f"{name}_spread", helper="accumulate"))
    return E.reduce_scatter(spread, "cp", 1, D.N_c, f"{name}_contig")


# ---------------------------------------------------------------- K̂ / V̂

@dataclasses.dataclass(frozen=True)
class KV:
    x: Pair; g: Pair; z_full: Pair; wk: Pair; wv: Pair
    khat: Pair; vhat: Pair; pos: Pair


def kv_fwd(C: Ctx, x: Pair, lay: Layout) -> KV:
    """z = RMSNorm_kv(x); K̂ = RoPE(z W_K); V̂ = z W_V, on the stream's CP
    layout, then all-gathered once over cp (SM order only if that layout
    was contiguous)."""
    E, D = C.E, C.D
    g = norm_param(C, "kv_norm")
    col = C.rel({1: [("tp", shard(1))]})
    wk = C.param("kv_wk", [D.d, D.Hkv * D.Dh], [D.d, D.Hkv_l * D.Dh], col, ("dp", "cp"))
    wv = C.param("kv_wv", [D.d, D.Hkv * D.Dh], [D.d, D.Hkv_l * D.Dh], col, ("dp", "cp"))
    z_full = gather_tp(C, rmsnorm_fwd(C, x, g, "kv_z"), "kv_z_full")
    pos = Pair(C.pos_sm, C.positions(lay))
    k = heads_fwd(C, z_full, wk, (D.Hkv, D.Hkv_l), "kv_k")
    v = heads_fwd(C, z_full, wv, (D.Hkv, D.Hkv_l), "kv_v")
    kr = E.same("rope", k, pos, 2, name="kv_kr")
    heads_rel = C.rel({0: [("dp", shard(0))], 1: [("tp", shard(1))]})
    khat = Pair(kr.s, E.all_gather(kr.p, "cp", 2, "khat"))
    vhat = Pair(v.s, E.all_gather(v.p, "cp", 2, "vhat"))
    if E.size("cp") > 1:
        # the plan's claim: gathered once, in SM order
        E.annotate(khat.p, kr.s.name, heads_rel)
        E.annotate(vhat.p, v.s.name, heads_rel)
    C.observe("khat", kr.s.name, khat.p.name, heads_rel)
    C.observe("vhat", v.s.name, vhat.p.name, heads_rel)
    return KV(x, g, z_full, wk, wv, khat, vhat, pos)


def kv_bwd(C: Ctx, kv: KV, dkhat: Pair, dvhat: Pair) -> Pair:
    """The cross layers' K̂/V̂ gradients (partial over cp, summed over the
    layers) are reduce-scattered back to the layout K̂/V̂ came from."""
    E, D = C.E, C.D
    dk = Pair(dkhat.s, E.reduce_scatter(dkhat.p, "cp", 2, D.N_c, "kv_dkr"))
    dv = Pair(dvhat.s, E.reduce_scatter(dvhat.p, "cp", 2, D.N_c, "kv_dv_local"))
    dk = E.same("rope", dk, kv.pos, 2, name="kv_dk", backward=True)
    dz = None
    for w, grad, tag in ((kv.wk, dk, "k"), (kv.wv, dv, "v")):
        flat = heads_bwd(C, grad, (D.Hkv, D.Hkv_l), f"kv_d{tag}")
        C.grad_final(w.s.name, wgrad(C, kv.z_full, flat, w.s.name))
        part = input_grad(C, flat, w, f"kv_dz_{tag}", partial_out=False)
        dz = part if dz is None else E.binary(P.OP_ADD, dz, part, "kv_dz_sum")
    dz = scatter_tp(C, dz, "kv_dz")
    return rmsnorm_bwd(C, kv.x, kv.g, dz, "kv_norm")


# ---------------------------------------------------------------- cross-attention layer

@dataclasses.dataclass(frozen=True)
class CrossAttn:
    pre: str; x: Pair; g: Pair; xn_full: Pair; w: dict; qr: Pair; mask: Pair; o_flat: Pair; pos: Pair


def cross_attn_fwd(C: Ctx, x: Pair, pre: str, kv: KV, lay: Layout) -> tuple[CrossAttn, Pair]:
    """h = x + Wo Attn(RoPE(RMSNorm(x) Wq), K̂, V̂, causal) with global
    positions for RoPE and the mask (every query t sees exactly keys <= t)."""
    E, D = C.E, C.D
    g = norm_param(C, f"{pre}_norm")
    w = attn_params(C, pre, kv=False)
    xn_full = gather_tp(C, rmsnorm_fwd(C, x, g, f"{pre}_xn"), f"{pre}_xn_full")
    pos = Pair(C.pos_sm, C.positions(lay))
    q = heads_fwd(C, xn_full, w["wq"], (D.H, D.H_l), f"{pre}_q")
    qr = E.same("rope", q, pos, 2, name=f"{pre}_qr")
    kpos = C.all_positions()
    mask = E.both(lambda g_: g_.causal_mask(C.pos_sm, C.pos_sm, f"{pre}_mask"),
                  lambda g_: g_.causal_mask(pos.p, kpos, f"{pre}_mask", realizes=f"{pre}_mask"))
    o = E.same("sdpa", qr, kv.khat, kv.vhat, mask, name=f"{pre}_o", scale=attn_scale(C))
    o_flat, out = out_proj_fwd(C, o, w["wo"], pre)
    return CrossAttn(pre, x, g, xn_full, w, qr, mask, o_flat, pos), out


def cross_attn_bwd(C: Ctx, st: CrossAttn, kv: KV, dy: Pair) -> tuple[Pair, Pair, Pair]:
    """-> (d input through the norm, d K̂, d V̂), the last two partial over cp."""
    E, D = C.E, C.D
    pre = st.pre
    do = out_proj_bwd(C, st.o_flat, st.w["wo"], dy, pre)
    dqr, dk, dv = E.multi("sdpa_backward", st.qr, kv.khat, kv.vhat, st.mask, do,
                          names=(f"{pre}_dqr", f"{pre}_dkhat", f"{pre}_dvhat"), node=f"{pre}_dqr_bwd",
                          scale=attn_scale(C))
    dq = E.same("rope", dqr, st.pos, 2, name=f"{pre}_dq", backward=True)
    flat = heads_bwd(C, dq, (D.H, D.H_l), f"{pre}_dq")
    C.grad_final(st.w["wq"].s.name, wgrad(C, st.xn_full, flat, st.w["wq"].s.name))
    dxn = scatter_tp(C, input_grad(C, flat, st.w["wq"], f"{pre}_dxn", partial_out=True), f"{pre}_dxn")
    return rmsnorm_bwd(C, st.x, st.g, dxn, f"{pre}_norm"), dk, dv
