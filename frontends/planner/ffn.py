"""Feed-forward blocks: dense SwiGLU (Megatron column/row parallel) and the
MoE FFN with expert parallelism over tp, in two forms: static (every rank
runs its experts on all tokens; partial sums) and all_to_all dispatch /
combine of the sequence-parallel tokens (parallel.ep = "a2a_tp").

MoE in the SM is the dense formulation: every expert runs on every token
and the combine weights (zero off the top-k) select; the value equals the
sparse computation. Expert weights are broadcast over the batch so the
expert matmul is a batched_matmul with identical leading dims [E, B].
"""

from __future__ import annotations

import dataclasses
from typing import Optional

from frontends.common.plan_writer import experts, scalar, shard, zigzag
from proto import plan_pb2

from frontends.planner.emit import Pair
from frontends.planner.layers import (Ctx, Layout, gather_tp, input_grad, linear, local_tp, norm_param,
                                      rmsnorm_bwd, rmsnorm_fwd, scatter_tp, wgrad)

P = plan_pb2


# ---------------------------------------------------------------- dense SwiGLU

@dataclasses.dataclass(frozen=True)
class Mlp:
    pre: str; x: Pair; g: Pair; xn_full: Pair; w1: Pair; w3: Pair; w2: Pair
    u: Pair; v: Pair; s: Pair; m: Pair


def mlp_fwd(C: Ctx, x: Pair, pre: str) -> tuple[Mlp, Pair]:
    E, D = C.E, C.D
    g = norm_param(C, f"{pre}_norm")
    col, row = C.rel({1: [("tp", shard(1))]}), C.rel({0: [("tp", shard(0))]})
    w1 = C.param(f"{pre}_w1", [D.d, D.f], [D.d, D.f_l], col, ("dp", "cp"))
    w3 = C.param(f"{pre}_w3", [D.d, D.f], [D.d, D.f_l], col, ("dp", "cp"))
    w2 = C.param(f"{pre}_w2", [D.f, D.d], [D.f_l, D.d], row, ("dp", "cp"))
    xn_full = gather_tp(C, rmsnorm_fwd(C, x, g, f"{pre}_xn"), f"{pre}_xn_full")
    u = linear(C, xn_full, w1, f"{pre}_u")
    v = linear(C, xn_full, w3, f"{pre}_v")
    s = E.same("silu", u, name=f"{pre}_s")
    m = E.same("mul", s, v, name=f"{pre}_m")
    y = scatter_tp(C, linear(C, m, w2, f"{pre}_out", partial_out=True), f"{pre}_out")
    return Mlp(pre, x, g, xn_full, w1, w3, w2, u, v, s, m), y


def mlp_bwd(C: Ctx, st: Mlp, dy: Pair) -> Pair:
    E = C.E
    pre = st.pre
    dy_full = gather_tp(C, dy, f"{pre}_dout_full")
    C.grad_final(st.w2.s.name, wgrad(C, st.m, dy_full, st.w2.s.name))
    dm = input_grad(C, dy_full, st.w2, f"{pre}_dm", partial_out=False)
    ds = E.same("mul", dm, st.v, name=f"{pre}_ds")
    dv = E.same("mul", dm, st.s, name=f"{pre}_dv")
    du = E.same("silu_grad", st.u, ds, name=f"{pre}_du")
    C.grad_final(st.w1.s.name, wgrad(C, st.xn_full, du, st.w1.s.name))
    C.grad_final(st.w3.s.name, wgrad(C, st.xn_full, dv, st.w3.s.name))
    a = input_grad(C, du, st.w1, f"{pre}_dxn_1", partial_out=False)
    b = input_grad(C, dv, st.w3, f"{pre}_dxn_3", partial_out=False)
    dxn = scatter_tp(C, E.binary(P.OP_ADD, a, b, f"{pre}_dxn_sum"), f"{pre}_dxn")
    return rmsnorm_bwd(C, st.x, st.g, dxn, f"{pre}_norm")


# ---------------------------------------------------------------- MoE, static EP over tp

@dataclasses.dataclass(frozen=True)
class Moe:
    pre: str; x: Pair; g: Pair; xn_full: Pair; wr: Pair; w1: Pair; w3: Pair; w2: Pair
    w1b: Pair; w3b: Pair; w2b: Pair; xb: Pair
    probs: Pair; route: Pair; gsum_b: Pair; gnorm: Pair; cb: Pair
    h1: Pair; h3: Pair; a1: Pair; m: Pair; ye: Pair


