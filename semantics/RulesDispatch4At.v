(* EP all_to_all combine with the tokens' whole length w = P * Tk up to
   ring: the expert-partitioned input [E_l; B_l; w; d] carries the gathered
   tokens, which the planner writes N_c = tp * N_s (rendered 2 * tp * s with
   N_s = 2 * s) while RulesDispatch4.v's rule_all_to_all_combine_at reads
   P * Tk = tp * (2 * s) in the input relation's shape (not convertible).
   As RulesMoECP.v's [*_at] rules: w is an argument, w = P * Tk is proved
   by ring in the obligation, and the rule is the RulesDispatch4.v one
   after rewriting w.  (The dispatch direction needs no variant: its whole
   token length is in the hypothesis nth 0 s t = P * Tk only.)           *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From TV Require Import Tensor Ops Collectives Relations Rules RulesDispatch4.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section DispatchAt.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

Lemma rule_all_to_all_combine_at_w P ce Tk w t s X F : 0 < t -> t < size s ->
  nth 0 s 0 = P * ce -> nth 0 s t = Tk -> w = P * Tk ->
  rel_expert_partition P 0 ce (set_nth 0 (set_nth 0 s t w) 0 ce) X F ->
  rel_contiguous_shard P t Tk s X (fun r => op_all_to_all t Tk 0 ce F r).
Proof. by move=> t0 ts s0 st ->; exact: rule_all_to_all_combine_at. Qed.
End DispatchAt.
