"""A corpus specification (corpus/specs/<name>.json): which plans the
committed tree generated/<name>/ is made of, where each comes from (a
planner configuration or a plan file) and what the corpus expects of it
(proved, or a planted defect that must stay a false_goal finding). A
member may also name a rewrite (corpus/rewrites.py) applied to its plan:
the equivalent-rewrite suite; an equivalent rewrite the compiler does not
prove yet is expected as a "gap", a failing case the corpus reports."""
from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

SPECS = Path(__file__).resolve().parent / "specs"
# gap: an equivalent rewrite that does not prove yet: kept, reported, never
# refuted, and flagged once it generates (then it is expected proved)
EXPECTATIONS = ("proved", "false_goal", "gap")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


class SpecError(ValueError):
    """A malformed corpus specification (usage error, exit 2)."""


@dataclasses.dataclass(frozen=True)
class Member:
    name: str
    source: str   # repo-relative path of the planner config or the plan file
    planner: bool  # the source is a planner configuration
    expect: str
    rewrite: str = ""  # corpus/rewrites.py: a rewrite's name (NAME_bug: its twin) applied to the plan


@dataclasses.dataclass(frozen=True)
class Spec:
    name: str
    path: Path
    members: tuple[Member, ...]


def _member(i: int, d: object, where: str) -> Member:
    if not isinstance(d, dict):
        raise SpecError(f"{where}: members[{i}] is not an object")
    unknown = set(d) - {"name", "planner_config", "plan", "rewrite", "expect", "comment"}
    if unknown:
        raise SpecError(f"{where}: members[{i}] has unknown keys {sorted(unknown)}")
    name = d.get("name")
    if not isinstance(name, str) or not _NAME.match(name):
        raise SpecError(f"{where}: members[{i}].name must match {_NAME.pattern}")
    if ("planner_config" in d) == ("plan" in d):
        raise SpecError(f"{where}: member {name!r} needs exactly one of planner_config, plan")
    source = d.get("planner_config", d.get("plan"))
    if not isinstance(source, str) or Path(source).is_absolute() or ".." in Path(source).parts:
        raise SpecError(f"{where}: member {name!r}: source must be a repository-relative path")
    expect = d.get("expect")
    if expect not in EXPECTATIONS:
        raise SpecError(f"{where}: member {name!r}: expect must be one of {EXPECTATIONS}")
    rewrite = d.get("rewrite", "")
    if not isinstance(rewrite, str) or ("rewrite" in d and not _NAME.match(rewrite)):
        raise SpecError(f"{where}: member {name!r}: rewrite must match {_NAME.pattern}")
    if expect == "gap" and not rewrite:
        raise SpecError(f"{where}: member {name!r}: only a rewrite may be expected as a gap")
    return Member(name, source, "planner_config" in d, expect, rewrite)


def load(name: str, specs: Path = SPECS) -> Spec:
    if not _NAME.match(name):
        raise SpecError(f"corpus name {name!r} must match {_NAME.pattern}")
    path = specs / f"{name}.json"
    if not path.is_file():
        known = sorted(p.stem for p in specs.glob("*.json"))
        raise SpecError(f"no corpus {name!r} (known: {', '.join(known)})")
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as e:
        raise SpecError(f"{path.name}: not JSON: {e}") from None
    if not isinstance(doc, dict) or doc.get("name") != name:
        raise SpecError(f"{path.name}: must be an object whose name is {name!r}")
    unknown = set(doc) - {"name", "comment", "members"}
    if unknown:
        raise SpecError(f"{path.name}: unknown keys {sorted(unknown)}")
    members = doc.get("members")
    if not isinstance(members, list) or not members:
        raise SpecError(f"{path.name}: members must be a non-empty list")
    out = tuple(_member(i, m, path.name) for i, m in enumerate(members))
    names = [m.name for m in out]
    if len(set(names)) != len(names):
        raise SpecError(f"{path.name}: duplicate member names")
    return Spec(name, path, out)
