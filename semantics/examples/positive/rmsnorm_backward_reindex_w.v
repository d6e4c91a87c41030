(* POSITIVE instance of rule rmsnorm_backward_reindex_w (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/rmsnorm_backward_reindex_w_ok.textproto.
   Its near-miss nearmiss/nm_rmsnorm_backward_reindex_w.v differs in exactly one line:
   the weight family is a partial sum, not replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_rmsnorm_backward_reindex_w {R : fieldType} {P0 n0 n1 : nat} {f_rsqrt : R -> R} {A0 : seq nat -> R} {A1 : seq nat -> R} {A2 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} {F2 : nat -> seq nat -> R} :
  rel_contiguous_shard P0 0 n0 [:: n0; n1] A0 F0 ->
  rel_replicated P0 [:: n1] A1 F1 ->
  rel_contiguous_shard P0 0 n0 [:: n0; n1] A2 F2 ->
  rel_contiguous_shard P0 0 n0 [:: n0; n1] (op_rmsnorm_backward f_rsqrt n1 (1%:R / 1000%:R)%R A1 A0 A2) (fun r => op_rmsnorm_backward f_rsqrt n1 (1%:R / 1000%:R)%R (F1 r) (F0 r) (F2 r)).
Proof. exact: (@rule_rmsnorm_backward_reindex_w R f_rsqrt P0 0 (contig_map n0) [:: n0] n1 (1%:R / 1000%:R)%R A0 F0 A1 F1 A2 F2 isT). Qed.
