"""Blocks of a training step, forward and backward, emitted in lockstep
into the SM graph and the PM programs (emit.py).

Conventions. Token tensors keep batch and sequence as separate dims
[B, N, ...] (never flattened): a CP-sharded sequence inside a DP-sharded
batch is then one placement per dim, which a flattened token dim could not
express. Weight gradients are sum_b x[b]^T dy[b] (transpose, batched
matmul, reduce over the batch) for the same reason. In the PM the stream
between blocks is sharded over (dp: batch, cp: sequence, tp: sequence when
sequence parallel); column-parallel layers see it all-gathered over tp.
"""

from __future__ import annotations

import dataclasses
from typing import Mapping, Optional, Sequence

from frontends.common.plan_writer import Ex, GraphBuilder, T, ex, experts, partial, rep, scalar, shard, zigzag
from proto import plan_pb2

from frontends.planner.config import Config
from frontends.planner.dims import Dims
from frontends.planner.emit import Emitter, Pair

P = plan_pb2
RING = P.VALUE_RING
EPS = scalar(1, 100000)


@dataclasses.dataclass(frozen=True)
class Layout:
    """Where the PM holds the sequence of a [B, N, ...] stream tensor."""
    cp: str = "contiguous"  # or "zigzag"
    tp_seq: bool = False    # additionally sharded over tp (sequence parallel region)


class Ctx:
    """What every block needs: the emitter, dims, config, and the plan's
    bindings and observables as they accumulate."""

    def __init__(self, E: Emitter, D: Dims, cfg: Config):
        self.E, self.D, self.cfg = E, D, cfg
        self.sp = cfg.parallel.sp and cfg.size("tp") > 1
        self.params: list[tuple[str, P.Relation, tuple[str, ...]]] = []  # (name, relation, grad reduce axes)
        # (name, sm, pm, relation, output role, gradient of): the role is
        # what the model says the SM tensor is (Plan.outputs)
        self.observables: list[tuple[str, str, str, P.Relation, str, str]] = []
        self._pos: dict[tuple[int, str], T] = {}
        self.pos_sm: Optional[T] = None

    # -- relations
    def rel(self, dims: Mapping[int, Sequence[tuple[str, P.Placement]]] = (), partial_axes: Sequence[str] = ()):
        """A relation from per-dim placement lists (outer axis first)."""
        order, pl = [], {}
        for dim in sorted(dict(dims)):
            for axis, p in dict(dims)[dim]:
                order.append(axis)
                pl[axis] = p
        for a in partial_axes:
            pl[a] = partial()
        return self.E.b.rel(*order, **pl)

    def seq_placements(self, lay: Layout, dim: int) -> list[tuple[str, P.Placement]]:
        out = [("cp", zigzag(dim) if lay.cp == "zigzag" else shard(dim))]
        if lay.tp_seq:
            out.append(("tp", shard(dim)))
        return out

    def stream_rel(self, lay: Layout, extra: Mapping[int, Sequence] = ()) -> P.Relation:
        dims = {0: [("dp", shard(0))], 1: self.seq_placements(lay, 1)}
        dims.update(dict(extra))
        return self.rel(dims)

    def stream_layout(self, cp: str) -> Layout:
        return Layout(cp, self.sp)

    # -- interface
    def param(self, name: str, sm_shape, pm_shape, relation: P.Relation, grad_axes: Sequence[str]) -> Pair:
        """A weight; its gradient is partial over `grad_axes` until reduced."""
        x = self.E.input(name, sm_shape, pm_shape, role="param")
        self.E.b.bind(name, name, relation)
        self.params.append((name, relation, tuple(grad_axes)))
        return x

    def observe(self, name: str, sm: str, pm: str, relation: P.Relation, output: str = "", of: str = "") -> None:
        self.observables.append((name, sm, pm, relation, output, of))

    def grad_final(self, pname: str, dW: Pair) -> None:
        """All-reduce a weight gradient over its partial axes; observe it."""
        rel, axes = next((r, a) for n, r, a in self.params if n == pname)
        final = self.E.all_reduce(dW.p, axes, f"d_{pname}")
        self.observe(f"grad_{pname}", dW.s.name, final.name, rel, output="gradient", of=pname)

    # -- positions
    def positions(self, lay: Layout) -> T:
        """PM query positions (global) of the tp-gathered local sequence."""
        key = (self.E.stage, lay.cp)  # a pipeline stage computes its own
        if key in self._pos:
            return self._pos[key]
        E, D = self.E, self.D
        cp = E.axes["cp"]
        if E.size("cp") == 1:
            t = E.pm(lambda g: g.arange(D.N, "qpos", realizes="pos"))
        elif lay.cp == "contiguous":
            t = E.pm(lambda g: g.arange(D.N_c, "qpos", start=cp.coord * D.N_c, realizes="pos"))
        else:
            # cut from the realized full positions (not two input-less aranges: on a multi-axis mesh an
            # input-less helper names no SM value); chunks coord and 2P-1-coord of length c
            full = self.all_positions()
            first = E.pm(lambda g: g.slice(full, 0, cp.coord * D.c, D.c, "zpos_first", helper="index"))
            second = E.pm(lambda g: g.slice(full, 0, (2 * cp.size - 1 - cp.coord) * D.c, D.c, "zpos_second",
                                            helper="index"))
            t = E.pm(lambda g: g.concat([first, second], 0, "zpos", helper="index"))
            E.annotate(t, "pos", self.rel({0: [("cp", zigzag(0))]}))
        self._pos[key] = t
        return t

    def all_positions(self) -> T:
        key = (self.E.stage, "all")
        if key not in self._pos:
            self._pos[key] = self.E.pm(lambda g: g.arange(self.D.N, "kpos_all", realizes="pos"))
        return self._pos[key]


