"""Multi-axis meshes: helper nodes, input-less index ops and ops reading an
outer coordinate, lifted level by level through coordinate-dependent views
(emitter/infer.py `_select_views`, semantics/RulesMeshView.v), and the
index rules of emitter/rules/mesh_view.py; the planner's dp x tp Llama and
dp x cp x tp YOCO plans' recorded stops.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_multi_axis.py"""
from __future__ import annotations

import pytest

from emitter import infer, obligations, validate
from emitter.errors import MissingRelationRule
from emitter.rules import mesh_view
from emitter.rules.base import MatchCtx
from emitter.symbolic import Poly
from proto import plan_pb2
from tests.compiler.facts import fact_rule
from tests.compiler.test_rules_vocab import _Dims, _expr, _planner_plan, truncate
from emitter.relation import Level, LevelFact

P = plan_pb2
S = Poly.var
PC, PT = S("a:cp"), S("a:tp")
NC, NQ, NK, W = S("s:N_c"), S("s:Nq"), S("s:Nk"), S("s:W")

# Where the planner's multi-axis plans stop now (node; why).
STOPS = {
    "llama_dp2_tp2": None,
    "llama_dp2_tp2_sp": None,
    # proved (tools/tv prove; tests/compiler/test_rules_permute.py)
    "yoco_tiny_dp2_tp2_sp": None,
    # past the self-decoder (its shift halo), the K-hat / V-hat all_gather
    # along cp, the zigzag entry shuffle (RulesZigzagShuffle.v), the zigzag
    # query positions cut from the full ones (RulesZigzagPos.v), the
    # cross-decoder layer on the zigzag stream (RulesCrossZigzag.v), the
    # leave shuffle (RulesZigzagLeave.v), the loss, the cross-decoder's
    # backward on the zigzag stream, the K-hat / V-hat gradients'
    # reduce_scatter along cp (nest_reduce_scatter_mid) and the embedding's
    # gradient: every step infers
    "yoco_tiny_dense_cp2": None,
    # past the self-decoder's halo and MoE gate (RulesMoECP.v: the routes'
    # idx_lt carried down cp by w = P * c), the cross-decoder layers on the
    # zigzag stream, MoE gate included (idx_lt carried down cp by
    # idx_lt_zigzag), the leave shuffle, the loss and the whole
    # backward: every step infers
    "yoco_tiny_main": None,
    # the contiguous-CP cross-decoder: through inference, cp2 proved by
    # tools/tv prove (the rank-4 sdpa
    # backward RulesCrossCPBackward.v, the K-hat / V-hat gradients'
    # reduce_scatter along cp RulesReduceScatterMid.v, the embedding
    # gradient at w = P * c RulesVocab.v)
    "yoco_tiny_cp2_contiguous": None,
    "yoco_tiny_cp4_contiguous": None,
    # EP by all_to_all over tp (RulesDispatch4.v: the SP tokens
    # N_c = tp * N_s by ring)
    "yoco_tiny_ep_a2a": None,
}


def _rule(name: str):
    return next(r for r in mesh_view.RULES if r.name == name)


def _rel(kind, axis="tp", dim=None):
    return Level(kind, axis, dim)


# ------------------------------------------------------------------ matchers

def _arange(start: P.Expr, name="a") -> P.Node:
    n = P.Node(name=name, op=P.OP_ARANGE, outputs=[name])
    n.arange.start.CopyFrom(start)
    return n


def _arange_ctx(start, view_start, axis="tp", out=(NC,), up=(NC,)):
    return MatchCtx(node=_arange(start), sm_node=_arange(view_start), inputs=(), axis=axis, out_local=out,
                    out_sm=up, dims=_Dims(("dp", "cp", "tp")), groups={}, mesh=None)


def test_arange_replicated_from_matches_an_outer_start():
    cpnc = _expr(("coord", "cp"), ("symbol", "N_c"))
    app = _rule("arange_replicated_from").matcher(_arange_ctx(cpnc, cpnc))
    assert app.out_rel == _rel("replicated")
    assert app.args[2] == ("nat", S("c:cp") * NC)


@pytest.mark.parametrize("why,start,view,kw", [
    ("start 0", _expr(), _expr(), {}),
    ("view starts elsewhere", _expr(("coord", "cp"), ("symbol", "N_c")), _expr(), {}),
    ("reads its own coordinate", _expr(("coord", "tp"), ("symbol", "N_c")), _expr(("coord", "tp"), ("symbol", "N_c")),
     {}),
    ("length differs", _expr(("coord", "cp"), ("symbol", "N_c")), _expr(("coord", "cp"), ("symbol", "N_c")),
     {"up": (PT * NC,)}),
])
def test_arange_replicated_from_near_misses(why, start, view, kw):
    assert isinstance(_rule("arange_replicated_from").matcher(_arange_ctx(start, view, **kw)), str), why


