"""Audit 2: axiom footprint.

`Print Assumptions` of
  - every obligation and certificate theorem of every generated corpus:
    read from the verdict file its Bazel action wrote (tools/coq/
    check_obligation.py). The verdict must exist, PASS, and have been
    computed for the source file as it is now (its recorded sha256);
  - every rule of the registry (semantics/rules.textproto): one coqc run
    against the compiled library bazel-bin/semantics/semantics_coq (-Q ..
    TV), with the pinned toolchain wrapper when it is there. The compiled
    library must not be older than its sources.
Any assumption outside semantics/AXIOM_ALLOWLIST is a finding.
"""
from __future__ import annotations

import dataclasses
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Optional

from audit import corpus as C
from audit.findings import Finding
from tools.coq import assumptions as A

AUDIT = "axiom-footprint"
REGISTRY = "semantics/rules.textproto"
LIBRARY = "semantics/semantics_coq"


def allowed_name(name: str, allowed: set[str]) -> bool:
    """Exact, or a qualified name (`Mod.cheat`, as Print Assumptions shows a
    declaration that is not imported) whose declared name is allowlisted —
    the escape-hatches audit allowlists declarations by that name."""
    return name in allowed or name.rsplit(".", 1)[-1] in allowed


def audit_certificates(root: Path, bazel_bin: Path, allowed: set[str]) -> list[Finding]:
    findings = []
    for c in C.corpora(root):
        for name in sorted(c.targets):
            v, f = C.current_verdict(bazel_bin, c, name, AUDIT)
            findings += f
            if v is None:
                continue
            where = "%s/%s.v" % (c.display, name)
            line = C.theorem_line(c.pkg / (name + ".v"), name)
            if not v.passed:
                m = re.search(r"assumptions outside the allowlist: (.*)", v.detail)
                what = ("depends on %s, outside the axiom allowlist" % m.group(1)) if m else \
                    "verdict is FAIL: " + " / ".join(v.detail.strip().splitlines()[:3])
                findings.append(Finding(where, line, AUDIT, "%s %s" % (name, what)))
                continue
            names = A.of_verdict(v.detail)
            if names is None:
                findings.append(Finding(where, line, AUDIT, "verdict records no `Print Assumptions` result"))
                continue
            for a in names:
                if not allowed_name(a, allowed):
                    findings.append(Finding(where, line, AUDIT, "%s depends on `%s`, outside the axiom allowlist" % (name, a)))
    return findings


# ---------------------------------------------------------------- rules

@dataclasses.dataclass(frozen=True)
class Rule:
    name: str
    lemma: str
    module: str
    line: int  # of `lemma:` in the registry


def parse_registry(text: str) -> list[Rule]:
    """The `rules { ... }` entries (name, lemma, module) and the `facts { ... }`
    (named by their lemma), with the line of the lemma."""
    rules = []
    for m in re.finditer(r"^(?:rules|facts)\s*\{(.*?)^\}", text, re.S | re.M):
        body = m.group(1)
        fields = {}
        for f in re.finditer(r'^\s*(name|lemma|module):\s*"([^"]*)"', body, re.M):
            fields.setdefault(f.group(1), (f.group(2), text.count("\n", 0, m.start(1) + f.start(2)) + 1))
        lemma = fields.get("lemma", ("", text.count("\n", 0, m.start()) + 1))
        rules.append(Rule(fields.get("name", lemma)[0] or "?", lemma[0], fields.get("module", ("", 0))[0], lemma[1]))
    return rules


def find_coqc(root: Path, coqc: Optional[str]) -> Optional[str]:
    if coqc:
        return coqc
    pinned = root / "bazel-main/external/coq_toolchain/coqc.sh"
    if pinned.is_file():
        return str(pinned)
    return shutil.which("coqc")


