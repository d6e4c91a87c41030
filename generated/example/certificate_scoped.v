From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_stmt_sm0.
Lemma cert_scoped (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : scoped 3 (certificate_stmt_sm0 R P_tp n_d n_f_l n_n f_sigmoid).
Proof. by vm_compute. Qed.
