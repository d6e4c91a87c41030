"""Drive the full pipeline on one mutant and judge the outcome.

Each mutant is (1) judged by an oracle, the exact evaluator run directly
(validate + evaluator.falsify): `different` (FalseGoal), `equivalent`, or
`not comparable` (the plan is rejected before evaluation can compare); and
(2) run through `emitter.prove.prove` with the output package inside a COPY
of the workspace and Bazel on its own --output_base. The run must end in a
failure category or `proved`, never an exception. The invariants:

  * oracle `different`  => verdict is not proved; it is false_goal, decided
    before anything is generated (no package written, so no Bazel run);
  * verdict proved      => oracle `equivalent`, and also equivalent under
    extra evaluator seeds (a Coq proof of a wrong plan would show here).

A proved mutant counts as proved-and-equivalent; one that is also different
under any seed is proved-but-different (must be 0).
"""
from __future__ import annotations

import dataclasses
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parents[2]
for p in (REPO, REPO / ".cache" / "gen", REPO / "tests" / "bazel"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from emitter import plan_io, prove, validate  # noqa: E402
from emitter.errors import Category, FalseGoal, PlanError  # noqa: E402
from emitter.evaluator.falsify import falsify  # noqa: E402
from proto import plan_pb2  # noqa: E402

P = plan_pb2
CATEGORIES = {c.label for c in Category}
EXTRA_SEEDS = (7, 1_000_003, 2**32 + 15)


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def oracle(plan: P.Plan, seeds=()) -> tuple[str, str]:
    """('different' | 'equivalent' | 'not_comparable', detail)."""
    try:
        vp = validate.validate(plan)
    except PlanError as e:
        return "not_comparable", e.category.label
    for s in (None,) + tuple(seeds):
        if s is not None:
            q = P.Plan()
            q.CopyFrom(plan)
            q.seed = s
            vp = validate.validate(q)
        try:
            falsify(vp)
        except FalseGoal as e:
            return "different", "seed %s: %s" % (s if s is not None else plan.seed, e.message[:200])
        except PlanError as e:
            return "not_comparable", e.category.label
    return "equivalent", ""


@dataclasses.dataclass
class Outcome:
    plan: str
    mutation: str
    verdict: str                 # a category label, or "crash" / "timeout"
    oracle: str
    seconds: float
    detail: str = ""
    bazel_ran: bool = False
    violation: Optional[str] = None  # set when an invariant is broken


class Workspace:
    """A copy of the repository (files git knows about) with its own
    --output_base; mutant packages go under its generated/fuzz/."""

    def __init__(self, root: Optional[Path] = None):
        from harness import copy_workspace
        self.tmp = Path(tempfile.mkdtemp(prefix="tv_fuzz_")) if root is None else root
        self.ws = copy_workspace(self.tmp / "ws")
        self.output_base = self.tmp / "output_base"
        self.plans = self.tmp / "plans"
        self.plans.mkdir(exist_ok=True)
        disk = os.environ.get("TV_FUZZ_DISK_CACHE")  # default: the .bazelrc disk cache
        self.bazel_args = ["--disk_cache=%s" % disk] if disk is not None else []
        self.startup = ["--output_base=%s" % self.output_base, "--max_idle_secs=300"]

    def close(self) -> None:
        subprocess.run(["bazel", "--output_base=%s" % self.output_base, "shutdown"], cwd=self.ws,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def run(self, plan: P.Plan, plan_name: str, mutation: str, timeout: int = 900) -> Outcome:
        data = plan_io.plan_to_binary(plan)
        key = hashlib.sha256(data).hexdigest()[:16]
        path = self.plans / ("m_%s.binpb" % key)
        path.write_bytes(data)
        out_dir = self.ws / "generated" / "fuzz" / ("m_" + key)
        t0 = time.monotonic()
        verdict_oracle, odetail = oracle(plan)
        old = signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(timeout)
        try:
            res = prove.prove(str(path), str(out_dir), self.startup, self.bazel_args)
            verdict, detail = res.label, res.message
            wrote = res.out_dir is not None or out_dir.exists()
        except Timeout:
            return Outcome(plan_name, mutation, "timeout", verdict_oracle, time.monotonic() - t0,
                           violation="no verdict within %d s" % timeout)
        except Exception as e:  # a crash is a finding, never a verdict
            return Outcome(plan_name, mutation, "crash", verdict_oracle, time.monotonic() - t0,
                           detail=traceback.format_exc()[-1500:], violation="crash: %s: %s" % (type(e).__name__, e))
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
        o = Outcome(plan_name, mutation, verdict, verdict_oracle, time.monotonic() - t0, detail[:300], bazel_ran=wrote)
        if verdict not in CATEGORIES:
            o.violation = "unclassified verdict %r" % verdict
        elif verdict_oracle == "different" and verdict != "false_goal":
            o.violation = "evaluator finds the mutant different, verdict %s (%s)" % (verdict, odetail)
        elif verdict_oracle == "different" and wrote:
            o.violation = "false_goal only after generating a package (the fast path must not reach Bazel)"
        elif verdict == "proved":
            o.oracle, odetail = oracle(plan, EXTRA_SEEDS)
            if o.oracle != "equivalent":
                o.violation = "PROVED but the evaluator finds it %s: %s" % (o.oracle, odetail)
        if o.violation is None and verdict == "false_goal" and verdict_oracle != "different":
            o.violation = "false_goal although the evaluator finds no difference (%s)" % verdict_oracle
        return o


def seed_plans(tmp: Path) -> dict[str, P.Plan]:
    """The correct plans mutants are made from: the Plan IR examples, the
    compiler's provable plans, and two planner plans (send/recv, sliding
    windows, SP/CP slices) built from committed configs."""
    plans = {}
    for f in sorted((REPO / "tests/data/examples").glob("*.textproto")):
        plans[f.stem] = plan_io.load(str(f))
    for stem in ("mlp_tp2", "mlp_sp2", "dp_grad2"):
        plans["compiler/" + stem] = plan_io.load(str(REPO / "tests/compiler/data" / (stem + ".textproto")))
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    for cfg_name in ("yoco_tiny_cp2_contiguous", "llama_dp2_tp2"):
        cfg, data = config_mod.load(str(REPO / "frontends/planner/configs" / (cfg_name + ".json")))
        plans["planner/" + cfg_name] = build(cfg, data)
    return plans
