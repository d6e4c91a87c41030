From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import RulesHaloShift.
From TV Require Import RulesMissing.
From TV Require Import AttentionBackward.
From TV Require Import Permute.
From TV Require Import RulesHaloBackward.
From TV Require Import RulesHaloShift.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import RulesZigzag.
From TV Require Import RulesZigzagLeave.
From TV Require Import RulesZigzagShuffle.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_obs1.
Lemma cert_obs1 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F -> certificate_stmt_obs1 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk E F.
Proof.
move=> Hall; red.
split; first exact (Hall 1750%bin isT).
split; first exact (Hall 1772%bin isT).
split; first exact (Hall 1779%bin isT).
split; first exact (Hall 1785%bin isT).
split; first exact (Hall 1799%bin isT).
split; first exact (Hall 1805%bin isT).
split; first exact (Hall 1819%bin isT).
split; first exact (Hall 1826%bin isT).
split; first exact (Hall 1830%bin isT).
split; first exact (Hall 1852%bin isT).
split; first exact (Hall 1859%bin isT).
split; first exact (Hall 1865%bin isT).
split; first exact (Hall 1879%bin isT).
split; first exact (Hall 1885%bin isT).
split; first exact (Hall 1899%bin isT).
split; first exact (Hall 1906%bin isT).
split; first exact (Hall 1910%bin isT).
split; first exact (Hall 1932%bin isT).
split; first exact (Hall 1939%bin isT).
split; first exact (Hall 1945%bin isT).
split; first exact (Hall 1959%bin isT).
split; first exact (Hall 1965%bin isT).
split; first exact (Hall 1979%bin isT).
split; first exact (Hall 1986%bin isT).
split; first exact (Hall 1990%bin isT).
split; first exact (Hall 2012%bin isT).
split; first exact (Hall 2019%bin isT).
split; first exact (Hall 2025%bin isT).
split; first exact (Hall 2039%bin isT).
split; first exact (Hall 2045%bin isT).
split; first exact (Hall 2059%bin isT).
split; first exact (Hall 2066%bin isT).
split; first exact (Hall 2070%bin isT).
split; first exact (Hall 2092%bin isT).
split; first exact (Hall 2099%bin isT).
split; first exact (Hall 2105%bin isT).
split; first exact (Hall 2119%bin isT).
split; first exact (Hall 2125%bin isT).
split; first exact (Hall 2139%bin isT).
split; first exact (Hall 2146%bin isT).
split; first exact (Hall 2150%bin isT).
split; first exact (Hall 2172%bin isT).
split; first exact (Hall 2179%bin isT).
split; first exact (Hall 2185%bin isT).
split; first exact (Hall 2199%bin isT).
split; first exact (Hall 2205%bin isT).
split; first exact (Hall 2219%bin isT).
split; first exact (Hall 2226%bin isT).
split; first exact (Hall 2230%bin isT).
split; first exact (Hall 2252%bin isT).
split; first exact (Hall 2259%bin isT).
split; first exact (Hall 2265%bin isT).
split; first exact (Hall 2279%bin isT).
split; first exact (Hall 2285%bin isT).
split; first exact (Hall 2299%bin isT).
split; first exact (Hall 2306%bin isT).
split; first exact (Hall 2310%bin isT).
split; first exact (Hall 2332%bin isT).
split; first exact (Hall 2339%bin isT).
split; first exact (Hall 2345%bin isT).
split; first exact (Hall 2359%bin isT).
split; first exact (Hall 2365%bin isT).
split; first exact (Hall 2383%bin isT).
exact (Hall 2391%bin isT).
Qed.
