From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From Gen.mlp_tp2 Require Import ob_3334a7754659687a ob_3ffd1a4effb18c12 ob_62333d323d83bf76 ob_df1604aae648f86b.
Theorem certificate : forall (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (x0 : seq nat -> R) (x1 : seq nat -> R) (x2 : seq nat -> R) (Fx0 : nat -> seq nat -> R) (Fx1 : nat -> seq nat -> R) (Fx2 : nat -> seq nat -> R),
  rel_replicated P_tp [:: n_n; n_d] x0 Fx0 ->
  rel_contiguous_shard P_tp 1 n_f_l [:: n_d; n_f_l] x1 Fx1 ->
  rel_contiguous_shard P_tp 0 n_f_l [:: n_f_l; n_d] x2 Fx2 ->
  let smprog := [:: Step [:: 0; 1] (fun vs => VR (op_matmul n_d (asR (arg vs 0)) (asR (arg vs 1))));
                   Step [:: 3] (fun vs => VR (op_silu f_sigmoid (asR (arg vs 0))));
                   Step [:: 4; 2] (fun vs => VR (op_matmul (P_tp * n_f_l) (asR (arg vs 0)) (asR (arg vs 1))))]
                 in
  let E := run 3 smprog (fun j => arg [:: VR x0; VR x1; VR x2] j) in
  let pmprog := [:: Step [:: 0; 1] (fun vs r => VR (op_matmul n_d (asR (argf vs 0 r)) (asR (argf vs 1 r))));
                   Step [:: 3] (fun vs r => VR (op_silu f_sigmoid (asR (argf vs 0 r))));
                   Step [:: 4; 2] (fun vs r => VR (op_matmul n_f_l (asR (argf vs 0 r)) (asR (argf vs 1 r))));
                   Step [:: 5] (fun vs r => VR (op_all_reduce P_tp 1 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))))]
                 in
  let pmin := fun j => argf [:: (fun r => VR (Fx0 (nth 0 r 0))); (fun r => VR (Fx1 (nth 0 r 0))); (fun r => VR (Fx2 (nth 0 r 0)))] j in
  let F := run 3 pmprog pmin in
  rel_replicated P_tp [:: n_n; n_d] (asR (E 5)) (fun r => asR (F 6 [:: r])).
Proof.
move=> R P_tp n_d n_f_l n_n f_sigmoid x0 x1 x2 Fx0 Fx1 Fx2 Hx0 Hx1 Hx2 smprog E pmprog pmin F.
pose sm (j : nat) := E (nth 0 [:: 0; 1; 2; 3; 4; 5; 5] j).
pose rel (j : nat) : value R -> (seq nat -> value R) -> Prop :=
  nth (fun _ _ => False) [::
    (fun X G => rel_replicated P_tp [:: n_n; n_d] (asR X) (fun r => asR (G [:: r])));
    (fun X G => rel_contiguous_shard P_tp 1 n_f_l [:: n_d; n_f_l] (asR X) (fun r => asR (G [:: r])));
    (fun X G => rel_contiguous_shard P_tp 0 n_f_l [:: n_f_l; n_d] (asR X) (fun r => asR (G [:: r])));
    (fun X G => rel_contiguous_shard P_tp 1 n_f_l [:: n_n; n_f_l] (asR X) (fun r => asR (G [:: r])));
    (fun X G => rel_contiguous_shard P_tp 1 n_f_l [:: n_n; n_f_l] (asR X) (fun r => asR (G [:: r])));
    (fun X G => rel_partial_sum P_tp 1 [:: n_n; n_d] (asR X) (fun r => asR (G [:: r])));
    (fun X G => rel_replicated P_tp [:: n_n; n_d] (asR X) (fun r => asR (G [:: r])))] j.
have Hsm : scoped 3 smprog by [].
have E3 : E 3 = VR (op_matmul n_d (asR (E 0)) (asR (E 1))) by rewrite /E (run_nth _ (i := 0) Hsm erefl); exact: erefl.
have E4 : E 4 = VR (op_silu f_sigmoid (asR (E 3))) by rewrite /E (run_nth _ (i := 1) Hsm erefl); exact: erefl.
have E5 : E 5 = VR (op_matmul (P_tp * n_f_l) (asR (E 4)) (asR (E 2))) by rewrite /E (run_nth _ (i := 2) Hsm erefl); exact: erefl.
have E0 : E 0 = VR x0 by rewrite /E run_before.
have E1 : E 1 = VR x1 by rewrite /E run_before.
have E2 : E 2 = VR x2 by rewrite /E run_before.
clearbody E.
have Hall : holds sm rel (3 + size pmprog) F.
  apply: (@compose _ _ sm rel 3 pmprog pmin).
  - move=> j; case: j => [_|j]; first by rewrite /rel /sm /= E0; exact: Hx0.
    case: j => [_|j]; first by rewrite /rel /sm /= E1; exact: Hx1.
    case: j => [_|j]; first by rewrite /rel /sm /= E2; exact: Hx2.
    by [].
  - split; first by move=> G H; rewrite /rel /sm /= E3; exact: ob_3ffd1a4effb18c12 (H 0 isT) (H 1 isT).
    split; first by move=> G H; rewrite /rel /sm /= E4; exact: ob_df1604aae648f86b (H 3 isT).
    split; first by move=> G H; rewrite /rel /sm /= E5; exact: ob_3334a7754659687a (H 4 isT) (H 2 isT).
    split=> //; move=> G H; rewrite /rel /sm /=; exact: ob_62333d323d83bf76 (H 5 isT).
exact: (Hall 6 isT).
Qed.
