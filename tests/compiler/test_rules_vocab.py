"""Vocab-parallel embedding (emitter/rules/vocab.py, semantics/RulesVocab.v):
matcher unit tests and the planner's Llama plans cut after the embedding.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_vocab.py"""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from emitter import infer, obligations, validate
from emitter.errors import MissingRelationRule
from emitter.rules import vocab
from emitter.rules.base import MatchCtx
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.relation import Level, LevelFact

P = plan_pb2
REPO = Path(__file__).resolve().parents[2]
CONFIGS = REPO / "frontends" / "planner" / "configs"


# ------------------------------------------------------------------ matcher unit tests

class _Dims:
    """The slice of relation.Dims the matchers read."""

    def __init__(self, axes=("tp",)):
        self.axes = axes

    def poly(self, e: P.Expr) -> Poly:
        return self.raw(e)

    def raw(self, e: P.Expr) -> Poly:
        out = Poly.const(e.constant)
        for t in e.terms:
            m = Poly.const(t.coeff)
            for v in t.factors:
                k = v.WhichOneof("kind")
                m = m * Poly.var({"symbol": "s:", "axis_size": "a:", "coord": "c:"}[k] + getattr(v, k))
            out = out + m
        return out


def _expr(*factors: tuple[str, str]) -> P.Expr:
    e = P.Expr()
    if factors:
        t = e.terms.add(coeff=1)
        for kind, name in factors:
            t.factors.add(**{kind: name})
    return e


S = Poly.var
PT = S("a:tp")
VL, D, B, N = S("s:V_l"), S("s:d"), S("s:B"), S("s:N")


def _emb_node(offset: P.Expr) -> P.Node:
    n = P.Node(name="emb_out_partial", op=P.OP_EMBEDDING, inputs=["emb", "ids"], outputs=["emb_out_partial"])
    n.embedding.offset.CopyFrom(offset)
    return n


def _ctx(E_rel, ids_rel, offset, axes=("tp",), axis="tp", table=None, ids_shape=(B, N), sm_offset=None):
    table = table or ((VL, D), (PT * VL, D))
    sm = _emb_node(sm_offset if sm_offset is not None else _expr())
    sm.name = "emb_out"
    E = LevelFact("emb", "emb", E_rel, table[0], table[1], P.VALUE_RING)
    I = LevelFact("ids", "ids", ids_rel, tuple(ids_shape), tuple(ids_shape), P.VALUE_INDEX)
    return MatchCtx(node=_emb_node(offset), sm_node=sm, inputs=(E, I), axis=axis,
                    out_local=tuple(ids_shape) + (D,), out_sm=(B, N, D), dims=_Dims(axes), groups={}, mesh=None)


VOCAB_OFFSET = _expr(("coord", "tp"), ("symbol", "V_l"))


def test_embedding_vocab_matches():
    app = vocab._embedding_vocab(_ctx(Level("contiguous_shard", "tp", 0), Level("replicated", "tp"), VOCAB_OFFSET))
    assert not isinstance(app, str), app
    assert (app.out_rel.kind, app.out_rel.scale) == ("partial_sum", 1)
    # the table rows P * V_l and the offset coord * V_l are arguments, their
    # equations proved by ring (or erefl) whatever the rendering
    off = Poly.var("c:tp") * VL
    assert app.args[1:6] == (("nat", PT), ("nat", VL), ("nat", PT * VL), ("coord_fun", off), ("nat", D))
    assert app.args[-1] == ("eqfun", (off, "tp", VL))


@pytest.mark.parametrize("why,kw", [
    ("every rank offset 0", dict(offset=_expr())),
    ("table sharded on the embedding dim", dict(E_rel=Level("contiguous_shard", "tp", 1))),
    ("ids sharded", dict(ids_rel=Level("contiguous_shard", "tp", 0))),
    ("offset reads another level's coordinate", dict(axes=("dp", "tp"), offset=_expr(("coord", "dp"), ("symbol", "V_l")))),
    ("SM offset not 0", dict(sm_offset=_expr(("symbol", "V_l")))),
    ("SM rows are not P * vl", dict(table=((VL, D), (VL, D)))),
])
def test_embedding_vocab_near_misses(why, kw):
    args = dict(E_rel=Level("contiguous_shard", "tp", 0), ids_rel=Level("replicated", "tp"), offset=VOCAB_OFFSET)
    args.update(kw)
    assert isinstance(vocab._embedding_vocab(_ctx(**args)), str), why


