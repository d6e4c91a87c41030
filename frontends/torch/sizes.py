"""Name the imported plan's sizes by structure (issue 24 point 2).

A capture records constant sizes: a local dim 16 of a tensor sharded on tp
(size 2) next to its global 32. The prover's layout rules need the global
written `tp * local` (mesh axis sizes are quantified), so a plan with
constant sizes stops at its first sharded op. This pass names every size
by what the plan's ops ask of it, whatever the values are — powers of two,
equal mesh degrees (dp = tp = 2), no model-specific hook:

1. every constant dim >= 2 (tensor dims, slice lengths) becomes a symbol
   of its own;
2. validation's shape functions, read backwards (`emitter.validate.
   equations`), relate them: a matmul's contraction dims are one size, a
   relation's global dim is the shard times its axes' sizes (each axis its
   own variable, so dp and tp stay apart at equal sizes), an all_gather's
   output the input times its group's, a view's dims in runs of equal
   element count (torch's view);
3. `solve` applies each equation that defines one size by others until
   none is left, expanding a flattened dim into the dims it was flattened
   from, in order, so viewing [B * S] back as [B, S] pairs B with B;
4. a size no equation defines and no input's dims mention is a literal of
   the model's code (the GQA repeat count of an `expand`): it keeps its
   value; the others are the plan's symbols `d<i>`, in order of first use,
   each with its captured value recorded and minimum 2 (the captured value
   when the plan does not validate from 2: where the evaluator starts);
5. the sizes outside shapes are named by what they are of
   (`_name_attributes`): a shard slice's start in units of its length, an
   embedding's offset in rows, a collective's or a partial sum's scale by
   its axes, the loss mean's backward 1 / tokens by its input's dims, an
   index range's bound by the one dim of that value the index meets.

6. a rank-independent slice that is not in range at every size (a RoPE
   table cut to the sequence) adds the plan constraint start + length <=
   dim (`_slices_in_range`): a size hypothesis the claim states.

Sound whatever it chooses: every form evaluates to the captured size at the
recorded values (checked), and the named plan must validate, so the proof
covers the traced plan; a choice that makes a rule miss costs a proof, not
soundness. Scalars that are values (eps, softmax's scale, a mean's 1 / n
computed the same on every rank) keep their constants: both sides state
them alike.
"""

from __future__ import annotations

import math
from typing import Iterator, Optional, Sequence

from emitter.errors import PlanError
from emitter.symbolic import Poly, expr_poly
from emitter.validate import axis_var, equations, validate
from proto import plan_pb2 as P

Atoms = tuple[Poly, ...]
INPUT_ROLES = (P.ROLE_PARAMETER, P.ROLE_DATA, P.ROLE_LABEL, P.ROLE_BUFFER, P.ROLE_GRAD_SEED)


def name_by_structure(plan: P.Plan) -> tuple[P.Plan, str]:
    """The plan with its sizes named (a new proto) and a one-line account;
    the plan unchanged, with the reason, when the names do not validate."""
    if plan.symbols:
        return plan, "sizes already named by the plan's symbols"
    fresh, values = _fresh(plan)
    env = {_sym(k): v for k, v in values.items()}
    env.update({axis_var(a.name): a.size for a in plan.mesh.axes})
    try:
        eqs = equations(fresh)
    except PlanError as e:
        return plan, f"sizes kept constant: the plan does not validate ({e.message})"
    solver = Solver(env)
    pending = solver.solve(eqs)
    if pending:
        a, b = pending[0]
        return plan, (f"sizes kept constant: {len(pending)} size equations name no one size "
                      f"({' * '.join(map(_text, a))} = {' * '.join(map(_text, b))})")
    roots = {v for t in _inputs(fresh) for d in t.shape for v in solver.fix(expr_poly(d)).variables()}
    for k in sorted(set(env) - set(solver.sub) - roots, key=_order):
        if k.startswith("s:"):
            solver.sub[k] = Poly.const(env[k])   # a literal of the model's code
    out = P.Plan()
    out.CopyFrom(fresh)
    del out.symbols[:]
    rename: dict[str, str] = {}
    for e in _dim_sites(out):
        p = solver.fix(expr_poly(e))
        if p.evaluate(env) != expr_poly(e).evaluate(env):   # pragma: no cover - each definition holds at the capture
            return plan, f"sizes kept constant: {p} is not the captured {expr_poly(e).evaluate(env)}"
        for v in sorted(p.variables(), key=_order):
            if v.startswith("s:") and v[2:] not in rename:
                rename[v[2:]] = f"d{len(rename)}"
        e.CopyFrom(_expr(p, rename))
    for old, new in rename.items():
        out.symbols.append(P.SymbolDecl(name=new, min=SMALL, recorded=env[_sym(old)]))
    named = {_sym(new): env[_sym(old)] for old, new in rename.items()}
    named.update({axis_var(a.name): a.size for a in plan.mesh.axes})
    _name_attributes(out, named)
    _slices_in_range(out)
    try:
        validate(out)
    except PlanError:
        # some size cannot shrink (a literal of the code needs room): the
        # evaluator starts from the captured sizes
        for sym in out.symbols:
            sym.min = sym.recorded
        try:
            validate(out)
        except PlanError as e:
            return plan, f"sizes kept constant: the named plan does not validate ({e.message})"
    return out, ("sizes named by structure: symbols "
                 + (", ".join(f"{n}={env[_sym(o)]}" for o, n in rename.items()) or "none"))


