(* NEAR-MISS of rule split_strided (must be REJECTED by coqc): differs from
   positive/split_strided.v in exactly one line: the split input is sharded contiguously (Shard(1): a member holds a contiguous half of [x1 | x2]), not strided (wrong layout).
   tests/nearmiss/data/split_strided_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample.
   The local dim is written oc + n + m (1 * c + c + 0, i.e. 2 * c) so the lemma's shape premise is erefl. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations MeshOuter RulesStrided.
Theorem obl_split_strided {R : comRingType} {P a c : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 (2 * c)%N [:: a; (1 * c + c + 0)%N] X F ->
  rel_contiguous_shard P 1 c [:: a; c] (op_slice 1 (1 * P * c) X) (fun r => op_slice 1 (1 * c) (F r)).
Proof. exact: (@rule_slice_strided R P 1 c 1 (1 * c) (1 * P * c) c 0 (contig_map c) [:: a; (1 * c + c + 0)%N] X F isT erefl erefl erefl (@strided_contig P c)). Qed.
