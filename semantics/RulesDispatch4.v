(* EP all_to_all dispatch / combine with the tokens on any dim t > 0
   (rank 3 with the tokens on dim 1 is t = 1): the planner's
   buffers [E; B_l; N_s; d] carry the batch before the sequence (t = 2).
   The output shape s is the lemma's argument; the input's is s with the
   expert dim 0 and the token dim t changed (set_nth, literal after
   conversion).                                                           *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Dispatch.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

(* the index a received element is read at: dim t back to the sender's
   chunk position w, dim 0 to the global expert v, then the sender's view
   of dim t puts the global token u back *)
Lemma a2a_idx (i : seq nat) t u w v : 0 < t -> t < size i -> nth 0 i t = u ->
  set_nth 0 (set_nth 0 (set_nth 0 i t w) 0 v) t u = set_nth 0 i 0 v.
Proof.
move=> t0 ti iu; rewrite set_set_nth_comm ?neq_ltn ?t0 ?orbT // set_set_nth_eq.
by rewrite -iu set_nth_id.
Qed.

Lemma rule_all_to_all_dispatch P ce Tk t s X F : 0 < t -> t < size s ->
  nth 0 s 0 = ce -> nth 0 s t = P * Tk ->
  rel_contiguous_shard P t Tk (set_nth 0 (set_nth 0 s t Tk) 0 (P * ce)) X F ->
  rel_expert_partition P 0 ce s X (fun q => op_all_to_all 0 ce t Tk F q).
Proof.
move=> t0 ts s0 st HF q qP i ib; have s0' : 0 < size s by apply: leq_ltn_trans ts.
have uN : nth 0 i t < P * Tk by rewrite -st (in_bounds_nth ib ts).
have ec : nth 0 i 0 < ce by rewrite -s0 (in_bounds_nth ib s0').
have T0 := ltn_mul_gt0 uN; have us : nth 0 i t %/ Tk < P by rewrite ltn_divLR.
have ib1 := in_bounds_set_nth ts ib (ltn_pmod (nth 0 i t) T0).
have ib2 := in_bounds_set_nth (_ : 0 < size (set_nth 0 s t Tk)) ib1 (shard_lt qP ec).
rewrite /op_all_to_all (HF _ us _ (ib2 _)); last by rewrite size_set_nth_lt.
rewrite /reindex /contig_map nth_set_nth_ne ?neq_ltn ?t0 // nth_set_nth_eq -divn_eq.
by rewrite a2a_idx // (in_bounds_size ib).
Qed.

Lemma all_to_all_combine_dim P ce Tk t s X F : 0 < t -> t < size s ->
  nth 0 s 0 = P * ce -> nth 0 s t = Tk ->
  rel_expert_partition P 0 ce (set_nth 0 (set_nth 0 s t (P * Tk)) 0 ce) X F ->
  rel_contiguous_shard P t Tk s X (fun r => op_all_to_all t Tk 0 ce F r).
Proof.
move=> t0 ts s0 st HF r rP i ib; have s0' : 0 < size s by apply: leq_ltn_trans ts.
have eE : nth 0 i 0 < P * ce by rewrite -s0 (in_bounds_nth ib s0').
have uT : nth 0 i t < Tk by rewrite -st (in_bounds_nth ib ts).
have c0 := ltn_mul_gt0 eE; have eq : nth 0 i 0 %/ ce < P by rewrite ltn_divLR.
have ib1 := in_bounds_set_nth s0' ib (ltn_pmod (nth 0 i 0) c0).
have ib2 := in_bounds_set_nth (_ : t < size (set_nth 0 s 0 ce)) ib1 (shard_lt rP uT).
have ib3 : in_bounds (set_nth 0 (set_nth 0 s t (P * Tk)) 0 ce)
    (set_nth 0 (set_nth 0 i 0 (nth 0 i 0 %% ce)) t (r * Tk + nth 0 i t)).
  by rewrite set_set_nth_comm ?neq_ltn ?t0 ?orbT //; apply: ib2; rewrite size_set_nth_lt.
rewrite /op_all_to_all (HF _ eq _ ib3).
rewrite /reindex /contig_map nth_set_nth_ne ?neq_ltn ?t0 ?orbT // nth_set_nth_eq -divn_eq.
rewrite set_set_nth_comm ?neq_ltn ?t0 ?orbT // set_set_nth_eq set_nth_id // (in_bounds_size ib).
exact: leq_ltn_trans ts.
Qed.

(* the input's whole token length w = P * Tk as the plan renders it (e.g.
   N_c = tp * N_s written 2 * tp * s with N_s = 2 * s: not convertible to
   P * Tk), the equation by ring *)
Lemma rule_all_to_all_combine P ce Tk w t s X F : 0 < t -> t < size s ->
  nth 0 s 0 = P * ce -> nth 0 s t = Tk -> w = P * Tk ->
  rel_expert_partition P 0 ce (set_nth 0 (set_nth 0 s t w) 0 ce) X F ->
  rel_contiguous_shard P t Tk s X (fun r => op_all_to_all t Tk 0 ce F r).
Proof. by move=> t0 ts s0 st ->; exact: all_to_all_combine_dim. Qed.
End Dispatch.