# ---------------------------------------------------------------- fresh symbols

def _dim_sites(plan: P.Plan) -> Iterator[P.Expr]:
    """The sizes the shape functions relate: tensor dims and slice lengths."""
    for g in [plan.sm] + [p.graph for p in plan.programs]:
        for t in g.tensors:
            yield from t.shape
        for node in g.nodes:
            if node.WhichOneof("attrs") == "slice":
                yield node.slice.length


def _inputs(plan: P.Plan) -> Iterator[P.Tensor]:
    for g in [plan.sm] + [p.graph for p in plan.programs]:
        yield from (t for t in g.tensors if t.role in INPUT_ROLES)


# the smallest size the evaluator tries first (the claim quantifies every
# size: a minimum only says where the exact evaluator starts; the captured
# sizes of an 8B-shaped model are beyond what it can hold)
SMALL = 2


def _fresh(plan: P.Plan) -> tuple[P.Plan, dict[str, int]]:
    """`plan` with every constant dim >= 2 a symbol of its own (`v<i>`, its
    value recorded)."""
    out = P.Plan()
    out.CopyFrom(plan)
    values: dict[str, int] = {}
    for e in _dim_sites(out):
        if not e.terms and e.constant >= 2:
            name = f"v{len(values)}"
            values[name] = e.constant
            e.constant = 0
            e.terms.append(P.Monomial(coeff=1, factors=[P.Var(symbol=name)]))
    for name, v in values.items():
        out.symbols.append(P.SymbolDecl(name=name, min=SMALL, recorded=v))  # read at the recorded sizes
    return out, values


def _sym(name: str) -> str:
    return "s:" + name


def _order(key: str) -> tuple[int, str]:
    """Axis sizes first (a shard's index is coord * local + i: the axis is
    the outer factor), then symbols in order of creation."""
    return (int(key[3:]), key) if key.startswith("s:v") else (-1, key)


# ---------------------------------------------------------------- solving

