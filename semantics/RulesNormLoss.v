(* Local rules for norms and losses under a row (token / batch) layout, in
   the shape the compiler's obligations take (one hypothesis per PM input,
   in the plan's input order):
   - rmsnorm_backward's weight gradient dw (OP_RMSNORM_BACKWARD output 1)
     with x and dy sharded on the rows and the weight replicated: partial
     sums (the weight is an input of the node but dw does not read it);
   - broadcast of a replicated tensor along a new axis d, laid out on that
     axis by any g (every position of the new axis holds the same value),
     e.g. the DP loss seed dloss [] -> [B_l]. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas ---------- *)
Lemma del_ins d j (s : seq nat) : d <= size s -> del d (ins d j s) = s.
Proof. by rewrite /del /ins; elim: s d => [|a s IH] [|d] //= ds; rewrite IH. Qed.

Lemma in_bounds_del s d i : d < size s -> in_bounds s i -> in_bounds (del d s) (del d i).
Proof.
move=> ds /in_boundsP[si H]; apply/in_boundsP.
rewrite !size_del ?si //; split=> // k ks; rewrite !nth_del.
case: (ltnP k d) => kd; apply: H; first by rewrite (ltn_trans kd).
by rewrite -ltn_predRL.
Qed.

Section Bcast.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* broadcast along a new axis d of a replicated tensor: any layout g of the
   new axis (the value does not depend on that coordinate) *)
Lemma rule_broadcast_new_reindex P d g c s (X : tensor) F : d <= size s ->
  rel_replicated P s X F ->
  rel_reindex P d g (ins d c s) (op_broadcast d X) (fun r => op_broadcast d (F r)).
Proof.
move=> ds H r rP i ib; have dS : d < size (ins d c s) by rewrite size_ins.
have di : d < size i by rewrite (in_bounds_size ib).
rewrite /reindex /op_broadcast del_set_nth_eq // H //.
by have := in_bounds_del dS ib; rewrite del_ins.
Qed.

Lemma rule_broadcast_new_contiguous P d c s (X : tensor) F : d <= size s ->
  rel_replicated P s X F ->
  rel_contiguous_shard P d c (ins d c s) (op_broadcast d X) (fun r => op_broadcast d (F r)).
Proof. exact: rule_broadcast_new_reindex. Qed.
End Bcast.

Section RmsBackW.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

(* OP_RMSNORM_BACKWARD(x, w, dy) output 1 (dw) with the rows of x and dy
   sharded, w replicated: partial sums of the per-rank dw (scale 1); the SM
   rows N = P * c as the plan writes them, by ring *)
Lemma rule_rmsnorm_backward_dw_rows P c N n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  N = (P * c)%N ->
  rel_contiguous_shard P 0 c [:: c; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P 0 c [:: c; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w rsqrt n N eps X dY)
    (fun r => op_rmsnorm_backward_w rsqrt n c eps (FX r) (FdY r)).
Proof. by move=> eN HX _ HY; apply: rule_rmsnorm_backward_w_rows. Qed.
End RmsBackW.
