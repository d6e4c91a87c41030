(* POSITIVE instance of rule batched_matmul_col3 (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_col3.v differs in exactly one line:
   A is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_batched_matmul_col3 {R : comRingType} {P ce m k n : nat} {g : nat -> nat -> nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_replicated P [:: ce; m; k] A FA ->
  rel_reindex P 2 g [:: ce; k; n] B FB ->
  rel_reindex P 2 g [:: ce; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: rule_batched_matmul_col3. Qed.