def test_embedding_vocab_on_an_outer_level_matches():
    """The vocab axis outer (TP applied on a (dp, tp) mesh's dp): infer lifts
    the op through coordinate-dependent views, the dp level's view is the PM
    op at coordinate i0, which this level's rule relates to the SM op."""
    off = _expr(("coord", "dp"), ("symbol", "V_l"))
    app = vocab._embedding_vocab(_ctx(Level("contiguous_shard", "dp", 0), Level("replicated", "dp"), off,
                                      axes=("dp", "tp"), axis="dp", table=((VL, D), (S("a:dp") * VL, D))))
    assert not isinstance(app, str), app
    assert (app.out_rel.kind, app.out_rel.axis) == ("partial_sum", "dp")


def test_embedding_replicated_takes_an_outer_coordinate_as_a_constant():
    """Below the vocab level the table and ids are replicated and the offset
    reads only the outer coordinate (bound by nest_map*v): the same op on
    every rank of this level. Its own coordinate makes it rank-dependent."""
    V = S("s:V")
    outer = _expr(("coord", "dp"), ("symbol", "V_l"))
    ctx = _ctx(Level("replicated", "tp"), Level("replicated", "tp"), outer, axes=("dp", "tp"), axis="tp",
               table=((V, D), (V, D)), sm_offset=outer)
    app = vocab._embedding_replicated(ctx)
    assert not isinstance(app, str), app
    assert app.out_rel.kind == "replicated"
    own = _expr(("coord", "tp"), ("symbol", "V_l"))
    got = vocab._embedding_replicated(_ctx(Level("replicated", "tp"), Level("replicated", "tp"), own,
                                           axes=("dp", "tp"), axis="tp", table=((V, D), (V, D)), sm_offset=own))
    assert got == "offset reads this level's coordinate (or a deeper one)"


def test_embedding_tokens_matches_and_misses():
    ok = _ctx(Level("replicated", "dp"), Level("contiguous_shard", "dp", 1), _expr(), axes=("dp", "tp"), axis="dp",
              table=((S("s:V"), D), (S("s:V"), D)))
    app = vocab._embedding_tokens(ok)
    assert not isinstance(app, str), app
    assert (app.out_rel.kind, app.out_rel.dim) == ("contiguous_shard", 1)
    # ids replicated: not this rule; the embedding dim itself is not a token dim
    assert isinstance(vocab._embedding_tokens(dataclasses.replace(
        ok, inputs=(ok.inputs[0], dataclasses.replace(ok.inputs[1], rel=Level("replicated", "dp"))))), str)
    assert isinstance(vocab._embedding_tokens(dataclasses.replace(
        ok, inputs=(ok.inputs[0], dataclasses.replace(ok.inputs[1], rel=Level("contiguous_shard", "dp", 2))))), str)
    # a rank-dependent offset on a single-axis mesh (no SM op for the views)
    bad = _ctx(Level("replicated", "dp"), Level("contiguous_shard", "dp", 0), _expr(("coord", "dp"), ("symbol", "V_l")),
               axes=("dp",), axis="dp", table=((S("s:V"), D), (S("s:V"), D)))
    bad = dataclasses.replace(bad, sm_node=None)
    assert isinstance(vocab._embedding_tokens(bad), str)


# ------------------------------------------------------------------ the planner's Llama plans

def _planner_plan(config: str, tmp_path=None, **mesh) -> P.Plan:
    """The planner's plan for a config (its mesh degrees overridden by `mesh`)."""
    import json
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    path = CONFIGS / f"{config}.json"
    if mesh:
        raw = json.loads(path.read_text())
        raw["mesh"].update(mesh)
        path = tmp_path / f"{config}.json"
        path.write_text(json.dumps(raw))
    cfg, data = config_mod.load(str(path))
    return build(cfg, data)


