"""python -m checker PLAN PKG_DIR: exit 0 when the statement in PKG_DIR is
the plan's, 17 (trust_failure) naming the first mismatch otherwise."""
from __future__ import annotations

import sys

from checker import EXIT_TRUST_FAILURE, compare


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: python -m checker PLAN PKG_DIR", file=sys.stderr)
        return 2
    found, c = compare(argv[1], argv[2])
    if not found:
        print(f"checker: {argv[2]}: the statement is the plan's (0 mismatches): {len(c.st.observables)} "
              f"observables, {len(c.st.inputs)} input hypotheses, {len(c.st.hypotheses)} hypotheses; "
              f"{len(c.st.sm_steps) - c.unchecked['E']} of {len(c.st.sm_steps)} SM and "
              f"{len(c.st.pm_steps) - c.unchecked['F']} of {len(c.st.pm_steps)} PM steps compared "
              "(the others no observable depends on)")
        return 0
    print(f"trust_failure: the statement in {argv[2]} is not the plan's: {found[0]}")
    for m in found[1:]:
        print(f"  also: {m}")
    return EXIT_TRUST_FAILURE


if __name__ == "__main__":
    sys.exit(main(sys.argv))
