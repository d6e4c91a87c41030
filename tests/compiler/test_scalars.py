"""Op-attribute scalars with rsqrt (ScaleAttrs.factor.rsqrt): YOCO scales
the embedding by sqrt(d) = rsqrt(1/d). The factor is a ring value through
the quantified primitive f_rsqrt, never a special case of the rules."""

from __future__ import annotations

from emitter import coq_render, infer, obligations, validate
from emitter.symbolic import Poly
from proto import plan_pb2
from tests.compiler.test_rules_vocab import _planner_plan, truncate
from emitter import relation
from emitter.relation import Ratio, RsqrtOf, op_scalar, scale_from_proto

P = plan_pb2
X0 = {"x0": {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 1), "tp": ("contiguous_shard", 1)}}


def test_op_scalar_keeps_rsqrt_and_relation_scales_refuse_it():
    s = P.Scalar(num=P.Expr(constant=1), den=P.Expr(constant=4), rsqrt=True)
    dims = relation.Dims(P.Plan())
    assert op_scalar(s, dims) == RsqrtOf(Ratio(Poly.const(1), Poly.const(4)))
    assert scale_from_proto(s, dims) is None  # a partial_sum scale is never rsqrt
    assert op_scalar(P.Scalar(num=P.Expr(constant=1), den=P.Expr(constant=0), rsqrt=True), dims) is None
    assert coq_render.ring_scale(RsqrtOf(3), None) == "(f_rsqrt (3%:R)%R)"


def test_yoco_embedding_scale_by_rsqrt_is_proved_by_the_layout_rule():
    plan = truncate(_planner_plan("yoco_tiny_dp2_tp2_sp"), "x0", X0)
    inf = infer.infer(validate.validate(plan))
    step = next(s for s in inf.steps if s.node.name == "x0")
    assert step.app.rule.name == "nest(map1_reindex, map1_reindex)"  # dp x tp
    per_step, unique = obligations.build(inf)
    st = unique[per_step[[s.node.name for s in inf.steps].index("x0")]].statement
    assert "(f_rsqrt : R -> R)" in st and "op_scale (f_rsqrt (1%:R / " in st
