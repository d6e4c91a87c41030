"""Benchmark: the report of the 405B-shaped plan (issue 26: <= 30 s, <= 20 MB).

    source tools/pyenv.sh
    $PYTHON -m frontends.planner.plan_main --config bench/configs/llama3_405b_dp64_tp8_pp16.json --out /tmp/405b.binpb
    tools/tv prove /tmp/405b.binpb --out generated/_405b --nobazel --json > /tmp/405b.json   # generation only
    $PYTHON bench/report_405b.py --plan /tmp/405b.binpb --verdict /tmp/405b.json

Times `tv report` (the CLI, a fresh process: plan load, cut, graphviz,
HTML) and sums the report directory's bytes for two verdict documents on
the same plan, without running Coq:

1. proved: the `--nobazel` verdict with its category and counts set as a
   passing `bazel test` would (prove.check_package); the report reads the
   document only, so its size and time are those of the proved report;
2. false_goal, synthetic: a divergence placed at a PM node in the middle
   stage's program (a rank of that stage, an observable of that program),
   values made up: the cut, drawing and HTML run on the real 12,000-node
   program. A real false goal on this plan would come from a planted
   defect; its report does the same work.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def proved(doc: dict) -> dict:
    doc = dict(doc, verdict="proved", axioms=[], message="(bench) proved-shaped document")
    doc["obligations"] = dict(doc["obligations"], proved=doc["obligations"]["unique"])
    doc["observables"] = dict(doc["observables"], covered=doc["observables"]["total"])
    return doc


def false_goal(plan_path: str) -> dict:
    from emitter import plan_io
    from emitter.neighbourhood import mesh_of
    plan = plan_io.load(plan_path, strict=False)
    k = len(plan.programs) // 2
    prog = plan.programs[k]
    node = prog.graph.nodes[len(prog.graph.nodes) // 2]
    mesh = mesh_of(plan)
    rank = next(r for r in range(mesh.world) if all(mesh.coords(r)[w.axis] == w.value for w in prog.where))
    outs = {t for n in prog.graph.nodes for t in n.outputs}
    obs = next(o for o in plan.observables if o.pm_tensor in outs)
    return {"verdict": "false_goal", "exit_code": 15, "plan": plan.name,
            "message": f"(bench, synthetic) observable {obs.name!r} differs at rank {rank}",
            "location": {"sm_node": node.realizes or None, "pm_node": node.name, "rank": rank,
                         "tensor": node.outputs[0] if node.outputs else None},
            "expected_relation": "[synthetic]", "inferred_relation": None,
            "counterexample": {"observable": obs.name, "rank": rank, "index": [0, 0], "expected": 1, "actual": 2,
                               "mismatching_elements": 1, "field": "Z/2147483647Z", "point": "minimal",
                               "mesh": {a.name: a.size for a in plan.mesh.axes}, "seed": 0},
            "differing": {"rank": rank, "shape": [2, 2], "elements": [{"index": [0, 0], "expected": 1, "actual": 2}]},
            "seconds": 0.0}


def run(plan: str, doc: dict, label: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        v = Path(tmp) / "verdict.json"
        v.write_text(json.dumps(doc))
        out = Path(tmp) / "report"
        t0 = time.monotonic()
        proc = subprocess.run([str(REPO / "tools/tv"), "report", plan, "--verdict", str(v), "--report", str(out),
                               "--sarif", str(Path(tmp) / "v.sarif")], capture_output=True, text=True)
        dt = time.monotonic() - t0
        if proc.returncode != 0:
            print(f"{label}: FAILED ({proc.returncode}): {proc.stderr[-1000:]}")
            return
        size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
        print(f"{label}: tv report {dt:.1f} s wall; report directory {size / 1e6:.2f} MB "
              f"({', '.join(sorted(p.name for p in out.iterdir()))}); SARIF {(Path(tmp) / 'v.sarif').stat().st_size} B")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--plan", required=True)
    ap.add_argument("--verdict", required=True, help="`tv prove PLAN --nobazel --json` output")
    a = ap.parse_args()
    doc = json.loads(Path(a.verdict).read_text())
    if doc["verdict"] == "generated":
        run(a.plan, proved(doc), "proved-shaped")
    else:
        run(a.plan, doc, doc["verdict"])
    run(a.plan, false_goal(a.plan), "false_goal (synthetic location)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
