"""Per-stage wall time of the proof compiler's Python pipeline on one plan
(emitter/prove.py, run in-process stage by stage; nothing is written and no
Bazel runs). Used by scale_405b.py to say where the time goes.

    $PYTHON bench/stages.py PLAN
"""
from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def stages(plan_path: str) -> tuple[list[tuple[str, float]], str]:
    """[(stage, seconds)], outcome ('ok' or 'category: message @ location')."""
    from emitter import certificate, infer, obligations, plan_io, validate
    from emitter.evaluator.falsify import falsify
    from emitter.errors import PlanError

    out: list[tuple[str, float]] = []
    state: dict = {}

    def load():
        state["plan"] = plan_io.load(plan_path)

    def val():
        state["vp"] = validate.validate(state["plan"])

    def ev():
        state["mesh"] = falsify(state["vp"])

    def inf():
        state["inf"] = infer.infer(state["vp"])

    def obl():
        state["uses"], state["unique"] = obligations.build_uses(state["inf"])

    def cert():
        state["cert"] = certificate.build(state["vp"], state["inf"], state["uses"], state["unique"])

    for name, f in [("load", load), ("validate", val), ("evaluate (exact; every rank of the evaluated mesh)", ev),
                    ("infer + rule selection", inf), ("obligations + dedup", obl), ("certificate", cert)]:
        t0 = time.monotonic()
        try:
            f()
        except PlanError as e:
            out.append((name, time.monotonic() - t0))
            loc = e.location
            return out, f"{e.category.label} at {name}: node={loc.node} graph={loc.graph} tensor={loc.tensor}: {e.message[:300]}"
        except Exception as e:  # an unclassified crash is a figure too
            out.append((name, time.monotonic() - t0))
            return out, f"crash at {name}: {type(e).__name__}: {str(e)[:300]}"
        out.append((name, time.monotonic() - t0))
    extra = f"ok: {len(state['uses'])} obligations before dedup, {len(state['unique'])} after"
    if state.get("mesh"):
        extra += "; evaluator ran at the reduced mesh " + ", ".join(f"{a}={n}" for a, n in state["mesh"].items())
    return out, extra


def main() -> int:
    res, outcome = stages(sys.argv[1])
    for name, s in res:
        print(f"  {name:32s} {s:8.2f} s")
    print(f"  outcome: {outcome}")
    print(f"  peak RSS (this process): {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
