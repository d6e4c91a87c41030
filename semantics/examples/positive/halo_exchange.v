(* POSITIVE instance of rule halo_exchange (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_exchange.v differs in exactly one line:
   the previous rank sends its FIRST h rows, not its last h (slice offset 0, not c - h: wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesHalo.
Theorem obl_halo_exchange {R : comRingType} {P c h B Hkv Dh : nat} {X : seq nat -> R} {FX : nat -> seq nat -> R} :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; Hkv; c; Dh] X FX ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] X
    (fun r => op_concat 2 h (op_recv r.-1 (fun j => op_send (op_slice 2 (c - h) (FX j)))) (FX r)).
Proof. exact: rule_halo_exchange. Qed.
