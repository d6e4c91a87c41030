(* NEAR-MISS of rule broadcast_zz_pos (must be REJECTED by coqc): differs from
   positive/broadcast_zz_pos.v in exactly one line: the positions laid out contiguously on cp, not in the zigzag layout (wrong layout).
   tests/nearmiss/data/broadcast_zz_pos_nearmiss.textproto is a wrong position set of the same leave; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Mesh RulesHaloShift RulesHaloMesh RulesZigzagScatter.
Theorem obl_bzz {Pa Pb Pc c b e : nat} {X : seq nat -> nat} {G : seq nat -> seq nat -> nat} :
  pos_iota (2 * Pb * c) X ->
  rel_nest Pa (rel_replicated Pa [:: (2 * Pb * c)%N])
    (rel_nest Pb (rel_contiguous_shard Pb 0 (2 * c) [:: (2 * c)%N]) (rel_axis (rel_replicated Pc [:: (2 * c)%N]))) X G ->
  rel_nest Pa (rel_replicated Pa [:: (2 * Pb * c)%N]) (rel_nest Pb (rel_zz_pos Pb 1 c [:: b; (2 * c)%N; e])
    (rel_axis (rel_replicated Pc [:: b; (2 * c)%N; e]))) X (fun x => op_broadcast_index 2 (op_broadcast_index 0 (G x))).
Proof. exact: (nest_broadcast_zz_pos _ _ erefl erefl (@pos_iota_replicated Pa (2 * Pb * c))). Qed.
