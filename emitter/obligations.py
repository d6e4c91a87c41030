"""One obligation per PM step: the step's local fact, generated from the
plan's ops and attributes, with tensors, dims and axis sizes universally
quantified under canonical names; proved by applying the selected rule's
lemma. Identical statements are emitted once (file ob_<16 hex of sha256>)."""
from __future__ import annotations

import dataclasses
import hashlib
from typing import Mapping, Optional, Sequence

from emitter import coq_render as C
from emitter import ops as opsig
from emitter.errors import Location
from emitter.infer import Inference, Step, helper_value, idx_transport
from emitter.rules import scaled as S
from emitter.errors import CertificateBug
from emitter.rules import halo
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.relation import scale_needs_field

P = plan_pb2
TENSOR_TYPE = {P.VALUE_RING: "seq nat -> R", P.VALUE_INDEX: "seq nat -> nat", P.VALUE_MASK: "seq nat -> bool"}


@dataclasses.dataclass(frozen=True)
class Obligation:
    name: str
    statement: str
    source: str
    rule: str
    hyps: int  # number of hypotheses (= step inputs)


@dataclasses.dataclass(frozen=True)
class Use:
    """One step's use of an obligation: the obligation, and the dim keys
    ("a:<axis>", "s:<symbol>") and nonlinear functions its binders stand for
    at this step, in binder order. The certificate applies the obligation
    to them explicitly: left as holes, unifying its conclusion with the
    step's goal costs up to 1.8 s where an output dim is not fixed by the
    inputs (against 0.001 s given)."""
    name: str
    dims: tuple[str, ...]
    fns: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class _Rendered:
    statement: str
    proof: str
    dims: tuple[str, ...]
    fns: tuple[str, ...]


def ring_type(field: bool) -> str:
    return "fieldType" if field else "comRingType"


def _binders(names: C.Names, fns: Sequence[str], kinds: Sequence[int], field: bool = False,
             fam: str = "nat") -> str:
    parts = [f"(R : {ring_type(field)})"]
    dims = names.binders()
    if dims:
        parts.append("(" + " ".join(dims) + " : nat)")
    parts += C.fn_binders(fns)
    for j, k in enumerate(kinds):
        parts.append(f"(A{j} : {TENSOR_TYPE[k]})")
    for j, k in enumerate(kinds):
        parts.append(f"(F{j} : {fam} -> {TENSOR_TYPE[k]})")
    return " ".join(parts)


def step_needs_field(step: Step, inf: Inference) -> bool:
    rels = [f.rel for f in step.inputs] + [step.output.rel]
    rels = [lv for r in rels for lv in r.levels]
    return (step.app.field or C.needs_field(step.node, inf.dims)
            or (step.sm_node is not None and C.needs_field(step.sm_node, inf.dims))
            or any(r.kind == "partial_sum" and scale_needs_field(r.scale) for r in rels))


def _sm_order(step: Step) -> list[int]:
    """The PM input feeding each SM input, in SM input order."""
    k = len(step.inputs)
    return list(reversed(range(k))) if step.swapped else list(range(k))


def _commuted(step: Step, term: str, arrows: int, names, inf: Inference) -> str:
    """The proof of a swapped step (infer.Step.swapped) from `term`, the
    rule's proof with the SM value in PM operand order: the output
    relation reads the SM value only through its entries (RulesScaled.v
    resp_*), and the two orders agree entrywise by commutativity."""
    rel = step.output.rel
    resp = _resp_levels(rel, S.resp_term(rel.levels[0].kind))
    k = len(step.inputs)
    in_pm_order = C.local_op(step.sm_node, [f"A{j}" for j in range(k)], [f.sm_shape for f in step.inputs],
                             names, Location(graph="pm", node=step.node.name), inf.dims, step.out_index,
                             out_shape=step.output.sm_shape)
    hs = " ".join(f"Hc{j}" for j in range(arrows))
    unfold, comm = C.COMMUTE[step.node.op]
    return (f"move=> {hs}; apply: ({resp} ({in_pm_order}));\n  "
            f"[move: {hs}; exact: {term} | by move=> i; rewrite /{unfold} {comm}].")


def _local_terms(step, node, names, loc, inf, rank: str):
    """A local PM step's SM term over A0.., its PM body over (F0 rank).., and
    the nonlinear functions either side uses (first occurrence order)."""
    sm = step.sm_node
    if sm is None and not step.inputs and step.app.sm_node is not None:
        # an input-less helper (positions): the SM value its rule names
        sm_term = "(" + C.local_op(step.app.sm_node, [], [], names, loc, inf.dims) + ")"
    elif sm is None:  # a helper: its output relates to its first input's SM value (a scatter's: its source's)
        sm_term = f"A{helper_value(node)}"
    else:
        # A<j> is the SM value of PM input j; the SM node reads them in its own order
        order = _sm_order(step)
        sm_term = "(" + C.local_op(sm, [f"A{j}" for j in order], [step.inputs[j].sm_shape for j in order],
                                   names, loc, inf.dims, step.out_index, out_shape=step.output.sm_shape) + ")"
    # rank-dependent attributes (a slice at coord * c) read the rank's coordinates
    names.coords = {a: f"(nth 0 {rank} {i})" for i, a in enumerate(inf.dims.axes)}
    pm_body = C.local_op(node, [f"(F{j} {rank})" for j in range(len(step.inputs))],
                         [f.local_shape for f in step.inputs], names, loc, inf.dims, step.out_index,
                         out_shape=step.output.local_shape, sm_shapes=sm_shapes(step))
    names.coords = {}
    fns = list(C.functions_of(sm)) if sm is not None else []
    for f in C.functions_of(node):
        if f not in fns:
            fns.append(f)
    return sm_term, pm_body, fns


