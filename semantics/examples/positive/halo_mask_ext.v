(* POSITIVE instance of rule halo_mask_ext (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_mask_ext.v differs in exactly one line:
   the window may reach h + 1 keys back (W <= h + 2, i.e. W - 1 > h allowed): past the halo. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Theorem obl_mask_at {P c h W : nat} :
  (W <= h + 1)%N -> forall (pq pk : seq nat -> nat) (Fq Fk : nat -> seq nat -> nat),
  pos_iota (c * P) pq -> pos_iota (c * P) pk ->
  rel_contiguous_shard P 0 c [:: c] pq Fq ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N] pk Fk ->
  rel_halo_mask P c h [:: c; (c + h)%N] (op_sliding_window_mask W pq pk) (fun r => op_sliding_window_mask W (Fq r) (Fk r)).
Proof. exact: ((@rule_halo_mask_ext P c h (c * P) W) ^~ (mulnC c P)). Qed.
