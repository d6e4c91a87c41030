"""Labels for the real-model suite, from running the plan on every rank.

    tools/real-suite label [--only ID]...  [--backend both|local|gloo] [--out suite/labels.json]

For each case (suite/cases.py) the single-device model (SM) and the plan on
every rank run the same training step on the same weights and the same
batch, in float64:

* the SM: the model factory (seeded), `.double()`, the step (the case's
  `--step`, else mean cross-entropy of `model(tokens)`), `loss.backward()`;
* the ranks: a deep copy of the same model, the plan applied on the mesh
  exactly as `tv prove-torch` reads the plan reference (a plan function
  `f(model, mesh)`, or a `PlanSpec`: parallelize_module dicts, the model's
  Hugging Face tp_plan, FSDP as placements, `fully_shard`, DDP over
  `dp_axis` with the batch split over it and the gradients reduced as
  `dp_grad_reduce` says), run twice: by one gloo process per rank (real
  processes and collectives: the label) and by `LocalTensorMode` (all
  ranks in one process, real data: a cross-check, kept in the record
  where it disagrees; `--backend local` alone is the fast mode the unit
  tests use).

Observables, compared rank by rank against the SM (relative tolerance
1e-6 of the SM tensor's largest magnitude, see RTOL):

* `loss` (under DP: the dp ranks' losses averaged, as a logger averages them);
* `logits` when the step returns them, or the model's output under the
  default step (a DTensor assembled with `full_tensor()`; under DP the
  rank's batch rows);
* every parameter's gradient as the optimizer sees it on that rank: a
  DTensor gradient is its global value (`full_tensor()`: a `Partial`
  gradient is the sum DTensor's optimizer ops take when they read it
  against its parameter, the deferred reduction DTensor defines); a plain
  tensor gradient (a parameter the plan left as a plain tensor) is the
  rank's own tensor, never reduced here, so a replicated parameter whose
  gradient is not synchronised differs between ranks and is a silent bug.

Label: `equivalent` (every observable matches on every rank), `silent_bug`
(it runs; the observables that differ are recorded), `loud_bug` (applying
the plan or running the step raises on the ranks; the exception is
recorded) or `model_error` (the single-device step raises).

Nothing here imports the verifier (`emitter/`); the plan reference is
resolved with `frontends/torch/spec.py` (the same reading as the CLI's) and
FSDP-as-placements is `frontends/torch/fsdp.py` (the definition of a
PlanSpec's `fsdp_axis`).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import pickle
import subprocess
import sys
import tempfile
import time
import traceback
from typing import Any, Callable, Optional

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LABELS = os.path.join(HERE, "labels.json")
# "Equal": within RTOL of the SM tensor's largest magnitude. The models run in
# float64, so a pure float64 model (torchtitan's Llama) matches to ~1e-15;
# but some Hugging Face code casts to float32 inside a float64 model (Gemma's
# RMSNorm computes in float32), where a different summation order (a batch
# split over dp) moves the result by ~1e-7. Every silent bug in the suite
# differs by >= 1e-4; each label records its worst error either way.
RTOL = 1e-6
DATA_SEED = 1234  # frontends/torch/spec.py ImportJob.data_seed: the batch the importer draws


# ------------------------------------------------------------------ shared pieces

def make_batch(vocab: int, batch: int, seq: int, seed: int = DATA_SEED):
    """The importer's batch (frontends/torch/worker.py make_batch): tokens, then labels."""
    import torch

    g = torch.Generator().manual_seed(seed)
    tokens = torch.randint(0, vocab, (batch, seq), generator=g)
    labels = torch.randint(0, vocab, (batch, seq), generator=g)
    return tokens, labels


def vocab_size(model) -> int:
    import torch

    config = getattr(model, "config", None)
    if getattr(config, "vocab_size", None):
        return int(config.vocab_size)
    emb = next(m for m in model.modules() if isinstance(m, torch.nn.Embedding))
    return emb.num_embeddings


def run_step(model, tokens, labels, step: Optional[Callable]):
    """The training step: (loss, logits or None) after `loss.backward()`."""
    import torch
    import torch.nn.functional as F

    if step is not None:
        out = step(model, tokens, labels)
        loss, logits = out if isinstance(out, tuple) else (out, None)
    else:
        logits = model(tokens)
        if not isinstance(logits, torch.Tensor):
            logits = logits.logits
        loss = F.cross_entropy(logits.flatten(0, 1), labels.flatten())
    loss.backward()
    return loss, logits


