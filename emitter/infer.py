"""Relation inference: a typed relation for every PM tensor, and the rule
that establishes it.

Walks the (single, rank-parametric) PM program in topological order. PM
graph inputs get their relation from the plan's InputBindings only; every
other tensor gets the output relation of the rule selected for its
producer (emitter.rules). A relation is never read off shapes or off the
untrusted annotations on PM tensor declarations.

Dims are kept symbolic for the proof: polynomials over plan symbols
("s:<name>") and mesh axis sizes ("a:<axis>", NOT substituted by their
concrete size, so the proof covers every degree), with the plan's
definitional equalities (`f = tp * f_l`) substituted in declaration order.
"""
from __future__ import annotations

import dataclasses
from typing import Mapping, Optional, Sequence

from emitter import ops as opsig
from emitter import programs
from emitter import rules as rules_mod
from emitter.rules import halo as halo_rules
from emitter.rules import zz_scatter
from emitter.rules import pipeline as pipeline_rules
from emitter.rules import scaled as scaled_rules
from emitter.errors import AmbiguousAuthority, Location, MissingRelationRule
from emitter.symbolic import Poly
from emitter.graph import GraphInfo
from emitter.rules.base import Application
from emitter.relation import (STRIDED, Dims, Fact, Level, Ratio, Relation, axis_key, level_up, op_scalar,
                              relation_from_proto)
from emitter.validate import ValidatedPlan
from proto import plan_pb2
from emitter import coq_render as C

P = plan_pb2


# ------------------------------------------------------------------ inference

@dataclasses.dataclass(frozen=True)
class Step:
    """One PM node with its selected rule."""

    node: P.Node
    sm_node: Optional[P.Node]
    inputs: tuple[Fact, ...]
    output: Fact
    app: "rules_mod.RuleApp"
    out_index: int = 0  # which output of a multi-output node this step defines
    # a commutative binary node reading its SM node's inputs in the other
    # order (opsig.COMMUTATIVE): inputs are in PM order, the SM term is the
    # SM node's, and the obligation turns one into the other (commutativity)
    swapped: bool = False


@dataclasses.dataclass(frozen=True)
class Inference:
    dims: Dims
    pm_inputs: tuple[Fact, ...]   # PM graph inputs, in declaration order
    steps: tuple[Step, ...]        # PM nodes, topological
    facts: Mapping[str, Fact]
    sm_order: tuple[int, ...]      # SM node indices, topological
    sm_inputs: tuple[str, ...]     # SM graph inputs, declaration order


def helper_value(node: P.Node) -> int:
    """The input whose SM value a helper's output relates to: a scatter_add's
    source (its first input is the index), else the first."""
    return 1 if node.op == P.OP_SCATTER_ADD else 0


def _realized_sm_node(node, sm, ins, label, loc):
    """The SM node a PM node claims to realize, checked against its inputs
    (AmbiguousAuthority), and whether a commutative binary node reads them
    in the other order."""
    if not node.realizes:
        return None, False
    sm_node = sm.graph.nodes[sm.node_index[node.realizes]]
    if sm_node.op != node.op:
        raise AmbiguousAuthority(
            f"PM node {node.name!r} ({opsig.op_name(node.op)}) claims to realize SM node "
            f"{sm_node.name!r} ({opsig.op_name(sm_node.op)})", loc)
    want = list(sm_node.inputs)
    got = [f.sm for f in ins]
    swapped = node.op in opsig.COMMUTATIVE and len(want) == 2 and want != got and want == got[::-1]
    if want != got and not swapped:
        j = next(j for j in range(max(len(want), len(got)))
                 if j >= len(want) or j >= len(got) or want[j] != got[j])
        raise AmbiguousAuthority(
            f"PM node {node.name!r} claims to realize SM node {sm_node.name!r}, but its inputs "
            f"realize {got} where the SM node reads {want} (input {j})",
            Location(graph=label, node=node.name, tensor=node.inputs[j] if j < len(node.inputs) else None),
            sm_node=sm_node.name)
    if len(sm_node.outputs) != len(node.outputs):
        raise AmbiguousAuthority(
            f"PM node {node.name!r} has {len(node.outputs)} outputs, the SM node {sm_node.name!r} "
            f"it realizes has {len(sm_node.outputs)}", loc, sm_node=sm_node.name)
    return sm_node, swapped


def _check_swapped(step: Step, loc: Location) -> Step:
    """A swapped step's obligation reaches the SM node's operand order
    through its output relation reading the SM value entrywise
    (rules.scaled.resp_term); a relation without that lemma, or a scaled
    step (its lifting names the SM operands by position), has no proof."""
    if not step.swapped:
        return step
    rel = step.output.rel
    if scaled_rules.resp_term(rel.levels[0].kind) is None or step.app.scaled is not None:
        raise MissingRelationRule(
            f"node {step.node.name!r} reads its SM node's operands in the other order; commuting them back "
            f"needs the output relation {rel.describe()} to read the SM value entrywise (a resp_* lemma) and "
            "an unscaled rule", loc, sm_node=step.sm_node.name)
    return step


def _producer(g: GraphInfo, tensor: str) -> Optional[str]:
    i = g.producer.get(tensor)
    return g.graph.nodes[i].name if i is not None else None


def infer(vp: ValidatedPlan, registry: Optional["rules_mod.Registry"] = None) -> Inference:
    """Every PM tensor's relation and every step's rule (MissingRelationRule,
    AmbiguousAuthority naming the node when there is none)."""
    registry = registry or rules_mod.default_registry()
    vp = programs.merge(vp)  # pipeline stages: one program over the non-stage axes
    plan = vp.plan
    dims = Dims(plan)
    g: GraphInfo = vp.programs[0].graph
    sm: GraphInfo = vp.sm
    label = g.label
    facts, pm_inputs = _bind_inputs(plan, g, sm, dims)
    steps = []
    for ni in g.order:
        node = g.graph.nodes[ni]
        loc = Location(graph=label, node=node.name)
        ins = tuple(facts[t] for t in node.inputs)
        sm_node, swapped = _realized_sm_node(node, sm, ins, label, loc)
        helper_sm = _input_less_helper_sm(registry, vp, dims, node, g, loc) if sm_node is None and not ins \
            else None
        if sm_node is None and opsig.is_collective(node.op) and len(ins) != 1:
            raise MissingRelationRule(f"collective {node.name!r} with {len(ins)} inputs has no rule", loc)
        for k, out_name in enumerate(node.outputs):
            out_t = g.tensors[out_name]
            sm_out = sm_node.outputs[k] if sm_node is not None else (ins[helper_value(node)].sm if ins else helper_sm)
            sm_t = sm.tensors[sm_out]
            app = _select(registry, vp, dims, node, sm_node, ins, dims.shape(out_t.decl), dims.shape(sm_t.decl),
                          loc, k)
            out = Fact(out_t.name, sm_out, app.out_rel, dims.shape(out_t.decl), dims.shape(sm_t.decl), out_t.kind)
            facts[out_t.name] = out
            steps.append(_check_swapped(Step(node, sm_node, ins, out, app, k, swapped), loc))
    for i, o in enumerate(plan.observables):
        f = facts.get(o.pm_tensor)
        loc = Location(graph=label, tensor=o.pm_tensor, field=f"observables[{i}]")
        if f is None:
            raise AmbiguousAuthority(f"observable {o.name!r}: PM tensor {o.pm_tensor!r} is never defined", loc)
        want = relation_from_proto(o.relation, dims, loc, f.local_shape, dims.shape(sm.tensors[o.sm_tensor].decl))
        if f.sm != o.sm_tensor:
            raise AmbiguousAuthority(
                f"observable {o.name!r}: PM tensor {o.pm_tensor!r} realizes SM tensor {f.sm!r}, "
                f"not {o.sm_tensor!r}", loc, expected_relation=want.describe(), inferred_relation=f.rel.describe())
        if not want.bad and f.rel.scaled_by is None and f.rel.levels != want.levels and \
                _as_contiguous(f.rel.levels) == tuple(want.levels) and not any(o.pm_tensor in st.node.inputs
                                                                             for st in steps):
            # expert_partition and contiguous_shard are one Coq relation (Relations.v: both
            # rel_reindex P d (contig_map c)): the producing step states the declared one
            f = dataclasses.replace(f, rel=dataclasses.replace(f.rel, levels=tuple(want.levels)))
            facts[o.pm_tensor] = f
            steps = [dataclasses.replace(st, output=f, app=dataclasses.replace(st.app, out_rel=f.rel))
                     if st.output.pm == o.pm_tensor else st for st in steps]
        if want.bad or f.rel.levels != want.levels or f.rel.scaled_by is not None:
            prod = _producer(g, o.pm_tensor)
            raise MissingRelationRule(
                f"observable {o.name!r}: inferred relation {f.rel.describe()} for {o.pm_tensor!r}, "
                f"expected {want.describe()}; no rule turns one into the other"
                + (f" ({want.bad})" if want.bad else ""),
                Location(graph=label, node=prod, tensor=o.pm_tensor),
                expected_relation=want.describe(), inferred_relation=f.rel.describe(),
                sm_node=_producer(sm, o.sm_tensor))
    return Inference(dims, tuple(pm_inputs), tuple(steps), facts, tuple(sm.order), tuple(sm.inputs()))


