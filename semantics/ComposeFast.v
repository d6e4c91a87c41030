(* Lemmas that let a generated certificate use [compose] at a cost per step
   that does not depend on the program's length (emitter/certificate.py).

   Why they exist: a certificate that unfolds [run] on a concrete program
   lets conversion evaluate the SM (an attention step's value is then
   recomputed for every later equation), and big let-bound programs in the
   context slow down the elaboration of every later term.  So a certificate
   states its programs as variables with one equation each to their
   literals ([run] on a variable cannot compute), reads each SM step's
   equation off the literal ([run_step]), proves each PM step's local
   obligation against that equation ([local_at]) one step at a time
   ([locals_cons]) and never simplifies a goal.  Nothing here is part of a
   certificate's statement. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
From TV Require Import Compose.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

(* Step i's equation, read off the literal [P] the program variable equals:
   only [drop i P] computes, never [run].  [E] is the run itself (by
   [erefl]), so the equation's type has no unification variables and a
   certificate checks it by plain conversion. *)
Lemma run_step V k (prog P : seq (step V)) (E E0 : nat -> V) i :
  E = run k prog E0 -> prog = P -> scoped k prog ->
  E (k + i) = if drop i P is s :: _ then fn s (map E (ins s)) else E (k + i).
Proof.
move=> -> -> Hp; rewrite (@run_nth _ k P E0 (k + i) i Hp erefl).
by case: (drop i P) => // _ _; rewrite (@run_nth _ k P E0 (k + i) i Hp erefl).
Qed.

Section Local.
Variables (SV PV : Type) (sm : nat -> SV) (rel : nat -> SV -> PV -> Prop).

(* [locals] over a program literal cut into chunks: each chunk's steps are
   proved against a goal holding only that chunk.  A step's [locals_cons]
   unifies the rest of its goal's program, so against the whole literal
   every step cost time in proportion to the plan (1j plan: 0.14 s per
   step at 2 layers, 0.26 s at 3) and the proof state's memory grew with
   it. *)
Lemma locals_cat k k' p1 p2 : k' = k + size p1 ->
  locals sm rel k p1 -> locals sm rel k' p2 -> locals sm rel k (p1 ++ p2).
Proof.
move=> ->; elim: p1 k => [|s p IH] k /=; first by rewrite addn0.
by case=> Hs Hp H2; split=> //; apply: IH; rewrite ?addSnnS.
Qed.

(* [compose] for a program variable equal to the literal [P]. *)
Lemma compose_at k prog P F n : prog = P -> n = k + size P ->
  holds sm rel k F -> locals sm rel k prog -> holds sm rel n (run k prog F).
Proof. by move=> -> ->; apply: compose. Qed.
End Local.
