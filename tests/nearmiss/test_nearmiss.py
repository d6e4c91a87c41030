"""Issue 4, acceptance 1: for every registered local rule, a positive Coq
instance, a near-miss one attribute away that coqc rejects AT THE RULE
APPLICATION (//semantics:nearmiss_*), and the same pair as Plan IR plans:
the positive evaluates equal, the near-miss is a false goal with a
counterexample (so the near-miss is really false, not a typo).

Coverage is measured: every registry entry is in RULES or in NOT_YET with a
reason, never silently assumed.
"""

from __future__ import annotations

import os
import re
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

import cases  # noqa: E402
from emitter import plan_io  # noqa: E402
from emitter.errors import Category, FalseGoal  # noqa: E402
from emitter.evaluator import check, evaluate  # noqa: E402
from emitter.validate import validate  # noqa: E402

POS = "semantics/examples/positive/{}.v"
NM = "semantics/examples/nearmiss/{}.v"
PLAN = "tests/nearmiss/data/{}_{}.textproto"
# Falsity evidence for a COQ_ONLY near-miss (no Plan IR pair for the evaluator to refute): a Coq proof that
# the near-miss statement is false, `nm_<rule>_false : ~ (<the statement at a concrete instance>)` and
# `nm_<rule>_false_stmt : ~ (<the statement verbatim>)`, compiled by //semantics:refuted_examples and closed
# under the global context (//semantics:refuted_examples_closed).
REFUTED = "semantics/examples/refuted/nm_{}_false.v"


def _q(rule: str, nm: str = "") -> tuple[str, str, str, str]:
    """(coq positive, coq near-miss, plan ok, plan near-miss)."""
    return (POS.format(rule), NM.format(nm or "nm_" + rule), PLAN.format(rule, "ok"), PLAN.format(rule, "nearmiss"))


