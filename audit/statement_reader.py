"""Audit 7: the independent statement reader (checker/).

Every corpus's statement (certificate.stmt and its pieces) is read back by
the checker, which shares no code with the emitter, and compared with the
plan it was generated from (located by the manifest, audit/corpus.py). A
mismatch is a finding naming the piece and the step or conjunct."""
from __future__ import annotations

from pathlib import Path

from audit import corpus as C
from audit.findings import Finding

AUDIT = "statement-reader"


def audit(root: Path) -> list[Finding]:
    import checker
    findings = []
    for c in C.corpora(root):
        m, f = C.load_manifest(c, AUDIT)
        findings += f
        if m is None:
            continue
        plan_path, f = C.locate_plan(root, m, c, AUDIT)
        findings += f
        if plan_path is None:
            continue
        for mm in checker.check(plan_path, c.pkg):
            piece = mm.piece if mm.piece.startswith("certificate") else "certificate"
            findings.append(Finding("%s/%s.stmt" % (c.display, piece) if mm.piece != "plan"
                                    else C.display(root, plan_path), 1, AUDIT,
                                    "the statement is not the plan's (%s): %s: %s"
                                    % (C.display(root, plan_path), mm.where, mm.message)))
    return findings
