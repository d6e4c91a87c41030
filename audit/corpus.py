"""What the corpus audits share: the generated corpora, their MANIFEST.json,
the verdict files Bazel wrote for them, and the plan a corpus was generated
from.

A corpus is a package under generated/ (at any depth: a corpus built by
tools/regenerate has one package per member) whose BUILD calls
coq_obligation_suite. Its MANIFEST.json (emitter/build_render.ManifestInputs)
records the plan name and sha256, counts, the sha256 of every file and of
every theorem statement, and `plan_path` where the plan's bytes are
committed (tools/regenerate commits them as plan.binpb); without it
`locate_plan` finds the plan by its content hash (exact: the bytes whose
sha256 the manifest recorded), and fails closed when no such file exists.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
from pathlib import Path
from typing import Optional

from audit.findings import Finding
from audit.stale import listed_targets

PLAN_SUFFIXES = (".textproto", ".txtpb", ".pbtxt", ".binpb", ".pb")
_SKIP_DIRS = {".git", ".cache", "node_modules", "__pycache__"}


@dataclasses.dataclass
class Corpus:
    pkg: Path          # absolute directory
    display: str       # repo-relative, e.g. generated/example
    targets: dict      # obligation / certificate name -> line in BUILD

    @property
    def manifest_display(self) -> str:
        return self.display + "/MANIFEST.json"


# the labelled suite's scorer writes its packages here (suite/score.py,
# git-ignored scratch): no committed corpus, so no audit reads them
SCRATCH = "generated/_suite"


def corpora(root: Path) -> list[Corpus]:
    out = []
    for build in sorted((root / "generated").rglob("BUILD")):
        if build.parent.relative_to(root).as_posix().startswith(SCRATCH + "/"):
            continue
        text = build.read_text(encoding="utf-8")
        if "coq_obligation_suite" in text:
            out.append(Corpus(build.parent, build.parent.relative_to(root).as_posix(), listed_targets(text)))
    return out


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    return sha256_bytes(path.read_bytes())


def key_line(text: str, key: str, default: int = 1) -> int:
    """Line of the first `"key":` in a JSON text (1 if absent)."""
    m = re.search(r'"%s"\s*:' % re.escape(key), text)
    return text.count("\n", 0, m.start()) + 1 if m else default


@dataclasses.dataclass
class Manifest:
    doc: dict
    text: str

    def line(self, key: str) -> int:
        return key_line(self.text, key)


def load_manifest(c: Corpus, audit: str) -> tuple[Optional[Manifest], list[Finding]]:
    path = c.pkg / "MANIFEST.json"
    if not path.is_file():
        return None, [Finding(c.manifest_display, 1, audit, "corpus has no MANIFEST.json")]
    text = path.read_text(encoding="utf-8")
    try:
        doc = json.loads(text)
    except ValueError as e:
        return None, [Finding(c.manifest_display, getattr(e, "lineno", 1), audit, "MANIFEST.json is not JSON: %s" % e)]
    if not isinstance(doc, dict):
        return None, [Finding(c.manifest_display, 1, audit, "MANIFEST.json is not a JSON object")]
    return Manifest(doc, text), []


def require(m: Manifest, c: Corpus, audit: str, key: str, typ: type, why: str) -> tuple[object, list[Finding]]:
    """A manifest field the audit needs; missing or mistyped fails closed."""
    v = m.doc.get(key)
    if not isinstance(v, typ):
        return None, [Finding(c.manifest_display, m.line(key), audit,
                              "MANIFEST.json lacks field `%s` (%s), needed to %s; failing closed"
                              % (key, typ.__name__, why))]
    return v, []


# ---------------------------------------------------------------- verdicts

@dataclasses.dataclass
class Verdict:
    passed: bool
    source_sha256: Optional[str]
    detail: str


def read_verdict(bazel_bin: Path, c: Corpus, name: str) -> Optional[Verdict]:
    path = bazel_bin / c.display / (name + ".verdict")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    lines = text.splitlines()
    src = next((l.split()[-1] for l in lines if l.startswith("source sha256 ")), None)
    body = "\n".join(l for l in lines[1:] if not l.startswith(("source sha256 ", "toolchain sha256 ")))
    return Verdict(bool(lines) and lines[0].strip() == "PASS", src, body)


def recorded_inputs(v_file: Path) -> dict[str, str]:
    """The files a generated .v declares it stands for, with their sha256
    (the certificate's header: its statement pieces and proof parts): a
    verdict for the .v is one for them only while they are unchanged."""
    out = {}
    try:
        lines = v_file.read_text(encoding="utf-8").splitlines()
    except OSError:
        return out
    if not lines or not lines[0].startswith("(* This theorem's inputs (sha256)"):
        return out
    for line in lines[1:]:
        m = re.match(r"^\s+(\S+) ([0-9a-f]{64})$", line)
        if not m:
            break
        out[m.group(1)] = m.group(2)
    return out


def current_verdict(bazel_bin: Path, c: Corpus, name: str, audit: str) -> tuple[Optional[Verdict], list[Finding]]:
    """The verdict for `name`, only if it was computed for the file as it is
    now and for every input that file records (recorded_inputs): Bazel
    keeps an old verdict when a changed input's action fails before it."""
    v_file = c.pkg / (name + ".v")
    where = "%s/%s.v" % (c.display, name)
    line = theorem_line(v_file, name)
    v = read_verdict(bazel_bin, c, name)
    if v is None:
        return None, [Finding(where, line, audit, "no verdict file %s/%s/%s.verdict: run `bazel test //%s/...` first"
                              % (bazel_bin, c.display, name, c.display))]
    if not v_file.is_file():
        return None, [Finding(where, 1, audit, "source file is missing")]
    if v.source_sha256 != sha256_file(v_file):
        return None, [Finding(where, line, audit, "verdict is stale: it was computed for source sha256 %s, the file "
                              "is now %s; run `bazel test //%s/...`" % (v.source_sha256, sha256_file(v_file), c.display))]
    for rel, digest in recorded_inputs(v_file).items():
        f = c.pkg / rel
        now = sha256_file(f) if f.is_file() else "missing"
        if now != digest:
            return None, [Finding("%s/%s" % (c.display, rel), 1, audit,
                                  "the verdict of %s.v is stale: it covers %s with sha256 %s, the file is now %s"
                                  % (name, rel, digest, now))]
    return v, []


def stated_observables(pkg: Path) -> Optional[int]:
    """The observables the certificate's statement states: the conjuncts of
    its observable pieces (the certificate_stmt_obs<i>.stmt files its header
    records), counted from the text Coq checked, not from the MANIFEST.
    None when the package has no such pieces."""
    pieces = sorted((n for n in recorded_inputs(pkg / "certificate.v") if re.match(r"^certificate_stmt_obs\d+\.stmt$", n)),
                    key=lambda n: int(re.findall(r"\d+", n)[0]))
    if not pieces:
        return None
    total = 0
    for n in pieces:
        try:
            total += _conjuncts((pkg / n).read_text(encoding="utf-8"))
        except OSError:
            return None
    return total


def _conjuncts(term: str) -> int:
    """Top-level conjuncts of `fun (..) => A /\\ B /\\ ..` (0 for `True`)."""
    depth, body = 0, None
    for i, ch in enumerate(term):
        depth += ch in "([{"
        depth -= ch in ")]}"
        if depth == 0 and term.startswith("=>", i):
            body = term[i + 2:]
            break
    if body is None or body.strip() == "True":
        return 0
    depth, n = 0, 1
    for i, ch in enumerate(body):
        depth += ch in "([{"
        depth -= ch in ")]}"
        if depth == 0 and body.startswith("/\\", i):
            n += 1
    return n


def theorem_line(path: Path, name: str) -> int:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return 1
    m = re.search(r"^\s*(?:Theorem|Lemma)\s+%s\b" % re.escape(name), text, re.M)
    return text.count("\n", 0, m.start()) + 1 if m else 1


# ---------------------------------------------------------------- the plan

def _plan_candidates(root: Path):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS and not d.startswith("bazel-"))
        for f in sorted(filenames):
            if f.endswith(PLAN_SUFFIXES):
                yield Path(dirpath) / f


