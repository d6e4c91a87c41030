(* POSITIVE instance of rule reshape_merge_reindex_lt (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_reshape_merge_reindex_lt.v differs in exactly one line:
   the output is claimed contiguous while the input is zigzag on the other dim (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReshape.
Theorem obl_reshape_merge_reindex_lt {R : comRingType} {P z c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_zigzag P 0 z [:: (2 * z)%N; c; n] X F ->
  rel_zigzag P 0 z [:: (2 * z)%N; (c * n)%N] (op_reshape_merge 1 n X) (fun r => op_reshape_merge 1 n (F r)).
Proof. exact: (@rule_reshape_merge_reindex_lt R P 0 (zz_glob P z) 1 c n (c * n) [:: (2 * z)%N; c; n] X F isT isT erefl erefl erefl). Qed.