def build(case) -> Any:
    import torch
    from frontends.torch.spec import load_ref

    torch.manual_seed(0)
    return load_ref(case.model)().double()


def mesh_of(case) -> tuple[tuple[int, ...], tuple[str, ...]]:
    parts = [p.split("=") for p in case.mesh.split(",")]
    return tuple(int(s) for _, s in parts), tuple(n for n, _ in parts)


def coords_of(rank: int, shape: tuple[int, ...]) -> tuple[int, ...]:
    out = []
    for s in reversed(shape):
        out.append(rank % s)
        rank //= s
    return tuple(reversed(out))


def _global(t):
    """A DTensor's global value (a Partial one summed: its deferred reduction)."""
    from torch.distributed.tensor import DTensor

    return t.full_tensor() if isinstance(t, DTensor) else t


def _dp_reduce(spec, mesh, g):
    """The plan's DDP gradient reduction over `dp_axis` (PlanSpec.dp_grad_reduce)."""
    import torch.distributed._functional_collectives as funcol

    how = spec.dp_grad_reduce
    if how == "none":
        return g
    out = funcol.all_reduce(g, "sum", (mesh, spec.mesh_axes.index(spec.dp_axis)))
    out = funcol.wait_tensor(out) if hasattr(funcol, "wait_tensor") else out
    if how == "avg":
        out = out / mesh[spec.dp_axis].size()
    elif how != "sum":
        raise ValueError(f"dp_grad_reduce {how!r}")
    return out


def pm_observe(case, model, spec, mesh, tokens, labels, step) -> dict:
    """Applies the plan and runs the step on this rank (or on all ranks under
    LocalTensorMode); returns {observable: tensor} as each rank sees it."""
    from frontends.torch.worker import parallelize

    parallelize(model, spec, mesh)  # exactly as the importer's workers apply it
    loss, logits = run_step(model, tokens, labels, step)
    obs = {"loss": _global(loss).detach()}
    if logits is not None:
        obs["logits"] = _global(logits).detach()
    reduce = spec.dp_axis and spec.dp_axis not in (spec.fsdp_axis, spec.fully_shard_axis)
    for name, p in model.named_parameters():
        if p.grad is None:
            obs["grad:" + name] = None
            continue
        g = _global(p.grad).detach()
        if reduce:
            g = _dp_reduce(spec, mesh, g)
        obs["grad:" + name] = g
    return obs


def sm_observe(case) -> tuple[dict, tuple]:
    from frontends.torch.spec import load_ref

    model = build(case)
    pristine = copy.deepcopy(model)
    tokens, labels = make_batch(vocab_size(model), case.batch, case.seq)
    step = load_ref(case.step) if case.step else None
    loss, logits = run_step(model, tokens, labels, step)
    obs = {"loss": loss.detach()}
    if logits is not None:
        obs["logits"] = logits.detach()
    for name, p in model.named_parameters():
        obs["grad:" + name] = None if p.grad is None else p.grad.detach()
    return obs, (pristine, tokens, labels, step)


def _err(e: BaseException) -> dict:
    msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
    return {"exception": type(e).__name__, "message": msg[:300]}


# ------------------------------------------------------------------ the two runners

def run_local(case, pristine, tokens, labels, step) -> dict[int, dict]:
    """All ranks in this process under LocalTensorMode: {rank: observables}."""
    import torch
    import torch.distributed as dist
    from torch.distributed._local_tensor import LocalTensor, LocalTensorMode
    from torch.distributed.device_mesh import init_device_mesh
    from torch.testing._internal.distributed.fake_pg import FakeStore
    from frontends.torch.spec import plan_spec

    shape, names = mesh_of(case)
    world = 1
    for s in shape:
        world *= s
    if dist.is_initialized():
        dist.destroy_process_group()
    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=world)
    try:
        spec = plan_spec(case.plan, names)
        model = copy.deepcopy(pristine)
        dp_i = spec.mesh_axes.index(spec.dp_axis) if spec.dp_axis else None
        with LocalTensorMode(frozenset(range(world))) as mode:
            mesh = init_device_mesh("cpu", shape, mesh_dim_names=names)
            if dp_i is not None:
                n = tokens.shape[0] // shape[dp_i]

                def part(t):
                    return mode.rank_map(lambda r: t[coords_of(r, shape)[dp_i] * n:
                                                     (coords_of(r, shape)[dp_i] + 1) * n].clone())
                tok, lab = part(tokens), part(labels)
            else:
                tok, lab = tokens, labels
            obs = pm_observe(case, model, spec, mesh, tok, lab, step)
        out: dict[int, dict] = {r: {} for r in range(world)}
        for k, v in obs.items():
            for r in range(world):
                if v is None:
                    out[r][k] = None
                elif isinstance(v, LocalTensor):
                    out[r][k] = v._local_tensors[r].clone()
                else:
                    out[r][k] = v.clone()
        return out
    finally:
        dist.destroy_process_group()


