(* Positive instances for RulesLayout.v and Mesh.v, in the form the proof
   compiler emits: implicit-free `forall` binders, literal shapes over
   symbolic dims, proof = one `exact:` of the rule / lifting lemmas with
   explicit arguments (docs/SEMANTICS.md, "Multi-axis meshes").  Mesh
   coordinates are [:: i; j] (DP outer, TP inner) or [:: i; j; l]. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesLayout Mesh.

(* ---- 2-axis (DP x TP): column-parallel matmul, x batch-sharded over dp ---- *)
Theorem ob2_matmul_col : forall (R : comRingType) (Pd Pt b k c : nat)
  (x w : seq nat -> R) (Gx Gw : seq nat -> seq nat -> R),
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; k]) (rel_axis (rel_replicated Pt [:: b; k])) x Gx ->
  rel_nest Pd (rel_replicated Pd [:: k; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: k; c])) w Gw ->
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: b; c]))
    (op_matmul k x w) (fun r => op_matmul k (Gx r) (Gw r)).
Proof.
move=> R Pd Pt b k c x w Gx Gw.
exact: (nest_map2
  (fun X1 X2 Y1 Y2 => @rule_matmul_lead R Pd 0 (contig_map b) k (Pt * c) [:: b] X1 X2 Y1 Y2 isT)
  (axis_map2 (@rule_matmul_col R Pt c k [:: b]))).
Qed.

(* ---- 2-axis: DP gradient all_reduce (over axis 0) of a TP-sharded grad ---- *)
Theorem ob2_dp_all_reduce : forall (R : comRingType) (Pd Pt k c : nat)
  (g : seq nat -> R) (Gg : seq nat -> seq nat -> R),
  rel_nest Pd (rel_partial_sum Pd 1 [:: k; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: k; c])) g Gg ->
  rel_nest Pd (rel_replicated Pd [:: k; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: k; c]))
    g (fun x => op_all_reduce Pd 1 (fun m => Gg (set_nth 0 x 0 m))).
Proof.
move=> R Pd Pt k c g Gg.
exact: (@nest_all_reduce_outer R Pd 1 [:: k; (Pt * c)%N] _
  (lin_axis (@lin_contiguous_shard R Pt 1 c [:: k; c]))).
Qed.

(* ---- 2-axis: TP all_reduce (over axis 1) after a row-parallel matmul ---- *)
Theorem ob2_tp_all_reduce : forall (R : comRingType) (Pd Pt b n : nat)
  (y : seq nat -> R) (Gy : seq nat -> seq nat -> R),
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; n]) (rel_axis (rel_partial_sum Pt 1 [:: b; n])) y Gy ->
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; n]) (rel_axis (rel_replicated Pt [:: b; n]))
    y (fun x => op_all_reduce Pt 1 (fun m => Gy (set_nth 0 x 1 m))).
Proof.
move=> R Pd Pt b n y Gy.
exact: (nest_coll_inner (a := 0) (h := fun F _ => op_all_reduce Pt 1 F)
  (axis_coll (h := fun F _ => op_all_reduce Pt 1 F) (@rule_all_reduce R Pt 1 [:: b; n]))).
Qed.

(* ---- 2-axis: row-parallel matmul (TP contraction sharded) under DP ---- *)
Theorem ob2_matmul_row : forall (R : comRingType) (Pd Pt b c n : nat)
  (h w : seq nat -> R) (Gh Gw : seq nat -> seq nat -> R),
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: b; c])) h Gh ->
  rel_nest Pd (rel_replicated Pd [:: (Pt * c)%N; n]) (rel_axis (rel_contiguous_shard Pt 0 c [:: c; n])) w Gw ->
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; n]) (rel_axis (rel_partial_sum Pt 1 [:: b; n]))
    (op_matmul (Pt * c) h w) (fun r => op_matmul c (Gh r) (Gw r)).
Proof.
move=> R Pd Pt b c n h w Gh Gw.
exact: (nest_map2
  (fun X1 X2 Y1 Y2 => @rule_matmul_lead R Pd 0 (contig_map b) (Pt * c) n [:: b] X1 X2 Y1 Y2 isT)
  (axis_map2 (@rule_matmul_row R Pt c n [:: b] (Pt * c) erefl))).
Qed.

(* ---- 3-axis (DP x CP x TP): DP all_reduce of a grad replicated over cp
   (partial over cp is reduced separately), sharded over tp ---- *)
Theorem ob3_dp_all_reduce : forall (R : comRingType) (Pd Pc Pt k c : nat)
  (g : seq nat -> R) (Gg : seq nat -> seq nat -> R),
  rel_nest Pd (rel_partial_sum Pd 1 [:: k; (Pt * c)%N])
    (rel_nest Pc (rel_replicated Pc [:: k; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: k; c]))) g Gg ->
  rel_nest Pd (rel_replicated Pd [:: k; (Pt * c)%N])
    (rel_nest Pc (rel_replicated Pc [:: k; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: k; c])))
    g (fun x => op_all_reduce Pd 1 (fun m => Gg (set_nth 0 x 0 m))).
Proof.
move=> R Pd Pc Pt k c g Gg.
exact: (@nest_all_reduce_outer R Pd 1 [:: k; (Pt * c)%N] _
  (lin_nest (P := Pc) (@lin_replicated R Pc [:: k; (Pt * c)%N])
     (lin_axis (@lin_contiguous_shard R Pt 1 c [:: k; c])))).
Qed.

