(* Local rules, part 10: the rules the example plans still missed
   (tests/data/examples/{mlp_sp2,dp2_loss,ep2_moe,cp2_attention,cp2_zigzag}).
   - rmsnorm / rmsnorm_backward's dx under a layout of a non-last (row) axis
     with the weight held as a replicated family (each rank its own copy);
   - cross_entropy / cross_entropy_backward with logits, labels and dloss
     laid out on the same row axis; reduce_mean over a sharded axis (partial
     sums with scale 1 / P, the global-count mean after all_reduce 1 / P);
   - arange with a rank-dependent start (contiguous shard of the global
     arange), slices of a replicated tensor at a rank-dependent offset, and
     the concatenation of the two zigzag chunks r and 2P-1-r (ring and index
     tensors), plus the fused helper chains;
   - replicated-rule side conditions for softmax, topk, gather, scatter_add
     (topk stays an opaque function; only row locality / range are stated,
     as hypotheses), and broadcast of a new trailing axis under a layout. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesCrossEntropy RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas ---------- *)
Lemma set_nth_rcons_lt (i : seq nat) d v x : d < size i ->
  set_nth 0 (rcons i v) d x = rcons (set_nth 0 i d x) v.
Proof. by elim: i d => [|a i IH] [|d] //= dl; rewrite IH. Qed.

Lemma take_set_nth_lt (i : seq nat) n d x : d < n ->
  take n (set_nth 0 i d x) = set_nth 0 (take n i) d x.
Proof.
elim: i n d => [|a i IH] [|n] [|d] //= dn; try by rewrite IH.
by rewrite take_oversize // size_ncons addn1.
Qed.

Lemma in_bounds_shrink s d c w i : d < size s ->
  in_bounds (set_nth 0 s d w) i -> nth 0 i d < c -> in_bounds (set_nth 0 s d c) i.
Proof.
move=> ds ib lc; have ds' : d < size (set_nth 0 s d w) by rewrite size_set_nth_lt.
have := in_bounds_set_nth ds' ib lc.
by rewrite set_set_nth_eq set_nth_id // (in_bounds_size ib).
Qed.

Section RmsRows.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

(* rmsnorm, rows laid out by g on a non-last dim d, weight replicated *)
Lemma rule_rmsnorm_reindex_w P d g s0 n eps (X : tensor) FX (W : tensor) FW :
  d < size s0 ->
  rel_reindex P d g (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_reindex P d g (rcons s0 n) (op_rmsnorm rsqrt n eps W X)
    (fun r => op_rmsnorm rsqrt n eps (FW r) (FX r)).
Proof.
move=> ds HX HW r rP i ib; rewrite -(rule_rmsnorm_reindex rsqrt eps W ds HX rP ib).
by rewrite /op_rmsnorm /rowwise HW // in_bounds1 (in_bounds_last ib).
Qed.

(* rmsnorm_backward's dx under the same layout (x, dy laid out by g,
   weight replicated): row-local, so the layout is kept *)
Lemma rule_rmsnorm_backward_reindex_w P d g s0 n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  d < size s0 ->
  rel_reindex P d g (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_reindex P d g (rcons s0 n) dY FdY ->
  rel_reindex P d g (rcons s0 n) (op_rmsnorm_backward rsqrt n eps W X dY)
    (fun r => op_rmsnorm_backward rsqrt n eps (FW r) (FX r) (FdY r)).
Proof.
move=> ds HX HW HY r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
have kn := in_bounds_last ib.
set v := g r (nth 0%N i d).
have Hx j : j < n -> FX r (row_at i j) = X (row_at (set_nth 0%N i d v) j).
  move=> jn; rewrite HX ?(in_bounds_row_same ib jn) // /reindex nth_row_at //.
  by rewrite row_at_set.
have Hy j : j < n -> FdY r (row_at i j) = dY (row_at (set_nth 0%N i d v) j).
  move=> jn; rewrite HY ?(in_bounds_row_same ib jn) // /reindex nth_row_at //.
  by rewrite row_at_set.
have Hw j : j < n -> FW r [:: j] = W [:: j] by move=> jn; rewrite HW ?in_bounds1.
have Hs : rms_scale rsqrt n eps (fun j => FX r (row_at i j)) =
          rms_scale rsqrt n eps (fun j => X (row_at (set_nth 0%N i d v) j)).
  by rewrite /rms_scale /rowsum; congr (rsqrt (_ * _ + _)); apply: eq_big_nat => j /andP[_ jn]; rewrite Hx.
rewrite /reindex /op_rmsnorm_backward -/v lastd_set_nth // nth_set_nth_ne ?neq_ltn ?ds //.
rewrite Hs Hw // Hx // HY // /reindex -/v; congr (_ - _ * _ / _ * _).
by rewrite /rowsum; apply: eq_big_nat => j /andP[_ jn]; rewrite Hy ?Hw ?Hx.
Qed.

Lemma rule_rmsnorm_contiguous_w P d c s0 n eps (X : tensor) FX (W : tensor) FW :
  d < size s0 ->
  rel_contiguous_shard P d c (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P d c (rcons s0 n) (op_rmsnorm rsqrt n eps W X)
    (fun r => op_rmsnorm rsqrt n eps (FW r) (FX r)).
Proof. exact: rule_rmsnorm_reindex_w. Qed.

Lemma rule_rmsnorm_backward_contiguous_w P d c s0 n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  d < size s0 ->
  rel_contiguous_shard P d c (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P d c (rcons s0 n) dY FdY ->
  rel_contiguous_shard P d c (rcons s0 n) (op_rmsnorm_backward rsqrt n eps W X dY)
    (fun r => op_rmsnorm_backward rsqrt n eps (FW r) (FX r) (FdY r)).
Proof. exact: rule_rmsnorm_backward_reindex_w. Qed.
End RmsRows.
