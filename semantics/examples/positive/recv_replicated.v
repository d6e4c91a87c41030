(* POSITIVE instance of rule recv_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_recv_replicated.v differs in exactly one line:
   recv from stage 1 instead of stage 0, whose value is the related one (wrong peer). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesPipeline.
Theorem obl_recv {T : Type} {P n m : nat} {x : seq nat -> T} {F : nat -> nat -> seq nat -> T} :
  rel_replicated P [:: n; m] x (F 0) ->
  rel_replicated P [:: n; m] x (fun r => op_recv 0 (fun j => op_send (F j r))).
Proof. exact: rule_recv_replicated. Qed.
