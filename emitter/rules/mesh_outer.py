"""Single-axis rules for mesh levels whose dims are polynomials in several
axis sizes (semantics/MeshOuter.v): a level's SM-side dim equals P * c as a
polynomial but renders differently (a dim split by two mesh axes, e.g.
dp * tp * f_q on the tp level after an FSDP all_gather; the merged heads
tp * (G * Hkv_l * 2 * Dr) of an attention output projection). The lemma takes the
factorization as a nat equation ("eq" argument) that the generated proof
closes by `ring`; syntactic cases stay with the Rules.v lemma (one match)."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, found, rel, times_syntactic
from proto import plan_pb2

P = plan_pb2


def _matmul_row_k(ctx: MatchCtx):
    A, B = ctx.inputs
    if not A.local_shape or len(B.local_shape) != 2:
        return "B must be rank 2"
    # an expert_partition is the same index map (a vocab slice of the
    # replicated dlogits: slice_expert)
    if (A.rel.kind not in ("contiguous_shard", "expert_partition") or A.rel.dim != len(A.local_shape) - 1
            or B.rel.kind != "contiguous_shard" or B.rel.dim != 0):
        return "needs (contiguous_shard(last), contiguous_shard(0))"
    c, n = B.local_shape
    if A.local_shape[-1] != c:
        return "local contraction dims differ"
    k = A.sm_shape[-1]
    if k != ctx.P * c:
        return "SM contraction dim is not P * (local contraction dim)"
    if times_syntactic(ctx, k, c):
        return "the contraction dim renders as P * c: matmul_row applies"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (n,):
        return "output shape is not A's leading dims + B's columns"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", c), ("nat", n), ("shape", s0), ("nat", k), ("eq", (k, (ctx.P, c))),
                  ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))


RULES = (
    Rule("matmul_row_k", "rule_matmul_row_k", P.OP_MATMUL,
         ("contiguous_shard(last)", "contiguous_shard(0)"), "partial_sum(1)",
         ("SM contraction k = P * c as polynomials, not syntactically (ring)",), _matmul_row_k),
)
