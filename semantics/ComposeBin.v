(* Names in binary for a generated certificate's proof (emitter/certificate.py).

   [Compose] names a program's values by [nat]. A certificate of tens of
   thousands of steps that looks a name up in a list, or compares two names,
   in unary pays in proportion to the name: per step, its relation in the
   table, its SM value in the realization map, and [n < k] for each input
   (405B plan: a chunk's cost grew 4x from the first chunk to the 400th).
   Here the proof's side of [compose] is keyed by [N]: the tables are
   binary tries ([get]), the invariant [holds_bin] compares by [N.ltb],
   and [sm_at]/[rel_at] give [compose] its [nat]-keyed view, related to
   [nat_of_bin] literals by rewriting ([nat_of_binK]), never by computing
   a unary numeral. Nothing here is part of a certificate's statement. *)
From Coq Require BinNat BinPos Pnat Nnat PeanoNat.
From Coq Require Import BinNums.
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
From TV Require Import Compose ComposeFast ComposeChunks.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

(* A table keyed by positive: a name n is at key n + 1 ([N.succ_pos]). *)
Inductive trie (A : Type) := Leaf | Node of trie A & option A & trie A.
Arguments Leaf {A}.

Fixpoint get_pos A (t : trie A) (p : positive) : option A :=
  if t is Node l v r then
    match p with xH => v | xO q => get_pos l q | xI q => get_pos r q end
  else None.

Definition get A (d : A) (t : trie A) (n : N) : A := odflt d (get_pos t (BinNat.N.succ_pos n)).

Lemma nat_of_pos_to_nat p : nat_of_bin (Npos p) = BinPos.Pos.to_nat p.
Proof.
elim: p => [p IH|p IH|] //.
  by rewrite Pnat.Pos2Nat.inj_xI -IH multE mul2n /= natTrecE.
by rewrite Pnat.Pos2Nat.inj_xO -IH multE mul2n /= natTrecE.
Qed.

Lemma nat_of_binE n : nat_of_bin n = BinNat.N.to_nat n.
Proof. by case: n => // p; apply: nat_of_pos_to_nat. Qed.

Lemma ltbE n k : BinNat.N.ltb n k = (nat_of_bin n < nat_of_bin k).
Proof.
apply/idP/idP => [/BinNat.N.ltb_lt|nk]; rewrite ?/BinNat.N.lt ?Nnat.N2Nat.inj_compare.
  by move=> /PeanoNat.Nat.compare_lt_iff; rewrite -!nat_of_binE => /ltP.
by apply/BinNat.N.ltb_lt; rewrite /BinNat.N.lt Nnat.N2Nat.inj_compare -!nat_of_binE; exact/PeanoNat.Nat.compare_lt_iff/ltP.
Qed.

Lemma ltb_ltn n k : BinNat.N.ltb n k -> nat_of_bin n < nat_of_bin k.
Proof. by rewrite ltbE. Qed.

Lemma nat_of_succ_bin n : nat_of_bin (BinNat.N.succ n) = (nat_of_bin n).+1.
Proof. by rewrite -BinNat.N.add_1_r nat_of_add_bin addn1. Qed.

Lemma nat_of_addn_bin (k : N) i : nat_of_bin (BinNat.N.add k (BinNat.N.of_nat i)) = nat_of_bin k + i.
Proof. by rewrite nat_of_add_bin [nat_of_bin (BinNat.N.of_nat i)]nat_of_binE Nnat.Nat2N.id. Qed.

(* [run_step_drop] with the name as [k + b + i] in binary: the certificate
   states it as a binary literal, which that sum reduces to. *)
Lemma run_step_bin V (k b : N) i (prog P : seq (step V)) (E E0 : nat -> V) :
  E = run (nat_of_bin k) prog E0 -> drop (nat_of_bin b) prog = P -> scoped (nat_of_bin k) prog ->
  E (nat_of_bin (BinNat.N.add (BinNat.N.add k b) (BinNat.N.of_nat i))) =
  if drop i P is s :: _ then fn s (map E (ins s)) else E (nat_of_bin k + nat_of_bin b + i).
Proof. by move=> HE HP Hp; rewrite nat_of_addn_bin nat_of_add_bin; exact: run_step_drop HE HP Hp. Qed.

Section Local.
Variables (SV PV : Type) (sm : N -> SV) (rel : N -> SV -> PV -> Prop).

(* the nat-keyed view [compose] takes *)
Definition sm_at (n : nat) := sm (bin_of_nat n).
Definition rel_at (n : nat) := rel (bin_of_nat n).

Definition holds_bin (k : N) (F : nat -> PV) := forall n, BinNat.N.ltb n k -> rel n (sm n) (F n).

Lemma holds_binP k F : holds sm_at rel_at (nat_of_bin k) F -> holds_bin k F.
Proof. by move=> H n /ltb_ltn /H; rewrite /sm_at /rel_at nat_of_binK. Qed.

Lemma holds_binI k F : holds_bin k F -> holds sm_at rel_at (nat_of_bin k) F.
Proof. by move=> H n nk; have := H (bin_of_nat n); rewrite ltbE !bin_of_natK; apply. Qed.

(* The invariant on the names [lo, hi): a certificate proves its inputs'
   relations in blocks, each a part of its own ([range_cons] per input),
   and joins the blocks with [range_cat] into [holds_bin]. *)
Definition range_bin (lo hi : N) (F : nat -> PV) :=
  forall n, BinNat.N.leb lo n -> BinNat.N.ltb n hi -> rel n (sm n) (F n).

Lemma range_nil k (F : nat -> PV) : range_bin k k F.
Proof.
move=> n /BinNat.N.leb_le kn /BinNat.N.ltb_lt nk.
by case: (BinNat.N.lt_irrefl k); exact: BinNat.N.le_lt_trans kn nk.
Qed.

Lemma range_cons k hi (F : nat -> PV) X : sm k = X -> rel k X (F k) -> range_bin (BinNat.N.succ k) hi F -> range_bin k hi F.
Proof.
move=> E Hk H n /BinNat.N.leb_le /BinNat.N.lt_eq_cases [kn|<-] nh; last by rewrite E.
by apply: H nh; exact/BinNat.N.leb_le/BinNat.N.le_succ_l.
Qed.

(* An input block's first relation, off the block's conjunction [rel k X (F k) /\ Q]:
   destructuring a block of 64 instead took seconds (405B). *)
Lemma range_and k hi (F : nat -> PV) X (Q : Prop) : sm k = X -> (Q -> range_bin (BinNat.N.succ k) hi F) ->
  rel k X (F k) /\ Q -> range_bin k hi F.
Proof. by move=> E H [Hk /H]; exact: range_cons E Hk. Qed.

Lemma range_cat lo mid hi (F : nat -> PV) : range_bin lo mid F -> range_bin mid hi F -> range_bin lo hi F.
Proof.
move=> H1 H2 n ln nh; case nm: (BinNat.N.ltb n mid); first exact: H1.
by apply: H2 nh; exact/BinNat.N.leb_le/BinNat.N.ltb_ge.
Qed.

Lemma holds_bin_range k (F : nat -> PV) : range_bin N0 k F -> holds_bin k F.
Proof. by move=> H n; apply: H; exact/BinNat.N.leb_le/BinNat.N.le_0_l. Qed.

(* A step whose SM value is [X] (the SM step's equation): [local_at] in binary. *)
Lemma local_bin k s X : sm k = X ->
  (forall F, holds_bin k F -> rel k X (fn s (map F (ins s)))) -> local sm_at rel_at (nat_of_bin k) s.
Proof. by move=> E H F /holds_binP /H; rewrite /sm_at /rel_at nat_of_binK E. Qed.

(* The realization map as a table [t] of SM names, [sm n = E (nat_of_bin (t n))]:
   a step or an invariant fact at PM name n names its SM value as
   [E (nat_of_bin j)], the literal its equation and its obligation mention,
   with [t n = j] decided on binary [N]. Converting [sm n] to that value
   directly made the unifier and the kernel compare the SM names in unary:
   a step's cost grew with its names (405B: 3.5 s for the first PM part,
   13 s for the 97th). *)
Section Table.
Variables (E : nat -> SV) (t : N -> N).
Hypothesis smE : forall n, sm n = E (nat_of_bin (t n)).

Lemma sm_tab n j : t n = j -> sm n = E (nat_of_bin j).
Proof. by rewrite smE => ->. Qed.

Lemma holds_bin_at k F n j : holds_bin k F -> BinNat.N.ltb n k -> t n = j -> rel n (E (nat_of_bin j)) (F n).
Proof. by move=> H nk tn; rewrite -tn -smE; exact: H. Qed.

Lemma local_bin_at k j s X : t k = j -> E (nat_of_bin j) = X ->
  (forall F, holds_bin k F -> rel k X (fn s (map F (ins s)))) -> local sm_at rel_at (nat_of_bin k) s.
Proof. by move=> tk EX; apply: local_bin; rewrite smE tk. Qed.
End Table.

Lemma locals_cons_bin k s p : local sm_at rel_at (nat_of_bin k) s ->
  locals sm_at rel_at (nat_of_bin (BinNat.N.succ k)) p -> locals sm_at rel_at (nat_of_bin k) (s :: p).
Proof. by rewrite nat_of_succ_bin; split. Qed.

Lemma locals_cat_bin (k k' : N) p1 p2 : k' = BinNat.N.add k (BinNat.N.of_nat (size p1)) ->
  locals sm_at rel_at (nat_of_bin k) p1 -> locals sm_at rel_at (nat_of_bin k') p2 ->
  locals sm_at rel_at (nat_of_bin k) (p1 ++ p2).
Proof. move=> ->; rewrite nat_of_addn_bin; exact: locals_cat. Qed.
End Local.

Arguments sm_tab {SV sm E t} smE n j.
Arguments holds_bin_at {SV PV sm rel E t} smE {k F} n j.
Arguments local_bin_at {SV PV sm rel E t} smE k j {s X}.
