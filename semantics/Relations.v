(* Relation kinds (docs/VOCABULARY.md), one per mesh axis.  A relation
   relates an SM tensor X to the family F of the P members of one process
   group (one mesh axis); s is the LOCAL shape on which they must agree.
   Layout relations are all [rel_reindex]: member r holds X read through
   g r along dim d.  For a mesh with several axes, the other axes' views are
   applied to X first (views on different dims commute: [reindexC]; two
   axes on one dim compose: [shard_shard]).                               *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Collectives.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section Layout.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

Definition rel_equal s X (Y : seq nat -> T) := teq s Y X.
Definition rel_replicated P s X F := forall r, r < P -> teq s (F r) X.
Definition rel_reindex P d (g : nat -> nat -> nat) s X F :=
  forall r, r < P -> teq s (F r) (reindex d (g r) X).
Definition contig_map c := fun r t => r * c + t.
Definition rel_contiguous_shard P d c s X F := rel_reindex P d (contig_map c) s X F.
Definition rel_expert_partition P d c s X F := rel_reindex P d (contig_map c) s X F.
Definition rel_zigzag P d c s X F := rel_reindex P d (zz_glob P c) s X F.
(* perm r maps a local position on member r to the SM position *)
Definition rel_permuted P d (perm : nat -> nat -> nat) s X F := rel_reindex P d perm s X F.

Lemma rel_contiguous_shardE P d c s X F :
  rel_contiguous_shard P d c s X F <-> forall r, r < P -> teq s (F r) (shard d c r X).
Proof. by []. Qed.

(* a relation on a mesh axis: for every rank x of the mesh, its axis-a group *)
Definition rel_on_axis (mesh : seq nat) a (rel : nat -> (nat -> seq nat -> T) -> Prop)
  (G : seq nat -> seq nat -> T) :=
  forall x, in_bounds mesh x -> rel (nth 0 mesh a) (on_group a x G).
End Layout.

Section Partial.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
(* SM value = k * sum of the members' values *)
Definition rel_partial_sum P (k : R) s (X : tensor) (F : nat -> tensor) :=
  teq s X (fun i => k * \sum_(0 <= r < P) F r i).
End Partial.
