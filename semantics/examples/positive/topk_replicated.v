(* POSITIVE instance of rule topk_replicated (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/topk_replicated_ok.textproto.
   Its near-miss nearmiss/nm_topk_replicated.v differs in exactly one line:
   the router logits are a partial sum, not replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_topk_replicated {R : comRingType} {P0 n0 n1 : nat} {f_topk : (nat -> R) -> nat -> nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  topk_local n0 f_topk ->
  rel_replicated P0 [:: n1; n0] A0 F0 ->
  rel_replicated P0 [:: n1; 2] (op_topk f_topk A0) (fun r => op_topk f_topk (F0 r)).
Proof. exact: (@rule_topk_replicated R P0 n0 2 [:: n1] f_topk A0 F0). Qed.
