"""The certificate: one theorem per plan, in the shape of the worked example
of docs/PROOF_COMPILER.md. Its statement is self-contained (library
definitions only): for every ring, all dims and axis sizes, all SM inputs
and PM input families in their input relations, every observable of the PM
program relates to its SM value. Its proof instantiates TV.Compose.compose
with the relation table and realization map and closes each step's local
obligation with the matching ob_* lemma."""
from __future__ import annotations

import dataclasses
import re
from typing import Mapping, Sequence

from emitter import coq_render as C
from emitter import ops as opsig
from emitter import programs
from emitter.errors import CertificateBug, Location
from emitter.infer import Inference
from emitter.symbolic import Poly
from emitter.obligations import Use, lemma_arg, module_import, ring_type, sm_shapes, step_needs_field
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2
THEOREM = "certificate"
# the module and constant tools/coq/defs.bzl (coq_obligation_suite) makes of
# certificate.stmt: the theorem's type
STATEMENT_MODULE = THEOREM + "_stmt"
REL, SM = "cert_rel", "cert_sm"  # the certificate's relation table and realization map
# the proof's whole programs (over the pieces), the PM chunks' lemmas (cert_pm<n>_locals) and their join
SMPROG, SCOPED, PMCHUNK, PMPROG, LOCALS = "cert_smprog", "cert_scoped", "cert_pm", "cert_pmprog", "cert_locals"
SMSUF, SMD, OBS, IN = "cert_smsuf", "cert_smd", "cert_obs", "cert_in"
# the parts' module names (files <name>.v next to the obligations)
DEFS_PART, SMPROG_PART, SCOPED_PART = "certificate_defs", "certificate_smprog", "certificate_scoped"
PM_PART, OBS_PART, IN_PART = "certificate_pm", "certificate_obs", "certificate_in"  # <name><n>
# the statement's pieces: the programs' chunks, the input hypotheses' and the
# observables' blocks (files <name>.stmt; module and constant <name>)
SM_PIECE, PM_PIECE, IN_PIECE, OBS_PIECE = (STATEMENT_MODULE + s for s in ("_sm", "_pm", "_in", "_obs"))


@dataclasses.dataclass(frozen=True)
class Part:
    """A proof-only module of the certificate, compiled by its own action
    (tools/coq/defs.bzl coq_module): the relation table, one chunk of the SM
    literal, or one chunk of the PM literal with its local obligations. A
    PM chunk's lemma assumes of the SM program only the chunks it reads, so
    an edit of the plan re-checks the parts whose text changed and the
    theorem, not the whole proof. Only the theorem's statement counts: its
    action checks it and its `Print Assumptions`, which reach every part."""
    name: str
    body: str
    requires: tuple = ()  # modules of the package: earlier parts, obligations


@dataclasses.dataclass(frozen=True)
class Piece:
    """A chunk of one of the statement's programs, as a closed term over the
    statement's parameters (`fun (R : ..) (dims : nat) .. => [:: steps]`),
    or a block of its input hypotheses (observables) as one conjunction
    over those and the inputs X FX (the runs E F): `fun (R : ..) .. (X :
    ..) (FX : ..) => ..`.
    tools/coq/defs.bzl (coq_statement) makes the module and constant `name`
    of it from the recorded `name.stmt` and the library imports alone, as it
    makes the theorem's statement, which names the pieces. The proof's
    parts use the same constants: the statement and the proof share one
    elaboration of each program literal, and an edit of the plan
    re-elaborates the pieces whose text changed."""
    name: str
    term: str
    # the module defining it with the pieces next to it that the same parts
    # read (group_sm_pieces); "": a module of its own, named `name`
    module: str = ""

    @property
    def module_name(self) -> str:
        return self.module or self.name


def statement_modules(pieces: Sequence[Piece]) -> list[tuple[str, list[str]]]:
    """(module, the pieces it defines), in the pieces' order."""
    out: dict[str, list[str]] = {}
    for p in pieces:
        out.setdefault(p.module_name, []).append(p.name)
    return list(out.items())


def group_sm_pieces(readers: Sequence[frozenset]) -> dict[int, str]:
    """SM piece index -> its module, for runs of consecutive pieces that the
    same PM parts read (at most SM_GROUP each): an edit of one of them
    re-checks the parts it did alone, and re-elaborates its neighbours
    (0.2 s each), while each module saves an action and its 0.5 s of
    loading MathComp (405B: 336 pieces in 202 runs)."""
    out: dict[int, str] = {}
    c = 0
    while c < len(readers):
        end = c + 1
        while end < len(readers) and end - c < SM_GROUP and readers[end] == readers[c]:
            end += 1
        if end - c > 1:
            out.update({i: f"{SM_PIECE}{c}_{end - 1}" for i in range(c, end)})
        c = end
    return out


@dataclasses.dataclass(frozen=True)
class Certificate:
    statement: str
    proof: str
    observables: int
    imports: tuple = ()  # library modules the statement needs beyond the prelude
    parts: tuple = ()  # Part, in dependency order
    pieces: tuple = ()  # Piece: the statement's program chunks (SM, PM), its input and observable blocks
    lemmas: str = ""  # the theorem file's definitions and lemmas: the whole programs, the chunks' composition
    # What the statement quantifies and assumes, as data (emitter/claim.py
    # states it to the user): the value domain, the dim keys of its nat
    # binders ("a:<axis>", "s:<symbol>"), its function hypotheses in order
    field: bool = False
    dims: tuple = ()
    fn_hypotheses: tuple = ()  # FnHypothesis


@dataclasses.dataclass(frozen=True)
class FnHypothesis:
    """A hypothesis of the statement about a function argument or the value
    domain (`topk_range E K f_topk`, `nat_nz R P`): its predicate and
    arguments, each "R", ("nat", Poly) or ("fn", name)."""
    pred: str
    args: tuple


def _nl(items: Sequence[str], indent: str) -> str:
    return (";\n" + indent).join(items)


def _constraint(diff, cmp: str, names) -> str:
    pos = Poly.of({m: c for m, c in diff.terms if c > 0})
    neg = Poly.of({m: -c for m, c in diff.terms if c < 0})
    op = {"EQ": "=", "LE": "<=", "LT": "<"}[cmp]
    return f"{C.nat(pos, names)} {op} {C.nat(neg, names)}"


