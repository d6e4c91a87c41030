(* NEAR-MISS of fact resp_causal_mask (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_causal_mask.v in exactly one line: rank r's query positions start at r, not 0 (wrong offset).
   tests/nearmiss/data/resp_causal_mask_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesHeads.
From TV Require Import RulesLayout.
Theorem obl_resp_causal_mask {P Nq Nk : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_reindex P 0 (fun r j => r + j) [:: Nq] qpos Fq ->
  rel_replicated P [:: Nk] kpos Fk ->
  rel_replicated P [:: Nq; Nk] (op_causal_mask qpos kpos) (fun r => op_causal_mask (Fq r) (Fk r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P (rcons [::] Nq) (rcons [::] Nk) [:: Nq; Nk] (fun Z0 Z1 => op_causal_mask Z0 Z1) qpos kpos Fq Fk resp_causal_mask). Qed.
