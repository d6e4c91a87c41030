(* POSITIVE instance of rule reduce_mean_partial (must be ACCEPTED by coqc), in the compiler's obligation form (written by hand: the compiler does not emit this rule
   for tests/nearmiss/data/reduce_mean_partial_ok.textproto).
   Its near-miss nearmiss/nm_reduce_mean_partial.v differs in exactly one line:
   the output is claimed a partial sum with scale 2 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_reduce_mean_partial {R : fieldType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 1 [:: n0] (op_reduce_mean 1 n1 A0) (fun r => op_reduce_mean 1 n1 (F0 r)).
Proof. exact: (@rule_reduce_mean_partial R P0 1 1 n1 [:: n0; n1] A0 F0 isT erefl). Qed.
