(* POSITIVE instance of rule arange_replicated (must be ACCEPTED by coqc), as the compiler emits it
   for a standalone arange (tests/nearmiss/data/arange_replicated_ok.textproto feeds the
   positions to a RoPE over replicated q so that the counterexample names an input).
   Its near-miss nearmiss/nm_arange_replicated.v differs in exactly one line:
   each rank starts its positions at r instead of 0 (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_arange_replicated {R : comRingType} {P0 n0 : nat} :
  rel_replicated P0 [:: P0 * n0] (op_arange_from 0) (fun r => op_arange_from 0).
Proof. exact: (@rule_arange_replicated P0 (P0 * n0)). Qed.
