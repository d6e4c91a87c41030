"""The claim a verdict states (emitter/claim.py; issue 22 point 3): the
quantified axes and dims, the fixed axes, every size-bounding hypothesis,
the function hypotheses, the value domain; `--require-all-sizes` and
`size_limited` (19). Pure Python: a proved verdict is simulated by PASS
verdict files (test_e2e_bazel proves the pinned plan through Coq).

Run: source tools/pyenv.sh && $PYTHON -m pytest -q -p no:cacheprovider tests/compiler/test_claim.py"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

from emitter import certificate, claim, cli, infer, obligations, plan_io, prove, validate
from emitter.errors import Category
from emitter.symbolic import Poly
from proto import plan_pb2
from tests.compiler import plans
from tests.packages import package_dir

P = plan_pb2
outdir = package_dir("_pytest_claim")

REPO = Path(__file__).resolve().parents[2]
TRUST = REPO / "tests" / "data" / "trust"
PINNED = TRUST / "tp2_pinned.textproto"
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "nearmiss"))
import cases  # noqa: E402


def tp2_pinned():
    """Acceptance scenario "pinned axis": the TP=2 MLP with constraints
    `tp <= 2` and `2 <= tp`. It is proved, for tp = 2 only."""
    plan = plans.mlp_tp(2, name="tp2_pinned")
    for lhs, rhs, name in ((("tp",), 2, "tp_at_most_2"), (2, ("tp",), "tp_at_least_2")):
        c = plan.constraints.add(name=name, cmp=P.CMP_LE)
        for side, v in ((c.lhs, lhs), (c.rhs, rhs)):
            if isinstance(v, int):
                side.constant = v
            else:
                side.terms.add(coeff=1).factors.add(axis_size=v[0])
    return plan


def _claim(plan) -> claim.Claim:
    vp = validate.validate(plan)
    inf = infer.infer(vp)
    uses, unique = obligations.build_uses(inf)
    return claim.build(vp, inf, certificate.build(vp, inf, uses, unique))


def _proved(res: prove.Result, pkg: prove.Package, tmp_path: Path, monkeypatch) -> None:
    """check_package as if bazel test had passed every target."""
    bin_dir = tmp_path / "bin"
    (bin_dir / pkg.pkg).mkdir(parents=True)
    for name in list(pkg.gen.unique) + ["certificate"]:
        digest = hashlib.sha256(pkg.gen.files[f"{name}.v"]).hexdigest()  # computed for the file written
        (bin_dir / pkg.pkg / f"{name}.verdict").write_text(
            f"PASS\nsource sha256 {digest}\nassumptions: Closed under the global context\n")
    monkeypatch.setattr(prove, "run_bazel", lambda *a: (0, "", bin_dir))
    prove.check_package(res, pkg)


def test_pinned_plan_is_fresh():
    assert PINNED.read_text() == plan_io.plan_to_text(tp2_pinned()), \
        "regenerate: plan_io.save(test_claim.tp2_pinned(), 'tests/data/trust/tp2_pinned.textproto')"


def test_pinned_axis_reads_as_one_equation():
    c = _claim(plan_io.load(str(PINNED)))
    assert c.bounds == ("tp = 2",) and c.bounded == ("tp",) and not c.all_sizes
    assert c.sizes() == "tp = 2" and "every size" not in c.sizes()
    assert c.as_json()["size_bounds"] == ["tp = 2"] and c.as_json()["all_sizes"] is False
    assert claim.Claim.from_json(json.loads(json.dumps(c.as_json()))) == c


def test_unbounded_plan_claims_every_size():
    c = _claim(plans.mlp_tp(2))
    assert c.all_sizes and c.sizes() == "every size of every axis (tp)"
    assert c.value_domain == "any commutative ring" and c.axes == ("tp",) and c.dims == ("d", "f_l", "n")
    assert c.definitions == ("f = tp * f_l",) and c.bounds == c.conditions == c.fixed == ()


def test_size_hypotheses_bounds_and_shape_conditions():
    cp, s, t, k, E = (Poly.var(v) for v in ("a:cp", "s:s", "s:t", "s:k", "s:E"))
    two = Poly.const(2)
    # a single bound; a lower bound alone; a pair read as one equation
    assert claim._size_hypotheses([(cp - Poly.const(4), "LE")]) == (["cp <= 4"], {"cp"}, [])
    assert claim._size_hypotheses([(two - cp, "LE")]) == (["2 <= cp"], {"cp"}, [])
    assert claim._size_hypotheses([(cp - two, "LE"), (k - E, "LE"), (two - cp, "LE")]) == \
        (["cp = 2"], {"cp"}, ["k <= E"])
    # a dim on the larger side only, in no other hypothesis: a shape condition
    assert claim._size_hypotheses([(s + Poly.const(1) - two * cp * t, "LT")]) == ([], set(), ["s + 1 < 2 * cp * t"])
    # ... but chained through another hypothesis it may bound cp (cp <= t <= 2): both are bounds
    assert claim._size_hypotheses([(cp - t, "LE"), (t - two, "LE")]) == (["cp <= t", "t <= 2"], {"cp", "t"}, [])
    # a non-definitional equation is a bound
    assert claim._size_hypotheses([(cp * s - t * k, "EQ")])[0] == ["cp * s = k * t"]


def test_fixed_size_1_axes_are_in_the_claim(tmp_path):
    from tests.compiler.test_rules_vocab import _emb_plan
    c = _claim(_emb_plan())
    assert [(f.axis, f.size, f.why) for f in c.fixed] == [("dp", 1, "size 1"), ("cp", 1, "size 1")]
    assert c.sizes() == "every size of tp; dp fixed at 1; cp fixed at 1" and not c.all_sizes


def test_pipeline_stage_axis_is_fixed_with_its_stage_count():
    c = _claim(plan_io.load(str(REPO / "tests/data/examples/pp2_mlp.textproto")))
    stage = [f for f in c.fixed if f.why == "pipeline stages"]
    assert len(stage) == 1 and stage[0].size == 2 and stage[0].axis not in c.axes
    assert f"{stage[0].axis} fixed at 2 (pipeline stages)" in c.sizes() and not c.all_sizes
    assert any("fixed at 2 stages (not proved for other stage counts)" in line for line in c.lines())


def test_function_hypotheses_and_value_domain():
    c = _claim(cases.scaled_seed(False))
    assert "dp is nonzero in R (nat_nz)" in c.functions
    assert c.value_domain.endswith("in which dp is nonzero")


def test_topk_hypotheses():
    c = _claim(plan_io.load(str(REPO / "tests/data/examples/ep2_moe.textproto")))
    assert c.functions == ("f_topk reads only the first ep * E_l scores of a row (topk_local)",
                           "f_topk's first 2 picks are below ep * E_l (topk_range)")
    assert c.value_domain == "any field"


def test_declared_contracts_are_listed_as_not_assumed():
    # the statement quantifies over every input in its relation: a declared
    # index range is the evaluator's, not a hypothesis of the theorem
    plan = plan_io.load(str(REPO / "tests/data/examples/dp2_loss.textproto"))
    c = _claim(plan)
    assert len(c.contracts) == len(plan.contracts) > 0 and all(" in [" in x for x in c.contracts)
    assert [line for line in c.lines() if line.startswith("  input contracts: none assumed")]


def test_proved_first_line_says_tp_2_and_require_all_sizes_is_19(outdir, tmp_path, monkeypatch):
    res = prove.Result(Category.PROVED)
    pkg = prove.stage_package(res, str(PINNED), str(outdir))
    _proved(res, pkg, tmp_path, monkeypatch)
    first = res.render().splitlines()[0]
    assert first.startswith("proved (exit 0): 1 observable(s) proved over any commutative ring, for tp = 2;"), first
    assert "every size" not in first
    assert res.as_json()["claim"]["size_bounds"] == ["tp = 2"]
    prove.require_every_size(res)
    assert res.category == Category.SIZE_LIMITED and res.category.exit_code == 19
    assert res.render().startswith("size_limited (exit 19): proved only for tp = 2")
    assert res.as_json()["verdict"] == "size_limited" and res.as_json()["claim"]["all_sizes"] is False


def test_every_size_first_line_and_require_all_sizes_keeps_proved(outdir, tmp_path, monkeypatch):
    res = prove.Result(Category.PROVED)
    pkg = prove.stage_package(res, str(plans.EXAMPLES_DIR / "mlp_tp2.textproto"), str(outdir))
    _proved(res, pkg, tmp_path, monkeypatch)
    assert "for every size of every axis (tp); all dims; all ranks" in res.render().splitlines()[0]
    prove.require_every_size(res)
    assert res.category == Category.PROVED


def test_an_axis_evaluated_only_at_size_1_is_fixed_in_the_claim(outdir, tmp_path, monkeypatch):
    """Issue 22 point 5: the statement quantifies the TP=1 MLP's only axis,
    but a plan that names its ranks runs on no other mesh, so the falsifier
    saw tp only at size 1: the claim fixes it at 1, MANIFEST records that,
    the independent reader accepts the narrower claim, and
    --require-all-sizes makes the verdict size_limited."""
    import checker
    plan = plans.mlp_tp(1, name="tp1_named_ranks")
    plan.programs[0].ranks.append(0)
    path = tmp_path / "plan.textproto"
    plan_io.save(plan, str(path))
    res = prove.Result(Category.PROVED)
    pkg = prove.stage_package(res, str(path), str(outdir))
    assert _claim(plan).all_sizes  # the statement alone would claim every size
    c = res.claim
    assert [(f.axis, f.size, f.why) for f in c.fixed] == [("tp", 1, claim.UNEXERCISED)] and not c.all_sizes
    assert c.sizes() == "tp fixed at 1 (evaluated only at size 1)" and "every size" not in c.sizes()
    assert json.loads((outdir / "MANIFEST.json").read_text())["claim"] == c.as_json()
    assert checker.check(str(path), str(outdir)) == []
    _proved(res, pkg, tmp_path, monkeypatch)
    assert "for tp fixed at 1 (evaluated only at size 1);" in res.render().splitlines()[0]
    prove.require_every_size(res)
    assert res.category == Category.SIZE_LIMITED


def test_cli_flag_and_json_claim(outdir, capsys):
    # generation only: the flag is accepted in both spellings, the JSON carries the claim
    for flag in ("--require-all-sizes", "--require_all_sizes"):
        code = cli.main(["tv", "prove", str(PINNED), "--out", str(outdir), "--json", "--nobazel", flag])
        out = json.loads(capsys.readouterr().out)
        assert code == 0 and out["verdict"] == "generated", out
        assert out["claim"]["size_bounds"] == ["tp = 2"] and out["claim"]["summary"] == "tp = 2"
    manifest = json.loads((outdir / "MANIFEST.json").read_text())
    assert manifest["claim"] == out["claim"]


def test_require_all_sizes_is_a_category():
    from emitter.errors import ERROR_CLASSES, SizeLimited
    assert Category.SIZE_LIMITED.label == "size_limited" and ERROR_CLASSES[Category.SIZE_LIMITED] is SizeLimited


def test_readme_states_the_flagships_claim():
    """The README claims no more than the flagship's verdict: its size
    bounds and shape conditions as the committed corpus MANIFEST records
    the claim, and "every size" only if the claim covers every size."""
    doc = json.loads((REPO / "generated" / "yoco" / "MANIFEST.json").read_text())
    c = next(r for r in doc["members"] if r["name"] == "main")["claim"]
    readme = " ".join((REPO / "README.md").read_text().split())
    assert f"over {c['value_domain']}" in readme
    for text in c["size_bounds"] + c["shape_conditions"]:
        assert text in readme, text
    if not c["all_sizes"]:
        assert "for every size and every rank count" not in readme


def test_a_failure_states_no_claim(outdir, tmp_path, monkeypatch):
    res = prove.Result(Category.PROVED)
    pkg = prove.stage_package(res, str(PINNED), str(outdir))
    bin_dir = tmp_path / "bin"
    (bin_dir / pkg.pkg).mkdir(parents=True)  # no verdict files: nothing was checked
    monkeypatch.setattr(prove, "run_bazel", lambda *a: (1, "", bin_dir))
    try:
        prove.check_package(res, pkg)
    except prove.PlanError as e:
        res.fail(e)
    assert res.category == Category.CERTIFICATE_BUG and res.claim is not None
    assert res.as_json()["claim"] is None and "size bounds" not in res.render()
