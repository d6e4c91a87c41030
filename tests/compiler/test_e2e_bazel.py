"""End to end through Bazel (plain pytest, outside `bazel test`): a copy of
the workspace, its own --output_base. `tools/tv prove` proves the TP=2 MLP;
then the pipeline's own outputs are corrupted and each corruption is
rejected with the expected category, never reported as proved:
a generated obligation proof line -> certificate_bug, a generated statement
-> trust_failure, a certificate proof line -> certificate_bug.

Slow (several bazel runs); skip with `--ignore=tests/compiler/test_e2e_bazel.py`.
"""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from emitter import prove
from emitter.errors import Category
from harness import Bazel, copy_workspace
from tests.compiler import plans

PLAN = "tests/compiler/data/mlp_tp2.textproto"


@pytest.fixture(scope="module")
def ws(tmp_path_factory):
    root = tmp_path_factory.mktemp("e2e")
    ws = copy_workspace(root / "ws")
    ob = root / "output_base"
    yield ws, ob
    Bazel(ws, ob).shutdown()


def _tv(ws: Path, ob: Path, *args) -> tuple[int, dict]:
    proc = subprocess.run([str(ws / "tools" / "tv"), "prove", *args, "--json", f"--output_base={ob}"],
                          cwd=ws, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.strip(), proc.stderr
    return proc.returncode, json.loads(proc.stdout.strip().splitlines()[-1])


def test_prove_tp_mlp_end_to_end(ws):
    ws, ob = ws
    code, out = _tv(ws, ob, PLAN, "--out", "generated/e2e")
    assert code == 0, out
    assert out["verdict"] == "proved"
    assert out["obligations"] == {"total": 4, "unique": 4, "proved": 4}
    assert out["observables"] == {"total": 1, "covered": 1}
    assert out["axioms"] == []
    assert (ws / "generated/e2e/certificate.v").exists()


@pytest.mark.parametrize("name,total,unique", [("mlp_sp2", 5, 5), ("dp_grad2", 2, 2), ("mlp_tp64", 4, 4),
                                                    ("swiglu_tp_sp2", 8, 7), ("mlp_tp2_x2", 8, 4),
                                                    ("mlp_dp2_tp2", 16, 13), ("generic_rules_tp2", 9, 9)])
def test_prove_other_plans_default_out(ws, name, total, unique):
    ws, ob = ws
    code, out = _tv(ws, ob, f"tests/compiler/data/{name}.textproto")
    assert code == 0, out
    assert out["obligations"] == {"total": total, "unique": unique, "proved": unique}
    assert out["observables"]["covered"] == out["observables"]["total"] and out["axioms"] == []
    assert (ws / "generated" / name / "certificate.v").exists()


def _staged(ws: Path, name: str):
    res = prove.Result(Category.PROVED)
    pkg = prove.stage_package(res, str(ws / PLAN), str(ws / "generated" / name))
    return res, pkg


def _check(res, pkg, ob):
    try:
        prove.check_package(res, pkg, [f"--output_base={ob}"])
    except prove.PlanError as e:
        res.fail(e)
    return res


def _mutate(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1))


def test_corrupt_generated_proof_line_is_certificate_bug(ws):
    ws, ob = ws
    res, pkg = _staged(ws, "mut_proof")
    name = next(n for n, o in pkg.gen.unique.items() if o.rule == "matmul_col")
    _mutate(pkg.out_dir / f"{name}.v", "rule_matmul_col", "rule_matmul_row")
    res = _check(res, pkg, ob)
    assert res.category == Category.CERTIFICATE_BUG, res.render()
    assert res.location["pm_node"] == "h"


