(* POSITIVE instance of rule halo_shift_open (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_shift_open.v differs in exactly one line:
   shift offset 2 instead of 1 (member r receives member r - 2's tail: rank 1 the fill, not rank 0's tail). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh RulesHaloOpen.
Theorem obl_halo_shift_open {T : Type} {P c h B H n : nat} {fill : T} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_reindex P 2 (halo_tail c h) [:: B; H; h; n] X F ->
  rel_halo_recv_open P 2 c h fill [:: B; H; h; n] X (fun r => op_shift_open P 1 fill F r).
Proof. exact: rule_halo_shift_open. Qed.
