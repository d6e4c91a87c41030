"""The importer's size naming by structure (frontends/torch/sizes.py) on
hand-built constant-size plans, what a capture produces (no torch needed):
powers of two and equal mesh degrees, where no value tells two sizes apart."""

from __future__ import annotations

from emitter.evaluator.evaluate import evaluate
from emitter.validate import validate
from frontends.common import plan_writer as B
from frontends.torch.sizes import name_by_structure
from proto import plan_pb2 as P


def forms(e: P.Expr) -> str:
    """An Expr as text: `dp` an axis size, `c(tp)` a coordinate."""
    parts = [str(e.constant)] if e.constant else []
    for t in e.terms:
        fs = sorted(f.symbol or (f"c({f.coord})" if f.coord else f.axis_size) for f in t.factors)
        parts.append("*".join(([str(t.coeff)] if t.coeff != 1 else []) + fs))
    return " + ".join(parts) or "0"


def shapes(g: P.Graph) -> dict[str, list[str]]:
    return {t.name: [forms(d) for d in t.shape] for t in g.tensors}


def matmul_2d(slice_w: bool = False) -> P.Plan:
    """y = x @ w on a (dp, tp) = (2, 2) mesh, every size 4 globally: x rows
    sharded on dp, w columns on tp (or w replicated and each tp rank slicing
    its columns, as DTensor does)."""
    b = B.PlanBuilder("matmul_2d")
    b.axis("dp", 2)
    b.axis("tp", 2)
    x, w = b.sm.input("x", [4, 4]), b.sm.param("w", [4, 4])
    b.sm.matmul(x, w, name="y")
    pm = b.program()
    xl = pm.input("x", [2, 4])
    if slice_w:
        wl = pm.slice(pm.input("w", [4, 4]), 1, B.Ex.var("coord", "tp") * 2, 2, name="w_tp", helper="layout")
    else:
        wl = pm.input("w", [4, 2])
    pm.matmul(xl, wl, name="y", realizes="y")
    b.bind("x", "x", b.rel(dp=B.shard(0)))
    b.bind("w", "w", b.rel(tp=B.rep() if slice_w else B.shard(1)))
    b.observe("y", "y", "y", b.rel(dp=B.shard(0), tp=B.shard(1)), output="value")
    b.provenance("test", b"matmul_2d")
    return b.build()


def test_equal_axis_sizes_stay_apart_by_the_relations_that_name_them():
    plan, why = name_by_structure(matmul_2d())
    assert why == "sizes named by structure: symbols d0=2, d1=4, d2=2", why
    assert shapes(plan.sm) == {"x": ["d0*dp", "d1"], "w": ["d1", "d2*tp"], "y": ["d0*dp", "d2*tp"]}
    assert shapes(plan.programs[0].graph) == {"x": ["d0", "d1"], "w": ["d1", "d2"], "y": ["d0", "d2"]}
    assert [(s.name, s.min, s.recorded) for s in plan.symbols] == [("d0", 2, 2), ("d1", 2, 4), ("d2", 2, 2)]
    # the evaluator runs the named plan at the recorded sizes: the traced plan
    assert evaluate(validate(plan), shrink=False).equal


def test_a_shard_slice_starts_at_its_length_times_the_coordinate():
    plan, why = name_by_structure(matmul_2d(slice_w=True))
    assert why.startswith("sizes named by structure"), why
    node = next(n for n in plan.programs[0].graph.nodes if n.name == "w_tp")
    assert (forms(node.slice.start), forms(node.slice.length)) == ("c(tp)*d2", "d2")
    assert shapes(plan.sm)["w"] == ["d1", "d2*tp"]
    assert evaluate(validate(plan), shrink=False).equal


def flatten_unflatten() -> P.Plan:
    """x [B, S, D] flattened to [B * S, D], multiplied, viewed back as
    [B, S, D]; B sharded on dp. On the ranks B and S are both 2."""
    b = B.PlanBuilder("views")
    b.axis("dp", 2)
    sm = b.sm
    x, w = sm.input("x", [4, 2, 8]), sm.param("w", [8, 8])
    f = sm.op(P.OP_RESHAPE, [x], [("f", [8, 8], P.VALUE_RING)])[0]
    m = sm.matmul(f, w, name="m")
    sm.op(P.OP_RESHAPE, [m], [("y", [4, 2, 8], P.VALUE_RING)])
    pm = b.program()
    xl, wl = pm.input("x", [2, 2, 8]), pm.input("w", [8, 8])
    fl = pm.op(P.OP_RESHAPE, [xl], [("f", [4, 8], P.VALUE_RING)], realizes="f")[0]
    ml = pm.matmul(fl, wl, name="m", realizes="m")
    pm.op(P.OP_RESHAPE, [ml], [("y", [2, 2, 8], P.VALUE_RING)], realizes="y")
    b.bind("x", "x", b.rel(dp=B.shard(0)))
    b.bind("w", "w", b.rel(dp=B.rep()))
    b.observe("y", "y", "y", b.rel(dp=B.shard(0)), output="value")
    b.provenance("test", b"views")
    return b.build()


