(* POSITIVE instance of rule reshape_split_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_reshape_split_replicated.v differs in exactly one line:
   the input is a partial sum instead of replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReshape.
Theorem obl_reshape_split_replicated {R : comRingType} {P b c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: b; (c * n)%N] X F ->
  rel_replicated P [:: b; c; n] (op_reshape_split 1 n X) (fun r => op_reshape_split 1 n (F r)).
Proof. exact: (@rule_reshape_split_replicated R P 1 c n (c * n) [:: b; (c * n)%N] X F isT erefl erefl). Qed.
