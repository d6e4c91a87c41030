"""Reshape rules (emitter/rules/reshape.py, semantics/RulesReshape.v):
matcher unit tests, and the planner's Llama plan through the q/k/v head
splits (cut after the v transpose: the reshapes and transposes are proved).

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_reshape.py"""
from __future__ import annotations

import dataclasses

import pytest

from emitter import coq_render as C
from emitter import infer, obligations, validate
from emitter.rules import pointwise, reshape
from emitter.rules.base import MatchCtx
from emitter.symbolic import Poly
from proto import plan_pb2
from tests.compiler.test_rules_vocab import _planner_plan, truncate
from emitter.relation import Level, LevelFact

P = plan_pb2
S = Poly.var
PT = S("a:tp")
B, N, G, H, Dh = S("s:B"), S("s:N"), S("s:G"), S("s:Hkv_l"), S("s:Dh")

# Where the whole planner plans stop now (recorded; other rule families move
# them). llama_tp4_sp and llama_dp2_tp2: no stop, every step has a rule
# (tests/compiler/test_rules_heads.py, test_rules_multi_axis.py: the vocab
# slice `dlogits_own` is a helper lifted through the dp level).
LLAMA_TP4_SP_STOP = None
LLAMA_DP2_TP2_STOP = None


def _rule(name: str):
    return next(r for r in reshape.RULES if r.name == name)


def _ctx(x_rel, s, so, sm_s, sm_so):
    node = P.Node(name="y", op=P.OP_RESHAPE, inputs=["x"], outputs=["y"])
    X = LevelFact("x", "x", x_rel, tuple(s), tuple(sm_s), P.VALUE_RING)
    return MatchCtx(node=node, sm_node=node, inputs=(X,), axis="tp", out_local=tuple(so), out_sm=tuple(sm_so),
                    dims=None, groups={}, mesh=None)


def _cs(d):
    return Level("contiguous_shard", "tp", d, 1)


# head split [B, N, G*H*Dh] -> [B, N, G*H, Dh], heads laid out on dim 2
SPLIT = dict(s=(B, N, G * H * Dh), so=(B, N, G * H, Dh), sm_s=(B, N, PT * G * H * Dh), sm_so=(B, N, PT * G * H, Dh))
MERGE = dict(s=SPLIT["so"], so=SPLIT["s"], sm_s=SPLIT["sm_so"], sm_so=SPLIT["sm_s"])


def test_reshape_kind():
    assert C.reshape_kind(SPLIT["s"], SPLIT["so"]) == ("split", 2, Dh)
    assert C.reshape_kind(MERGE["s"], MERGE["so"]) == ("merge", 2, Dh)
    assert C.reshape_kind((B, N), (N, B)) is None  # not a split / merge
    assert C.reshape_kind((B, N * Dh), (B, N, G)) is None  # product differs


def test_reshape_kind_reads_a_rank_as_the_sm():
    # one head per rank: the keepdim unsqueeze [B, N, 1] -> [B, N, 1, 1] fits at dims 1 and 2 locally, at dim 2
    # only on the SM's [B, N, tp] -> [B, N, tp, 1]; the rank's reshape is read (and rendered) as the SM's
    one = Poly.const(1)
    sm = C.reshape_kind((B, N, PT), (B, N, PT, one))
    assert sm == ("split", 2, one)
    assert C.reshape_kind((B, N, one), (B, N, one, one)) == ("split", 1, one)
    assert C.reshape_kind((B, N, one), (B, N, one, one), sm) == ("split", 2, one)
    # a reading the local shapes do not admit is not forced on them
    assert C.reshape_kind((B, N * Dh), (B, N, Dh), ("split", 0, one)) == ("split", 1, Dh)
    app = _rule("reshape_split_contig").matcher(_ctx(_cs(2), (B, N, one), (B, N, one, one), (B, N, PT),
                                                     (B, N, PT, one)))
    assert not isinstance(app, str), app
    assert app.args[2] == ("raw", "2")


