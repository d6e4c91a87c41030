"""Attention by heads / batch and the replicated loss (emitter/rules/heads.py,
replicated_loss.py; semantics/RulesHeads.v, RulesReplicatedLoss.v): matcher
unit tests and the planner's three Llama plans through infer + obligations
(--nobazel; the Bazel/Coq check is the manual acceptance run).

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_heads.py"""
from __future__ import annotations

import dataclasses

import pytest

from emitter import coq_render as C
from emitter import infer, obligations, validate
from emitter.rules import heads, replicated_loss
from emitter.rules.base import MatchCtx
from emitter.symbolic import Poly
from proto import plan_pb2
from tests.compiler.facts import fact_rule
from tests.compiler.test_rules_vocab import _planner_plan
from emitter.relation import Level, LevelFact

P = plan_pb2
S = Poly.var
PT = S("a:tp")
B, N, G, Hkv, Dr = S("s:B_l"), S("s:N"), S("s:G"), S("s:Hkv_l"), S("s:Dr")
Dh = Dr.scaled(2)


def _rule(name: str):
    return next(r for r in heads.RULES + replicated_loss.RULES if r.name == name)


def _cs(d):
    return Level("contiguous_shard", "tp", d, 1)


REP = Level("replicated", "tp", None, 1)


def _fact(name, r, s, sm, kind=P.VALUE_RING):
    return LevelFact(name, name, r, tuple(s), tuple(sm), kind)


def test_gqa_factor():
    assert C.gqa_factor(G * Hkv, Hkv) == G
    assert C.gqa_factor(PT * G * Hkv, PT * Hkv) == G
    assert C.gqa_factor(Hkv, Hkv) == Poly.const(1)
    assert C.gqa_factor(G + Hkv, Hkv) is None  # not a multiple
    assert C.gqa_factor(G * Hkv, Hkv + G) is None  # not a monomial


# ------------------------------------------------------------------ RoPE by heads

def _rope_ctx(x_rel, pos_rel, s=(B, G * Hkv, N, Dh), pos_len=N):
    node = P.Node(name="qr", op=P.OP_ROPE, inputs=["q", "pos"], outputs=["qr"])
    node.rope.seq_dim = 2
    X = _fact("q", x_rel, s, (B, PT * G * Hkv, N, Dh))
    pos = _fact("pos", pos_rel, (pos_len,), (N,), P.VALUE_INDEX)
    return MatchCtx(node=node, sm_node=node, inputs=(X, pos), axis="tp", out_local=tuple(s),
                    out_sm=(B, PT * G * Hkv, N, Dh), dims=None, groups={}, mesh=None)


def test_rope_heads_matches():
    app = _rule("rope_heads").matcher(_rope_ctx(_cs(1), REP))
    assert not isinstance(app, str), app
    assert app.out_rel == _cs(1)
    assert ("nat", Dr) in app.args and ("raw", "2") in app.args


@pytest.mark.parametrize("why,ctx", [
    ("sequence layout", _rope_ctx(_cs(2), REP)),
    ("local positions", _rope_ctx(_cs(1), _cs(0))),
    ("positions of another length", _rope_ctx(_cs(1), REP, pos_len=G)),
    ("odd head dim", _rope_ctx(_cs(1), REP, s=(B, G * Hkv, N, Dr))),
])
def test_rope_heads_refusals(why, ctx):
    assert isinstance(_rule("rope_heads").matcher(ctx), str), why


# ------------------------------------------------------------------ sdpa by heads

def _sdpa_ctx(q_rel=_cs(1), kv_rel=_cs(1), m_rel=REP, hq=G * Hkv, hkv=Hkv, out=0, backward=False):
    op = P.OP_SDPA_BACKWARD if backward else P.OP_SDPA
    ins = ["q", "k", "v", "m"] + (["do"] if backward else [])
    node = P.Node(name="o", op=op, inputs=ins, outputs=["dq", "dk", "dv"] if backward else ["o"])
    sm_heads = PT * hq, PT * hkv
    facts = [_fact("q", q_rel, (B, hq, N, Dh), (B, sm_heads[0], N, Dh)),
             _fact("k", kv_rel, (B, hkv, N, Dh), (B, sm_heads[1], N, Dh)),
             _fact("v", kv_rel, (B, hkv, N, Dh), (B, sm_heads[1], N, Dh)),
             _fact("m", m_rel, (N, N), (N, N), P.VALUE_MASK)]
    if backward:
        facts.append(_fact("do", q_rel, (B, hq, N, Dh), (B, sm_heads[0], N, Dh)))
    outs = [(B, hq, N, Dh), (B, hkv, N, Dh), (B, hkv, N, Dh)]
    return MatchCtx(node=node, sm_node=node, inputs=tuple(facts), axis="tp", out_local=outs[out],
                    out_sm=(), dims=None, groups={}, mesh=None, out_index=out)


