"""Name the imported plan's sizes by symbols (README "Symbolic dims").

A capture records constant sizes: a local dim 11 of a tensor sharded on dp
(size 2) next to its global 22. The prover's layout rules need the global
written as `dp * local` (mesh axis sizes are universally quantified), so a
plan with constant sizes stops at the first sharded tensor. This pass
rewrites every size by *unique prime factorization*:

* each mesh axis of size > 1 must have a prime size, distinct across axes;
  its prime factor in any size is the axis size (`axis_size(a)`);
* any other odd prime q that some size equals on its own (up to axis
  factors) becomes a symbol `p<q>` (recorded and minimum q);
* the prime 2 when no axis has size 2, and an odd prime no size equals on
  its own, stay literal factors: structural multipliers (RoPE's
  rotate-half: head_dim = 2 * half; a fused q/k/v width 3 * dim).

So 22 on a dp = 2 mesh is `dp * p11` and its shard 11 is `p11`; a product of
dims (a flattened [B, S]) is the product of their monomials. The pass is
sound whatever the sizes are: each expression evaluates to the recorded
constant at the recorded symbol values and the real axis sizes, and the
symbols' minima are those values, so the evaluator runs exactly the traced
plan and a proof for all symbol values covers it. It is *useful* only when
the model's sizes keep distinct roles on distinct primes (the models here
choose such sizes). Two guards decline (the plan keeps its constants, and
the import report says why): a size with an axis prime to a power > 1 (a
dim is split at most once per axis, so 4 on a tp = 2 mesh is a coincidence,
not tp * tp: the tiny Llama's powers of two), and a named plan that no
longer validates (a literal factor read as an axis: rotate-half's 2 of the
head dim on a tp = 2 mesh breaks `2 * half = head_dim`).

Rewritten: tensor shapes, slice start/length, arange start, embedding
offset, input-contract bounds, and the scales of partial-sum relations and
collectives (1/2 on a dp = 2 mesh is 1 / dp), and the factor of the loss
mean's backward scale (normalize.py `h_cross_entropy_mean_bwd`, helper stem
`dce`: 1 / tokens, a size: on a dp-sharded batch the PM's 1 / (B_l * S) and
the SM's 1 / (dp * B_l * S) relate by dp only when both are named), and the
scale of a ranks-only helper (DTensor's Replicate -> Partial of a
RowwiseParallel bias: 1 / tp). Other op scalars (eps, softmax scale) keep
their constants: they are values, not sizes.
"""

from __future__ import annotations

import itertools
import math
import re
from typing import Iterator, Optional

from emitter.symbolic import Poly as SPoly
from proto import plan_pb2 as P


def _primes(n: int) -> list[int]:
    out, q = [], 2
    while q * q <= n:
        while n % q == 0:
            out.append(q)
            n //= q
        q += 1
    if n > 1:
        out.append(n)
    return out


def axis_primes(plan: P.Plan) -> tuple[Optional[dict[int, str]], str]:
    """prime -> mesh axis, or None with the reason the plan cannot be named."""
    out: dict[int, str] = {}
    for a in plan.mesh.axes:
        if a.size <= 1:
            continue
        if _primes(a.size) != [a.size]:
            return None, f"mesh axis {a.name} has size {a.size}, not a prime"
        if a.size in out:
            return None, f"mesh axes {out[a.size]} and {a.name} have the same size {a.size}"
        out[a.size] = a.name
    return out, ""


class Declined(Exception):
    """The sizes cannot be named unambiguously (the message says why)."""