class Solver:
    """Symbol -> its form (`sub`), and for a symbol defined as a flattened
    run of dims, those dims in order (`runs`)."""

    def __init__(self, env: dict[str, int]):
        self.env = env
        self.sub: dict[str, Poly] = {}
        self.runs: dict[str, Atoms] = {}

    def fix(self, p: Poly) -> Poly:
        while p.variables() & self.sub.keys():
            p = p.substitute(self.sub)
        return p

    def value(self, p: Poly) -> int:
        return self.fix(p).evaluate(self.env)

    def atoms(self, p: Poly) -> list[Poly]:
        """`p` as the dims it is a product of, outermost first: a symbol
        defined by a run expands into the run; a monomial into its factors
        (axes first); a sum stays whole."""
        m = _monomial(p)
        if m is None:
            return [self.fix(p)]
        k, names = m
        out = [Poly.const(k)] if k != 1 else []
        for x in sorted(names, key=_order):
            if x in self.runs:
                out += [a for f in self.runs[x] for a in self.atoms(f)]
            elif x in self.sub:
                out += self.atoms(self.sub[x])
            else:
                out.append(Poly.var(x))
        return out

    def solve(self, eqs: Sequence[tuple[Atoms, Atoms]]) -> list[tuple[Atoms, Atoms]]:
        """Applies definitions until none is left; the equations no one
        size solves are returned."""
        pending = list(eqs)
        while True:
            rest, progress = [], False
            for a, b in pending:
                for ra, rb in _runs([x for p in a for x in self.atoms(p)],
                                    [y for p in b for y in self.atoms(p)], self.value):
                    if self.fix(_prod(ra)) == self.fix(_prod(rb)):
                        continue
                    if self.define(ra, rb):
                        progress = True
                    else:
                        rest.append((ra, rb))
            if not progress:
                return rest
            pending = rest

    def define(self, a: Atoms, b: Atoms) -> bool:
        """One definition from a run against a run: a lone free symbol by
        the other side (the later of two lone symbols by the earlier, so a
        size keeps the name of its first use), else the monomials' shared
        factors cancelled, else a sum's lone symbols paired by value."""
        for x, e in sorted(((a, b), (b, a)), key=lambda xe: -_lone_index(xe[0])):
            name = _lone(x)
            if name is not None and name not in self.fix(_prod(e)).variables():
                self.sub[name] = self.fix(_prod(e))
                if len(e) > 1:
                    self.runs[name] = e
                return True
        pa, pb = self.fix(_prod(a)), self.fix(_prod(b))
        for d in (_cancelled(pa, pb), _linear(pa, pb), _paired(pa, pb, self.value), self.common(a, b)):
            if d:
                self.sub.update(d)
                return True
        return False

    def common(self, a: Atoms, b: Atoms) -> Optional[dict[str, Poly]]:
        """x * A = B, A mesh axes alone, no factor shared (a shard gathered
        on dp against a dim another axis lays out: dp * x = tp * y * h):
        the axes split B's outermost symbol y whose value they divide (a
        contiguous shard of a flattened [y, h] takes y's first), y = A * z
        and x = B / y * z, z a new symbol (1 when the values leave 1)."""
        for xa, yb in ((a, b), (b, a)):
            xs = [p for p in xa if _lone((p,))]
            axes = [p for p in xa if p not in xs]
            if len(xs) != 1 or not axes or any(not v.startswith("a:") for p in axes for v in p.variables()) \
                    or any(not p.variables() for p in axes):
                continue
            x, unit = _lone((xs[0],)), math.prod(self.value(p) for p in axes)
            ys = [i for i, p in enumerate(yb) if _lone((p,)) and self.value(p) % unit == 0]
            if not ys or set(self.fix(_prod(xa)).variables()) & set(self.fix(_prod(yb)).variables()):
                continue
            y = _lone((yb[ys[0]],))
            q = self.value(yb[ys[0]]) // unit
            z = Poly.const(1)
            if q > 1:
                name = f"s:v{max(_order(k)[0] for k in self.env) + 1}"
                self.env[name] = q
                z = Poly.var(name)
            rest = _prod([self.fix(p) for i, p in enumerate(yb) if i != ys[0]])
            return {x: rest * z, y: _prod(axes) * z}
        return None


def _runs(xs: list[Poly], ys: list[Poly], value) -> list[tuple[Atoms, Atoms]]:
    """The shortest consecutive runs of equal product by value (torch's view
    rule; unit atoms join no run), after the atoms both sides share are
    cancelled; a run of mesh axes never closes against other axes (dp = tp
    = 2 are two sizes); what is left forms one last pair."""
    xs = [x for x in xs if value(x) != 1]
    ys = [y for y in ys if value(y) != 1]
    for x in list(xs):
        if x in ys:
            xs.remove(x)
            ys.remove(x)
    i = j = 0
    out = []
    while i < len(xs) and j < len(ys):
        ra, va, rb, vb = [xs[i]], value(xs[i]), [ys[j]], value(ys[j])
        i, j = i + 1, j + 1
        while (va != vb or _fixed_apart(ra, rb)) and (i < len(xs) or j < len(ys)):
            if (va < vb and i < len(xs)) or j == len(ys):
                ra.append(xs[i])
                va, i = va * value(xs[i]), i + 1
            else:
                rb.append(ys[j])
                vb, j = vb * value(ys[j]), j + 1
        out.append((tuple(ra), tuple(rb)))
    if i < len(xs) or j < len(ys):
        out.append((tuple(xs[i:]), tuple(ys[j:])))
    return out


def _fixed_apart(a: list[Poly], b: list[Poly]) -> bool:
    """Two different runs of mesh axis sizes and literals alone (dp = tp =
    2, and RoPE's literal 2 against dp = 2, are different sizes)."""
    def fixed(r):
        return all(v.startswith("a:") for x in r for v in x.variables())
    return fixed(a) and fixed(b) and sorted(map(str, a)) != sorted(map(str, b))


