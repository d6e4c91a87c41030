(* NEAR-MISS of rule dp_grad_all_reduce (must be REJECTED by coqc): differs from
   positive/dp_grad_all_reduce.v in exactly one line: the all-reduce scales by the LOCAL count (k * P = 1/B_l) instead of the global-count scale k.
   tests/nearmiss/data/dp_grad_all_reduce_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_dp_grad_all_reduce {R : comRingType} {P c n : nat} {k : R} {x : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c; n] x F ->
  rel_replicated P [:: n] (op_scale k (op_reduce_sum 0 (P * c) x)) (fun _ => op_all_reduce P (k *+ P) (fun r => op_reduce_sum 0 c (F r))).
Proof. exact: (@rule_dp_grad_all_reduce R P 0 c k [:: c; n] x F erefl erefl). Qed.
