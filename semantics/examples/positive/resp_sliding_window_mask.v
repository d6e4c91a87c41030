(* POSITIVE instance of fact resp_sliding_window_mask (rule_replicated_op*, the generic rule at the fact) (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_resp_sliding_window_mask.v differs in exactly one line:
   rank r's query positions start at r, not 0 (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
From TV Require Import RulesLayout.
Theorem obl_resp_sliding_window_mask {P w Nq Nk : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_replicated P [:: Nq] qpos Fq ->
  rel_replicated P [:: Nk] kpos Fk ->
  rel_replicated P [:: Nq; Nk] (op_sliding_window_mask w qpos kpos) (fun r => op_sliding_window_mask w (Fq r) (Fk r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P (rcons [::] Nq) (rcons [::] Nk) [:: Nq; Nk] (fun Z0 Z1 => op_sliding_window_mask w Z0 Z1) qpos kpos Fq Fk resp_sliding_window_mask). Qed.