def _prod(xs: Sequence[Poly]) -> Poly:
    return math.prod(xs, start=Poly.const(1))


def _monomial(p: Poly) -> Optional[tuple[int, tuple[str, ...]]]:
    return (p.terms[0][1], p.terms[0][0]) if len(p.terms) == 1 else None


def _lone(atoms: Atoms) -> Optional[str]:
    if len(atoms) != 1:
        return None
    m = _monomial(atoms[0])
    return m[1][0] if m and m[0] == 1 and len(m[1]) == 1 and m[1][0].startswith("s:") else None


def _lone_index(atoms: Atoms) -> int:
    name = _lone(atoms)
    return _order(name)[0] if name else -2


def _cancelled(a: Poly, b: Poly) -> Optional[dict[str, Poly]]:
    """a = b for two monomials with their shared factors cancelled, when
    one side is then a lone symbol the other lacks."""
    ma, mb = _monomial(a), _monomial(b)
    if not (ma and mb):
        return None
    left, right = list(ma[1]), list(mb[1])
    for x in list(left):
        if x in right:
            left.remove(x)
            right.remove(x)
    for (k, x), (kk, e) in (((ma[0], left), (mb[0], right)), ((mb[0], right), (ma[0], left))):
        if k == 1 and len(x) == 1 and x[0].startswith("s:") and x[0] not in e:
            return {x[0]: Poly.of({tuple(e): kk})}
    return None


def _linear(a: Poly, b: Poly) -> Optional[dict[str, Poly]]:
    """a = b solved for a symbol that occurs once, alone, with coefficient
    +-1 in a - b (the pieces of a concat: 1 + x = 1 + y), the latest such,
    after the factor every term shares is cancelled (a fused projection's
    width split on tp: tp * q + tp * 2 * kv = tp * w)."""
    d = _uncommon(a - b)
    once = [m[0] for m, k in d.terms if len(m) == 1 and abs(k) == 1 and m[0].startswith("s:")
            and sum(m[0] in n for n, _ in d.terms) == 1]
    if not once:
        return None
    x = max(once, key=_order)
    k = d.as_dict()[(x,)]
    return {x: (Poly.var(x).scaled(k) - d).scaled(k)}


def _shared(monomials) -> list[str]:
    """The variables every monomial has (with multiplicity)."""
    monomials = list(monomials)
    common = list(monomials[0]) if monomials else []
    for m in monomials[1:]:
        left = list(m)
        common = [x for x in common if x in left and not left.remove(x)]
    return common


def _without(m, common: list[str]) -> list[str]:
    rest = list(m)
    for x in common:
        rest.remove(x)
    return rest


def _uncommon(p: Poly) -> Poly:
    """`p` divided by the variables every term shares."""
    common = _shared(m for m, _ in p.terms)
    return Poly.of({tuple(_without(m, common)): k for m, k in p.terms})


def _paired(a: Poly, b: Poly, value) -> Optional[dict[str, Poly]]:
    """A sum against a sum (the halves of two splits of one dim: RoPE's,
    split in the forward, sliced in the backward), after the factor every
    term shares is cancelled: the lone symbols paired by value, the later
    of each pair defined by the earlier."""
    common = _shared(m for m, _ in a.terms + b.terms)

    def lone(p: Poly) -> Optional[list[str]]:
        out = []
        for m, k in p.terms:
            rest = _without(m, common)
            if k != 1 or len(rest) != 1 or not rest[0].startswith("s:"):
                return None
            out.append(rest[0])
        return sorted(out, key=lambda x: (value(Poly.var(x)), _order(x)))
    xs, ys = lone(a), lone(b)
    if not xs or not ys or [value(Poly.var(x)) for x in xs] != [value(Poly.var(y)) for y in ys]:
        return None
    out = {}
    for x, y in zip(xs, ys):
        if x != y:
            keep, drop = sorted((x, y), key=_order)
            out[drop] = Poly.var(keep)
    return out or None


# ---------------------------------------------------------------- Expr <-> Poly

