"""Layouts by a composed map (RulesReshape.v merge_map / merge_inner_map,
RulesEmbedding.v *_cols, RulesStrided.v rule_batched_matmul_row_strided,
Rules.v rule_mul_partial_rep): transformers' MoE experts under their own
`tp_plan`, cut small. The experts' gate_up weight [E, 2I, H] is
`packed_colwise` (strided on 2I, two pieces) and down [E, H, I] `rowwise`
(contiguous on I); each routed token's weights are picked as the rows of
the flattened weight (an embedding), split back, and multiplied (batched
matmuls); down's products are partial sums, scaled by the routing weight
and all-reduced. End to end through coqc, and its buggy twin (gate_up
sharded contiguously, transformers' `colwise`) refuted by the evaluator.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_maps.py"""
from __future__ import annotations

import inspect

from emitter import infer, validate
from frontends.common.plan_writer import PlanBuilder, partial, rep, shard, strided
from proto import plan_pb2
from tests.compiler.coqc_package import coqc_package, generate

P = plan_pb2


def _reshape(g, x, shape, name, **kw):
    return g.op(P.OP_RESHAPE, [x], [(name, shape, P.VALUE_RING)], **kw)[0]


def _pick(g, w, ids, shape, name, **kw):
    return g.op(P.OP_EMBEDDING, [w, ids], [(name, shape, P.VALUE_RING)], embedding=P.EmbeddingAttrs(), **kw)[0]


def experts(bug: bool = False) -> P.Plan:
    """tokens x [T, H] routed to expert ids [T] with weights r [T, 1]:
    gu = W_gu[ids] (rows [2I * H] picked, split back to [2I, H]) times x,
    u = the second piece, y = W_d[ids] times u, scaled by r, all-reduced;
    the weight gradient of W_gu from dgu [T, 2I, H] (the picked rows'
    backward) and x's gradient gu^T dh, all-reduced. `bug`: W_gu bound Shard(1) (each rank a contiguous half of
    [gate | up])."""
    b = PlanBuilder(f"moe_experts_maps{'_bug' if bug else ''}")
    tp = b.axis("tp", 2)
    b.group("tp", ["tp"])
    E, T, H, c = b.symbols("E T H c")
    I = tp.size * c
    for g, i in ((b.sm, I), (b.program(), c)):
        kw = (lambda n: {"realizes": n}) if g is not b.sm else (lambda n: {})
        x, ids, r = g.input("x", [T, H]), g.input("ids", [T], kind="index"), g.input("r", [T, 1])
        wgu, wd = g.param("w_gu", [E, 2 * i, H]), g.param("w_d", [E, H, i])
        dgu = g.input("dgu", [T, 2 * i, H])
        rows = _reshape(g, wgu, [E, 2 * i * H], "gu_rows", **kw("gu_rows"))
        gu = _reshape(g, _pick(g, rows, ids, [T, 2 * i * H], "gu_pick", **kw("gu_pick")), [T, 2 * i, H], "gu",
                      **kw("gu"))
        xs = _reshape(g, x, [T, H, 1], "xs", **kw("xs"))
        h = g.batched_matmul(gu, xs, "h", **kw("h"))
        u = g.slice(h, 1, i, i, "u", **kw("u"))
        drows = _reshape(g, wd, [E, H * i], "d_rows", **kw("d_rows"))
        d = _reshape(g, _pick(g, drows, ids, [T, H * i], "d_pick", **kw("d_pick")), [T, H, i], "d", **kw("d"))
        y = g.batched_matmul(d, u, "y", **kw("y"))
        yr = g.mul(y, g.op(P.OP_BROADCAST, [r], [("r_b", [T, H, 1], P.VALUE_RING)],
                           broadcast=P.BroadcastAttrs(dims=[0, 2]), **kw("r_b"))[0], "yr", **kw("yr"))
        dg_rows = _reshape(g, dgu, [T, 2 * i * H], "dg_rows", **kw("dg_rows"))
        dw = g.op(P.OP_EMBEDDING_BACKWARD, [dg_rows, ids], [("dw_rows", [E, 2 * i * H], P.VALUE_RING)],
                  embedding=P.EmbeddingAttrs(), **kw("dw_rows"))[0]
        dwgu = _reshape(g, dw, [E, 2 * i, H], "dw_gu", **kw("dw_gu"))
        # x's gradient through gate_up: gu^T dh, contracting the strided 2I
        gut = g.transpose(gu, [0, 2, 1], "gu_t", **kw("gu_t"))
        dx = g.batched_matmul(gut, g.input("dh", [T, 2 * i, 1]), "dx", **kw("dx"))
        if g is not b.sm:
            yfull = g.all_reduce(yr, "tp", 0, "y_full")
            dxfull = g.all_reduce(dx, "tp", 1, "dx_full")
            pm = dict(u=u, yfull=yfull, dwgu=dwgu, dx=dxfull)
    gu_layout = b.rel(tp=shard(1) if bug else strided(1, 2))
    for name, rel in (("x", b.rel()), ("ids", b.rel()), ("r", b.rel()), ("w_gu", gu_layout),
                      ("w_d", b.rel(tp=shard(2))), ("dgu", b.rel(tp=strided(1, 2))),
                      ("dh", b.rel(tp=strided(1, 2)))):
        b.bind(name, name, rel)
    b.contract("ids_experts", "ids", 0, E)
    b.observe("u", "u", pm["u"].name, b.rel(tp=shard(1)), output="value")
    b.observe("y", "yr", pm["yfull"].name, b.rel(), output="value")
    b.observe("dw_gu", "dw_gu", pm["dwgu"].name, b.rel(tp=strided(1, 2)), output="value")
    b.observe("dx", "dx", pm["dx"].name, b.rel(), output="value")
    b.provenance("tests/compiler/test_rules_maps.py:experts", inspect.getsource(experts).encode())
    return b.build()




def test_every_map_rule_is_selected():
    inf = infer.infer(validate.validate(experts()))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["gu_rows"] == "reshape_merge_map" and got["gu_pick"] == "embedding_cols"
    assert got["gu"] == "reshape_split_map" and got["h"] == "batched_matmul_rows"
    assert got["d_rows"] == "reshape_merge_inner" and got["d"] == "reshape_split_inner"
    assert got["y"] == "batched_matmul_row" and got["dx"] == "batched_matmul_row_strided"
    assert got["yr"] == "mul_partial_rep"
    assert got["dw_rows"] == "embedding_backward_cols" and got["dw_gu"] == "reshape_split_map"
    facts = {s.node.name: s.output.rel.levels[0] for s in inf.steps}
    assert facts["gu_rows"].kind == "reindex" and facts["gu_rows"].map[0] == "merge_map"
    assert facts["d_rows"].map[0] == "merge_inner_map"
    assert (facts["gu"].kind, facts["gu"].pieces) == ("strided_shard", 2)
    assert facts["d"].kind == "contiguous_shard" and facts["d"].dim == 2


def test_the_experts_tp_plan_is_proved_by_coqc(tmp_path):
    v = generate(tmp_path, experts())
    assert v.label == "generated", v.render()
    coqc_package(tmp_path, {f.name: f.read_bytes() for f in (tmp_path / "gen").iterdir() if f.is_file()})


def test_gate_up_sharded_contiguously_is_a_false_goal(tmp_path):
    v = generate(tmp_path, experts(bug=True))
    assert v.label == "false_goal", v.render()
    assert v.counterexample is not None