class Namer:
    """Rewrites constants into monomials; remembers the symbols it used.
    `standalone`: the odd primes some size equals on its own (times mesh
    axis sizes); any other odd prime is a structural multiplier, kept
    literal like rotate-half's 2 (a fused q/k/v projection of width
    3 * dim, split into three pieces of dim: naming its 3 would make
    the pieces sum to 3 * dim and the input p3 * dim)."""

    def __init__(self, axes: dict[int, str], standalone: Optional[set[int]] = None):
        self.axes = axes
        self.standalone = standalone
        self.used: set[int] = set()

    def factors(self, v: int) -> tuple[int, list[P.Var]]:
        """v = coeff * product of the returned variables (v >= 1)."""
        coeff, out = 1, []
        ps = _primes(v)
        for q in ps:
            if q in self.axes and ps.count(q) > 1:
                raise Declined(f"size {v} has the {self.axes[q]} axis size {q} to a power > 1")
            if q in self.axes:
                out.append(P.Var(axis_size=self.axes[q]))
            elif q == 2 or (self.standalone is not None and q not in self.standalone):
                coeff *= q
            else:
                self.used.add(q)
                out.append(P.Var(symbol=f"p{q}"))
        return coeff, out

    def expr(self, e: P.Expr) -> None:
        terms = []
        if e.constant >= 2:
            k, fs = self.factors(e.constant)
            if fs:
                terms.append(P.Monomial(coeff=k, factors=fs))
                e.constant = 0
        for t in e.terms:
            if t.coeff >= 2:
                k, fs = self.factors(t.coeff)
                terms.append(P.Monomial(coeff=k, factors=list(t.factors) + fs))
            else:
                terms.append(t)
        del e.terms[:]
        e.terms.extend(terms)


Site = tuple[str, P.Expr]   # (where, for diagnostics; the size field)

# the loss mean's backward scale 1 / tokens (normalize.py, helper stem "dce")
_LOSS_MEAN_SCALE = re.compile(r"_dce\d+$")


def _scalar(where: str, s: P.Scalar) -> Iterator[Site]:
    yield f"{where} (numerator)", s.num
    if s.HasField("den"):
        yield f"{where} (denominator)", s.den


def _graph_sizes(g: P.Graph, where: str) -> Iterator[Site]:
    for t in g.tensors:
        for i, d in enumerate(t.shape):
            yield f"{where} tensor {t.name} dim {i}", d
        for p in t.relation.placements:
            if p.HasField("scale"):
                yield from _scalar(f"{where} tensor {t.name} scale", p.scale)
    for node in g.nodes:
        which, at = node.WhichOneof("attrs"), f"{where} node {node.name}"
        if which == "slice":
            yield f"{at} start", node.slice.start
            yield f"{at} length", node.slice.length
        elif which == "arange":
            yield f"{at} start", node.arange.start
        elif which == "embedding":
            yield f"{at} offset", node.embedding.offset
        elif which == "collective" and node.collective.HasField("scale"):
            yield from _scalar(f"{at} scale", node.collective.scale)
        elif which == "scale" and node.scale.HasField("factor") and (
                _LOSS_MEAN_SCALE.search(node.name) or (node.helper and not node.realizes)):
            # a ranks-only helper's scale comes from the distribution, not the
            # model: DTensor's Replicate -> Partial divides by the mesh size
            yield from _scalar(f"{at} factor", node.scale.factor)


def sizes(plan: P.Plan) -> Iterator[Site]:
    """Every size-valued field of the plan, in a fixed order (the same
    positions in two captures of one structure line up)."""
    yield from _graph_sizes(plan.sm, "SM")
    for prog in plan.programs:
        yield from _graph_sizes(prog.graph, f"program {prog.name}")
    for b in plan.inputs:
        for p in b.relation.placements:
            if p.HasField("scale"):
                yield from _scalar(f"input {b.sm_tensor} scale", p.scale)
    for o in plan.observables:
        for p in o.relation.placements:
            if p.HasField("scale"):
                yield from _scalar(f"observable {o.name} scale", p.scale)
    for c in plan.contracts:
        yield f"contract {c.tensor} lo", c.lo
        yield f"contract {c.tensor} hi", c.hi


def symbolize(plan: P.Plan) -> tuple[P.Plan, str]:
    """The plan with its sizes named (a new proto), and a one-line account;
    the plan unchanged when its mesh cannot be named."""
    axes, why = axis_primes(plan)
    if axes is None:
        return plan, f"sizes kept constant: {why}"
    try:
        out, namer = _named(plan, axes)
    except Declined as e:
        return plan, f"sizes kept constant: {e}"
    from emitter.errors import PlanError
    from emitter.validate import validate
    try:
        validate(out)
    except PlanError as e:
        return plan, f"sizes kept constant: the named plan does not validate ({e.message})"
    names = ", ".join(f"p{q}" for q in sorted(namer.used)) or "none"
    return out, f"sizes named by mesh axes {sorted(axes.values())} and symbols {names}"


