(* NEAR-MISS (must be REJECTED by coqc): RoPE under contiguous CP with LOCAL
   positions: the positions family is replicated (every rank rotates by the
   first chunk's positions 0..c-1) instead of contiguous_shard on dim 0.
   False: rank r>0 rotates token r*c+t by position t. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_rope_q {R : comRingType} {P b c h m : nat} {cs sn : nat -> nat -> R}
  {pos : seq nat -> nat} {Fpos : nat -> seq nat -> nat}
  {q : seq nat -> R} {Fq : nat -> seq nat -> R} :
  rel_replicated P [:: c] pos Fpos ->
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] q Fq ->
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] (op_rope cs sn 1 pos q)
    (fun r => op_rope cs sn 1 (Fpos r) (Fq r)).
Proof. exact: (@rule_rope_contiguous R cs sn P 1 c [:: b; c; h] m). Qed.
