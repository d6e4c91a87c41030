"""Every edit of one number or one name in generated/example's statement
(each number +1, each binder or operator name swapped for another of its
kind that the statement uses) is a mismatch: the reader compares every
token of the statement that carries meaning."""
from __future__ import annotations

import re
import shutil

import pytest

from conftest import REPO
import checker

PKG = REPO / "generated" / "example"
PLAN = str(REPO / "tests/compiler/data/mlp_tp2.textproto")
NUMBER = re.compile(r"(?<![A-Za-z_0-9])[0-9]+(?![0-9])")
NAME = re.compile(r"\b(?:P|n|op)_[A-Za-z0-9_]+\b")


def edits():
    for f in sorted(PKG.glob("certificate*.stmt")):
        text = f.read_text()
        names = sorted(set(NAME.findall(text)))
        for m in NUMBER.finditer(text):
            yield f.name, m.start(), m.end(), str(int(m.group()) + 1)
        for m in NAME.finditer(text):
            other = next((n for n in names if n != m.group() and n[:2] == m.group()[:2]), None)
            if other:
                yield f.name, m.start(), m.end(), other


EDITS = list(edits())


def test_the_edits_cover_every_piece():
    assert {e[0] for e in EDITS} == {p.name for p in PKG.glob("certificate*.stmt")} and len(EDITS) > 80


@pytest.fixture(scope="module")
def scratch(tmp_path_factory):
    d = tmp_path_factory.mktemp("pkg") / "example"
    shutil.copytree(PKG, d)
    return d


@pytest.mark.parametrize("edit", EDITS, ids=[f"{e[0]}@{e[1]}:{e[3]}" for e in EDITS])
def test_an_edited_token_is_a_mismatch(edit, scratch):
    name, lo, hi, new = edit
    path = scratch / name
    text = (PKG / name).read_text()
    path.write_text(text[:lo] + new + text[hi:])
    try:
        assert checker.check(PLAN, scratch), f"{name}: {text[max(0, lo - 60):hi + 20]!r} -> {new!r} undetected"
    finally:
        path.write_text(text)
