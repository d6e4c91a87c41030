(* POSITIVE instance of rule causal_mask_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_causal_mask_replicated.v differs in exactly one line:
   rank r's query positions start at r, not 0 (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesHeads.
Theorem obl_causal_mask_replicated {P Nq Nk : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_replicated P [:: Nq] qpos Fq ->
  rel_replicated P [:: Nk] kpos Fk ->
  rel_replicated P [:: Nq; Nk] (op_causal_mask qpos kpos) (fun r => op_causal_mask (Fq r) (Fk r)).
Proof. exact: rule_causal_mask_replicated. Qed.
