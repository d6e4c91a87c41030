"""The example plans of tests/data, written with the builder.

Each function builds one plan; keyword flags plant one bug each (the
buggy variants). `regenerate.py` writes them as text format; the committed
.textproto files are what the tests load, and a test checks they are
fresh.
"""

from __future__ import annotations

import inspect

from emitter.builder import (PlanBuilder, experts, partial, permuted, rep, scalar, shard, zigzag)
from proto import plan_pb2

P = plan_pb2


def _provenance(b: PlanBuilder, fn) -> None:
    b.provenance(f"tests/plan_ir/examples.py:{fn.__name__}", inspect.getsource(fn).encode())


# --------------------------------------------------------------------------
# 2-layer MLP, tensor parallel: column-parallel w1, row-parallel w2 with an
# all-reduce; backward with the input-gradient all-reduce.

def mlp_tp2(bug: str = "") -> P.Plan:
    b = PlanBuilder("mlp_tp2" + (f"_{bug}" if bug else ""), seed=11)
    tp = b.axis("tp", 2)
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [n, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    y = sm.matmul(a, w2, "y")
    w2t = sm.transpose(w2, [1, 0], "w2t")
    da = sm.matmul(dy, w2t, "da")
    at = sm.transpose(a, [1, 0], "at")
    dw2 = sm.matmul(at, dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    xt = sm.transpose(x, [1, 0], "xt")
    dw1 = sm.matmul(xt, dh, "dw1")
    w1t = sm.transpose(w1, [1, 0], "w1t")
    dx = sm.matmul(dh, w1t, "dx")

    b.group("tp", axes=["tp"])
    pm = b.program()
    x_, dy_ = pm.input("x", [n, d]), pm.input("dy", [n, d], role="grad_seed")
    w1_, w2_ = pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    h_ = pm.matmul(x_, w1_, "h", realizes="h")
    a_ = pm.silu(h_, "a", realizes="a")
    yp = pm.matmul(a_, w2_, "y_partial", realizes="y")
    if bug == "missing_allreduce":
        y_ = yp
    elif bug == "allgather_not_allreduce":
        # The partial sum is treated as if it were sequence-sharded: each rank
        # keeps its own rows and all-gathers them; nothing is reduced.
        half = b.symbols("n_l")[0]
        b.constrain(n, "==", tp.size * half, "n_split")
        rows = pm.slice(yp, 0, tp.coord * half, half, "y_rows", helper="layout")
        y_ = pm.all_gather(rows, "tp", 0, 0, tp.size, "y")
    else:
        y_ = pm.all_reduce(yp, "tp", 0, "y")
    w2t_ = pm.transpose(w2_, [1, 0], "w2t", realizes="w2t")
    da_ = pm.matmul(dy_, w2t_, "da", realizes="da")
    at_ = pm.transpose(a_, [1, 0], "at", realizes="at")
    dw2_ = pm.matmul(at_, dy_, "dw2", realizes="dw2")
    dh_ = pm.silu_grad(h_, da_, "dh", realizes="dh")
    xt_ = pm.transpose(x_, [1, 0], "xt", realizes="xt")
    dw1_ = pm.matmul(xt_, dh_, "dw1", realizes="dw1")
    w1t_ = pm.transpose(w1_, [1, 0], "w1t", realizes="w1t")
    dxp = pm.matmul(dh_, w1t_, "dx_partial", realizes="dx")
    dx_ = pm.all_reduce(dxp, "tp", 1, "dx")

    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("dy", "dy", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", y_.name, b.rel(tp=rep()))
    b.observe("dx", "dx", dx_.name, b.rel(tp=rep()))
    b.observe("dw1", "dw1", dw1_.name, b.rel(tp=shard(1)))
    b.observe("dw2", "dw2", dw2_.name, b.rel(tp=shard(0)))
    _provenance(b, mlp_tp2)
    return b.build()
