(* POSITIVE instance of rule permute_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_permute_replicated.v differs in exactly one line:
   the input is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Permute.
Theorem obl_permute_replicated {R : comRingType} {P a b n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: a; b; n] X F ->
  rel_replicated P (perm_shape [:: 2; 0; 1] [:: a; b; n]) (op_permute [:: 2; 0; 1] X) (fun r => op_permute [:: 2; 0; 1] (F r)).
Proof. exact: (@rule_permute_replicated R P [:: 2; 0; 1] [:: a; b; n] X F isT). Qed.
