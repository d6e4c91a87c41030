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

Section Gate.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

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
