(* POSITIVE instance of rule halo_concat_open_pair (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_concat_open_pair.v differs in exactly one line:
   the first view's halo from the cyclic shift (halo_recv: rank 0 holds rank P - 1's tail), not the open shift's (halo_recv_open: rank 0 the fill). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh RulesHaloOpen.
Theorem obl_halo_concat_open_pair {T : Type} {P c h B H n : nat} {fill : T} {X1 X2 : seq nat -> T} {F1 F2 : nat -> seq nat -> T} :
  (h <= c)%N -> teq [:: B; H; (P * c)%N; n] X1 X2 ->
  rel_halo_recv_open P 2 c h fill [:: B; H; h; n] X1 F1 ->
  rel_contiguous_shard P 2 c [:: B; H; c; n] X2 F2 ->
  rel_halo_ext_open P 2 c h fill [:: B; H; (c + h)%N; n] X2
    (fun r i => if nth 0 i 2 < h then F1 r i else F2 r (set_nth 0 i 2 (nth 0 i 2 - h))).
Proof. exact: (@rule_halo_concat_open_pair T P 2 c h (P * c) fill [:: B; H; c; n] isT erefl erefl X1 X2 F1 F2). Qed.
