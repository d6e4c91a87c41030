(* Graph denotation and the generic composition theorem.
   A graph is a list of nodes in topological order over an environment of
   named tensors (ids are nat).  The SM runs on one environment; the PM is
   one rank-parametric program: each node computes, on every rank r, a value
   from the families (over ranks) of its inputs -- a local op reads only
   member r, a collective reads the whole family.  Every PM tensor x is
   declared to realize SM tensor [smid x] under relation [decl x] (which is
   itself rank-quantified: forall r, r < P -> ...).  If every PM node
   satisfies its local-rule instance, then all declared relations hold
   after the run -- in particular for the observables.                    *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Graph.
Variable V : Type.  (* one tensor value (e.g. seq nat -> R) *)

Definition env := nat -> V.
Definition upd (e : env) (x : nat) (v : V) : env := fun y => if y == x then v else e y.

(* ---- SM: single-device graph ---- *)
Record node := Node { out : nat; ins : seq nat; fn : (nat -> V) -> V }.
Definition args (e : env) (n : node) : nat -> V := fun k => e (nth 0 (ins n) k).
Definition step (e : env) (n : node) : env := upd e (out n) (fn n (args e n)).
Definition run (g : seq node) (e : env) : env := foldl step e g.

(* ---- PM: rank-parametric program over rank-indexed environments ---- *)
Record pnode := PNode { pout : nat; pins : seq nat; pfn : nat -> (nat -> nat -> V) -> V }.
Definition penv := nat -> env.   (* rank -> environment *)
(* input k of node n as a family over ranks *)
Definition pargs (E : penv) (n : pnode) : nat -> nat -> V := fun k q => E q (nth 0 (pins n) k).
Definition pstep (E : penv) (n : pnode) : penv := fun r => upd (E r) (pout n) (pfn n r (pargs E n)).
Definition prun (g : seq pnode) (E : penv) : penv := foldl pstep E g.

(* ---- declared correspondence ---- *)
Variable smid : nat -> nat.                          (* PM id -> SM id *)
Variable decl : nat -> V -> (nat -> V) -> Prop.      (* relation of PM id *)
Variable Es : env.                                   (* SM values (final SM env) *)

Definition holds (E : penv) (D : seq nat) :=
  forall x, x \in D -> decl x (Es (smid x)) (fun r => E r x).

(* the local-rule instance of a PM node: inputs in their relations =>
   output in its relation (the obligation the compiler emits) *)
Definition node_ok (n : pnode) :=
  forall G : nat -> nat -> V,
    (forall k, k < size (pins n) -> decl (nth 0 (pins n) k) (Es (smid (nth 0 (pins n) k))) (G k)) ->
    decl (pout n) (Es (smid (pout n))) (fun r => pfn n r G).

Fixpoint all_ok (g : seq pnode) : Prop :=
  if g is n :: g' then node_ok n /\ all_ok g' else True.

(* inputs of every node are defined before it *)
Fixpoint scoped (D : seq nat) (g : seq pnode) : bool :=
  if g is n :: g' then all (mem D) (pins n) && scoped (pout n :: D) g' else true.

Lemma holds_step E D n : holds E D -> all (mem D) (pins n) -> node_ok n ->
  holds (pstep E n) (pout n :: D).
Proof.
move=> HE /allP HD Hn x; rewrite inE /pstep /upd; case: eqP => [-> _|_ /= xD]; last exact: HE.
apply: Hn => k kn; apply: HE; apply: HD; exact: mem_nth.
Qed.

(* Composition theorem *)
Theorem compose g : forall E D, holds E D -> scoped D g -> all_ok g ->
  holds (prun g E) (rev (map pout g) ++ D).
Proof.
elim: g => [|n g IH] E D //= HE /andP[Hs Hsc] [Hn Hok].
have := IH _ _ (holds_step HE Hs Hn) Hsc Hok.
by rewrite rev_cons cat_rcons.
Qed.

(* Observables: any declared id produced by the plan or among its inputs *)
Corollary compose_observable g E D x : holds E D -> scoped D g -> all_ok g ->
  x \in map pout g ++ D -> decl x (Es (smid x)) (fun r => prun g E r x).
Proof.
move=> HE Hs Hok xg; apply: (compose HE Hs Hok).
by rewrite mem_cat mem_rev -mem_cat.
Qed.

(* ---- SM side: in an SSA graph each node's value is its op on its inputs ---- *)
Fixpoint ssa (D : seq nat) (g : seq node) : bool :=
  if g is n :: g' then all (mem D) (ins n) && (out n \notin D) && ssa (out n :: D) g' else true.

Lemma run_keep g e x : x \notin map out g -> run g e x = e x.
Proof.
elim: g e => [|n g IH] e //=; rewrite inE negb_or => /andP[xn xg].
by rewrite IH // /step /upd (negbTE xn).
Qed.
End Graph.
