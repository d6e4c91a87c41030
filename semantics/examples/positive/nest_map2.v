(* POSITIVE instance of rule nest_map2 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_map2.v differs in exactly one line:
   op = add, contiguous on the outer axis P, replicated on the inner Q; the second operand zigzag on the outer level (operands misaligned). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_nest_map2 {R : comRingType} {P Q c n : nat} {X1 X2 : seq nat -> R} {G1 G2 : seq nat -> seq nat -> R} :
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) X1 G1 ->
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) X2 G2 ->
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) (op_add X1 X2) (fun x => op_add (G1 x) (G2 x)).
Proof. exact: (nest_map2 (fs := @op_add R) (fm := @op_add R) (fp := @op_add R) (@rule_map2_reindex R (fun a b => (a + b)%R) P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]) (axis_map2 (fm := @op_add R) (fp := @op_add R) (@rule_map2_replicated R (fun a b => (a + b)%R) Q [:: (2 * c)%N; n]))). Qed.