# ------------------------------------------------------------------ rule selection

def _lifted(rule: "rules_mod.Rule", n: int, composite: str) -> "rules_mod.Rule":
    """The rule record of a step lifted from its level rules: on one level
    the level rule itself (its lifting, Mesh.v axis_*, only wraps it), else
    named by the composite of the levels' rules."""
    return rule if n == 1 else dataclasses.replace(rule, name=composite)


def _no_rule(message: str, X: Fact, loc: Location, candidates: Sequence[str]) -> MissingRelationRule:
    """No rule for a step reading X (a collective's input): located at X,
    with its relation and the candidates considered."""
    return MissingRelationRule(message, dataclasses.replace(loc, tensor=X.pm), inferred_relation=X.rel.describe(),
                               rule_candidates=list(candidates))


def _group_axis(vp: ValidatedPlan, node: P.Node, axes: Sequence[str]) -> Optional[int]:
    g = vp.groups[node.collective.group]
    for i, a in enumerate(axes):
        if tuple(g.axes) == (a,) or tuple(g.subgroups) == tuple(vp.mesh.subgroups((a,))):
            return i
    return None


def _tag(e: MissingRelationRule, axes: Sequence[str], i: int) -> MissingRelationRule:
    """e, naming the mesh level it is about when there is more than one."""
    if len(axes) == 1:
        return e
    e.message = f"[mesh level {axes[i]!r}] " + e.message
    e.args = (e.message,)
    return e


def _outer_note(vp: ValidatedPlan, node: P.Node, axes) -> list:
    if not opsig.is_collective(node.op) or node.op == P.OP_ALL_REDUCE:
        return []
    a = _group_axis(vp, node, axes)
    if a is None or a == len(axes) - 1:
        return []
    return [f"nest_gather_strided / nest_reduce_scatter_strided (MeshOuter.v): {opsig.op_name(node.op)} along "
            f"outer mesh axis {axes[a]!r} of the strided layout ([inner: shard(d)][outer: shard(d)]) or of "
            "partial sums over an inner contiguous shard"]


# premises that name no tensor (a function's specification, a plan
# constraint): the same at every mesh level, so stated once per obligation
_LIFTED_PREMISES = ("fn", "dim")


def _premises_of(apps) -> tuple:
    """The obligation's premises: the tensor-free ones of every level, and a
    premise about an input's SM value (idx_lt) as the top level states it."""
    out = []
    for lvl, a in enumerate(apps):
        for p in (a.premises if a is not None else ()):
            # pos_iota of a replicated view is the SM value's (carried by nest_map2qq)
            if p not in out and (p.kind in _LIFTED_PREMISES + ("iota",) or lvl == 0):
                out.append(p)
    # the obligation states (and its proof introduces) the tensor-free ones first
    return tuple(sorted(out, key=lambda p: p.kind not in _LIFTED_PREMISES))


def _check_carried(node: P.Node, apps, dims: Dims, loc: Location) -> None:
    """A premise about an SM value is carried by nest_map2q / axis_map2q
    only when every level's rule takes it (a plain lifting, no coordinate
    reads)."""
    has = [a is not None and any(p.kind == "topk_range" for p in a.premises) for a in apps]
    if any(has) and not (all(has) and not C.coord_axes(node, dims)):
        raise MissingRelationRule(
            f"no rule for {opsig.op_name(node.op)} node {node.name!r}: idx_lt is carried through the mesh levels "
            "only when every level's rule takes it (nest_map2q / axis_map2q)", loc,
            rule_candidates=[f"{a.rule.name}: idx_lt premise {h}" for a, h in zip(apps, has) if a is not None])


def idx_transport(f: "Fact", level: int) -> Optional[tuple]:
    """How idx_lt of input f's view above `level` passes to its views on
    `level`: ("replicated",), ("contiguous", e) when the level-above length
    of the laid-out dim is P * c (RulesMeshView.v idx_lt_contiguous, the
    equation by ring), ("zigzag", e) (RulesCrossZigzag.v idx_lt_zigzag);
    None otherwise."""
    r, s = f.rel.levels[level], f.rel.shapes[level]
    if r.kind == "replicated":
        return ("replicated",)
    if r.kind == "zigzag":
        # local length 2 * c, level-above 2 * P * c (both by ring)
        up = f.rel.shapes[level - 1] if level else f.sm_shape
        c = s[r.dim].halved()
        if c is None or up[r.dim] != Poly.const(2) * Poly.var(axis_key(r.axis)) * c:
            return None
        return ("zigzag", r.dim)
    if r.kind != "contiguous_shard":
        return None
    up = f.rel.shapes[level - 1] if level else f.sm_shape
    if up[r.dim] != Poly.var(axis_key(r.axis)) * s[r.dim]:
        return None
    return ("contiguous", r.dim)


def _transports_zigzag(ins, apps, n: int) -> bool:
    """A carried idx_lt passes a level by idx_lt_zigzag (RulesCrossZigzag.v)."""
    return any(p.kind == "topk_range" for a in apps for p in a.premises) and \
        any((idx_transport(ins[1], j) or ("",))[0] == "zigzag" for j in range(n - 1))


def _select(registry, vp: ValidatedPlan, dims: Dims, node: P.Node, sm_node, ins, out_local, out_sm,
            loc: Location, k: int) -> Application:
    """A step's rule, its level rules lifted over the mesh, with the scaled relation
    (emitter/rules/scaled.py) entered at the loss seed, carried by the
    ordinary rules and left at the dp reduce_scatter avg."""
    factors = [f.rel.scaled_by for f in ins]
    live = {f for f in factors if f is not None}
    where = dataclasses.replace(loc, tensor=node.inputs[0] if node.inputs else None)
    rels = ", ".join(f"{f.pm}: {f.rel.describe()}" for f in ins)
    if not live:
        sd = scaled_rules.seed(node, sm_node, dims)
        try:  # an ordinary rule (one that relates the two factors, at a seed) comes first
            return _select_plain(registry, vp, dims, node, sm_node, ins, out_local, out_sm, loc, k)
        except MissingRelationRule:
            if sd is None:
                raise
        factor, proof_sm, eq = sd
        why = registry._offered(scaled_rules.SEED)
        if why:
            raise MissingRelationRule(
                f"no rule for scale node {node.name!r}: the PM factor is the SM's times {factor}", where,
                sm_node=sm_node.name, inferred_relation=rels,
                rule_candidates=[f"{scaled_rules.SEED.describe()}: {why}"])
        app = _select_plain(registry, vp, dims, node, proof_sm, ins, out_local, out_sm, loc, k)
        return _scaled_app(app, scaled_rules.ScaledLift("seed", factor, proof_sm=proof_sm, eq=eq),
                           (scaled_rules.nz_premise(factor),))
    if len(live) > 1:
        raise MissingRelationRule(
            f"no rule for {opsig.op_name(node.op)} node {node.name!r}: its inputs are scaled by different "
            f"factors {sorted(map(str, live))}", where, inferred_relation=rels, rule_candidates=[])
    (factor,) = live
    positions = tuple(j for j, f in enumerate(factors) if f is not None)
    if node.op in (P.OP_REDUCE_SCATTER, P.OP_ALL_REDUCE) and _group_axis(vp, node, dims.axes) == 0:
        return _select_avg(registry, dims, node, ins[0], tuple(out_local), where, rels)
    if programs.is_accumulate(node) or node.op == P.OP_RECV or \
            (opsig.is_collective(node.op) and _group_axis(vp, node, dims.axes) != len(dims.axes) - 1):
        raise MissingRelationRule(
            f"no rule for {opsig.op_name(node.op)} node {node.name!r} with a scaled input ({rels}): only the "
            "innermost axis' collectives and the outer reduce_scatter avg take the scaled relation", where,
            inferred_relation=rels, rule_candidates=[f"{r.describe()}" for r in scaled_rules.RULES[1:]])
    hom = None
    if sm_node is not None and not opsig.is_collective(node.op):
        hom = scaled_rules.hom_lemma(sm_node, k, positions, [f.sm_shape for f in ins])
        if hom is None:
            raise MissingRelationRule(
                f"no rule for {opsig.op_name(node.op)} node {node.name!r} (output {k}) with inputs {positions} "
                f"scaled by {factor}: the op is not homogeneous there (RulesScaled.v hom_*)", where,
                sm_node=sm_node.name, inferred_relation=rels,
                rule_candidates=["scaled_map (RulesScaled.v): needs a homogeneity lemma of the SM op in its "
                                 "scaled inputs"])
    elif sm_node is None and not opsig.is_collective(node.op) and \
            len(positions) != sum(1 for f in ins if f.kind == P.VALUE_RING):
        raise MissingRelationRule(
            f"helper node {node.name!r} with inputs {positions} of its ring inputs scaled", where,
            inferred_relation=rels, rule_candidates=[])
    app = _select_plain(registry, vp, dims, node, sm_node, ins, out_local, out_sm, loc, k)
    return _scaled_app(app, scaled_rules.ScaledLift("hom" if hom else "identity", factor, hom, positions), ())


