(* A reduce_scatter along a middle mesh axis: the K-hat / V-hat gradients
   of the YOCO cross-decoder, partial sums over cp of (dp, cp, tp), reduce-
   scattered over cp on the sequence dim while tp lays out the kv heads
   directly below (another dim). As RulesHaloMesh.v's nest_all_gather_mid:
   the per-rank reduce_scatter on dim d commutes with the innermost level's
   layout of another dim e ([reindex_reduce_scatter]); the levels above are
   passed by nest_coll_inner and the level's own rule is Rules.v's
   rule_reduce_scatter. The inner shape s is the input's (the whole dim
   nth 0 s d = P * c, the level rule's premise, proved by ring when the
   plan writes cp * tp * Ns), the output's is s with dim d the chunk c.
   With the inner level replicated ([nest_reduce_scatter_mid_rep]: the
   zigzag leave's buffers, the tp-gathered stream scattered on every tp
   rank alike) the reduce_scatter of replicated values is replicated.  *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section ReduceScatterMid.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the reduce_scatter on dim d commutes with a layout of another dim e *)
Lemma reindex_reduce_scatter Q e g P d c s (Y : nat -> tensor) (H : nat -> nat -> tensor) i :
  e != d -> d < size s -> nth 0%N s d = (P * c)%N -> (i < P)%N ->
  (forall m, (m < P)%N -> rel_reindex Q e g s (Y m) (H m)) ->
  rel_reindex Q e g (set_nth 0%N s d c) (op_reduce_scatter d c P Y i)
    (fun j => op_reduce_scatter d c P (fun m => H m j) i).
Proof.
move=> ed ds sd iP HY j jQ x xb; have de : d != e by rewrite eq_sym.
have ib := in_bounds_shard ds sd iP xb.
rewrite /reindex /op_reduce_scatter /shard /reindex /op_all_reduce !nth_set_nth_ne //.
congr (_ * _); apply: eq_big_nat => m /andP[_ mP].
by rewrite (HY m mP j jQ _ ib) /reindex nth_set_nth_ne // set_set_nth_comm.
Qed.

(* OP_REDUCE_SCATTER along cp with tp's layout of the heads directly below *)
Lemma nest_reduce_scatter_mid P d c Q e g s (Ro Ro' : tensor -> (nat -> tensor) -> Prop) :
  e != d -> d < size s -> nth 0%N s d = (P * c)%N ->
  (forall X Y, Ro X Y -> Ro' X (fun i => op_reduce_scatter d c P Y i)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_reindex Q e g s)) X G ->
    rel_nest P Ro' (rel_axis (rel_reindex Q e g (set_nth 0%N s d c))) X
      (coll 0 (fun F r => op_reduce_scatter d c P F r) G).
Proof.
move=> ed ds sd Hr; apply: (nest_coll_outer (hm := fun Y r => op_reduce_scatter d c P Y r)) => // Y H i iP HY.
exact: (reindex_reduce_scatter (H := fun m j => H m [:: j]) ed ds sd iP HY).
Qed.

(* the reduce_scatter of values each replicated over Q ranks is replicated *)
Lemma replicated_reduce_scatter Q P d c s (Y : nat -> tensor) (H : nat -> nat -> tensor) i :
  d < size s -> nth 0%N s d = (P * c)%N -> (i < P)%N ->
  (forall m, (m < P)%N -> rel_replicated Q s (Y m) (H m)) ->
  rel_replicated Q (set_nth 0%N s d c) (op_reduce_scatter d c P Y i)
    (fun j => op_reduce_scatter d c P (fun m => H m j) i).
Proof.
move=> ds sd iP HY j jQ x xb.
have ib := in_bounds_shard ds sd iP xb.
rewrite /op_reduce_scatter /shard /reindex /op_all_reduce.
by congr (_ * _); apply: eq_big_nat => m /andP[_ mP]; rewrite (HY m mP j jQ _ ib).
Qed.

Lemma nest_reduce_scatter_mid_rep P d c Q s (Ro Ro' : tensor -> (nat -> tensor) -> Prop) :
  d < size s -> nth 0%N s d = (P * c)%N ->
  (forall X Y, Ro X Y -> Ro' X (fun i => op_reduce_scatter d c P Y i)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_replicated Q s)) X G ->
    rel_nest P Ro' (rel_axis (rel_replicated Q (set_nth 0%N s d c))) X
      (coll 0 (fun F r => op_reduce_scatter d c P F r) G).
Proof.
move=> ds sd Hr; apply: (nest_coll_outer (hm := fun Y r => op_reduce_scatter d c P Y r)) => // Y H i iP HY.
exact: (replicated_reduce_scatter (H := fun m j => H m [:: j]) ds sd iP HY).
Qed.
End ReduceScatterMid.
