"""Gradient accumulation over microbatches (`parallel.microbatches`, PP
pass): the one-microbatch plan the model emitted, its PM programs copied
once per microbatch. The SM is the whole-batch step; the batch B = M * dp *
B_l is split into M contiguous microbatches of dp * B_l sequences.

* PM inputs with the batch as dim 0 (ids, labels) are bound per microbatch
  (MICROBATCH_SLICE along dim 0); parameters and the loss seed are shared;
* every node reading a per-microbatch tensor is copied per microbatch
  (names `<name>_mb<m>`, `microbatch = m`, collective seq `seq * M + m` so
  p2p pairs and group collectives still match); nodes of shared values only
  are emitted once;
* observables of batch-major tensors are observed per microbatch; a weight
  gradient (summed over tokens with the global token count) is accumulated
  by the add chain ((g_0 + g_1) + ..) + g_{M-1} (HELPER_ACCUMULATE) and
  observed once; the mean loss is accumulated and scaled by 1 / M.
"""

from __future__ import annotations

from typing import Sequence

from frontends.common.plan_writer import scalar
from proto import plan_pb2

P = plan_pb2


def split(plan: P.Plan, M: int, batch: P.Expr) -> None:
    """Copy `plan`'s PM work per microbatch, in place (module doc)."""
    plan.num_microbatches = M
    per_mb = {b.pm_tensor for b in plan.inputs if _batch_major(plan, b.sm_tensor, batch)}
    bindings = list(plan.inputs)
    del plan.inputs[:]
    for b in bindings:
        for m in range(M) if b.pm_tensor in per_mb else (None,):
            r = plan.inputs.add(sm_tensor=b.sm_tensor, pm_tensor=_mb(b.pm_tensor, m), relation=b.relation)
            if m is not None:
                r.relation.microbatch.CopyFrom(_slice(m, M))
    copied = set()
    for prog in plan.programs:
        copied |= _copy_program(prog.graph, per_mb, M)
    outputs = [{t for n in prog.graph.nodes for t in n.outputs} for prog in plan.programs]
    observables = list(plan.observables)
    grads = {o.tensor for o in plan.outputs if o.kind == P.OUTPUT_GRADIENT}
    del plan.observables[:]
    for o in observables:
        if o.pm_tensor not in copied:
            plan.observables.add().CopyFrom(o)
        elif _batch_major(plan, o.sm_tensor, batch):
            for m in range(M):
                c = plan.observables.add(name=_mb(o.name, m), sm_tensor=o.sm_tensor, pm_tensor=_mb(o.pm_tensor, m),
                                         relation=o.relation)
                c.relation.microbatch.CopyFrom(_slice(m, M))
        else:
            for prog, outs in zip(plan.programs, outputs):
                if _mb(o.pm_tensor, 0) in outs:
                    _accumulate(prog.graph, o.pm_tensor, M, mean=o.sm_tensor not in grads)
            plan.observables.add().CopyFrom(o)


def _mb(name: str, m) -> str:
    return name if m is None else f"{name}_mb{m}"


def _slice(m: int, M: int) -> P.Microbatch:
    return P.Microbatch(kind=P.MICROBATCH_SLICE, dim=0, index=m, count=M)


def _batch_major(plan: P.Plan, sm_tensor: str, batch: P.Expr) -> bool:
    t = next(t for t in plan.sm.tensors if t.name == sm_tensor)
    return bool(t.shape) and t.shape[0] == batch


def _copy_program(g: P.Graph, per_mb: set, M: int) -> set:
    """Copies every node reading per-microbatch values M times; returns the
    per-microbatch tensor names of this program."""
    decls = {d.name: d for d in g.tensors}
    work = set(t for t in per_mb if t in decls)
    nodes = list(g.nodes)
    for n in nodes:
        # a recv (no inputs: it defines the sender's name) carries the stream
        # or its gradient, per-microbatch values like everything p2p here
        if n.op == P.OP_RECV or any(t in work for t in n.inputs):
            work.update(n.outputs)
        elif n.op == P.OP_SEND:
            raise ValueError(f"send {n.name!r} of a shared value: the PP pass sends per-microbatch values only")
    keep = [d for d in g.tensors if d.name not in work]
    del g.tensors[:]
    g.tensors.extend(keep)
    del g.nodes[:]
    for m in range(M):
        for name in (d for d in decls if d in work):
            d = g.tensors.add()
            d.CopyFrom(decls[name])
            d.name = _mb(name, m)
            d.ClearField("sm_tensor")  # an annotation's relation would need the microbatch index
            d.ClearField("relation")
    for n in nodes:
        if not any(t in work for t in list(n.inputs) + list(n.outputs)):
            c = g.nodes.add()
            c.CopyFrom(n)
            if c.HasField("collective"):
                c.collective.seq = n.collective.seq * M
    for m in range(M):
        for n in nodes:
            if any(t in work for t in list(n.inputs) + list(n.outputs)):
                c = g.nodes.add()
                c.CopyFrom(n)
                c.name = _mb(n.name, m)
                c.microbatch = m
                c.ClearField("inputs")
                c.inputs.extend(_mb(t, m) if t in work else t for t in n.inputs)
                c.ClearField("outputs")
                c.outputs.extend(_mb(t, m) for t in n.outputs)
                if c.HasField("collective"):
                    c.collective.seq = n.collective.seq * M + m
    return work


def _accumulate(g: P.Graph, t: str, M: int, mean: bool) -> None:
    """t = ((t_mb0 + t_mb1) + ..) + t_mb{M-1} (times 1 / M for a mean)."""
    decl = next(d for d in g.tensors if d.name == _mb(t, 0))
    acc = _mb(t, 0)
    for m in range(1, M):
        out = t if m == M - 1 and not mean else f"{t}_acc{m}"
        _decl(g, decl, out)
        g.nodes.add(name=out, op=P.OP_ADD, inputs=[acc, _mb(t, m)], outputs=[out], helper=P.HELPER_ACCUMULATE)
        acc = out
    if mean:
        _decl(g, decl, t)
        g.nodes.add(name=t, op=P.OP_SCALE, inputs=[acc], outputs=[t], helper=P.HELPER_ACCUMULATE,
                    scale=P.ScaleAttrs(factor=scalar(1, M)))


def _decl(g: P.Graph, like: P.TensorDecl, name: str) -> None:
    d = g.tensors.add()
    d.CopyFrom(like)
    d.name = name
