"""tools/cluster: a BuildGrid remote-execution cluster on this machine.

start   PostgreSQL (Debian's postgresql-15, a fresh cluster in DIR, loopback
        only) as BuildGrid's scheduler store; BuildGrid (pinned, its own venv
        under ~/.cache/trainverify/, installed on first use) serving CAS,
        ByteStream, action cache, execution and bots on 127.0.0.1:PORT
        (instance `main`); N bots (tools/rbe/bot.py). Every process started
        is recorded by pid in DIR/state.json.
status  the recorded processes, the bots the scheduler knows, the queue.
stop    every recorded process, by pid (checked against its command line,
        so a reused pid is never signalled).
restart-server  stop and start the BuildGrid server only (fault tests).

Runs on the system python3 (standard library only); BuildGrid and the bots
run in the cluster venv.
"""
import argparse
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "trainverify"
VENV = CACHE / "buildgrid-0.4.4"
REQUIREMENTS = HERE / "requirements.txt"
PG_BIN = Path("/usr/lib/postgresql/15/bin")
INSTANCE = "main"
DEFAULT_PORT = 8980


def log(msg):
    print("cluster: " + msg, file=sys.stderr, flush=True)


def venv_python():
    return VENV / "bin/python3"


def ensure_buildgrid():
    """The pinned BuildGrid venv; rebuilt when requirements.txt changes."""
    want = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    stamp = VENV / ".tv-requirements-sha256"
    if stamp.exists() and stamp.read_text().strip() == want and (VENV / "bin/bgd").exists():
        return
    log("installing BuildGrid (%s) into %s" % (REQUIREMENTS.name, VENV))
    if not venv_python().exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    subprocess.run([str(venv_python()), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    "-r", str(REQUIREMENTS)], check=True)
    stamp.write_text(want + "\n")


def ensure_postgres():
    if (PG_BIN / "postgres").exists():
        return
    if os.geteuid() != 0:
        sys.exit("cluster: PostgreSQL 15 is missing: apt-get install postgresql-15")
    log("installing postgresql-15 from Debian")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "install", "-y", "-q", "postgresql-15"], check=True, env=env,
                   stdout=subprocess.DEVNULL)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(host, port, proc, what, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        if proc.poll() is not None:
            sys.exit("cluster: %s exited (%d) while starting; see its log" % (what, proc.returncode))
        try:
            with socket.create_connection((host, port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    sys.exit("cluster: %s did not listen on %s:%d within %d s" % (what, host, port, timeout))


# --- processes, by pid ---------------------------------------------------

def _cmdline(pid):
    try:
        return Path("/proc/%d/cmdline" % pid).read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return None


def alive(entry):
    """The recorded process is still the one we started (same command)."""
    cmd = _cmdline(entry["pid"])
    return cmd is not None and entry["marker"] in cmd


def descendants(pid):
    """Every live descendant of pid (an action a bot was running, ...)."""
    children = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(d.name))
    out, todo = [], [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def stop_process(entry, sig=signal.SIGTERM, timeout=15):
    """Stop a recorded process and whatever it started (a killed bot must
    not leave its action running)."""
    if not alive(entry):
        return
    below = descendants(entry["pid"])
    os.kill(entry["pid"], sig)
    if sig == signal.SIGKILL:
        _kill_all(below)
    end = time.time() + timeout
    while time.time() < end and alive(entry):
        time.sleep(0.1)
    if alive(entry):
        os.kill(entry["pid"], signal.SIGKILL)
        while alive(entry):
            time.sleep(0.05)
    _kill_all(below)  # e.g. the action a stopped bot was running


def _kill_all(pids):
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def spawn(argv, logfile, marker, **kw):
    out = open(logfile, "ab")
    proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True, **kw)
    return proc, {"pid": proc.pid, "marker": marker, "argv": argv}


class State:
    def __init__(self, d: Path):
        self.dir = d
        self.path = d / "state.json"
        self.data = json.loads(self.path.read_text()) if self.path.exists() else {}

    def save(self):
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.data, indent=1, sort_keys=True) + "\n")
        tmp.replace(self.path)


# --- PostgreSQL ------------------------------------------------------------

def _pg_user_kw():
    # initdb/postgres refuse to run as root: run them as Debian's postgres user.
    return {"user": "postgres", "group": "postgres"} if os.geteuid() == 0 else {}


