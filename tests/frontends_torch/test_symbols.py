"""The importer's size naming (frontends/torch/symbols.py) on hand-built
constant-size plans: what a capture produces (no torch needed)."""

from __future__ import annotations

from emitter.evaluator.evaluate import evaluate
from emitter.validate import validate
from frontends.common import plan_writer as B
from frontends.torch import symbols
from proto import plan_pb2 as P


def dp_matmul(dp: int, rows: int, k: int, n: int) -> P.Plan:
    """DP matmul with constant sizes: x [rows, k] sharded on dp, w replicated."""
    b = B.PlanBuilder("dp_matmul")
    b.axis("dp", dp)
    b.group("dp", ["dp"])
    x, w = b.sm.input("x", [rows, k]), b.sm.param("w", [k, n])
    b.sm.matmul(x, w, name="y")
    pm = b.program()
    xl, wl = pm.input("x", [rows // dp, k]), pm.input("w", [k, n])
    pm.matmul(xl, wl, name="y", realizes="y")
    b.bind("x", "x", b.rel(dp=B.shard(0)))
    b.bind("w", "w", b.rel(dp=B.rep()))
    b.observe("y", "y", "y", b.rel(dp=B.shard(0)), output="value")
    b.provenance("test", b"dp_matmul")
    return b.build()


def factors(e: P.Expr) -> list[tuple[int, list[str]]]:
    return [(t.coeff, sorted(f.symbol or "axis:" + f.axis_size for f in t.factors)) for t in e.terms]


def test_sizes_are_named_by_primes_and_the_axis():
    plan, why = symbols.symbolize(dp_matmul(2, 22, 7, 13))
    assert why.startswith("sizes named"), why
    assert [(s.name, s.min, s.recorded) for s in plan.symbols] == [("p7", 7, 7), ("p11", 11, 11), ("p13", 13, 13)]
    sm = {t.name: [factors(d) for d in t.shape] for t in plan.sm.tensors}
    pm = {t.name: [factors(d) for d in t.shape] for t in plan.programs[0].graph.tensors}
    assert sm["x"] == [[(1, ["axis:dp", "p11"])], [(1, ["p7"])]]
    assert pm["x"] == [[(1, ["p11"])], [(1, ["p7"])]]
    # the evaluator runs the named plan at the recorded sizes: the traced plan
    assert evaluate(validate(plan), shrink=False).equal


def test_literal_two_stays_a_constant_off_a_size_two_mesh():
    plan, why = symbols.symbolize(dp_matmul(3, 30, 10, 7))
    assert why.startswith("sizes named"), why
    x = next(t for t in plan.sm.tensors if t.name == "x")
    assert factors(x.shape[0]) == [(2, ["axis:dp", "p5"])]


def test_a_prime_no_size_stands_for_stays_a_literal_factor():
    # 21 = 3 * 7 where no size is 3 alone: a structural multiplier (a fused
    # q/k/v of width 3 * dim), not a size of its own
    plan, why = symbols.symbolize(dp_matmul(2, 22, 21, 7))
    assert why.startswith("sizes named"), why
    assert [s.name for s in plan.symbols] == ["p7", "p11"]
    w = next(t for t in plan.sm.tensors if t.name == "w")
    assert factors(w.shape[0]) == [(3, ["p7"])]
    assert evaluate(validate(plan), shrink=False).equal


def test_an_axis_prime_to_a_power_keeps_constants():
    # 4 on a dp = 2 mesh: dp * dp is no layout, a coincidence of sizes
    plan, why = symbols.symbolize(dp_matmul(2, 4, 3, 5))
    assert why == "sizes kept constant: size 4 has the dp axis size 2 to a power > 1"
    assert not plan.symbols and plan.sm.tensors[0].shape[0].constant == 4


def test_non_prime_or_repeated_axis_sizes_keep_constants():
    _, why = symbols.symbolize(dp_matmul(4, 20, 3, 5))
    assert why == "sizes kept constant: mesh axis dp has size 4, not a prime"


def test_a_retrace_names_powers_of_two():
    # dp = 2 and every size a power of two: unnameable alone (4 = dp * dp?);
    # the retrace at dp = 3 with prime sizes chooses rows = dp * p7
    plan, why = symbols.name_by_retrace(dp_matmul(2, 4, 4, 8), dp_matmul(3, 21, 11, 13))
    assert why == "sizes named by a retrace: symbols p7=2, p11=4, p13=8", why
    sm = {t.name: [factors(d) for d in t.shape] for t in plan.sm.tensors}
    pm = {t.name: [factors(d) for d in t.shape] for t in plan.programs[0].graph.tensors}
    assert sm["x"] == [[(1, ["axis:dp", "p7"])], [(1, ["p11"])]]
    assert pm["x"] == [[(1, ["p7"])], [(1, ["p11"])]]
    assert [(s.name, s.min, s.recorded) for s in plan.symbols] == [("p7", 2, 2), ("p11", 4, 4), ("p13", 8, 8)]
    assert evaluate(validate(plan), shrink=False).equal


def test_a_retrace_whose_forms_disagree_keeps_constants():
    # the retrace says rows = dp * k (33 = 3 * 11): rows 6 gives k = 3, but k is 4
    plan, why = symbols.name_by_retrace(dp_matmul(2, 6, 4, 8), dp_matmul(3, 33, 11, 13))
    assert why == "sizes kept constant: SM tensor x dim 1 is not its retrace form p11 at {'p11': 3, 'p13': 8}", why
    assert not plan.symbols


def _renamed(plan: P.Plan, old: str, new: str) -> P.Plan:
    """`plan` with PM tensor `old` called `new` (aten's per-trace counters)."""
    out = P.Plan()
    out.CopyFrom(plan)
    g = out.programs[0].graph
    for t in g.tensors:
        t.name = new if t.name == old else t.name
    for n in g.nodes:
        n.outputs[:] = [new if x == old else x for x in n.outputs]
        n.inputs[:] = [new if x == old else x for x in n.inputs]
    for o in out.observables:
        o.pm_tensor = new if o.pm_tensor == old else o.pm_tensor
    return out


def test_a_retrace_whose_names_differ_by_trace_counters_still_names():
    # the (dp, tp) = (5, 3) twin of the FSDP Llama traces more slices than
    # the (2, 2) capture (DTensor's redistribution), so aten numbers the
    # later ones differently; the sizes sit in the same places
    alt = _renamed(dp_matmul(3, 21, 11, 13), "y", "y_20")
    plan, why = symbols.name_by_retrace(dp_matmul(2, 4, 4, 8), alt)
    assert why == "sizes named by a retrace: symbols p7=2, p11=4, p13=8", why
    assert [t.name for t in plan.programs[0].graph.tensors] == ["x", "w", "y"]  # the capture's names


def test_a_retrace_wired_differently_keeps_constants():
    alt = dp_matmul(3, 21, 11, 13)
    node = alt.programs[0].graph.nodes[0]
    node.inputs[:] = list(reversed(node.inputs))
    plan, why = symbols.name_by_retrace(dp_matmul(2, 4, 4, 8), alt)
    assert why == "sizes kept constant: the retrace's graphs differ from the capture's", why
