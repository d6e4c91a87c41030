From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_stmt_sm0.
Definition cert_smsuf0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (value R)) := certificate_stmt_sm0 R P_tp n_d n_f_l n_n f_sigmoid ++ [::].
Definition cert_smprog (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (value R)) := cert_smsuf0 R P_tp n_d n_f_l n_n f_sigmoid.
Lemma cert_smd0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (smprog : seq (step (value R))) (Hsm : smprog = cert_smprog R P_tp n_d n_f_l n_n f_sigmoid) :
  drop 0 smprog = certificate_stmt_sm0 R P_tp n_d n_f_l n_n f_sigmoid ++ [::].
Proof. by rewrite Hsm. Qed.