def _binder_count(statement: str) -> int:
    """How many variables an obligation's statement quantifies before its
    hypotheses (`forall (R : ..) (P0 n0 : nat) ..., H -> ..`)."""
    depth = 0
    for i, ch in enumerate(statement):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            break
    return sum(len(g.split()) for g in re.findall(r"\(([^:()]+):", statement[len("forall "):i]))


def build(vp: ValidatedPlan, inf: Inference, uses: Sequence[Use], obligations=None) -> Certificate:
    """`uses`: each step's obligation (obligations.build_uses); `obligations`
    (name -> Obligation) lets each step apply its lemma with its variables
    as explicit arguments."""
    vp = programs.merge(vp)  # pipeline stages: the program infer proved
    # Every name and count in binary from 64 on, in the statement and the
    # proof alike: a decimal literal is a unary term (n nodes; from 5000 on
    # Nat.of_num_uint, decoded by unary products), which every lookup,
    # comparison and Qed then walks (405B part 400: 20.9 -> 13.1 s; YOCO
    # part 90: 5.9 -> 2.7 s, its .vo 80 -> 51 KB).
    L = C.nat_literal
    # the proof's names are N (semantics/ComposeBin.v): B in N positions,
    # NB where compose takes a nat
    B = C.bin_literal

    def NB(n: int) -> str:
        return f"(nat_of_bin {B(n)})"
    names = C.Names(canonical=False, axes=inf.dims.axes, pinned=inf.dims.pinned)
    sm_g = vp.sm
    names("a:" + inf.dims.axes[0])  # the outermost level's size is the first binder
    # The relation table is the obligations' level encoding (families over
    # coordinate lists, Mesh.v); the statement states a one-level plan's
    # relations in the one-axis form (rel_pred `flat`: families over ranks),
    # which the table's entries meet by conversion.
    flat = len(inf.dims.axes) == 1
    fam_tab = lambda G: f"(fun x => {{}} ({G} x))"  # noqa: E731
    fam_of = (lambda G: f"(fun r => {{}} ({G} [:: r]))") if flat else fam_tab

    # ---- SM program: inputs, then the nodes the PM realizes and their ancestors
    sm_inputs = list(inf.sm_inputs)
    sm_idx = {t: i for i, t in enumerate(sm_inputs)}
    needed = {f.sm for f in inf.facts.values()}
    closure = set()
    for ni in reversed(inf.sm_order):
        node = sm_g.graph.nodes[ni]
        if any(o in needed or o in closure for o in node.outputs):
            closure.update(node.outputs)
            closure.update(node.inputs)
    sm_nodes = [sm_g.graph.nodes[ni] for ni in inf.sm_order
                if any(o in closure or o in needed for o in sm_g.graph.nodes[ni].outputs)]
    m = len(sm_inputs)
    sm_steps, sm_step_of = [], {}
    fns: set[str] = set()
    field = False
    for node in sm_nodes:
        loc = Location(graph="sm", node=node.name)
        field = field or C.needs_field(node, inf.dims)
        for k, out in enumerate(node.outputs):
            if out not in closure and out not in needed:
                continue  # an output nothing reads
            i = len(sm_steps)
            ctor, _ = C.value_ctor(sm_g.tensors[out].kind)
            args = [f"({C.value_ctor(sm_g.tensors[t].kind)[1]} (arg vs {j}))" for j, t in enumerate(node.inputs)]
            body = C.local_op(node, args, [inf.dims.shape(sm_g.tensors[t].decl) for t in node.inputs], names, loc,
                              inf.dims, k, out_shape=inf.dims.shape(sm_g.tensors[out].decl))
            fns.update(C.functions_of(node))
            ins = "; ".join(L(sm_idx[t]) for t in node.inputs)
            sm_steps.append(f"Step [:: {ins}] (fun vs => {ctor} ({body}))")
            sm_idx[out] = m + i
            sm_step_of[out] = (i, ctor, body, list(node.inputs), node, k)

    # ---- PM program
    pm_inputs = list(inf.pm_inputs)
    pm_idx = {f.pm: j for j, f in enumerate(pm_inputs)}
    mp = len(pm_inputs)
    pm_steps = []
    for i, step in enumerate(inf.steps):
        node = step.node
        loc = Location(graph="pm", node=node.name)
        ctor, _ = C.value_ctor(step.output.kind)
        field = field or step_needs_field(step, inf)
        if node.op == P.OP_RECV:  # a pipeline recv (emitter/programs.py): reads the sender at r
            body = C.recv_op(node, f"({C.value_ctor(step.inputs[0].kind)[1]} (argf vs 0 r))")
        elif opsig.is_collective(node.op) or programs.is_accumulate(node):
            proj = C.value_ctor(step.inputs[0].kind)[1]
            a = step.app.axis_index
            fam = f"(fun j => {proj} (argf vs 0 (set_nth 0 r {a} j)))"
            if step.app.kind == "all_reduce_axes":  # both axes (RulesMeshView.v)
                fam = C.inner_axis_sum(lambda idx: f"{proj} (argf vs 0 {idx})", "r",
                                       names("a:" + inf.dims.axes[a + 1]), a)
            if step.app.kind == "all_reduce_all":  # every axis (RulesLossCP.v)
                fam = C.inner_axes_sum(lambda idx: f"{proj} (argf vs 0 {idx})", "r",
                                       [names("a:" + b) for b in inf.dims.axes[1:]])
            body = C.pm_op(node, [fam], [f.local_shape for f in step.inputs], step.output.local_shape,
                           names("a:" + inf.dims.axes[a]), f"(nth 0 r {a})", names, loc,
                           inf.dims, [f.kind for f in step.inputs])
        else:
            args = [f"({C.value_ctor(f.kind)[1]} (argf vs {j} r))" for j, f in enumerate(step.inputs)]
            names.coords = {a: f"(nth 0 r {i})" for i, a in enumerate(inf.dims.axes)}
            body = C.local_op(node, args, [f.local_shape for f in step.inputs], names, loc, inf.dims,
                              step.out_index, out_shape=step.output.local_shape, sm_shapes=sm_shapes(step))
            names.coords = {}
            fns.update(C.functions_of(node))
        ins = "; ".join(L(pm_idx[t]) for t in node.inputs)
        pm_steps.append(f"Step [:: {ins}] (fun vs r => {ctor} ({body}))")
        pm_idx[node.outputs[step.out_index]] = mp + i
    pm_facts = pm_inputs + [s.output for s in inf.steps]

    # ---- statement
    hyps = [_constraint(d, cmp, names) for d, cmp in inf.dims.hypotheses]
    fn_hyps, fn_data, prem_proofs, prem_haves = _premises(inf, names, sm_idx, sm_step_of, sm_g)
    hyps += fn_hyps
    # The inputs are two environments, X (SM) and FX (PM families), not one
    # binder per input: every term of the statement is elaborated in the
    # context of all binders before it, and with one binder per input that
    # cost grew quadratically (YOCO, 225 inputs: 50 input hypotheses took
    # 6.3 s under 450 binders against 0.55 s under the 100 they use).
    in_hyps = [C.rel_pred(f.rel, f.local_shape, f"({C.value_ctor(f.kind)[1]} (X {L(sm_idx[f.sm])}))",
                          fam_of(f"FX {L(j)}").format(C.value_ctor(f.kind)[1]), names, flat=flat)
               for j, f in enumerate(pm_inputs)]
    obs = []
    for o in vp.plan.observables:
        f = inf.facts[o.pm_tensor]
        _, proj = C.value_ctor(f.kind)
        obs.append((pm_idx[o.pm_tensor], C.rel_pred(f.rel, f.local_shape, f"({proj} (E {L(sm_idx[f.sm])}))",
                                                    fam_of(f"F {L(pm_idx[o.pm_tensor])}").format(proj),
                                                    names, flat=flat)))
    fn_list = sorted(fns)
    binders = [f"(R : {ring_type(field)})"]
    dim_keys = tuple(names.binder_keys())
    if names.binders():
        binders.append("(" + " ".join(names.binders()) + " : nat)")
    binders += C.fn_binders(fn_list)
    # The programs' literals are the pieces (Piece), chunks of SM_CHUNK / PM_CHUNK steps
    sig = " ".join(binders)
    fn_names = [C.fn_name(f) for f in fn_list]
    sig_args = " ".join(["R"] + names.binders() + fn_names)
    sm_chunks = list(range(0, len(sm_steps), SM_CHUNK)) or [0]
    pm_chunks = list(range(0, len(pm_steps), PM_CHUNK))
    in_chunks = list(range(0, mp, IN_CHUNK))
    # the observables in blocks too (pieces): elaborating them all in the
    # theorem's statement, under its 1,140 input hypotheses, took 231 s (405B)
    blocks = [obs[lo:lo + OBS_CHUNK] for lo in range(0, len(obs), OBS_CHUNK)]
    obs_sig = f"{sig} (E : nat -> value R) (F : nat -> seq nat -> value R)"
    in_sig = f"{sig} (X : nat -> value R) (FX : nat -> seq nat -> value R)"
    pieces = ([Piece(f"{SM_PIECE}{c}", _piece(sig, "value R", sm_steps[lo:lo + SM_CHUNK]))
               for c, lo in enumerate(sm_chunks)]
              + [Piece(f"{PM_PIECE}{n}", _piece(sig, "seq nat -> value R", pm_steps[lo:lo + PM_CHUNK], PM_BLOCK))
                 for n, lo in enumerate(pm_chunks)]
              + [Piece(f"{IN_PIECE}{b}", f"fun {in_sig} =>\n  " + " /\\\n  ".join(in_hyps[lo:lo + IN_CHUNK]))
                 for b, lo in enumerate(in_chunks)]
              + [Piece(f"{OBS_PIECE}{b}", f"fun {obs_sig} =>\n  " + " /\\\n  ".join(t for _, t in block))
                 for b, block in enumerate(blocks)])

    def program(piece: str, chunks) -> str:
        return " ++\n      ".join(f"{piece}{i} {sig_args}" for i in range(len(chunks))) or "[::]"

    statement = (
        f"forall {' '.join(binders)},\n  "
        + "".join(h + " ->\n  " for h in hyps)
        # The programs are variables equal to their literals, not `let`s:
        # Coq elaborates every term after a `let x := <big term> in` slowly
        # (llama: 85 s for the statement alone), and `run` on a variable
        # cannot unfold in the proof. They come before the inputs: the cost
        # of elaborating a term grows with the context it is elaborated in.
        + f"forall smprog : seq (step (value R)),\n  smprog = {program(SM_PIECE, sm_chunks)} ->\n  "
        + f"forall pmprog : seq (step (seq nat -> value R)),\n  pmprog = {program(PM_PIECE, pm_chunks)} ->\n  "
        + "forall (X : nat -> value R) (FX : nat -> seq nat -> value R),\n  "
        # the input hypotheses in blocks (pieces): with one hypothesis each,
        # the theorem introduced 1,140 (405B: 26 s) and checked them all in
        # its one serial action
        + "".join(f"{IN_PIECE}{b} {sig_args} X FX ->\n  " for b in range(len(in_chunks)))
        + f"let E := run {L(m)} smprog X in\n  "
        + f"let F := run {L(mp)} pmprog FX in\n  "
        + " /\\\n  ".join(f"{OBS_PIECE}{b} {sig_args} E F" for b in range(len(blocks))))

    # ---- proof (semantics/ComposeFast.v). E and F stay symbolic (their
    # programs are variables); nothing simplifies a whole goal. Every local
    # obligation is proved before the inputs are introduced (Hloc), in a
    # context whose size does not grow with the plan: elaborating a term
    # costs time in proportion to its context. The relation table and the
    # realization map are top-level definitions (DEFS), not `pose`d: a large
    # let-bound body in the context slows every later elaboration.
    nc = len(hyps) - len(fn_hyps)
    hyp_names = [f"Hc{i}" for i in range(nc)] + [f"Hf{i}" for i in range(len(fn_hyps))]
    intro = ["R"] + names.binders() + fn_names + hyp_names + ["smprog", "Hsm", "pmprog", "Hpm"]
    rel_items = []
    for f in pm_facts:
        _, proj = C.value_ctor(f.kind)
        rel_items.append("(fun X G => " + C.rel_pred(f.rel, f.local_shape, f"({proj} X)",
                                                     fam_tab("G").format(proj), names) + ")")
    sym_binders = f" ({' '.join(names.binders())} : nat)" if names.binders() else ""
    # Each distinct relation is its own definition and the table lists their
    # applications: looking an entry up unfolds the table with its
    # parameters substituted, which costs time in proportion to the table's
    # body (with the relations inline: 2.4x the per-step cost at 4 layers
    # of the 1j plan against a table cut to the first 130 entries).
    distinct = list(dict.fromkeys(rel_items))
    rel_name = {t: f"{REL}{i}" for i, t in enumerate(distinct)}  # list.index per name was quadratic
    args = " ".join(["R"] + names.binders())
    rel_app = f"{REL} {args}"  # the relation table at the statement's parameters
    rel_defs = "".join(f"Definition {REL}{i} (R : {ring_type(field)}){sym_binders} : "
                       f"value R -> (seq nat -> value R) -> Prop :=\n  {text}.\n"
                       for i, text in enumerate(distinct))
    # The table itself is closed (its entries are the definitions, not
    # their applications): looking an entry up then unfolds no body with the
    # parameters substituted, which the elaborator does eagerly, in time
    # proportional to the table (quadratic over a plan's steps).
    rel_ty = "value R -> (seq nat -> value R) -> Prop"
    tab_ty = f"forall (R : {ring_type(field)}){sym_binders}, {rel_ty}"
    # Both tables are binary tries keyed by the PM name (ComposeBin.v get):
    # a lookup costs the name's bits, where a list's nth cost the name.
    defs_body = (rel_defs + f"Definition {REL}_none (R : {ring_type(field)}){sym_binders} : {rel_ty} :=\n"
                 "  fun _ _ => False.\n"
                 + f"Definition {REL}_tab : trie ({tab_ty}) :=\n  "
                 + C.trie_literal({n: rel_name[t] for n, t in enumerate(rel_items)}) + ".\n"
                 + f"Definition {REL} (R : {ring_type(field)}){sym_binders} : BinNums.N -> {rel_ty} :=\n"
                 + f"  fun n => get {REL}_none {REL}_tab n {args}.\n"
                 + f"Definition {SM}_tab : trie BinNums.N :=\n  "
                 + C.trie_literal({n: B(sm_idx[f.sm]) for n, f in enumerate(pm_facts)}) + ".\n"
                 + f"Definition {SM} (n : BinNums.N) : nat := nat_of_bin (get 0%bin {SM}_tab n).\n"
                 # by unfolding: a conversion check of the two sides took 0.65 s
                 + f"Lemma {SM}E n : {SM} n = nat_of_bin (get 0%bin {SM}_tab n).\nProof. by rewrite /{SM}. Qed.\n")
    parts = [Part(DEFS_PART, defs_body)]
    # The proof in parts (ComposeFast.v, ComposeChunks.v), each its own
    # module and Bazel action: the PM program's local obligations as one
    # Qed'd lemma per chunk of the statement's pieces. A chunk's
    # proof holds only its own steps and the SM chunks it reads, never the
    # whole programs: in one proof both the per-step elaboration and the
    # final Qed grew faster than the plan (1m: 0.06 -> 0.14 s per step and
    # Qed 9.5 -> 51 s from 2 to 4 layers), and in one file any edit of the
    # plan re-checked every chunk (YOCO: 12 min for one operator).
    hyp_sig = " ".join(f"({h} : {t})" for h, t in zip(hyp_names, hyps))
    lem_args = " ".join([sig_args] + hyp_names)  # a chunk lemma's arguments before smprog

    def sm_rest(c: int) -> str:
        """What follows SM chunk c in the literal (cert_smsuf<c+1>, or nil)."""
        return f"{SMSUF}{c + 1} {sig_args}" if c + 1 < len(sm_chunks) else "[::]"

    # A part of its own (SMPROG_PART, beside the PM parts; it was 8 s of the
    # theorem's serial action on the 405B plan): the SM literal as suffixes
    # (cert_smsuf<c>: steps SM_CHUNK * c on); cert_smd<c> (drop SM_CHUNK * c
    # smprog = chunk c ++ the rest) is what a PM chunk's lemma assumes of the
    # program, so an equation reads a step off its own chunk only
    # (run_step_drop).
    top = []
    for c in reversed(range(len(sm_chunks))):
        top.append(f"Definition {SMSUF}{c} {sig} : seq (step (value R)) := {SM_PIECE}{c} {sig_args} ++ {sm_rest(c)}.")
    top.append(f"Definition {SMPROG} {sig} : seq (step (value R)) := {SMSUF}0 {sig_args}.")
    # each from the one before (drop_next): from cert_smprog itself each
    # walked every chunk before it (405B: 15 s for 336 chunks)
    for c in range(len(sm_chunks)):
        proof = ("by rewrite Hsm." if c == 0 else
                 f"exact (@drop_next _ smprog _ _ {L((c - 1) * SM_CHUNK)} {L(SM_CHUNK)} "
                 f"(@{SMD}{c - 1} {sig_args} smprog Hsm) erefl).")
        top.append(f"Lemma {SMD}{c} {sig} (smprog : seq (step (value R))) (Hsm : smprog = {SMPROG} {sig_args}) :\n  "
                   f"drop {L(c * SM_CHUNK)} smprog = {SM_PIECE}{c} {sig_args} ++ {sm_rest(c)}.\nProof. {proof} Qed.")
    sm_pieces = tuple(f"{SM_PIECE}{c}" for c in range(len(sm_chunks)))
    parts.append(Part(SMPROG_PART, "\n".join(top) + "\n", sm_pieces))
    # A part of its own, beside SMPROG_PART (both wait for every SM piece,
    # so they run near the end; together 27 s alone on one core, 405B):
    # decided by the VM (the kernel re-runs it there), `scoped` compares every
    # input name with its step's in unary nat (405B: 6.4 s, Qed 6.7 s). It is
    # stated over the pieces as the statement's equation has them; the theorem
    # file's cert_smprog unfolds to the same list.
    parts.append(Part(SCOPED_PART, f"Lemma {SCOPED} {sig} : scoped {L(m)} ({program(SM_PIECE, sm_chunks)}).\n"
                                   "Proof. by vm_compute. Qed.\n", sm_pieces))
    top = []  # the theorem's file: the PM program over its pieces, their join
    # the SM program stays a variable equal to its literal (Hsm): on the
    # constant, conversion would compute `run` when it unifies `sm`
    sm_sig = f"(smprog : seq (step (value R))) (Hsm : smprog = {SMPROG} {sig_args}) (E0 : nat -> value R)"
    lem_sig = " ".join(x for x in (sig, hyp_sig, sm_sig) if x)
    def realized(env: str) -> str:
        """The realization map over an SM environment: name j's SM value."""
        return f"(fun j => {env} ({SM} j))"
    locals_goal = (f"locals (sm_at {realized(f'run {L(m)} smprog E0')}) "
                   f"(rel_at ({rel_app}))")
    def sm_table(env: str) -> str:
        """smE: the realization map over `env` as its table (ComposeBin.v,
        Table): a step or fact then names its SM value by a literal, its
        lookup decided on binary names."""
        return (f"have smE : forall n, {env} ({SM} n) = {env} (nat_of_bin (get 0%bin {SM}_tab n)) := "
                f"fun n => congr1 ({env}) ({SM}E n).")
    sm_of = [sm_idx[f.sm] for f in pm_facts]  # the realization map: PM name -> SM name
    chunk_head = [f"pose E := run {L(m)} smprog E0; pose sm (j : BinNums.N) := E ({SM} j).",
                  f"pose rel := {rel_app}.", sm_table("E")]
    lines = [f"move=> {' '.join(intro)}.",
             f"pose rel := {rel_app}.",
             f"have Hsm' : smprog = {SMPROG} {sig_args} := Hsm.",
             f"have Hpm' : pmprog = {PMPROG} {sig_args} := Hpm.",
             f"have Hloc : forall E0 : nat -> value R, {locals_goal} {NB(mp)} pmprog.",
             f"  move=> E0; rewrite Hpm'; exact (@{LOCALS} {lem_args} smprog Hsm' E0).",
             ]

    def equation(t: str) -> str:
        """E k = <SM op> (E a) ...: step i of the SM program, read off its chunk's literal."""
        i, ctor, _, ins, node, k = sm_step_of[t]
        rhs_args = [f"({C.value_ctor(sm_g.tensors[u].kind)[1]} (E {L(sm_idx[u])}))" for u in ins]
        rhs = C.local_op(node, rhs_args, [inf.dims.shape(sm_g.tensors[u].decl) for u in ins], names, Location(),
                         inf.dims, k, out_shape=inf.dims.shape(sm_g.tensors[t].decl))
        c, o = divmod(i, SM_CHUNK)
        return (f"(@run_step_bin _ {B(m)} {B(c * SM_CHUNK)} {L(o)} smprog _ E _ erefl Hd{c} Hsc : "
                f"E {L(sm_idx[t])} = {ctor} ({rhs}))")

    # SM values a premise is about (proved from their producer, _premises)
    eq_haves = {f"E{sm_idx[t]}": f"have E{sm_idx[t]} := {equation(t)}."
                for t in {step.inputs[p.input].sm for step in inf.steps for p in step.app.premises
                          if p.kind in ("topk_range", "iota")}}
    step_lines = []
    for i, (step, use) in enumerate(zip(inf.steps, uses)):
        ob = use.name
        hs = " ".join(prem_proofs[i] + [_fact("H", pm_idx[t], sm_of[pm_idx[t]]) for t in step.node.inputs])
        # an index/mask-only step's obligation never mentions R: give it
        # (Coq cannot infer it from the goal)
        no_ring = all(f.kind != P.VALUE_RING for f in list(step.inputs) + [step.output])
        head = f"({ob} R)" if no_ring else ob
        # plain refine/intros: ssreflect's apply:/=> cost time in proportion
        # to the plan here (0.08 s against 0.002 s per step at 128 steps)
        k = mp + i
        eq = equation(step.output.sm) if step.sm_node is not None or _named_helper(step) else "erefl"
        at = f"refine (local_bin_at smE {B(k)} {B(sm_of[k])} erefl {eq} _); intros G H"
        if obligations is not None and obligations[ob].statement.startswith("forall (R : "):
            # Coq's exact, the dims and functions given (obligations.Use) and
            # one hole per tensor: ssreflect's exact: retries the application
            # with one more `_` at a time, elaborating the arguments again
            # each time (1m plan, 4 layers: 40 % of a chunk)
            given = [names(k) for k in use.dims] + list(use.fns)
            holes = ['_'] * (_binder_count(obligations[ob].statement) - 1 - len(given))
            if flat:
                # the inputs' PM families given: against a one-level relation
                # (rel_axis, a definition, not a constructor like rel_nest)
                # the unifier unfolds it and meets `?F0 [:: r]`, no pattern
                fams = [f"(fun x => {C.value_ctor(f.kind)[1]} (G {B(pm_idx[t])} x))"
                        for t, f in zip(step.node.inputs, step.inputs)]
                holes[len(holes) - len(fams):] = fams
            close = f"exact (@{ob} {' '.join(['R'] + given + holes)} {hs})."
        else:
            close = f"exact: {head} {hs}."
        step_lines.append(f"refine (@locals_cons_bin _ _ sm rel {B(mp + i)} _ _ _ _); first by {at}; {close}")
    chunks = []
    sm_reads: list[list[int]] = []  # per PM chunk, the SM pieces it reads
    for c in range(0, len(pm_steps), PM_CHUNK):
        n = c // PM_CHUNK
        k, cn = mp + c, min(PM_CHUNK, len(pm_steps) - c)
        # only the premise facts this chunk's steps use (each from its producer's equation)
        used = sorted({q for ps in prem_proofs[c:c + cn] for q in ps if q.startswith("Hq")}, key=lambda q: int(q[2:]))
        haves = [prem_haves[int(q[2:])] for q in used]
        eqs = sorted({e for h in haves for e in re.findall(r"rewrite (E\d+);", h)}, key=lambda e: int(e[1:]))
        # the SM chunks this chunk's equations read
        sm_used = sorted({int(d) for ln in haves + [eq_haves[e] for e in eqs] + step_lines[c:c + cn]
                          for d in re.findall(r" Hd(\d+) Hsc", ln)})
        # a chunk assumes of the SM program only the chunks it reads
        d_sig = " ".join(f"(rest{d} : seq (step (value R))) (Hd{d} : drop {L(d * SM_CHUNK)} smprog = "
                         f"{SM_PIECE}{d} {sig_args} ++ rest{d})" for d in sm_used)
        d_args = " ".join(f"_ (@{SMD}{d} {sig_args} smprog Hsm)" for d in sm_used)
        chunk_sig = " ".join(x for x in (sig, hyp_sig, f"(smprog : seq (step (value R))) (Hsc : scoped {L(m)} smprog)",
                                         d_sig, "(E0 : nat -> value R)") if x)
        body = (f"Lemma {PMCHUNK}{n}_locals {chunk_sig} :\n  "
                f"{locals_goal} {NB(k)} ({PM_PIECE}{n} {sig_args}).\nProof.\n"
                + "\n".join(chunk_head + [eq_haves[e] for e in eqs] + haves + [f"rewrite /{PM_PIECE}{n}."]
                            + _blocks(step_lines[c:c + cn], k, B) + ["Qed."]) + "\n")
        sm_reads.append(sm_used)
        requires = (DEFS_PART,) + tuple(f"{SM_PIECE}{d}" for d in sm_used) + (f"{PM_PIECE}{n}",) \
            + tuple(sorted({u.name for u in uses[c:c + cn]}))
        parts.append(Part(f"{PM_PART}{n}", body, requires))
        chunks.append((n, k, cn, f"(@{PMCHUNK}{n}_locals {lem_args} smprog Hsc {d_args} E0)"))
    top.append(f"Definition {PMPROG} {sig} : seq (step (seq nat -> value R)) :=\n  {program(PM_PIECE, pm_chunks)}.")
    cat = [f"have Hsc : scoped {L(m)} smprog by rewrite Hsm; exact (@{SCOPED} {sig_args}).", f"rewrite /{PMPROG}."]
    for n, k, cn, proof_term in chunks[:-1]:
        cat.append(f"refine (@locals_cat_bin _ _ _ _ {B(k)} {B(k + cn)} ({PM_PIECE}{n} {sig_args}) _ erefl {proof_term} _).")
    cat.append(f"exact {chunks[-1][3]}." if chunks else "by [].")
    top.append(f"Lemma {LOCALS} {lem_sig} :\n  "
               f"{locals_goal} {NB(mp)} ({PMPROG} {sig_args}).\nProof.\n" + "\n".join(cat) + "\nQed.")
    lines.append(f"move=> X FX {' '.join(f'Hin{b}' for b in range(len(in_chunks)))} E F.")
    lines.append(f"pose sm (j : BinNums.N) := E ({SM} j).")
    n_all = mp + len(pm_steps)
    lines.append(f"have Hall : holds (sm_at sm) (rel_at rel) {NB(n_all)} F.")
    lines.append(f"  apply: (@compose_at _ _ (sm_at sm) (rel_at rel) {NB(mp)} pmprog _ FX {NB(n_all)} Hpm erefl _ (Hloc _)).")
    lines.append("  apply: holds_binI; apply: holds_bin_range.")
    # The inputs' relations, block by block (IN_PART<b>, in parallel): each
    # input's costs a conversion through the relation table and the
    # realization map (405B, 1,140 inputs: about 20 s of the theorem's one
    # serial action, and 26 s to introduce them)
    in_sm = realized(f"run {L(m)} smprog X")
    ranges = [f"(@{IN}{b} {sig_args} smprog X FX Hin{b})" for b in range(len(in_chunks))]
    for b, lo in enumerate(in_chunks[:-1]):
        lines.append(f"  refine (@range_cat _ _ sm rel {B(lo)} {B(lo + IN_CHUNK)} {B(mp)} FX {ranges[b]} _).")
    lines.append(f"  exact {ranges[-1]}." if ranges else f"  exact (@range_nil _ _ sm rel {B(0)} FX).")
    for b, lo in enumerate(in_chunks):
        hi = min(lo + IN_CHUNK, mp)
        # Each input's relation off the block's conjunction (range_and, the
        # rest of the block as its Q), the last one as it is (range_cons);
        # Coq's refine with every argument given: the relation's type is
        # checked by conversion (relation table, realization map at a
        # literal), without unification variables. Destructuring the block
        # instead (move=> [H0 [H1 ..]]) took 9.5 s of 16.6 s per 64 inputs.
        facts = []
        for i, (j, f) in enumerate(enumerate(pm_inputs[lo:hi], lo)):
            x = L(sm_idx[f.sm])
            eq = f"(etrans (sm_tab smE {B(j)} {B(sm_of[j])} erefl) (@run_before _ {L(m)} smprog X {x} isT))"
            facts.append(f"refine (@range_cons _ _ sm rel {B(j)} {B(hi)} FX (X {x}) {eq} H{i} _)." if j + 1 == hi else
                         f"refine (@range_and _ _ sm rel {B(j)} {B(hi)} FX (X {x}) _ {eq} _ H{i}); intros H{i + 1}.")
        parts.append(Part(f"{IN_PART}{b}",
                          f"Lemma {IN}{b} {sig} (smprog : seq (step (value R))) "
                          f"(X : nat -> value R) (FX : nat -> seq nat -> value R) :\n  "
                          f"{IN_PIECE}{b} {sig_args} X FX ->\n  "
                          f"range_bin {in_sm} ({rel_app}) {B(lo)} {B(hi)} FX.\nProof.\n"
                          f"move=> H0.\npose sm := {in_sm}; pose rel := {rel_app}.\n{sm_table(f'run {L(m)} smprog X')}\n"
                          + "\n".join(facts) + f"\nexact (@range_nil _ _ sm rel {B(hi)} FX).\nQed.\n",
                          (DEFS_PART, f"{IN_PIECE}{b}")))
    lines.append(f"have Hbin := @holds_binP _ _ sm rel {B(n_all)} F Hall.")
    # The observables from the invariant, a part per block (OBS_PART<b>,
    # proving its piece): each observable unfolds the relation table and
    # the realization map at its name (YOCO: 250 observables, 21 s), work an
    # edit of one operator leaves unchanged.
    lines.append(f"exact {_conj([f'(@{OBS}{b} {sig_args} E F Hbin)' for b in range(len(blocks))])}.")
    proof = "\n".join(lines)
    holds_sm = f"holds_bin {realized('E')} ({rel_app}) {B(n_all)} F"
    for b, block in enumerate(blocks):
        # Coq's own exact (a conversion check of the closed term against the
        # goal), not ssreflect's exact: (elaboration by unification, which
        # unfolds the relation table): 0.1 s against 1.2 s per observable (1j).
        # One term, not a split per conjunct: split retypes the rest of the
        # conjunction each time (405B, 256 observables: 30 s against 6 s).
        parts.append(Part(f"{OBS_PART}{b}",
                          f"Lemma {OBS}{b} {obs_sig} :\n  {holds_sm} -> {OBS_PIECE}{b} {sig_args} E F.\n"
                          f"Proof.\nmove=> Hall; red.\n{sm_table('E')}\n"
                          f"exact {_conj([_fact('Hall', j, sm_of[j]) for j, _ in block])}.\nQed.\n",
                          (DEFS_PART, f"{OBS_PIECE}{b}")))
    prem_mods = sorted({p.module for st in inf.steps for p in st.app.premises if p.module})
    # denotations outside the prelude that the statements mention
    op_mods = sorted({C.op_module(n) for n in list(sm_nodes) + [st.node for st in inf.steps]
                      if C.op_module(n)}
                     | {C.REL_MODULES[r.kind] for f in pm_facts for r in f.rel.levels if r.kind in C.REL_MODULES})
    readers = [frozenset(n for n, ds in enumerate(sm_reads) if c in ds) for c in range(len(sm_chunks))]
    group = {f"{SM_PIECE}{c}": m for c, m in group_sm_pieces(readers).items()}
    pieces = [dataclasses.replace(p, module=group.get(p.name, "")) for p in pieces]
    parts = [dataclasses.replace(p, requires=_unique(group.get(r, r) for r in p.requires)) for p in parts]
    return Certificate(statement, proof, len(obs),
                       _mesh_imports(inf) + tuple(prem_mods) + tuple(op_mods),
                       tuple(parts), tuple(pieces), "\n".join(top) + "\n", field, dim_keys, fn_data)