(* ---- 3-axis: TP all_reduce (axis 2) under dp and cp ---- *)
Theorem ob3_tp_all_reduce : forall (R : comRingType) (Pd Pc Pt b s n : nat)
  (y : seq nat -> R) (Gy : seq nat -> seq nat -> R),
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; (Pc * s)%N; n])
    (rel_nest Pc (rel_contiguous_shard Pc 1 s [:: b; s; n]) (rel_axis (rel_partial_sum Pt 1 [:: b; s; n]))) y Gy ->
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; (Pc * s)%N; n])
    (rel_nest Pc (rel_contiguous_shard Pc 1 s [:: b; s; n]) (rel_axis (rel_replicated Pt [:: b; s; n])))
    y (fun x => op_all_reduce Pt 1 (fun m => Gy (set_nth 0 x 2 m))).
Proof.
move=> R Pd Pc Pt b s n y Gy.
exact: (nest_coll_inner (a := 1) (h := fun F _ => op_all_reduce Pt 1 F)
  (nest_coll_inner (a := 0) (h := fun F _ => op_all_reduce Pt 1 F)
    (axis_coll (h := fun F _ => op_all_reduce Pt 1 F) (@rule_all_reduce R Pt 1 [:: b; s; n])))).
Qed.

(* ---- RulesLayout.v instances (single axis) ---- *)
Theorem ob_transpose_heads : forall (R : comRingType) (P b h c dh : nat) (A : seq nat -> R) (F : nat -> seq nat -> R),
  rel_contiguous_shard P 1 c [:: b; c; h; dh] A F ->
  rel_contiguous_shard P 2 c [:: b; h; c; dh] (op_transpose 1 2 A) (fun r => op_transpose 1 2 (F r)).
Proof. move=> R P b h c dh A F; exact: (@rule_transpose_reindex R P 1 2 (contig_map c) [:: b; c; h; dh] A F isT isT). Qed.
Theorem ob_matmul_dp : forall (R : comRingType) (P b k n : nat) (A B : seq nat -> R) (FA FB : nat -> seq nat -> R),
  rel_contiguous_shard P 0 b [:: b; k] A FA ->
  rel_replicated P [:: k; n] B FB ->
  rel_contiguous_shard P 0 b [:: b; n] (op_matmul k A B) (fun r => op_matmul k (FA r) (FB r)).
Proof. move=> R P b k n A B FA FB; exact: (@rule_matmul_lead R P 0 (contig_map b) k n [:: b] A B FA FB isT). Qed.
Theorem ob_reduce_sum_keep : forall (R : comRingType) (P b s d : nat) (A : seq nat -> R) (F : nat -> seq nat -> R),
  rel_contiguous_shard P 0 b [:: b; s; d] A F ->
  rel_contiguous_shard P 0 b [:: b; d] (op_reduce_sum 1 s A) (fun r => op_reduce_sum 1 s (F r)).
Proof. move=> R P b s d A F; exact: (@rule_reduce_sum_reindex_lt R P 0 1 (contig_map b) s [:: b; s; d] A F isT isT erefl). Qed.
Theorem ob_matmul_replicated_generic : forall (R : comRingType) (P b k n : nat) (A B : seq nat -> R) (FA FB : nat -> seq nat -> R),
  rel_replicated P [:: b; k] A FA ->
  rel_replicated P [:: k; n] B FB ->
  rel_replicated P [:: b; n] (op_matmul k A B) (fun r => op_matmul k (FA r) (FB r)).
Proof. move=> R P b k n A B FA FB; exact: (@rule_replicated_op2 _ _ _ P [:: b; k] [:: k; n] [:: b; n] (op_matmul k) A B FA FB (@resp_matmul R k n [:: b])). Qed.

(* ---- 3-axis: column-parallel matmul, x sharded on batch (dp) and sequence (cp) ---- *)
Theorem ob3_matmul_col : forall (R : comRingType) (Pd Pc Pt b s k c : nat)
  (x w : seq nat -> R) (Gx Gw : seq nat -> seq nat -> R),
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; (Pc * s)%N; k])
    (rel_nest Pc (rel_contiguous_shard Pc 1 s [:: b; s; k]) (rel_axis (rel_replicated Pt [:: b; s; k]))) x Gx ->
  rel_nest Pd (rel_replicated Pd [:: k; (Pt * c)%N])
    (rel_nest Pc (rel_replicated Pc [:: k; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 1 c [:: k; c]))) w Gw ->
  rel_nest Pd (rel_contiguous_shard Pd 0 b [:: b; (Pc * s)%N; (Pt * c)%N])
    (rel_nest Pc (rel_contiguous_shard Pc 1 s [:: b; s; (Pt * c)%N]) (rel_axis (rel_contiguous_shard Pt 2 c [:: b; s; c])))
    (op_matmul k x w) (fun r => op_matmul k (Gx r) (Gw r)).
Proof.
move=> R Pd Pc Pt b s k c x w Gx Gw.
exact: (nest_map2
  (fun X1 X2 Y1 Y2 => @rule_matmul_lead R Pd 0 (contig_map b) k (Pt * c) [:: b; Pc * s] X1 X2 Y1 Y2 isT)
  (nest_map2
    (fun X1 X2 Y1 Y2 => @rule_matmul_lead R Pc 1 (contig_map s) k (Pt * c) [:: b; s] X1 X2 Y1 Y2 isT)
    (axis_map2 (@rule_matmul_col R Pt c k [:: b; s])))).
Qed.
