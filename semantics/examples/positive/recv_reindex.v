(* POSITIVE instance of rule recv_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/obl_recv_wrong_peer.v differs in exactly one line:
   recv from stage 1 instead of stage 0. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_recv {R : comRingType} {P c n : nat} {x : seq nat -> R} {F : nat -> nat -> seq nat -> R} :
  rel_contiguous_shard P 1 c [:: n; c] x (F 0) ->
  rel_contiguous_shard P 1 c [:: n; c] x (fun r => op_recv 0 (fun j => op_send (F j r))).
Proof. exact: rule_recv_reindex. Qed.