# ---------------------------------------------------------------- small pieces

def gather_tp(C: Ctx, x: Pair, name: str) -> Pair:
    """Enter a tensor-parallel region: all-gather the sequence over tp."""
    if not C.sp:
        return x
    return Pair(x.s, C.E.all_gather(x.p, "tp", 1, name))


def scatter_tp(C: Ctx, x: Pair, name: str) -> Pair:
    """Leave it: a partial sum over tp becomes a sequence shard (SP,
    reduce-scatter) or a replicated value (all-reduce)."""
    if C.sp:
        return Pair(x.s, C.E.reduce_scatter(x.p, "tp", 1, C.D.N_s, name))
    return Pair(x.s, C.E.all_reduce(x.p, ["tp"], name))


def local_tp(C: Ctx, x: Pair, name: str) -> Pair:
    """A tensor replicated over tp, cut to this rank's sequence shard (SP)."""
    if not C.sp:
        return x
    tp = C.E.axes["tp"]
    return Pair(x.s, C.E.helper(lambda g: g.slice(x.p, 1, tp.coord * C.D.N_s, C.D.N_s, name, helper="layout")))


def linear(C: Ctx, x: Pair, w: Pair, name: str, partial_out: bool = False) -> Pair:
    return C.E.same("matmul", x, w, name=name, pm_name=name + "_partial" if partial_out else None)


def wgrad(C: Ctx, x: Pair, dy: Pair, pname: str) -> Pair:
    """dW = sum over the batch of x[b]^T dy[b]; rank 4 inputs ([E, B, N, k])
    give per-expert gradients."""
    E = C.E
    r = len(x.s.shape)
    perm = list(range(r - 2)) + [r - 1, r - 2]
    xt = E.same("transpose", x, perm, name=f"{pname}_xT")
    prod = E.same("batched_matmul", xt, dy, name=f"{pname}_xTdy")
    return E.same("reduce_sum", prod, [r - 3], name=f"d_{pname}", pm_name=f"d_{pname}_partial")


def input_grad(C: Ctx, dy: Pair, w: Pair, name: str, partial_out: bool) -> Pair:
    """dx = dy W^T."""
    wt = C.E.same("transpose", w, [1, 0], name=f"{w.s.name}_T")
    return linear(C, dy, wt, name, partial_out)


