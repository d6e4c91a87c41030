"""python -m corpus.report_main CORPUS DIR: corpus/report.py's reports of
generated/CORPUS into DIR (after `bazel test //generated/CORPUS/...`)."""
from __future__ import annotations

import sys

from corpus import build, report
from emitter.errors import PlanError


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    root = build.ROOT
    try:
        out = report.write(root, root / "bazel-bin", argv[1], argv[2])
    except PlanError as e:
        print(e.render(), file=sys.stderr)
        return e.exit_code
    print(f"report: {out}/index.html")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
