(* NEAR-MISS of rule batched_matmul_rows3 (must be REJECTED by coqc): differs from
   positive/batched_matmul_rows3.v in exactly one line: B is a partial sum (missing all-reduce).
   tests/nearmiss/data/batched_matmul_rows3_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_batched_matmul_rows3 {R : comRingType} {P ce m k n : nat} {g : nat -> nat -> nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_reindex P 1 g [:: ce; m; k] A FA ->
  rel_partial_sum P 1 [:: ce; k; n] B FB ->
  rel_reindex P 1 g [:: ce; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: rule_batched_matmul_rows3. Qed.
