"""The independent statement check (ARCHITECTURE.md, trust rules: "The
statement is re-read by a small independent checker (it shares no code
with the renderer) and compared with the plan before `proved`").

It imports nothing from emitter/ (tests/checker/test_independence.py):
it reads the plan (proto/) and a generated package's statement pieces,
redoes the pipeline and microbatch lowering and the specification
derivation itself, and reports where the statement is not the plan's.

  check(plan, package_dir) -> list[Mismatch]   (empty: the statement is the plan's)
"""
from __future__ import annotations

from pathlib import Path
from typing import Union

from checker import lowering, plan_file, statement
from checker import terms
from checker.compare import Comparison, Mismatch

EXIT_TRUST_FAILURE = 17

__all__ = ["check", "Mismatch", "EXIT_TRUST_FAILURE"]


def check(plan: Union[str, Path, bytes], package_dir: Union[str, Path]) -> list[Mismatch]:
    """The mismatches between the plan (a plan file's path, or a binary
    plan file's bytes) and the statement in `package_dir`, first first."""
    try:
        p = plan_file.load(plan)
    except (OSError, ValueError) as e:
        return [Mismatch("plan", "load", f"the plan does not load: {e}")]
    try:
        low = lowering.lower(p)
    except (lowering.LoweringError, KeyError, ValueError) as e:
        return [Mismatch("plan", "lowering", f"the reader cannot lower the plan: {e}")]
    try:
        st = statement.read(Path(package_dir))
        library = statement.library_problems(Path(package_dir))
    except (OSError, statement.StatementError, terms.ParseError) as e:
        return [Mismatch("statement", "read", f"the statement does not read: {e}")]
    if library:
        return [Mismatch("BUILD", "imports", why) for why in library]
    c = Comparison(p, low, st)
    c.run()
    return c.found
