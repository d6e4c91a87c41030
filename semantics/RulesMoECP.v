(* The MoE FFN under context parallelism: tokens laid out on the sequence
   dim by a middle mesh axis (cp of (dp, cp, tp)).
   - The gate: the router's top-k indices and probabilities on the sequence,
     whose SM length the planner writes cp * tp * Ns while the level's lemma
     reads P * c = cp * (tp * Ns).  As RulesHaloMesh.v's [*_at] rules: the
     laid-out length w is an argument with w = P * c, proved by ring in the
     obligation; the rule and the idx_lt transport are the
     RulesDispatchRouter.v / RulesMeshView.v ones after rewriting w.
   - The experts' batched matmuls: the activations [E; B; m; k] laid out on
     the row dim m (the sequence), the weights [E; B; k; n] replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesMissing RulesDispatchRouter RulesMeshView
  RulesExperts4.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

(* idx_lt_contiguous with the level-above length w = P * c up to ring *)
Lemma idx_lt_contiguous_at P e c w s n : e < size s -> nth 0 s e = c -> w = P * c ->
  forall (X : seq nat -> nat) Y, idx_lt (set_nth 0 s e w) n X -> rel_contiguous_shard P e c s X Y ->
    forall i, i < P -> idx_lt s n (Y i).
Proof. by move=> es se ->; exact: idx_lt_contiguous. Qed.

Section Gate.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* rule_gather_contiguous with the SM indices' laid-out length w = P * c *)
Lemma rule_gather_contiguous_at P d e c w n s (X : tensor) FX (idx : seq nat -> nat) Fidx :
  d < size s -> e < size s -> d != e -> nth 0 s e = c -> w = P * c ->
  idx_lt (set_nth 0 s e w) n idx ->
  rel_contiguous_shard P e c (set_nth 0 s d n) X FX ->
  rel_contiguous_shard P e c s idx Fidx ->
  rel_contiguous_shard P e c s (op_gather d idx X) (fun r => op_gather d (Fidx r) (FX r)).
Proof. by move=> ds es de se ->; exact: rule_gather_contiguous. Qed.

(* the row dim m of A laid out by g, B replicated: the output's rows keep it *)
Lemma rule_batched_matmul_rows P g s0 m k n (A B : tensor) FA FB :
  rel_reindex P (size s0) g (rcons (rcons s0 m) k) A FA ->
  rel_replicated P (rcons (rcons s0 k) n) B FB ->
  rel_reindex P (size s0) g (rcons (rcons s0 m) n) (op_batched_matmul k A B)
    (fun r => op_batched_matmul k (FA r) (FB r)).
Proof.
move=> HA HB r rP i ib; have L := in_bounds_rcons_size ib.
have si : size i = (size s0).+2 by rewrite (in_bounds_size ib) !size_rcons.
have dl : size s0 < lastd i by rewrite L size_rcons.
have dsi : size s0 < size i by rewrite si ltnW.
rewrite /reindex /op_batched_matmul size_set_nth_lt // si /=.
apply: eq_big_nat => j /andP[_ jk].
rewrite (HA r rP _ (in_bounds_row ib jk)) (HB r rP _ (in_bounds_bmm_b ib jk)).
by rewrite /reindex nth_row_at // row_at_set // set_set_nth_eq.
Qed.
End Gate.
