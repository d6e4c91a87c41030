(* POSITIVE instance of rule concat_zz_pair (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_zz_pair.v differs in exactly one line:
   the second chunk is the rank's contiguous chunk r, not the mirrored chunk 2P-1-r (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zz_pair {R : comRingType} {P c a : nat} {X1 X2 : seq nat -> R} {F1 F2 : nat -> seq nat -> R} :
  teq [:: (2 * P * c)%N; a] X1 X2 ->
  rel_contiguous_shard P 0 c [:: c; a] X1 F1 ->
  rel_reindex P 0 (zz_second P c) [:: c; a] X2 F2 ->
  rel_zigzag P 0 c [:: (2 * c)%N; a] X2 (fun r => op_concat 0 c (F1 r) (F2 r)).
Proof. exact: (@rule_concat_zz_pair R P 0 c (2 * P * c) [:: (2 * c)%N; a] isT erefl erefl X1 X2 F1 F2). Qed.