# rule -> quadruple; most important first. The one attribute changed is
# stated in the near-miss .v header and in cases.py.
RULES = {
    "matmul_col": _q("matmul_col"),                  # A partial sum instead of replicated
    "matmul_row": _q("matmul_row"),                  # B zigzag on the contraction dim
    "all_reduce": _q("all_reduce", "obl_y_wrong_scale"),  # scale 2 instead of 1
    "reduce_scatter": _q("reduce_scatter"),          # input partial-sum scale 2
    "all_gather": _q("all_gather"),                  # shards zigzag, plain gather
    "softmax_reindex": _q("softmax_reindex"),        # rows zigzag, output claimed contiguous
    "rmsnorm_reindex": _q("rmsnorm_reindex"),
    "causal_mask_reindex": _q("causal_mask_reindex"),  # query positions contiguous, mask claimed zigzag
    "sdpa_heads": _q("sdpa_heads"),                  # K heads zigzag: wrong GQA group
    "embedding_vocab": _q("embedding_vocab", "obl_embedding_wrong_offset"),  # offset r, not r * vl
    "slice_expert": _q("slice_expert", "obl_ep_slice_wrong_offset"),  # offset r, not r * ce
    "broadcast_expert": _q("broadcast_expert"),      # tokens partial instead of replicated
    "batched_matmul_batch": _q("batched_matmul_batch"),    # operands' batch layouts differ
    "moe_combine_static": _q("moe_combine_static"),  # expert outputs zigzag: wrong experts weighted
    "reduce_sum_shard": _q("reduce_sum_shard"),      # partial sums claimed with scale 2
    "lin_add": _q("lin_add"),                # operands' partial-sum scales differ
    "scale_partial": _q("scale_partial"),            # relation drops the scale (missing scale)
    "resp_transpose": _q("resp_transpose"),  # input a partial sum (missing all-reduce)
    "lin_transpose": _q("lin_transpose"),  # input scale 2, output scale 1 (wrong scale)
    "resp_matmul": _q("resp_matmul"),  # A a partial sum (missing all-reduce)
    "lin_scale": _q("lin_scale"),  # output claimed scale 3 (wrong scale)
    "lin_neg": _q("lin_neg"),  # output claimed scale 2 (wrong scale)
    "lin_sub": _q("lin_sub"),  # operands' partial-sum scales differ
    "lin_reduce_sum": _q("lin_reduce_sum"),  # output claimed scale 2 (wrong scale)
    "replicated_op1": _q("replicated_op1"),  # exp of a partial sum (missing all-reduce)
    "resp_softmax": _q("resp_softmax"),  # input a partial sum (missing all-reduce)
    "topk_replicated": _q("topk_replicated"),  # router logits a partial sum (missing all-reduce)
    "gather_replicated": _q("gather_replicated"),  # gathered tensor a partial sum
    "scatter_add_replicated": _q("scatter_add_replicated"),  # scattered values a partial sum
    "rmsnorm_reindex_w": _q("rmsnorm_reindex_w"),  # weight family a partial sum
    "rmsnorm_backward_reindex_w": _q("rmsnorm_backward_reindex_w"),  # weight family a partial sum
    "cross_entropy_reindex": _q("cross_entropy_reindex"),  # labels zigzag, logits contiguous (rows misaligned)
    "cross_entropy_backward_reindex": _q("cross_entropy_backward_reindex"),  # upstream gradient zigzag (rows misaligned)
    "reduce_mean_shard": _q("reduce_mean_shard"),  # scale 1, not 1/P (missing scale)
    "arange_replicated": _q("arange_replicated"),  # start r, not 0 (wrong offset)
    "transpose_reindex": _q("transpose_reindex"),  # zigzag layout; input contiguous (wrong layout)
    "transpose_reindex_back": _q("transpose_reindex_back"),  # zigzag layout; input contiguous (wrong layout)
    "transpose_reindex_other": _q("transpose_reindex_other"),  # zigzag on the unswapped dim; input contiguous (wrong layout)
    "matmul_lead": _q("matmul_lead"),  # A zigzag; B a partial sum (missing all-reduce)
    "reduce_sum_reindex_lt": _q("reduce_sum_reindex_lt"),  # zigzag layout; input contiguous (wrong layout)
    "reduce_sum_reindex_ge": _q("reduce_sum_reindex_ge"),  # zigzag layout; input contiguous (wrong layout)
    "reduce_mean_reindex_lt": _q("reduce_mean_reindex_lt"),  # zigzag layout; input contiguous (wrong layout)
    "reduce_mean_reindex_ge": _q("reduce_mean_reindex_ge"),  # zigzag layout; input contiguous (wrong layout)
    "lin_reduce_mean": _q("lin_reduce_mean"),  # output claimed scale 2 (wrong scale)
    "zigzag_positions": _q("zigzag_positions"),  # first chunk starts at r, not r * c (wrong offset)
    "zigzag_local": _q("zigzag_local"),  # first chunk sliced at r, not r * c (wrong offset)
    # RulesCP.v: rank-2 context-parallel attention; the mask (or RoPE positions) from LOCAL positions
    "sdpa_cp2": _q("sdpa_cp2"),
    "sdpa_backward_dq_cp": _q("sdpa_backward_dq_cp"),
    "sdpa_backward_dk_cp": _q("sdpa_backward_dk_cp"),
    "sdpa_backward_dv_cp": _q("sdpa_backward_dv_cp"),
    # RulesCrossCPBackward.v: rank-4 GQA contiguous-CP attention backward; the mask from LOCAL positions
    "sdpa_backward_dq_cp4": _q("sdpa_backward_dq_cp4"),
    "sdpa_backward_dk_cp4": _q("sdpa_backward_dk_cp4"),
    "sdpa_backward_dv_cp4": _q("sdpa_backward_dv_cp4"),
    # RulesZigzag.v / RulesAttention.v: zigzag CP
    "rope_backward_reindex": _q("rope_backward_reindex"),
    "matmul_row_zz": _q("matmul_row_zz"),  # B's contraction contiguous, A's zigzag
    "all_gather_zz": _q("all_gather_zz"),  # shards contiguous, read as the zigzag-gathered view
    "reduce_scatter_zz": _q("reduce_scatter_zz"),  # result claimed contiguous (wrong chunk order)
    "causal_mask_zz": _q("causal_mask_zz"),  # key dim claimed in SM order (permutation dropped)
    "sdpa_zz2": _q("sdpa_zz2"),  # mask rows from contiguous query positions
    "sdpa_backward_dq_zz": _q("sdpa_backward_dq_zz"),
    "sdpa_backward_dk_zz": _q("sdpa_backward_dk_zz"),
    "sdpa_backward_dv_zz": _q("sdpa_backward_dv_zz"),
    "concat_index_zz": _q("concat_index_zz"),  # second chunk at r * c, not (2P-1-r) * c (wrong offset)
    "arange_zz_first": _q("arange_zz_first"),  # first chunk at r, not r * c (wrong offset)
    # RulesReshape.v
    "reshape_split_contig": _q("reshape_split_contig"),  # input zigzag (wrong layout)
    "reshape_merge_contig": _q("reshape_merge_contig"),
    "reshape_split_reindex_lt": _q("reshape_split_reindex_lt"),  # output claimed contiguous (wrong layout)
    "reshape_split_reindex_gt": _q("reshape_split_reindex_gt"),
    "reshape_merge_reindex_lt": _q("reshape_merge_reindex_lt"),
    "reshape_merge_reindex_gt": _q("reshape_merge_reindex_gt"),
    "reshape_split_replicated": _q("reshape_split_replicated"),  # input a partial sum (missing all-reduce)
    "reshape_merge_replicated": _q("reshape_merge_replicated"),
    "reshape_split_partial": _q("reshape_split_partial"),  # output claimed scale 2 (wrong scale)
    "reshape_merge_partial": _q("reshape_merge_partial"),
    # RulesReplicatedNorm.v, RulesNormLoss.v, RulesBackward.v, RulesMoEStatic.v, RulesLayout.v
    "resp_rmsnorm": _q("resp_rmsnorm"),  # x a partial sum (missing all-reduce)
    "resp_rmsnorm_backward": _q("resp_rmsnorm_backward"),  # dy a partial sum
    "replicated_op3": _q("replicated_op3"),  # the generic rule at rmsnorm_backward; dy a partial sum
    "rmsnorm_backward_dw_rows": _q("rmsnorm_backward_dw_rows"),  # dy rows zigzag (misaligned)
    "rmsnorm_backward_w_rows": _q("rmsnorm_backward_w_rows"),
    "broadcast_new_reindex": _q("broadcast_new_reindex"),  # broadcast value a partial sum
    "broadcast_reindex_lt": _q("broadcast_reindex_lt"),  # input zigzag over experts (wrong layout)
    # RulesLayout.v: an embedding backward's padding id (old 0) read as the row count (new V)
    "replace_value_reindex": _q("replace_value_reindex"),  # ids zigzag, result claimed contiguous (wrong layout)
    "replace_value_replicated": _q("replace_value_replicated"),  # the PM replaces old 1, not 0 (wrong value)
    # embedding (RulesVocab.v, RulesBackward.v)
    "embedding_tokens_contiguous": _q("embedding_tokens_contiguous"),  # table a partial sum
    "embedding_backward_vocab": _q("embedding_backward_vocab"),  # offset r, not r * V_l (wrong offset)
    "embedding_backward_vocab2": _q("embedding_backward_vocab2"),
    "embedding_backward_tokens": _q("embedding_backward_tokens"),  # dy rows zigzag (misaligned)
    "embedding_backward_tokens2_b": _q("embedding_backward_tokens2_b"),  # claimed scale 2 (wrong scale)
    "embedding_backward_tokens2_s": _q("embedding_backward_tokens2_s"),  # claimed scale 2
    # MeshOuter.v (single-axis form), RulesDispatch.v
    "all_to_all_combine": _q("all_to_all_combine"),  # RulesDispatch4.v, experts zigzag (wrong layout)
    # RulesPipeline.v, RulesPipelineMesh.v: 3 stages, stage-local observables (plan: x taken from stage 1's
    # value, since validation pairs every send with its recv a peer alone cannot change); microbatches
    "recv_reindex": _q("recv_reindex", "obl_recv_wrong_peer"),  # recv from stage 1, not 0 (wrong peer)
    "recv_nest": _q("recv_nest"),  # Coq: the sent family at the swapped coordinates; plan: wrong peer
    "microbatch_accumulate": _q("microbatch_accumulate", "obl_microbatch_missing_scale"),  # global-count scale missing
    "accumulate_partial": _q("accumulate_partial"),  # Coq: a microbatch dropped; plan: the scale missing
    "accumulate_outer": _q("accumulate_outer"),  # a microbatch dropped from the accumulation
    # RulesHaloShift.v: the shift halo, three cp ranks (on two, shifts by +1 and -1 coincide)
    "halo_tail_shard": _q("halo_tail_shard"),  # slice at 0, not c - h (the head, not the tail)
    "halo_shift_tail": _q("halo_shift_tail"),  # shift offset -1 instead of +1
    "halo_concat_ext": _q("halo_concat_ext"),  # the halo not shifted (the rank's own tail)
    "sdpa_halo_shift": _q("sdpa_halo_shift"),  # Coq: 0 < P, not 1 < P; plan: positions not shifted
    "sdpa_backward_dq_halo_shift": _q("sdpa_backward_dq_halo_shift"),  # Coq: V not extended; plan: K not shifted
    # MeshOuter.v: dp x tp, rows split by tp then dp (strided on the outer axis dp). Coq: chunks claimed
    # contiguous (mesh order); plan: the collective over the tp group (wrong group)
    "nest_gather_strided": _q("nest_gather_strided"),
    "nest_reduce_scatter_strided": _q("nest_reduce_scatter_strided"),
    "reduce_scatter_avg_strided": _q("reduce_scatter_avg_strided"),  # the reduce_scatter sums, not 1 / dp
    # RulesHeads.v: rank-4 GQA attention by heads (tp, whole GQA groups per rank) or by batch (dp), the ranks'
    # own causal mask. K's split dim zigzag: a query head reads another group's keys (wrong group), a query
    # row another sample's keys (batch)
    "sdpa_heads_rep": _q("sdpa_heads_rep"),
    "sdpa_backward_dq_heads": _q("sdpa_backward_dq_heads"),
    "sdpa_backward_dk_heads": _q("sdpa_backward_dk_heads"),
    "sdpa_backward_dv_heads": _q("sdpa_backward_dv_heads"),
    "sdpa_batch": _q("sdpa_batch"),
    "sdpa_backward_dq_batch": _q("sdpa_backward_dq_batch"),
    "sdpa_backward_dk_batch": _q("sdpa_backward_dk_batch"),
    "sdpa_backward_dv_batch": _q("sdpa_backward_dv_batch"),
    # every input replicated (each rank computes the SM's attention); K a partial sum (missing all-reduce)
    "sdpa_replicated": _q("sdpa_replicated"),
    "sdpa_backward_dq_replicated": _q("sdpa_backward_dq_replicated"),
    "sdpa_backward_dk_replicated": _q("sdpa_backward_dk_replicated"),
    "sdpa_backward_dv_replicated": _q("sdpa_backward_dv_replicated"),
    "rope_heads": _q("rope_heads"),  # rank r's positions start at r (wrong offset)
    "rope_backward_heads": _q("rope_backward_heads"),
    "resp_causal_mask": _q("resp_causal_mask"),  # query positions start at r (wrong offset)
    # RulesReplicatedLoss.v: the loss of all-gathered logits, token means, the loss seed, rank-3 weights
    "resp_cross_entropy": _q("resp_cross_entropy"),  # logits a partial sum (missing all-reduce)
    "resp_cross_entropy_backward": _q("resp_cross_entropy_backward"),
    "mean2_replicated": _q("mean2_replicated"),  # input a partial sum
    "mean2_shard": _q("mean2_shard"),  # scale 1, not 1/P (missing scale)
    "broadcast2_replicated": _q("broadcast2_replicated"),  # the seed scalar a partial sum
    "broadcast2_reindex": _q("broadcast2_reindex"),
    "batched_matmul_col3": _q("batched_matmul_col3"),  # A a partial sum
    "rmsnorm_backward_w3_replicated": _q("rmsnorm_backward_w3_replicated"),  # dy a partial sum
    # RulesDispatchRouter.v (ep2_moe_a2a's token side): an input's tokens laid out by another map (plan: zigzag)
    "topk_reindex": _q("topk_reindex"),
    "scatter_add_reindex": _q("scatter_add_reindex"),
    "broadcast_reindex_ge": _q("broadcast_reindex_ge"),
    # RulesSplit.v / RulesReplicatedLayout.v: pieces along a dim no mesh axis lays out
    "split_replicated": _q("split_replicated"),  # input a partial sum (missing all-reduce)
    "split_reindex_other": _q("split_reindex_other"),  # piece claimed in another layout (wrong layout)
    "split_partial": _q("split_partial"),  # piece claimed with another scale (wrong scale)
    "concat_replicated": _q("concat_replicated"),  # second piece a partial sum
    "concat_reindex_other": _q("concat_reindex_other"),  # second piece in another layout
    "concat_partial": _q("concat_partial"),  # pieces' scales differ
    "slice_replicated": _q("slice_replicated"),  # sliced table a partial sum
    "broadcast_new_replicated": _q("broadcast_new_replicated"),  # broadcast row a partial sum
    "broadcast_new_partial": _q("broadcast_new_partial"),        # output claimed scale 2
    "replicated_split_partial": _q("replicated_split_partial"),  # every rank keeps all of x (no 1 / P)
    # RulesHaloBackward.v: the shift halo's dK / dV over the extended range, returned by the overlap-add
    "sdpa_backward_dk_halo_shift": _q("sdpa_backward_dk_halo_shift"),  # V not extended (plan: V's halo unshifted)
    "sdpa_backward_dv_halo_shift": _q("sdpa_backward_dv_halo_shift"),  # K not extended (plan: K's halo unshifted)
    "halo_reduce": _q("halo_reduce"),  # overlap-adds another tensor's extended gradient (dV's for dK)
    # RulesHalo4.v: the shift halo on rank-4 [B, H, N, Dh] attention (sequence dim 2)
    "halo_tail_dim": _q("halo_tail_dim"),  # slice at 0, not c - h (the head, not the tail)
    "halo_shift_dim": _q("halo_shift_dim"),  # shift offset -1 instead of +1
    "halo_concat_dim": _q("halo_concat_dim"),  # the halo not shifted (the rank's own tail)
    # RulesHaloOpen.v: the OPEN halo shift (rank 0 receives the fill: K / V 0, key positions N), every cp, rank 4.
    # An open shift cannot shift by 0 (offset >= 1), so a plan's "halo missing" is a shift by cp = 3 (all fill)
    "halo_shift_open": _q("halo_shift_open"),  # shift offset 2 instead of 1 (rank 1 receives the fill)
    "halo_concat_open": _q("halo_concat_open"),  # Coq: the halo the rank's own tail; plan: K's slice at 0 (head)
    "halo_concat_open_pair": _q("halo_concat_open_pair"),  # Coq: the cyclic halo_recv; plan: V's shift offset 2
    "halo_mask_open": _q("halo_mask_open"),  # the key positions' fill < N (plan: 0): rank 0's halo keys unmasked
    "sdpa_halo_open4": _q("sdpa_halo_open4"),  # Coq: V not extended; plan: V's shift by cp (every halo the fill)
    "sdpa_backward_dq_halo_open4": _q("sdpa_backward_dq_halo_open4"),  # Coq: K not extended; plan: K's shift by cp
    "sdpa_backward_dk_halo_open4": _q("sdpa_backward_dk_halo_open4"),  # Coq: V not extended; plan: V's shift by cp
    "sdpa_backward_dv_halo_open4": _q("sdpa_backward_dv_halo_open4"),  # Coq: K not extended; plan: K's shift by cp
    # RulesMeshView.v, one-axis instances
    "arange_replicated_from": _q("arange_replicated_from"),  # rank r's start s + r (wrong offset)
    "arange_shard": _q("arange_shard"),  # start r, not r * c (wrong offset)
    "resp_sliding_window_mask": _q("resp_sliding_window_mask"),  # query positions start at r
    "rmsnorm_backward_w3_batch": _q("rmsnorm_backward_w3_batch"),  # dy's batch zigzag (misaligned)
    "accumulate_scaled_outer": _q("accumulate_scaled_outer"),  # the chain's 1/M scale missing (the mean)
    # RulesStrided.v: DTensor's _StridedShard(1, q) on tp (a fused [q | k | v] projection's columns)
    "matmul_col_strided": _q("matmul_col_strided"),  # output claimed Shard(1), not strided (wrong layout)
    "matmul_row_strided": _q("matmul_row_strided"),  # B's contraction dim Shard(0), A's strided (misaligned)
    "slice_strided": _q("slice_strided"),  # [k | v] of [q | k | v] sliced at 0, not c (wrong offset)
    "split_strided": _q("split_strided"),  # the split input Shard(1), not strided (wrong layout)
    "concat_strided": _q("concat_strided"),  # [q | [k | v]] with [k | v] Shard(1), not strided (wrong layout)
    # layout maps (transformers' MoE experts under their tp_plan)
    "reshape_merge_map": _q("reshape_merge_map"),  # input contiguous, not strided (wrong layout)
    "reshape_split_map": _q("reshape_split_map"),  # split back claimed contiguous (wrong layout)
    "reshape_merge_inner": _q("reshape_merge_inner"),  # inner dim zigzag (wrong layout)
    "reshape_split_inner": _q("reshape_split_inner"),  # split back claimed zigzag (wrong layout)
    "embedding_cols": _q("embedding_cols"),  # table columns zigzag, lookup claimed contiguous
    "embedding_backward_cols": _q("embedding_backward_cols"),  # dY columns zigzag, gradient claimed contiguous
    "mul_partial_rep": _q("mul_partial_rep"),  # the factor a partial sum too
    "mul_rep_partial": _q("mul_rep_partial"),  # the factor a partial sum too
    "batched_matmul_row_strided": _q("batched_matmul_row_strided"),  # B's rows contiguous, A's columns strided
}