def _unique(names) -> tuple:
    return tuple(dict.fromkeys(names))


# Steps per piece of the PM program (a PM piece: one Qed'd lemma, one part).
# Loading MathComp and the library costs each action 0.41 s, about all of a
# 32-step piece; a part's cost per step hardly grows with its size once
# names are binary (YOCO parts summed: 118 s at 32, 94 s at 64, 88 s at 128)
# and SM names are looked up in binary (smE): 405B, 256 steps 6.0-6.5 s
# against 3.8 s per 128, and half the PM pieces' and parts' actions
# (bench/README 1aj; before smE, 256 had cost more, 1ae).
PM_CHUNK = 256
# Steps per literal within a PM piece (the piece is their concatenation).
# A chunk's proof chains one locals_cons_bin per step, each naming the rest
# of its literal, which the kernel types again at every step: on one literal
# of 128 steps its Qed grew quadratically (405B part 15: 0.16 s at 32 steps,
# 0.58 s at 64, 2.5 s at 128); locals_cat_bin joins the blocks instead.
PM_BLOCK = 32
# Steps per piece of the SM program. Smaller: a PM part depends on each SM
# piece it reads an equation from, so an edit of one SM step re-checks every
# part reading its piece (YOCO, first SILU edited, SM pieces of 128: 8 parts,
# 27.5 s).
SM_CHUNK = 32
# SM pieces per module at most (group_sm_pieces)
SM_GROUP = 8
OBS_CHUNK = 256  # observables per part
IN_CHUNK = 64  # input hypotheses per piece and part


