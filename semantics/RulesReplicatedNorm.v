(* rmsnorm and its backward's dx read a row of x (and the weight) only:
   each respects teq (resp_rmsnorm, resp_rmsnorm_backward), the fact the
   generic rule_replicated_op2/3 of RulesLayout.v is instantiated with
   when x and the weight are replicated (a tensor-parallel Llama's norms
   before a column-parallel projection).                                 *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesAttention RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section RepNorm.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

Lemma resp_rmsnorm s0 n (eps : R) :
  respects2 (fun X W => @op_rmsnorm R rsqrt n eps W X) (rcons s0 n) [:: n] (rcons s0 n).
Proof.
move=> X X' W W' HX HW i ib; rewrite /op_rmsnorm /rowwise /rms_scale /rowsum.
have kn := in_bounds_last ib.
rewrite HX ?(in_bounds_row_same ib kn) // HW ?in_bounds1 //.
congr (_ * rsqrt (_ * _ + _) * _); apply: eq_big_nat => j /andP[_ jn].
by rewrite HX ?(in_bounds_row_same ib jn).
Qed.

Lemma resp_rmsnorm_backward s0 n (eps : R) :
  respects3 (fun X W dY => @op_rmsnorm_backward R rsqrt n eps W X dY) (rcons s0 n) [:: n] (rcons s0 n)
    (rcons s0 n).
Proof.
move=> X X' W W' dY dY' HX HW HdY i ib; rewrite /op_rmsnorm_backward /rms_scale /rowsum.
have kn := in_bounds_last ib.
have Ex : forall j, (j < n)%N -> X (row_at i j) = X' (row_at i j).
  by move=> j jn; rewrite HX ?(in_bounds_row_same ib jn).
have Es : \sum_(0 <= j < n) X (row_at i j) ^+ 2 = \sum_(0 <= j < n) X' (row_at i j) ^+ 2.
  by apply: eq_big_nat => j /andP[_ jn]; rewrite Ex.
rewrite Es HW ?in_bounds1 // HdY // Ex //; congr (_ - _ * _ / _ * _).
apply: eq_big_nat => j /andP[_ jn].
by rewrite HdY ?(in_bounds_row_same ib jn) // HW ?in_bounds1 // Ex.
Qed.

End RepNorm.
Arguments resp_rmsnorm {R rsqrt s0 n eps}.
Arguments resp_rmsnorm_backward {R rsqrt s0 n eps}.