# helper nmB block: Permute.v (facts), RulesExperts4.v, RulesRouterBackward.v, RulesDispatch4.v, RulesMoECP.v,
# RulesLossCP.v, RulesTorch.v, RulesSplit.v (the one attribute is in each cases.py builder)
RULES.update({r: _q(r) for r in (
    "resp_permute",  # input a partial sum (missing all-reduce)
    "lin_permute",  # output claimed scale 2 (wrong scale)
    "batched_matmul_lead_contiguous",  # B's batch dim zigzag (misaligned)
    "batched_matmul_lead_expert",  # expert weights zigzag (wrong experts)
    "resp_batched_matmul",  # A a partial sum (missing all-reduce)
    "resp_softmax_backward",  # dY a partial sum (missing all-reduce)
    "softmax_backward_reindex",  # dY's rows zigzag (misaligned)
    "all_to_all_dispatch",  # tokens zigzag (wrong layout)
    "gather_contiguous",  # gathered tensor's tokens misaligned (Coq: another map; plan: zigzag)
    "batched_matmul_rows",  # B a partial sum (missing all-reduce)
    "batched_matmul_row",  # claimed scale 2 (wrong scale)
    "mean2_shard_seq",  # scale 1, not 1/P (missing scale)
    "broadcast2_reindex_seq",  # the seed scalar a partial sum
    "rmsnorm_backward_w3_seq",  # dY's tokens zigzag (misaligned)
    "resp_reduce_mean",  # input a partial sum (missing all-reduce)
    "embedding_backward_replicated2",  # dY a partial sum (missing all-reduce)
    "embedding_backward_replicated",  # [N] ids; dY a partial sum (missing all-reduce)
    "embedding_backward_partial2",  # claimed scale 2 (wrong scale)
    "embedding_backward_partial",  # claimed scale 2 (wrong scale)
    "slice_reindex_other",  # slice claimed in another layout (wrong layout)
    "slice_partial",  # slice claimed with scale 2 (wrong scale)
)})

