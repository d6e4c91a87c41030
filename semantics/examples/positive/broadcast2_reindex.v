(* POSITIVE instance of rule broadcast2_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_broadcast2_reindex.v differs in exactly one line:
   the broadcast scalar is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_broadcast2_reindex {R : comRingType} {P c n0 n1 : nat} {g : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [::] X F ->
  rel_reindex P 0 g [:: c; n1] (op_broadcast 1 (op_broadcast 0 X)) (fun r => op_broadcast 1 (op_broadcast 0 (F r))).
Proof. exact: rule_broadcast2_reindex. Qed.
