"""torch.distributed's in-place collectives in a traced step
(frontends/torch/worker.py functional_collectives, EAGER_AS_TRACED):
`dist.all_reduce(t, group=pg)` inside a custom autograd Function is traced
as the functional all_reduce and a copy into `t`, and the eager run's count
names it as the trace does. In a process of its own (a fake process group
is global state)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = textwrap.dedent("""
    import json
    import torch
    import torch.distributed as dist
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch.testing._internal.distributed.fake_pg import FakeStore
    from frontends.torch import worker

    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=2)

    class ReduceForward(torch.autograd.Function):
        # Megatron's _ReduceFromModelParallelRegion: all-reduce, identity backward
        @staticmethod
        def forward(ctx, x):
            dist.all_reduce(x, group=dist.group.WORLD)
            return x

        @staticmethod
        def backward(ctx, g):
            return g

    w = torch.randn(3, requires_grad=True)

    def step(x, _):
        y = ReduceForward.apply(x * w)
        y.sum().backward()
        return y

    x = torch.randn(3)
    with worker.functional_collectives():
        gm = make_fx(step)(x, None)
    targets = [str(n.target) for n in gm.graph.nodes if n.op == "call_function"]
    restored = dist.all_reduce is dist.distributed_c10d.all_reduce and "remapped" not in dist.all_reduce.__qualname__
    try:
        with worker.functional_collectives():
            make_fx(lambda t: dist.all_reduce(t, op=dist.ReduceOp.PREMUL_SUM))(torch.ones(2))
        unnamed = "traced"
    except ValueError as e:
        unnamed = str(e)
    counts = worker.comm_counts(step, x, None, torch.nn.Module())
    print(json.dumps({"targets": targets, "restored": restored, "unnamed": unnamed, "counts": counts}))
""")


def test_in_place_collectives_are_traced_functionally_and_counted_alike():
    env = dict(os.environ, PYTHONPATH=REPO)
    p = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, cwd=REPO,
                       timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    got = json.loads(p.stdout.strip().splitlines()[-1])
    t = got["targets"]
    assert "_c10d_functional.all_reduce.default" in t and "aten.copy_.default" in t, t
    assert not any(x.startswith("c10d.") for x in t), t
    assert got["restored"]
    assert "reduce op" in got["unnamed"] and "no functional collective" in got["unnamed"]
    assert got["counts"] == [["all_reduce", 1]], got["counts"]
