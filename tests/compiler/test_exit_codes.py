"""Every exit code the README and docs/*.md quote is the failure contract's
(emitter/errors.py Category): a category quoted with a number has that
number, and a list of exit codes names only categories, and all of them.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q -p no:cacheprovider tests/compiler/test_exit_codes.py"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from emitter.errors import Category

REPO = Path(__file__).resolve().parents[2]
DOCS = [REPO / "README.md"] + sorted((REPO / "docs").glob("*.md"))
CODES = {c.label: c.exit_code for c in Category}
# `name` N or name N, as the lists quote them ("`false_goal` 15", "usage 2")
PAIR = re.compile(r"`?\b([a-z][a-z_]*)`?\s+(\d+)\b")
# a list of exit codes: a paragraph quoting at least this many categories with numbers
LIST_MIN = 3


def _paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", text) if p.strip()]


def problems(para: str) -> list[str]:
    """What in one paragraph disagrees with errors.py."""
    pairs = [(m.group(1), int(m.group(2))) for m in PAIR.finditer(para)]
    quoted = {n for n, _ in pairs if n in CODES}
    out = [f"{n} {c}: errors.py says {CODES[n]}" for n, c in pairs if n in CODES and c != CODES[n]]
    if len(quoted) >= LIST_MIN:
        # an exit-code list: a snake_case name with a number is a category there
        out += [f"{n} {c}: not a category of errors.py" for n, c in pairs if n not in CODES and "_" in n]
        out += [f"{n} missing from the list" for n in sorted(set(CODES) - quoted)]
    return out


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_quoted_codes_match_errors(path):
    found = [(para[:80], p) for para in _paragraphs(path.read_text()) for p in problems(para)]
    assert not found, found


def test_readme_and_vocabulary_list_every_code():
    for path in (REPO / "README.md", REPO / "docs" / "VOCABULARY.md"):
        listed = {n for para in _paragraphs(path.read_text()) for n in CODES
                  if re.search(rf"`?\b{n}`?\s+{CODES[n]}\b", para)}
        assert listed == set(CODES), (path.name, sorted(set(CODES) - listed))


def test_the_check_sees_a_wrong_code_a_stray_name_and_a_gap():
    full = ", ".join(f"`{n}` {c}" for n, c in CODES.items())
    assert problems(full) == []
    assert problems(full.replace("`size_limited` 19", "`size_limited` 20")) == \
        ["size_limited 20: errors.py says 19"]
    assert problems(full.replace("`size_limited` 19", "`size_limit` 19")) == \
        ["size_limit 19: not a category of errors.py", "size_limited missing from the list"]
    assert problems("proved 0 and false_goal 16") == ["false_goal 16: errors.py says 15"]


def test_every_failure_category_has_its_error_class_and_a_sarif_rule():
    from emitter.errors import ERROR_CLASSES, ModelError
    from emitter.sarif import _DESCRIPTIONS, RULES

    assert set(ERROR_CLASSES) == set(Category) - {Category.PROVED}
    assert all(cls.category is c for c, cls in ERROR_CLASSES.items())
    assert set(RULES) <= set(_DESCRIPTIONS)
    # the importer's blame of the user's model, not of the plan (issue 24)
    assert ModelError("x").render().startswith("model_error (exit 20): x")
