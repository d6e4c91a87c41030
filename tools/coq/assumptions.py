"""The one reading of Coq's `Print Assumptions` output, and of the
`assumptions:` line a verdict records.

The obligation checker (check_obligation.py, inside a Bazel action) writes
that line; `tv prove`, the corpus report and the audits read it back; the
registry, refutation and footprint checks parse coqc's own output. A second
parser anywhere would be a second place where "closed" could be misread, so
every reader imports this module, which imports nothing of the project.
"""
import re
from typing import Optional

CLOSED = "Closed under the global context"
# What a verdict writes after "assumptions: " for a closed theorem.
CLOSED_IN_VERDICT = "closed under the global context"

# An entry starts at column 0: "name : type", or "name" with its type on
# the indented lines below.
_ENTRY = re.compile(r"^(\S+)(?:\s+:.*)?$")
_VERDICT_LINE = re.compile(r"assumptions: (.*)")


def parse(text: str) -> list[str]:
    """Names printed by `Print Assumptions` (its output alone, e.g. a
    `Redirect` file); [] iff the theorem is closed. Raises ValueError on
    output that is neither."""
    if CLOSED in text:
        return []
    names = []
    for line in text.splitlines():
        if not line.strip() or (line.endswith(":") and not line.startswith(" ")):
            continue  # blank, or a section header such as "Axioms:"
        m = _ENTRY.match(line)
        if m:
            names.append(m.group(1))
    if not names:
        raise ValueError("unrecognized Print Assumptions output: %r" % text[:500])
    return names


def read_allowlist(path: str) -> set[str]:
    """semantics/AXIOM_ALLOWLIST: one name per line, `#` comments."""
    names = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                names.add(line.split()[0])
    return names


def verdict_line(names: list[str]) -> str:
    return "assumptions: " + (", ".join(names) if names else CLOSED_IN_VERDICT)


def of_verdict(detail: str) -> Optional[list[str]]:
    """The names a verdict's `assumptions:` line records; None if it has none
    (a FAIL verdict, or a verdict from before the line existed)."""
    m = _VERDICT_LINE.search(detail)
    if not m:
        return None
    if CLOSED_IN_VERDICT in m.group(1):
        return []
    return [a.strip() for a in m.group(1).split(",") if a.strip()]
