(* POSITIVE instance of rule batched_matmul_rows3 (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_rows3.v differs in exactly one line:
   B is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_batched_matmul_rows3 {R : comRingType} {P ce m k n : nat} {g : nat -> nat -> nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_reindex P 1 g [:: ce; m; k] A FA ->
  rel_replicated P [:: ce; k; n] B FB ->
  rel_reindex P 1 g [:: ce; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: rule_batched_matmul_rows3. Qed.