def render_step(step: Step, inf: Inference) -> tuple[str, str]:
    """(statement, proof) of one step's local obligation."""
    r = _render(step, inf)
    return r.statement, r.proof


def _render(step: Step, inf: Inference) -> _Rendered:
    r = _render_step(step, inf)
    if step.sm_node is None and not opsig.is_collective(step.node.op):
        statement, proof = _share_sm_inputs(step, r.statement, r.proof)
        r = dataclasses.replace(r, statement=statement, proof=proof)
    return r


def _share_sm_inputs(step: Step, statement: str, proof: str) -> tuple[str, str]:
    """A helper whose inputs are views of ONE SM value (the zigzag concat of
    the chunks r and 2P-1-r of x): its obligation quantifies that SM value
    once (A<j> of a later input that realizes the same SM tensor as input i
    is A<i>), as the rule about the views of one tensor needs and the
    certificate supplies."""
    import re
    first: dict[str, int] = {}
    alias = {}
    for j, f in enumerate(step.inputs):
        if f.sm in first:
            alias[j] = first[f.sm]
        else:
            first[f.sm] = j
    for j, i in alias.items():
        statement = re.sub(rf" \(A{j} : [^)]*\)", "", statement, count=1)
        proof = re.sub(rf"(move=> .*?) A{j}\b", r"\1", proof, count=1)
        statement = re.sub(rf"\bA{j}\b", f"A{i}", statement)
        proof = re.sub(rf"\bA{j}\b", f"A{i}", proof)
    return statement, proof


def premise(p, names: C.Names, tensors=("A", "F")) -> str:
    """A rule premise (rules.base.Premise) as an obligation hypothesis."""
    return " ".join([p.pred] + [lemma_arg(a, names, tensors) for a in p.args])


def lemma_arg(a, names: C.Names, tensors=("A", "F")) -> str:
    """A rule's lemma argument (rules.base.Arg) as Coq text."""
    if a in ("R", "_"):
        return a
    kind, v = a
    if kind == "op_fn":  # the op as a function of its tensors (generic replicated rule)
        node, shapes, dims = v
        xs = [f"Z{j}" for j in range(len(shapes))]
        return f"(fun {' '.join(xs)} => {C.local_op(node, xs, shapes, names, Location(), dims)})"
    if kind == "fact":  # an op's registered fact (lemma, side conditions left as holes)
        return C.fact_term(*v)
    if kind == "rshape":
        return C.rcons_shape(v, names)
    if kind == "entry":  # a pointwise op's entry function (ops.Pointwise)
        node, dims = v
        return C.pointwise_entry(node, dims, names)
    if kind == "leq_by_ring":  # (start, length, rest, whole): start + length <= whole
        return C.leq_by_ring(*v, names)
    if kind == "leq_by_coord":  # (start, length, coord, size, h, rest, whole): start + length <= whole
        return C.leq_by_coord(*v, names)
    if kind == "coord_fun":  # a rank-dependent attribute as a function of the rank: fun r => ..
        return C.coord_fun(v, names)
    if kind == "nat":
        return C.nat(v, names, atom=True)
    if kind == "shape":
        return C.shape(v, names)
    if kind == "in":
        return f"{tensors[0]}{v}"
    if kind == "fam":
        return f"{tensors[1]}{v}"
    if kind == "ring":
        return C.ring_scale(v, names)
    if kind == "fn":
        return C.fn_name(v)
    if kind == "fill":  # an open shift's fill (relation.Fill)
        return C.fill(v, names)
    if C.is_map(a):  # a layout map (contig_map c, strided_map P c, merge_map g n, ..)
        return C.map_term(a, names)
    return v


def sm_shapes(step) -> Optional[tuple]:
    """The SM's (input, output) shapes of a one-input step: a reshape's
    ranks read as the SM reads (coq_render.reshape_kind `like`)."""
    return (step.inputs[0].sm_shape, step.output.sm_shape) if len(step.inputs) == 1 else None


def ob_name(statement: str) -> str:
    return "ob_" + hashlib.sha256(statement.encode("utf-8")).hexdigest()[:16]


def module_import(module: str) -> str:
    """`From TV Require Import M.` for a registry module name `TV.M`."""
    prefix, _, short = module.rpartition(".")
    return f"From {prefix or 'TV'} Require Import {short}."


def source(name: str, statement: str, proof: str, module="TV.Rules") -> str:
    mods = (module,) if isinstance(module, str) else tuple(module)
    return "\n".join(C.PRELUDE + tuple(module_import(m) for m in mods)) + \
        f"\nTheorem {name} : {statement}.\nProof. {proof} Qed.\n"


def build(inf: Inference) -> tuple[list[str], dict[str, Obligation]]:
    """Per step (in program order) its obligation's name, and the distinct
    obligations by name."""
    uses, unique = build_uses(inf)
    return [u.name for u in uses], unique


def build_uses(inf: Inference) -> tuple[list[Use], dict[str, Obligation]]:
    """Per step (in program order) its obligation's use, and the distinct
    obligations by name."""
    uses, unique = [], {}
    for step in inf.steps:
        r = _render(step, inf)
        name = ob_name(r.statement)
        uses.append(Use(name, r.dims, r.fns))
        if name not in unique:
            unique[name] = Obligation(name, r.statement, source(name, r.statement, r.proof, _modules(step, inf)),
                                      step.app.rule.name, len(step.inputs))
    return uses, unique