def _scaled_app(app: "Application", lift, premises: tuple) -> "Application":
    out = dataclasses.replace(app.out_rel, scaled_by=lift.factor)
    mods = app.modules + ((scaled_rules.MODULE,) if scaled_rules.MODULE not in app.modules else ())
    return dataclasses.replace(app, out_rel=out, scaled=lift, premises=tuple(premises) + tuple(app.premises),
                               modules=mods if app.modules else ("TV.Mesh", scaled_rules.MODULE),
                               field=app.field or lift.how == "seed")


def _as_contiguous(levels) -> tuple:
    """The levels with expert_partition(d) read as contiguous_shard(d)."""
    return tuple(Level("contiguous_shard", r.axis, r.dim) if r.kind == "expert_partition" else r for r in levels)


def _select_avg(registry, dims: Dims, node: P.Node, X: "Fact", out_local: tuple, loc: Location,
                rels: str) -> "Application":
    """FSDP's gradient reduce_scatter (scale 1 / dp) along the outer axis of
    dp times a partial sum: the plain contiguous shard (RulesScaled.v
    nest_reduce_scatter_avg_rep / _mid), the strided layout over a tp shard
    of the same dim (nest_reduce_scatter_avg_strided); DDP's all_reduce (scale 1 / dp):
    the replicated value (nest_all_reduce_avg)."""
    n = len(dims.axes)
    why, rule = scaled_rules.avg_why(node, X, out_local, 0, n, dims)
    if rule is not None:
        why = registry._offered(rule)
    if why:
        raise MissingRelationRule(
            f"no rule for {opsig.op_name(node.op)} node {node.name!r} along outer mesh axis {dims.axes[0]!r} of a "
            f"scaled input", loc, inferred_relation=rels,
            rule_candidates=[f"{r.describe()}: {why}" for r in scaled_rules.RULES[1:] if r.op == node.op])
    nz = scaled_rules.nz_premise(X.rel.scaled_by)
    P_ = Poly.var(axis_key(dims.axes[0]))
    if node.op == P.OP_ALL_REDUCE:
        levels = (Level("replicated", dims.axes[0]),) + X.rel.levels[1:]
        if n == 1:  # DDP on a one-axis mesh: the rel_axis form
            rule = dataclasses.replace(rule, lemma="axis_all_reduce_avg")
            args = ("R", ("nat", P_), ("shape", X.rel.shapes[0]), ("hyp", nz))
        else:  # any linear inner relation
            args = ("R", ("nat", P_), ("shape", X.rel.shapes[0]), "_", ("hyp", nz), ("lin", (X.rel, 1, "lin")))
        app = Application("scaled_avg", rule, Relation(levels, X.rel.shapes), (None,) * n, 0,
                          ("TV.RulesScaled", "TV.Mesh"), True, args, premises=(nz,))
        return dataclasses.replace(app, scaled=scaled_rules.ScaledLift("avg", X.rel.scaled_by))
    d = node.collective.dim
    if n == 1:  # FSDP on a one-axis mesh
        (so,), c = X.rel.shapes, out_local[d]
        args = ("R", ("nat", P_), ("raw", str(d)), ("nat", c), ("shape", so), "_", "_", ("hyp", nz),
                ("raw", "isT"), ("eq", (so[d], (P_, c))))
        app = Application("scaled_avg", rule, Relation((Level("contiguous_shard", dims.axes[0], d),), (out_local,)),
                          (None,), 0, ("TV.RulesScaled", "TV.Mesh"), True, args, premises=(nz,))
        return dataclasses.replace(app, scaled=scaled_rules.ScaledLift("avg", X.rel.scaled_by))
    lv, inner = X.rel.levels
    out_levels = (Level(STRIDED if rule is scaled_rules.AVG_STRIDED else "contiguous_shard", lv.axis, d), inner)
    shapes = (level_up(out_local, inner), out_local)
    (so, s), c, Q_ = X.rel.shapes, out_local[d], Poly.var(axis_key(inner.axis))
    if rule is scaled_rules.AVG_STRIDED:
        # P Q d c cg cx s sv nz (d < size s) (cg = P * c) (cx = Q * cg)
        args = ("R", ("nat", P_), ("nat", Q_), ("raw", str(d)), ("nat", c), ("nat", s[d]), ("nat", so[d]),
                ("shape", out_local), ("shape", shapes[0]), "_", "_", ("hyp", nz), ("raw", "isT"),
                ("eq", (s[d], (P_, c))), ("eq", (so[d], (Q_, s[d]))))
    elif rule is scaled_rules.AVG_REP:
        args = ("R", ("nat", P_), ("raw", str(d)), ("nat", c), ("nat", Q_), ("shape", s), "_", "_", ("hyp", nz),
                ("raw", "isT"), ("eq", (s[d], (P_, c))))
    else:
        args = ("R", ("nat", P_), ("raw", str(d)), ("nat", c), ("nat", Q_), ("raw", str(inner.dim)),
                ("contig_map", s[inner.dim]), ("shape", s), ("shape", so), "_", "_", ("hyp", nz), ("raw", "isT"),
                ("raw", "isT"), ("eq", (s[d], (P_, c))), ("raw", "isT"), ("eq", (so[d], (P_, c))))
    app = Application("scaled_avg", rule, Relation(out_levels, shapes), (None,) * n, 0,
                      ("TV.RulesScaled", "TV.Mesh"), True, args, premises=(nz,))
    return dataclasses.replace(app, scaled=scaled_rules.ScaledLift("avg", X.rel.scaled_by))


