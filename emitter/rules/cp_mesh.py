"""Contiguous context parallelism as a middle mesh axis (cp of (dp, cp,
tp)), where the planner's SM lengths are products that render other than
the level's P * c (a side condition proved by ring):
- attention (RulesAttention.v rule_sdpa_query_reindex; the YOCO
  cross-decoder): rank-4 queries laid out on the sequence dim 2 by any map,
  the all-gathered K-hat / V-hat replicated, the mask's query rows laid out
  by the same map; the query heads are g * Hkv up to ring (under tp both
  are tp multiples: tp * G * Hkv_l over tp * Hkv_l); attention.py's
  sdpa_cp2 is the rank-2 case;
- the loss (semantics/RulesLossCP.v): the mean over the token grid [B; N]
  with the sequence dim 1 laid out is a partial sum with scale 1 / P, the
  SM sequence w = P * c (replicated_loss.py's mean2_shard: the batch dim),
  and its seed, a replicated scalar broadcast to the grid laid out on the
  sequence (replicated_loss.py's broadcast2_reindex: the batch dim)."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Premise, Rule, fact_layout_map, found, gqa, rel, rms_dw_operands, times_premise
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.relation import Ratio
from emitter.rules.moe import _ROUTER, topk_gather
from emitter.rules.replicated_loss import scalar_grid

P = plan_pb2


def _sdpa_query(ctx: MatchCtx):
    """Rank-4 queries laid out on the sequence dim 2 by any map
    (contiguous, zigzag: RulesAttention.v rule_sdpa_query_reindex), the
    mask's rows by the same map, K-hat / V-hat replicated in natural order;
    the query heads H = g * Hkv up to ring."""
    q, k, v, m = ctx.inputs
    if any(len(f.local_shape) != 4 for f in (q, k, v)):
        return "rank-4 q, k, v only ([B, heads, N, D])"
    if q.rel.dim != 2 or m.rel.dim != 0:
        return "q must be laid out on dim 2, the mask on dim 0"
    if k.rel.kind != "replicated" or v.rel.kind != "replicated":
        return "k, v must be replicated (all-gathered)"
    B, Hq, cq, Dh = q.local_shape
    _, Hkv, Nk, _ = k.local_shape
    if k.local_shape != (B, Hkv, Nk, Dh) or v.local_shape != k.local_shape or m.local_shape != (cq, Nk):
        return "shapes do not fit attention (values' width must be the keys')"
    if tuple(ctx.out_local) != tuple(q.local_shape):
        return "output shape is not q's"
    gm = fact_layout_map(ctx, q, "q's layout has no map (contiguous, zigzag of local length 2 * c, strided)")
    if isinstance(gm, str):
        return gm
    if fact_layout_map(ctx, m, "") != gm:
        return "the mask's rows must be laid out by q's map"
    g = gqa(q, k, Hq, Hkv)
    if isinstance(g, str):
        return g
    return found(q.rel, ("R", ("fn", "exp"), ("nat", ctx.P), gm, ("nat", g), ("nat", Hkv), ("nat", Hq), ("nat", B),
                         ("nat", cq), ("nat", Nk), ("nat", Dh), "_") + tuple(("in", j) for j in range(4))
                 + tuple(("fam", j) for j in range(4)) + (("eq", (Hq, (g, Hkv))),))


def _gather_zz(ctx: MatchCtx):
    """The MoE gate's gather on the zigzag stream (RulesCrossZigzag.v
    rule_gather_zz): values and top-k indices zigzag on a token dim e,
    gathered along the row dim d; the local length cq = 2 * c and the
    indices' level-above length w = 2 * P * c up to ring; idx_lt of the SM
    indices carried down the levels (infer.idx_transport)."""
    X, I = ctx.inputs  # plan order: (x, idx)
    if X.rel.kind != "zigzag" or X.rel != I.rel:
        return "needs values and indices zigzag on one dim"
    e = X.rel.dim
    got = topk_gather(ctx, e)
    if isinstance(got, str):
        return got
    d, s, n = got
    cq, w = s[e], I.sm_shape[e]
    c = cq.halved()
    if c is None or w != Poly.const(2) * ctx.P * c:
        return "the zigzag dim's local length is not 2 * c / its level-above length not 2 * P * c"
    return found(X.rel,
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("raw", str(e)), ("nat", c), ("nat", cq), ("nat", w),
                  ("nat", n), ("shape", s), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("raw", "isT"),
                  ("raw", "isT"), ("raw", "isT"), ("raw", "erefl"), ("eq", (cq, (Poly.const(2), c))),
                  ("eq", (w, (Poly.const(2) * ctx.P, c)))),
                 (Premise("topk_range", "idx_lt", (("shape", I.sm_shape), ("nat", n), ("in", 1)), input=1,
                          module=_ROUTER),))


def _batched_row_zz(ctx: MatchCtx):
    """A weight gradient x^T dy over the zigzag tokens (RulesCrossZigzag.v
    rule_batched_matmul_row_zz): the contraction dim zigzag on both
    operands (A's last, B's second-last), local cq = 2 * c and SM
    w = 2 * P * c up to ring: partial sums (scale 1)."""
    A, B = ctx.inputs
    sa, sb = tuple(A.local_shape), tuple(B.local_shape)
    if len(sa) != len(sb) or len(sa) < 3 or sa[:-2] != sb[:-2] or sa[-1] != sb[-2]:
        return "operands of one rank >= 3 with equal batch dims and contraction dim"
    if (A.rel.kind, A.rel.dim, B.rel.kind, B.rel.dim) != ("zigzag", len(sa) - 1, "zigzag", len(sa) - 2):
        return "needs A zigzag(last), B zigzag(second-last)"
    s0, m, cq, n = sa[:-2], sa[-2], sa[-1], sb[-1]
    c, w = cq.halved(), A.sm_shape[-1]
    if c is None or w != Poly.const(2) * ctx.P * c or B.sm_shape[-2] != w:
        return "local contraction is not 2 * c / SM contraction not 2 * P * c"
    if tuple(ctx.out_local) != s0 + (m, n):
        return "output shape is not [batch dims; A rows; B columns]"
    two = Poly.const(2)
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", c), ("nat", cq), ("nat", w), ("shape", s0), ("nat", m), ("nat", n),
                  ("in", 0), ("in", 1), ("fam", 0), ("fam", 1), ("eq", (cq, (two, c))),
                  ("eq", (w, (two * ctx.P, c)))))


def _rms_dw3_zz(ctx: MatchCtx):
    """RMSNorm's dw over [B; N; n] with the tokens zigzag on dim 1
    (RulesCrossZigzag.v rule_rmsnorm_backward_w3_zz): partial sums."""
    got = rms_dw_operands(ctx, ("zigzag",), 1, "needs x, dy zigzag(1)")
    if isinstance(got, str):
        return got
    X, (B, cq, n) = got
    c, w = cq.halved(), X.sm_shape[1]
    if c is None or w != Poly.const(2) * ctx.P * c:
        return "local tokens are not 2 * c / SM tokens not 2 * P * c"
    two = Poly.const(2)
    tensors = (("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("in", 2), ("fam", 2))
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("fn", "rsqrt"), ("nat", ctx.P), ("nat", B), ("nat", c), ("nat", cq), ("nat", w), ("nat", n),
                  "_") + tensors + (("eq", (cq, (two, c))), ("eq", (w, (two * ctx.P, c)))))


def _sdpa_backward_zz_gqa(out: int):
    """Attention's backward on the zigzag queries with K-hat / V-hat
    replicated (RulesCrossZigzag.v): dq laid out like the queries, dk / dv
    partial sums (the queries' sum reindexed by sum_zz_glob)."""
    def match(ctx: MatchCtx):
        q, k, v, m, do = ctx.inputs
        if any(len(f.local_shape) != 4 for f in (q, k, v, do)):
            return "rank-4 q, k, v, dout only ([B, heads, N, D])"
        if any((f.rel.kind, f.rel.dim) != ("zigzag", 2) for f in (q, do)) or (m.rel.kind, m.rel.dim) != ("zigzag", 0):
            return "q, dout must be zigzag(2), the mask zigzag(0)"
        if k.rel.kind != "replicated" or v.rel.kind != "replicated":
            return "k, v must be replicated (all-gathered)"
        B, Hq, cq, Dh = q.local_shape
        _, Hkv, Nk, _ = k.local_shape
        Dv = v.local_shape[-1]
        if k.local_shape != (B, Hkv, Nk, Dh) or v.local_shape != (B, Hkv, Nk, Dv) or m.local_shape != (cq, Nk) \
                or do.local_shape != (B, Hq, cq, Dv):
            return "shapes do not fit attention"
        c, w = cq.halved(), q.sm_shape[2]
        if c is None or w != Poly.const(2) * ctx.P * c:
            return "local queries are not 2 * c / SM queries not 2 * P * c"
        want = ((B, Hq, cq, Dh), (B, Hkv, Nk, Dh), (B, Hkv, Nk, Dv))[out]
        if tuple(ctx.out_local) != want:
            return "output shape does not fit"
        g = gqa(q, k, Hq, Hkv)
        if isinstance(g, str):
            return g
        two = Poly.const(2)
        head = ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", g), ("nat", Hkv), ("nat", Hq), ("nat", B), ("nat", c),
                ("nat", cq))
        tensors = tuple(("in", j) for j in range(5)) + tuple(("fam", j) for j in range(5))
        eh = ("eq", (Hq, (g, Hkv)))
        if out == 0:
            return found(q.rel, head + (("nat", w), ("nat", cq), ("nat", Nk), ("nat", Dh), ("nat", Dv), "_")
                         + tensors + (eh,))
        return found(rel("partial_sum", ctx.axis, None, 1),
                     head + (("nat", w), ("nat", Nk), ("nat", Dh), ("nat", Dv), "_") + tensors
                     + (eh, ("eq", (cq, (two, c))), ("eq", (w, (two * ctx.P, c)))))
    return match


