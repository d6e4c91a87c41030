(* POSITIVE instance of rule concat_index_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_index_replicated.v differs in exactly one line:
   the second piece's rank-r view starts at r (rank-shifted positions, wrong offset), not replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Theorem obl_concat_index {P n1 n2 : nat} {X Y : seq nat -> nat} {F G : nat -> seq nat -> nat} :
  rel_replicated P [:: n1] X F ->
  rel_replicated P [:: n2] Y G ->
  rel_replicated P [:: (n1 + n2)%N] (op_concat_index 0 n1 X Y) (fun r => op_concat_index 0 n1 (F r) (G r)).
Proof. exact: (@rule_concat_index_replicated P n1 n2 (n1 + n2) X Y F G erefl). Qed.
