(* POSITIVE instance of rule all_to_all_dispatch (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_to_all_dispatch.v differs in exactly one line:
   the tokens (dim 2) laid out zigzag (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesDispatch4.
Theorem obl_all_to_all_dispatch {T : Type} {P ce b t D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_contiguous_shard P 2 (2 * t)%N [:: (P * ce)%N; b; (2 * t)%N; D] X F ->
  rel_expert_partition P 0 ce [:: ce; b; (P * (2 * t))%N; D] X (fun q => op_all_to_all 0 ce 2 (2 * t) F q).
Proof. exact: (@rule_all_to_all_dispatch T P ce (2 * t) 2 [:: ce; b; (P * (2 * t))%N; D] X F). Qed.
