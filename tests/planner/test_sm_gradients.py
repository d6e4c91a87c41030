"""The SM graph's backward is the derivative of its forward: central
finite differences of the loss (float64, real nonlinearities) against the
SM's own gradient tensors, for entries of every parameter."""

from __future__ import annotations

import numpy as np
import pytest

from emitter.validate import validate
from tests.planner import float_sm
from tests.planner.test_planner import plan_of

H = 1e-6


def _mismatches(plan) -> list:
    vp = validate(plan)
    grads = {o.sm_tensor for o in plan.observables}
    params = sorted(t.name for t in plan.sm.tensors if t.role == plan_pb2_param())
    inputs = float_sm.random_inputs(vp, seed=5)
    base = float_sm.run(vp, inputs)
    rng = np.random.default_rng(6)
    bad = []
    for p in params:
        grad = base[f"d_{p}"]
        assert f"d_{p}" in grads
        for _ in range(2):
            idx = tuple(int(rng.integers(0, s)) for s in inputs[p].shape)
            plus, minus = dict(inputs), dict(inputs)
            plus[p] = inputs[p].copy(); plus[p][idx] += H
            minus[p] = inputs[p].copy(); minus[p][idx] -= H
            fd = (float_sm.run(vp, plus)["loss"] - float_sm.run(vp, minus)["loss"]) / (2 * H)
            if not abs(fd - grad[idx]) <= 1e-5 + 1e-4 * abs(fd):
                bad.append((p, idx, fd, grad[idx]))
    return bad


@pytest.mark.parametrize("name", ["llama_dp2_tp2_sp", "yoco_tiny_dp2_tp2_sp", "yoco_tiny_dense_cp2"])
def test_sm_backward_matches_finite_differences(name):
    assert _mismatches(plan_of(name)) == []


@pytest.mark.parametrize("node, new_input", [("s0_ffn_dgate", ("s0_ffn_dgate_norm", "s0_ffn_dgate_direct")),
                                             ("l0_mlp_du", ("l0_mlp_v", "l0_mlp_ds"))])
def test_a_wrong_backward_is_caught(node, new_input):
    """The check has teeth: corrupt one backward node of the SM."""
    plan = plan_of("yoco_tiny_dp2_tp2_sp" if node.startswith("s0") else "llama_dp2_tp2_sp")
    n = next(n for n in plan.sm.nodes if n.name == node)
    del n.inputs[:]
    n.inputs.extend(new_input)
    assert _mismatches(plan)


def plan_pb2_param():
    from proto import plan_pb2
    return plan_pb2.ROLE_PARAMETER
