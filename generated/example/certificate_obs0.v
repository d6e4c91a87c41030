From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_defs certificate_stmt_obs0.
Lemma cert_obs0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_tp n_d n_f_l n_n) 7%bin F -> certificate_stmt_obs0 R P_tp n_d n_f_l n_n f_sigmoid E F.
Proof.
move=> Hall; red.
have smE : forall n, E (cert_sm n) = E (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (E) (cert_smE n).
exact (@holds_bin_at _ _ _ _ E _ smE _ _ 6%bin 5%bin Hall isT erefl).
Qed.
