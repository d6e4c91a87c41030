From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import ComposeFast ComposeChunks.
Definition cert_smc0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (value R)) :=
  [:: Step [:: 0; 1] (fun vs => VR (op_matmul n_d (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: 3] (fun vs => VR (op_silu f_sigmoid (asR (arg vs 0))));
     Step [:: 4; 2] (fun vs => VR (op_matmul (P_tp * n_f_l) (asR (arg vs 0)) (asR (arg vs 1))))].
