"""Audit 6: generated files that no obligation accounts for.

In every generated corpus (a package under generated/ whose BUILD calls
coq_obligation_suite) each file must be the BUILD, the MANIFEST, the plan it
was generated from (plan.binpb, named by the MANIFEST's plan_path), or the
.v / .stmt of an obligation or certificate the BUILD lists, the .v of a
certificate part or the .stmt of a statement piece it lists; and every
listed obligation, part and piece must have its files.
"""
from __future__ import annotations

import re
from pathlib import Path

from audit.findings import Finding

_LIST = re.compile(r"obligations\s*=\s*\[(.*?)\]", re.S)
_CERT = re.compile(r'certificate\s*=\s*"([^"]+)"')
_NAME = re.compile(r'"([^"]+)"')
_PARTS = re.compile(r"certificate_parts\s*=\s*\{(.*?)\n\s*\}", re.S)
_PART = re.compile(r'^\s*"([^"]+)":', re.M)
_PIECES = re.compile(r"certificate_statements\s*=\s*\[(.*?)\]", re.S)
_METADATA = {"BUILD", "BUILD.bazel", "MANIFEST", "MANIFEST.json", "plan.binpb"}


def listed_targets(build_text: str) -> dict[str, int]:
    """Obligation / certificate name -> line in BUILD."""
    names = {}
    for m in _LIST.finditer(build_text):
        for n in _NAME.finditer(m.group(1)):
            names[n.group(1)] = build_text.count("\n", 0, m.start(1) + n.start()) + 1
    for m in _CERT.finditer(build_text):
        names[m.group(1)] = build_text.count("\n", 0, m.start()) + 1
    return names


def listed_parts(build_text: str) -> dict[str, int]:
    """Certificate part name -> line in BUILD (proof-only modules: a .v, no .stmt)."""
    return {n.group(1): build_text.count("\n", 0, m.start(1) + n.start()) + 1
            for m in _PARTS.finditer(build_text) for n in _PART.finditer(m.group(1))}


def listed_pieces(build_text: str) -> dict[str, int]:
    """Statement piece name -> line in BUILD (a .stmt, no .v)."""
    return {n.group(1): build_text.count("\n", 0, m.start(1) + n.start()) + 1
            for m in _PIECES.finditer(build_text) for n in _NAME.finditer(m.group(1))}


def audit_corpus(pkg: Path, display: str) -> list[Finding]:
    build = pkg / "BUILD"
    text = build.read_text(encoding="utf-8")
    targets = listed_targets(text)
    findings = []
    expected = set(_METADATA)
    singles = [(name, line, ".v") for name, line in listed_parts(text).items()] \
        + [(name, line, ".stmt") for name, line in listed_pieces(text).items()]
    for name, line, ext in sorted(singles):
        expected.add(name + ext)
        if not (pkg / (name + ext)).is_file():
            findings.append(Finding(display + "/BUILD", line, "stale",
                                    "lists %s but %s%s is missing" % (name, name, ext)))
    for name, line in sorted(targets.items()):
        for ext in (".v", ".stmt"):
            expected.add(name + ext)
            if not (pkg / (name + ext)).is_file():
                findings.append(Finding(display + "/BUILD", line, "stale",
                                        "lists %s but %s%s is missing" % (name, name, ext)))
    for path in sorted(p for p in pkg.rglob("*") if p.is_file()):
        rel = path.relative_to(pkg).as_posix()
        if rel not in expected:
            findings.append(Finding("%s/%s" % (display, rel), 1, "stale",
                                    "generated file belongs to no obligation listed in %s/BUILD" % display))
    return findings


def audit(root: Path) -> list[Finding]:
    findings = []
    gen = root / "generated"
    for build in sorted(gen.rglob("BUILD")):
        if "coq_obligation_suite" in build.read_text(encoding="utf-8"):
            pkg = build.parent
            findings += audit_corpus(pkg, pkg.relative_to(root).as_posix())
    return findings