def start_postgres(st: State):
    data = st.dir / "pg"
    kw = _pg_user_kw()
    if kw:
        # the postgres user must reach DIR/pg; DIR may sit under a 0700 home.
        probe = subprocess.run(["runuser", "-u", "postgres", "--", "test", "-x", str(st.dir)])
        if probe.returncode != 0:
            data = Path("/var/tmp/trainverify-pg-" + hashlib.sha256(str(st.dir).encode()).hexdigest()[:12])
    if not (data / "PG_VERSION").exists():
        shutil.rmtree(data, ignore_errors=True)
        data.mkdir(parents=True)
        if kw:
            shutil.chown(data, "postgres", "postgres")
        subprocess.run([str(PG_BIN / "initdb"), "-D", str(data), "-U", "bgd", "--auth=trust", "-E", "UTF8",
                        "--no-instructions"], check=True, stdout=subprocess.DEVNULL, cwd="/", **kw)
    port = free_port()
    proc, entry = spawn([str(PG_BIN / "postgres"), "-D", str(data), "-p", str(port), "-k", str(data),
                         "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
                        st.dir / "logs/postgres.log", str(data), cwd="/", **kw)
    st.data["postgres"] = entry
    st.data["pg_port"] = port
    st.data["pg_data"] = str(data)
    st.save()
    wait_port("127.0.0.1", port, proc, "postgres")
    for _ in range(100):
        r = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(port), "-U", "bgd", "-d", "postgres",
                            "-tAc", "SELECT 1 FROM pg_database WHERE datname='bgd'"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if r.returncode == 0:
            break
        time.sleep(0.2)
    if r.stdout.strip() != "1":
        subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(port), "-U", "bgd", "-d", "postgres", "-qc",
                        "CREATE DATABASE bgd"], check=True)
    # BuildGrid's LISTEN/NOTIFY notifier needs psycopg2 (SQLAlchemy 2.1 defaults to psycopg 3)
    return "postgresql+psycopg2://bgd@127.0.0.1:%d/bgd" % port


def psql(st: State, sql):
    r = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(st.data["pg_port"]), "-U", "bgd", "-d", "bgd",
                        "-tAF", "\t", "-c", sql], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        raise RuntimeError(r.stderr.strip())
    return [line.split("\t") for line in r.stdout.splitlines() if line]


# --- BuildGrid ---------------------------------------------------------------

CONFIG = """\
# Made by tools/cluster (tools/rbe/cluster.py): one instance `{instance}`.
server:
{channels}
# every Execute stream and bot long-poll holds one: Bazel's uploads must not
# be turned away (RESOURCE_EXHAUSTED) while --jobs actions wait remotely
thread-pool-size: 256
authorization:
  method: none
connections:
  - !sql-connection &sql
    connection-string: {db}
    pool-size: 10
    max-overflow: 10
storages:
  - !disk-storage &cas
    path: {cas}
caches:
  - !lru-action-cache &ac
    storage: *cas
    max-cached-refs: 1000000
    allow-updates: true
    # a failed action (e.g. a toolchain mismatch) is never served from cache
    cache-failed-actions: false
schedulers:
  - !sql-scheduler &scheduler
    sql: *sql
    storage: *cas
    action-cache: *ac
    # a bot silent this long is gone: its lease is re-queued for another bot
    bot-session-keepalive-timeout: {keepalive}
    max-job-attempts: 3
    poll-interval: 0.2
    bot-poll-interval: 0.2
    job-assignment-interval: 0.1
instances:
  - name: {instance}
    services:
      - !action-cache
        cache: *ac
      - !execution
        scheduler: *scheduler
        operation-stream-keepalive-timeout: 30
      - !cas
        storage: *cas
      - !bytestream
        storage: *cas
"""


def start_server(st: State):
    port = st.data["port"]
    listen = ["127.0.0.1"] + st.data.get("listen", [])
    channels = "".join('  - !channel\n    address: "%s:%d"\n    insecure-mode: true\n' % (a, port) for a in listen)
    cfg = st.dir / "buildgrid.yml"
    cfg.write_text(CONFIG.format(channels=channels, db=st.data["db"], cas=st.dir / "cas", instance=INSTANCE,
                                 keepalive=st.data.get("keepalive", 10)))
    (st.dir / "cas").mkdir(exist_ok=True)
    proc, entry = spawn([str(VENV / "bin/bgd"), "server", "start", str(cfg)], st.dir / "logs/server.log", str(cfg))
    st.data["server"] = entry
    st.save()
    wait_port("127.0.0.1", port, proc, "BuildGrid server")


def start_bot(st: State, name, netns=None, remote=None):
    work = st.dir / "bots" / name
    work.mkdir(parents=True, exist_ok=True)
    remote = remote or "127.0.0.1:%d" % st.data["port"]
    argv = [str(venv_python()), str(HERE / "bot.py"), "--remote", remote, "--instance", INSTANCE,
            "--name", name, "--work", str(work)]
    wrap = os.environ.get("TV_BOT_WRAP")
    if wrap:  # tests: e.g. a mount namespace with another coqc
        argv = ["sh", "-c", "exec " + wrap + ' "$@"', "sh"] + argv  # the recorded pid ends as the bot
    if netns:
        argv = ["ip", "netns", "exec", netns] + argv
    _, entry = spawn(argv, st.dir / "logs" / ("bot-%s.log" % name), str(work))
    st.data.setdefault("bots", {})[name] = entry
    st.save()
    return entry


