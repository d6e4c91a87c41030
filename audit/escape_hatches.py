"""Audit 1: escape hatches in the trusted and generated Coq sources.

`Admitted` and `admit` are never allowed. `Axiom`/`Parameter`/`Conjecture`
(and their plurals) and `Variable`/`Hypothesis` outside any section (where
Coq treats them as axioms) are allowed only for names in the allowlist.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable

from audit.coq_source import sentences
from audit.findings import Finding

_NEVER = re.compile(r"(?:^|[\s;|\[])(Admitted|admit|give_up)(?=[\s.;|\]]|$)")
_AXIOM_CMD = re.compile(
    r"^(?:#\[[^\]]*\]\s*)?(?:Local\s+|Global\s+)?"
    r"(Axioms?|Parameters?|Conjectures?|Variables?|Hypothes[ie]s)\s+(.*)$")
_SECTION_OPEN = re.compile(r"^Section\s+(\w+)\s*\.$")
_SECTION_CLOSE = re.compile(r"^End\s+(\w+)\s*\.$")
_ALWAYS_AXIOMS = {"Axiom", "Axioms", "Parameter", "Parameters", "Conjecture", "Conjectures"}


def _declared_names(rest: str) -> list[str]:
    """Names in `x y : T.` or `(x : T) (y z : U).`"""
    rest = rest.rstrip(".")
    if rest.startswith("("):
        return [n for grp in re.findall(r"\(([^:()]*):", rest) for n in grp.split()]
    return rest.split(":", 1)[0].split()


def audit_file(path: Path, display: str, allowed: set[str]) -> list[Finding]:
    findings = []
    sections = 0
    for s in sentences(path.read_text(encoding="utf-8")):
        if _SECTION_OPEN.match(s.text):
            sections += 1
            continue
        if _SECTION_CLOSE.match(s.text) and sections:
            sections -= 1  # `End M.` of a module also matches; modules don't nest sections here
            continue
        m = _NEVER.search(s.text)
        if m:
            findings.append(Finding(display, s.line, "escape-hatches", "`%s` is never allowed" % m.group(1)))
            continue
        m = _AXIOM_CMD.match(s.text)
        if not m:
            continue
        kind, rest = m.groups()
        if kind not in _ALWAYS_AXIOMS and sections:
            continue  # a section variable: universally quantified, not an axiom
        for name in _declared_names(rest):
            if name not in allowed:
                findings.append(Finding(display, s.line, "escape-hatches",
                                        "%s `%s` is not in the axiom allowlist" % (kind, name)))
    return findings


def audit(root: Path, dirs: Iterable[str], allowed: set[str]) -> list[Finding]:
    findings = []
    for d in dirs:
        for path in sorted((root / d).rglob("*.v")):
            findings += audit_file(path, path.relative_to(root).as_posix(), allowed)
    return findings
