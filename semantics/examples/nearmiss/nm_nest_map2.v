(* NEAR-MISS of rule nest_map2 (must be REJECTED by coqc): differs from
   positive/nest_map2.v in exactly one line: op = add, contiguous on the outer axis P, replicated on the inner Q; the second operand zigzag on the outer level (operands misaligned).
   tests/nearmiss/data/nest_map2_nearmiss.textproto is its plan-side near-miss (the same change, on dp);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_nest_map2 {R : comRingType} {P Q c n : nat} {X1 X2 : seq nat -> R} {G1 G2 : seq nat -> seq nat -> R} :
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) X1 G1 ->
  rel_nest P (rel_zigzag P 0 c [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) X2 G2 ->
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) (op_add X1 X2) (fun x => op_add (G1 x) (G2 x)).
Proof. exact: (nest_map2 (fs := @op_add R) (fm := @op_add R) (fp := @op_add R) (@rule_map2_reindex R (fun a b => (a + b)%R) P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]) (axis_map2 (fm := @op_add R) (fp := @op_add R) (@rule_map2_replicated R (fun a b => (a + b)%R) Q [:: (2 * c)%N; n]))). Qed.
