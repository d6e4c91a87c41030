(* Positive instances (obligation-shaped) of the rules of RulesHalo,
   RulesCrossEntropy, RulesBackward, RulesDispatch; near-misses of these
   differ from one theorem here in exactly one attribute. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesMoE.
From TV Require Import RulesHalo RulesCrossEntropy RulesBackward RulesDispatch4.
Theorem pos_halo_exchange {R : comRingType} {P b hkv c h dh : nat} {k : seq nat -> R} {Fk : nat -> seq nat -> R} :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: b; hkv; c; dh] k Fk ->
  rel_halo P 2 c h [:: b; hkv; (h + c)%N; dh] k
    (fun r => op_concat 2 h (op_recv r.-1 (fun j => op_send (op_slice 2 (c - h) (Fk j)))) (Fk r)).
Proof. exact: rule_halo_exchange. Qed.
Theorem pos_halo_pos {P c h : nat} {pos : seq nat -> nat} {Fq : nat -> seq nat -> nat} :
  (h <= c)%N -> rel_equal [:: (P * c)%N] pos op_arange -> rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c)
    (fun r => op_concat_index 0 h (op_arange_from (if r == 0 then (P * c)%N else (r * c - h)%N)) (Fq r)).
Proof. exact: rule_halo_positions. Qed.
Theorem pos_sdpa_halo {R : fieldType} {P g hkv b c h dh : nat} {exp : R -> R} {sc : R}
  {pos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} {q k v : seq nat -> R} {FQ FK FV : nat -> seq nat -> R} :
  rel_contiguous_shard P 2 c [:: b; (g * hkv)%N; c; dh] q FQ ->
  rel_halo P 2 c h [:: b; hkv; (h + c)%N; dh] k FK ->
  rel_halo P 2 c h [:: b; hkv; (h + c)%N; dh] v FV ->
  rel_equal [:: (P * c)%N] pos op_arange ->
  rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c) Fk ->
  rel_contiguous_shard P 2 c [:: b; (g * hkv)%N; c; dh]
    (op_sdpa exp (P * c) dh sc g (op_sliding_window_mask (h + 1) pos pos) q k v)
    (fun r => op_sdpa exp (h + c) dh sc g (op_sliding_window_mask (h + 1) (Fq r) (Fk r)) (FQ r) (FK r) (FV r)).
Proof. exact: (rule_sdpa_halo exp sc (window_halo h)). Qed.
Theorem pos_ce_vocab {R : fieldType} {P vl b n : nat} {exp log : R -> R} {z : seq nat -> R}
  {Fz : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_contiguous_shard P 2 vl [:: b; n; vl] z Fz -> rel_replicated P [:: b; n] labels Fl ->
  rel_replicated P [:: b; n] (op_cross_entropy exp log (P * vl) z labels)
    (fun _ => op_sub (op_log log (op_all_reduce P 1 (fun r => op_reduce_sum 2 vl (op_exp exp (Fz r)))))
                     (op_all_reduce P 1 (fun r => op_pick_off (r * vl) vl (Fz r) (Fl r)))).
Proof. exact: (@rule_cross_entropy_vocab R exp log P vl [:: b; n]). Qed.
Theorem pos_pick {R : comRingType} {P vl t : nat} {z : seq nat -> R}
  {Fz : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_contiguous_shard P 1 vl [:: t; vl] z Fz -> rel_replicated P [:: t] labels Fl ->
  rel_partial_sum P 1 [:: t] (op_pick_off 0 (P * vl) z labels) (fun r => op_pick_off (r * vl) vl (Fz r) (Fl r)).
Proof. exact: (@rule_pick_vocab R P vl [:: t]). Qed.
Theorem pos_sumexp {R : comRingType} {P vl t : nat} {exp : R -> R} {z : seq nat -> R} {Fz : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 vl [:: t; vl] z Fz ->
  rel_partial_sum P 1 [:: t] (op_reduce_sum 1 (P * vl) (op_exp exp z)) (fun r => op_reduce_sum 1 vl (op_exp exp (Fz r))).
Proof. exact: (@rule_sumexp_vocab R exp P vl [:: t]). Qed.
Theorem pos_emb_back {R : comRingType} {P vl n d : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat}
  {dy : seq nat -> R} {Fdy : nat -> seq nat -> R} :
  rel_replicated P [:: n] ids Fids -> rel_replicated P [:: n; d] dy Fdy ->
  rel_contiguous_shard P 0 vl [:: vl; d] (op_embedding_backward_off 0 n ids dy)
    (fun r => op_embedding_backward_off (r * vl) n (Fids r) (Fdy r)).
Proof. exact: rule_embedding_backward_vocab. Qed.
Theorem pos_emb_back_tok {R : comRingType} {P c v d : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat}
  {dy : seq nat -> R} {Fdy : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c; d] dy Fdy -> rel_contiguous_shard P 0 c [:: c] ids Fids ->
  rel_partial_sum P 1 [:: v; d] (op_embedding_backward_off 0 (P * c) ids dy)
    (fun r => op_embedding_backward_off 0 c (Fids r) (Fdy r)).
Proof. exact: rule_embedding_backward_tokens. Qed.
Theorem pos_rms_dw {R : fieldType} {P c n : nat} {rsqrt : R -> R} {eps : R} {x dy : seq nat -> R} {Fx Fdy : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c; n] x Fx -> rel_contiguous_shard P 0 c [:: c; n] dy Fdy ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w rsqrt n (P * c) eps x dy)
    (fun r => op_rmsnorm_backward_w rsqrt n c eps (Fx r) (Fdy r)).
Proof. exact: rule_rmsnorm_backward_w_rows. Qed.
Theorem pos_dispatch {R : comRingType} {P ce t d : nat} {buf : seq nat -> R} {Fb : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 t [:: (P * ce)%N; t; d] buf Fb ->
  rel_expert_partition P 0 ce [:: ce; (P * t)%N; d] buf (fun q => op_all_to_all 0 ce 1 t Fb q).
Proof. exact: (@rule_all_to_all_dispatch _ P ce t 1 [:: ce; (P * t)%N; d]). Qed.
Theorem pos_combine_a2a {R : comRingType} {P ce t d : nat} {y : seq nat -> R} {Fy : nat -> seq nat -> R} :
  rel_expert_partition P 0 ce [:: ce; (P * t)%N; d] y Fy ->
  rel_contiguous_shard P 1 t [:: (P * ce)%N; t; d] y (fun s => op_all_to_all 1 t 0 ce Fy s).
Proof. exact: (@rule_all_to_all_combine _ P ce t (P * t) 1 [:: (P * ce)%N; t; d]). Qed.