def _router(C: Ctx, xn: Pair, wr: Pair, pre: str, Nl) -> tuple[Pair, Pair, Pair, Pair, Pair]:
    """Router softmax, top-k, weights renormalized over the top-k, scattered
    into the dense combine weights [B, N, E] (zero off the top-k); Nl is the
    PM's sequence length of xn."""
    E, D = C.E, C.D
    scores = linear(C, xn, wr, f"{pre}_scores")
    probs = E.same("softmax", scores, name=f"{pre}_probs")
    route = E.same("topk", scores, D.k, name=f"{pre}_route")
    gate = E.same("gather", probs, route, 2, name=f"{pre}_gate")
    gsum = E.same("reduce_sum", gate, [2], name=f"{pre}_gsum")
    gsum_b = E.broadcast(gsum, [D.B, D.N, D.k], [D.B_l, Nl, D.k], [0, 1], f"{pre}_gsum_b")
    gnorm = E.binary(P.OP_DIV, gate, gsum_b, f"{pre}_gnorm")
    combine = E.scatter_add(route, gnorm, 2, D.E, f"{pre}_combine")
    return probs, route, gsum_b, gnorm, combine


def _router_bwd(C: Ctx, st: "Moe", dcomb: Pair, Nl) -> Pair:
    """d scores from d combine (the router's backward), Nl as in _router."""
    E, D = C.E, C.D
    pre = st.pre
    dgn = E.same("gather", dcomb, st.route, 2, name=f"{pre}_dgnorm")
    # gnorm = gate / sum(gate): d gate = (d gnorm - sum(d gnorm * gnorm)) / sum(gate)
    t1 = E.binary(P.OP_DIV, dgn, st.gsum_b, f"{pre}_dgate_direct")
    dot = E.same("reduce_sum", E.same("mul", dgn, st.gnorm, name=f"{pre}_dgn_gn"), [2], name=f"{pre}_dgn_dot")
    dotb = E.broadcast(dot, [D.B, D.N, D.k], [D.B_l, Nl, D.k], [0, 1], f"{pre}_dgn_dot_b")
    t2 = E.binary(P.OP_DIV, dotb, st.gsum_b, f"{pre}_dgate_norm")
    dgate = E.binary(P.OP_SUB, t1, t2, f"{pre}_dgate")
    dprobs = E.scatter_add(st.route, dgate, 2, D.E, f"{pre}_dprobs")
    return E.binary(P.OP_SOFTMAX_BACKWARD, st.probs, dprobs, f"{pre}_dscores")


def moe_fwd(C: Ctx, x: Pair, pre: str, lay: Layout) -> tuple[Moe, Pair]:
    """Router softmax, top-k, renormalized weights, SwiGLU experts. The
    input is all-gathered over tp (as before any column-parallel layer), so
    tokens and routing are replicated there; the rank at tp coordinate q
    computes its experts [q*E_l, (q+1)*E_l) for all its tokens; the
    partial sums leave the region like a row-parallel output."""
    if C.cfg.parallel.ep == "a2a_tp":
        return _moe_a2a_fwd(C, x, pre)
    E, D = C.E, C.D
    tp = E.axes["tp"]
    g = norm_param(C, f"{pre}_norm")
    ex_rel = C.rel({0: [("tp", experts(0))]})
    wr = C.param(f"{pre}_wr", [D.d, D.E], [D.d, D.E], C.rel(), ("dp", "cp"))
    w1 = C.param(f"{pre}_w1", [D.E, D.d, D.fe], [D.E_l, D.d, D.fe], ex_rel, ("dp", "cp"))
    w3 = C.param(f"{pre}_w3", [D.E, D.d, D.fe], [D.E_l, D.d, D.fe], ex_rel, ("dp", "cp"))
    w2 = C.param(f"{pre}_w2", [D.E, D.fe, D.d], [D.E_l, D.fe, D.d], ex_rel, ("dp", "cp"))
    xn_full = gather_tp(C, rmsnorm_fwd(C, x, g, f"{pre}_xn"), f"{pre}_xn_full")
    B, N, Bl, Nl = D.B, D.N, D.B_l, D.N_c

    probs, route, gsum_b, gnorm, combine = _router(C, xn_full, wr, pre, Nl)
    if C.cfg.has("routing_gathered_in_zigzag") and lay.cp == "zigzag":
        combine = _routing_gathered_in_zigzag(C, combine, pre)
    cT = E.same("transpose", combine, [2, 0, 1], name=f"{pre}_combine_t")
    own = cT
    if E.size("tp") > 1:
        own = Pair(cT.s, E.helper(lambda g_: g_.slice(cT.p, 0, tp.coord * D.E_l, D.E_l, f"{pre}_combine_own",
                                                      helper="layout")))
    cb = E.broadcast(own, [D.E, B, N, D.d], [D.E_l, Bl, Nl, D.d], [0, 1, 2], f"{pre}_cb")

    xb = E.broadcast(xn_full, [D.E, B, N, D.d], [D.E_l, Bl, Nl, D.d], [1, 2, 3], f"{pre}_xb")
    w1b = E.broadcast(w1, [D.E, B, D.d, D.fe], [D.E_l, Bl, D.d, D.fe], [0, 2, 3], f"{pre}_w1b")
    w3b = E.broadcast(w3, [D.E, B, D.d, D.fe], [D.E_l, Bl, D.d, D.fe], [0, 2, 3], f"{pre}_w3b")
    w2b = E.broadcast(w2, [D.E, B, D.fe, D.d], [D.E_l, Bl, D.fe, D.d], [0, 2, 3], f"{pre}_w2b")
    h1 = E.same("batched_matmul", xb, w1b, name=f"{pre}_h1")
    h3 = E.same("batched_matmul", xb, w3b, name=f"{pre}_h3")
    a1 = E.same("silu", h1, name=f"{pre}_a1")
    m = E.same("mul", a1, h3, name=f"{pre}_m")
    ye = E.same("batched_matmul", m, w2b, name=f"{pre}_ye")
    wy = E.same("mul", cb, ye, name=f"{pre}_wy")
    y = E.same("reduce_sum", wy, [0], name=f"{pre}_out", pm_name=f"{pre}_out_partial")
    y = scatter_tp(C, y, f"{pre}_out")
    st = Moe(pre, x, g, xn_full, wr, w1, w3, w2, w1b, w3b, w2b, xb, probs, route, gsum_b, gnorm, cb,
             h1, h3, a1, m, ye)
    return st, y


