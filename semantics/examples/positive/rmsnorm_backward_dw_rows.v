(* POSITIVE instance of rule rmsnorm_backward_dw_rows (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rmsnorm_backward_dw_rows.v differs in exactly one line:
   the upstream gradient rows are zigzag while the input rows are contiguous (rows misaligned). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesBackward RulesNormLoss.
Theorem obl_rmsnorm_backward_dw_rows {R : fieldType} {rsqrt : R -> R} {P b n : nat} {eps : R} {X W : seq nat -> R} {FX FW : nat -> seq nat -> R} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} {c : nat} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w rsqrt n (P * (2 * c)) eps X dY)
    (fun r => op_rmsnorm_backward_w rsqrt n (2 * c) eps (FX r) (FdY r)).
Proof. exact: (@rule_rmsnorm_backward_dw_rows R rsqrt P (2 * c) (P * (2 * c)) n eps X FX W FW dY FdY erefl). Qed.
