"""Unit tests of the real-model suite's pieces (suite/README.md). The suite
itself runs with `tools/real-suite score`; these stay fast (~1 min)."""

from __future__ import annotations

import collections
import inspect
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for p in (ROOT, os.path.join(ROOT, ".cache", "gen")):
    if p not in sys.path:
        sys.path.insert(0, p)

from suite import cases as cases_mod  # noqa: E402
from suite import score  # noqa: E402
from suite.cases import CASES, INTENDED, by_id  # noqa: E402

LABELS = os.path.join(ROOT, "suite", "labels.json")
KINDS = ("equivalent", "silent_bug", "loud_bug", "model_error")


def labels() -> dict[str, dict]:
    with open(LABELS) as f:
        return {r["id"]: r for r in json.load(f)["cases"]}


# ------------------------------------------------------------------ the case list

def test_case_list_invariants():
    ids = [c.id for c in CASES]
    assert len(ids) >= 24
    assert len(set(ids)) == len(ids), [i for i, n in collections.Counter(ids).items() if n > 1]
    archs = {c.arch for c in CASES}
    assert len(archs) >= 6, archs
    for needed in ("hf_llama", "hf_mistral", "hf_gemma", "hf_gpt2", "titan_llama"):
        assert needed in archs
    assert archs & {"hf_phi", "hf_phi3"} and archs & {"hf_olmoe", "hf_granitemoe"}
    for c in CASES:
        assert c.intended in INTENDED, c
        names = [p.split("=")[0] for p in c.mesh.split(",")]
        assert all("=" in p for p in c.mesh.split(",")) and len(set(names)) == len(names), c


def test_every_ref_resolves():
    from frontends.torch.spec import PlanSpec, load_ref, plan_spec

    for c in CASES:
        assert callable(load_ref(c.model)), c.model
        if c.step:
            assert callable(load_ref(c.step))
        names = tuple(p.split("=")[0] for p in c.mesh.split(","))
        spec = plan_spec(c.plan, names)  # a plan function or a PlanSpec factory on these axes
        assert isinstance(spec, PlanSpec)
        assert spec.mesh_axes == names
        # every plan says what it was written as
        doc = inspect.getdoc(load_ref(c.plan)) or ""
        assert any(w in doc for w in ("CORRECT", "LOOK-ALIKE", "SILENT BUG", "LOUD BUG")), c.plan


def test_cli_args_are_the_case():
    c = by_id("titan/tp_sp")
    assert c.cli_args() == ["--model", c.model, "--plan", c.plan, "--mesh", "tp=2", "--batch", "2",
                            "--seq", str(c.seq)]


# ------------------------------------------------------------------ labels.json

def test_labels_in_sync_with_cases():
    with open(LABELS) as f:
        doc = json.load(f)
    assert [r["id"] for r in doc["cases"]] == [c.id for c in CASES], "run tools/real-suite label"
    for r in doc["cases"]:
        assert r["label"] in KINDS, r
        if r["label"] == "silent_bug":
            assert r["differs"], r
        if r["label"] == "loud_bug":
            assert r["error"]["exception"], r
    # deterministic: sorted keys, as the labeller writes it
    with open(LABELS) as f:
        text = f.read()
    assert text == json.dumps(doc, indent=1, sort_keys=True) + "\n"


def test_each_architecture_has_an_equivalent_and_a_silent_bug():
    lab = labels()
    per = collections.defaultdict(set)
    for c in CASES:
        per[c.arch].add(lab[c.id]["label"])
    for arch, kinds in per.items():
        assert "equivalent" in kinds, arch
        assert "silent_bug" in kinds, arch
    assert sum(1 for r in lab.values() if r["label"] == "loud_bug") >= 3


# ------------------------------------------------------------------ labelling end to end

def _label_in_fresh_process(case_id: str) -> dict:
    """label_case under LocalTensorMode in a fresh interpreter, which must
    not import the verifier (emitter/)."""
    code = ("import json, sys; from suite.cases import by_id; from suite.label import label_case; "
            f"rec = label_case(by_id({case_id!r}), backend='local'); "
            "bad = sorted(m for m in sys.modules if m == 'emitter' or m.startswith('emitter.')); "
            "print(json.dumps({'rec': rec, 'emitter': bad}))")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, os.path.join(ROOT, ".cache", "gen"),
                                                       os.environ.get("PYTHONPATH", "")]))
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env=env,
                       timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    out = json.loads(p.stdout.strip().splitlines()[-1])
    assert out["emitter"] == [], out["emitter"]
    return out["rec"]


def test_label_plain_pytorch_correct_tp():
    rec = _label_in_fresh_process("titan/tp_sp")
    assert rec["label"] == "equivalent" == labels()["titan/tp_sp"]["label"]
    assert rec["observables"] == 23  # loss, logits, 21 gradients


def test_label_plain_pytorch_sp_bug():
    rec = _label_in_fresh_process("titan/sp_norm_missing_seq4")
    assert rec["label"] == "silent_bug" == labels()["titan/sp_norm_missing_seq4"]["label"]
    assert "loss" in rec["differs"] and "logits" in rec["differs"]


# ------------------------------------------------------------------ the score mapping

FALSE_GOAL = {"verdict": "false_goal", "message": "loss differs",
              "location": {"sm_node": "layers_0__add", "pm_node": "layers_0__add_3", "rank": 0, "tensor": None},
              "counterexample": {"observable": "loss", "expected": 1, "got": 2}}


@pytest.mark.parametrize("label,verdict,mark", [
    ("equivalent", {"verdict": "proved"}, "match"),
    ("equivalent", {"verdict": "generated"}, "pending"),
    ("equivalent", {"verdict": "missing_relation_rule"}, "mismatch"),
    ("equivalent", None, "mismatch"),
    ("silent_bug", FALSE_GOAL, "match"),
    ("silent_bug", dict(FALSE_GOAL, counterexample=None), "mismatch"),
    ("silent_bug", dict(FALSE_GOAL, location={"sm_node": None, "pm_node": None, "rank": None}), "mismatch"),
    ("silent_bug", {"verdict": "proved"}, "mismatch"),
    ("silent_bug", {"verdict": "generated"}, "mismatch"),
    ("loud_bug", {"verdict": "invalid_plan", "message": "step raised"}, "match"),
    ("loud_bug", {"verdict": "unsupported_operator"}, "match"),
    ("loud_bug", {"verdict": "proved"}, "mismatch"),
    ("loud_bug", {"verdict": "false_goal"}, "mismatch"),
    ("loud_bug", None, "mismatch"),
    ("model_error", {"verdict": "model_error"}, "match"),
    ("labeller_error", {"verdict": "proved"}, "mismatch"),
])
def test_judge(label, verdict, mark):
    assert score.judge(label, verdict)[0] == mark


def test_table_reports_failing_rows():
    rows = [{"id": "a/x", "arch": "a", "plan": "suite.plans:x", "mesh": "tp=2", "label": "silent_bug",
             "verdict": {"verdict": "proved"}, "mark": "mismatch", "reason": "expected false_goal, got proved"},
            {"id": "a/y", "arch": "a", "plan": "suite.plans:y", "mesh": "tp=2", "label": "equivalent",
             "verdict": None, "crash": "timeout after 5 s", "mark": "mismatch", "reason": "no verdict"}]
    t = score.table(rows)
    assert t.count("✗") == 2 and "a/x" in t and "a/y" in t and "timeout" in t
    assert score.summary(rows).startswith("0/2 match")
