"""Benchmark 2: scaling curves (prints one table per sweep).

Each point is a plan proved end to end with `tools/tv prove --json` in a
copy of the workspace, with one Bazel --output_base for the whole run in
which //semantics is built first (so every point starts with the library
warm) and no disk cache (--disk_cache=). Each point writes its own package
(generated/bench_<sweep>_<value>), so no obligation action of one point is
reused by another: every point is a cold check of its own obligations.

Columns: planner seconds (planner sweeps), `tv prove` wall / CPU seconds,
verdict, obligations before / after dedup and proved, and `same obs`: whether
the set of obligation statements (their sha256 file names) and the
certificate statement are identical to those of the sweep's first point —
the structural reason the cost is flat. `same obligations` compares the
obligation statements alone, with the first and with the previous point;
`observables` is the number of observables the certificate states, and
`certificate` certificate.v's size and the SM / PM program steps of its
statement.

Sweeps (--sweep NAME, repeatable; default all):
  tp_mlp       TP MLP (tests/compiler/plans.py:mlp_tp)          TP 2..64
  sp_mlp       SP MLP (mlp_sp)                                  TP 2..64
  dp_grad      DP weight gradient (dp_grad)                     DP 2..64
  layers_mlp   stacked TP MLP layers (mlp_tp_layers, TP 8)      layers 2..126
  llama_dp     planner llama, 2 layers, TP 2, SP                DP 2..64
  llama_tp     planner llama, 2 layers, DP 1, SP; Hkv = max(8, TP)
               (the planner cannot replicate KV heads: SCHEMA_GAPS.md 1) TP 2..64
  llama_layers planner llama, DP 2, TP 2, SP                    layers 2..126
  llama_width  planner llama, DP 2, TP 2, SP, recorded d = 1024..16384
  microbatches planner llama, DP 2, TP 2, PP 2 (pp_layers 1 + 1), SP, 2 layers;
               recorded B = 64 * dp * M (B must divide by dp * M)  microbatches 1..32

    source tools/pyenv.sh
    $PYTHON bench/scaling.py [--sweep tp_mlp ...] [--nobazel] [--max N] [--values 1,2,4]
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

sys.path.insert(0, str(common.REPO))
POW2 = [2, 4, 8, 16, 32, 64]
LAYERS = [2, 4, 8, 16, 32, 64, 126]
MICROBATCHES = [1, 2, 4, 8, 16, 32]


def llama_cfg(name, dp=1, tp=1, layers=2, d=1024, H=16, Hkv=8, pp=1, microbatches=1):
    """A planner config. pp > 1 splits the layers as evenly as possible over the
    stages (earlier stages take the remainder); the recorded batch B keeps 64
    sequences per DP rank and microbatch (the planner needs dp * M | B)."""
    cfg = {"name": name, "model": {"family": "llama", "layers": layers,
                                   "recorded": {"B": 64 * max(dp, 1) * microbatches, "N": 4096, "d": d, "H": H,
                                                "Hkv": Hkv, "V": 128 * 1002 * 2, "f": 4 * d}},
           "mesh": {"dp": dp, "tp": tp}, "parallel": {"sp": True}, "seed": 7}
    if pp > 1:
        cfg["mesh"] = {"pp": pp, **cfg["mesh"]}
        cfg["parallel"]["pp_layers"] = [layers // pp + (i < layers % pp) for i in range(pp)]
        cfg["parallel"]["microbatches"] = microbatches
    return cfg


def builder(fn_name, **kw):
    def make(path: Path) -> float:
        from emitter import plan_io
        from tests.compiler import plans
        plan_io.save(getattr(plans, fn_name)(**kw), str(path))
        return float("nan")
    return make


def planner(cfg):
    def make(path: Path) -> float:
        t = common.plan_from_config(cfg, path)
        if t.returncode != 0:
            raise RuntimeError(f"planner failed: {t.stderr[-1500:]}")
        return t.wall
    return make


SWEEPS = {
    "tp_mlp": ("TP", [(v, builder("mlp_tp", tp_size=v)) for v in POW2]),
    "sp_mlp": ("TP", [(v, builder("mlp_sp", tp_size=v)) for v in POW2]),
    "dp_grad": ("DP", [(v, builder("dp_grad", dp_size=v)) for v in POW2]),
    "layers_mlp": ("layers", [(v, builder("mlp_tp_layers", tp_size=8, layers=v)) for v in LAYERS]),
    "llama_dp": ("DP", [(v, planner(llama_cfg(f"llama_dp{v}", dp=v, tp=2))) for v in POW2]),
    "llama_tp": ("TP", [(v, planner(llama_cfg(f"llama_tp{v}", tp=v, H=128, Hkv=max(8, v)))) for v in POW2]),
    "llama_layers": ("layers", [(v, planner(llama_cfg(f"llama_l{v}", dp=2, tp=2, layers=v))) for v in LAYERS]),
    "llama_width": ("d", [(v, planner(llama_cfg(f"llama_d{v}", dp=2, tp=2, d=v, H=v // 64)))
                          for v in [1024, 2048, 4096, 8192, 16384]]),
    "microbatches": ("microbatches", [(v, planner(llama_cfg(f"llama_pp2_mb{v}", dp=2, tp=2, pp=2, microbatches=v)))
                                      for v in MICROBATCHES]),
}


def obligation_set(pkg: Path):
    try:
        m = json.loads((pkg / "MANIFEST.json").read_text())
    except OSError:
        return None
    return frozenset(m["statements"].values())


def obligations_only(pkg: Path):
    """The obligation statements without the certificate's."""
    try:
        m = json.loads((pkg / "MANIFEST.json").read_text())
    except OSError:
        return None
    return frozenset(v for k, v in m["statements"].items() if k != "certificate")


