(* POSITIVE instance of rule rope_reindex (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_rope_reindex.v differs in exactly one line:
   g = the zigzag layout; the positions are laid out contiguously while the tokens are zigzag (wrong positions). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_rope_reindex {R : comRingType} {P b c h m : nat} {cs sn : nat -> nat -> R} {pos : seq nat -> nat} {Fpos : nat -> seq nat -> nat} {q : seq nat -> R} {Fq : nat -> seq nat -> R} :
  rel_zigzag P 1 c [:: b; (2 * c)%N; h; (2 * m)%N] q Fq ->
  rel_zigzag P 0 c [:: (2 * c)%N] pos Fpos ->
  rel_zigzag P 1 c [:: b; (2 * c)%N; h; (2 * m)%N] (op_rope cs sn 1 pos q) (fun r => op_rope cs sn 1 (Fpos r) (Fq r)).
Proof. exact: (@rule_rope_reindex R cs sn P 1 (2 * c)%N (zz_glob P c) [:: b; (2 * c)%N; h] m q pos Fq Fpos isT erefl). Qed.
