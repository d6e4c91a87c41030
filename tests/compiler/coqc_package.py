"""coqc a generated package without Bazel, as tools/coq/defs.bzl's
coq_obligation_suite builds it, against the library in bazel-bin
(`bazel test //semantics/...` first, as tools/test does)."""
from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

from emitter import plan_io, prove

REPO = Path(__file__).resolve().parents[2]
LIBRARY = REPO / "bazel-bin" / "semantics" / "semantics_coq"


def coqc_package(tmp_path: Path, files: dict) -> None:
    """coqc the whole generated package as tools/coq/defs.bzl's coq_obligation_suite builds it (without
    Bazel): the obligations, the statement pieces, the certificate's parts in dependency order, the
    certificate's statement module and the certificate."""
    build = files["BUILD"].decode()

    def field(key):
        return ast.literal_eval(re.search(key + r" = (\[.*?\]|\{.*?\}),\n", build, re.S).group(1))

    prefix = re.search(r'prefix = "([^"]+)"', build).group(1)
    obs, imports, pieces = field("obligations"), field("imports"), field("certificate_statements")
    parts = field("certificate_parts")
    groups = field("certificate_statement_groups") if "certificate_statement_groups" in build else {}
    module_of = {p: m for m, ps in groups.items() for p in ps}
    modules = list(dict.fromkeys(module_of.get(p, p) for p in pieces))
    head = "".join(line + "\n" for line in imports)
    work = tmp_path / "pkg"
    work.mkdir()

    def coqc(name: str, text: str) -> None:
        (work / f"{name}.v").write_text(text)
        proc = subprocess.run(["coqc", "-q", "-w", "-ambiguous-paths,-notation-overridden", "-Q", str(LIBRARY), "TV",
                               "-Q", ".", prefix, f"{name}.v"], cwd=work, capture_output=True, text=True)
        assert proc.returncode == 0, name + ": " + proc.stdout[-2000:] + proc.stderr[-2000:]

    text = {k: v.decode() for k, v in files.items()}
    for ob in obs:
        coqc(ob, text[f"{ob}.v"])
    for module, group in groups.items():
        coqc(module, head + "".join(f"Definition {p} :=\n" + text[f"{p}.stmt"] + ".\n" for p in group))
    for piece in pieces:
        if piece not in module_of:
            coqc(piece, head + f"Definition {piece} :=\n" + text[f"{piece}.stmt"] + ".\n")
    done: set = set()
    while len(done) < len(parts):
        ready = [q for q, req in parts.items() if q not in done and all(r in done or r in modules or r in obs for r in req)]
        assert ready, parts
        for q in ready:
            coqc(q, text[f"{q}.v"])
            done.add(q)
    coqc("certificate_stmt", "".join(f"Require Import {prefix}.{m}.\n" for m in modules) + head
         + "Definition certificate_stmt : Prop :=\n" + text["certificate.stmt"] + ".\n")
    coqc("certificate", text["certificate.v"])


def generate(tmp_path: Path, plan):
    """`tv prove --nobazel` of `plan` into tmp_path/gen (inside a workspace,
    as --out must be): the verdict, the package's files written."""
    path = tmp_path / "plan.pb"
    plan_io.save(plan, str(path))
    (tmp_path / "WORKSPACE").write_text("")
    return prove.prove(str(path), str(tmp_path / "gen"), run_tests=False)
