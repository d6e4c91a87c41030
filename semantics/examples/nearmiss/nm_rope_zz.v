(* NEAR-MISS of rule rope_zz (must be REJECTED by coqc): differs from
   positive/rope_zz.v in exactly one line: the positions laid out contiguously while the tokens are zigzag (wrong positions for the second chunk).
   tests/nearmiss/data/rope_zz_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesMissing RulesZigzag.
Theorem obl_rope_zz {R : comRingType} {cs sn : nat -> nat -> R} {P b c cq h m : nat} {X : seq nat -> R} {pos : seq nat -> nat} {FX : nat -> seq nat -> R} {Fpos : nat -> seq nat -> nat} :
  cq = (2 * c)%N ->
  rel_zigzag P 1 c [:: b; cq; h; (2 * m)%N] X FX ->
  rel_contiguous_shard P 0 cq [:: cq] pos Fpos ->
  rel_zigzag P 1 c [:: b; cq; h; (2 * m)%N] (op_rope cs sn 1 pos X)
    (fun r => op_rope cs sn 1 (Fpos r) (FX r)).
Proof. exact: (@rule_rope_zz R cs sn P 1 c cq [:: b; cq; h] m X pos FX Fpos isT erefl). Qed.
