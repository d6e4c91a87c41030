(* NEAR-MISS of rule halo_shift_tail (must be REJECTED by coqc): differs from
   positive/halo_shift_tail.v in exactly one line: shift offset -1 instead of +1 (member r receives member r + 1's tail, the next rank's, not the previous one's). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift.
Theorem obl_shift {T : Type} {P c h n : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_reindex P 0 (halo_tail c h) [:: h; n] X F ->
  rel_reindex P 0 (halo_recv P c h) [:: h; n] X (fun r => op_shift P 1 F r).
Proof. exact: rule_halo_shift_tail. Qed.