def rmsnorm_fwd(C: Ctx, x: Pair, g: Pair, name: str) -> Pair:
    return C.E.same("rmsnorm", x, g, name=name, eps=EPS)


def rmsnorm_bwd(C: Ctx, x: Pair, g: Pair, dy: Pair, name: str) -> Pair:
    """Returns dx; the weight gradient goes to its observable."""
    dx, dg = C.E.multi("rmsnorm_backward", x, g, dy, names=(f"{name}_dx", f"d_{g.s.name}"), node=f"{name}_dx",
                       pm_names=(f"{name}_dx", f"d_{g.s.name}_partial"), eps=EPS)
    C.grad_final(g.s.name, dg)
    return dx


def norm_param(C: Ctx, name: str) -> Pair:
    D = C.D
    # under SP the norm sees a sequence shard: its weight gradient is also
    # partial over tp
    axes = ("dp", "cp", "tp") if C.sp else ("dp", "cp")
    return C.param(name, [D.d], [D.d], C.rel(), axes)


def seq_pm(C: Ctx) -> Ex:
    return C.D.N_s if C.sp else C.D.N_c


# ---------------------------------------------------------------- embedding

def _embedding(g: GraphBuilder, w: T, ids: T, name: str, offset, **kw) -> T:
    return g.op(P.OP_EMBEDDING, [w, ids], [(name, ids.shape + (w.shape[1],), RING)],
                embedding=P.EmbeddingAttrs(offset=ex(offset)), **kw)[0]


def _embedding_backward(g: GraphBuilder, dy: T, ids: T, rows, name: str, offset, **kw) -> T:
    return g.op(P.OP_EMBEDDING_BACKWARD, [dy, ids], [(name, [rows, dy.shape[-1]], RING)],
                embedding=P.EmbeddingAttrs(offset=ex(offset)), **kw)[0]


@dataclasses.dataclass(frozen=True)
class Embedded:
    x: Pair        # the stream entering layer 0
    ids: Pair
    w: Pair
    scaled: bool


def embedding_fwd(C: Ctx, scale_sqrt_d: bool) -> Embedded:
    """Vocab-parallel embedding: rank t holds rows [t*V_l, (t+1)*V_l) and
    contributes zeros for other ids; the partial sums are reduced over tp."""
    E, D = C.E, C.D
    tp = E.axes["tp"]
    ids = E.input("ids", [D.B, D.N], [D.B_l, D.N_c], kind="index")
    E.b.bind("ids", "ids", C.rel({0: [("dp", shard(0))], 1: [("cp", shard(1))]}))
    E.b.contract("ids_in_vocab", "ids", 0, D.V)
    w = C.param("emb", [D.V, D.d], [D.V_l, D.d], C.rel({0: [("tp", shard(0))]}), ("dp", "cp"))
    e = E.both(lambda g: _embedding(g, w.s, ids.s, "emb_out", 0),
               lambda g: _embedding(g, w.p, ids.p, "emb_out_partial", tp.coord * D.V_l, realizes="emb_out"))
    x = scatter_tp(C, e, "emb_out")
    if scale_sqrt_d:  # YOCO: x = sqrt(d) * Emb[ids]; sqrt(d) = rsqrt(1/d)
        x = E.both(lambda g: g._one(P.OP_SCALE, [x.s], "x0", x.s.shape, scale=P.ScaleAttrs(factor=scalar(1, D.d, rsqrt=True))),
                   lambda g: g._one(P.OP_SCALE, [x.p], "x0", x.p.shape, realizes="x0",
                                    scale=P.ScaleAttrs(factor=scalar(1, D.d, rsqrt=True))))
    return Embedded(x, ids, w, scale_sqrt_d)


