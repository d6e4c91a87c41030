"""The independent statement check (ARCHITECTURE.md, trust rules: "The
statement is re-read by a small independent checker (it shares no code
with the renderer) and compared with the plan before `proved`").

It imports nothing from emitter/ (tests/checker/test_independence.py):
it reads the plan (proto/) and a generated package's statement pieces,
redoes the pipeline and microbatch lowering and the specification
derivation itself, and reports where the statement is not the plan's.

  check(plan, package_dir) -> list[Mismatch]   (empty: the statement is the plan's)
  python -m checker PLAN PKG_DIR                  (exit 17, trust_failure, on a mismatch)

Compared: the statement's shape and pieces (every piece file named, each
applied to exactly the statement's parameters), and what they are
elaborated against (BUILD: the library only); binders (the lowered plan's
parallel axes, plan symbols, the library's function arguments); size
hypotheses (exactly the plan's constraints over the free symbols) and
function hypotheses (top-k's specification at each SM top-k's sizes; a
size nonzero in the ring); the derived specification (checker/spec.py);
every lowered observable and pipeline or microbatch copy as a conclusion
conjunct, in order, with its relation level by level and every level's
shape and chunk; every input hypothesis as a plan binding; every SM and PM
step the conclusion depends on: which node it computes, its operator and
output, its inputs and their order, its attributes (checker/attrs.py),
for a collective the group's axes it varies, its size and member, for a
recv the stage, for a folded accumulation the microbatch axis and mean;
the MANIFEST's claim against the statement.

Not compared: steps no conjunct depends on (counted; none in the
committed corpora); the value domain's need (a fieldType statement where
a ring would do is reported by the claim, not compared); nat_nz
hypotheses' sizes; relation kinds outside replicated / shards / partial
sums / strided shards (rel_scaled, zigzag and halo views: a mismatch, the
reader does not read them); the obligations (ob_*.stmt), which only the
proof uses.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Union

from checker import lowering, plan_file, statement
from checker import terms
from checker.compare import Comparison, Mismatch

EXIT_TRUST_FAILURE = 17

__all__ = ["check", "Mismatch", "EXIT_TRUST_FAILURE"]


def compare(plan: Union[str, Path, bytes], package_dir: Union[str, Path]) -> tuple[list[Mismatch], Optional[Comparison]]:
    """check(), and the comparison (its counts) when the plan and statement read."""
    try:
        p = plan_file.load(plan)
    except (OSError, ValueError) as e:
        return [Mismatch("plan", "load", f"the plan does not load: {e}")], None
    try:
        low = lowering.lower(p)
    except (lowering.LoweringError, KeyError, ValueError) as e:
        return [Mismatch("plan", "lowering", f"the reader cannot lower the plan: {e}")], None
    try:
        st = statement.read(Path(package_dir))
        library = statement.library_problems(Path(package_dir))
    except (OSError, statement.StatementError, terms.ParseError) as e:
        return [Mismatch("statement", "read", f"the statement does not read: {e}")], None
    if library:
        return [Mismatch("BUILD", "imports", why) for why in library], None
    c = Comparison(p, low, st)
    c.run()
    return c.found, c


def check(plan: Union[str, Path, bytes], package_dir: Union[str, Path]) -> list[Mismatch]:
    """The mismatches between the plan (a plan file's path, or a binary
    plan file's bytes) and the statement in `package_dir`, first first."""
    return compare(plan, package_dir)[0]