# No rule is left without a Coq pair: the generic and lifting lemmas are COQ_ONLY (helper nmC block below).
NOT_YET: dict[str, str] = {
    "resp_reduce_sum": "the fact's pair is replicated_op1's (its instance is a reduce_sum of a replicated input)",
    "replicated_op2": "covered through its facts' pairs (resp_matmul, resp_rmsnorm: the generic rule at each)",
    "resp_to_ring": "no pair yet: an index tensor's near-miss (a partial sum of indices) is no Plan IR placement",
    "linear_op1": "covered through its facts' pairs (lin_neg, lin_scale, lin_transpose, lin_reduce_sum, ...: the "
                  "generic rule at each)",
    "linear_op2": "covered through its facts' pairs (lin_add, lin_sub: the generic rule at each)",
}

# Coq pair only (positive/<rule>.v, nearmiss/nm_<rule>.v, rejected by //semantics:nearmiss_nm_<rule>); the
# Plan IR half is impossible or not yet, for the reason given.
_ZZ_PART = ("Coq pair exists; no Plan IR pair: a step of {} (covered, positive and near-miss): alone, its output "
            "relation is a layout no Plan IR placement names (the second zigzag chunk zz_second, an arbitrary "
            "start o r, or a contiguous shard of half the SM dim, which validation refuses: local length * P must "
            "be the SM length), so the one-attribute plan pair exists only for the composed rule")