def test_split_contig_matches():
    app = _rule("reshape_split_contig").matcher(_ctx(_cs(2), **SPLIT))
    assert not isinstance(app, str), app
    assert app.out_rel == _cs(2)
    assert ("eq", (G * H * Dh, (G * H, Dh))) in app.args


def test_merge_contig_matches():
    app = _rule("reshape_merge_contig").matcher(_ctx(_cs(2), **MERGE))
    assert not isinstance(app, str), app
    assert app.out_rel == _cs(2)


def test_other_dim_layouts():
    # sequence laid out on dim 1, heads split on dim 2: the layout stays on 1
    sm = dict(s=SPLIT["s"], so=SPLIT["so"], sm_s=(B, PT * N, G * H * Dh), sm_so=(B, PT * N, G * H, Dh))
    app = _rule("reshape_split_reindex_lt").matcher(_ctx(_cs(1), **sm))
    assert not isinstance(app, str) and app.out_rel == _cs(1)
    # split of dim 0 before a layout on dim 1: the layout moves to 2
    s, so = (G * H, N), (G, H, N)
    app = _rule("reshape_split_reindex_gt").matcher(_ctx(_cs(1), s, so, (G * H, PT * N), (G, H, PT * N)))
    assert not isinstance(app, str) and app.out_rel == _cs(2)
    # merge of dims 0, 1 before a layout on dim 2: the layout moves to 1
    app = _rule("reshape_merge_reindex_gt").matcher(_ctx(_cs(2), so, s, (G, H, PT * N), (G * H, PT * N)))
    assert not isinstance(app, str) and app.out_rel == _cs(1)


def test_replicated_and_partial():
    rep = Level("replicated", "tp", None, 1)
    sm = dict(s=SPLIT["s"], so=SPLIT["so"], sm_s=SPLIT["s"], sm_so=SPLIT["so"])
    assert _rule("reshape_split_replicated").matcher(_ctx(rep, **sm)).out_rel == rep
    part = Level("partial_sum", "tp", None, 1)
    assert _rule("reshape_split_partial").matcher(_ctx(part, **sm)).out_rel == part
    assert isinstance(_rule("reshape_split_replicated").matcher(_ctx(part, **sm)), str)


@pytest.mark.parametrize("why,ctx", [
    # laid out on another dim than the split one
    ("wrong dim", _ctx(_cs(1), **SPLIT)),
    # a merge offered to the split rule
    ("merge", _ctx(_cs(2), **MERGE)),
    # the SM side splits off a different inner length than the ranks
    ("sm inner", _ctx(_cs(2), SPLIT["s"], SPLIT["so"], SPLIT["sm_s"], (B, N, PT * G * Dh, H))),
    # the SM output dim is not P * the local one (ranks do not hold a shard of it)
    ("sm dim", _ctx(_cs(2), SPLIT["s"], SPLIT["so"], (B, N, G * H * Dh), (B, N, G * H, Dh))),
    # replicated input
    ("replicated", _ctx(Level("replicated", "tp", None, 1), **SPLIT)),
])
def test_split_contig_refusals(why, ctx):
    assert isinstance(_rule("reshape_split_contig").matcher(ctx), str), why


def test_lt_gt_refusals():
    # layout on the reshaped dim itself: neither the lt nor the gt rule
    for name in ("reshape_split_reindex_lt", "reshape_split_reindex_gt"):
        assert isinstance(_rule(name).matcher(_ctx(_cs(2), **SPLIT)), str), name
    for name in ("reshape_merge_reindex_lt", "reshape_merge_reindex_gt"):
        assert isinstance(_rule(name).matcher(_ctx(_cs(3), **MERGE)), str), name


# ------------------------------------------------------------------ the planner's Llama plan

