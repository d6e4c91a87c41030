"""FSDP x TP on a (dp, tp) mesh (semantics/MeshOuter.v; emitter/infer.py
relation_from_proto / _select_outer_strided; emitter/rules/linear.py matmul_row):
the strided encoding of a dim split against the mesh order, the outer-axis
all_gather / reduce_scatter, matmul_row at a contraction written otherwise, and where they refuse.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_fsdp.py"""
from __future__ import annotations

from pathlib import Path

import pytest

from emitter import infer, obligations, plan_io, validate
from emitter.errors import InvalidPlan, Location, MissingRelationRule
from emitter.rules import linear
from emitter.rules.base import MatchCtx
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter import relation
from emitter.relation import Level

P = plan_pb2
REPO = Path(__file__).resolve().parents[2]
FSDP = REPO / "tests" / "data" / "examples" / "fsdp_tp_2d.textproto"
DP2TP2 = REPO / "tests" / "compiler" / "data" / "mlp_dp2_tp2.textproto"


def _plan(path: Path = FSDP) -> P.Plan:
    return plan_io.load(str(path))


def _infer(plan: P.Plan, partial: bool = False):
    return infer.infer(validate.validate(plan, partial=partial))


def _step(inf, name: str):
    return next(s for s in inf.steps if s.node.name == name)


def _rel(*placements) -> P.Relation:
    r = P.Relation()
    for axis, kind, dim in placements:
        r.placements.add(axis=axis, kind=kind, dim=dim)
    return r


S = P.REL_CONTIGUOUS_SHARD


class _Dims:
    axes = ("dp", "tp")


def _v(k: str) -> Poly:
    return Poly.var(k)


# ------------------------------------------------------------------ the encoding

def test_tp_then_dp_on_one_dim_is_strided_outer_view():
    dims = relation.Dims(_plan())
    f_q, dp, tp, d = _v("s:f_q"), _v("a:dp"), _v("a:tp"), _v("s:d")
    m = infer.relation_from_proto(_rel(("tp", S, 1), ("dp", S, 1)), dims, Location(), (d, f_q),
                              (d, dp * tp * f_q))
    assert m.bad is None
    assert m.levels == (Level("strided_shard", "dp", 1), Level("contiguous_shard", "tp", 1))
    assert m.shapes == ((d, tp * f_q), (d, f_q))
    assert m.describe() == "[dp:strided_shard(1)][tp:contiguous_shard(1)]"


def test_mesh_order_on_one_dim_stays_nested():
    dims = relation.Dims(_plan())
    f_q, dp, tp, d = _v("s:f_q"), _v("a:dp"), _v("a:tp"), _v("s:d")
    m = infer.relation_from_proto(_rel(("dp", S, 1), ("tp", S, 1)), dims, Location(), (d, f_q),
                              (d, dp * tp * f_q))
    assert m.levels == (Level("contiguous_shard", "dp", 1), Level("contiguous_shard", "tp", 1))


def test_against_order_zigzag_has_no_encoding():
    dims = relation.Dims(_plan())
    f_q, d = _v("s:f_q"), _v("s:d")
    m = infer.relation_from_proto(_rel(("tp", P.REL_ZIGZAG, 1), ("dp", S, 1)), dims, Location(), (d, f_q),
                              (d, f_q))
    assert m.bad and "strided" in m.bad


# ------------------------------------------------------------------ the plan

def test_fsdp_tp_2d_selects_the_meshouter_lemmas():
    inf = _infer(_plan())
    assert len(inf.steps) == 18
    for name, lemma in [("w1_tp", "nest_gather_strided"), ("w2_tp", "nest_gather_strided"),
                        ("dw1", "nest_reduce_scatter_strided"), ("dw2", "nest_reduce_scatter_strided")]:
        st = _step(inf, name)
        assert (st.app.kind, st.app.rule.lemma, st.app.axis_index) == ("outer_strided", lemma, 0)
    assert _step(inf, "w1_tp").output.rel.levels == (Level("replicated", "dp"), Level("contiguous_shard", "tp", 1))
    assert _step(inf, "dw1").output.rel.levels == (Level("strided_shard", "dp", 1), Level("contiguous_shard", "tp", 1))
    # the tp level of y_partial contracts dp * tp * f_q, which renders
    # innermost axis first, tp * (dp * f_q) (coq_render.nat): matmul_row
    assert _step(inf, "y_partial").app.levels[1].rule.name == "matmul_row"