def standalone_primes(plan: P.Plan, axes: dict[int, str]) -> set[int]:
    """The odd primes some size of the plan is, up to mesh axis factors and
    the literal 2."""
    out = set()
    for _, e in sizes(plan):
        for v in [e.constant] + [t.coeff for t in e.terms]:
            rest = [q for q in _primes(v) if q not in axes and q != 2] if v >= 2 else []
            if len(rest) == 1:
                out.add(rest[0])
    return out


def _named(plan: P.Plan, axes: dict[int, str]) -> tuple[P.Plan, Namer]:
    out = P.Plan()
    out.CopyFrom(plan)
    namer = Namer(axes, standalone_primes(plan, axes))
    for _, e in sizes(out):
        namer.expr(e)
    for q in sorted(namer.used):
        out.symbols.append(P.SymbolDecl(name=f"p{q}", min=q, recorded=q))
    return out, namer


# ---------------------------------------------------------------- retrace

# A polynomial in coordinate variables with integer coefficients: sorted
# coord names -> coefficient (the only variables left once symbols and axis
# sizes take values).
Poly = dict[tuple[str, ...], int]


def _eval(e: P.Expr, axis: dict[str, int], sym: dict[str, int]) -> Poly:
    out: Poly = {(): e.constant} if e.constant else {}
    for t in e.terms:
        k, coords = t.coeff, []
        for f in t.factors:
            which = f.WhichOneof("kind")
            if which == "coord":
                coords.append(f.coord)
            else:
                k *= axis[f.axis_size] if which == "axis_size" else sym[f.symbol]
        key = tuple(sorted(coords))
        out[key] = out.get(key, 0) + k
    return {k: v for k, v in out.items() if v}


def _solve_one(named: P.Expr, want: Poly, axis: dict[str, int], sym: dict[str, int]) -> bool:
    """Binds the one unknown symbol of a one-term coefficient of `named`
    (its value is `want`'s coefficient divided by the known factors); True
    when it bound one. A non-integral or non-positive quotient binds nothing
    (the final check then reports the size)."""
    by_key: dict[tuple[str, ...], list[P.Monomial]] = {}
    for t in named.terms:
        key = tuple(sorted(f.coord for f in t.factors if f.WhichOneof("kind") == "coord"))
        by_key.setdefault(key, []).append(t)
    for key, ts in by_key.items():
        if len(ts) != 1:
            continue
        known, unknown = ts[0].coeff, []
        for f in ts[0].factors:
            which = f.WhichOneof("kind")
            if which == "axis_size":
                known *= axis[f.axis_size]
            elif which == "symbol" and f.symbol in sym:
                known *= sym[f.symbol]
            elif which == "symbol":
                unknown.append(f.symbol)
        value, rest = divmod(want.get(key, 0), known)
        if len(unknown) == 1 and not rest and value >= 1:
            sym[unknown[0]] = value
            return True
    return False


def _structure(plan: P.Plan) -> list[tuple]:
    """What two captures of one model and plan share whatever the sizes:
    graphs' nodes (op, wiring), tensors (rank), programs, bindings,
    observables. Tensors are named by their position in the graph's tensor
    list and nodes by their position: the traced names carry aten's
    per-trace counters (`slice_3` vs `slice_20` when DTensor's
    redistribution on a larger mesh traced more slices that normalization
    then folded away), which do not change where the sizes sit."""
    def index(g: P.Graph) -> dict[str, int]:
        return {t.name: i for i, t in enumerate(g.tensors)}

    def graph(g: P.Graph) -> tuple:
        ix = index(g)
        return (tuple((n.op, tuple(ix.get(x, x) for x in n.inputs), tuple(ix.get(x, x) for x in n.outputs))
                      for n in g.nodes),
                tuple(len(t.shape) for t in g.tensors))
    progs = {p.name: index(p.graph) for p in plan.programs}
    sm = index(plan.sm)

    def pm(name: str) -> tuple:
        return tuple(sorted(ix[name] for ix in progs.values() if name in ix))
    return [graph(plan.sm), tuple((p.name, graph(p.graph)) for p in plan.programs),
            tuple((sm.get(b.sm_tensor), pm(b.pm_tensor)) for b in plan.inputs),
            tuple((o.name, sm.get(o.sm_tensor), pm(o.pm_tensor)) for o in plan.observables),
            tuple(sm.get(c.tensor) for c in plan.contracts)]