def _select_plain(registry, vp: ValidatedPlan, dims: Dims, node: P.Node, sm_node, ins, out_local, out_sm,
                        loc: Location, k: int) -> Application:
    axes = dims.axes
    n = len(axes)
    for f in ins:
        if f.rel.bad:
            raise MissingRelationRule(
                f"no rule for {opsig.op_name(node.op)} node {node.name!r}: input {f.pm!r} is "
                f"{f.rel.describe()}: {f.rel.bad}", dataclasses.replace(loc, tensor=f.pm),
                sm_node=sm_node.name if sm_node is not None else None, inferred_relation=f.rel.describe(),
                rule_candidates=["nest_map1/2/3, axis_map1/2/3, nest_coll_inner, axis_coll (Mesh.v): need every "
                                 "input as rel_nest in mesh order"] + _outer_note(vp, node, axes))
    lib = rules_mod.library_index()

    def ctx_for(i, out_l, out_s, view=node, above=sm_node, pair=False):
        return rules_mod.MatchCtx(node=view, sm_node=above, inputs=tuple(f.at(i) for f in ins),
                                  axis=axes[i], out_local=tuple(out_l), out_sm=tuple(out_s), dims=dims,
                                  groups=vp.groups, mesh=vp.mesh, out_index=k, sm_graph=vp.sm, pair=pair)

    def sel(i, out_l, out_s, view=node, above=sm_node, pair=False):
        try:
            app = registry.select(ctx_for(i, out_l, out_s, view, above, pair), loc)
        except MissingRelationRule as e:
            raise _tag(e, axes, i)
        if any(p.kind not in _LIFTED_PREMISES and not _carried(p, i) for p in app.premises):
            # a premise about an SM value (idx_lt of the indices) does not hold of the levels' views
            raise _tag(MissingRelationRule(
                f"no rule for {opsig.op_name(node.op)} node {node.name!r}: {app.rule.name} takes the premises "
                f"{[p.pred for p in app.premises]}; only tensor-free ones {_LIFTED_PREMISES} and idx_lt of a binary "
                "op's second input laid out replicated / contiguously above are lifted through mesh levels",
                loc, sm_node=sm_node.name if sm_node is not None else None,
                inferred_relation=", ".join(f"{f.pm}: {f.rel.describe()}" for f in ins),
                rule_candidates=[f"{app.rule.describe()}: a premise about an SM value"]), axes, i)
        return app

    def mods(apps, extra):
        out = []
        for m in [m for a in apps if a is not None for m in (a.module,) + a.uses] + [extra]:
            if m not in out:
                out.append(m)
        return tuple(out)

    def _carried(p, i) -> bool:
        """idx_lt of input 2 of a binary local op (a gather's top-k indices),
        transported through the levels above by idx_lt_replicated /
        idx_lt_contiguous (RulesMeshView.v nest_map2q)."""
        if p.kind == "iota":  # positions = arange from 0, down replicated levels (RulesHaloMesh.v nest_map2qq)
            return len(ins) == 2 and not opsig.is_collective(node.op) and \
                all(ins[p.input].rel.levels[j].kind == "replicated" for j in range(i))
        if p.kind != "topk_range" or p.input != 1 or len(ins) != 2 or opsig.is_collective(node.op):
            return False
        return all(idx_transport(ins[1], j) is not None for j in range(i))

    if sm_node is None and node.op in (P.OP_BROADCAST, P.OP_SCATTER_ADD):
        app = _select_zz_scatter(registry, node, ins, tuple(out_local), tuple(out_sm), loc, dims)
        if app is not None:
            return app
    if programs.is_accumulate(node):
        return _select_accumulate(registry, node, ins, tuple(out_local), loc, _group_axis(vp, node, axes), dims)
    if not opsig.is_collective(node.op) and _needs_views(node, sm_node, ins, dims):
        return _select_views(node, sm_node, ins, tuple(out_local), tuple(out_sm), loc, dims, sel, mods)
    if not opsig.is_collective(node.op):
        apps = [None] * n
        out_levels = [None] * n
        shapes = [None] * n
        ups = _up_shapes(out_local, out_sm, axes)
        cur = tuple(out_local)
        for i in reversed(range(n)):
            # the shape one level up is read off the output's local and SM
            # shapes; the check below rejects rules that disagree with it
            app = sel(i, cur, ups[i])
            apps[i], out_levels[i], shapes[i] = app, app.out_rel, cur
            cur = level_up(cur, app.out_rel)
        if cur != tuple(out_sm):
            raise MissingRelationRule(
                f"node {node.name!r}: the per-level rules {[a.rule.name for a in apps]} give the SM shape "
                f"{list(map(str, cur))}, not {list(map(str, out_sm))}", loc)
        _check_carried(node, apps, dims, loc)
        rule = _lifted(apps[-1].rule, n, "nest(" + ", ".join(a.rule.name for a in apps) + ")")
        return Application("local", rule, Relation(tuple(out_levels), tuple(shapes)), tuple(apps), -1,
                        # nest_map4/5, nest_map2q
                        mods(apps, "TV.Mesh") + (("TV.RulesMeshView",) if len(ins) > 3 or any(
                            p.kind == "topk_range" for a in apps for p in a.premises) else ())
                        + (("TV.RulesCrossZigzag",) if _transports_zigzag(ins, apps, n)
                           and "TV.RulesCrossZigzag" not in mods(apps, "TV.Mesh") else ())
                        + (("TV.RulesHaloMesh",) if any(p.kind == "iota" for a in apps for p in a.premises) else ()),
                        any(a.field for a in apps), premises=_premises_of(apps))

    if node.op == P.OP_RECV:
        return _select_recv_nest(registry, node, ins, out_local, loc, n)
    a = _group_axis(vp, node, axes)
    (X,) = ins
    pair = _group_pair(vp, node, dims)
    if a is None and node.op == P.OP_ALL_REDUCE and _all_three(vp, node, dims):
        return _select_all_reduce_all3(registry, node, X, tuple(out_local), loc, dims,
                                       rules_mod.coll_scale(ctx_for(0, X.rel.shapes[0], ())))
    if a is None and node.op == P.OP_ALL_REDUCE and _outer_pair(vp, node, dims):
        return _select_all_reduce_pair(registry, node, X, tuple(out_local), loc, dims,
                                       rules_mod.coll_scale(ctx_for(0, X.rel.shapes[0], ())))
    if a is None and node.op == P.OP_ALL_REDUCE and pair is not None:
        return _select_all_reduce_axes(registry, node, X, tuple(out_local), loc, dims,
                                       rules_mod.coll_scale(ctx_for(pair, X.rel.shapes[pair], ())), pair)
    if a is None:
        raise MissingRelationRule(f"collective {node.name!r}: group {node.collective.group!r} is not one mesh "
                                  "axis; collectives over several axes have no lifting rule", loc,
                                  rule_candidates=[])
    if a == n - 1:
        app = sel(a, out_local, ())
        levels = X.rel.levels[:a] + (app.out_rel,)
        shapes = X.rel.shapes[:a] + (tuple(out_local),)
        rule = _lifted(app.rule, n, f"nest_coll_inner^{a}(axis_coll({app.rule.name}))")
        return Application("inner", rule, Relation(levels, shapes), (None,) * a + (app,), a,
                        mods([app], "TV.Mesh"), app.field, premises=_premises_of([app]))
    # a collective along an outer axis
    lvl = X.rel.levels[a]
    cand = ["nest_all_reduce_outer (Mesh.v): all_reduce of partial_sum(k) with scale k over an outer axis, "
            "linear inner relation",
            "nest_gather_strided / nest_reduce_scatter_strided (MeshOuter.v): outer all_gather / "
            "reduce_scatter (FSDP); other outer collectives need a nest_coll_outer commuting proof (none yet)"]
    inner_other = a == n - 2 and X.rel.levels[-1].kind == "contiguous_shard" and \
        X.rel.levels[-1].dim != node.collective.dim
    # the zigzag shuffle's all_to_all along cp moves whole replicated tp sub-meshes
    inner_rep = a == n - 2 and all(r.kind == "replicated" for r in X.rel.levels[a + 1:])
    # FSDP x TP: a dp all_gather of a parameter the tp ranks hold whole
    # (RulesFsdp.v nest_all_gather_mid_rep)
    if node.op == P.OP_ALL_GATHER and inner_rep:
        return _select_mid(node, X, tuple(out_local), tuple(out_sm), loc, dims, a, sel)
    # the zigzag leave for every cp: a cp reduce_scatter of buffers the tp
    # ranks hold alike (RulesReduceScatterMid.v nest_reduce_scatter_mid_rep)
    if node.op == P.OP_REDUCE_SCATTER and inner_rep:
        return _select_mid(node, X, tuple(out_local), tuple(out_sm), loc, dims, a, sel)
    if node.op in (P.OP_SHIFT, P.OP_HALO_REDUCE) or \
            (node.op in (P.OP_ALL_GATHER, P.OP_REDUCE_SCATTER) and inner_other) or \
            (node.op == P.OP_ALL_TO_ALL and inner_rep and not node.collective.data_dependent):
        return _select_mid(node, X, tuple(out_local), tuple(out_sm), loc, dims, a, sel)
    if node.op in (P.OP_ALL_GATHER, P.OP_REDUCE_SCATTER):
        return _select_outer_strided(registry, dims, node, X, tuple(out_local), loc, a,
                                     rules_mod.coll_scale(ctx_for(a, X.rel.shapes[a], ())))
    if node.op != P.OP_ALL_REDUCE:
        raise _no_rule(
            f"no rule for {opsig.op_name(node.op)} node {node.name!r} along outer mesh axis {axes[a]!r} "
            f"(input {X.pm}: {X.rel.describe()}): outer-axis {opsig.op_name(node.op)} has no lifting rule",
            X, loc, cand)
    kk = rules_mod.coll_scale(ctx_for(a, X.rel.shapes[a], ()))
    why = None
    if lvl.kind != "partial_sum":
        why = f"needs partial_sum on {axes[a]!r}"
    elif kk is None or kk != lvl.scale:
        why = f"all_reduce scale {kk} differs from the partial sum's scale {lvl.scale}"
    elif tuple(out_local) != tuple(X.local_shape):
        why = "output shape differs from input shape"
    elif any(r.kind not in ("replicated", "contiguous_shard", "expert_partition", "zigzag", "partial_sum")
             for r in X.rel.levels[a + 1:]):
        why = "an inner relation has no linearity lemma"
    elif "nest_all_reduce_outer" not in lib:
        why = "lemma not in the library"
    if why:
        raise _no_rule(
            f"no rule for all_reduce node {node.name!r} along outer mesh axis {axes[a]!r} with input "
            f"{X.pm}: {X.rel.describe()}", X, loc, [f"{cand[0]}: {why}"])
    levels = X.rel.levels[:a] + (Level("replicated", axes[a]),) + X.rel.levels[a + 1:]
    rule = rules_mod.Rule("nest_all_reduce_outer", "nest_all_reduce_outer", P.OP_ALL_REDUCE,
                          ("partial_sum(k)",), "replicated", ("inner relation linear",), lambda c: "")
    return Application("outer_all_reduce", rule, Relation(levels, X.rel.shapes), (None,) * n, a, ("TV.Mesh",),
                       False, ("R", ("nat", Poly.var(axis_key(axes[a]))), ("ring", lvl.scale),
                               ("shape", X.rel.shapes[a]), "_", ("lin", (X.rel, a + 1, "lin"))))


