(* POSITIVE instance of rule transpose_contiguous (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/transpose_contiguous_ok.textproto.
   Its near-miss nearmiss/nm_transpose_contiguous.v differs in exactly one line:
   the input is laid out zigzag on dim 0, not contiguously (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_transpose_contiguous {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_contiguous_shard P0 0 (2 * n0) [:: 2 * n0; n1] A0 F0 ->
  rel_contiguous_shard P0 1 (2 * n0) [:: n1; 2 * n0] (op_transpose 0 1 A0) (fun r => op_transpose 0 1 (F0 r)).
Proof. exact: (@rule_transpose_contiguous R P0 0 1 (2 * n0) [:: 2 * n0; n1] A0 F0 isT isT). Qed.
