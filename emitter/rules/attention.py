"""Attention under context parallelism (semantics/RulesCP.v, RulesMissing.v,
RulesAttention.v): positions from arange (a rank-dependent start is the
rank's shard of the global positions), RoPE and the causal mask from those
global positions, rank-2 sdpa and sdpa_backward with the query rows split
contiguously and K/V all-gathered (dQ laid out like the queries, dK/dV
partial sums over the axis)."""
from __future__ import annotations


from emitter.rules.base import MatchCtx, Rule, fact_layout_map, found, rel, rope_half
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2



def _start(ctx: MatchCtx, node) -> Poly:
    return ctx.dims.poly(node.arange.start)


# ------------------------------------------------------------------ positions

def _arange_shard(ctx: MatchCtx):
    """arange [r*c, r*c + c) on rank r realizes the global arange [0, P*c);
    the lemma takes the start as a function of the coordinate and
    `forall r, o r = r * c`, proved by ring ("eqfun"): however the plan
    writes it (2 * tp * r * s for c = 2 * tp * s)."""
    if ctx.sm_node is None or _start(ctx, ctx.sm_node) != Poly.const(0):
        return "needs an SM arange starting at 0"
    (c,) = ctx.out_local
    start = _start(ctx, ctx.node)
    if start != Poly.var("c:" + ctx.axis) * c:
        return f"PM start is not coord({ctx.axis}) * {c}"
    if ctx.out_sm[:1] != (ctx.P * c,):  # the lemma states only the local length c
        return "SM length is not P * (local length)"
    return found(rel("contiguous_shard", ctx.axis, 0),
                 (("nat", ctx.P), ("nat", c), ("coord_fun", start), ("eqfun", (start, ctx.axis, c))))


def _arange_replicated(ctx: MatchCtx):
    """the full arange from 0 on every rank."""
    if ctx.sm_node is None or _start(ctx, ctx.sm_node) != Poly.const(0):
        return "needs an SM arange starting at 0"
    if _start(ctx, ctx.node) != Poly.const(0):
        return "PM start is not 0"
    if ctx.out_local != ctx.out_sm:
        return "PM length differs from the SM length"
    return found(rel("replicated", ctx.axis), (("nat", ctx.P), ("nat", ctx.out_local[0])))


# ------------------------------------------------------------------ rope, masks

def _rope(ctx: MatchCtx):
    """RoPE (or its backward) of a layout of the sequence dim by any map
    (contiguous, zigzag, strided) with the positions laid out by the same
    map: each rank rotates its tokens by its shard of the global positions
    (RulesAttention.v rule_rope_reindex; local length c on both)."""
    X, pos = ctx.inputs
    d = ctx.node.rope.seq_dim
    s = X.local_shape
    if X.rel.dim != d or not 0 <= d < len(s) - 1:
        return f"needs x laid out on the sequence dim {d} (not the last dim)"
    c = s[d]
    g = fact_layout_map(ctx, X, "needs x laid out by a map (contiguous, zigzag of local length 2 * c, strided)")
    if isinstance(g, str):
        return g
    if pos.rel.dim != 0 or pos.local_shape != (c,) or fact_layout_map(ctx, pos, "") != g:
        return "positions must be laid out on dim 0 by x's map, with x's local sequence length"
    m = rope_half(ctx, s)
    if isinstance(m, str):
        return m
    return found(X.rel, ("R", ("fn", "rope_cos"), ("fn", "rope_sin"), ("nat", ctx.P), ("raw", str(d)),
                         ("nat", c), g, ("shape", s[:-1]), ("nat", m), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1),
                         ("raw", "isT"), ("raw", "erefl")))


def _causal_mask(ctx: MatchCtx):
    """query positions laid out contiguously, key positions replicated: the
    mask is laid out on its query axis."""
    qp, kp = ctx.inputs
    # the lemma takes any layout map of the query positions: contiguous, or zigzag (zz_glob P c, local
    # length 2 * c: the zigzag queries against the full keys, the YOCO cross-decoder on (dp, cp, tp))
    if qp.rel.kind not in ("contiguous_shard", "zigzag") or qp.rel.dim != 0 or kp.rel.kind != "replicated":
        return "needs (contiguous_shard(0) or zigzag(0), replicated)"
    (cq,), (nk,) = qp.local_shape, kp.local_shape
    if ctx.out_local != (cq, nk):
        return "mask shape is not [local queries, keys]"
    gmap = ("contig_map", cq)
    if qp.rel.kind == "zigzag":
        if cq.halved() is None:
            return "the zigzag queries' local length is not syntactically 2 * c"
        gmap = ("zz_glob", (ctx.P, cq.halved()))
    return found(rel(qp.rel.kind, ctx.axis, 0),
                 (("nat", ctx.P), gmap, ("nat", cq), ("nat", nk),
                  ("in", 0), ("fam", 0), ("in", 1), ("fam", 1)))


# ------------------------------------------------------------------ sdpa