def _routing_gathered_in_zigzag(C: Ctx, combine: Pair, pre: str) -> Pair:
    """PLANTED DEFECT: the per-token routing table is all-gathered over cp
    while the stream is in zigzag layout, and each rank then reads its
    tokens' rows at their GLOBAL positions -- as if the gather had returned
    SM order. It returned zigzag order ([chunk 0, chunk 3, chunk 1, chunk 2]
    for P = 2), so the second chunk's rows belong to other tokens. The
    annotation states the (false) belief, so the evaluator names the table."""
    E, D = C.E, C.D
    cp = E.axes["cp"]
    table = E.all_gather(combine.p, "cp", 1, f"{pre}_combine_table")
    E.annotate(table, combine.s.name, C.rel({0: [("dp", shard(0))]}))
    first = E.helper(lambda g: g.slice(table, 1, cp.coord * D.c, D.c, f"{pre}_combine_first", helper="layout"))
    second = E.helper(lambda g: g.slice(table, 1, (2 * cp.size - 1 - cp.coord) * D.c, D.c,
                                        f"{pre}_combine_second", helper="layout"))
    mine = E.helper(lambda g: g.concat([first, second], 1, f"{pre}_combine_mine", helper="layout"))
    return Pair(combine.s, mine)


def _experts_bwd(C: Ctx, st: "Moe", dye: Pair, pre: str) -> Pair:
    """The SwiGLU experts' backward from d(expert output), shared by both EP
    forms: the weight gradients, and d(expert input) summed over w1 and w3."""
    E = C.E
    w2bt = E.same("transpose", st.w2b, [0, 1, 3, 2], name=f"{pre}_w2b_t")
    dm = E.same("batched_matmul", dye, w2bt, name=f"{pre}_dm")
    C.grad_final(st.w2.s.name, wgrad(C, st.m, dye, st.w2.s.name))
    da1 = E.same("mul", dm, st.h3, name=f"{pre}_da1")
    dh3 = E.same("mul", dm, st.a1, name=f"{pre}_dh3")
    dh1 = E.same("silu_grad", st.h1, da1, name=f"{pre}_dh1")
    C.grad_final(st.w1.s.name, wgrad(C, st.xb, dh1, st.w1.s.name))
    C.grad_final(st.w3.s.name, wgrad(C, st.xb, dh3, st.w3.s.name))
    w1bt = E.same("transpose", st.w1b, [0, 1, 3, 2], name=f"{pre}_w1b_t")
    w3bt = E.same("transpose", st.w3b, [0, 1, 3, 2], name=f"{pre}_w3b_t")
    dxb1 = E.same("batched_matmul", dh1, w1bt, name=f"{pre}_dxb1")
    dxb3 = E.same("batched_matmul", dh3, w3bt, name=f"{pre}_dxb3")
    return E.binary(P.OP_ADD, dxb1, dxb3, f"{pre}_dxb")


