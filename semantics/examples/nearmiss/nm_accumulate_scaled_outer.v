(* NEAR-MISS of rule accumulate_scaled_outer (must be REJECTED by coqc): differs from
   positive/accumulate_scaled_outer.v in exactly one line: the accumulation chain is not scaled by the microbatch partial sums' 1 / M (the mean's scale missing). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesPipeline RulesMicrobatch.
Theorem obl_acc {R : fieldType} {M P : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest M (rel_partial_sum M (1%:R / M%:R)%R [::]) (rel_axis (rel_replicated P [::])) X G ->
  rel_nest M (rel_replicated M [::]) (rel_axis (rel_replicated P [::])) X
    (fun x => accum_add M (fun m => G (set_nth 0 x 0 m))).
Proof. exact: (@nest_accum_scaled_outer R M (1%:R / M%:R)%R [::] _ (lin_sacc_axis (@lin_sacc_replicated R P [::]))). Qed.
