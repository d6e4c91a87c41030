"""The YOCO cross-decoder under contiguous context parallelism on a
multi-axis mesh (semantics/RulesCrossCP.v): rank-4 queries laid out on the
sequence dim 2, the all-gathered K-hat / V-hat replicated, the mask's query
rows laid out with them. The query heads are g * Hkv up to ring (under tp
both are tp multiples: tp * G * Hkv_l over tp * Hkv_l), a side condition
proved by ring; attention.py's sdpa_cp2 is the rank-2 case."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, found
from proto import plan_pb2

P = plan_pb2


def _sdpa_cp_gqa(ctx: MatchCtx):
    from emitter import coq_render as C
    q, k, v, m = ctx.inputs
    if any(len(f.local_shape) != 4 for f in (q, k, v)):
        return "rank-4 q, k, v only ([B, heads, N, D])"
    if (q.rel.kind, q.rel.dim, m.rel.kind, m.rel.dim) != ("contiguous_shard", 2, "contiguous_shard", 0):
        return "q must be contiguous_shard(2), the mask contiguous_shard(0)"
    if k.rel.kind != "replicated" or v.rel.kind != "replicated":
        return "k, v must be replicated (all-gathered)"
    B, Hq, c, Dh = q.local_shape
    _, Hkv, Nk, _ = k.local_shape
    if k.local_shape != (B, Hkv, Nk, Dh) or v.local_shape != k.local_shape or m.local_shape != (c, Nk):
        return "shapes do not fit attention (values' width must be the keys')"
    if q.sm_shape[2] != ctx.P * c or tuple(ctx.out_local) != tuple(q.local_shape):
        return "SM queries are not P * (local queries) / output shape is not q's"
    g = C.gqa_factor(Hq, Hkv)
    if g is None:
        return "query heads are not a monomial multiple of the kv heads"
    if C.gqa_factor(q.sm_shape[1], k.sm_shape[1]) != g:
        return "the SM's GQA factor differs from the ranks'"
    return found(q.rel, ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", g), ("nat", Hkv), ("nat", Hq), ("nat", B),
                         ("nat", c), ("nat", Nk), ("nat", Dh), "_") + tuple(("in", j) for j in range(4))
                 + tuple(("fam", j) for j in range(4)) + (("eq", (Hq, (g, Hkv))),))


RULES = (
    Rule("sdpa_cp_gqa", "rule_sdpa_cp_gqa", P.OP_SDPA,
         ("contiguous_shard(2)", "replicated", "replicated", "contiguous_shard(0)"), "contiguous_shard(2)",
         ("rank 4", "H = g * Hkv (ring)", "SM queries = P * c"), _sdpa_cp_gqa),
)
