"""Drive Bazel from plain pytest (Bazel cannot run inside `bazel test`).

Each test gets a copy of the workspace (the files git knows about) and its
own --output_base, so it never shares a server, action cache or disk cache
with the developer's checkout.
"""
import dataclasses
import os
import re
import shutil
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

_PROCESSES = re.compile(r"INFO: (\d+) processes?: (.*)\.")
_EXECUTED = re.compile(r"Executed (\d+) out of (\d+) tests?")


def copy_workspace(dest: Path) -> Path:
    files = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO, check=True, stdout=subprocess.PIPE).stdout.decode().split("\0")
    for rel in filter(None, files):
        src = REPO / rel
        if not src.exists():  # deleted in the work tree, not yet committed
            continue
        out = dest / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, out)
    return dest


@dataclasses.dataclass(frozen=True)
class Result:
    returncode: int
    output: str

    def processes(self) -> dict:
        """The last `N processes: a x, b y.` summary as {kind: count}."""
        lines = _PROCESSES.findall(self.output)
        assert lines, "no process summary in Bazel output:\n" + self.output[-3000:]
        counts = {}
        for part in lines[-1][1].split(", "):
            n, kind = part.split(" ", 1)
            counts[kind] = int(n)
        return counts

    def executed_tests(self) -> tuple:
        m = _EXECUTED.findall(self.output)
        assert m, "no test summary in Bazel output:\n" + self.output[-3000:]
        return int(m[-1][0]), int(m[-1][1])


class Bazel:
    def __init__(self, workspace: Path, output_base: Path, env=None):
        self.workspace = workspace
        self.output_base = output_base
        self.env = dict(os.environ, **(env or {}))

    def run(self, *args, check=True) -> Result:
        cmd = ["bazel", "--output_base=%s" % self.output_base, "--max_idle_secs=120"]
        cmd += list(args[:1]) + ["--curses=no", "--color=no"] + list(args[1:])
        proc = subprocess.run(cmd, cwd=self.workspace, env=self.env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        result = Result(proc.returncode, proc.stdout)
        if check and proc.returncode != 0:
            raise AssertionError("%s failed (%d):\n%s" % (" ".join(cmd), proc.returncode, proc.stdout[-5000:]))
        return result

    def shutdown(self):
        subprocess.run(["bazel", "--output_base=%s" % self.output_base, "shutdown"],
                       cwd=self.workspace, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class CacheServer:
    """tools/cache_server on a fresh store."""

    def __init__(self, state: Path):
        self.state = state
        self.port = free_port()

    def __enter__(self):
        subprocess.run([str(REPO / "tools/cache_server"), "start", "--dir", str(self.state),
                        "--port", str(self.port)], check=True, stdout=subprocess.DEVNULL)
        return self

    def __exit__(self, *exc):
        subprocess.run([str(REPO / "tools/cache_server"), "stop", "--dir", str(self.state)],
                       check=True, stdout=subprocess.DEVNULL)

    @property
    def url(self) -> str:
        return "http://127.0.0.1:%d" % self.port

    def requests(self, method: str, status: int) -> int:
        log = (self.state / "logs/access.log").read_text()
        return len(re.findall(r'"%s [^"]*" %d ' % (method, status), log))
