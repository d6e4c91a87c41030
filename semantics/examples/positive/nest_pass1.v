(* POSITIVE instance of rule nest_pass1 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_pass1.v differs in exactly one line:
   outer views contiguous over P pass through; each rank slices its inner-replicated copy at its inner coordinate x_1 * c; the slice reads x_0, the outer coordinate (wrong axis). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView RulesMoE.
Theorem obl_nest_pass1 {R : comRingType} {P Q t c : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_contiguous_shard P 0 t [:: t; (Q * c)%N]) (rel_axis (rel_replicated Q [:: t; (Q * c)%N])) X G ->
  rel_nest P (rel_contiguous_shard P 0 t [:: t; (Q * c)%N]) (rel_axis (rel_contiguous_shard Q 1 c [:: t; c])) X (fun x => reindex 1 (addn (nth 0%N x 1 * c)) (G x)).
Proof. exact: (nest_pass1 (fp := fun x Y => reindex 1 (addn (nth 0%N x 1 * c)) Y) (fun i _ Y1 H1 => @slice_shard_reindex R Q 1 c [:: t; (Q * c)%N] Y1 (fun j => H1 [:: j]) erefl erefl)). Qed.
