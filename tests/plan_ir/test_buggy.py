"""Acceptance 2: each buggy variant is a false goal whose first diverging
tensor is named, with a shrunk counterexample that still fails."""

import os

import numpy as np
import pytest

import examples
from conftest import DATA
from emitter import plan_io
from emitter.errors import Category, FalseGoal
from emitter.evaluator import check, evaluate
from emitter.evaluator.evaluate import Evaluator
from emitter.validate import validate

BUGGY = sorted(examples.BUGGY)


def load(name):
    return plan_io.load(os.path.join(DATA, "buggy", f"{name}.textproto"))


@pytest.mark.parametrize("name", BUGGY)
def test_bug_found_with_first_diverging_tensor(name):
    _, _, expected_tensor = examples.BUGGY[name]
    vp = validate(load(name))
    rep = evaluate(vp)
    assert not rep.equal
    d = rep.divergence
    assert d.pm_tensor == expected_tensor, d.render()
    assert d.expected != d.actual
    # the program that runs the diverging node (one per pipeline stage, else "main")
    assert d.sm_tensor and any(p.name == d.program and d.pm_node in p.graph.node_index for p in vp.programs)


@pytest.mark.parametrize("name", BUGGY)
def test_check_raises_false_goal_with_location(name):
    with pytest.raises(FalseGoal) as e:
        check(validate(load(name)))
    err = e.value
    assert err.category is Category.FALSE_GOAL and err.exit_code == 15
    assert err.location.tensor == examples.BUGGY[name][2]
    assert err.location.rank is not None
    assert err.details["counterexample"]["observable"] in rep_failing(name)


def rep_failing(name):
    return evaluate(validate(load(name)), shrink=False).failing


@pytest.mark.parametrize("name", BUGGY)
def test_counterexample_is_shrunk_and_reproduces(name):
    vp = validate(load(name))
    rep = evaluate(vp)
    cex = rep.counterexample
    ring = {k: v for k, v in cex["inputs"].items() if "nonzero" in v}
    total = sum(int(np.prod(v["shape"])) for v in ring.values())
    kept = sum(v["nonzero_count"] for v in ring.values())
    assert kept < total, "shrinking removed nothing"
    # Rebuild the shrunk inputs and rerun: the same observable still fails.
    ev = Evaluator(vp)
    inputs = ev.inputs()
    for k, v in ring.items():
        arr = np.zeros(v["shape"], dtype=np.int64)
        assert len(v["nonzero"]) == v["nonzero_count"], "counterexample listing truncated"
        for idx, val in v["nonzero"].items():
            arr[tuple(int(i) for i in idx.split(",") if i)] = val
        inputs[k] = arr
    failing = [n for n, _ in ev.run(inputs).failures]
    assert cex["observable"] in failing


def test_fixed_plans_are_equal():
    # The flags off give the committed correct examples: bugs are the only difference.
    for name, (fn, bug, _) in examples.BUGGY.items():
        assert evaluate(validate(fn()), shrink=False).equal
        assert not evaluate(validate(fn(bug)), shrink=False).equal