def test_fsdp_obligations_close_side_conditions_by_ring():
    inf = _infer(_plan())
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (18, 15)
    gather = unique[per_step[[s.node.name for s in inf.steps].index("w1_tp")]]
    assert "rel_strided_shard P0 1 n0" in gather.statement
    assert "nest_gather_strided R P0 P1 1 n0" in gather.source and "by ring." in gather.source
    row = unique[per_step[[s.node.name for s in inf.steps].index("y_partial")]]
    assert "@rule_matmul_row R P1 (P0 * n1)" in row.source  # the lemma's k = P * c as rendered


def test_deterministic():
    a = obligations.build(_infer(_plan()))
    b = obligations.build(_infer(_plan()))
    assert a == b


def test_reduce_scatter_with_scale_stops():
    plan = _plan()
    node = next(n for n in plan.programs[0].graph.nodes if n.name == "dw1")
    node.collective.scale.num.constant = 2
    with pytest.raises(MissingRelationRule) as e:
        _infer(plan)
    assert e.value.location.node == "dw1"
    assert any("nest_reduce_scatter_strided" in c and "scale" in c for c in e.value.details["rule_candidates"])


def test_outer_gather_of_a_mesh_order_layout_stops():
    # w1 placed dp-then-tp on dim 1: the dp all_gather would need a different
    # lemma (the tp chunk is not contiguous after it); no rule, named stop
    plan = _plan()
    b = next(b for b in plan.inputs if b.pm_tensor == "w1")
    b.relation.CopyFrom(_rel(("dp", S, 1), ("tp", S, 1)))
    # dw1 is still observed tp-then-dp: not how the update consumes it
    with pytest.raises(InvalidPlan, match="dw1 declared"):
        _infer(plan)
    with pytest.raises(MissingRelationRule) as e:
        _infer(plan, partial=True)
    assert e.value.location.node == "w1_tp"
    assert any("nest_gather_strided" in c and "strided_shard" in c for c in e.value.details["rule_candidates"])


def test_mlp_dp2_tp2_unchanged():
    inf = _infer(_plan(DP2TP2))
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (16, 13)
    assert not any("MeshOuter" in o.source for o in unique.values())


# ------------------------------------------------------------------ matmul_row's k = P * c

def _ctx(axes, A_local, A_sm, B_local, out_local):
    class D:
        pass
    dims = D()
    dims.axes = axes
    tp = "tp"
    A = relation.LevelFact("a", "a", Level("contiguous_shard", tp, len(A_local) - 1), A_local, A_sm, P.VALUE_RING)
    B = relation.LevelFact("b", "b", Level("contiguous_shard", tp, 0), B_local, B_local, P.VALUE_RING)
    node = P.Node(name="mm", op=P.OP_MATMUL)
    return MatchCtx(node=node, sm_node=node, inputs=(A, B), axis=tp, out_local=out_local, out_sm=(),
                    dims=dims, groups={}, mesh=None)


def test_matmul_row_takes_the_contraction_however_it_renders():
    b, n = _v("s:b"), _v("s:n")
    dp, tp, f = _v("a:dp"), _v("a:tp"), _v("s:f")
    # one rule: k = P * c by erefl where it renders so (tp * (dp * f) on
    # mesh (dp, tp), innermost axis first), by ring otherwise (one-axis
    # meshes, dp a size)
    app = linear._matmul_row(_ctx(("dp", "tp"), (b, dp * f), (b, dp * tp * f), (dp * f, n), (b, n)))
    assert not isinstance(app, str) and ("raw", "erefl") in app.args
    app = linear._matmul_row(_ctx(("tp",), (b, dp * f), (b, dp * tp * f), (dp * f, n), (b, n)))
    assert not isinstance(app, str) and ("eq", (dp * tp * f, (tp, dp * f))) in app.args
    # not P * c at all
    assert isinstance(linear._matmul_row(_ctx(("dp", "tp"), (b, dp * f), (b, dp * f), (dp * f, n), (b, n))), str)