_HALO = ("Coq pair exists; no Plan IR pair: this halo is send/recv between neighbouring cp ranks (rank r sends its "
         "tail to r + 1, rank 0 keeps its own tail), which one program cannot say: validation requires every rank's "
         "peer in [0, P-1] (send peer cp + 1 is refused on the last rank: 'peer = 2 is outside [0, 1] on rank 1') "
         "and peer polynomials have no truncated r - 1; per-rank programs (ranks = [0], [1]) could say it but are "
         "not rank-parametric, so no compiler rule applies. The planner's plans use the shift halo instead "
         "(RulesHaloShift.v: both halves covered)")
_CE_VOCAB = ("Coq pair exists; no Plan IR pair: the PM side is op_pick_off (the label logit of a vocab shard at an "
             "offset) and local sums of exp, which no Plan IR operator names (the Plan IR has only the fused "
             "cross_entropy), and no emitter rule selects these lemmas yet")
COQ_ONLY = {r: reason for reason, rules in [
    (_ZZ_PART.format("zigzag_positions / concat_index_zz"), ("arange_offset", "arange_zz_second",
                                                            "concat_index_zigzag")),
    (_ZZ_PART.format("zigzag_local"), ("slice_zz_first", "slice_zz_second", "concat_zigzag")),
    (_HALO, ("halo_exchange", "halo_positions", "sdpa_halo")),
    (_CE_VOCAB, ("pick_vocab", "sumexp_vocab", "cross_entropy_vocab")),
    ("Coq pair exists; no Plan IR pair: an index-range premise (idx_lt) carried to a mesh level's views, not a "
     "relation of a tensor an operator computes; the plan-level near-miss is the instance's (gather_contiguous)",
     ("idx_lt_replicated", "idx_lt_contiguous")),
] for r in rules}
# RulesHaloMesh.v / RulesZigzagShuffle.v (multi-axis halo, the zigzag shuffle): the plan pairs are one-axis
# instances (the pair rules' two views are then one tensor; the *_at rules' SM length written c * P), but
# the outer-coordinate cuts, on (cp, tp)
RULES.update({
    "halo_concat_ext_pair": _q("halo_concat_ext_pair"),  # the halo not shifted (the rank's own tail)
    "halo_concat_dim_pair": _q("halo_concat_dim_pair"),  # the halo not shifted (the rank's own tail)
    "slice_tail_other": _q("slice_tail_other"),  # the ranks cut the head (offset 0), not the tail
    "tail_index_replicated": _q("tail_index_replicated"),  # the ranks cut the head positions (offset 0)
    "concat_index_replicated": _q("concat_index_replicated"),  # second piece's rank-r positions start at r
    "halo_mask_ext": _q("halo_mask_ext"),  # window W - 1 > h (reaches past the halo)
    "sdpa_halo_shift4": _q("sdpa_halo_shift4"),  # Coq: V not extended; plan: V's halo not shifted
    "sdpa_backward_dq_halo_shift4": _q("sdpa_backward_dq_halo_shift4"),  # likewise
    "sdpa_backward_dk_halo_shift4": _q("sdpa_backward_dk_halo_shift4"),  # likewise
    "sdpa_backward_dv_halo_shift4": _q("sdpa_backward_dv_halo_shift4"),  # Coq: K not extended; plan: K's halo
    "slice_replicated_half": _q("slice_replicated_half"),  # the sliced value a partial sum (missing all-reduce)
    "slice_shard": _q("slice_shard"),  # offset r, not c * r (wrong offset)
    "all_to_all_zigzag": _q("all_to_all_zigzag"),  # send buffer's second piece cut at r * c, not c - r * c
    # two levels (cp, tp), the offset cp's coordinate: the input the rule cuts a partial sum on tp
    "slice_replicated_coord": _q("slice_replicated_coord"),
    "slice_replicated_zz_first": _q("slice_replicated_zz_first"),
    "slice_replicated_zz_second": _q("slice_replicated_zz_second"),
})
_ZZ_PIECE = ("Coq pair exists; no Plan IR pair: a step of the enter-zigzag shuffle whose composition all_to_all_zigzag "
             "is covered (positive and near-miss: tests/nearmiss/data/all_to_all_zigzag_*): alone, its output "
             "relation is the piece layout zz_pick or the send buffer's zz_send, which no Plan IR placement names")
COQ_ONLY.update({
    "slice_pick": _ZZ_PIECE,
    "slice_pick_coord": _ZZ_PIECE,
    "concat_pick_pair": _ZZ_PIECE + "; its pair premise (two views equal on the level-above shape) needs two levels",
})

