"""The exact evaluator alone on a planner plan (default: the 405B-shaped PP16
plan): load, validate, then the falsifier (evaluator.falsify) timed by itself (wall, CPU of
this process, peak RSS), and the points it evaluated.

The plan is built by the planner as bench/scale_405b.py builds it; --plan
reuses one written earlier (the planner takes minutes on the 405B config).

    source tools/pyenv.sh
    $PYTHON bench/evaluator_points.py [--config bench/configs/...json] [--plan /tmp/p16.binpb]
"""
from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

DEFAULT = common.REPO / "bench/configs/llama3_405b_dp64_tp8_pp16.json"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=str(DEFAULT))
    ap.add_argument("--plan", default="", help="a plan already built from --config (written here if absent)")
    a = ap.parse_args()
    cfg = json.loads(Path(a.config).read_text())
    print(f"# the exact evaluator alone: {cfg['name']}")
    print("machine:", common.machine())
    plan_path = Path(a.plan) if a.plan else Path(f"/tmp/{cfg['name']}.binpb")
    if not plan_path.exists():
        t = common.plan_from_config(cfg, plan_path)
        print(f"planner: {t.wall:.1f} s wall, rc {t.returncode}")
        if t.returncode != 0:
            print(t.stderr[-2000:])
            return 1
    from emitter import plan_io, prove, validate
    try:
        from emitter.evaluator.falsify import falsify
    except ImportError:  # a tree before the falsifier (issue 22), for before/after runs
        falsify = prove.evaluate
    t0 = time.perf_counter()
    vp = validate.validate(plan_io.load(str(plan_path)))
    print(f"load + validate: {time.perf_counter() - t0:.1f} s wall")
    w0, c0 = time.perf_counter(), time.process_time()
    evaluated = falsify(vp)
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"evaluate: {wall:.1f} s wall, {cpu:.1f} s CPU, peak RSS {rss:.0f} MiB (whole process)")
    # before the falsifier's points (issue 22) the evaluator returned the reduced mesh
    for p in getattr(evaluated, "points", [evaluated]):
        print("evaluated:", p)
    for n in getattr(evaluated, "notes", ()):
        print("note:", n)
    print("machine after:", common.machine())
    return 0


if __name__ == "__main__":
    sys.exit(main())
