"""Benchmark 6: remote execution against worker count (issue 25; prints figures).

What is measured, in a copy of the workspace (fresh output base, fresh
cluster and so an empty remote cache for every run):
  1. the plan: the planner on --config, then `tv prove --nobazel` (the
     generated package, built only by Bazel below);
  2. T0: `bazel build --config=rbe --nobuild PKG` on a fresh output base
     (server start, toolchain repositories, loading, analysis);
  3. d, the per-action remote overhead: a chain of --chain dependent
     trivial genrules on one bot, after analysis: wall / K (the Execute
     round trip, BuildGrid's queue, the bot's lease pick-up, staging,
     upload, the client fetching the result);
  4. for each N in --bots: `tools/cluster start --bots N`, then
     `bazel test --config=rbe PKG` timed, with Bazel's execution log and
     the bots' timing lines (tools/rbe/bot.py) kept.

The model, from one run's profile (the first of --bots): the actions and
their dependencies come from the execution log (an action depends on the
actions whose outputs it reads), each action's work from the bots' timing
lines (fetch and stage the inputs, run the command, upload the outputs),
the worker gap g (a bot's median idle time between two actions: lease
pick-up, assignment) from the same lines, and the dependency latency
L = d - g (a dependent is submitted only once its producer's result has
reached the client).
    T(W) = T0 + makespan(actions, W workers, C cores, L, g, jobs)
is a list schedule (an action ready L after its last producer ends; ready
actions first come first served on a free worker, at most `jobs` in
flight; each holds its worker g off-CPU, then for its work) with processor
sharing: k actions working on C cores each run at min(1, C/k). The bots
here share this machine's cores with the BuildGrid server, PostgreSQL,
Bazel and whatever else runs: each measured run records that background
(machine busy CPU less the bots', per second) and is predicted on
C = cores - background. In a cluster every worker has its own core
(C = W) and Bazel must be allowed W actions in flight (`--jobs=W`): the
predictions for 8 workers and up assume both.

    source tools/pyenv.sh
    $PYTHON bench/rbe_scale.py [--config bench/configs/X.json] [--bots 1,2,4]
        [--predict 8,64,512] [--keep DIR]
    $PYTHON bench/rbe_scale.py --from DIR|FILE [--predict ...]   # the table again from kept runs
"""
from __future__ import annotations

import argparse
import hashlib
import heapq
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

DEFAULT = common.REPO / "bench/configs/llama_dp2_tp2_pp2_mb2_sp.json"
OUT_REL = "generated/rbe_scale"


@dataclass(frozen=True)
class Action:
    mnemonic: str
    work_s: float  # on the worker: fetch + stage, command, upload
    input_bytes: int
    deps: tuple[int, ...]  # indices of the actions whose outputs this one reads


def read_exec_log(path: Path) -> list[dict]:
    """Bazel's --execution_log_json_file: a stream of SpawnExec objects."""
    text, dec, i, out = path.read_text(), json.JSONDecoder(), 0, []
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if i >= len(text):
            return out
        obj, i = dec.raw_decode(text, i)
        out.append(obj)


def read_bot_timings(logs: Path) -> dict[str, dict]:
    """argv sha256 -> the last timing line any bot wrote for it (a retried
    action's last attempt is the one whose result Bazel used)."""
    got = {}
    for log in sorted(logs.glob("bot-*.log")):
        for line in log.read_text(errors="replace").splitlines():
            _, sep, rest = line.partition(": timing ")
            if sep:
                rec = json.loads(rest)
                if rec["argv_sha256"] not in got or got[rec["argv_sha256"]]["end"] < rec["end"]:
                    got[rec["argv_sha256"]] = rec
    return got


def actions_of(spawns: list[dict], timings: dict[str, dict]) -> list[Action]:
    remote = [s for s in spawns if s.get("runner") == "remote" and not s.get("remoteCacheHit")]
    producer = {}
    for i, s in enumerate(remote):
        for o in s.get("actualOutputs", []):
            producer[o["path"]] = i
    acts = []
    for i, s in enumerate(remote):
        key = hashlib.sha256("\0".join(s["commandArgs"]).encode()).hexdigest()
        if key not in timings:
            raise SystemExit("no bot timing line for the action %r" % s.get("progressMessage"))
        t = timings[key]
        deps = sorted({producer[x["path"]] for x in s.get("inputs", []) if producer.get(x["path"], i) != i})
        acts.append(Action(s["mnemonic"], t["fetch_s"] + t["command_s"] + t["upload_s"],
                           sum(int(x["digest"]["sizeBytes"]) for x in s.get("inputs", [])), tuple(deps)))
    return acts


