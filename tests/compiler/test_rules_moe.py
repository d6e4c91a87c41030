"""The static expert-parallel rule family (emitter/rules/moe.py) on
tests/data/examples/ep2_moe: which rule proves each PM step, the premises
top-k needs (stated in the obligations, assumed or proved in the
certificate), and the one-attribute-away plans each matcher refuses.
Pure Python (no Bazel); test_e2e_bazel proves the plan end to end."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from emitter import certificate, infer, obligations, plan_io, validate
from emitter.errors import MissingRelationRule
from emitter.rules import moe
from emitter.rules.base import MatchCtx
from proto import plan_pb2
from emitter import relation

P = plan_pb2
PLAN = Path(__file__).resolve().parents[1] / "data" / "examples" / "ep2_moe.textproto"


def _plan() -> P.Plan:
    return plan_io.load(str(PLAN))


def _inf(plan: P.Plan):
    return infer.infer(validate.validate(plan))


def _pm_node(plan: P.Plan, name: str) -> P.Node:
    return next(n for n in plan.programs[0].graph.nodes if n.name == name)


def test_rules_per_step():
    inf = _inf(_plan())
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert {k: got[k] for k in ("probs", "route", "gate", "combine", "h", "ye", "combine_own", "combine_b",
                                "y_partial")} == {
        "probs": "replicated_op1", "route": "topk_replicated", "gate": "gather_replicated",
        "combine": "scatter_add_replicated", "h": "batched_matmul_batch", "ye": "batched_matmul_batch",
        "combine_own": "slice_expert", "combine_b": "broadcast_reindex_lt", "y_partial": "reduce_sum_shard"}
    rel = {k: (f.sm, f.rel.levels[0].kind, f.rel.levels[0].dim) for k, f in inf.facts.items()}
    assert rel["route"] == ("route", "replicated", None)
    assert rel["combine_own"] == ("combine_t", "expert_partition", 0)  # a helper: the rank's experts of combine_t
    assert rel["combine_b"] == ("combine_b", "expert_partition", 0)
    assert rel["ye"] == ("ye", "expert_partition", 0)
    assert rel["y_partial"] == ("y", "partial_sum", None)
    assert rel["y"] == ("y", "replicated", None)


def test_premises_in_obligations_and_certificate():
    inf = _inf(_plan())
    per_step, unique = obligations.build(inf)
    by_node = dict(zip((s.node.name for s in inf.steps), per_step))
    topk = unique[by_node["route"]].statement
    assert "(f_topk : (nat -> R) -> nat -> nat)" in topk and "topk_local (P0 * n0) f_topk ->" in topk
    gather = unique[by_node["gate"]].statement
    assert "idx_lt [:: n0; 2] (P0 * n1) A1 ->" in gather  # before the input relations
    assert gather.index("idx_lt") < gather.index("rel_replicated")
    slice_ = unique[by_node["combine_own"]].statement
    assert "(fun x => op_slice 0 ((nth 0 x 0) * n0) (F0 x))" in slice_  # rank-dependent offset reads the coordinate
    cert = certificate.build(validate.validate(_plan()), inf, obligations.build_uses(inf)[0], unique)
    assert "topk_local (P_ep * n_E_l) f_topk ->" in cert.statement
    assert "topk_range (P_ep * n_E_l) 2 f_topk ->" in cert.statement
    assert "op_slice 0 ((nth 0 r 0) * n_E_l)" in "".join(p.term for p in cert.pieces)  # the PM program's
    assert "@topk_idx_lt R (P_ep * n_E_l) 2 [:: n_T] f_topk" in "".join(p.body for p in cert.parts)  # in the chunk lemma using it
    assert "TV.RulesMissing" in cert.imports


def test_obligation_counts():
    per_step, unique = obligations.build(_inf(_plan()))
    assert (len(per_step), len(unique)) == (15, 15)


def test_rank_symmetry_ep4():
    plan = _plan()
    plan.mesh.axes[0].size = 4
    _, u4 = obligations.build(_inf(plan))
    _, u2 = obligations.build(_inf(_plan()))
    assert {k: v.source for k, v in u4.items()} == {k: v.source for k, v in u2.items()}


def _stop(plan: P.Plan) -> MissingRelationRule:
    with pytest.raises(MissingRelationRule) as e:
        _inf(plan)
    return e.value


def test_slice_offset_not_coord_times_length():
    plan = _plan()
    start = _pm_node(plan, "combine_own").slice.start
    del start.terms[0].factors[1]  # offset coord(ep) instead of coord(ep) * E_l
    e = _stop(plan)
    assert e.location.node == "combine_own"
    assert any("slice_expert" in c and "offset is not coord(ep) * length" in c
               for c in e.details["rule_candidates"])


def _ctx(inf, name: str, **kw):
    st = next(s for s in inf.steps if s.node.name == name)
    vp = validate.validate(_plan())
    args = dict(node=st.node, sm_node=st.sm_node, inputs=tuple(f.at(0) for f in st.inputs), axis=inf.dims.axes[0],
                out_local=st.output.local_shape,
                out_sm=st.output.sm_shape, dims=inf.dims, groups=vp.groups, mesh=vp.mesh, sm_graph=vp.sm)
    args.update(kw)
    return MatchCtx(**args)


def test_gather_needs_topk_indices():
    # without the SM producer of the indices there is no range fact: no match
    inf = _inf(_plan())
    assert moe._gather_replicated(_ctx(inf, "gate", sm_graph=None)).startswith("indices are not a topk output")
    assert not isinstance(moe._gather_replicated(_ctx(inf, "gate")), str)


def test_slice_rule_only_for_helpers():
    inf = _inf(_plan())
    st = next(s for s in inf.steps if s.node.name == "combine_t")
    assert "helper" in moe._slice_expert(_ctx(inf, "combine_own", sm_node=st.node))


def test_broadcast_before_the_laid_out_dim():
    # a new axis inserted at or before the laid-out dim is refused (the layout would move)
    inf = _inf(_plan())
    st = next(s for s in inf.steps if s.node.name == "combine_b")
    node = P.Node()
    node.CopyFrom(st.node)
    del node.broadcast.dims[:]
    node.broadcast.dims.extend([1, 2])
    sm = P.Node()
    sm.CopyFrom(node)
    assert moe.broadcast_reindex(True)(_ctx(inf, "combine_b", node=node, sm_node=sm)) == \
        "the new axis is not after the laid-out dim"


def test_batched_matmul_needs_both_operands_laid_out():
    # xb replicated instead of laid out on the expert dim: batched_matmul_batch does not match
    inf = _inf(_plan())
    st = next(s for s in inf.steps if s.node.name == "h")
    A = dataclasses.replace(st.inputs[0].at(0), rel=relation.Level("replicated", inf.dims.axes[0]))
    assert moe._batched_matmul_batch(_ctx(inf, "h", inputs=(A, st.inputs[1].at(0)))).startswith("needs both operands")
    assert not isinstance(moe._batched_matmul_batch(_ctx(inf, "h")), str)