def _modules(step: Step, inf: Inference) -> tuple[str, ...]:
    """The library modules a step's proof uses: its rules', the modules
    defining its premises' predicates (a rule's module need not export them),
    plus RulesVocab for the coordinate-reading lifting lemmas of a
    rank-dependent op."""
    mods = step.app.modules or (step.app.module,)
    mods = (mods,) if isinstance(mods, str) else tuple(mods)
    for p in step.app.premises:
        if p.module and p.module not in mods:
            mods += (p.module,)
    if (step.app.kind == "local" and step.sm_node is not None
            and C.coord_axes(step.node, inf.dims) and "TV.RulesVocab" not in mods):
        mods += ("TV.RulesVocab",)
    # the statement's relations: rel_strided_shard (MeshOuter.v), a reindex level's map (RulesReshape.v)
    for f in (*step.inputs, step.output):
        for r in f.rel.levels:
            mods += tuple(m for m in C.level_modules(r) if m not in mods)
    # the module defining the op's denotation when it is outside the prelude (op_rmsnorm_backward_w3): a
    # lifting of other modules' level rules need not import it
    om = C.op_module(step.node)
    if om and om not in mods:
        mods += (om,)
    if step.swapped and S.MODULE not in mods:  # the resp_* lemmas of _commuted
        mods += (S.MODULE,)
    return mods


# ------------------------------------------------------------------ lifting the level rules

def _rule_fun(app, names: C.Names, arity: int, hp: Optional[Mapping] = None) -> str:
    """A level rule as a rule-shaped term `forall tensors, rel .. -> rel ..`
    (its tensor-free premises passed by their hypothesis names `hp`)."""
    binders = " ".join([f"X{j}" for j in range(arity)] + [f"Y{j}" for j in range(arity)])
    # a premise hp does not name (idx_lt of an input) is the lifting lemma's hypothesis (nest_map2q)
    args = " ".join([lemma_arg(a, names, ("X", "Y")) for a in app.args] + [hp[p] for p in app.premises if p in (hp or {})])
    return f"(fun {binders} => @{app.rule.lemma} {args})" if arity else f"(@{app.rule.lemma} {args})"


def _map_chain(app, k: int, fn, fp, suffix: str, names: C.Names, hp: Mapping) -> str:
    """The lifting of a local op's level rules (Mesh.v nest_map{k} / axis_map{k},
    RulesVocab.v's coordinate-reading nest_map{k}c / axis_map{k}c): `fn(i)`
    the op on level i's shapes (-1: the SM op), `fp(i)` the ranks' op below
    level i; the c forms bind each outer coordinate (fun i<i> h<i> => ..)."""
    n = len(app.levels)
    term = (f"(axis_map{k}{suffix} (fm := {fn(n - 2)}) (fp := {fp(n - 1)})\n    "
            f"{_rule_fun(app.levels[n - 1], names, k, hp)})")
    for i in reversed(range(n - 1)):
        inner = f"(fun i{i} h{i} => {term})" if suffix else term
        term = (f"(nest_map{k}{suffix} (fs := {fn(i - 1)}) (fm := {fn(i)}) (fp := {fp(i)})\n    "
                f"{_rule_fun(app.levels[i], names, k, hp)}\n    {inner})")
    return term


def _lin(mrel, level: int, names: C.Names, lin: str = "lin") -> str:
    """A linearity proof of the inner relation from `level` down: Mesh.v
    lin_* (sums: all_reduce) or, with lin = "lin_acc" / "lin_sacc",
    RulesMicrobatch.v lin_acc_* / lin_sacc_* (the accumulation chain,
    unscaled / scaled)."""
    r, s = mrel.levels[level], mrel.shapes[level]
    P_ = names("a:" + r.axis)
    sh = C.shape(s, names)
    if r.kind == "replicated":
        one = f"(@{lin}_replicated R {P_} {sh})"
    elif r.kind == "partial_sum":
        one = f"(@{lin}_partial_sum R {P_} {C.ring_scale(r.scale, names)} {sh})"
    elif r.kind == "expert_partition":  # the contiguous map (Relations.v), by the generic layout lemma
        one = f"(@{lin}_reindex R {P_} {r.dim} (contig_map {C.nat(s[r.dim], names, atom=True)}) {sh})"
    else:
        one = f"(@{lin}_{r.kind} R {P_} {r.dim} {C.nat(s[r.dim], names, atom=True)} {sh})"
    if level == len(mrel.levels) - 1:
        return f"({lin}_axis {one})"
    return f"({lin}_nest (P := {P_}) {one} {_lin(mrel, level + 1, names, lin)})"


