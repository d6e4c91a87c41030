"""`tv prove`: plan -> generated package -> bazel test -> verdict.

Stages (ARCHITECTURE.md steps 3-8): load + validate, exact evaluation
(false_goal with a counterexample; it runs beside the generation stages, in
a forked child, and its verdict comes first), relation inference and rule selection,
obligations (deduplicated by statement), certificate, BUILD, atomic tree
write, `bazel test`, verdict files. Every failure is one PlanError whose
category gives the exit code.
"""
from __future__ import annotations

import dataclasses
import hashlib
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

import checker
from emitter import beside, build_render, certificate, claim, infer, obligations, plan_io, tree_writer, validate
from emitter.evaluator.falsify import falsify
from emitter.progress import Progress, VerdictTicker
from emitter.errors import (ERROR_CLASSES, Category, CertificateBug, Location, PlanError, ResourceLimit, SizeLimited,
                            TrustFailure, UsageError)
from proto import plan_pb2
from tools.coq import assumptions as A

P = plan_pb2


@dataclasses.dataclass
class Result:
    category: Category
    plan: Optional[str] = None
    message: str = ""
    obligations: Optional[dict] = None
    observables: Optional[dict] = None
    axioms: Optional[list] = None
    # Mesh axes of size 1: proofs fix them at size 1 (relation.Dims), so the
    # verdict must say that it covers no other size of those axes.
    fixed_axes: Optional[list] = None
    # What the statement quantifies and assumes (emitter/claim.py), once generated
    claim: Optional[claim.Claim] = None
    # The mesh the exact evaluator ran on when it was capped (mesh_reduction).
    evaluated_mesh: Optional[dict] = None
    # Every point the exact evaluator ran (evaluator.points): dims, mesh, prime, seed.
    evaluated_points: Optional[list] = None
    location: Optional[dict] = None
    expected_relation: Optional[str] = None
    inferred_relation: Optional[str] = None
    rule_candidates: Optional[list] = None
    counterexample: Optional[dict] = None
    # false_goal: the differing elements at the failing rank (index, SM
    # value, PM value) and the shape compared there (evaluator Mismatch)
    differing: Optional[dict] = None
    # missing_relation_rule: the failing node's inputs, each "tensor: relation"
    input_relations: Optional[list] = None
    # generated / proved: per unique obligation its rule, relation kinds,
    # non-replicated axes and the PM steps it stands for (obligation_table)
    obligation_table: Optional[dict] = None
    # the certificate's theorem: its name and exact (folded) statement
    theorem: Optional[dict] = None
    # wall time of each stage that ran (seconds)
    timings: Optional[dict] = None
    seconds: float = 0.0
    out_dir: Optional[str] = None
    generated_only: bool = False

    def fail(self, e: PlanError) -> None:
        self.category = e.category
        self.message = e.message
        d, loc = e.details, e.location
        self.location = {"sm_node": d.get("sm_node") or (loc.node if loc.graph == "sm" else None),
                         "pm_node": loc.node if loc.graph != "sm" else None,
                         "rank": loc.rank, "tensor": loc.tensor}
        if loc.field and loc.field not in self.message:
            self.message += f" [field {loc.field}]"
        self.expected_relation = d.get("expected_relation")
        self.inferred_relation = d.get("inferred_relation")
        self.rule_candidates = d.get("rule_candidates")
        self.counterexample = d.get("counterexample")
        self.differing = d.get("differing")
        self.input_relations = d.get("input_relations")

    @property
    def label(self) -> str:
        return "generated" if self.generated_only else self.category.label

    @property
    def stated_claim(self) -> Optional[claim.Claim]:
        """The claim, where the verdict is about it (generated, proved,
        size_limited); a failure proves no claim, so it states none."""
        if self.generated_only or self.category in (Category.PROVED, Category.SIZE_LIMITED):
            return self.claim
        return None

    def as_json(self) -> dict[str, Any]:
        return {
            "verdict": self.label,
            "exit_code": self.category.exit_code,
            "plan": self.plan,
            "obligations": self.obligations,
            "observables": self.observables,
            "axioms": self.axioms,
            "fixed_axes": self.fixed_axes,
            "claim": self.stated_claim.as_json() if self.stated_claim else None,
            "evaluated_mesh": self.evaluated_mesh,
            "evaluated_points": self.evaluated_points,
            "location": self.location,
            "expected_relation": self.expected_relation,
            "inferred_relation": self.inferred_relation,
            "rule_candidates": self.rule_candidates,
            "counterexample": self.counterexample,
            "seconds": round(self.seconds, 3),
            "message": self.message,
            "differing": self.differing,
            "input_relations": self.input_relations,
            "package": self.out_dir,
            "obligation_table": self.obligation_table,
            "theorem": self.theorem,
            "timings": self.timings,
        }

    def render(self) -> str:
        lines = [f"{self.label} (exit {self.category.exit_code})"
                 + (f": {self.message}" if self.message else "")]
        if self.plan:
            lines.append(f"  plan: {self.plan}")
        if self.obligations:
            o = self.obligations
            lines.append(f"  obligations: {o['proved']}/{o['unique']} proved "
                         f"({o['total']} before deduplication, {o['unique']} after)")
        if self.observables:
            lines.append(f"  observables: {self.observables['covered']}/{self.observables['total']} covered")
        if self.axioms is not None:
            lines.append("  axioms: " + (", ".join(self.axioms) if self.axioms else "none (closed under the global context)"))
        if self.evaluated_mesh:
            lines.append("  exact evaluator ran at the reduced mesh "
                         + ", ".join(f"{a}={n}" for a, n in self.evaluated_mesh.items()))
        if self.stated_claim:
            lines += self.stated_claim.lines()
        if self.location:
            lines.append("  location: " + " ".join(f"{k}={v}" for k, v in self.location.items() if v is not None))
        if self.expected_relation or self.inferred_relation:
            lines.append(f"  expected relation: {self.expected_relation}; inferred: {self.inferred_relation}")
        for c in self.rule_candidates or []:
            lines.append(f"  candidate: {c}")
        if self.counterexample:
            lines.append(f"  counterexample: {self.counterexample}")
        if self.out_dir:
            lines.append(f"  generated: {self.out_dir}")
        lines.append(f"  wall time: {self.seconds:.1f} s")
        return "\n".join(lines)