# --- helper nmC block (begin): the generic / lifting lemmas (Rules.v, RulesRow.v, RulesAttention.v, Mesh.v,
# RulesMeshView.v, RulesVocab.v, RulesPipelineAxes.v, RulesLossCP.v). The Coq positive applies the lemma at a
# concrete instance (a concrete op, concrete relations on each mesh level, its premises discharged by the
# single-axis rules); the near-miss changes one attribute (stated in each .v header) and coqc rejects the
# application. The Plan IR has no function or relation values, so its half is always that one instance.
COQ_ONLY.update({
    **{r: ("Coq pair exists; no Plan IR pair: a lifting lemma (RulesMeshView.v) at a constant every rank builds with "
           "no input (map0: arange, masks from coordinates); an input-free plan has no input for the near-miss's "
           "counterexample, which the plan half requires; its consumers' instances (arange_replicated, "
           "resp_causal_mask, arange_replicated_from) have both halves") for r in ("axis_map0c", "nest_map0v")},
})
# The rest have both halves: the Coq positive applies the generic / lifting lemma at a concrete instance (a concrete
# op, concrete relations per mesh level, the premises discharged by the single-axis rules); the plan pair is that
# instance on a mesh of 1-3 axes of size 2 (tests/nearmiss/cases.py, nmC block). The Plan IR cannot name the
# lemma's function / relation argument, so the plan is always one instance. One attribute (Coq .v header, builder):
RULES.update({
    "map1_reindex": _q("map1_reindex"),  # squaring; input zigzag, output claimed contiguous (wrong layout)
    "map2_reindex": _q("map2_reindex"),  # a * b + a; second operand zigzag (operands misaligned)
    "map1_replicated": _q("map1_replicated"),  # squaring; input a partial sum (missing all-reduce)
    "map2_replicated": _q("map2_replicated"),  # a * b + a; first input a partial sum
    "rowwise_reindex": _q("rowwise_reindex"),  # softmax rows; rows zigzag, output claimed contiguous
    "rope_reindex": _q("rope_reindex"),  # g = zigzag; positions contiguous (wrong positions)
    "sdpa_query_reindex": _q("sdpa_query_reindex"),  # g = zigzag; mask rows contiguous (wrong mask rows)
    # innermost axis (tp) / two levels (dp, tp): the last input a partial sum on tp (missing all-reduce)
    **{r: _q(r) for r in ("axis_map1", "axis_map2", "axis_map3", "axis_map4", "axis_map5", "axis_map2c",
                          "axis_map3c", "nest_map1", "nest_map3", "nest_map4", "nest_map5", "nest_map2c",
                          "nest_map3c", "nest_map1v", "nest_map2v", "nest_map3v")},
    "nest_map2": _q("nest_map2"),  # add; second operand zigzag on the outer level dp (operands misaligned)
    # each rank cuts its replicated copy at its own coordinate (slice_shard per level)
    "axis_map1c": _q("axis_map1c"),  # offset r, not r * c (wrong offset)
    "nest_pass1": _q("nest_pass1"),  # the cut at the outer (dp) coordinate, not the inner (tp) one (wrong axis)
    "nest_map1c": _q("nest_map1c"),  # squaring first; input a partial sum on tp (missing all-reduce)
    # a gather under the premise idx_lt (Coq: Q := idx_lt, carried by idx_lt_replicated; plan: an index contract)
    "axis_map2q": _q("axis_map2q"),  # the table a partial sum on tp (missing all-reduce)
    "nest_map2q": _q("nest_map2q"),  # the table a partial sum on tp (missing all-reduce)
    # merged from main (RulesFsdp.v): table and ids replicated over dp
    "embedding_replicated": _q("embedding_replicated"),  # the table a partial sum (missing all-reduce)
    # RulesScaled.v: PyTorch's data-parallel gradients on (dp, tp), one plan shape (cases._fsdp_avg)
    "scaled_seed": _q("scaled_seed"),  # the SM's factor 1 / n (the PM's), not 1 / (dp * n)
    "reduce_scatter_avg_rep": _q("reduce_scatter_avg_rep"),  # the reduce_scatter sums (scale 1), not 1 / dp
    "reduce_scatter_avg_mid": _q("reduce_scatter_avg_mid"),  # likewise, tp laying out the last dim
    "reduce_scatter_avg_axis": _q("reduce_scatter_avg_axis"),  # likewise, a one-axis mesh (dp alone)
    "all_reduce_avg": _q("all_reduce_avg"),  # DDP: the all_reduce sums (scale 1), not 1 / dp
    "axis_coll": _q("axis_coll"),  # all_reduce on tp; partial sums scale 2 (wrong scale)
    "nest_coll_inner": _q("nest_coll_inner"),  # Coq: coll on axis 0, not 1; plan: group dp, not tp (wrong axis)
    "nest_coll_outer": _q("nest_coll_outer"),  # all_reduce on dp; partial sums scale 2 (wrong scale)
    "nest_all_reduce_outer": _q("nest_all_reduce_outer"),  # Coq: coll on axis 1; plan: group tp (wrong group)
})
# The all_reduce over several mesh axes at once (the one attribute is in each .v header and builder).
RULES.update({
    "nest_all_reduce_axes": _q("nest_all_reduce_axes"),  # Coq: the two groups' axes swapped; plan: group tp only
    "nest_all_reduce_axes_inner": _q("nest_all_reduce_axes_inner"),  # innermost partial sums scale 2 (wrong scale)
    "nest_all_reduce_pair": _q("nest_all_reduce_pair"),  # collective scale 1/3, not 1/2 * 1/3 (missing scale)
    "nest_all_reduce_pair1": _q("nest_all_reduce_pair1"),  # the second reduction over tp, not cp (wrong group)
    "nest_all_reduce_all3": _q("nest_all_reduce_all3"),  # innermost partial sums scale 2 (wrong scale)
})
# --- helper nmC block (end)

# The YOCO cross-decoder's zigzag rules (RulesZigzagPos.v, RulesCrossZigzag.v, Permute.v rule_permute_reindex,
# RulesZigzagLeave.v). The *_at rules' local length cq = 2 * c holds only up to ring in Coq (a variable with the
# premise cq = 2 * c in the positive); a Plan IR shape is one polynomial either way. One attribute (.v header,
# cases.py builder):
RULES.update({
    # two levels (cp, tp): tp replicates the full positions, the cuts at cp's coordinate a constant there
    # (near-miss: the chunk cut at the inner tp coordinate, wrong axis)
    "slice_index_replicated_zz_first": _q("slice_index_replicated_zz_first"),
    "slice_index_replicated_zz_second": _q("slice_index_replicated_zz_second"),
    # one level (cp): the pair's two views are then one tensor (the full positions)
    "concat_index_zz_pair": _q("concat_index_zz_pair"),  # second chunk the rank's contiguous chunk r (wrong offset)
    "sdpa_backward_dq_zz_gqa": _q("sdpa_backward_dq_zz_gqa"),  # likewise
    "sdpa_backward_dk_zz_gqa": _q("sdpa_backward_dk_zz_gqa"),  # likewise
    "sdpa_backward_dv_zz_gqa": _q("sdpa_backward_dv_zz_gqa"),  # likewise
    "gather_zz": _q("gather_zz"),  # gathered tensor's tokens contiguous (misaligned with the indices')
    "batched_matmul_row_zz": _q("batched_matmul_row_zz"),  # claimed scale 2 (wrong scale)
    "rmsnorm_backward_w3_zz": _q("rmsnorm_backward_w3_zz"),  # dy's tokens contiguous (misaligned with x's)
    "permute_reindex": _q("permute_reindex"),  # at the zigzag map; input's permuted dim contiguous (wrong layout)
    # the leave-zigzag shuffle composed on cp = 2 (all_to_all, the two pieces, their concat)
    "concat_unpick_pair": _q("concat_unpick_pair"),  # second piece read at r * c, the first again (wrong offset)
    # the entry shuffle for every P (all-gathered stream, its two chunks cut and concatenated); one level (cp)
    "concat_zz_pair": _q("concat_zz_pair"),  # second chunk the rank's contiguous chunk r (wrong offset)
    # the leave for every P on (dp, cp, tp), composed (zigzag positions cut, broadcast, scatter, reduce-scatter)
    "broadcast_zz_pos": _q("broadcast_zz_pos"),  # Coq: positions contiguous; plan: second chunk at coord * c
    "scatter_add_zz": _q("scatter_add_zz"),  # the stream contiguous on cp (misaligned with its zigzag positions)
})
_ZZ_LEAVE = ("Coq pair exists; no Plan IR pair: a step of the leave-zigzag shuffle whose composition is covered "
             "(concat_unpick_pair's plan pair: all_to_all, both pieces, their concat; tests/nearmiss/data/"
             "concat_unpick_pair_*): alone, its output relation is the receive buffer zz_recv or a piece zz_unpick "
             "of it, which no Plan IR placement names")
