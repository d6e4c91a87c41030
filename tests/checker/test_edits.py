"""Every edit of one number or one name in a statement (each number +1,
each binder or operator name swapped for another of its kind that the
statement uses) is a mismatch: the reader compares every token of the
statement that carries meaning. On generated/example and on the package
of tests/data/examples/pp2_mlp_mb2 (two stages, two microbatches: the
lowering's recv, accumulation and microbatch axis)."""
from __future__ import annotations

import re
import shutil

import pytest

from conftest import REPO
import checker

PACKAGES = {"example": (REPO / "tests/compiler/data/mlp_tp2.textproto", REPO / "generated" / "example"),
            "pp2_mlp_mb2": (REPO / "tests/data/examples/pp2_mlp_mb2.textproto", None)}
NUMBER = re.compile(r"(?<![A-Za-z_0-9])[0-9]+(?![0-9])")
NAME = re.compile(r"\b(?:P|n|op)_[A-Za-z0-9_]+\b")


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    """name -> (plan, a scratch copy of its package)."""
    from emitter import prove
    from emitter.errors import Category
    out = {}
    gen = REPO / "generated" / "_pytest_checker_edits"
    shutil.rmtree(gen, ignore_errors=True)
    for name, (plan, pkg) in PACKAGES.items():
        if pkg is None:
            assert prove.prove(str(plan), str(gen), run_tests=False).category is Category.PROVED
            pkg = gen
        out[name] = (str(plan), tmp_path_factory.mktemp("pkg") / name)
        shutil.copytree(pkg, out[name][1])
    shutil.rmtree(gen, ignore_errors=True)
    return out


def edits(pkg):
    for f in sorted(pkg.glob("certificate*.stmt")):
        text = f.read_text()
        names = sorted(set(NAME.findall(text)))
        for m in NUMBER.finditer(text):
            yield f.name, m.start(), m.end(), str(int(m.group()) + 1)
        for m in NAME.finditer(text):
            other = next((n for n in names if n != m.group() and n[:2] == m.group()[:2]), None)
            if other:
                yield f.name, m.start(), m.end(), other


@pytest.mark.parametrize("name", sorted(PACKAGES))
def test_an_edited_token_is_a_mismatch(name, packages):
    plan, pkg = packages[name]
    assert checker.check(plan, pkg) == []
    todo = list(edits(pkg))
    assert {e[0] for e in todo} == {p.name for p in pkg.glob("certificate*.stmt")} and len(todo) > 80
    missed = []
    for piece, lo, hi, new in todo:
        path = pkg / piece
        text = path.read_text()
        path.write_text(text[:lo] + new + text[hi:])
        try:
            if not checker.check(plan, pkg):
                missed.append(f"{piece}: {text[max(0, lo - 60):hi + 20]!r} -> {new!r}")
        finally:
            path.write_text(text)
    assert missed == [], f"{len(missed)} of {len(todo)} edits undetected"