def _mean2_shard_seq(ctx: MatchCtx):
    (X,) = ctx.inputs
    axes = sorted(ctx.node.reduce.axes)
    if axes != [0, 1] or ctx.node.reduce.keepdim or sorted(ctx.sm_node.reduce.axes) != axes \
            or ctx.sm_node.reduce.keepdim or len(X.local_shape) != 2 or tuple(ctx.out_local) != ():
        return "mean over both dims of a rank-2 tensor to a scalar, the same on both sides"
    if X.rel.kind != "contiguous_shard" or X.rel.dim != 1:
        return "needs contiguous_shard(1)"
    n0, c = X.local_shape
    w = times_premise(ctx, X.sm_shape[1], c)
    if w is None or X.sm_shape[0] != n0:
        return "SM sequence is not P * (local sequence) / SM batch differs from the local one"
    return found(rel("partial_sum", ctx.axis, None, Ratio(Poly.const(1), ctx.P)),
                 ("R", ("nat", ctx.P), ("nat", n0), ("nat", c), ("nat", X.sm_shape[1]), ("in", 0), ("fam", 0), w))


def _broadcast2_seq(ctx: MatchCtx):
    got = scalar_grid(ctx)
    if isinstance(got, str):
        return got
    _, (n0, c) = got
    if not ctx.out_sm or tuple(ctx.out_sm) != (n0, ctx.P * c):
        return "SM grid is not [B, P * (local sequence)]"
    return found(rel("contiguous_shard", ctx.axis, 1),
                 ("R", ("nat", ctx.P), ("contig_map", c), ("nat", n0), ("nat", c), ("in", 0), ("fam", 0)))


