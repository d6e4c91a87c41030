(* NEAR-MISS of rule nest_map1c (must be REJECTED by coqc): differs from
   positive/nest_map1c.v in exactly one line: squaring, replicated over P; each rank slices its inner copy at x_1 * c; the input is a partial sum on the inner level (missing all-reduce).
   tests/nearmiss/data/nest_map1c_nearmiss.textproto is its plan-side near-miss (the same change, on tp);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesVocab RulesMoE.
Theorem obl_nest_map1c {R : comRingType} {P Q t c : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_replicated P [:: t; (Q * c)%N]) (rel_axis (rel_partial_sum Q 1 [:: t; (Q * c)%N])) X G ->
  rel_nest P (rel_replicated P [:: t; (Q * c)%N]) (rel_axis (rel_contiguous_shard Q 1 c [:: t; c])) (pointwise (fun v => v * v)%R X) (fun x => reindex 1 (addn (nth 0%N x 1 * c)) (pointwise (fun v => v * v)%R (G x))).
Proof. exact: (nest_map1c (fm := pointwise (fun v => v * v)%R) (fp := fun x Y => reindex 1 (addn (nth 0%N x 1 * c)) (pointwise (fun v => v * v)%R Y)) (@rule_map1_replicated R (fun v => v * v)%R P [:: t; (Q * c)%N]) (fun i _ Y1 H1 HY => @slice_shard_reindex R Q 1 c [:: t; (Q * c)%N] _ _ erefl erefl (@rule_map1_replicated R (fun v => v * v)%R Q [:: t; (Q * c)%N] Y1 (fun j => H1 [:: j]) HY))). Qed.