def embedding_bwd(C: Ctx, st: Embedded, dx: Pair) -> None:
    E, D = C.E, C.D
    tp = E.axes["tp"]
    if st.scaled:
        f = scalar(1, D.d, rsqrt=True)
        dx = E.both(lambda g: g._one(P.OP_SCALE, [dx.s], "d_emb_out", dx.s.shape, scale=P.ScaleAttrs(factor=f)),
                    lambda g: g._one(P.OP_SCALE, [dx.p], "d_emb_out", dx.p.shape, realizes="d_emb_out",
                                     scale=P.ScaleAttrs(factor=f)))
    full = gather_tp(C, dx, "d_emb_out_full")
    dW = E.both(lambda g: _embedding_backward(g, full.s, st.ids.s, D.V, "d_emb", 0),
                lambda g: _embedding_backward(g, full.p, st.ids.p, D.V_l, "d_emb_partial", tp.coord * D.V_l,
                                              realizes="d_emb"))
    C.grad_final("emb", dW)


# ---------------------------------------------------------------- head and loss

@dataclasses.dataclass(frozen=True)
class Head:
    x: Pair; g: Pair; hn: Pair; w: Pair; logits_full: Pair; labels: Pair


def head_fwd(C: Ctx, x: Pair, lay: Layout) -> Head:
    """Final norm, vocab-parallel head (column-parallel over the vocab),
    mean token cross-entropy. The vocabulary has no `log` op, so the
    row-wise cross-entropy runs on logits all-gathered over the vocab."""
    E, D = C.E, C.D
    g = norm_param(C, "norm_f")
    hn = gather_tp(C, rmsnorm_fwd(C, x, g, "hn"), "hn_full")
    w = C.param("w_out", [D.d, D.V], [D.d, D.V_l], C.rel({1: [("tp", shard(1))]}), ("dp", "cp"))
    logits = linear(C, hn, w, "logits")
    C.observe("logits", "logits", logits.p.name,
              C.rel({0: [("dp", shard(0))], 1: C.seq_placements(Layout(lay.cp), 1), 2: [("tp", shard(2))]}),
              output="value")
    full = Pair(logits.s, E.all_gather(logits.p, "tp", 2, "logits_full"))
    labels = E.input("labels", [D.B, D.N], [D.B_l, D.N_c], kind="index", role="label")
    E.b.bind("labels", "labels", C.rel({0: [("dp", shard(0))], 1: [("cp", shard(1))]}))
    E.b.contract("labels_in_vocab", "labels", 0, D.V)
    ce = E.same("cross_entropy", full, labels, name="ce")
    loss = E.same("reduce_mean", ce, [0, 1], name="loss", pm_name="loss_local")
    # every rank averaged the same number of tokens, so the global mean is
    # the mean of the local means over dp x cp; the scale is stated with the
    # axis sizes (not their values) so the plan is rank-generic
    ranks = E.axes["dp"].size * E.axes["cp"].size
    loss_pm = E.all_reduce(loss.p, ["dp", "cp"], "loss", scale=scalar(1, ranks))
    C.observe("loss", "loss", loss_pm.name, C.rel(), output="loss")
    return Head(x, g, hn, w, full, labels)


def head_bwd(C: Ctx, h: Head) -> Pair:
    """d loss -> gradient of the stream entering the final norm."""
    E, D = C.E, C.D
    tp = E.axes["tp"]
    dloss = E.input("dloss", [], [], role="grad_seed")
    E.b.bind("dloss", "dloss", C.rel())
    dce_b = E.broadcast(dloss, [D.B, D.N], [D.B_l, D.N_c], [], "dce_b")
    # d mean / d ce_t = 1 / (global token count); the planted defect uses
    # the rank-local count instead
    den = D.B_l * D.N_c if C.cfg.has("loss_local_token_count") else D.B * D.N
    dce = E.both(lambda g: g.scale(dce_b.s, "dce", 1, D.B * D.N),
                 lambda g: g.scale(dce_b.p, "dce", 1, den, realizes="dce"))
    dlogits = E.same("cross_entropy_backward", h.logits_full, h.labels, dce, name="dlogits")
    own = dlogits
    if C.cfg.size("tp") > 1:
        own = Pair(dlogits.s, E.helper(lambda g: g.slice(dlogits.p, 2, tp.coord * D.V_l, D.V_l, "dlogits_own",
                                                         helper="layout")))
    C.grad_final("w_out", wgrad(C, h.hn, own, "w_out"))
    dhn = scatter_tp(C, input_grad(C, own, h.w, "dhn", partial_out=True), "dhn")
    return rmsnorm_bwd(C, h.x, h.g, dhn, "norm_f")


