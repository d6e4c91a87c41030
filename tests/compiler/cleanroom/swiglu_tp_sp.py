"""Clean-room plan (issue 5, acceptance 4): an architecture not used while
writing the compiler, written only as a plan with frontends.common.plan_writer.

A SwiGLU (gated-MLP) transformer FFN block with a residual connection under
tensor + sequence parallelism (Megatron-SP): the residual stream x is
sharded on the sequence dim; all-gather; gate and up projections
column-parallel; silu(gate) * up; down projection row-parallel;
reduce-scatter back to the sequence layout; residual add on the shards.

`python -m tests.compiler.cleanroom.swiglu_tp_sp OUT.textproto` writes it.
"""
from __future__ import annotations

import sys

from emitter import plan_io
from frontends.common.plan_writer import PlanBuilder, rep, shard


def swiglu_tp_sp(tp_size: int = 2):
    b = PlanBuilder(f"swiglu_tp_sp{tp_size}")
    tp = b.axis("tp", tp_size)
    b.group("tp", ["tp"])
    s, sl, d, ff, ffl = b.symbols("s s_l d ff ff_l")
    b.constrain(s, "==", tp.size * sl, "seq_split")
    b.constrain(ff, "==", tp.size * ffl, "ff_split")
    sm = b.sm
    x = sm.input("x", [s, d])
    wg, wu, wd = sm.param("w_gate", [d, ff]), sm.param("w_up", [d, ff]), sm.param("w_down", [ff, d])
    g = sm.matmul(x, wg, "gate")
    u = sm.matmul(x, wu, "up")
    act = sm.silu(g, "act")
    hid = sm.mul(act, u, "hidden")
    o = sm.matmul(hid, wd, "ffn_out")
    sm.add(x, o, "out")

    pm = b.program()
    xl = pm.input("x", [sl, d])
    wgl, wul, wdl = pm.param("w_gate", [d, ffl]), pm.param("w_up", [d, ffl]), pm.param("w_down", [ffl, d])
    xf = pm.all_gather(xl, "tp", 0, 0, tp.size, "x_full")
    gl = pm.matmul(xf, wgl, "gate", realizes="gate")
    ul = pm.matmul(xf, wul, "up", realizes="up")
    al = pm.silu(gl, "act", realizes="act")
    hl = pm.mul(al, ul, "hidden", realizes="hidden")
    op = pm.matmul(hl, wdl, "ffn_out_partial", realizes="ffn_out")
    os_ = pm.reduce_scatter(op, "tp", 1, 0, sl, "ffn_out")
    pm.add(xl, os_, "out", realizes="out")
    b.bind("x", "x", b.rel(tp=shard(0)))
    b.bind("w_gate", "w_gate", b.rel(tp=shard(1)))
    b.bind("w_up", "w_up", b.rel(tp=shard(1)))
    b.bind("w_down", "w_down", b.rel(tp=shard(0)))
    b.observe("out", "out", "out", b.rel(tp=shard(0)), output="value")
    b.provenance("tests/compiler/cleanroom/swiglu_tp_sp.py", b"swiglu_tp_sp")
    return b.build()


if __name__ == "__main__":
    text = plan_io.plan_to_text(swiglu_tp_sp())
    if len(sys.argv) > 1:
        open(sys.argv[1], "w").write(text)
    else:
        sys.stdout.write(text)
