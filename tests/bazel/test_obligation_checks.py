"""An obligation's test fails unless it really proves its recorded statement.

Each case writes a one-obligation package into a copy of the workspace: a
correct proof passes; a false proof, `Admitted`, `Abort` followed by a
trivial lemma of the same name, and a file that redefines a library name to
make the statement trivial each turn the obligation's test red.
"""
import subprocess
import sys
from pathlib import Path

import pytest

from harness import Bazel, copy_workspace

STATEMENT = "forall s (A B : seq nat -> nat), teq s A B -> teq s B A"
HEADER = "From mathcomp Require Import ssreflect ssrnat seq.\nFrom TV Require Import Tensor.\n"
BUILD = """load("//tools/coq:defs.bzl", "coq_obligation_suite")
coq_obligation_suite(
    name = "cheat",
    obligations = ["ob_cheat"],
    prefix = "Cheat",
    deps = ["//semantics"],
    imports = ["From mathcomp Require Import ssreflect ssrnat seq.", "From TV Require Import Tensor."],
)
"""

CASES = {
    "honest": (HEADER + "Theorem ob_cheat : %s.\nProof. exact: teq_sym. Qed.\n" % STATEMENT, None),
    "false_lemma": (HEADER + "Theorem ob_cheat : %s.\nProof. move=> s A B H i _. by []. Qed.\n" % STATEMENT,
                    "coqc rejected"),
    "admitted": (HEADER + "Theorem ob_cheat : %s.\nProof. Admitted.\n" % STATEMENT,
                 "outside the allowlist"),
    "abort_trivial": (HEADER + "Theorem ob_cheat : %s.\nProof. Abort.\nTheorem ob_cheat : True. Proof. exact I. Qed.\n"
                      % STATEMENT, "does not have the recorded statement"),
    # Shadowing: a local `teq` that is always True would make the statement
    # trivial if the check resolved names inside the obligation's scope.
    "shadowed_library_name": (HEADER + "Definition teq (s : seq nat) (A B : seq nat -> nat) := True.\n"
                              "Theorem ob_cheat : %s.\nProof. by []. Qed.\n" % STATEMENT,
                              "does not have the recorded statement"),
    "local_axiom": (HEADER + "Axiom cheat : forall P : Prop, P.\nTheorem ob_cheat : %s.\nProof. exact: cheat. Qed.\n"
                    % STATEMENT, "outside the allowlist"),
}


@pytest.fixture(scope="module")
def bazel(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("checks")
    ws = copy_workspace(tmp / "ws")
    pkg = ws / "generated/cheat"
    pkg.mkdir(parents=True)
    (pkg / "BUILD").write_text(BUILD)
    (pkg / "ob_cheat.stmt").write_text(STATEMENT + "\n")
    b = Bazel(ws, tmp / "output_base")
    yield b
    b.shutdown()


@pytest.mark.parametrize("case", sorted(CASES))
def test_obligation_verdict(bazel, case):
    source, failure = CASES[case]
    (bazel.workspace / "generated/cheat/ob_cheat.v").write_text(source)
    result = bazel.run("test", "//generated/cheat:ob_cheat_test", check=False)
    if failure is None:
        assert result.returncode == 0, result.output[-3000:]
        return
    assert result.returncode == 3, result.output[-3000:]  # 3: built, tests failed
    assert "FAILED" in result.output
    assert failure in result.output, result.output[-3000:]


def test_statement_module_takes_one_text_or_pieces(bazel):
    """coq_statement defines one constant from `statement` or one per file
    of `pieces`: given both (or neither), analysis fails naming the rule."""
    pkg = bazel.workspace / "generated/both"
    pkg.mkdir(exist_ok=True)
    (pkg / "a.stmt").write_text("True\n")
    (pkg / "b.stmt").write_text("True\n")
    (pkg / "BUILD").write_text(
        'load("//tools/coq:defs.bzl", "coq_statement")\n'
        'coq_statement(name = "both", statement = "a.stmt", pieces = ["b.stmt"], prefix = "B", deps = ["//semantics"])\n'
        'coq_statement(name = "neither", prefix = "B", deps = ["//semantics"])\n'
        'coq_statement(name = "group", pieces = ["a.stmt", "b.stmt"], prefix = "B", deps = ["//semantics"])\n')
    for name in ("both", "neither"):
        result = bazel.run("build", f"//generated/both:{name}", check=False)
        assert result.returncode != 0 and "give exactly one of statement, pieces" in result.output, result.output[-2000:]
    # a group: one module, a constant per piece named after its file
    bazel.run("build", "//generated/both:group")
    v = (bazel.workspace / "bazel-bin/generated/both/_coq/group.v").read_text()
    assert "Definition a :=\nTrue\n.\nDefinition b :=\nTrue\n.\n" in v


def test_library_compiles_each_file_with_what_it_requires(bazel):
    """coq_library with `requires` gives each file's coqc the .vo of the
    files it requires only (so independent files compile in parallel): a
    file missing from the map, or a require that is not an earlier src,
    fails analysis naming it, and an edge left out fails the build."""
    pkg = bazel.workspace / "generated/lib"
    pkg.mkdir(exist_ok=True)
    (pkg / "A.v").write_text("Definition a := 0.\n")
    (pkg / "B.v").write_text("From L Require Import A.\nDefinition b := a.\n")
    (pkg / "C.v").write_text("Definition c := 1.\n")
    (pkg / "BUILD").write_text(
        'load("//tools/coq:defs.bzl", "coq_library")\n'
        'coq_library(name = "ok", srcs = ["A.v", "B.v", "C.v"], prefix = "L",\n'
        '            requires = {"A.v": [], "B.v": ["A.v"], "C.v": []})\n'
        'coq_library(name = "unlisted", srcs = ["A.v", "B.v"], prefix = "L", requires = {"A.v": []})\n'
        'coq_library(name = "later", srcs = ["B.v", "A.v"], prefix = "L", requires = {"A.v": [], "B.v": ["A.v"]})\n'
        'coq_library(name = "edge_left_out", srcs = ["A.v", "B.v"], prefix = "L", requires = {"A.v": [], "B.v": []})\n')
    bazel.run("build", "//generated/lib:ok")
    for name, message in (("unlisted", "B.v is not in requires"),
                          ("later", "B.v requires A.v, which is not a src before it")):
        result = bazel.run("build", f"//generated/lib:{name}", check=False)
        assert result.returncode != 0 and message in result.output, result.output[-2000:]
    result = bazel.run("build", "//generated/lib:edge_left_out", check=False)
    assert result.returncode != 0 and "coqc generated/lib/B.v" in result.output, result.output[-2000:]


def test_library_requires_map_is_current():
    """semantics/library_requires.bzl is what tools/coq/library_requires.py
    reads off the library's Require lines."""
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run([sys.executable, str(root / "tools/coq/library_requires.py"), "--check"],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert proc.returncode == 0, proc.stdout
