"""The import pipeline: capture (one process per rank) -> cross-check ->
normalize -> groups/merge -> align -> Plan.

    plan, report = import_plan(ImportRequest(model="m:f", plan="p:f", mesh_shape=(4,)))
"""

from __future__ import annotations

import collections
import concurrent.futures
import contextlib
import dataclasses
import hashlib
import importlib
import inspect
import json
import os
import pickle
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from typing import Optional

from emitter.errors import (AmbiguousAuthority, InvalidPlan, Location, ModelError, ResourceLimit,
                            UnsupportedOperator, UsageError)
from emitter.mesh import Mesh
from frontends.torch import align, assemble, merge, normalize
from frontends.torch.sizes import name_by_structure
from frontends.torch.ir import IRGraph
from frontends.torch.raw import RawCapture
from frontends.torch.spec import ImportJob, load_ref, plan_spec

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@dataclasses.dataclass(frozen=True)
class ImportRequest:
    model: str
    plan: str
    mesh_shape: tuple[int, ...]
    batch: int = 2
    seq: int = 0           # 0: default_seq(mesh_shape)
    workers: int = 2
    timeout_s: float = 600.0
    mesh_axes: tuple[str, ...] = ()  # named with the mesh (--mesh dp=2,tp=2); else the PlanSpec's
    step: str = ""                   # MODULE:NAME of the user's step (loss from model, tokens, labels)

    def resolved_seq(self) -> int:
        return self.seq or default_seq(self.mesh_shape)


def default_seq(mesh_shape: tuple[int, ...]) -> int:
    # Divisible by every sequence-sharding degree, and by its square: a
    # plan that reduce-scatters an already-sharded sequence (the classic
    # SP bug) then still runs, as it does silently in real jobs. Exactly
    # tp^2, not a multiple: the SP bug's residual add broadcasts the
    # reduce-scattered seq/tp^2 rows over the seq/tp the FFN saw, which
    # only broadcasts when seq/tp^2 = 1 (at --seq 16, tp = 2 the step
    # raises). Hence no model-chosen default (the tiny Llama's sizes are
    # named only at --seq 16, the whole RoPE table): pass --seq 16 to prove.
    m = max(mesh_shape) if mesh_shape else 1
    return max(4, m * m)


@dataclasses.dataclass(frozen=True)
class ImportReport:
    sm_ops: int
    pm_ops: tuple[int, ...]          # per rank, after normalization
    raw_ops: tuple[int, ...]         # per rank, as captured
    programs: int                    # 1 when the ranks merged
    collectives: tuple[tuple[str, int], ...]
    capture_seconds: float
    total_seconds: float
    sizes: str = ""                  # sizes.name_by_structure's account: named, or why constant
    # how the SM's ops were read exactly (a dtype cast as the identity:
    # rounding is out of scope; a scatter of top-k indices as a
    # scatter-add), stated beside the claim: ((reading, count), ..)
    readings: tuple[tuple[str, int], ...] = ()


# ---------------------------------------------------------------- capture