def _render_step(step: Step, inf: Inference) -> _Rendered:
    """A step's obligation (docs/SEMANTICS.md, "Multi-axis meshes"):
    relations are rel_nest / rel_axis (one level: rel_axis), PM families
    are over coordinate lists, the proof lifts the level rules with
    nest_map* / axis_map*, nest_coll_inner / axis_coll or
    nest_all_reduce_outer."""
    names = C.Names(canonical=True, axes=inf.dims.axes, pinned=inf.dims.pinned)
    loc = Location(graph="pm", node=step.node.name)
    app = step.app
    node = step.node
    n = len(inf.dims.axes)
    prems = app.premises
    # tensor-free premises are introduced and passed to the level rules; a
    # premise about an input (idx_lt) stays a hypothesis of the lifting term
    hp = {p: f"Hp{j}" for j, p in enumerate(p for p in prems if p.kind not in _CARRIED)}
    hyps = [premise(p, names) for p in prems]
    hyps += [C.rel_pred(f.rel, f.local_shape, f"A{j}", f"F{j}", names) for j, f in enumerate(step.inputs)]
    fns: list[str] = []
    if app.kind == "recv":  # a pipeline recv (emitter/programs.py): the sender at the same coordinates x
        sm_term, pm_body = "A0", C.recv_op(node, "(F0 x)")
    elif opsig.is_collective(node.op) or app.kind == "outer_accumulate":
        a = app.axis_index
        axis = inf.dims.axes[a]
        sm_term = "A0"
        fam = f"(fun m => F0 (set_nth 0 x {a} m))"
        if app.kind == "all_reduce_axes":  # a group of both axes: the outer sum of the inner sums
            fam = C.inner_axis_sum(lambda idx: f"F0 {idx}", "x", names("a:" + inf.dims.axes[a + 1]), a)
        if app.kind == "all_reduce_all":  # a group of every axis: nested sums over the inner axes
            fam = C.inner_axes_sum(lambda idx: f"F0 {idx}", "x", [names("a:" + b) for b in inf.dims.axes[1:]])
        pm_body = C.pm_op(node, [fam], [f.local_shape for f in step.inputs],
                          step.output.local_shape, names("a:" + axis), f"(nth 0 x {a})", names, loc, inf.dims,
                          [f.kind for f in step.inputs])
    else:
        sm_term, pm_body, fns = _local_terms(step, node, names, loc, inf, "x")
    concl = C.rel_pred(step.output.rel, step.output.local_shape, sm_term, f"(fun x => {pm_body})", names)
    lift = app.scaled
    stated = step
    if lift is not None and lift.how == "seed":
        # the ordinary rule's SM side has the PM's factor (rules/scaled.py)
        step = dataclasses.replace(step, sm_node=lift.proof_sm)
    # ---- proof term
    pre = ""
    if app.kind == "recv":
        term = app.rule.lemma
    elif app.kind == "views":
        pre, term = _views_term(step, app, names, loc, inf, hp)
    elif app.kind == "zz_scatter":
        pre, term = _zz_scatter_term(step, app, names)
    elif app.kind == "local":
        pre, levels = _hoist_eqs(app.levels, names)
        app = dataclasses.replace(app, levels=levels)
        k = len(step.inputs)
        xs = [f"X{j}" for j in range(k)]

        # a rank-dependent op (its attributes read mesh coordinates): the
        # views of the outer levels compute the SM op, the ranks' op takes
        # the coordinate list (RulesVocab.v nest_map*c / axis_map*c)
        coord = bool(C.coord_axes(node, inf.dims)) and step.sm_node is not None

        def fn(level: int) -> str:  # the op on level `level`'s shapes (-1: the SM)
            node_ = step.sm_node if level < 0 or (coord and level < n - 1) else node
            shp = [f.sm_shape if level < 0 else f.rel.shapes[level] for f in step.inputs]
            o = step.output
            osh = o.sm_shape if level < 0 else o.rel.shapes[level]
            return (f"(fun {' '.join(xs)} => "
                    f"{C.local_op(node_, xs, shp, names, loc, inf.dims, step.out_index, out_shape=osh, sm_shapes=sm_shapes(step))})")

        if _carries_idx(app):
            pre_idx, term = _carried_term(step, app, fn, names, hp)
            pre += pre_idx
        elif any(p.kind == "iota" for p in app.premises):
            term = _iota_term(step, app, fn, names, hp)
        elif coord:
            names.coords = {a: f"(nth 0 x {i})" for i, a in enumerate(inf.dims.axes)}
            fp_all = f"(fun x {fn(n - 1)[len('(fun '):]}"
            names.coords = {}

            def fp(depth: int) -> str:  # the ranks' op below `depth` outer coordinates i0 ..
                return fp_all if depth == 0 else \
                    f"(fun x => {fp_all} ({' :: '.join(f'i{j}' for j in range(depth))} :: x))"

            term = _map_chain(app, k, fn, fp, "c", names, hp)
        else:
            term = _map_chain(app, k, fn, lambda i: fn(n - 1), "", names, hp)
    else:
        a = app.axis_index
        P_a = names("a:" + inf.dims.axes[a])
        h = _coll_h(node, step, P_a, names, loc, inf)
        if app.kind == "inner":
            pre, (level,) = _hoist_eqs((app.levels[a],), names)
            term = f"(axis_coll (h := {h}) {_rule_fun(level, names, 1, hp)})"
        elif app.kind == "mid":
            pre, term = _mid_term(step, app, h, names, hp)
        else:  # a whole-mesh lemma, its arguments chosen at selection (Application.args)
            pre, term = _lemma_term(app, names, hp)
        for lvl in reversed(range(0 if app.kind == "all_reduce_axes" else a)):  # that lemma lifts itself
            term = f"(nest_coll_inner (a := {a - lvl - 1}) (h := {h})\n    {term})"
    field = step_needs_field(step, inf)
    binders = _binders(names, fns, [f.kind for f in step.inputs], field, fam="seq nat")
    keys = tuple(names.binder_keys())
    statement = f"forall {binders},\n  " + "".join(h + " ->\n  " for h in hyps) + concl
    intro = ["R"] + names.binders() + [C.fn_name(f) for f in fns] + \
        [f"A{j}" for j in range(len(step.inputs))] + [f"F{j}" for j in range(len(step.inputs))]
    intro += list(hp.values())
    if lift is not None and lift.how != "avg":
        pre += _scaled_pre(stated, lift, names, hp, loc, inf)
    close = _commuted(stated, term, len(hyps) - len(hp), names, inf) if stated.swapped else f"exact: {term}."
    proof = f"move=> {' '.join(intro)}; {pre}{close}"
    return _Rendered(statement, proof, keys, tuple(C.fn_name(f) for f in fns))


