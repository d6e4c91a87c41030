"""`add_const` (x + c; issue 24 point 1, the `+ eps` of a hand-written
RMSNorm) keeps any layout and a replicated value, and has no rule for a
partial sum: every rank would add c once, so the ranks' sum is x + P c.
Inference refuses that plan, and the evaluator shows it is wrong."""
from __future__ import annotations

import inspect

import pytest

from emitter import infer, validate
from emitter.errors import MissingRelationRule
from emitter.evaluator.evaluate import evaluate
from frontends.common.plan_writer import PlanBuilder, partial, rep, shard


def _plan(placement: str, pm_den: int = 1000):
    b = PlanBuilder(f"add_const_{placement}", seed=5)
    tp = b.axis("tp", 2)
    b.group("g", axes=["tp"])
    n, c, d = b.symbols("n c d")
    b.constrain(n, "==", tp.size * c)
    x = b.sm.input("x", [n, d])
    b.sm.add_const(x, "y", 1, 1000)
    pm = b.program()
    local = [c, d] if placement == "shard" else [n, d]
    y = pm.add_const(pm.input("x", local), "y", 1, pm_den, realizes="y")
    p = {"shard": shard(0), "replicated": rep(), "partial": partial()}[placement]
    b.bind("x", "x", b.rel(tp=p))
    b.observe("y", "y", y.name, b.rel(tp=p))
    b.output("y", "value")
    b.provenance("tests/compiler/test_add_const.py:_plan", inspect.getsource(_plan).encode())
    return b.build()


@pytest.mark.parametrize("placement,rule", [("shard", "map1_reindex"), ("replicated", "map1_replicated")])
def test_add_const_keeps_a_layout_and_a_replicated_value(placement, rule):
    vp = validate.validate(_plan(placement))
    (step,) = infer.infer(vp).steps
    assert step.app.rule.name == rule
    assert evaluate(vp, shrink=False).equal


def test_add_const_of_a_partial_sum_is_refused_and_wrong():
    # observing a partial sum is less than a value's specification (partial=True says so)
    vp = validate.validate(_plan("partial"), partial=True)
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(vp)
    assert "add_const" in str(e.value)
    rep_ = evaluate(vp, shrink=False)
    assert not rep_.equal and "y" in rep_.failing


def test_add_const_of_another_constant_than_the_sms_is_refused_and_wrong():
    vp = validate.validate(_plan("shard", pm_den=999))
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(vp)
    assert "the op's parameters differ from the SM node's" in str(e.value.details.get("rule_candidates")), e.value.details
    assert not evaluate(vp, shrink=False).equal
