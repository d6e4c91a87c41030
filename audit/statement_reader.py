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
    for c, plan_path, f in C.corpus_plans(root, AUDIT):
        findings += f
        if plan_path is None:
            continue
        for mm in checker.check(plan_path, c.pkg):
            where = C.display(root, plan_path) if mm.piece == "plan" else "%s/%s" % (c.display, _file(mm.piece))
            findings.append(Finding(where, 1, AUDIT, "the statement is not the plan's (%s): %s: %s"
                                    % (C.display(root, plan_path), mm.where, mm.message)))
    return findings


def _file(piece: str) -> str:
    """The file a mismatch's piece names (a statement piece, the BUILD)."""
    return piece if piece == "BUILD" else (piece if piece.startswith("certificate") else "certificate") + ".stmt"
