(* POSITIVE instance of rule matmul_lead (must be ACCEPTED by coqc), in the compiler's obligation form (written by hand: the compiler does not emit this rule
   for tests/nearmiss/data/matmul_lead_ok.textproto).
   Its near-miss nearmiss/nm_matmul_lead.v differs in exactly one line:
   B is a partial sum, not replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_matmul_lead {R : comRingType} {P0 n0 n1 n2 : nat} {A0 : seq nat -> R} {A1 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} :
  rel_zigzag P0 0 n0 [:: 2 * n0; n1] A0 F0 ->
  rel_replicated P0 [:: n1; n2] A1 F1 ->
  rel_zigzag P0 0 n0 [:: 2 * n0; n2] (op_matmul n1 A0 A1) (fun r => op_matmul n1 (F0 r) (F1 r)).
Proof. exact: (@rule_matmul_lead R P0 0 (zz_glob P0 n0) n1 n2 [:: 2 * n0] A0 A1 F0 F1 isT). Qed.
