"""Plan validation: every schema violation becomes one classified PlanError
naming the offending node / tensor / field / rank. Checks run in a fixed
order so the first error reported for a plan is deterministic.

The result, ValidatedPlan, holds what later stages need resolved: the mesh,
expanded groups, symbol table and smallest instantiation, per-graph tensor
tables and topological orders, and the rank -> program map.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Callable, Iterable, Mapping, Optional, Sequence

from emitter import ops as opsig
from emitter.specification import Specification, derive as derive_specification
from emitter.graph import INPUT_ROLES, GraphInfo, ProgramInfo, TensorInfo
from emitter.errors import (AmbiguousAuthority, InvalidPlan, Location, MissingInputContract,
                            ResourceLimit, UnsupportedOperator)
from emitter.mesh import Group, Mesh
from emitter.symbolic import (DEFAULT_MIN, NAME_RE, LinearConstraint, Poly, Scope, SymbolTable,
                              build_symbol_table, coord, expr_to_poly, smallest_instantiation, sym)
from proto import plan_pb2

P = plan_pb2
SCHEMA_VERSION = 1
MAX_WORLD = 1 << 20
SHA256_RE = re.compile(r"^[0-9a-f]{64}$")
KIND_LETTER = {P.VALUE_RING: "R", P.VALUE_INDEX: "I", P.VALUE_MASK: "M"}
DTYPE_KIND = {
    P.DTYPE_F32: P.VALUE_RING, P.DTYPE_F16: P.VALUE_RING, P.DTYPE_BF16: P.VALUE_RING,
    P.DTYPE_F64: P.VALUE_RING, P.DTYPE_I64: P.VALUE_INDEX, P.DTYPE_I32: P.VALUE_INDEX,
    P.DTYPE_BOOL: P.VALUE_MASK,
}
SHARD_KINDS = (P.REL_CONTIGUOUS_SHARD, P.REL_ZIGZAG, P.REL_EXPERT_PARTITION, P.REL_STRIDED_SHARD)


# ------------------------------------------------------------------ results

@dataclasses.dataclass(frozen=True)
class ValidatedPlan:
    plan: P.Plan
    mesh: Mesh
    groups: Mapping[str, Group]
    symbols: SymbolTable
    instantiation: Mapping[str, int]
    sm: GraphInfo
    programs: tuple[ProgramInfo, ...]
    rank_program: tuple[int, ...]  # rank -> index into programs
    permutations: Mapping[str, P.Permutation]
    # what the plan must prove (emitter/specification.py); with --partial,
    # what it leaves out
    specification: Optional[Specification] = None

    @property
    def env(self) -> dict[str, int]:
        return {sym(k): v for k, v in self.instantiation.items()}

    def rank_env(self, rank: int) -> dict[str, int]:
        env = self.env
        env.update({coord(a): c for a, c in self.mesh.coords(rank).items()})
        return env


# ------------------------------------------------------------------ helpers

def _loc(**kw) -> Location:
    return Location(**kw)


def _check_name(name: str, what: str, loc: Location) -> None:
    if not NAME_RE.match(name or ""):
        raise InvalidPlan(f"{what} name {name!r} is not an identifier", loc)


def _unique(names: Iterable[str], what: str, mk_loc) -> None:
    seen = set()
    for i, n in enumerate(names):
        if n in seen:
            raise InvalidPlan(f"duplicate {what} {n!r}", mk_loc(i, n))
        seen.add(n)


class _Ctx:
    """Shared state while validating one plan."""

    def __init__(self, plan: P.Plan, equate: Optional[Callable[[tuple[Poly, ...], tuple[Poly, ...]], None]] = None):
        self.plan = plan
        # `equations`: every size equality is recorded and taken as holding
        self.equate = equate
        self.mesh: Optional[Mesh] = None
        self.table: Optional[SymbolTable] = None
        self.inst: dict[str, int] = {}
        self.groups: dict[str, Group] = {}
        # Built once: looking SM nodes up per PM node made validation
        # quadratic (a 100k-node plan never finished).
        self.sm_nodes = {m.name: m for m in plan.sm.nodes}
        # Expressions repeat across layers, ranks and stages: each distinct
        # one is converted (and checked) once (405B plan: 646k conversions,
        # 20 of validate's 46 s).
        self._polys: dict[tuple[bytes, bool, int], Poly] = {}
        self._coords: dict[tuple[int, tuple[str, ...]], tuple[int, ...]] = {}
        self._env: tuple[Optional[dict], dict[str, int]] = (None, {})

    @property
    def env(self) -> Mapping[str, int]:
        """The instantiation keyed by symbol (read-only: shared by every caller)."""
        if self._env[0] is not self.inst:
            self._env = (self.inst, {sym(k): v for k, v in self.inst.items()})
        return self._env[1]

    def scope(self, coords: bool) -> Scope:
        return Scope(frozenset(self.inst) if self.inst else frozenset(s.name for s in self.plan.symbols),
                     self.mesh.axis_sizes(), coords)

    def poly(self, expr, loc: Location, coords: bool = False, field: Optional[str] = None) -> Poly:
        """`field` replaces loc's field in an error; the Location is built only
        then (a 405B plan asks for millions of cached expressions)."""
        key = (expr.SerializeToString(deterministic=True), coords, id(self.inst))
        p = self._polys.get(key)
        if p is None:
            p = self._polys[key] = expr_to_poly(
                expr, self.scope(coords), dataclasses.replace(loc, field=field) if field else loc)
        return p

    def eq(self, a: Poly, b: Poly) -> bool:
        if self.equate is not None:
            self.equate((a,), (b,))
            return True
        return self.table.equal(a, b)

    def axes_size(self, axes: Iterable[str]) -> Poly:
        """The product of these mesh axes' sizes: a constant, or under
        `equations` a monomial in their size variables (`axis_var`), which
        keeps apart axes of equal size."""
        out = Poly.const(1)
        for a in axes:
            out = out * (Poly.var(axis_var(a)) if self.equate is not None else Poly.const(self.mesh.size(a)))
        return out

    def coords_of(self, rank: int, axes: tuple[str, ...]) -> tuple[int, ...]:
        """`rank`'s coordinates on `axes`, computed once per (rank, axes)."""
        key = (rank, axes)
        c = self._coords.get(key)
        if c is None:
            m = self.mesh.coords(rank)
            c = self._coords[key] = tuple(m[a] for a in axes)
        return c

    def values_over_ranks(self, p: Poly, ranks: Sequence[int]) -> list[tuple[int, int]]:
        """(rank, value) for the given ranks; evaluates once per distinct
        assignment of the coordinates `p` mentions."""
        axes = sorted(v[2:] for v in p.variables() if v.startswith("c:"))
        env = self.env
        cache: dict[tuple[int, ...], int] = {}
        out = []
        for r in ranks:
            key = self.coords_of(r, tuple(axes))
            if key not in cache:
                e = dict(env)
                e.update({coord(a): v for a, v in zip(axes, key)})
                cache[key] = p.evaluate(e)
            out.append((r, cache[key]))
        return out


# ------------------------------------------------------------------ top level

def validate(plan: P.Plan, partial: bool = False) -> ValidatedPlan:
    """`partial`: accept observables that prove less than the derived
    specification (reported in `specification.shortfalls`)."""
    return _validate(_Ctx(plan), partial)


def axis_var(axis: str) -> str:
    """The variable `equations` writes for a mesh axis's size."""
    return "a:" + axis


def equations(plan: P.Plan) -> list[tuple[tuple[Poly, ...], tuple[Poly, ...]]]:
    """The size equalities validating `plan` asks for, in the order it asks,
    each taken as holding (the plan's other checks run as in `validate`):
    the shape functions of the op table read backwards, for a frontend that
    names a capture's sizes by structure. Each is (dims, dims), the products
    equal; a view's keep every dim, in order. A mesh axis's size is the
    variable `axis_var(axis)` where a relation or a collective's group
    names the axis."""
    out: list[tuple[tuple[Poly, ...], tuple[Poly, ...]]] = []
    _validate(_Ctx(plan, lambda a, b: out.append((a, b))), partial=True)
    return out


def _validate(ctx: _Ctx, partial: bool) -> ValidatedPlan:
    plan = ctx.plan
    if plan.version != SCHEMA_VERSION:
        raise InvalidPlan(f"schema version {plan.version} is not supported (expected {SCHEMA_VERSION})",
                          _loc(field="version"))
    _check_provenance(plan)
    ctx.mesh = _check_mesh(plan)
    _check_symbols(ctx)
    ctx.groups = _check_groups(ctx)
    perms = _check_permutations(ctx)
    sm = _check_graph(ctx, plan.sm, "sm", None)
    programs, rank_program = _check_programs(ctx)
    _check_collective_matching(ctx, programs)
    _check_bindings(ctx, sm, programs)
    _check_observables(ctx, sm, programs)
    if ctx.equate is not None:
        # a gradient has its input's shape (derive_specification checks it at the instantiation)
        for out in plan.outputs:
            g, x = sm.tensors.get(out.tensor), sm.tensors.get(out.of)
            if out.kind == P.OUTPUT_GRADIENT and g is not None and x is not None and len(g.shape) == len(x.shape):
                for a, b in zip(g.shape, x.shape):
                    ctx.eq(a, b)
    spec = derive_specification(plan, sm, programs, partial)
    _check_contracts(ctx, sm)
    _check_annotations(ctx, sm, programs)
    _check_usage(ctx, sm, programs)
    return ValidatedPlan(plan, ctx.mesh, dict(ctx.groups), ctx.table, dict(ctx.inst), sm,
                         tuple(programs), tuple(rank_program), perms, spec)


