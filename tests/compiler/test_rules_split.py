"""Split / concat along a dim no mesh axis lays out (emitter/rules/split.py,
semantics/RulesSplit.v): rotate-half RoPE on head-sharded q, the PyTorch
importer's `cat(-x2, x1)` of `x.chunk(2, -1)`, as a hand-built plan through
the evaluator, infer and obligations (--nobazel; the Coq check is the
importer's llama_primes cut, frontends/torch/README.md).

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_split.py"""
from __future__ import annotations

from emitter import infer, obligations, validate
from emitter.evaluator.evaluate import evaluate
from frontends.common import plan_writer as B
from proto import plan_pb2 as P


def rotate_half(layout: str) -> P.Plan:
    """x [b, tp * h, 2 * k] (heads laid out on tp, or replicated), split
    along the last dim, `cat(-x2, x1)`; the output observed like x."""
    b = B.PlanBuilder(f"rotate_half_{layout}")
    tp = b.axis("tp", 2)
    b.group("tp", ["tp"])
    nb, h, k = b.symbols("nb h k")
    def body(g, x, heads, **pm):
        x1, x2 = g.op(P.OP_SPLIT, [x], [("x1", [nb, heads, k], P.VALUE_RING), ("x2", [nb, heads, k], P.VALUE_RING)],
                      dim=P.DimAttrs(dim=2), **({"realizes": "x1"} if pm else {}))
        n = g.unary(P.OP_NEG, x2, "n", **({"realizes": "n"} if pm else {}))
        return g.concat([n, x1], 2, "y", **({"realizes": "y"} if pm else {}))
    body(b.sm, b.sm.input("x", [nb, tp.size * h, 2 * k]), tp.size * h)
    pm = b.program()
    sharded = layout == "heads"
    body(pm, pm.input("x", [nb, h if sharded else tp.size * h, 2 * k]), h if sharded else tp.size * h, pm=True)
    relation = b.rel(tp=B.shard(1)) if sharded else b.rel(tp=B.rep())
    b.bind("x", "x", relation)
    b.observe("y", "y", "y", relation, output="value")
    b.provenance("test", b"rotate_half")
    return b.build()


def _rules(plan: P.Plan) -> dict[tuple[str, int], str]:
    inf = infer.infer(validate.validate(plan))
    return {(s.node.name, s.out_index): s.app.rule.name for s in inf.steps}


def test_rotate_half_on_sharded_heads():
    plan = rotate_half("heads")
    assert evaluate(validate.validate(plan), shrink=False).equal
    assert _rules(plan) == {("x1", 0): "split_reindex_other", ("x1", 1): "split_reindex_other",
                            ("n", 0): "map1_reindex", ("y", 0): "concat_reindex_other"}


def test_rotate_half_replicated():
    assert _rules(rotate_half("replicated")) == {
        ("x1", 0): "split_replicated", ("x1", 1): "split_replicated", ("n", 0): "map1_replicated",
        ("y", 0): "concat_replicated"}


def test_pieces_render_as_slices_with_a_ring_side_condition():
    inf = infer.infer(validate.validate(rotate_half("heads")))
    _, unique = obligations.build(inf)
    text = "\n".join(unique[n].source for n in unique)
    # (symbols canonicalized: k is n2) the last piece starts after the
    # first; dim = offset + length + rest
    assert "op_slice 2 n2 (F0 x)" in text and "op_slice 2 0 (F0 x)" in text
    assert "have e0 : 2 * n2 = 0 + n2 + n2 by ring." in text
    assert "have e0 : 2 * n2 = n2 + n2 + 0 by ring." in text
    assert "op_concat 2 n2" in text
