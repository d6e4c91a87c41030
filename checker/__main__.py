"""python -m checker PLAN PKG_DIR: exit 0 when the statement in PKG_DIR is
the plan's, 17 (trust_failure) naming the first mismatch otherwise."""
from __future__ import annotations

import sys

from checker import EXIT_TRUST_FAILURE, check


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: python -m checker PLAN PKG_DIR", file=sys.stderr)
        return 2
    found = check(argv[1], argv[2])
    if not found:
        print(f"checker: {argv[2]}: the statement is the plan's (0 mismatches)")
        return 0
    print(f"trust_failure: the statement in {argv[2]} is not the plan's: {found[0]}")
    for m in found[1:]:
        print(f"  also: {m}")
    return EXIT_TRUST_FAILURE


if __name__ == "__main__":
    sys.exit(main(sys.argv))
