(* POSITIVE instance of rule batched_matmul_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_replicated.v differs in exactly one line:
   A is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesExperts4.
Theorem obl_batched_matmul_replicated {R : comRingType} {P a e m k n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_replicated P [:: a; e; m; k] A FA ->
  rel_replicated P [:: a; e; k; n] B FB ->
  rel_replicated P [:: a; e; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_replicated R P [:: a; e] m k n A B FA FB). Qed.
