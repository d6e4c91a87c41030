(* Programs over environments, and the generic composition theorem.

   A program is a list of steps in topological order.  Step i of a program
   run from k defines the name k + i from the values of its inputs [ins]
   (names 0 .. k-1 are the program's inputs).  The SM runs on one
   environment of values; the PM runs on an environment of rank-indexed
   families (V := rank -> value), so a collective is a step like any other:
   it reads its input on every rank.

   Composition: the invariant says every PM name defined so far is related,
   through its own relation, to the SM value it realizes.  A step's local
   obligation assumes the invariant for the names before it and concludes
   the relation for its own name; [compose] chains them over the program.
   A step that reads a name defined later cannot be given a local proof,
   so no separate scoping check is needed on the PM side.  The SM side uses
   [scoped] (decided by computation) to read its values back ([run_at]).   *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Run.
Variable V : Type.
Record step := Step { ins : seq nat; fn : seq V -> V }.

Definition upd (E : nat -> V) (o : nat) (v : V) : nat -> V :=
  fun n => if n == o then v else E n.

Fixpoint run (k : nat) (prog : seq step) (E : nat -> V) : nat -> V :=
  if prog is s :: p then run k.+1 p (upd E k (fn s (map E (ins s)))) else E.

Fixpoint scoped (k : nat) (prog : seq step) : bool :=
  if prog is s :: p then all (fun n => n < k) (ins s) && scoped k.+1 p else true.

Lemma run_before k prog E n : n < k -> run k prog E n = E n.
Proof.
elim: prog k E => //= s p IH k E nk.
by rewrite IH ?(ltn_trans nk) // /upd (ltn_eqF nk).
Qed.

Lemma run_after k prog E n : k + size prog <= n -> run k prog E n = E n.
Proof.
elim: prog k E => /= [|s p IH] k E; first by [].
rewrite addnS -addSn => H; rewrite IH // /upd; case: eqP => // nk.
by move: H; rewrite nk addSn ltnNge leq_addr.
Qed.

Lemma run_at k prog E i s0 : scoped k prog -> i < size prog ->
  run k prog E (k + i) = fn (nth s0 prog i) (map (run k prog E) (ins (nth s0 prog i))).
Proof.
elim: prog k E i => //= s p IH k E i /andP[Hs Hp]; case: i => [_|i] /=.
  rewrite addn0 run_before // /upd eqxx; congr (fn _ _).
  apply/eq_in_map => n /(allP Hs) nk; rewrite run_before ?(ltn_trans nk) //.
  by rewrite /upd (ltn_eqF nk).
by rewrite ltnS addnS -addSn => iP; apply: IH.
Qed.

(* The form generated certificates rewrite with: no default step needed. *)
Lemma run_nth k prog E n i : scoped k prog -> n = k + i ->
  run k prog E n = if drop i prog is s :: _ then fn s (map (run k prog E) (ins s)) else E n.
Proof.
move=> Hp ->; case: (ltnP i (size prog)) => iP.
  by rewrite (drop_nth (Step [::] (fun=> E 0)) iP) (run_at _ (Step [::] (fun=> E 0)) Hp iP).
by rewrite drop_oversize // run_after // leq_add2l.
Qed.
End Run.

Section Compose.
Variables (SV PV : Type).
(* the SM value each PM name realizes, and the relation it must be in *)
Variable sm : nat -> SV.
Variable rel : nat -> SV -> PV -> Prop.

Definition holds (k : nat) (F : nat -> PV) := forall n, n < k -> rel n (sm n) (F n).

Definition local (k : nat) (s : step PV) :=
  forall F, holds k F -> rel k (sm k) (fn s (map F (ins s))).

Fixpoint locals (k : nat) (prog : seq (step PV)) : Prop :=
  if prog is s :: p then local k s /\ locals k.+1 p else True.

Theorem compose k prog F : holds k F -> locals k prog -> holds (k + size prog) (run k prog F).
Proof.
elim: prog k F => [|s p IH] k F HF /=; first by rewrite addn0.
case=> Hs Hp; rewrite -addSnnS; apply: IH Hp => n; rewrite ltnS leq_eqVlt => /orP[/eqP->|nk].
  by rewrite /upd eqxx; apply: Hs.
by rewrite /upd (ltn_eqF nk); apply: HF.
Qed.
End Compose.

