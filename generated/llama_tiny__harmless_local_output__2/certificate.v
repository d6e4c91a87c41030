From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import AttentionBackward.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import ComposeFast.
From Gen.llama_tiny__harmless_local_output__2 Require Import ob_04382f6d72aa98da ob_044624d7fa6b8925 ob_067c743e7ba68309 ob_0875c7b6b0d32848 ob_0ba28c5d892e0074 ob_0f0024badbd8c52c ob_0f0e93e3ab122c89 ob_0f23612ce2b64f47 ob_0fc56fd7b7cd6db8 ob_119c2ea3477186dd ob_165b4ea175ad73eb ob_19577ec1dd9ef13a ob_1d88cc7405b01216 ob_255b906613fd3a9d ob_2910c6e5d60625d2 ob_2a9f474526b52326 ob_2ac726a3c1b83507 ob_2d15f3b41183eece ob_2d8b8110ae65f01a ob_2f293be4ecca9976 ob_32beca57be0fc4ec ob_33f8f08b9ba026a6 ob_3ba6368270bca2f2 ob_3cb5ab9214cb5ded ob_3d04feb3b425eccb ob_400813c215a513e7 ob_40218060915ec561 ob_4417f610a3d2d881 ob_4805db0f86d57a3a ob_4d013c7635a78ca8 ob_4f52ca9e3cc07be2 ob_51f4c490dfde2b28 ob_5270128c48e13926 ob_5362985edcb5a3a3 ob_56adb89f14a0cccc ob_5b780fa1f9a4a6d8 ob_5c28810183ec982a ob_5f1fe12567cf1715 ob_5f303f1f3af1f6c1 ob_5ff385afd60a5569 ob_62d79c2f065a85b1 ob_66c5325a2bf1f1d4 ob_66de097208224f1c ob_6baae2fb6e29817e ob_6ebbb787f02a112e ob_76779edd50e1c5a4 ob_77caa1f4df2ef160 ob_7928b19739a404d3 ob_798d2a00d05ea4b5 ob_7a47aeb642746a2d ob_812401aa6d88dd9d ob_81380178c69bf07d ob_839a6c031cccf48c ob_87fa0aba9f46fda4 ob_881571af62ba541f ob_897c8e63f25a6bcf ob_8b2089aea0c91f52 ob_8bd23e4767f019b3 ob_986656a02f7bdb58 ob_9c0255b26d2a7313 ob_9e889fcdd2174e9c ob_a0866d08291b16c8 ob_a154a24d3791bf4f ob_a29e07c77ad8009b ob_a7d4277249fc1c0d ob_acaa48fb92f6156c ob_ad21be895569412f ob_af7499495d812dba ob_b1ad76e36d4a0a6c ob_b2a9aad2a149bda8 ob_b64af58c02dc2858 ob_bee8f33b90c50c49 ob_bf7969211fdfb739 ob_bf928d6c53620059 ob_c6c2e335aae31509 ob_d14c9594bf62182b ob_d51ad7e6a0c4c6c5 ob_d88958a04438d5fa ob_d9db9eb3fc71a234 ob_dcbb4e5e5c90b778 ob_e0a24f4f1bc0988d ob_e22d1c0e65417741 ob_e906e6dcde96f9ef ob_ea44a3dc4cf58f54 ob_efa68abe369baeb1 ob_f129312945f6c982 ob_f2d8e95508158c9e ob_f3e1ff27c5f1411b ob_f7dd36a629eb10c9 ob_f8d409fe6b3b5f33 ob_ffb8be54ec725ca2.
Definition cert_rel0 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asI X) (fun r => asI (G [:: r]))).
Definition cert_rel1 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel2 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel3 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel4 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel5 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel6 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel7 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel8 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel9 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [::] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel10 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel11 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel12 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel13 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel14 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel15 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel16 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel17 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel18 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel19 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel20 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel21 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel22 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel23 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel24 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel25 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel26 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel27 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 1; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel28 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel29 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel30 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: P_tp * n_p13] (asI X) (fun r => asI (G [:: r]))).
Definition cert_rel31 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM X) (fun r => asM (G [:: r]))).
Definition cert_rel32 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel33 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel34 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel35 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 n_p17 [:: 4 * P_tp * n_p5 * n_p7; n_p17] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel36 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 1 n_p17 [:: P_tp * n_p11 * n_p13; n_p17] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel37 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 2 n_p17 [:: n_p11; P_tp * n_p13; n_p17] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel38 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: n_p11; P_tp * n_p13; P_tp * n_p17] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel39 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel40 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: n_p11] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel41 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: P_tp * n_p11 * n_p13; P_tp * n_p17] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel42 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_expert_partition P_tp 2 n_p17 [:: n_p11; P_tp * n_p13; n_p17] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel43 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_expert_partition P_tp 1 n_p17 [:: P_tp * n_p11 * n_p13; n_p17] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel44 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; P_tp * n_p11 * n_p13] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel45 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_partial_sum P_tp 1 [:: 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel46 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel47 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; P_tp * n_p11 * n_p13] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel48 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel49 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel50 (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_replicated P_tp [:: P_tp * n_p17; 4 * P_tp * n_p5 * n_p7] (asR X) (fun r => asR (G [:: r]))).
Definition cert_rel (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) : nat -> value R -> (seq nat -> value R) -> Prop :=
  nth (fun _ _ => False) [::
    cert_rel0 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel0 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel5 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel5 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel5 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel5 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel5 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel8 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel8 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel9 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel27 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel27 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel31 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel21 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel22 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel27 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel27 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel31 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel35 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel36 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel37 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel38 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel39 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel9 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel40 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel39 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel39 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel38 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel41 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel38 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel42 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel43 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel44 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel8 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel35 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel8 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel8 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel45 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel46 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel47 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel47 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel45 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel46 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel31 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel48 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel48 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel49 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel45 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel46 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel47 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel34 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel33 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel47 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel7 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel6 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel45 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel13 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel46 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel30 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel31 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel29 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel28 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel26 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel20 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel25 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel23 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel1 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel24 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel16 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel48 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel19 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel18 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel48 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel17 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel2 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel15 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel14 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel49 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel3 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel32 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel10 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel4 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel45 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel11 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel12 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11;
    cert_rel50 R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11].
Definition cert_sm : seq nat := [:: 0; 1; 2; 3; 4; 5; 6; 7; 8; 9; 10; 11; 12; 13; 14; 15; 16; 17; 18; 19; 20; 21; 22; 23; 24; 25; 26; 26; 27; 27; 28; 29; 30; 31; 32; 33; 34; 35; 36; 37; 38; 39; 40; 41; 42; 43; 44; 45; 46; 47; 48; 49; 50; 51; 52; 53; 54; 55; 56; 57; 58; 59; 60; 61; 62; 63; 64; 65; 66; 67; 68; 69; 70; 71; 72; 73; 74; 75; 76; 77; 78; 79; 80; 81; 82; 83; 84; 85; 86; 87; 88; 89; 90; 91; 92; 93; 94; 95; 96; 97; 98; 99; 100; 101; 101; 102; 103; 103; 104; 105; 106; 107; 108; 109; 110; 111; 112; 113; 114; 115; 116; 117; 117; 118; 119; 119; 120; 121; 122; 123; 124; 125; 126; 127; 128; 129; 130; 131; 132; 133; 134; 135; 136; 137; 138; 139; 140; 141; 142; 143; 144; 145; 146; 147; 148; 149; 150; 151; 152; 153; 154; 155; 156; 157; 158; 159; 160; 161; 162; 163; 164; 165; 166; 167; 168; 169; 170; 171; 172; 173; 174; 175; 176; 177; 178; 179; 180; 181; 182; 183; 184; 185; 186; 187; 188; 189; 190; 191; 192; 193; 193; 194; 195; 195; 196; 197; 198; 199; 200; 201; 202; 203; 204; 205; 206; 207; 208; 209; 209; 210; 211; 211; 212; 213; 214; 215; 215; 216; 217; 218; 219; 220; 221; 222; 223; 223; 224; 225; 226; 227; 228; 229; 230; 231; 230; 232; 233; 232; 234; 235; 236; 237; 238; 239; 240; 241; 242; 243; 244; 245; 246; 247; 248; 249; 250; 251; 252; 253; 254; 255; 256; 257; 258; 259; 260; 261; 260; 262; 263; 264; 264; 265; 266; 267; 268; 269; 270; 271; 272; 273; 274; 275; 276; 277; 278; 279; 280; 281; 282; 283; 284; 285; 286; 287; 288; 289; 290; 291; 292; 293; 294; 295; 296; 297; 298; 299; 300; 301; 302; 303; 304; 305; 306; 307; 308; 309; 310; 311; 312; 313; 314; 315; 316; 317; 318; 319; 320; 321; 322; 323; 324; 325; 326; 327; 328; 329; 330; 331; 332; 333; 334; 335; 336; 337; 338; 339; 340; 341; 342; 343; 344; 345; 346; 345; 347; 348; 349; 349; 350; 351; 352; 353; 354; 355; 356; 357; 358; 359; 360; 361; 362; 363; 364; 365; 366; 367; 368; 369; 370; 371; 372; 373; 374; 375; 376; 377; 376; 378; 379; 380; 380; 381; 382; 383; 384; 385; 386; 387; 388; 389; 390; 391; 392; 393; 394; 395; 396; 397; 398; 399; 400; 401; 402; 403; 404; 405; 406; 407; 408; 409; 410; 411; 412; 413; 414; 415; 416; 417; 418; 419; 420; 421; 422; 423; 424; 425; 426; 427; 428; 429; 430; 431; 432; 433; 434; 435; 436; 437; 438; 439; 440; 441; 442; 443; 444; 445; 446; 447; 448; 449; 450; 451; 452; 453; 454; 455; 456; 457; 458; 459; 460; 461; 462; 461; 463; 464; 465; 465; 466].
Theorem certificate : forall (R : fieldType) (P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 : nat) (f_exp f_log f_rsqrt f_sigmoid : R -> R),
  forall smprog : seq (step (value R)),
  smprog = [:: Step [:: 24; 0] (fun vs => VR (op_embedding_off (P_tp * n_p17) 0 (asR (arg vs 0)) (asI (arg vs 1))));
             Step [:: 26; 8] (fun vs => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
             Step [:: 6] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 27] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 29; 28] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 30] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 31] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 4] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 27] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 34; 33] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 35] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 36] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 7] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 27] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 39; 38] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 40] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 41] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 2] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 43] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 3] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 45] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 44] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 47] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 48] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 49] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 32; 50] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 32] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 32] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 53] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 54; 52] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 46] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 56] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 57] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 58] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 55; 59] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 51; 60] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 2] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 62] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 3] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 64] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 63] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 66] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 67] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 68] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 37; 69] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 37] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 37] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 72] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 73; 71] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 65] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 75] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 76] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 77] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 74; 78] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 70; 79] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 80] (fun vs => VR (op_reshape_split 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 81] (fun vs => VR (op_reshape_merge 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 82] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
             Step [:: 83] (fun vs => VR (op_reshape_merge 2 2 (asR (arg vs 0))));
             Step [:: 42] (fun vs => VR (op_reshape_split 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 85] (fun vs => VR (op_reshape_merge 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 86] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
             Step [:: 87] (fun vs => VR (op_reshape_merge 2 2 (asR (arg vs 0))));
             Step [:: 61] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 84] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 88] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: 92; 93] (fun vs => @VM R (op_causal_mask (asI (arg vs 0)) (asI (arg vs 1))));
             Step [:: 89; 90; 91; 94] (fun vs => VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2))));
             Step [:: 95] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 96] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 5] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 97] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 99; 98] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 100] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 26; 101] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 102; 12] (fun vs => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
             Step [:: 9] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 103] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 105; 104] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 106] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 107] (fun vs => VR (op_silu f_sigmoid (asR (arg vs 0))));
             Step [:: 11] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 103] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 110; 109] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 111] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 108; 112] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 10] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 113] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 115; 114] (fun vs => VR (op_matmul (P_tp * n_p19) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 116] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 102; 117] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 118; 17] (fun vs => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
             Step [:: 15] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 119] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 121; 120] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 122] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 123] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 13] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 119] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 126; 125] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 127] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 128] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 16] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 119] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 131; 130] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 132] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 133] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 2] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 135] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 3] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 137] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 136] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 139] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 140] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 141] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 124; 142] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 124] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 124] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 145] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 146; 144] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 138] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 148] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 149] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 150] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 147; 151] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 143; 152] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 2] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 154] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 3] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 156] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 155] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 158] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 159] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 160] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 129; 161] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 129] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 129] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 164] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 165; 163] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 157] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 167] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 168] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 169] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 166; 170] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 162; 171] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 172] (fun vs => VR (op_reshape_split 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 173] (fun vs => VR (op_reshape_merge 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 174] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
             Step [:: 175] (fun vs => VR (op_reshape_merge 2 2 (asR (arg vs 0))));
             Step [:: 134] (fun vs => VR (op_reshape_split 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 177] (fun vs => VR (op_reshape_merge 3 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 178] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
             Step [:: 179] (fun vs => VR (op_reshape_merge 2 2 (asR (arg vs 0))));
             Step [:: 153] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 176] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 180] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: 184; 185] (fun vs => @VM R (op_causal_mask (asI (arg vs 0)) (asI (arg vs 1))));
             Step [:: 181; 182; 183; 186] (fun vs => VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2))));
             Step [:: 187] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 188] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 14] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 189] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 191; 190] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 192] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 118; 193] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 194; 21] (fun vs => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
             Step [:: 18] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 195] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 197; 196] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 198] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 199] (fun vs => VR (op_silu f_sigmoid (asR (arg vs 0))));
             Step [:: 20] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 195] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 202; 201] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 203] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 200; 204] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 19] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 205] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 207; 206] (fun vs => VR (op_matmul (P_tp * n_p19) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 208] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 194; 209] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 210; 22] (fun vs => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
             Step [:: 23] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 211] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 213; 212] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 214] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 215; 1] (fun vs => VR (op_cross_entropy f_exp f_log (P_tp * n_p17) (asR (arg vs 0)) (asI (arg vs 1))));
             Step [:: 216] (fun vs => VR (op_reduce_mean 0 n_p11 (op_reduce_mean 1 (P_tp * n_p13) (asR (arg vs 0)))));
             Step [:: 25] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 218] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
             Step [:: 219] (fun vs => VR (op_scale (1%:R / 32%:R)%R (asR (arg vs 0))));
             Step [:: 215; 1; 220] (fun vs => VR (op_cross_entropy_backward f_exp (P_tp * n_p17) (asR (arg vs 0)) (asI (arg vs 1)) (asR (arg vs 2))));
             Step [:: 221] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 222] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 223] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 224] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 225; 213] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 226] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 212] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 224; 228] (fun vs => VR (op_matmul (P_tp * n_p17) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 229] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 227] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 210; 22; 230] (fun vs => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 210; 22; 230] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 232] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 234] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 235; 207] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 236] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 206] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 234; 238] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 239] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 237] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 240; 200] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 240; 204] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 242] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 244] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 245; 202] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 246] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 201] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 244; 248] (fun vs => VR (op_matmul (P_tp * n_p19) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 249] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 247] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 199; 243] (fun vs => VR (op_silu_grad f_sigmoid (asR (arg vs 1)) (asR (arg vs 0))));
             Step [:: 252] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 253] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 254; 197] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 255] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 196] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 253; 257] (fun vs => VR (op_matmul (P_tp * n_p19) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 258] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 250; 259] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 256] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 194; 21; 260] (fun vs => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 194; 21; 260] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 232; 262] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 264] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 265] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 266; 191] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 267] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 190] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 265; 269] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 270] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 268] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 271] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 273] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: 275; 276] (fun vs => @VM R (op_causal_mask (asI (arg vs 0)) (asI (arg vs 1))));
             Step [:: 181; 182; 183; 277; 274] (fun vs => VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
             Step [:: 181; 182; 183; 277; 274] (fun vs => VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
             Step [:: 181; 182; 183; 277; 274] (fun vs => VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
             Step [:: 280] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 279] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 278] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 281] (fun vs => VR (op_reshape_split 2 2 (asR (arg vs 0))));
             Step [:: 284] (fun vs => VR (op_reduce_sum 3 2 (asR (arg vs 0))));
             Step [:: 282] (fun vs => VR (op_reshape_split 2 2 (asR (arg vs 0))));
             Step [:: 286] (fun vs => VR (op_reduce_sum 3 2 (asR (arg vs 0))));
             Step [:: 157] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 288] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 289] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 290] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 287; 291] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 292] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 292] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 293] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 294; 295] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 155] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 297] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 298] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 299] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 287; 300] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 296; 301] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 138] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 303] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 304] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 305] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 283; 306] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 307] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 307] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 308] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 309; 310] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 136] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 312] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 313] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 314] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 283; 315] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 311; 316] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 285] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 318] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 319] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 320; 131] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 321] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 130] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 319; 323] (fun vs => VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 324] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 322] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 302] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 327] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 328] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 329; 126] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 330] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 125] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 328; 332] (fun vs => VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 333] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 325; 334] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 331] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 317] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 337] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 338] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 339; 121] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 340] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 120] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 338; 342] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 343] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 335; 344] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 341] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 118; 17; 345] (fun vs => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 118; 17; 345] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 264; 347] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 349] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 350] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 351; 115] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 352] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 114] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 350; 354] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 355] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 353] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 356; 108] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 356; 112] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 358] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 360] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 361; 110] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 362] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 109] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 360; 364] (fun vs => VR (op_matmul (P_tp * n_p19) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 365] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 363] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 107; 359] (fun vs => VR (op_silu_grad f_sigmoid (asR (arg vs 1)) (asR (arg vs 0))));
             Step [:: 368] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 369] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 370; 105] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 371] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 104] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 369; 373] (fun vs => VR (op_matmul (P_tp * n_p19) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 374] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 366; 375] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 372] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 102; 12; 376] (fun vs => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 102; 12; 376] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 349; 378] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 380] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 381] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 382; 99] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 383] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 98] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 381; 385] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 386] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 384] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 387] (fun vs => VR (op_reshape_split 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 389] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: ] (fun vs => @VI R (op_arange_from 0));
             Step [:: 391; 392] (fun vs => @VM R (op_causal_mask (asI (arg vs 0)) (asI (arg vs 1))));
             Step [:: 89; 90; 91; 393; 390] (fun vs => VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
             Step [:: 89; 90; 91; 393; 390] (fun vs => VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
             Step [:: 89; 90; 91; 393; 390] (fun vs => VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
             Step [:: 396] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 395] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 394] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
             Step [:: 397] (fun vs => VR (op_reshape_split 2 2 (asR (arg vs 0))));
             Step [:: 400] (fun vs => VR (op_reduce_sum 3 2 (asR (arg vs 0))));
             Step [:: 398] (fun vs => VR (op_reshape_split 2 2 (asR (arg vs 0))));
             Step [:: 402] (fun vs => VR (op_reduce_sum 3 2 (asR (arg vs 0))));
             Step [:: 65] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 404] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 405] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 406] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 403; 407] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 408] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 408] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 409] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 410; 411] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 63] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 413] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 414] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 415] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 403; 416] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 412; 417] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 46] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 419] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 420] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 421] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 399; 422] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 423] (fun vs => VR (op_slice 3 0 (asR (arg vs 0))));
             Step [:: 423] (fun vs => VR (op_slice 3 n_p5 (asR (arg vs 0))));
             Step [:: 424] (fun vs => VR (op_neg (asR (arg vs 0))));
             Step [:: 425; 426] (fun vs => VR (op_concat 3 n_p5 (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 44] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 428] (fun vs => VR (op_reshape_merge 1 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 429] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
             Step [:: 430] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
             Step [:: 399; 431] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 427; 432] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 401] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 434] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 435] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 436; 39] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 437] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 38] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 435; 439] (fun vs => VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 440] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 438] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 418] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 443] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 444] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 445; 34] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 446] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 33] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 444; 448] (fun vs => VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 449] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 441; 450] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 447] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 433] (fun vs => VR (op_reshape_merge 2 (2 * n_p5) (asR (arg vs 0))));
             Step [:: 453] (fun vs => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 454] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 455; 29] (fun vs => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 456] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 28] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 454; 458] (fun vs => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 459] (fun vs => VR (op_reshape_split 0 (P_tp * n_p13) (asR (arg vs 0))));
             Step [:: 451; 460] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 457] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
             Step [:: 26; 8; 461] (fun vs => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 26; 8; 461] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
             Step [:: 380; 463] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 465; 0] (fun vs => VR (op_embedding_backward_off2 0 n_p11 (P_tp * n_p13) (asI (arg vs 1)) (asR (arg vs 0))))] ->
  forall pmprog : seq (step (seq nat -> value R)),
  pmprog = [:: Step [:: 24; 0] (fun vs r => VR (op_embedding_off n_p17 ((nth 0 r 0) * n_p17) (asR (argf vs 0 r)) (asI (argf vs 1 r))));
             Step [:: 26] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 27; 8] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r))));
             Step [:: 28] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 6] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 29] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 31; 30] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 32] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 33] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 4] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 29] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 36; 35] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 37] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 38] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 7] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 29] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 41; 40] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 42] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 43] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 45] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 47] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 46] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 49] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 50] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 51] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 34; 52] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 34] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 34] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 55] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 56; 54] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 48] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 58] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 59] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 60] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 57; 61] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 53; 62] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 64] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 66] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 65] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 68] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 69] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 70] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 39; 71] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 39] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 39] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 74] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 75; 73] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 67] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 77] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 78] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 79] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 76; 80] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 72; 81] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 82] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 83] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 84] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r))));
             Step [:: 85] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r))));
             Step [:: 44] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 87] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 88] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r))));
             Step [:: 89] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r))));
             Step [:: 63] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 86] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 90] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: 94; 95] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r))));
             Step [:: 91; 92; 93; 96] (fun vs r => VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r))));
             Step [:: 97] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 98] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 5] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 99] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 101; 100] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 102] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 103] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 27; 104] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 105; 12] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r))));
             Step [:: 106] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 9] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 107] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 109; 108] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 110] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 111] (fun vs r => VR (op_silu f_sigmoid (asR (argf vs 0 r))));
             Step [:: 11] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 107] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 114; 113] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 115] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 112; 116] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 10] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 117] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 119; 118] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 120] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 121] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 105; 122] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 123; 17] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r))));
             Step [:: 124] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 15] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 125] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 127; 126] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 128] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 129] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 13] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 125] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 132; 131] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 133] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 134] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 16] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 125] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 137; 136] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 138] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 139] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 141] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 143] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 142] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 145] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 146] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 147] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 130; 148] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 130] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 130] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 151] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 152; 150] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 144] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 154] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 155] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 156] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 153; 157] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 149; 158] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 160] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 162] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 161] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 164] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 165] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 166] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 135; 167] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 135] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 135] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 170] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 171; 169] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 163] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 173] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 174] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 175] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 172; 176] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 168; 177] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 178] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 179] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 180] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r))));
             Step [:: 181] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r))));
             Step [:: 140] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 183] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 184] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r))));
             Step [:: 185] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r))));
             Step [:: 159] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 182] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 186] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: 190; 191] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r))));
             Step [:: 187; 188; 189; 192] (fun vs r => VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r))));
             Step [:: 193] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 194] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 14] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 195] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 197; 196] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 198] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 199] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 123; 200] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 201; 21] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r))));
             Step [:: 202] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 18] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 203] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 205; 204] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 206] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 207] (fun vs r => VR (op_silu f_sigmoid (asR (argf vs 0 r))));
             Step [:: 20] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 203] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 210; 209] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 211] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 208; 212] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 19] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 213] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 215; 214] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 216] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 217] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 201; 218] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 219; 22] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r))));
             Step [:: 220] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 23] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 221] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 223; 222] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 224] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 225] (fun vs r => VR (op_all_gather 2 n_p17 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 226; 1] (fun vs r => VR (op_cross_entropy f_exp f_log (P_tp * n_p17) (asR (argf vs 0 r)) (asI (argf vs 1 r))));
             Step [:: 227] (fun vs r => VR (op_reduce_mean 0 n_p11 (op_reduce_mean 1 (P_tp * n_p13) (asR (argf vs 0 r)))));
             Step [:: 25] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 229] (fun vs r => VR (op_broadcast 1 (asR (argf vs 0 r))));
             Step [:: 230] (fun vs r => VR (op_scale (1%:R / 32%:R)%R (asR (argf vs 0 r))));
             Step [:: 226; 1; 231] (fun vs r => VR (op_cross_entropy_backward f_exp (P_tp * n_p17) (asR (argf vs 0 r)) (asI (argf vs 1 r)) (asR (argf vs 2 r))));
             Step [:: 232] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 233] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 234] (fun vs r => VR (op_slice 2 ((nth 0 r 0) * n_p17) (asR (argf vs 0 r))));
             Step [:: 235] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 236] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 237; 223] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 238] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 222] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 236; 240] (fun vs r => VR (op_matmul n_p17 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 241] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 239] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 242] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 219; 22; 244] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 219; 22; 244] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 245] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 247] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 248] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 249; 215] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 250] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 214] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 248; 252] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 253] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 251] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 254; 208] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 254; 212] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 256] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 258] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 259; 210] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 260] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 209] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 258; 262] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 263] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 261] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 207; 257] (fun vs r => VR (op_silu_grad f_sigmoid (asR (argf vs 1 r)) (asR (argf vs 0 r))));
             Step [:: 266] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 267] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 268; 205] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 269] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 204] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 267; 271] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 272] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 264; 273] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 270] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 274] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 201; 21; 276] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 201; 21; 276] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 245; 277] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 279] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 280] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 281] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 282; 197] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 283] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 196] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 281; 285] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 286] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 284] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 287] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 289] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: 291; 292] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r))));
             Step [:: 187; 188; 189; 293; 290] (fun vs r => VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r))));
             Step [:: 187; 188; 189; 293; 290] (fun vs r => VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r))));
             Step [:: 187; 188; 189; 293; 290] (fun vs r => VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r))));
             Step [:: 296] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 295] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 294] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 297] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r))));
             Step [:: 300] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r))));
             Step [:: 298] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r))));
             Step [:: 302] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r))));
             Step [:: 163] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 304] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 305] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 306] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 303; 307] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 308] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 308] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 309] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 310; 311] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 161] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 313] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 314] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 315] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 303; 316] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 312; 317] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 144] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 319] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 320] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 321] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 299; 322] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 323] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 323] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 324] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 325; 326] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 142] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 328] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 329] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 330] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 299; 331] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 327; 332] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 301] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 334] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 335] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 336; 137] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 337] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 136] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 335; 339] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 340] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 338] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 318] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 343] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 344] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 345; 132] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 346] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 131] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 344; 348] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 349] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 341; 350] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 347] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 333] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 353] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 354] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 355; 127] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 356] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 126] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 354; 358] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 359] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 351; 360] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 357] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 361] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 123; 17; 363] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 123; 17; 363] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 279; 364] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 366] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 367] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 368] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 369; 119] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 370] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 118] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 368; 372] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 373] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 371] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 374; 112] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 374; 116] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 376] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 378] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 379; 114] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 380] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 113] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 378; 382] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 383] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 381] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 111; 377] (fun vs r => VR (op_silu_grad f_sigmoid (asR (argf vs 1 r)) (asR (argf vs 0 r))));
             Step [:: 386] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 387] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 388; 109] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 389] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 108] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 387; 391] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 392] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 384; 393] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 390] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 394] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 105; 12; 396] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 105; 12; 396] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 366; 397] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 399] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 400] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 401] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 402; 101] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 403] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 100] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 401; 405] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 406] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 404] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 407] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 409] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: ] (fun vs r => @VI R (op_arange_from 0));
             Step [:: 411; 412] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r))));
             Step [:: 91; 92; 93; 413; 410] (fun vs r => VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r))));
             Step [:: 91; 92; 93; 413; 410] (fun vs r => VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r))));
             Step [:: 91; 92; 93; 413; 410] (fun vs r => VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r))));
             Step [:: 416] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 415] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 414] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r))));
             Step [:: 417] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r))));
             Step [:: 420] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r))));
             Step [:: 418] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r))));
             Step [:: 422] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r))));
             Step [:: 67] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 424] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 425] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 426] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 423; 427] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 428] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 428] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 429] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 430; 431] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 65] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 433] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 434] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 435] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 423; 436] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 432; 437] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 48] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 439] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 440] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 441] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 419; 442] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 443] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r))));
             Step [:: 443] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r))));
             Step [:: 444] (fun vs r => VR (op_neg (asR (argf vs 0 r))));
             Step [:: 445; 446] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 46] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 448] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 449] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))));
             Step [:: 450] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r))));
             Step [:: 419; 451] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 447; 452] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 421] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 454] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 455] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 456; 41] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 457] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 40] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 455; 459] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 460] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 458] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 438] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 463] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 464] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 465; 36] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 466] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 35] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 464; 468] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 469] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 461; 470] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 467] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 453] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))));
             Step [:: 473] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 474] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 475; 31] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 476] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 30] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 474; 478] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 479] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))));
             Step [:: 471; 480] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 477] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))));
             Step [:: 481] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0)));
             Step [:: 27; 8; 483] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 27; 8; 483] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r))));
             Step [:: 399; 484] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 486] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))));
             Step [:: 487; 0] (fun vs r => VR (op_embedding_backward_off2 0 n_p11 (P_tp * n_p13) (asI (argf vs 1 r)) (asR (argf vs 0 r))))] ->
  forall (x0 : seq nat -> nat) (x1 : seq nat -> nat) (x2 : seq nat -> R) (x3 : seq nat -> R) (x4 : seq nat -> R) (x5 : seq nat -> R) (x6 : seq nat -> R) (x7 : seq nat -> R) (x8 : seq nat -> R) (x9 : seq nat -> R) (x10 : seq nat -> R) (x11 : seq nat -> R) (x12 : seq nat -> R) (x13 : seq nat -> R) (x14 : seq nat -> R) (x15 : seq nat -> R) (x16 : seq nat -> R) (x17 : seq nat -> R) (x18 : seq nat -> R) (x19 : seq nat -> R) (x20 : seq nat -> R) (x21 : seq nat -> R) (x22 : seq nat -> R) (x23 : seq nat -> R) (x24 : seq nat -> R) (x25 : seq nat -> R) (Fx0 : nat -> seq nat -> nat) (Fx1 : nat -> seq nat -> nat) (Fx2 : nat -> seq nat -> R) (Fx3 : nat -> seq nat -> R) (Fx4 : nat -> seq nat -> R) (Fx5 : nat -> seq nat -> R) (Fx6 : nat -> seq nat -> R) (Fx7 : nat -> seq nat -> R) (Fx8 : nat -> seq nat -> R) (Fx9 : nat -> seq nat -> R) (Fx10 : nat -> seq nat -> R) (Fx11 : nat -> seq nat -> R) (Fx12 : nat -> seq nat -> R) (Fx13 : nat -> seq nat -> R) (Fx14 : nat -> seq nat -> R) (Fx15 : nat -> seq nat -> R) (Fx16 : nat -> seq nat -> R) (Fx17 : nat -> seq nat -> R) (Fx18 : nat -> seq nat -> R) (Fx19 : nat -> seq nat -> R) (Fx20 : nat -> seq nat -> R) (Fx21 : nat -> seq nat -> R) (Fx22 : nat -> seq nat -> R) (Fx23 : nat -> seq nat -> R) (Fx24 : nat -> seq nat -> R) (Fx25 : nat -> seq nat -> R),
  rel_replicated P_tp [:: n_p11; P_tp * n_p13] x0 Fx0 ->
  rel_replicated P_tp [:: n_p11; P_tp * n_p13] x1 Fx1 ->
  rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] x2 Fx2 ->
  rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] x3 Fx3 ->
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] x4 Fx4 ->
  rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] x5 Fx5 ->
  rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] x6 Fx6 ->
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] x7 Fx7 ->
  rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] x8 Fx8 ->
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] x9 Fx9 ->
  rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] x10 Fx10 ->
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] x11 Fx11 ->
  rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] x12 Fx12 ->
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] x13 Fx13 ->
  rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] x14 Fx14 ->
  rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] x15 Fx15 ->
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] x16 Fx16 ->
  rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] x17 Fx17 ->
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] x18 Fx18 ->
  rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] x19 Fx19 ->
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] x20 Fx20 ->
  rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] x21 Fx21 ->
  rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] x22 Fx22 ->
  rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] x23 Fx23 ->
  rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] x24 Fx24 ->
  rel_replicated P_tp [::] x25 Fx25 ->
  let E := run 26 smprog (fun j => arg [:: @VI R x0; @VI R x1; VR x2; VR x3; VR x4; VR x5; VR x6; VR x7; VR x8; VR x9; VR x10; VR x11; VR x12; VR x13; VR x14; VR x15; VR x16; VR x17; VR x18; VR x19; VR x20; VR x21; VR x22; VR x23; VR x24; VR x25] j) in
  let pmin := fun j => argf [:: (fun r => @VI R (Fx0 (nth 0 r 0))); (fun r => @VI R (Fx1 (nth 0 r 0))); (fun r => VR (Fx2 (nth 0 r 0))); (fun r => VR (Fx3 (nth 0 r 0))); (fun r => VR (Fx4 (nth 0 r 0))); (fun r => VR (Fx5 (nth 0 r 0))); (fun r => VR (Fx6 (nth 0 r 0))); (fun r => VR (Fx7 (nth 0 r 0))); (fun r => VR (Fx8 (nth 0 r 0))); (fun r => VR (Fx9 (nth 0 r 0))); (fun r => VR (Fx10 (nth 0 r 0))); (fun r => VR (Fx11 (nth 0 r 0))); (fun r => VR (Fx12 (nth 0 r 0))); (fun r => VR (Fx13 (nth 0 r 0))); (fun r => VR (Fx14 (nth 0 r 0))); (fun r => VR (Fx15 (nth 0 r 0))); (fun r => VR (Fx16 (nth 0 r 0))); (fun r => VR (Fx17 (nth 0 r 0))); (fun r => VR (Fx18 (nth 0 r 0))); (fun r => VR (Fx19 (nth 0 r 0))); (fun r => VR (Fx20 (nth 0 r 0))); (fun r => VR (Fx21 (nth 0 r 0))); (fun r => VR (Fx22 (nth 0 r 0))); (fun r => VR (Fx23 (nth 0 r 0))); (fun r => VR (Fx24 (nth 0 r 0))); (fun r => VR (Fx25 (nth 0 r 0)))] j in
  let F := run 26 pmprog pmin in
  rel_replicated P_tp [::] (asR (E 217)) (fun r => asR (F 228 [:: r])) /\
  rel_replicated P_tp [:: n_p11; P_tp * n_p13; P_tp * n_p17] (asR (E 215)) (fun r => asR (F 226 [:: r])) /\
  rel_replicated P_tp [:: P_tp * n_p17; 4 * P_tp * n_p5 * n_p7] (asR (E 466)) (fun r => asR (F 488 [:: r])) /\
  rel_partial_sum P_tp 1 [:: 4 * P_tp * n_p5 * n_p7] (asR (E 464)) (fun r => asR (F 485 [:: r])) /\
  rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 462)) (fun r => asR (F 482 [:: r])) /\
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 452)) (fun r => asR (F 472 [:: r])) /\
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 442)) (fun r => asR (F 462 [:: r])) /\
  rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 388)) (fun r => asR (F 408 [:: r])) /\
  rel_partial_sum P_tp 1 [:: 4 * P_tp * n_p5 * n_p7] (asR (E 379)) (fun r => asR (F 398 [:: r])) /\
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 377)) (fun r => asR (F 395 [:: r])) /\
  rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 357)) (fun r => asR (F 375 [:: r])) /\
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 367)) (fun r => asR (F 385 [:: r])) /\
  rel_partial_sum P_tp 1 [:: 4 * P_tp * n_p5 * n_p7] (asR (E 348)) (fun r => asR (F 365 [:: r])) /\
  rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 346)) (fun r => asR (F 362 [:: r])) /\
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 336)) (fun r => asR (F 352 [:: r])) /\
  rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 326)) (fun r => asR (F 342 [:: r])) /\
  rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 272)) (fun r => asR (F 288 [:: r])) /\
  rel_partial_sum P_tp 1 [:: 4 * P_tp * n_p5 * n_p7] (asR (E 263)) (fun r => asR (F 278 [:: r])) /\
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 261)) (fun r => asR (F 275 [:: r])) /\
  rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 241)) (fun r => asR (F 255 [:: r])) /\
  rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 251)) (fun r => asR (F 265 [:: r])) /\
  rel_partial_sum P_tp 1 [:: 4 * P_tp * n_p5 * n_p7] (asR (E 233)) (fun r => asR (F 246 [:: r])) /\
  rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] (asR (E 231)) (fun r => asR (F 243 [:: r])).
