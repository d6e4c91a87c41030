"""The registry's generic rules at op facts (emitter/rules/generic.py): the
linear rule's refusals and the registry errors of a malformed entry.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_generic_facts.py"""
from __future__ import annotations

import pytest

from emitter.relation import Level, LevelFact
from emitter.rules import generic
from emitter.rules.base import MatchCtx
from emitter.rules.registry import Entry, Pattern
from emitter.symbolic import Poly
from proto import plan_pb2
from tests.compiler.facts import fact_rule

P = plan_pb2
S = (Poly.var("s:B"), Poly.var("s:N"))


def _add_ctx(rel_x, rel_y):
    node = P.Node(name="z", op=P.OP_ADD, inputs=["x", "y"], outputs=["z"])
    ins = tuple(LevelFact(t, t, r, S, S, P.VALUE_RING) for t, r in (("x", rel_x), ("y", rel_y)))
    return MatchCtx(node=node, sm_node=node, inputs=ins, axis="tp", out_local=S, out_sm=S, dims=None,
                    groups={}, mesh=None)


def test_linear_rule_takes_one_partial_sum_on_every_input():
    rule = fact_rule("lin_add")
    app = rule.matcher(_add_ctx(Level("partial_sum", "tp", None, 2), Level("partial_sum", "tp", None, 2)))
    assert not isinstance(app, str) and app.out_rel == Level("partial_sum", "tp", None, 2)
    assert app.uses == ("TV.RulesLayout",)
    # operands of different scales: not one partial sum
    why = rule.matcher(_add_ctx(Level("partial_sum", "tp", None, 1), Level("partial_sum", "tp", None, 2)))
    assert why == "needs one partial sum (one scale) on every input"
    # a replicated operand is the replicated rule's (or no rule's), never the linear one's
    why = rule.matcher(_add_ctx(Level("partial_sum", "tp", None, 1), Level("replicated", "tp")))
    assert why == "needs every input partial_sum"


def test_entry_with_an_unknown_op_class_is_refused():
    e = Entry("bad", "rule_bad", (), "TV.RulesLayout", (Pattern("X", ("partial_sum",)),),
              Pattern("out", ("partial_sum",)), ("_", "op.fact"), op_class="linearish")
    with pytest.raises(ValueError, match="op_class"):
        generic.rules((e,))


def test_fact_binder_outside_a_fact_rule_is_refused():
    e = Entry("bad", "rule_bad", ("add",), "TV.RulesLayout",
              (Pattern("X", ("partial_sum",)), Pattern("Y", ("partial_sum",))), Pattern("out", ("partial_sum",)),
              ("axis_size", "op.fact"))
    (rule,) = generic.rules((e,))
    with pytest.raises(ValueError, match="op.fact"):
        rule.matcher(_add_ctx(Level("partial_sum", "tp", None, 1), Level("partial_sum", "tp", None, 1)))
