"""A corpus's expected-failure target (generated/<corpus>/BUILD): every
member's outcome is re-derived from its source and must equal the committed
MANIFEST record. A planted defect that stops being refuted, a finding that
silently changes, or a package whose counts change all fail here."""
from __future__ import annotations

import json
import os

import pytest

from corpus import build, spec

CORPUS = os.environ.get("TV_CORPUS")


def _records():
    root = build.ROOT
    committed = json.loads((root / "generated" / CORPUS / "MANIFEST.json").read_text())
    return root, committed, {r["name"]: r for r in committed["members"]}


def test_spec_is_the_recorded_one():
    root, committed, _ = _records()
    sp = spec.load(CORPUS, root / "corpus" / "specs")
    assert build.sha256(sp.path.read_bytes()) == committed["spec_sha256"]
    assert [m.name for m in sp.members] == [r["name"] for r in committed["members"]]


@pytest.mark.parametrize("member", spec.load(CORPUS).members if CORPUS else [], ids=lambda m: m.name)
def test_member_outcome_is_reproduced(member):
    root, _, records = _records()
    fresh = build.build_member(root, member, CORPUS).record
    assert fresh == records[member.name]
    if member.expect == "false_goal":
        assert fresh["verdict"] == "false_goal" and fresh["counterexample"]
