"""Fault tests of remote execution (tools/cluster, tools/rbe/bot.py).

Each test starts its own cluster (BuildGrid + PostgreSQL) in its tmp dir, its
bots in network namespaces of their own (`ip netns` + a veth pair made here,
so bot traffic crosses an interface as between machines), and drives Bazel
with --config=rbe on a copy of the workspace with its own --output_base.
The package is tests/cluster/data (seconds to build). Every process started
is stopped by its pid (tools/cluster stop), every namespace deleted.

  - a bot killed in the middle of an obligation: the action is retried on
    the other bot, the verdict is the same bytes as a local build's;
  - the server restarted during a build: Bazel reconnects, or fails saying
    so; nothing wrong is cached (the rebuild passes with the same verdict);
  - a corrupted CAS blob: the bot detects the digest mismatch and does not
    use it; the build fails, no verdict;
  - a worker with a different Coq toolchain: the action fails closed
    (trust_failure), no verdict.
"""
import hashlib
import os
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

from harness import REPO, Bazel, copy_workspace, free_port

CLUSTER = str(REPO / "tools/cluster")
PKG = "//tests/cluster/data"
VERDICT = "execroot/trainverify/bazel-out/k8-fastbuild/bin/tests/cluster/data/%s.verdict"

pytestmark = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("ip"),
                                reason="needs root and iproute2 (network namespaces)")


class Cluster:
    """A cluster with no bots of its own; bots are added in namespaces."""

    _n = 0

    def __init__(self, tmp: Path):
        Cluster._n += 1
        self.dir = tmp / "cluster"
        self.port = free_port()
        self.tag = "%d_%d" % (os.getpid(), Cluster._n)
        self.namespaces = []

    def addr(self, i):
        return "10.%d.%d.1" % (self.subnet, i), "10.%d.%d.2" % (self.subnet, i)

    def __enter__(self):
        sweep_dead_namespaces()
        # a 10.x/16 no interface here uses: another run's (or a leftover's)
        # address would take this one's traffic
        used = set(re.findall(r"inet 10\.(\d+)\.", subprocess.run(
            ["ip", "-4", "-o", "addr"], check=True, capture_output=True, text=True).stdout))
        self.subnet = next(n for n in range(200, 250) if str(n) not in used)
        try:
            # one veth per bot; the server also listens on each host side
            for i in range(3):
                self._netns(i)
            listen = sum((["--listen", self.addr(i)[0]] for i in range(3)), [])
            subprocess.run([CLUSTER, "start", "--bots", "0", "--dir", str(self.dir), "--port", str(self.port),
                            "--keepalive", "6"] + listen, check=True, stdout=subprocess.DEVNULL)
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc):
        subprocess.run([CLUSTER, "stop", "--dir", str(self.dir)], stdout=subprocess.DEVNULL)
        for ns, host in self.namespaces:
            delete_namespace(ns, host)

    def _netns(self, i):
        ns, host, peer = "tvc%s_%d" % (self.tag, i), "tvh%s_%d" % (self.tag, i), "tvn%s_%d" % (self.tag, i)
        here, there = self.addr(i)
        subprocess.run(["ip", "netns", "add", ns], check=True)
        self.namespaces.append((ns, host))
        for cmd in (["ip", "link", "add", host, "type", "veth", "peer", "name", peer],
                    ["ip", "link", "set", peer, "netns", ns],
                    ["ip", "addr", "add", here + "/30", "dev", host],
                    ["ip", "link", "set", host, "up"],
                    ["ip", "netns", "exec", ns, "ip", "addr", "add", there + "/30", "dev", peer],
                    ["ip", "netns", "exec", ns, "ip", "link", "set", peer, "up"],
                    ["ip", "netns", "exec", ns, "ip", "link", "set", "lo", "up"]):
            subprocess.run(cmd, check=True)

    def bot(self, name, i, wrap=None):
        """Bot `name` in namespace i, reaching the server across its veth."""
        args = [CLUSTER, "start-bot", name, "--dir", str(self.dir), "--netns", self.namespaces[i][0],
                "--remote", "%s:%d" % (self.addr(i)[0], self.port)]
        env = dict(os.environ)
        if wrap:
            env["TV_BOT_WRAP"] = wrap
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL, env=env)
        self.wait_log(name, "session ")

    def stop_bot(self, name, kill=False):
        subprocess.run([CLUSTER, "stop-bot", name, "--dir", str(self.dir)] + (["--kill"] if kill else []), check=True)

    def log(self, name):
        p = self.dir / "logs" / ("bot-%s.log" % name)
        return p.read_text() if p.exists() else ""

    def wait_log(self, name, text, timeout=120):
        end = time.time() + timeout
        while time.time() < end:
            if text in self.log(name):
                return
            time.sleep(0.1)
        raise AssertionError("bot %s never logged %r:\n%s" % (name, text, self.log(name)[-3000:]))

    def cas_object(self, data: bytes) -> Path:
        h = hashlib.sha256(data).hexdigest()
        return self.dir / "cas/cas/objects" / h[:2] / h[2:]