def _select_mid(node: P.Node, X: "Fact", out_local: tuple, out_sm: tuple, loc: Location, dims: Dims, a: int,
                sel) -> Application:
    """A shift / halo_reduce / all_gather along a level above the innermost
    (cp of (dp, cp, tp)): the level's single-axis rule, the levels above
    passed by nest_coll_inner; below it a shift moves whole sub-meshes (any
    inner relation: RulesHaloMesh.v nest_shift_mid), a halo_reduce or an
    all_gather on dim d commutes with the innermost level's layout of
    another dim (nest_halo_reduce_mid, nest_all_gather_mid; the K-hat / V-hat
    gradients' reduce_scatter: RulesReduceScatterMid.v nest_reduce_scatter_mid)."""
    axes, n = dims.axes, len(dims.axes)
    inner = X.rel.levels[a + 1:]
    if node.op == P.OP_HALO_REDUCE:
        d = node.collective.dim
        if a != n - 2 or inner[0].kind != "contiguous_shard" or inner[0].dim == d:
            raise _no_rule(
                f"no rule for halo_reduce node {node.name!r} along mesh axis {axes[a]!r} with input "
                f"{X.pm}: {X.rel.describe()}", X, loc,
                ["nest_halo_reduce_mid (RulesHaloMesh.v): the level directly above the innermost, "
                                 "whose layout is contiguous_shard(e) of another dim than the reduced one"])
    open_mid = None
    if node.op == P.OP_SHIFT and node.collective.open:
        open_mid = halo_rules.open_shift_mid(inner[0]) if a == n - 2 else None
        if open_mid is None:
            raise _no_rule(
                f"no rule for the open shift node {node.name!r} along mesh axis {axes[a]!r} with input "
                f"{X.pm}: {X.rel.describe()}", X, loc,
                ["nest_shift_open_mid(_rep) (RulesHaloOpen.v): the level directly above the "
                                 "innermost, whose relation is contiguous_shard or replicated (the fill keeps it)"])
    levels = list(X.rel.levels)
    shapes = [None] * n
    shapes[n - 1] = out_local
    for i in reversed(range(a + 1, n)):
        shapes[i - 1] = level_up(shapes[i], levels[i])
    app = sel(a, shapes[a], X.rel.shapes[a - 1] if a else out_sm)
    levels[a] = app.out_rel
    for i in reversed(range(a)):
        shapes[i] = level_up(shapes[i + 1], levels[i + 1])
        if shapes[i] != X.rel.shapes[i]:
            raise MissingRelationRule(f"node {node.name!r}: the levels above {axes[a]!r} would change shape", loc)
    if level_up(shapes[0], levels[0]) != out_sm:
        raise MissingRelationRule(f"node {node.name!r}: the per-level relations do not give the SM shape", loc)
    rep = node.op == P.OP_ALL_GATHER and inner[0].kind == "replicated"
    rs_rep = node.op == P.OP_REDUCE_SCATTER and inner[0].kind == "replicated"
    name = {P.OP_SHIFT: open_mid or "nest_shift_mid", P.OP_HALO_REDUCE: "nest_halo_reduce_mid",
            P.OP_ALL_GATHER: "nest_all_gather_mid_rep" if rep else "nest_all_gather_mid",
            P.OP_ALL_TO_ALL: "nest_all_to_all_mid",
            P.OP_REDUCE_SCATTER: "nest_reduce_scatter_mid_rep" if rs_rep else "nest_reduce_scatter_mid"}[node.op]
    rule = dataclasses.replace(app.rule, name=f"nest_coll_inner^{a}({name}({app.rule.name}))")
    extra = {"TV.RulesHaloOpen": open_mid is not None, "TV.RulesZigzagShuffle": node.op == P.OP_ALL_TO_ALL,
             "TV.RulesFsdp": rep, "TV.RulesReduceScatterMid": node.op == P.OP_REDUCE_SCATTER}
    mods = (app.module,) + app.uses + ("TV.RulesHaloMesh", "TV.Mesh") + tuple(m for m, used in extra.items() if used)
    return Application("mid", rule, Relation(tuple(levels), tuple(shapes)), (None,) * a + (app,) + (None,) * (n - a - 1),
                    a, mods, app.field, premises=_premises_of([app]))


def _up_shapes(out_local: Sequence[Poly], out_sm: Sequence[Poly], axes: Sequence[str]) -> list[tuple]:
    """Per mesh level i the output's shape one level up (the view of level
    i-1; the SM shape at level 0), read off the local and SM shapes: a dim
    whose SM length is the local length times the sizes of a set of axes is
    laid out by exactly those levels. () where that is not decidable (a
    rule matcher then treats the shape above as unknown)."""
    from itertools import combinations
    per_dim = []
    for lo, sm in zip(out_local, out_sm):
        fits = [S for r in range(len(axes) + 1) for S in combinations(range(len(axes)), r)
                if sm == _prod_axes(lo, axes, S)]
        per_dim.append(fits[0] if len(fits) == 1 else None)
    if len(out_local) != len(out_sm) or None in per_dim:
        return [tuple(out_sm)] + [()] * (len(axes) - 1)
    return [tuple(_prod_axes(lo, axes, [j for j in S if j >= i]) for lo, S in zip(out_local, per_dim))
            for i in range(len(axes))]


def _prod_axes(p: Poly, axes: Sequence[str], levels) -> Poly:
    for j in levels:
        p = Poly.var(axis_key(axes[j])) * p
    return p


def _read_levels(node: P.Node, dims: Dims) -> tuple[int, ...]:
    """The mesh levels whose coordinate the node's attributes read."""
    return tuple(sorted(dims.axes.index(a) for a in C.coord_axes(node, dims)))


def _needs_views(node: P.Node, sm_node, ins, dims: Dims) -> bool:
    """A helper, an input-less op or an op reading the coordinate of a level
    above the innermost: its views differ per outer coordinate (or pass
    through), which the plain nest_map* / nest_map*c lifting cannot say."""
    read = _read_levels(node, dims)
    return sm_node is None or not ins or (bool(read) and read[0] < len(dims.axes) - 1)


def _zero_coords(node: P.Node, axes: Sequence[str]) -> P.Node:
    """The node with the coordinates of `axes` read as 0 in its attributes:
    what a view above those levels computes (the positions cp * Nc + tp * Nt
    seen by the cp level: cp * Nc)."""
    out = P.Node()
    out.CopyFrom(node)
    attr = out.WhichOneof("attrs")
    if attr is None:
        return out
    for _, e in getattr(out, attr).ListFields():
        if isinstance(e, P.Expr):
            keep = [t for t in e.terms if not any(f.WhichOneof("kind") == "coord" and f.coord in axes
                                                  for f in t.factors)]
            del e.terms[:]
            e.terms.extend(keep)
    return out


def _view_nodes(node: P.Node, sm_node, dims: Dims, c: int) -> tuple:
    """Per mesh level the node its views compute: above level c (the first
    level whose coordinate the node reads, or a coordinate-free helper's
    active level) the SM node (None for a helper: the view passes through);
    from c on, the PM node with the coordinates of the deeper levels read as
    0; the innermost level is the ranks' node."""
    axes, n = dims.axes, len(dims.axes)
    return tuple(sm_node if i < c else _zero_coords(node, axes[i + 1:]) for i in range(n - 1)) + (node,)


# outer relations that determine their views (RulesHaloMesh.v rfun_*): a
# two-input helper passes them through (nest_pass2)
_RFUN = ("replicated", "contiguous_shard")


def _pair_of_one(node: P.Node, sm_node, ins) -> bool:
    """A two-input helper whose inputs are views of one SM value (the
    [halo; own] concat): its outer levels hold two views equal on their shape."""
    return sm_node is None and len(ins) == 2 and ins[0].sm == ins[1].sm


def _select_views(node: P.Node, sm_node, ins, out_local: tuple, out_sm: tuple, loc: Location, dims: Dims,
                  sel, mods) -> Application:
    """A local op lifted level by level through coordinate-dependent views
    (RulesMeshView.v): level i's rule relates the view of level i-1 (the SM
    node at the top) to the view of level i; a helper's levels above the one
    whose coordinate it reads pass the outer relation through (nest_pass1,
    two views of one value: nest_pass2). A helper that reads no coordinate
    acts on the level whose rule takes it (the tail slice on cp of
    (dp, cp, tp)): the innermost level first, then outwards; the levels
    below it see the op as an ordinary one (a slice on a dim they do not lay
    out)."""
    n = len(dims.axes)
    if sm_node is None and (not ins and n != 1 or len(node.outputs) != 1):
        raise MissingRelationRule(
            f"helper node {node.name!r} ({opsig.op_name(node.op)}, {P.HelperKind.Name(node.helper)}): only "
            "helpers with one output (and inputs, on a mesh of several levels) relate to an SM value",
            loc, rule_candidates=[])
    if len(ins) > 1 and sm_node is None and not _pair_of_one(node, sm_node, ins):
        raise MissingRelationRule(
            f"no rule for helper node {node.name!r} ({opsig.op_name(node.op)}) with {len(ins)} inputs: a helper "
            "relates its output to one SM value, so its inputs must be views of one (nest_pass1 / nest_pass2)", loc,
            rule_candidates=[])
    read = _read_levels(node, dims)
    if read or sm_node is not None:
        return _views_at(node, sm_node, ins, out_local, out_sm, loc, dims, sel, mods, read[0] if read else n - 1)
    errs = []
    for c in reversed(range(n)):
        try:
            return _views_at(node, sm_node, ins, out_local, out_sm, loc, dims, sel, mods, c)
        except MissingRelationRule as e:
            errs.append(e)
    # the innermost attempt's error, with why each outer level could not take the helper either
    first = errs[0]
    first.details["rule_candidates"] = list(first.details.get("rule_candidates") or []) + [
        f"acting on level {dims.axes[n - 1 - j]!r}: {e.message}" for j, e in enumerate(errs) if j]
    raise first


def _outer_pass_shape(ins, i: int, cur: tuple) -> bool:
    """A helper's pass-through level i whose shape differs from the one its
    own level's layout gives (cur): it passes the input's relation through
    unchanged (nest_pass1 / nest_pass2 take any outer relation), so it keeps
    the input's shape. Only for helpers whose inputs all hold the value on
    that level in one relation that determines its views (replicated or a
    contiguous shard: _RFUN), with one shape, with the same rank (the
    rendered relation is the input's at the input's shape, which holds as
    is): the zigzag positions cut from the full ones, and the entry shuffle
    for every cp cutting its chunks from the all-gathered stream (dp shards
    the batch above cp)."""
    shp = {f.rel.shapes[i] for f in ins}
    return len(shp) == 1 and shp != {cur} and all(f.rel.levels[i].kind in _RFUN for f in ins) and \
        len(next(iter(shp))) == len(cur)


