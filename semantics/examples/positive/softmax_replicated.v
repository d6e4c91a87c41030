(* POSITIVE instance of rule softmax_replicated (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/softmax_replicated_ok.textproto.
   Its near-miss nearmiss/nm_softmax_replicated.v differs in exactly one line:
   the input is a partial sum, not replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_softmax_replicated {R : fieldType} {P0 n0 n1 : nat} {f_exp : R -> R} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_replicated P0 [:: n0; n1] A0 F0 ->
  rel_replicated P0 [:: n0; n1] (op_softmax f_exp n1 A0) (fun r => op_softmax f_exp n1 (F0 r)).
Proof. exact: (@rule_softmax_replicated R f_exp P0 n1 [:: n0] A0 F0). Qed.
