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

import re
from typing import Iterator, Optional

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
