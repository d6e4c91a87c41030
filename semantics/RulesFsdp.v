(* FSDP x TP on a (dp, tp) mesh: a parameter stored Shard(0) on dp is
   materialized by DTensor as all_gather on tp (the dp chunk whole on every
   tp rank), then all_gather on dp. The second gather runs along the outer
   axis while the inner (tp) level holds the tensor replicated: every tp
   rank of a dp row holds the same value, so gathering it over dp gives the
   gathered value on every tp rank. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding Mesh.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section GatherRep.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* the gather on dim d of values each replicated over Q ranks is replicated *)
Lemma replicated_all_gather Q P d c s (Y : nat -> tensor) (H : nat -> nat -> tensor) :
  d < size s -> nth 0 s d = P * c ->
  (forall m, m < P -> rel_replicated Q (set_nth 0 s d c) (Y m) (H m)) ->
  rel_replicated Q s (op_all_gather d c Y) (fun j => op_all_gather d c (fun m => H m j)).
Proof.
move=> ds sd HY j jQ x xb.
have ti : nth 0 x d < P * c by rewrite -sd (in_bounds_nth xb ds).
have c0 := ltn_mul_gt0 ti.
have mP : nth 0 x d %/ c < P by rewrite ltn_divLR.
have ib : in_bounds (set_nth 0 s d c) (set_nth 0 x d (nth 0 x d %% c)).
  exact: in_bounds_set_nth ds xb (ltn_pmod _ c0).
by rewrite /op_all_gather /concat (HY _ mP j jQ _ ib).
Qed.

Lemma nest_all_gather_mid_rep P d c Q s (Ro Ro' : tensor -> (nat -> tensor) -> Prop) :
  d < size s -> nth 0 s d = P * c ->
  (forall X Y, Ro X Y -> Ro' X (fun _ => op_all_gather d c Y)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_replicated Q (set_nth 0 s d c))) X G ->
    rel_nest P Ro' (rel_axis (rel_replicated Q s)) X (coll 0 (fun F _ => op_all_gather d c F) G).
Proof.
move=> ds sd Hr; apply: (nest_coll_outer (hm := fun Y _ => op_all_gather d c Y)) => // Y H i iP HY.
exact: (replicated_all_gather (H := fun m j => H m [:: j]) ds sd HY).
Qed.
End GatherRep.

(* ---------- the embedding on a level that replicates both operands ---------- *)
(* FSDP with the same batch on every dp rank (ZeRO-3 without data
   parallelism): above the tp level every dp rank looks up the same tokens
   in the same gathered table. *)
Section EmbRep.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_embedding_replicated P V off D s0 (E : tensor) FE (ids : seq nat -> nat) Fids :
  rel_replicated P [:: V; D] E FE ->
  rel_replicated P s0 ids Fids ->
  rel_replicated P (rcons s0 D) (op_embedding_off V off E ids)
    (fun r => op_embedding_off V off (FE r) (Fids r)).
Proof.
move=> HE Hi r rP i ib; have it := in_bounds_take_last ib; have eD := in_bounds_last ib.
rewrite /op_embedding_off Hi //.
case: ifP => // /andP[lo hi]; rewrite HE //; apply: in_bounds_pair => //.
by rewrite ltn_subLR.
Qed.
End EmbRep.
