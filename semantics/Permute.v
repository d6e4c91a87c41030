(* A general permutation of a tensor's dims (the Plan IR's transpose with
   any `perm`, PyTorch's `permute`): output dim i is input dim [nth 0 p i],
   so output index j reads the input at the index k with k_(p i) = j_i.
   [op_transpose d e] (Ops.v) is the two-dim case; it is kept as it is (the
   compiler renders a swap with it) and [op_permute] is used for every other
   permutation.  Layout rules: a layout of input dim [nth 0 p i] becomes the
   same layout of output dim i; replicated and partial sums pass through.
   The side condition [perm_eq p (iota 0 (size s))] (p is a permutation of
   the dims) and [i < size s] are closed booleans for literal p and s
   (isT); the output shape [perm_shape p s] reduces to the compiler's
   literal by conversion.                                                  *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Relations RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* the input index an output index j reads: coordinate m is j's coordinate
   at the output dim holding input dim m *)
Definition perm_idx (p i : seq nat) : seq nat := map (fun m => nth 0 i (index m p)) (iota 0 (size p)).
(* the output shape: output dim i has input dim (nth 0 p i)'s length *)
Definition perm_shape (p s : seq nat) : seq nat := map (fun i => nth 0 s (nth 0 p i)) (iota 0 (size p)).

Definition op_permute {T : Type} (p : seq nat) (X : seq nat -> T) : seq nat -> T :=
  fun i => X (perm_idx p i).

Section PermIdx.
Variables (p : seq nat) (n : nat).
Hypothesis pn : perm_eq p (iota 0 n).

Lemma perm_size : size p = n.
Proof. by rewrite (perm_size pn) size_iota. Qed.

Lemma perm_uniq : uniq p.
Proof. by rewrite (perm_uniq pn) iota_uniq. Qed.

Lemma perm_mem m : (m \in p) = (m < n).
Proof. by rewrite (perm_mem pn) mem_iota. Qed.

Lemma perm_nth_lt i : i < n -> nth 0 p i < n.
Proof. by move=> iN; rewrite -perm_mem mem_nth // perm_size. Qed.

Lemma perm_index_lt m : m < n -> index m p < n.
Proof. by rewrite -perm_mem -index_mem perm_size. Qed.

Lemma size_perm_idx i : size (perm_idx p i) = n.
Proof. by rewrite size_map size_iota perm_size. Qed.

Lemma nth_perm_idx i m : m < n -> nth 0 (perm_idx p i) m = nth 0 i (index m p).
Proof. by move=> mn; rewrite (nth_map 0) ?size_iota ?perm_size // nth_iota. Qed.

Lemma size_perm_shape s : size (perm_shape p s) = n.
Proof. by rewrite size_map size_iota perm_size. Qed.

Lemma nth_perm_shape s i : i < n -> nth 0 (perm_shape p s) i = nth 0 s (nth 0 p i).
Proof. by move=> iN; rewrite (nth_map 0) ?size_iota ?perm_size // nth_iota. Qed.

(* an in-bounds output index reads an in-bounds input index *)
Lemma in_bounds_perm s i : size s = n -> in_bounds (perm_shape p s) i -> in_bounds s (perm_idx p i).
Proof.
move=> sn ib; apply/in_boundsP; rewrite size_perm_idx sn; split=> // m mn.
have im := perm_index_lt mn.
rewrite nth_perm_idx //; have := in_bounds_nth ib (_ : index m p < size (perm_shape p s)).
by rewrite size_perm_shape nth_perm_shape // nth_index ?perm_mem //; apply.
Qed.

(* writing output dim i is writing input dim (nth 0 p i) *)
Lemma perm_idx_set i d v : d < n -> size i = n ->
  perm_idx p (set_nth 0 i d v) = set_nth 0 (perm_idx p i) (nth 0 p d) v.
Proof.
move=> dn si; apply: (@eq_from_nth _ 0) => [|m]; rewrite size_perm_idx.
  by rewrite size_set_nth_lt ?size_perm_idx ?perm_nth_lt.
move=> mn; rewrite nth_set_nth /= !nth_perm_idx // nth_set_nth /=.
have md : (index m p == d) = (m == nth 0 p d).
  apply/eqP/eqP => [<-|->]; first by rewrite nth_index ?perm_mem.
  by rewrite index_uniq ?perm_size ?perm_uniq.
by rewrite md.
Qed.
End PermIdx.

Section PermuteView.
Variable T : Type.
Implicit Types (X : seq nat -> T).

(* a view of input dim (nth 0 p i) is the same view of output dim i *)
Lemma permute_reindex p s i g X j : perm_eq p (iota 0 (size s)) -> i < size s ->
  in_bounds (perm_shape p s) j ->
  reindex (nth 0 p i) g X (perm_idx p j) = reindex i g (op_permute p X) j.
Proof.
move=> ps iS ib; have sj : size j = size s by rewrite (in_bounds_size ib) (size_perm_shape ps).
have pi := perm_nth_lt ps iS.
rewrite /reindex /op_permute (nth_perm_idx ps _ pi) index_uniq ?(perm_size ps) ?(perm_uniq ps) //.
by rewrite (perm_idx_set ps).
Qed.
End PermuteView.

Section PermuteRules.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).
Implicit Types (X : tensor) (F : nat -> tensor).

(* the layout on input dim (nth 0 p i) moves to output dim i *)
Lemma rule_permute_reindex P p i g s X F : perm_eq p (iota 0 (size s)) -> i < size s ->
  rel_reindex P (nth 0 p i) g s X F ->
  rel_reindex P i g (perm_shape p s) (op_permute p X) (fun r => op_permute p (F r)).
Proof.
move=> ps iS H r rP j ib; rewrite {1}/op_permute H ?(in_bounds_perm ps) //.
exact: (permute_reindex _ _ ps iS ib).
Qed.

Lemma resp_permute p s : perm_eq p (iota 0 (size s)) ->
  respects1 (@op_permute R p) s (perm_shape p s).
Proof. by move=> ps X X' H j ib; rewrite /op_permute H ?(in_bounds_perm ps). Qed.

Lemma lin_permute p s : perm_eq p (iota 0 (size s)) ->
  linear1 (@op_permute R p) s (perm_shape p s).
Proof. by move=> ps P' k X F H j ib; rewrite /op_permute H ?(in_bounds_perm ps). Qed.
End PermuteRules.
