"""The generated-package directory a test writes to: inside the workspace
(tv prove refuses an --out outside any), removed before and after the test
with any sibling a test made beside it (`<name>_x`)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def package_dir(name: str):
    """A pytest fixture yielding generated/<name>."""
    @pytest.fixture
    def outdir():
        d = REPO / "generated" / name
        shutil.rmtree(d, ignore_errors=True)
        yield d
        for extra in d.parent.glob(f"{name}*"):
            shutil.rmtree(extra, ignore_errors=True)
    return outdir