def name_by_retrace(plan: P.Plan, alt: P.Plan) -> tuple[P.Plan, str]:
    """`plan`'s sizes named by the forms `alt`'s sizes factor into.

    `alt` is the same model and parallel plan captured again with every
    independent config size a distinct prime and every mesh axis a distinct
    odd prime (the model's RETRACE entry). Its sizes name uniquely
    (`symbolize`); each symbol's value in `plan` is solved from a size that
    is that symbol times known factors, and then every size of `plan` must
    equal its form evaluated at those values and `plan`'s axis sizes, else
    the sizes stay constant and the account names the first that differs.
    So the named plan is exactly the traced one at the recorded values (the
    evaluator runs it), and a coincidence of `plan`'s sizes (the powers of
    two of the tiny Llama) cannot choose a form: `alt` chose it."""
    if _structure(plan) != _structure(alt):
        return plan, "sizes kept constant: the retrace's graphs differ from the capture's"
    axes, why = axis_primes(alt)
    if axes is None:
        return plan, f"sizes kept constant: the retrace's {why}"
    try:
        named, namer = _named(alt, axes)
    except Declined as e:
        return plan, f"sizes kept constant: the retrace's {e}"
    mine, theirs = list(sizes(plan)), list(sizes(named))
    if [_site_kind(w) for w, _ in mine] != [_site_kind(w) for w, _ in theirs]:
        return plan, "sizes kept constant: the retrace's size fields differ from the capture's"
    axis = {a.name: a.size for a in plan.mesh.axes}
    wants = [_eval(e, axis, {}) for _, e in mine]
    sym: dict[str, int] = {}
    while any(_solve_one(e, want, axis, sym) for (_, e), want in zip(theirs, wants)):
        pass
    unsolved = sorted(f"p{q}" for q in namer.used if f"p{q}" not in sym)
    if unsolved:
        return plan, f"sizes kept constant: no size determines {', '.join(unsolved)}"
    for (where, e), want in zip(theirs, wants):
        if _eval(e, axis, sym) != want:
            return plan, f"sizes kept constant: {where} is not its retrace form {_show(e)} at {sym}"
    out = P.Plan()
    out.CopyFrom(plan)
    for (_, mine_e), (_, named_e) in zip(sizes(out), theirs):
        mine_e.CopyFrom(named_e)
    for q in sorted(namer.used):
        out.symbols.append(P.SymbolDecl(name=f"p{q}", min=sym[f"p{q}"], recorded=sym[f"p{q}"]))
    from emitter.errors import PlanError
    from emitter.validate import validate
    try:
        validate(out)
    except PlanError as e:
        return plan, f"sizes kept constant: the named plan does not validate ({e.message})"
    names = ", ".join(f"p{q}={sym[f'p{q}']}" for q in sorted(namer.used)) or "none"
    return out, f"sizes named by a retrace: symbols {names}"


def _site_kind(where: str) -> str:
    """A size site without the tensor and node names (`_structure` says why
    names may differ between the captures)."""
    return re.sub(r"\b(tensor|node|input|observable|contract) \S+", r"\1", where)


def _show(e: P.Expr) -> str:
    parts = [str(e.constant)] if e.constant else []
    for t in e.terms:
        fs = [f.symbol or f"coord({f.coord})" if f.WhichOneof("kind") != "axis_size" else f.axis_size
              for f in t.factors]
        parts.append("*".join(([str(t.coeff)] if t.coeff != 1 else []) + fs))
    return " + ".join(parts) or "0"


# ---------------------------------------------------------------- structure

def _dim_sites(plan: P.Plan) -> Iterator[P.Expr]:
    """The sizes validation's shape functions relate: tensor dims and slice
    lengths, every graph in `sizes` order."""
    for g in [plan.sm] + [p.graph for p in plan.programs]:
        for t in g.tensors:
            yield from t.shape
        for node in g.nodes:
            if node.WhichOneof("attrs") == "slice":
                yield node.slice.length


