"""tools/audit statement-reader: the committed corpora read back with no
finding; an edited statement piece is a finding naming it (exit 17)."""
from __future__ import annotations

import shutil

from conftest import REPO
from audit import main as audit_main
from audit import statement_reader


def test_committed_corpora_have_no_finding():
    assert statement_reader.audit(REPO) == []


def test_an_edited_piece_is_a_finding(tmp_path):
    shutil.copytree(REPO / "generated" / "example", tmp_path / "generated" / "example")
    (tmp_path / "plans").mkdir()
    shutil.copy(REPO / "tests/compiler/data/mlp_tp2.textproto", tmp_path / "plans")
    (tmp_path / "semantics").mkdir()
    shutil.copy(REPO / "semantics/AXIOM_ALLOWLIST", tmp_path / "semantics")
    assert audit_main.run_audits(tmp_path, ["statement-reader"]) == []
    piece = tmp_path / "generated/example/certificate_stmt_pm0.stmt"
    piece.write_text(piece.read_text().replace("op_all_reduce P_tp 1", "op_all_reduce P_tp (2%:R)%R"))
    (f,) = audit_main.run_audits(tmp_path, ["statement-reader"])
    assert str(f).startswith("generated/example/certificate_stmt_pm0.stmt:1: [statement-reader] the statement is "
                             "not the plan's (plans/mlp_tp2.textproto): step 3"), str(f)
    assert "all_reduce scale 2%:R%R is not the plan's" in str(f)