Proof.
move=> R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11 f_exp f_log f_rsqrt f_sigmoid smprog Hsm pmprog Hpm.
have Hsc : scoped 26 smprog by rewrite Hsm.
pose rel := cert_rel R P_tp n_p17 n_p5 n_p7 n_p13 n_p19 n_p11.
have Hloc : forall E0 : nat -> value R, locals (fun j => run 26 smprog E0 (nth 0 cert_sm j)) rel 26 pmprog.
  move=> E0; pose E := run 26 smprog E0; pose sm (j : nat) := E (nth 0 cert_sm j).
  rewrite Hpm.
  refine (@locals_cat _ _ sm rel 26 58 [:: Step [:: 24; 0] (fun vs r => VR (op_embedding_off n_p17 ((nth 0 r 0) * n_p17) (asR (argf vs 0 r)) (asI (argf vs 1 r)))); Step [:: 26] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 27; 8] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)))); Step [:: 28] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 6] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 29] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 31; 30] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 32] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 33] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 4] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 29] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 36; 35] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 37] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 38] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 7] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 29] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 41; 40] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 42] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 43] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 45] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 47] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 46] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 49] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 50] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 51] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 34; 52] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 34] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 34] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 55] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 56; 54] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 26 _ _ (@run_step _ 26 smprog _ E _ 0 erefl Hsm Hsc : E 26 = VR (op_embedding_off (P_tp * n_p17) 0 (asR (E 24)) (asI (E 0)))) _); intros G H; exact: ob_165b4ea175ad73eb (H 24 isT : rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] (asR (E 24)) (fun r => asR (G 24 [:: r]))) (H 0 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asI (E 0)) (fun r => asI (G 0 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 26 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 26)) (fun r => asR (G 26 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 28 _ _ (@run_step _ 26 smprog _ E _ 1 erefl Hsm Hsc : E 27 = VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 8)) (asR (E 26)))) _); intros G H; exact: ob_4417f610a3d2d881 (H 27 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 26)) (fun r => asR (G 27 [:: r]))) (H 8 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 8)) (fun r => asR (G 8 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 28 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 27)) (fun r => asR (G 28 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 30 _ _ (@run_step _ 26 smprog _ E _ 2 erefl Hsm Hsc : E 28 = VR (op_transpose 0 1 (asR (E 6)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 6 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 6)) (fun r => asR (G 6 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 31 _ _ (@run_step _ 26 smprog _ E _ 3 erefl Hsm Hsc : E 29 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 27)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 29 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 27)) (fun r => asR (G 29 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 32 _ _ (@run_step _ 26 smprog _ E _ 4 erefl Hsm Hsc : E 30 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 29)) (asR (E 28)))) _); intros G H; exact: ob_5ff385afd60a5569 (H 31 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 29)) (fun r => asR (G 31 [:: r]))) (H 30 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 28)) (fun r => asR (G 30 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 33 _ _ (@run_step _ 26 smprog _ E _ 5 erefl Hsm Hsc : E 31 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 30)))) _); intros G H; exact: ob_119c2ea3477186dd (H 32 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 30)) (fun r => asR (G 32 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 34 _ _ (@run_step _ 26 smprog _ E _ 6 erefl Hsm Hsc : E 32 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 31)))) _); intros G H; exact: ob_19577ec1dd9ef13a (H 33 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 31)) (fun r => asR (G 33 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 35 _ _ (@run_step _ 26 smprog _ E _ 7 erefl Hsm Hsc : E 33 = VR (op_transpose 0 1 (asR (E 4)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 4 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 4)) (fun r => asR (G 4 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 36 _ _ (@run_step _ 26 smprog _ E _ 8 erefl Hsm Hsc : E 34 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 27)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 29 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 27)) (fun r => asR (G 29 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 37 _ _ (@run_step _ 26 smprog _ E _ 9 erefl Hsm Hsc : E 35 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 34)) (asR (E 33)))) _); intros G H; exact: ob_b2a9aad2a149bda8 (H 36 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 34)) (fun r => asR (G 36 [:: r]))) (H 35 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 33)) (fun r => asR (G 35 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 38 _ _ (@run_step _ 26 smprog _ E _ 10 erefl Hsm Hsc : E 36 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 35)))) _); intros G H; exact: ob_2a9f474526b52326 (H 37 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 35)) (fun r => asR (G 37 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 39 _ _ (@run_step _ 26 smprog _ E _ 11 erefl Hsm Hsc : E 37 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 36)))) _); intros G H; exact: ob_6ebbb787f02a112e (H 38 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 36)) (fun r => asR (G 38 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 40 _ _ (@run_step _ 26 smprog _ E _ 12 erefl Hsm Hsc : E 38 = VR (op_transpose 0 1 (asR (E 7)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 7 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 7)) (fun r => asR (G 7 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 41 _ _ (@run_step _ 26 smprog _ E _ 13 erefl Hsm Hsc : E 39 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 27)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 29 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 27)) (fun r => asR (G 29 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 42 _ _ (@run_step _ 26 smprog _ E _ 14 erefl Hsm Hsc : E 40 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 39)) (asR (E 38)))) _); intros G H; exact: ob_b2a9aad2a149bda8 (H 41 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 39)) (fun r => asR (G 41 [:: r]))) (H 40 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 38)) (fun r => asR (G 40 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 43 _ _ (@run_step _ 26 smprog _ E _ 15 erefl Hsm Hsc : E 41 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 40)))) _); intros G H; exact: ob_2a9f474526b52326 (H 42 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 40)) (fun r => asR (G 42 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 44 _ _ (@run_step _ 26 smprog _ E _ 16 erefl Hsm Hsc : E 42 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 41)))) _); intros G H; exact: ob_6ebbb787f02a112e (H 43 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 41)) (fun r => asR (G 43 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 45 _ _ (@run_step _ 26 smprog _ E _ 17 erefl Hsm Hsc : E 43 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 2)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 2 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 2)) (fun r => asR (G 2 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 46 _ _ (@run_step _ 26 smprog _ E _ 18 erefl Hsm Hsc : E 44 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 43)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 45 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 43)) (fun r => asR (G 45 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 47 _ _ (@run_step _ 26 smprog _ E _ 19 erefl Hsm Hsc : E 45 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 3)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 3 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 3)) (fun r => asR (G 3 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 48 _ _ (@run_step _ 26 smprog _ E _ 20 erefl Hsm Hsc : E 46 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 45)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 47 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 45)) (fun r => asR (G 47 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 49 _ _ (@run_step _ 26 smprog _ E _ 21 erefl Hsm Hsc : E 47 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 44)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 46 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 44)) (fun r => asR (G 46 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 50 _ _ (@run_step _ 26 smprog _ E _ 22 erefl Hsm Hsc : E 48 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 47)))) _); intros G H; exact: ob_d14c9594bf62182b (H 49 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 47)) (fun r => asR (G 49 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 51 _ _ (@run_step _ 26 smprog _ E _ 23 erefl Hsm Hsc : E 49 = VR (op_broadcast 0 (asR (E 48)))) _); intros G H; exact: ob_5c28810183ec982a (H 50 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 48)) (fun r => asR (G 50 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 52 _ _ (@run_step _ 26 smprog _ E _ 24 erefl Hsm Hsc : E 50 = VR (op_broadcast 2 (asR (E 49)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 51 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 49)) (fun r => asR (G 51 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 53 _ _ (@run_step _ 26 smprog _ E _ 25 erefl Hsm Hsc : E 51 = VR (op_mul (asR (E 32)) (asR (E 50)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 34 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 32)) (fun r => asR (G 34 [:: r]))) (H 52 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 50)) (fun r => asR (G 52 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 54 _ _ (@run_step _ 26 smprog _ E _ 26 erefl Hsm Hsc : E 52 = VR (op_slice 3 0 (asR (E 32)))) _); intros G H; exact: ob_881571af62ba541f (H 34 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 32)) (fun r => asR (G 34 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 55 _ _ (@run_step _ 26 smprog _ E _ 27 erefl Hsm Hsc : E 53 = VR (op_slice 3 n_p5 (asR (E 32)))) _); intros G H; exact: ob_dcbb4e5e5c90b778 (H 34 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 32)) (fun r => asR (G 34 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 56 _ _ (@run_step _ 26 smprog _ E _ 28 erefl Hsm Hsc : E 54 = VR (op_neg (asR (E 53)))) _); intros G H; exact: ob_56adb89f14a0cccc (H 55 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 53)) (fun r => asR (G 55 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 57 _ _ (@run_step _ 26 smprog _ E _ 29 erefl Hsm Hsc : E 55 = VR (op_concat 3 n_p5 (asR (E 54)) (asR (E 52)))) _); intros G H; exact: ob_76779edd50e1c5a4 (H 56 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 54)) (fun r => asR (G 56 [:: r]))) (H 54 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 52)) (fun r => asR (G 54 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 58 90 [:: Step [:: 48] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 58] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 59] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 60] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 57; 61] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 53; 62] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 64] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 66] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 65] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 68] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 69] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 70] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 39; 71] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 39] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 39] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 74] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 75; 73] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 67] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 77] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 78] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 79] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 76; 80] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 72; 81] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 82] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 83] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 84] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r)))); Step [:: 85] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r)))); Step [:: 44] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 87] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 88] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 58 _ _ (@run_step _ 26 smprog _ E _ 30 erefl Hsm Hsc : E 56 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 46)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 48 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 46)) (fun r => asR (G 48 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 59 _ _ (@run_step _ 26 smprog _ E _ 31 erefl Hsm Hsc : E 57 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 56)))) _); intros G H; exact: ob_d14c9594bf62182b (H 58 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 56)) (fun r => asR (G 58 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 60 _ _ (@run_step _ 26 smprog _ E _ 32 erefl Hsm Hsc : E 58 = VR (op_broadcast 0 (asR (E 57)))) _); intros G H; exact: ob_5c28810183ec982a (H 59 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 57)) (fun r => asR (G 59 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 61 _ _ (@run_step _ 26 smprog _ E _ 33 erefl Hsm Hsc : E 59 = VR (op_broadcast 2 (asR (E 58)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 60 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 58)) (fun r => asR (G 60 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 62 _ _ (@run_step _ 26 smprog _ E _ 34 erefl Hsm Hsc : E 60 = VR (op_mul (asR (E 55)) (asR (E 59)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 57 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 55)) (fun r => asR (G 57 [:: r]))) (H 61 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 59)) (fun r => asR (G 61 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 63 _ _ (@run_step _ 26 smprog _ E _ 35 erefl Hsm Hsc : E 61 = VR (op_add (asR (E 51)) (asR (E 60)))) _); intros G H; exact: ob_d9db9eb3fc71a234 (H 53 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 51)) (fun r => asR (G 53 [:: r]))) (H 62 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 60)) (fun r => asR (G 62 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 64 _ _ (@run_step _ 26 smprog _ E _ 36 erefl Hsm Hsc : E 62 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 2)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 2 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 2)) (fun r => asR (G 2 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 65 _ _ (@run_step _ 26 smprog _ E _ 37 erefl Hsm Hsc : E 63 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 62)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 64 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 62)) (fun r => asR (G 64 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 66 _ _ (@run_step _ 26 smprog _ E _ 38 erefl Hsm Hsc : E 64 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 3)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 3 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 3)) (fun r => asR (G 3 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 67 _ _ (@run_step _ 26 smprog _ E _ 39 erefl Hsm Hsc : E 65 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 64)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 66 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 64)) (fun r => asR (G 66 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 68 _ _ (@run_step _ 26 smprog _ E _ 40 erefl Hsm Hsc : E 66 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 63)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 65 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 63)) (fun r => asR (G 65 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 69 _ _ (@run_step _ 26 smprog _ E _ 41 erefl Hsm Hsc : E 67 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 66)))) _); intros G H; exact: ob_d14c9594bf62182b (H 68 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 66)) (fun r => asR (G 68 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 70 _ _ (@run_step _ 26 smprog _ E _ 42 erefl Hsm Hsc : E 68 = VR (op_broadcast 0 (asR (E 67)))) _); intros G H; exact: ob_5c28810183ec982a (H 69 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 67)) (fun r => asR (G 69 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 71 _ _ (@run_step _ 26 smprog _ E _ 43 erefl Hsm Hsc : E 69 = VR (op_broadcast 2 (asR (E 68)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 70 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 68)) (fun r => asR (G 70 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 72 _ _ (@run_step _ 26 smprog _ E _ 44 erefl Hsm Hsc : E 70 = VR (op_mul (asR (E 37)) (asR (E 69)))) _); intros G H; exact: ob_839a6c031cccf48c (H 39 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 37)) (fun r => asR (G 39 [:: r]))) (H 71 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 69)) (fun r => asR (G 71 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 73 _ _ (@run_step _ 26 smprog _ E _ 45 erefl Hsm Hsc : E 71 = VR (op_slice 3 0 (asR (E 37)))) _); intros G H; exact: ob_897c8e63f25a6bcf (H 39 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 37)) (fun r => asR (G 39 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 74 _ _ (@run_step _ 26 smprog _ E _ 46 erefl Hsm Hsc : E 72 = VR (op_slice 3 n_p5 (asR (E 37)))) _); intros G H; exact: ob_40218060915ec561 (H 39 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 37)) (fun r => asR (G 39 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 75 _ _ (@run_step _ 26 smprog _ E _ 47 erefl Hsm Hsc : E 73 = VR (op_neg (asR (E 72)))) _); intros G H; exact: ob_66c5325a2bf1f1d4 (H 74 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 72)) (fun r => asR (G 74 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 76 _ _ (@run_step _ 26 smprog _ E _ 48 erefl Hsm Hsc : E 74 = VR (op_concat 3 n_p5 (asR (E 73)) (asR (E 71)))) _); intros G H; exact: ob_bf7969211fdfb739 (H 75 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 73)) (fun r => asR (G 75 [:: r]))) (H 73 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 71)) (fun r => asR (G 73 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 77 _ _ (@run_step _ 26 smprog _ E _ 49 erefl Hsm Hsc : E 75 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 65)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 67 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 65)) (fun r => asR (G 67 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 78 _ _ (@run_step _ 26 smprog _ E _ 50 erefl Hsm Hsc : E 76 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 75)))) _); intros G H; exact: ob_d14c9594bf62182b (H 77 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 75)) (fun r => asR (G 77 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 79 _ _ (@run_step _ 26 smprog _ E _ 51 erefl Hsm Hsc : E 77 = VR (op_broadcast 0 (asR (E 76)))) _); intros G H; exact: ob_5c28810183ec982a (H 78 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 76)) (fun r => asR (G 78 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 80 _ _ (@run_step _ 26 smprog _ E _ 52 erefl Hsm Hsc : E 78 = VR (op_broadcast 2 (asR (E 77)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 79 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 77)) (fun r => asR (G 79 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 81 _ _ (@run_step _ 26 smprog _ E _ 53 erefl Hsm Hsc : E 79 = VR (op_mul (asR (E 74)) (asR (E 78)))) _); intros G H; exact: ob_839a6c031cccf48c (H 76 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 74)) (fun r => asR (G 76 [:: r]))) (H 80 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 78)) (fun r => asR (G 80 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 82 _ _ (@run_step _ 26 smprog _ E _ 54 erefl Hsm Hsc : E 80 = VR (op_add (asR (E 70)) (asR (E 79)))) _); intros G H; exact: ob_0ba28c5d892e0074 (H 72 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 70)) (fun r => asR (G 72 [:: r]))) (H 81 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 79)) (fun r => asR (G 81 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 83 _ _ (@run_step _ 26 smprog _ E _ 55 erefl Hsm Hsc : E 81 = VR (op_reshape_split 3 (2 * n_p5) (asR (E 80)))) _); intros G H; exact: ob_f2d8e95508158c9e (H 82 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 80)) (fun r => asR (G 82 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 84 _ _ (@run_step _ 26 smprog _ E _ 56 erefl Hsm Hsc : E 82 = VR (op_reshape_merge 3 (2 * n_p5) (asR (E 81)))) _); intros G H; exact: ob_a7d4277249fc1c0d (H 83 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 1; 2 * n_p5] (asR (E 81)) (fun r => asR (G 83 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 85 _ _ (@run_step _ 26 smprog _ E _ 57 erefl Hsm Hsc : E 83 = VR (op_broadcast 3 (asR (E 82)))) _); intros G H; exact: ob_ea44a3dc4cf58f54 (H 84 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 82)) (fun r => asR (G 84 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 86 _ _ (@run_step _ 26 smprog _ E _ 58 erefl Hsm Hsc : E 84 = VR (op_reshape_merge 2 2 (asR (E 83)))) _); intros G H; exact: ob_a0866d08291b16c8 (H 85 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 83)) (fun r => asR (G 85 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 87 _ _ (@run_step _ 26 smprog _ E _ 59 erefl Hsm Hsc : E 85 = VR (op_reshape_split 3 (2 * n_p5) (asR (E 42)))) _); intros G H; exact: ob_f2d8e95508158c9e (H 44 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 42)) (fun r => asR (G 44 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 88 _ _ (@run_step _ 26 smprog _ E _ 60 erefl Hsm Hsc : E 86 = VR (op_reshape_merge 3 (2 * n_p5) (asR (E 85)))) _); intros G H; exact: ob_a7d4277249fc1c0d (H 87 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 1; 2 * n_p5] (asR (E 85)) (fun r => asR (G 87 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 89 _ _ (@run_step _ 26 smprog _ E _ 61 erefl Hsm Hsc : E 87 = VR (op_broadcast 3 (asR (E 86)))) _); intros G H; exact: ob_ea44a3dc4cf58f54 (H 88 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 86)) (fun r => asR (G 88 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 90 122 [:: Step [:: 89] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r)))); Step [:: 63] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 86] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 90] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: 94; 95] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r)))); Step [:: 91; 92; 93; 96] (fun vs r => VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)))); Step [:: 97] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 98] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 5] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 99] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 101; 100] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 102] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 103] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 27; 104] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 105; 12] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)))); Step [:: 106] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 9] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 107] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 109; 108] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 110] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 111] (fun vs r => VR (op_silu f_sigmoid (asR (argf vs 0 r)))); Step [:: 11] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 107] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 114; 113] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 115] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 112; 116] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 10] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 117] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 119; 118] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 120] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 90 _ _ (@run_step _ 26 smprog _ E _ 62 erefl Hsm Hsc : E 88 = VR (op_reshape_merge 2 2 (asR (E 87)))) _); intros G H; exact: ob_a0866d08291b16c8 (H 89 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 87)) (fun r => asR (G 89 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 91 _ _ (@run_step _ 26 smprog _ E _ 63 erefl Hsm Hsc : E 89 = VR (op_transpose 1 2 (asR (E 61)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 63 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 61)) (fun r => asR (G 63 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 92 _ _ (@run_step _ 26 smprog _ E _ 64 erefl Hsm Hsc : E 90 = VR (op_transpose 1 2 (asR (E 84)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 86 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 84)) (fun r => asR (G 86 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 93 _ _ (@run_step _ 26 smprog _ E _ 65 erefl Hsm Hsc : E 91 = VR (op_transpose 1 2 (asR (E 88)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 90 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 88)) (fun r => asR (G 90 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 94 _ _ (@run_step _ 26 smprog _ E _ 66 erefl Hsm Hsc : E 92 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 95 _ _ (@run_step _ 26 smprog _ E _ 67 erefl Hsm Hsc : E 93 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 96 _ _ (@run_step _ 26 smprog _ E _ 68 erefl Hsm Hsc : E 94 = @VM R (op_causal_mask (asI (E 92)) (asI (E 93)))) _); intros G H; exact: (ob_51f4c490dfde2b28 R) (H 94 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 92)) (fun r => asI (G 94 [:: r]))) (H 95 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 93)) (fun r => asI (G 95 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 97 _ _ (@run_step _ 26 smprog _ E _ 69 erefl Hsm Hsc : E 95 = VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 94)) (asR (E 89)) (asR (E 90)) (asR (E 91)))) _); intros G H; exact: ob_04382f6d72aa98da (H 91 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 89)) (fun r => asR (G 91 [:: r]))) (H 92 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 90)) (fun r => asR (G 92 [:: r]))) (H 93 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 91)) (fun r => asR (G 93 [:: r]))) (H 96 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 94)) (fun r => asM (G 96 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 98 _ _ (@run_step _ 26 smprog _ E _ 70 erefl Hsm Hsc : E 96 = VR (op_transpose 1 2 (asR (E 95)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 97 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 95)) (fun r => asR (G 97 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 99 _ _ (@run_step _ 26 smprog _ E _ 71 erefl Hsm Hsc : E 97 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 96)))) _); intros G H; exact: ob_8bd23e4767f019b3 (H 98 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 96)) (fun r => asR (G 98 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 100 _ _ (@run_step _ 26 smprog _ E _ 72 erefl Hsm Hsc : E 98 = VR (op_transpose 0 1 (asR (E 5)))) _); intros G H; exact: ob_2d15f3b41183eece (H 5 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 5)) (fun r => asR (G 5 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 101 _ _ (@run_step _ 26 smprog _ E _ 73 erefl Hsm Hsc : E 99 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 97)))) _); intros G H; exact: ob_255b906613fd3a9d (H 99 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 97)) (fun r => asR (G 99 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 102 _ _ (@run_step _ 26 smprog _ E _ 74 erefl Hsm Hsc : E 100 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 99)) (asR (E 98)))) _); intros G H; exact: ob_87fa0aba9f46fda4 (H 101 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 99)) (fun r => asR (G 101 [:: r]))) (H 100 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 98)) (fun r => asR (G 100 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 103 _ _ (@run_step _ 26 smprog _ E _ 75 erefl Hsm Hsc : E 101 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 100)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 102 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 100)) (fun r => asR (G 102 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 103 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 101)) (fun r => asR (G 103 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 105 _ _ (@run_step _ 26 smprog _ E _ 76 erefl Hsm Hsc : E 102 = VR (op_add (asR (E 26)) (asR (E 101)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 27 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 26)) (fun r => asR (G 27 [:: r]))) (H 104 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 101)) (fun r => asR (G 104 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 106 _ _ (@run_step _ 26 smprog _ E _ 77 erefl Hsm Hsc : E 103 = VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 12)) (asR (E 102)))) _); intros G H; exact: ob_4417f610a3d2d881 (H 105 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 102)) (fun r => asR (G 105 [:: r]))) (H 12 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 12)) (fun r => asR (G 12 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 106 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 103)) (fun r => asR (G 106 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 108 _ _ (@run_step _ 26 smprog _ E _ 78 erefl Hsm Hsc : E 104 = VR (op_transpose 0 1 (asR (E 9)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 9 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 9)) (fun r => asR (G 9 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 109 _ _ (@run_step _ 26 smprog _ E _ 79 erefl Hsm Hsc : E 105 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 103)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 107 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 103)) (fun r => asR (G 107 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 110 _ _ (@run_step _ 26 smprog _ E _ 80 erefl Hsm Hsc : E 106 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 105)) (asR (E 104)))) _); intros G H; exact: ob_a154a24d3791bf4f (H 109 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 105)) (fun r => asR (G 109 [:: r]))) (H 108 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 104)) (fun r => asR (G 108 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 111 _ _ (@run_step _ 26 smprog _ E _ 81 erefl Hsm Hsc : E 107 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 106)))) _); intros G H; exact: ob_81380178c69bf07d (H 110 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 106)) (fun r => asR (G 110 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 112 _ _ (@run_step _ 26 smprog _ E _ 82 erefl Hsm Hsc : E 108 = VR (op_silu f_sigmoid (asR (E 107)))) _); intros G H; exact: ob_d88958a04438d5fa (H 111 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 107)) (fun r => asR (G 111 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 113 _ _ (@run_step _ 26 smprog _ E _ 83 erefl Hsm Hsc : E 109 = VR (op_transpose 0 1 (asR (E 11)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 11 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 11)) (fun r => asR (G 11 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 114 _ _ (@run_step _ 26 smprog _ E _ 84 erefl Hsm Hsc : E 110 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 103)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 107 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 103)) (fun r => asR (G 107 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 115 _ _ (@run_step _ 26 smprog _ E _ 85 erefl Hsm Hsc : E 111 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 110)) (asR (E 109)))) _); intros G H; exact: ob_a154a24d3791bf4f (H 114 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 110)) (fun r => asR (G 114 [:: r]))) (H 113 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 109)) (fun r => asR (G 113 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 116 _ _ (@run_step _ 26 smprog _ E _ 86 erefl Hsm Hsc : E 112 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 111)))) _); intros G H; exact: ob_81380178c69bf07d (H 115 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 111)) (fun r => asR (G 115 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 117 _ _ (@run_step _ 26 smprog _ E _ 87 erefl Hsm Hsc : E 113 = VR (op_mul (asR (E 108)) (asR (E 112)))) _); intros G H; exact: ob_400813c215a513e7 (H 112 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 108)) (fun r => asR (G 112 [:: r]))) (H 116 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 112)) (fun r => asR (G 116 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 118 _ _ (@run_step _ 26 smprog _ E _ 88 erefl Hsm Hsc : E 114 = VR (op_transpose 0 1 (asR (E 10)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 10 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 10)) (fun r => asR (G 10 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 119 _ _ (@run_step _ 26 smprog _ E _ 89 erefl Hsm Hsc : E 115 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 113)))) _); intros G H; exact: ob_d51ad7e6a0c4c6c5 (H 117 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 113)) (fun r => asR (G 117 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 120 _ _ (@run_step _ 26 smprog _ E _ 90 erefl Hsm Hsc : E 116 = VR (op_matmul (P_tp * n_p19) (asR (E 115)) (asR (E 114)))) _); intros G H; exact: ob_f8d409fe6b3b5f33 (H 119 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 115)) (fun r => asR (G 119 [:: r]))) (H 118 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 114)) (fun r => asR (G 118 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 121 _ _ (@run_step _ 26 smprog _ E _ 91 erefl Hsm Hsc : E 117 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 116)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 120 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 116)) (fun r => asR (G 120 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 122 154 [:: Step [:: 121] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 105; 122] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 123; 17] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)))); Step [:: 124] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 15] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 125] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 127; 126] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 128] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 129] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 13] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 125] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 132; 131] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 133] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 134] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 16] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 125] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 137; 136] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 138] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 139] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 141] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 143] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 142] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 145] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 146] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 147] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 130; 148] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 130] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 130] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 151] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 152; 150] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 121 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 117)) (fun r => asR (G 121 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 123 _ _ (@run_step _ 26 smprog _ E _ 92 erefl Hsm Hsc : E 118 = VR (op_add (asR (E 102)) (asR (E 117)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 105 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 102)) (fun r => asR (G 105 [:: r]))) (H 122 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 117)) (fun r => asR (G 122 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 124 _ _ (@run_step _ 26 smprog _ E _ 93 erefl Hsm Hsc : E 119 = VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 17)) (asR (E 118)))) _); intros G H; exact: ob_4417f610a3d2d881 (H 123 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 118)) (fun r => asR (G 123 [:: r]))) (H 17 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 17)) (fun r => asR (G 17 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 124 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 119)) (fun r => asR (G 124 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 126 _ _ (@run_step _ 26 smprog _ E _ 94 erefl Hsm Hsc : E 120 = VR (op_transpose 0 1 (asR (E 15)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 15 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 15)) (fun r => asR (G 15 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 127 _ _ (@run_step _ 26 smprog _ E _ 95 erefl Hsm Hsc : E 121 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 119)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 125 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 119)) (fun r => asR (G 125 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 128 _ _ (@run_step _ 26 smprog _ E _ 96 erefl Hsm Hsc : E 122 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 121)) (asR (E 120)))) _); intros G H; exact: ob_5ff385afd60a5569 (H 127 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 121)) (fun r => asR (G 127 [:: r]))) (H 126 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 120)) (fun r => asR (G 126 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 129 _ _ (@run_step _ 26 smprog _ E _ 97 erefl Hsm Hsc : E 123 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 122)))) _); intros G H; exact: ob_119c2ea3477186dd (H 128 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 122)) (fun r => asR (G 128 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 130 _ _ (@run_step _ 26 smprog _ E _ 98 erefl Hsm Hsc : E 124 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 123)))) _); intros G H; exact: ob_19577ec1dd9ef13a (H 129 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 123)) (fun r => asR (G 129 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 131 _ _ (@run_step _ 26 smprog _ E _ 99 erefl Hsm Hsc : E 125 = VR (op_transpose 0 1 (asR (E 13)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 13 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 13)) (fun r => asR (G 13 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 132 _ _ (@run_step _ 26 smprog _ E _ 100 erefl Hsm Hsc : E 126 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 119)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 125 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 119)) (fun r => asR (G 125 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 133 _ _ (@run_step _ 26 smprog _ E _ 101 erefl Hsm Hsc : E 127 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 126)) (asR (E 125)))) _); intros G H; exact: ob_b2a9aad2a149bda8 (H 132 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 126)) (fun r => asR (G 132 [:: r]))) (H 131 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 125)) (fun r => asR (G 131 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 134 _ _ (@run_step _ 26 smprog _ E _ 102 erefl Hsm Hsc : E 128 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 127)))) _); intros G H; exact: ob_2a9f474526b52326 (H 133 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 127)) (fun r => asR (G 133 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 135 _ _ (@run_step _ 26 smprog _ E _ 103 erefl Hsm Hsc : E 129 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 128)))) _); intros G H; exact: ob_6ebbb787f02a112e (H 134 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 128)) (fun r => asR (G 134 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 136 _ _ (@run_step _ 26 smprog _ E _ 104 erefl Hsm Hsc : E 130 = VR (op_transpose 0 1 (asR (E 16)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 16 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 16)) (fun r => asR (G 16 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 137 _ _ (@run_step _ 26 smprog _ E _ 105 erefl Hsm Hsc : E 131 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 119)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 125 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 119)) (fun r => asR (G 125 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 138 _ _ (@run_step _ 26 smprog _ E _ 106 erefl Hsm Hsc : E 132 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 131)) (asR (E 130)))) _); intros G H; exact: ob_b2a9aad2a149bda8 (H 137 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 131)) (fun r => asR (G 137 [:: r]))) (H 136 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 130)) (fun r => asR (G 136 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 139 _ _ (@run_step _ 26 smprog _ E _ 107 erefl Hsm Hsc : E 133 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 132)))) _); intros G H; exact: ob_2a9f474526b52326 (H 138 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 132)) (fun r => asR (G 138 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 140 _ _ (@run_step _ 26 smprog _ E _ 108 erefl Hsm Hsc : E 134 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 133)))) _); intros G H; exact: ob_6ebbb787f02a112e (H 139 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 133)) (fun r => asR (G 139 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 141 _ _ (@run_step _ 26 smprog _ E _ 109 erefl Hsm Hsc : E 135 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 2)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 2 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 2)) (fun r => asR (G 2 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 142 _ _ (@run_step _ 26 smprog _ E _ 110 erefl Hsm Hsc : E 136 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 135)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 141 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 135)) (fun r => asR (G 141 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 143 _ _ (@run_step _ 26 smprog _ E _ 111 erefl Hsm Hsc : E 137 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 3)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 3 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 3)) (fun r => asR (G 3 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 144 _ _ (@run_step _ 26 smprog _ E _ 112 erefl Hsm Hsc : E 138 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 137)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 143 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 137)) (fun r => asR (G 143 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 145 _ _ (@run_step _ 26 smprog _ E _ 113 erefl Hsm Hsc : E 139 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 136)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 142 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 136)) (fun r => asR (G 142 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 146 _ _ (@run_step _ 26 smprog _ E _ 114 erefl Hsm Hsc : E 140 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 139)))) _); intros G H; exact: ob_d14c9594bf62182b (H 145 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 139)) (fun r => asR (G 145 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 147 _ _ (@run_step _ 26 smprog _ E _ 115 erefl Hsm Hsc : E 141 = VR (op_broadcast 0 (asR (E 140)))) _); intros G H; exact: ob_5c28810183ec982a (H 146 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 140)) (fun r => asR (G 146 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 148 _ _ (@run_step _ 26 smprog _ E _ 116 erefl Hsm Hsc : E 142 = VR (op_broadcast 2 (asR (E 141)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 147 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 141)) (fun r => asR (G 147 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 149 _ _ (@run_step _ 26 smprog _ E _ 117 erefl Hsm Hsc : E 143 = VR (op_mul (asR (E 124)) (asR (E 142)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 130 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 124)) (fun r => asR (G 130 [:: r]))) (H 148 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 142)) (fun r => asR (G 148 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 150 _ _ (@run_step _ 26 smprog _ E _ 118 erefl Hsm Hsc : E 144 = VR (op_slice 3 0 (asR (E 124)))) _); intros G H; exact: ob_881571af62ba541f (H 130 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 124)) (fun r => asR (G 130 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 151 _ _ (@run_step _ 26 smprog _ E _ 119 erefl Hsm Hsc : E 145 = VR (op_slice 3 n_p5 (asR (E 124)))) _); intros G H; exact: ob_dcbb4e5e5c90b778 (H 130 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 124)) (fun r => asR (G 130 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 152 _ _ (@run_step _ 26 smprog _ E _ 120 erefl Hsm Hsc : E 146 = VR (op_neg (asR (E 145)))) _); intros G H; exact: ob_56adb89f14a0cccc (H 151 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 145)) (fun r => asR (G 151 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 153 _ _ (@run_step _ 26 smprog _ E _ 121 erefl Hsm Hsc : E 147 = VR (op_concat 3 n_p5 (asR (E 146)) (asR (E 144)))) _); intros G H; exact: ob_76779edd50e1c5a4 (H 152 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 146)) (fun r => asR (G 152 [:: r]))) (H 150 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 144)) (fun r => asR (G 150 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 154 186 [:: Step [:: 144] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 154] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 155] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 156] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 153; 157] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 149; 158] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 2] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 160] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 3] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 162] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 161] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 164] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 165] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 166] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 135; 167] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 135] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 135] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 170] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 171; 169] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 163] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 173] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 174] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 175] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 172; 176] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 168; 177] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 178] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 179] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 180] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r)))); Step [:: 181] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r)))); Step [:: 140] (fun vs r => VR (op_reshape_split 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 183] (fun vs r => VR (op_reshape_merge 3 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 184] (fun vs r => VR (op_broadcast 3 (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 154 _ _ (@run_step _ 26 smprog _ E _ 122 erefl Hsm Hsc : E 148 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 138)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 144 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 138)) (fun r => asR (G 144 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 155 _ _ (@run_step _ 26 smprog _ E _ 123 erefl Hsm Hsc : E 149 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 148)))) _); intros G H; exact: ob_d14c9594bf62182b (H 154 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 148)) (fun r => asR (G 154 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 156 _ _ (@run_step _ 26 smprog _ E _ 124 erefl Hsm Hsc : E 150 = VR (op_broadcast 0 (asR (E 149)))) _); intros G H; exact: ob_5c28810183ec982a (H 155 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 149)) (fun r => asR (G 155 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 157 _ _ (@run_step _ 26 smprog _ E _ 125 erefl Hsm Hsc : E 151 = VR (op_broadcast 2 (asR (E 150)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 156 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 150)) (fun r => asR (G 156 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 158 _ _ (@run_step _ 26 smprog _ E _ 126 erefl Hsm Hsc : E 152 = VR (op_mul (asR (E 147)) (asR (E 151)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 153 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 147)) (fun r => asR (G 153 [:: r]))) (H 157 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 151)) (fun r => asR (G 157 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 159 _ _ (@run_step _ 26 smprog _ E _ 127 erefl Hsm Hsc : E 153 = VR (op_add (asR (E 143)) (asR (E 152)))) _); intros G H; exact: ob_d9db9eb3fc71a234 (H 149 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 143)) (fun r => asR (G 149 [:: r]))) (H 158 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 152)) (fun r => asR (G 158 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 160 _ _ (@run_step _ 26 smprog _ E _ 128 erefl Hsm Hsc : E 154 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 2)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 2 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 2)) (fun r => asR (G 2 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 161 _ _ (@run_step _ 26 smprog _ E _ 129 erefl Hsm Hsc : E 155 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 154)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 160 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 154)) (fun r => asR (G 160 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 162 _ _ (@run_step _ 26 smprog _ E _ 130 erefl Hsm Hsc : E 156 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 3)))) _); intros G H; exact: ob_2ac726a3c1b83507 (H 3 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 3)) (fun r => asR (G 3 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 163 _ _ (@run_step _ 26 smprog _ E _ 131 erefl Hsm Hsc : E 157 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 156)))) _); intros G H; exact: ob_812401aa6d88dd9d (H 162 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 2 * n_p5] (asR (E 156)) (fun r => asR (G 162 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 164 _ _ (@run_step _ 26 smprog _ E _ 132 erefl Hsm Hsc : E 158 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 155)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 161 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 155)) (fun r => asR (G 161 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 165 _ _ (@run_step _ 26 smprog _ E _ 133 erefl Hsm Hsc : E 159 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 158)))) _); intros G H; exact: ob_d14c9594bf62182b (H 164 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 158)) (fun r => asR (G 164 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 166 _ _ (@run_step _ 26 smprog _ E _ 134 erefl Hsm Hsc : E 160 = VR (op_broadcast 0 (asR (E 159)))) _); intros G H; exact: ob_5c28810183ec982a (H 165 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 159)) (fun r => asR (G 165 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 167 _ _ (@run_step _ 26 smprog _ E _ 135 erefl Hsm Hsc : E 161 = VR (op_broadcast 2 (asR (E 160)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 166 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 160)) (fun r => asR (G 166 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 168 _ _ (@run_step _ 26 smprog _ E _ 136 erefl Hsm Hsc : E 162 = VR (op_mul (asR (E 129)) (asR (E 161)))) _); intros G H; exact: ob_839a6c031cccf48c (H 135 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 129)) (fun r => asR (G 135 [:: r]))) (H 167 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 161)) (fun r => asR (G 167 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 169 _ _ (@run_step _ 26 smprog _ E _ 137 erefl Hsm Hsc : E 163 = VR (op_slice 3 0 (asR (E 129)))) _); intros G H; exact: ob_897c8e63f25a6bcf (H 135 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 129)) (fun r => asR (G 135 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 170 _ _ (@run_step _ 26 smprog _ E _ 138 erefl Hsm Hsc : E 164 = VR (op_slice 3 n_p5 (asR (E 129)))) _); intros G H; exact: ob_40218060915ec561 (H 135 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 129)) (fun r => asR (G 135 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 171 _ _ (@run_step _ 26 smprog _ E _ 139 erefl Hsm Hsc : E 165 = VR (op_neg (asR (E 164)))) _); intros G H; exact: ob_66c5325a2bf1f1d4 (H 170 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 164)) (fun r => asR (G 170 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 172 _ _ (@run_step _ 26 smprog _ E _ 140 erefl Hsm Hsc : E 166 = VR (op_concat 3 n_p5 (asR (E 165)) (asR (E 163)))) _); intros G H; exact: ob_bf7969211fdfb739 (H 171 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 165)) (fun r => asR (G 171 [:: r]))) (H 169 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 163)) (fun r => asR (G 169 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 173 _ _ (@run_step _ 26 smprog _ E _ 141 erefl Hsm Hsc : E 167 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 157)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 163 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 157)) (fun r => asR (G 163 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 174 _ _ (@run_step _ 26 smprog _ E _ 142 erefl Hsm Hsc : E 168 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 167)))) _); intros G H; exact: ob_d14c9594bf62182b (H 173 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 167)) (fun r => asR (G 173 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 175 _ _ (@run_step _ 26 smprog _ E _ 143 erefl Hsm Hsc : E 169 = VR (op_broadcast 0 (asR (E 168)))) _); intros G H; exact: ob_5c28810183ec982a (H 174 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 168)) (fun r => asR (G 174 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 176 _ _ (@run_step _ 26 smprog _ E _ 144 erefl Hsm Hsc : E 170 = VR (op_broadcast 2 (asR (E 169)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 175 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 169)) (fun r => asR (G 175 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 177 _ _ (@run_step _ 26 smprog _ E _ 145 erefl Hsm Hsc : E 171 = VR (op_mul (asR (E 166)) (asR (E 170)))) _); intros G H; exact: ob_839a6c031cccf48c (H 172 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 166)) (fun r => asR (G 172 [:: r]))) (H 176 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 170)) (fun r => asR (G 176 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 178 _ _ (@run_step _ 26 smprog _ E _ 146 erefl Hsm Hsc : E 172 = VR (op_add (asR (E 162)) (asR (E 171)))) _); intros G H; exact: ob_0ba28c5d892e0074 (H 168 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 162)) (fun r => asR (G 168 [:: r]))) (H 177 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 171)) (fun r => asR (G 177 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 179 _ _ (@run_step _ 26 smprog _ E _ 147 erefl Hsm Hsc : E 173 = VR (op_reshape_split 3 (2 * n_p5) (asR (E 172)))) _); intros G H; exact: ob_f2d8e95508158c9e (H 178 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 172)) (fun r => asR (G 178 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 180 _ _ (@run_step _ 26 smprog _ E _ 148 erefl Hsm Hsc : E 174 = VR (op_reshape_merge 3 (2 * n_p5) (asR (E 173)))) _); intros G H; exact: ob_a7d4277249fc1c0d (H 179 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 1; 2 * n_p5] (asR (E 173)) (fun r => asR (G 179 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 181 _ _ (@run_step _ 26 smprog _ E _ 149 erefl Hsm Hsc : E 175 = VR (op_broadcast 3 (asR (E 174)))) _); intros G H; exact: ob_ea44a3dc4cf58f54 (H 180 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 174)) (fun r => asR (G 180 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 182 _ _ (@run_step _ 26 smprog _ E _ 150 erefl Hsm Hsc : E 176 = VR (op_reshape_merge 2 2 (asR (E 175)))) _); intros G H; exact: ob_a0866d08291b16c8 (H 181 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 175)) (fun r => asR (G 181 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 183 _ _ (@run_step _ 26 smprog _ E _ 151 erefl Hsm Hsc : E 177 = VR (op_reshape_split 3 (2 * n_p5) (asR (E 134)))) _); intros G H; exact: ob_f2d8e95508158c9e (H 140 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 134)) (fun r => asR (G 140 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 184 _ _ (@run_step _ 26 smprog _ E _ 152 erefl Hsm Hsc : E 178 = VR (op_reshape_merge 3 (2 * n_p5) (asR (E 177)))) _); intros G H; exact: ob_a7d4277249fc1c0d (H 183 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 1; 2 * n_p5] (asR (E 177)) (fun r => asR (G 183 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 185 _ _ (@run_step _ 26 smprog _ E _ 153 erefl Hsm Hsc : E 179 = VR (op_broadcast 3 (asR (E 178)))) _); intros G H; exact: ob_ea44a3dc4cf58f54 (H 184 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 178)) (fun r => asR (G 184 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 186 218 [:: Step [:: 185] (fun vs r => VR (op_reshape_merge 2 2 (asR (argf vs 0 r)))); Step [:: 159] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 182] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 186] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: 190; 191] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r)))); Step [:: 187; 188; 189; 192] (fun vs r => VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)))); Step [:: 193] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 194] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 14] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 195] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 197; 196] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 198] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 199] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 123; 200] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 201; 21] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)))); Step [:: 202] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 18] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 203] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 205; 204] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 206] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 207] (fun vs r => VR (op_silu f_sigmoid (asR (argf vs 0 r)))); Step [:: 20] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 203] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 210; 209] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 211] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 208; 212] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 19] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 213] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 215; 214] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 216] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 186 _ _ (@run_step _ 26 smprog _ E _ 154 erefl Hsm Hsc : E 180 = VR (op_reshape_merge 2 2 (asR (E 179)))) _); intros G H; exact: ob_a0866d08291b16c8 (H 185 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 179)) (fun r => asR (G 185 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 187 _ _ (@run_step _ 26 smprog _ E _ 155 erefl Hsm Hsc : E 181 = VR (op_transpose 1 2 (asR (E 153)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 159 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 153)) (fun r => asR (G 159 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 188 _ _ (@run_step _ 26 smprog _ E _ 156 erefl Hsm Hsc : E 182 = VR (op_transpose 1 2 (asR (E 176)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 182 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 176)) (fun r => asR (G 182 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 189 _ _ (@run_step _ 26 smprog _ E _ 157 erefl Hsm Hsc : E 183 = VR (op_transpose 1 2 (asR (E 180)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 186 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 180)) (fun r => asR (G 186 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 190 _ _ (@run_step _ 26 smprog _ E _ 158 erefl Hsm Hsc : E 184 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 191 _ _ (@run_step _ 26 smprog _ E _ 159 erefl Hsm Hsc : E 185 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 192 _ _ (@run_step _ 26 smprog _ E _ 160 erefl Hsm Hsc : E 186 = @VM R (op_causal_mask (asI (E 184)) (asI (E 185)))) _); intros G H; exact: (ob_51f4c490dfde2b28 R) (H 190 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 184)) (fun r => asI (G 190 [:: r]))) (H 191 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 185)) (fun r => asI (G 191 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 193 _ _ (@run_step _ 26 smprog _ E _ 161 erefl Hsm Hsc : E 187 = VR (op_sdpa f_exp (P_tp * n_p13) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 186)) (asR (E 181)) (asR (E 182)) (asR (E 183)))) _); intros G H; exact: ob_04382f6d72aa98da (H 187 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 181)) (fun r => asR (G 187 [:: r]))) (H 188 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 182)) (fun r => asR (G 188 [:: r]))) (H 189 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 183)) (fun r => asR (G 189 [:: r]))) (H 192 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 186)) (fun r => asM (G 192 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 194 _ _ (@run_step _ 26 smprog _ E _ 162 erefl Hsm Hsc : E 188 = VR (op_transpose 1 2 (asR (E 187)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 193 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 187)) (fun r => asR (G 193 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 195 _ _ (@run_step _ 26 smprog _ E _ 163 erefl Hsm Hsc : E 189 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 188)))) _); intros G H; exact: ob_8bd23e4767f019b3 (H 194 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 188)) (fun r => asR (G 194 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 196 _ _ (@run_step _ 26 smprog _ E _ 164 erefl Hsm Hsc : E 190 = VR (op_transpose 0 1 (asR (E 14)))) _); intros G H; exact: ob_2d15f3b41183eece (H 14 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 14)) (fun r => asR (G 14 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 197 _ _ (@run_step _ 26 smprog _ E _ 165 erefl Hsm Hsc : E 191 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 189)))) _); intros G H; exact: ob_255b906613fd3a9d (H 195 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 189)) (fun r => asR (G 195 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 198 _ _ (@run_step _ 26 smprog _ E _ 166 erefl Hsm Hsc : E 192 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 191)) (asR (E 190)))) _); intros G H; exact: ob_87fa0aba9f46fda4 (H 197 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 191)) (fun r => asR (G 197 [:: r]))) (H 196 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 190)) (fun r => asR (G 196 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 199 _ _ (@run_step _ 26 smprog _ E _ 167 erefl Hsm Hsc : E 193 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 192)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 198 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 192)) (fun r => asR (G 198 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 199 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 193)) (fun r => asR (G 199 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 201 _ _ (@run_step _ 26 smprog _ E _ 168 erefl Hsm Hsc : E 194 = VR (op_add (asR (E 118)) (asR (E 193)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 123 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 118)) (fun r => asR (G 123 [:: r]))) (H 200 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 193)) (fun r => asR (G 200 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 202 _ _ (@run_step _ 26 smprog _ E _ 169 erefl Hsm Hsc : E 195 = VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 21)) (asR (E 194)))) _); intros G H; exact: ob_4417f610a3d2d881 (H 201 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 194)) (fun r => asR (G 201 [:: r]))) (H 21 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 21)) (fun r => asR (G 21 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 202 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 195)) (fun r => asR (G 202 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 204 _ _ (@run_step _ 26 smprog _ E _ 170 erefl Hsm Hsc : E 196 = VR (op_transpose 0 1 (asR (E 18)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 18 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 18)) (fun r => asR (G 18 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 205 _ _ (@run_step _ 26 smprog _ E _ 171 erefl Hsm Hsc : E 197 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 195)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 203 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 195)) (fun r => asR (G 203 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 206 _ _ (@run_step _ 26 smprog _ E _ 172 erefl Hsm Hsc : E 198 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 197)) (asR (E 196)))) _); intros G H; exact: ob_a154a24d3791bf4f (H 205 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 197)) (fun r => asR (G 205 [:: r]))) (H 204 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 196)) (fun r => asR (G 204 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 207 _ _ (@run_step _ 26 smprog _ E _ 173 erefl Hsm Hsc : E 199 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 198)))) _); intros G H; exact: ob_81380178c69bf07d (H 206 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 198)) (fun r => asR (G 206 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 208 _ _ (@run_step _ 26 smprog _ E _ 174 erefl Hsm Hsc : E 200 = VR (op_silu f_sigmoid (asR (E 199)))) _); intros G H; exact: ob_d88958a04438d5fa (H 207 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 199)) (fun r => asR (G 207 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 209 _ _ (@run_step _ 26 smprog _ E _ 175 erefl Hsm Hsc : E 201 = VR (op_transpose 0 1 (asR (E 20)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 20 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 20)) (fun r => asR (G 20 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 210 _ _ (@run_step _ 26 smprog _ E _ 176 erefl Hsm Hsc : E 202 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 195)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 203 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 195)) (fun r => asR (G 203 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 211 _ _ (@run_step _ 26 smprog _ E _ 177 erefl Hsm Hsc : E 203 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 202)) (asR (E 201)))) _); intros G H; exact: ob_a154a24d3791bf4f (H 210 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 202)) (fun r => asR (G 210 [:: r]))) (H 209 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 201)) (fun r => asR (G 209 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 212 _ _ (@run_step _ 26 smprog _ E _ 178 erefl Hsm Hsc : E 204 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 203)))) _); intros G H; exact: ob_81380178c69bf07d (H 211 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 203)) (fun r => asR (G 211 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 213 _ _ (@run_step _ 26 smprog _ E _ 179 erefl Hsm Hsc : E 205 = VR (op_mul (asR (E 200)) (asR (E 204)))) _); intros G H; exact: ob_400813c215a513e7 (H 208 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 200)) (fun r => asR (G 208 [:: r]))) (H 212 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 204)) (fun r => asR (G 212 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 214 _ _ (@run_step _ 26 smprog _ E _ 180 erefl Hsm Hsc : E 206 = VR (op_transpose 0 1 (asR (E 19)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 19 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 19)) (fun r => asR (G 19 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 215 _ _ (@run_step _ 26 smprog _ E _ 181 erefl Hsm Hsc : E 207 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 205)))) _); intros G H; exact: ob_d51ad7e6a0c4c6c5 (H 213 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 205)) (fun r => asR (G 213 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 216 _ _ (@run_step _ 26 smprog _ E _ 182 erefl Hsm Hsc : E 208 = VR (op_matmul (P_tp * n_p19) (asR (E 207)) (asR (E 206)))) _); intros G H; exact: ob_f8d409fe6b3b5f33 (H 215 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 207)) (fun r => asR (G 215 [:: r]))) (H 214 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 206)) (fun r => asR (G 214 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 217 _ _ (@run_step _ 26 smprog _ E _ 183 erefl Hsm Hsc : E 209 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 208)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 216 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 208)) (fun r => asR (G 216 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 218 250 [:: Step [:: 217] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 201; 218] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 219; 22] (fun vs r => VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)))); Step [:: 220] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 23] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 221] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 223; 222] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 224] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 225] (fun vs r => VR (op_all_gather 2 n_p17 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 226; 1] (fun vs r => VR (op_cross_entropy f_exp f_log (P_tp * n_p17) (asR (argf vs 0 r)) (asI (argf vs 1 r)))); Step [:: 227] (fun vs r => VR (op_reduce_mean 0 n_p11 (op_reduce_mean 1 (P_tp * n_p13) (asR (argf vs 0 r))))); Step [:: 25] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 229] (fun vs r => VR (op_broadcast 1 (asR (argf vs 0 r)))); Step [:: 230] (fun vs r => VR (op_scale (1%:R / 32%:R)%R (asR (argf vs 0 r)))); Step [:: 226; 1; 231] (fun vs r => VR (op_cross_entropy_backward f_exp (P_tp * n_p17) (asR (argf vs 0 r)) (asI (argf vs 1 r)) (asR (argf vs 2 r)))); Step [:: 232] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 233] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 234] (fun vs r => VR (op_slice 2 ((nth 0 r 0) * n_p17) (asR (argf vs 0 r)))); Step [:: 235] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 236] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 237; 223] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 238] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 222] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 236; 240] (fun vs r => VR (op_matmul n_p17 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 241] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 239] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 242] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 219; 22; 244] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 219; 22; 244] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 245] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 247] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 248] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 217 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 209)) (fun r => asR (G 217 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 219 _ _ (@run_step _ 26 smprog _ E _ 184 erefl Hsm Hsc : E 210 = VR (op_add (asR (E 194)) (asR (E 209)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 201 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 194)) (fun r => asR (G 201 [:: r]))) (H 218 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 209)) (fun r => asR (G 218 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 220 _ _ (@run_step _ 26 smprog _ E _ 185 erefl Hsm Hsc : E 211 = VR (op_rmsnorm f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 22)) (asR (E 210)))) _); intros G H; exact: ob_4417f610a3d2d881 (H 219 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 210)) (fun r => asR (G 219 [:: r]))) (H 22 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 22)) (fun r => asR (G 22 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 220 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 211)) (fun r => asR (G 220 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 222 _ _ (@run_step _ 26 smprog _ E _ 186 erefl Hsm Hsc : E 212 = VR (op_transpose 0 1 (asR (E 23)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 23 isT : rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] (asR (E 23)) (fun r => asR (G 23 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 223 _ _ (@run_step _ 26 smprog _ E _ 187 erefl Hsm Hsc : E 213 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 211)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 221 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 211)) (fun r => asR (G 221 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 224 _ _ (@run_step _ 26 smprog _ E _ 188 erefl Hsm Hsc : E 214 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 213)) (asR (E 212)))) _); intros G H; exact: ob_a154a24d3791bf4f (H 223 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 213)) (fun r => asR (G 223 [:: r]))) (H 222 isT : rel_contiguous_shard P_tp 1 n_p17 [:: 4 * P_tp * n_p5 * n_p7; n_p17] (asR (E 212)) (fun r => asR (G 222 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 225 _ _ (@run_step _ 26 smprog _ E _ 189 erefl Hsm Hsc : E 215 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 214)))) _); intros G H; exact: ob_81380178c69bf07d (H 224 isT : rel_contiguous_shard P_tp 1 n_p17 [:: P_tp * n_p11 * n_p13; n_p17] (asR (E 214)) (fun r => asR (G 224 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_e906e6dcde96f9ef (H 225 isT : rel_contiguous_shard P_tp 2 n_p17 [:: n_p11; P_tp * n_p13; n_p17] (asR (E 215)) (fun r => asR (G 225 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 227 _ _ (@run_step _ 26 smprog _ E _ 190 erefl Hsm Hsc : E 216 = VR (op_cross_entropy f_exp f_log (P_tp * n_p17) (asR (E 215)) (asI (E 1)))) _); intros G H; exact: ob_a29e07c77ad8009b (H 226 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; P_tp * n_p17] (asR (E 215)) (fun r => asR (G 226 [:: r]))) (H 1 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asI (E 1)) (fun r => asI (G 1 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 228 _ _ (@run_step _ 26 smprog _ E _ 191 erefl Hsm Hsc : E 217 = VR (op_reduce_mean 0 n_p11 (op_reduce_mean 1 (P_tp * n_p13) (asR (E 216))))) _); intros G H; exact: ob_5b780fa1f9a4a6d8 (H 227 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asR (E 216)) (fun r => asR (G 227 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 229 _ _ (@run_step _ 26 smprog _ E _ 192 erefl Hsm Hsc : E 218 = VR (op_broadcast 0 (asR (E 25)))) _); intros G H; exact: ob_5362985edcb5a3a3 (H 25 isT : rel_replicated P_tp [::] (asR (E 25)) (fun r => asR (G 25 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 230 _ _ (@run_step _ 26 smprog _ E _ 193 erefl Hsm Hsc : E 219 = VR (op_broadcast 1 (asR (E 218)))) _); intros G H; exact: ob_b64af58c02dc2858 (H 229 isT : rel_replicated P_tp [:: n_p11] (asR (E 218)) (fun r => asR (G 229 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 231 _ _ (@run_step _ 26 smprog _ E _ 194 erefl Hsm Hsc : E 220 = VR (op_scale (1%:R / 32%:R)%R (asR (E 219)))) _); intros G H; exact: ob_4805db0f86d57a3a (H 230 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asR (E 219)) (fun r => asR (G 230 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 232 _ _ (@run_step _ 26 smprog _ E _ 195 erefl Hsm Hsc : E 221 = VR (op_cross_entropy_backward f_exp (P_tp * n_p17) (asR (E 215)) (asI (E 1)) (asR (E 220)))) _); intros G H; exact: ob_067c743e7ba68309 (H 226 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; P_tp * n_p17] (asR (E 215)) (fun r => asR (G 226 [:: r]))) (H 1 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asI (E 1)) (fun r => asI (G 1 [:: r]))) (H 231 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asR (E 220)) (fun r => asR (G 231 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 233 _ _ (@run_step _ 26 smprog _ E _ 196 erefl Hsm Hsc : E 222 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 221)))) _); intros G H; exact: ob_5f303f1f3af1f6c1 (H 232 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; P_tp * n_p17] (asR (E 221)) (fun r => asR (G 232 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 234 _ _ (@run_step _ 26 smprog _ E _ 197 erefl Hsm Hsc : E 223 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 222)))) _); intros G H; exact: ob_3cb5ab9214cb5ded (H 233 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; P_tp * n_p17] (asR (E 222)) (fun r => asR (G 233 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_9e889fcdd2174e9c (H 234 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; P_tp * n_p17] (asR (E 223)) (fun r => asR (G 234 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 236 _ _ (@run_step _ 26 smprog _ E _ 198 erefl Hsm Hsc : E 224 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 223)))) _); intros G H; exact: ob_0f0e93e3ab122c89 (H 235 isT : rel_expert_partition P_tp 2 n_p17 [:: n_p11; P_tp * n_p13; n_p17] (asR (E 223)) (fun r => asR (G 235 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 237 _ _ (@run_step _ 26 smprog _ E _ 199 erefl Hsm Hsc : E 225 = VR (op_transpose 0 1 (asR (E 224)))) _); intros G H; exact: ob_0fc56fd7b7cd6db8 (H 236 isT : rel_expert_partition P_tp 1 n_p17 [:: P_tp * n_p11 * n_p13; n_p17] (asR (E 224)) (fun r => asR (G 236 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 238 _ _ (@run_step _ 26 smprog _ E _ 200 erefl Hsm Hsc : E 226 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 225)) (asR (E 213)))) _); intros G H; exact: ob_bee8f33b90c50c49 (H 237 isT : rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; P_tp * n_p11 * n_p13] (asR (E 225)) (fun r => asR (G 237 [:: r]))) (H 223 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 213)) (fun r => asR (G 223 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 239 _ _ (@run_step _ 26 smprog _ E _ 201 erefl Hsm Hsc : E 227 = VR (op_transpose 0 1 (asR (E 226)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 238 isT : rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] (asR (E 226)) (fun r => asR (G 238 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 240 _ _ (@run_step _ 26 smprog _ E _ 202 erefl Hsm Hsc : E 228 = VR (op_transpose 0 1 (asR (E 212)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 222 isT : rel_contiguous_shard P_tp 1 n_p17 [:: 4 * P_tp * n_p5 * n_p7; n_p17] (asR (E 212)) (fun r => asR (G 222 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 241 _ _ (@run_step _ 26 smprog _ E _ 203 erefl Hsm Hsc : E 229 = VR (op_matmul (P_tp * n_p17) (asR (E 224)) (asR (E 228)))) _); intros G H; exact: ob_4f52ca9e3cc07be2 (H 236 isT : rel_expert_partition P_tp 1 n_p17 [:: P_tp * n_p11 * n_p13; n_p17] (asR (E 224)) (fun r => asR (G 236 [:: r]))) (H 240 isT : rel_contiguous_shard P_tp 0 n_p17 [:: n_p17; 4 * P_tp * n_p5 * n_p7] (asR (E 228)) (fun r => asR (G 240 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 242 _ _ (@run_step _ 26 smprog _ E _ 204 erefl Hsm Hsc : E 230 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 229)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 241 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 229)) (fun r => asR (G 241 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 243 _ _ (@run_step _ 26 smprog _ E _ 205 erefl Hsm Hsc : E 231 = VR (op_transpose 0 1 (asR (E 227)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 239 isT : rel_contiguous_shard P_tp 1 n_p17 [:: 4 * P_tp * n_p5 * n_p7; n_p17] (asR (E 227)) (fun r => asR (G 239 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 242 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 230)) (fun r => asR (G 242 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 245 _ _ (@run_step _ 26 smprog _ E _ 206 erefl Hsm Hsc : E 232 = VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 22)) (asR (E 210)) (asR (E 230)))) _); intros G H; exact: ob_0f23612ce2b64f47 (H 219 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 210)) (fun r => asR (G 219 [:: r]))) (H 22 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 22)) (fun r => asR (G 22 [:: r]))) (H 244 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 230)) (fun r => asR (G 244 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 246 _ _ (@run_step _ 26 smprog _ E _ 207 erefl Hsm Hsc : E 233 = VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (E 210)) (asR (E 230)))) _); intros G H; exact: ob_2d8b8110ae65f01a (H 219 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 210)) (fun r => asR (G 219 [:: r]))) (H 22 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 22)) (fun r => asR (G 22 [:: r]))) (H 244 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 230)) (fun r => asR (G 244 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 245 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 232)) (fun r => asR (G 245 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 248 _ _ (@run_step _ 26 smprog _ E _ 208 erefl Hsm Hsc : E 234 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 232)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 247 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 232)) (fun r => asR (G 247 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 249 _ _ (@run_step _ 26 smprog _ E _ 209 erefl Hsm Hsc : E 235 = VR (op_transpose 0 1 (asR (E 234)))) _); intros G H; exact: ob_efa68abe369baeb1 (H 248 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 234)) (fun r => asR (G 248 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 250 282 [:: Step [:: 249; 215] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 250] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 214] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 248; 252] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 253] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 251] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 254; 208] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 254; 212] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 256] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 258] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 259; 210] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 260] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 209] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 258; 262] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 263] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 261] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 207; 257] (fun vs r => VR (op_silu_grad f_sigmoid (asR (argf vs 1 r)) (asR (argf vs 0 r)))); Step [:: 266] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 267] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 268; 205] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 269] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 204] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 267; 271] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 272] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 264; 273] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 270] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 274] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 201; 21; 276] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 201; 21; 276] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 245; 277] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 279] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 280] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 250 _ _ (@run_step _ 26 smprog _ E _ 210 erefl Hsm Hsc : E 236 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 235)) (asR (E 207)))) _); intros G H; exact: ob_044624d7fa6b8925 (H 249 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 235)) (fun r => asR (G 249 [:: r]))) (H 215 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 207)) (fun r => asR (G 215 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 251 _ _ (@run_step _ 26 smprog _ E _ 211 erefl Hsm Hsc : E 237 = VR (op_transpose 0 1 (asR (E 236)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 250 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 236)) (fun r => asR (G 250 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 252 _ _ (@run_step _ 26 smprog _ E _ 212 erefl Hsm Hsc : E 238 = VR (op_transpose 0 1 (asR (E 206)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 214 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 206)) (fun r => asR (G 214 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 253 _ _ (@run_step _ 26 smprog _ E _ 213 erefl Hsm Hsc : E 239 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 234)) (asR (E 238)))) _); intros G H; exact: ob_a154a24d3791bf4f (H 248 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 234)) (fun r => asR (G 248 [:: r]))) (H 252 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 238)) (fun r => asR (G 252 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 254 _ _ (@run_step _ 26 smprog _ E _ 214 erefl Hsm Hsc : E 240 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 239)))) _); intros G H; exact: ob_81380178c69bf07d (H 253 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 239)) (fun r => asR (G 253 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 255 _ _ (@run_step _ 26 smprog _ E _ 215 erefl Hsm Hsc : E 241 = VR (op_transpose 0 1 (asR (E 237)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 251 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 237)) (fun r => asR (G 251 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 256 _ _ (@run_step _ 26 smprog _ E _ 216 erefl Hsm Hsc : E 242 = VR (op_mul (asR (E 240)) (asR (E 200)))) _); intros G H; exact: ob_400813c215a513e7 (H 254 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 240)) (fun r => asR (G 254 [:: r]))) (H 208 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 200)) (fun r => asR (G 208 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 257 _ _ (@run_step _ 26 smprog _ E _ 217 erefl Hsm Hsc : E 243 = VR (op_mul (asR (E 240)) (asR (E 204)))) _); intros G H; exact: ob_400813c215a513e7 (H 254 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 240)) (fun r => asR (G 254 [:: r]))) (H 212 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 204)) (fun r => asR (G 212 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 258 _ _ (@run_step _ 26 smprog _ E _ 218 erefl Hsm Hsc : E 244 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 242)))) _); intros G H; exact: ob_d51ad7e6a0c4c6c5 (H 256 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 242)) (fun r => asR (G 256 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 259 _ _ (@run_step _ 26 smprog _ E _ 219 erefl Hsm Hsc : E 245 = VR (op_transpose 0 1 (asR (E 244)))) _); intros G H; exact: ob_3d04feb3b425eccb (H 258 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 244)) (fun r => asR (G 258 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 260 _ _ (@run_step _ 26 smprog _ E _ 220 erefl Hsm Hsc : E 246 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 245)) (asR (E 202)))) _); intros G H; exact: ob_bee8f33b90c50c49 (H 259 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; P_tp * n_p11 * n_p13] (asR (E 245)) (fun r => asR (G 259 [:: r]))) (H 210 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 202)) (fun r => asR (G 210 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 261 _ _ (@run_step _ 26 smprog _ E _ 221 erefl Hsm Hsc : E 247 = VR (op_transpose 0 1 (asR (E 246)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 260 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 246)) (fun r => asR (G 260 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 262 _ _ (@run_step _ 26 smprog _ E _ 222 erefl Hsm Hsc : E 248 = VR (op_transpose 0 1 (asR (E 201)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 209 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 201)) (fun r => asR (G 209 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 263 _ _ (@run_step _ 26 smprog _ E _ 223 erefl Hsm Hsc : E 249 = VR (op_matmul (P_tp * n_p19) (asR (E 244)) (asR (E 248)))) _); intros G H; exact: ob_f8d409fe6b3b5f33 (H 258 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 244)) (fun r => asR (G 258 [:: r]))) (H 262 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 248)) (fun r => asR (G 262 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 264 _ _ (@run_step _ 26 smprog _ E _ 224 erefl Hsm Hsc : E 250 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 249)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 263 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 249)) (fun r => asR (G 263 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 265 _ _ (@run_step _ 26 smprog _ E _ 225 erefl Hsm Hsc : E 251 = VR (op_transpose 0 1 (asR (E 247)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 261 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 247)) (fun r => asR (G 261 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 266 _ _ (@run_step _ 26 smprog _ E _ 226 erefl Hsm Hsc : E 252 = VR (op_silu_grad f_sigmoid (asR (E 243)) (asR (E 199)))) _); intros G H; exact: ob_5f1fe12567cf1715 (H 207 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 199)) (fun r => asR (G 207 [:: r]))) (H 257 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 243)) (fun r => asR (G 257 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 267 _ _ (@run_step _ 26 smprog _ E _ 227 erefl Hsm Hsc : E 253 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 252)))) _); intros G H; exact: ob_d51ad7e6a0c4c6c5 (H 266 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 252)) (fun r => asR (G 266 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 268 _ _ (@run_step _ 26 smprog _ E _ 228 erefl Hsm Hsc : E 254 = VR (op_transpose 0 1 (asR (E 253)))) _); intros G H; exact: ob_3d04feb3b425eccb (H 267 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 253)) (fun r => asR (G 267 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 269 _ _ (@run_step _ 26 smprog _ E _ 229 erefl Hsm Hsc : E 255 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 254)) (asR (E 197)))) _); intros G H; exact: ob_bee8f33b90c50c49 (H 268 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; P_tp * n_p11 * n_p13] (asR (E 254)) (fun r => asR (G 268 [:: r]))) (H 205 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 197)) (fun r => asR (G 205 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 270 _ _ (@run_step _ 26 smprog _ E _ 230 erefl Hsm Hsc : E 256 = VR (op_transpose 0 1 (asR (E 255)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 269 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 255)) (fun r => asR (G 269 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 271 _ _ (@run_step _ 26 smprog _ E _ 231 erefl Hsm Hsc : E 257 = VR (op_transpose 0 1 (asR (E 196)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 204 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 196)) (fun r => asR (G 204 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 272 _ _ (@run_step _ 26 smprog _ E _ 232 erefl Hsm Hsc : E 258 = VR (op_matmul (P_tp * n_p19) (asR (E 253)) (asR (E 257)))) _); intros G H; exact: ob_f8d409fe6b3b5f33 (H 267 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 253)) (fun r => asR (G 267 [:: r]))) (H 271 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 257)) (fun r => asR (G 271 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 273 _ _ (@run_step _ 26 smprog _ E _ 233 erefl Hsm Hsc : E 259 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 258)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 272 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 258)) (fun r => asR (G 272 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 274 _ _ (@run_step _ 26 smprog _ E _ 234 erefl Hsm Hsc : E 260 = VR (op_add (asR (E 250)) (asR (E 259)))) _); intros G H; exact: ob_f129312945f6c982 (H 264 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 250)) (fun r => asR (G 264 [:: r]))) (H 273 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 259)) (fun r => asR (G 273 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 275 _ _ (@run_step _ 26 smprog _ E _ 235 erefl Hsm Hsc : E 261 = VR (op_transpose 0 1 (asR (E 256)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 270 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 256)) (fun r => asR (G 270 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 274 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 260)) (fun r => asR (G 274 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 277 _ _ (@run_step _ 26 smprog _ E _ 236 erefl Hsm Hsc : E 262 = VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 21)) (asR (E 194)) (asR (E 260)))) _); intros G H; exact: ob_0f23612ce2b64f47 (H 201 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 194)) (fun r => asR (G 201 [:: r]))) (H 21 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 21)) (fun r => asR (G 21 [:: r]))) (H 276 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 260)) (fun r => asR (G 276 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 278 _ _ (@run_step _ 26 smprog _ E _ 237 erefl Hsm Hsc : E 263 = VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (E 194)) (asR (E 260)))) _); intros G H; exact: ob_2d8b8110ae65f01a (H 201 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 194)) (fun r => asR (G 201 [:: r]))) (H 21 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 21)) (fun r => asR (G 21 [:: r]))) (H 276 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 260)) (fun r => asR (G 276 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 279 _ _ (@run_step _ 26 smprog _ E _ 238 erefl Hsm Hsc : E 264 = VR (op_add (asR (E 232)) (asR (E 262)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 245 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 232)) (fun r => asR (G 245 [:: r]))) (H 277 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 262)) (fun r => asR (G 277 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 279 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 264)) (fun r => asR (G 279 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 281 _ _ (@run_step _ 26 smprog _ E _ 239 erefl Hsm Hsc : E 265 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 264)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 280 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 264)) (fun r => asR (G 280 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 282 314 [:: Step [:: 281] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 282; 197] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 283] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 196] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 281; 285] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 286] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 284] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 287] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 289] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: 291; 292] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r)))); Step [:: 187; 188; 189; 293; 290] (fun vs r => VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r)))); Step [:: 187; 188; 189; 293; 290] (fun vs r => VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r)))); Step [:: 187; 188; 189; 293; 290] (fun vs r => VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r)))); Step [:: 296] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 295] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 294] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 297] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r)))); Step [:: 300] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r)))); Step [:: 298] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r)))); Step [:: 302] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r)))); Step [:: 163] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 304] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 305] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 306] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 303; 307] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 308] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 308] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 309] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 310; 311] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 161] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 282 _ _ (@run_step _ 26 smprog _ E _ 240 erefl Hsm Hsc : E 266 = VR (op_transpose 0 1 (asR (E 265)))) _); intros G H; exact: ob_efa68abe369baeb1 (H 281 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 265)) (fun r => asR (G 281 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 283 _ _ (@run_step _ 26 smprog _ E _ 241 erefl Hsm Hsc : E 267 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 266)) (asR (E 191)))) _); intros G H; exact: ob_ad21be895569412f (H 282 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 266)) (fun r => asR (G 282 [:: r]))) (H 197 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 191)) (fun r => asR (G 197 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 284 _ _ (@run_step _ 26 smprog _ E _ 242 erefl Hsm Hsc : E 268 = VR (op_transpose 0 1 (asR (E 267)))) _); intros G H; exact: ob_2d15f3b41183eece (H 283 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 267)) (fun r => asR (G 283 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 285 _ _ (@run_step _ 26 smprog _ E _ 243 erefl Hsm Hsc : E 269 = VR (op_transpose 0 1 (asR (E 190)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 196 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 190)) (fun r => asR (G 196 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 286 _ _ (@run_step _ 26 smprog _ E _ 244 erefl Hsm Hsc : E 270 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 265)) (asR (E 269)))) _); intros G H; exact: ob_5ff385afd60a5569 (H 281 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 265)) (fun r => asR (G 281 [:: r]))) (H 285 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 269)) (fun r => asR (G 285 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 287 _ _ (@run_step _ 26 smprog _ E _ 245 erefl Hsm Hsc : E 271 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 270)))) _); intros G H; exact: ob_119c2ea3477186dd (H 286 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 270)) (fun r => asR (G 286 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 288 _ _ (@run_step _ 26 smprog _ E _ 246 erefl Hsm Hsc : E 272 = VR (op_transpose 0 1 (asR (E 268)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 284 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 268)) (fun r => asR (G 284 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 289 _ _ (@run_step _ 26 smprog _ E _ 247 erefl Hsm Hsc : E 273 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 271)))) _); intros G H; exact: ob_19577ec1dd9ef13a (H 287 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 271)) (fun r => asR (G 287 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 290 _ _ (@run_step _ 26 smprog _ E _ 248 erefl Hsm Hsc : E 274 = VR (op_transpose 1 2 (asR (E 273)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 289 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 273)) (fun r => asR (G 289 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 291 _ _ (@run_step _ 26 smprog _ E _ 249 erefl Hsm Hsc : E 275 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 292 _ _ (@run_step _ 26 smprog _ E _ 250 erefl Hsm Hsc : E 276 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 293 _ _ (@run_step _ 26 smprog _ E _ 251 erefl Hsm Hsc : E 277 = @VM R (op_causal_mask (asI (E 275)) (asI (E 276)))) _); intros G H; exact: (ob_51f4c490dfde2b28 R) (H 291 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 275)) (fun r => asI (G 291 [:: r]))) (H 292 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 276)) (fun r => asI (G 292 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 294 _ _ (@run_step _ 26 smprog _ E _ 252 erefl Hsm Hsc : E 278 = VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 277)) (asR (E 181)) (asR (E 182)) (asR (E 183)) (asR (E 274)))) _); intros G H; exact: ob_7a47aeb642746a2d (H 187 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 181)) (fun r => asR (G 187 [:: r]))) (H 188 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 182)) (fun r => asR (G 188 [:: r]))) (H 189 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 183)) (fun r => asR (G 189 [:: r]))) (H 293 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 277)) (fun r => asM (G 293 [:: r]))) (H 290 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 274)) (fun r => asR (G 290 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 295 _ _ (@run_step _ 26 smprog _ E _ 253 erefl Hsm Hsc : E 279 = VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 277)) (asR (E 181)) (asR (E 182)) (asR (E 183)) (asR (E 274)))) _); intros G H; exact: ob_7928b19739a404d3 (H 187 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 181)) (fun r => asR (G 187 [:: r]))) (H 188 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 182)) (fun r => asR (G 188 [:: r]))) (H 189 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 183)) (fun r => asR (G 189 [:: r]))) (H 293 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 277)) (fun r => asM (G 293 [:: r]))) (H 290 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 274)) (fun r => asR (G 290 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 296 _ _ (@run_step _ 26 smprog _ E _ 254 erefl Hsm Hsc : E 280 = VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 277)) (asR (E 181)) (asR (E 182)) (asR (E 183)) (asR (E 274)))) _); intros G H; exact: ob_2910c6e5d60625d2 (H 187 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 181)) (fun r => asR (G 187 [:: r]))) (H 188 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 182)) (fun r => asR (G 188 [:: r]))) (H 189 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 183)) (fun r => asR (G 189 [:: r]))) (H 293 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 277)) (fun r => asM (G 293 [:: r]))) (H 290 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 274)) (fun r => asR (G 290 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 297 _ _ (@run_step _ 26 smprog _ E _ 255 erefl Hsm Hsc : E 281 = VR (op_transpose 1 2 (asR (E 280)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 296 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 280)) (fun r => asR (G 296 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 298 _ _ (@run_step _ 26 smprog _ E _ 256 erefl Hsm Hsc : E 282 = VR (op_transpose 1 2 (asR (E 279)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 295 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 279)) (fun r => asR (G 295 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 299 _ _ (@run_step _ 26 smprog _ E _ 257 erefl Hsm Hsc : E 283 = VR (op_transpose 1 2 (asR (E 278)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 294 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 278)) (fun r => asR (G 294 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 300 _ _ (@run_step _ 26 smprog _ E _ 258 erefl Hsm Hsc : E 284 = VR (op_reshape_split 2 2 (asR (E 281)))) _); intros G H; exact: ob_9c0255b26d2a7313 (H 297 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 281)) (fun r => asR (G 297 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 301 _ _ (@run_step _ 26 smprog _ E _ 259 erefl Hsm Hsc : E 285 = VR (op_reduce_sum 3 2 (asR (E 284)))) _); intros G H; exact: ob_1d88cc7405b01216 (H 300 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 284)) (fun r => asR (G 300 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 302 _ _ (@run_step _ 26 smprog _ E _ 260 erefl Hsm Hsc : E 286 = VR (op_reshape_split 2 2 (asR (E 282)))) _); intros G H; exact: ob_9c0255b26d2a7313 (H 298 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 282)) (fun r => asR (G 298 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 303 _ _ (@run_step _ 26 smprog _ E _ 261 erefl Hsm Hsc : E 287 = VR (op_reduce_sum 3 2 (asR (E 286)))) _); intros G H; exact: ob_1d88cc7405b01216 (H 302 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 286)) (fun r => asR (G 302 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 304 _ _ (@run_step _ 26 smprog _ E _ 262 erefl Hsm Hsc : E 288 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 157)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 163 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 157)) (fun r => asR (G 163 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 305 _ _ (@run_step _ 26 smprog _ E _ 263 erefl Hsm Hsc : E 289 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 288)))) _); intros G H; exact: ob_d14c9594bf62182b (H 304 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 288)) (fun r => asR (G 304 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 306 _ _ (@run_step _ 26 smprog _ E _ 264 erefl Hsm Hsc : E 290 = VR (op_broadcast 0 (asR (E 289)))) _); intros G H; exact: ob_5c28810183ec982a (H 305 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 289)) (fun r => asR (G 305 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 307 _ _ (@run_step _ 26 smprog _ E _ 265 erefl Hsm Hsc : E 291 = VR (op_broadcast 2 (asR (E 290)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 306 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 290)) (fun r => asR (G 306 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 308 _ _ (@run_step _ 26 smprog _ E _ 266 erefl Hsm Hsc : E 292 = VR (op_mul (asR (E 287)) (asR (E 291)))) _); intros G H; exact: ob_839a6c031cccf48c (H 303 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 287)) (fun r => asR (G 303 [:: r]))) (H 307 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 291)) (fun r => asR (G 307 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 309 _ _ (@run_step _ 26 smprog _ E _ 267 erefl Hsm Hsc : E 293 = VR (op_slice 3 0 (asR (E 292)))) _); intros G H; exact: ob_897c8e63f25a6bcf (H 308 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 292)) (fun r => asR (G 308 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 310 _ _ (@run_step _ 26 smprog _ E _ 268 erefl Hsm Hsc : E 294 = VR (op_slice 3 n_p5 (asR (E 292)))) _); intros G H; exact: ob_40218060915ec561 (H 308 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 292)) (fun r => asR (G 308 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 311 _ _ (@run_step _ 26 smprog _ E _ 269 erefl Hsm Hsc : E 295 = VR (op_neg (asR (E 293)))) _); intros G H; exact: ob_66c5325a2bf1f1d4 (H 309 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 293)) (fun r => asR (G 309 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 312 _ _ (@run_step _ 26 smprog _ E _ 270 erefl Hsm Hsc : E 296 = VR (op_concat 3 n_p5 (asR (E 294)) (asR (E 295)))) _); intros G H; exact: ob_bf7969211fdfb739 (H 310 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 294)) (fun r => asR (G 310 [:: r]))) (H 311 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 295)) (fun r => asR (G 311 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 313 _ _ (@run_step _ 26 smprog _ E _ 271 erefl Hsm Hsc : E 297 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 155)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 161 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 155)) (fun r => asR (G 161 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 314 346 [:: Step [:: 313] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 314] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 315] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 303; 316] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 312; 317] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 144] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 319] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 320] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 321] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 299; 322] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 323] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 323] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 324] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 325; 326] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 142] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 328] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 329] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 330] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 299; 331] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 327; 332] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 301] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 334] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 335] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 336; 137] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 337] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 136] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 335; 339] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 340] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 338] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 318] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 343] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 344] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 314 _ _ (@run_step _ 26 smprog _ E _ 272 erefl Hsm Hsc : E 298 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 297)))) _); intros G H; exact: ob_d14c9594bf62182b (H 313 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 297)) (fun r => asR (G 313 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 315 _ _ (@run_step _ 26 smprog _ E _ 273 erefl Hsm Hsc : E 299 = VR (op_broadcast 0 (asR (E 298)))) _); intros G H; exact: ob_5c28810183ec982a (H 314 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 298)) (fun r => asR (G 314 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 316 _ _ (@run_step _ 26 smprog _ E _ 274 erefl Hsm Hsc : E 300 = VR (op_broadcast 2 (asR (E 299)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 315 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 299)) (fun r => asR (G 315 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 317 _ _ (@run_step _ 26 smprog _ E _ 275 erefl Hsm Hsc : E 301 = VR (op_mul (asR (E 287)) (asR (E 300)))) _); intros G H; exact: ob_839a6c031cccf48c (H 303 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 287)) (fun r => asR (G 303 [:: r]))) (H 316 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 300)) (fun r => asR (G 316 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 318 _ _ (@run_step _ 26 smprog _ E _ 276 erefl Hsm Hsc : E 302 = VR (op_add (asR (E 296)) (asR (E 301)))) _); intros G H; exact: ob_0ba28c5d892e0074 (H 312 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 296)) (fun r => asR (G 312 [:: r]))) (H 317 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 301)) (fun r => asR (G 317 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 319 _ _ (@run_step _ 26 smprog _ E _ 277 erefl Hsm Hsc : E 303 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 138)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 144 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 138)) (fun r => asR (G 144 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 320 _ _ (@run_step _ 26 smprog _ E _ 278 erefl Hsm Hsc : E 304 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 303)))) _); intros G H; exact: ob_d14c9594bf62182b (H 319 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 303)) (fun r => asR (G 319 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 321 _ _ (@run_step _ 26 smprog _ E _ 279 erefl Hsm Hsc : E 305 = VR (op_broadcast 0 (asR (E 304)))) _); intros G H; exact: ob_5c28810183ec982a (H 320 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 304)) (fun r => asR (G 320 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 322 _ _ (@run_step _ 26 smprog _ E _ 280 erefl Hsm Hsc : E 306 = VR (op_broadcast 2 (asR (E 305)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 321 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 305)) (fun r => asR (G 321 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 323 _ _ (@run_step _ 26 smprog _ E _ 281 erefl Hsm Hsc : E 307 = VR (op_mul (asR (E 283)) (asR (E 306)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 299 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 283)) (fun r => asR (G 299 [:: r]))) (H 322 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 306)) (fun r => asR (G 322 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 324 _ _ (@run_step _ 26 smprog _ E _ 282 erefl Hsm Hsc : E 308 = VR (op_slice 3 0 (asR (E 307)))) _); intros G H; exact: ob_881571af62ba541f (H 323 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 307)) (fun r => asR (G 323 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 325 _ _ (@run_step _ 26 smprog _ E _ 283 erefl Hsm Hsc : E 309 = VR (op_slice 3 n_p5 (asR (E 307)))) _); intros G H; exact: ob_dcbb4e5e5c90b778 (H 323 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 307)) (fun r => asR (G 323 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 326 _ _ (@run_step _ 26 smprog _ E _ 284 erefl Hsm Hsc : E 310 = VR (op_neg (asR (E 308)))) _); intros G H; exact: ob_56adb89f14a0cccc (H 324 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 308)) (fun r => asR (G 324 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 327 _ _ (@run_step _ 26 smprog _ E _ 285 erefl Hsm Hsc : E 311 = VR (op_concat 3 n_p5 (asR (E 309)) (asR (E 310)))) _); intros G H; exact: ob_76779edd50e1c5a4 (H 325 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 309)) (fun r => asR (G 325 [:: r]))) (H 326 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 310)) (fun r => asR (G 326 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 328 _ _ (@run_step _ 26 smprog _ E _ 286 erefl Hsm Hsc : E 312 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 136)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 142 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 136)) (fun r => asR (G 142 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 329 _ _ (@run_step _ 26 smprog _ E _ 287 erefl Hsm Hsc : E 313 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 312)))) _); intros G H; exact: ob_d14c9594bf62182b (H 328 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 312)) (fun r => asR (G 328 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 330 _ _ (@run_step _ 26 smprog _ E _ 288 erefl Hsm Hsc : E 314 = VR (op_broadcast 0 (asR (E 313)))) _); intros G H; exact: ob_5c28810183ec982a (H 329 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 313)) (fun r => asR (G 329 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 331 _ _ (@run_step _ 26 smprog _ E _ 289 erefl Hsm Hsc : E 315 = VR (op_broadcast 2 (asR (E 314)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 330 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 314)) (fun r => asR (G 330 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 332 _ _ (@run_step _ 26 smprog _ E _ 290 erefl Hsm Hsc : E 316 = VR (op_mul (asR (E 283)) (asR (E 315)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 299 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 283)) (fun r => asR (G 299 [:: r]))) (H 331 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 315)) (fun r => asR (G 331 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 333 _ _ (@run_step _ 26 smprog _ E _ 291 erefl Hsm Hsc : E 317 = VR (op_add (asR (E 311)) (asR (E 316)))) _); intros G H; exact: ob_d9db9eb3fc71a234 (H 327 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 311)) (fun r => asR (G 327 [:: r]))) (H 332 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 316)) (fun r => asR (G 332 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 334 _ _ (@run_step _ 26 smprog _ E _ 292 erefl Hsm Hsc : E 318 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 285)))) _); intros G H; exact: ob_af7499495d812dba (H 301 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 285)) (fun r => asR (G 301 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 335 _ _ (@run_step _ 26 smprog _ E _ 293 erefl Hsm Hsc : E 319 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 318)))) _); intros G H; exact: ob_acaa48fb92f6156c (H 334 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 318)) (fun r => asR (G 334 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 336 _ _ (@run_step _ 26 smprog _ E _ 294 erefl Hsm Hsc : E 320 = VR (op_transpose 0 1 (asR (E 319)))) _); intros G H; exact: ob_986656a02f7bdb58 (H 335 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 319)) (fun r => asR (G 335 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 337 _ _ (@run_step _ 26 smprog _ E _ 295 erefl Hsm Hsc : E 321 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 320)) (asR (E 131)))) _); intros G H; exact: ob_4d013c7635a78ca8 (H 336 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 320)) (fun r => asR (G 336 [:: r]))) (H 137 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 131)) (fun r => asR (G 137 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 338 _ _ (@run_step _ 26 smprog _ E _ 296 erefl Hsm Hsc : E 322 = VR (op_transpose 0 1 (asR (E 321)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 337 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 321)) (fun r => asR (G 337 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 339 _ _ (@run_step _ 26 smprog _ E _ 297 erefl Hsm Hsc : E 323 = VR (op_transpose 0 1 (asR (E 130)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 136 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 130)) (fun r => asR (G 136 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 340 _ _ (@run_step _ 26 smprog _ E _ 298 erefl Hsm Hsc : E 324 = VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (E 319)) (asR (E 323)))) _); intros G H; exact: ob_32beca57be0fc4ec (H 335 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 319)) (fun r => asR (G 335 [:: r]))) (H 339 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 323)) (fun r => asR (G 339 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 341 _ _ (@run_step _ 26 smprog _ E _ 299 erefl Hsm Hsc : E 325 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 324)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 340 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 324)) (fun r => asR (G 340 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 342 _ _ (@run_step _ 26 smprog _ E _ 300 erefl Hsm Hsc : E 326 = VR (op_transpose 0 1 (asR (E 322)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 338 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 322)) (fun r => asR (G 338 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 343 _ _ (@run_step _ 26 smprog _ E _ 301 erefl Hsm Hsc : E 327 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 302)))) _); intros G H; exact: ob_af7499495d812dba (H 318 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 302)) (fun r => asR (G 318 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 344 _ _ (@run_step _ 26 smprog _ E _ 302 erefl Hsm Hsc : E 328 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 327)))) _); intros G H; exact: ob_acaa48fb92f6156c (H 343 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 327)) (fun r => asR (G 343 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 345 _ _ (@run_step _ 26 smprog _ E _ 303 erefl Hsm Hsc : E 329 = VR (op_transpose 0 1 (asR (E 328)))) _); intros G H; exact: ob_986656a02f7bdb58 (H 344 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 328)) (fun r => asR (G 344 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 346 378 [:: Step [:: 345; 132] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 346] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 131] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 344; 348] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 349] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 341; 350] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 347] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 333] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 353] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 354] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 355; 127] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 356] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 126] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 354; 358] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 359] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 351; 360] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 357] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 361] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 123; 17; 363] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 123; 17; 363] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 279; 364] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 366] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 367] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 368] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 369; 119] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 370] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 118] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 368; 372] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 373] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 371] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 374; 112] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 374; 116] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 346 _ _ (@run_step _ 26 smprog _ E _ 304 erefl Hsm Hsc : E 330 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 329)) (asR (E 126)))) _); intros G H; exact: ob_4d013c7635a78ca8 (H 345 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 329)) (fun r => asR (G 345 [:: r]))) (H 132 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 126)) (fun r => asR (G 132 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 347 _ _ (@run_step _ 26 smprog _ E _ 305 erefl Hsm Hsc : E 331 = VR (op_transpose 0 1 (asR (E 330)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 346 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 330)) (fun r => asR (G 346 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 348 _ _ (@run_step _ 26 smprog _ E _ 306 erefl Hsm Hsc : E 332 = VR (op_transpose 0 1 (asR (E 125)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 131 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 125)) (fun r => asR (G 131 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 349 _ _ (@run_step _ 26 smprog _ E _ 307 erefl Hsm Hsc : E 333 = VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (E 328)) (asR (E 332)))) _); intros G H; exact: ob_32beca57be0fc4ec (H 344 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 328)) (fun r => asR (G 344 [:: r]))) (H 348 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 332)) (fun r => asR (G 348 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 350 _ _ (@run_step _ 26 smprog _ E _ 308 erefl Hsm Hsc : E 334 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 333)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 349 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 333)) (fun r => asR (G 349 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 351 _ _ (@run_step _ 26 smprog _ E _ 309 erefl Hsm Hsc : E 335 = VR (op_add (asR (E 325)) (asR (E 334)))) _); intros G H; exact: ob_f129312945f6c982 (H 341 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 325)) (fun r => asR (G 341 [:: r]))) (H 350 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 334)) (fun r => asR (G 350 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 352 _ _ (@run_step _ 26 smprog _ E _ 310 erefl Hsm Hsc : E 336 = VR (op_transpose 0 1 (asR (E 331)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 347 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 331)) (fun r => asR (G 347 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 353 _ _ (@run_step _ 26 smprog _ E _ 311 erefl Hsm Hsc : E 337 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 317)))) _); intros G H; exact: ob_8bd23e4767f019b3 (H 333 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 317)) (fun r => asR (G 333 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 354 _ _ (@run_step _ 26 smprog _ E _ 312 erefl Hsm Hsc : E 338 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 337)))) _); intros G H; exact: ob_255b906613fd3a9d (H 353 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 337)) (fun r => asR (G 353 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 355 _ _ (@run_step _ 26 smprog _ E _ 313 erefl Hsm Hsc : E 339 = VR (op_transpose 0 1 (asR (E 338)))) _); intros G H; exact: ob_8b2089aea0c91f52 (H 354 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 338)) (fun r => asR (G 354 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 356 _ _ (@run_step _ 26 smprog _ E _ 314 erefl Hsm Hsc : E 340 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 339)) (asR (E 121)))) _); intros G H; exact: ob_33f8f08b9ba026a6 (H 355 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 339)) (fun r => asR (G 355 [:: r]))) (H 127 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 121)) (fun r => asR (G 127 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 357 _ _ (@run_step _ 26 smprog _ E _ 315 erefl Hsm Hsc : E 341 = VR (op_transpose 0 1 (asR (E 340)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 356 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 340)) (fun r => asR (G 356 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 358 _ _ (@run_step _ 26 smprog _ E _ 316 erefl Hsm Hsc : E 342 = VR (op_transpose 0 1 (asR (E 120)))) _); intros G H; exact: ob_2d15f3b41183eece (H 126 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 120)) (fun r => asR (G 126 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 359 _ _ (@run_step _ 26 smprog _ E _ 317 erefl Hsm Hsc : E 343 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 338)) (asR (E 342)))) _); intros G H; exact: ob_87fa0aba9f46fda4 (H 354 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 338)) (fun r => asR (G 354 [:: r]))) (H 358 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 342)) (fun r => asR (G 358 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 360 _ _ (@run_step _ 26 smprog _ E _ 318 erefl Hsm Hsc : E 344 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 343)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 359 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 343)) (fun r => asR (G 359 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 361 _ _ (@run_step _ 26 smprog _ E _ 319 erefl Hsm Hsc : E 345 = VR (op_add (asR (E 335)) (asR (E 344)))) _); intros G H; exact: ob_f129312945f6c982 (H 351 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 335)) (fun r => asR (G 351 [:: r]))) (H 360 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 344)) (fun r => asR (G 360 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 362 _ _ (@run_step _ 26 smprog _ E _ 320 erefl Hsm Hsc : E 346 = VR (op_transpose 0 1 (asR (E 341)))) _); intros G H; exact: ob_2d15f3b41183eece (H 357 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 341)) (fun r => asR (G 357 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 361 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 345)) (fun r => asR (G 361 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 364 _ _ (@run_step _ 26 smprog _ E _ 321 erefl Hsm Hsc : E 347 = VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 17)) (asR (E 118)) (asR (E 345)))) _); intros G H; exact: ob_0f23612ce2b64f47 (H 123 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 118)) (fun r => asR (G 123 [:: r]))) (H 17 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 17)) (fun r => asR (G 17 [:: r]))) (H 363 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 345)) (fun r => asR (G 363 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 365 _ _ (@run_step _ 26 smprog _ E _ 322 erefl Hsm Hsc : E 348 = VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (E 118)) (asR (E 345)))) _); intros G H; exact: ob_2d8b8110ae65f01a (H 123 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 118)) (fun r => asR (G 123 [:: r]))) (H 17 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 17)) (fun r => asR (G 17 [:: r]))) (H 363 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 345)) (fun r => asR (G 363 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 366 _ _ (@run_step _ 26 smprog _ E _ 323 erefl Hsm Hsc : E 349 = VR (op_add (asR (E 264)) (asR (E 347)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 279 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 264)) (fun r => asR (G 279 [:: r]))) (H 364 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 347)) (fun r => asR (G 364 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 366 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 349)) (fun r => asR (G 366 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 368 _ _ (@run_step _ 26 smprog _ E _ 324 erefl Hsm Hsc : E 350 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 349)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 367 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 349)) (fun r => asR (G 367 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 369 _ _ (@run_step _ 26 smprog _ E _ 325 erefl Hsm Hsc : E 351 = VR (op_transpose 0 1 (asR (E 350)))) _); intros G H; exact: ob_efa68abe369baeb1 (H 368 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 350)) (fun r => asR (G 368 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 370 _ _ (@run_step _ 26 smprog _ E _ 326 erefl Hsm Hsc : E 352 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 351)) (asR (E 115)))) _); intros G H; exact: ob_044624d7fa6b8925 (H 369 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 351)) (fun r => asR (G 369 [:: r]))) (H 119 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 115)) (fun r => asR (G 119 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 371 _ _ (@run_step _ 26 smprog _ E _ 327 erefl Hsm Hsc : E 353 = VR (op_transpose 0 1 (asR (E 352)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 370 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 352)) (fun r => asR (G 370 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 372 _ _ (@run_step _ 26 smprog _ E _ 328 erefl Hsm Hsc : E 354 = VR (op_transpose 0 1 (asR (E 114)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 118 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 114)) (fun r => asR (G 118 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 373 _ _ (@run_step _ 26 smprog _ E _ 329 erefl Hsm Hsc : E 355 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 350)) (asR (E 354)))) _); intros G H; exact: ob_a154a24d3791bf4f (H 368 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 350)) (fun r => asR (G 368 [:: r]))) (H 372 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 354)) (fun r => asR (G 372 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 374 _ _ (@run_step _ 26 smprog _ E _ 330 erefl Hsm Hsc : E 356 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 355)))) _); intros G H; exact: ob_81380178c69bf07d (H 373 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 355)) (fun r => asR (G 373 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 375 _ _ (@run_step _ 26 smprog _ E _ 331 erefl Hsm Hsc : E 357 = VR (op_transpose 0 1 (asR (E 353)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 371 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 353)) (fun r => asR (G 371 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 376 _ _ (@run_step _ 26 smprog _ E _ 332 erefl Hsm Hsc : E 358 = VR (op_mul (asR (E 356)) (asR (E 108)))) _); intros G H; exact: ob_400813c215a513e7 (H 374 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 356)) (fun r => asR (G 374 [:: r]))) (H 112 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 108)) (fun r => asR (G 112 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 377 _ _ (@run_step _ 26 smprog _ E _ 333 erefl Hsm Hsc : E 359 = VR (op_mul (asR (E 356)) (asR (E 112)))) _); intros G H; exact: ob_400813c215a513e7 (H 374 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 356)) (fun r => asR (G 374 [:: r]))) (H 116 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 112)) (fun r => asR (G 116 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 378 410 [:: Step [:: 376] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 378] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 379; 114] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 380] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 113] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 378; 382] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 383] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 381] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 111; 377] (fun vs r => VR (op_silu_grad f_sigmoid (asR (argf vs 1 r)) (asR (argf vs 0 r)))); Step [:: 386] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 387] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 388; 109] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 389] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 108] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 387; 391] (fun vs r => VR (op_matmul n_p19 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 392] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 384; 393] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 390] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 394] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 105; 12; 396] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 105; 12; 396] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 366; 397] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 399] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 400] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 401] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 402; 101] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 403] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 100] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 401; 405] (fun vs r => VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 406] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 404] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 407] (fun vs r => VR (op_reshape_split 2 (2 * n_p5) (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 378 _ _ (@run_step _ 26 smprog _ E _ 334 erefl Hsm Hsc : E 360 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 358)))) _); intros G H; exact: ob_d51ad7e6a0c4c6c5 (H 376 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 358)) (fun r => asR (G 376 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 379 _ _ (@run_step _ 26 smprog _ E _ 335 erefl Hsm Hsc : E 361 = VR (op_transpose 0 1 (asR (E 360)))) _); intros G H; exact: ob_3d04feb3b425eccb (H 378 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 360)) (fun r => asR (G 378 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 380 _ _ (@run_step _ 26 smprog _ E _ 336 erefl Hsm Hsc : E 362 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 361)) (asR (E 110)))) _); intros G H; exact: ob_bee8f33b90c50c49 (H 379 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; P_tp * n_p11 * n_p13] (asR (E 361)) (fun r => asR (G 379 [:: r]))) (H 114 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 110)) (fun r => asR (G 114 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 381 _ _ (@run_step _ 26 smprog _ E _ 337 erefl Hsm Hsc : E 363 = VR (op_transpose 0 1 (asR (E 362)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 380 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 362)) (fun r => asR (G 380 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 382 _ _ (@run_step _ 26 smprog _ E _ 338 erefl Hsm Hsc : E 364 = VR (op_transpose 0 1 (asR (E 109)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 113 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 109)) (fun r => asR (G 113 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 383 _ _ (@run_step _ 26 smprog _ E _ 339 erefl Hsm Hsc : E 365 = VR (op_matmul (P_tp * n_p19) (asR (E 360)) (asR (E 364)))) _); intros G H; exact: ob_f8d409fe6b3b5f33 (H 378 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 360)) (fun r => asR (G 378 [:: r]))) (H 382 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 364)) (fun r => asR (G 382 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 384 _ _ (@run_step _ 26 smprog _ E _ 340 erefl Hsm Hsc : E 366 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 365)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 383 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 365)) (fun r => asR (G 383 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 385 _ _ (@run_step _ 26 smprog _ E _ 341 erefl Hsm Hsc : E 367 = VR (op_transpose 0 1 (asR (E 363)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 381 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 363)) (fun r => asR (G 381 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 386 _ _ (@run_step _ 26 smprog _ E _ 342 erefl Hsm Hsc : E 368 = VR (op_silu_grad f_sigmoid (asR (E 359)) (asR (E 107)))) _); intros G H; exact: ob_5f1fe12567cf1715 (H 111 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 107)) (fun r => asR (G 111 [:: r]))) (H 377 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 359)) (fun r => asR (G 377 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 387 _ _ (@run_step _ 26 smprog _ E _ 343 erefl Hsm Hsc : E 369 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 368)))) _); intros G H; exact: ob_d51ad7e6a0c4c6c5 (H 386 isT : rel_contiguous_shard P_tp 2 n_p19 [:: n_p11; P_tp * n_p13; n_p19] (asR (E 368)) (fun r => asR (G 386 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 388 _ _ (@run_step _ 26 smprog _ E _ 344 erefl Hsm Hsc : E 370 = VR (op_transpose 0 1 (asR (E 369)))) _); intros G H; exact: ob_3d04feb3b425eccb (H 387 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 369)) (fun r => asR (G 387 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 389 _ _ (@run_step _ 26 smprog _ E _ 345 erefl Hsm Hsc : E 371 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 370)) (asR (E 105)))) _); intros G H; exact: ob_bee8f33b90c50c49 (H 388 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; P_tp * n_p11 * n_p13] (asR (E 370)) (fun r => asR (G 388 [:: r]))) (H 109 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 105)) (fun r => asR (G 109 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 390 _ _ (@run_step _ 26 smprog _ E _ 346 erefl Hsm Hsc : E 372 = VR (op_transpose 0 1 (asR (E 371)))) _); intros G H; exact: ob_f7dd36a629eb10c9 (H 389 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 371)) (fun r => asR (G 389 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 391 _ _ (@run_step _ 26 smprog _ E _ 347 erefl Hsm Hsc : E 373 = VR (op_transpose 0 1 (asR (E 104)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 108 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 104)) (fun r => asR (G 108 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 392 _ _ (@run_step _ 26 smprog _ E _ 348 erefl Hsm Hsc : E 374 = VR (op_matmul (P_tp * n_p19) (asR (E 369)) (asR (E 373)))) _); intros G H; exact: ob_f8d409fe6b3b5f33 (H 387 isT : rel_contiguous_shard P_tp 1 n_p19 [:: P_tp * n_p11 * n_p13; n_p19] (asR (E 369)) (fun r => asR (G 387 [:: r]))) (H 391 isT : rel_contiguous_shard P_tp 0 n_p19 [:: n_p19; 4 * P_tp * n_p5 * n_p7] (asR (E 373)) (fun r => asR (G 391 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 393 _ _ (@run_step _ 26 smprog _ E _ 349 erefl Hsm Hsc : E 375 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 374)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 392 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 374)) (fun r => asR (G 392 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 394 _ _ (@run_step _ 26 smprog _ E _ 350 erefl Hsm Hsc : E 376 = VR (op_add (asR (E 366)) (asR (E 375)))) _); intros G H; exact: ob_f129312945f6c982 (H 384 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 366)) (fun r => asR (G 384 [:: r]))) (H 393 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 375)) (fun r => asR (G 393 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 395 _ _ (@run_step _ 26 smprog _ E _ 351 erefl Hsm Hsc : E 377 = VR (op_transpose 0 1 (asR (E 372)))) _); intros G H; exact: ob_b1ad76e36d4a0a6c (H 390 isT : rel_contiguous_shard P_tp 1 n_p19 [:: 4 * P_tp * n_p5 * n_p7; n_p19] (asR (E 372)) (fun r => asR (G 390 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 394 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 376)) (fun r => asR (G 394 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 397 _ _ (@run_step _ 26 smprog _ E _ 352 erefl Hsm Hsc : E 378 = VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 12)) (asR (E 102)) (asR (E 376)))) _); intros G H; exact: ob_0f23612ce2b64f47 (H 105 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 102)) (fun r => asR (G 105 [:: r]))) (H 12 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 12)) (fun r => asR (G 12 [:: r]))) (H 396 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 376)) (fun r => asR (G 396 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 398 _ _ (@run_step _ 26 smprog _ E _ 353 erefl Hsm Hsc : E 379 = VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (E 102)) (asR (E 376)))) _); intros G H; exact: ob_2d8b8110ae65f01a (H 105 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 102)) (fun r => asR (G 105 [:: r]))) (H 12 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 12)) (fun r => asR (G 12 [:: r]))) (H 396 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 376)) (fun r => asR (G 396 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 399 _ _ (@run_step _ 26 smprog _ E _ 354 erefl Hsm Hsc : E 380 = VR (op_add (asR (E 349)) (asR (E 378)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 366 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 349)) (fun r => asR (G 366 [:: r]))) (H 397 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 378)) (fun r => asR (G 397 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 399 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 380)) (fun r => asR (G 399 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 401 _ _ (@run_step _ 26 smprog _ E _ 355 erefl Hsm Hsc : E 381 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 380)))) _); intros G H; exact: ob_c6c2e335aae31509 (H 400 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 380)) (fun r => asR (G 400 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 402 _ _ (@run_step _ 26 smprog _ E _ 356 erefl Hsm Hsc : E 382 = VR (op_transpose 0 1 (asR (E 381)))) _); intros G H; exact: ob_efa68abe369baeb1 (H 401 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 381)) (fun r => asR (G 401 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 403 _ _ (@run_step _ 26 smprog _ E _ 357 erefl Hsm Hsc : E 383 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 382)) (asR (E 99)))) _); intros G H; exact: ob_ad21be895569412f (H 402 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 382)) (fun r => asR (G 402 [:: r]))) (H 101 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 99)) (fun r => asR (G 101 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 404 _ _ (@run_step _ 26 smprog _ E _ 358 erefl Hsm Hsc : E 384 = VR (op_transpose 0 1 (asR (E 383)))) _); intros G H; exact: ob_2d15f3b41183eece (H 403 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 383)) (fun r => asR (G 403 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 405 _ _ (@run_step _ 26 smprog _ E _ 359 erefl Hsm Hsc : E 385 = VR (op_transpose 0 1 (asR (E 98)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 100 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 98)) (fun r => asR (G 100 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 406 _ _ (@run_step _ 26 smprog _ E _ 360 erefl Hsm Hsc : E 386 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 381)) (asR (E 385)))) _); intros G H; exact: ob_5ff385afd60a5569 (H 401 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 381)) (fun r => asR (G 401 [:: r]))) (H 405 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 385)) (fun r => asR (G 405 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 407 _ _ (@run_step _ 26 smprog _ E _ 361 erefl Hsm Hsc : E 387 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 386)))) _); intros G H; exact: ob_119c2ea3477186dd (H 406 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 386)) (fun r => asR (G 406 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 408 _ _ (@run_step _ 26 smprog _ E _ 362 erefl Hsm Hsc : E 388 = VR (op_transpose 0 1 (asR (E 384)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 404 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 384)) (fun r => asR (G 404 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 409 _ _ (@run_step _ 26 smprog _ E _ 363 erefl Hsm Hsc : E 389 = VR (op_reshape_split 2 (2 * n_p5) (asR (E 387)))) _); intros G H; exact: ob_19577ec1dd9ef13a (H 407 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 387)) (fun r => asR (G 407 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 410 442 [:: Step [:: 409] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: ] (fun vs r => @VI R (op_arange_from 0)); Step [:: 411; 412] (fun vs r => @VM R (op_causal_mask (asI (argf vs 0 r)) (asI (argf vs 1 r)))); Step [:: 91; 92; 93; 413; 410] (fun vs r => VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r)))); Step [:: 91; 92; 93; 413; 410] (fun vs r => VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r)))); Step [:: 91; 92; 93; 413; 410] (fun vs r => VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (argf vs 3 r)) (asR (argf vs 0 r)) (asR (argf vs 1 r)) (asR (argf vs 2 r)) (asR (argf vs 4 r)))); Step [:: 416] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 415] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 414] (fun vs r => VR (op_transpose 1 2 (asR (argf vs 0 r)))); Step [:: 417] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r)))); Step [:: 420] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r)))); Step [:: 418] (fun vs r => VR (op_reshape_split 2 2 (asR (argf vs 0 r)))); Step [:: 422] (fun vs r => VR (op_reduce_sum 3 2 (asR (argf vs 0 r)))); Step [:: 67] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 424] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 425] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 426] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 423; 427] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 428] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 428] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 429] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 430; 431] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 65] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 433] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 434] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 435] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 423; 436] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 432; 437] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 48] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 439] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 440] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 410 _ _ (@run_step _ 26 smprog _ E _ 364 erefl Hsm Hsc : E 390 = VR (op_transpose 1 2 (asR (E 389)))) _); intros G H; exact: ob_77caa1f4df2ef160 (H 409 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 389)) (fun r => asR (G 409 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 411 _ _ (@run_step _ 26 smprog _ E _ 365 erefl Hsm Hsc : E 391 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 412 _ _ (@run_step _ 26 smprog _ E _ 366 erefl Hsm Hsc : E 392 = @VI R (op_arange_from 0)) _); intros G H; exact: (ob_f3e1ff27c5f1411b R) .
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 413 _ _ (@run_step _ 26 smprog _ E _ 367 erefl Hsm Hsc : E 393 = @VM R (op_causal_mask (asI (E 391)) (asI (E 392)))) _); intros G H; exact: (ob_51f4c490dfde2b28 R) (H 411 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 391)) (fun r => asI (G 411 [:: r]))) (H 412 isT : rel_replicated P_tp [:: P_tp * n_p13] (asI (E 392)) (fun r => asI (G 412 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 414 _ _ (@run_step _ 26 smprog _ E _ 368 erefl Hsm Hsc : E 394 = VR (op_sdpa_backward_dq f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 393)) (asR (E 89)) (asR (E 90)) (asR (E 91)) (asR (E 390)))) _); intros G H; exact: ob_7a47aeb642746a2d (H 91 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 89)) (fun r => asR (G 91 [:: r]))) (H 92 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 90)) (fun r => asR (G 92 [:: r]))) (H 93 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 91)) (fun r => asR (G 93 [:: r]))) (H 413 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 393)) (fun r => asM (G 413 [:: r]))) (H 410 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 390)) (fun r => asR (G 410 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 415 _ _ (@run_step _ 26 smprog _ E _ 369 erefl Hsm Hsc : E 395 = VR (op_sdpa_backward_dk f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 393)) (asR (E 89)) (asR (E 90)) (asR (E 91)) (asR (E 390)))) _); intros G H; exact: ob_7928b19739a404d3 (H 91 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 89)) (fun r => asR (G 91 [:: r]))) (H 92 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 90)) (fun r => asR (G 92 [:: r]))) (H 93 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 91)) (fun r => asR (G 93 [:: r]))) (H 413 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 393)) (fun r => asM (G 413 [:: r]))) (H 410 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 390)) (fun r => asR (G 410 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 416 _ _ (@run_step _ 26 smprog _ E _ 370 erefl Hsm Hsc : E 396 = VR (op_sdpa_backward_dv f_exp (P_tp * n_p13) (P_tp * n_p13) (2 * n_p5) (2 * n_p5) (f_rsqrt (1%:R / 4%:R)%R) 1 (asM (E 393)) (asR (E 89)) (asR (E 90)) (asR (E 91)) (asR (E 390)))) _); intros G H; exact: ob_2910c6e5d60625d2 (H 91 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 89)) (fun r => asR (G 91 [:: r]))) (H 92 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 90)) (fun r => asR (G 92 [:: r]))) (H 93 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 91)) (fun r => asR (G 93 [:: r]))) (H 413 isT : rel_replicated P_tp [:: P_tp * n_p13; P_tp * n_p13] (asM (E 393)) (fun r => asM (G 413 [:: r]))) (H 410 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 390)) (fun r => asR (G 410 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 417 _ _ (@run_step _ 26 smprog _ E _ 371 erefl Hsm Hsc : E 397 = VR (op_transpose 1 2 (asR (E 396)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 416 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 396)) (fun r => asR (G 416 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 418 _ _ (@run_step _ 26 smprog _ E _ 372 erefl Hsm Hsc : E 398 = VR (op_transpose 1 2 (asR (E 395)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 415 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 395)) (fun r => asR (G 415 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 419 _ _ (@run_step _ 26 smprog _ E _ 373 erefl Hsm Hsc : E 399 = VR (op_transpose 1 2 (asR (E 394)))) _); intros G H; exact: ob_0f0024badbd8c52c (H 414 isT : rel_contiguous_shard P_tp 1 (2 * n_p7) [:: n_p11; 2 * n_p7; P_tp * n_p13; 2 * n_p5] (asR (E 394)) (fun r => asR (G 414 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 420 _ _ (@run_step _ 26 smprog _ E _ 374 erefl Hsm Hsc : E 400 = VR (op_reshape_split 2 2 (asR (E 397)))) _); intros G H; exact: ob_9c0255b26d2a7313 (H 417 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 397)) (fun r => asR (G 417 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 421 _ _ (@run_step _ 26 smprog _ E _ 375 erefl Hsm Hsc : E 401 = VR (op_reduce_sum 3 2 (asR (E 400)))) _); intros G H; exact: ob_1d88cc7405b01216 (H 420 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 400)) (fun r => asR (G 420 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 422 _ _ (@run_step _ 26 smprog _ E _ 376 erefl Hsm Hsc : E 402 = VR (op_reshape_split 2 2 (asR (E 398)))) _); intros G H; exact: ob_9c0255b26d2a7313 (H 418 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 398)) (fun r => asR (G 418 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 423 _ _ (@run_step _ 26 smprog _ E _ 377 erefl Hsm Hsc : E 403 = VR (op_reduce_sum 3 2 (asR (E 402)))) _); intros G H; exact: ob_1d88cc7405b01216 (H 422 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2; 2 * n_p5] (asR (E 402)) (fun r => asR (G 422 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 424 _ _ (@run_step _ 26 smprog _ E _ 378 erefl Hsm Hsc : E 404 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 65)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 67 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 65)) (fun r => asR (G 67 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 425 _ _ (@run_step _ 26 smprog _ E _ 379 erefl Hsm Hsc : E 405 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 404)))) _); intros G H; exact: ob_d14c9594bf62182b (H 424 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 404)) (fun r => asR (G 424 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 426 _ _ (@run_step _ 26 smprog _ E _ 380 erefl Hsm Hsc : E 406 = VR (op_broadcast 0 (asR (E 405)))) _); intros G H; exact: ob_5c28810183ec982a (H 425 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 405)) (fun r => asR (G 425 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 427 _ _ (@run_step _ 26 smprog _ E _ 381 erefl Hsm Hsc : E 407 = VR (op_broadcast 2 (asR (E 406)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 426 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 406)) (fun r => asR (G 426 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 428 _ _ (@run_step _ 26 smprog _ E _ 382 erefl Hsm Hsc : E 408 = VR (op_mul (asR (E 403)) (asR (E 407)))) _); intros G H; exact: ob_839a6c031cccf48c (H 423 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 403)) (fun r => asR (G 423 [:: r]))) (H 427 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 407)) (fun r => asR (G 427 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 429 _ _ (@run_step _ 26 smprog _ E _ 383 erefl Hsm Hsc : E 409 = VR (op_slice 3 0 (asR (E 408)))) _); intros G H; exact: ob_897c8e63f25a6bcf (H 428 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 408)) (fun r => asR (G 428 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 430 _ _ (@run_step _ 26 smprog _ E _ 384 erefl Hsm Hsc : E 410 = VR (op_slice 3 n_p5 (asR (E 408)))) _); intros G H; exact: ob_40218060915ec561 (H 428 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 408)) (fun r => asR (G 428 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 431 _ _ (@run_step _ 26 smprog _ E _ 385 erefl Hsm Hsc : E 411 = VR (op_neg (asR (E 409)))) _); intros G H; exact: ob_66c5325a2bf1f1d4 (H 429 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 409)) (fun r => asR (G 429 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 432 _ _ (@run_step _ 26 smprog _ E _ 386 erefl Hsm Hsc : E 412 = VR (op_concat 3 n_p5 (asR (E 410)) (asR (E 411)))) _); intros G H; exact: ob_bf7969211fdfb739 (H 430 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 410)) (fun r => asR (G 430 [:: r]))) (H 431 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; n_p5] (asR (E 411)) (fun r => asR (G 431 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 433 _ _ (@run_step _ 26 smprog _ E _ 387 erefl Hsm Hsc : E 413 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 63)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 65 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 63)) (fun r => asR (G 65 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 434 _ _ (@run_step _ 26 smprog _ E _ 388 erefl Hsm Hsc : E 414 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 413)))) _); intros G H; exact: ob_d14c9594bf62182b (H 433 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 413)) (fun r => asR (G 433 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 435 _ _ (@run_step _ 26 smprog _ E _ 389 erefl Hsm Hsc : E 415 = VR (op_broadcast 0 (asR (E 414)))) _); intros G H; exact: ob_5c28810183ec982a (H 434 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 414)) (fun r => asR (G 434 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 436 _ _ (@run_step _ 26 smprog _ E _ 390 erefl Hsm Hsc : E 416 = VR (op_broadcast 2 (asR (E 415)))) _); intros G H; exact: ob_2f293be4ecca9976 (H 435 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 415)) (fun r => asR (G 435 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 437 _ _ (@run_step _ 26 smprog _ E _ 391 erefl Hsm Hsc : E 417 = VR (op_mul (asR (E 403)) (asR (E 416)))) _); intros G H; exact: ob_839a6c031cccf48c (H 423 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 403)) (fun r => asR (G 423 [:: r]))) (H 436 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 416)) (fun r => asR (G 436 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 438 _ _ (@run_step _ 26 smprog _ E _ 392 erefl Hsm Hsc : E 418 = VR (op_add (asR (E 412)) (asR (E 417)))) _); intros G H; exact: ob_0ba28c5d892e0074 (H 432 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 412)) (fun r => asR (G 432 [:: r]))) (H 437 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 417)) (fun r => asR (G 437 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 439 _ _ (@run_step _ 26 smprog _ E _ 393 erefl Hsm Hsc : E 419 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 46)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 48 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 46)) (fun r => asR (G 48 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 440 _ _ (@run_step _ 26 smprog _ E _ 394 erefl Hsm Hsc : E 420 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 419)))) _); intros G H; exact: ob_d14c9594bf62182b (H 439 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 419)) (fun r => asR (G 439 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 441 _ _ (@run_step _ 26 smprog _ E _ 395 erefl Hsm Hsc : E 421 = VR (op_broadcast 0 (asR (E 420)))) _); intros G H; exact: ob_5c28810183ec982a (H 440 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 420)) (fun r => asR (G 440 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 442 474 [:: Step [:: 441] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 419; 442] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 443] (fun vs r => VR (op_slice 3 0 (asR (argf vs 0 r)))); Step [:: 443] (fun vs r => VR (op_slice 3 n_p5 (asR (argf vs 0 r)))); Step [:: 444] (fun vs r => VR (op_neg (asR (argf vs 0 r)))); Step [:: 445; 446] (fun vs r => VR (op_concat 3 n_p5 (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 46] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 448] (fun vs r => VR (op_reshape_merge 1 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 449] (fun vs r => VR (op_broadcast 0 (asR (argf vs 0 r)))); Step [:: 450] (fun vs r => VR (op_broadcast 2 (asR (argf vs 0 r)))); Step [:: 419; 451] (fun vs r => VR (op_mul (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 447; 452] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 421] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 454] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 455] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 456; 41] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 457] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 40] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 455; 459] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 460] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 458] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 438] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r)))); Step [:: 463] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 464] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 465; 36] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 466] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 35] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 464; 468] (fun vs r => VR (op_matmul (2 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 469] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 461; 470] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 467] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 453] (fun vs r => VR (op_reshape_merge 2 (2 * n_p5) (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 442 _ _ (@run_step _ 26 smprog _ E _ 396 erefl Hsm Hsc : E 422 = VR (op_broadcast 2 (asR (E 421)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 441 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 421)) (fun r => asR (G 441 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 443 _ _ (@run_step _ 26 smprog _ E _ 397 erefl Hsm Hsc : E 423 = VR (op_mul (asR (E 399)) (asR (E 422)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 419 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 399)) (fun r => asR (G 419 [:: r]))) (H 442 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 422)) (fun r => asR (G 442 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 444 _ _ (@run_step _ 26 smprog _ E _ 398 erefl Hsm Hsc : E 424 = VR (op_slice 3 0 (asR (E 423)))) _); intros G H; exact: ob_881571af62ba541f (H 443 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 423)) (fun r => asR (G 443 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 445 _ _ (@run_step _ 26 smprog _ E _ 399 erefl Hsm Hsc : E 425 = VR (op_slice 3 n_p5 (asR (E 423)))) _); intros G H; exact: ob_dcbb4e5e5c90b778 (H 443 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 423)) (fun r => asR (G 443 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 446 _ _ (@run_step _ 26 smprog _ E _ 400 erefl Hsm Hsc : E 426 = VR (op_neg (asR (E 424)))) _); intros G H; exact: ob_56adb89f14a0cccc (H 444 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 424)) (fun r => asR (G 444 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 447 _ _ (@run_step _ 26 smprog _ E _ 401 erefl Hsm Hsc : E 427 = VR (op_concat 3 n_p5 (asR (E 425)) (asR (E 426)))) _); intros G H; exact: ob_76779edd50e1c5a4 (H 445 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 425)) (fun r => asR (G 445 [:: r]))) (H 446 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; n_p5] (asR (E 426)) (fun r => asR (G 446 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 448 _ _ (@run_step _ 26 smprog _ E _ 402 erefl Hsm Hsc : E 428 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 44)))) _); intros G H; exact: ob_ffb8be54ec725ca2 (H 46 isT : rel_replicated P_tp [:: 1; P_tp * n_p13; 1; 2 * n_p5] (asR (E 44)) (fun r => asR (G 46 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 449 _ _ (@run_step _ 26 smprog _ E _ 403 erefl Hsm Hsc : E 429 = VR (op_reshape_merge 1 (2 * n_p5) (asR (E 428)))) _); intros G H; exact: ob_d14c9594bf62182b (H 448 isT : rel_replicated P_tp [:: P_tp * n_p13; 1; 2 * n_p5] (asR (E 428)) (fun r => asR (G 448 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 450 _ _ (@run_step _ 26 smprog _ E _ 404 erefl Hsm Hsc : E 430 = VR (op_broadcast 0 (asR (E 429)))) _); intros G H; exact: ob_5c28810183ec982a (H 449 isT : rel_replicated P_tp [:: P_tp * n_p13; 2 * n_p5] (asR (E 429)) (fun r => asR (G 449 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 451 _ _ (@run_step _ 26 smprog _ E _ 405 erefl Hsm Hsc : E 431 = VR (op_broadcast 2 (asR (E 430)))) _); intros G H; exact: ob_62d79c2f065a85b1 (H 450 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 2 * n_p5] (asR (E 430)) (fun r => asR (G 450 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 452 _ _ (@run_step _ 26 smprog _ E _ 406 erefl Hsm Hsc : E 432 = VR (op_mul (asR (E 399)) (asR (E 431)))) _); intros G H; exact: ob_e0a24f4f1bc0988d (H 419 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 399)) (fun r => asR (G 419 [:: r]))) (H 451 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 431)) (fun r => asR (G 451 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 453 _ _ (@run_step _ 26 smprog _ E _ 407 erefl Hsm Hsc : E 433 = VR (op_add (asR (E 427)) (asR (E 432)))) _); intros G H; exact: ob_d9db9eb3fc71a234 (H 447 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 427)) (fun r => asR (G 447 [:: r]))) (H 452 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 432)) (fun r => asR (G 452 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 454 _ _ (@run_step _ 26 smprog _ E _ 408 erefl Hsm Hsc : E 434 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 401)))) _); intros G H; exact: ob_af7499495d812dba (H 421 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 401)) (fun r => asR (G 421 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 455 _ _ (@run_step _ 26 smprog _ E _ 409 erefl Hsm Hsc : E 435 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 434)))) _); intros G H; exact: ob_acaa48fb92f6156c (H 454 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 434)) (fun r => asR (G 454 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 456 _ _ (@run_step _ 26 smprog _ E _ 410 erefl Hsm Hsc : E 436 = VR (op_transpose 0 1 (asR (E 435)))) _); intros G H; exact: ob_986656a02f7bdb58 (H 455 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 435)) (fun r => asR (G 455 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 457 _ _ (@run_step _ 26 smprog _ E _ 411 erefl Hsm Hsc : E 437 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 436)) (asR (E 39)))) _); intros G H; exact: ob_4d013c7635a78ca8 (H 456 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 436)) (fun r => asR (G 456 [:: r]))) (H 41 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 39)) (fun r => asR (G 41 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 458 _ _ (@run_step _ 26 smprog _ E _ 412 erefl Hsm Hsc : E 438 = VR (op_transpose 0 1 (asR (E 437)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 457 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 437)) (fun r => asR (G 457 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 459 _ _ (@run_step _ 26 smprog _ E _ 413 erefl Hsm Hsc : E 439 = VR (op_transpose 0 1 (asR (E 38)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 40 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 38)) (fun r => asR (G 40 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 460 _ _ (@run_step _ 26 smprog _ E _ 414 erefl Hsm Hsc : E 440 = VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (E 435)) (asR (E 439)))) _); intros G H; exact: ob_32beca57be0fc4ec (H 455 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 435)) (fun r => asR (G 455 [:: r]))) (H 459 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 439)) (fun r => asR (G 459 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 461 _ _ (@run_step _ 26 smprog _ E _ 415 erefl Hsm Hsc : E 441 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 440)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 460 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 440)) (fun r => asR (G 460 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 462 _ _ (@run_step _ 26 smprog _ E _ 416 erefl Hsm Hsc : E 442 = VR (op_transpose 0 1 (asR (E 438)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 458 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 438)) (fun r => asR (G 458 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 463 _ _ (@run_step _ 26 smprog _ E _ 417 erefl Hsm Hsc : E 443 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 418)))) _); intros G H; exact: ob_af7499495d812dba (H 438 isT : rel_contiguous_shard P_tp 2 n_p7 [:: n_p11; P_tp * n_p13; n_p7; 2 * n_p5] (asR (E 418)) (fun r => asR (G 438 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 464 _ _ (@run_step _ 26 smprog _ E _ 418 erefl Hsm Hsc : E 444 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 443)))) _); intros G H; exact: ob_acaa48fb92f6156c (H 463 isT : rel_contiguous_shard P_tp 2 (2 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p5 * n_p7] (asR (E 443)) (fun r => asR (G 463 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 465 _ _ (@run_step _ 26 smprog _ E _ 419 erefl Hsm Hsc : E 445 = VR (op_transpose 0 1 (asR (E 444)))) _); intros G H; exact: ob_986656a02f7bdb58 (H 464 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 444)) (fun r => asR (G 464 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 466 _ _ (@run_step _ 26 smprog _ E _ 420 erefl Hsm Hsc : E 446 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 445)) (asR (E 34)))) _); intros G H; exact: ob_4d013c7635a78ca8 (H 465 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 445)) (fun r => asR (G 465 [:: r]))) (H 36 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 34)) (fun r => asR (G 36 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 467 _ _ (@run_step _ 26 smprog _ E _ 421 erefl Hsm Hsc : E 447 = VR (op_transpose 0 1 (asR (E 446)))) _); intros G H; exact: ob_798d2a00d05ea4b5 (H 466 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 446)) (fun r => asR (G 466 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 468 _ _ (@run_step _ 26 smprog _ E _ 422 erefl Hsm Hsc : E 448 = VR (op_transpose 0 1 (asR (E 33)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 35 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 33)) (fun r => asR (G 35 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 469 _ _ (@run_step _ 26 smprog _ E _ 423 erefl Hsm Hsc : E 449 = VR (op_matmul (2 * P_tp * n_p5 * n_p7) (asR (E 444)) (asR (E 448)))) _); intros G H; exact: ob_32beca57be0fc4ec (H 464 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 2 * n_p5 * n_p7] (asR (E 444)) (fun r => asR (G 464 [:: r]))) (H 468 isT : rel_contiguous_shard P_tp 0 (2 * n_p5 * n_p7) [:: 2 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 448)) (fun r => asR (G 468 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 470 _ _ (@run_step _ 26 smprog _ E _ 424 erefl Hsm Hsc : E 450 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 449)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 469 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 449)) (fun r => asR (G 469 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 471 _ _ (@run_step _ 26 smprog _ E _ 425 erefl Hsm Hsc : E 451 = VR (op_add (asR (E 441)) (asR (E 450)))) _); intros G H; exact: ob_f129312945f6c982 (H 461 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 441)) (fun r => asR (G 461 [:: r]))) (H 470 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 450)) (fun r => asR (G 470 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 472 _ _ (@run_step _ 26 smprog _ E _ 426 erefl Hsm Hsc : E 452 = VR (op_transpose 0 1 (asR (E 447)))) _); intros G H; exact: ob_3ba6368270bca2f2 (H 467 isT : rel_contiguous_shard P_tp 1 (2 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 2 * n_p5 * n_p7] (asR (E 447)) (fun r => asR (G 467 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 473 _ _ (@run_step _ 26 smprog _ E _ 427 erefl Hsm Hsc : E 453 = VR (op_reshape_merge 2 (2 * n_p5) (asR (E 433)))) _); intros G H; exact: ob_8bd23e4767f019b3 (H 453 isT : rel_contiguous_shard P_tp 2 (2 * n_p7) [:: n_p11; P_tp * n_p13; 2 * n_p7; 2 * n_p5] (asR (E 433)) (fun r => asR (G 453 [:: r]))).
  by []. }
  refine (@locals_cat _ _ sm rel 474 489 [:: Step [:: 473] (fun vs r => VR (op_reshape_merge 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 474] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 475; 31] (fun vs r => VR (op_matmul (P_tp * n_p11 * n_p13) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 476] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 30] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 474; 478] (fun vs r => VR (op_matmul (4 * n_p5 * n_p7) (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 479] (fun vs r => VR (op_reshape_split 0 (P_tp * n_p13) (asR (argf vs 0 r)))); Step [:: 471; 480] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 477] (fun vs r => VR (op_transpose 0 1 (asR (argf vs 0 r)))); Step [:: 481] (fun vs r => VR (op_reduce_scatter 1 n_p13 P_tp (fun j => asR (argf vs 0 (set_nth 0 r 0 j))) (nth 0 r 0))); Step [:: 27; 8; 483] (fun vs r => VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (argf vs 1 r)) (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 27; 8; 483] (fun vs r => VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 n_p13 (2748779%:R / 274877906944%:R)%R (asR (argf vs 0 r)) (asR (argf vs 2 r)))); Step [:: 399; 484] (fun vs r => VR (op_add (asR (argf vs 0 r)) (asR (argf vs 1 r)))); Step [:: 486] (fun vs r => VR (op_all_gather 1 n_p13 (fun j => asR (argf vs 0 (set_nth 0 r 0 j))))); Step [:: 487; 0] (fun vs r => VR (op_embedding_backward_off2 0 n_p11 (P_tp * n_p13) (asI (argf vs 1 r)) (asR (argf vs 0 r))))] _ erefl _ _).
  { refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 474 _ _ (@run_step _ 26 smprog _ E _ 428 erefl Hsm Hsc : E 454 = VR (op_reshape_merge 0 (P_tp * n_p13) (asR (E 453)))) _); intros G H; exact: ob_255b906613fd3a9d (H 473 isT : rel_contiguous_shard P_tp 2 (4 * n_p5 * n_p7) [:: n_p11; P_tp * n_p13; 4 * n_p5 * n_p7] (asR (E 453)) (fun r => asR (G 473 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 475 _ _ (@run_step _ 26 smprog _ E _ 429 erefl Hsm Hsc : E 455 = VR (op_transpose 0 1 (asR (E 454)))) _); intros G H; exact: ob_8b2089aea0c91f52 (H 474 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 454)) (fun r => asR (G 474 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 476 _ _ (@run_step _ 26 smprog _ E _ 430 erefl Hsm Hsc : E 456 = VR (op_matmul (P_tp * n_p11 * n_p13) (asR (E 455)) (asR (E 29)))) _); intros G H; exact: ob_33f8f08b9ba026a6 (H 475 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; P_tp * n_p11 * n_p13] (asR (E 455)) (fun r => asR (G 475 [:: r]))) (H 31 isT : rel_replicated P_tp [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 29)) (fun r => asR (G 31 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 477 _ _ (@run_step _ 26 smprog _ E _ 431 erefl Hsm Hsc : E 457 = VR (op_transpose 0 1 (asR (E 456)))) _); intros G H; exact: ob_e22d1c0e65417741 (H 476 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 456)) (fun r => asR (G 476 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 478 _ _ (@run_step _ 26 smprog _ E _ 432 erefl Hsm Hsc : E 458 = VR (op_transpose 0 1 (asR (E 28)))) _); intros G H; exact: ob_2d15f3b41183eece (H 30 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 28)) (fun r => asR (G 30 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 479 _ _ (@run_step _ 26 smprog _ E _ 433 erefl Hsm Hsc : E 459 = VR (op_matmul (4 * P_tp * n_p5 * n_p7) (asR (E 454)) (asR (E 458)))) _); intros G H; exact: ob_87fa0aba9f46fda4 (H 474 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: P_tp * n_p11 * n_p13; 4 * n_p5 * n_p7] (asR (E 454)) (fun r => asR (G 474 [:: r]))) (H 478 isT : rel_contiguous_shard P_tp 0 (4 * n_p5 * n_p7) [:: 4 * n_p5 * n_p7; 4 * P_tp * n_p5 * n_p7] (asR (E 458)) (fun r => asR (G 478 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 480 _ _ (@run_step _ 26 smprog _ E _ 434 erefl Hsm Hsc : E 460 = VR (op_reshape_split 0 (P_tp * n_p13) (asR (E 459)))) _); intros G H; exact: ob_0875c7b6b0d32848 (H 479 isT : rel_partial_sum P_tp 1 [:: P_tp * n_p11 * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 459)) (fun r => asR (G 479 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 481 _ _ (@run_step _ 26 smprog _ E _ 435 erefl Hsm Hsc : E 461 = VR (op_add (asR (E 451)) (asR (E 460)))) _); intros G H; exact: ob_f129312945f6c982 (H 471 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 451)) (fun r => asR (G 471 [:: r]))) (H 480 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 460)) (fun r => asR (G 480 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 482 _ _ (@run_step _ 26 smprog _ E _ 436 erefl Hsm Hsc : E 462 = VR (op_transpose 0 1 (asR (E 457)))) _); intros G H; exact: ob_2d15f3b41183eece (H 477 isT : rel_contiguous_shard P_tp 1 (4 * n_p5 * n_p7) [:: 4 * P_tp * n_p5 * n_p7; 4 * n_p5 * n_p7] (asR (E 457)) (fun r => asR (G 477 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_5270128c48e13926 (H 481 isT : rel_partial_sum P_tp 1 [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 461)) (fun r => asR (G 481 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 484 _ _ (@run_step _ 26 smprog _ E _ 437 erefl Hsm Hsc : E 463 = VR (op_rmsnorm_backward f_rsqrt (4 * P_tp * n_p5 * n_p7) (2748779%:R / 274877906944%:R)%R (asR (E 8)) (asR (E 26)) (asR (E 461)))) _); intros G H; exact: ob_0f23612ce2b64f47 (H 27 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 26)) (fun r => asR (G 27 [:: r]))) (H 8 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 8)) (fun r => asR (G 8 [:: r]))) (H 483 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 461)) (fun r => asR (G 483 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 485 _ _ (@run_step _ 26 smprog _ E _ 438 erefl Hsm Hsc : E 464 = VR (op_rmsnorm_backward_w3 f_rsqrt (4 * P_tp * n_p5 * n_p7) n_p11 (P_tp * n_p13) (2748779%:R / 274877906944%:R)%R (asR (E 26)) (asR (E 461)))) _); intros G H; exact: ob_2d8b8110ae65f01a (H 27 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 26)) (fun r => asR (G 27 [:: r]))) (H 8 isT : rel_replicated P_tp [:: 4 * P_tp * n_p5 * n_p7] (asR (E 8)) (fun r => asR (G 8 [:: r]))) (H 483 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 461)) (fun r => asR (G 483 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 486 _ _ (@run_step _ 26 smprog _ E _ 439 erefl Hsm Hsc : E 465 = VR (op_add (asR (E 380)) (asR (E 463)))) _); intros G H; exact: ob_6baae2fb6e29817e (H 399 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 380)) (fun r => asR (G 399 [:: r]))) (H 484 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 463)) (fun r => asR (G 484 [:: r]))).
  refine (locals_cons _ _); first by intros G H; exact: ob_bf928d6c53620059 (H 486 isT : rel_contiguous_shard P_tp 1 n_p13 [:: n_p11; n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 465)) (fun r => asR (G 486 [:: r]))).
  refine (locals_cons _ _); first by refine (@local_at _ _ sm rel 488 _ _ (@run_step _ 26 smprog _ E _ 440 erefl Hsm Hsc : E 466 = VR (op_embedding_backward_off2 0 n_p11 (P_tp * n_p13) (asI (E 0)) (asR (E 465)))) _); intros G H; exact: ob_66de097208224f1c (H 487 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13; 4 * P_tp * n_p5 * n_p7] (asR (E 465)) (fun r => asR (G 487 [:: r]))) (H 0 isT : rel_replicated P_tp [:: n_p11; P_tp * n_p13] (asI (E 0)) (fun r => asI (G 0 [:: r]))).
  by []. }
  by [].