def delete_namespace(ns, host):
    subprocess.run(["ip", "netns", "del", ns], stderr=subprocess.DEVNULL)
    subprocess.run(["ip", "link", "del", host], stderr=subprocess.DEVNULL)


def sweep_dead_namespaces():
    """Namespaces a killed run left (tvc<pid>_<n>_<i>, that pid gone): their
    addresses would shadow a new cluster's routes."""
    names = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout.split()
    for ns in names:
        m = re.fullmatch(r"tvc(\d+)_(\d+_\d+)", ns)
        if m and not Path("/proc", m.group(1)).exists():
            delete_namespace(ns, "tvh%s_%s" % m.groups())


def rbe(cluster, *extra):
    return ["--config=rbe", "--remote_executor=grpc://127.0.0.1:%d" % cluster.port, "--remote_retries=3", *extra]


@pytest.fixture
def ws(tmp_path):
    return copy_workspace(tmp_path / "ws")


def local_verdict(ws, tmp_path, name):
    """The verdict of a local build (no remote), for byte comparison."""
    bazel = Bazel(ws, tmp_path / "ob_local")
    try:
        bazel.run("build", "--disk_cache=", "%s:%s" % (PKG, name))
        return (bazel.output_base / (VERDICT % name)).read_bytes()
    finally:
        bazel.shutdown()


def build_in_background(bazel, args):
    out = {}
    t = threading.Thread(target=lambda: out.setdefault("r", bazel.run(*args, check=False)))
    t.start()
    return t, out


def test_bot_killed_mid_action_is_retried_elsewhere(ws, tmp_path):
    bazel = Bazel(ws, tmp_path / "ob")
    with Cluster(tmp_path) as c:
        try:
            c.bot("a", 0)
            bazel.run("build", *rbe(c), "%s:lib" % PKG)  # the library first, on bot a
            c.bot("b", 1)
            t, out = build_in_background(bazel, ["test", *rbe(c), "%s:ob_slow_test" % PKG])
            end = time.time() + 120
            victim = None
            while victim is None and time.time() < end:
                victim = next((n for n in "ab" if "ob_slow.v" in c.log(n).split("run: ")[-1]
                               and c.log(n).count("run: ") > c.log(n).count("exit ")), None)
                time.sleep(0.05)
            assert victim, c.log("a") + c.log("b")
            time.sleep(1)  # in the middle of coqc
            c.stop_bot(victim, kill=True)
            t.join(240)
            r = out["r"]
            assert r.returncode == 0, r.output[-3000:]
            other = "b" if victim == "a" else "a"
            assert "ob_slow.v" in c.log(other), c.log(other)
            remote = (bazel.output_base / (VERDICT % "ob_slow")).read_bytes()
        finally:
            bazel.shutdown()
    assert remote.startswith(b"PASS\n")
    assert remote == local_verdict(ws, tmp_path, "ob_slow")


