(* NEAR-MISS of rule recv_equal (must be REJECTED by coqc): differs from
   positive/recv_equal.v in exactly one line: recv from stage 1 instead of stage 0, whose value is the related one (wrong peer). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesPipeline.
Theorem obl_recv {T : Type} {n m : nat} {x : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_equal [:: n; m] x (F 0) ->
  rel_equal [:: n; m] x (op_recv 1 (fun j => op_send (F j))).
Proof. exact: rule_recv_equal. Qed.
