(* POSITIVE instance of rule scatter_add_replicated (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/scatter_add_replicated_ok.textproto.
   Its near-miss nearmiss/nm_scatter_add_replicated.v differs in exactly one line:
   the scattered values are a partial sum, not replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_scatter_add_replicated {R : comRingType} {P0 n0 n1 n2 : nat} {A0 : seq nat -> nat} {A1 : seq nat -> R} {F0 : nat -> seq nat -> nat} {F1 : nat -> seq nat -> R} :
  rel_replicated P0 [:: n0; n1] A0 F0 ->
  rel_replicated P0 [:: n0; n1] A1 F1 ->
  rel_replicated P0 [:: n0; n2] (op_scatter_add 1 n1 A0 A1) (fun r => op_scatter_add 1 n1 (F0 r) (F1 r)).
Proof. exact: (@rule_scatter_add_replicated R P0 1 n1 [:: n0; n2] A0 F0 A1 F1 isT). Qed.