def _text(p: Poly) -> str:
    """A size for a message: a symbol or an axis size by its name, a
    coordinate as coord(axis)."""
    def var(key: str) -> str:
        kind, name = key.split(":", 1)
        return f"coord({name})" if kind == "c" else name
    parts = ["*".join(([str(k)] if k != 1 or not m else []) + [var(v) for v in m]) for m, k in p.terms]
    return " + ".join(parts) or "0"


def _expr(p: Poly, rename: Optional[dict[str, str]] = None) -> P.Expr:
    e = P.Expr(constant=p.const_value())
    for m, k in p.terms:
        if not m:
            continue
        fs = []
        for key in m:
            kind, name = key.split(":", 1)
            fs.append(P.Var(symbol=rename.get(name, name) if rename else name) if kind == "s" else
                      P.Var(axis_size=name) if kind == "a" else P.Var(coord=name))
        e.terms.append(P.Monomial(coeff=k, factors=fs))
    return e


def _slices_in_range(plan: P.Plan) -> None:
    """For each rank-independent slice that is not in range at every size
    (`freqs_cis[:seq]` of a RoPE table: seq <= the table's length), the
    plan constraint `start + length <= dim`: the model's code needs it, so
    the claim states it (a size hypothesis), the rules take it as the
    slice's bound, and the smallest sizes the evaluator runs satisfy it."""
    seen: set[tuple] = set()
    for g in [plan.sm] + [p.graph for p in plan.programs]:
        shape = {t.name: [expr_poly(d) for d in t.shape] for t in g.tensors}
        for n in g.nodes:
            if n.WhichOneof("attrs") != "slice" or n.inputs[0] not in shape:
                continue
            start, length = expr_poly(n.slice.start), expr_poly(n.slice.length)
            dims = shape[n.inputs[0]]
            if not 0 <= n.slice.dim < len(dims) or any(v.startswith("c:") for v in start.variables()):
                continue
            room = dims[n.slice.dim] - start - length
            if all(k >= 0 for _, k in room.terms) or (start + length, dims[n.slice.dim]) in seen:
                continue
            seen.add((start + length, dims[n.slice.dim]))
            plan.constraints.append(P.Constraint(lhs=_expr(start + length), cmp=P.CMP_LE,
                                                 rhs=_expr(dims[n.slice.dim]), name=f"{n.name} in range"))


# ---------------------------------------------------------------- attributes

def _name_attributes(plan: P.Plan, env: dict[str, int]) -> None:
    """The sizes outside shapes, named by what they are of (module doc, 5)."""
    axis_size = {a.name: a.size for a in plan.mesh.axes}
    groups = {g.name: tuple(g.axes) for g in plan.groups}

    def val(e: P.Expr) -> Optional[int]:
        p = expr_poly(e)
        return None if any(v.startswith("c:") for v in p.variables()) else p.evaluate(env)

    def axes(names) -> Poly:
        return _prod([Poly.var(axis_var(a)) for a in names])

    def den(sc: P.Scalar, value: int, form: Poly) -> None:
        if sc.HasField("den") and val(sc.den) == value:
            sc.den.CopyFrom(_expr(form))

    def placements(rel: P.Relation) -> None:
        for q in rel.placements:
            if q.HasField("scale") and q.axis:
                den(q.scale, axis_size[q.axis], axes([q.axis]))

    for g in [plan.sm] + [p.graph for p in plan.programs]:
        shape = {t.name: [expr_poly(d) for d in t.shape] for t in g.tensors}
        readers = _readers(g)
        for t in g.tensors:
            placements(t.relation)
        for n in g.nodes:
            which = n.WhichOneof("attrs")
            if which == "slice":
                _in_units(n.slice.start, expr_poly(n.slice.length), env)
            elif which == "arange" and shape[n.outputs[0]]:
                _in_units(n.arange.start, shape[n.outputs[0]][0], env)
            elif which == "embedding":
                rows = shape[n.inputs[0]][0] if n.op == P.OP_EMBEDDING else shape[n.outputs[0]][0]
                _in_units(n.embedding.offset, rows, env)
            elif which == "replace_value":
                # a padding id read as the row count of the table it indexes
                for r in readers.get(n.outputs[0], ()):
                    if r.op == P.OP_EMBEDDING_BACKWARD:
                        _in_units(n.replace_value.new, shape[r.outputs[0]][0], env)
            elif which == "collective" and n.collective.HasField("scale") and groups.get(n.collective.group):
                ax = groups[n.collective.group]
                den(n.collective.scale, math.prod(axis_size[a] for a in ax), axes(ax))
            elif which == "scale" and n.helper and not n.realizes and n.scale.factor.HasField("den"):
                # a ranks-only split of a replicated value into a partial sum
                # (DTensor's Replicate -> Partial: 1 / size on every rank), by
                # the axes of the collective that sums it
                ax = _summed_by(readers, n.outputs[0], groups)
                if ax:
                    den(n.scale.factor, math.prod(axis_size[a] for a in ax), axes(ax))
            elif which == "scale" and n.name.rsplit("_", 1)[-1].startswith("dce"):
                # the loss mean's backward 1 / tokens (normalize.py h_cross_entropy_mean_bwd)
                dims = shape[n.inputs[0]]
                den(n.scale.factor, math.prod(d.evaluate(env) for d in dims), _prod(dims))
        _tile_slices(g, env)
    for b in list(plan.inputs) + list(plan.observables):
        placements(b.relation)
    for c in plan.contracts:
        forms = {f for f in _met_dims(plan.sm, c.tensor) if f.evaluate(env) == val(c.hi)}
        if len(forms) == 1:
            c.hi.CopyFrom(_expr(forms.pop()))