def _scaled_pre(step: Step, lift, names: C.Names, hp: Mapping, loc: Location, inf: Inference) -> str:
    """The tactics between the introductions and the ordinary rule's term of
    a scaled step (emitter/rules/scaled.py, RulesScaled.v): the goal is
    turned into the ordinary rule's, over the scaled SM value, whose term
    then closes it."""
    k = len(step.inputs)
    hs = " ".join(f"H{j}" for j in range(k))
    if any(p.kind in _CARRIED for p in step.app.premises):
        raise CertificateBug(f"scaled step {step.node.name!r} with a premise about an input has no rendering", loc)
    if lift.how == "identity":  # the SM side is an input: the rule at the scaled SM value
        return "rewrite /rel_scaled; "
    resp = S.resp_term(step.output.rel.levels[0].kind)
    if resp is None:
        raise CertificateBug(f"scaled step {step.node.name!r}: no resp lemma for "
                             f"{step.output.rel.levels[0].describe()}", loc)
    if lift.how == "seed":
        N, P_, n = lift.eq
        nz = hp[S.nz_premise(lift.factor)]
        return (f"have es : {C.nat(N, names)} = {C.nat(P_, names, atom=True)} * {C.nat(n, names, atom=True)} "
                f"by ring.\n  move=> {hs}; apply: (rule_scaled_seed {nz} es {_resp_levels(step.output.rel, resp)}); move: {hs}; ")
    kk = C.scaled_factor(lift.factor, names)
    args = [f"(op_scale {kk} A{j})" if j in lift.positions else f"A{j}" for j in range(k)]
    y = C.local_op(step.sm_node, args, [f.sm_shape for f in step.inputs], names, loc, inf.dims, step.out_index,
                   out_shape=step.output.sm_shape)
    hom = "exact: (fun _ => erefl)" if lift.hom == "conv" else f"exact: {lift.hom}"
    return (f"move=> {hs}; apply: (scaled_map (Y := {y}) {_resp_levels(step.output.rel, resp)});\n  "
            f"[{hom} | move: {hs}; rewrite /rel_scaled].\n  ")


def _resp_levels(mrel, resp: str) -> str:
    """The resp proof of a level relation from its outer level's: through
    rel_nest, or rel_axis on a one-axis mesh (RulesScaled.v)."""
    return f"(resp_nest {resp})" if len(mrel.levels) > 1 else f"(resp_axis {resp})"


# premises about an input's SM value: hypotheses of the lifting term, not of a level's rule
_CARRIED = ("topk_range", "iota")


def _iota_term(step: Step, app, fn, names: C.Names, hp: Mapping) -> str:
    """nest_map2qq / axis_map2qq (RulesHaloMesh.v): pos_iota of both inputs'
    SM values, carried down the replicated levels above the level whose rule
    takes it (pos_iota_replicated); below it the premises are True."""
    n = len(app.levels)
    use = next(i for i, a in enumerate(app.levels) if any(p.kind == "iota" for p in a.premises))
    preds = {p.input: f"({p.pred} {lemma_arg(p.args[0], names)})" for p in app.levels[use].premises if p.kind == "iota"}

    def q(level: int, j: int) -> str:
        return preds[j] if level <= use else "(fun _ => True)"

    def rule(level: int) -> str:
        r = _rule_fun(app.levels[level], names, 2, hp)
        return r if level == use else r.replace("(fun X0 X1 Y0 Y1 => ", "(fun X0 X1 Y0 Y1 _ _ => ", 1)

    def transport(level: int, j: int) -> str:
        if level >= use:
            return "(fun _ _ _ _ _ _ => I)"
        P_ = names("a:" + step.inputs[j].rel.levels[level].axis)
        return f"(@pos_iota_replicated {P_} {lemma_arg(next(p for p in app.levels[use].premises if p.input == j).args[0], names)})"

    term = f"(axis_map2qq (Q1 := {q(n - 1, 0)}) (Q2 := {q(n - 1, 1)}) (fm := {fn(n - 2)}) (fp := {fn(n - 1)})\n    {rule(n - 1)})"
    for i in reversed(range(n - 1)):
        term = (f"(nest_map2qq (Q1 := {q(i, 0)}) (Q1i := {q(i + 1, 0)}) (Q2 := {q(i, 1)}) (Q2i := {q(i + 1, 1)}) "
                f"(fs := {fn(i - 1)}) (fm := {fn(i)}) (fp := {fn(n - 1)})\n    {transport(i, 0)} {transport(i, 1)}\n    "
                f"{rule(i)}\n    {term})")
    return term


def _carries_idx(app) -> bool:
    return any(p.kind == "topk_range" for p in app.premises)


def _carried_term(step: Step, app, fn, names: C.Names, hp: Mapping) -> tuple[str, str]:
    """(`have` lines, lifting term) of nest_map2q / axis_map2q
    (RulesMeshView.v): every level's rule takes idx_lt of input 2's view (Q:
    the level's premise predicate), passed down by idx_lt_replicated /
    idx_lt_contiguous / idx_lt_zigzag for input 2's relation there (the
    level-above length P * c by ring: `have et<level>`)."""
    n = len(app.levels)
    I = step.inputs[1]
    pre: list[str] = []  # the ring side conditions of the transports

    def q(level: int) -> str:
        p = next(p for p in app.levels[level].premises if p.kind == "topk_range")
        return f"(idx_lt {lemma_arg(p.args[0], names)} {lemma_arg(p.args[1], names)})"

    def transport(level: int) -> str:
        p = next(p for p in app.levels[level].premises if p.kind == "topk_range")
        P_ = names("a:" + I.rel.levels[level].axis)
        s, nn = I.rel.shapes[level], lemma_arg(p.args[1], names)
        how = idx_transport(I, level)
        if how[0] == "replicated":
            return f"(@idx_lt_replicated {P_} {C.shape(s, names)} {nn})"
        e = how[1]
        c = C.nat(s[e], names, atom=True)
        up = I.rel.shapes[level - 1] if level else I.sm_shape
        if how[0] == "zigzag":  # local length 2 * c, level-above 2 * P * c, both by ring
            ch = C.nat(s[e].halved(), names, atom=True)
            pre.append(f"have ez{level} : {C.nat(s[e], names)} = 2 * {ch} by ring.\n  ")
            pre.append(f"have et{level} : {C.nat(up[e], names)} = 2 * {P_} * {ch} by ring.\n  ")
            return (f"(@idx_lt_zigzag {P_} {e} {ch} {c} {C.nat(up[e], names, atom=True)} {C.shape(s, names)} "
                    f"{nn} isT erefl ez{level} et{level})")
        pre.append(f"have et{level} : {C.nat(up[e], names)} = {P_} * {c} by ring.\n  ")
        return (f"(@idx_lt_contiguous {P_} {e} {c} {C.nat(up[e], names, atom=True)} {C.shape(s, names)} "
                f"{nn} isT erefl et{level})")

    term = (f"(axis_map2q (Q := {q(n - 1)}) (fm := {fn(n - 2)}) (fp := {fn(n - 1)})\n    "
            f"{_rule_fun(app.levels[n - 1], names, 2, hp)})")
    for i in reversed(range(n - 1)):
        term = (f"(nest_map2q (Q := {q(i)}) (Qi := {q(i + 1)}) (fs := {fn(i - 1)}) (fm := {fn(i)}) "
                f"(fp := {fn(n - 1)})\n    {transport(i)}\n    {_rule_fun(app.levels[i], names, 2, hp)}\n    {term})")
    return "".join(pre), term


