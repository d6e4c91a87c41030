"""Symbolic dims: polynomials over symbols and mesh coordinates, linear
constraints, normalization modulo definitional equalities, and the smallest
instantiation (every symbol >= its minimum, default 2) that satisfies them.

A Poly is a frozen mapping monomial -> coefficient, where a monomial is a
sorted tuple of variable keys: "s:<symbol>" or "c:<mesh axis>". Mesh axis
sizes are constants and are substituted while converting from the proto.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from typing import Callable, Iterable, Mapping, Optional

from emitter.errors import InvalidPlan, Location, ResourceLimit

NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
DEFAULT_MIN = 2
# The instantiation search enumerates assignments of the free symbols; past
# this many candidates the plan is reported as too large rather than judged.
MAX_CANDIDATES = 200_000
# The exact evaluator materializes tensors at the instantiated sizes; a
# symbol whose minimum exceeds this cannot be evaluated and is a resource
# problem, not a malformed plan.
MAX_SYMBOL_MIN = 1 << 16

Monomial = tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Poly:
    terms: tuple[tuple[Monomial, int], ...] = ()

    @staticmethod
    def const(c: int) -> "Poly":
        return Poly.of({(): c})

    @staticmethod
    def var(key: str) -> "Poly":
        return Poly.of({(key,): 1})

    @staticmethod
    def of(d: Mapping[Monomial, int]) -> "Poly":
        return Poly(tuple(sorted((m, c) for m, c in d.items() if c != 0)))

    def as_dict(self) -> dict[Monomial, int]:
        return dict(self.terms)

    def __add__(self, other: "Poly") -> "Poly":
        d = self.as_dict()
        for m, c in other.terms:
            d[m] = d.get(m, 0) + c
        return Poly.of(d)

    def __neg__(self) -> "Poly":
        return Poly.of({m: -c for m, c in self.terms})

    def __sub__(self, other: "Poly") -> "Poly":
        return self + (-other)

    def __mul__(self, other: "Poly") -> "Poly":
        d: dict[Monomial, int] = {}
        for m1, c1 in self.terms:
            for m2, c2 in other.terms:
                m = tuple(sorted(m1 + m2))
                d[m] = d.get(m, 0) + c1 * c2
        return Poly.of(d)

    def scaled(self, k: int) -> "Poly":
        return Poly.of({m: c * k for m, c in self.terms})

    def halved(self) -> Optional["Poly"]:
        """c with self == 2 * c term by term (every coefficient even), else
        None: the zigzag chunk of a length 2 * c, RoPE's pair count."""
        return self.divided(2)

    def divided(self, k: int) -> Optional["Poly"]:
        """c with self == k * c term by term (every coefficient a multiple
        of k), else None: one of k equal pieces (a strided shard's)."""
        if not self.terms or k < 1 or any(c % k for _, c in self.terms):
            return None
        return Poly.of({m: c // k for m, c in self.terms})

    def variables(self) -> set[str]:
        return {v for m, _ in self.terms for v in m}

    def is_const(self) -> bool:
        return all(m == () for m, _ in self.terms)

    def const_value(self) -> int:
        return self.as_dict().get((), 0)

    def is_affine(self) -> bool:
        return all(len(m) <= 1 for m, _ in self.terms)

    def evaluate(self, env: Mapping[str, int]) -> int:
        total = 0
        for m, c in self.terms:
            v = c
            for key in m:
                v *= env[key]
            total += v
        return total

    def substitute(self, defs: Mapping[str, "Poly"]) -> "Poly":
        out = Poly()
        for m, c in self.terms:
            t = Poly.const(c)
            for key in m:
                t = t * defs.get(key, Poly.var(key))
            out = out + t
        return out

    def __str__(self) -> str:
        if not self.terms:
            return "0"
        parts = []
        for m, c in self.terms:
            names = [k.split(":", 1)[1] if k.startswith("s:") else f"coord({k[2:]})" for k in m]
            if not names:
                parts.append(str(c))
            elif c == 1:
                parts.append("*".join(names))
            else:
                parts.append(f"{c}*" + "*".join(names))
        return " + ".join(parts).replace("+ -", "- ")


def sym(name: str) -> str:
    return "s:" + name


def coord(axis: str) -> str:
    return "c:" + axis


@dataclasses.dataclass(frozen=True)
class Scope:
    """What an Expr may refer to."""

    symbols: frozenset[str]
    axis_sizes: Mapping[str, int]
    allow_coords: bool = False


def expr_to_poly(expr, scope: Scope, loc: Location) -> Poly:
    """Converts a proto Expr; rejects unknown names and degenerate terms."""
    out = Poly.const(expr.constant)
    for i, term in enumerate(expr.terms):
        where = dataclasses.replace(loc, field=f"{loc.field}.terms[{i}]" if loc.field else f"terms[{i}]")
        if term.coeff == 0:
            raise InvalidPlan("monomial with coefficient 0", where)
        if not term.factors:
            raise InvalidPlan("monomial without factors (use the constant)", where)
        t = Poly.const(term.coeff)
        for var in term.factors:
            which = var.WhichOneof("kind")
            if which == "symbol":
                if var.symbol not in scope.symbols:
                    raise InvalidPlan(f"unknown symbol {var.symbol!r}", where)
                t = t * Poly.var(sym(var.symbol))
            elif which == "axis_size":
                if var.axis_size not in scope.axis_sizes:
                    raise InvalidPlan(f"unknown mesh axis {var.axis_size!r}", where)
                t = t.scaled(scope.axis_sizes[var.axis_size])
            elif which == "coord":
                if var.coord not in scope.axis_sizes:
                    raise InvalidPlan(f"unknown mesh axis {var.coord!r}", where)
                if not scope.allow_coords:
                    raise InvalidPlan("mesh coordinate outside a PM attribute", where)
                t = t * Poly.var(coord(var.coord))
            else:
                raise InvalidPlan("empty variable", where)
        out = out + t
    return out


def expr_poly(e) -> Poly:
    """An Expr as a polynomial over its names, nothing instantiated: a
    symbol "s:<name>", a mesh axis size "a:<axis>" (relation.Dims keys), a
    coordinate "c:<axis>"."""
    out = Poly.const(e.constant)
    for term in e.terms:
        t = Poly.const(term.coeff)
        for f in term.factors:
            which = f.WhichOneof("kind")
            t = t * Poly.var({"symbol": "s:", "axis_size": "a:", "coord": "c:"}[which] + getattr(f, which))
        out = out + t
    return out


@dataclasses.dataclass(frozen=True)
class LinearConstraint:
    # diff = lhs - rhs;  EQ: diff == 0,  LE: diff <= 0,  LT: diff < 0
    diff: Poly
    cmp: str
    name: str
    index: int

    def holds(self, env: Mapping[str, int]) -> bool:
        v = self.diff.evaluate(env)
        return {"EQ": v == 0, "LE": v <= 0, "LT": v < 0}[self.cmp]


@dataclasses.dataclass(frozen=True)
class SymbolTable:
    names: tuple[str, ...]
    mins: Mapping[str, int]
    constraints: tuple[LinearConstraint, ...]
    # symbol key -> Poly over the remaining (free) symbols
    definitions: Mapping[str, Poly]
    # normal forms already computed: validation and inference compare the
    # same few hundred shapes millions of times (405B plan: 1.7M normalizations)
    _normal: dict = dataclasses.field(default_factory=dict, init=False, repr=False, compare=False)

    def normalize(self, p: Poly) -> Poly:
        n = self._normal.get(p)
        if n is None:
            n = self._normal[p] = p.substitute(self.definitions)
        return n

    def equal(self, a: Poly, b: Poly) -> bool:
        return self.normalize(a) == self.normalize(b)

    def free_symbols(self) -> tuple[str, ...]:
        return tuple(n for n in self.names if sym(n) not in self.definitions)


def build_symbol_table(names: Iterable[str], mins: Mapping[str, int],
                       constraints: Iterable[LinearConstraint]) -> SymbolTable:
    """Equalities `s = e` (s a bare symbol not occurring in e) become
    rewrite rules, in declaration order; the rest are only checked."""
    cons = tuple(constraints)
    defs: dict[str, Poly] = {}
    for c in cons:
        if c.cmp != "EQ":
            continue
        target = definitional_target(c.diff.substitute(defs))
        if target is None:
            continue
        key, rhs = target
        defs = {k: v.substitute({key: rhs}) for k, v in defs.items()}
        defs[key] = rhs
    return SymbolTable(tuple(names), dict(mins), cons, defs)


def definitional_target(diff: Poly) -> Optional[tuple[str, Poly]]:
    """For diff == 0, the rewrite `s := rhs`: the first plan symbol (never an
    axis size or a coordinate) with coefficient +-1 whose removal leaves a
    polynomial not mentioning it; None if there is none."""
    for m, c in diff.terms:
        if len(m) == 1 and abs(c) == 1 and m[0].startswith("s:"):
            key = m[0]
            rest = Poly.of({mm: cc for mm, cc in diff.terms if mm != m})
            if key in rest.variables():
                continue
            return key, rest.scaled(-c)
    return None


def smallest_instantiation(table: SymbolTable, max_candidates: int = MAX_CANDIDATES) -> dict[str, int]:
    """Smallest assignment: least maximum free value, then least sum of all
    symbol values, then lexicographic in declaration order."""
    free = table.free_symbols()
    if not table.names:
        return {}
    for n in table.names:
        if table.mins[n] > MAX_SYMBOL_MIN:
            raise ResourceLimit(
                f"symbol {n!r} has minimum {table.mins[n]}, beyond the evaluator's bound {MAX_SYMBOL_MIN}",
                Location(field=f"symbols.{n}.min"))
    if not table.constraints:
        # unconstrained symbols are independent: each takes its minimum
        return {n: table.mins[n] for n in table.names}
    # a free symbol no constraint or definition reads takes its minimum: the
    # search runs over the others only (an imported 8B-shaped model has a
    # hundred independent per-layer sizes and one constraint)
    keys: set[str] = set()
    for c in table.constraints:
        keys |= c.diff.variables()
    for k in list(keys) + list(table.definitions):
        if k in table.definitions:
            keys |= table.definitions[k].variables()
    fixed = {sym(n): table.mins[n] for n in free if sym(n) not in keys}
    free = tuple(n for n in free if sym(n) in keys)
    lo = [table.mins[n] for n in free]
    tried = 0
    bound = max(lo + [DEFAULT_MIN])
    # A solution, if any, exists with free values below this bound for the
    # plans we accept; beyond it the search is a resource problem.
    limit_bound = bound + 32
    while bound <= limit_bound:
        best: Optional[tuple[tuple[int, tuple[int, ...]], dict[str, int]]] = None
        ranges = [range(l, bound + 1) for l in lo]
        for values in itertools.product(*ranges):
            if values and max(values) != bound and bound > max(lo):
                continue  # already tried with a smaller bound
            tried += 1
            if tried > max_candidates:
                raise ResourceLimit(
                    f"symbol instantiation search exceeded {max_candidates} candidates",
                    Location(field="symbols"))
            env = {sym(n): v for n, v in zip(free, values)}
            env.update(fixed)
            full = dict(env)
            ok = True
            for n in table.names:
                key = sym(n)
                if key in table.definitions:
                    full[key] = table.definitions[key].evaluate(env)
                if full[key] < table.mins[n]:
                    ok = False
                    break
            if not ok or not all(c.holds(full) for c in table.constraints):
                continue
            assignment = {n: full[sym(n)] for n in table.names}
            ordered = tuple(assignment[n] for n in table.names)
            key_ = (sum(ordered), ordered)
            if best is None or key_ < best[0]:
                best = (key_, assignment)
        if best is not None:
            return best[1]
        bound += 1
    raise InvalidPlan("constraints have no solution with every symbol >= its minimum "
                      f"(searched free symbols up to {limit_bound})", Location(field="constraints"))


def _distinct_candidates() -> Iterable[int]:
    """3, 5, 7, 11, ...: values that are neither 2 nor a product of smaller
    candidates, so that a size written in place of another (n for 2, or
    a*b for c) gives a different number."""
    n = 3
    while True:
        if all(n % d for d in range(2, int(n ** 0.5) + 1)):
            yield n
        n += 1


def distinct_instantiation(table: SymbolTable, base: Mapping[str, int],
                           cost: Callable[[Mapping[str, int]], float] = lambda inst: 0.0,
                           bound: float = 0.0) -> dict[str, int]:
    """An instantiation satisfying the constraints in which the free symbols
    take distinct values, each larger than in `base` (the smallest
    instantiation): the ith free symbol the smallest unused prime above its
    base value. The defined symbols follow from their definitions. A symbol
    whose growth the constraints forbid, or that would take `cost` (the
    caller's, e.g. the evaluator's memory) above `bound`, keeps its base
    value; then the cheapest growths are taken first, each to a distinct
    value or, where that passes the bound, to the smallest larger one, so
    that as many symbols as possible grow. Equal to `base` when none can. The exact
    evaluator runs here as well as at `base`, where an offset or a scale
    written for one size (2) and right only at that size is invisible."""
    free = table.free_symbols()
    primes = _distinct_candidates()
    pool: list[int] = []

    def fits(values: Mapping[str, int]) -> Optional[dict[str, int]]:
        env = {sym(n): v for n, v in values.items()}
        for n in table.names:
            key = sym(n)
            if key in table.definitions:
                env[key] = table.definitions[key].evaluate(env)
            if env[key] < table.mins[n]:
                return None
        if not all(c.holds(env) for c in table.constraints):
            return None
        return {n: env[sym(n)] for n in table.names}

    def affordable(inst: Optional[dict[str, int]]) -> Optional[dict[str, int]]:
        return inst if inst is not None and (not bound or cost(inst) <= bound) else None

    def next_above(v: int, used: set[int]) -> int:
        i = 0
        while True:
            while i >= len(pool):
                pool.append(next(primes))
            if pool[i] > v and pool[i] not in used:
                return pool[i]
            i += 1

    used: set[int] = set()
    bumped = {}
    for n in free:
        bumped[n] = next_above(base[n], used)
        used.add(bumped[n])
    whole = affordable(fits(bumped))
    if whole is not None:
        return whole
    # Some constraint or the bound forbids the joint growth: grow one symbol
    # at a time, cheapest first, keeping each growth allowed given the
    # earlier ones.
    cur = {n: base[n] for n in free}

    def alone(n: str) -> float:
        inst = fits(dict(cur, **{n: bumped[n]}))
        return cost(inst) if inst is not None else float("inf")

    used = set()
    for n in sorted(free, key=alone):
        # a distinct value, else (past the bound) the smallest growth
        for v in dict.fromkeys((next_above(base[n], used), next_above(base[n], set()))):
            trial = dict(cur, **{n: v})
            if affordable(fits(trial)) is not None:
                cur = trial
                used.add(v)
                break
    return fits(cur) or dict(base)
