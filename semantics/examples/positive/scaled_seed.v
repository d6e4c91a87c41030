(* POSITIVE instance of rule scaled_seed (must be ACCEPTED by coqc): the lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_scaled_seed.v differs in exactly one line:
   the loss seed of a batch-sharded mean: the PM scales its n rows by 1 / n, the SM its N = P * n rows by 1 / N,
   so the ranks hold P times the SM value; near-miss: the SM's factor 1 / n (the PM's), claimed scaled by P. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesScaled.
Theorem obl_scaled_seed {R : fieldType} {P N n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  nat_nz R P -> N = (P * n)%N -> resp (@rel_contiguous_shard R P 0 n [:: n]) ->
  rel_contiguous_shard P 0 n [:: n] (op_scale (1 / n%:R) X) F ->
  rel_scaled P%:R (rel_contiguous_shard P 0 n [:: n]) (op_scale (1 / N%:R) X) F.
Proof. exact: rule_scaled_seed. Qed.