move=> x0 x1 x2 x3 x4 x5 x6 x7 x8 x9 x10 x11 x12 x13 x14 x15 x16 x17 x18 x19 x20 x21 x22 x23 x24 x25 Fx0 Fx1 Fx2 Fx3 Fx4 Fx5 Fx6 Fx7 Fx8 Fx9 Fx10 Fx11 Fx12 Fx13 Fx14 Fx15 Fx16 Fx17 Fx18 Fx19 Fx20 Fx21 Fx22 Fx23 Fx24 Fx25 Hx0 Hx1 Hx2 Hx3 Hx4 Hx5 Hx6 Hx7 Hx8 Hx9 Hx10 Hx11 Hx12 Hx13 Hx14 Hx15 Hx16 Hx17 Hx18 Hx19 Hx20 Hx21 Hx22 Hx23 Hx24 Hx25 E pmin F.
pose sm (j : nat) := E (nth 0 cert_sm j).
have Hall : holds sm rel 489 F.
  apply: (@compose_at _ _ sm rel 26 pmprog _ pmin 489 Hpm erefl _ (Hloc _)).
  apply: holds_upto.
  split; first exact: (@input_at _ _ sm rel 0 pmin _ (@run_before _ 26 smprog _ 0 isT) Hx0).
  split; first exact: (@input_at _ _ sm rel 1 pmin _ (@run_before _ 26 smprog _ 1 isT) Hx1).
  split; first exact: (@input_at _ _ sm rel 2 pmin _ (@run_before _ 26 smprog _ 2 isT) Hx2).
  split; first exact: (@input_at _ _ sm rel 3 pmin _ (@run_before _ 26 smprog _ 3 isT) Hx3).
  split; first exact: (@input_at _ _ sm rel 4 pmin _ (@run_before _ 26 smprog _ 4 isT) Hx4).
  split; first exact: (@input_at _ _ sm rel 5 pmin _ (@run_before _ 26 smprog _ 5 isT) Hx5).
  split; first exact: (@input_at _ _ sm rel 6 pmin _ (@run_before _ 26 smprog _ 6 isT) Hx6).
  split; first exact: (@input_at _ _ sm rel 7 pmin _ (@run_before _ 26 smprog _ 7 isT) Hx7).
  split; first exact: (@input_at _ _ sm rel 8 pmin _ (@run_before _ 26 smprog _ 8 isT) Hx8).
  split; first exact: (@input_at _ _ sm rel 9 pmin _ (@run_before _ 26 smprog _ 9 isT) Hx9).
  split; first exact: (@input_at _ _ sm rel 10 pmin _ (@run_before _ 26 smprog _ 10 isT) Hx10).
  split; first exact: (@input_at _ _ sm rel 11 pmin _ (@run_before _ 26 smprog _ 11 isT) Hx11).
  split; first exact: (@input_at _ _ sm rel 12 pmin _ (@run_before _ 26 smprog _ 12 isT) Hx12).
  split; first exact: (@input_at _ _ sm rel 13 pmin _ (@run_before _ 26 smprog _ 13 isT) Hx13).
  split; first exact: (@input_at _ _ sm rel 14 pmin _ (@run_before _ 26 smprog _ 14 isT) Hx14).
  split; first exact: (@input_at _ _ sm rel 15 pmin _ (@run_before _ 26 smprog _ 15 isT) Hx15).
  split; first exact: (@input_at _ _ sm rel 16 pmin _ (@run_before _ 26 smprog _ 16 isT) Hx16).
  split; first exact: (@input_at _ _ sm rel 17 pmin _ (@run_before _ 26 smprog _ 17 isT) Hx17).
  split; first exact: (@input_at _ _ sm rel 18 pmin _ (@run_before _ 26 smprog _ 18 isT) Hx18).
  split; first exact: (@input_at _ _ sm rel 19 pmin _ (@run_before _ 26 smprog _ 19 isT) Hx19).
  split; first exact: (@input_at _ _ sm rel 20 pmin _ (@run_before _ 26 smprog _ 20 isT) Hx20).
  split; first exact: (@input_at _ _ sm rel 21 pmin _ (@run_before _ 26 smprog _ 21 isT) Hx21).
  split; first exact: (@input_at _ _ sm rel 22 pmin _ (@run_before _ 26 smprog _ 22 isT) Hx22).
  split; first exact: (@input_at _ _ sm rel 23 pmin _ (@run_before _ 26 smprog _ 23 isT) Hx23).
  split; first exact: (@input_at _ _ sm rel 24 pmin _ (@run_before _ 26 smprog _ 24 isT) Hx24).
  split; first exact: (@input_at _ _ sm rel 25 pmin _ (@run_before _ 26 smprog _ 25 isT) Hx25).
  by [].
split; first exact (Hall 228 isT).
split; first exact (Hall 226 isT).
split; first exact (Hall 488 isT).
split; first exact (Hall 485 isT).
split; first exact (Hall 482 isT).
split; first exact (Hall 472 isT).
split; first exact (Hall 462 isT).
split; first exact (Hall 408 isT).
split; first exact (Hall 398 isT).
split; first exact (Hall 395 isT).
split; first exact (Hall 375 isT).
split; first exact (Hall 385 isT).
split; first exact (Hall 365 isT).
split; first exact (Hall 362 isT).
split; first exact (Hall 352 isT).
split; first exact (Hall 342 isT).
split; first exact (Hall 288 isT).
split; first exact (Hall 278 isT).
split; first exact (Hall 275 isT).
split; first exact (Hall 255 isT).
split; first exact (Hall 265 isT).
split; first exact (Hall 246 isT).
exact (Hall 243 isT).
Qed.