def makespan(acts: list[Action], workers: int, cores: float, lat: float, gap: float, jobs: int) -> float:
    """The list schedule with processor sharing described in the module doc."""
    cap = min(workers, jobs)
    waiting = [len(a.deps) for a in acts]
    users = [[] for _ in acts]
    for i, a in enumerate(acts):
        for j in a.deps:
            users[j].append(i)
    pending = [(0.0, i) for i, n in enumerate(waiting) if n == 0]  # (ready at, index)
    heapq.heapify(pending)
    ready = []
    running = {}  # index -> [phase, remaining]; phase "g" (the worker's gap, off CPU) or "w" (work)
    t, done = 0.0, 0
    while done < len(acts):
        while pending and pending[0][0] <= t + 1e-9:
            ready.append(heapq.heappop(pending)[1])
        while ready and len(running) < cap:
            running[ready.pop(0)] = ["g", gap]
        k = sum(1 for p, _ in running.values() if p == "w")
        rate = min(1.0, cores / k) if k else 1.0
        dt = min([r if p == "g" else r / rate for p, r in running.values()]
                 + ([pending[0][0] - t] if pending else []))
        t += dt
        for i in list(running):
            p, r = running[i]
            r -= dt if p == "g" else dt * rate
            if r > 1e-9:
                running[i][1] = r
            elif p == "g":
                running[i] = ["w", acts[i].work_s]
            else:
                del running[i]
                done += 1
                for u in users[i]:
                    waiting[u] -= 1
                    if waiting[u] == 0:
                        heapq.heappush(pending, (t + lat, u))
    return t


def critical_path(acts: list[Action], lat: float, gap: float) -> float:
    finish = {}

    def at(i):  # iterative: chains are thousands of actions long
        stack = [i]
        while stack:
            j = stack[-1]
            todo = [k for k in acts[j].deps if k not in finish]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            finish[j] = gap + acts[j].work_s + max((finish[k] + lat for k in acts[j].deps), default=0.0)
        return finish[i]

    return max((at(i) for i in range(len(acts))), default=0.0)


def bazel(ws: Path, ob: Path, *args, log: Path) -> float:
    t0 = time.monotonic()
    with open(log, "w") as out:
        rc = subprocess.run(["bazel", f"--output_base={ob}", *args], cwd=ws, stdout=out,
                            stderr=subprocess.STDOUT).returncode
    if rc != 0:
        raise SystemExit("bazel %s failed (%d), see %s" % (" ".join(args), rc, log))
    return time.monotonic() - t0


class Cluster:
    def __init__(self, ws: Path, root: Path, bots: int):
        self.ws, self.dir, self.port = ws, root / ("cluster%d" % bots), common.harness.free_port()
        subprocess.run([str(ws / "tools/cluster"), "start", "--bots", str(bots), "--dir", str(self.dir),
                        "--port", str(self.port)], check=True, stdout=subprocess.DEVNULL)

    def flags(self, jobs: int) -> list[str]:
        return ["--config=rbe", "--remote_executor=grpc://127.0.0.1:%d" % self.port, "--jobs=%d" % jobs]

    def stop(self):
        subprocess.run([str(self.ws / "tools/cluster"), "stop", "--dir", str(self.dir)], check=True,
                       stdout=subprocess.DEVNULL)


CHAIN_BUILD = """genrule(name = "c0", outs = ["c0.txt"], cmd = "echo 0 > $@")
""" + "".join('genrule(name = "c%d", srcs = [":c%d"], outs = ["c%d.txt"], cmd = "cat $< > $@ && echo %d >> $@")\n'
              % (i, i - 1, i, i) for i in range(1, 200))