# ---------------------------------------------------------------- attention projections

def heads_fwd(C: Ctx, x_full: Pair, w: Pair, heads: tuple[Ex, Ex], name: str) -> Pair:
    """[B, N, d] x [d, h*Dh] -> [B, h, N, Dh] (head-major columns, so a
    contiguous column shard is a contiguous head shard)."""
    D, E = C.D, C.E
    y = linear(C, x_full, w, f"{name}_flat")
    y4 = E.reshape(y, [D.B, D.N, heads[0], D.Dh], [D.B_l, D.N_c, heads[1], D.Dh], f"{name}_4d")
    return E.same("transpose", y4, [0, 2, 1, 3], name=name)


def heads_bwd(C: Ctx, dy: Pair, heads: tuple[Ex, Ex], name: str) -> Pair:
    """[B, h, N, Dh] -> [B, N, h*Dh]."""
    D, E = C.D, C.E
    t = E.same("transpose", dy, [0, 2, 1, 3], name=f"{name}_t")
    return E.reshape(t, [D.B, D.N, heads[0] * D.Dh], [D.B_l, D.N_c, heads[1] * D.Dh], f"{name}_flat")


def attn_scale(C: Ctx):
    return scalar(C.D.Dh, rsqrt=True)


def attn_params(C: Ctx, pre: str, kv: bool) -> dict[str, Pair]:
    D = C.D
    col = C.rel({1: [("tp", shard(1))]})
    out = {"wq": C.param(f"{pre}_wq", [D.d, D.H * D.Dh], [D.d, D.H_l * D.Dh], col, ("dp", "cp"))}
    if kv:
        out["wk"] = C.param(f"{pre}_wk", [D.d, D.Hkv * D.Dh], [D.d, D.Hkv_l * D.Dh], col, ("dp", "cp"))
        out["wv"] = C.param(f"{pre}_wv", [D.d, D.Hkv * D.Dh], [D.d, D.Hkv_l * D.Dh], col, ("dp", "cp"))
    out["wo"] = C.param(f"{pre}_wo", [D.H * D.Dh, D.d], [D.H_l * D.Dh, D.d], C.rel({0: [("tp", shard(0))]}),
                        ("dp", "cp"))
    return out


def out_proj_fwd(C: Ctx, o: Pair, wo: Pair, pre: str) -> Pair:
    D = C.D
    flat = C.E.same("transpose", o, [0, 2, 1, 3], name=f"{pre}_o_t")
    flat = C.E.reshape(flat, [D.B, D.N, D.H * D.Dh], [D.B_l, D.N_c, D.H_l * D.Dh], f"{pre}_o_flat")
    return flat, scatter_tp(C, linear(C, flat, wo, f"{pre}_out", partial_out=True), f"{pre}_out")


def out_proj_bwd(C: Ctx, o_flat: Pair, wo: Pair, dy: Pair, pre: str) -> Pair:
    """dy (stream layout) -> d o [B, H, N, Dh]."""
    D, E = C.D, C.E
    dy_full = gather_tp(C, dy, f"{pre}_dout_full")
    C.grad_final(wo.s.name, wgrad(C, o_flat, dy_full, wo.s.name))
    do_flat = input_grad(C, dy_full, wo, f"{pre}_do_flat", partial_out=False)
    do4 = E.reshape(do_flat, [D.B, D.N, D.H, D.Dh], [D.B_l, D.N_c, D.H_l, D.Dh], f"{pre}_do_4d")
    return E.same("transpose", do4, [0, 2, 1, 3], name=f"{pre}_do")


@dataclasses.dataclass(frozen=True)
class SelfAttn:
    pre: str; x: Pair; g: Pair; xn_full: Pair; w: Mapping[str, Pair]
    qr: Pair; kr: Pair; v: Pair; k_use: Pair; v_use: Pair; mask: Pair; o_flat: Pair
    qpos: T; halo: bool


