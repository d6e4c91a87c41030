"""Acceptance 3: the bad-input corpus, each file rejected with the category,
exit code and location its manifest states -- through the API and through
the CLI, which writes nothing."""

import json
import os
import subprocess
import sys

import pytest

import make_bad_inputs
from conftest import DATA, HERE
from emitter import plan_io
from emitter.errors import PlanError
from emitter.validate import validate

BAD = os.path.join(DATA, "bad")
with open(os.path.join(BAD, "MANIFEST.json")) as _f:
    MANIFEST = json.load(_f)
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))


def test_corpus_is_large_enough_and_fresh():
    assert len(MANIFEST) >= 25
    files, manifest = make_bad_inputs.build_corpus()
    assert manifest == MANIFEST, "run tests/plan_ir/make_bad_inputs.py"
    for name, data in files.items():
        with open(os.path.join(BAD, name), "rb") as f:
            assert f.read() == data, f"{name} is stale"
    listed = {e["file"] for e in MANIFEST} | {"MANIFEST.json"}
    assert set(os.listdir(BAD)) == listed


@pytest.mark.parametrize("entry", MANIFEST, ids=[e["file"] for e in MANIFEST])
def test_rejected_with_category_and_location(entry):
    with pytest.raises(PlanError) as e:
        validate(plan_io.load(os.path.join(BAD, entry["file"])))
    err = e.value
    assert err.category.label == entry["category"], err.render()
    assert err.exit_code == entry["exit_code"]
    got = err.location.as_dict()
    for key, want in entry["location"].items():
        assert got.get(key) == want, f"{key}: {got} vs {entry['location']}"


def _cli(args, cwd):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
    return subprocess.run([sys.executable, "-m", "emitter.validate_main", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60)


def _snapshot(*dirs):
    out = {}
    for d in dirs:
        for root, _, files in os.walk(d):
            for f in files:
                p = os.path.join(root, f)
                out[p] = os.stat(p).st_mtime_ns
    return out


@pytest.mark.parametrize("entry", MANIFEST[::5], ids=[e["file"] for e in MANIFEST[::5]])
def test_cli_exit_code_message_and_nothing_written(entry, tmp_path):
    path = os.path.join(BAD, entry["file"])
    before = _snapshot(str(tmp_path), BAD)
    r = _cli([path], str(tmp_path))
    assert r.returncode == entry["exit_code"], r.stderr
    assert r.stderr.startswith(f"{entry['category']} (exit {entry['exit_code']}):")
    assert r.stdout == ""
    j = _cli(["--json", path], str(tmp_path))
    out = json.loads(j.stdout)
    assert out["verdict"] == entry["category"] and out["exit_code"] == entry["exit_code"]
    for k, v in entry["location"].items():
        assert out["location"][k] == v
    assert _snapshot(str(tmp_path), BAD) == before


def test_cli_usage_and_valid(tmp_path):
    r = _cli([], str(tmp_path))
    assert r.returncode == 2 and r.stderr.startswith("usage (exit 2)")
    r = _cli([os.path.join(BAD, "nope.textproto")], str(tmp_path))
    assert r.returncode == 2
    r = _cli([os.path.join(BAD, "MANIFEST.json")], str(tmp_path))
    assert r.returncode == 2
    ok = os.path.join(DATA, "examples", "mlp_tp2.textproto")
    r = _cli([ok], str(tmp_path))
    assert r.returncode == 0 and r.stdout.startswith("valid:")
    bug = os.path.join(DATA, "buggy", "mlp_tp2_missing_allreduce.textproto")
    r = _cli(["--evaluate", bug], str(tmp_path))
    assert r.returncode == 15 and r.stderr.startswith("false_goal (exit 15)")
    assert "y_partial" in r.stderr
    assert os.listdir(tmp_path) == []
