"""Polynomials with integer coefficients over named variables: the reader's
own arithmetic for sizes (a dim `P_tp * n_f_l` in the statement against the
plan's `f = tp * f_l`). Variables are the statement's binder names
(`P_<axis>`, `n_<symbol>`), plus `c_<axis>` for a mesh coordinate."""
from __future__ import annotations

import dataclasses
from typing import Mapping


@dataclasses.dataclass(frozen=True)
class Poly:
    terms: tuple  # sorted ((monomial: sorted tuple of names, coeff != 0), ...)

    @staticmethod
    def of(d: Mapping[tuple, int]) -> "Poly":
        return Poly(tuple(sorted((tuple(sorted(m)), c) for m, c in d.items() if c)))

    @staticmethod
    def const(c: int) -> "Poly":
        return Poly.of({(): c})

    @staticmethod
    def var(name: str) -> "Poly":
        return Poly.of({(name,): 1})

    def as_dict(self) -> dict:
        return dict(self.terms)

    def __add__(self, o: "Poly") -> "Poly":
        d = self.as_dict()
        for m, c in o.terms:
            d[m] = d.get(m, 0) + c
        return Poly.of(d)

    def __neg__(self) -> "Poly":
        return Poly.of({m: -c for m, c in self.terms})

    def __sub__(self, o: "Poly") -> "Poly":
        return self + (-o)

    def __mul__(self, o: "Poly") -> "Poly":
        d: dict = {}
        for m1, c1 in self.terms:
            for m2, c2 in o.terms:
                m = tuple(sorted(m1 + m2))
                d[m] = d.get(m, 0) + c1 * c2
        return Poly.of(d)

    def variables(self) -> frozenset:
        return frozenset(v for m, _ in self.terms for v in m)

    def substitute(self, defs: Mapping[str, "Poly"]) -> "Poly":
        out = Poly.const(0)
        for m, c in self.terms:
            t = Poly.const(c)
            for v in m:
                t = t * defs.get(v, Poly.var(v))
            out = out + t
        return out

    def __str__(self) -> str:
        if not self.terms:
            return "0"
        return " + ".join("*".join([str(c)] * (c != 1 or not m) + list(m)) for m, c in self.terms)
