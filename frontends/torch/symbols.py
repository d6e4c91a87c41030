"""Name the imported plan's sizes by symbols (README "Symbolic dims").

A capture records constant sizes: a local dim 11 of a tensor sharded on dp
(size 2) next to its global 22. The prover's layout rules need the global
written as `dp * local` (mesh axis sizes are universally quantified), so a
plan with constant sizes stops at the first sharded tensor. This pass
rewrites every size by *unique prime factorization*:

* each mesh axis of size > 1 must have a prime size, distinct across axes;
  its prime factor in any size is the axis size (`axis_size(a)`);
* any other odd prime q becomes a symbol `p<q>` (recorded and minimum q);
* the prime 2, when no axis has size 2, stays the literal 2 (RoPE's
  rotate-half: head_dim = 2 * half).

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
collectives (1/2 on a dp = 2 mesh is 1 / dp). Op scalars (a loss mean's
1/n, eps, softmax scale) keep their constants: they are values, not sizes.
"""

from __future__ import annotations

from typing import Optional

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
    """Rewrites constants into monomials; remembers the symbols it used."""

    def __init__(self, axes: dict[int, str]):
        self.axes = axes
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
            elif q == 2:
                coeff *= 2
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

    def scalar(self, s: P.Scalar) -> None:
        self.expr(s.num)
        if s.HasField("den"):
            self.expr(s.den)


def _graph(g: P.Graph, n: Namer) -> None:
    for t in g.tensors:
        for d in t.shape:
            n.expr(d)
        for p in t.relation.placements:
            if p.HasField("scale"):
                n.scalar(p.scale)
    for node in g.nodes:
        which = node.WhichOneof("attrs")
        if which == "slice":
            n.expr(node.slice.start)
            n.expr(node.slice.length)
        elif which == "arange":
            n.expr(node.arange.start)
        elif which == "embedding":
            n.expr(node.embedding.offset)
        elif which == "collective" and node.collective.HasField("scale"):
            n.scalar(node.collective.scale)


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


def _named(plan: P.Plan, axes: dict[int, str]) -> tuple[P.Plan, Namer]:
    out = P.Plan()
    out.CopyFrom(plan)
    namer = Namer(axes)
    _graph(out.sm, namer)
    for prog in out.programs:
        _graph(prog.graph, namer)
    for b in out.inputs:
        for p in b.relation.placements:
            if p.HasField("scale"):
                namer.scalar(p.scale)
    for o in out.observables:
        for p in o.relation.placements:
            if p.HasField("scale"):
                namer.scalar(p.scale)
    for c in out.contracts:
        namer.expr(c.lo)
        namer.expr(c.hi)
    for q in sorted(namer.used):
        out.symbols.append(P.SymbolDecl(name=f"p{q}", min=q, recorded=q))
    return out, namer