def locate_plan(root: Path, m: Manifest, c: Corpus, audit: str) -> tuple[Optional[Path], list[Finding]]:
    """The plan file the corpus was generated from: MANIFEST `plan_path` if
    recorded (its hash must match), else the repository file whose sha256 is
    the recorded `plan_sha256`."""
    want, f = require(m, c, audit, "plan_sha256", str, "identify the plan the corpus was generated from")
    if f:
        return None, f
    rel = m.doc.get("plan_path")
    if isinstance(rel, str):
        p = root / rel
        if not p.is_file():
            return None, [Finding(c.manifest_display, m.line("plan_path"), audit, "plan_path %s does not exist" % rel)]
        if sha256_file(p) != want:
            return None, [Finding(c.manifest_display, m.line("plan_path"), audit,
                                  "plan_path %s has sha256 %s, MANIFEST plan_sha256 is %s" % (rel, sha256_file(p), want))]
        return p, []
    for p in _plan_candidates(root):
        if sha256_file(p) == want:
            return p, []
    return None, [Finding(c.manifest_display, m.line("plan_sha256"), audit,
                          "MANIFEST.json lacks field `plan_path` and no plan file in the repository has plan_sha256 %s; "
                          "cannot check this corpus against its plan; failing closed" % want)]


def corpus_plans(root: Path, audit: str):
    """Each corpus with the plan it was generated from: (corpus, plan path
    or None where it cannot be located, the findings that say why)."""
    for c in corpora(root):
        m, f = load_manifest(c, audit)
        if m is None:
            yield c, None, f
            continue
        plan_path, f2 = locate_plan(root, m, c, audit)
        yield c, plan_path, f + f2


def display(root: Path, p: Path) -> str:
    try:
        return p.relative_to(root).as_posix()
    except ValueError:
        return p.as_posix()
