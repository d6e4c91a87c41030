(* POSITIVE instance of rule concat_pick_pair (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_pick_pair.v differs in exactly one line:
   the two views are equal only on the piece's shape [a; c], not on the level-above shape [a; P * 2c] the pieces read. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle.
Theorem obl_pair {R : comRingType} {P a c : nat} {o2 : nat -> nat} {X1 X2 : seq nat -> R} {F1 F2 : nat -> seq nat -> R} :
  (P <= 2)%N ->
  teq [:: a; (P * (2 * c))%N] X1 X2 ->
  rel_reindex P 1 (zz_pick (2 * c) (fun r => r * c)) [:: a; c] X1 F1 ->
  rel_reindex P 1 (zz_pick (2 * c) o2) [:: a; c] X2 F2 ->
  rel_reindex P 1 (zz_send (2 * c) c (fun r => r * c) o2) [:: a; (2 * c)%N] X2 (fun r => op_concat 1 c (F1 r) (F2 r)).
Proof. exact: (@rule_concat_pick_pair R P 1 (2 * c) c (P * (2 * c)) (2 * c) (fun r => r * c) o2 [:: a; c] X1 X2 F1 F2 isT erefl erefl erefl erefl (fun r => erefl)). Qed.
