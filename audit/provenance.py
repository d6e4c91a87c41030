"""Audit 5: provenance.

Every corpus's plan (located by the manifest's plan_sha256, audit/corpus.py)
records Plan.provenance: (artifact, sha256) pairs. Each must match what it
names, by the conventions the frontends use:

  path                      sha256 of the file (frontends/planner sources)
  path (module:attr)        sha256 of the file (frontends/torch importer)
  path.py:function          sha256 of inspect.getsource(function), i.e. the
                            source lines of that top-level def/class
                            (tests/plan_ir/examples.py, tests/nearmiss)
  config:NAME               sha256 of the planner config file whose "name"
                            is NAME (frontends/planner/configs/*.json)
  import-config JSON        sha256 of the JSON text itself (torch importer)

An artifact that names nothing the audit can check fails closed. The Plan IR
has no revision field, so revisions cannot be checked (see the report).
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Optional

from audit import corpus as C
from audit.findings import Finding

AUDIT = "provenance"
CONFIG_DIR = "frontends/planner/configs"


def _source_of(path: Path, name: str) -> Optional[str]:
    """inspect.getsource of a top-level def/class, without importing."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    for node in ast.parse(text).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            return "".join(lines[start - 1:node.end_lineno])
    return None


def expected_digest(root: Path, artifact: str) -> tuple[Optional[str], str]:
    """(sha256 of what `artifact` names, or None; a description / reason)."""
    if artifact.startswith("import-config "):
        return C.sha256_bytes(artifact[len("import-config "):].encode()), "the recorded import config"
    if artifact.startswith("config:"):
        name = artifact[len("config:"):]
        hits = []
        for p in sorted((root / CONFIG_DIR).glob("*.json")):
            try:
                if json.loads(p.read_text(encoding="utf-8")).get("name") == name:
                    hits.append(p)
            except (ValueError, AttributeError):
                continue
        if len(hits) != 1:
            return None, "%d planner configs named %r in %s" % (len(hits), name, CONFIG_DIR)
        return C.sha256_file(hits[0]), hits[0].relative_to(root).as_posix()
    m = re.match(r"^(\S+) \([^()]*\)$", artifact)
    if m:
        artifact = m.group(1)
    path, _, func = artifact.partition(":")
    p = root / path
    if not path or ".." in Path(path).parts or Path(path).is_absolute() or not p.is_file():
        return None, "names no file in the repository"
    if not func:
        return C.sha256_file(p), path
    if not path.endswith(".py"):
        return None, "names a part of a non-Python file"
    try:
        src = _source_of(p, func)
    except SyntaxError as e:
        return None, "%s does not parse: %s" % (path, e)
    if src is None:
        return None, "%s has no top-level function or class %r" % (path, func)
    return C.sha256_bytes(src.encode()), "%s:%s" % (path, func)


def _entry_lines(text: str) -> list[int]:
    return [text.count("\n", 0, m.start()) + 1 for m in re.finditer(r"^provenance\s*\{", text, re.M)]


def audit_plan(root: Path, plan_path: Path) -> list[Finding]:
    from emitter import plan_io
    from emitter.errors import PlanError
    disp = C.display(root, plan_path)
    try:
        plan = plan_io.load(str(plan_path))
    except PlanError as e:
        return [Finding(disp, 1, AUDIT, "plan does not load: %s" % e.render())]
    lines = _entry_lines(plan_path.read_text(encoding="utf-8", errors="replace")) \
        if plan_io.format_of(str(plan_path)) == "text" else []
    if not plan.provenance:
        return [Finding(disp, 1, AUDIT, "plan records no provenance")]
    findings = []
    for i, p in enumerate(plan.provenance):
        line = lines[i] if i < len(lines) else 1
        want, what = expected_digest(root, p.artifact)
        if want is None:
            findings.append(Finding(disp, line, AUDIT, "provenance[%d] %r: %s; cannot check it, failing closed"
                                    % (i, p.artifact, what)))
        elif want != p.sha256:
            findings.append(Finding(disp, line, AUDIT, "provenance[%d] %r records sha256 %s, but %s has %s"
                                    % (i, p.artifact, p.sha256, what, want)))
    return findings


def audit(root: Path) -> list[Finding]:
    findings = []
    for c, plan_path, f in C.corpus_plans(root, AUDIT):
        findings += f
        if plan_path is not None:
            try:
                findings += audit_plan(root, plan_path)
            except ImportError as e:
                findings.append(Finding(c.manifest_display, 1, AUDIT, "cannot import the emitter: %s" % e))
    return findings