def truncate(plan: P.Plan, last_pm: str, observe: dict) -> P.Plan:
    """The plan cut after PM node `last_pm`: the PM nodes up to it, the SM
    nodes they need, and the given observables (pm tensor -> {axis: (kind,
    dim)}), each relating a PM tensor to the SM value it carries."""
    p = P.Plan()
    p.CopyFrom(plan)
    g = p.programs[0].graph
    names = [n.name for n in g.nodes]
    nodes = [n for n in g.nodes if names.index(n.name) <= names.index(last_pm)]
    used = {t for n in nodes for t in list(n.inputs) + list(n.outputs)}
    prod = {o: n for n in p.sm.nodes for o in n.outputs}
    need, todo = set(), [n.realizes for n in nodes if n.realizes]
    while todo:
        x = todo.pop()
        if x not in need:
            need.add(x)
            todo += [prod[i].name for i in next(n for n in p.sm.nodes if n.name == x).inputs if i in prod]
    snodes = [n for n in p.sm.nodes if n.name in need]
    sused = {t for n in snodes for t in list(n.inputs) + list(n.outputs)}
    for graph, keep, live in ((g, nodes, used), (p.sm, snodes, sused)):
        ts = [t for t in graph.tensors if t.name in live]
        del graph.nodes[:], graph.tensors[:]
        graph.nodes.extend(keep)
        graph.tensors.extend(ts)
    for field, keep in (("inputs", [b for b in p.inputs if b.pm_tensor in used]),
                        ("contracts", [c for c in p.contracts if c.tensor in sused]),
                        ("observables", [])):
        del getattr(p, field)[:]
        getattr(p, field).extend(keep)
    pm_prod = {o: n for n in nodes for o in n.outputs}
    for t, rels in observe.items():
        n = pm_prod[t]
        while not n.realizes:
            n = pm_prod[n.inputs[0]]
        o = p.observables.add(name=t, pm_tensor=t, sm_tensor=n.realizes)
        for ax, (kind, dim) in rels.items():
            o.relation.placements.add(axis=ax, kind=getattr(P, "REL_" + kind.upper()), dim=dim)
    # the fragment computes what it observes: those are its SM outputs
    del p.outputs[:]
    for sm_t in dict.fromkeys(o.sm_tensor for o in p.observables):
        p.outputs.add(tensor=sm_t, kind=P.OUTPUT_VALUE)
    p.name = f"{plan.name}_to_{last_pm}"
    return p


EMB_OUT_TP4_SP = {"emb_out": {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 1),
                              "tp": ("contiguous_shard", 1)}}


def _emb_plan(config="llama_tp4_sp", observe=None, tmp_path=None, **mesh):
    return truncate(_planner_plan(config, tmp_path, **mesh), "emb_out", observe or EMB_OUT_TP4_SP)


EMB_OUT_DP2_TP2 = {"emb_out": {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 1), "tp": ("replicated", 0)}}


def test_llama_tp4_sp_embedding_single_axis():
    """dp and cp have size 1: the proof is over the tp axis alone."""
    inf = infer.infer(validate.validate(_emb_plan()))
    assert inf.dims.axes == ("tp",) and inf.dims.fixed == {"dp", "cp"}
    assert [s.app.rule.name for s in inf.steps] == ["embedding_vocab", "reduce_scatter"]
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (2, 2)
    assert "(fun x => op_embedding_off n0 ((nth 0 x 0) * n0) (F0 x) (F1 x))" in unique[per_step[0]].statement


def test_llama_dp2_tp2_embedding_multi_axis():
    """dp x tp (cp has size 1): the tokens rule on dp, the vocab rule on tp,
    lifted by RulesVocab's coordinate-reading lemmas."""
    inf = infer.infer(validate.validate(_emb_plan("llama_dp2_tp2", EMB_OUT_DP2_TP2)))
    assert inf.dims.axes == ("dp", "tp")
    assert [s.app.rule.name for s in inf.steps] == [
        "nest(embedding_tokens_contiguous, embedding_vocab)", "nest_coll_inner^1(axis_coll(all_reduce))"]
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (2, 2)
    emb = unique[per_step[0]]
    # the ranks' op reads the tp coordinate
    assert "(fun x => op_embedding_off n0 ((nth 0 x 1) * n0) (F0 x) (F1 x))" in emb.statement
    assert "nest_map2c" in emb.source and "axis_map2c" in emb.source
    assert "From TV Require Import RulesVocab." in emb.source


def test_llama_embedding_is_rank_symmetric(tmp_path):
    """Same obligations at tp = 4 and tp = 8 (the vocab offset and shards are symbolic)."""
    def names(config, observe, **mesh):
        return sorted(obligations.build(infer.infer(validate.validate(
            _emb_plan(config, observe, tmp_path=tmp_path, **mesh))))[1])
    assert names("llama_tp4_sp", None) == names("llama_tp4_sp", None, tp=8)
    assert names("llama_dp2_tp2", EMB_OUT_DP2_TP2) == names("llama_dp2_tp2", EMB_OUT_DP2_TP2, dp=4, tp=8)


def test_llama_embedding_rank_offset_near_miss():
    """Every rank looking up at offset 0 (instead of tp * V_l) is not proved."""
    plan = _emb_plan()
    node = next(n for n in plan.programs[0].graph.nodes if n.op == P.OP_EMBEDDING)
    node.embedding.offset.Clear()
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(validate.validate(plan))
    assert "emb_out_partial" in str(e.value)