def _swmask(g: GraphBuilder, q: T, k: T, name: str, window, **kw) -> T:
    return g._one(P.OP_SLIDING_WINDOW_MASK, [q, k], name, (q.shape[0], k.shape[0]), P.VALUE_MASK,
                  window=P.WindowAttrs(window=ex(window)), **kw)


def self_attn_fwd(C: Ctx, x: Pair, pre: str, window: bool) -> tuple[SelfAttn, Pair]:
    """Pre-norm self-attention block output (before the residual add).
    Causal (llama) or sliding-window (YOCO self-decoder); under CP the
    sequence is contiguous and the window's keys from the previous rank
    arrive by a halo exchange."""
    E, D = C.E, C.D
    g = norm_param(C, f"{pre}_norm")
    w = attn_params(C, pre, kv=True)
    xn_full = gather_tp(C, rmsnorm_fwd(C, x, g, f"{pre}_xn"), f"{pre}_xn_full")
    lay = Layout("contiguous")
    qpos = C.positions(lay)
    pos = Pair(C.pos_sm, qpos)
    q = heads_fwd(C, xn_full, w["wq"], (D.H, D.H_l), f"{pre}_q")
    k = heads_fwd(C, xn_full, w["wk"], (D.Hkv, D.Hkv_l), f"{pre}_k")
    v = heads_fwd(C, xn_full, w["wv"], (D.Hkv, D.Hkv_l), f"{pre}_v")
    qr = E.same("rope", q, pos, 2, name=f"{pre}_qr")
    kr = E.same("rope", k, pos, 2, name=f"{pre}_kr")
    halo = window and E.size("cp") > 1
    if halo:
        k_use, v_use, kpos = _halo_fwd(C, kr, v, qpos, pre)
        # the rank's mask over its queries and the extended keys realizes the
        # SM mask read at (own query, extended key) (RulesHaloShift.v halo mask)
        mask = E.both(lambda g_: _swmask(g_, C.pos_sm, C.pos_sm, f"{pre}_mask", D.W),
                      lambda g_: _swmask(g_, qpos, kpos, f"{pre}_mask", D.W, realizes=f"{pre}_mask"))
    else:
        k_use, v_use = kr, v
        if window:
            mask = E.both(lambda g_: _swmask(g_, C.pos_sm, C.pos_sm, f"{pre}_mask", D.W),
                          lambda g_: _swmask(g_, qpos, qpos, f"{pre}_mask", D.W, realizes=f"{pre}_mask"))
        else:
            mask = E.same("causal_mask", pos, pos, name=f"{pre}_mask")
    o = E.same("sdpa", qr, k_use, v_use, mask, name=f"{pre}_o", scale=attn_scale(C))
    o_flat, out = out_proj_fwd(C, o, w["wo"], pre)
    st = SelfAttn(pre, x, g, xn_full, w, qr, kr, v, k_use, v_use, mask, o_flat, qpos, halo)
    return st, out


