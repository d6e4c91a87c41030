(* POSITIVE instance of rule recv_partial_sum (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_recv_partial_sum.v differs in exactly one line:
   recv from stage 1 instead of stage 0, whose value is the related one (wrong peer). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesPipeline.
Theorem obl_recv {R : comRingType} {P n m : nat} {k : R} {x : seq nat -> R} {F : nat -> nat -> seq nat -> R} :
  rel_partial_sum P k [:: n; m] x (F 0) ->
  rel_partial_sum P k [:: n; m] x (fun r => op_recv 0 (fun j => op_send (F j r))).
Proof. exact: rule_recv_partial_sum. Qed.
