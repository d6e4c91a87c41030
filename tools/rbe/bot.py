"""The thinnest correct Remote Workers API bot, for tools/cluster.

BuildGrid ships no worker, and the standard one (buildbox-worker with
buildbox-run) cannot be installed here. This bot is the adapter a real
deployment replaces with buildbox-worker: same protocol (RWAPI v1test2
BotSessions against BuildGrid's bots service), same contract per lease:

  1. the lease's Action, its Command and its input root are fetched from CAS
     and every blob is checked against its digest (sha256 and size) before
     use -- a corrupted blob fails the action (DATA_LOSS) and is never staged;
  2. the inputs are staged into a fresh, empty directory of their own (never
     the client's checkout or output base), so an action reading a file it
     did not declare fails here as it would on any remote worker;
  3. the command runs there with exactly the Command's argv and environment
     (nothing of the bot's own environment), within the Action's timeout;
  4. the declared outputs, stdout and stderr are uploaded and the
     ActionResult is returned on the lease; the directory is removed.

Protocol code is BuildGrid's own: its generated REAPI/RWAPI stubs and its CAS
client (buildgrid.server.client.cas); only the digest check is ours, since
BuildGrid's Downloader trusts the server. Runs in the cluster venv.
"""
import argparse
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import traceback

import grpc
from buildgrid._protos.google.rpc import code_pb2, status_pb2

from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as re_pb2
from buildgrid._protos.google.devtools.remoteworkers.v1test2 import bots_pb2, bots_pb2_grpc, worker_pb2
from buildgrid.server.client.cas import Downloader, Uploader


class DigestMismatch(Exception):
    pass


def log(name, msg):
    print("%s %s: %s" % (time.strftime("%H:%M:%S"), name, msg), flush=True)


def verified(digest, data):
    """`data` if it is the blob `digest` names, else DigestMismatch."""
    got = hashlib.sha256(data).hexdigest()
    if len(data) != digest.size_bytes or got != digest.hash:
        raise DigestMismatch("CAS blob %s/%d failed digest verification (got %s/%d): not used"
                             % (digest.hash, digest.size_bytes, got, len(data)))
    return data


class Stager:
    """Fetches and checks blobs, and lays out an input root."""

    def __init__(self, downloader: Downloader):
        self.dl = downloader

    def blob(self, digest):
        if digest.size_bytes == 0:
            return verified(digest, b"")
        data = self.dl.get_blob(digest)
        if data is None:
            raise FileNotFoundError("CAS blob %s/%d is missing" % (digest.hash, digest.size_bytes))
        return verified(digest, data)

    def message(self, digest, msg):
        msg.ParseFromString(self.blob(digest))
        return msg

    def stage(self, root_digest, path):
        """Stage a Directory tree: every file and Directory checked."""
        directory = self.message(root_digest, re_pb2.Directory())
        os.makedirs(path, exist_ok=True)
        files = list(directory.files)
        for f in files:
            if "/" in f.name or f.name in ("", ".", ".."):
                raise ValueError("bad file name in input root: %r" % f.name)
        datas = self._blobs([f.digest for f in files])
        for f, data in zip(files, datas):
            target = os.path.join(path, f.name)
            with open(target, "wb") as out:
                out.write(data)
            os.chmod(target, 0o755 if f.is_executable else 0o644)
        for link in directory.symlinks:
            os.symlink(link.target, os.path.join(path, link.name))
        for d in directory.directories:
            if "/" in d.name or d.name in ("", ".", ".."):
                raise ValueError("bad directory name in input root: %r" % d.name)
            self.stage(d.digest, os.path.join(path, d.name))

    def _blobs(self, digests):
        small = [d for d in digests if 0 < d.size_bytes < (1 << 20)]
        got = {}
        if small:
            unique = list({d.hash: d for d in small}.values())
            for d, data in zip(unique, self.dl.get_blobs(unique)):
                got[d.hash] = verified(d, data)
        return [got[d.hash] if d.hash in got else self.blob(d) for d in digests]


