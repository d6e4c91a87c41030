"""YOCO one-operator edit: how long a re-proof takes after one op changes
(issue 23 acceptance 6, target < 30 s of `bazel test` wall time).

Sets the named nodes (default: the first SILU, `s0_ffn_a1`) to OP_EXP in
the SM and every PM program of generated/yoco/main/plan.binpb, regenerates
the package in place (`tools/tv prove EDITED --out generated/yoco/main
--nobazel`), times `bazel test //generated/yoco/...` (only the edited
pieces and what reads them re-run; everything else is cached), then
restores the committed corpus with `tools/regenerate yoco` and checks that
the tree is clean. Run it on a quiet machine after one full `bazel test
//generated/yoco/...` (the cache warm):

  source tools/pyenv.sh && $PYTHON bench/yoco_one_op.py [--node NAME ...]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)

from emitter import plan_io  # noqa: E402
from proto import plan_pb2 as P  # noqa: E402


def edited(path: str, nodes: list[str], out: str) -> int:
    plan = plan_io.load(path)
    hits = 0
    for g in [plan.sm] + [p.graph for p in plan.programs]:
        for n in g.nodes:
            if n.name in nodes or n.realizes in nodes:
                n.op = P.OP_EXP
                hits += 1
    plan_io.save(plan, out)
    return hits


def run(cmd: list[str]) -> float:
    t = time.monotonic()
    subprocess.run(cmd, cwd=REPO, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--node", action="append", default=None, help="node to set to OP_EXP (repeatable)")
    args = ap.parse_args()
    nodes = args.node or ["s0_ffn_a1"]
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "plan.binpb")
        hits = edited(os.path.join(REPO, "generated/yoco/main/plan.binpb"), nodes, path)
        gen = run([os.path.join(REPO, "tools/tv"), "prove", path, "--out", "generated/yoco/main", "--nobazel"])
    try:
        wall = run(["bazel", "test", "//generated/yoco/...", "--test_timeout=3600"])
    finally:
        revert = run([os.path.join(REPO, "tools/regenerate"), "yoco"])
        # the committed corpus's verdicts again (cached), so bazel-testlogs is not stale
        revert += run(["bazel", "test", "//generated/yoco/...", "--test_timeout=3600"])
    dirty = subprocess.run(["git", "status", "--porcelain", "generated/yoco"], cwd=REPO,
                           capture_output=True, text=True).stdout.strip()
    print(f"nodes {nodes} ({hits} SM/PM nodes set to OP_EXP); load {os.getloadavg()[0]:.1f}")
    print(f"generate {gen:.1f} s; bazel test //generated/yoco/... {wall:.1f} s (target < 30 s); revert and re-test {revert:.1f} s")
    print("tree clean after revert" if not dirty else f"NOT CLEAN after revert:\n{dirty}")


if __name__ == "__main__":
    main()