def moe_bwd(C: Ctx, st: Moe, dy: Pair) -> Pair:
    if C.cfg.parallel.ep == "a2a_tp":
        return _moe_a2a_bwd(C, st, dy)
    E, D = C.E, C.D
    pre = st.pre
    B, N, Bl, Nl = D.B, D.N, D.B_l, D.N_c
    dy_full = gather_tp(C, dy, f"{pre}_dout_full")
    dyb = E.broadcast(dy_full, [D.E, B, N, D.d], [D.E_l, Bl, Nl, D.d], [1, 2, 3], f"{pre}_dyb")
    # combine weights
    dcb = E.same("mul", dyb, st.ye, name=f"{pre}_dcb")
    dcT = E.same("reduce_sum", dcb, [3], name=f"{pre}_dcombine_t")
    # experts
    dye = E.same("mul", dyb, st.cb, name=f"{pre}_dye")
    dxb = _experts_bwd(C, st, dye, pre)
    dx_exp = E.same("reduce_sum", dxb, [0], name=f"{pre}_dxn_experts", pm_name=f"{pre}_dxn_experts_partial")
    dx_exp = scatter_tp(C, dx_exp, f"{pre}_dxn_experts")
    # router: the full combine gradient, gathered over the expert shards
    dcT_full = Pair(dcT.s, E.all_gather(dcT.p, "tp", 0, f"{pre}_dcombine_t_full"))
    dcomb = E.same("transpose", dcT_full, [1, 2, 0], name=f"{pre}_dcombine")
    dscores = _router_bwd(C, st, dcomb, Nl)
    C.grad_final(st.wr.s.name, wgrad(C, st.xn_full, dscores, st.wr.s.name))
    dx_r = local_tp(C, input_grad(C, dscores, st.wr, f"{pre}_dxn_router", partial_out=False),
                    f"{pre}_dxn_router_local")
    dxn = E.binary(P.OP_ADD, dx_exp, dx_r, f"{pre}_dxn")
    return rmsnorm_bwd(C, st.x, st.g, dxn, f"{pre}_norm")


# ---------------------------------------------------------------- MoE, all_to_all EP over tp

def _moe_a2a_fwd(C: Ctx, x: Pair, pre: str) -> tuple[Moe, Pair]:
    """EP by all_to_all dispatch / combine over tp (parallel.ep = "a2a_tp").
    Under SP each tp rank owns N_s distinct tokens of its cp chunk: it routes
    them itself, broadcasts them along a new leading expert axis (the dense,
    capacity-free dispatch buffer [E, B_l, N_s, d]; the combine weights are
    zero off the top-k) and an all_to_all (split experts, concat tokens)
    hands every rank its E_l experts for the N_c tokens of the tp group.
    After the SwiGLU experts the reverse all_to_all returns each token's
    expert outputs to its owner, and the weighted sum over the experts is the
    output in the sequence-parallel layout: the two all_to_alls replace the
    FFN's all-gather / reduce-scatter pair. Experts sit where static_tp puts
    them (E_l per tp rank; Megatron-Core's MoE parallel folding lets the EP
    group be the attention TP group), so weights, bindings and gradient
    reductions are those of static_tp, except the router's, whose tokens are
    now split over tp too."""
    E, D = C.E, C.D
    B, N, Bl, Ns, Nc = D.B, D.N, D.B_l, D.N_s, D.N_c
    g = norm_param(C, f"{pre}_norm")
    ex_rel = C.rel({0: [("tp", experts(0))]})
    wr = C.param(f"{pre}_wr", [D.d, D.E], [D.d, D.E], C.rel(), ("dp", "cp", "tp"))
    w1 = C.param(f"{pre}_w1", [D.E, D.d, D.fe], [D.E_l, D.d, D.fe], ex_rel, ("dp", "cp"))
    w3 = C.param(f"{pre}_w3", [D.E, D.d, D.fe], [D.E_l, D.d, D.fe], ex_rel, ("dp", "cp"))
    w2 = C.param(f"{pre}_w2", [D.E, D.fe, D.d], [D.E_l, D.fe, D.d], ex_rel, ("dp", "cp"))
    xn = rmsnorm_fwd(C, x, g, f"{pre}_xn")
    probs, route, gsum_b, gnorm, combine = _router(C, xn, wr, pre, Ns)
    cT = E.same("transpose", combine, [2, 0, 1], name=f"{pre}_combine_t")
    cb = E.broadcast(cT, [D.E, B, N, D.d], [D.E, Bl, Ns, D.d], [0, 1, 2], f"{pre}_cb")
    xb_tok = E.broadcast(xn, [D.E, B, N, D.d], [D.E, Bl, Ns, D.d], [1, 2, 3], f"{pre}_xb")
    xb = _dispatch(C, xb_tok, f"{pre}_xb_dispatched")
    w1b = E.broadcast(w1, [D.E, B, D.d, D.fe], [D.E_l, Bl, D.d, D.fe], [0, 2, 3], f"{pre}_w1b")
    w3b = E.broadcast(w3, [D.E, B, D.d, D.fe], [D.E_l, Bl, D.d, D.fe], [0, 2, 3], f"{pre}_w3b")
    w2b = E.broadcast(w2, [D.E, B, D.fe, D.d], [D.E_l, Bl, D.fe, D.d], [0, 2, 3], f"{pre}_w2b")
    h1 = E.same("batched_matmul", xb, w1b, name=f"{pre}_h1")
    h3 = E.same("batched_matmul", xb, w3b, name=f"{pre}_h3")
    a1 = E.same("silu", h1, name=f"{pre}_a1")
    m = E.same("mul", a1, h3, name=f"{pre}_m")
    ye = _combine(C, E.same("batched_matmul", m, w2b, name=f"{pre}_ye"), f"{pre}_ye_combined")
    wy = E.same("mul", cb, ye, name=f"{pre}_wy")
    y = E.same("reduce_sum", wy, [0], name=f"{pre}_out")
    st = Moe(pre, x, g, xn, wr, w1, w3, w2, w1b, w3b, w2b, xb, probs, route, gsum_b, gnorm, cb,
             h1, h3, a1, m, ye)
    return st, y