# ------------------------------------------------------------------ generation

@dataclasses.dataclass(frozen=True)
class Generated:
    files: dict[str, bytes]
    suite: str
    per_step: list[str]
    unique: dict
    inference: Any
    observables: int
    claim: claim.Claim
    manifest: build_render.ManifestInputs  # what MANIFEST.json records besides the claim


def narrow(gen: Generated, unexercised: Sequence[str]) -> Generated:
    """The package with its claim less the quantified axes the falsifier
    ran only at size 1 (Claim.narrowed), and the MANIFEST that records it.
    Generation runs beside the evaluator, so this comes after both."""
    stated = gen.claim.narrowed(unexercised)
    if stated is gen.claim:
        return gen
    files = dict(gen.files, **{"MANIFEST.json": gen.manifest.render(stated.as_json())})
    return dataclasses.replace(gen, files=files, claim=stated)


def generate(vp: validate.ValidatedPlan, plan_bytes: bytes, suite: str, plan_path: Optional[str] = None,
             unexercised: Sequence[str] = ()) -> Generated:
    """`unexercised`: the quantified axes the falsifier ran only at size 1
    (evaluator.falsify.Evaluated), when it has run; else `narrow` later."""
    inf = infer.infer(vp)
    uses, unique = obligations.build_uses(inf)
    per_step = [u.name for u in uses]
    cert = certificate.build(vp, inf, uses, unique)
    stated = claim.build(vp, inf, cert)
    prefix = build_render.prefix_for(vp.plan.name)
    files: dict[str, bytes] = {}
    statements: dict[str, str] = {}
    for name, ob in sorted(unique.items()):
        files[f"{name}.v"] = ob.source.encode()
        files[f"{name}.stmt"] = (ob.statement + "\n").encode()
        statements[name] = ob.statement
    for part in cert.parts:
        files[f"{part.name}.v"] = certificate.part_source(cert, part, prefix).encode()
    for piece in cert.pieces:  # hashed with the files (MANIFEST) and in certificate.v
        files[f"{piece.name}.stmt"] = (piece.term + "\n").encode()
    files["certificate.stmt"] = (cert.statement + "\n").encode()
    inputs = {f: hashlib.sha256(files[f]).hexdigest()
              for f in ["certificate.stmt"] + [f"{p.name}.stmt" for p in cert.pieces] + [f"{p.name}.v" for p in cert.parts]}
    files["certificate.v"] = certificate.source(cert, prefix, inputs).encode()
    statements["certificate"] = cert.statement
    extra = tuple(obligations.module_import(m) for m in cert.imports)  # statements' own meaning
    files["BUILD"] = build_render.build_file(suite, sorted(unique), prefix, extra,
                                             [(p.name, p.requires) for p in cert.parts],
                                             certificate.statement_modules(cert.pieces)).encode()
    counts = {"obligations_total": len(per_step), "obligations_unique": len(unique),
              "observables": cert.observables}
    manifest = build_render.ManifestInputs(vp.plan.name, hashlib.sha256(plan_bytes).hexdigest(),
                                           {k: hashlib.sha256(v).hexdigest() for k, v in files.items()},
                                           {k: hashlib.sha256(v.encode()).hexdigest() for k, v in statements.items()},
                                           counts, plan_path)
    files["MANIFEST.json"] = manifest.render(stated.as_json())
    return narrow(Generated(files, suite, per_step, unique, inf, cert.observables, stated, manifest), unexercised)


