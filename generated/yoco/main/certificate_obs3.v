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
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_obs3.
Lemma cert_obs3 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F -> certificate_stmt_obs3 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk E F.
Proof.
move=> Hall; red.
split; first exact (Hall 3037%bin isT).
split; first exact (Hall 3044%bin isT).
split; first exact (Hall 3050%bin isT).
split; first exact (Hall 3067%bin isT).
split; first exact (Hall 3075%bin isT).
split; first exact (Hall 3084%bin isT).
split; first exact (Hall 3091%bin isT).
split; first exact (Hall 3103%bin isT).
split; first exact (Hall 3110%bin isT).
split; first exact (Hall 3114%bin isT).
split; first exact (Hall 3136%bin isT).
split; first exact (Hall 3143%bin isT).
split; first exact (Hall 3149%bin isT).
split; first exact (Hall 3166%bin isT).
split; first exact (Hall 3174%bin isT).
split; first exact (Hall 3183%bin isT).
split; first exact (Hall 3190%bin isT).
split; first exact (Hall 3202%bin isT).
split; first exact (Hall 3209%bin isT).
split; first exact (Hall 3213%bin isT).
split; first exact (Hall 3235%bin isT).
split; first exact (Hall 3242%bin isT).
split; first exact (Hall 3248%bin isT).
split; first exact (Hall 3265%bin isT).
split; first exact (Hall 3273%bin isT).
split; first exact (Hall 3282%bin isT).
split; first exact (Hall 3289%bin isT).
split; first exact (Hall 3301%bin isT).
split; first exact (Hall 3308%bin isT).
split; first exact (Hall 3312%bin isT).
split; first exact (Hall 3334%bin isT).
split; first exact (Hall 3341%bin isT).
split; first exact (Hall 3347%bin isT).
split; first exact (Hall 3364%bin isT).
split; first exact (Hall 3372%bin isT).
split; first exact (Hall 3381%bin isT).
split; first exact (Hall 3388%bin isT).
split; first exact (Hall 3400%bin isT).
split; first exact (Hall 3407%bin isT).
split; first exact (Hall 3411%bin isT).
split; first exact (Hall 3433%bin isT).
split; first exact (Hall 3440%bin isT).
split; first exact (Hall 3446%bin isT).
split; first exact (Hall 3463%bin isT).
split; first exact (Hall 3471%bin isT).
split; first exact (Hall 3480%bin isT).
split; first exact (Hall 3487%bin isT).
split; first exact (Hall 3499%bin isT).
split; first exact (Hall 3506%bin isT).
split; first exact (Hall 3510%bin isT).
split; first exact (Hall 3532%bin isT).
split; first exact (Hall 3539%bin isT).
split; first exact (Hall 3545%bin isT).
split; first exact (Hall 3562%bin isT).
split; first exact (Hall 3570%bin isT).
split; first exact (Hall 3579%bin isT).
split; first exact (Hall 3586%bin isT).
exact (Hall 3591%bin isT).
Qed.
