From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import ComposeFast ComposeChunks.
From Gen.mlp_tp2 Require Import certificate_defs.
Lemma cert_obs0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds (fun j => E (nth 0 cert_sm j)) (cert_rel R P_tp n_d n_f_l n_n) 7 F ->
  rel_replicated P_tp [:: n_n; n_d] (asR (E 5)) (fun r => asR (F 6 [:: r])).
Proof.
move=> Hall.
exact (Hall 6 isT).
Qed.
