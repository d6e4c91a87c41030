From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import AttentionBackward.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.llama1_tp2_mlp_rs_ag Require Import certificate_stmt_sm0_3.
Lemma cert_scoped (R : fieldType) (P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) : scoped 15 (certificate_stmt_sm0 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid ++
      certificate_stmt_sm1 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid ++
      certificate_stmt_sm2 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid ++
      certificate_stmt_sm3 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid).
Proof. by vm_compute. Qed.
