"""The claim a verdict states: what the certificate's statement quantifies
and assumes, read off the data the certificate and the inference computed
(ARCHITECTURE.md trust rules: "the claim printed is the claim proved").

The statement is `forall R dims sizes fns, size hypotheses -> function
hypotheses -> inputs in their relations -> observables related`. Read for
a user, that is:

* the value domain (any commutative ring, or any field);
* the quantified mesh axes and dims (symbols); a dim the plan defines from
  others (`f = tp * f_l`, substituted before the statement) covers only
  the sizes of that form, so the definitions are listed too;
* the fixed axes: a size-1 axis (relation.Dims; the pinned level among
  them: the statement renders its size as 1), the pipeline stage axis
  (programs.merge fixes it per program: the stage count is the plan's),
  and a quantified axis the falsifier could run only at size 1 (`narrowed`:
  the statement covers its other sizes, but nothing has tried one, so the
  claim does not say so);
* the size hypotheses (plan constraints that are not definitions), each a
  *bound* or a *shape condition*. A shape condition is an inequality with a
  symbol on its larger side only that no other size hypothesis mentions,
  and no mesh axis on its smaller side: whatever the other sizes, it holds
  once that dim is large enough (`halo + 1 <= 2 * tp * s`), so it limits
  no other size (`tp * s <= table` bounds tp: the independent reader's
  rule). Every other
  hypothesis is a bound (`cp <= 2`, `2 <= cp`, read together "cp = 2"):
  it may exclude sizes of what it mentions;
* the function hypotheses (`nat_nz`, top-k's specification);
* the input contracts the plan declares: the statement does not assume
  them (it holds for every input value in its input relation); the exact
  evaluator draws its inputs from them;
* how each loss is related when it is not replicated (a scaled sum over
  the data-parallel axes: the mean of the ranks' losses), and what a
  `--partial` plan leaves out of its specification (emitter/specification.py).

A claim is "every size of every axis" only with no bound and no fixed axis.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from emitter import programs
from emitter.certificate import Certificate, FnHypothesis
from emitter.infer import Inference
from emitter.symbolic import Poly
from emitter.validate import ValidatedPlan
from proto import plan_pb2

P = plan_pb2

# How a function hypothesis reads (semantics/RulesMissing.v, RulesScaled.v)
_FN_TEXT = {
    "nat_nz": "{1} is nonzero in R (nat_nz)",
    "topk_local": "f_topk reads only the first {0} scores of a row (topk_local)",
    "topk_range": "f_topk's first {1} picks are below {0} (topk_range)",
}


@dataclasses.dataclass(frozen=True)
class FixedAxis:
    axis: str
    size: int
    why: str  # SIZE_ONE | STAGES | UNEXERCISED


SIZE_ONE, STAGES, UNEXERCISED = "size 1", "pipeline stages", "evaluated only at size 1"


@dataclasses.dataclass(frozen=True)
class Claim:
    value_domain: str                 # "any commutative ring" | "any field", and where sizes are nonzero in it
    axes: tuple[str, ...]             # quantified mesh axes, mesh order
    dims: tuple[str, ...]             # quantified symbols, in the statement's order
    fixed: tuple[FixedAxis, ...]
    bounds: tuple[str, ...]           # size-bounding hypotheses, readable ("cp = 2", "tp <= 4")
    bounded: tuple[str, ...]          # the axes and dims the bounds mention
    conditions: tuple[str, ...]       # shape conditions (module doc)
    definitions: tuple[str, ...]      # dims defined from others ("f = tp * f_l")
    functions: tuple[str, ...]        # function hypotheses, readable
    contracts: tuple[str, ...]        # declared input contracts (not assumed by the statement)
    losses: tuple[str, ...] = ()      # losses related as scaled sums ("loss = (1/(dp*cp)) * sum over dp, cp")
    left_out: tuple[str, ...] = ()    # --partial: what the plan proves less than its specification

    @property
    def all_sizes(self) -> bool:
        return not self.bounds and not self.fixed

    def sizes(self) -> str:
        """Which axis sizes the claim covers: 'every size of dp, tp; cp = 2; pp fixed at 2 (pipeline stages)'."""
        held = {f.axis for f in self.fixed}
        free = [a for a in self.axes if a not in self.bounded and a not in held]
        if self.all_sizes:
            head = [f"every size of every axis ({', '.join(self.axes)})"]
        else:
            head = [f"every size of {', '.join(free)}"] if free else []
        return "; ".join(head + list(self.bounds)
                         + [f"{f.axis} fixed at {f.size}" + (f" ({f.why})" if f.why != SIZE_ONE else "")
                            for f in self.fixed])

    def summary(self) -> str:
        """The first line's account of what is proved over which sizes."""
        dims = "all dims" + (" with " + ", ".join(self.conditions) if self.conditions else "")
        less = f"; less than the specification (--partial): {'; '.join(self.left_out)}" if self.left_out else ""
        return f"over {self.value_domain}, for {self.sizes()}; {dims}; all ranks{less}"

    def lines(self) -> list[str]:
        out = [f"  quantified: over {self.value_domain}; axes {', '.join(self.axes) or 'none'}; dims "
               + (", ".join(self.dims) or "none"),
               "  size bounds: " + ("; ".join(self.bounds) if self.bounds else "none")]
        one = sorted(f.axis for f in self.fixed if f.why == SIZE_ONE)  # as the verdict's fixed_axes
        if one:
            out.append("  fixed at size 1 (not proved for other sizes): " + ", ".join(one))
        out += [f"  pipeline stage axis {f.axis} fixed at {f.size} stages (not proved for other stage counts)"
                for f in self.fixed if f.why == STAGES]
        out += [f"  {f.axis} fixed at 1: the statement quantifies it, but the exact evaluator could run it only "
                "at size 1 (the plan names concrete ranks or pins its size), so the claim does not cover its "
                "other sizes" for f in self.fixed if f.why == UNEXERCISED]
        if self.conditions:
            out.append("  shape conditions: " + "; ".join(self.conditions))
        if self.definitions:
            out.append("  defined dims: " + "; ".join(self.definitions))
        if self.functions:
            out.append("  function hypotheses: " + "; ".join(self.functions))
        out.append("  input contracts: none assumed (every input value in its relation)"
                   + ("; declared, for the exact evaluator: " + "; ".join(self.contracts) if self.contracts else ""))
        out += [f"  loss related as a scaled sum over ranks: {s}" for s in self.losses]
        out += [f"  left out of the specification (--partial): {s}" for s in self.left_out]
        return out

    def as_json(self) -> dict[str, Any]:
        return {
            "all_sizes": self.all_sizes,
            "summary": self.sizes(),
            "value_domain": self.value_domain,
            "axes": list(self.axes),
            "dims": list(self.dims),
            "fixed_axes": [dataclasses.asdict(f) for f in self.fixed],
            "size_bounds": list(self.bounds),
            "bounded": list(self.bounded),
            "shape_conditions": list(self.conditions),
            "defined_dims": list(self.definitions),
            "function_hypotheses": list(self.functions),
            "declared_contracts": list(self.contracts),
            "losses": list(self.losses),
            "left_out": list(self.left_out),
        }

    def narrowed(self, unexercised: Sequence[str]) -> "Claim":
        """This claim with each quantified axis the falsifier ran only at
        size 1 fixed at 1 (issue 22 point 5): at size 1 a missing
        collective or a coordinate offset on it is invisible to the
        evaluator, so the verdict does not vouch for its other sizes."""
        more = tuple(FixedAxis(a, 1, UNEXERCISED) for a in self.axes if a in unexercised)
        return dataclasses.replace(self, fixed=self.fixed + more) if more else self

    @staticmethod
    def from_json(d: dict[str, Any]) -> "Claim":
        """The claim a MANIFEST records (as_json), for reports that read it back."""
        return Claim(d["value_domain"], tuple(d["axes"]), tuple(d["dims"]),
                     tuple(FixedAxis(**f) for f in d["fixed_axes"]), tuple(d["size_bounds"]),
                     tuple(d["bounded"]), tuple(d["shape_conditions"]), tuple(d["defined_dims"]),
                     tuple(d["function_hypotheses"]), tuple(d["declared_contracts"]), tuple(d["losses"]),
                     tuple(d["left_out"]))