def _tile_slices(g: P.Graph, env: dict[str, int]) -> None:
    """Slices of one tensor along one dim that tile it (q, k and v cut from
    a fused projection's output: x[..., :a], x[..., a:a + b], ..): a
    constant start equal in value to another slice's end becomes that end,
    so the pieces stay adjacent at every size."""
    groups: dict[tuple, list[P.Node]] = {}
    for n in g.nodes:
        if n.WhichOneof("attrs") == "slice" and not any(
                v.startswith("c:") for v in (expr_poly(n.slice.start) + expr_poly(n.slice.length)).variables()):
            groups.setdefault((n.inputs[0], n.slice.dim), []).append(n)
    for ns in groups.values():
        ends: dict[int, Poly] = {}
        for n in sorted(ns, key=lambda n: (expr_poly(n.slice.start).evaluate(env), n.name)):
            start = expr_poly(n.slice.start)
            if not start.variables() and start.const_value() in ends:
                n.slice.start.CopyFrom(_expr(ends[start.const_value()]))
            end = expr_poly(n.slice.start) + expr_poly(n.slice.length)
            ends.setdefault(end.evaluate(env), end)


def _in_units(e: P.Expr, unit: Poly, env: dict[str, int]) -> None:
    """Each constant or coefficient of `e` equal to `unit`'s value becomes
    `unit` (a shard's start coord * length)."""
    v = unit.evaluate(env) if not any(x.startswith("c:") for x in unit.variables()) else None
    if not v or v < 2:
        return
    p = Poly()
    for m, k in expr_poly(e).terms:
        p = p + (unit * Poly.of({m: 1}) if k == v else Poly.of({m: k}))
    e.CopyFrom(_expr(p))


def _readers(g: P.Graph) -> dict[str, list[P.Node]]:
    out: dict[str, list[P.Node]] = {}
    for n in g.nodes:
        for x in dict.fromkeys(n.inputs):
            out.setdefault(x, []).append(n)
    return out


def _summed_by(readers: dict[str, list[P.Node]], name: str, groups: dict[str, tuple[str, ...]]
               ) -> tuple[str, ...]:
    """The axes of the first all_reduce or reduce_scatter downstream of
    `name` (breadth first), or () when none is."""
    seen, todo = {name}, [name]
    while todo:
        x = todo.pop(0)
        for n in readers.get(x, ()):
            if n.op in (P.OP_ALL_REDUCE, P.OP_REDUCE_SCATTER):
                return groups.get(n.collective.group, ())
            for y in n.outputs:
                if y not in seen:
                    seen.add(y)
                    todo.append(y)
    return ()


def _met_dims(g: P.Graph, name: str) -> list[Poly]:
    """The dims of the other operands of the nodes that read `name` (through
    reshapes of it): where an index tensor's values point."""
    shape = {t.name: [expr_poly(d) for d in t.shape] for t in g.tensors}
    readers = _readers(g)
    seen, todo, out = {name}, [name], []
    while todo:
        x = todo.pop()
        for n in readers.get(x, ()):
            if n.op == P.OP_RESHAPE:
                if n.outputs[0] not in seen:
                    seen.add(n.outputs[0])
                    todo.append(n.outputs[0])
                continue
            out += [d for y in n.inputs if y not in seen for d in shape[y]]
    return out
