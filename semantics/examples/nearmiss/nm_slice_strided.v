(* NEAR-MISS of rule slice_strided (must be REJECTED by coqc): differs from
   positive/slice_strided.v in exactly one line: of [q | k | v] the member slices at 0, not c: its q and k chunks, not its k and v ones (wrong offset).
   tests/nearmiss/data/slice_strided_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample.
   The local dim is written oc + n + m (1 * c + 2 * c + 0, i.e. 3 * c) so the lemma's shape premise is erefl. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations MeshOuter RulesStrided.
Theorem obl_slice_strided {R : comRingType} {P a c : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_strided_shard P 1 c [:: a; (1 * c + 2 * c + 0)%N] X F ->
  rel_strided_shard P 1 c [:: a; (2 * c)%N] (op_slice 1 (1 * P * c) X) (fun r => op_slice 1 0 (F r)).
Proof. exact: (@rule_slice_strided R P 1 c 1 (1 * c) (1 * P * c) (2 * c) 0 (strided_map P c) [:: a; (1 * c + 2 * c + 0)%N] X F isT erefl erefl erefl (fun _ _ _ => erefl)). Qed.