def _mask_ctx(q_rel, k_rel, w_sm=W):
    n = P.Node(name="m", op=P.OP_SLIDING_WINDOW_MASK, inputs=["q", "k"], outputs=["m"])
    n.window.window.CopyFrom(_expr(("symbol", "W")))
    sm = P.Node()
    sm.CopyFrom(n)
    if w_sm != W:
        sm.window.window.CopyFrom(_expr(("symbol", "V")))
    q = LevelFact("q", "q", q_rel, (NQ,), (NQ,), P.VALUE_INDEX)
    k = LevelFact("k", "k", k_rel, (NK,), (NK,), P.VALUE_INDEX)
    return MatchCtx(node=n, sm_node=sm, inputs=(q, k), axis="tp", out_local=(NQ, NK), out_sm=(NQ, NK),
                    dims=_Dims(), groups={}, mesh=None)


def test_sliding_window_mask_replicated():
    rule = fact_rule("resp_sliding_window_mask")
    app = rule.matcher(_mask_ctx(_rel("replicated"), _rel("replicated")))
    assert app.out_rel == _rel("replicated") and app.uses == ("TV.RulesMeshView",)
    assert isinstance(rule.matcher(_mask_ctx(_rel("contiguous_shard", dim=0), _rel("replicated"))), str)
    assert isinstance(rule.matcher(_mask_ctx(_rel("replicated"), _rel("replicated"), w_sm=S("s:V"))), str)


def test_rmsnorm_dw_batch():
    c, n, nn = S("s:B_l"), S("s:N"), S("s:d")
    node = P.Node(name="r", op=P.OP_RMSNORM_BACKWARD, inputs=["x", "w", "dy"], outputs=["dx", "dw"])
    sh = _rel("contiguous_shard", "dp", 0)

    def ctx(xr, xs=(c, n, nn)):
        X = LevelFact("x", "x", xr, xs, (S("a:dp") * c, n, nn), P.VALUE_RING)
        Wt = LevelFact("w", "w", _rel("replicated", "dp"), (nn,), (nn,), P.VALUE_RING)
        dY = LevelFact("dy", "dy", xr, xs, (S("a:dp") * c, n, nn), P.VALUE_RING)
        return MatchCtx(node=node, sm_node=node, inputs=(X, Wt, dY), axis="dp", out_local=(nn,), out_sm=(nn,),
                        dims=None, groups={}, mesh=None, out_index=1)

    rule = _rule("rmsnorm_backward_w3_batch")
    assert rule.matcher(ctx(sh)).out_rel == Level("partial_sum", "dp", None, 1)
    assert isinstance(rule.matcher(ctx(_rel("contiguous_shard", "dp", 1))), str)
    assert isinstance(rule.matcher(ctx(sh, (c, nn))), str)


def test_gate_gather_carries_idx_lt_down_the_levels():
    """yoco dp x tp: the router gate gathers the probabilities at the top-k
    indices, batch on dp, replicated on tp: idx_lt of the SM indices is the
    obligation's premise, transported to the dp views (nest_map2q)."""
    inf = infer.infer(validate.validate(truncate(_planner_plan("yoco_tiny_dp2_tp2_sp"), "s0_ffn_gate", {
        "s0_ffn_gate": {"dp": ("contiguous_shard", 0), "cp": ("replicated", 0), "tp": ("replicated", 0)}})))
    st = _step(inf, "s0_ffn_gate")
    assert [a.rule.name for a in st.app.levels] == ["gather_contiguous", "gather_replicated"]
    assert [p.pred for p in st.app.premises] == ["idx_lt"]
    statement, proof = obligations.render_step(st, inf)
    assert statement.splitlines()[1].strip().startswith("idx_lt [:: P0 * n0;")
    assert "nest_map2q" in proof and "idx_lt_contiguous" in proof and "axis_map2q" in proof


def test_up_shapes_reads_the_levels_off_local_and_sm():
    axes = ("dp", "cp", "tp")
    ups = infer._up_shapes((NC,), (PC * NC,), axes)
    assert ups == [(PC * NC,), (PC * NC,), (NC,)]
    # a dim no set of axis sizes explains: the levels above are unknown
    assert infer._up_shapes((NC,), (S("s:N"),), axes) == [(S("s:N"),), (), ()]


