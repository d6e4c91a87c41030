(* POSITIVE instance of rule mean_all_reduce_shard (must be ACCEPTED by coqc), in the compiler's obligation form (written by hand: the compiler does not emit this rule
   for tests/nearmiss/data/mean_all_reduce_shard_ok.textproto).
   Its near-miss nearmiss/nm_mean_all_reduce_shard.v differs in exactly one line:
   the all-reduce has scale 1, not 1/P (missing scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_mean_all_reduce_shard {R : fieldType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_contiguous_shard P0 1 n1 [:: n0; n1] A0 F0 ->
  rel_replicated P0 [:: n0] (op_reduce_mean 1 (P0 * n1) A0) (fun _ => op_all_reduce P0 (1%:R / P0%:R)%R (fun r => op_reduce_mean 1 n1 (F0 r))).
Proof. exact: (@rule_mean_all_reduce_shard R P0 1 n1 [:: n0; n1] A0 F0 isT erefl). Qed.
