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
    """DP with the gradient all-reduce of the replicated weight deleted (a
    false goal as it stands) and its observable declared a partial sum over
    dp instead: true as a theorem (the replicas sum to the SM gradient), but
    the replicas would apply different updates. The specification derives
    `replicated`, as w is bound."""
    p = examples.dp2_loss()
    p.name = "gradient_weakened_to_partial_sum"
    g = p.programs[0].graph
    (reduce,) = [n for n in g.nodes if n.outputs == ["dw"]]
    g.nodes.remove(reduce)
    g.tensors.remove(next(t for t in g.tensors if t.name == "dw"))
    o = next(o for o in p.observables if o.sm_tensor == "dw")
    o.pm_tensor = "dw_partial"
    o.relation.placements[0].kind = P.REL_PARTIAL_SUM
    return p


# name -> (builder, expected category, what the diagnostic must name)
TRUST = {
    "gradient_weakened_to_partial_sum": (gradient_weakened_to_partial_sum, "invalid_plan", "dw"),
    "stale_pipeline_copy_tp1": (lambda: examples.pp2_mlp("stale_copy", tp_size=1), "false_goal", "y"),
    "stale_pipeline_copy_tp2": (lambda: examples.pp2_mlp("stale_copy", tp_size=2), "false_goal", "y"),
}