RULES = (
    Rule("sdpa_query_reindex", "rule_sdpa_query_reindex", P.OP_SDPA,
         ("reindex(2)", "replicated", "replicated", "reindex(0)"), "reindex(2)",
         ("rank 4", "the mask's rows by q's map", "H = g * Hkv (ring)"), _sdpa_query),
    Rule("gather_zz", "rule_gather_zz", P.OP_GATHER, ("zigzag(e)", "zigzag(e)"), "zigzag(e)",
         ("gathered dim d != e", "indices from an SM topk: premise idx_lt", "2 * c, 2 * P * c (ring)"), _gather_zz),
    Rule("batched_matmul_row_zz", "rule_batched_matmul_row_zz", P.OP_BATCHED_MATMUL,
         ("zigzag(last)", "zigzag(last-1)"), "partial_sum(1)", ("rank >= 3", "2 * c, 2 * P * c (ring)"),
         _batched_row_zz),
    Rule("rmsnorm_backward_w3_zz", "rule_rmsnorm_backward_w3_zz", P.OP_RMSNORM_BACKWARD,
         ("zigzag(1)", "replicated", "zigzag(1)"), "partial_sum(1)", ("[B; N; n]", "2 * c, 2 * P * c (ring)"),
         _rms_dw3_zz, out_index=1),
    Rule("sdpa_backward_dq_zz_gqa", "rule_sdpa_backward_dq_zz_gqa", P.OP_SDPA_BACKWARD,
         ("zigzag(2)", "replicated", "replicated", "zigzag(0)", "zigzag(2)"), "zigzag(2)",
         ("rank 4", "H = g * Hkv (ring)"), _sdpa_backward_zz_gqa(0), out_index=0),
    Rule("sdpa_backward_dk_zz_gqa", "rule_sdpa_backward_dk_zz_gqa", P.OP_SDPA_BACKWARD,
         ("zigzag(2)", "replicated", "replicated", "zigzag(0)", "zigzag(2)"), "partial_sum(1)",
         ("rank 4", "H = g * Hkv, 2 * c, 2 * P * c (ring)"), _sdpa_backward_zz_gqa(1), out_index=1),
    Rule("sdpa_backward_dv_zz_gqa", "rule_sdpa_backward_dv_zz_gqa", P.OP_SDPA_BACKWARD,
         ("zigzag(2)", "replicated", "replicated", "zigzag(0)", "zigzag(2)"), "partial_sum(1)",
         ("rank 4", "H = g * Hkv, 2 * c, 2 * P * c (ring)"), _sdpa_backward_zz_gqa(2), out_index=2),
    Rule("mean2_shard_seq", "rule_mean2_shard_seq", P.OP_REDUCE_MEAN, ("contiguous_shard(1)",),
         "partial_sum(1/P)", ("axes 0, 1 of a rank-2 tensor", "SM sequence w = P * c (ring)"), _mean2_shard_seq),
    Rule("broadcast2_reindex_seq", "rule_broadcast2_reindex_seq", P.OP_BROADCAST, ("replicated",),
         "contiguous_shard(1)", ("a scalar to [B; N]", "SM sequence P * c"), _broadcast2_seq),
)