def test_sdpa_heads_matches_with_gqa():
    app = _rule("sdpa_heads_rep").matcher(_sdpa_ctx())
    assert not isinstance(app, str), app
    assert app.out_rel == _cs(1)
    assert ("eq", (G * Hkv, (G, Hkv))) in app.args  # H_l = g * ckv, proved by ring


@pytest.mark.parametrize("out,name", [(0, "dq"), (1, "dk"), (2, "dv")])
def test_sdpa_backward_heads_matches(out, name):
    app = _rule(f"sdpa_backward_{name}_heads").matcher(_sdpa_ctx(out=out, backward=True))
    assert not isinstance(app, str), app
    assert app.out_rel == _cs(1)
    # hypotheses in plan order (q, k, v, mask, dout), the lemma's tensors (Q K V dO M)
    assert [a for a in app.args if isinstance(a, tuple) and a[0] == "in"] == [("in", j) for j in (0, 1, 2, 4, 3)]


@pytest.mark.parametrize("why,ctx", [
    ("kv heads replicated (not whole groups per rank)", _sdpa_ctx(kv_rel=REP)),
    ("mask laid out", _sdpa_ctx(m_rel=_cs(0))),
    ("sequence layout", _sdpa_ctx(q_rel=_cs(2), kv_rel=_cs(2))),
    ("query heads not a multiple of the kv heads", _sdpa_ctx(hq=G + Hkv)),
])
def test_sdpa_heads_refusals(why, ctx):
    assert isinstance(_rule("sdpa_heads_rep").matcher(ctx), str), why


def test_sdpa_batch_is_not_heads():
    ctx = _sdpa_ctx(q_rel=_cs(0), kv_rel=_cs(0))
    assert _rule("sdpa_batch").matcher(ctx).out_rel == _cs(0)
    assert isinstance(_rule("sdpa_heads_rep").matcher(ctx), str)
    assert isinstance(_rule("sdpa_batch").matcher(_sdpa_ctx()), str)


# ------------------------------------------------------------------ loss pieces

def test_causal_mask_replicated_needs_both_replicated():
    rule = fact_rule("resp_causal_mask")
    node = P.Node(name="m", op=P.OP_CAUSAL_MASK, inputs=["p", "p"], outputs=["m"])
    p = _fact("p", REP, (N,), (N,), P.VALUE_INDEX)
    ctx = MatchCtx(node=node, sm_node=node, inputs=(p, p), axis="tp", out_local=(N, N), out_sm=(N, N),
                   dims=None, groups={}, mesh=None)
    assert rule.matcher(ctx).out_rel == REP
    q = dataclasses.replace(p, rel=_cs(0))
    assert isinstance(rule.matcher(dataclasses.replace(ctx, inputs=(q, p))), str)


def test_reduce_mean_renders_nested_means():
    node = P.Node(name="l", op=P.OP_REDUCE_MEAN, inputs=["ce"], outputs=["l"])
    node.reduce.axes.extend([0, 1])
    names = C.Names(canonical=False)
    assert C.local_op(node, ["X"], [(B, N)], names, None) == \
        f"op_reduce_mean 0 {C.nat(B, names, atom=True)} (op_reduce_mean 1 {C.nat(N, names, atom=True)} X)"


# ------------------------------------------------------------------ the planner's Llama plans

def test_llama_tp4_sp_generates_every_step():
    """llama_tp4_sp: every PM step has a rule (the heads, the replicated loss,
    the rank-3 weight gradients), every observable is covered."""
    inf = infer.infer(validate.validate(_planner_plan("llama_tp4_sp")))
    rules = [s.app.rule.name for s in inf.steps]
    # the causal mask and the loss on replicated logits: replicated_op2 at resp_causal_mask, resp_cross_entropy
    for r in ("rope_heads", "rope_backward_heads", "replicated_op2", "sdpa_heads_rep",
              "sdpa_backward_dq_heads", "sdpa_backward_dk_heads", "sdpa_backward_dv_heads",
              "mean2_replicated", "batched_matmul_col3", "rmsnorm_backward_w3_seq"):
        assert r in rules, r
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (119, 64)


@pytest.mark.parametrize("config", ["llama_dp2_tp2", "llama_dp2_tp2_sp"])
def test_llama_dp2_plans_get_past_the_attention(config):
    """dp x tp: the positions arange on both mesh levels, the attention by
    batch (dp) and heads (tp), the loss, the vocab slice of the replicated
    dlogits (a helper) and, with SP, the norm weight gradients' all_reduce
    over dp_tp (tests/compiler/test_rules_multi_axis.py): no stop."""
    assert infer.infer(validate.validate(_planner_plan(config))).steps
