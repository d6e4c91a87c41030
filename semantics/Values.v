(* The values a program step reads and writes: ring, index or mask tensors. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Values.
Variable R : ringType.
Inductive value := VR of (seq nat -> R) | VI of (seq nat -> nat) | VM of (seq nat -> bool).
Definition asR v : seq nat -> R := if v is VR t then t else fun _ => 0%R.
Definition asI v : seq nat -> nat := if v is VI t then t else fun _ => 0%N.
Definition asM v : seq nat -> bool := if v is VM t then t else fun _ => false.
(* argument j of a step; out of range reads a zero ring tensor *)
Definition arg (vs : seq value) j := nth (VR (fun _ => 0%R)) vs j.
Definition argf (vs : seq (seq nat -> value)) j := nth (fun _ => VR (fun _ => 0%R)) vs j.
End Values.