def _stale_library(root: Path, lib: Path) -> list[Finding]:
    """The compiled library must be of the sources as they are now, by
    content (coq_library records SOURCES.sha256 beside the .vo files)."""
    record = lib / "SOURCES.sha256"
    if not record.is_file():
        return [Finding("semantics/BUILD", 1, AUDIT,
                        "%s is missing: run `bazel build //semantics`" % record)]
    findings = []
    for line in record.read_text(encoding="utf-8").splitlines():
        digest, _, path = line.partition("  ")
        src = root / path
        if not src.is_file() or C.sha256_file(src) != digest:
            findings.append(Finding(path, 1, AUDIT,
                                    "compiled library is not of this source: run `bazel build //semantics`"))
    return findings


def audit_rules(root: Path, bazel_bin: Path, allowed: set[str], coqc: Optional[str] = None,
                timeout: float = 600) -> list[Finding]:
    reg = root / REGISTRY
    if not reg.is_file():
        return [Finding(REGISTRY, 1, AUDIT, "rule registry is missing")]
    rules = parse_registry(reg.read_text(encoding="utf-8"))
    findings = [Finding(REGISTRY, r.line, AUDIT, "rule `%s` names no lemma and module" % r.name)
                for r in rules if not r.lemma or not r.module.startswith("TV.")]
    rules = [r for r in rules if r.lemma and r.module.startswith("TV.")]
    if not rules:
        return findings + ([] if findings else [Finding(REGISTRY, 1, AUDIT, "registry lists no rules")])
    lib = bazel_bin / LIBRARY
    if not lib.is_dir():
        return findings + [Finding(REGISTRY, 1, AUDIT, "compiled library %s is missing: run `bazel build //semantics`" % lib)]
    findings += _stale_library(root, lib)
    exe = find_coqc(root, coqc)
    if not exe:
        return findings + [Finding(REGISTRY, 1, AUDIT, "no coqc to print the rules' assumptions")]
    modules = sorted({r.module for r in rules})
    with tempfile.TemporaryDirectory() as tmp:
        lines = ["Set Printing Width 1000000."] + ["Require %s." % m for m in modules]
        where = {}  # line in the check file -> rule
        for i, r in enumerate(rules):
            lines.append('Redirect "%s" Print Assumptions %s.%s.' % (os.path.join(tmp, "a%d" % i), r.module, r.lemma))
            where[len(lines)] = r
        src = os.path.join(tmp, "TVFootprint.v")
        with open(src, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        env = dict(os.environ, HOME="/nonexistent", XDG_CONFIG_HOME="/nonexistent", XDG_DATA_HOME="/nonexistent")
        try:
            proc = subprocess.run([exe, "-q", "-w", "-all", "-Q", str(lib), "TV", "-o", os.path.join(tmp, "TVFootprint.vo"), src],
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, timeout=timeout)
        except subprocess.TimeoutExpired:
            return findings + [Finding(REGISTRY, 1, AUDIT, "coqc did not finish within %ds" % timeout)]
        if proc.returncode != 0:
            m = re.search(r'line (\d+),', proc.stdout)
            r = where.get(int(m.group(1))) if m else None
            msg = " / ".join(l for l in proc.stdout.strip().splitlines() if not l.startswith("File "))[:600]
            if r:
                return findings + [Finding(REGISTRY, r.line, AUDIT, "rule `%s`: cannot print assumptions of %s.%s: %s"
                                           % (r.name, r.module, r.lemma, msg))]
            return findings + [Finding(REGISTRY, 1, AUDIT, "coqc failed loading the registry's modules: %s" % msg)]
        for i, r in enumerate(rules):
            try:
                with open(os.path.join(tmp, "a%d.out" % i), encoding="utf-8") as f:
                    names = A.parse(f.read())
            except (OSError, ValueError) as e:
                findings.append(Finding(REGISTRY, r.line, AUDIT, "rule `%s`: %s" % (r.name, e)))
                continue
            for a in names:
                if not allowed_name(a, allowed):
                    findings.append(Finding(REGISTRY, r.line, AUDIT, "rule `%s` (%s.%s) depends on `%s`, outside the "
                                            "axiom allowlist" % (r.name, r.module, r.lemma, a)))
    return findings


def audit(root: Path, bazel_bin: Path, allowed: set[str], coqc: Optional[str] = None) -> list[Finding]:
    return audit_certificates(root, bazel_bin, allowed) + audit_rules(root, bazel_bin, allowed, coqc)
