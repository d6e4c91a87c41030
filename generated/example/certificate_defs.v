From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import ComposeFast ComposeChunks.
Definition cert_rel0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: n_n; n_d] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel1 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 n_f_l [:: n_d; n_f_l] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel2 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 n_f_l [:: n_f_l; n_d] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel3 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 n_f_l [:: n_n; n_f_l] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel4 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_partial_sum P_tp 1 [:: n_n; n_d] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel_none (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  fun _ _ => False.
Definition cert_rel_tab : seq (forall (R : comRingType) (P_tp n_d n_f_l n_n : nat), value R -> (seq nat -> value R) -> Prop) := [::
    cert_rel0;
    cert_rel1;
    cert_rel2;
    cert_rel3;
    cert_rel3;
    cert_rel4;
    cert_rel0].
Definition cert_rel (R : comRingType) (P_tp n_d n_f_l n_n : nat) : nat -> value R -> (seq nat -> value R) -> Prop :=
  fun n => nth cert_rel_none cert_rel_tab n R P_tp n_d n_f_l n_n.
Definition cert_sm : seq nat := [:: 0; 1; 2; 3; 4; 5; 5].
