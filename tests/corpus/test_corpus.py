"""Corpus regeneration and coverage (corpus/): specs are checked strictly,
regeneration is deterministic and fails on drift, a planted defect that is
not refuted stops regeneration, and coverage counts only current PASS
verdicts, over denominators that include every unproved member."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from corpus import build, coverage, regenerate, spec

REPO = Path(__file__).resolve().parents[2]
TP2 = "tests/data/examples/mlp_tp2.textproto"
BUGGY = "tests/data/buggy/mlp_tp2_missing_allreduce.textproto"
REAL_BUG = "tests/data/buggy/mlp_tp2_allgather_not_allreduce.textproto"  # expected proved, is not


def _spec(tmp_path: Path, members, name="small") -> Path:
    d = tmp_path / "specs"
    d.mkdir(exist_ok=True)
    (d / f"{name}.json").write_text(json.dumps({"name": name, "members": members}))
    return d


def _root(tmp_path: Path, members, name="small") -> Path:
    """A scratch repository root: the sources it names, the spec, no generated tree."""
    root = tmp_path / "root"
    for m in members:
        src = m.get("plan") or m.get("planner_config")
        (root / src).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / src, root / src)
    (root / "frontends" / "planner").mkdir(parents=True, exist_ok=True)
    specs = _spec(tmp_path, members, name)
    shutil.copytree(specs, root / "corpus" / "specs")
    return root


MEMBERS = [{"name": "tp2", "plan": TP2, "expect": "proved"},
           {"name": "bug", "plan": REAL_BUG, "expect": "proved"},
           {"name": "defect", "plan": BUGGY, "expect": "false_goal"}]


@pytest.mark.parametrize("doc,msg", [
    ({"name": "small"}, "members must be a non-empty list"),
    ({"name": "other", "members": []}, "whose name is 'small'"),
    ({"name": "small", "members": [{"name": "a", "plan": "x", "expect": "maybe"}]}, "expect must be one of"),
    ({"name": "small", "members": [{"name": "a", "expect": "proved"}]}, "exactly one of planner_config, plan"),
    ({"name": "small", "members": [{"name": "a", "plan": "../x", "expect": "proved"}]}, "repository-relative"),
    ({"name": "small", "members": [{"name": "a", "plan": "x", "expect": "proved", "extra": 1}]}, "unknown keys"),
    ({"name": "small", "members": [{"name": "a", "plan": "x", "expect": "proved"}] * 2}, "duplicate member"),
    ({"name": "small", "members": [{"name": "a", "plan": "x", "expect": "gap"}]}, "only a rewrite may be expected as a gap"),
    ({"name": "small", "members": [{"name": "a", "plan": "x", "rewrite": "Bad-Name", "expect": "proved"}]},
     "rewrite must match"),
])
def test_malformed_specs_are_usage_errors(tmp_path, doc, msg):
    d = tmp_path / "specs"
    d.mkdir()
    (d / "small.json").write_text(json.dumps(doc))
    with pytest.raises(spec.SpecError, match=msg):
        spec.load("small", d)


def test_unknown_corpus_is_usage_error(tmp_path):
    root = _root(tmp_path, MEMBERS)
    assert regenerate.run("nosuch", False, root) == 2


def test_regenerate_writes_check_passes_then_detects_drift(tmp_path, capsys):
    root = _root(tmp_path, MEMBERS)
    assert regenerate.run("small", True, root) == 1  # nothing committed yet
    assert regenerate.run("small", False, root) == 0
    tree = root / "generated" / "small"
    doc = json.loads((tree / "MANIFEST.json").read_text())
    verdicts = {r["name"]: r["verdict"] for r in doc["members"]}
    assert verdicts == {"tp2": "generated", "bug": "false_goal", "defect": "false_goal"}
    assert (tree / "tp2" / "plan.binpb").is_file() and (tree / "tp2" / "certificate.v").is_file()
    assert json.loads((tree / "tp2" / "MANIFEST.json").read_text())["plan_path"] == "generated/small/tp2/plan.binpb"
    assert regenerate.run("small", True, root) == 0
    (tree / "tp2" / "certificate.v").write_text("tampered\n")
    capsys.readouterr()
    assert regenerate.run("small", True, root) == 1
    assert "generated/small/tp2/certificate.v: differs" in capsys.readouterr().out


def test_regeneration_is_byte_identical(tmp_path):
    root = _root(tmp_path, MEMBERS)
    sp = spec.load("small", root / "corpus" / "specs")
    assert build.build_corpus(root, sp)[0] == build.build_corpus(root, sp)[0]


def test_planted_defect_that_proves_stops_regeneration(tmp_path):
    members = [{"name": "not_a_defect", "plan": TP2, "expect": "false_goal"}]
    root = _root(tmp_path, members)
    assert regenerate.run("small", False, root) == 1
    assert not (root / "generated" / "small").exists()  # nothing written


def _pass(bazel_bin: Path, pkg: Path, rel: str, name: str, ok: bool = True) -> None:
    v = bazel_bin / rel / f"{name}.verdict"
    v.parent.mkdir(parents=True, exist_ok=True)
    v.write_text(("PASS" if ok else "FAIL") + "\nsource sha256 %s\n" % build.sha256((pkg / f"{name}.v").read_bytes()))


def test_coverage_counts_current_pass_verdicts_over_full_denominator(tmp_path):
    root = _root(tmp_path, MEMBERS)
    assert regenerate.run("small", False, root) == 0
    rel = "generated/small/tp2"
    pkg = root / rel
    bb = tmp_path / "bazel-bin"
    text, complete = coverage.report(root, bb, "small")
    assert "obligations 0/9 proved" in text and not complete  # no verdicts yet: nothing counts
    for v in sorted(pkg.glob("*.v")):
        _pass(bb, pkg, rel, v.stem)
    text, complete = coverage.report(root, bb, "small")
    assert "obligations 9/9 proved (14 before deduplication); certificate PASS" in text
    assert "by relation kind: partial sum" in text and "by parallelism:   tp" in text
    # what the member's certificate claims, from its record
    assert "    claim (every size of every axis): over any commutative ring, for every size of every axis (tp)" in text
    assert "defect: planted defect refuted (false_goal)" in text
    # the member expected to be proved that is not stays in the denominator and the findings
    assert "bug: not proved (false_goal)" in text and "observables 4/8;" in text and not complete
    # a verdict for another version of the source is no proof
    (pkg / "certificate.v").write_text((pkg / "certificate.v").read_text() + "\n")
    text, _ = coverage.report(root, bb, "small")
    assert "certificate not proved" in text


def test_coverage_of_a_single_package_reports_its_claim(tmp_path):
    # generated/example is one package (no spec): its certificate and claim
    from emitter import prove
    root = tmp_path / "root"
    shutil.copytree(REPO / "tests" / "data" / "trust", root / "trust")
    (root / "WORKSPACE").write_text("")
    rel = "generated/pinned"
    res = prove.prove(str(root / "trust" / "tp2_pinned.textproto"), str(root / rel), run_tests=False)
    assert res.label == "generated", res.message
    bb = tmp_path / "bazel-bin"
    text, complete = coverage.report(root, bb, "pinned")
    assert text.splitlines()[:2] == [
        "package generated/pinned (plan tp2_pinned): certificate not proved",
        "  claim (size-limited): over any commutative ring, for tp = 2; all dims; all ranks"]
    assert "  size bounds: tp = 2" in text and not complete
    _pass(bb, root / rel, rel, "certificate")
    assert coverage.report(root, bb, "pinned")[1]


# ------------------------------------------------------------------ rewrites (corpus/rewrites.py)

LLAMA_TP = "frontends/planner/configs/llama1_tp2.json"


def test_unknown_or_inapplicable_rewrite_is_a_usage_error(tmp_path, capsys):
    root = _root(tmp_path, [{"name": "r", "planner_config": LLAMA_TP, "rewrite": "no_such_rewrite", "expect": "proved"}])
    assert regenerate.run("small", False, root) == 2
    assert "no rewrite 'no_such_rewrite'" in capsys.readouterr().err
    # a rewrite names the node it edits: a plan without it is the spec's mistake, named
    root = _root(tmp_path / "b", [{"name": "r", "plan": TP2, "rewrite": "mlp_rs_ag", "expect": "proved"}])
    assert regenerate.run("small", False, root) == 2
    assert "has no PM node 'l0_mlp_out'" in capsys.readouterr().err
    assert not (root / "generated" / "small").exists()


@pytest.mark.parametrize("rewrite,msg", [
    ("key_positions_own_arange", "generates it: expect it proved"),
    ("key_positions_own_arange_bug", "refutes it (the rewrite or the evaluator is wrong)"),
])
def test_a_gap_that_proves_or_is_refuted_stops_regeneration(tmp_path, capsys, rewrite, msg):
    root = _root(tmp_path, [{"name": "r", "planner_config": LLAMA_TP, "rewrite": rewrite, "expect": "gap"}])
    assert regenerate.run("small", False, root) == 1
    assert msg in capsys.readouterr().err
    assert not (root / "generated" / "small").exists()


def test_a_gap_is_kept_reported_and_leaves_the_corpus_incomplete(tmp_path):
    members = [{"name": "mask", "planner_config": LLAMA_TP, "rewrite": "mask_from_compare", "expect": "gap"},
               {"name": "mask_bug", "planner_config": LLAMA_TP, "rewrite": "mask_from_compare_bug",
                "expect": "false_goal"}]
    root = _root(tmp_path, members)
    assert regenerate.run("small", False, root) == 0
    doc = json.loads((root / "generated" / "small" / "MANIFEST.json").read_text())
    rec = {r["name"]: r for r in doc["members"]}
    assert rec["mask"]["verdict"] == "missing_relation_rule" and rec["mask"]["rewrite"] == "mask_from_compare"
    assert rec["mask_bug"]["verdict"] == "false_goal" and rec["mask_bug"]["counterexample"]
    text, complete = coverage.report(root, tmp_path / "bazel-bin", "small")
    assert not complete
    assert "GAP (an equivalent plan not proved yet): missing_relation_rule at" in text
    assert "gaps (equivalent plans the compiler does not prove yet): 1\n  mask: missing_relation_rule" in text
    assert "mask_bug: planted defect refuted (false_goal)" in text


def test_a_rewrite_records_its_function_as_provenance():
    from corpus import rewrites
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build as plan_build
    from audit import provenance
    cfg, data = config_mod.load(str(REPO / LLAMA_TP))
    plan = rewrites.apply(plan_build(cfg, data), "mlp_rs_ag_bug")
    assert plan.name == "llama1_tp2_mlp_rs_ag_bug"
    art = plan.provenance[-1]
    assert art.artifact == "corpus/rewrites.py:mlp_rs_ag"
    assert provenance.expected_digest(REPO, art.artifact)[0] == art.sha256
