(* POSITIVE instance of rule concat_index_zz_pair (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_index_zz_pair.v differs in exactly one line:
   the second chunk is the rank's contiguous chunk r, not the mirrored chunk 2P-1-r (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zpos_pair {P c : nat} {X1 X2 : seq nat -> nat} {F1 F2 : nat -> seq nat -> nat} :
  teq [:: (2 * P * c)%N] X1 X2 ->
  rel_contiguous_shard P 0 c [:: c] X1 F1 ->
  rel_reindex P 0 (zz_second P c) [:: c] X2 F2 ->
  rel_zigzag P 0 c [:: (2 * c)%N] X2 (fun r => op_concat_index 0 c (F1 r) (F2 r)).
Proof. exact: (@rule_concat_index_zz_pair P 0 c (2 * P * c) [:: (2 * c)%N] isT erefl erefl X1 X2 F1 F2). Qed.
