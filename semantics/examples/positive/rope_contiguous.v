(* POSITIVE instance of rule rope_contiguous (must be ACCEPTED by coqc).
   Its near-miss nearmiss/obl_rope_local_positions.v differs in exactly one line:
   positions replicated (local positions) instead of sharded like the sequence. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_rope_q {R : comRingType} {P b c h m : nat} {cs sn : nat -> nat -> R}
  {pos : seq nat -> nat} {Fpos : nat -> seq nat -> nat}
  {q : seq nat -> R} {Fq : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c] pos Fpos ->
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] q Fq ->
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] (op_rope cs sn 1 pos q)
    (fun r => op_rope cs sn 1 (Fpos r) (Fq r)).
Proof. exact: (@rule_rope_contiguous R cs sn P 1 c [:: b; c; h] m). Qed.
