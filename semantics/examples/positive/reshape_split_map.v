(* POSITIVE instance of rule reshape_split_map (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_reshape_split_map.v differs in exactly one line:
   the input's merged dim contiguous, its split claimed strided (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout MeshOuter RulesReshape.
Theorem obl_reshape_split_map {T : Type} {P b c n : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_reindex P 1 (merge_map (strided_map P c) n) [:: b; (2 * c * n)%N] X F ->
  rel_strided_shard P 1 c [:: b; (2 * c)%N; n] (op_reshape_split 1 n X) (fun r => op_reshape_split 1 n (F r)).
Proof. exact: (@rule_reshape_split_map T P 1 (strided_map P c) (merge_map (strided_map P c) n) (2 * c) n (2 * c * n) [:: b; (2 * c * n)%N] X F isT erefl erefl (fun _ _ _ _ => erefl)). Qed.
