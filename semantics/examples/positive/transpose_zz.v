(* POSITIVE instance of rule transpose_zz (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_transpose_zz.v differs in exactly one line:
   the input is contiguous while the output is claimed zigzag (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_transpose_zz {R : comRingType} {P c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; n] X F ->
  rel_zigzag P 1 c [:: n; (2 * c)%N] (op_transpose 0 1 X) (fun r => op_transpose 0 1 (F r)).
Proof. exact: (@rule_transpose_zz R P 0 1 c [:: (2 * c)%N; n] X F isT isT). Qed.
