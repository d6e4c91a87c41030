(* POSITIVE instance of rule causal_mask_zz (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_causal_mask_zz.v differs in exactly one line:
   the mask's key dim is claimed in SM order while the key positions are in the gathered zigzag order (the permutation dropped). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_causal_mask_zz {P c : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_zigzag P 0 c [:: (2 * c)%N] qpos Fq ->
  rel_replicated P [:: (2 * P * c)%N] (reindex 0 (zz_perm P c) kpos) Fk ->
  rel_zigzag P 0 c [:: (2 * c)%N; (2 * P * c)%N] (reindex 1 (zz_perm P c) (op_causal_mask qpos kpos))
    (fun r => op_causal_mask (Fq r) (Fk r)).
Proof. exact: rule_causal_mask_zz. Qed.
