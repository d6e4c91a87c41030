(* REFUTATION of the near-miss nearmiss/nm_halo_exchange.v (the halo is the sender's head (slice at 0), not its tail (slice at c - h)):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, c = 2, h = 1, B = Hkv = Dh = 1, X [.; .; t; .] = t, FX r := X's contiguous shard.
   Rank 1, index [:: 0; 0; 0; 0] (the halo slot, h <= 1 * 2 + 0): the near-miss holds rank 0's head
   X at sequence position 0, the halo layout X at 1 * 2 + 0 - 1 = 1. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesHalo.

Definition X : seq nat -> int := fun i => Posz (nth 0 i 2).  (* X [b; k; t; e] = t *)
Definition FX : nat -> seq nat -> int := fun r => reindex 2 (contig_map 2 r) X.

Lemma nm_halo_exchange_false :
  ~ ((1 <= 2)%N ->
  rel_contiguous_shard 2 2 2 [:: 1; 1; 2; 1] X FX ->
  rel_halo 2 2 2 1 [:: 1; 1; (1 + 2)%N; 1] X
    (fun r => op_concat 2 1 (op_recv r.-1 (fun j => op_send (op_slice 2 0 (FX j)))) (FX r))).
Proof.
move=> /(_ isT (fun r _ i _ => erefl) 1 isT [:: 0; 0; 0; 0] isT isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_halo_exchange_false_stmt :
  ~ (forall {R : comRingType} {P c h B Hkv Dh : nat} {X : seq nat -> R} {FX : nat -> seq nat -> R},
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; Hkv; c; Dh] X FX ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] X
    (fun r => op_concat 2 h (op_recv r.-1 (fun j => op_send (op_slice 2 0 (FX j)))) (FX r))).
Proof. by move=> H; apply: nm_halo_exchange_false; exact: H. Qed.
