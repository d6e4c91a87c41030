"""semantics/AXIOM_ALLOWLIST: `<name>  # <justification>` per line."""
from __future__ import annotations

from pathlib import Path

from audit.findings import Finding


def load(path: Path, display: str) -> tuple[set[str], list[Finding]]:
    names, findings = set(), []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        body, _, why = line.partition("#")
        if not body.strip():
            continue
        if not why.strip():
            findings.append(Finding(display, n, "allowlist", "entry `%s` has no justification" % body.strip()))
        names.add(body.split()[0])
    return names, findings
