(* POSITIVE instance of rule rope_backward_cp (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rope_backward_cp.v differs in exactly one line:
   the positions are replicated (every rank uses the LOCAL positions 0..c-1) instead of the rank's shard of the global positions. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCP.
Theorem obl_rope_backward_cp {R : comRingType} {cs sn : nat -> nat -> R} {P b c h m : nat} {X : seq nat -> R} {pos : seq nat -> nat} {FX : nat -> seq nat -> R} {Fpos : nat -> seq nat -> nat} :
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] X FX ->
  rel_contiguous_shard P 0 c [:: c] pos Fpos ->
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] (op_rope_backward cs sn 1 pos X)
    (fun r => op_rope_backward cs sn 1 (Fpos r) (FX r)).
Proof. exact: (@rule_rope_backward_cp R cs sn P 1 c [:: b; c; h] m X pos FX Fpos). Qed.