COQ_ONLY.update({
    **{r: _ZZ_PART.format("concat_index_zz_pair") for r in ("slice_index_zz_first", "slice_index_zz_second")},
    **{r: _ZZ_LEAVE for r in ("all_to_all_zz_recv", "slice_unpick", "slice_unpick_coord")},
})

# Every COQ_ONLY near-miss is refuted in Coq (REFUTED); a rule without its refutation file must be listed here
# with the reason (test_coq_only_nearmiss_is_refuted fails otherwise).
MISSING_REFUTATION: dict[str, str] = {}
COQ_ONLY = {r: why + ("; falsity evidence: the Coq refutation " + REFUTED.format(r) + " (the near-miss statement "
                      "proved false at a concrete instance, //semantics:refuted_examples)"
                      if r not in MISSING_REFUTATION else "; no falsity evidence yet: " + MISSING_REFUTATION[r])
            for r, why in COQ_ONLY.items()}

NOT_YET.update(COQ_ONLY)

# Every Coq pair, with or without its Plan IR half: (positive, near-miss).
COQ_PAIRS = {**{r: q[:2] for r, q in RULES.items()},
             **{r: (POS.format(r), NM.format("nm_" + r)) for r in COQ_ONLY}}


def _path(rel: str) -> str:
    return os.path.join(ROOT, rel)


def _registry_rules() -> list[str]:
    """The registry's rules by name and its op facts by lemma (a fact's pair
    applies the generic replicated rule at it)."""
    text = open(_path("semantics/rules.textproto")).read()
    return (re.findall(r'^rules \{\s*\n\s*name: "(\w+)"', text, flags=re.M)
            + re.findall(r'^facts \{\s*\n\s*lemma: "(\w+)"', text, flags=re.M))


def _rejected_expectations() -> dict[str, str]:
    text = open(_path("semantics/BUILD")).read()
    return {n: e.encode().decode("unicode_escape") for n, e in re.findall(r'^\s*\("(\w+)", "(.*)"\),\s*$', text, re.M)}


def _coq_body(rel: str) -> list[str]:
    text = re.sub(r"\(\*.*?\*\)", "", open(_path(rel)).read(), flags=re.S)
    return [line.strip() for line in text.splitlines() if line.strip()]


# ----------------------------------------------------------------- coverage

def test_every_registry_rule_is_covered_or_listed():
    reg = _registry_rules()
    assert len(reg) >= 50, "registry parse failed"
    assert not set(RULES) & set(NOT_YET)
    missing = [r for r in reg if r not in RULES and r not in NOT_YET]
    assert not missing, f"registry rules neither covered nor in NOT_YET: {missing}"
    stale = [r for r in list(RULES) + list(NOT_YET) if r not in reg]
    assert not stale, f"table names unknown rules: {stale}"
    assert all(NOT_YET.values()), "every NOT_YET entry needs a reason"


def test_coverage_report():
    reg = _registry_rules()
    refuted = sorted(r for r in COQ_ONLY if os.path.exists(_path(REFUTED.format(r))))
    print(f"\nnear-miss coverage: {len(RULES)}/{len(reg)} rules with both halves, {len(COQ_ONLY)} more with the "
          f"Coq pair only ({len(refuted)} of them refuted in Coq, falsity evidence missing: "
          f"{sorted(MISSING_REFUTATION)}); not yet: {sorted(set(NOT_YET) - set(COQ_ONLY))}")


def test_every_case_is_in_the_table():
    assert set(cases.CASES) == set(RULES)


# ----------------------------------------------------------------- Coq side

def test_every_coq_example_is_paired():
    # a positive or nm_ file outside the tables would be compiled but never checked against its partner
    listed = {p for pair in COQ_PAIRS.values() for p in pair}
    for sub, prefix in (("positive", ""), ("nearmiss", "nm_")):
        d = _path(f"semantics/examples/{sub}")
        files = {f"semantics/examples/{sub}/{f}" for f in os.listdir(d) if f.startswith(prefix) and f.endswith(".v")}
        assert not files - listed, f"unpaired examples: {sorted(files - listed)}"


@pytest.mark.parametrize("rule", sorted(COQ_PAIRS))
def test_coq_pair_differs_in_exactly_one_line(rule):
    pos, nm = (_coq_body(p) for p in COQ_PAIRS[rule])
    assert len(pos) == len(nm), "positive and near-miss must have the same shape"
    diff = [(a, b) for a, b in zip(pos, nm) if a != b]
    assert len(diff) == 1, f"{rule}: expected exactly one differing line, got {diff}"


@pytest.mark.parametrize("rule", sorted(COQ_PAIRS))
def test_coq_nearmiss_rejected_at_the_rule_application(rule):
    nm = COQ_PAIRS[rule][1]
    name = os.path.basename(nm)[:-2]
    expect = _rejected_expectations().get(name)
    assert expect is not None, f"{nm} is not in semantics/BUILD's coq_rejected_test list"
    lines = open(_path(nm)).read().splitlines()
    proof = next(i + 1 for i, line in enumerate(lines) if line.startswith("Proof."))
    assert lines[proof - 1].startswith("Proof. exact:") or lines[proof - 1].startswith("Proof. move=>")
    assert expect.startswith(f"line {proof}, characters 7-"), \
        f"{name}: the expected error must be located at the Proof line {proof}, got {expect!r}"
    assert "Cannot apply lemma" in expect or "Could not fill dependent hole" in expect


def _compiled_vo(library: str, sub: str, module: str):
    """The .vo of semantics/examples/<sub>/<module>.v in //semantics:<library>'s runfiles (None outside Bazel)."""
    base = os.environ.get("TEST_SRCDIR")
    if not base:
        return None
    ws = os.environ.get("TEST_WORKSPACE", "_main")
    return os.path.join(base, ws, "semantics", f"{library}_coq", "examples", sub, f"{module}.vo")


def _positive_vo(rule: str):
    return _compiled_vo("positive_examples", "positive", rule)


@pytest.mark.parametrize("rule", sorted(COQ_PAIRS))
def test_coq_positive_compiled(rule):
    vo = _positive_vo(rule)
    if vo is None:
        pytest.skip("outside Bazel: //semantics:positive_examples compiles the positives")
    assert os.path.exists(vo), f"{vo} missing: //semantics:positive_examples did not compile {rule}"


