"""Example plans for the proof compiler's tests, built with frontends.common.plan_writer.

`python -m tests.compiler.plans` regenerates tests/compiler/data/*.textproto.
Dims are written with the mesh axis size (`tp.size * f_l`), so the same plan
at every TP degree has the same obligations.
"""
from __future__ import annotations

import inspect
import os
import sys
from pathlib import Path

from emitter import plan_io
from frontends.common.plan_writer import PlanBuilder, partial, rep, shard
from proto import plan_pb2

P = plan_pb2


def _source(fn) -> bytes:
    # Provenance records the hash of the builder function's source, so the
    # provenance audit can tell when a committed plan is stale.
    return inspect.getsource(fn).encode()


def mlp_tp(tp_size: int = 2, act: str = "silu", name: str = "") -> P.Plan:
    """Two-layer MLP, Megatron TP: column-parallel w1, elementwise act,
    row-parallel w2, all-reduce."""
    b = PlanBuilder(name or f"mlp_tp{tp_size}")
    tp = b.axis("tp", tp_size)
    b.group("tp", ["tp"])
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    h = sm.matmul(x, w1, "h")
    a = sm.unary(getattr(P, "OP_" + act.upper()), h, "a")
    sm.matmul(a, w2, "y")
    pm = b.program()
    xl, w1l, w2l = pm.input("x", [n, d]), pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    hl = pm.matmul(xl, w1l, "h", realizes="h")
    al = pm.unary(getattr(P, "OP_" + act.upper()), hl, "a", realizes="a")
    yp = pm.matmul(al, w2l, "y_partial", realizes="y")
    pm.all_reduce(yp, "tp", 0, "y")
    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", "y", b.rel(tp=rep()), output="value")
    b.provenance("tests/compiler/plans.py:mlp_tp", _source(mlp_tp))
    return b.build()