def overhead(ws: Path, root: Path, k: int) -> float:
    """d: seconds per action of a chain of k dependent trivial actions on one bot."""
    pkg = ws / "bench_rbe_chain"
    pkg.mkdir(exist_ok=True)
    (pkg / "BUILD").write_text(CHAIN_BUILD)
    cl = Cluster(ws, root, 1)
    ob = root / "ob_chain"
    try:
        bazel(ws, ob, "build", *cl.flags(8), "--nobuild", "//bench_rbe_chain:c%d" % (k - 1),
              log=root / "bazel_chain0.log")
        wall = bazel(ws, ob, "build", *cl.flags(8), "//bench_rbe_chain:c%d" % (k - 1), log=root / "bazel_chain.log")
    finally:
        subprocess.run(["bazel", f"--output_base={ob}", "shutdown"], cwd=ws, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        cl.stop()
    return wall / k


def machine_busy_s() -> float:
    """CPU seconds the whole machine has spent busy (all cores, /proc/stat)."""
    f = open("/proc/stat").readline().split()[1:]
    user, nice, system, idle, iowait, irq, softirq, steal = (int(x) for x in f[:8])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def tree_cpu_s(pids) -> float:
    """CPU seconds of these processes and their reaped children (the bots'
    commands: a bot waits for each)."""
    tot = 0.0
    for pid in pids:
        try:
            f = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
            tot += sum(int(x) for x in f[11:15]) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            pass
    return tot


def bot_gap(logs: Path) -> float:
    """The median idle time of a bot between one action's end and the next
    one's start: what each action costs a worker beyond its work (lease
    pick-up, the scheduler's assignment). Median: waits for work to become
    ready are idle too, and are the model's to predict."""
    gaps = []
    for log in sorted(logs.glob("bot-*.log")):
        recs = sorted((json.loads(line.partition(": timing ")[2]) for line in log.read_text().splitlines()
                       if ": timing " in line), key=lambda r: r["start"])
        gaps += [b["start"] - a["end"] for a, b in zip(recs, recs[1:])]
    gaps.sort()
    return gaps[len(gaps) // 2] if gaps else 0.0


def measure(ws: Path, root: Path, pkg: str, bots: int, jobs: int) -> dict:
    """One cold remote build at `bots` bots. `background_cores`: the machine's
    busy CPU during the build less the bots' own (their commands and
    staging), per second of wall: the BuildGrid server, PostgreSQL, Bazel and
    anything else running here, which the bots' work shares the cores with."""
    cl = Cluster(ws, root, bots)
    ob = root / ("ob%d" % bots)
    xlog = root / ("exec%d.json" % bots)
    pids = [b["pid"] for b in json.loads((cl.dir / "state.json").read_text())["bots"].values()]
    try:
        busy0, bots0 = machine_busy_s(), tree_cpu_s(pids)
        wall = bazel(ws, ob, "test", *cl.flags(jobs), "--execution_log_json_file=%s" % xlog, pkg,
                     log=root / ("bazel%d.log" % bots))
        busy, bots_cpu = machine_busy_s() - busy0, tree_cpu_s(pids) - bots0
    finally:
        subprocess.run(["bazel", f"--output_base={ob}", "shutdown"], cwd=ws, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        cl.stop()
    acts = actions_of(read_exec_log(xlog), read_bot_timings(cl.dir / "logs"))
    return {"bots": bots, "jobs": jobs, "wall_s": wall, "load": common.machine(),
            "background_cores": max(0.0, busy - bots_cpu) / wall, "bots_cpu_s": bots_cpu,
            "gap_s": bot_gap(cl.dir / "logs"),
            "actions": [[a.mnemonic, a.work_s, a.input_bytes, list(a.deps)] for a in acts]}


def report(runs: list[dict], t0: float, d: float, predict: list[int], cores: int) -> str:
    """The table. From the first run: the actions and the worker gap g;
    the dependency latency is what the chain's d adds to g (a dependent's
    inputs are uploaded and its Execute queued only after its producer's
    result reached the client). Each measured run is predicted on the cores
    its bots had: this machine's less the background it measured."""
    # An action's worker time is wall time under the profile run's own
    # contention; its CPU demand is that time scaled by the bots' measured
    # CPU over their summed worker time (the demand hardly moves between
    # runs, the wall times do).
    cpu_per_wall = runs[0]["bots_cpu_s"] / sum(w for _, w, _, _ in runs[0]["actions"])
    acts = [Action(m, w * cpu_per_wall, b, tuple(dp)) for m, w, b, dp in runs[0]["actions"]]
    gap = runs[0]["gap_s"]
    lat = max(0.0, d - gap)
    work = sum(a.work_s for a in acts)
    by_kind = {}
    for a in acts:
        n, s = by_kind.get(a.mnemonic, (0, 0.0))
        by_kind[a.mnemonic] = (n + 1, s + a.work_s)
    cp = critical_path(acts, lat, gap)
    lines = [
        "bots' CPU per second of worker time in the profile run: %.2f; in each run: %s" % (
            cpu_per_wall, ", ".join("%d bot(s) %.0f s CPU" % (r["bots"], r["bots_cpu_s"]) for r in runs)),
        "profile: the %d-bot run: %d remote actions, CPU demand %.1f s (%s), inputs %.1f MiB in all "
        "(largest action %.1f MiB)" % (runs[0]["bots"], len(acts), work,
                                       ", ".join("%s %d / %.1f s" % (k, n, s) for k, (n, s) in sorted(by_kind.items())),
                                       sum(a.input_bytes for a in acts) / 2**20,
                                       max(a.input_bytes for a in acts) / 2**20),
        "T0 (analysis, fresh output base) %.1f s; d (a dependent action's remote round trip, the chain) %.3f s "
        "= worker gap g %.3f s + dependency latency %.3f s; critical path %.1f s; cores here %d"
        % (t0, d, gap, lat, cp, cores),
        "",
        "| workers | where | predicted | measured | measured / predicted |",
        "|---|---|---|---|---|",
    ]
    for r in runs:
        c = max(0.1, cores - r["background_cores"])
        p = t0 + makespan(acts, r["bots"], c, lat, gap, r["jobs"])
        lines.append("| %d | here: %d cores, %.2f of them busy with the server, Bazel and the rest, --jobs=%d "
                     "| %.0f s | %.0f s | %.2f |"
                     % (r["bots"], cores, r["background_cores"], r["jobs"], p, r["wall_s"], r["wall_s"] / p))
    for w in predict:
        p = t0 + makespan(acts, w, w, lat, gap, w)
        lines.append("| %d | a core per worker, --jobs=%d | %.0f s | — | — |" % (w, w, p))
    lines.append("")
    lines.append("bound: T0 + critical path = %.0f s (no worker count goes below it)" % (t0 + cp))
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", type=Path, default=DEFAULT)
    ap.add_argument("--package", help="measure this package instead of a plan from --config "
                    "(e.g. //tests/cluster/data, seconds: a check of the script)")
    ap.add_argument("--bots", default="1,2,4")
    ap.add_argument("--jobs", type=int, default=8, help="--jobs of the measured runs (.bazelrc's rbe value)")
    ap.add_argument("--predict", default="8,64,512")
    ap.add_argument("--chain", type=int, default=40, help="length of the overhead chain")
    ap.add_argument("--keep", type=Path, help="write the runs (profile, T0, d) here as runs.json")
    ap.add_argument("--from", dest="from_", type=Path, help="recompute the table from kept runs (a --keep DIR or its runs.json, "
                    "e.g. bench/data/rbe_scale_dp2_tp2_pp2.json)")
    a = ap.parse_args()
    predict = [int(x) for x in a.predict.split(",") if x]
    if a.from_:
        kept = json.loads((a.from_ / "runs.json" if a.from_.is_dir() else a.from_).read_text())
        print(report(kept["runs"], kept["t0_s"], kept["d_s"], predict, kept["cores"]))
        return
    print("machine:", common.machine(), "; package", a.package or a.config)
    root = Path(tempfile.mkdtemp(prefix="tvrbe_"))
    ws = root / "ws"
    common.harness.copy_workspace(ws)
    pkg = a.package
    if not pkg:
        plan = root / "plan.textproto"
        t = common.plan_from_config(json.loads(a.config.read_text()), plan)
        if t.returncode:
            raise SystemExit("planner failed:\n" + t.stderr[-3000:])
        t, res = common.tv_prove(ws, plan, OUT_REL, root / "ob_gen", nobazel=True)
        if t.returncode:
            raise SystemExit("tv prove --nobazel failed: %s" % res)
        common.shutdown(ws, root / "ob_gen")
        pkg = "//%s/..." % OUT_REL
        print("generated %s: %s" % (OUT_REL, common.summarize(res)))
    cl = Cluster(ws, root, 1)
    try:
        t0 = bazel(ws, root / "ob_t0", "build", *cl.flags(a.jobs), "--nobuild", pkg, log=root / "bazel_t0.log")
    finally:
        subprocess.run(["bazel", f"--output_base={root / 'ob_t0'}", "shutdown"], cwd=ws,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        cl.stop()
    d = overhead(ws, root, a.chain)
    runs = []
    for n in [int(x) for x in a.bots.split(",")]:
        runs.append(measure(ws, root, pkg, n, a.jobs))
        print("measured %d bot(s): %.1f s wall (%s)" % (n, runs[-1]["wall_s"], runs[-1]["load"]), flush=True)
    cores = os.cpu_count()
    if a.keep:
        a.keep.mkdir(parents=True, exist_ok=True)
        (a.keep / "runs.json").write_text(json.dumps({"config": str(a.config), "t0_s": t0, "d_s": d,
                                                      "cores": cores, "runs": runs}, indent=1))
    print(report(runs, t0, d, predict, cores))
    shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