def test_corrupt_generated_statement_is_trust_failure(ws):
    ws, ob = ws
    res, pkg = _staged(ws, "mut_stmt")
    name = next(n for n, o in pkg.gen.unique.items() if o.rule == "all_reduce")
    _mutate(pkg.out_dir / f"{name}.stmt", "rel_replicated P0 [:: n0; n1]", "rel_replicated P0 [:: n1; n0]")
    res = _check(res, pkg, ob)
    assert res.category == Category.TRUST_FAILURE, res.render()
    assert res.location["pm_node"] == "y"


def test_corrupt_certificate_line_is_certificate_bug(ws):
    ws, ob = ws
    res, pkg = _staged(ws, "mut_cert")
    # the cast of the first SM equation inside the proof (its first PM chunk's
    # part; the statement is untouched): that part's coqc fails, so the
    # certificate has no verdict
    _mutate(pkg.out_dir / "certificate_pm0.v", ": E 3 = VR (op_matmul n_d (asR (E 0))",
            ": E 3 = VR (op_matmul n_n (asR (E 0))")
    res = _check(res, pkg, ob)
    assert res.category == Category.CERTIFICATE_BUG, res.render()


def test_corrupt_certificate_statement_is_not_proved(ws):
    """The theorem is stated as the constant coq_statement makes of
    certificate.stmt and its pieces, so a tampered statement is one the
    proof no longer proves: its coqc fails (certificate_bug), where it used
    to pass and fail the separate statement comparison. The observable is
    stated in the observables' piece (certificate_stmt_obs0.stmt)."""
    ws, ob = ws
    res, pkg = _staged(ws, "mut_cstmt")
    _mutate(pkg.out_dir / "certificate_stmt_obs0.stmt", "(asR (E 5))", "(asR (E 4))")
    res = _check(res, pkg, ob)
    assert res.category == Category.CERTIFICATE_BUG, res.render()
    assert "certificate was not accepted" in res.message


def test_prove_every_correct_example(ws):
    """Every correct hand-written example (tests/data/examples) that
    plans.EXAMPLE_STOPS marks PROVED is proved by one command, every
    observable covered, no axioms. mlp_tp2 (forward + backward: transposes,
    batch-layout matmul, silu_grad, two all-reduces): 14 obligations, 9
    after dedup."""
    ws, ob = ws
    proved = sorted(n for n, stop in plans.EXAMPLE_STOPS.items() if stop == "PROVED")
    assert "mlp_tp2" in proved
    for name in proved:
        code, out = _tv(ws, ob, f"tests/data/examples/{name}.textproto", "--out", f"generated/e2e_{name}")
        assert code == 0, (name, out)
        assert out["observables"]["covered"] == out["observables"]["total"] and out["axioms"] == [], (name, out)
        assert out["obligations"]["proved"] == out["obligations"]["unique"], (name, out)
        if name == "mlp_tp2":
            assert out["obligations"] == {"total": 14, "unique": 9, "proved": 9}


def test_pinned_axis_is_proved_for_tp_2_only(ws):
    """Issue 22 acceptance "pinned axis": the TP=2 MLP with `tp <= 2` and
    `2 <= tp` (tests/data/trust/tp2_pinned) is proved, and its first line
    says tp = 2, not every size; `--require-all-sizes` makes the same
    verdict size_limited (19)."""
    ws, ob = ws
    plan, out_dir = "tests/data/trust/tp2_pinned.textproto", "generated/e2e_pinned"
    proc = subprocess.run([str(ws / "tools" / "tv"), "prove", plan, "--out", out_dir, f"--output_base={ob}"],
                          cwd=ws, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = proc.stdout.splitlines()[0] if proc.stdout else proc.stderr
    assert proc.returncode == 0 and first.startswith("proved (exit 0): "), proc.stdout + proc.stderr
    assert "for tp = 2;" in first and "every size" not in first, first
    code, out = _tv(ws, ob, plan, "--out", out_dir, "--require-all-sizes")
    assert code == 19 and out["verdict"] == "size_limited", out
    assert out["claim"]["size_bounds"] == ["tp = 2"] and out["obligations"]["proved"] == out["obligations"]["unique"]
