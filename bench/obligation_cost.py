"""Benchmark 4: per-obligation cost breakdown (prints a table).

For every obligation of the given corpora (default: generated/example and
generated/yoco if present), copied to a scratch directory, runs coqc
directly (no Bazel) with `-Q <semantics_coq> TV`:

  empty        coqc on an empty file (process start, Init prelude)
  load         the obligation's own header only (its Require lines)
  full         the obligation as generated (load + statement + proof)
  check        the second coqc of the Bazel action (tools/coq/check_obligation.py):
               the imports, `Require` of the compiled obligation,
               `Print Assumptions` (statement equality is a Check on top)
  load_all     header with `From mathcomp Require Import all_ssreflect all_algebra.`
               in place of the generated MathComp line
  full_all     the obligation with that header

Each cell is the median wall time of --reps runs (seconds), on an otherwise
uncontrolled machine (the load average is printed).

    source tools/pyenv.sh
    bazel build //semantics            # produces bazel-bin/semantics/semantics_coq
    $PYTHON bench/obligation_cost.py [--reps 3] [--corpus generated/example ...]
"""
from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

FLAGS = ["-q", "-no-glob", "-w", "-ambiguous-paths"]
ALL = "From mathcomp Require Import all_ssreflect all_algebra."


def coqc(args: list[str], cwd: Path) -> float:
    t0 = time.monotonic()
    p = subprocess.run(["coqc"] + FLAGS + args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, env={"PATH": "/bin:/usr/bin:/usr/local/bin", "HOME": "/nonexistent"})
    dt = time.monotonic() - t0
    if p.returncode != 0:
        raise RuntimeError(f"coqc {' '.join(args)} failed:\n{p.stdout[-2000:]}")
    return dt


def median(f, reps: int) -> float:
    f()  # warm-up (page cache), not counted
    return statistics.median(f() for _ in range(reps))


def split_header(src: str) -> tuple[list[str], str]:
    lines = src.splitlines()
    head = []
    for i, l in enumerate(lines):
        if l.startswith("From ") or l.startswith("Require "):
            head.append(l)
        else:
            return head, "\n".join(lines[i:])
    return head, ""


def with_all(head: list[str]) -> list[str]:
    return [ALL if l.startswith("From mathcomp") else l for l in head]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", action="append", default=None)
    ap.add_argument("--semantics", default=str(common.REPO / "bazel-bin/semantics/semantics_coq"))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--limit", type=int, default=6, help="obligations per corpus (plus the certificate)")
    a = ap.parse_args()
    corpora = a.corpus or [str(p) for p in (common.REPO / "generated/example", common.REPO / "generated/yoco")
                           if p.is_dir()]
    sem = Path(a.semantics).resolve()
    if not (sem / "Rules.vo").exists():
        print(f"no compiled library at {sem}: run `bazel build //semantics` first", file=sys.stderr)
        return 2
    print("# Benchmark 4: per-obligation cost (coqc run directly, median of %d)" % a.reps)
    print("machine:", common.machine())
    print("coqc:", subprocess.run(["coqc", "--version"], stdout=subprocess.PIPE, text=True).stdout.split("\n")[0])
    rows = []
    for corpus in corpora:
        cdir = Path(corpus)
        if not cdir.is_absolute():
            cdir = common.REPO / cdir
        obs = sorted(p.stem for p in cdir.glob("ob_*.v"))[: a.limit]
        m = re.search(r'prefix = "([^"]+)"', (cdir / "BUILD").read_text())
        prefix = m.group(1) if m else "Gen"
        tmp = Path(tempfile.mkdtemp(prefix="tvcost_"))
        gen = tmp / "Gen"
        gen.mkdir()
        q = ["-Q", str(sem), "TV", "-Q", str(gen), prefix]
        (tmp / "empty.v").write_text("")
        empty = median(lambda: coqc(["empty.v"], tmp), a.reps)
        for name in obs + (["certificate"] if (cdir / "certificate.v").exists() else []):
            src = (cdir / f"{name}.v").read_text()
            if name == "certificate":
                # the certificate Requires every obligation: compile them first (not timed)
                for ob in sorted(p.stem for p in cdir.glob("ob_*.v")):
                    shutil.copy(cdir / f"{ob}.v", gen / f"{ob}.v")
                    coqc(q + [f"Gen/{ob}.v"], tmp)
            head, body = split_header(src)
            (gen / f"{name}.v").write_text(src)
            (tmp / "load.v").write_text("\n".join(head) + "\n")
            (tmp / "load_all.v").write_text("\n".join(with_all(head)) + "\n")
            (gen / f"{name}_all.v").write_text("\n".join(with_all(head)) + "\n" + body + "\n")
            (tmp / "check.v").write_text("\n".join(head) + f"\nRequire {prefix}.{name}.\n"
                                         f"Print Assumptions {prefix}.{name}.{name}.\n")
            try:
                load = median(lambda: coqc(q + ["load.v"], tmp), a.reps)
                full = median(lambda: coqc(q + [f"Gen/{name}.v"], tmp), a.reps)
                chk = median(lambda: coqc(q + ["check.v"], tmp), a.reps) if name != "certificate" else float("nan")
                load_all = median(lambda: coqc(q + ["load_all.v"], tmp), a.reps)
                full_all = median(lambda: coqc(q + [f"Gen/{name}_all.v"], tmp), a.reps)
            except RuntimeError as e:
                print(f"{cdir.name}/{name}: {e}", file=sys.stderr)
                continue
            coqc(q + [f"Gen/{name}.v"], tmp)  # leave the .vo of the generated file for later Requires
            rows.append({"corpus": cdir.name, "file": name, "empty": f"{empty:.2f}", "load": f"{load:.2f}",
                         "full": f"{full:.2f}", "proof = full - load": f"{full - load:.2f}",
                         "check (2nd coqc)": "-" if chk != chk else f"{chk:.2f}",
                         "load_all": f"{load_all:.2f}", "full_all": f"{full_all:.2f}",
                         "all - needed": f"{full_all - full:+.2f}"})
        shutil.rmtree(tmp, ignore_errors=True)
    print()
    print(common.table(rows, list(rows[0].keys()) if rows else ["corpus"]))
    if rows:
        obr = [r for r in rows if r["file"] != "certificate"]
        if obr:
            f = lambda k: statistics.median(float(r[k]) for r in obr)
            print(f"\nmedian over obligations: load {f('load'):.2f} s, full {f('full'):.2f} s "
                  f"(proof {f('full') - f('load'):.2f} s), check {f('check (2nd coqc)'):.2f} s; "
                  f"all_ssreflect+all_algebra: load {f('load_all'):.2f} s, full {f('full_all'):.2f} s")
    print("machine after:", common.machine())
    return 0


if __name__ == "__main__":
    sys.exit(main())
