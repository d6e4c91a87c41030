"""A MoE's routing as the torch importer reads transformers' `batched_mm`
experts, under data parallelism (tokens split on dp): top-k of the router
scores, the picks flattened (a reshape of an index tensor: RulesReshape.v
at T = nat), each routed token's expert weights looked up (an embedding of
the weights' rows), the weights' gradient accumulated back per expert (the
embedding backward over [N] tokens: partial sums, RulesBackward.v
rule_embedding_backward_tokens) and all-reduced, topk's backward (a
scatter-add of the picks' gradients). End to end through coqc; the twin
that forgets the all-reduce is refuted by the evaluator.

Run: source tools/pyenv.sh && $PYTHON -m pytest -q tests/compiler/test_rules_moe_routing.py"""
from __future__ import annotations

import inspect

from emitter import infer, validate
from frontends.common.plan_writer import PlanBuilder, shard
from proto import plan_pb2
from tests.compiler.coqc_package import coqc_package, generate

P = plan_pb2


def routed(bug: bool = False) -> P.Plan:
    """z [N; E] router scores, w [E; h] the experts' rows, dy [N * K; h] the
    gradient of the picked rows, g [N; K] the gradient of the picked scores;
    N = dp * n tokens split on dp. `bug`: the per-expert gradient observed
    without its all-reduce."""
    b = PlanBuilder(f"moe_routing{'_bug' if bug else ''}")
    dp = b.axis("dp", 2)
    b.group("dp", ["dp"])
    n, E, h = b.symbols("n E h")
    K = 2
    N = dp.size * n

    def side(g, rows, pm: bool):
        kw = (lambda name: {"realizes": name}) if pm else (lambda name: {})
        z, w = g.input("z", [rows, E]), g.param("w", [E, h])
        dy, dg = g.input("dy", [rows * K, h]), g.input("g", [rows, K])
        idx = g.topk(z, K, "idx", **kw("idx"))
        picked = g.gather(z, idx, 1, "picked", **kw("picked"))
        flat = g.op(P.OP_RESHAPE, [idx], [("flat", [rows * K], P.VALUE_INDEX)], **kw("flat"))[0]
        rows_w = g.op(P.OP_EMBEDDING, [w, flat], [("rows", [rows * K, h], P.VALUE_RING)],
                      embedding=P.EmbeddingAttrs(), **kw("rows"))[0]
        dw = g.op(P.OP_EMBEDDING_BACKWARD, [dy, flat], [("dw", [E, h], P.VALUE_RING)],
                  embedding=P.EmbeddingAttrs(), **kw("dw"))[0]
        dz = g.scatter_add(idx, dg, 1, E, "dz", **kw("dz"))
        return picked, rows_w, dw, dz

    side(b.sm, N, pm=False)
    pm = b.program()
    picked, rows_w, dw, dz = side(pm, n, pm=True)
    for t in ("z", "g", "dy"):
        b.bind(t, t, b.rel(dp=shard(0)))
    b.bind("w", "w", b.rel())
    b.observe("picked", "picked", picked.name, b.rel(dp=shard(0)), output="value")
    b.observe("rows", "rows", rows_w.name, b.rel(dp=shard(0)), output="value")
    b.observe("dz", "dz", dz.name, b.rel(dp=shard(0)), output="value")
    summed = dw if bug else pm.all_reduce(dw, "dp", 0, "dw_sum")
    b.observe("dw", "dw", summed.name, b.rel(), output="value")
    b.provenance("tests/compiler/test_rules_moe_routing.py:routed", inspect.getsource(routed).encode())
    return b.build()




def test_the_routing_rules_are_selected():
    inf = infer.infer(validate.validate(routed()))
    got = {s.node.name: s.app.rule.name for s in inf.steps}
    assert got["flat"] == "reshape_merge_contig"
    assert got["dw"] == "embedding_backward_tokens"
    assert got["rows"] == "embedding_tokens_contiguous"


def test_routed_experts_under_dp_are_proved_by_coqc(tmp_path):
    v = generate(tmp_path, routed())
    assert v.label == "generated", v.render()
    coqc_package(tmp_path, {f.name: f.read_bytes() for f in (tmp_path / "gen").iterdir() if f.is_file()})


def test_the_expert_gradient_without_its_all_reduce_is_a_false_goal(tmp_path):
    v = generate(tmp_path, routed(bug=True))
    assert v.label == "false_goal", v.render()
    assert v.counterexample is not None and v.counterexample["observable"] == "dw"
