(* POSITIVE instance of rule halo_positions (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_positions.v differs in exactly one line:
   the halo positions start at r * c, not r * c - h (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesHalo.
Theorem obl_halo_positions {P c h : nat} {pos : seq nat -> nat} {Fq : nat -> seq nat -> nat} :
  h <= c ->
  rel_equal [:: P * c] pos op_arange ->
  rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c)
    (fun r => op_concat_index 0 h (op_arange_from (if r == 0 then P * c else r * c - h)) (Fq r)).
Proof. exact: rule_halo_positions. Qed.