def _piece(sig: str, value: str, steps: Sequence[str], block: int = 0) -> str:
    """A Piece's term: steps of one program over the statement's parameters,
    as one list literal, or (block > 0) literals of `block` steps joined by ++."""
    lists = [steps[lo:lo + block] for lo in range(0, len(steps), block)] if block else [steps]
    body = " ++\n   ".join(f"[:: {_nl(b, '      ')}]" for b in lists) if lists else "[::]"
    return f"fun {sig} =>\n  ({body} : seq (step ({value})))"


def _blocks(steps: Sequence[str], k: int, B) -> list[str]:
    """A chunk's step lines (from name k) against its piece's PM_BLOCK
    literals: locals_cat_bin splits off each block but the last; each
    block's chain ends on nil (`by []`)."""
    lines = []
    for lo in range(0, len(steps), PM_BLOCK):
        n = min(PM_BLOCK, len(steps) - lo)
        if lo + n < len(steps):
            lines.append(f"refine (@locals_cat_bin _ _ sm rel {B(k + lo)} {B(k + lo + n)} _ _ _ _ _); first exact erefl.")
        lines += list(steps[lo:lo + n]) + ["by []."]
    return lines or ["by []."]


def _constraint_proof(p, inf: Inference, names) -> str:
    """A `leq a b` premise from the plan constraint Hc<i> it names: that
    constraint itself, or from `a + 1 <= b` (as _constraint renders it) by
    leq_trans with a <= a + 1 (leq_addr / leq_addl for `1 + a`)."""
    diff, cmp = inf.dims.hypotheses[p.input]
    (_, a), (_, b) = p.args
    if p.pred == "leq" and cmp == "LE" and diff == a + Poly.const(1) - b:
        ra, rb, r1 = C.nat(a, names, atom=True), C.nat(b, names, atom=True), C.nat(a + Poly.const(1), names)
        step = "leq_addr" if r1 == f"{C.nat(a, names)} + 1" else "leq_addl"
        return f"(@leq_trans ({r1}) {ra} {rb} ({step} 1 {ra}) Hc{p.input})"
    return f"Hc{p.input}"