def test_server_restart_during_build(ws, tmp_path):
    bazel = Bazel(ws, tmp_path / "ob")
    with Cluster(tmp_path) as c:
        try:
            c.bot("a", 0)
            t, out = build_in_background(bazel, ["test", *rbe(c), "%s:ob_slow_test" % PKG])
            c.wait_log("a", "ob_slow.v")
            subprocess.run([CLUSTER, "restart-server", "--dir", str(c.dir), "--down", "2"], check=True)
            t.join(240)
            r = out["r"]
            if r.returncode != 0:  # failing is allowed, but saying why
                assert any(s in r.output for s in ("UNAVAILABLE", "Connection refused", "connection", "Failed")), \
                    r.output[-3000:]
            # whatever happened, nothing wrong was kept: the rebuild is right
            again = bazel.run("test", *rbe(c), "%s:ob_slow_test" % PKG)
            assert again.executed_tests()[1] == 1
            verdict = (bazel.output_base / (VERDICT % "ob_slow")).read_bytes()
            assert verdict.startswith(b"PASS\n")
        finally:
            bazel.shutdown()


def test_corrupted_cas_blob_is_detected_not_used(ws, tmp_path):
    bazel = Bazel(ws, tmp_path / "ob")
    source = (ws / "tests/cluster/data/Slow.v").read_bytes()
    with Cluster(tmp_path) as c:
        try:
            c.bot("a", 0)
            # the CAS holds a corrupted blob under Slow.v's digest: Bazel
            # sees it present and does not upload it; the bot must not use it
            blob = c.cas_object(source)
            blob.parent.mkdir(parents=True, exist_ok=True)
            blob.write_bytes(source.replace(b"mod 1000003", b"mod 1000033"))
            bad = bazel.run("test", *rbe(c), "%s:ob_quick_test" % PKG, check=False)
            assert bad.returncode != 0, bad.output[-3000:]
            assert "failed digest verification" in bad.output + c.log("a"), bad.output[-3000:]
            assert "failed digest verification" in c.log("a")
            assert not (bazel.output_base / (VERDICT % "ob_quick")).exists()
            assert "exit " not in c.log("a").split("failed digest verification")[-1].split("lease")[0]

            blob.unlink()  # the store repaired: the same build passes, nothing bad was cached
            good = bazel.run("test", *rbe(c), "%s:ob_quick_test" % PKG)
            assert good.executed_tests() == (1, 1), good.output[-2000:]
        finally:
            bazel.shutdown()


def test_worker_with_other_toolchain_fails_closed(ws, tmp_path):
    patched = tmp_path / "coqc-other"
    shutil.copy2(shutil.which("coqc"), patched)
    with open(patched, "ab") as f:
        f.write(b"\0")  # another build of coqc, at the same path on that worker
    coqc = os.path.realpath(shutil.which("coqc"))
    wrap = "unshare --mount --propagation private sh -c 'mount --bind %s %s && exec \"$0\" \"$@\"'" % (patched, coqc)
    bazel = Bazel(ws, tmp_path / "ob")
    with Cluster(tmp_path) as c:
        try:
            c.bot("other", 0, wrap=wrap)
            bad = bazel.run("test", *rbe(c), "%s:ob_quick_test" % PKG, check=False)
            assert bad.returncode != 0, bad.output[-3000:]
            assert "trust_failure: Coq toolchain identity mismatch" in bad.output, bad.output[-3000:]
            assert not (bazel.output_base / (VERDICT % "ob_quick")).exists()

            c.stop_bot("other")
            c.bot("good", 1)
            good = bazel.run("test", *rbe(c), "%s:ob_quick_test" % PKG)
            assert good.executed_tests() == (1, 1), good.output[-2000:]
            assert "ob_quick.v" in c.log("good")
        finally:
            bazel.shutdown()