def _dispatch(C: Ctx, t: Pair, name: str) -> Pair:
    """[E, B_l, N_s, ..] of the rank's tokens -> [E_l, B_l, N_c, ..]: its experts, the group's tokens."""
    D = C.D
    shape = [D.E_l, D.B_l, D.N_c] + list(t.p.shape[3:])
    return Pair(t.s, C.E.all_to_all(t.p, "tp", 0, 2, name, shape=shape))


def _combine(C: Ctx, t: Pair, name: str) -> Pair:
    """The reverse of _dispatch: every token's expert rows back to its owner."""
    D = C.D
    shape = [D.E, D.B_l, D.N_s] + list(t.p.shape[3:])
    return Pair(t.s, C.E.all_to_all(t.p, "tp", 2, 0, name, shape=shape))


def _moe_a2a_bwd(C: Ctx, st: Moe, dy: Pair) -> Pair:
    """The backward of _moe_a2a_fwd: the expert-side gradients are dispatched
    like the tokens, the input gradient combined back like the outputs; the
    router's backward runs on the rank's own tokens (no gather)."""
    E, D = C.E, C.D
    pre = st.pre
    B, N, Bl, Ns = D.B, D.N, D.B_l, D.N_s
    dyb = E.broadcast(dy, [D.E, B, N, D.d], [D.E, Bl, Ns, D.d], [1, 2, 3], f"{pre}_dyb")
    # combine weights
    dcb = E.same("mul", dyb, st.ye, name=f"{pre}_dcb")
    dcT = E.same("reduce_sum", dcb, [3], name=f"{pre}_dcombine_t")
    # experts
    dye = _dispatch(C, E.same("mul", dyb, st.cb, name=f"{pre}_dye"), f"{pre}_dye_dispatched")
    dxb = _combine(C, _experts_bwd(C, st, dye, pre), f"{pre}_dxb_combined")
    dx_exp = E.same("reduce_sum", dxb, [0], name=f"{pre}_dxn_experts")
    # router, on the rank's own tokens
    dcomb = E.same("transpose", dcT, [1, 2, 0], name=f"{pre}_dcombine")
    dscores = _router_bwd(C, st, dcomb, Ns)
    C.grad_final(st.wr.s.name, wgrad(C, st.xn_full, dscores, st.wr.s.name))
    dx_r = input_grad(C, dscores, st.wr, f"{pre}_dxn_router", partial_out=False)
    dxn = E.binary(P.OP_ADD, dx_exp, dx_r, f"{pre}_dxn")
    return rmsnorm_bwd(C, st.x, st.g, dxn, f"{pre}_norm")
