(* POSITIVE instance of rule concat_unpick_pair (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_unpick_pair.v differs in exactly one line:
   the second piece read at r * c (the first piece again), not c - r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle RulesZigzagLeave.
Theorem obl_unpick_pair {R : comRingType} {P a c : nat} {X1 X2 : seq nat -> R} {F1 F2 : nat -> seq nat -> R} :
  (2 <= P)%N -> (P <= 2)%N ->
  teq [:: a; (P * (2 * c))%N] X1 X2 ->
  rel_reindex P 1 (zz_unpick P c (fun r => r * c)) [:: a; c] X1 F1 ->
  rel_reindex P 1 (zz_unpick P c (fun r => c - r * c)) [:: a; c] X2 F2 ->
  rel_contiguous_shard P 1 (2 * c) [:: a; (2 * c)%N] X2 (fun r => op_concat 1 c (F1 r) (F2 r)).
Proof. exact: (@rule_concat_unpick_pair R P 1 c (P * (2 * c)) (2 * c) (fun r => r * c) (fun r => c - r * c) [:: a; c] X1 X2 F1 F2 isT erefl erefl erefl (fun r => erefl) (fun r => erefl)). Qed.
