(* POSITIVE instance of rule arange_shard (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/arange_shard_ok.textproto.
   Its near-miss nearmiss/nm_arange_shard.v differs in exactly one line:
   each rank starts its positions at r instead of r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_arange_shard {R : comRingType} {P0 n0 : nat} :
  rel_contiguous_shard P0 0 n0 [:: n0] (op_arange_from 0) (fun r => op_arange_from (r * n0)).
Proof. exact: (@rule_arange_shard P0 n0). Qed.