def _views_at(node: P.Node, sm_node, ins, out_local: tuple, out_sm: tuple, loc: Location, dims: Dims,
              sel, mods, c: int) -> Application:
    axes, n = dims.axes, len(dims.axes)
    views = _view_nodes(node, sm_node, dims, c)
    pair = _pair_of_one(node, sm_node, ins)
    apps, out_levels, shapes = [None] * n, [None] * n, [None] * n
    ups = _up_shapes(out_local, out_sm, axes)
    cur = out_local
    for i in reversed(range(n)):
        shapes[i] = cur
        if views[i] is None:  # a helper level above the one it acts on
            lv = {f.rel.levels[i] for f in ins}
            if _outer_pass_shape(ins, i, cur):
                # nest_pass1 / nest_pass2 keep the input's outer relation as it is: a replicated level keeps its
                # input's shape (the chunk of a 2 * P * c index value that the level below takes as a layout of
                # P * c, RulesZigzag.v slice_zz_first: its teq reads the SM value only inside that shape)
                cur = shapes[i] = ins[0].rel.shapes[i]
            if any(f.rel.shapes[i] != cur for f in ins):
                raise _tag(MissingRelationRule(
                    f"helper node {node.name!r}: its view on level {axes[i]!r} has shape {list(map(str, cur))}, "
                    f"not its input's {list(map(str, ins[0].rel.shapes[i]))}", loc), axes, c)
            if pair and (len(lv) != 1 or ins[0].rel.levels[i].kind not in _RFUN):
                raise _tag(MissingRelationRule(
                    f"helper node {node.name!r}: level {axes[i]!r} above its rule's level holds "
                    f"{[f.rel.levels[i].describe() for f in ins]}; two views pass through only one relation that "
                    f"determines its views ({', '.join(_RFUN)}: RulesHaloMesh.v rfun_*)", loc), axes, c)
            out_levels[i] = ins[-1].rel.levels[i]
        else:
            above = views[i - 1] if i else sm_node
            up = ups[i]
            if not up and i > c and sm_node is None:
                # below a helper's level its view is an ordinary op keeping the level's layout: its shape one
                # level up is the local one laid out like its input (checked against the SM shape below)
                up = level_up(cur, ins[-1].rel.levels[i])
            apps[i] = sel(i, cur, up, views[i], above, pair=pair and i == c)
            out_levels[i] = apps[i].out_rel
        cur = level_up(cur, out_levels[i])
    # a helper whose own rule is the outermost level relates its view to a
    # part of the SM value (slice_zz_first: the first P * c rows of 2 * P * c)
    if cur != out_sm and not (sm_node is None and apps[0] is not None):
        raise MissingRelationRule(
            f"node {node.name!r}: the per-level rules give the SM shape {list(map(str, cur))}, "
            f"not {list(map(str, out_sm))}", loc)
    used = [a for a in apps if a is not None]
    if any(p.kind not in _LIFTED_PREMISES for a in used for p in a.premises):
        raise MissingRelationRule(
            f"node {node.name!r}: a premise about an SM value has no lifting through coordinate-dependent views "
            "(nest_map2q lifts plain levels only)", loc, rule_candidates=[])
    rule = _lifted(used[-1].rule, n, "nest_view(" + ", ".join(
        a.rule.name if a is not None else "pass" for a in apps) + ")")
    # axis_map{k}c of RulesVocab.v for the innermost level of an op with inputs
    modules = mods(used, "TV.RulesMeshView") + ("TV.Mesh",) + (("TV.RulesVocab",) if ins else ()) + \
        (("TV.RulesHaloMesh",) if pair else ())
    return Application("views", rule, Relation(tuple(out_levels), tuple(shapes)), tuple(apps), -1, modules,
                    any(a.field for a in used), views=views, premises=_premises_of(used),
                    sm_node=None if ins else used[0].sm_node)


def _group_pair(vp: ValidatedPlan, node: P.Node, dims: Dims) -> Optional[int]:
    """a when the collective's group spans the two innermost live axes a,
    a + 1 of a mesh of two (dp_tp of (dp, cp = 1, tp): a = 0) or three
    (the same under the microbatch level: a = 1)."""
    g = vp.groups[node.collective.group]
    n = len(dims.axes)
    if n not in (2, 3) or tuple(a for a in g.axes if a not in dims.fixed) != tuple(dims.axes[n - 2:]):
        return None
    return n - 2


_ALL_REDUCE_AXES = rules_mod.Rule(
    "nest_all_reduce_axes", "nest_all_reduce_axes", P.OP_ALL_REDUCE, ("partial_sum(k)", "partial_sum(1)"),
    "replicated", ("group = both axes of a two-axis mesh", "all_reduce scale k"), lambda c: "")
_ALL_REDUCE_AXES_INNER = rules_mod.Rule(
    "nest_all_reduce_axes_inner", "nest_all_reduce_axes_inner", P.OP_ALL_REDUCE,
    ("partial_sum(k)", "partial_sum(1)"), "replicated",
    ("group = the two inner axes of a three-axis mesh", "all_reduce scale k"), lambda c: "")


def _select_all_reduce_axes(registry, node: P.Node, X: "Fact", out_local: tuple, loc: Location, dims: Dims,
                            scale, a: int) -> Application:
    """An all_reduce over mesh axes a, a + 1, the two innermost (the SP norm
    weight gradients over dp x tp): partial sums on both levels, the inner
    with scale 1, the outer with the collective's scale, become replicated
    on both (RulesMeshView.v nest_all_reduce_axes); under one outer level
    (the microbatch level, a = 1), which it keeps (RulesPipelineAxes.v
    nest_all_reduce_axes_inner)."""
    rule = _ALL_REDUCE_AXES if a == 0 else _ALL_REDUCE_AXES_INNER
    outer, inner = X.rel.levels[a:]
    why = registry._offered(rule)
    if outer.kind != "partial_sum" or inner.kind != "partial_sum" or inner.scale != 1:
        why = f"needs partial_sum on both levels, the inner with scale 1 (got {X.rel.describe()})"
    elif scale is None or scale != outer.scale:
        why = f"all_reduce scale {scale} differs from the outer partial sum's scale {outer.scale}"
    elif out_local != tuple(X.local_shape) or X.rel.shapes[a] != X.rel.shapes[a + 1]:
        why = "output shape differs from the input's"
    if why:
        raise _no_rule(
            f"no rule for all_reduce node {node.name!r} over the mesh axes {dims.axes[a:]}", X, loc, [f"{rule.describe()}: {why}"])
    levels = X.rel.levels[:a] + tuple(Level("replicated", r.axis) for r in X.rel.levels[a:])
    sizes = tuple(("nat", Poly.var(axis_key(r.axis))) for r in X.rel.levels)
    # under an outer level (a = 1) the lemma takes that level's size first and the relation last
    args = ("R",) + sizes[:a + 2] + (("ring", outer.scale), ("shape", X.rel.shapes[a])) + (("_",) if a else ())
    return Application("all_reduce_axes", rule, Relation(levels, X.rel.shapes), (None,) * len(levels), a,
                       ("TV.RulesMeshView", "TV.Mesh") + (("TV.RulesPipelineAxes",) if a else ()), False, args)


def _select_zz_scatter(registry, node: P.Node, ins, out_local: tuple, out_sm: tuple, loc: Location,
                       dims: Dims) -> Optional[Application]:
    """The zigzag leave for every cp (rules/zz_scatter.py): the broadcast
    zigzag positions and the scatter of the stream to them, each one
    whole-mesh lemma; None for any other broadcast / scatter_add helper."""
    rule, match = (zz_scatter.BROADCAST, zz_scatter.broadcast_zz_pos) if node.op == P.OP_BROADCAST else \
        (zz_scatter.SCATTER, zz_scatter.scatter_add_zz)
    fit = match(node, ins, out_local, dims.axes)
    if isinstance(fit, str):
        if node.op == P.OP_BROADCAST:
            return None  # other index / layout broadcasts take the per-level rules
        raise MissingRelationRule(
            f"no rule for scatter_add node {node.name!r}", dataclasses.replace(loc, tensor=node.inputs[0]),
            inferred_relation=", ".join(f"{f.pm}: {f.rel.describe()}" for f in ins),
            rule_candidates=[f"{rule.describe()}: {fit}"])
    why = registry._offered(rule)
    if why:
        raise MissingRelationRule(
            f"no rule for {opsig.op_name(node.op)} node {node.name!r}", loc,
            inferred_relation=", ".join(f"{f.pm}: {f.rel.describe()}" for f in ins),
            rule_candidates=[f"{rule.describe()}: {why}"])
    out = Relation(fit.levels, fit.shapes)
    top = level_up(fit.shapes[0], fit.levels[0])
    if top != out_sm:
        raise MissingRelationRule(
            f"node {node.name!r}: {rule.name} gives the SM shape {list(map(str, top))}, not "
            f"{list(map(str, out_sm))}", loc)
    return Application("zz_scatter", rule, out, (None,) * len(dims.axes), 1,
                    (zz_scatter.MODULE, "TV.Mesh", "TV.RulesHaloMesh"), False, fit.args, premises=fit.premises)