def test_llama_tp4_sp_gets_past_the_embedding():
    # the whole plan now has a rule per step (tests/compiler/test_rules_heads.py)
    inf = infer.infer(validate.validate(_planner_plan("llama_tp4_sp")))
    assert {"emb_out_partial", "emb_out"} <= {s.node.name for s in inf.steps}


# ------------------------------------------------------------------ vocab-parallel embedding, forward and backward

def _sm_lookup(b, Bs, N, V, d) -> None:
    """The SM: the embedding of [B; N] ids in a [V; d] table and its backward."""
    sm = b.sm
    ids, emb, dy = sm.input("ids", [Bs, N], kind="index"), sm.param("emb", [V, d]), sm.input("dy", [Bs, N, d])
    sm.op(P.OP_EMBEDDING, [emb, ids], [("emb_out", [Bs, N, d], P.VALUE_RING)],
          embedding=P.EmbeddingAttrs(offset=P.Expr()))
    sm.op(P.OP_EMBEDDING_BACKWARD, [dy, ids], [("d_emb", [V, d], P.VALUE_RING)],
          embedding=P.EmbeddingAttrs(offset=P.Expr()))


def vocab_embedding(dp: int = 1, tp: int = 2) -> P.Plan:
    """Vocab-parallel embedding with its backward over [B; N] tokens: the
    table row-sharded over tp (rank t looks ids up at offset t * V_l),
    tokens split over dp when dp > 1; forward all-reduced over tp, the
    table gradient all-reduced over dp."""
    import inspect
    from frontends.common.plan_writer import PlanBuilder, rep, shard
    b = PlanBuilder(f"vocab_embedding_dp{dp}_tp{tp}")
    axes = {"tp": b.axis("tp", tp)} if dp == 1 else {"dp": b.axis("dp", dp), "tp": b.axis("tp", tp)}
    t = axes["tp"]
    for a in axes:
        b.group(a, [a])
    Bs, Bl, N, V, Vl, d = b.symbols("B B_l N V V_l d")
    b.constrain(V, "==", t.size * Vl, "V_def")
    b.constrain(Bs, "==", (axes["dp"].size * Bl) if dp > 1 else Bl, "B_def")
    _sm_lookup(b, Bs, N, V, d)
    pm = b.program()
    ids_l, emb_l, dy_l = pm.input("ids", [Bl, N], kind="index"), pm.param("emb", [Vl, d]), pm.input("dy", [Bl, N, d])
    off = P.EmbeddingAttrs(offset=(t.coord * Vl).to_proto())
    (part,) = pm.op(P.OP_EMBEDDING, [emb_l, ids_l], [("emb_out_partial", [Bl, N, d], P.VALUE_RING)],
                    realizes="emb_out", embedding=off)
    pm.all_reduce(part, "tp", 0, "emb_out")
    (dw,) = pm.op(P.OP_EMBEDDING_BACKWARD, [dy_l, ids_l], [("d_emb_partial", [Vl, d], P.VALUE_RING)],
                  realizes="d_emb", embedding=off)
    if dp > 1:
        dw = pm.all_reduce(dw, "dp", 0, "d_emb")
    tokens = b.rel(dp=shard(0), tp=rep()) if dp > 1 else b.rel(tp=rep())
    b.bind("ids", "ids", tokens)
    b.bind("dy", "dy", tokens)
    b.bind("emb", "emb", b.rel(tp=shard(0)))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("emb_out", "emb_out", "emb_out", tokens, output="value")
    b.observe("grad_emb", "d_emb", dw.name, b.rel(tp=shard(0)), output="gradient", of="emb")
    b.provenance("tests/compiler/test_rules_vocab.py:vocab_embedding", inspect.getsource(vocab_embedding).encode())
    return b.build()


@pytest.mark.parametrize("dp,rules", [
    (1, ["embedding_vocab", "all_reduce", "embedding_backward_vocab2"]),
    (2, ["nest(embedding_tokens_contiguous, embedding_vocab)", "nest_coll_inner^1(axis_coll(all_reduce))",
         "nest(embedding_backward_tokens2_b, embedding_backward_vocab2)", "nest_all_reduce_outer"]),
])
def test_vocab_embedding_forward_backward(dp, rules):
    inf = infer.infer(validate.validate(vocab_embedding(dp)))
    assert [s.app.rule.name for s in inf.steps] == rules
    per_step, unique = obligations.build(inf)
    assert len(per_step) == len(rules) and len(unique) == len(rules)


# ------------------------------------------------------------------ the vocab axis outer (TP applied on dp's mesh dim)

