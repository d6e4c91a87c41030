From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import RulesHaloShift.
From TV Require Import RulesMissing.
From TV Require Import AttentionBackward.
From TV Require Import Permute.
From TV Require Import RulesHaloBackward.
From TV Require Import RulesHaloOpen.
From TV Require Import RulesHaloShift.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import RulesZigzag.
From TV Require Import RulesZigzagScatter.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.yoco_a04b_main Require Import certificate_stmt_sm0 certificate_stmt_sm1 certificate_stmt_sm2_3 certificate_stmt_sm4 certificate_stmt_sm5 certificate_stmt_sm6 certificate_stmt_sm7_9 certificate_stmt_sm10 certificate_stmt_sm11 certificate_stmt_sm12 certificate_stmt_sm13_14 certificate_stmt_sm15 certificate_stmt_sm16 certificate_stmt_sm17 certificate_stmt_sm18_19 certificate_stmt_sm20_22 certificate_stmt_sm23 certificate_stmt_sm24 certificate_stmt_sm25_26 certificate_stmt_sm27_30 certificate_stmt_sm31 certificate_stmt_sm32_36 certificate_stmt_sm37 certificate_stmt_sm38_43 certificate_stmt_sm44 certificate_stmt_sm45_50 certificate_stmt_sm51 certificate_stmt_sm52_56 certificate_stmt_sm57 certificate_stmt_sm58_63 certificate_stmt_sm64 certificate_stmt_sm65_69 certificate_stmt_sm70 certificate_stmt_sm71_76 certificate_stmt_sm77 certificate_stmt_sm78_82 certificate_stmt_sm83 certificate_stmt_sm84.
Lemma cert_scoped (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : scoped (nat_of_bin 225%bin) (certificate_stmt_sm0 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm1 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm2 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm3 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm4 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm5 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm6 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm7 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm8 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm9 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm10 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm11 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm12 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm13 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm14 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm15 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm16 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm17 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm18 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm19 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm20 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm21 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm22 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm23 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm24 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm25 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm26 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm27 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm28 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm29 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm30 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm31 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm32 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm33 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm34 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm35 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm36 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm37 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm38 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm39 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm40 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm41 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm42 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm43 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm44 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm45 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm46 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm47 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm48 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm49 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm50 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm51 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm52 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm53 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm54 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm55 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm56 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm57 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm58 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm59 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm60 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm61 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm62 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm63 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm64 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm65 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm66 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm67 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm68 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm69 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm70 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm71 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm72 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm73 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm74 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm75 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm76 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm77 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm78 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm79 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm80 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm81 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm82 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm83 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk ++
      certificate_stmt_sm84 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk).
Proof. by vm_compute. Qed.
