From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import AttentionBackward.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.llama1_tp2_residual_commuted Require Import certificate_defs certificate_stmt_obs0.
Lemma cert_obs0 (R : fieldType) (P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l) 125%bin F -> certificate_stmt_obs0 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid E F.
Proof.
move=> Hall; red.
have smE : forall n, E (cert_sm n) = E (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (E) (cert_smE n).
exact (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 44%bin 41%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 46%bin 43%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 49%bin 45%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 56%bin 51%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 61%bin 55%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 64%bin 58%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 72%bin 66%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 75%bin 69%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 83%bin 76%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 87%bin 80%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 101%bin 94%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 108%bin 101%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 116%bin 109%bin Hall isT erefl) (conj (@holds_bin_at _ _ _ _ E _ smE _ _ 122%bin 114%bin Hall isT erefl) (@holds_bin_at _ _ _ _ E _ smE _ _ 124%bin 116%bin Hall isT erefl))))))))))))))).
Qed.
