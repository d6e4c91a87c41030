"""The backward of cp_mesh.py's sdpa_query_reindex under contiguous CP (semantics/RulesCrossCPBackward.v):
rank-4 attention under contiguous context parallelism on a middle mesh
axis (cp of (dp, cp, tp)). The queries and dout [B, H, N, Dh] are laid out
on the sequence dim 2, the all-gathered K-hat / V-hat [B, Hkv, Nk, D]
replicated, the mask's query rows laid out with the queries. dQ keeps the
queries' layout; dK and dV are partial sums over the axis (each rank
contracts its own query rows). The SM query count N and the query heads
H are lemma arguments with N = P * c and H = g * Hkv proved by ring (the
planner writes cp * tp * Ns and tp * G * Hkv_l; the level's lemma reads
P * c and g * Hkv). attention.py's sdpa_backward_*_cp are the rank-2 case."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, found, gqa, rel
from proto import plan_pb2

P = plan_pb2


def _inputs(ctx: MatchCtx):
    """(B, Hq, Hkv, g, c, Nk, Dh, Dv, N) or a reason."""
    q, k, v, m, do = ctx.inputs
    if any(len(f.local_shape) != 4 for f in (q, k, v, do)):
        return "rank-4 q, k, v, dout only ([B, heads, N, D])"
    if any((f.rel.kind, f.rel.dim) != ("contiguous_shard", 2) for f in (q, do)) \
            or (m.rel.kind, m.rel.dim) != ("contiguous_shard", 0):
        return "q, dout must be contiguous_shard(2), the mask contiguous_shard(0)"
    if k.rel.kind != "replicated" or v.rel.kind != "replicated":
        return "k, v must be replicated (all-gathered)"
    B, Hq, c, Dh = q.local_shape
    _, Hkv, Nk, _ = k.local_shape
    Dv = v.local_shape[3]
    if k.local_shape != (B, Hkv, Nk, Dh) or v.local_shape != (B, Hkv, Nk, Dv) or m.local_shape != (c, Nk) \
            or do.local_shape != (B, Hq, c, Dv):
        return "shapes do not fit attention over the gathered keys"
    N = q.sm_shape[2]
    if N != ctx.P * c:
        return "SM queries are not P * (local queries)"
    g = gqa(q, k, Hq, Hkv)
    if isinstance(g, str):
        return g
    return B, Hq, Hkv, g, c, Nk, Dh, Dv, N


def _backward(out: int):
    """out 0: dq (the queries' layout); 1 / 2: dk / dv (partial sums)."""

    def match(ctx: MatchCtx):
        got = _inputs(ctx)
        if isinstance(got, str):
            return got
        B, Hq, Hkv, g, c, Nk, Dh, Dv, N = got
        want = ((B, Hq, c, Dh), (B, Hkv, Nk, Dh), (B, Hkv, Nk, Dv))[out]
        if tuple(ctx.out_local) != want:
            return f"output shape is not {[str(x) for x in want]}"
        out_rel = rel("contiguous_shard", ctx.axis, 2) if out == 0 else rel("partial_sum", ctx.axis, None, 1)
        tensors = tuple(("in", j) for j in range(5)) + tuple(("fam", j) for j in range(5))
        return found(out_rel, ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", N), ("nat", Nk), ("nat", B),
                               ("nat", Hq), ("nat", Hkv), ("nat", g), ("nat", Dh), ("nat", Dv), "_") + tensors
                     + (("eq", (Hq, (g, Hkv))), ("eq", (N, (ctx.P, c)))))
    return match


_INS = ("contiguous_shard(2)", "replicated", "replicated", "contiguous_shard(0)", "contiguous_shard(2)")
_SIDES = ("rank 4", "H = g * Hkv (ring)", "SM queries N = P * c (ring)")
RULES = tuple(
    Rule(f"sdpa_backward_{o}_cp4", f"rule_sdpa_backward_{o}_cp4", P.OP_SDPA_BACKWARD, _INS,
         "contiguous_shard(2)" if i == 0 else "partial_sum(1)", _SIDES, _backward(i), out_index=i)
    for i, o in enumerate(("dq", "dk", "dv")))
