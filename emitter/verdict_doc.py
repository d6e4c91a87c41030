"""The verdict document as the report and SARIF read it: the `--json`
object of `tv prove` (emitter/prove.Result.as_json), parsed into typed
frozen data. Reading it is all the report knows of a run: it never sees
rule matching, inference or Coq.

A document that is not a verdict (unreadable, not JSON, an unknown
verdict, a field of the wrong type) is a UsageError naming the field.
"""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any, Optional

from emitter.errors import Category, Location, UsageError

LABELS = {c.label for c in Category} | {"generated"}


@dataclasses.dataclass(frozen=True)
class Candidate:
    rule: str     # the rule as the registry describes it
    reason: str   # why it did not apply


@dataclasses.dataclass(frozen=True)
class Verdict:
    verdict: str
    exit_code: int
    plan: Optional[str]
    message: str
    obligations: Optional[dict]
    observables: Optional[dict]
    axioms: Optional[tuple[str, ...]]
    fixed_axes: Optional[tuple[str, ...]]
    claim: Optional[dict]
    location: dict
    expected_relation: Optional[str]
    inferred_relation: Optional[str]
    candidates: tuple[Candidate, ...]
    counterexample: Optional[dict]
    differing: Optional[dict]
    input_relations: Optional[tuple[str, ...]]
    package: Optional[str]
    obligation_table: Optional[dict]
    theorem: Optional[dict]
    timings: Optional[dict]
    seconds: float

    @property
    def failed(self) -> bool:
        return self.verdict not in ("proved", "generated", "size_limited")


def split_candidate(text: str) -> Candidate:
    """"name (lemma: op(ins) -> out): reason" (registry.Rule.describe) or
    "what: reason"."""
    depth = 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == ":" and depth == 0 and text[i + 1:i + 2] == " ":
            return Candidate(text[:i], text[i + 2:])
    return Candidate(text, "")


def _typed(d: dict, key: str, types, default=None):
    v = d.get(key, default)
    if v is not None and not isinstance(v, types):
        raise UsageError(f"verdict document: field {key!r} is {type(v).__name__}, not {types}",
                         Location(field=key))
    return v


def parse(d: Any) -> Verdict:
    if not isinstance(d, dict):
        raise UsageError("verdict document: not a JSON object", Location(field="verdict"))
    verdict = _typed(d, "verdict", str)
    if verdict not in LABELS:
        raise UsageError(f"verdict document: unknown verdict {verdict!r}", Location(field="verdict"))
    code = _typed(d, "exit_code", int)
    want = 0 if verdict == "generated" else next(c.exit_code for c in Category if c.label == verdict)
    if code != want:
        raise UsageError(f"verdict document: exit_code {code} is not {verdict}'s ({want})", Location(field="exit_code"))
    cands = _typed(d, "rule_candidates", list) or []
    if not all(isinstance(c, str) for c in cands):
        raise UsageError("verdict document: rule_candidates must be strings", Location(field="rule_candidates"))
    axioms = _typed(d, "axioms", list)
    fixed = _typed(d, "fixed_axes", list)
    rels = _typed(d, "input_relations", list)
    return Verdict(
        verdict=verdict, exit_code=code, plan=_typed(d, "plan", str), message=_typed(d, "message", str) or "",
        obligations=_typed(d, "obligations", dict), observables=_typed(d, "observables", dict),
        axioms=tuple(axioms) if axioms is not None else None, fixed_axes=tuple(fixed) if fixed is not None else None,
        claim=_typed(d, "claim", dict), location=_typed(d, "location", dict) or {},
        expected_relation=_typed(d, "expected_relation", str), inferred_relation=_typed(d, "inferred_relation", str),
        candidates=tuple(split_candidate(c) for c in cands), counterexample=_typed(d, "counterexample", dict),
        differing=_typed(d, "differing", dict), input_relations=tuple(rels) if rels is not None else None,
        package=_typed(d, "package", str), obligation_table=_typed(d, "obligation_table", dict),
        theorem=_typed(d, "theorem", dict), timings=_typed(d, "timings", dict),
        seconds=float(_typed(d, "seconds", (int, float), 0.0)))


def load(path: str) -> Verdict:
    try:
        text = Path(path).read_text()
    except (OSError, UnicodeDecodeError) as e:
        raise UsageError(f"cannot read the verdict document {path}: {e}", Location(field="--verdict"))
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise UsageError(f"verdict document {path} is not JSON: {e}", Location(field="--verdict"))
    return parse(doc)