def cmd_start(a):
    st = State(a.dir)
    running = [k for k, e in _entries(st) if alive(e)]
    if running:
        sys.exit("cluster: already running in %s (%s); tools/cluster stop first" % (a.dir, ", ".join(running)))
    ensure_buildgrid()
    ensure_postgres()
    (a.dir / "logs").mkdir(parents=True, exist_ok=True)
    st.data = {"port": a.port or DEFAULT_PORT, "listen": a.listen, "keepalive": a.keepalive}
    st.save()
    try:
        st.data["db"] = start_postgres(st)
        st.save()
        subprocess.run([str(VENV / "bin/bgd"), "migrate", "apply", st.data["db"]], check=True,
                       stdout=subprocess.DEVNULL, stderr=(a.dir / "logs/migrate.log").open("ab"))
        start_server(st)
        for i in range(a.bots):
            start_bot(st, "bot%d" % i)
    except BaseException:
        log("start failed; stopping what was started")
        cmd_stop(a)
        raise
    print("cluster: BuildGrid on grpc://127.0.0.1:%d (instance %s), %d bot(s), state in %s"
          % (st.data["port"], INSTANCE, a.bots, a.dir))


def _entries(st: State):
    for name, e in sorted(st.data.get("bots", {}).items()):
        yield "bot " + name, e
    for key in ("server", "postgres"):
        if key in st.data:
            yield key, st.data[key]


def cmd_stop(a):
    st = State(a.dir)
    for name, e in _entries(st):
        # postgres: SIGINT is its "fast" shutdown (SIGTERM waits for clients)
        stop_process(e, signal.SIGINT if name == "postgres" else signal.SIGTERM)
    if st.path.exists():
        st.data.pop("bots", None)
        for key in ("server", "postgres"):
            st.data.pop(key, None)
        st.save()


def cmd_restart_server(a):
    st = State(a.dir)
    stop_process(st.data["server"])
    if a.down:
        time.sleep(a.down)
    start_server(st)


def cmd_start_bot(a):
    st = State(a.dir)
    print(start_bot(st, a.name, netns=a.netns, remote=a.remote)["pid"])


def cmd_stop_bot(a):
    st = State(a.dir)
    stop_process(st.data["bots"][a.name], signal.SIGKILL if a.kill else signal.SIGTERM)


def cmd_status(a):
    st = State(a.dir)
    if not st.data or not any(True for _ in _entries(st)):
        print("cluster: not running in %s" % a.dir)
        return 1
    for name, e in _entries(st):
        print("%-10s pid %-7d %s" % (name, e["pid"], "running" if alive(e) else "NOT RUNNING"))
    if not alive(st.data.get("postgres", {"pid": 0, "marker": "-"})):
        return 1
    print("server     grpc://127.0.0.1:%d instance %s" % (st.data["port"], INSTANCE))
    status = {0: "unspecified", 1: "ok", 2: "unhealthy", 3: "rebooting", 4: "terminating"}
    bots = psql(st, "SELECT bot_id, bot_status, coalesce(lease_id, ''), expiry_time > now() FROM bots ORDER BY bot_id")
    print("bots (%d):" % len(bots))
    for bot_id, s, lease, fresh in bots:
        print("  %-40s %-11s %s%s" % (bot_id, status.get(int(s), s), "lease " + lease if lease else "idle",
                                      "" if fresh == "t" else " (expired)"))
    stages = {1: "cache_check", 2: "queued", 3: "executing", 4: "completed"}
    queue = psql(st, "SELECT stage, count(*) FROM jobs GROUP BY stage ORDER BY stage")
    print("jobs: " + (", ".join("%s %s" % (stages.get(int(s), s), n) for s, n in queue) or "none"))
    return 0


def main(argv):
    p = argparse.ArgumentParser(prog="tools/cluster", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)

    def add(name, fn):
        s = sub.add_parser(name)
        s.add_argument("--dir", type=lambda x: Path(x).resolve(), default=CACHE / "cluster")
        s.set_defaults(fn=fn)
        return s
    s = add("start", cmd_start)
    s.add_argument("--bots", type=int, default=2)
    s.add_argument("--port", type=int, default=None, help="default %d" % DEFAULT_PORT)
    s.add_argument("--listen", action="append", default=[],
                   help="another address to serve on (bots in other network namespaces)")
    s.add_argument("--keepalive", type=int, default=10,
                   help="seconds before a silent bot's lease is given to another bot")
    add("stop", cmd_stop)
    add("status", cmd_status)
    s = add("restart-server", cmd_restart_server)
    s.add_argument("--down", type=float, default=0, help="seconds to stay down")
    s = add("start-bot", cmd_start_bot)
    s.add_argument("name")
    s.add_argument("--netns")
    s.add_argument("--remote", help="host:port the bot connects to (default loopback)")
    s = add("stop-bot", cmd_stop_bot)
    s.add_argument("name")
    s.add_argument("--kill", action="store_true", help="SIGKILL (a crash), not SIGTERM")
    a = p.parse_args(argv)
    if a.cmd == "start" and a.port is None:
        a.port = DEFAULT_PORT
    return a.fn(a) or 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
