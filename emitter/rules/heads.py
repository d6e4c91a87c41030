"""Attention split by heads (TP, GQA groups kept together) or by batch (DP)
with the ranks' own replicated positions and causal mask
(semantics/RulesHeads.v): RoPE / RoPE backward under a layout of a
non-sequence axis, the causal mask from replicated positions, sdpa and
sdpa_backward's dq / dk / dv with Q, K, V (and dout) laid out on the heads
dim (Q chunk g * ckv, K/V chunk ckv) or on the batch dim. The GQA factor g
is the query heads over the kv heads (coq_render.gqa_factor), the same on
the ranks and the SM; H = g * Hkv is a side condition proved by ring."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, found, gqa, rope_half
from proto import plan_pb2

P = plan_pb2

_CONTIG = ("contiguous_shard", "expert_partition")


def _rope(ctx: MatchCtx):
    """x laid out on a dim e that is neither the sequence dim nor the row
    (last) dim; the positions replicated with x's sequence length."""
    X, pos = ctx.inputs
    sd = ctx.node.rope.seq_dim
    s = X.local_shape
    e = X.rel.dim
    if X.rel.kind not in _CONTIG or not 0 <= e < len(s) - 1 or e == sd:
        return f"needs x laid out on a dim other than the sequence dim {sd} and the last dim"
    if not 0 <= sd < len(s) - 1:
        return "sequence dim out of range"
    if pos.rel.kind != "replicated" or pos.local_shape != (s[sd],):
        return "positions must be replicated with x's sequence length"
    m = rope_half(ctx, s)
    if isinstance(m, str):
        return m
    return found(X.rel, ("R", ("fn", "rope_cos"), ("fn", "rope_sin"), ("nat", ctx.P), ("raw", str(e)),
                         ("contig_map", s[e]), ("shape", s[:-1]), ("nat", m), ("raw", str(sd)), ("nat", s[sd]),
                         ("in", 0), ("in", 1), ("fam", 0), ("fam", 1),
                         ("raw", "isT"), ("raw", "isT"), ("raw", "isT"), ("raw", "erefl")))


def _attention_inputs(ctx: MatchCtx, layout: str, backward: bool):
    """The shared pattern: (g, kv heads, query heads, B, Nq, Nk, Dh, Dv, the
    layout's chunk argument) or a reason. layout "heads": Q (and dout) on
    dim 1 in chunks of g * ckv, K/V on dim 1 in chunks of ckv; "batch":
    Q, K, V (and dout) on dim 0 with one chunk; "replicated": every input
    replicated; the mask replicated."""
    q, k, v, m = ctx.inputs[:4]
    lay = (q, k, v) + ((ctx.inputs[4],) if backward else ())
    if any(len(f.local_shape) != 4 for f in lay):
        return "rank-4 q, k, v only ([B, heads, N, D])"
    d = 1 if layout == "heads" else 0
    if layout == "replicated":
        if any(f.rel.kind != "replicated" for f in lay):
            return f"q, k, v{', dout' if backward else ''} must be replicated"
    elif any(f.rel.kind not in _CONTIG or f.rel.dim != d for f in lay):
        return f"q, k, v{', dout' if backward else ''} must be laid out on dim {d}"
    if m.rel.kind != "replicated":
        return "mask must be replicated"
    B, Hq, Nq, Dh = q.local_shape
    _, Hkv, Nk, _ = k.local_shape
    Dv = v.local_shape[3]
    if k.local_shape != (B, Hkv, Nk, Dh) or v.local_shape != (B, Hkv, Nk, Dv) or m.local_shape != (Nq, Nk):
        return "shapes do not fit attention"
    if backward and ctx.inputs[4].local_shape != (B, Hq, Nq, Dv):
        return "dout shape is not [B, heads, queries, Dv]"
    g = gqa(q, k, Hq, Hkv)
    if isinstance(g, str):
        return g
    if layout == "batch" and len({f.local_shape[0] for f in lay}) != 1:
        return "batch chunks differ"
    return g, Hkv, Hq, B, Nq, Nk, Dh, Dv


def _sdpa(layout: str, out: int = -1):
    """out -1: sdpa; 0, 1, 2: sdpa_backward's dq, dk, dv."""
    backward = out >= 0

    def match(ctx: MatchCtx):
        got = _attention_inputs(ctx, layout, backward)
        if isinstance(got, str):
            return got
        g, Hkv, Hq, B, Nq, Nk, Dh, Dv = got
        want = (B, Hq, Nq, Dv) if not backward else ((B, Hq, Nq, Dh), (B, Hkv, Nk, Dh), (B, Hkv, Nk, Dv))[out]
        if ctx.out_local != want:
            return "output shape does not fit"
        order = (0, 1, 2, 4, 3) if backward else (0, 1, 2, 3)
        tensors = tuple(("in", j) for j in order) + tuple(("fam", j) for j in order)
        if layout == "heads":
            dims = (("nat", g), ("nat", Hkv), ("nat", Hq), ("nat", B))
        else:
            dims = (("nat", Hq), ("nat", Hkv), ("nat", g), ("nat", B))
        dims += (("nat", Nq), ("nat", Nk), ("nat", Dh), ("nat", Dv))
        if layout == "batch":
            dims += (("contig_map", B),)
        out_rel = ctx.inputs[0].rel if out in (-1, 0) else ctx.inputs[1].rel
        return found(out_rel, ("R", ("fn", "exp"), ("nat", ctx.P)) + dims + ("_",) + tensors
                     + (("eq", (Hq, (g, Hkv))),))
    return match


_Q4 = ("contiguous_shard(1)",) * 3 + ("replicated",)
_B4 = ("contiguous_shard(0)",) * 3 + ("replicated",)
_R4 = ("replicated",) * 4
_LAYOUT = {"heads": _Q4, "batch": _B4, "replicated": _R4}
_GQA = ("H = g * Hkv (ring)",)

RULES = (
    Rule("rope_heads", "rule_rope_heads", P.OP_ROPE, ("contiguous_shard(e)", "replicated"),
         "contiguous_shard(e)", ("e not the sequence or last dim", "last dim 2 * m"), _rope),
    Rule("rope_backward_heads", "rule_rope_backward_heads", P.OP_ROPE_BACKWARD,
         ("contiguous_shard(e)", "replicated"), "contiguous_shard(e)",
         ("e not the sequence or last dim", "last dim 2 * m"), _rope),
    Rule("sdpa_heads_rep", "rule_sdpa_heads_rep", P.OP_SDPA, _Q4, "contiguous_shard(1)", _GQA, _sdpa("heads")),
    Rule("sdpa_batch", "rule_sdpa_batch", P.OP_SDPA, _B4, "contiguous_shard(0)", _GQA, _sdpa("batch")),
    Rule("sdpa_replicated", "rule_sdpa_replicated", P.OP_SDPA, _R4, "replicated", _GQA, _sdpa("replicated")),
) + tuple(
    Rule(f"sdpa_backward_{o}_{lay}", f"rule_sdpa_backward_{o}_{lay}", P.OP_SDPA_BACKWARD,
         _LAYOUT[lay] + (_LAYOUT[lay][0],), _LAYOUT[lay][0], _GQA, _sdpa(lay, i), out_index=i)
    for lay in ("heads", "batch", "replicated") for i, o in enumerate(("dq", "dk", "dv")))