def _fresh(plan: P.Plan) -> tuple[P.Plan, dict[str, int]]:
    """`plan` with every constant dim >= 2 a symbol of its own (`v<i>`, its
    value recorded): what the shape functions then ask of these symbols is
    the structure."""
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
        out.symbols.append(P.SymbolDecl(name=name, min=v, recorded=v))
    return out, values


def _monomial(p: SPoly) -> Optional[tuple[int, tuple[str, ...]]]:
    return p.terms[0][::-1] if len(p.terms) == 1 else None


def _definition(a: SPoly, b: SPoly) -> Optional[tuple[str, SPoly]]:
    """One symbol the equation a = b defines (x := e, x not in e), after
    cancelling the factors two monomials share; None when it defines none
    alone (a product against a product: `_pending`)."""
    ma, mb = _monomial(a), _monomial(b)
    if ma and mb:
        (ka, va), (kb, vb) = ma, mb
        left, right = list(va), list(vb)
        for x in list(left):
            if x in right:
                left.remove(x)
                right.remove(x)
        a, b = SPoly.of({tuple(left): ka}), SPoly.of({tuple(right): kb})
    for x, e in ((a, b), (b, a)):
        m = _monomial(x)
        if m and m[0] == 1 and len(m[1]) == 1 and m[1][0].startswith("s:") and m[1][0] not in e.variables():
            return m[1][0], e
    return None


def _fix(p: SPoly, sub: dict[str, SPoly]) -> SPoly:
    while p.variables() & sub.keys():
        p = p.substitute(sub)
    return p


def _solve(eqs: list[tuple[SPoly, SPoly]], values: dict[str, int]
           ) -> tuple[dict[str, SPoly], list[tuple[SPoly, SPoly]]]:
    """Symbol -> its form in the symbols left free and the axis sizes, and
    the equations no single symbol solves. A symbol named by an equation
    with two symbols alone is defined by the earlier one (its first use
    names it), so each size keeps the name of where it first appears."""
    sub: dict[str, SPoly] = {}
    pending = eqs
    while True:
        rest = []
        for a, b in pending:
            a, b = _fix(a, sub), _fix(b, sub)
            if a == b:
                continue
            d = _definition(a, b) if _later_first(a, b) else _definition(b, a)
            if d is None:
                rest.append((a, b))
            else:
                sub[d[0]] = d[1]
        if len(rest) == len(pending):
            split = next((d for a, b in rest for d in [_split(a, b, values)] if d), None)
            if split is None:
                return {k: _fix(v, sub) for k, v in sub.items()}, rest
            sub.update(split)
        pending = rest


def _split(a: SPoly, b: SPoly, values: dict[str, int]) -> Optional[dict[str, SPoly]]:
    """A product against a product (a flattened [B * S] viewed back as
    [B, S]): each symbol of the side with fewer factors defined as a part
    of the other side's factors, the parts chosen by their values at the
    capture (the first partition found, factors in order of first use);
    None when the sides are not monomials or no partition fits."""
    ma, mb = _monomial(a), _monomial(b)
    if not (ma and mb):
        return None
    (ka, va), (kb, vb) = sorted([ma, mb], key=lambda m: -len(m[1]))
    if kb != 1 or not vb or any(not y.startswith("s:") for y in vb):
        return None
    val = {x: values[x[2:]] if x.startswith("s:") else values[x] for x in va + vb}

    def parts(left: list[str], targets: list[str]) -> Optional[list[list[str]]]:
        if not targets:
            return [] if not left else None
        want = val[targets[0]]
        for r in range(1, len(left) + 1):
            for pick in itertools.combinations(range(len(left)), r):
                if math.prod(val[left[i]] for i in pick) == want:
                    rest = parts([x for i, x in enumerate(left) if i not in pick], targets[1:])
                    if rest is not None:
                        return [[left[i] for i in pick]] + rest
        return None
    if ka != 1:
        return None
    got = parts(sorted(va, key=_order), list(vb))
    if got is None:
        return None
    return {y: SPoly.of({tuple(sorted(g)): 1}) for y, g in zip(vb, got)}