def _cp_inputs(ctx: MatchCtx, backward: bool):
    """The rank-2 CP input pattern: q (and dout) contiguous_shard(0), k/v
    replicated (gathered), mask contiguous_shard(0); returns (c, Nk, Dh, Dv,
    N) or a reason, N the SM query count (the backward rules take it and
    N = P * c, by ring)."""
    ins = ctx.inputs
    q, k, v, m = ins[:4]
    if any(len(f.local_shape) != 2 for f in ins[:3]):
        return "rank-2 q, k, v only (no heads)"
    lay = (q, m) + ((ins[4],) if backward else ())
    if any(f.rel.kind != "contiguous_shard" or f.rel.dim != 0 for f in lay):
        return "q, mask" + (", dout" if backward else "") + " must be contiguous_shard(0)"
    if k.rel.kind != "replicated" or v.rel.kind != "replicated":
        return "k, v must be replicated (all-gathered)"
    c, Dh = q.local_shape
    Nk = k.local_shape[0]
    Dv = v.local_shape[1]
    if k.local_shape != (Nk, Dh) or v.local_shape[0] != Nk or m.local_shape != (c, Nk):
        return "shapes do not fit attention"
    if backward and ins[4].local_shape != (c, Dv):
        return "dout shape is not [local queries, Dv]"
    if q.sm_shape[0] != ctx.P * c:
        return "SM query count is not P * (local query count)"
    if k.sm_shape != (Nk, Dh):
        return "SM keys differ from the gathered keys"
    return c, Nk, Dh, Dv, q.sm_shape[0]


def _sdpa(ctx: MatchCtx):
    got = _cp_inputs(ctx, backward=False)
    if isinstance(got, str):
        return got
    c, Nk, Dh, Dv, _ = got
    if ctx.out_local != (c, Dv):
        return "output shape is not [local queries, Dv]"
    tensors = tuple(("in", j) for j in range(4)) + tuple(("fam", j) for j in range(4))
    return found(rel("contiguous_shard", ctx.axis, 0),
                 ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", Nk), ("nat", Dh), ("nat", Dv), "_")
                 + tensors)


def _sdpa_backward(out: int):
    def match(ctx: MatchCtx):
        got = _cp_inputs(ctx, backward=True)
        if isinstance(got, str):
            return got
        c, Nk, Dh, Dv, N = got
        want = ((c, Dh), (Nk, Dh), (Nk, Dv))[out]
        if ctx.out_local != want:
            return "output shape does not fit"
        out_rel = rel("contiguous_shard", ctx.axis, 0) if out == 0 else rel("partial_sum", ctx.axis, None, 1)
        tensors = tuple(("in", j) for j in range(5)) + tuple(("fam", j) for j in range(5))
        return found(out_rel, ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", N), ("nat", Nk), ("nat", Dh),
                               ("nat", Dv), "_") + tensors + (("eq", (N, (ctx.P, c))),))
    return match


RULES = (
    Rule("arange_shard", "rule_arange_shard", P.OP_ARANGE, (), "contiguous_shard(0)",
         ("PM start coord * c", "SM start 0, length P * c"), _arange_shard),
    Rule("arange_replicated", "rule_arange_replicated", P.OP_ARANGE, (), "replicated",
         ("start 0, the SM length on every rank",), _arange_replicated),
    Rule("rope_reindex", "rule_rope_reindex", P.OP_ROPE, ("reindex(seq_dim)", "reindex(0)"), "reindex(seq_dim)",
         ("last dim 2 * m", "positions by x's map"), _rope),
    Rule("rope_backward_reindex", "rule_rope_backward_reindex", P.OP_ROPE_BACKWARD, ("reindex(seq_dim)", "reindex(0)"),
         "reindex(seq_dim)", ("last dim 2 * m", "positions by x's map"), _rope),
    Rule("causal_mask_reindex", "rule_causal_mask_reindex", P.OP_CAUSAL_MASK,
         ("contiguous_shard(0)", "replicated"), "contiguous_shard(0)", (), _causal_mask),
    Rule("sdpa_cp2", "rule_sdpa_cp2", P.OP_SDPA,
         ("contiguous_shard(0)", "replicated", "replicated", "contiguous_shard(0)"), "contiguous_shard(0)",
         ("rank 2", "SM queries = P * c"), _sdpa),
    Rule("sdpa_backward_dq_cp", "rule_sdpa_backward_dq_cp", P.OP_SDPA_BACKWARD,
         ("contiguous_shard(0)", "replicated", "replicated", "contiguous_shard(0)", "contiguous_shard(0)"),
         "contiguous_shard(0)", ("rank 2", "SM queries = P * c"), _sdpa_backward(0), out_index=0),
    Rule("sdpa_backward_dk_cp", "rule_sdpa_backward_dk_cp", P.OP_SDPA_BACKWARD,
         ("contiguous_shard(0)", "replicated", "replicated", "contiguous_shard(0)", "contiguous_shard(0)"),
         "partial_sum(1)", ("rank 2", "SM queries = P * c"), _sdpa_backward(1), out_index=1),
    Rule("sdpa_backward_dv_cp", "rule_sdpa_backward_dv_cp", P.OP_SDPA_BACKWARD,
         ("contiguous_shard(0)", "replicated", "replicated", "contiguous_shard(0)", "contiguous_shard(0)"),
         "partial_sum(1)", ("rank 2", "SM queries = P * c"), _sdpa_backward(2), out_index=2),
)
