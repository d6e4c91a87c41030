"""The independent reader on pointwise ops whose entry function is a
nonlinear primitive (cos, sin: function arguments, never axioms)."""
from __future__ import annotations

import pytest

from checker import attrs
from proto import plan_pb2 as P


@pytest.mark.parametrize("op,right,wrong", [(P.OP_COS, "f_cos", "f_sin"), (P.OP_SIN, "f_sin", "f_cos")])
def test_the_entry_must_be_the_ops_own_primitive(op, right, wrong):
    node = P.Node(op=op)
    assert attrs.entry_difference(node, ("id", right)) is None
    assert "the plan's is " + right in attrs.entry_difference(node, ("id", wrong))


def test_the_emitter_renders_the_entry_the_reader_expects():
    from emitter import coq_render
    for op, fn in ((P.OP_COS, "f_cos"), (P.OP_SIN, "f_sin")):
        node = P.Node(op=op)
        assert coq_render.pointwise_entry(node) == f"({fn})"
        assert coq_render.functions_of(node) == (fn[2:],)