# ----------------------------------------------------------------- Coq refutations (COQ_ONLY)

def _nearmiss_statement(rel: str) -> str:
    """`forall <binders>, <body>` of the near-miss theorem (the text between its name and `Proof.`)."""
    m = re.search(r"^Theorem \w+ (.*?) :\n(.*?)\.\nProof\.", open(_path(rel)).read(), re.S | re.M)
    assert m, f"{rel}: no `Theorem <name> <binders> :` ... `Proof.`"
    return f"forall {m.group(1)},\n{m.group(2)}"


def _lemma_statement(text: str, name: str) -> str:
    m = re.search(rf"^Lemma {name} :\n(.*?)\.\nProof\.", text, re.S | re.M)
    assert m, f"no `Lemma {name} :` ... `Proof.`"
    return m.group(1)


def _ws(s: str) -> str:
    return " ".join(s.split())


def test_missing_refutations_are_coq_only_and_really_missing():
    assert set(MISSING_REFUTATION) <= set(COQ_ONLY) and all(MISSING_REFUTATION.values())
    present = [r for r in MISSING_REFUTATION if os.path.exists(_path(REFUTED.format(r)))]
    assert not present, f"refuted, remove from MISSING_REFUTATION: {present}"


def test_every_refutation_is_listed():
    d = _path("semantics/examples/refuted")
    files = {f"semantics/examples/refuted/{f}" for f in os.listdir(d) if f.endswith(".v")}
    unlisted = files - {REFUTED.format(r) for r in COQ_ONLY}
    assert not unlisted, f"refutations of no COQ_ONLY near-miss: {sorted(unlisted)}"


@pytest.mark.parametrize("rule", sorted(set(COQ_ONLY) - set(MISSING_REFUTATION)))
def test_coq_only_nearmiss_is_refuted(rule):
    """The refutation proves ~ (the near-miss statement, verbatim) and ~ (its instance); coqc compiles it
    (//semantics:refuted_examples) and it assumes nothing (//semantics:refuted_examples_closed)."""
    rel = REFUTED.format(rule)
    assert os.path.exists(_path(rel)), f"{rule} is COQ_ONLY: write {rel} or list it in MISSING_REFUTATION"
    text = open(_path(rel)).read()
    body = re.sub(r"\(\*.*?\*\)", "", text, flags=re.S)
    assert not re.search(r"\b(Admitted|admit|Abort|Axiom|Axioms|Parameter|Conjecture|Hypothesis|Variable)\b", body)
    stmt = _lemma_statement(text, f"nm_{rule}_false_stmt")
    want = _nearmiss_statement(COQ_PAIRS[rule][1])
    assert _ws(stmt) == _ws(f"~ ({want})"), f"{rel}: nm_{rule}_false_stmt is not ~ (the near-miss statement)"
    inst = _lemma_statement(text, f"nm_{rule}_false")
    assert _ws(inst).startswith("~ ("), f"{rel}: nm_{rule}_false must be a negation"
    # the general refutation follows from the instance's, which is the proof by computation
    assert re.search(rf"^Lemma nm_{rule}_false_stmt :.*?^Proof\..*?apply: nm_{rule}_false\b.*?Qed\.", text,
                     re.S | re.M), f"{rel}: nm_{rule}_false_stmt must be derived from the instance nm_{rule}_false"


def _refuted_vo(rule: str):
    return _compiled_vo("refuted_examples", "refuted", f"nm_{rule}_false")


@pytest.mark.parametrize("rule", sorted(set(COQ_ONLY) - set(MISSING_REFUTATION)))
def test_coq_refutation_compiled(rule):
    vo = _refuted_vo(rule)
    if vo is None:
        pytest.skip("outside Bazel: //semantics:refuted_examples compiles the refutations")
    assert os.path.exists(vo), f"{vo} missing: //semantics:refuted_examples did not compile {rule}'s refutation"


# ----------------------------------------------------------------- Plan IR side

def _load(rel):
    return plan_io.load(_path(rel))


@pytest.mark.parametrize("rule", sorted(RULES))
def test_plans_are_fresh(rule):
    _, _, ok, nm = RULES[rule]
    assert _load(ok) == cases.CASES[rule](False), "run tests/nearmiss/regenerate.py"
    assert _load(nm) == cases.CASES[rule](True), "run tests/nearmiss/regenerate.py"


def _diff(a, b, path=""):
    """Differing attributes: Expr, Scalar and Placement compare as one value."""
    if type(a).__name__ in ("Expr", "Scalar", "Placement") or not hasattr(a, "ListFields"):
        return [] if a == b else [path]
    out = []
    for field in a.DESCRIPTOR.fields:
        if field.name in ("name", "provenance"):
            continue
        va, vb = getattr(a, field.name), getattr(b, field.name)
        repeated = field.is_repeated if hasattr(field, "is_repeated") else field.label == field.LABEL_REPEATED
        if repeated:
            if len(va) != len(vb):
                out.append(f"{path}.{field.name}[len]")
                continue
            for i, (x, y) in enumerate(zip(va, vb)):
                out += _diff(x, y, f"{path}.{field.name}[{i}]")
        elif field.message_type is not None:
            if a.HasField(field.name) != b.HasField(field.name):
                out.append(f"{path}.{field.name}")
            elif a.HasField(field.name):
                out += _diff(va, vb, f"{path}.{field.name}")
        elif va != vb:
            out.append(f"{path}.{field.name}")
    return out


@pytest.mark.parametrize("rule", sorted(RULES))
def test_plans_differ_in_exactly_one_attribute(rule):
    _, _, ok, nm = RULES[rule]
    d = _diff(_load(ok), _load(nm))
    assert len(d) == 1, f"{rule}: expected one differing attribute, got {d}"


@pytest.mark.parametrize("rule", sorted(RULES))
def test_ok_plan_evaluates_equal(rule):
    rep = evaluate(validate(_load(RULES[rule][2]), partial=True), shrink=False)
    assert rep.equal, rep.as_json()


@pytest.mark.parametrize("rule", sorted(RULES))
def test_nearmiss_plan_is_false_goal_with_counterexample(rule):
    vp = validate(_load(RULES[rule][3]), partial=True)
    with pytest.raises(FalseGoal) as e:
        check(vp)
    err = e.value
    assert err.category is Category.FALSE_GOAL
    cex = err.details["counterexample"]
    assert cex and cex["observable"] == "out" and cex["inputs"], cex
