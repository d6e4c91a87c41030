"""Single-axis rules for mesh levels whose dims are polynomials in several
axis sizes (semantics/MeshOuter.v): a level's SM-side dim equals P * c as a
polynomial but renders differently (a dim split by two mesh axes, e.g.
dp * tp * f_q on the tp level after an FSDP all_gather; the merged heads
tp * (G * Hkv_l * 2 * Dr) of an attention output projection). The lemma takes the
factorization as a nat equation ("eq" argument) that the generated proof
closes by `ring`; syntactic cases stay with the Rules.v lemma (one match)."""
from __future__ import annotations

from emitter.rules.base import Rule
from emitter.rules.linear import matmul_row
from proto import plan_pb2

P = plan_pb2


RULES = (
    Rule("matmul_row_k", "rule_matmul_row_k", P.OP_MATMUL,
         ("contiguous_shard(last)", "contiguous_shard(0)"), "partial_sum(1)",
         ("SM contraction k = P * c as polynomials, not syntactically (ring)",), matmul_row(True)),
)