def _order(key: str) -> tuple[int, str]:
    return (int(key[3:]), key) if key.startswith("s:v") else (-1, key)


def _index(x: SPoly) -> int:
    m = _monomial(x)
    if m and len(m[1]) == 1 and m[1][0].startswith("s:v"):
        return int(m[1][0][3:])
    return -1


def _later_first(a: SPoly, b: SPoly) -> bool:
    """Whether `a` is tried first as the symbol defined: the later of two
    lone symbols, so the earlier names both."""
    return _index(a) >= _index(b)


def _expr(p: SPoly, rename: dict[str, str]) -> P.Expr:
    e = P.Expr(constant=p.const_value())
    for m, k in p.terms:
        if not m:
            continue
        fs = []
        for key in m:
            kind, name = key.split(":", 1)
            fs.append(P.Var(symbol=rename[name]) if kind == "s" else
                      P.Var(axis_size=name) if kind == "a" else P.Var(coord=name))
        e.terms.append(P.Monomial(coeff=k, factors=fs))
    return e


def _poly(e: P.Expr) -> SPoly:
    out = SPoly.const(e.constant)
    for t in e.terms:
        m = SPoly.const(t.coeff)
        for f in t.factors:
            which = f.WhichOneof("kind")
            m = m * SPoly.var(("s:" if which == "symbol" else "a:" if which == "axis_size" else "c:")
                              + getattr(f, which))
        out = out + m
    return out


def name_by_structure(plan: P.Plan) -> tuple[P.Plan, str]:
    """`plan`'s sizes named by what its ops ask of them, whatever their
    values: every constant dim becomes a symbol of its own, validation's
    shape functions (`emitter.validate.equations`) relate them — a matmul's
    contraction dims are one size, a relation's global dim is the shard
    times its axes' sizes, an all_gather's output is the input times its
    group's — and each equation that defines one size by others is applied
    until none is left. The sizes no equation defines are the plan's
    symbols (`d<i>`, named in order of first use, minimum and recorded
    value the captured one); the mesh axis sizes come from the relations
    and groups that name them, so equal axis sizes (dp = tp = 2) and sizes
    that are powers of two stay apart. Sound whatever it chooses: every
    form evaluates to the captured size at the recorded values, and the
    named plan must validate (else the sizes stay constant and the account
    says why)."""
    from emitter.errors import PlanError
    from emitter.validate import equations, validate
    fresh, values = _fresh(plan)
    try:
        eqs = equations(fresh)
    except PlanError as e:
        return plan, f"sizes kept constant: the plan does not validate ({e.message})"
    sub, pending = _solve(eqs, dict(values, **{f"a:{a.name}": a.size for a in plan.mesh.axes}))
    if pending:
        a, b = pending[0]
        return plan, f"sizes kept constant: {len(pending)} size equations name no one size ({a} = {b})"
    env = {f"s:{k}": v for k, v in values.items()}
    env.update({f"a:{a.name}": a.size for a in plan.mesh.axes})
    for k, form in sub.items():
        if form.evaluate(env) != env[k]:   # pragma: no cover - the equations hold at the capture
            return plan, f"sizes kept constant: {k[2:]} = {form} does not evaluate to {env[k]}"
    out = P.Plan()
    out.CopyFrom(fresh)
    del out.symbols[:]
    rename: dict[str, str] = {}
    for e in _dim_sites(out):
        p = _fix(_poly(e), sub)
        for m, _ in p.terms:
            for key in m:
                if key.startswith("s:") and key[2:] not in rename:
                    rename[key[2:]] = f"d{len(rename)}"
        e.CopyFrom(_expr(p, rename))
    for old, new in rename.items():
        out.symbols.append(P.SymbolDecl(name=new, min=values[old], recorded=values[old]))
    env = {f"s:{new}": values[old] for old, new in rename.items()}
    env.update({f"a:{a.name}": a.size for a in plan.mesh.axes})
    _name_attributes(out, env)
    try:
        validate(out)
    except PlanError as e:
        return plan, f"sizes kept constant: the named plan does not validate ({e.message})"
    return out, "sizes named by structure: symbols " + ", ".join(f"{n}={values[o]}" for o, n in rename.items())