def step_kinds(step) -> tuple[list[str], list[str]]:
    """Relation kinds and non-replicated mesh axes a step's obligation involves."""
    rels = [f.rel for f in step.inputs] + [step.output.rel]
    levels = [lv for r in rels for lv in (r.levels if hasattr(r, "levels") else (r,))]
    kinds = sorted({lv.kind for lv in levels})
    axes = sorted({lv.axis for lv in levels if lv.kind != "replicated"}) or ["replicated"]
    return kinds, axes


def obligation_table(gen: Generated) -> dict:
    """Per unique obligation: the relation kinds and axes it involves, its
    rule and how many PM steps it stands for (coverage by kind and
    parallelism, before and after deduplication)."""
    table: dict[str, dict] = {}
    for step, name in zip(gen.inference.steps, gen.per_step):
        kinds, axes = step_kinds(step)
        e = table.setdefault(name, {"kinds": kinds, "axes": axes, "steps": 0, "rule": gen.unique[name].rule})
        e["steps"] += 1
    return dict(sorted(table.items()))


# ------------------------------------------------------------------ bazel

def workspace_of(path: Path) -> Path:
    for p in [path] + list(path.parents):
        if (p / "WORKSPACE").exists() or (p / "WORKSPACE.bazel").exists():
            return p
    raise UsageError(f"output directory {path} is not inside a Bazel workspace", Location(field="--out"))


