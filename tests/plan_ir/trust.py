"""The specification-trust scenarios of tests/data/trust (issue 22): plans
that an earlier compiler proved although they are wrong, each written with
the builder from a correct example. `regenerate.py` writes them; the
expected outcome of each is in TRUST.
"""
from __future__ import annotations

import examples
from proto import plan_pb2

P = plan_pb2


def gradient_weakened_to_partial_sum() -> P.Plan:
    """DP: the gradient observable of the replicated weight declared a
    partial sum over dp. True as a theorem (the replicas sum to the SM
    gradient), but the replicas would apply different updates: the
    specification derives `replicated`, as w is bound."""
    p = examples.dp2_loss()
    p.name = "gradient_weakened_to_partial_sum"
    o = next(o for o in p.observables if o.sm_tensor == "dw")
    o.relation.placements[0].kind = P.REL_PARTIAL_SUM
    return p


# name -> (builder, expected category, what the diagnostic must name)
TRUST = {
    "gradient_weakened_to_partial_sum": (gradient_weakened_to_partial_sum, "invalid_plan", "dw"),
    "stale_pipeline_copy_tp1": (lambda: examples.pp2_mlp("stale_copy", tp_size=1), "false_goal", "y"),
    "stale_pipeline_copy_tp2": (lambda: examples.pp2_mlp("stale_copy", tp_size=2), "false_goal", "y"),
}
