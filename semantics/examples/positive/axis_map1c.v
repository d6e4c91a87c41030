(* POSITIVE instance of rule axis_map1c (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_axis_map1c.v differs in exactly one line:
   each rank slices its replicated copy at its own coordinate x_0 * c (RulesMoE.v slice_shard_reindex); offset x_0, not x_0 * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesVocab RulesMoE.
Theorem obl_axis_map1c {R : comRingType} {P Q t c : nat} {Y : seq nat -> R} {H : seq nat -> seq nat -> R} :
  rel_axis (rel_replicated Q [:: t; (Q * c)%N]) Y H ->
  rel_axis (rel_contiguous_shard Q 1 c [:: t; c]) Y (fun x => reindex 1 (addn (nth 0%N x 0 * c)) (H x)).
Proof. exact: (axis_map1c (fm := fun Y => Y) (fp := fun x Y => reindex 1 (addn (nth 0%N x 0 * c)) Y) (fun Y F => @slice_shard_reindex R Q 1 c [:: t; (Q * c)%N] Y F erefl erefl)). Qed.