def _views_term(step: Step, app, names: C.Names, loc: Location, inf: Inference,
                hp: Mapping) -> tuple[str, str]:
    """(`have` lines, lifting term) of a "views" step (RulesMeshView.v):
    level i's view is a function of the coordinates i0 .. i<i> (bound by the
    enclosing levels' `fun i<j> h<j>`, h<j> : i<j> < P<j>), nest_map*v takes it as `fm`, a helper's
    pass-through level is nest_pass1, the innermost level axis_map*c; the
    ranks' op reads the coordinate list x."""
    pre, levels = _hoist_eqs(app.levels, names)
    axes = inf.dims.axes
    n, k = len(axes), len(step.inputs)
    xs = [f"X{j}" for j in range(k)]
    lam = "".join(" " + x for x in xs)

    def body(node, level: int, coords: dict) -> str:  # node on level's shapes (-1: the SM)
        shp = [f.sm_shape if level < 0 else f.rel.shapes[level] for f in step.inputs]
        osh = step.output.sm_shape if level < 0 else step.output.rel.shapes[level]
        names.coords = coords
        try:
            return C.local_op(node, xs, shp, names, loc, inf.dims, step.out_index, out_shape=osh,
                              sm_shapes=sm_shapes(step))
        finally:
            names.coords = {}

    def fn(level: int) -> str:  # level's view with its coordinates free (-1: the SM op)
        node = (step.sm_node or app.sm_node) if level < 0 else app.views[level]
        if node is None:  # a helper's pass-through level: the identity
            return "(fun X0 => X0)"
        b = body(node, level, {a: f"i{j}" for j, a in enumerate(axes[:level + 1])})
        return f"(fun{lam} => {b})" if k else f"({b})"

    fp_all = f"(fun x{lam} => {body(step.node, n - 1, {a: f'(nth 0 x {j})' for j, a in enumerate(axes)})})"

    def fp(depth: int) -> str:  # the ranks' op below `depth` outer coordinates
        return fp_all if depth == 0 else \
            f"(fun x => {fp_all} ({' :: '.join(f'i{j}' for j in range(depth))} :: x))"

    def rule(level: int) -> str:  # level's single-axis rule; outer coordinates are i0 ..
        names.coords = {a: f"i{j}" for j, a in enumerate(axes[:level])}
        try:
            return _rule_fun(levels[level], names, k, hp)
        finally:
            names.coords = {}

    # two views of one SM value (RulesHaloMesh.v): the levels above the pair
    # rule's pass both through (nest_pass2), its level takes their equality
    pair = step.sm_node is None and k == 2 and step.inputs[0].sm == step.inputs[1].sm
    act = next(i for i in range(n) if levels[i] is not None)
    if pair and act == n - 1:
        term = f"(axis_map2e (fp := {fp(n - 1)})\n    {rule(n - 1)})"
    else:
        term = f"(axis_map{k}c (fm := {fn(n - 2)}) (fp := {fp(n - 1)})\n    {rule(n - 1)})"
    for i in reversed(range(n - 1)):
        if levels[i] is None and pair:
            term = (f"(nest_pass2 (fp := {fp(i)}) {_rfun(step.inputs[0], i, names)}\n    "
                    f"(fun i{i} h{i} => {term}))")
        elif levels[i] is None:
            term = f"(nest_pass1 (fp := {fp(i)})\n    (fun i{i} h{i} => {term}))"
        elif pair and i == act:
            term = (f"(nest_map2e (fm := (fun i{i} => {fn(i)})) (fp := {fp(i)})\n    "
                    f"{rule(i)}\n    (fun i{i} h{i} => {term}))")
        else:
            term = (f"(nest_map{k}v (fs := {fn(i - 1)}) (fm := (fun i{i} => {fn(i)})) (fp := {fp(i)})\n    "
                    f"{rule(i)}\n    (fun i{i} h{i} => {term}))")
    if pair:  # the obligation quantifies the SM value once (_share_sm_inputs): equal to itself
        term = f"({term} A0 A0 F0 F1 (fun _ _ => erefl))"
    return pre, term


