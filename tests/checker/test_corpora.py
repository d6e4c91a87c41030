"""The independent reader finds 0 mismatches on every committed corpus
and on the package of every example plan that generates."""
from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from conftest import REPO
import checker

EXAMPLES = sorted((REPO / "tests" / "data" / "examples").glob("*.textproto"))
CORPORA = [("tests/compiler/data/mlp_tp2.textproto", "generated/example"),
           ("generated/yoco/main/plan.binpb", "generated/yoco/main")]


@pytest.fixture(scope="module")
def outroot():
    d = REPO / "generated" / "_pytest_checker"
    shutil.rmtree(d, ignore_errors=True)
    yield d
    shutil.rmtree(d, ignore_errors=True)


@pytest.mark.parametrize("plan,pkg", CORPORA, ids=[p for _, p in CORPORA])
def test_committed_corpus_has_no_mismatch(plan, pkg):
    assert checker.check(str(REPO / plan), REPO / pkg) == []


def test_the_binary_plan_can_be_given_as_bytes():
    data = (REPO / "generated/yoco/main/plan.binpb").read_bytes()
    assert checker.check(data, REPO / "generated/yoco/main") == []


@pytest.mark.parametrize("plan", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_generated_example_has_no_mismatch(plan, outroot):
    from emitter import prove
    from emitter.errors import Category
    out = outroot / plan.stem
    res = prove.prove(str(plan), str(out), run_tests=False)
    if res.category is not Category.PROVED:
        pytest.skip(f"{plan.stem} does not generate: {res.category}")
    assert checker.check(str(plan), out) == []


def test_cli_exit_codes(tmp_path):
    pkg = tmp_path / "pkg"
    shutil.copytree(REPO / "generated/example", pkg)
    cmd = [sys.executable, "-m", "checker", str(REPO / "tests/compiler/data/mlp_tp2.textproto"), str(pkg)]
    assert subprocess.run(cmd, cwd=REPO, capture_output=True).returncode == 0
    piece = pkg / "certificate_stmt_sm0.stmt"
    piece.write_text(piece.read_text().replace("op_silu f_sigmoid", "op_sigmoid f_sigmoid"))
    out = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    assert out.returncode == checker.EXIT_TRUST_FAILURE == 17
    assert out.stdout.startswith("trust_failure:") and "certificate_stmt_sm0: step 1" in out.stdout, out.stdout


def test_the_statement_is_elaborated_against_the_library_only(tmp_path):
    pkg = tmp_path / "pkg"
    shutil.copytree(REPO / "generated/example", pkg)
    build = pkg / "BUILD"
    text = build.read_text()
    build.write_text(text.replace('"From TV Require Import Values', '"From TV Require Import Values Shadow'))
    (m,) = checker.check(str(REPO / CORPORA[0][0]), pkg)
    assert (m.piece, m.where) == ("BUILD", "imports") and "TV.Shadow, which is no module of semantics/" in m.message
    build.write_text(text.replace('deps = ["//semantics"]', 'deps = ["//semantics", ":defs"]'))
    assert "not the library //semantics alone" in str(checker.check(str(REPO / CORPORA[0][0]), pkg)[0])


@pytest.mark.parametrize("case", ["map1_reindex_ok", "map2_reindex_ok"])
def test_a_layout_whose_sizes_fit_one_mesh_only_is_refused(case, outroot):
    """tests/nearmiss: x [N, n] with N = 4 * c, each tp rank holding 2 * c
    rows. The layout fits tp = 2 only; a statement quantified over every tp
    would say nothing at tp = 3 (the ranks would cover 6 * c rows of 4 * c).
    The emitter used to generate it and this reader caught it; now the
    emitter refuses it before any statement (relation.relation_from_proto), naming the
    binding."""
    from emitter import prove
    from emitter.errors import Category
    plan = REPO / "tests" / "nearmiss" / "data" / f"{case}.textproto"
    res = prove.prove(str(plan), str(outroot / case), run_tests=False)
    assert res.category is Category.MISSING_RELATION_RULE, res.render()
    assert "does not give the SM shape ['4*c', 'n'] for every size of 'tp'" in res.message
    assert not (outroot / case / "certificate.stmt").exists()
