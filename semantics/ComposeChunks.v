(* Lemmas for a certificate whose program literals are cut into chunks,
   each chunk a definition with its own Qed'd lemmas (emitter/certificate.py):
   what keeps a step's cost independent of where it sits in the plan.
   Nothing here is part of a certificate's statement. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
From TV Require Import Compose ComposeFast.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

(* Step [b + i]'s equation read off the suffix [P] of the program from
   step [b] on: a certificate cuts its SM literal into chunks and proves
   [drop b prog = P] once per chunk, so reading an equation computes only
   [drop i] within one chunk, never the literal before it (unfolding the
   whole literal's definition costs time in proportion to the plan). *)
Lemma run_step_drop V k (prog P : seq (step V)) (E E0 : nat -> V) b i :
  E = run k prog E0 -> drop b prog = P -> scoped k prog ->
  E (k + b + i) = if drop i P is s :: _ then fn s (map E (ins s)) else E (k + b + i).
Proof.
move=> HE HP Hp; have H := @run_step V k prog prog E E0 (b + i) HE erefl Hp.
by rewrite -addnA {1}H -[b + i]addnC -drop_drop HP.
Qed.

(* The next chunk's suffix from this one's: [drop b prog = P ++ Q] for each
   chunk [P], each from the one before, so proving them all walks the
   literal once (from [prog]'s definition each cost the chunks before it). *)
Lemma drop_next T (prog P Q : seq T) b n : drop b prog = P ++ Q -> size P = n -> drop (n + b) prog = Q.
Proof. by move=> HP <-; rewrite -drop_drop HP drop_size_cat. Qed.