def _zz_scatter_term(step: Step, app, names: C.Names) -> tuple[str, str]:
    """(`have` lines, term) of the zigzag leave's whole-mesh lemmas
    (RulesZigzagScatter.v): the local length n = 2 * c and the SM length
    N = 2 * P * c by ring; the broadcast's pos_iota down the outer
    (replicated) level by pos_iota_replicated."""
    c, n, N = app.args
    P_ = names("a:" + step.output.rel.levels[1].axis)
    pre = (f"have ez : {C.nat(n, names)} = 2 * {C.nat(c, names, atom=True)} by ring.\n  "
           f"have eN : {C.nat(N, names)} = 2 * {P_} * {C.nat(c, names, atom=True)} by ring.\n  ")
    if step.node.op == P.OP_BROADCAST:  # the zigzag positions (zz_scatter.BROADCAST), else the stream's scatter
        Po = names("a:" + step.inputs[0].rel.levels[0].axis)
        return pre, f"(nest_broadcast_zz_pos _ _ ez eN (@pos_iota_replicated {Po} {C.nat(N, names, atom=True)}))"
    return pre, "(nest_scatter_add_zz ez eN)"


def _rfun(f, level: int, names: C.Names) -> str:
    """RulesHaloMesh.v rfun_*: input f's relation on `level` determines its
    views from the SM value (infer._RFUN)."""
    r, s = f.rel.levels[level], f.rel.shapes[level]
    P_ = names("a:" + r.axis)
    if r.kind == "replicated":
        return f"(@rfun_replicated _ {P_} {C.shape(s, names)})"
    return (f"(@rfun_contiguous_shard _ {P_} {r.dim} {C.nat(s[r.dim], names, atom=True)} {C.shape(s, names)} "
            "isT erefl)")


def _have_eq(i: int, eq, names: C.Names, op: str = " * ") -> str:
    """`have e<i> : lhs = f1 * f2 .. by ring.` for a side condition ("eq",
    (lhs, (f1, f2, ..))): the right side is rendered as the lemma's product
    of its factors (e.g. `P1 * (P0 * n1)` for P * c), not as a normalized
    polynomial, so e<i> has exactly the premise's type. ("eq_sum", ..) is
    the same with a sum (RulesSplit.v: dim = offset + length + rest)."""
    lhs, factors = eq
    rhs = op.join(C.nat(f, names, atom=True) for f in factors)
    return f"have e{i} : {C.nat(lhs, names)} = {rhs} by ring.\n  "


def _at_coord(p: Poly, axis: str, names: C.Names) -> str:
    """p with the coordinate of `axis` read as the bound `r`."""
    saved = names.coords
    names.coords = {**saved, axis: "r"}
    try:
        return C.nat(p, names)
    finally:
        names.coords = saved


def _have_eqfun(i: int, eq, names: C.Names) -> str:
    """`have e<i> : forall r, start = r * c by ..` for ("eqfun", (start, axis,
    c)): the start as a function of the level's coordinate r (RulesMeshView.v
    rule_arange_shard), proved by ring."""
    start, axis, c = eq
    c_ = C.nat(c, names, atom=True)
    return f"have e{i} : forall r, {_at_coord(start, axis, names)} = r * {c_} by move=> r; ring.\n  "


def _have_eqfun_zz(i: int, eq, names: C.Names) -> str:
    """`have e<i> : forall r, r < P -> start = (2 * P - 1 - r) * c by ..` for
    ("eqfun_zz", (start, axis, P, c)): the mirrored zigzag chunk's offset as
    the plan renders it (2 * P * c - (r * c + c) up to ring, nat
    subtraction), turned into the lemma's form by RulesMissing.v
    zz_second_start and `ring` on both sides of the subtraction."""
    start, axis, P_, c = eq
    lhs = _at_coord(start, axis, names)
    p, cc = C.nat(P_, names, atom=True), C.nat(c, names, atom=True)
    return (f"have e{i} : forall r, r < {p} -> {lhs} = (2 * {p} - 1 - r) * {cc}.\n  "
            f"  by move=> r rP; rewrite -(@TV.RulesMissing.zz_second_start {p} {cc} r rP); congr (_ - _); ring.\n  ")


# nat side conditions proved by ring: kind -> how the right side joins its parts
_EQS = {"eq": " * ", "eq_sum": " + "}


def _hoist_eqs(apps, names: C.Names) -> tuple[str, tuple]:
    """The per-level rules' nat side conditions ("eq", (lhs, rhs)), e.g.
    Rules.v rule_matmul_row's k = P * c: each proved by `ring` before
    the lifting term and passed by name (("raw", "e<i>"))."""
    pre, out = [], []
    for a in apps:
        if a is None or not any(isinstance(x, tuple) and (x[0] in _EQS or x[0] in ("eqfun", "eqfun_zz"))
                                for x in a.args):
            out.append(a)
            continue
        args = []
        for x in a.args:
            if isinstance(x, tuple) and x[0] == "eqfun":
                args.append(("raw", f"e{len(pre)}"))
                pre.append(_have_eqfun(len(pre), x[1], names))
            elif isinstance(x, tuple) and x[0] == "eqfun_zz":
                args.append(("raw", f"e{len(pre)}"))
                pre.append(_have_eqfun_zz(len(pre), x[1], names))
            elif isinstance(x, tuple) and x[0] in _EQS:
                args.append(("raw", f"e{len(pre)}"))
                pre.append(_have_eq(len(pre), x[1], names, _EQS[x[0]]))
            else:
                args.append(x)
        out.append(dataclasses.replace(a, args=tuple(args)))
    return "".join(pre), tuple(out)


def _lemma_term(app, names: C.Names, hp: Mapping) -> tuple[str, str]:
    """(`have` lines, term) of a lemma over the whole mesh applied to the
    arguments its selection chose (Application.args): each nat side
    condition ("eq", (lhs, rhs)) proved by `ring` first and passed by name,
    a premise ("hyp", Premise) by its hypothesis, the linearity of the levels
    below ("lin", (relation, level, lin_*)) by its Mesh.v / RulesMicrobatch.v
    proof."""
    pre, args = [], []
    for a in app.args:
        if isinstance(a, tuple) and a[0] in _EQS:
            args.append(f"e{len(pre)}")
            pre.append(_have_eq(len(pre), a[1], names, _EQS[a[0]]))
        elif isinstance(a, tuple) and a[0] == "hyp":
            args.append(hp[a[1]])
        elif isinstance(a, tuple) and a[0] == "lin":
            args.append(_lin(*a[1][:2], names, a[1][2]))
        else:
            args.append(lemma_arg(a, names))
    return "".join(pre), f"(@{app.rule.lemma} {' '.join(args)})"


