(* POSITIVE instance of rule halo_shift_dim (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_shift_dim.v differs in exactly one line:
   shift offset -1 instead of +1 (member r receives member r + 1's tail, the next rank's, not the previous one's). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4.
Theorem obl_halo_shift_dim {T : Type} {P c h B H n : nat} {X : seq nat -> T} {F F1 F2 : nat -> seq nat -> T} :
  rel_reindex P 2 (halo_tail c h) [:: B; H; h; n] X F ->
  rel_reindex P 2 (halo_recv P c h) [:: B; H; h; n] X (fun r => op_shift P (P - 1) F r).
Proof. exact: rule_halo_shift_dim. Qed.
