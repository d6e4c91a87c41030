(* This theorem's inputs (sha256), so that a verdict for this file is one for them:
   certificate.stmt 928a8ca8d1840019501d49a838f4a4982cda3dc98acfcbb020b639eb480a7a97
   certificate_defs.v 44702b96dc561b11a3b8c625a6873fc513ee2847fb62f1d8552cb8df836cc0ab
   certificate_in0.v 7c0b8f0639121a37c8f8669531b5d375c601c3ebff08385dda7c45def919f989
   certificate_obs0.v b928cccc1c284fd9f33a49e6edbe421053fde3921bb466054be8bbff442a1c55
   certificate_pm0.v fd3addf7cf86c3e5729a94d5edc6977d1228467531c3973946c65abc22a5c24e
   certificate_scoped.v 581f7cc703287b41243d93f290a03312dde0e877204c7631b96bc287db394b48
   certificate_smprog.v 633d1aa3ebbf4dc628742265252cec2c7482763fa26fd7d7bf5c365b104a169b
   certificate_stmt_in0.stmt 40f14753251ae19a5e4f2d50e7e9db1d1135d11d9faa7f67ed2377d5681cd8c6
   certificate_stmt_obs0.stmt 4b390d886a9882b68933b572f7c555e02eb7fc18226a0f8a097526de05dde540
   certificate_stmt_pm0.stmt d3b181f5f0301552d88b75a1e3d079e33f628efe7b4e559a9ba90e6922613bbf
   certificate_stmt_sm0.stmt 9bfd58c73c9514d3351ebf9696101b2bf75120bd4345ac76b85f37648c24e537
   certificate_stmt_sm1.stmt 0253747d3dc990e47e8a230a35a73eae147416949d83032c252a1e18f441d814
   certificate_stmt_sm2.stmt 36a2f7ee414a9f2562f43a8b5837b74f38a0cdfae602f1945baaec0fc949b9cc
   certificate_stmt_sm3.stmt d42968cbd76d9edd5666e485aed0c74d8bb55249575f16a4d4e8337774121527
*)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import AttentionBackward.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.llama1_tp2_key_positions_own_arange Require Import certificate_stmt certificate_stmt_sm0_3 certificate_stmt_pm0 certificate_stmt_in0 certificate_stmt_obs0 certificate_defs certificate_smprog certificate_scoped certificate_pm0 certificate_in0 certificate_obs0.
Definition cert_pmprog (R : fieldType) (P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) : seq (step (seq nat -> value R)) :=
  certificate_stmt_pm0 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid.
Lemma cert_locals (R : fieldType) (P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (smprog : seq (step (value R))) (Hsm : smprog = cert_smprog R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid) (E0 : nat -> value R) :
  locals (sm_at (fun j => run 15 smprog E0 (cert_sm j))) (rel_at (cert_rel R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l)) (nat_of_bin 15%bin) (cert_pmprog R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid).
Proof.
have Hsc : scoped 15 smprog by rewrite Hsm; exact (@cert_scoped R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid).
rewrite /cert_pmprog.
exact (@cert_pm0_locals R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog Hsc _ (@cert_smd0 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog Hsm) _ (@cert_smd1 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog Hsm) _ (@cert_smd2 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog Hsm) _ (@cert_smd3 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog Hsm) E0).
Qed.
Theorem certificate : certificate_stmt.
Proof.
red.
move=> R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog Hsm pmprog Hpm.
pose rel := cert_rel R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l.
have Hsm' : smprog = cert_smprog R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid := Hsm.
have Hpm' : pmprog = cert_pmprog R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid := Hpm.
have Hloc : forall E0 : nat -> value R, locals (sm_at (fun j => run 15 smprog E0 (cert_sm j))) (rel_at (cert_rel R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l)) (nat_of_bin 15%bin) pmprog.
  move=> E0; rewrite Hpm'; exact (@cert_locals R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog Hsm' E0).
move=> X FX Hin0 E F.
pose sm (j : BinNums.N) := E (cert_sm j).
have Hall : holds (sm_at sm) (rel_at rel) (nat_of_bin 126%bin) F.
  apply: (@compose_at _ _ (sm_at sm) (rel_at rel) (nat_of_bin 15%bin) pmprog _ FX (nat_of_bin 126%bin) Hpm erefl _ (Hloc _)).
  apply: holds_binI; apply: holds_bin_range.
  exact (@cert_in0 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid smprog X FX Hin0).
have Hbin := @holds_binP _ _ sm rel 126%bin F Hall.
exact (@cert_obs0 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid E F Hbin).
Qed.
