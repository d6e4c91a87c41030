"""Fail-closed fuzz bench: thousands of mutants of correct plans through the
full pipeline (tests/fuzz/pipeline.py), then the table.

    source tools/pyenv.sh
    $PYTHON bench/fuzz_bench.py [--mutants 2000] [--seed 0] [--plans a,b,...]

Prints: mutants, rejected, verdicts by category, proved-and-equivalent,
proved-but-different (must be 0), per operator and per plan, crashes and
timeouts (must be 0). Exit status 1 if any invariant was broken.
"""
from __future__ import annotations

import argparse
import collections
import random
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / ".cache/gen"), str(REPO / "tests/bazel"), str(REPO / "tests/fuzz")]

import mutate  # noqa: E402
import pipeline  # noqa: E402


def table(rows: list[list], header: list[str]) -> str:
    cells = [header] + [[str(c) for c in r] for r in rows]
    w = [max(len(r[i]) for r in cells) for i in range(len(header))]
    line = lambda r: "  ".join(c.ljust(w[i]) if i == 0 else c.rjust(w[i]) for i, c in enumerate(r))
    return "\n".join([line(cells[0]), "  ".join("-" * x for x in w)] + [line(r) for r in cells[1:]])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mutants", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--plans", default="", help="comma-separated seed plan names (default: all)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per mutant")
    args = ap.parse_args()

    plans = pipeline.seed_plans(None)
    if args.plans:
        plans = {k: v for k, v in plans.items() if k in args.plans.split(",")}
    pairs = [(n, op) for n in sorted(plans) for op in sorted(mutate.OPERATORS)
             if any(mutate.mutate(plans[n], op, s) is not None for s in range(3))]
    rng = random.Random(args.seed)
    ws = pipeline.Workspace()
    outcomes, seen = [], set()
    t0 = time.monotonic()
    try:
        while len(outcomes) < args.mutants:
            name, op = rng.choice(pairs)
            r = mutate.mutate(plans[name], op, rng.randrange(2**31))
            if r is None:
                continue
            o = ws.run(r[0], name, r[1], timeout=args.timeout)
            o.operator = op
            outcomes.append(o)
            seen.add((name, r[1]))
            if o.violation:
                print("VIOLATION %s / %s: %s\n%s" % (name, r[1], o.violation, o.detail), flush=True)
            if len(outcomes) % 250 == 0:
                print("... %d mutants, %.0f s" % (len(outcomes), time.monotonic() - t0), file=sys.stderr, flush=True)
    finally:
        ws.close()
    wall = time.monotonic() - t0

    by_cat = collections.Counter(o.verdict for o in outcomes)
    proved_eq = sum(o.verdict == "proved" and o.oracle == "equivalent" for o in outcomes)
    proved_diff = sum(o.verdict == "proved" and o.oracle != "equivalent" for o in outcomes)
    violations = [o for o in outcomes if o.violation]
    print("fuzz bench: %d mutants (%d distinct) of %d plans, %d operators, seed %d, %.0f s (%.1f ms/mutant), "
          "%d Bazel runs" % (len(outcomes), len(seen), len({o.plan for o in outcomes}),
                             len({o.operator for o in outcomes}), args.seed, wall,
                             1000 * wall / max(1, len(outcomes)), sum(o.bazel_ran for o in outcomes)))
    print()
    print(table([
        ["mutants", len(outcomes)],
        ["rejected (any failure category)", sum(o.verdict not in ("proved", "crash", "timeout") for o in outcomes)],
        *[["  " + c, n] for c, n in sorted(by_cat.items()) if c not in ("proved", "crash", "timeout")],
        ["evaluator: different", sum(o.oracle == "different" for o in outcomes)],
        ["evaluator: equivalent", sum(o.oracle == "equivalent" for o in outcomes)],
        ["evaluator: not comparable (rejected first)", sum(o.oracle == "not_comparable" for o in outcomes)],
        ["proved-and-equivalent", proved_eq],
        ["proved-but-different (must be 0)", proved_diff],
        ["crashes / timeouts (must be 0)", by_cat["crash"] + by_cat["timeout"]],
        ["invariant violations (must be 0)", len(violations)],
    ], ["", "count"]))
    print()
    ops = sorted({o.operator for o in outcomes})
    cats = sorted(by_cat)
    print(table([[op] + [sum(o.operator == op and o.verdict == c for o in outcomes) for c in cats]
                 + [sum(o.operator == op and o.oracle == "different" for o in outcomes)] for op in ops],
                ["operator"] + cats + ["eval-different"]))
    print()
    names = sorted({o.plan for o in outcomes})
    print(table([[n] + [sum(o.plan == n and o.verdict == c for o in outcomes) for c in cats] for n in names],
                ["plan"] + cats))
    return 1 if violations or proved_diff else 0


if __name__ == "__main__":
    sys.exit(main())
