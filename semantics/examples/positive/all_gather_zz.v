(* POSITIVE instance of rule all_gather_zz (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_gather_zz.v differs in exactly one line:
   the shards are contiguous while the gathered tensor is read as the zigzag view (wrong chunk order). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_all_gather_zz {T : Type} {P c n : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_zigzag P 0 c [:: (2 * c)%N; n] X F ->
  rel_replicated P [:: (2 * P * c)%N; n] (reindex 0 (zz_perm P c) X) (fun _ => op_all_gather 0 (2 * c) F).
Proof. exact: (@rule_all_gather_zz T P 0 c [:: (2 * P * c)%N; n] X F isT erefl). Qed.
