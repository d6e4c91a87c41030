(* POSITIVE instance of rule slice_unpick_coord (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_unpick_coord.v differs in exactly one line:
   the piece's layout places rank r's piece at offset r, not r * c, where the rank slices it (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle RulesZigzagLeave.
Theorem obl_unpick_coord {R : comRingType} {P a c : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  (P <= 2)%N ->
  rel_reindex P 1 (zz_recv P c) [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_unpick P c (fun r => r * c)) [:: a; c] X
    (fun r => op_slice 1 (r * c) (F r)).
Proof. exact: (@rule_slice_unpick_coord R P 1 (2 * c) c (fun r => r * c) [:: a; (2 * c)%N] X F isT erefl erefl (fun r => erefl)). Qed.
