"""Issue 24 point 5: is the PyTorch frontend fast enough to use? Targets on
this 2-core machine: import of a 2-layer model <= 30 s; `tv prove-torch`
<= 3 min with the Coq library built but nothing of the plan cached;
re-proving after a one-module change <= 30 s.

  source tools/pyenv.sh && $PYTHON bench/torch_timing.py [--case NAME ...]

Per case (2-layer models, TP=2, seq 16):
  import   `tv import-torch` with no capture cache (every rank captured);
  cold     `tv prove-torch` into a fresh package (generated/_timing_<nonce>):
           Bazel's action keys include the package path, so nothing of the
           plan is cached; the library (//semantics) is built first, untimed;
  edit     the same command after one module of the model changed, as a user
           edits their model file: the factory (a module the bench writes,
           the same name both times) sets layer 1's MLP activation to tanh
           GELU instead of SiLU; into the same package: its capture, import
           and the obligations that changed, the rest cached. (The package's
           Coq prefix is the plan's name, from the factory's name: a renamed
           factory re-proves everything.)
The generated packages are deleted at the end. Prints one line per phase
and a JSON summary; nothing here asserts a target.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# case -> (the factory the written model module wraps, the plan, the one-module edit)
CASES = {
    "hf_llama_tp2": ("frontends.torch.models.hf_llama:hf_llama_tiny", "frontends.torch.plans.hf_llama:builtin_tp",
                     "m.model.layers[1].mlp.act_fn = torch.nn.GELU(approximate='tanh')"),
}
MODEL = """import torch
from {module} import {factory}


def model():
    m = {factory}()
    {edit}
    return m
"""


def write_model(directory: str, base: str, edit: str) -> str:
    module, factory = base.split(":")
    with open(os.path.join(directory, "timing_model.py"), "w") as f:
        f.write(MODEL.format(module=module, factory=factory, edit=edit or "pass"))
    return "timing_model:model"


def tv(*args: str, path: str = "") -> tuple[float, dict]:
    env = {k: v for k, v in os.environ.items() if k != "TV_TORCH_CAPTURE_CACHE"}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (path, env.get("PYTHONPATH", "")) if p)
    t0 = time.monotonic()
    p = subprocess.run([os.path.join(REPO, "tools", "tv"), *args, "--json"], cwd=REPO, env=env,
                       capture_output=True, text=True)
    wall = time.monotonic() - t0
    try:
        out = json.loads(p.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        out = {"verdict": f"no JSON (exit {p.returncode})", "stderr": p.stderr[-800:]}
    return wall, out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", action="append", choices=sorted(CASES))
    args = ap.parse_args()
    load = os.getloadavg()[0]
    print(f"machine: {os.cpu_count()} cores, load {load:.1f} at start", flush=True)
    t0 = time.monotonic()
    subprocess.run(["bazel", "build", "//semantics:all"], cwd=REPO, check=True, capture_output=True)
    print(f"library built (untimed): {time.monotonic() - t0:.1f} s", flush=True)
    rows = []
    for name in args.case or sorted(CASES):
        base, plan, edit = CASES[name]
        common = ["--plan", plan, "--mesh", "2", "--seq", "16"]
        pkg = f"generated/_timing_{uuid.uuid4().hex[:8]}"
        tmp = tempfile.mkdtemp(prefix="tv-timing-")
        row = {"case": name}
        try:
            model = write_model(tmp, base, "")
            row["import_s"], got = tv("import-torch", "--model", model, *common, "--out", f"{tmp}/plan.pb", path=tmp)
            row["import_verdict"] = got.get("verdict", got.get("stage"))
            print(f"{name}: import {row['import_s']:.1f} s", flush=True)
            row["cold_s"], got = tv("prove-torch", "--model", model, *common, "--out", pkg, path=tmp)
            row["cold_verdict"], row["obligations"] = got.get("verdict"), got.get("obligations")
            row["cold_split_s"] = (got.get("import_seconds"), got.get("prove_seconds"))
            row["cold_prove_phases_s"] = got.get("timings")
            print(f"{name}: cold prove-torch {row['cold_s']:.1f} s -> {row['cold_verdict']}", flush=True)
            write_model(tmp, base, edit)
            row["edit_s"], got = tv("prove-torch", "--model", model, *common, "--out", pkg, path=tmp)
            row["edit_verdict"], row["edit_obligations"] = got.get("verdict"), got.get("obligations")
            row["edit_split_s"] = (got.get("import_seconds"), got.get("prove_seconds"))
            row["edit_prove_phases_s"] = got.get("timings")
            print(f"{name}: after a one-module edit {row['edit_s']:.1f} s -> {row['edit_verdict']}", flush=True)
        finally:
            shutil.rmtree(os.path.join(REPO, pkg), ignore_errors=True)
            shutil.rmtree(tmp, ignore_errors=True)
        rows.append(row)
    print(json.dumps({"load_at_start": round(load, 1), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
