(* POSITIVE instance of rule halo_mask_open (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_mask_open.v differs in exactly one line:
   the key positions' fill < N (a real position), not >= N: rank 0's halo slots are not masked. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh RulesHaloOpen.
Theorem obl_halo_mask_open {P c h N W fill : nat} :
  (W <= h + 1)%N -> N = (P * c)%N ->
  (N <= fill)%N ->
  forall (pq pk : seq nat -> nat) (Fq Fk : nat -> seq nat -> nat),
  pos_iota N pq -> pos_iota N pk ->
  rel_contiguous_shard P 0 c [:: c] pq Fq ->
  rel_halo_ext_open P 0 c h fill [:: (c + h)%N] pk Fk ->
  rel_halo_mask_open P c h [:: c; (c + h)%N] (op_sliding_window_mask W pq pk) (fun r => op_sliding_window_mask W (Fq r) (Fk r)).
Proof. exact: rule_halo_mask_open. Qed.
