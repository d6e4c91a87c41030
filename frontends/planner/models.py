"""Training steps: embedding -> decoder layers -> head and loss, then the
backward pass in reverse, to every parameter gradient."""

from __future__ import annotations

from proto import plan_pb2

from frontends.planner import cross, ffn
from frontends.planner.emit import Pair
from frontends.planner.layers import (Ctx, Layout, embedding_bwd, embedding_fwd, head_bwd, head_fwd,
                                      self_attn_bwd, self_attn_fwd)

P = plan_pb2


def _residual(C: Ctx, a: Pair, b: Pair, name: str) -> Pair:
    return C.E.binary(P.OP_ADD, a, b, name)


def _ffn_fwd(C: Ctx, x: Pair, pre: str, lay: Layout):
    if C.cfg.model.family == "yoco" and C.cfg.model.moe:
        return ffn.moe_fwd(C, x, pre, lay)
    return ffn.mlp_fwd(C, x, pre)


def _ffn_bwd(C: Ctx, st, dy: Pair) -> Pair:
    return ffn.moe_bwd(C, st, dy) if isinstance(st, ffn.Moe) else ffn.mlp_bwd(C, st, dy)


def _observe_layer(C: Ctx, x: Pair, lay: Layout) -> None:
    C.observe(x.s.name, x.s.name, x.p.name, C.stream_rel(lay))


def _stages(C: Ctx) -> list[int]:
    """The pipeline stage of each decoder layer (parallel.pp_layers, in
    order; all 0 without pp). The embedding runs on the first stage, the
    head on the last."""
    split = C.cfg.parallel.pp_layers or (C.cfg.model.layers,)
    return [k for k, n in enumerate(split) for _ in range(n)]


def _to_stage(C: Ctx, x: Pair, stage: int) -> Pair:
    return Pair(x.s, C.E.to_stage(x.p, stage))


def llama(C: Ctx) -> None:
    """Dense Llama-style decoder: pre-norm causal GQA attention with RoPE,
    SwiGLU MLP. With pipeline stages the stream is sent forward at each
    stage boundary and its gradient back."""
    lay = C.stream_layout("contiguous")
    stage = _stages(C)
    emb = embedding_fwd(C, scale_sqrt_d=False)
    x = emb.x
    saved = []
    for i in range(C.cfg.model.layers):
        x = _to_stage(C, x, stage[i])
        a, a_out = self_attn_fwd(C, x, f"l{i}_attn", window=False)
        h = _residual(C, x, a_out, f"l{i}_h")
        m, m_out = _ffn_fwd(C, h, f"l{i}_mlp", lay)
        x = _residual(C, h, m_out, f"l{i}_out")
        _observe_layer(C, x, lay)
        saved.append((i, a, m))
    head = head_fwd(C, x, lay)
    dx = head_bwd(C, head)
    for i, a, m in reversed(saved):
        dx = _to_stage(C, dx, stage[i])
        dh = _residual(C, dx, _ffn_bwd(C, m, dx), f"l{i}_dh")
        dx = _residual(C, dh, self_attn_bwd(C, a, dh), f"l{i}_dx")
    embedding_bwd(C, emb, _to_stage(C, dx, 0))


def yoco(C: Ctx) -> None:
    """YOCO: self-decoder (sliding-window attention, CP contiguous with a
    halo exchange), one K̂/V̂ from its output, cross-decoder (query stream
    in the configured CP layout), head on the contiguous layout."""
    cfg = C.cfg
    contig = C.stream_layout("contiguous")
    zig = cfg.parallel.cross_layout == "zigzag" and C.E.size("cp") > 1
    cross_lay = C.stream_layout("zigzag" if zig else "contiguous")
    emb = embedding_fwd(C, scale_sqrt_d=True)
    x = emb.x
    self_saved = []
    for i in range(cfg.model.self_layers):
        a, a_out = self_attn_fwd(C, x, f"s{i}_attn", window=True)
        h = _residual(C, x, a_out, f"s{i}_h")
        m, m_out = _ffn_fwd(C, h, f"s{i}_ffn", contig)
        x = _residual(C, h, m_out, f"s{i}_out")
        _observe_layer(C, x, contig)
        self_saved.append((i, a, m))
    x_self = x
    kv_from_zigzag = cfg.has("kv_gathered_from_zigzag")
    if kv_from_zigzag:
        x = cross.shuffle(C, x_self, "enter_zz", to_zigzag=True)
        kv = cross.kv_fwd(C, x, cross_lay)
    else:
        kv = cross.kv_fwd(C, x_self, contig)
        x = cross.shuffle(C, x_self, "enter_zz", to_zigzag=True) if zig else x_self
    cross_saved = []
    for i in range(cfg.model.cross_layers):
        a, a_out = cross.cross_attn_fwd(C, x, f"x{i}_attn", kv, cross_lay)
        h = _residual(C, x, a_out, f"x{i}_h")
        m, m_out = _ffn_fwd(C, h, f"x{i}_ffn", cross_lay)
        x = _residual(C, h, m_out, f"x{i}_out")
        _observe_layer(C, x, cross_lay)
        cross_saved.append((i, a, m))
    if zig:
        x = cross.shuffle(C, x, "leave_zz", to_zigzag=False)
    head = head_fwd(C, x, contig)

    dx = head_bwd(C, head)
    if zig:  # the adjoint of leaving the layout is entering it
        dx = cross.shuffle(C, dx, "d_leave_zz", to_zigzag=True)
    dk = dv = None
    for i, a, m in reversed(cross_saved):
        dh = _residual(C, dx, _ffn_bwd(C, m, dx), f"x{i}_dh")
        da, dk_i, dv_i = cross.cross_attn_bwd(C, a, kv, dh)
        dx = _residual(C, dh, da, f"x{i}_dx")
        dk = dk_i if dk is None else C.E.binary(P.OP_ADD, dk, dk_i, f"dkhat_acc{i}")
        dv = dv_i if dv is None else C.E.binary(P.OP_ADD, dv, dv_i, f"dvhat_acc{i}")
    if kv_from_zigzag:
        dx = _residual(C, dx, cross.kv_bwd(C, kv, dk, dv), "dx_self")
        dx = cross.shuffle(C, dx, "d_enter_zz", to_zigzag=False)
    else:
        if zig:
            dx = cross.shuffle(C, dx, "d_enter_zz", to_zigzag=False)
        dx = _residual(C, dx, cross.kv_bwd(C, kv, dk, dv), "dx_self")
    for i, a, m in reversed(self_saved):
        dh = _residual(C, dx, _ffn_bwd(C, m, dx), f"s{i}_dh")
        dx = _residual(C, dh, self_attn_bwd(C, a, dh), f"s{i}_dx")
    embedding_bwd(C, emb, dx)


MODELS = {"llama": llama, "yoco": yoco}
