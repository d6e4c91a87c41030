From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_defs certificate_stmt_sm0 certificate_stmt_pm0 ob_c71b5e1b12e9e77f ob_cd359d5c6a11dbb8 ob_d8cdfff3a7d093a2 ob_fd16da40d1eca4b6.
Lemma cert_pm0_locals (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (smprog : seq (step (value R))) (Hsc : scoped 3 smprog) (rest0 : seq (step (value R))) (Hd0 : drop 0 smprog = certificate_stmt_sm0 R P_tp n_d n_f_l n_n f_sigmoid ++ rest0) (E0 : nat -> value R) :
  locals (sm_at (fun j => run 3 smprog E0 (cert_sm j))) (rel_at (cert_rel R P_tp n_d n_f_l n_n)) (nat_of_bin 3%bin) (certificate_stmt_pm0 R P_tp n_d n_f_l n_n f_sigmoid).
Proof.
pose E := run 3 smprog E0; pose sm (j : BinNums.N) := E (cert_sm j).
pose rel := cert_rel R P_tp n_d n_f_l n_n.
have smE : forall n, E (cert_sm n) = E (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (E) (cert_smE n).
rewrite /certificate_stmt_pm0.
refine (@locals_cons_bin _ _ sm rel 3%bin _ _ _ _); first by refine (local_bin_at smE 3%bin 3%bin erefl (@run_step_bin _ 3%bin 0%bin 0 smprog _ E _ erefl Hd0 Hsc : E 3 = VR (op_matmul n_d (asR (E 0)) (asR (E 1)))) _); intros G H; exact (@ob_fd16da40d1eca4b6 R P_tp n_n n_d n_f_l _ _ (fun x => asR (G 0%bin x)) (fun x => asR (G 1%bin x)) (@holds_bin_at _ _ _ _ E _ smE _ _ 0%bin 0%bin H isT erefl) (@holds_bin_at _ _ _ _ E _ smE _ _ 1%bin 1%bin H isT erefl)).
refine (@locals_cons_bin _ _ sm rel 4%bin _ _ _ _); first by refine (local_bin_at smE 4%bin 4%bin erefl (@run_step_bin _ 3%bin 0%bin 1 smprog _ E _ erefl Hd0 Hsc : E 4 = VR (op_silu f_sigmoid (asR (E 3)))) _); intros G H; exact (@ob_cd359d5c6a11dbb8 R P_tp n_n n_f_l f_sigmoid _ (fun x => asR (G 3%bin x)) (@holds_bin_at _ _ _ _ E _ smE _ _ 3%bin 3%bin H isT erefl)).
refine (@locals_cons_bin _ _ sm rel 5%bin _ _ _ _); first by refine (local_bin_at smE 5%bin 5%bin erefl (@run_step_bin _ 3%bin 0%bin 2 smprog _ E _ erefl Hd0 Hsc : E 5 = VR (op_matmul (P_tp * n_f_l) (asR (E 4)) (asR (E 2)))) _); intros G H; exact (@ob_d8cdfff3a7d093a2 R P_tp n_n n_f_l n_d _ _ (fun x => asR (G 4%bin x)) (fun x => asR (G 2%bin x)) (@holds_bin_at _ _ _ _ E _ smE _ _ 4%bin 4%bin H isT erefl) (@holds_bin_at _ _ _ _ E _ smE _ _ 2%bin 2%bin H isT erefl)).
refine (@locals_cons_bin _ _ sm rel 6%bin _ _ _ _); first by refine (local_bin_at smE 6%bin 5%bin erefl erefl _); intros G H; exact (@ob_c71b5e1b12e9e77f R P_tp n_n n_d _ (fun x => asR (G 5%bin x)) (@holds_bin_at _ _ _ _ E _ smE _ _ 5%bin 5%bin H isT erefl)).
by [].
Qed.
