(* Collectives over rank-indexed families [F : nat -> tensor] of a process
   group of size P.  A process group is a mesh axis: the group of the rank
   at mesh coordinates x along axis a is [on_group a x] (the ranks that
   differ from x only in coordinate a); no rank lists.                    *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- process groups by mesh axis ---------- *)
Section Groups.
Variable T : Type.
(* member j of the axis-a group of the rank at coordinates x *)
Definition on_group a (x : seq nat) (F : seq nat -> T) : nat -> T :=
  fun j => F (set_nth 0 x a j).

Lemma on_group_self a x F : a < size x -> on_group a x F (nth 0 x a) = F x.
Proof. by move=> ax; rewrite /on_group set_nth_id. Qed.

(* every member of a group sees the same group *)
Lemma on_group_member a x j F : on_group a (set_nth 0 x a j) F =1 on_group a x F.
Proof. by move=> k; rewrite /on_group set_set_nth_eq. Qed.

(* members of an axis-a group stay inside the mesh *)
Lemma on_group_in_mesh mesh a x j : a < size mesh -> in_bounds mesh x ->
  j < nth 0 mesh a -> in_bounds mesh (set_nth 0 x a j).
Proof. exact: in_bounds_set. Qed.

(* data movement collectives (any element type) *)
Definition op_all_gather d c (F : nat -> seq nat -> T) : seq nat -> T := concat d c F.
(* all_to_all: each rank splits its tensor along sd into chunks of cs, sends
   chunk r to rank r; received pieces are concatenated along cd (each of
   length cc in the sender's layout) in sender order (sd <> cd) *)
Definition op_all_to_all sd cs cd cc (F : nat -> seq nat -> T) (r : nat) : seq nat -> T :=
  fun i => F (nth 0 i cd %/ cc)
             (set_nth 0 (set_nth 0 i cd (nth 0 i cd %% cc)) sd (r * cs + nth 0 i sd)).
(* the same split and concat along one dim d (pieces of k): position t of
   rank r comes from sender t %/ k, its piece r at offset t %% k (the
   compiler renders a same-dim all_to_all with k = [a2a_piece n P]) *)
Definition op_all_to_all_dim d k (F : nat -> seq nat -> T) (r : nat) : seq nat -> T :=
  fun i => F (nth 0 i d %/ k) (set_nth 0 i d (r * k + nth 0 i d %% k)).
Definition a2a_piece n P := n %/ P.
Definition op_send (X : seq nat -> T) := X.
(* the value a rank receives from its peer src *)
Definition op_recv (src : nat) (F : nat -> seq nat -> T) : seq nat -> T := F src.
(* broadcast from root (the collective; the layout op is Ops.op_broadcast) *)
Definition op_coll_broadcast (root : nat) (F : nat -> seq nat -> T) : seq nat -> T := F root.
End Groups.

Section Reduce.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Definition op_all_reduce (P : nat) (k : R) (F : nat -> tensor) : tensor :=
  fun i => k * \sum_(0 <= r < P) F r i.
Definition op_reduce_scatter d c P (F : nat -> tensor) (r : nat) : tensor :=
  shard d c r (op_all_reduce P 1 F).
End Reduce.