class LibraryBuild:
    """`bazel build //semantics`, started once the plan is valid. Every
    generated action needs the whole library: on a fresh output base 66
    coqc actions, 41 s on 2 cores (bench/README 4i; 65-75 s when they ran
    one at a time after the Python stages, 1ag, 1ai). Started early, it
    runs while the plan is evaluated and generated; not before validation,
    so malformed input starts no Bazel. Its outcome is not read: `bazel
    test` builds whatever it left, and reports a failure."""

    def __init__(self, ws: Path, startup: Sequence[str], extra: Sequence[str], verbose: bool = False):
        # a profile names one command's file: the test command keeps it
        self._argv = (["bazel"] + list(startup) + ["build", "--color=no", "--curses=no"]
                      + [a for a in extra if not a.startswith("--profile")] + ["//semantics"])
        self._ws = ws
        self._verbose = verbose  # its output on stderr (tv prove --verbose), else none
        self._proc: Optional[subprocess.Popen] = None

    def start(self) -> None:
        if self._verbose:  # stdout stays the verdict
            self._proc = subprocess.Popen(self._argv, cwd=self._ws, stdout=sys.stderr)
        else:
            self._proc = subprocess.Popen(self._argv, cwd=self._ws, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL)

    def wait(self) -> None:
        """Until it ends (Bazel would queue the test command behind it)."""
        if self._proc is not None:
            self._proc.wait()

    def stop(self) -> None:
        """Cancel it if it still runs (the plan failed before Bazel)."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.send_signal(signal.SIGINT)  # as Ctrl-C: the server cancels the build
            self._proc.wait()


def run_bazel(ws: Path, pkg: str, suite: str, startup: Sequence[str], extra: Sequence[str],
              progress: Optional[Progress] = None, names: Sequence[str] = ()) -> tuple[int, str, Path]:
    """`bazel test` the suite; (exit code, its output, bazel-bin). Its
    output goes through `progress` (phase lines, or all of it verbose);
    while it runs, the verdicts of `names` written so far are counted."""
    base = ["bazel"] + list(startup)
    progress = progress or Progress(enabled=False)
    info = subprocess.run(base + ["info", "bazel-bin"], cwd=ws, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True)
    bin_dir = Path(info.stdout.strip())
    # --keep_going: a part that fails to compile must not keep the obligations
    # beside it from their verdicts, or which file failed would depend on
    # the order Bazel happened to run actions in
    proc = subprocess.Popen(base + ["test", "--color=no", "--curses=no", "--keep_going"] + list(extra)
                            + [f"//{pkg}:{suite}"],
                            cwd=ws, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    with VerdictTicker(progress, bin_dir / pkg, list(names)):
        for line in proc.stdout:
            lines.append(line)
            progress.bazel_line(line)
        rc = proc.wait()
    return rc, "".join(lines), bin_dir


def read_verdict(path: Path, source: Optional[bytes] = None) -> tuple[Optional[bool], str]:
    """(PASS?, detail); no verdict (None) unless it was computed for
    `source` (the file this run wrote): bazel-bin keeps an older verdict
    when an action before it failed. The certificate's source records the
    sha256 of every piece and part it stands for, so its hash covers them."""
    try:
        text = path.read_text()
    except OSError:
        return None, ""
    first, _, rest = text.partition("\n")
    if source is not None:
        m = re.search(r"^source sha256 ([0-9a-f]{64})$", rest, re.M)
        if not m or m.group(1) != hashlib.sha256(source).hexdigest():
            return None, ""
    return first.strip() == "PASS", rest


def classify(detail: str) -> Category:
    if "does not have the recorded statement" in detail and "Error" not in detail:
        # coqc died without a Coq error (killed: memory/time) while checking
        # the statement: the input is not judged.
        return Category.RESOURCE_LIMIT
    if "does not have the recorded statement" in detail or "outside the allowlist" in detail:
        return Category.TRUST_FAILURE
    return Category.CERTIFICATE_BUG


# tools/coq/coqc.sh's refusal on a machine whose Coq is not the recorded one
TOOLCHAIN_MISMATCH = "trust_failure: Coq toolchain identity mismatch"


def missing_verdict(log: str) -> Category:
    """No verdict was written: a worker (local or remote) refused the action
    because its Coq toolchain is not the one recorded in the action's inputs,
    or else the build broke."""
    return Category.TRUST_FAILURE if TOOLCHAIN_MISMATCH in log else Category.CERTIFICATE_BUG


# ------------------------------------------------------------------ driver

def prove(plan_path: str, out: Optional[str] = None, startup: Sequence[str] = (), bazel_args: Sequence[str] = (),
          run_tests: bool = True, require_all_sizes: bool = False, partial: bool = False,
          verbose: bool = False, progress: Optional[Progress] = None) -> Result:
    """`require_all_sizes`: a proved verdict whose claim does not cover every
    size of every axis is size_limited (require_every_size). `partial`: a
    plan may prove less than its specification; the claim says what it
    leaves out. `progress` (default: none) reports each stage; `verbose`
    passes Bazel's whole output to it."""
    t0 = time.monotonic()
    progress = progress or Progress(verbose=verbose, enabled=False)
    res = Result(Category.PROVED)
    res.timings = {}
    library = None
    try:
        # the workspace first: an --out outside one is a usage error before any work
        ws = workspace_of(Path(out).resolve() if out else Path.cwd().resolve())
        library = LibraryBuild(ws, startup, bazel_args, verbose=progress.verbose and progress.enabled) if run_tests else None
        pkg = stage_package(res, plan_path, out, library.start if library else lambda: None, partial)
        res.timings["generate"] = round(time.monotonic() - t0, 3)
        progress.stage(f"generated {pkg.pkg}: {res.obligations['total']} obligations, {res.obligations['unique']} "
                       "after deduplication (validated, evaluated)")
        # the de Bruijn step for the specification: the statement, re-read by
        # a reader that shares no code with the emitter, says what the plan says
        t1 = time.monotonic()
        found = checker.check(plan_path, pkg.out_dir)
        res.timings["statement_reader"] = round(time.monotonic() - t1, 3)
        progress.stage("the independent statement reader: " + ("mismatch" if found else "the statement reads back"))
        if found:
            raise TrustFailure(f"the independent statement reader: {found[0]}",
                               Location(field=f"{found[0].piece}: {found[0].where}"))
        if run_tests:
            t1 = time.monotonic()
            progress.stage("bazel: the library (//semantics), started after validation")
            library.wait()
            progress.stage(f"bazel test //{pkg.pkg}:{pkg.suite}: {len(pkg.gen.unique)} obligations and the certificate")
            check_package(res, pkg, startup, bazel_args, progress)
            res.timings["bazel"] = round(time.monotonic() - t1, 3)
            if require_all_sizes:
                require_every_size(res)
        else:
            res.generated_only = True
            res.message = "generated only: nothing was checked (bazel test not run)"
    except PlanError as e:
        res.fail(e)
    except (MemoryError, RecursionError) as e:
        # Out of memory (e.g. the exact evaluator on a huge plan under a
        # memory cap) is a resource problem, not a verdict on the plan.
        res.fail(ResourceLimit("%s: %s" % (type(e).__name__, str(e)[:200] or "out of memory"), Location()))
    finally:
        if library is not None:
            library.stop()
        res.seconds = time.monotonic() - t0
    return res


