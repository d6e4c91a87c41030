"""Scores the verifier against the suite's labels.

    tools/real-suite score [--nobazel] [--only ID]...  [--timeout S] [--out results.json] [--strict]

For every case (suite/cases.py) it runs `tools/tv prove-torch ... --json`
(import, then the Coq proof; `--nobazel` stops after generating the
obligations and the evaluator's search for a counterexample: the quick
mode) and compares the verdict with the case's label (suite/labels.json,
made by running the ranks, never by the verifier):

| label        | expected verdict                                                               |
|--------------|--------------------------------------------------------------------------------|
| equivalent   | `proved` (quick mode: `generated` is "pending", not a match)                   |
| silent_bug   | `false_goal` with a location and a counterexample                              |
| loud_bug     | a classified failure: any category but proved / generated / false_goal / usage |
| model_error  | `model_error`                                                                  |

It prints a markdown table (every case, failing rows included) and a
summary, and writes the verdicts to `--out` (JSON). Exit 0 whatever the
score, unless `--strict`: then 1 if any row does not match.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
import time
from typing import Any, Optional

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TV = os.path.join(ROOT, "tools", "tv")

NOT_LOUD = ("proved", "generated", "false_goal", "usage")


def expected_for(label: str) -> str:
    return {"equivalent": "proved", "silent_bug": "false_goal (location, counterexample)",
            "loud_bug": "classified failure", "model_error": "model_error"}.get(label, "?")


def _has(v: Any) -> bool:
    if isinstance(v, dict):
        return any(_has(x) for x in v.values())
    if isinstance(v, (list, tuple)):
        return any(_has(x) for x in v)
    return v not in (None, "", 0, False)


def judge(label: str, verdict: Optional[dict]) -> tuple[str, str]:
    """(mark, reason): mark is "match", "pending" (equivalent, generated in
    the quick mode, not checked by Coq) or "mismatch"."""
    if verdict is None:
        return "mismatch", "no verdict (crash or timeout)"
    v = verdict.get("verdict")
    if label == "equivalent":
        if v == "proved":
            return "match", ""
        if v == "generated":
            return "pending", "generated; Coq not run (quick mode)"
        return "mismatch", f"expected proved, got {v}"
    if label == "silent_bug":
        if v != "false_goal":
            return "mismatch", f"expected false_goal, got {v}"
        missing = [k for k in ("location", "counterexample") if not _has(verdict.get(k))]
        if missing:
            return "mismatch", "false_goal without " + " and ".join(missing)
        return "match", ""
    if label == "loud_bug":
        if v in NOT_LOUD or not v or v == "crash":
            return "mismatch", f"expected a classified failure, got {v}"
        return "match", ""
    if label == "model_error":
        return ("match", "") if v == "model_error" else ("mismatch", f"expected model_error, got {v}")
    return "mismatch", f"no usable label ({label})"


def first_line(verdict: Optional[dict]) -> str:
    if not verdict:
        return ""
    msg = (verdict.get("message") or "").strip().splitlines()
    text = msg[0] if msg else ""
    loc = verdict.get("location")
    if isinstance(loc, dict):
        where = ", ".join(f"{k}={v}" for k, v in loc.items() if v not in (None, "", []))
        if where:
            text += f" [{where}]"
    return text


def run_case(case, nobazel: bool, timeout: float) -> dict:
    # one package per case under generated/_suite (git-ignored): a re-run reuses its cached proofs
    pkg = "generated/_suite/" + "".join(c if c.isalnum() else "_" for c in case.id)
    cmd = [TV, "prove-torch", *case.cli_args(), "--out", pkg, "--json"] + (["--nobazel"] if nobazel else [])
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"verdict": None, "crash": f"timeout after {timeout:.0f} s", "seconds": round(time.monotonic() - t0, 1),
                "command": cmd}
    out = None
    for line in reversed(p.stdout.strip().splitlines()):
        try:
            out = json.loads(line)
            break
        except ValueError:
            continue
    rec = {"verdict": out, "exit_code": p.returncode, "seconds": round(time.monotonic() - t0, 1),
           "command": ["tools/tv", *cmd[1:]]}
    if out is None:
        rec["crash"] = (p.stderr.strip().splitlines() or [f"exit {p.returncode}, no JSON"])[-1][:300]
    return rec


def _cell(s: str, n: int = 110) -> str:
    s = s.replace("|", "\\|").replace("\n", " ")
    return s if len(s) <= n else s[:n - 1] + "…"


def table(rows: list[dict]) -> str:
    out = ["| # | case | arch | plan | mesh | label | verdict | diagnostic (first line) | match |",
           "|---|---|---|---|---|---|---|---|---|"]
    mark = {"match": "✓", "pending": "… (Coq not run)", "mismatch": "✗"}
    for i, r in enumerate(rows, 1):
        v = r["verdict"] or {}
        verdict = v.get("verdict") or "crash"
        diag = first_line(v) if v else r.get("crash", "")
        if r["reason"] and r["mark"] != "match":
            diag = f"{r['reason']}: {diag}" if diag else r["reason"]
        out.append(f"| {i} | {r['id']} | {r['arch']} | {r['plan'].split(':')[-1]} | {r['mesh']} | {r['label']} | "
                   f"{verdict} | {_cell(diag)} | {mark[r['mark']]} |")
    return "\n".join(out)


def summary(rows: list[dict]) -> str:
    n = len(rows)
    by = {k: sum(1 for r in rows if r["mark"] == k) for k in ("match", "pending", "mismatch")}
    per_label = {}
    for r in rows:
        d = per_label.setdefault(r["label"], [0, 0])
        d[0] += r["mark"] == "match"
        d[1] += 1
    parts = ", ".join(f"{k} {m}/{t}" for k, (m, t) in sorted(per_label.items()))
    return (f"{by['match']}/{n} match, {by['pending']} pending (generated, Coq not run), "
            f"{by['mismatch']} mismatch; by label: {parts}")


def load_labels(path: str) -> dict[str, dict]:
    with open(path) as f:
        return {r["id"]: r for r in json.load(f)["cases"]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="real-suite score", description=__doc__.split("\n\n")[0])
    ap.add_argument("--nobazel", action="store_true", help="quick mode: stop after generating the obligations")
    ap.add_argument("--only", action="append", default=[], help="case id (repeatable)")
    ap.add_argument("--timeout", type=float, default=3600.0, help="seconds per case")
    ap.add_argument("--labels", default=os.path.join(HERE, "labels.json"))
    ap.add_argument("--out", help="write the verdicts and the table here (JSON)")
    ap.add_argument("--strict", action="store_true", help="exit 1 if any row does not match")
    args = ap.parse_args(argv)
    from suite.cases import CASES, by_id

    labels = load_labels(args.labels)
    cases = [by_id(i) for i in args.only] if args.only else list(CASES)
    rows = []
    for case in cases:
        lab = labels.get(case.id, {}).get("label", "unlabelled")
        res = run_case(case, args.nobazel, args.timeout)
        mark, reason = judge(lab, res["verdict"])
        row = {"id": case.id, "arch": case.arch, "plan": case.plan, "mesh": case.mesh, "label": lab,
               "intended": case.intended, "expected": expected_for(lab), "mark": mark, "reason": reason, **res}
        rows.append(row)
        v = (res["verdict"] or {}).get("verdict") or "crash"
        print(f"{case.id:<36} label {lab:<11} verdict {v:<22} {mark}  ({res['seconds']} s)", file=sys.stderr,
              flush=True)
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    text = table(rows) + "\n\n" + summary(rows)
    print(text)
    if args.out:
        doc = {"date": datetime.date.today().isoformat(), "commit": commit, "mode": "nobazel" if args.nobazel else "coq",
               "command": "tools/real-suite score" + (" --nobazel" if args.nobazel else ""),
               "summary": summary(rows), "rows": rows, "table": text}
        with open(args.out, "w") as f:
            json.dump(doc, f, indent=1, sort_keys=True, default=str)
            f.write("\n")
    return 1 if args.strict and any(r["mark"] != "match" for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