def run_action(name, channel, instance, action, workdir):
    """Execute one Action; returns (ActionResult, Status)."""
    fetch_started = time.time()
    dl = Downloader(channel, instance=instance)
    stager = Stager(dl)
    try:
        command = stager.message(action.command_digest, re_pb2.Command())
        root = os.path.join(workdir, "root")
        stager.stage(action.input_root_digest, root)
    finally:
        dl.close()
    cwd = os.path.join(root, command.working_directory)
    outputs = list(command.output_files) + list(command.output_directories)
    for out in outputs:
        os.makedirs(os.path.dirname(os.path.join(cwd, out)), exist_ok=True)
    for d in command.output_directories:
        os.makedirs(os.path.join(cwd, d), exist_ok=True)
    env = {v.name: v.value for v in command.environment_variables}
    timeout = action.timeout.seconds or None
    started = time.time()
    stdout_path = os.path.join(workdir, "stdout")
    stderr_path = os.path.join(workdir, "stderr")
    log(name, "run: " + " ".join(command.arguments)[:4000])
    with open(stdout_path, "wb") as so, open(stderr_path, "wb") as se:
        proc = subprocess.Popen(list(command.arguments), cwd=cwd, env=env, stdout=so, stderr=se,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            rc = proc.wait(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            rc = proc.wait()
            timed_out = True
    completed = time.time()
    log(name, "exit %d in %.2f s: %s" % (rc, time.time() - started, " ".join(command.arguments)[:160]))

    result = re_pb2.ActionResult(exit_code=rc)
    upload_started = time.time()
    up = Uploader(channel, instance=instance)
    try:
        for path in command.output_files:
            full = os.path.join(cwd, path)
            if os.path.isfile(full):
                digest = up.upload_file(full, queue=False)
                result.output_files.add(path=path, digest=digest, is_executable=os.access(full, os.X_OK))
        for path in command.output_directories:
            full = os.path.join(cwd, path)
            if os.path.isdir(full):
                result.output_directories.add(path=path, tree_digest=up.upload_tree(full, queue=False))
        with open(stdout_path, "rb") as f:
            result.stdout_digest.CopyFrom(up.put_blob(f, queue=False))
        with open(stderr_path, "rb") as f:
            result.stderr_digest.CopyFrom(up.put_blob(f, queue=False))
        up.flush()
    finally:
        up.close()
    # Every REAPI phase at full precision (whole seconds hid the phases of
    # the many sub-second actions a plan has).
    meta = result.execution_metadata
    meta.worker = name
    uploaded = time.time()
    for field, t in (("worker_start_timestamp", fetch_started),
                     ("input_fetch_start_timestamp", fetch_started),
                     ("input_fetch_completed_timestamp", started),
                     ("execution_start_timestamp", started),
                     ("execution_completed_timestamp", completed),
                     ("output_upload_start_timestamp", upload_started),
                     ("output_upload_completed_timestamp", uploaded),
                     ("worker_completed_timestamp", uploaded)):
        getattr(meta, field).FromNanoseconds(int(t * 1e9))
    # One line per action that bench/rbe_scale.py joins to Bazel's execution
    # log by the sha256 of the argv (the json log carries no timings).
    log(name, "timing " + json.dumps({
        "argv_sha256": hashlib.sha256("\0".join(command.arguments).encode()).hexdigest(),
        "start": fetch_started, "fetch_s": round(started - fetch_started, 4),
        "command_s": round(completed - started, 4), "upload_s": round(uploaded - upload_started, 4),
        "end": uploaded}, sort_keys=True))
    if timed_out:
        return result, status_pb2.Status(code=code_pb2.DEADLINE_EXCEEDED, message="action timed out on " + name)
    return result, status_pb2.Status(code=code_pb2.OK)


class Bot:
    def __init__(self, opts):
        self.opts = opts
        self.name = opts.name
        self.channel = grpc.insecure_channel(opts.remote)
        self.stub = bots_pb2_grpc.BotsStub(self.channel)
        self.running = {}  # lease id -> thread
        self.finished = {}  # lease id -> (ActionResult, Status)
        self.lock = threading.Lock()
        self.stopping = False

    def execute(self, lease):
        """Thread body: run one lease's action in its own fresh directory."""
        workdir = os.path.join(self.opts.work, hashlib.sha256(lease.id.encode()).hexdigest()[:16])
        shutil.rmtree(workdir, ignore_errors=True)
        os.makedirs(workdir)
        try:
            action = re_pb2.Action()
            if lease.payload.Is(re_pb2.Action.DESCRIPTOR):
                lease.payload.Unpack(action)
            else:
                digest = re_pb2.Digest()
                lease.payload.Unpack(digest)
                dl = Downloader(self.channel, instance=self.opts.instance)
                try:
                    Stager(dl).message(digest, action)
                finally:
                    dl.close()
            outcome = run_action(self.name, self.channel, self.opts.instance, action, workdir)
        except DigestMismatch as e:
            log(self.name, str(e))
            outcome = (re_pb2.ActionResult(), status_pb2.Status(code=code_pb2.DATA_LOSS, message="%s: %s" % (self.name, e)))
        except FileNotFoundError as e:
            outcome = (re_pb2.ActionResult(), status_pb2.Status(code=code_pb2.FAILED_PRECONDITION, message=str(e)))
        except Exception as e:  # a bot fault: BuildGrid retries INTERNAL elsewhere
            traceback.print_exc()
            outcome = (re_pb2.ActionResult(), status_pb2.Status(code=code_pb2.INTERNAL, message="%s: %s" % (self.name, e)))
        finally:
            if not self.opts.keep:
                shutil.rmtree(workdir, ignore_errors=True)
        with self.lock:
            self.finished[lease.id] = outcome

    def session_proto(self, session):
        """Our view of the session: finished leases COMPLETED with results."""
        with self.lock:
            for lease in session.leases:
                if lease.id in self.finished and lease.state == bots_pb2.LeaseState.ACTIVE:
                    result, status = self.finished[lease.id]
                    lease.state = bots_pb2.LeaseState.COMPLETED
                    lease.status.CopyFrom(status)
                    lease.result.Pack(result)
                elif lease.state == bots_pb2.LeaseState.PENDING:
                    lease.state = bots_pb2.LeaseState.ACTIVE
        session.status = bots_pb2.BotStatus.BOT_TERMINATING if self.stopping else bots_pb2.BotStatus.OK
        return session

    def start_new(self, session):
        for lease in session.leases:
            if lease.state == bots_pb2.LeaseState.ACTIVE and lease.id not in self.running:
                log(self.name, "lease %s" % lease.id)
                t = threading.Thread(target=self.execute, args=(bots_pb2.Lease().FromString(lease.SerializeToString()),),
                                     daemon=True)
                self.running[lease.id] = t
                t.start()
        # forget leases the server no longer lists (completed and acknowledged)
        listed = {l.id for l in session.leases}
        with self.lock:
            for lid in list(self.running):
                if lid not in listed and lid in self.finished:
                    del self.running[lid]
                    del self.finished[lid]

    def create(self):
        worker = worker_pb2.Worker()
        worker.devices.add(handle=self.name)
        bs = bots_pb2.BotSession(bot_id=self.name, status=bots_pb2.BotStatus.OK, worker=worker)
        return self.stub.CreateBotSession(bots_pb2.CreateBotSessionRequest(parent=self.opts.instance, bot_session=bs),
                                          timeout=10)

    def loop(self):
        session = None
        while True:
            try:
                if session is None:
                    session = self.create()
                    log(self.name, "session %s" % session.name)
                busy = any(l.id not in self.finished for l in session.leases if l.id in self.running)
                session = self.stub.UpdateBotSession(
                    bots_pb2.UpdateBotSessionRequest(name=session.name, bot_session=self.session_proto(session)),
                    timeout=2 if busy else 5)
                if self.stopping:
                    return
                self.start_new(session)
            except grpc.RpcError as e:
                if e.code() == grpc.StatusCode.DEADLINE_EXCEEDED:
                    continue
                log(self.name, "server: %s %s; reconnecting" % (e.code(), e.details()))
                if e.code() in (grpc.StatusCode.NOT_FOUND, grpc.StatusCode.INVALID_ARGUMENT):
                    session = None
                time.sleep(1)
                if self.stopping:
                    return


def main(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--remote", required=True, help="host:port of the bots service")
    p.add_argument("--instance", default="main")
    p.add_argument("--name", required=True)
    p.add_argument("--work", required=True, help="the bot's scratch root (one fresh directory per action)")
    p.add_argument("--keep", action="store_true", help="keep action directories (debugging)")
    opts = p.parse_args(argv)
    os.makedirs(opts.work, exist_ok=True)
    bot = Bot(opts)

    def stop(*_):
        bot.stopping = True
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    bot.loop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
