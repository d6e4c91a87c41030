(* NEAR-MISS of rule all_to_all_combine (must be REJECTED by coqc): differs from
   positive/all_to_all_combine.v in exactly one line: the experts are laid out zigzag, so the returned expert rows arrive out of order (wrong layout).
   tests/nearmiss/data/all_to_all_combine_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
From TV Require Import RulesDispatch4.
Theorem obl_all_to_all_combine {T : Type} {P ce Tk w B D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} (ew : w = (P * Tk)%N) :
  rel_zigzag P 0 ce [:: ce; B; w; D] X F ->
  rel_contiguous_shard P 2 Tk [:: (P * ce)%N; B; Tk; D] X (fun r => op_all_to_all 2 Tk 0 ce F r).
Proof. exact: (@rule_all_to_all_combine T P ce Tk w 2 [:: (P * ce)%N; B; Tk; D] X F isT isT erefl erefl ew). Qed.
