(* NEAR-MISS of rule recv_nest (must be REJECTED by coqc): differs from
   positive/recv_nest.v in exactly one line: the received family reads the sent one at the reversed
   coordinate list (the member at the swapped dp x tp coordinates sent it), not at the receiver's own (wrong peer). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesPipelineMesh.
Theorem obl_recv {T : Type} {P Q c n : nat} {x : seq nat -> T} {G : seq nat -> seq nat -> T} :
  rel_nest P (rel_contiguous_shard P 0 (Q * c) [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) x G ->
  rel_nest P (rel_contiguous_shard P 0 (Q * c) [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) x
    (fun i => op_recv 0 (fun _ => op_send (G (rev i)))).
Proof. exact: rule_recv_nest. Qed.