def mlp_sp(tp_size: int = 2, name: str = "") -> P.Plan:
    """The MLP under sequence parallelism: x sharded on the sequence dim,
    all-gather in, reduce-scatter out."""
    b = PlanBuilder(name or f"mlp_sp{tp_size}")
    tp = b.axis("tp", tp_size)
    b.group("tp", ["tp"])
    n, nl, d, f, fl = b.symbols("n n_l d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    b.constrain(n, "==", tp.size * nl, "n_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    pm = b.program()
    xl, w1l, w2l = pm.input("x", [nl, d]), pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    xg = pm.all_gather(xl, "tp", 0, 0, tp.size, "x_full")
    hl = pm.matmul(xg, w1l, "h", realizes="h")
    al = pm.silu(hl, "a", realizes="a")
    yp = pm.matmul(al, w2l, "y_partial", realizes="y")
    pm.reduce_scatter(yp, "tp", 1, 0, nl, "y")
    b.bind("x", "x", b.rel(tp=shard(0)))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", "y", b.rel(tp=shard(0)), output="value")
    b.provenance("tests/compiler/plans.py:mlp_sp", _source(mlp_sp))
    return b.build()


def dp_grad(dp_size: int = 2, name: str = "") -> P.Plan:
    """DP weight gradient: dW = x^T dy over the batch; each rank holds a
    batch shard (x^T sharded on its last dim, dy on its first), computes a
    local product and all-reduces it."""
    b = PlanBuilder(name or f"dp_grad{dp_size}")
    dp = b.axis("dp", dp_size)
    b.group("dp", ["dp"])
    n, nl, d, f = b.symbols("n n_l d f")
    b.constrain(n, "==", dp.size * nl, "n_split")
    sm = b.sm
    xt, dy = sm.input("xt", [d, n]), sm.input("dy", [n, f], role="grad_seed")
    sm.matmul(xt, dy, "dw")
    pm = b.program()
    xtl, dyl = pm.input("xt", [d, nl]), pm.input("dy", [nl, f], role="grad_seed")
    dwp = pm.matmul(xtl, dyl, "dw_partial", realizes="dw")
    pm.all_reduce(dwp, "dp", 0, "dw")
    b.bind("xt", "xt", b.rel(dp=shard(1)))
    b.bind("dy", "dy", b.rel(dp=shard(0)))
    b.observe("dw", "dw", "dw", b.rel(dp=rep()), output="value")
    b.provenance("tests/compiler/plans.py:dp_grad", _source(dp_grad))
    return b.build()


def mlp_tp_missing_allreduce(tp_size: int = 2) -> P.Plan:
    """Buggy: the all-reduce is missing (the partial sum is observed as replicated)."""
    b = PlanBuilder(f"mlp_tp{tp_size}_no_allreduce")
    tp = b.axis("tp", tp_size)
    b.group("tp", ["tp"])
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1 = sm.input("x", [n, d]), sm.param("w1", [d, f])
    w2 = sm.param("w2", [f, d])
    sm.matmul(sm.matmul(x, w1, "h"), w2, "y")
    pm = b.program()
    xl, w1l, w2l = pm.input("x", [n, d]), pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    pm.matmul(pm.matmul(xl, w1l, "h", realizes="h"), w2l, "y", realizes="y")
    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", "y", b.rel(tp=rep()), output="value")
    b.provenance("tests/compiler/plans.py:mlp_tp_missing_allreduce", _source(mlp_tp_missing_allreduce))
    return b.build()


def mlp_tp_layers(tp_size: int = 2, layers: int = 2) -> P.Plan:
    """`layers` TP MLP blocks in sequence (same dims): repeated layers
    dedupe to the obligations of one block."""
    b = PlanBuilder(f"mlp_tp{tp_size}_x{layers}")
    tp = b.axis("tp", tp_size)
    b.group("tp", ["tp"])
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm, pm = b.sm, b.program()
    x, xl = sm.input("x", [n, d]), pm.input("x", [n, d])
    b.bind("x", "x", b.rel(tp=rep()))
    for i in range(layers):
        w1, w2 = sm.param(f"w1_{i}", [d, f]), sm.param(f"w2_{i}", [f, d])
        w1l, w2l = pm.param(f"w1_{i}", [d, fl]), pm.param(f"w2_{i}", [fl, d])
        b.bind(f"w1_{i}", f"w1_{i}", b.rel(tp=shard(1)))
        b.bind(f"w2_{i}", f"w2_{i}", b.rel(tp=shard(0)))
        x = sm.matmul(sm.silu(sm.matmul(x, w1, f"h_{i}"), f"a_{i}"), w2, f"y_{i}")
        hl = pm.matmul(xl, w1l, f"h_{i}", realizes=f"h_{i}")
        al = pm.silu(hl, f"a_{i}", realizes=f"a_{i}")
        yp = pm.matmul(al, w2l, f"y_{i}_partial", realizes=f"y_{i}")
        xl = pm.all_reduce(yp, "tp", i, f"y_{i}")
    b.observe("y", x.name, xl.name, b.rel(tp=rep()), output="value")
    b.provenance("tests/compiler/plans.py:mlp_tp_layers", _source(mlp_tp_layers))
    return b.build()


def dp_forward(dp_size: int = 2) -> P.Plan:
    """Batch-sharded x times replicated w (rule_matmul_lead_contiguous)."""
    b = PlanBuilder(f"dp_forward{dp_size}")
    dp = b.axis("dp", dp_size)
    b.group("dp", ["dp"])
    n, nl, d, f = b.symbols("n n_l d f")
    b.constrain(n, "==", dp.size * nl, "n_split")
    b.sm.matmul(b.sm.input("x", [n, d]), b.sm.param("w", [d, f]), "y")
    pm = b.program()
    pm.matmul(pm.input("x", [nl, d]), pm.param("w", [d, f]), "y", realizes="y")
    b.bind("x", "x", b.rel(dp=shard(0)))
    b.bind("w", "w", b.rel(dp=rep()))
    b.observe("y", "y", "y", b.rel(dp=shard(0)), output="value")
    b.provenance("tests/compiler/plans.py:dp_forward", _source(dp_forward))
    return b.build()


def mlp_tp_wrong_authority(tp_size: int = 2) -> P.Plan:
    """The SM computes h twice (h and h2 = x @ w1); the PM's second matmul
    claims to realize y = h2 @ w2 but reads the tensor realizing h. Values
    agree (the evaluator passes), the authority does not ->
    ambiguous_authority."""
    b = PlanBuilder(f"mlp_tp{tp_size}_wrong_authority")
    tp = b.axis("tp", tp_size)
    b.group("tp", ["tp"])
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    sm.matmul(x, w1, "h")
    h2 = sm.matmul(x, w1, "h2")
    sm.matmul(h2, w2, "y")
    pm = b.program()
    xl, w1l, w2l = pm.input("x", [n, d]), pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    hl = pm.matmul(xl, w1l, "h", realizes="h")
    yp = pm.matmul(hl, w2l, "y_partial", realizes="y")
    pm.all_reduce(yp, "tp", 0, "y")
    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("h", "h", "h", b.rel(tp=shard(1)), output="value")
    b.observe("y", "y", "y", b.rel(tp=rep()), output="value")
    b.provenance("tests/compiler/plans.py:mlp_tp_wrong_authority", _source(mlp_tp_wrong_authority))
    return b.build()


def mlp_dp_tp(dp_size: int = 2, tp_size: int = 2, name: str = "") -> P.Plan:
    """DP x TP two-layer MLP, forward and backward, on a 2-axis mesh
    [dp; tp]: the batch is sharded over dp (replicated over tp), w1/w2 are
    Megatron column/row-parallel over tp (replicated over dp); the TP
    all-reduces the forward output and dx, the DP all-reduces the weight
    gradients."""
    b = PlanBuilder(name or f"mlp_dp{dp_size}_tp{tp_size}")
    dp = b.axis("dp", dp_size)
    tp = b.axis("tp", tp_size)
    b.group("dp", ["dp"])
    b.group("tp", ["tp"])
    B, Bl, d, f, fl = b.symbols("B B_l d f f_l")
    b.constrain(B, "==", dp.size * Bl, "batch_split")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [B, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [B, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    da = sm.matmul(dy, sm.transpose(w2, [1, 0], "w2t"), "da")
    dh = sm.silu_grad(h, da, "dh")
    sm.matmul(sm.transpose(a, [1, 0], "at"), dy, "dw2")
    sm.matmul(sm.transpose(x, [1, 0], "xt"), dh, "dw1")
    sm.matmul(dh, sm.transpose(w1, [1, 0], "w1t"), "dx")
    pm = b.program()
    xl, w1l, w2l = pm.input("x", [Bl, d]), pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    dyl = pm.input("dy", [Bl, d], role="grad_seed")
    hl = pm.matmul(xl, w1l, "h", realizes="h")
    al = pm.silu(hl, "a", realizes="a")
    pm.all_reduce(pm.matmul(al, w2l, "y_partial", realizes="y"), "tp", 0, "y")
    w2t = pm.transpose(w2l, [1, 0], "w2t", realizes="w2t")
    dal = pm.matmul(dyl, w2t, "da", realizes="da")
    dhl = pm.silu_grad(hl, dal, "dh", realizes="dh")
    at = pm.transpose(al, [1, 0], "at", realizes="at")
    pm.all_reduce(pm.matmul(at, dyl, "dw2_partial", realizes="dw2"), "dp", 0, "dw2")
    xt = pm.transpose(xl, [1, 0], "xt", realizes="xt")
    pm.all_reduce(pm.matmul(xt, dhl, "dw1_partial", realizes="dw1"), "dp", 1, "dw1")
    w1t = pm.transpose(w1l, [1, 0], "w1t", realizes="w1t")
    pm.all_reduce(pm.matmul(dhl, w1t, "dx_partial", realizes="dx"), "tp", 1, "dx")
    b.bind("x", "x", b.rel(dp=shard(0), tp=rep()))
    b.bind("dy", "dy", b.rel(dp=shard(0), tp=rep()))
    b.bind("w1", "w1", b.rel(dp=rep(), tp=shard(1)))
    b.bind("w2", "w2", b.rel(dp=rep(), tp=shard(0)))
    b.observe("y", "y", "y", b.rel(dp=shard(0), tp=rep()), output="value")
    b.observe("dx", "dx", "dx", b.rel(dp=shard(0), tp=rep()), output="gradient", of="x")
    b.observe("dw1", "dw1", "dw1", b.rel(dp=rep(), tp=shard(1)), output="gradient", of="w1")
    b.observe("dw2", "dw2", "dw2", b.rel(dp=rep(), tp=shard(0)), output="gradient", of="w2")
    b.provenance("tests/compiler/plans.py:mlp_dp_tp", _source(mlp_dp_tp))
    return b.build()


def generic_rules_tp(tp_size: int = 2, name: str = "") -> P.Plan:
    """Exercises RulesLayout's generic replicated rule (neg, exp, sub,
    reduce_sum of replicated tensors) and the partial-sum rules (scale,
    neg, sub of row-parallel partial sums) before the all-reduce."""
    b = PlanBuilder(name or f"generic_rules_tp{tp_size}")
    tp = b.axis("tp", tp_size)
    b.group("tp", ["tp"])
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    for g in (b.sm, None):
        pm = g is None
        g = b.program() if pm else g
        kw = (lambda r: {"realizes": r}) if pm else (lambda r: {})
        x = g.input("x", [n, d])
        a = g.param("a", [n, f if not pm else fl])
        w = g.param("w", [f if not pm else fl, d])
        e = g.unary(P.OP_EXP, g.unary(P.OP_NEG, x, "nx", **kw("nx")), "ex", **kw("ex"))
        dlt = g.binary(P.OP_SUB, e, x, "dlt", **kw("dlt"))
        g.reduce_sum(dlt, [1], "rs", **kw("rs"))
        yp = g.matmul(a, w, "y_p" if pm else "y", **kw("y"))
        sp = g.scale(yp, "s_p" if pm else "s", 3, **kw("s"))
        ng = g.unary(P.OP_NEG, sp, "ng_p" if pm else "ng", **kw("ng"))
        df = g.binary(P.OP_SUB, ng, sp, "df_p" if pm else "df", **kw("df"))
        if pm:
            g.all_reduce(df, "tp", 0, "df")
    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("a", "a", b.rel(tp=shard(1)))
    b.bind("w", "w", b.rel(tp=shard(0)))
    b.observe("rs", "rs", "rs", b.rel(tp=rep()), output="value")
    b.observe("df", "df", "df", b.rel(tp=rep()), output="value")
    b.provenance("tests/compiler/plans.py:generic_rules_tp", _source(generic_rules_tp))
    return b.build()


EXAMPLES = {
    "mlp_tp2": lambda: mlp_tp(2),
    "mlp_tp8": lambda: mlp_tp(8),
    "mlp_tp64": lambda: mlp_tp(64),
    "mlp_sp2": lambda: mlp_sp(2),
    "dp_grad2": lambda: dp_grad(2),
    "mlp_tp2_no_allreduce": lambda: mlp_tp_missing_allreduce(2),
    "mlp_tp2_x2": lambda: mlp_tp_layers(2, 2),
    "dp_forward2": lambda: dp_forward(2),
    "mlp_tp2_wrong_authority": lambda: mlp_tp_wrong_authority(2),
    "mlp_dp2_tp2": lambda: mlp_dp_tp(2, 2),
    "generic_rules_tp2": lambda: generic_rules_tp(2),
}


def main(argv) -> int:
    out = os.path.join(os.path.dirname(__file__), "data")
    for name, make in sorted(EXAMPLES.items()):
        plan_io.save(make(), os.path.join(out, name + ".textproto"))
    return 0

EXAMPLES_DIR = Path(__file__).resolve().parents[1] / "data" / "examples"


# Where each correct hand-written example stops today (node, op); an example
# marked PROVED is proved through Bazel by test_e2e_bazel.
EXAMPLE_STOPS = {
    "mlp_tp2": "PROVED",       # test_e2e_bazel proves it (14 obligations, 9 after dedup)
    "mlp_sp2": "PROVED",       # SP MLP fwd+bwd with rmsnorm (20 obligations, 16 after dedup)
    "dp2_loss": "PROVED",      # DP cross-entropy loss, mean, loss-grad chain (10 obligations, 10 after dedup)
    "ep2_moe": "PROVED",       # static EP (emitter/rules/moe.py): 15 obligations, 15 after dedup, 2 observables
    "ep2_moe_a2a": "PROVED",   # all_to_all EP (emitter/rules/dispatch.py): 17 obligations, 15 after dedup, 1 observable
    "cp2_attention": "PROVED",  # CP attention fwd + bwd (RulesCP.v, AttentionBackward.v)
    "cp2_zigzag": "PROVED",    # zigzag CP attention fwd + bwd (RulesZigzag.v)
    "cp2_halo": "PROVED",      # shift-halo sliding-window attention fwd + bwd (RulesHaloShift.v, RulesHaloBackward.v): 22 obligations, 15 unique
    "cp2_halo_4d_cp": "PROVED",  # the halo on rank-4 [B, H, N, Dh] (RulesHalo4.v), cp only: 17 obligations, 13 unique
    "cp2_halo_4d": "PROVED",   # dp x cp (RulesHaloMesh.v: the [halo; own] concat of two views of one value by
                               # nest_pass2 / axis_map2e, pos_iota by nest_map2qq): 17 obligations, 13 unique
    "cp2_halo_4d_tp": "PROVED",  # dp x cp x tp (RulesHaloMesh.v: the tail acts on cp, tp below it; shift /
                                 # halo_reduce along the middle axis): 17 obligations, 13 unique
    "fsdp_tp_2d": "PROVED",    # MeshOuter.v: strided outer view, outer all_gather / reduce_scatter
                               # (18 obligations, 15 after dedup)
    "pp2_mlp": "PROVED",       # 2 pipeline stages x TP (emitter/programs.py): 13 obligations, 11 after dedup
    "pp2_dp2_tp2_mlp": "PROVED",  # pp x dp x tp (RulesPipelineMesh.v recv_nest): 15 obligations, 14 after dedup
    "pp2_mlp_mb2": "PROVED",   # microbatches folded onto an outer mesh level: 15 obligations, 14 after dedup
}

# Buggy twins of the examples above (tests/data/buggy) -> the PM tensor the
# evaluator localizes the false goal at.
BUGGY_STOPS = {
    "pp2_mlp_stale_activation": "dh",  # stage 0 differentiates silu at its output, not its input
    "pp2_mlp_mb2_crossed_microbatch": "dw1",  # microbatch 1's dh at microbatch 0's h: the accumulated dw1
    "ep2_moe_a2a_combine_wrong_owner": "weighted",  # combined expert outputs shifted to the next rank
    "cp2_halo_4d_v_unshifted": "mask",  # dp x cp: the rank's own V tail used as its halo
    "cp2_halo_4d_tp_v_unshifted": "o",  # dp x cp x tp: the same (the mask, chunk tp * N_s, is not compared first)
}


if __name__ == "__main__":
    sys.exit(main(sys.argv))