def _check_provenance(plan: P.Plan) -> None:
    if not plan.provenance:
        raise InvalidPlan("plan has no provenance (content hashes of its source artifacts)",
                          _loc(field="provenance"))
    for i, p in enumerate(plan.provenance):
        if not p.artifact:
            raise InvalidPlan("provenance entry names no artifact", _loc(field=f"provenance[{i}].artifact"))
        if not SHA256_RE.match(p.sha256):
            raise InvalidPlan(f"provenance hash for {p.artifact!r} is missing or not 64 lowercase hex digits",
                              _loc(field=f"provenance[{i}].sha256"))


def _check_mesh(plan: P.Plan) -> Mesh:
    if not plan.mesh.axes:
        raise InvalidPlan("mesh has no axes", _loc(field="mesh.axes"))
    names, sizes = [], []
    world = 1
    for i, a in enumerate(plan.mesh.axes):
        loc = _loc(field=f"mesh.axes[{i}]")
        _check_name(a.name, "mesh axis", loc)
        if a.name in names:
            raise InvalidPlan(f"duplicate mesh axis {a.name!r}", loc)
        if a.size < 1:
            raise InvalidPlan(f"mesh axis {a.name!r} has size {a.size}", loc)
        names.append(a.name)
        sizes.append(a.size)
        world *= a.size
    if world > MAX_WORLD:
        raise ResourceLimit(f"mesh has {world} ranks (limit {MAX_WORLD})", _loc(field="mesh"))
    return Mesh(tuple(names), tuple(sizes))


def _check_symbols(ctx: _Ctx) -> None:
    plan = ctx.plan
    names, mins = [], {}
    for i, s in enumerate(plan.symbols):
        loc = _loc(field=f"symbols[{i}]")
        _check_name(s.name, "symbol", loc)
        if s.name in mins:
            raise InvalidPlan(f"duplicate symbol {s.name!r}", loc)
        if s.min < 0:
            raise InvalidPlan(f"symbol {s.name!r} has negative minimum {s.min}", loc)
        names.append(s.name)
        mins[s.name] = s.min if s.min else DEFAULT_MIN
    scope = Scope(frozenset(names), ctx.mesh.axis_sizes(), False)
    cons = []
    for i, c in enumerate(plan.constraints):
        loc = _loc(field=f"constraints[{i}]")
        if c.cmp == P.CMP_UNSPECIFIED:
            raise InvalidPlan("constraint without comparison", loc)
        lhs = expr_to_poly(c.lhs, scope, dataclasses.replace(loc, field=loc.field + ".lhs"))
        rhs = expr_to_poly(c.rhs, scope, dataclasses.replace(loc, field=loc.field + ".rhs"))
        cmp = P.Cmp.Name(c.cmp)[len("CMP_"):]
        cons.append(LinearConstraint(lhs - rhs, cmp, c.name or f"constraints[{i}]", i))
    ctx.table = build_symbol_table(names, mins, cons)
    recorded = {s.name: s.recorded for s in plan.symbols if s.HasField("recorded")}
    # `equations` reads the plan at the sizes it was captured at; validation
    # checks the smallest sizes the evaluator will run
    ctx.inst = recorded if ctx.equate is not None and len(recorded) == len(names) \
        else smallest_instantiation(ctx.table)
    if recorded and len(recorded) == len(names):
        env = {sym(k): v for k, v in recorded.items()}
        for c in cons:
            if not c.holds(env):
                raise InvalidPlan(f"recorded symbol values violate constraint {c.name}",
                                  _loc(field=f"constraints[{c.index}]"))


def _check_groups(ctx: _Ctx) -> dict[str, Group]:
    mesh = ctx.mesh
    out: dict[str, Group] = {}
    for i, g in enumerate(ctx.plan.groups):
        loc = _loc(field=f"groups[{i}]")
        _check_name(g.name, "group", loc)
        if g.name in out:
            raise InvalidPlan(f"duplicate group {g.name!r}", loc)
        for a in g.axes:
            if a not in mesh.axes:
                raise InvalidPlan(f"group {g.name!r} uses unknown mesh axis {a!r}", loc)
        if len(set(g.axes)) != len(g.axes):
            raise InvalidPlan(f"group {g.name!r} repeats a mesh axis", loc)
        explicit = [tuple(sg.ranks) for sg in g.subgroups]
        for j, sg in enumerate(explicit):
            sloc = _loc(field=f"groups[{i}].subgroups[{j}]")
            if not sg:
                raise InvalidPlan(f"group {g.name!r} has an empty subgroup", sloc)
            for r in sg:
                if r >= mesh.world:
                    raise InvalidPlan(f"group {g.name!r} names rank {r}, but the mesh has {mesh.world} ranks",
                                      dataclasses.replace(sloc, rank=r))
        if not g.axes and not explicit:
            raise InvalidPlan(f"group {g.name!r} has neither axes nor rank lists", loc)
        if explicit:
            seen: dict[int, int] = {}
            for j, sg in enumerate(explicit):
                for r in sg:
                    if r in seen:
                        raise AmbiguousAuthority(
                            f"group {g.name!r}: rank {r} is in subgroups {seen[r]} and {j} (groups must partition the mesh)",
                            _loc(field=f"groups[{i}].subgroups[{j}]", rank=r))
                    seen[r] = j
            missing = [r for r in range(mesh.world) if r not in seen]
            if missing:
                raise AmbiguousAuthority(
                    f"group {g.name!r} does not cover ranks {missing[:8]} (groups must partition the mesh)",
                    _loc(field=f"groups[{i}].subgroups", rank=missing[0]))
        if g.axes:
            expanded = mesh.subgroups(list(g.axes))
            if explicit and tuple(explicit) != expanded:
                raise AmbiguousAuthority(
                    f"group {g.name!r}: rank lists {explicit} contradict axes {list(g.axes)} "
                    f"which expand to {list(expanded)}", _loc(field=f"groups[{i}].subgroups"))
            out[g.name] = Group.make(g.name, expanded, g.axes)
        else:
            out[g.name] = Group.make(g.name, explicit)
    return out


def _check_permutations(ctx: _Ctx) -> dict[str, P.Permutation]:
    out = {}
    for i, p in enumerate(ctx.plan.permutations):
        loc = _loc(field=f"permutations[{i}]")
        _check_name(p.name, "permutation", loc)
        if p.name in out:
            raise InvalidPlan(f"duplicate permutation {p.name!r}", loc)
        if p.kind == P.PERM_UNSPECIFIED:
            raise InvalidPlan(f"permutation {p.name!r} has no kind", loc)
        if p.kind == P.PERM_ZIGZAG and p.parts < 1:
            raise InvalidPlan(f"zigzag permutation {p.name!r} needs parts >= 1", loc)
        if p.kind == P.PERM_EXPLICIT and sorted(p.indices) != list(range(len(p.indices))):
            raise InvalidPlan(f"permutation {p.name!r} is not a permutation of 0..{len(p.indices) - 1}", loc)
        if p.kind == P.PERM_TENSOR and not p.tensor:
            raise InvalidPlan(f"permutation {p.name!r} names no tensor", loc)
        out[p.name] = p
    return out


# ------------------------------------------------------------------ graphs