# ------------------------------------------------------------------ the planner's plans

@pytest.mark.parametrize("config", sorted(STOPS))
def test_recorded_stops(config):
    vp = validate.validate(_planner_plan(config))
    if STOPS[config] is None:
        assert infer.infer(vp).steps
        return
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(vp)
    assert e.value.location.node == STOPS[config], str(e.value)


def _step(inf, name):
    return next(s for s in inf.steps if s.node.name == name)


def test_llama_dlogits_own_is_a_helper_through_the_dp_level():
    inf = infer.infer(validate.validate(_planner_plan("llama_dp2_tp2")))
    st = _step(inf, "dlogits_own")
    assert st.app.kind == "views" and st.app.levels[0] is None and st.app.levels[1].rule.name == "slice_expert"
    assert st.output.rel.describe() == "[dp:contiguous_shard(0)][tp:expert_partition(2)]"
    statement, proof = obligations.render_step(st, inf)
    assert "nest_pass1" in proof and "axis_map1c" in proof and "(fun X0 => X0)" in proof


def test_llama_dp2_tp2_obligation_counts():
    inf = infer.infer(validate.validate(_planner_plan("llama_dp2_tp2")))
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (221, 69)


def _yoco_qpos():
    plan = _planner_plan("yoco_tiny_main")
    cut = truncate(plan, "qpos", {"qpos": {"dp": ("replicated", 0), "cp": ("contiguous_shard", 0),
                                           "tp": ("replicated", 0)}})
    keep = [n for n in cut.programs[0].graph.nodes if n.name == "qpos"]
    del cut.programs[0].graph.nodes[:]
    cut.programs[0].graph.nodes.extend(keep)
    live = {"qpos"}
    ts = [t for t in cut.programs[0].graph.tensors if t.name in live]
    del cut.programs[0].graph.tensors[:]
    cut.programs[0].graph.tensors.extend(ts)
    del cut.inputs[:]
    sm = [n for n in cut.sm.nodes if n.name == "pos"]
    del cut.sm.nodes[:]
    cut.sm.nodes.extend(sm)
    sts = [t for t in cut.sm.tensors if t.name == "pos"]
    del cut.sm.tensors[:]
    cut.sm.tensors.extend(sts)
    del cut.contracts[:]
    return cut


def test_yoco_positions_read_the_cp_coordinate_under_tp():
    """dp x cp x tp: the ranks' positions start at coord(cp) * N_c: replicated
    on dp, the cp level's shard of the SM arange, replicated on tp (each tp
    rank holds its cp view)."""
    inf = infer.infer(validate.validate(_yoco_qpos()))
    (st,) = inf.steps
    # N_c = 2 * tp * s: the start renders 2 * P0 * i1 * n0, i1 * N_c by ring (arange_shard)
    assert [a.rule.name for a in st.app.levels] == ["arange_replicated", "arange_shard", "arange_replicated_from"]
    assert st.output.rel.describe() == "[dp:replicated][cp:contiguous_shard(0)][tp:replicated]"
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (1, 1)
    (ob,) = unique.values()
    assert "nest_map0v" in ob.source and "axis_map0c" in ob.source
    assert "(fun i1 => (op_arange_from (2 * P0 * i1 * n0)))" in ob.source  # the cp view of cp rank i1
    assert "forall r, 2 * P0 * r * n0 = r * (2 * P0 * n0) by move=> r; ring." in ob.source


def test_arange_shard_takes_the_start_however_it_renders():
    """One rule for the start coord * c whether it renders so or only up to
    ring: the lemma takes the start as a function and the equation by ring
    ("eqfun"), so no rendering is compared."""
    from emitter.rules import attention
    shard = next(r for r in attention.RULES if r.name == "arange_shard")
    plain = _arange_ctx(_expr(("coord", "tp"), ("symbol", "N_c")), _expr(), up=(PT * NC,))
    two = P.Expr()
    two.terms.add(coeff=2).factors.add(coord="tp")
    two.terms[0].factors.add(symbol="N_c")
    ring = _arange_ctx(two, _expr(), out=(Poly.const(2) * NC,), up=(PT * Poly.const(2) * NC,))
    for ctx in (plain, ring):
        app = shard.matcher(ctx)
        assert not isinstance(app, str) and app.args[3][0] == "eqfun"
    off = _arange_ctx(two, _expr(), out=(NC,), up=(PT * NC,))  # start 2 * coord * N_c for chunks of N_c
    assert isinstance(shard.matcher(off), str)