def _conj(proofs: Sequence[str]) -> str:
    """The proof of a right-nested conjunction from its conjuncts' proofs."""
    term = proofs[-1]
    for pr in reversed(proofs[:-1]):
        term = f"(conj {pr} {term})"
    return term


def _fact(invariant: str, a: int, j: int) -> str:
    """PM name a's relation to its SM value `E j` (SM name j), from the
    invariant (holds_bin): the lookup of j is decided on binary names
    (smE, ComposeBin.v holds_bin_at). E is given: against an observable's
    unfolded relation as the expected type, the unifier left the table
    unsolved. Unification finds the relation's lookup in `rel` against
    the obligation's premise; giving `rel` too made the Qed slower (405B
    observables part 10: 5.7 s against 4.6 s), and on binary names a cast
    to the relation applied costs a quarter more elaboration (part 40:
    9.2 s against 7.1 s) and its Qed no less."""
    return f"(@holds_bin_at _ _ _ _ E _ smE _ _ {C.bin_literal(a)} {C.bin_literal(j)} {invariant} isT erefl)"


def _mesh_imports(inf: Inference) -> tuple[str, ...]:
    """Mesh.v (rel_nest / rel_axis), plus the modules the relations' levels
    need (MeshOuter.v for a strided level, a reindex level's map's)."""
    more = (m for f in inf.facts.values() for r in f.rel.levels for m in C.level_modules(r))
    return ("TV.Mesh",) + tuple(dict.fromkeys(m for m in more if m != "TV.Mesh"))