def _outer_pair(vp: ValidatedPlan, node: P.Node, dims: Dims) -> bool:
    """The collective's group spans the two outer axes of a three-axis mesh
    (dp_cp of (dp, cp, tp))."""
    g = vp.groups[node.collective.group]
    return len(dims.axes) == 3 and tuple(a for a in g.axes if a not in dims.fixed) == tuple(dims.axes[:2])


_ALL_REDUCE_PAIR = rules_mod.Rule(
    "nest_all_reduce_pair", "nest_all_reduce_pair", P.OP_ALL_REDUCE,
    ("partial_sum(a / b)", "partial_sum(c / d)", "linear"), "replicated",
    ("group = the two outer axes of a three-axis mesh", "a linear innermost relation",
     "all_reduce scale n / m, n = a * c, m = b * d"), lambda c: "")
_ALL_REDUCE_PAIR1 = rules_mod.Rule(
    "nest_all_reduce_pair1", "nest_all_reduce_pair1", P.OP_ALL_REDUCE,
    ("partial_sum(k)", "partial_sum(1)", "linear"), "replicated",
    ("group = the two outer axes of a three-axis mesh", "a linear innermost relation", "all_reduce scale k"),
    lambda c: "")


def _select_all_reduce_pair(registry, node: P.Node, X: "Fact", out_local: tuple, loc: Location, dims: Dims,
                            scale) -> Application:
    """An all_reduce over the two outer axes of (dp, cp, tp), tp any linear
    relation (the loss mean over dp x cp, tp replicated; the head's weight
    gradient, tp laid out): the levels' partial sums with scales a / b and
    c / d become replicated under one collective with scale n / m when
    n = a * c and m = b * d as polynomials; the two nat equations are closed
    by ring (RulesLossCP.v nest_all_reduce_pair). `args` are the three
    scales (outer, middle, the collective's). With the middle scale 1 and
    the outer's the collective's, nest_all_reduce_pair1 (no equations)."""
    outer, mid, inner = X.rel.levels
    rule = _ALL_REDUCE_PAIR1 if mid.scale == 1 else _ALL_REDUCE_PAIR
    why = registry._offered(rule)
    if outer.kind != "partial_sum" or mid.kind != "partial_sum":
        why = f"needs partial_sum on both outer levels (got {X.rel.describe()})"
    elif inner.kind not in ("replicated", "partial_sum", "contiguous_shard", "expert_partition", "zigzag"):
        why = f"the innermost relation {inner.describe()} has no linearity lemma"
    elif rule is _ALL_REDUCE_PAIR1 and (scale is None or scale != outer.scale):
        why = f"all_reduce scale {scale} differs from the outer partial sum's scale {outer.scale}"
    elif rule is _ALL_REDUCE_PAIR and not all(isinstance(k, Ratio) for k in (outer.scale, mid.scale, scale)):
        why = "the partial sums' and the all_reduce's scales must be ratios num / den"
    elif rule is _ALL_REDUCE_PAIR and (scale.num != outer.scale.num * mid.scale.num
                                       or scale.den != outer.scale.den * mid.scale.den):
        why = f"all_reduce scale {scale} is not the product of the partial sums' {outer.scale}, {mid.scale}"
    elif out_local != tuple(X.local_shape) or X.rel.shapes[0] != X.rel.shapes[1]:
        why = "output shape differs from the input's / the outer levels' shapes differ"
    if why:
        raise _no_rule(
            f"no rule for all_reduce node {node.name!r} over the mesh axes {dims.axes[:2]}", X, loc, [f"{rule.describe()}: {why}"])
    levels = tuple(Level("replicated", r.axis) for r in X.rel.levels[:2]) + (inner,)
    sizes = tuple(("nat", Poly.var(axis_key(r.axis))) for r in X.rel.levels[:2])
    so, lin = ("shape", X.rel.shapes[0]), ("lin", (X.rel, 2, "lin"))
    if rule is _ALL_REDUCE_PAIR1:  # the middle scale 1, the outer's the collective's
        args = ("R",) + sizes + (("ring", scale), so, "_", lin, "_", "_")
    else:  # the collective's n / m as the levels' (a / b) (c / d): n = a * c and m = b * d by ring
        ns = tuple(("nat", p) for p in (outer.scale.num, outer.scale.den, mid.scale.num, mid.scale.den, scale.num,
                                        scale.den))
        args = ("R",) + sizes + ns + (so, "_", lin, ("eq", (scale.num, (outer.scale.num, mid.scale.num))),
                                      ("eq", (scale.den, (outer.scale.den, mid.scale.den))), "_", "_")
    return Application("all_reduce_axes", rule, Relation(levels, X.rel.shapes), (None,) * 3, 0,
                       ("TV.RulesLossCP", "TV.Mesh"), rule is _ALL_REDUCE_PAIR, args)


def _all_three(vp: ValidatedPlan, node: P.Node, dims: Dims) -> bool:
    """The collective's group spans every axis of a three-axis mesh."""
    g = vp.groups[node.collective.group]
    return len(dims.axes) == 3 and tuple(a for a in g.axes if a not in dims.fixed) == tuple(dims.axes)


_ALL_REDUCE_ALL3 = rules_mod.Rule(
    "nest_all_reduce_all3", "nest_all_reduce_all3", P.OP_ALL_REDUCE,
    ("partial_sum(k)", "partial_sum(1)", "partial_sum(1)"), "replicated",
    ("group = every axis of a three-axis mesh", "all_reduce scale k"), lambda c: "")


def _select_all_reduce_all3(registry, node: P.Node, X: "Fact", out_local: tuple, loc: Location, dims: Dims,
                            scale) -> Application:
    """An all_reduce over all three axes of (dp, cp, tp) (the norm weights'
    gradients): partial sums on every level, the inner two with scale 1 and
    the outer with the collective's, become replicated on all three
    (RulesLossCP.v nest_all_reduce_all3)."""
    rule = _ALL_REDUCE_ALL3
    why = registry._offered(rule)
    if any(r.kind != "partial_sum" for r in X.rel.levels) or any(r.scale != 1 for r in X.rel.levels[1:]):
        why = f"needs partial_sum on every level, the inner two with scale 1 (got {X.rel.describe()})"
    elif scale is None or scale != X.rel.levels[0].scale:
        why = f"all_reduce scale {scale} differs from the outer partial sum's scale {X.rel.levels[0].scale}"
    elif out_local != tuple(X.local_shape) or len(set(X.rel.shapes)) != 1:
        why = "output shape differs from the input's / the levels' shapes differ"
    if why:
        raise _no_rule(
            f"no rule for all_reduce node {node.name!r} over the mesh axes {dims.axes}", X, loc, [f"{rule.describe()}: {why}"])
    levels = tuple(Level("replicated", r.axis) for r in X.rel.levels)
    args = ("R",) + tuple(("nat", Poly.var(axis_key(r.axis))) for r in X.rel.levels) + \
        (("ring", scale), ("shape", X.rel.shapes[0]))
    return Application("all_reduce_all", rule, Relation(levels, X.rel.shapes), (None,) * 3, 0,
                       ("TV.RulesLossCP", "TV.Mesh"), isinstance(scale, Ratio), args)


def _select_recv_nest(registry, node: P.Node, ins, out_local, loc: Location, n: int) -> Application:
    """A pipeline recv (emitter/programs.py) over several live axes: its p2p
    group is the stage axis, no live one; it reads the sending stage at the
    same live coordinates, so the sent family's relation carries over
    (RulesPipelineMesh.v rule_recv_nest)."""
    rule = pipeline_rules.RECV_NEST
    why = pipeline_rules.recv_nest_why(node, ins, out_local) or registry._offered(rule)
    if why:
        raise MissingRelationRule(
            f"no rule for recv node {node.name!r} over the live mesh axes", loc,
            inferred_relation=", ".join(f"{f.pm}: {f.rel.describe()}" for f in ins),
            rule_candidates=[f"{rule.describe()}: {why}"])
    (X,) = ins
    return Application("recv", rule, X.rel, (None,) * n, -1, ("TV.RulesPipelineMesh", "TV.Mesh"), False)


# inner levels the accumulation chain commutes with (RulesMicrobatch.v lin_acc_*)
_LIN_ACC = ("replicated", "contiguous_shard", "zigzag", "partial_sum")


