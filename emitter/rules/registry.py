"""The rule registry: which lemma of the Coq library proves a PM step.

A rule is selected by the PM op kind, the relation kinds (and dims) of its
inputs and, for collectives, the group; never by model or tensor name. The
library's registry (semantics/rules.textproto) says which rules exist and
which lemma proves each; the rule families of this package (one module per
family) say how to instantiate a lemma from the plan. A family's rule whose
lemma the library does not register and declare is not offered, so the
compiler reports missing_relation_rule rather than emit a proof that cannot
check.
"""
from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path
from typing import Optional, Sequence

from emitter import ops as opsig
from emitter.errors import CertificateBug, Location, MissingRelationRule
from emitter.rules import attention, halo, linear, loss, moe, norm, pointwise, reshape, vocab, zigzag
from emitter.rules import pipeline
from emitter.rules import replicated_layout
from emitter.rules import split
from emitter.rules import strided
from emitter.rules import heads, replicated_loss
from emitter.rules import dispatch
from emitter.rules import mesh_view
from emitter.rules import zz_shuffle
from emitter.rules import zz_leave
from emitter.rules import zz_scatter
from emitter.rules import permute
from emitter.rules import cp_mesh
from emitter.rules import cp_mesh_backward
from emitter.rules import generic
from emitter.rules.base import ANY_OUTPUT, MatchCtx, Rule, RuleApp
from google.protobuf import text_format
from proto import plan_pb2, registry_pb2

P = plan_pb2
SEMANTICS = Path(__file__).resolve().parents[2] / "semantics"

# One module per rule family; each exposes RULES.
FAMILIES = (linear, pointwise, norm, loss, vocab, moe, attention, zigzag, reshape, pipeline,
            halo, replicated_layout,
            heads, replicated_loss, dispatch, split, strided,
            mesh_view, zz_shuffle, zz_leave, zz_scatter,
            permute,
            cp_mesh, cp_mesh_backward)
ALL: tuple[Rule, ...] = tuple(r for fam in FAMILIES for r in fam.RULES)
RULES = {r.name: r for r in ALL}


@functools.lru_cache(maxsize=None)
def library_index(root: str = str(SEMANTICS)) -> dict[str, tuple[str, bool]]:
    """Lemma/Theorem declarations of the Coq library sources: name ->
    (module, whether it is stated in a section over `R : fieldType`)."""
    out: dict[str, tuple[str, bool]] = {}
    decl = re.compile(r"^\s*(?:Lemma|Theorem)\s+([A-Za-z_][A-Za-z0-9_']*)")
    for p in sorted(Path(root).glob("*.v")):
        stack: list[bool] = []  # per open section: does it fix R : fieldType
        for line in p.read_text().splitlines():
            if re.match(r"^\s*Section\s+\w+", line):
                stack.append(False)
            elif re.match(r"^\s*End\s+\w+\s*\.", line) and stack:
                stack.pop()
            elif re.match(r"^\s*Variables?\s*\(?\s*R\s*:\s*fieldType", line) and stack:
                stack[-1] = True
            m = decl.match(line)
            if m:
                field = any(stack) or bool(re.search(r"\(\s*R\s*:\s*fieldType\s*\)", line))
                out[m.group(1)] = ("TV." + p.stem, field)
    return out


def library_lemmas(root: str = str(SEMANTICS)) -> frozenset[str]:
    """Names of the Lemma/Theorem declarations in the Coq library sources."""
    return frozenset(library_index(root))


@dataclasses.dataclass(frozen=True)
class Pattern:
    """A relation position of a registry rule (registry.proto RelationPattern)."""

    role: str
    kinds: tuple[str, ...]
    dim: str = ""


@dataclasses.dataclass(frozen=True)
class Entry:
    """A record of the library's rule registry (semantics/rules.textproto)."""

    name: str
    lemma: str
    op_kinds: tuple[str, ...]
    module: str = "TV.Rules"
    inputs: tuple[Pattern, ...] = ()
    output: Optional[Pattern] = None
    binders: tuple[str, ...] = ()
    op_class: str = ""


@dataclasses.dataclass(frozen=True)
class Fact:
    """A property of an op's denotation (registry.proto Fact): the lemma that
    the denotations `op_kinds` respect teq ("respects"), or are linear
    ("linear"), a hypothesis of the generic rules of that op_class."""

    lemma: str
    module: str
    op_kinds: tuple[str, ...]
    side_conditions: tuple[str, ...] = ()
    property: str = "respects"


def _pattern(p) -> Pattern:
    return Pattern(p.role, tuple(p.kinds), p.dim)


def _parse(path: Path):
    return text_format.Parse(path.read_text(), registry_pb2.Registry()) if path.exists() else None


def load_registry(path: Path = SEMANTICS / "rules.textproto") -> Optional[tuple[Entry, ...]]:
    """The library's registry, or None while the library has none."""
    reg = _parse(path)
    if reg is None:
        return None
    return tuple(Entry(r.name, r.lemma, tuple(r.op_kinds), r.module or "TV.Rules", tuple(map(_pattern, r.inputs)),
                       _pattern(r.output) if r.HasField("output") else None, tuple(r.binders), r.op_class)
                 for r in reg.rules)


