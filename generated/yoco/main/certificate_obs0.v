From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import RulesHaloShift.
From TV Require Import RulesMissing.
From TV Require Import AttentionBackward.
From TV Require Import Permute.
From TV Require Import RulesHaloBackward.
From TV Require Import RulesHaloShift.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import RulesZigzag.
From TV Require Import RulesZigzagLeave.
From TV Require Import RulesZigzagShuffle.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_obs0.
Lemma cert_obs0 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F -> certificate_stmt_obs0 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk E F.
Proof.
move=> Hall; red.
split; first exact (Hall 283%bin isT).
split; first exact (Hall 338%bin isT).
split; first exact (Hall 393%bin isT).
split; first exact (Hall 448%bin isT).
split; first exact (Hall 503%bin isT).
split; first exact (Hall 558%bin isT).
split; first exact (Hall 613%bin isT).
split; first exact (Hall 668%bin isT).
split; first exact (Hall 723%bin isT).
split; first exact (Hall 778%bin isT).
split; first exact (Hall 833%bin isT).
split; first exact (Hall 888%bin isT).
split; first exact (Hall 898%bin isT).
split; first exact (Hall 899%bin isT).
split; first exact (Hall 948%bin isT).
split; first exact (Hall 987%bin isT).
split; first exact (Hall 1026%bin isT).
split; first exact (Hall 1065%bin isT).
split; first exact (Hall 1104%bin isT).
split; first exact (Hall 1143%bin isT).
split; first exact (Hall 1182%bin isT).
split; first exact (Hall 1221%bin isT).
split; first exact (Hall 1260%bin isT).
split; first exact (Hall 1299%bin isT).
split; first exact (Hall 1338%bin isT).
split; first exact (Hall 1377%bin isT).
split; first exact (Hall 1386%bin isT).
split; first exact (Hall 1390%bin isT).
split; first exact (Hall 1398%bin isT).
split; first exact (Hall 1404%bin isT).
split; first exact (Hall 1421%bin isT).
split; first exact (Hall 1428%bin isT).
split; first exact (Hall 1432%bin isT).
split; first exact (Hall 1454%bin isT).
split; first exact (Hall 1461%bin isT).
split; first exact (Hall 1467%bin isT).
split; first exact (Hall 1481%bin isT).
split; first exact (Hall 1487%bin isT).
split; first exact (Hall 1499%bin isT).
split; first exact (Hall 1506%bin isT).
split; first exact (Hall 1510%bin isT).
split; first exact (Hall 1532%bin isT).
split; first exact (Hall 1539%bin isT).
split; first exact (Hall 1545%bin isT).
split; first exact (Hall 1559%bin isT).
split; first exact (Hall 1565%bin isT).
split; first exact (Hall 1579%bin isT).
split; first exact (Hall 1586%bin isT).
split; first exact (Hall 1590%bin isT).
split; first exact (Hall 1612%bin isT).
split; first exact (Hall 1619%bin isT).
split; first exact (Hall 1625%bin isT).
split; first exact (Hall 1639%bin isT).
split; first exact (Hall 1645%bin isT).
split; first exact (Hall 1659%bin isT).
split; first exact (Hall 1666%bin isT).
split; first exact (Hall 1670%bin isT).
split; first exact (Hall 1692%bin isT).
split; first exact (Hall 1699%bin isT).
split; first exact (Hall 1705%bin isT).
split; first exact (Hall 1719%bin isT).
split; first exact (Hall 1725%bin isT).
split; first exact (Hall 1739%bin isT).
exact (Hall 1746%bin isT).
Qed.