def _named_helper(step) -> bool:
    """An input-less helper whose rule names its SM value (a position
    arange): its obligation states that value's SM term, so the certificate
    rewrites with the value's equation as for a realizing step."""
    return step.sm_node is None and not step.inputs and step.app.sm_node is not None


def _premises(inf: Inference, names, sm_idx, sm_step_of, sm_g):
    """The rules' premises (rules.base.Premise): the certificate's
    hypotheses on function arguments (`topk_local E f_topk`, `topk_range E
    K f_topk`: the specification of top-k, in first-use order, each once),
    the same as FnHypothesis data, per step the proof terms of its premises,
    and the `have` lines proving premises about SM values from their
    producers."""
    fn_hyps: list[str] = []
    fn_data: list[FnHypothesis] = []

    def hyp(text: str, data: FnHypothesis) -> str:
        if text not in fn_hyps:
            fn_hyps.append(text)
            fn_data.append(data)
        return f"Hf{fn_hyps.index(text)}"

    proofs: list[list[str]] = []
    haves: list[str] = []
    for step in inf.steps:
        ps = []
        for p in step.app.premises:
            if p.kind == "fn":
                ps.append(hyp(" ".join([p.pred] + [lemma_arg(a, names) for a in p.args]), FnHypothesis(p.pred, p.args)))
                continue
            if p.kind == "dim":  # a plan constraint: the certificate's hypothesis Hc<input>
                ps.append(_constraint_proof(p, inf, names))
                continue
            if p.kind == "iota":  # RulesHaloShift.v pos_iota n (SM value of input j): an arange from 0
                t = step.inputs[p.input].sm
                prod = sm_step_of.get(t)
                if prod is None or prod[4].op != P.OP_ARANGE or inf.dims.poly(prod[4].arange.start).as_dict():
                    raise CertificateBug(f"premise {p.pred} of node {step.node.name!r}: SM tensor {t!r} is not an "
                                         "arange from 0", Location(node=step.node.name))
                args = [lemma_arg(a, names) if a != ("in", p.input) else f"(asI (E {C.nat_literal(sm_idx[t])}))"
                        for a in p.args]
                q = f"Hq{len(haves)}"
                haves.append(f"have {q} : {' '.join([p.pred] + args)} by rewrite E{sm_idx[t]}; exact: pos_iota_arange.")
                ps.append(q)
                continue
            if p.kind != "topk_range":
                raise CertificateBug(f"premise kind {p.kind!r} has no certificate proof", Location(node=step.node.name))
            # idx_lt s n (SM value of input j), from its producer: a topk
            t = step.inputs[p.input].sm
            if t not in sm_step_of or sm_step_of[t][4].op != P.OP_TOPK:
                raise CertificateBug(f"premise {p.pred} of node {step.node.name!r}: SM tensor {t!r} is not a topk "
                                     "output", Location(node=step.node.name))
            _, _, _, ins, tk, _ = sm_step_of[t]
            z_shape = inf.dims.shape(sm_g.tensors[ins[0]].decl)
            o_shape = inf.dims.shape(sm_g.tensors[t].decl)
            E, K, s0 = C.nat(z_shape[-1], names, atom=True), C.nat(o_shape[-1], names, atom=True), \
                C.shape(o_shape[:-1], names)
            h = hyp(f"topk_range {E} {K} {C.fn_name('topk')}",
                    FnHypothesis("topk_range", (("nat", z_shape[-1]), ("nat", o_shape[-1]), ("fn", "topk"))))
            args = [lemma_arg(a, names) if a != ("in", p.input) else f"(asI (E {C.nat_literal(sm_idx[t])}))" for a in p.args]
            q = f"Hq{len(haves)}"
            haves.append(f"have {q} : {' '.join([p.pred] + args)} by rewrite E{sm_idx[t]}; "
                         f"exact: (@topk_idx_lt R {E} {K} {s0} {C.fn_name('topk')} (asR (E {C.nat_literal(sm_idx[ins[0]])})) {h}).")
            ps.append(q)
        proofs.append(ps)
    return fn_hyps, tuple(fn_data), proofs, haves


