From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_defs.
Lemma cert_obs0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_tp n_d n_f_l n_n) 7%bin F ->
  rel_replicated P_tp [:: n_n; n_d] (asR (E 5)) (fun r => asR (F 6 [:: r])).
Proof.
move=> Hall.
exact (Hall 6%bin isT).
Qed.