def build(vp: ValidatedPlan, inf: Inference, cert: Certificate) -> Claim:
    """`vp`: the plan as validated (before programs.merge, which drops the
    stage axis from the mesh)."""
    dims = inf.dims
    # a pinned level (relation.Dims) is rendered at size 1, not quantified: fixed like the other size-1 axes
    fixed = [FixedAxis(a.name, 1, SIZE_ONE) for a in dims.plan.mesh.axes if a.name in dims.held]
    if len(vp.programs) > 1:
        stage = programs.stage_axis(vp)
        fixed.append(FixedAxis(stage, vp.mesh.size(stage), STAGES))
    bounds, bounded, conditions = _size_hypotheses(dims.hypotheses)
    # an average over an axis divides by its size: the ring must not make it 0
    nonzero = [_side(h.args[1][1]) for h in cert.fn_hypotheses if h.pred == "nat_nz"]
    return Claim(
        value_domain=("any field" if cert.field else "any commutative ring")
        + (f" in which {', '.join(nonzero)} {'is' if len(nonzero) == 1 else 'are'} nonzero" if nonzero else ""),
        axes=tuple(a for a in dims.axes if a != dims.pinned),
        dims=tuple(_name(k) for k in cert.dims if k.startswith("s:")),
        fixed=tuple(fixed),
        bounds=tuple(bounds),
        bounded=tuple(sorted(bounded)),
        conditions=tuple(conditions),
        definitions=tuple(f"{_name(k)} = {_side(p)}" for k, p in dims.defs.items()),
        functions=tuple(_function(h) for h in cert.fn_hypotheses),
        contracts=tuple(_contract(c, dims) for c in vp.plan.contracts),
        losses=tuple(_losses(vp)),
        left_out=tuple(str(s) for s in vp.specification.shortfalls) if vp.specification else (),
    )