def _header(cert: Certificate, prefix: str, requires: Sequence[str]) -> str:
    req = f"From {prefix} Require Import {' '.join(requires)}.\n" if requires else ""
    # ComposeFast serves the proof only: the statement's imports (BUILD) omit it
    return ("\n".join(C.PRELUDE + tuple(module_import(m) for m in cert.imports)) + "\n"
            + "From TV Require Import ComposeFast ComposeChunks ComposeBin.\n" + req)


def part_source(cert: Certificate, part: Part, prefix: str) -> str:
    return _header(cert, prefix, part.requires) + part.body


def source(cert: Certificate, prefix: str, inputs: Mapping[str, str]) -> str:
    """The theorem's file: it requires every piece and part (not the
    obligations, which only the PM parts use) and states the theorem as the
    constant the BUILD's coq_statement makes of certificate.stmt: the
    statement is elaborated once, in its own actions (the pieces, then the
    theorem's type naming them), in parallel with the parts, and the check
    compares two constants. `red` unfolds the constant at the head only
    (`unfold` would normalize the whole statement, its `let`s too).

    `inputs` (file -> sha256: the statement, its pieces and the parts) are listed in a
    comment: a verdict names the sha256 of this file only (audits and
    coverage reject a verdict computed for other text), so this file's
    text must change whenever what it proves or relies on does."""
    listed = "".join(f"   {f} {h}\n" for f, h in sorted(inputs.items()))
    return (f"(* This theorem's inputs (sha256), so that a verdict for this file is one for them:\n{listed}*)\n"
            + _header(cert, prefix, [STATEMENT_MODULE] + [m for m, _ in statement_modules(cert.pieces)]
                      + [p.name for p in cert.parts]) + cert.lemmas
            + f"Theorem {THEOREM} : {STATEMENT_MODULE}.\nProof.\nred.\n{cert.proof}\nQed.\n")
