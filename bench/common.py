"""Shared helpers for the benchmark scripts (bench/*.py).

Every script prints figures; nothing here asserts a target. Runs happen in a
copy of the workspace (tests/bazel/harness.copy_workspace) with their own
Bazel --output_base, so the developer's tree, server and caches are never
touched.
"""
from __future__ import annotations

import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "bazel"))
import harness  # noqa: E402  (tests/bazel/harness.py)

PYTHON = os.environ.get("PYTHON") or str(Path.home() / ".cache/trainverify/venv/bin/python")


def machine() -> str:
    """One line: cores, memory, load average now."""
    cores = os.cpu_count()
    mem = "?"
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal:"):
                mem = "%.0f GiB" % (int(line.split()[1]) / 2**20)
    except OSError:
        pass
    la = " ".join("%.2f" % x for x in os.getloadavg())
    return f"{cores} cores, {mem} RAM, load average {la}"


def fresh_workspace(prefix: str = "tvbench_") -> Path:
    root = Path(tempfile.mkdtemp(prefix=prefix))
    ws = root / "ws"
    harness.copy_workspace(ws)
    return ws


class Timed:
    """wall / user+sys CPU / peak RSS of one child process tree, measured
    with /usr/bin/time -v (peak RSS = the largest single process; Bazel's
    server is a separate daemon and is measured by `bazel_server_rss`)."""

    def __init__(self, cmd, cwd, env=None):
        self.cmd, self.cwd, self.env = list(cmd), cwd, env

    def run(self) -> "Timed":
        with tempfile.NamedTemporaryFile("r", suffix=".time", delete=False) as tf:
            tpath = tf.name
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.monotonic()
        proc = subprocess.run(["/usr/bin/time", "-v", "-o", tpath] + self.cmd, cwd=self.cwd,
                              env=self.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.wall = time.monotonic() - t0
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        self.returncode, self.stdout, self.stderr = proc.returncode, proc.stdout, proc.stderr
        tv = Path(tpath).read_text()
        os.unlink(tpath)
        m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", tv)
        self.peak_rss_mib = int(m.group(1)) / 1024 if m else float("nan")
        return self


def plan_from_config(cfg: dict, out: Path) -> Timed:
    """Writes cfg to out.json and runs the planner; returns the timing."""
    cpath = out.with_suffix(".json")
    cpath.write_text(json.dumps(cfg, indent=1))
    t = Timed([PYTHON, "-m", "frontends.planner.plan_main", "--config", str(cpath), "--out", str(out)],
              cwd=REPO).run()
    return t


def tv_prove(ws: Path, plan: Path, out_rel: str, output_base: Path, bazel_args=(), nobazel=False) -> tuple[Timed, dict]:
    """tools/tv prove ... --json in workspace ws. Returns (timing, verdict json)."""
    cmd = [str(ws / "tools/tv"), "prove", str(plan), "--out", out_rel, "--json",
           f"--output_base={output_base}"] + [f"--bazel_arg={a}" for a in bazel_args]
    if nobazel:
        cmd.append("--nobazel")
    t = Timed(cmd, cwd=ws).run()
    try:
        res = json.loads(t.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        res = {"verdict": "no-json", "exit_code": t.returncode, "message": (t.stdout + t.stderr)[-2000:]}
    return t, res


def bazel_server_rss_mib(output_base: Path) -> float:
    """RSS of the Bazel server of this output_base (VmHWM: its peak)."""
    pidf = output_base / "server" / "server.pid.txt"
    try:
        pid = int(pidf.read_text().strip())
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return float("nan")


def shutdown(ws: Path, output_base: Path) -> None:
    subprocess.run(["bazel", f"--output_base={output_base}", "shutdown"], cwd=ws,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def summarize(res: dict) -> str:
    """verdict / category and location, one line."""
    v = res.get("verdict")
    loc = res.get("location") or {}
    where = " ".join(f"{k}={v}" for k, v in loc.items() if v is not None)
    msg = (res.get("message") or "")
    return f"{v} (exit {res.get('exit_code')})" + (f" at {where}" if where else "") + (
        f": {msg[:200]}" if msg and v not in ("proved",) else "")


def table(rows: list[dict], cols: list[str]) -> str:
    """A Markdown table."""
    out = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(r.get(c, "")) for c in cols) + " |")
    return "\n".join(out)