# ------------------------------------------- FSDP as DTensor placements x TP
# (the PyTorch importer's `llama_fsdp:fsdp_tp`): a table stored Shard(0) on
# dp and Shard(0) on tp is materialized as DTensor does it (all_gather on
# tp, then on dp, then tp rank t's slice), and the vocab-parallel embedding
# reads it on tp (the token ids sharded on dp, as the batch is).

def _fsdp_table_plan(same_batch: bool = False) -> P.Plan:
    from frontends.common import plan_writer as B
    from frontends.common.plan_writer import Ex
    b = B.PlanBuilder("fsdp_table")
    dp, tp = b.axis("dp", 2), b.axis("tp", 2)
    b.group("dp", ["dp"])
    b.group("tp", ["tp"])
    c, d, n = b.symbols("c d n")
    V = dp.size * tp.size * c
    N = n if same_batch else dp.size * n
    E, ids = b.sm.param("E", [V, d]), b.sm.input("ids", [N], kind="index")
    b.sm.op(P.OP_EMBEDDING, [E, ids], [("emb", [N, d], P.VALUE_RING)],
            embedding=P.EmbeddingAttrs(offset=B.ex(0)))
    pm = b.program()
    El, idl = pm.input("E", [c, d]), pm.input("ids", [n], kind="index")
    g1 = pm.all_gather(El, "tp", 0, 0, tp.size, "g_tp")
    g2 = pm.all_gather(g1, "dp", 0, 0, dp.size, "g_dp")
    piece = pm.slice(g2, 0, tp.coord * dp.size * c, dp.size * c, "piece", helper="layout")
    (e,) = pm.op(P.OP_EMBEDDING, [piece, idl], [("emb_p", [n, d], P.VALUE_RING)], realizes="emb",
                 embedding=P.EmbeddingAttrs(offset=B.ex(tp.coord * dp.size * c)))
    out = pm.all_reduce(e, "tp", 1, "emb_r")
    b.bind("E", "E", b.rel(dp=B.shard(0), tp=B.shard(0)))
    on_dp = B.rep() if same_batch else B.shard(0)
    b.bind("ids", "ids", b.rel(dp=on_dp, tp=B.rep()))
    b.contract("ids_range", "ids", 0, V)
    b.observe("emb", "emb", out.name, b.rel(dp=on_dp, tp=B.rep()), output="value")
    b.provenance("test", b"fsdp_table")
    return b.build()


def test_fsdp_table_gathered_over_dp_with_tp_replicated():
    inf = _infer(_fsdp_table_plan())
    names = [s.app.rule.name for s in inf.steps]
    # the dp gather runs while every tp rank holds its dp chunk whole
    assert names == ["nest_coll_inner^1(axis_coll(all_gather))",
                     "nest_coll_inner^0(nest_all_gather_mid_rep(all_gather))",
                     "nest_view(pass, slice_expert)", "nest(embedding_tokens_contiguous, embedding_vocab)",
                     "nest_coll_inner^1(axis_coll(all_reduce))"], names
    assert _step(inf, "g_dp").output.rel.describe() == "[dp:replicated][tp:replicated]"
    per_step, unique = obligations.build(inf)
    gather = unique[per_step[1]]
    assert "nest_all_gather_mid_rep" in gather.source and "From TV Require Import RulesFsdp." in gather.source
    # a size split by both axes renders innermost axis first, as the tp
    # level's rules state P * c (the embedding's table rows, its offset)
    emb = unique[per_step[[s.node.name for s in inf.steps].index("emb_p")]]
    assert "P1 * (P0 * n0)" in emb.statement, emb.statement


def test_fsdp_table_with_the_same_batch_on_every_dp_rank():
    # ZeRO-3 without data parallelism: the dp level sees the table and the
    # ids replicated (RulesFsdp.v rule_embedding_replicated)
    inf = _infer(_fsdp_table_plan(same_batch=True))
    assert _step(inf, "emb_p").app.rule.name == "nest(embedding_replicated, embedding_vocab)"
    per_step, unique = obligations.build(inf)
    emb = unique[per_step[[s.node.name for s in inf.steps].index("emb_p")]]
    assert "rule_embedding_replicated" in emb.source and "From TV Require Import RulesFsdp." in emb.source
