"""tools/audit: the trust audits. A green build is not a claim until these pass.

  tools/audit all               every audit below
  tools/audit escape-hatches    no Admitted/admit; axioms only from the allowlist
  tools/audit axiom-footprint   Print Assumptions of every certificate/obligation
                                (verdict files) and every registered rule (coqc)
  tools/audit statement-drift   .stmt files vs MANIFEST statement hashes; regeneration
  tools/audit coverage          obligations/observables proved over the full denominator
  tools/audit provenance        the plans' recorded input hashes
  tools/audit stale             generated files that no obligation accounts for
  tools/audit statement-reader  each corpus's statement read back by the independent
                                checker (checker/) and compared with its plan

Flags: --root (repository), --bazel_bin (default ROOT/bazel-bin: where the
verdicts and the compiled library are), --coqc (default: the pinned
@coq_toolchain//:coqc.sh under ROOT/bazel-main/external, else coqc on PATH).

Prints one line per finding (file:line: [audit] message), the coverage
report, and exits 17 (trust_failure) if there is any finding, 0 otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from absl import app, flags

from audit import allowlist, coverage, drift, escape_hatches, footprint, provenance, stale, statement_reader

FLAGS = flags.FLAGS
flags.DEFINE_string("root", str(Path(__file__).resolve().parents[1]), "repository root")
flags.DEFINE_string("bazel_bin", None, "Bazel's bin directory (default ROOT/bazel-bin)")
flags.DEFINE_string("coqc", None, "coqc for the rules' Print Assumptions")

TRUSTED_DIRS = ("semantics", "generated")
EXIT_TRUST_FAILURE = 17
ALL = ["escape-hatches", "axiom-footprint", "statement-drift", "coverage", "provenance", "stale", "statement-reader"]


def run_audits(root: Path, names: list[str], bazel_bin: Optional[Path] = None, coqc: Optional[str] = None,
               reports: Optional[list] = None) -> list:
    bazel_bin = Path(bazel_bin) if bazel_bin else root / "bazel-bin"
    allowed, findings = allowlist.load(root / "semantics/AXIOM_ALLOWLIST", "semantics/AXIOM_ALLOWLIST")
    audits = {
        "escape-hatches": lambda: escape_hatches.audit(root, TRUSTED_DIRS, allowed),
        "axiom-footprint": lambda: footprint.audit(root, bazel_bin, allowed, coqc),
        "statement-drift": lambda: drift.audit(root),
        "coverage": lambda: coverage.audit(root, bazel_bin, reports),
        "provenance": lambda: provenance.audit(root),
        "stale": lambda: stale.audit(root),
        "statement-reader": lambda: statement_reader.audit(root),
    }
    for name in names:
        findings += audits[name]()
    return sorted(set(findings))


def main(argv):
    which = argv[1:] or ["all"]
    names = list(ALL) if which == ["all"] else which
    unknown = [n for n in names if n not in ALL]
    if unknown:
        print("audit: unknown audit(s): %s (known: all, %s)" % (", ".join(unknown), ", ".join(ALL)), file=sys.stderr)
        return 2
    reports: list = []
    findings = run_audits(Path(FLAGS.root), names, FLAGS.bazel_bin, FLAGS.coqc, reports)
    for f in findings:
        print(f)
    for r in reports:
        print("coverage: %s" % r)
    print("audit: %s: %d finding(s)" % (", ".join(names), len(findings)))
    return EXIT_TRUST_FAILURE if findings else 0


if __name__ == "__main__":
    app.run(main)
