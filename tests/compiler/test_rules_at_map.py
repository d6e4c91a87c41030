"""The layout rules stated over any index map (RulesLayout.v, RulesAttention.v,
Permute.v): one matcher per op reads the input's map (base.layout_map) and
passes it to the generic lemma; the refusals when the inputs' maps differ or
a layout has none.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_at_map.py"""
from __future__ import annotations

from emitter.relation import Level, LevelFact
from emitter.rules import attention, permute
from emitter.rules.base import MatchCtx
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2
S = Poly.var
B, C, H, M = S("s:B"), S("s:c"), S("s:H"), S("s:m")
TWO = Poly.const(2)


def _rope(x_rel, pos_rel, c=C):
    node = P.Node(name="y", op=P.OP_ROPE, inputs=["x", "pos"], outputs=["y"])
    node.rope.seq_dim = 1
    s = (B, c, H, TWO * M)
    X = LevelFact("x", "x", x_rel, s, s, P.VALUE_RING)
    pos = LevelFact("pos", "pos", pos_rel, (c,), (c,), P.VALUE_INDEX)
    return MatchCtx(node=node, sm_node=node, inputs=(X, pos), axis="cp", out_local=s, out_sm=s, dims=None,
                    groups={}, mesh=None)


def _rule(module, name):
    return next(r for r in module.RULES if r.name == name)


def test_rope_passes_the_map_of_x_and_positions():
    rope = _rule(attention, "rope_reindex")
    app = rope.matcher(_rope(Level("contiguous_shard", "cp", 1), Level("contiguous_shard", "cp", 0)))
    assert not isinstance(app, str) and ("contig_map", C) in app.args
    zz = rope.matcher(_rope(Level("zigzag", "cp", 1), Level("zigzag", "cp", 0), c=TWO * C))
    assert not isinstance(zz, str) and ("zz_glob", (Poly.var("a:cp"), C)) in zz.args


def test_rope_refuses_positions_laid_out_by_another_map():
    # tokens zigzag, positions contiguous: each rank would rotate its second chunk by the wrong positions
    why = _rule(attention, "rope_reindex").matcher(
        _rope(Level("zigzag", "cp", 1), Level("contiguous_shard", "cp", 0), c=TWO * C))
    assert isinstance(why, str) and "by x's map" in why


def test_rope_refuses_a_layout_without_a_map():
    why = _rule(attention, "rope_reindex").matcher(_rope(Level("replicated", "cp"), Level("replicated", "cp")))
    assert isinstance(why, str)


def test_permute_moves_a_zigzag_layout_with_its_dim():
    node = P.Node(name="t", op=P.OP_TRANSPOSE, inputs=["x"], outputs=["t"])
    node.transpose.perm.extend([2, 0, 1])
    s = (B, TWO * C, H)
    X = LevelFact("x", "x", Level("zigzag", "cp", 1), s, s, P.VALUE_RING)
    out = (H, B, TWO * C)
    ctx = MatchCtx(node=node, sm_node=node, inputs=(X,), axis="cp", out_local=out, out_sm=out, dims=None,
                   groups={}, mesh=None)
    app = _rule(permute, "permute_reindex").matcher(ctx)
    assert not isinstance(app, str) and app.out_rel == Level("zigzag", "cp", 2)
