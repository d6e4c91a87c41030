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
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_obs2.
Lemma cert_obs2 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F -> certificate_stmt_obs2 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk E F.
Proof.
move=> Hall; red.
split; first exact (Hall 2398%bin isT).
split; first exact (Hall 2410%bin isT).
split; first exact (Hall 2417%bin isT).
split; first exact (Hall 2421%bin isT).
split; first exact (Hall 2443%bin isT).
split; first exact (Hall 2450%bin isT).
split; first exact (Hall 2456%bin isT).
split; first exact (Hall 2473%bin isT).
split; first exact (Hall 2481%bin isT).
split; first exact (Hall 2490%bin isT).
split; first exact (Hall 2497%bin isT).
split; first exact (Hall 2509%bin isT).
split; first exact (Hall 2516%bin isT).
split; first exact (Hall 2520%bin isT).
split; first exact (Hall 2542%bin isT).
split; first exact (Hall 2549%bin isT).
split; first exact (Hall 2555%bin isT).
split; first exact (Hall 2572%bin isT).
split; first exact (Hall 2580%bin isT).
split; first exact (Hall 2589%bin isT).
split; first exact (Hall 2596%bin isT).
split; first exact (Hall 2608%bin isT).
split; first exact (Hall 2615%bin isT).
split; first exact (Hall 2619%bin isT).
split; first exact (Hall 2641%bin isT).
split; first exact (Hall 2648%bin isT).
split; first exact (Hall 2654%bin isT).
split; first exact (Hall 2671%bin isT).
split; first exact (Hall 2679%bin isT).
split; first exact (Hall 2688%bin isT).
split; first exact (Hall 2695%bin isT).
split; first exact (Hall 2707%bin isT).
split; first exact (Hall 2714%bin isT).
split; first exact (Hall 2718%bin isT).
split; first exact (Hall 2740%bin isT).
split; first exact (Hall 2747%bin isT).
split; first exact (Hall 2753%bin isT).
split; first exact (Hall 2770%bin isT).
split; first exact (Hall 2778%bin isT).
split; first exact (Hall 2787%bin isT).
split; first exact (Hall 2794%bin isT).
split; first exact (Hall 2806%bin isT).
split; first exact (Hall 2813%bin isT).
split; first exact (Hall 2817%bin isT).
split; first exact (Hall 2839%bin isT).
split; first exact (Hall 2846%bin isT).
split; first exact (Hall 2852%bin isT).
split; first exact (Hall 2869%bin isT).
split; first exact (Hall 2877%bin isT).
split; first exact (Hall 2886%bin isT).
split; first exact (Hall 2893%bin isT).
split; first exact (Hall 2905%bin isT).
split; first exact (Hall 2912%bin isT).
split; first exact (Hall 2916%bin isT).
split; first exact (Hall 2938%bin isT).
split; first exact (Hall 2945%bin isT).
split; first exact (Hall 2951%bin isT).
split; first exact (Hall 2968%bin isT).
split; first exact (Hall 2976%bin isT).
split; first exact (Hall 2985%bin isT).
split; first exact (Hall 2992%bin isT).
split; first exact (Hall 3004%bin isT).
split; first exact (Hall 3011%bin isT).
exact (Hall 3015%bin isT).
Qed.
