(* NEAR-MISS of rule nest_gather_strided (must be REJECTED by coqc): differs from
   positive/nest_gather_strided.v in exactly one line: the outer axis holds contiguous chunks (the dim split in mesh order) instead of strided ones, so the outer all-gather interleaves the wrong rows (wrong group order).
   Plan IR pair: tests/nearmiss/data/nest_gather_strided_{ok,nearmiss}.textproto (near-miss: the collective over tp, the wrong group). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import Mesh MeshOuter.
Theorem obl_nest_gather_strided {T : Type} {P Q c n : nat} {X : seq nat -> T} {G : seq nat -> seq nat -> T} :
  rel_nest P (rel_contiguous_shard P 0 (Q * c) [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X G ->
  rel_nest P (rel_replicated P [:: (Q * (P * c))%N; n]) (rel_axis (rel_contiguous_shard Q 0 (P * c) [:: (P * c)%N; n])) X
    (coll 0 (fun F _ => op_all_gather 0 c F) G).
Proof. exact: (@nest_gather_strided T P Q 0 c (Q * c) (P * c) [:: c; n] isT erefl erefl [:: (Q * (P * c))%N; n] X G). Qed.