def _check_graph(ctx: _Ctx, graph: P.Graph, label: str, ranks: Optional[Sequence[int]]) -> GraphInfo:
    is_pm = ranks is not None
    tensors: dict[str, TensorInfo] = {}
    for i, t in enumerate(graph.tensors):
        loc = _loc(graph=label, tensor=t.name or None, field=f"tensors[{i}]")
        _check_name(t.name, "tensor", loc)
        if t.name in tensors:
            raise InvalidPlan(f"duplicate tensor {t.name!r}", loc)
        if t.kind == P.VALUE_UNSPECIFIED:
            raise InvalidPlan(f"tensor {t.name!r} has no value kind", loc)
        if t.dtype != P.DTYPE_UNSPECIFIED and DTYPE_KIND[t.dtype] != t.kind:
            raise InvalidPlan(f"tensor {t.name!r}: dtype {P.DType.Name(t.dtype)} does not fit kind "
                              f"{P.ValueKind.Name(t.kind)}", loc)
        if t.role == P.ROLE_UNSPECIFIED:
            raise InvalidPlan(f"tensor {t.name!r} has no role", loc)
        if not is_pm and (t.sm_tensor or t.HasField("relation")):
            raise InvalidPlan(f"SM tensor {t.name!r} carries a PM relation annotation", loc)
        shape, dims = [], []
        for j, e in enumerate(t.shape):
            p = ctx.poly(e, loc, field=f"tensors[{i}].shape[{j}]")
            v = p.evaluate(ctx.env)
            if v < 1:
                raise InvalidPlan(f"tensor {t.name!r} dim {j} = {p} is {v} (< 1) at the smallest sizes",
                                  dataclasses.replace(loc, field=f"tensors[{i}].shape[{j}]"))
            shape.append(p)
            dims.append(v)
        tensors[t.name] = TensorInfo(t.name, t.kind, tuple(shape), tuple(dims), t.role, t)

    producer: dict[str, int] = {}
    node_index: dict[str, int] = {}
    for ni, n in enumerate(graph.nodes):
        loc = _loc(graph=label, node=n.name or None, field=f"nodes[{ni}]")
        _check_name(n.name, "node", loc)
        if n.name in node_index:
            raise InvalidPlan(f"duplicate node {n.name!r}", loc)
        node_index[n.name] = ni
        _check_node_header(ctx, n, loc, is_pm)
        for j, t in enumerate(n.inputs):
            if t not in tensors:
                raise InvalidPlan(f"node {n.name!r} reads undeclared tensor {t!r}",
                                  dataclasses.replace(loc, tensor=t, field=f"nodes[{ni}].inputs[{j}]"))
        for j, t in enumerate(n.outputs):
            if t not in tensors:
                msg = f"node {n.name!r} writes undeclared tensor {t!r}"
            elif t in producer:
                msg = f"tensor {t!r} has two producers: {graph.nodes[producer[t]].name!r} and {n.name!r}"
            elif tensors[t].role != P.ROLE_ACTIVATION:
                msg = f"graph input {t!r} is written by node {n.name!r}"
            else:
                producer[t] = ni
                continue
            raise InvalidPlan(msg, dataclasses.replace(loc, tensor=t, field=f"nodes[{ni}].outputs[{j}]"))
    for t, info in tensors.items():
        if info.role == P.ROLE_ACTIVATION and t not in producer:
            raise InvalidPlan(f"tensor {t!r} is not a graph input and has no producer (dangling)",
                              _loc(graph=label, tensor=t))
    order = _topological_order(graph, producer, label)
    for ni in order:
        n = graph.nodes[ni]
        loc = _loc(graph=label, node=n.name, field=f"nodes[{ni}]")
        _check_node_kinds(n, tensors, loc)
        _check_node_shapes(ctx, n, tensors, loc, ranks)
    return GraphInfo(label, graph, tensors, producer, tuple(order), node_index)


def _check_node_header(ctx: _Ctx, n: P.Node, loc: Location, is_pm: bool) -> None:
    if n.op == P.OP_UNSPECIFIED:
        raise InvalidPlan(f"node {n.name!r} has no op", loc)
    sig = opsig.signature(n.op)
    if sig is None:  # an enum member without a signature would be a bug here
        raise UnsupportedOperator(f"op {P.OpKind.Name(n.op)} has no denotation", loc)
    if n.op == P.OP_CUSTOM:
        raise UnsupportedOperator(
            f"node {n.name!r} is the unmapped operator {n.custom.name or '<unnamed>'!r}", loc)
    case = n.WhichOneof("attrs")
    if case != sig.attrs:
        if sig.attrs is None:
            raise InvalidPlan(f"op {sig.name} takes no attributes, got {case}", dataclasses.replace(loc, field=f"{loc.field}.{case}"))
        raise InvalidPlan(f"op {sig.name} needs {sig.attrs} attributes, got {case}", dataclasses.replace(loc, field=f"{loc.field}.attrs"))
    if not is_pm:
        if sig.group == "collective":
            raise InvalidPlan(f"collective {sig.name} in the SM graph", loc)
        if n.realizes or n.helper or n.HasField("microbatch"):
            raise InvalidPlan(f"SM node {n.name!r} carries PM-only fields", loc)
        return
    if sig.group == "collective":
        if n.realizes or n.helper:
            raise InvalidPlan(f"collective {n.name!r} must not claim realizes/helper", loc)
        if n.collective.group not in ctx.groups:
            raise InvalidPlan(f"collective {n.name!r} uses unknown group {n.collective.group!r}",
                              dataclasses.replace(loc, field=f"{loc.field}.collective.group"))
        return
    if n.realizes and n.helper:
        raise InvalidPlan(f"node {n.name!r} both realizes an SM node and claims to be a helper", loc)
    if not n.realizes and not n.helper:
        raise InvalidPlan(f"PM node {n.name!r} names no SM node it realizes and is no helper", loc)
    if n.realizes:
        sm_nodes = ctx.sm_nodes
        if n.realizes not in sm_nodes:
            raise InvalidPlan(f"node {n.name!r} realizes unknown SM node {n.realizes!r}",
                              dataclasses.replace(loc, field=f"{loc.field}.realizes"))
        if sm_nodes[n.realizes].op != n.op:
            raise AmbiguousAuthority(
                f"node {n.name!r} ({opsig.op_name(n.op)}) claims to realize SM node {n.realizes!r} "
                f"({opsig.op_name(sm_nodes[n.realizes].op)})", loc)
    if n.helper == P.HELPER_LAYOUT and sig.group != "layout":
        raise InvalidPlan(f"layout helper {n.name!r} is a {sig.name}", loc)
    if n.helper == P.HELPER_ACCUMULATE and n.op not in opsig.ACCUMULATE_OPS:
        raise InvalidPlan(f"accumulation helper {n.name!r} is a {sig.name}", loc)


