"""Fail-closed fuzzing: random mutants of correct plans through the full
pipeline (tests/fuzz/pipeline.py states the invariants).

Plain pytest, outside `bazel test` (it drives Bazel in a copy of the
workspace on its own --output_base). TV_FUZZ_MUTANTS (default 200) bounds
the number of hypothesis examples; bench/fuzz_bench.py runs thousands.
"""
from __future__ import annotations

import collections
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mutate
import pipeline

MUTANTS = int(os.environ.get("TV_FUZZ_MUTANTS", "200"))
OUTCOMES: list = []


def applicable(plans) -> list[tuple[str, str]]:
    """(plan, operator) pairs where the operator has a site."""
    return [(name, op) for name in sorted(plans) for op in sorted(mutate.OPERATORS)
            if any(mutate.mutate(plans[name], op, s) is not None for s in range(3))]


@pytest.fixture(scope="module")
def pairs(seed_plans):
    return applicable(seed_plans)


def test_every_operator_applies_somewhere(pairs):
    assert {op for _, op in pairs} == set(mutate.OPERATORS)


@pytest.mark.parametrize("plan,op", [
    ("compiler/mlp_tp2", "drop_collective"),
    ("compiler/mlp_tp2", "change_scale"),
    ("cp2_zigzag", "permute_chunks"),
    ("planner/yoco_tiny_cp2_contiguous", "change_mask"),
    ("planner/yoco_tiny_cp2_contiguous", "shift_slice"),
    ("cp2_zigzag", "swap_inputs"),
    ("cp2_zigzag", "change_scale"),
    ("dp2_loss", "duplicate_collective"),
])
def test_known_bugs_are_false_goals_without_bazel(workspace, seed_plans, plan, op):
    """The first of seeds 0..49 whose mutant the evaluator finds different
    must end in false_goal, decided before any package is generated."""
    for seed in range(50):
        r = mutate.mutate(seed_plans[plan], op, seed)
        if r and pipeline.oracle(r[0])[0] == "different":
            break
    else:
        pytest.fail("no seed makes %s a real bug in %s" % (op, plan))
    o = workspace.run(r[0], plan, r[1])
    OUTCOMES.append(o)
    assert o.violation is None, o
    assert o.verdict == "false_goal" and not o.bazel_ran, o


@pytest.mark.parametrize("seed", range(4))
def test_wrong_peer_is_rejected(workspace, seed_plans, seed):
    """On a 2-rank CP ring a halo shift moved by one member brings the
    rank's own tail (or, with send/recv, leaves the ring or breaks the
    pairing): rejected, never proved."""
    m, desc = mutate.mutate(seed_plans["planner/yoco_tiny_cp2_contiguous"], "change_peer", seed)
    o = workspace.run(m, "planner/yoco_tiny_cp2_contiguous", desc)
    OUTCOMES.append(o)
    assert o.violation is None, o
    assert o.verdict in ("invalid_plan", "ambiguous_authority", "false_goal"), o


def test_unmutated_provable_plan_is_proved(workspace, seed_plans):
    o = workspace.run(seed_plans["compiler/mlp_tp2"], "compiler/mlp_tp2", "none")
    assert o.violation is None and o.verdict == "proved" and o.bazel_ran, o


@settings(max_examples=MUTANTS, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                 HealthCheck.data_too_large])
@given(data=st.data())
def test_mutants_fail_closed(workspace, seed_plans, pairs, data):
    plan, op = data.draw(st.sampled_from(pairs), label="plan, operator")
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    r = mutate.mutate(seed_plans[plan], op, seed)
    if r is None:
        return  # no site for this seed (rare: sites are seed-independent for most operators)
    m, desc = r
    o = workspace.run(m, plan, desc)
    OUTCOMES.append(o)
    assert o.violation is None, "%s / %s: %s\n%s" % (plan, desc, o.violation, o.detail)


def test_summary():
    """Runs last (file order): the table, and that the run exercised both
    rejection and proof."""
    assert OUTCOMES, "no mutants ran"
    by = collections.Counter(o.verdict for o in OUTCOMES)
    print("\nmutants %d; by verdict %s; proved-and-equivalent %d; proved-but-different %d; Bazel runs %d"
          % (len(OUTCOMES), dict(sorted(by.items())), sum(o.verdict == "proved" for o in OUTCOMES),
             sum(o.verdict == "proved" and o.oracle != "equivalent" for o in OUTCOMES),
             sum(o.bazel_ran for o in OUTCOMES)))
    assert not [o for o in OUTCOMES if o.violation]
    assert by["false_goal"] > 0
