"""Write a generated tree atomically: readers see the old tree or the new
one, never a half-written package (after a crash or a failed run too).

The new tree is built in a sibling staging directory and swapped in with
renameat2(RENAME_EXCHANGE), one atomic step on Linux; where that call is
unavailable, two renames leave at worst no tree, never a partial one.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import shutil
from pathlib import Path, PurePosixPath
from typing import Mapping

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def _exchange(a: Path, b: Path) -> bool:
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:
        return False
    rc = renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    return rc == 0


def _checked_relpath(rel: str) -> PurePosixPath:
    p = PurePosixPath(rel)
    if p.is_absolute() or ".." in p.parts or not p.parts:
        raise ValueError("generated file path escapes the tree: %r" % rel)
    return p


def write_tree(dest: Path, files: Mapping[str, bytes]) -> None:
    """Make `dest` hold exactly `files` (relative path -> content)."""
    dest = Path(dest).absolute()
    dest.parent.mkdir(parents=True, exist_ok=True)
    staging = dest.parent / (".%s.staging" % dest.name)
    retired = dest.parent / (".%s.retired" % dest.name)
    for leftover in (staging, retired):  # from a run that crashed
        shutil.rmtree(leftover, ignore_errors=True)
    try:
        staging.mkdir()
        for rel in sorted(files):
            path = staging / _checked_relpath(rel)
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "wb") as f:
                f.write(files[rel])
                f.flush()
                os.fsync(f.fileno())
            os.chmod(path, 0o644)
        if not dest.exists():
            os.rename(staging, dest)
        elif _exchange(staging, dest):
            shutil.rmtree(staging)  # now holds the old tree
        else:
            os.rename(dest, retired)
            os.rename(staging, dest)
            shutil.rmtree(retired)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def read_tree(root: Path) -> dict[str, bytes]:
    """The inverse of write_tree, for drift checks and tests."""
    root = Path(root)
    return {p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*")) if p.is_file()}