def same_obligations(s, first, prev) -> str:
    """'yes' if s is the first point's obligation set, else how it differs
    from the first point and whether it equals the previous point's."""
    if s is None:
        return "-"
    if s == first:
        return "yes"
    out = f"no (+{len(s - first)} / -{len(first - s)} vs first"
    if prev is not None and prev != first:
        out += "; = previous" if s == prev else f"; +{len(s - prev)} / -{len(prev - s)} vs previous"
    return out + ")"


def certificate_shape(pkg: Path) -> str:
    """certificate.v size and the SM / PM steps of its statement's programs."""
    try:
        size = (pkg / "certificate.v").stat().st_size
        stmt = (pkg / "certificate.stmt").read_text()
    except OSError:
        return "-"
    i = stmt.find("pmprog =")
    sm, pm = (stmt[:i].count("Step ["), stmt[i:].count("Step [")) if i >= 0 else ("?", "?")
    return f"{size / 1024:.0f} KB, {sm} / {pm} steps"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sweep", action="append", default=None)
    ap.add_argument("--nobazel", action="store_true", help="generate only (no Coq)")
    ap.add_argument("--max", type=int, default=0, help="at most N points per sweep")
    ap.add_argument("--values", default="", help="only these points (comma-separated values of the swept axis)")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--stages", action="store_true",
                    help="also profile the Python pipeline (bench/stages.py): evaluate / infer seconds, peak RSS")
    a = ap.parse_args()
    names = a.sweep or list(SWEEPS)
    print("# Benchmark 2: scaling curves" + (" (generate only)" if a.nobazel else ""))
    print("machine:", common.machine())
    ws = common.fresh_workspace("tvscale_")
    ob = ws.parent / "output_base"
    if not a.nobazel:
        t0 = time.monotonic()
        from common import harness
        harness.Bazel(ws, ob).run("build", "--disk_cache=", "//semantics")
        print(f"//semantics built in the run's output_base: {time.monotonic() - t0:.1f} s (not counted below)")
    for name in names:
        print(f"\n## {name}")
        axis, points = SWEEPS[name]
        if a.values:
            points = [(v, m) for v, m in points if str(v) in a.values.split(",")]
        if a.max:
            points = points[: a.max]
        rows, first, first_obs, prev_obs = [], None, None, None
        for value, make in points:
            plan = ws.parent / f"{name}_{value}.textproto"
            try:
                plan_s = make(plan)
            except Exception as e:  # a planner refusal is a figure too
                rows.append({axis: value, "verdict": f"planner: {str(e)[-200:]}"})
                continue
            out = f"generated/bench_{name}_{value}"
            t, res = common.tv_prove(ws, plan, out, ob, bazel_args=["--disk_cache="], nobazel=a.nobazel)
            obs = res.get("obligations") or {}
            s, so = obligation_set(ws / out), obligations_only(ws / out)
            if first is None and s is not None:
                first, first_obs = s, so
            rows.append({axis: value, "planner s": "-" if plan_s != plan_s else f"{plan_s:.1f}",
                         "prove wall s": f"{t.wall:.1f}", "prove CPU s": f"{t.cpu:.1f}",
                         "tv peak RSS MiB": f"{t.peak_rss_mib:.0f}",
                         "verdict": common.summarize(res)[:160],
                         "obligations total/unique/proved": (f"{obs.get('total')}/{obs.get('unique')}/"
                                                             f"{obs.get('proved')}") if obs else "-",
                         "same obs": "-" if s is None else ("yes" if s == first else "no"),
                         "same obligations": same_obligations(so, first_obs, prev_obs),
                         "observables": (res.get("observables") or {}).get("total", "-"),
                         "certificate": certificate_shape(ws / out)})
            prev_obs = so if so is not None else prev_obs
            if a.stages:
                st = common.Timed([common.PYTHON, str(common.REPO / "bench/stages.py"), str(plan)],
                                  cwd=common.REPO).run()
                secs = dict(re.findall(r"^  (\S[^\n]*?)\s+([\d.]+) s$", st.stdout, re.M))
                rows[-1]["evaluate s"] = secs.get("evaluate (exact; every rank of the evaluated mesh)", "-")
                rows[-1]["infer s"] = secs.get("infer + rule selection", "-")
                rows[-1]["pipeline peak RSS MiB"] = f"{st.peak_rss_mib:.0f}"
                m = re.search(r"outcome: (.*)", st.stdout)
                if m and not rows[-1]["verdict"].startswith("proved"):
                    rows[-1]["verdict"] += " — " + m.group(1)[:150]
            print(f"  {axis}={value}: " + json.dumps(rows[-1]), flush=True)
        print()
        cols = [axis, "planner s", "prove wall s", "prove CPU s", "tv peak RSS MiB", "verdict",
                "obligations total/unique/proved", "same obs", "same obligations", "observables", "certificate"]
        if a.stages:
            cols[5:5] = ["evaluate s", "infer s", "pipeline peak RSS MiB"]
        print(common.table(rows, cols))
    print("\nmachine after:", common.machine())
    common.shutdown(ws, ob)
    if not a.keep:
        shutil.rmtree(ws.parent, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