def self_attn_bwd(C: Ctx, st: SelfAttn, dy: Pair) -> Pair:
    """d(block output) -> d(block input through the norm), without the
    residual branch."""
    E, D = C.E, C.D
    pre = st.pre
    do = out_proj_bwd(C, st.o_flat, st.w["wo"], dy, pre)
    names = (f"{pre}_dqr", f"{pre}_dkr", f"{pre}_dv")
    pm_names = (f"{pre}_dqr", f"{pre}_dkr_ext", f"{pre}_dv_ext") if st.halo else names
    dqr, dkr, dv = E.multi("sdpa_backward", st.qr, st.k_use, st.v_use, st.mask, do, names=names,
                           node=f"{pre}_dqr_bwd", pm_names=pm_names, scale=attn_scale(C))
    if st.halo:
        dkr, dv = _halo_bwd(C, dkr, dv, pre)
    pos = Pair(C.pos_sm, st.qpos)
    dq = E.same("rope", dqr, pos, 2, name=f"{pre}_dq", backward=True)
    dk = E.same("rope", dkr, pos, 2, name=f"{pre}_dk", backward=True)
    dxn = None
    for key, grad, heads in (("wq", dq, (D.H, D.H_l)), ("wk", dk, (D.Hkv, D.Hkv_l)), ("wv", dv, (D.Hkv, D.Hkv_l))):
        flat = heads_bwd(C, grad, heads, f"{pre}_d{key[1]}")
        C.grad_final(st.w[key].s.name, wgrad(C, st.xn_full, flat, st.w[key].s.name))
        part = input_grad(C, flat, st.w[key], f"{pre}_dxn_{key[1]}", partial_out=False)
        dxn = part if dxn is None else E.binary(P.OP_ADD, dxn, part, f"{pre}_dxn_sum_{key[1]}")
    dxn = scatter_tp(C, Pair(dxn.s, dxn.p), f"{pre}_dxn")
    return rmsnorm_bwd(C, st.x, st.g, dxn, f"{pre}_norm")


def _halo_fwd(C: Ctx, kr: Pair, v: Pair, qpos: T, pre: str) -> tuple[Pair, Pair, T]:
    """Keys/values (and their global positions) extended by the previous CP
    rank's last `halo` rows: every rank slices its tail and shifts it by +1
    (OP_SHIFT). Rank 0 receives rank cp-1's tail, at positions >= N - halo
    >= N_c, later than all its queries: the sliding-window mask drops them."""
    E, D = C.E, C.D
    grp = E.group("cp")
    seqs = {key: E.seq(grp) for key in ("k", "v", "pos")}
    # the open shift (a P2P halo exchange): rank 0 receives K/V rows of 0 and
    # key positions N, which the causal part of the mask drops, for every cp
    fills = {"k": 0, "v": 0, "pos": D.N} if C.cfg.parallel.halo_shift == "open" else {}

    def extend(t: T, key: str, dim: int, helper: str) -> T:
        def f(g: GraphBuilder) -> T:
            tail = g.slice(t, dim, D.N_c - D.halo, D.halo, f"{pre}_{key}_tail", helper=helper)
            halo = g.shift(tail, grp, seqs[key], 1, f"{pre}_{key}_halo", fill=fills.get(key))
            return g.concat([halo, t], dim, f"{pre}_{key}_ext", helper=helper)
        return E.pm(f)

    return (Pair(kr.s, extend(kr.p, "k", 2, "layout")), Pair(v.s, extend(v.p, "v", 2, "layout")),
            extend(qpos, "pos", 0, "index"))


def _halo_bwd(C: Ctx, dk_ext: Pair, dv_ext: Pair, pre: str) -> tuple[Pair, Pair]:
    """The extended range's key/value gradients go back to their owners by
    one overlap-add collective (OP_HALO_REDUCE): member r adds member r + 1's
    halo rows to its last `halo` rows (rank cp-1 adds rank 0's, zero: those
    keys are masked for all of rank 0's queries). One collective with one
    input, so every PM tensor keeps a relation of its own (a split, a shift
    by -1 and an add would not: RulesHaloBackward.v); a frontend fuses the
    send/recv + add of a framework's halo into it."""
    E, D = C.E, C.D
    grp = E.group("cp")
    seqs = {key: E.seq(grp) for key in ("k", "v")}

    def give_back(t: T, key: str) -> T:
        return E.pm(lambda g: g.halo_reduce(t, grp, seqs[key], 2, D.halo, f"{pre}_d{key}r_local"))

    res = {"k": give_back(dk_ext.p, "k"), "v": give_back(dv_ext.p, "v")}
    sm_names = {"k": dk_ext.s, "v": dv_ext.s}
    rel = C.rel({0: [("dp", shard(0))], 1: [("tp", shard(1))], 2: [("cp", shard(2))]})
    for key in ("k", "v"):
        E.annotate(res[key], sm_names[key].name, rel)
    return Pair(dk_ext.s, res["k"]), Pair(dv_ext.s, res["v"])