def _gloo_rank(rank: int, world: int, case_json: str, store_path: str, out_dir: str) -> None:
    import torch
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from frontends.torch.spec import plan_spec

    torch.set_num_threads(1)
    case = _case_from_json(case_json)
    result: dict = {}
    try:
        dist.init_process_group("gloo", init_method=f"file://{store_path}", rank=rank, world_size=world)
        shape, names = mesh_of(case)
        spec = plan_spec(case.plan, names)
        _, (pristine, tokens, labels, step) = sm_observe(case)
        if spec.dp_axis:
            i = spec.mesh_axes.index(spec.dp_axis)
            n = tokens.shape[0] // shape[i]
            c = coords_of(rank, shape)[i]
            tokens, labels = tokens[c * n:(c + 1) * n].clone(), labels[c * n:(c + 1) * n].clone()
        mesh = init_device_mesh("cpu", shape, mesh_dim_names=names)
        obs = pm_observe(case, pristine, spec, mesh, tokens, labels, step)
        result = {"obs": {k: (None if v is None else v.clone()) for k, v in obs.items()}}
    except Exception as e:  # the rank's failure is the result
        result = {"error": _err(e), "trace": traceback.format_exc()[-2000:]}
    path = os.path.join(out_dir, f"rank{rank}.pkl")
    with open(path + ".tmp", "wb") as f:
        pickle.dump(result, f)
    os.replace(path + ".tmp", path)
    if "error" in result:
        os._exit(0)  # peers may hang in a collective: the parent's timeout ends them
    dist.destroy_process_group()


def run_gloo(case, timeout: float = 300) -> dict[int, dict]:
    """One gloo process per rank (torch.multiprocessing): {rank: observables}."""
    import torch.multiprocessing as mp

    shape, _ = mesh_of(case)
    world = 1
    for s in shape:
        world *= s
    with tempfile.TemporaryDirectory(prefix="suite-gloo-") as d:
        ctx = mp.get_context("spawn")
        procs = [ctx.Process(target=_gloo_rank, args=(r, world, _case_to_json(case), os.path.join(d, "store"), d))
                 for r in range(world)]
        for p in procs:
            p.start()
        deadline = time.monotonic() + timeout
        failed_at = None
        while any(p.is_alive() for p in procs) and time.monotonic() < deadline:
            time.sleep(0.2)
            if failed_at is None and any(_failed(d, r) for r in range(world)):
                failed_at = time.monotonic()  # a rank raised: its peers may wait in a collective forever
            if failed_at is not None and time.monotonic() - failed_at > GLOO_GRACE:
                break
        for p in procs:
            if p.is_alive():
                p.kill()
            p.join()
        results = {}
        for r in range(world):
            path = os.path.join(d, f"rank{r}.pkl")
            if os.path.exists(path):
                with open(path, "rb") as f:
                    results[r] = pickle.load(f)
    errors = [(r, res["error"]) for r, res in sorted(results.items()) if "error" in res]
    if errors:
        r, e = errors[0]
        raise RankFailure(e, r)
    missing = [r for r in range(world) if r not in results]
    if missing:
        raise RuntimeError(f"gloo ranks {missing} produced no result (timeout or crash)")
    return {r: res["obs"] for r, res in results.items()}


GLOO_GRACE = 15.0  # seconds the other ranks get once one rank has raised


def _failed(d: str, r: int) -> bool:
    path = os.path.join(d, f"rank{r}.pkl")
    if not os.path.exists(path):
        return False
    try:
        with open(path, "rb") as f:
            return "error" in pickle.load(f)
    except Exception:
        return False


class RankFailure(Exception):
    def __init__(self, err: dict, rank: int):
        super().__init__(f"{err['exception']}: {err['message']}")
        self.err, self.rank = err, rank


# ------------------------------------------------------------------ comparison

