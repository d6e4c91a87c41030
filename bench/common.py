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


def _procs():
    """{pid: (ppid, rss_kib)} for every process."""
    out = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            ppid = rss = 0
            for line in open(f"/proc/{d}/status"):
                if line.startswith("PPid:"):
                    ppid = int(line.split()[1])
                elif line.startswith("VmRSS:"):
                    rss = int(line.split()[1])
            out[int(d)] = (ppid, rss)
        except (OSError, ValueError):
            pass
    return out


def tree_rss_kib(roots) -> int:
    """Summed RSS of the process trees under roots."""
    procs = _procs()
    kids: dict = {}
    for pid, (ppid, _) in procs.items():
        kids.setdefault(ppid, []).append(pid)
    seen, stack, total = set(), [r for r in roots if r in procs], 0
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        total += procs[p][1]
        stack.extend(kids.get(p, []))
    return total


def server_pid(output_base) -> int | None:
    try:
        return int((Path(output_base) / "server" / "server.pid.txt").read_text().strip())
    except (OSError, ValueError):
        return None


def server_cpu_s(output_base) -> float:
    """utime+stime of the Bazel server plus its reaped children (the
    actions: coqc, checkers), in seconds; 0 if no server."""
    pid = server_pid(output_base)
    if pid is None:
        return 0.0
    try:
        f = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return sum(int(x) for x in f[11:15]) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


class Timed:
    """wall, CPU and memory of one command. CPU = user+sys of the command's
    reaped process tree (resource.getrusage(RUSAGE_CHILDREN)) plus, when
    output_base is given, the CPU the Bazel server of that output_base and
    its actions used meanwhile (the server is a daemon, not our child).
    Memory: peak_rss_mib = /usr/bin/time's maximum RSS of a single process
    of the command's own tree; peak_tree_mib = the largest summed RSS of the
    command's tree plus the Bazel server's tree, sampled every 0.2 s."""

    def __init__(self, cmd, cwd, env=None, output_base=None):
        self.cmd, self.cwd, self.env, self.output_base = list(cmd), cwd, env, output_base
        self.preexec = None  # e.g. a resource.setrlimit call for the child

    def run(self) -> "Timed":
        import threading
        with tempfile.NamedTemporaryFile("r", suffix=".time", delete=False) as tf:
            tpath = tf.name
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        s0 = server_cpu_s(self.output_base) if self.output_base else 0.0
        spid0 = server_pid(self.output_base) if self.output_base else None
        t0 = time.monotonic()
        proc = subprocess.Popen(["/usr/bin/time", "-v", "-o", tpath] + self.cmd, cwd=self.cwd,
                                env=self.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                preexec_fn=self.preexec)
        self.peak_tree_mib = 0.0
        done = threading.Event()

        def sample():
            while not done.wait(0.2):
                roots = [proc.pid]
                sp = server_pid(self.output_base) if self.output_base else None
                if sp:
                    roots.append(sp)
                self.peak_tree_mib = max(self.peak_tree_mib, tree_rss_kib(roots) / 1024)

        th = threading.Thread(target=sample, daemon=True)
        th.start()
        out, err = proc.communicate()
        done.set()
        th.join()
        self.wall = time.monotonic() - t0
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.cpu_client = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        spid1 = server_pid(self.output_base) if self.output_base else None
        s1 = server_cpu_s(self.output_base) if self.output_base else 0.0
        self.cpu_server = s1 - (s0 if spid0 == spid1 else 0.0)
        self.cpu = self.cpu_client + self.cpu_server
        proc = subprocess.CompletedProcess(self.cmd, proc.returncode, out, err)
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
    t = Timed(cmd, cwd=ws, output_base=output_base).run()
    try:
        res = json.loads(t.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        res = {"verdict": "no-json", "exit_code": t.returncode, "message": (t.stdout + t.stderr)[-2000:]}
    return t, res


def bazel_server_rss_mib(output_base: Path) -> float:
    """Peak RSS of the Bazel server of this output_base (VmHWM)."""
    try:
        pid = server_pid(output_base)
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