@dataclasses.dataclass
class Package:
    ws: Path
    out_dir: Path
    pkg: str
    suite: str
    gen: Generated


def stage_package(res: Result, plan_path: str, out: Optional[str],
                  on_valid: Callable[[], None] = lambda: None, partial: bool = False) -> Package:
    """Load, validate, evaluate, generate and write the package. `on_valid`
    runs once the plan is valid."""
    plan = plan_io.load(plan_path)
    res.plan = plan.name
    with open(plan_path, "rb") as f:
        plan_bytes = f.read()
    vp = validate.validate(plan, partial=partial)
    on_valid()
    evaluation = beside.Beside(falsify, vp)
    try:
        if out:
            out_dir = Path(out).resolve()
        else:
            out_dir = workspace_of(Path.cwd().resolve()) / "generated" / re.sub(r"[^A-Za-z0-9_.-]", "_", plan.name)
        ws = workspace_of(out_dir)
        pkg = out_dir.relative_to(ws).as_posix()
        suite = out_dir.name if re.match(r"^[A-Za-z0-9_.-]+$", out_dir.name) else "suite"
        gen = generate(vp, plan_bytes, suite)
    except BaseException:
        evaluation.result()  # a false goal is the verdict, whatever generation hit after it
        raise
    evaluated = evaluation.result()
    gen = narrow(gen, evaluated.unexercised_axes)
    res.evaluated_mesh = evaluated.reduced_mesh
    res.evaluated_points = list(evaluated.points)
    res.obligations = {"total": len(gen.per_step), "unique": len(gen.unique), "proved": 0}
    # the theorem's observables: pipeline copies included (programs.merge)
    res.observables = {"total": len(gen.inference.dims.plan.observables), "covered": 0}
    res.fixed_axes = sorted(gen.inference.dims.held)
    res.claim = gen.claim
    res.obligation_table = obligation_table(gen)
    res.theorem = {"name": f"{build_render.prefix_for(plan.name)}.certificate.certificate",
                   "statement": gen.files["certificate.stmt"].decode().rstrip("\n"),
                   "target": f"//{pkg}:certificate"}
    tree_writer.write_tree(out_dir, gen.files)
    res.out_dir = str(out_dir)
    return Package(ws, out_dir, pkg, suite, gen)


