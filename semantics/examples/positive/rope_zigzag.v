(* POSITIVE instance of rule rope_zigzag (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rope_zigzag.v differs in exactly one line:
   the positions are laid out contiguously while the tokens are in zigzag order (wrong positions for the second chunk). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_rope_zigzag {R : comRingType} {P b c h m : nat} {cs sn : nat -> nat -> R} {pos : seq nat -> nat} {Fpos : nat -> seq nat -> nat} {q : seq nat -> R} {Fq : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N] pos Fpos ->
  rel_zigzag P 1 c [:: b; (2 * c)%N; h; (2 * m)%N] q Fq ->
  rel_zigzag P 1 c [:: b; (2 * c)%N; h; (2 * m)%N] (op_rope cs sn 1 pos q) (fun r => op_rope cs sn 1 (Fpos r) (Fq r)).
Proof. exact: (@rule_rope_zigzag R cs sn P 1 c [:: b; (2 * c)%N; h] m). Qed.
