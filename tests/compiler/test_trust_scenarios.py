"""The specification-trust scenarios (tests/data/trust, written by
tests/plan_ir/trust.py): plans that proved although wrong. Each ends as
its expected category, never `proved`."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from emitter import plan_io, programs, prove, validate
from emitter.errors import Category
from tests.packages import package_dir

REPO = Path(__file__).resolve().parents[2]
TRUST = REPO / "tests" / "data" / "trust"

outdir = package_dir("_pytest_trust")


def test_weakened_gradient_relation_is_invalid_naming_the_observable(outdir):
    res = prove.prove(str(TRUST / "gradient_weakened_to_partial_sum.textproto"), str(outdir), run_tests=False)
    assert res.category is Category.INVALID_PLAN, res.render()
    assert "dw declared [dp:partial_sum]" in res.message and "required [dp:replicated] (as 'w' is bound)" \
        in res.message, res.message
    assert res.expected_relation.startswith("[dp:replicated]") and res.inferred_relation == "[dp:partial_sum]"
    assert res.location["tensor"] == "dw_partial"


def test_weakened_gradient_relation_generates_when_proving_less_on_purpose(outdir):
    """--partial: the (true) weaker theorem is generated, and its claim's
    first line says what it leaves out."""
    res = prove.prove(str(TRUST / "gradient_weakened_to_partial_sum.textproto"), str(outdir), run_tests=False,
                      partial=True)
    assert res.label == "generated", res.render()
    (short,) = res.claim.left_out
    assert short.startswith("dw declared [dp:partial_sum], required [dp:replicated]")
    assert "less than the specification (--partial): dw declared" in res.claim.summary()
    assert res.as_json()["claim"]["left_out"] == [short]


@pytest.mark.parametrize("tp", [1, 2])
def test_stale_pipeline_copy_is_never_proved(outdir, tp):
    res = prove.prove(str(TRUST / f"stale_pipeline_copy_tp{tp}.textproto"), str(outdir), run_tests=False)
    assert res.category is Category.FALSE_GOAL, res.render()
    assert res.counterexample["observable"] == "y"


def test_every_copy_of_an_observable_is_in_the_theorem():
    """Stage 0 holds a received copy of y: the merged plan observes it too."""
    vp = validate.validate(plan_io.load(str(TRUST / "stale_pipeline_copy_tp1.textproto")))
    obs = {o.name: o.pm_tensor for o in programs.merge(vp).plan.observables}
    assert obs["y"] == "stage1.y" and obs["y_at_stage0"] == "stage0.y"


def test_a_verdict_for_another_source_is_no_verdict(tmp_path):
    """bazel-bin keeps an old PASS when an action before it failed: tv prove
    counts a verdict only for the file this run wrote."""
    v = tmp_path / "certificate.verdict"
    old, new = b"Theorem old.", b"Theorem new."
    v.write_text(f"PASS\nsource sha256 {hashlib.sha256(old).hexdigest()}\ntoolchain sha256 {'0' * 64}\nok\n")
    assert prove.read_verdict(v, old)[0] is True
    assert prove.read_verdict(v, new) == (None, "")
