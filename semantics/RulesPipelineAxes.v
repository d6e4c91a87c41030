(* A collective over the two inner axes under one outer mesh level: the
   SP norm weight gradients' all_reduce over dp x tp
   (RulesMeshView.v nest_all_reduce_axes) on the mesh (microbatch, dp, tp)
   of a microbatched plan (emitter/programs.py fold_microbatches puts the
   microbatch level outermost).  The all_reduce reads the members at the
   same outer coordinate, so any outer relation [Ro] carries over; the
   family is the rendered one (coordinates 1 and 2 set), which reduces to
   the two-axis lemma's at every outer coordinate i0 :: x. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesMeshView.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Inner.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma nest_all_reduce_axes_inner P0 P Q (k : R) so (Ro : tensor -> (nat -> tensor) -> Prop)
    (X : tensor) (G : seq nat -> tensor) :
  rel_nest P0 Ro (rel_nest P (rel_partial_sum P k so) (rel_axis (rel_partial_sum Q 1 so))) X G ->
  rel_nest P0 Ro (rel_nest P (rel_replicated P so) (rel_axis (rel_replicated Q so))) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 1%N i) 2%N j)))).
Proof.
move=> [Y [HX HY]]; exists Y; split=> // i0 i0P.
exact: (nest_all_reduce_axes (HY i0 i0P)).
Qed.
End Inner.
