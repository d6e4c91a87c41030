(* Positive instances: one obligation-shaped theorem per rule of
   RulesAttention / RulesEmbedding / RulesMoE / RulesPipeline, in the exact
   form the proof compiler emits (symbolic dims, implicit binders, proof
   = the rule applied).  Each near-miss in examples/nearmiss/ differs from
   one of these in exactly one attribute. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.

Theorem pos_rope_q {R : comRingType} {P b c h m : nat} {cs sn : nat -> nat -> R}
  {pos : seq nat -> nat} {Fpos : nat -> seq nat -> nat}
  {q : seq nat -> R} {Fq : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c] pos Fpos ->
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] q Fq ->
  rel_contiguous_shard P 1 c [:: b; c; h; (2 * m)%N] (op_rope cs sn 1 pos q)
    (fun r => op_rope cs sn 1 (Fpos r) (Fq r)).
Proof. move=> Hp Hq; exact: (@rule_rope_reindex R cs sn P 1 c (contig_map c) [:: b; c; h] m q pos Fq Fpos isT erefl Hq Hp). Qed.
Theorem pos_rope_q2 {R : comRingType} {P b c h dh m : nat} {cs sn : nat -> nat -> R}
  {pos : seq nat -> nat} {Fpos : nat -> seq nat -> nat}
  {q : seq nat -> R} {Fq : nat -> seq nat -> R} :
  dh = (2 * m)%N ->
  rel_contiguous_shard P 0 c [:: c] pos Fpos ->
  rel_contiguous_shard P 1 c [:: b; c; h; dh] q Fq ->
  rel_contiguous_shard P 1 c [:: b; c; h; dh] (op_rope cs sn 1 pos q)
    (fun r => op_rope cs sn 1 (Fpos r) (Fq r)).
Proof. move=> -> Hp Hq; exact: (@rule_rope_reindex R cs sn P 1 c (contig_map c) [:: b; c; h] m q pos Fq Fpos isT erefl Hq Hp). Qed.

Theorem pos_heads {R : fieldType} {P b g ckv n nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 (g * ckv)%N [:: b; (g * ckv)%N; n; dh] q Fq ->
  rel_contiguous_shard P 1 ckv [:: b; ckv; nk; dh] k Fk ->
  rel_contiguous_shard P 1 ckv [:: b; ckv; nk; dh] v Fv ->
  rel_contiguous_shard P 1 (g * ckv)%N [:: b; (g * ckv)%N; n; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g M (Fq r) (Fk r) (Fv r)).
Proof. exact: rule_sdpa_heads. Qed.
Theorem pos_cp {R : fieldType} {P b g hkv c nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_contiguous_shard P 2 c [:: b; (g * hkv)%N; c; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_contiguous_shard P 0 c [:: c; nk] M FM ->
  rel_contiguous_shard P 2 c [:: b; (g * hkv)%N; c; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. move=> HQ HK HV HM; exact: (rule_sdpa_query_reindex exp sc erefl HQ HK HV HM). Qed.
Theorem pos_zz {R : fieldType} {P b g hkv c nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_zigzag P 0 c [:: (2 * c)%N; nk] M FM ->
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. move=> HQ HK HV HM; exact: (rule_sdpa_query_reindex exp sc erefl HQ HK HV HM). Qed.
Theorem pos_mask {P c nk : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_zigzag P 0 c [:: (2 * c)%N] qpos Fq ->
  rel_replicated P [:: nk] kpos Fk ->
  rel_zigzag P 0 c [:: (2 * c)%N; nk] (op_causal_mask qpos kpos) (fun r => op_causal_mask (Fq r) (Fk r)).
Proof. exact: rule_causal_mask_reindex. Qed.

Theorem pos_emb {R : comRingType} {P vl d b n : nat} {E : seq nat -> R} {FE : nat -> seq nat -> R}
  {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_contiguous_shard P 0 vl [:: vl; d] E FE ->
  rel_replicated P [:: b; n] ids Fids ->
  rel_partial_sum P 1 [:: b; n; d] (op_embedding_off (P * vl) 0 E ids)
    (fun r => op_embedding_off vl (r * vl) (FE r) (Fids r)).
Proof. exact: (@rule_embedding_vocab R P vl (P * vl) (fun r => r * vl) d [:: b; n] _ _ _ _ erefl (fun _ => erefl)). Qed.
Theorem pos_slice {R : comRingType} {P ce t e : nat} {w : seq nat -> R} {Fw : nat -> seq nat -> R} :
  rel_replicated P [:: t; (P * ce)%N] w Fw ->
  rel_expert_partition P 1 ce [:: t; ce] w (fun r => op_slice 1 (r * ce) (Fw r)).
Proof. exact: (@rule_slice_expert_op R P 1 ce [:: t; (P * ce)%N]). Qed.
Theorem pos_combine {R : comRingType} {P ce t d : nat} {w y : seq nat -> R} {Fw Fy : nat -> seq nat -> R} :
  rel_expert_partition P 0 ce [:: ce; t; d] w Fw ->
  rel_expert_partition P 0 ce [:: ce; t; d] y Fy ->
  rel_partial_sum P 1 [:: t; d] (op_reduce_sum 0 (P * ce) (op_mul w y))
    (fun r => op_reduce_sum 0 ce (op_mul (Fw r) (Fy r))).
Proof. exact: (@rule_moe_combine_static R P 0 ce [:: ce; t; d]). Qed.
Theorem pos_acc {R : comRingType} {M cm n : nat} {k : R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard M 0 cm [:: cm; n] x Fx ->
  rel_equal [:: n] (op_scale k (op_reduce_sum 0 (M * cm) x))
    (op_scale k (accum_add M (fun m => op_reduce_sum 0 cm (Fx m)))).
Proof. exact: (@rule_microbatch_accumulate R M 0 cm k [:: cm; n]). Qed.
Theorem pos_recv {R : comRingType} {P c n : nat} {x : seq nat -> R} {F : nat -> nat -> seq nat -> R} :
  rel_contiguous_shard P 1 c [:: n; c] x (F 0) ->
  rel_contiguous_shard P 1 c [:: n; c] x (fun r => op_recv 0 (fun j => op_send (F j r))).
Proof. exact: rule_recv_reindex. Qed.
