(* POSITIVE instance of rule permute_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_permute_reindex.v differs in exactly one line:
   the input's permuted dim 2 laid out contiguously, not zigzag (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Permute.
Theorem obl_permute_reindex {R : comRingType} {P a b c : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_zigzag P 2 c [:: a; b; (2 * c)%N] X F ->
  rel_zigzag P 0 c (perm_shape [:: 2; 0; 1] [:: a; b; (2 * c)%N]) (op_permute [:: 2; 0; 1] X) (fun r => op_permute [:: 2; 0; 1] (F r)).
Proof. exact: (@rule_permute_reindex R P [:: 2; 0; 1] 0 (zz_glob P c) [:: a; b; (2 * c)%N] X F isT isT). Qed.
