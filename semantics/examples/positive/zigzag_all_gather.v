(* POSITIVE instance of rule zigzag_all_gather (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_zigzag_all_gather.v differs in exactly one line:
   the shards are contiguous, so the zigzag un-permutation puts rows in the wrong order. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_zigzag_all_gather {T : Type} {P c n : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_zigzag P 0 c [:: (2 * c)%N; n] X F ->
  rel_replicated P [:: (2 * P * c)%N; n] X (fun _ => reindex 0 (zz_unpermute P c) (op_all_gather 0 (2 * c) F)).
Proof. exact: (@rule_zigzag_all_gather T P 0 c [:: (2 * P * c)%N; n] X F isT erefl). Qed.