QKV_OBS = {t: {"dp": ("contiguous_shard", 0), "cp": ("contiguous_shard", 2), "tp": ("contiguous_shard", 1)}
           for t in ("l0_attn_q", "l0_attn_k", "l0_attn_v")}


def prune(plan: P.Plan, observe: dict) -> P.Plan:
    """`truncate`'s plan without the PM nodes no observable needs (and the
    SM nodes, tensors and bindings only they used): a cut between two
    readers of one value (the positions, read by RoPE later) leaves them."""
    p = P.Plan()
    p.CopyFrom(plan)
    g = p.programs[0].graph
    prod = {o: n for n in g.nodes for o in n.outputs}
    keep, todo = set(), list(observe)
    while todo:
        t = todo.pop()
        if t in prod and prod[t].name not in keep:
            keep.add(prod[t].name)
            todo += list(prod[t].inputs)
    last = [n.name for n in g.nodes if n.name in keep][-1]
    kept = [n for n in g.nodes if n.name in keep]
    del g.nodes[:]
    g.nodes.extend(kept)
    return truncate(p, last, observe)


def qkv_plan(config="llama_tp4_sp", tmp_path=None, **mesh) -> P.Plan:
    """The plan cut after the v head split + transpose, q/k/v observed."""
    return prune(truncate(_planner_plan(config, tmp_path, **mesh), "l0_attn_v", QKV_OBS), QKV_OBS)


def test_llama_tp4_sp_head_splits():
    inf = infer.infer(validate.validate(qkv_plan()))
    rules = [s.app.rule.name for s in inf.steps]
    assert rules.count("reshape_split_contig") == 3
    assert rules.count("transpose_reindex_back") == 3 or rules.count("transpose_reindex") == 3, rules
    per_step, unique = obligations.build(inf)
    split = [unique[n] for n, s in zip(per_step, inf.steps) if s.app.rule.name == "reshape_split_contig"]
    assert split and all("op_reshape_split 2" in o.statement and "by ring" in o.source for o in split)


def test_llama_dp2_tp2_norm_and_head_splits():
    """dp x tp: the replicated rmsnorm on tp, the head splits on both levels,
    the batch layout through the head transpose (transpose_reindex_other)."""
    inf = infer.infer(validate.validate(qkv_plan("llama_dp2_tp2")))
    rules = [s.app.rule.name for s in inf.steps]
    assert any("replicated_op2" in r for r in rules), rules  # rmsnorm at its fact resp_rmsnorm
    assert sum("reshape_split_contig" in r for r in rules) == 3, rules
    assert sum("transpose_reindex_other" in r for r in rules) == 3, rules
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (12, 9)


def test_llama_tp4_sp_generates():
    inf = infer.infer(validate.validate(_planner_plan("llama_tp4_sp")))
    assert LLAMA_TP4_SP_STOP is None and inf.steps


def test_llama_dp2_tp2_generates():
    inf = infer.infer(validate.validate(_planner_plan("llama_dp2_tp2")))
    assert LLAMA_DP2_TP2_STOP is None and inf.steps


def test_transpose_other_refuses_a_swapped_layout_dim():
    node = P.Node(name="t", op=P.OP_TRANSPOSE, inputs=["x"], outputs=["t"])
    node.transpose.perm.extend([0, 2, 1, 3])
    s = (B, N, G, Dh)
    X = LevelFact("x", "x", _cs(1), s, (B, PT * N, G, Dh), P.VALUE_RING)
    ctx = MatchCtx(node=node, sm_node=node, inputs=(X,), axis="tp", out_local=(B, G, N, Dh),
                   out_sm=(B, G, PT * N, Dh), dims=None, groups={}, mesh=None)
    rule = next(r for r in pointwise.RULES_DEDICATED if r.name == "transpose_reindex_other")
    assert isinstance(rule.matcher(ctx), str)
    ok = dataclasses.replace(ctx, inputs=(dataclasses.replace(X, rel=_cs(0)),))
    assert rule.matcher(ok).out_rel == _cs(0)
