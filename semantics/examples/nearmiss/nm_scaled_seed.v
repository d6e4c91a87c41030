(* NEAR-MISS of rule scaled_seed (must be REJECTED by coqc): differs from
   positive/scaled_seed.v in exactly one line: the SM's factor 1 / n (the PM's), claimed scaled by P.
   tests/nearmiss/data/scaled_seed_nearmiss.textproto is its plan-side near-miss (the SM scale node's factor
   1 / n); the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesScaled.
Theorem obl_scaled_seed {R : fieldType} {P N n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  nat_nz R P -> N = (P * n)%N -> resp (@rel_contiguous_shard R P 0 n [:: n]) ->
  rel_contiguous_shard P 0 n [:: n] (op_scale (1 / n%:R) X) F ->
  rel_scaled P%:R (rel_contiguous_shard P 0 n [:: n]) (op_scale (1 / n%:R) X) F.
Proof. exact: rule_scaled_seed. Qed.