def dlogits_own_plan() -> P.Plan:
    """The Llama vocab slice alone: dlogits bound as data ([dp: shard(0)]
    [tp: replicated]), observed as [dp: shard(0)][tp: expert_partition(2)].
    `tools/tv prove` proves it (1 obligation, 1 observable, no axioms)."""
    p = P.Plan()
    p.CopyFrom(_planner_plan("llama_dp2_tp2"))
    p.name = "llama_dp2_tp2_dlogits_own"
    g = p.programs[0].graph
    keep = [n for n in g.nodes if n.name == "dlogits_own"]
    ts = [t for t in g.tensors if t.name in ("dlogits", "dlogits_own")]
    sts = [t for t in p.sm.tensors if t.name == "dlogits"]
    for t in ts + sts:
        if t.name == "dlogits":
            t.role = P.ROLE_DATA
    del g.nodes[:], g.tensors[:], p.sm.nodes[:], p.sm.tensors[:], p.inputs[:], p.contracts[:], p.observables[:]
    del p.outputs[:]  # the SM is one input: it computes nothing
    g.nodes.extend(keep)
    g.tensors.extend(ts)
    p.sm.tensors.extend(sts)
    for field, name, last in ((p.inputs, None, ("replicated", 0)),
                              (p.observables, "dlogits_own", ("expert_partition", 2))):
        r = field.add(pm_tensor=name or "dlogits", sm_tensor="dlogits", **({"name": name} if name else {}))
        for ax, (kind, dim) in (("dp", ("contiguous_shard", 0)), ("cp", ("replicated", 0)), ("tp", last)):
            r.relation.placements.add(axis=ax, kind=getattr(P, "REL_" + kind.upper()), dim=dim)
    return p


def test_dlogits_own_alone_generates_one_obligation():
    inf = infer.infer(validate.validate(dlogits_own_plan()))
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (1, 1)
    (ob,) = unique.values()
    assert "rel_expert_partition P1 2 n2" in ob.statement and "nest_pass1" in ob.source


def d_norm_f_plan(tp_kind: str = "PARTIAL_SUM") -> P.Plan:
    """The SP final norm's dw all_reduce over the group dp_tp alone: its
    input bound as partial sums on dp and on `tp_kind` on tp. `tools/tv
    prove` proves the partial-sum one (1 obligation, 1 observable)."""
    p = P.Plan()
    p.CopyFrom(_planner_plan("llama_dp2_tp2_sp"))
    p.name = "llama_dp2_tp2_sp_d_norm_f"
    g = p.programs[0].graph
    keep = [n for n in g.nodes if n.name == "d_norm_f"]
    ts = [t for t in g.tensors if t.name in ("d_norm_f_partial", "d_norm_f")]
    sts = [t for t in p.sm.tensors if t.name == "d_norm_f"]
    for t in [t for t in ts if t.name == "d_norm_f_partial"] + sts:
        t.role = P.ROLE_DATA
    del g.nodes[:], g.tensors[:], p.sm.nodes[:], p.sm.tensors[:], p.inputs[:], p.contracts[:], p.observables[:]
    del p.outputs[:]  # the SM is one input: it computes nothing
    g.nodes.extend(keep)
    g.tensors.extend(ts)
    p.sm.tensors.extend(sts)
    b = p.inputs.add(pm_tensor="d_norm_f_partial", sm_tensor="d_norm_f")
    o = p.observables.add(name="d_norm_f", pm_tensor="d_norm_f", sm_tensor="d_norm_f")
    for ax, k in (("dp", "PARTIAL_SUM"), ("cp", "REPLICATED"), ("tp", tp_kind)):
        b.relation.placements.add(axis=ax, kind=getattr(P, "REL_" + k))
        o.relation.placements.add(axis=ax, kind=P.REL_REPLICATED)
    return p


def test_all_reduce_over_both_axes():
    inf = infer.infer(validate.validate(d_norm_f_plan()))
    (st,) = inf.steps
    assert st.app.kind == "all_reduce_axes" and st.output.rel.describe() == "[dp:replicated][tp:replicated]"
    statement, proof = obligations.render_step(st, inf)
    assert "op_all_reduce P0 1 (fun j0 => op_all_reduce P1 1 (fun j1 => F0 (set_nth 0 (set_nth 0 x 0 j0) 1 j1)))" \
        in statement and "nest_all_reduce_axes" in proof


def test_all_reduce_over_both_axes_needs_partial_sums_on_both():
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(validate.validate(d_norm_f_plan("REPLICATED")))
    assert e.value.location.node == "d_norm_f"
    assert any("nest_all_reduce_axes" in c for c in e.value.details["rule_candidates"])
