(* POSITIVE instance of rule scatter_add_zz (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_scatter_add_zz.v differs in exactly one line:
   the stream laid out contiguously on cp, not in the zigzag layout of its positions (misaligned). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Mesh RulesZigzagScatter.
Theorem obl_szz {R : comRingType} {Pa Pb Pc c b e : nat} {Ro1 : (seq nat -> nat) -> (nat -> seq nat -> nat) -> Prop}
  {Ro : (seq nat -> R) -> (nat -> seq nat -> R) -> Prop} {Xi : seq nat -> nat} {X : seq nat -> R}
  {Gi : seq nat -> seq nat -> nat} {G : seq nat -> seq nat -> R} :
  rel_nest Pa Ro1 (rel_nest Pb (rel_zz_pos Pb 1 c [:: b; (2 * c)%N; e])
    (rel_axis (rel_replicated Pc [:: b; (2 * c)%N; e]))) Xi Gi ->
  rel_nest Pa Ro (rel_nest Pb (rel_zigzag Pb 1 c [:: b; (2 * c)%N; e])
    (rel_axis (rel_replicated Pc [:: b; (2 * c)%N; e]))) X G ->
  rel_nest Pa Ro (rel_nest Pb (rel_partial_sum Pb 1%R [:: b; (2 * Pb * c)%N; e])
    (rel_axis (rel_replicated Pc [:: b; (2 * Pb * c)%N; e]))) X (fun x => op_scatter_add 1 (2 * c) (Gi x) (G x)).
Proof. exact: (nest_scatter_add_zz erefl erefl). Qed.
