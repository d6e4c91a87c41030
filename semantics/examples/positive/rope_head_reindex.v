(* POSITIVE instance of rule rope_head_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rope_head_reindex.v differs in exactly one line:
   the heads are laid out zigzag while the output is claimed contiguous (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_rope_head_reindex {R : comRingType} {cs sn : nat -> nat -> R} {P b n c m : nat} {X : seq nat -> R} {pos : seq nat -> nat} {FX : nat -> seq nat -> R} :
  rel_contiguous_shard P 2 (2 * c)%N [:: b; n; (2 * c)%N; (2 * m)%N] X FX ->
  rel_contiguous_shard P 2 (2 * c)%N [:: b; n; (2 * c)%N; (2 * m)%N] (op_rope cs sn 1 pos X) (fun r => op_rope cs sn 1 pos (FX r)).
Proof. exact: (@rule_rope_head_reindex R cs sn P 2 (contig_map (2 * c)) [:: b; n; (2 * c)%N] m 1 pos X FX isT isT). Qed.