def _select_accumulate(registry, node: P.Node, ins, out_local: tuple, loc: Location, a: Optional[int],
                       dims: Dims) -> Application:
    """A folded gradient accumulation (programs.fold_microbatches): the add
    chain over the microbatch level, the outermost, of partial sums (scale
    1) over the microbatches = the whole value on every microbatch
    coordinate (RulesMicrobatch.v nest_accum_outer); a folded mean, the
    chain times k, of partial sums with the same scale k likewise
    (nest_accum_scaled_outer)."""
    scaled = node.collective.HasField("scale")  # a mean: the chain times 1 / M (programs._mean_tail)
    rule = pipeline_rules.ACCUMULATE_SCALED_OUTER if scaled else pipeline_rules.ACCUMULATE_OUTER
    k = op_scalar(node.collective.scale, dims) if scaled else 1
    (X,) = ins
    lvl = X.rel.levels[0]
    why = registry._offered(rule)
    if a != 0:
        why = f"the accumulation's axis must be the outermost mesh level {programs.MB_AXIS!r}"
    elif lvl.kind != "partial_sum" or lvl.scale != k:
        # the side condition: the chain's factor is the microbatch partial sum's scale
        why = f"needs partial_sum (scale {k}) over the microbatches, got {lvl.describe()}"
    elif out_local != tuple(X.local_shape):
        why = "output shape differs from input shape"
    elif any(r.kind not in _LIN_ACC for r in X.rel.levels[1:]):
        why = "an inner relation has no lin_acc / lin_sacc lemma"
    if why:
        raise _no_rule(
            f"no rule for the accumulation {node.name!r} of {X.pm!r} over the microbatches", X, loc, [f"{rule.describe()}: {why}"])
    levels = (Level("replicated", lvl.axis),) + X.rel.levels[1:]
    so = ("shape", X.rel.shapes[0])
    args = ("R", ("nat", Poly.var(axis_key(lvl.axis)))) + \
        ((("ring", lvl.scale), so, "_", ("lin", (X.rel, 1, "lin_sacc"))) if scaled else
         (so, "_", ("lin", (X.rel, 1, "lin_acc"))))
    return Application("outer_accumulate", rule, Relation(levels, X.rel.shapes), (None,) * len(X.rel.levels), 0,
                       ("TV.RulesMicrobatch", "TV.Mesh"), False, args)


# Outer-axis all_gather / reduce_scatter (semantics/MeshOuter.v): FSDP on the
# outer axis of a dim the innermost axis also splits, e.g. (dp, tp).
_OUTER_STRIDED = {
    P.OP_ALL_GATHER: ("nest_gather_strided",
                      "all_gather along the outer axis of [inner: contiguous_shard(d)][outer: strided_shard(d)], "
                      "the innermost level directly below: replicated over contiguous_shard(d) chunk P * c"),
    P.OP_REDUCE_SCATTER: ("nest_reduce_scatter_strided",
                          "reduce_scatter (scale 1) along the outer axis of partial_sum(scale 1) over "
                          "contiguous_shard(d) chunk P * c, the innermost level directly below: the strided layout"),
}


def _strided_why(node: P.Node, X: "Fact", out_local: tuple, a: int, n: int, scale) -> Optional[str]:
    """Why an outer all_gather / reduce_scatter is not an instance of its
    MeshOuter.v lemma (None if it is); checked here so the generated proof's
    `ring` side conditions hold."""
    lv, inner = X.rel.levels[a], X.rel.levels[-1]
    d = node.collective.dim
    local = X.rel.shapes[-1]
    if a != n - 2:
        return "the collective's axis must be the level directly above the innermost one"
    if inner.kind != "contiguous_shard" or inner.dim != d:
        return f"needs contiguous_shard({d}) on the innermost axis {inner.axis!r}"
    if not (0 <= d < len(local)) or len(out_local) != len(local) or \
            any(out_local[k] != local[k] for k in range(len(local)) if k != d):
        return "output shape differs from the input's outside the collective's dim"
    P_, Q_ = Poly.var(axis_key(lv.axis)), Poly.var(axis_key(inner.axis))
    if node.op == P.OP_ALL_GATHER:
        if lv.kind != STRIDED or lv.dim != d:
            return f"needs strided_shard({d}) on {lv.axis!r} (placements [{inner.axis}: shard({d})][{lv.axis}: shard({d})])"
        if out_local[d] != P_ * local[d] or X.rel.shapes[a][d] != Q_ * local[d]:
            return "gathered chunk is not the axis size times the local chunk"
        return None
    if lv.kind != "partial_sum" or lv.scale != 1:
        return f"needs partial_sum (scale 1) on {lv.axis!r}"
    if scale != 1:
        return f"reduce_scatter scale {scale} is not 1"
    if local[d] != P_ * out_local[d] or X.rel.shapes[a][d] != Q_ * local[d]:
        return "scattered chunk times the axis size is not the input's local dim"
    return None


def _select_outer_strided(registry, dims: Dims, node: P.Node, X: "Fact", out_local: tuple, loc: Location, a: int,
                          scale) -> Application:
    """An outer-axis all_gather / reduce_scatter by nest_gather_strided /
    nest_reduce_scatter_strided (under nest_coll_inner for the levels above)."""
    axes, n = dims.axes, len(dims.axes)
    name, doc = _OUTER_STRIDED[node.op]
    why = _strided_why(node, X, out_local, a, n, scale)
    entries = registry.entries
    if why is None and ((entries is not None and getattr(entries.get(name), "lemma", None) != name)
                        or name not in registry.available):
        why = "not in the library's rule registry"
    if why:
        raise _no_rule(
            f"no rule for {opsig.op_name(node.op)} node {node.name!r} along outer mesh axis {axes[a]!r} "
            f"(input {X.pm}: {X.rel.describe()})", X, loc, [f"{name} (MeshOuter.v): {doc}: {why}"])
    d = node.collective.dim
    lv, inner = X.rel.levels[a], X.rel.levels[-1]
    P_, Q_ = Poly.var(axis_key(lv.axis)), Poly.var(axis_key(inner.axis))
    local = X.rel.shapes[-1]
    if node.op == P.OP_ALL_GATHER:
        out_levels = X.rel.levels[:a] + (Level("replicated", lv.axis), inner)
        c, big = local[d], out_local[d]  # c = chunk, big = P * c
        # P Q d c cv cg s (d < size s) (cv = Q * c) (cg = P * c) sx
        lemma_args = ("R", ("nat", P_), ("nat", Q_), ("raw", str(d)), ("nat", c), ("nat", X.rel.shapes[a][d]),
                      ("nat", big), ("shape", local), ("raw", "isT"), ("eq", (X.rel.shapes[a][d], (Q_, c))),
                      ("eq", (big, (P_, c))))
    else:
        out_levels = X.rel.levels[:a] + (Level(STRIDED, lv.axis, d), inner)
        c = out_local[d]
        # P Q d c cg cx s (d < size s) (cg = P * c) (cx = Q * cg) sv
        lemma_args = ("R", ("nat", P_), ("nat", Q_), ("raw", str(d)), ("nat", c), ("nat", local[d]),
                      ("nat", X.rel.shapes[a][d]), ("shape", out_local), ("raw", "isT"),
                      ("eq", (local[d], (P_, c))), ("eq", (X.rel.shapes[a][d], (Q_, local[d]))))
    shapes = X.rel.shapes[:a] + (level_up(out_local, inner), out_local)
    lemma_args += (("shape", shapes[a]),)
    rule = rules_mod.Rule(name, name, node.op, (lv.kind,), out_levels[a].kind, ("ring side conditions",),
                          lambda c: "")
    return Application("outer_strided", rule, Relation(out_levels, shapes), (None,) * n, a,
                    ("TV.MeshOuter", "TV.Mesh"), False, lemma_args)


def _bind_inputs(plan, g: GraphInfo, sm: GraphInfo, dims: Dims) -> tuple[dict[str, Fact], list[Fact]]:
    """A Fact for every PM graph input, from its InputBinding."""
    facts: dict[str, Fact] = {}
    bindings = {b.pm_tensor: b for b in plan.inputs}
    pm_inputs = []
    for name in g.inputs():
        b = bindings.get(name)
        loc = Location(graph=g.label, tensor=name)
        if b is None:
            raise AmbiguousAuthority(f"PM input {name!r} has no binding", loc)
        t = g.tensors[name]
        local, sm_shape = dims.shape(t.decl), dims.shape(sm.tensors[b.sm_tensor].decl)
        fact = Fact(name, b.sm_tensor, relation_from_proto(b.relation, dims, loc, local, sm_shape), local, sm_shape,
                    t.kind)
        facts[name] = fact
        pm_inputs.append(fact)
    return facts, pm_inputs


def _input_less_helper_sm(registry, vp: ValidatedPlan, dims: Dims, node: P.Node, g: GraphInfo,
                          loc: Location) -> str:
    """The SM tensor an input-less helper (positions) relates its output to:
    the one its rule names (rules.zigzag arange_zz_first). Only on a
    one-level mesh: the lifting of a level above passes an input's view
    through (nest_pass1), and this node has none."""
    if len(dims.axes) != 1 or len(node.outputs) != 1:
        raise MissingRelationRule(
            f"input-less helper node {node.name!r} ({opsig.op_name(node.op)}) on a mesh of "
            f"{len(dims.axes)} levels: no lifting names the SM value it relates to", loc, rule_candidates=[])
    ctx = rules_mod.MatchCtx(node=node, sm_node=None, inputs=(), axis=dims.axes[0],
                             out_local=dims.shape(g.tensors[node.outputs[0]].decl), out_sm=(), dims=dims,
                             groups=vp.groups, mesh=vp.mesh, sm_graph=vp.sm)
    app = registry.select(ctx, loc)  # raises MissingRelationRule naming the candidates
    if app.sm_tensor is None:
        raise MissingRelationRule(
            f"helper node {node.name!r} ({opsig.op_name(node.op)}, {P.HelperKind.Name(node.helper)}) "
            "realizes no SM node and no helper rule relates its output", loc, rule_candidates=[])
    return app.sm_tensor