def _mid_term(step: Step, app, h: str, names: C.Names, hp: Mapping) -> tuple[str, str]:
    """RulesHaloMesh.v nest_shift_mid / nest_halo_reduce_mid: a shift or
    halo_reduce along a middle level, its single-axis rule on that level."""
    a = app.axis_index
    pre, levels = _hoist_eqs(app.levels, names)
    rule = _rule_fun(levels[a], names, 1, hp)
    col = step.node.collective
    if step.node.op == P.OP_SHIFT:
        # RulesHaloOpen.v: the open shift's fill keeps the level below's layout or replication
        if step.node.collective.open:
            return pre, f"({halo.open_shift_mid(step.inputs[0].rel.levels[a + 1])} {rule})"
        return pre, f"(nest_shift_mid {rule})"
    if step.node.op == P.OP_ALL_TO_ALL:  # RulesZigzagShuffle.v: P %| the dim from the level rule's cp = 2 facts
        lo, s = step.output.rel.levels[a + 1], step.output.rel.shapes[a + 1]
        ps = [hp[p] for p in levels[a].premises]
        # the level rule's side condition `nth 0 s d = 2 * c` on the split dim d, proved by ring (hoisted)
        d_len = step.inputs[0].rel.shapes[a][col.split_dim]
        at = next(j for j, x in enumerate(app.levels[a].args) if isinstance(x, tuple) and x[0] == "eq"
                  and x[1][0] == d_len and x[1][1][0] == Poly.const(2))
        dvd = f"(zz_dvd {lemma_arg(levels[a].args[at], names)} {' '.join(ps)})"
        return pre, (f"(@nest_all_to_all_mid _ {names('a:' + step.inputs[0].rel.levels[a].axis)} {col.split_dim} "
                     f"{names('a:' + lo.axis)} {C.shape(s, names)} _ _ isT {dvd} {rule})")
    X, lo = step.inputs[0], step.output.rel.levels[a + 1]
    s = step.output.rel.shapes[a + 1]
    lv = X.rel.levels[a]
    P_ = names("a:" + lv.axis)
    Q_ = names("a:" + lo.axis)
    if step.node.op == P.OP_ALL_GATHER and X.rel.levels[a + 1].kind == "replicated":  # RulesFsdp.v
        c = C.nat(X.rel.shapes[a + 1][col.dim], names, atom=True)
        return pre, (f"(@nest_all_gather_mid_rep _ {P_} {col.dim} {c} {Q_} {C.shape(s, names)} _ _ "
                     f"isT {lemma_arg(levels[a].args[-1], names)} {rule})")
    if step.node.op == P.OP_REDUCE_SCATTER and X.rel.levels[a + 1].kind == "replicated":
        # RulesReduceScatterMid.v: the zigzag leave's buffers, replicated below
        c = C.nat(s[col.dim], names, atom=True)
        return pre, (f"(@nest_reduce_scatter_mid_rep R {P_} {col.dim} {c} {Q_} {C.shape(X.rel.shapes[a + 1], names)} "
                     f"_ _ isT {lemma_arg(levels[a].args[-1], names)} {rule})")
    g = f"(contig_map {C.nat(s[lo.dim], names, atom=True)})"
    if step.node.op == P.OP_ALL_GATHER:  # nth 0 s d = P * c: the level rule's own side condition (its last arg)
        c = C.nat(X.rel.shapes[a + 1][col.dim], names, atom=True)
        return pre, (f"(@nest_all_gather_mid _ {P_} {col.dim} {c} {Q_} {lo.dim} {g} {C.shape(s, names)} _ _ "
                     f"isT isT {lemma_arg(levels[a].args[-1], names)} {rule})")
    if step.node.op == P.OP_REDUCE_SCATTER:  # RulesReduceScatterMid.v: s the input's, nth 0 s d = P * c the
        # level rule's own side condition (its last arg)
        c = C.nat(s[col.dim], names, atom=True)
        return pre, (f"(@nest_reduce_scatter_mid R {P_} {col.dim} {c} {Q_} {lo.dim} {g} "
                     f"{C.shape(X.rel.shapes[a + 1], names)} _ _ isT isT {lemma_arg(levels[a].args[-1], names)} {rule})")
    return pre, (f"(@nest_halo_reduce_mid R {P_} {col.dim} {C.nat(lv.chunk, names, atom=True)} "
                 f"{C.nat(lv.halo, names, atom=True)} {Q_} {lo.dim} (contig_map {C.nat(s[lo.dim], names, atom=True)}) "
                 f"{C.shape(s, names)} _ _ isT isT erefl {rule})")


def _coll_h(node, step: Step, P_a: str, names: C.Names, loc: Location, inf: Inference) -> str:
    """The collective as `h : (nat -> tensor) -> nat -> tensor` (Mesh.v coll)."""
    body = C.pm_op(node, ["F"], [f.local_shape for f in step.inputs], step.output.local_shape, P_a, "r",
                   names, loc, inf.dims, [f.kind for f in step.inputs])
    uses_r = node.op in (P.OP_REDUCE_SCATTER, P.OP_ALL_TO_ALL, P.OP_SHIFT, P.OP_HALO_REDUCE)
    return f"fun F {'r' if uses_r else '_'} => {body}"
