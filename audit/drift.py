"""Audit 3: statement drift.

For every corpus, MANIFEST.json `statements` holds sha256(statement) of
every obligation and the certificate (the .stmt file is the statement plus
one newline), and `files` the sha256 of every generated file. A .stmt (or
.v, BUILD) that changed without a manifest change is a finding, and so is a
manifest entry without a target. Obligation names are content addresses
(`ob_` + the first 16 hex digits of the statement's sha256).

Regeneration: the plan (located by the manifest's plan_sha256, see
audit/corpus.py) is run through the emitter's generator in memory; every
statement and file it produces must equal the committed one.
"""
from __future__ import annotations

from pathlib import Path

from audit import corpus as C
from audit.findings import Finding

AUDIT = "statement-drift"


def _statement(stmt_text: str) -> str:
    return stmt_text[:-1] if stmt_text.endswith("\n") else stmt_text


def audit_corpus(root: Path, c: C.Corpus, regenerate: bool = True) -> list[Finding]:
    m, findings = C.load_manifest(c, AUDIT)
    if m is None:
        return findings
    stmts, f = C.require(m, c, AUDIT, "statements", dict, "check theorem statements")
    findings += f
    files, f = C.require(m, c, AUDIT, "files", dict, "check generated files")
    findings += f
    if stmts is not None:
        for name in sorted(c.targets):
            path = c.pkg / (name + ".stmt")
            disp = "%s/%s.stmt" % (c.display, name)
            if not path.is_file():
                continue  # the stale audit reports missing files
            got = C.sha256_bytes(_statement(path.read_text(encoding="utf-8")).encode())
            want = stmts.get(name)
            if want is None:
                findings.append(Finding(disp, 1, AUDIT, "statement of %s has no entry in %s" % (name, c.manifest_display)))
            elif got != want:
                findings.append(Finding(disp, 1, AUDIT, "statement of %s changed without a manifest change: sha256 %s, "
                                        "%s:%d records %s" % (name, got, c.manifest_display, C.key_line(m.text, name), want)))
            if name.startswith("ob_") and not got.startswith(name[3:]):
                findings.append(Finding(disp, 1, AUDIT, "%s is not the content address of its statement (sha256 %s)"
                                        % (name, got)))
        for name in sorted(set(stmts) - set(c.targets)):
            findings.append(Finding(c.manifest_display, C.key_line(m.text, name), AUDIT,
                                    "manifest records a statement for %s, which %s/BUILD does not list" % (name, c.display)))
    if files is not None:
        for rel, want in sorted(files.items()):
            p = c.pkg / rel
            if p.is_file() and C.sha256_file(p) != want:
                findings.append(Finding("%s/%s" % (c.display, rel), 1, AUDIT, "file changed without a manifest change: "
                                        "sha256 %s, %s:%d records %s" % (C.sha256_file(p), c.manifest_display,
                                                                          C.key_line(m.text, rel), want)))
            elif not p.is_file():
                findings.append(Finding(c.manifest_display, C.key_line(m.text, rel), AUDIT,
                                        "manifest lists %s, which does not exist" % rel))
    if regenerate and not findings:
        findings += _regenerate(root, c, m)
    return findings


def _regenerate(root: Path, c: C.Corpus, m: C.Manifest) -> list[Finding]:
    plan_path, f = C.locate_plan(root, m, c, AUDIT)
    if plan_path is None:
        return f
    try:
        from emitter import plan_io, prove, validate
        from emitter.errors import PlanError
    except ImportError as e:
        return [Finding(c.manifest_display, 1, AUDIT, "cannot import the emitter to regenerate: %s" % e)]
    pdisp = C.display(root, plan_path)
    try:
        vp = validate.validate(plan_io.load(str(plan_path)))
        gen = prove.generate(vp, plan_path.read_bytes(), c.pkg.name, m.doc.get("plan_path"))
    except PlanError as e:
        return [Finding(pdisp, 1, AUDIT, "regenerating %s fails: %s" % (c.display, e.render()))]
    except Exception as e:  # the generator crashed: no reproduction, fail closed
        return [Finding(pdisp, 1, AUDIT, "regenerating %s crashed: %s: %s" % (c.display, type(e).__name__, e))]
    findings = []
    committed_plan = m.doc.get("plan_path", "").rpartition("/")[2] if isinstance(m.doc.get("plan_path"), str) else None
    for rel in sorted(set(gen.files) | {p.name for p in c.pkg.iterdir() if p.is_file()} - {committed_plan}):
        p = c.pkg / rel
        new = gen.files.get(rel)
        if new is None:
            findings.append(Finding("%s/%s" % (c.display, rel), 1, AUDIT,
                                    "regenerating from %s does not produce this file" % pdisp))
        elif not p.is_file():
            findings.append(Finding("%s/%s" % (c.display, rel), 1, AUDIT,
                                    "regenerating from %s produces this file, which is not committed" % pdisp))
        elif p.read_bytes() != new:
            findings.append(Finding("%s/%s" % (c.display, rel), 1, AUDIT,
                                    "regenerating from %s gives different bytes (sha256 %s, committed %s)"
                                    % (pdisp, C.sha256_bytes(new), C.sha256_file(p))))
    return findings


def audit(root: Path, regenerate: bool = True) -> list[Finding]:
    findings = []
    for c in C.corpora(root):
        findings += audit_corpus(root, c, regenerate)
    return findings