class CaptureServer:
    """The capture processes (frontends/torch/zygote.py): one process that
    imports torch and the user's modules once and forks a worker per job.
    `run` is called from several threads; one reader thread hands each
    job's `done` line to the thread waiting for it."""

    def __init__(self, modules: list[str]):
        self.modules = modules
        self.learned = learned_path(modules)
        self.imported: dict[str, None] = {}  # what the children imported, in order
        self.dir = tempfile.mkdtemp(prefix="tv-torch-")
        self.log = os.path.join(self.dir, "zygote.log")
        self.proc: Optional[subprocess.Popen] = None
        self.lock = threading.Lock()
        self.next_id = 0
        self.pids: dict[int, int] = {}
        self.done: dict[int, threading.Event] = {}
        self.codes: dict[int, Optional[int]] = {}
        self.reader = threading.Thread(target=self._read, daemon=True)

    def start(self) -> "CaptureServer":
        """Starts the server's imports (idempotent): early, they overlap the caller's own."""
        with self.lock:
            if self.proc is None:
                env = dict(os.environ)
                env["PYTHONPATH"] = os.pathsep.join([REPO_ROOT] + [p for p in sys.path if p])
                with open(self.log, "w") as log:
                    self.proc = subprocess.Popen(
                        [sys.executable, "-m", "frontends.torch.zygote", self.learned, *self.modules], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, stderr=log, text=True, env=env, cwd=REPO_ROOT)
                self.reader.start()
        return self

    def __enter__(self) -> "CaptureServer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _read(self) -> None:
        for line in self.proc.stdout:
            kind, *rest = line.split()
            with self.lock:
                if kind == "started":
                    self.pids[int(rest[0])] = int(rest[1])
                elif kind == "done":
                    self.codes[int(rest[0])] = int(rest[1])
                    self.done[int(rest[0])].set()
        with self.lock:  # the server exited: no job still waiting will finish
            for i, ev in self.done.items():
                self.codes.setdefault(i, None)
                ev.set()

    def run(self, job: ImportJob, out: str, err: str, timeout_s: float) -> Optional[int]:
        """The worker's exit code; None when the server died before it ended."""
        self.start()
        with self.lock:
            i = self.next_id
            self.next_id += 1
            self.done[i] = threading.Event()
            try:
                self.proc.stdin.write(json.dumps({"id": i, "job": job.to_json(), "out": out, "err": err}) + "\n")
                self.proc.stdin.flush()
            except (BrokenPipeError, ValueError):
                self.codes[i] = None
                self.done[i].set()
        if not self.done[i].wait(timeout_s):
            self._kill(i)
            self.done[i].wait(10)
            who = "the SM" if job.rank is None else f"rank {job.rank}"
            raise ResourceLimit(f"capturing {who} took longer than {timeout_s:g} s: stopped",
                                Location(rank=job.rank))
        return self.codes[i]

    def failure(self) -> str:
        with open(self.log) as f:
            tail = "\n".join(f.read().strip().splitlines()[-15:])
        return f"the capture server exited ({self.proc.poll()}):\n{tail}"

    def _kill(self, i: int) -> None:
        with self.lock:
            pid = self.pids.get(i) if not self.done[i].is_set() else None
        if pid:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def learn(self, out: str) -> None:
        """Adds the modules a finished child imported (zygote.py) to the next server's preload."""
        try:
            with open(out + ".modules") as f:
                names = f.read().split()
        except FileNotFoundError:
            return
        with self.lock:
            self.imported.update(dict.fromkeys(names))

    def close(self) -> None:
        if self.imported:
            try:
                with open(self.learned) as f:
                    known = f.read().split()
            except FileNotFoundError:
                known = []
            names = list(dict.fromkeys(known + list(self.imported)))
            if names != known:
                try:
                    os.makedirs(os.path.dirname(self.learned), exist_ok=True)
                    with open(self.learned + f".{os.getpid()}", "w") as f:
                        f.write("".join(m + "\n" for m in names))
                    os.replace(self.learned + f".{os.getpid()}", self.learned)
                except OSError:  # a read-only checkout (a sandboxed test): the next server learns again
                    pass
        if self.proc is not None:
            for i in list(self.done):
                self._kill(i)
            try:
                self.proc.stdin.close()
            except BrokenPipeError:
                pass
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.reader.join(10)
        shutil.rmtree(self.dir, ignore_errors=True)


def learned_path(modules: list[str]) -> str:
    """Where the modules learned for this set of user modules are kept (a cache: timing only)."""
    key = hashlib.sha256("\n".join(modules).encode()).hexdigest()[:16]
    return os.path.join(REPO_ROOT, ".cache", "capture-preload", key + ".txt")


def preloaded_modules(jobs: list[ImportJob]) -> list[str]:
    """The modules of the jobs' model, plan and step references."""
    refs = {r for j in jobs for r in (j.model, j.plan, j.step) if r}
    return sorted({r.split(":", 1)[0] for r in refs})


def run_worker(job: ImportJob, timeout_s: float, server: CaptureServer) -> RawCapture:
    tag = "sm" if job.rank is None else str(job.rank)
    out, err = os.path.join(server.dir, f"cap_{tag}.pkl"), os.path.join(server.dir, f"cap_{tag}.err")
    code = server.run(job, out, err, timeout_s)
    who = "the SM" if job.rank is None else f"rank {job.rank}"
    if code is None:
        raise CaptureFailed(f"capturing {who} failed: {server.failure()}", Location(rank=job.rank))
    if code != 0:
        with open(err) as f:
            stderr = f.read()
        rec = next((json.loads(l.split(" ", 1)[1]) for l in stderr.splitlines()
                    if l.startswith("TV_CAPTURE_ERROR ")), None)
        if rec is None:
            tail = "\n".join(stderr.strip().splitlines()[-15:])
            raise CaptureFailed(f"capturing {who} failed (exit {code}):\n{tail}", Location(rank=job.rank))
        module, phase, source = rec["module"] or "<root>", rec["phase"] or "fwd", rec.get("source", "")
        at = f"at {source}" if source else "at no known line of user code (no frame of it was recorded)"
        loc = Location(graph="sm" if job.rank is None else f"pm:rank{job.rank}", node=module, rank=job.rank,
                       source=source or None)
        if rec.get("category") == "unsupported_operator":
            raise UnsupportedOperator(
                f"{who}: {rec['error']} (module {module}, {phase}, {at})", loc, module=module,
                aten_op=rec.get("aten_op") or f"placement {rec['placement']}", torch_error=rec["error"])
        if job.rank is None:
            # no plan is applied to the SM: what raised is the model or its step
            raise ModelError(
                f"the single-device model does not run: {rec['error']} {at}, in module {module} ({phase})",
                loc, module=module, torch_error=rec["error"])
        raise CaptureFailed(
            f"the training step of {who} raises in module {module} ({phase}, {at}): {rec['error']}",
            loc, module=rec["module"], torch_error=rec["error"])
    server.learn(out)
    with open(out, "rb") as f:
        return pickle.load(f)