def _named_as(e: P.Expr, value: int, form: SPoly) -> None:
    """Each constant or coefficient of `e` equal to `value` becomes `form`
    (a shard's offset coord * length, a scale's 1 / size)."""
    p = SPoly()
    for m, k in _poly(e).terms:
        p = p + (form * SPoly.of({m: 1}) if k == value else SPoly.of({m: k}))
    e.CopyFrom(_expr(p, _IDENTITY))


class _Identity(dict):
    def __missing__(self, k):
        return k


_IDENTITY = _Identity()


def _name_attributes(plan: P.Plan, env: dict[str, int]) -> None:
    """The sizes outside shapes, named by what they are of: a slice's start
    in units of its length (a shard's offset), an embedding's offset in
    rows of its weight, an arange's start in its length; a collective's
    scale by its group's axes and a partial sum's by its axis; the loss
    mean's backward 1 / tokens by its input's dims; an index range's bound
    by the one dim of that value among what the index meets."""
    axis_size = {a.name: a.size for a in plan.mesh.axes}
    groups = {g.name: tuple(g.axes) for g in plan.groups}

    def val(e: P.Expr) -> Optional[int]:
        p = _poly(e)
        return None if any(v.startswith("c:") for v in p.variables()) else p.evaluate(env)

    def axes(names) -> SPoly:
        return math.prod((SPoly.var(f"a:{a}") for a in names), start=SPoly.const(1))

    def den(sc: P.Scalar, value: Optional[int], form: SPoly) -> None:
        if sc.HasField("den") and value is not None and val(sc.den) == value:
            sc.den.CopyFrom(_expr(form, _IDENTITY))

    def placements(rel: P.Relation) -> None:
        for q in rel.placements:
            if q.HasField("scale") and q.axis:
                den(q.scale, axis_size[q.axis], axes([q.axis]))

    for g in [plan.sm] + [p.graph for p in plan.programs]:
        shape = {t.name: [_poly(d) for d in t.shape] for t in g.tensors}
        for t in g.tensors:
            placements(t.relation)
        for n in g.nodes:
            which = n.WhichOneof("attrs")
            if which == "slice":
                v = val(n.slice.length)
                if v and v >= 2:
                    _named_as(n.slice.start, v, _poly(n.slice.length))
            elif which == "arange" and shape[n.outputs[0]]:
                out = shape[n.outputs[0]][0]
                _named_as(n.arange.start, out.evaluate(env), out)
            elif which == "embedding":
                rows = shape[n.inputs[0]][0] if n.op == P.OP_EMBEDDING else shape[n.outputs[0]][0]
                _named_as(n.embedding.offset, rows.evaluate(env), rows)
            elif which == "collective" and n.collective.HasField("scale") and groups.get(n.collective.group):
                ax = groups[n.collective.group]
                den(n.collective.scale, math.prod(axis_size[a] for a in ax), axes(ax))
            elif which == "scale" and _LOSS_MEAN_SCALE.search(n.name):
                dims = shape[n.inputs[0]]
                den(n.scale.factor, math.prod(d.evaluate(env) for d in dims),
                    math.prod(dims, start=SPoly.const(1)))
    for b in list(plan.inputs) + list(plan.observables):
        placements(b.relation)
    for c in plan.contracts:
        hi = val(c.hi)
        forms = {f for f in _met_dims(plan.sm, c.tensor) if f.evaluate(env) == hi}
        if len(forms) == 1:
            c.hi.CopyFrom(_expr(forms.pop(), _IDENTITY))


def _met_dims(g: P.Graph, name: str) -> list[SPoly]:
    """The dims of the other operands of the nodes that read `name` (through
    reshapes of it): where an index tensor's values point."""
    shape = {t.name: [_poly(d) for d in t.shape] for t in g.tensors}
    seen, todo, out = {name}, [name], []
    while todo:
        x = todo.pop()
        for n in g.nodes:
            if x not in n.inputs:
                continue
            if n.op == P.OP_RESHAPE:
                if n.outputs[0] not in seen:
                    seen.add(n.outputs[0])
                    todo.append(n.outputs[0])
                continue
            out += [d for y in n.inputs if y not in seen for d in shape[y]]
    return out