def check_package(res: Result, p: Package, startup: Sequence[str] = (), bazel_args: Sequence[str] = (),
                  progress: Optional[Progress] = None) -> None:
    """bazel test the package and turn its verdict files into the result."""
    gen = p.gen
    if progress is None:
        rc, log, bin_dir = run_bazel(p.ws, p.pkg, p.suite, startup, bazel_args)
    else:
        rc, log, bin_dir = run_bazel(p.ws, p.pkg, p.suite, startup, bazel_args, progress,
                                     sorted(gen.unique) + ["certificate"])
    verdicts = {name: read_verdict(bin_dir / p.pkg / f"{name}.verdict", gen.files[f"{name}.v"])
                for name in sorted(gen.unique)}
    res.obligations["proved"] = sum(1 for ok, _ in verdicts.values() if ok)
    for name, (ok, detail) in verdicts.items():
        if not ok:
            step = next(s for s, n in zip(gen.inference.steps, gen.per_step) if n == name)
            cat = classify(detail) if ok is False else missing_verdict(log)
            raise _error(cat, f"obligation {name} (rule {gen.unique[name].rule}) was not accepted: "
                         + (_first_line(detail) if detail.strip() else "no verdict; bazel output:\n" + log[-2000:]),
                         Location(graph="pm", node=step.node.name, tensor=step.output.pm),
                         sm_node=step.sm_node.name if step.sm_node is not None else None)
    ok, detail = read_verdict(bin_dir / p.pkg / "certificate.verdict", gen.files["certificate.v"])
    if not ok:
        cat = classify(detail) if ok is False else missing_verdict(log)
        raise _error(cat, "certificate was not accepted: "
                     + (_first_line(detail) if detail.strip() else "no verdict; bazel output:\n" + log[-2000:]),
                     Location(graph="pm"))
    if rc != 0:
        raise CertificateBug("bazel test failed although every verdict is PASS:\n" + log[-2000:], Location())
    res.axioms = A.of_verdict(detail) or []
    res.observables["covered"] = gen.observables
    res.message = f"{gen.observables} observable(s) proved {gen.claim.summary()}"


def require_every_size(res: Result) -> None:
    """`--require-all-sizes`: a proved claim limited to some sizes (a size
    bound, a fixed axis) is not the claim asked for."""
    if res.category == Category.PROVED and res.claim is not None and not res.claim.all_sizes:
        res.fail(SizeLimited(f"proved only for {res.claim.sizes()} (--require-all-sizes asks for every size "
                             "of every axis)", Location()))


def _first_line(detail: str) -> str:
    lines = [l for l in detail.strip().splitlines() if l.strip()]
    # verdict files: "source sha256 ..", "toolchain sha256 ..", then the checker's detail
    body = [l for l in lines if not l.startswith(("source sha256", "toolchain sha256"))]
    return " / ".join(body[:6])[:1500]


def _error(cat: Category, msg: str, loc: Location, **kw) -> PlanError:
    return ERROR_CLASSES[cat](msg, loc, **kw)