class CaptureFailed(InvalidPlan):
    """The plan's training step raises under PyTorch (e.g. a shape error
    from a wrong style): there is no program to judge. Reported as
    invalid_plan with the module where it broke and the torch error."""


def capture_jobs(req: ImportRequest) -> list[ImportJob]:
    """The SM job then one job per rank."""
    world = 1
    for s in req.mesh_shape:
        world *= s
    return [ImportJob(req.model, req.plan, req.mesh_shape, req.batch, req.resolved_seq(), r,
                      mesh_axes=req.mesh_axes, step=req.step) for r in [None] + list(range(world))]


def run_jobs(jobs: list[ImportJob], workers: int, timeout_s: float,
             server: Optional[CaptureServer] = None) -> list[RawCapture]:
    """Runs the capture jobs, `workers` at a time, on `server` (else one of
    their own). With TV_TORCH_CAPTURE_CACHE set to a directory, a capture
    is reused when the job and the sources of the model, the plan and the
    capture code are unchanged (tests and benchmarks import one model many
    times); the server then starts at the first capture not in the cache."""
    cache = os.environ.get("TV_TORCH_CAPTURE_CACHE")
    with contextlib.ExitStack() as stack:
        if server is None:
            server = stack.enter_context(CaptureServer(preloaded_modules(jobs)))

        def capture(j: ImportJob) -> RawCapture:
            if not cache:
                return run_worker(j, timeout_s, server)
            path = os.path.join(cache, _capture_key(j) + ".pkl")
            if os.path.exists(path):
                with open(path, "rb") as f:
                    return pickle.load(f)
            cap = run_worker(j, timeout_s, server)
            os.makedirs(cache, exist_ok=True)
            with open(path + ".tmp", "wb") as f:
                pickle.dump(cap, f)
            os.replace(path + ".tmp", path)
            return cap
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
            return list(pool.map(capture, jobs))


def _capture_key(job: ImportJob) -> str:
    h = hashlib.sha256(job.to_json().encode())
    here = os.path.dirname(os.path.abspath(__file__))
    for path in [os.path.join(here, f) for f in ("worker.py", "raw.py", "spec.py", "fsdp.py")]:
        with open(path, "rb") as f:
            h.update(f.read())
    for ref in (job.model, job.plan):
        h.update(source_digest(ref)[1].encode())
    return h.hexdigest()[:32]


def capture_all(req: ImportRequest) -> tuple[RawCapture, tuple[RawCapture, ...]]:
    caps = run_jobs(capture_jobs(req), req.workers, req.timeout_s)
    return caps[0], tuple(caps[1:])


def cross_check_collectives(cap: RawCapture) -> None:
    """The traced graph must hold exactly the collectives the eager step
    issued (kind and count): otherwise the trace is not the plan that runs."""
    traced = collections.Counter(n.target.split(".")[1] for n in cap.nodes
                                 if n.group is not None)
    eager = collections.Counter(dict(cap.comm_counts))
    if traced != eager:
        raise AmbiguousAuthority(
            f"rank {cap.rank}: traced collectives {dict(traced)} differ from the eager run's "
            f"{dict(eager)} (CommDebugMode)", Location(rank=cap.rank))


# ---------------------------------------------------------------- provenance

def source_digest(ref: str) -> tuple[str, str]:
    mod = importlib.import_module(ref.split(":", 1)[0])
    path = inspect.getsourcefile(mod) or ref
    with open(path, "rb") as f:
        data = f.read()
    rel = os.path.relpath(path, REPO_ROOT) if path.startswith(REPO_ROOT) else path
    return (f"{rel} ({ref})", hashlib.sha256(data).hexdigest())