def _topological_order(graph: P.Graph, producer: Mapping[str, int], label: str) -> list[int]:
    n = len(graph.nodes)
    deps = [sorted({producer[t] for t in node.inputs if t in producer}) for node in graph.nodes]
    users: list[list[int]] = [[] for _ in range(n)]
    indeg = [len(d) for d in deps]
    for i, d in enumerate(deps):
        for j in d:
            users[j].append(i)
    import heapq
    ready = [i for i in range(n) if indeg[i] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        i = heapq.heappop(ready)
        order.append(i)
        for u in users[i]:
            indeg[u] -= 1
            if indeg[u] == 0:
                heapq.heappush(ready, u)
    if len(order) < n:
        cycle = _find_cycle(deps, set(range(n)) - set(order))
        names = [graph.nodes[i].name for i in cycle]
        raise InvalidPlan(f"cycle through nodes {' -> '.join(names + names[:1])}",
                          _loc(graph=label, node=names[0]))
    return order


def _find_cycle(deps: list[list[int]], remaining: set[int]) -> list[int]:
    # Every remaining node has a remaining predecessor; walk back until a
    # node repeats, starting from the lowest index for determinism.
    start = min(remaining)
    path, seen = [], {}
    cur = start
    while cur not in seen:
        seen[cur] = len(path)
        path.append(cur)
        cur = min(d for d in deps[cur] if d in remaining)
    cyc = list(reversed(path[seen[cur]:]))
    k = cyc.index(min(cyc))
    return cyc[k:] + cyc[:k]


def _check_node_kinds(n: P.Node, tensors: Mapping[str, TensorInfo], loc: Location) -> None:
    sig = opsig.signature(n.op)
    ins, outs = list(sig.inputs), list(sig.outputs)
    if n.op == P.OP_ALL_TO_ALL and n.collective.data_dependent:
        ins, outs = ["X", "I"], ["X", "I"]
    bound: dict[str, int] = {}

    def match(spec: list[str], names: Sequence[str], what: str) -> None:
        variadic = bool(spec) and spec[-1].endswith("*")
        if variadic:
            base = spec[:-1] + [spec[-1][0]]
            if len(names) < len(base):
                raise InvalidPlan(f"{sig.name} needs at least {len(base)} {what}, got {len(names)}", loc)
            spec = base[:-1] + [base[-1]] * (len(names) - len(base) + 1)
        elif len(names) != len(spec):
            raise InvalidPlan(f"{sig.name} takes {len(spec)} {what}, got {len(names)}", loc)
        for j, (want, t) in enumerate(zip(spec, names)):
            got = KIND_LETTER[tensors[t].kind]
            if want == "X":
                if got == "M" and sig.group != "layout" and sig.group != "collective":
                    raise InvalidPlan(f"{sig.name} {what[:-1]} {j} ({t!r}) must be ring or index", dataclasses.replace(loc, tensor=t))
                want = bound.setdefault("X", got)
            if got != want:
                raise InvalidPlan(f"{sig.name} {what[:-1]} {j} ({t!r}) must be "
                                  f"{ {'R': 'ring', 'I': 'index', 'M': 'mask'}[want]}-valued",
                                  dataclasses.replace(loc, tensor=t))

    match(ins, list(n.inputs), "inputs")
    match(outs, list(n.outputs), "outputs")


# ------------------------------------------------------------------ shapes

class _Shapes:
    def __init__(self, ctx: _Ctx, n: P.Node, tensors, loc: Location, ranks):
        self.ctx, self.n, self.tensors, self.loc, self.ranks = ctx, n, tensors, loc, ranks

    def s(self, name: str) -> tuple[Poly, ...]:
        return self.tensors[name].shape

    def d(self, name: str) -> tuple[int, ...]:
        return self.tensors[name].dims

    def fail(self, msg: str, tensor: Optional[str] = None, field: Optional[str] = None) -> None:
        loc = self.loc
        if tensor:
            loc = dataclasses.replace(loc, tensor=tensor)
        if field:
            loc = dataclasses.replace(loc, field=f"{loc.field}.{field}")
        raise InvalidPlan(f"node {self.n.name!r} ({opsig.op_name(self.n.op)}): {msg}", loc)

    def same(self, a: Sequence[Poly], b: Sequence[Poly]) -> bool:
        return len(a) == len(b) and all(self.ctx.eq(x, y) for x, y in zip(a, b))

    def expect(self, out: str, shape: Sequence[Poly]) -> None:
        if not self.same(self.s(out), shape):
            self.fail(f"output {out!r} has shape {_fmt(self.s(out))}, expected {_fmt(shape)} "
                      "(not provably equal under the constraints)", tensor=out)

    def need(self, cond: bool, msg: str, tensor: Optional[str] = None, field: Optional[str] = None) -> None:
        if not cond:
            self.fail(msg, tensor, field)

    def axis(self, dim: int, rank: int, field: str) -> int:
        self.need(0 <= dim < rank, f"dim {dim} out of range for rank {rank}", field=field)
        return dim

    def group_size(self) -> int:
        g = self.ctx.groups[self.n.collective.group]
        sizes = {len(m) for m in g.subgroups}
        self.need(len(sizes) == 1, f"group {g.name!r} has subgroups of different sizes {sorted(sizes)}")
        return sizes.pop()

    def per_rank(self, expr, field: str, lo: int, hi: Optional[int], what: str) -> None:
        """Checks lo <= value (< hi or <= hi per caller) for every rank that runs the node."""
        p = self.ctx.poly(expr, self.loc, coords=self.ranks is not None, field=f"{self.loc.field}.{field}")
        pairs = (self.ctx.values_over_ranks(p, self.ranks) if self.ranks is not None
                 else [(None, p.evaluate(self.ctx.env))])
        for r, v in pairs:
            if v < lo or (hi is not None and v > hi):
                loc = dataclasses.replace(self.loc, field=f"{self.loc.field}.{field}", rank=r)
                raise InvalidPlan(f"node {self.n.name!r}: {what} = {v} is outside [{lo}, {hi}]"
                                  + (f" on rank {r}" if r is not None else ""), loc)


    def scalar(self, sc: P.Scalar, field: str) -> None:
        if sc.HasField("den"):
            self.per_rank_nonzero(sc.den, field + ".den")

    def per_rank_nonzero(self, expr, field: str) -> None:
        p = self.ctx.poly(expr, self.loc, coords=self.ranks is not None, field=f"{self.loc.field}.{field}")
        pairs = (self.ctx.values_over_ranks(p, self.ranks) if self.ranks is not None
                 else [(None, p.evaluate(self.ctx.env))])
        for r, v in pairs:
            if v == 0:
                raise InvalidPlan(f"node {self.n.name!r}: denominator {p} is 0",
                                  dataclasses.replace(self.loc, field=f"{self.loc.field}.{field}", rank=r))


def _fmt(shape: Sequence[Poly]) -> str:
    return "[" + ", ".join(str(p) for p in shape) + "]"


_UNARY = frozenset({P.OP_TO_RING, P.OP_REPLACE_VALUE, P.OP_SOFTMAX, P.OP_LOG_SOFTMAX})
_BINARY = frozenset({P.OP_SOFTMAX_BACKWARD, P.OP_LOG_SOFTMAX_BACKWARD,
                     P.OP_MASKED_FILL, P.OP_COMPARE_LT, P.OP_COMPARE_LE, P.OP_COMPARE_EQ})


def _check_node_shapes(ctx: _Ctx, n: P.Node, tensors, loc: Location, ranks) -> None:
    S = _Shapes(ctx, n, tensors, loc, ranks)
    op, ins, outs = n.op, list(n.inputs), list(n.outputs)
    s = S.s
    one = Poly.const(1)
    if opsig.pointwise(op) is not None:  # every input and the output of one shape
        for t in ins[1:]:
            S.need(S.same(s(ins[0]), s(t)), f"inputs have shapes {_fmt(s(ins[0]))} and {_fmt(s(t))} "
                   "(pointwise ops do not broadcast)", t)
        S.expect(outs[0], s(ins[0]))
    elif op in _UNARY or op in (P.OP_ALL_REDUCE, P.OP_BROADCAST_COLL, P.OP_SHIFT):
        if op in (P.OP_SOFTMAX, P.OP_LOG_SOFTMAX):
            S.need(len(s(ins[0])) >= 1, "needs rank >= 1", ins[0])
        if op == P.OP_REPLACE_VALUE:
            S.per_rank(n.replace_value.old, "replace_value.old", 0, None, "replaced value")
            S.per_rank(n.replace_value.new, "replace_value.new", 0, None, "replacing value")
        S.expect(outs[0], s(ins[0]))
    elif op in _BINARY:
        S.need(S.same(s(ins[0]), s(ins[1])), f"inputs have shapes {_fmt(s(ins[0]))} and {_fmt(s(ins[1]))} "
               "(elementwise ops do not broadcast)", ins[1])
        S.expect(outs[0], s(ins[0]))
    elif op == P.OP_MATMUL:
        a, b = s(ins[0]), s(ins[1])
        S.need(len(a) >= 1 and len(b) == 2, f"needs A[..,k] and B[k,n], got {_fmt(a)} and {_fmt(b)}")
        S.need(ctx.eq(a[-1], b[0]), f"contraction dims differ: {a[-1]} vs {b[0]}", ins[1])
        S.expect(outs[0], a[:-1] + (b[1],))
    elif op == P.OP_BATCHED_MATMUL:
        a, b = s(ins[0]), s(ins[1])
        S.need(len(a) >= 2 and len(a) == len(b), f"needs A[..,m,k], B[..,k,n], got {_fmt(a)} and {_fmt(b)}")
        S.need(S.same(a[:-2], b[:-2]), "batch dims differ", ins[1])
        S.need(ctx.eq(a[-1], b[-2]), f"contraction dims differ: {a[-1]} vs {b[-2]}", ins[1])
        S.expect(outs[0], a[:-1] + (b[-1],))
    elif op == P.OP_RESHAPE and ctx.equate is not None:
        # the element counts, each side's dims in order (which of [B, S] is
        # which when a flattened [B * S] is viewed back)
        ctx.equate(s(ins[0]), s(outs[0]))
    elif op == P.OP_RESHAPE:
        pa, pb = Poly.const(1), Poly.const(1)
        for x in s(ins[0]):
            pa = pa * x
        for x in s(outs[0]):
            pb = pb * x
        S.need(ctx.eq(pa, pb), f"element counts differ: {pa} vs {pb}", outs[0])
    elif op == P.OP_TRANSPOSE:
        perm = list(n.transpose.perm)
        x = s(ins[0])
        S.need(sorted(perm) == list(range(len(x))), f"perm {perm} is not a permutation of rank {len(x)}",
               field="transpose.perm")
        S.expect(outs[0], tuple(x[p] for p in perm))
    elif op == P.OP_SLICE:
        x = s(ins[0])
        d = S.axis(n.slice.dim, len(x), "slice.dim")
        length = ctx.poly(n.slice.length, loc, field=f"{loc.field}.slice.length")
        S.expect(outs[0], x[:d] + (length,) + x[d + 1:])
        S.per_rank(n.slice.start, "slice.start", 0, S.d(ins[0])[d] - length.evaluate(ctx.env), "slice start")
        if ctx.equate is not None:
            # a shard's slice, start coord(a) * length of a dim a's size times the length: that product
            n_len = length.evaluate(ctx.env)
            start = ctx.poly(n.slice.start, loc, coords=True, field=f"{loc.field}.slice.start")
            for a in ctx.mesh.axes:
                if start == Poly.var(coord(a)).scaled(n_len) and S.d(ins[0])[d] == n_len * ctx.mesh.size(a):
                    ctx.equate((x[d],), (Poly.var(axis_var(a)), length))
    elif op in (P.OP_CONCAT, P.OP_SPLIT):
        # the pieces (a concat's inputs, a split's outputs) agree with the whole off dim d
        whole, pieces = (ins[0], ins) if op == P.OP_CONCAT else (ins[0], outs)
        x = s(whole)
        d = S.axis(n.dim.dim, len(x), "dim.dim")
        total = Poly()
        for t in pieces:
            y = s(t)
            S.need(len(y) == len(x) and S.same(y[:d], x[:d]) and S.same(y[d + 1:], x[d + 1:]),
                   f"input {t!r} shape {_fmt(y)} does not concatenate with {_fmt(x)} along {d}"
                   if op == P.OP_CONCAT else f"output {t!r} shape {_fmt(y)} is not a piece of {_fmt(x)} along {d}", t)
            total = total + y[d]
        if ctx.equate is not None:
            # pieces of one size are a chunk (torch.chunk, RoPE's halves): one size
            first = {}
            for t in pieces:
                first.setdefault(S.d(t)[d], s(t)[d])
                ctx.equate((s(t)[d],), (first[S.d(t)[d]],))
        if op == P.OP_CONCAT:
            S.expect(outs[0], x[:d] + (total,) + x[d + 1:])
        else:
            S.need(ctx.eq(total, x[d]), f"pieces sum to {total}, input has {x[d]}")
    elif op == P.OP_BROADCAST:
        x, y = s(ins[0]), s(outs[0])
        dims = list(n.broadcast.dims)
        S.need(len(dims) == len(x) and all(0 <= a < len(y) for a in dims)
               and all(a < b for a, b in zip(dims, dims[1:])),
               f"dims {dims} must map the {len(x)} input dims increasingly into rank {len(y)}",
               field="broadcast.dims")
        for i, a in enumerate(dims):
            S.need(ctx.eq(x[i], y[a]), f"input dim {i} ({x[i]}) != output dim {a} ({y[a]})", outs[0])
    elif op in (P.OP_REDUCE_SUM, P.OP_REDUCE_MEAN):
        x = s(ins[0])
        axes = list(n.reduce.axes)
        S.need(bool(axes) and all(0 <= a < len(x) for a in axes) and axes == sorted(set(axes)),
               f"axes {axes} must be distinct, ascending and < {len(x)}", field="reduce.axes")
        if n.reduce.keepdim:
            S.expect(outs[0], tuple(one if i in axes else x[i] for i in range(len(x))))
        else:
            S.expect(outs[0], tuple(x[i] for i in range(len(x)) if i not in axes))
    elif op == P.OP_CUMSUM:
        S.axis(n.dim.dim, len(s(ins[0])), "dim.dim")
        S.expect(outs[0], s(ins[0]))
    elif op in (P.OP_RMSNORM, P.OP_RMSNORM_BACKWARD):
        x, w = s(ins[0]), s(ins[1])
        S.need(len(x) >= 1 and len(w) == 1 and ctx.eq(w[0], x[-1]),
               f"needs x[..,D] and w[D], got {_fmt(x)} and {_fmt(w)}", ins[1])
        if op == P.OP_RMSNORM_BACKWARD:
            S.need(S.same(s(ins[2]), x), "dy must have x's shape", ins[2])
            S.expect(outs[1], w)
        S.expect(outs[0], x)
    elif op in (P.OP_ROPE, P.OP_ROPE_BACKWARD):
        x, pos = s(ins[0]), s(ins[1])
        d = S.axis(n.rope.seq_dim, len(x) - 1, "rope.seq_dim")
        S.need(len(pos) == 1 and ctx.eq(pos[0], x[d]), f"positions {_fmt(pos)} must be [{x[d]}]", ins[1])
        S.need(S.d(ins[0])[-1] % 2 == 0, "last dim must be even (interleaved pairs)", ins[0])
        S.expect(outs[0], x)
    elif op in (P.OP_SDPA, P.OP_SDPA_BACKWARD):
        q, k, v, m = (s(t) for t in ins[:4])
        r = len(q)
        S.need(r >= 2 and len(k) == r and len(v) == r, "q, k, v must have equal rank >= 2")
        S.need(S.same(q[:-3], k[:-3]) and S.same(k[:-1], v[:-1]) and ctx.eq(q[-1], k[-1]),
               f"q {_fmt(q)}, k {_fmt(k)}, v {_fmt(v)} do not fit attention")
        if r >= 3:
            hq, hk = S.d(ins[0])[-3], S.d(ins[1])[-3]
            S.need(hq % hk == 0, f"query heads {q[-3]} not a multiple of kv heads {k[-3]}")
            if ctx.equate is not None:   # the group size is a literal of the model (GQA's repeat)
                ctx.equate((q[-3],), (Poly.const(hq // hk), k[-3]))
        S.need(len(m) == 2 and ctx.eq(m[0], q[-2]) and ctx.eq(m[1], k[-2]),
               f"mask {_fmt(m)} must be [{q[-2]}, {k[-2]}]", ins[3])
        out = q[:-1] + (v[-1],)
        if op == P.OP_SDPA:
            S.expect(outs[0], out)
        else:
            S.need(S.same(s(ins[4]), out), f"dout must be {_fmt(out)}", ins[4])
            S.expect(outs[0], q)
            S.expect(outs[1], k)
            S.expect(outs[2], v)
    elif op in (P.OP_CAUSAL_MASK, P.OP_SLIDING_WINDOW_MASK):
        a, b = s(ins[0]), s(ins[1])
        S.need(len(a) == 1 and len(b) == 1, "positions must be 1-D")
        S.expect(outs[0], (a[0], b[0]))
        if op == P.OP_SLIDING_WINDOW_MASK:
            S.per_rank(n.window.window, "window.window", 1, None, "window")
    elif op == P.OP_ARANGE:
        S.need(len(s(outs[0])) == 1, "output must be 1-D", outs[0])
        S.per_rank(n.arange.start, "arange.start", 0, None, "arange start")
    elif op in (P.OP_EMBEDDING, P.OP_EMBEDDING_BACKWARD):
        S.per_rank(n.embedding.offset, "embedding.offset", 0, None, "vocab offset")
        if op == P.OP_EMBEDDING:
            w, ids = s(ins[0]), s(ins[1])
            S.need(len(w) == 2, f"weight must be [V, d], got {_fmt(w)}", ins[0])
            S.expect(outs[0], ids + (w[1],))
        else:
            dy, ids = s(ins[0]), s(ins[1])
            S.need(len(dy) >= 1 and S.same(dy[:-1], ids), f"dy {_fmt(dy)} must be ids {_fmt(ids)} + [d]")
            out = s(outs[0])
            S.need(len(out) == 2 and ctx.eq(out[1], dy[-1]), f"dW must be [V, {dy[-1]}]", outs[0])
    elif op in (P.OP_CROSS_ENTROPY, P.OP_CROSS_ENTROPY_BACKWARD):
        x, lab = s(ins[0]), s(ins[1])
        S.need(len(x) >= 1 and S.same(lab, x[:-1]), f"labels {_fmt(lab)} must be {_fmt(x[:-1])}", ins[1])
        if op == P.OP_CROSS_ENTROPY:
            S.expect(outs[0], x[:-1])
        else:
            S.need(S.same(s(ins[2]), x[:-1]), f"dloss must be {_fmt(x[:-1])}", ins[2])
            S.expect(outs[0], x)
    elif op == P.OP_TOPK:
        x = s(ins[0])
        S.need(len(x) >= 1, "scores must have rank >= 1")
        kp = ctx.poly(n.topk.k, loc, field=f"{loc.field}.topk.k")
        S.per_rank(n.topk.k, "topk.k", 1, S.d(ins[0])[-1], "k")
        S.expect(outs[0], x[:-1] + (kp,))
    elif op == P.OP_SORT:
        S.need(len(s(ins[0])) >= 1, "needs rank >= 1")
        S.expect(outs[0], s(ins[0]))
        S.expect(outs[1], s(ins[0]))
    elif op == P.OP_GATHER:
        x, idx = s(ins[0]), s(ins[1])
        d = S.axis(n.dim.dim, len(x), "dim.dim")
        S.need(len(idx) == len(x) and S.same(idx[:d], x[:d]) and S.same(idx[d + 1:], x[d + 1:]),
               f"index {_fmt(idx)} must match {_fmt(x)} except along {d}", ins[1])
        S.expect(outs[0], idx)
    elif op == P.OP_SCATTER_ADD:
        idx, src, out = s(ins[0]), s(ins[1]), s(outs[0])
        S.need(S.same(idx, src), "index and source shapes differ", ins[1])
        d = S.axis(n.dim.dim, len(src), "dim.dim")
        S.need(len(out) == len(src) and S.same(out[:d], src[:d]) and S.same(out[d + 1:], src[d + 1:]),
               f"output {_fmt(out)} must match {_fmt(src)} except along {d}", outs[0])
    elif op == P.OP_INDEX_PUT:
        x, idx, vals = s(ins[0]), s(ins[1]), s(ins[2])
        S.need(len(x) >= 1 and len(idx) == 1 and len(vals) == len(x) and ctx.eq(vals[0], idx[0])
               and S.same(vals[1:], x[1:]), "needs x[n,..], idx[m], vals[m,..]")
        S.expect(outs[0], x)
    elif op in (P.OP_ALL_GATHER, P.OP_REDUCE_SCATTER, P.OP_ALL_TO_ALL, P.OP_SEND, P.OP_RECV, P.OP_HALO_REDUCE):
        _check_collective_shapes(S, n)
    else:  # pragma: no cover - every OpSig has a branch
        raise UnsupportedOperator(f"no shape rule for {opsig.op_name(op)}", loc)
    if opsig.is_collective(op):
        _check_collective_fields(S, n)
    for case, field in (("scale", "factor"), ("add_const", "value"), ("rmsnorm", "eps"), ("sdpa", "scale"), ("masked_fill", "value")):
        if n.WhichOneof("attrs") == case:
            S.scalar(getattr(getattr(n, case), field), f"{case}.{field}")
    if n.helper == P.HELPER_INDEX and any(tensors[t].kind == P.VALUE_RING for t in outs):
        S.fail("an index helper must produce index or mask tensors")


def _check_collective_shapes(S: _Shapes, n: P.Node) -> None:
    c = n.collective
    g = S.ctx.groups[n.collective.group]
    size = S.ctx.axes_size(g.axes) if g.axes else Poly.const(S.group_size())
    ins, outs = list(n.inputs), list(n.outputs)
    if n.op in (P.OP_ALL_GATHER, P.OP_REDUCE_SCATTER):
        S.need(c.HasField("dim"), "needs collective.dim", field="collective.dim")
        x = S.s(ins[0])
        d = S.axis(c.dim, len(x), "collective.dim")
        if n.op == P.OP_ALL_GATHER:
            S.expect(outs[0], x[:d] + (x[d] * size,) + x[d + 1:])
        else:
            y = S.s(outs[0])
            S.need(len(y) == len(x) and S.same(y[:d], x[:d]) and S.same(y[d + 1:], x[d + 1:])
                   and S.ctx.eq(y[d] * size, x[d]),
                   f"output {_fmt(y)} is not 1/{size} of {_fmt(x)} along {d}", outs[0])
    elif n.op == P.OP_HALO_REDUCE:
        # h + c rows in, the c own rows out; the halo lies within one member's rows (h <= c)
        S.need(c.HasField("dim") and c.HasField("halo"), "needs collective.dim and collective.halo",
               field="collective.halo")
        x = S.s(ins[0])
        d = S.axis(c.dim, len(x), "collective.dim")
        h = S.ctx.poly(c.halo, S.loc, field=f"{S.loc.field}.collective.halo")
        S.expect(outs[0], x[:d] + (x[d] - h,) + x[d + 1:])
        hv = h.evaluate(S.ctx.env)
        S.need(0 <= hv <= S.d(outs[0])[d], f"halo {h} = {hv} must lie in [0, {S.d(outs[0])[d]}] "
               "(the rows of one member)", field="collective.halo")
    elif n.op == P.OP_ALL_TO_ALL:
        S.need(c.HasField("split_dim") and c.HasField("concat_dim"), "needs split_dim and concat_dim")
        x = S.s(ins[0])
        sd = S.axis(c.split_dim, len(x), "collective.split_dim")
        cd = S.axis(c.concat_dim, len(x), "collective.concat_dim")
        if c.data_dependent:
            S.need(sd == 0 and cd == 0, "data-dependent all_to_all needs split_dim = concat_dim = 0")
            S.need(len(S.s(ins[1])) == 1 and S.d(ins[1])[0] == S.group_size(), "counts must be [P]", ins[1])
            y = S.s(outs[0])
            S.need(len(y) == len(x) and S.same(y[1:], x[1:]), f"output {_fmt(y)} must be [cap_out] + {_fmt(x[1:])}", outs[0])
            S.expect(outs[1], S.s(ins[1]))
        else:
            y = list(x)
            if sd != cd:
                y[cd] = x[cd] * size
            S.need(S.d(ins[0])[sd] % S.group_size() == 0, f"split dim {x[sd]} not divisible by {size}", ins[0])
            got = S.s(outs[0])
            ok = len(got) == len(x) and all(
                S.ctx.eq(got[i] * size, x[i]) if (i == sd and sd != cd) else S.ctx.eq(got[i], y[i])
                for i in range(len(x)))
            S.need(ok, f"output {_fmt(got)} does not fit all_to_all of {_fmt(x)}", outs[0])


def _check_collective_fields(S: _Shapes, n: P.Node) -> None:
    c = n.collective
    allowed = {
        P.OP_ALL_REDUCE: {"scale"},
        P.OP_ALL_GATHER: {"dim"},
        P.OP_REDUCE_SCATTER: {"dim", "scale"},
        P.OP_ALL_TO_ALL: {"split_dim", "concat_dim", "data_dependent"},
        P.OP_SEND: {"peer"},
        P.OP_RECV: {"peer"},
        P.OP_BROADCAST_COLL: {"root"},
        P.OP_SHIFT: {"offset", "open", "fill"},
        P.OP_HALO_REDUCE: {"dim", "halo"},
    }[n.op]
    for f, _ in c.ListFields():
        if f.name not in allowed | {"group", "seq"}:
            S.fail(f"collective field {f.name!r} does not apply to {opsig.op_name(n.op)}",
                   field=f"collective.{f.name}")
    size = S.group_size()
    if n.op in (P.OP_SEND, P.OP_RECV):
        S.need(c.HasField("peer"), "needs collective.peer", field="collective.peer")
        S.per_rank(c.peer, "collective.peer", 0, size - 1, "peer")
    if n.op == P.OP_SHIFT:
        # a constant offset (every member shifts by the same amount: a permutation of the group)
        S.need(c.HasField("offset"), "needs collective.offset", field="collective.offset")
        if c.open:
            # open (non-cyclic): members j < offset receive the fill, a value no coordinate changes
            S.need(c.offset >= 1, "an open shift needs offset >= 1", field="collective.offset")
            S.need(c.HasField("fill"), "an open shift needs collective.fill", field="collective.fill")
            S.ctx.poly(c.fill, S.loc, coords=False, field=f"{S.loc.field}.collective.fill")
            S.per_rank(c.fill, "collective.fill", 0, None, "shift fill")
        else:
            S.need(not c.HasField("fill"), "collective.fill needs an open shift", field="collective.fill")
    if n.op == P.OP_BROADCAST_COLL:
        S.need(c.HasField("root") and c.root < size, f"root must be a member index < {size}",
               field="collective.root")
    if c.HasField("scale"):
        S.scalar(c.scale, "collective.scale")


# ------------------------------------------------------------------ programs

def _check_programs(ctx: _Ctx) -> tuple[list[ProgramInfo], list[int]]:
    plan, mesh = ctx.plan, ctx.mesh
    if not plan.programs:
        raise InvalidPlan("plan has no PM program", _loc(field="programs"))
    owner: list[Optional[int]] = [None] * mesh.world
    selections = []
    names = set()
    for pi, prog in enumerate(plan.programs):
        loc = _loc(field=f"programs[{pi}]")
        name = prog.name or f"program{pi}"
        _check_name(name, "program", loc)
        if name in names:
            raise InvalidPlan(f"duplicate program {name!r}", loc)
        names.add(name)
        for r in prog.ranks:
            if r >= mesh.world:
                raise InvalidPlan(f"program {name!r} names rank {r}, but the mesh has {mesh.world} ranks",
                                  dataclasses.replace(loc, rank=r))
        for w in prog.where:
            if w.axis not in mesh.axes:
                raise InvalidPlan(f"program {name!r} selects on unknown axis {w.axis!r}", loc)
            if w.value >= mesh.size(w.axis):
                raise InvalidPlan(f"program {name!r} selects {w.axis} = {w.value} (size {mesh.size(w.axis)})", loc)
        if prog.ranks and prog.where:
            raise InvalidPlan(f"program {name!r} uses both ranks and where", loc)
        if prog.ranks:
            ranks = sorted(set(prog.ranks))
            if len(ranks) != len(prog.ranks):
                raise InvalidPlan(f"program {name!r} lists a rank twice", loc)
        else:
            ranks = [r for r in range(mesh.world)
                     if all(mesh.coords(r)[w.axis] == w.value for w in prog.where)]
        for r in ranks:
            if owner[r] is not None:
                raise AmbiguousAuthority(f"rank {r} runs two programs: {selections[owner[r]][0]!r} and {name!r}",
                                         _loc(field=f"programs[{pi}]", rank=r))
            owner[r] = pi
        selections.append((name, ranks))
    for r, o in enumerate(owner):
        if o is None:
            raise AmbiguousAuthority(f"rank {r} runs no program", _loc(field="programs", rank=r))
    programs = []
    for pi, (prog, (name, ranks)) in enumerate(zip(plan.programs, selections)):
        if not ranks:
            raise InvalidPlan(f"program {name!r} selects no rank", _loc(field=f"programs[{pi}]"))
        g = _check_graph(ctx, prog.graph, f"pm:{name}", ranks)
        _check_seq_unique(g)
        programs.append(ProgramInfo(name, tuple(ranks), g))
    return programs, [o for o in owner]


def _check_seq_unique(g: GraphInfo) -> None:
    seen: dict[tuple[str, int], dict[str, str]] = {}  # (group, seq) -> role -> node
    for ni in g.order:
        n = g.graph.nodes[ni]
        if opsig.is_collective(n.op):
            # a rank may both send and receive under one (group, seq): that is
            # how a p2p exchange is matched; anything else must be unique
            role = {P.OP_SEND: "send", P.OP_RECV: "recv"}.get(n.op, "collective")
            roles = seen.setdefault((n.collective.group, n.collective.seq), {})
            clash = roles.get(role) or (next(iter(roles.values()), None) if role == "collective"
                                        else roles.get("collective"))
            if clash is not None:
                raise InvalidPlan(f"collectives {clash!r} and {n.name!r} share group {n.collective.group!r} "
                                  f"seq {n.collective.seq}", _loc(graph=g.label, node=n.name, field="collective.seq"))
            roles[role] = n.name


def _check_collective_matching(ctx: _Ctx, programs: Sequence[ProgramInfo]) -> None:
    """Every member of a subgroup issues each (group, seq) with the same op
    and shapes; sends and receives pair up."""
    issued: dict[tuple[str, int], list[tuple[ProgramInfo, P.Node]]] = {}
    for prog in programs:
        for ni in prog.graph.order:
            n = prog.graph.graph.nodes[ni]
            if opsig.is_collective(n.op):
                issued.setdefault((n.collective.group, n.collective.seq), []).append((prog, n))
    whole: set[tuple[str, frozenset[str]]] = set()
    for (gname, seq), entries in sorted(issued.items()):
        group = ctx.groups[gname]
        first_prog, first = entries[0]
        sig0 = _collective_signature(ctx, first_prog, first)
        for prog, n in entries[1:]:
            if _collective_signature(ctx, prog, n) != sig0:
                raise AmbiguousAuthority(
                    f"group {gname!r} seq {seq}: {first.name!r} in {first_prog.name!r} and {n.name!r} in "
                    f"{prog.name!r} disagree on op, attributes or shapes",
                    _loc(graph=prog.graph.label, node=n.name))
        if first.op in (P.OP_SEND, P.OP_RECV):
            _check_p2p(ctx, group, seq, entries)
            continue
        # whether whole subgroups issue it depends only on which programs do
        issuers = (gname, frozenset(prog.name for prog, _ in entries))
        if issuers in whole:
            continue
        whole.add(issuers)
        ranks = {r for prog, _ in entries for r in prog.ranks}
        for members in group.subgroups:
            present = [r for r in members if r in ranks]
            if present and len(present) != len(members):
                absent = [r for r in members if r not in ranks]
                raise AmbiguousAuthority(
                    f"collective {first.name!r} (group {gname!r}, seq {seq}) is issued by ranks {present} "
                    f"but not by {absent} of the same subgroup",
                    _loc(graph=first_prog.graph.label, node=first.name, rank=absent[0]))


def _collective_signature(ctx: _Ctx, prog: ProgramInfo, n: P.Node):
    # send and recv legitimately differ from each other; they pair in _check_p2p
    op = n.op if n.op not in (P.OP_SEND, P.OP_RECV) else "p2p"
    c = P.CollectiveAttrs()
    c.CopyFrom(n.collective)
    c.ClearField("peer")
    shapes = tuple(prog.graph.tensors[t].dims for t in list(n.inputs) + list(n.outputs)) if op != "p2p" else ()
    return op, c.SerializeToString(deterministic=True), shapes


def _check_p2p(ctx: _Ctx, group: Group, seq: int, entries) -> None:
    sends: dict[tuple[int, int], tuple[int, ...]] = {}
    recvs: dict[tuple[int, int], tuple[int, ...]] = {}
    where: dict[tuple[str, int, int], tuple[ProgramInfo, P.Node]] = {}
    for prog, n in entries:
        p = ctx.poly(n.collective.peer, _loc(graph=prog.graph.label, node=n.name), coords=True)
        for r, peer_idx in ctx.values_over_ranks(p, prog.ranks):
            peer = group.members_of(r)[peer_idx]
            if n.op == P.OP_SEND:
                key, shape, book = (r, peer), prog.graph.tensors[n.inputs[0]].dims, sends
            else:
                key, shape, book = (peer, r), prog.graph.tensors[n.outputs[0]].dims, recvs
            if key in book:
                raise AmbiguousAuthority(f"two {opsig.op_name(n.op)}s from {key[0]} to {key[1]} with seq {seq}",
                                         _loc(graph=prog.graph.label, node=n.name, rank=r))
            book[key] = shape
            where[(opsig.op_name(n.op), *key)] = (prog, n)
    for key in sorted(set(sends) | set(recvs)):
        if key not in recvs or key not in sends:
            kind = "send" if key in sends else "recv"
            prog, n = where[(kind, *key)]
            other = "receive" if kind == "send" else "send"
            raise AmbiguousAuthority(
                f"{kind} {n.name!r} from rank {key[0]} to rank {key[1]} (group {group.name!r}, seq {seq}) has no matching {other}",
                _loc(graph=prog.graph.label, node=n.name, rank=key[0] if kind == "send" else key[1]))
        if sends[key] != recvs[key]:
            prog, n = where[("recv", *key)]
            raise AmbiguousAuthority(f"send/recv {key[0]}->{key[1]} seq {seq}: shapes {sends[key]} vs {recvs[key]}",
                                     _loc(graph=prog.graph.label, node=n.name, rank=key[1]))


# ------------------------------------------------------------------ relations

def check_relation(ctx: _Ctx, rel: P.Relation, sm_t: TensorInfo, pm_t: TensorInfo, loc: Location) -> None:
    mesh = ctx.mesh

    def fail(msg: str, field: str = "") -> None:
        raise InvalidPlan(f"relation of {pm_t.name!r} to SM {sm_t.name!r}: {msg}",
                          dataclasses.replace(loc, field=(loc.field or "relation") + field))

    if sm_t.kind != pm_t.kind:
        fail("value kinds differ")
    if len(sm_t.shape) != len(pm_t.shape):
        fail(f"ranks differ: SM {_fmt(sm_t.shape)}, PM {_fmt(pm_t.shape)}")
    axes = [p.axis for p in rel.placements if p.axis or p.kind != P.REL_PERMUTED]
    for i, p in enumerate(rel.placements):
        if (p.axis or p.kind != P.REL_PERMUTED) and p.axis not in mesh.axes:
            fail(f"unknown mesh axis {p.axis!r}", f".placements[{i}]")
    if sorted(axes) != sorted(mesh.axes):
        fail(f"placements must name every mesh axis exactly once, got {axes}", ".placements")
    sm_shape = list(sm_t.shape)
    mb = rel.microbatch
    if rel.HasField("microbatch"):
        if mb.kind == P.MICROBATCH_UNSPECIFIED:
            fail("microbatch without kind", ".microbatch")
        if mb.count != ctx.plan.num_microbatches or mb.count < 1 or mb.index >= mb.count:
            fail(f"microbatch {mb.index}/{mb.count} inconsistent with plan num_microbatches "
                 f"{ctx.plan.num_microbatches}", ".microbatch")
        if mb.kind == P.MICROBATCH_SLICE:
            if not 0 <= mb.dim < len(sm_shape):
                fail(f"microbatch dim {mb.dim} out of range", ".microbatch.dim")
            if sm_t.dims[mb.dim] % mb.count:
                fail(f"dim {mb.dim} ({sm_shape[mb.dim]}) not divisible into {mb.count} microbatches", ".microbatch")
    factor = [1] * len(sm_shape)
    for i, p in enumerate(rel.placements):
        size = mesh.size(p.axis) if p.axis else 1
        f = f".placements[{i}]"
        if p.kind == P.REL_UNSPECIFIED:
            fail(f"placement for axis {p.axis!r} has no kind", f)
        if p.kind in SHARD_KINDS or p.kind == P.REL_PERMUTED:
            if not 0 <= p.dim < len(sm_shape):
                fail(f"dim {p.dim} out of range for rank {len(sm_shape)}", f + ".dim")
        elif p.dim != 0:
            fail(f"dim set on a {P.RelKind.Name(p.kind)} placement", f + ".dim")
        if p.kind == P.REL_PARTIAL_SUM and sm_t.kind != P.VALUE_RING:
            fail("partial_sum of a non-ring tensor", f)
        if p.kind != P.REL_PARTIAL_SUM and p.HasField("scale"):
            fail("scale on a non-partial_sum placement", f + ".scale")
        if p.kind == P.REL_PERMUTED:
            if p.permutation not in {q.name for q in ctx.plan.permutations}:
                fail(f"unknown permutation {p.permutation!r}", f + ".permutation")
        elif p.permutation:
            fail("permutation on a non-permuted placement", f + ".permutation")
        if p.kind == P.REL_STRIDED_SHARD and p.split_factor < 2:
            fail(f"strided_shard with split_factor {p.split_factor} (at least 2 pieces; one is contiguous_shard)",
                 f + ".split_factor")
        elif p.kind != P.REL_STRIDED_SHARD and p.split_factor:
            fail("split_factor on a non-strided placement", f + ".split_factor")
        if p.kind in SHARD_KINDS:
            factor[p.dim] *= size * (2 if p.kind == P.REL_ZIGZAG else p.split_factor or 1)
    for d in range(len(sm_shape)):
        n = sm_shape[d]
        if rel.HasField("microbatch") and mb.kind == P.MICROBATCH_SLICE and mb.dim == d:
            n_local_mb = pm_t.shape[d] * Poly.const(mb.count)
        else:
            n_local_mb = pm_t.shape[d]
        zig = [p for p in rel.placements if p.kind in (P.REL_ZIGZAG, P.REL_STRIDED_SHARD) and p.dim == d]
        total = ctx.axes_size(p.axis for p in rel.placements if p.kind in SHARD_KINDS and p.dim == d)
        if not ctx.eq(n_local_mb * total, n):
            fail(f"dim {d}: PM size {pm_t.shape[d]} x {total} shards"
                 + (f" x {mb.count} microbatches" if n_local_mb is not pm_t.shape[d] else "")
                 + f" != SM size {n}", ".placements")
        if zig and sm_t.dims[d] % factor[d]:
            fail(f"dim {d} ({n}) is not divisible into {factor[d]} zigzag / strided chunks", ".placements")


def _resolve_pm(programs: Sequence[ProgramInfo], name: str) -> list[ProgramInfo]:
    return [p for p in programs if name in p.graph.tensors]


def _check_bindings(ctx: _Ctx, sm: GraphInfo, programs: Sequence[ProgramInfo]) -> None:
    bound: dict[str, int] = {}
    for i, b in enumerate(ctx.plan.inputs):
        loc = _loc(field=f"inputs[{i}]", tensor=b.pm_tensor or None)
        if b.sm_tensor not in sm.tensors:
            raise InvalidPlan(f"input binding names unknown SM tensor {b.sm_tensor!r}",
                              _loc(field=f"inputs[{i}].sm_tensor", tensor=b.sm_tensor))
        if sm.tensors[b.sm_tensor].role not in INPUT_ROLES:
            raise InvalidPlan(f"input binding source {b.sm_tensor!r} is not an SM graph input",
                              _loc(field=f"inputs[{i}].sm_tensor", tensor=b.sm_tensor))
        if b.pm_tensor in bound:
            raise AmbiguousAuthority(f"PM tensor {b.pm_tensor!r} is bound twice (inputs[{bound[b.pm_tensor]}] "
                                     f"and inputs[{i}])", loc)
        bound[b.pm_tensor] = i
        holders = _resolve_pm(programs, b.pm_tensor)
        if not holders:
            raise InvalidPlan(f"input binding names PM tensor {b.pm_tensor!r}, which no program declares",
                              dataclasses.replace(loc, field=f"inputs[{i}].pm_tensor"))
        for prog in holders:
            t = prog.graph.tensors[b.pm_tensor]
            if t.role not in INPUT_ROLES:
                raise InvalidPlan(f"bound PM tensor {b.pm_tensor!r} is not a graph input of {prog.name!r}",
                                  dataclasses.replace(loc, graph=prog.graph.label))
            check_relation(ctx, b.relation, sm.tensors[b.sm_tensor], t,
                           _loc(graph=prog.graph.label, tensor=b.pm_tensor, field=f"inputs[{i}].relation"))
            if any(p.kind == P.REL_PERMUTED for p in b.relation.placements):
                raise InvalidPlan("input bindings cannot be permuted (the PM input's value would be undefined)",
                                  _loc(field=f"inputs[{i}].relation", tensor=b.pm_tensor))
    for prog in programs:
        for t in prog.graph.inputs():
            if t not in bound:
                raise AmbiguousAuthority(
                    f"PM graph input {t!r} of {prog.name!r} has no input binding: nothing says what it holds",
                    _loc(graph=prog.graph.label, tensor=t))


def _check_observables(ctx: _Ctx, sm: GraphInfo, programs: Sequence[ProgramInfo]) -> None:
    if not ctx.plan.observables:
        raise InvalidPlan("plan has no observables", _loc(field="observables"))
    names = set()
    for i, o in enumerate(ctx.plan.observables):
        loc = _loc(field=f"observables[{i}]")
        _check_name(o.name, "observable", loc)
        if o.name in names:
            raise InvalidPlan(f"duplicate observable {o.name!r}", loc)
        names.add(o.name)
        if o.sm_tensor not in sm.tensors:
            raise InvalidPlan(f"observable {o.name!r} references SM tensor {o.sm_tensor!r}, which does not exist",
                              _loc(field=f"observables[{i}].sm_tensor", tensor=o.sm_tensor or None))
        holders = _resolve_pm(programs, o.pm_tensor)
        # a pipeline stage (a program selected by `where`: a whole sub-mesh)
        # may be the only holder of what it computes; otherwise every program
        # must realize the observable
        stages = holders and all(ctx.plan.programs[programs.index(p)].where for p in holders)
        if len(holders) != len(programs) and not stages:
            missing = [p.name for p in programs if p not in holders]
            raise InvalidPlan(f"observable {o.name!r} references PM tensor {o.pm_tensor!r}, which programs "
                              f"{missing} do not declare",
                              _loc(field=f"observables[{i}].pm_tensor", tensor=o.pm_tensor or None))
        for prog in holders:
            check_relation(ctx, o.relation, sm.tensors[o.sm_tensor], prog.graph.tensors[o.pm_tensor],
                           _loc(graph=prog.graph.label, tensor=o.pm_tensor, field=f"observables[{i}].relation"))


def _check_contracts(ctx: _Ctx, sm: GraphInfo) -> None:
    covered = set()
    for i, c in enumerate(ctx.plan.contracts):
        loc = _loc(field=f"contracts[{i}]", tensor=c.tensor or None)
        if c.tensor not in sm.tensors or sm.tensors[c.tensor].role not in INPUT_ROLES:
            raise InvalidPlan(f"contract {c.name!r} names {c.tensor!r}, which is not an SM graph input", loc)
        if c.kind == P.CONTRACT_UNSPECIFIED:
            raise InvalidPlan(f"contract {c.name!r} has no kind", loc)
        t = sm.tensors[c.tensor]
        if t.kind != P.VALUE_INDEX:
            raise InvalidPlan(f"contract {c.name!r} constrains non-index tensor {c.tensor!r}", loc)
        if c.kind in (P.CONTRACT_INDEX_RANGE, P.CONTRACT_DISTINCT):
            lo = ctx.poly(c.lo, loc, field=f"contracts[{i}].lo").evaluate(ctx.env)
            hi = ctx.poly(c.hi, loc, field=f"contracts[{i}].hi").evaluate(ctx.env)
            if not 0 <= lo < hi:
                raise InvalidPlan(f"contract {c.name!r}: empty or negative range [{lo}, {hi})", loc)
            if c.kind == P.CONTRACT_DISTINCT and t.dims and hi - lo < t.dims[-1]:
                raise InvalidPlan(f"contract {c.name!r}: {t.dims[-1]} distinct values do not fit [{lo}, {hi})", loc)
        if c.kind == P.CONTRACT_PERMUTATION and not t.shape:
            raise InvalidPlan(f"contract {c.name!r}: a permutation needs rank >= 1", loc)
        covered.add(c.tensor)
    for name, t in sm.tensors.items():
        if t.role in INPUT_ROLES and t.kind == P.VALUE_INDEX and name not in covered:
            raise MissingInputContract(
                f"index-valued SM input {name!r} has no contract stating its range", _loc(graph="sm", tensor=name))


def _check_annotations(ctx: _Ctx, sm: GraphInfo, programs: Sequence[ProgramInfo]) -> None:
    for prog in programs:
        for name, t in prog.graph.tensors.items():
            d = t.decl
            if not d.sm_tensor and not d.HasField("relation"):
                continue
            loc = _loc(graph=prog.graph.label, tensor=name, field="relation")
            if d.sm_tensor not in sm.tensors:
                raise InvalidPlan(f"annotation of {name!r} names unknown SM tensor {d.sm_tensor!r}", loc)
            if not d.HasField("relation"):
                raise InvalidPlan(f"annotation of {name!r} has no relation", loc)
            check_relation(ctx, d.relation, sm.tensors[d.sm_tensor], t, loc)


def _check_usage(ctx: _Ctx, sm: GraphInfo, programs: Sequence[ProgramInfo]) -> None:
    plan = ctx.plan
    # an SM value nothing consumes is an output, declared with its role: a
    # plan cannot leave one out of its specification by not observing it
    sm_used = {o.tensor for o in plan.outputs} | {b.sm_tensor for b in plan.inputs}
    pm_used = {o.pm_tensor for o in plan.observables}
    pm_used |= {p.tensor for p in plan.permutations if p.kind == P.PERM_TENSOR}
    for g, extra in [(sm, sm_used)] + [(p.graph, pm_used) for p in programs]:
        consumed = {t for n in g.graph.nodes for t in n.inputs} | extra
        for name, t in g.tensors.items():
            if t.role in INPUT_ROLES and name not in consumed:
                raise InvalidPlan(f"graph input {name!r} is never used", _loc(graph=g.label, tensor=name))
        for ni in g.order:
            n = g.graph.nodes[ni]
            if n.outputs and not any(t in consumed for t in n.outputs):
                why = " and which is no declared SM output (Plan.outputs)" if g is sm else ""
                raise InvalidPlan(f"node {n.name!r} computes {list(n.outputs)}, which nothing uses{why}",
                                  _loc(graph=g.label, node=n.name, tensor=n.outputs[0]))