def test_a_flattened_dim_viewed_back_pairs_its_dims_in_order():
    plan, why = name_by_structure(flatten_unflatten())
    assert why.startswith("sizes named by structure"), why
    # the ranks' B and S are both 2: only their order tells them apart
    assert shapes(plan.programs[0].graph)["y"] == ["d0", "d1", "d3"]
    assert shapes(plan.sm)["y"] == ["d0*dp", "d1", "d3"]
    assert shapes(plan.sm)["f"] == ["d0*d1*dp", "d2"]
    assert evaluate(validate(plan), shrink=False).equal


def test_a_size_no_input_has_is_a_literal_of_the_code():
    b = B.PlanBuilder("literal")
    b.axis("dp", 2)
    x = b.sm.input("x", [4, 8])
    e = b.sm.broadcast(x, [4, 3, 8], [0, 2], name="e")     # an expand's new dim of 3
    b.sm.reduce_sum(e, [1], name="y")
    pm = b.program()
    xl = pm.input("x", [2, 8])
    el = pm.broadcast(xl, [2, 3, 8], [0, 2], name="e", realizes="e")
    pm.reduce_sum(el, [1], name="y", realizes="y")
    b.bind("x", "x", b.rel(dp=B.shard(0)))
    b.observe("y", "y", "y", b.rel(dp=B.shard(0)), output="value")
    b.provenance("test", b"literal")
    plan, why = name_by_structure(b.build())
    assert why == "sizes named by structure: symbols d0=2, d1=8", why
    assert shapes(plan.sm)["e"] == ["d0*dp", "3", "d1"]


def test_an_index_bound_is_named_by_the_dim_the_index_points_into():
    b = B.PlanBuilder("ce")
    b.axis("dp", 2)
    x, lab = b.sm.input("x", [4, 8]), b.sm.input("labels", [4], kind="index", role="label")
    b.sm.cross_entropy(x, lab, name="ce")
    pm = b.program()
    pm.cross_entropy(pm.input("x", [2, 8]), pm.input("labels", [2], kind="index", role="label"),
                     name="ce", realizes="ce")
    b.bind("x", "x", b.rel(dp=B.shard(0)))
    b.bind("labels", "labels", b.rel(dp=B.shard(0)))
    b.contract("labels_in_vocab", "labels", 0, 8)
    b.observe("ce", "ce", "ce", b.rel(dp=B.shard(0)), output="value")
    b.provenance("test", b"ce")
    plan, why = name_by_structure(b.build())
    assert why.startswith("sizes named by structure"), why
    assert forms(plan.contracts[0].hi) == forms(plan.sm.tensors[0].shape[1]) == "d1"


def test_a_view_no_run_of_dims_explains_keeps_constant_sizes():
    b = B.PlanBuilder("odd_view")
    b.axis("dp", 1)
    x = b.sm.input("x", [2, 6])
    b.sm.op(P.OP_RESHAPE, [x], [("y", [3, 4], P.VALUE_RING)])
    pm = b.program()
    pm.op(P.OP_RESHAPE, [pm.input("x", [2, 6])], [("y", [3, 4], P.VALUE_RING)], realizes="y")
    b.bind("x", "x", b.rel(dp=B.rep()))
    b.observe("y", "y", "y", b.rel(dp=B.rep()), output="value")
    b.provenance("test", b"odd_view")
    before = b.build()
    plan, why = name_by_structure(before)
    assert why == "sizes kept constant: 2 size equations name no one size (v0 * v1 = v2 * v3)", why
    assert plan == before


def test_naming_is_deterministic():
    one, _ = name_by_structure(flatten_unflatten())
    two, _ = name_by_structure(flatten_unflatten())
    assert one.SerializeToString(deterministic=True) == two.SerializeToString(deterministic=True)


def _literal_slice(start: int) -> P.Plan:
    """y = x[start:start + 2] (a literal offset of the code) of x[8, 4], replicated on tp."""
    b = B.PlanBuilder("literal_slice")
    b.axis("tp", 2)
    x = b.sm.input("x", [8, 4])
    b.sm.slice(x, 0, start, 2, name="y")
    pm = b.program()
    pm.slice(pm.input("x", [8, 4]), 0, start, 2, name="y", realizes="y")
    b.bind("x", "x", b.rel(tp=B.rep()))
    b.observe("y", "y", "y", b.rel(tp=B.rep()), output="value")
    b.provenance("test", b"literal_slice")
    return b.build()


def test_a_slice_that_needs_room_is_a_size_hypothesis():
    # x[3:5] of a dim of 8 (the slice's length 2, no input's size, a
    # literal): in range only while 5 <= the dim, which the code needs; the
    # claim states it and the evaluator starts at 2 elsewhere
    plan, why = name_by_structure(_literal_slice(3))
    assert why.startswith("sizes named by structure"), why
    assert [(forms(c.lhs), forms(c.rhs)) for c in plan.constraints] == [("5", "d0")]
    assert [(s.name, s.min, s.recorded) for s in plan.symbols] == [("d0", 2, 8), ("d1", 2, 4)]
    vp = validate(plan)
    assert dict(vp.instantiation) == {"d0": 5, "d1": 2}