def provenance(req: ImportRequest) -> tuple[tuple[str, str], ...]:
    import json
    config = {"model": req.model, "plan": req.plan, "mesh": list(req.mesh_shape),
              "batch": req.batch, "seq": req.resolved_seq()}
    if req.mesh_axes:
        config["mesh_axes"] = list(req.mesh_axes)
    if req.step:
        config["step"] = req.step
    cfg = json.dumps(config, sort_keys=True).encode()
    return (source_digest(req.model), source_digest(req.plan)) + \
        ((source_digest(req.step),) if req.step else ()) + \
        (("import-config " + cfg.decode(), hashlib.sha256(cfg).hexdigest()),)


# ---------------------------------------------------------------- pipeline

def plan_name(req: ImportRequest) -> str:
    return (f"{req.model.split(':')[-1]}__{req.plan.split(':')[-1]}__"
            + "x".join(str(s) for s in req.mesh_shape))


def _checked_captures(req: ImportRequest, jobs: list[ImportJob], server: CaptureServer) -> list[RawCapture]:
    """The plan's form, its step's and its mesh axes checked, then the captures."""
    try:  # the plan's form and its mesh axes, before any capture
        spec = plan_spec(req.plan, req.mesh_axes)
    except (ValueError, ImportError, AttributeError) as e:
        raise UsageError(f"--plan {req.plan}: {e}", Location(field="--plan"))
    if req.step:
        try:
            step = load_ref(req.step)
            if len(inspect.signature(step).parameters) != 3:
                raise ValueError("a step takes (model, tokens, labels)")
        except (ValueError, ImportError, AttributeError) as e:
            raise UsageError(f"--step {req.step}: {e}", Location(field="--step"))
    if len(spec.mesh_axes) != len(req.mesh_shape):
        raise UsageError(f"--plan {req.plan} is over mesh axes {list(spec.mesh_axes)}, --mesh has "
                         f"{len(req.mesh_shape)} sizes", Location(field="--mesh"))
    return run_jobs(jobs, req.workers, req.timeout_s, server)


def import_plan(req: ImportRequest):
    t0 = time.time()
    if not req.mesh_shape or any(s < 1 for s in req.mesh_shape):
        raise UsageError(f"bad mesh shape {req.mesh_shape}")
    jobs = capture_jobs(req)
    with CaptureServer(preloaded_modules(jobs)) as server:
        if not os.environ.get("TV_TORCH_CAPTURE_CACHE"):
            server.start()  # its imports beside the checks below, which import the plan too
        caps = _checked_captures(req, jobs, server)
    t_cap = time.time() - t0
    plan, sm, rank_graphs, programs = build(req, caps[0], tuple(caps[1:]))
    plan, sizes = name_by_structure(plan)
    colls = collections.Counter(n.op for n in rank_graphs[0].nodes if n.attr("group") is not None)
    # the SM's ops read exactly (normalize), and rank 0's collectives (fsdp2.py): every rank reads alike
    readings = collections.Counter(sm.readings) + collections.Counter(dict(caps[1].readings if caps[1:] else ()))
    report = ImportReport(
        sm_ops=len(plan.sm.nodes), pm_ops=tuple(len(g.nodes) for g in rank_graphs),
        raw_ops=tuple(len(c.nodes) for c in caps[1:]),
        programs=len(programs), collectives=tuple(sorted(colls.items())), capture_seconds=t_cap,
        total_seconds=time.time() - t0, sizes=sizes, readings=tuple(sorted(readings.items())))
    return plan, report


def build(req: ImportRequest, sm_cap: RawCapture, rank_caps: tuple[RawCapture, ...]):
    """Captures -> (constant-size plan, the SM graph, rank graphs, programs)."""
    for c in rank_caps:
        cross_check_collectives(c)
    mesh = Mesh(rank_caps[0].mesh_axes, tuple(rank_caps[0].mesh_shape))
    sm = normalize.normalize(sm_cap)
    groups: dict = {}
    rank_graphs: list[IRGraph] = []
    for c in rank_caps:
        g, gs = merge.name_groups(normalize.normalize(c, sm.broadcast_units), mesh)
        groups.update(gs)
        rank_graphs.append(merge.assign_seq(g))
    programs = merge.merge(rank_graphs, mesh)
    roles = {p.name: align.align(sm, p.graph) for p in programs}
    parts = assemble.PlanParts(
        name=plan_name(req), sm=sm, programs=programs, roles=roles, groups=groups, mesh=mesh,
        dp_axis=rank_caps[0].dp_axis, provenance=provenance(req),
        seed=int(hashlib.sha256(plan_name(req).encode()).hexdigest()[:8], 16))
    return assemble.build_plan(parts), sm, rank_graphs, programs