def compare(case, sm: dict, ranks: dict[int, dict]) -> dict:
    """({observable: worst relative error and the ranks} over the
    observables that differ, the worst error among those that match)."""
    import torch

    shape, names = mesh_of(case)
    spec = _spec_for_compare(case, names)
    dp_i = names.index(spec["dp_axis"]) if spec["dp_axis"] else None
    diffs: dict[str, dict] = {}
    worst = {"matching": 0.0}

    def note(key, rank, err):
        if err <= RTOL:
            worst["matching"] = max(worst["matching"], err)
            return
        d = diffs.setdefault(key, {"max_rel_err": 0.0, "ranks": []})
        d["max_rel_err"] = max(d["max_rel_err"], err)
        if rank not in d["ranks"]:
            d["ranks"].append(rank)

    def rel(a, b) -> float:
        if a is None or b is None:
            return float("inf") if (a is None) != (b is None) else 0.0
        if tuple(a.shape) != tuple(b.shape):
            return float("inf")
        scale = max(float(b.abs().max()) if b.numel() else 0.0, 1e-30)
        return float((a.double() - b.double()).abs().max()) / scale if b.numel() else 0.0

    world = len(ranks)
    for key, want in sm.items():
        for r in range(world):
            got = ranks[r].get(key, None) if key in ranks[r] else "missing"
            if isinstance(got, str):
                note(key, r, float("inf"))
                continue
            if key == "loss" and dp_i is not None:
                c = coords_of(r, shape)
                peers = [q for q in range(world) if all(coords_of(q, shape)[i] == c[i]
                                                        for i in range(len(shape)) if i != dp_i)]
                got = torch.stack([ranks[q]["loss"].double() for q in peers]).mean()
            elif key == "logits" and dp_i is not None and got is not None:
                n = want.shape[0] // shape[dp_i]
                c = coords_of(r, shape)[dp_i]
                want_r = want[c * n:(c + 1) * n]
                note(key, r, rel(got, want_r))
                continue
            note(key, r, rel(got, want))
    return diffs, worst["matching"]


def _spec_for_compare(case, names) -> dict:
    from frontends.torch.spec import plan_spec

    spec = plan_spec(case.plan, names)
    return {"dp_axis": spec.dp_axis}


def _sig(x: float) -> Any:
    if x == float("inf"):
        return "inf"
    return float(f"{x:.2g}")


def _outcome(case, sm, run: Callable[[], dict]) -> dict:
    """One backend's verdict on the ranks: label plus its evidence."""
    try:
        ranks = run()
    except RankFailure as e:
        return {"label": "loud_bug", "error": dict(e.err, rank=e.rank)}
    except Exception as e:
        return {"label": "loud_bug", "error": _err(e)}
    diffs, matching = compare(case, sm, ranks)
    out: dict[str, Any] = {"label": "silent_bug" if diffs else "equivalent", "observables": len(sm),
                           "matching_max_rel_err": _sig(matching)}
    if diffs:
        out["differs"] = {k: {"max_rel_err": _sig(v["max_rel_err"]), "ranks": sorted(v["ranks"])}
                          for k, v in sorted(diffs.items())}
    return out


def label_case(case, backend: str = "both") -> dict:
    """The case's label record (see the module docstring). `both` (the
    default) runs the ranks as gloo processes and under LocalTensorMode:
    the label is gloo's (real processes, real collectives); where
    LocalTensorMode says otherwise, its answer is kept as `local`
    (LocalTensorMode simulates some DTensor placements wrongly, e.g.
    `_StridedShard` on dim 1 in torch 2.13)."""
    import torch

    torch.set_num_threads(1)
    rec: dict[str, Any] = {"id": case.id}
    try:
        sm, (pristine, tokens, labels, step) = sm_observe(case)
    except Exception as e:
        rec.update(label="model_error", error=_err(e))
        return rec
    outcomes = {}
    if backend in ("local", "both"):
        outcomes["local"] = _outcome(case, sm, lambda: run_local(case, pristine, tokens, labels, step))
    if backend in ("gloo", "both"):
        outcomes["gloo"] = _outcome(case, sm, lambda: run_gloo(case))
    main = "gloo" if "gloo" in outcomes else "local"
    rec.update(outcomes[main], backend=main)
    other = outcomes.get("local") if main == "gloo" else None
    if other is not None and other["label"] != rec["label"]:
        rec["local"] = other
    return rec


# ------------------------------------------------------------------ case <-> json (subprocess hand-off)

def _case_to_json(case) -> str:
    import dataclasses
    return json.dumps(dataclasses.asdict(case), sort_keys=True)


def _case_from_json(text: str):
    from suite.cases import Case
    return Case(**json.loads(text))


