"""Benchmark 3: corpus cache behaviour (prints a table).

In a copy of the workspace (harness.copy_workspace), with its own
--output_base, no disk cache (--disk_cache=) and a fresh nginx WebDAV store
(tools/cache_server) as the HTTP remote cache:

  library      bazel build //semantics (the Coq library every obligation needs)
  cold         bazel test //generated/<corpus>/... (everything executed, uploaded)
  no-op        the same command again
  one-op edit  the corpus' plan with one operator attribute changed
               (--edit OLD=>NEW, first occurrence in the SM graph and the PM),
               regenerated with `tv prove --nobazel`, then bazel test:
               how many obligation actions / tests re-ran and the time
  revert       the original plan regenerated and tested again (all cache hits)
  clean+remote bazel clean, then bazel test: remote cache hits

    source tools/pyenv.sh
    $PYTHON bench/corpus_cache.py                              # generated/example
    $PYTHON bench/corpus_cache.py --corpus yoco --plan PLAN --edit 'OP_X=>OP_Y'
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
from common import harness  # noqa: E402

DEFAULT_PLANS = {"example": ("tests/compiler/data/mlp_tp2.textproto", "OP_SILU=>OP_EXP")}


def action_counts(out: str) -> dict:
    """CoqObligation / CoqCompile etc. are not broken out by Bazel 4's
    summary; count the `coqc + check` (obligations, the theorem), `coqc`
    (certificate parts) and `coqc statement` (the statement and its pieces)
    progress lines as well (they appear only for actions that actually ran)."""
    return {"coq_checks_run": len(set(re.findall(r"coqc \+ check (\S+)", out))),
            "parts_run": len(set(re.findall(r"coqc (\S+/certificate_\w+\.v)", out))),
            "statements_run": len(set(re.findall(r"coqc statement (\S+\.stmt)", out)))}


def ran(out: str) -> str:
    n = action_counts(out)
    return (f"coqc+check actions run: {n['coq_checks_run']}; certificate parts compiled: {n['parts_run']}; "
            f"statement modules: {n['statements_run']}")


def edit_first(text: str, old: str, new: str) -> tuple[str, int]:
    """`old` -> `new` at its first occurrence in the SM graph and its first in
    the PM programs (one operator, not every layer's copy of it)."""
    n = 0
    for marker in ("\nsm {", "\nprograms {"):
        at = text.find(marker)
        i = text.find(old, at) if at >= 0 else -1
        if i >= 0:
            text, n = text[:i] + new + text[i + len(old):], n + 1
    return text, n


def step(bz: harness.Bazel, label: str, args: list[str], rows: list, extra: str = "") -> harness.Result:
    t0 = time.monotonic()
    r = bz.run(*args, check=False)
    wall = time.monotonic() - t0
    try:
        procs = r.processes()
    except AssertionError:
        procs = {}
    try:
        ran, total = r.executed_tests()
        tests = f"{ran}/{total}"
    except AssertionError:
        tests = "-"
    rows.append({"step": label, "wall s": f"{wall:.1f}", "rc": r.returncode,
                 "processes": ", ".join(f"{v} {k}" for k, v in procs.items()) or "-",
                 "tests executed": tests, "note": extra})
    return r


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default="example")
    ap.add_argument("--plan", default=None, help="the plan the corpus was generated from")
    ap.add_argument("--edit", default=None, help="OLD=>NEW: one operator attribute to change")
    ap.add_argument("--keep", action="store_true")
    a = ap.parse_args()
    plan_rel, edit = DEFAULT_PLANS.get(a.corpus, (None, None))
    plan_rel, edit = a.plan or plan_rel, a.edit or edit
    print(f"# Benchmark 3: cache behaviour of generated/{a.corpus}")
    print("machine:", common.machine())
    ws = common.fresh_workspace("tvcache_")
    root = ws.parent
    ob = root / "output_base"
    pkg = f"//generated/{a.corpus}/..."
    rows: list = []
    with harness.CacheServer(root / "cache_store") as cache:
        flags = ["--disk_cache=", f"--remote_cache={cache.url}"]
        bz = harness.Bazel(ws, ob)
        step(bz, "library: bazel build //semantics", ["build"] + flags + ["//semantics"], rows)
        step(bz, "cold: bazel test corpus", ["test"] + flags + [pkg], rows)
        step(bz, "no-op rebuild", ["test"] + flags + [pkg], rows)
        if plan_rel and edit:
            old, new = edit.split("=>")
            plan = ws / plan_rel
            text = plan.read_text()
            edited, n = edit_first(text, old, new)
            eplan = root / "edited.textproto"
            eplan.write_text(edited)
            before = json.loads((ws / f"generated/{a.corpus}/MANIFEST.json").read_text())["files"]
            t0 = time.monotonic()
            tv, res = common.tv_prove(ws, eplan, f"generated/{a.corpus}", ob, nobazel=True)
            regen = time.monotonic() - t0
            after = json.loads((ws / f"generated/{a.corpus}/MANIFEST.json").read_text())["files"]
            changed = sorted(set(before.items()) ^ set(after.items()))
            changed_files = sorted({f for f, _ in changed if f.endswith(".v")})
            note = (f"{old}->{new} ({n} occurrence(s): SM and PM node); regenerate {regen:.1f} s "
                    f"[{res.get('verdict')}]; .v files changed: {', '.join(changed_files)}")
            r = step(bz, "one-op edit: regenerate + bazel test", ["test"] + flags + [pkg], rows, note)
            rows[-1]["note"] += "; " + ran(r.output)
            tv, res = common.tv_prove(ws, ws / plan_rel, f"generated/{a.corpus}", ob, nobazel=True)
            r = step(bz, "revert edit: regenerate + bazel test", ["test"] + flags + [pkg], rows)
            rows[-1]["note"] = ran(r.output)
        bz.run("clean")
        r = step(bz, "bazel clean, then bazel test (remote cache)", ["test"] + flags + [pkg], rows)
        rows[-1]["note"] = (ran(r.output) + f"; nginx GET 200: {cache.requests('GET', 200)}, PUT: "
                            f"{cache.requests('PUT', 201) + cache.requests('PUT', 204)}")
        bz.shutdown()
    print()
    print(common.table(rows, ["step", "wall s", "rc", "processes", "tests executed", "note"]))
    print("machine after:", common.machine())
    if not a.keep:
        shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
