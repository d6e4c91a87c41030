"""`--sarif FILE`: the verdict as a SARIF 2.1.0 log, for code-scanning UIs.

One run of the tool "TrainVerify"; one rule per failure category; a
failing verdict is one result (level error) at the failure's location, a
proved one none. Locations, as far as the plan has them:

1. the plan file, at the line naming the failing PM node (or SM node) in
   a text-format plan (emitter/neighbourhood.node_lines);
2. each source file the plan's provenance names ("path", "path:symbol" or
   "path (module:Factory)" as the PyTorch importer writes it), at the line
   defining that symbol where the file is there to read.
The result's location is the first of these that has a line (for an
imported PyTorch model, whose plan is binary: the model factory's line,
then its PlanSpec factory's); the others are related locations.

Like the report, it reads only the verdict document and the plan, and the
same inputs give the same bytes.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Optional

from emitter.errors import Category, Location, UsageError
from emitter.report import PlanSource, refuted_claim
from emitter.verdict_doc import Verdict

SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
VERSION = "2.1.0"

_DESCRIPTIONS = {
    Category.INVALID_PLAN: "the plan is malformed or violates the schema",
    Category.UNSUPPORTED_OPERATOR: "an operator has no denotation",
    Category.MISSING_RELATION_RULE: "no local rule applies to a node's input relations",
    Category.MISSING_INPUT_CONTRACT: "the proof needs an input invariant nobody declared",
    Category.AMBIGUOUS_AUTHORITY: "graph, group or ownership data are insufficient or contradictory",
    Category.FALSE_GOAL: "the parallel plan computes a different function than the model (counterexample)",
    Category.CERTIFICATE_BUG: "Coq rejected a generated proof",
    Category.TRUST_FAILURE: "an escape hatch, unexpected axiom, statement drift or stale file",
    Category.RESOURCE_LIMIT: "a time or size bound was exceeded",
    Category.SIZE_LIMITED: "proved, but not for every size of every axis",
    Category.MODEL_ERROR: "the single-device model or its training step does not run",
    Category.USAGE: "bad command line",
}
RULES = [c for c in Category if c is not Category.PROVED]


def _uri(path: str, root: Path) -> str:
    p = Path(path)
    if p.is_absolute():
        try:
            return p.resolve().relative_to(root.resolve()).as_posix()
        except ValueError:
            return p.resolve().as_uri()
    return p.as_posix()


def provenance_sources(src: PlanSource) -> list[tuple[str, Optional[str]]]:
    """(file, symbol) for every provenance artifact naming a source file."""
    out = []
    for p in src.plan.provenance:
        a = p.artifact
        m = re.match(r"^(\S+\.py) \(([\w.]+):(\w+)\)$", a) or re.match(r"^(\S+\.py)(?::(\w+))?()$", a)
        if m:
            out.append((m.group(1), m.group(3) or m.group(2) or None))
    return out


def symbol_line(path: Path, symbol: Optional[str]) -> Optional[int]:
    if symbol is None:
        return None
    try:
        for i, line in enumerate(path.read_text().splitlines(), 1):
            if re.match(rf"^\s*(def|class)\s+{re.escape(symbol)}\b", line) or re.match(rf"^{re.escape(symbol)}\s*=", line):
                return i
    except (OSError, UnicodeDecodeError):
        return None
    return None


def _location(uri: str, line: Optional[int], message: Optional[str] = None, ident: Optional[int] = None,
              logical: Optional[str] = None) -> dict:
    phys: dict[str, Any] = {"artifactLocation": {"uri": uri}}
    if line is not None:
        phys["region"] = {"startLine": line}
    loc: dict[str, Any] = {"physicalLocation": phys}
    if ident is not None:
        loc = {"id": ident, **loc}
    if logical:
        loc["logicalLocations"] = [{"fullyQualifiedName": logical, "kind": "function"}]
    if message:
        loc["message"] = {"text": message}
    return loc


def build(v: Verdict, src: PlanSource, root: Path = Path(".")) -> dict:
    cat = next(c for c in Category if c.label == v.verdict) if v.verdict != "generated" else Category.PROVED
    rules = [{"id": c.label, "name": "".join(w.title() for w in c.label.split("_")),
              "shortDescription": {"text": _DESCRIPTIONS[c]},
              "properties": {"exit_code": c.exit_code}} for c in RULES]
    results = []
    if cat is not Category.PROVED:
        loc = v.location or {}
        node = loc.get("pm_node") or loc.get("sm_node")
        graph = "pm" if loc.get("pm_node") else "sm"
        line = None
        for (g, n), l in sorted(src.lines.items()):
            if n == node and (g.startswith("pm") if graph == "pm" else g == "sm"):
                line = l
                break
        text = v.message or v.verdict
        if v.verdict == "false_goal":
            text = f"false_goal: {text} (refuted: {refuted_claim(v, src.plan)})"
        logical = f"{src.plan.name}/{graph}/{node}" if node else None
        where = f"{graph.upper()} node {node}" if node else "the plan"
        places = [(_uri(src.file, root), line, f"{where}: the plan file")]
        for path, symbol in provenance_sources(src):
            places.append((path, symbol_line(root / path, symbol),
                           f"{where}: plan provenance {path}" + (f" ({symbol})" if symbol else "")))
        # first: the plan file's line naming the node; without one (a binary
        # plan, e.g. an imported model's), the first source file at its line
        if line is None:
            k = next((i for i, p in enumerate(places) if p[1] is not None), 0)
            places.insert(0, places.pop(k))
        primary = _location(places[0][0], places[0][1], places[0][2], 0, logical)
        related = [_location(u, l, m, k) for k, (u, l, m) in enumerate(places[1:], 1)]
        result: dict[str, Any] = {"ruleId": cat.label, "ruleIndex": RULES.index(cat), "level": "error",
                                  "message": {"text": text}, "locations": [primary]}
        if related:
            result["relatedLocations"] = related
        props = {k: val for k, val in (("location", v.location), ("expected_relation", v.expected_relation),
                                       ("inferred_relation", v.inferred_relation),
                                       ("counterexample", v.counterexample), ("differing", v.differing),
                                       ("rule_candidates", [c.rule + (": " + c.reason if c.reason else "")
                                                            for c in v.candidates] or None))
                 if val is not None}
        if props:
            result["properties"] = props
        results.append(result)
    run = {"tool": {"driver": {"name": "TrainVerify", "rules": rules}},
           "invocations": [{"executionSuccessful": True, "exitCode": v.exit_code}],
           "results": results}
    if v.claim:
        run["properties"] = {"claim": v.claim}
    return {"$schema": SCHEMA, "version": VERSION, "runs": [run]}


def render(v: Verdict, src: PlanSource, root: Path = Path(".")) -> bytes:
    return (json.dumps(build(v, src, root), indent=2, sort_keys=True) + "\n").encode()


def write(path: str, data: bytes) -> None:
    """Whole or not at all (a temporary sibling renamed into place)."""
    import os
    import tempfile
    target = Path(path).absolute()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    except OSError as e:
        raise UsageError(f"SARIF file {path} is not writable: {e}", Location(field="--sarif"))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise UsageError(f"SARIF file {path} is not writable: {e}", Location(field="--sarif"))