# ------------------------------------------------------------------ main

def label_in_subprocess(case, backend: str, timeout: float) -> dict:
    """One case in a fresh process (process group, DTensor caches and
    LocalTensorMode's patches do not leak from case to case)."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    cmd = [sys.executable, "-m", "suite.label", "--one", case.id, "--backend", backend, "--one_out", out]
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
        if p.returncode != 0 or not os.path.getsize(out):
            return {"id": case.id, "label": "labeller_error",
                    "error": {"exception": f"exit {p.returncode}", "message": p.stderr.strip()[-300:]}}
        with open(out) as f:
            rec = json.load(f)
    except subprocess.TimeoutExpired:
        return {"id": case.id, "label": "labeller_error",
                "error": {"exception": "timeout", "message": f"{timeout:.0f} s"}}
    finally:
        os.unlink(out)
    rec["_seconds"] = round(time.monotonic() - t0, 1)
    return rec


def evidence(rec: dict) -> str:
    """One line of a label's evidence."""
    if rec.get("error"):
        return f"{rec['error']['exception']}: {rec['error']['message']}"
    if rec.get("differs"):
        d = rec["differs"]
        head = [k for k in ("loss", "logits") if k in d]
        grads = [k for k in d if k.startswith("grad:")]
        worst = max((v["max_rel_err"] for v in d.values() if v["max_rel_err"] != "inf"), default="inf")
        return (", ".join(head + ([f"{len(grads)} gradients"] if grads else [])) + f" differ (worst rel. err {worst})")
    if rec.get("label") == "equivalent":
        return f"{rec['observables']} observables match (worst rel. err {rec.get('matching_max_rel_err')})"
    return ""


def label_table(cases, path: str) -> str:
    with open(path) as f:
        recs = {r["id"]: r for r in json.load(f)["cases"]}
    out = ["| # | case | arch | plan | mesh | batch x seq | written as | label | evidence |",
           "|---|---|---|---|---|---|---|---|---|"]
    for i, c in enumerate(cases, 1):
        r = recs.get(c.id, {"label": "unlabelled"})
        note = " (LocalTensorMode: %s)" % r["local"]["label"] if r.get("local") else ""
        ev = evidence(r).replace("|", "\\|")
        out.append(f"| {i} | {c.id} | {c.arch} | {c.plan.split(':')[-1]} | {c.mesh} | {c.batch}x{c.seq} | "
                   f"{c.intended} | **{r['label']}**{note} | {ev[:140]} |")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="real-suite label", description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", action="append", default=[], help="case id (repeatable)")
    ap.add_argument("--backend", default="both", choices=("both", "local", "gloo"),
                    help="both: gloo processes give the label, LocalTensorMode cross-checks it")
    ap.add_argument("--out", default=LABELS, help="labels file (default suite/labels.json)")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per case")
    ap.add_argument("--table", action="store_true", help="print the cases and their labels (markdown) and exit")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--one_out", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    from suite.cases import CASES, by_id

    if args.one:
        rec = label_case(by_id(args.one), args.backend)
        with open(args.one_out, "w") as f:
            json.dump(rec, f)
        return 0
    if args.table:
        print(label_table(CASES, args.out))
        return 0
    cases = [by_id(i) for i in args.only] if args.only else list(CASES)
    old = {}
    if os.path.exists(args.out):
        with open(args.out) as f:
            old = {r["id"]: r for r in json.load(f)["cases"]}
    for case in cases:
        rec = label_in_subprocess(case, args.backend, args.timeout)
        secs = rec.pop("_seconds", None)
        what = rec["label"] + (f" {sorted(rec.get('differs', {}))[:3]}" if rec.get("differs") else "") + \
            (f" {rec['error']['exception']}: {rec['error']['message'][:100]}" if rec.get("error") else "") + \
            (f"  [LocalTensorMode says {rec['local']['label']}]" if rec.get("local") else "")
        print(f"{case.id:<40} {what}  ({secs} s)", flush=True)
        old[case.id] = rec
    order = [c.id for c in CASES]
    import torch
    import transformers
    doc = {"generated_by": "tools/real-suite label",
           "versions": {"torch": torch.__version__, "transformers": transformers.__version__},
           "tolerance": {"relative": RTOL, "dtype": "float64"},
           "cases": [old[i] for i in order if i in old]}
    with open(args.out + ".tmp", "w") as f:
        json.dump(doc, f, indent=1, sort_keys=True)
        f.write("\n")
    os.replace(args.out + ".tmp", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
