"""tools/audit: the trust audits. A green build is not a claim until these pass.

  tools/audit all            every audit below
  tools/audit escape-hatches no Admitted/admit; axioms only from the allowlist
  tools/audit stale          generated files that no obligation accounts for

Prints one line per finding (file:line: [audit] message) and exits 17
(trust_failure) if there is any, 0 otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path

from absl import app, flags

from audit import allowlist, escape_hatches, stale

FLAGS = flags.DEFINE_string("root", str(Path(__file__).resolve().parents[1]), "repository root")

TRUSTED_DIRS = ("semantics", "generated")
EXIT_TRUST_FAILURE = 17


def run_audits(root: Path, names: list[str]) -> list:
    allowed, findings = allowlist.load(root / "semantics/AXIOM_ALLOWLIST", "semantics/AXIOM_ALLOWLIST")
    audits = {
        "escape-hatches": lambda: escape_hatches.audit(root, TRUSTED_DIRS, allowed),
        "stale": lambda: stale.audit(root),
    }
    for name in names:
        findings += audits[name]()
    return sorted(set(findings))


def main(argv):
    which = argv[1:] or ["all"]
    names = ["escape-hatches", "stale"] if which == ["all"] else which
    unknown = [n for n in names if n not in ("escape-hatches", "stale")]
    if unknown:
        print("audit: unknown audit(s): %s" % ", ".join(unknown), file=sys.stderr)
        return 2
    findings = run_audits(Path(FLAGS.value), names)
    for f in findings:
        print(f)
    print("audit: %s: %d finding(s)" % (", ".join(names), len(findings)))
    return EXIT_TRUST_FAILURE if findings else 0


if __name__ == "__main__":
    app.run(main)
