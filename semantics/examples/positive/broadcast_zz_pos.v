(* POSITIVE instance of rule broadcast_zz_pos (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_broadcast_zz_pos.v differs in exactly one line:
   the positions laid out contiguously on cp, not in the zigzag layout (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Mesh RulesHaloShift RulesHaloMesh RulesZigzagScatter.
Theorem obl_bzz {Pa Pb Pc c b e : nat} {X : seq nat -> nat} {G : seq nat -> seq nat -> nat} :
  pos_iota (2 * Pb * c) X ->
  rel_nest Pa (rel_replicated Pa [:: (2 * Pb * c)%N])
    (rel_nest Pb (rel_zigzag Pb 0 c [:: (2 * c)%N]) (rel_axis (rel_replicated Pc [:: (2 * c)%N]))) X G ->
  rel_nest Pa (rel_replicated Pa [:: (2 * Pb * c)%N]) (rel_nest Pb (rel_zz_pos Pb 1 c [:: b; (2 * c)%N; e])
    (rel_axis (rel_replicated Pc [:: b; (2 * c)%N; e]))) X (fun x => op_broadcast_index 2 (op_broadcast_index 0 (G x))).
Proof. exact: (nest_broadcast_zz_pos _ _ erefl erefl (@pos_iota_replicated Pa (2 * Pb * c))). Qed.