def load_facts(path: Path = SEMANTICS / "rules.textproto") -> tuple[Fact, ...]:
    """The registry's facts about ops (none while the library has no registry)."""
    reg = _parse(path)
    return () if reg is None else tuple(Fact(f.lemma, f.module, tuple(f.op_kinds), tuple(f.side_conditions),
                                             f.property or "respects") for f in reg.facts)


class Registry:
    """The compiler's instantiations (this module's table), restricted to the
    rules the library registers and proves: an entry is offered only if the
    library's registry lists it with the same lemma and the lemma is
    declared in the library's sources."""

    def __init__(self, rules: Sequence[Rule], available: Optional[frozenset[str]] = None,
                 entries: Optional[Sequence[Entry]] = None, facts: Optional[Sequence[Fact]] = None):
        # the rules the registry's entries instantiate themselves (their binders) join the families';
        # the generic entries (op_class "respects", "linear") apply to the library's op facts unless
        # others are given
        self.rules = tuple(rules) + generic.rules(entries, load_facts() if facts is None else facts)
        self.available = library_lemmas() if available is None else available
        self.entries = None if entries is None else {e.name: e for e in entries}
        self._by_op: dict[int, tuple[Rule, ...]] = {}
        for r in self.rules:
            self._by_op[r.op] = self._by_op.get(r.op, ()) + (r,)

    def _offered(self, rule: Rule) -> Optional[str]:
        if self.entries is not None:
            e = self.entries.get(rule.name)
            if e is None or e.lemma != rule.lemma:
                return "not in the library's rule registry"
        if rule.lemma not in self.available:
            return "lemma not in the library"
        return None

    def candidates(self, op: int, out_index: int = 0) -> list[Rule]:
        return [r for r in self._by_op.get(op, ()) if r.out_index in (out_index, ANY_OUTPUT)]

    def select(self, ctx: MatchCtx, loc: Location) -> RuleApp:
        considered, matches = [], []
        for rule in self.candidates(ctx.node.op, ctx.out_index):
            why = self._offered(rule)
            if not why and ctx.sm_node is None and not opsig.is_collective(ctx.node.op) and not rule.helper:
                why = "not a helper rule (the node realizes no SM node)"
            if why:
                considered.append(f"{rule.describe()}: {why}")
                continue
            res = rule.matcher(ctx)
            if not isinstance(res, str) and ctx.axis == getattr(ctx.dims, "pinned", None) \
                    and res.out_rel.kind != "replicated":
                # a pinned level (relation.Dims) holds replicated values only: a layout over its one
                # rank (a P * c split with P = 1) is a degenerate reading of one
                res = "a pinned (size-1) level's values are replicated"
            if isinstance(res, str):
                considered.append(f"{rule.describe()}: {res}")
            else:
                matches.append(dataclasses.replace(res, rule=rule))
        if not matches:
            # only the diagnostic reads these (per step, sorting the registry
            # cost seconds on the 405B plan's 14,062 steps)
            if self.entries is not None:
                ours = {r.name for r in self.rules}
                kinds = {opsig.op_name(ctx.node.op)} | set(opsig.DENOTATION_ALIASES.get(ctx.node.op, ()))
                for e in sorted(self.entries.values(), key=lambda e: e.name):
                    if kinds & set(e.op_kinds) and e.name not in ours:
                        considered.append(f"{e.name} ({e.lemma}): registered in the library; "
                                          "the compiler has no instantiation for it yet")
            rels = [f"{f.pm}: {f.rel.describe()}" for f in ctx.inputs]
            raise MissingRelationRule(
                f"no rule for {opsig.op_name(ctx.node.op)} node {ctx.node.name!r}"
                + (f" (output {ctx.out_index}, {ctx.node.outputs[ctx.out_index]!r})" if ctx.out_index else "")
                + " with inputs "
                f"{', '.join(rels) or '(none)'}"
                + ("" if considered else " (no rule is registered for this op)"),
                dataclasses.replace(loc, tensor=ctx.node.inputs[0] if ctx.node.inputs else None),
                sm_node=ctx.sm_node.name if ctx.sm_node is not None else None,
                inferred_relation=", ".join(rels), rule_candidates=considered, input_relations=rels)
        if len(matches) > 1:
            raise CertificateBug(
                f"rules {[m.rule.name for m in matches]} all match node {ctx.node.name!r}: "
                "the registry is ambiguous", loc)
        app = matches[0]
        module, field = library_index().get(app.rule.lemma, ("TV.Rules", False))
        if self.entries is not None and app.rule.name in self.entries:
            module = self.entries[app.rule.name].module or module
        return dataclasses.replace(app, module=module, field=field)


def default_registry() -> Registry:
    return Registry(ALL, entries=load_registry())
