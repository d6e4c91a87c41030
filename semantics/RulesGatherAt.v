(* The MoE gate under context parallelism: the router's top-k indices and
   probabilities laid out on the sequence dim by a middle mesh axis (cp of
   (dp, cp, tp)), whose SM length the planner writes cp * tp * Ns while the
   level's lemma reads P * c = cp * (tp * Ns).  As RulesHaloMesh.v's [*_at]
   rules: the laid-out length w is an argument with w = P * c, proved by
   ring in the obligation; the rule and the idx_lt transport are the
   RulesDispatchRouter.v / RulesMeshView.v ones after rewriting w. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesMissing RulesDispatchRouter RulesMeshView.
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
End Gate.
