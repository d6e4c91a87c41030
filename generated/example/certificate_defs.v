From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
Definition cert_rel0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_axis (rel_replicated P_tp [:: n_n; n_d]) (asR X) (fun x => asR (G x))).
Definition cert_rel1 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_axis (rel_contiguous_shard P_tp 1 n_f_l [:: n_d; n_f_l]) (asR X) (fun x => asR (G x))).
Definition cert_rel2 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_axis (rel_contiguous_shard P_tp 0 n_f_l [:: n_f_l; n_d]) (asR X) (fun x => asR (G x))).
Definition cert_rel3 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_axis (rel_contiguous_shard P_tp 1 n_f_l [:: n_n; n_f_l]) (asR X) (fun x => asR (G x))).
Definition cert_rel4 (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  (fun X G => rel_axis (rel_partial_sum P_tp 1 [:: n_n; n_d]) (asR X) (fun x => asR (G x))).
Definition cert_rel_none (R : comRingType) (P_tp n_d n_f_l n_n : nat) : value R -> (seq nat -> value R) -> Prop :=
  fun _ _ => False.
Definition cert_rel_tab : trie (forall (R : comRingType) (P_tp n_d n_f_l n_n : nat), value R -> (seq nat -> value R) -> Prop) :=
  (Node (Node (Node Leaf (Some cert_rel3) Leaf) (Some cert_rel1) (Node Leaf (Some cert_rel4) Leaf)) (Some cert_rel0) (Node (Node Leaf (Some cert_rel3) Leaf) (Some cert_rel2) (Node Leaf (Some cert_rel0) Leaf))).
Definition cert_rel (R : comRingType) (P_tp n_d n_f_l n_n : nat) : BinNums.N -> value R -> (seq nat -> value R) -> Prop :=
  fun n => get cert_rel_none cert_rel_tab n R P_tp n_d n_f_l n_n.
Definition cert_sm_tab : trie BinNums.N :=
  (Node (Node (Node Leaf (Some 3%bin) Leaf) (Some 1%bin) (Node Leaf (Some 5%bin) Leaf)) (Some 0%bin) (Node (Node Leaf (Some 4%bin) Leaf) (Some 2%bin) (Node Leaf (Some 5%bin) Leaf))).
Definition cert_sm (n : BinNums.N) : nat := nat_of_bin (get 0%bin cert_sm_tab n).
Lemma cert_smE n : cert_sm n = nat_of_bin (get 0%bin cert_sm_tab n).
Proof. by rewrite /cert_sm. Qed.
