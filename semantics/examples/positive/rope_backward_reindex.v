(* POSITIVE instance of rule rope_backward_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rope_backward_reindex.v differs in exactly one line:
   the positions are laid out contiguously while the gradient rows are zigzag (wrong positions for the second chunk). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_rope_backward_reindex {R : comRingType} {cs sn : nat -> nat -> R} {P b c h m : nat} {X : seq nat -> R} {pos : seq nat -> nat} {FX : nat -> seq nat -> R} {Fpos : nat -> seq nat -> nat} :
  rel_zigzag P 1 c [:: b; (2 * c)%N; h; (2 * m)%N] X FX ->
  rel_zigzag P 0 c [:: (2 * c)%N] pos Fpos ->
  rel_zigzag P 1 c [:: b; (2 * c)%N; h; (2 * m)%N] (op_rope_backward cs sn 1 pos X)
    (fun r => op_rope_backward cs sn 1 (Fpos r) (FX r)).
Proof. exact: (@rule_rope_backward_reindex R cs sn P 1 (2 * c) (zz_glob P c) [:: b; (2 * c)%N; h] m X pos FX Fpos isT erefl). Qed.