def _losses(vp: ValidatedPlan) -> list[str]:
    """Each loss observable whose relation sums over some axes: the claim
    says the PM's loss is that scaled sum, not the SM loss on every rank."""
    losses = {o.tensor for o in vp.plan.outputs if o.kind == P.OUTPUT_LOSS}
    out = []
    for o in vp.plan.observables:
        sums = [p for p in o.relation.placements if p.kind == P.REL_PARTIAL_SUM]
        if o.sm_tensor in losses and sums:
            scale = [_scalar(p.scale) for p in sums if p.HasField("scale")]
            out.append(f"{o.name}: SM {o.sm_tensor} = " + (" * ".join(scale) + " * " if scale else "")
                       + "the sum over " + ", ".join(p.axis for p in sums) + " of the ranks' values")
    return out


def _scalar(s: P.Scalar) -> str:
    num = _expr(s.num) if s.HasField("num") else "1"
    return f"({num}/{_expr(s.den)})" if s.HasField("den") else f"({num})"


def _expr(e: P.Expr) -> str:
    terms = [" * ".join(([str(m.coeff)] if m.coeff != 1 else [])
                        + [getattr(v, v.WhichOneof("kind")) for v in m.factors]) for m in e.terms]
    return " + ".join(terms + ([str(e.constant)] if e.constant or not terms else []))


def _size_hypotheses(hyps: Sequence[tuple[Poly, str]]) -> tuple[list[str], set[str], list[str]]:
    """(bounds, the names they mention, shape conditions), readable, in the
    statement's order; a pair `a <= b`, `b <= a` reads as one `a = b`."""
    used = [d.variables() for d, _ in hyps]
    paired: dict[int, int] = {}
    for i, (d, cmp) in enumerate(hyps):
        if i in paired.values():
            continue
        for j in range(i + 1, len(hyps)):
            if cmp == hyps[j][1] == "LE" and j not in paired.values() and i not in paired and d == -hyps[j][0]:
                paired[i] = j
    bounds, bounded, conditions = [], set(), []
    for i, (d, cmp) in enumerate(hyps):
        if i in paired.values():
            continue
        lo, hi = _split(d)
        op = "=" if i in paired else {"EQ": "=", "LE": "<=", "LT": "<"}[cmp]
        text = f"{_side(lo)} {op} {_side(hi)}"
        others = set().union(*(u for j, u in enumerate(used) if j != i))
        grows = {k for k in hi.variables() - lo.variables() if k.startswith("s:")} - others
        # a mesh axis on the smaller side is bounded by it, whatever grows on
        # the other (`tp * s <= table`: a larger tp needs a larger table)
        if op != "=" and grows and not any(k.startswith("a:") for k in lo.variables()):
            conditions.append(text)
        else:
            bounds.append(text)
            bounded.update(_name(k) for k in d.variables())
    return bounds, bounded, conditions


def _split(diff: Poly) -> tuple[Poly, Poly]:
    """diff = lhs - rhs as (lhs, rhs) with positive coefficients (as the certificate states it)."""
    return (Poly.of({m: c for m, c in diff.terms if c > 0}), Poly.of({m: -c for m, c in diff.terms if c < 0}))


def _name(key: str) -> str:
    return key.split(":", 1)[1]


def _side(p: Poly) -> str:
    """A nat polynomial, readable: `2 * tp * s + 1` (constant last)."""
    terms = []
    for m, c in sorted(p.terms, key=lambda t: (len(t[0]) == 0, t[0])):
        factors = ([str(abs(c))] if abs(c) != 1 or not m else []) + [_name(k) for k in m]
        terms.append(("- " if c < 0 else "") + " * ".join(factors))
    return " + ".join(terms).replace("+ - ", "- ") if terms else "0"


def _function(h: FnHypothesis) -> str:
    args = [a if isinstance(a, str) else _side(a[1]) if a[0] == "nat" else f"f_{a[1]}" if a[0] == "fn" else str(a[1])
            for a in h.args]
    if h.pred in _FN_TEXT:
        return _FN_TEXT[h.pred].format(*args)
    return " ".join([h.pred] + args)


def _contract(c: P.InputContract, dims) -> str:
    lo, hi = _side(dims.poly(c.lo)), _side(dims.poly(c.hi))
    if c.kind == P.CONTRACT_PERMUTATION:
        return f"{c.tensor} is a permutation along its last dim"
    if c.kind == P.CONTRACT_DISTINCT:
        return f"{c.tensor} distinct along its last dim, in [{lo}, {hi})"
    return f"{c.tensor} in [{lo}, {hi})"
