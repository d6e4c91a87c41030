"""Each audit fails on a planted violation, naming the file and line."""
from pathlib import Path

import pytest

from audit import main as audit_main
from audit.coq_source import sentences

ALLOWLIST = "# header\nfunext_dep  # reviewed: example entry\n"
CLEAN = """From mathcomp Require Import ssreflect.
(* Admitted in a comment is fine; so is "admit" in a string *)
Section S.
Variable R : Type.
Hypothesis H : R = R.
Lemma l : True. Proof. exact I. Qed.
End S.
"""
SUITE = """load("//tools/coq:defs.bzl", "coq_obligation_suite")
coq_obligation_suite(
    name = "c",
    obligations = [
        "ob_a",
    ],
    prefix = "C",
    deps = ["//semantics"],
    imports = [],
    certificate = "certificate",
)
"""


def make_repo(tmp: Path, files: dict) -> Path:
    files = {"semantics/AXIOM_ALLOWLIST": ALLOWLIST, "semantics/Clean.v": CLEAN, **files}
    for rel, text in files.items():
        (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp / rel).write_text(text)
    return tmp


def findings(root, *names):
    return [str(f) for f in audit_main.run_audits(root, list(names))]


def test_clean_repo_passes(tmp_path):
    assert findings(make_repo(tmp_path, {}), "escape-hatches", "stale") == []


@pytest.mark.parametrize("source,line,needle", [
    ("Lemma l : False.\nProof.\nAdmitted.\n", 3, "`Admitted` is never allowed"),
    ("Lemma l : False.\nProof. admit. Qed.\n", 2, "`admit` is never allowed"),
    ("(* ok *)\nAxiom cheat : False.\n", 2, "Axiom `cheat` is not in the axiom allowlist"),
    ("Parameter p : nat.\n", 1, "Parameter `p`"),
    ("Conjecture c : False.\n", 1, "Conjecture `c`"),
    ("Variable top : nat.\n", 1, "Variable `top`"),  # outside a section: an axiom
    ("Section S.\nEnd S.\nHypothesis h : False.\n", 3, "Hypothesis `h`"),
])
def test_escape_hatch_found(tmp_path, source, line, needle):
    root = make_repo(tmp_path, {"generated/x/ob.v": source})
    out = findings(root, "escape-hatches")
    assert len(out) == 1 and out[0].startswith("generated/x/ob.v:%d:" % line) and needle in out[0], out


def test_allowlisted_axiom_passes_and_unjustified_entry_fails(tmp_path):
    root = make_repo(tmp_path, {"semantics/F.v": "Axiom funext_dep : True.\n"})
    assert findings(root, "escape-hatches") == []
    (root / "semantics/AXIOM_ALLOWLIST").write_text("funext_dep\n")
    assert findings(root, "escape-hatches") == [
        "semantics/AXIOM_ALLOWLIST:1: [allowlist] entry `funext_dep` has no justification"]


def test_stale_file_and_missing_file(tmp_path):
    root = make_repo(tmp_path, {
        "generated/c/BUILD": SUITE,
        "generated/c/ob_a.v": "", "generated/c/ob_a.stmt": "",
        "generated/c/certificate.v": "",  # certificate.stmt missing
        "generated/c/ob_old.v": "",       # stale
    })
    assert findings(root, "stale") == [
        "generated/c/BUILD:10: [stale] lists certificate but certificate.stmt is missing",
        "generated/c/ob_old.v:1: [stale] generated file belongs to no obligation listed in generated/c/BUILD",
    ]


def test_certificate_parts_are_accounted_for(tmp_path):
    """A part the BUILD lists (certificate_parts) is its .v alone; a listed
    part without its file is stale, as is a part file the BUILD does not list."""
    build = SUITE.replace('    certificate = "certificate",\n',
                          '    certificate = "certificate",\n    certificate_parts = {\n'
                          '        "certificate_defs": [],\n        "certificate_pm0": ["certificate_defs"],\n    },\n')
    root = make_repo(tmp_path, {
        "generated/c/BUILD": build,
        "generated/c/ob_a.v": "", "generated/c/ob_a.stmt": "",
        "generated/c/certificate.v": "", "generated/c/certificate.stmt": "",
        "generated/c/certificate_defs.v": "",  # certificate_pm0.v missing
        "generated/c/certificate_pm7.v": "",   # not listed
    })
    assert findings(root, "stale") == [
        "generated/c/BUILD:13: [stale] lists certificate_pm0 but certificate_pm0.v is missing",
        "generated/c/certificate_pm7.v:1: [stale] generated file belongs to no obligation listed in generated/c/BUILD",
    ]


def test_statement_pieces_are_accounted_for(tmp_path):
    """A statement piece the BUILD lists (certificate_statements) is its
    .stmt alone; a listed piece without it is stale, as is an unlisted one."""
    build = SUITE.replace('    certificate = "certificate",\n',
                          '    certificate = "certificate",\n    certificate_statements = [\n'
                          '        "certificate_stmt_sm0",\n        "certificate_stmt_pm0",\n    ],\n')
    root = make_repo(tmp_path, {
        "generated/c/BUILD": build,
        "generated/c/ob_a.v": "", "generated/c/ob_a.stmt": "",
        "generated/c/certificate.v": "", "generated/c/certificate.stmt": "",
        "generated/c/certificate_stmt_sm0.stmt": "",  # certificate_stmt_pm0.stmt missing
        "generated/c/certificate_stmt_sm1.stmt": "",  # not listed
    })
    assert findings(root, "stale") == [
        "generated/c/BUILD:13: [stale] lists certificate_stmt_pm0 but certificate_stmt_pm0.stmt is missing",
        "generated/c/certificate_stmt_sm1.stmt:1: [stale] generated file belongs to no obligation listed in generated/c/BUILD",
    ]


def test_sentences_track_lines_through_comments():
    got = [(s.line, s.text) for s in sentences('(* a\n b *) Lemma x :\n True.\n"s." Qed.')]
    assert got == [(2, "Lemma x : True."), (4, "Qed.")]
