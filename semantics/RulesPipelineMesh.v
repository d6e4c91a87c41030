(* Pipeline recv on a multi-axis mesh (pp x dp x tp, ...).  The stage axis
   is fixed per stage program (emitter/programs.py), so a stage's ranks form
   the sub-mesh over the remaining axes and its PM families are over their
   coordinate lists.  A recv from stage [src] reads what the member of
   [src] at the SAME remaining coordinates sent: coordinate-wise it is the
   identity on the sent family, so it commutes with every nest level and
   the received family keeps the sent family's relation.                  *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
From TV Require Import Tensor Collectives Mesh.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section RecvMesh.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* the received family is the sent one at every coordinate list *)
Lemma recv_famE src (G : seq nat -> tensor) :
  (fun x => op_recv src (fun _ => op_send (G x))) = G.
Proof. by []. Qed.

(* any relation of coordinate-list families (rel_nest over any levels, or
   the one level rel_axis): the received family is the sent one *)
Lemma rule_recv_nest (Rm : tensor -> (seq nat -> tensor) -> Prop) X (G : seq nat -> tensor) src :
  Rm X G -> Rm X (fun x => op_recv src (fun _ => op_send (G x))).
Proof. by rewrite recv_famE. Qed.
End RecvMesh.
