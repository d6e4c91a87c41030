"""Acceptance 1 and 4: every example validates and evaluates equal; the
committed text files are fresh; io round trips; timing of the largest."""

import json
import os
import time

import pytest

import examples
import regenerate
from conftest import DATA
from emitter import plan_io
from emitter.evaluator import evaluate
from emitter.validate import validate

NAMES = sorted(examples.EXAMPLES)


def load(name):
    return plan_io.load(os.path.join(DATA, "examples", f"{name}.textproto"))


@pytest.mark.parametrize("name", NAMES)
def test_example_validates_and_evaluates_equal(name):
    rep = evaluate(validate(load(name)))
    assert rep.equal, rep.divergence.render()
    assert rep.observables and not rep.failing
    assert all(v >= 2 for v in rep.instantiation.values())


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_example_equal_for_other_seeds(name, seed):
    assert evaluate(validate(load(name)), seed=seed).equal


@pytest.mark.parametrize("name", NAMES)
def test_evaluation_is_deterministic(name):
    a = evaluate(validate(load(name))).as_json()
    b = evaluate(validate(load(name))).as_json()
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def test_committed_files_are_fresh():
    for rel, text in regenerate.rendered().items():
        with open(os.path.join(DATA, rel)) as f:
            assert f.read() == text, f"{rel} is stale: run tests/plan_ir/regenerate.py"


@pytest.mark.parametrize("name", NAMES)
def test_binary_and_text_round_trip(name, tmp_path):
    plan = load(name)
    assert plan_io.plan_from_binary(plan_io.plan_to_binary(plan)) == plan
    assert plan_io.plan_from_text(plan_io.plan_to_text(plan)) == plan
    path = str(tmp_path / "p.binpb")
    plan_io.save(plan, path)
    assert plan_io.load(path) == plan
    assert plan_io.plan_to_binary(plan) == plan_io.plan_to_binary(plan_io.load(path))


def _size(name):
    vp = validate(load(name))
    return sum(t.dims and __import__("math").prod(t.dims) or 1
               for g in [vp.sm] + [p.graph for p in vp.programs] for t in g.tensors.values()) * vp.mesh.world


def test_largest_example_evaluates_under_a_second():
    largest = max(NAMES, key=_size)
    vp = validate(load(largest))
    evaluate(vp)  # warm numpy paths
    t0 = time.perf_counter()
    rep = evaluate(vp)
    seconds = time.perf_counter() - t0
    print(f"\nevaluator on largest example {largest}: {seconds * 1000:.1f} ms")
    assert rep.equal
    assert seconds < 1.0