def vocab_outer(bug: bool = False) -> P.Plan:
    """The vocab-parallel embedding and its backward on the OUTER axis of a
    (dp, tp) mesh (a TP plan applied on `mesh["dp"]`): every value
    replicated on tp, the table row-sharded on dp (rank looks ids up at
    offset dp * V_l), the forward all-reduced over dp; the table gradient
    all-gathered over dp and each rank's own rows cut back from it. Infer
    lifts the ops through coordinate-dependent views (the dp level's view is
    the PM op at coordinate i0, a constant offset on tp). `bug`: the offset
    reads the tp coordinate (the plan's lookups on the wrong mesh dim)."""
    import inspect
    from frontends.common.plan_writer import PlanBuilder, rep, shard
    b = PlanBuilder(f"vocab_outer{'_bug' if bug else ''}")
    dp, tp = b.axis("dp", 2), b.axis("tp", 2)
    b.group("dp", ["dp"])
    Bs, N, Vl, d = b.symbols("B N V_l d")
    V = dp.size * Vl
    _sm_lookup(b, Bs, N, V, d)
    pm = b.program()
    ids_l, emb_l, dy_l = pm.input("ids", [Bs, N], kind="index"), pm.param("emb", [Vl, d]), pm.input("dy", [Bs, N, d])
    off = P.EmbeddingAttrs(offset=((tp if bug else dp).coord * Vl).to_proto())
    (part,) = pm.op(P.OP_EMBEDDING, [emb_l, ids_l], [("emb_out_partial", [Bs, N, d], P.VALUE_RING)],
                    realizes="emb_out", embedding=off)
    pm.all_reduce(part, "dp", 0, "emb_out")
    (dw,) = pm.op(P.OP_EMBEDDING_BACKWARD, [dy_l, ids_l], [("d_emb_own", [Vl, d], P.VALUE_RING)],
                  realizes="d_emb", embedding=off)
    full = pm.all_gather(dw, "dp", 1, 0, dp.size, "d_emb_full")
    own = pm.slice(full, 0, dp.coord * Vl, Vl, "d_emb_cut", helper="layout")
    b.bind("ids", "ids", b.rel())
    b.bind("dy", "dy", b.rel())
    b.bind("emb", "emb", b.rel(dp=shard(0), tp=rep()))
    b.contract("ids_in_vocab", "ids", 0, V)
    b.observe("emb_out", "emb_out", "emb_out", b.rel(), output="value")
    b.observe("grad_emb", "d_emb", own.name, b.rel(dp=shard(0), tp=rep()), output="gradient", of="emb")
    b.provenance("tests/compiler/test_rules_vocab.py:vocab_outer", inspect.getsource(vocab_outer).encode())
    return b.build()


def test_vocab_on_the_outer_axis_lifts_through_views():
    inf = infer.infer(validate.validate(vocab_outer()))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["emb_out_partial"] == "nest_view(embedding_vocab, embedding_replicated)"
    assert got["d_emb_own"] == "nest_view(embedding_backward_vocab2, embedding_backward_replicated2)"
    # the tp level's cut of dp's own rows: the chunk of an outer coordinate (h0 : i0 < P0 bound by the views)
    assert got["d_emb_cut"].startswith("nest_view(") and got["d_emb_cut"].endswith(", slice_replicated)")
    per_step, unique = obligations.build(inf)
    cut = next(unique[n].source for s, n in zip(inf.steps, per_step) if s.node.name == "d_emb_cut")
    assert "leq_mul h0 (leqnn" in cut


def test_vocab_on_the_outer_axis_is_proved_by_coqc(tmp_path):
    from emitter import plan_io, prove
    from tests.compiler.coqc_package import coqc_package
    path = tmp_path / "plan.pb"
    plan_io.save(vocab_outer(), str(path))
    (tmp_path / "WORKSPACE").write_text("")
    v = prove.prove(str(path), str(tmp_path / "gen"), run_tests=False)
    assert v.label == "generated", v.render()
    assert tuple(v.claim.axes) == ("dp", "tp"), v.claim.summary()
    coqc_package(tmp_path, {f.name: f.read_bytes() for f in (tmp_path / "gen").iterdir() if f.is_file()})


def test_vocab_lookups_on_the_wrong_mesh_dim_are_a_false_goal(tmp_path):
    from emitter import plan_io, prove
    path = tmp_path / "plan.pb"
    plan_io.save(vocab_outer(bug=True), str(path))
    (tmp_path / "WORKSPACE").write_text("")
    v = prove.prove(str(path), str(tmp_path / "gen"), run_tests=False)
    assert v.label == "false_goal", v.render()
    assert v.counterexample is not None
