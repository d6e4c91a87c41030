"""One capture, in its own process: the SM (rank None) or one PM rank.

`main(["worker", JOB_JSON, OUT_PICKLE])` in a process of its own, forked by
the capture server (zygote.py) after the imports. A process per rank
matters: DTensor's sharding-propagation cache is process-global, and a
second rank traced in the same process can silently get the first rank's
graph (FRONTEND_TORCH.md, known limits).

The PM step is the rank's *real* training step: the parallelized module,
the loss and `loss.backward()`, traced with make_fx under the fake process
group so every hook the plan installed fires and its collectives land in the
graph. The same step is first run eagerly under CommDebugMode; its
collective counts travel with the capture and are cross-checked later.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import pickle
import re
import sys
import sysconfig
import time
import traceback
from typing import Any, Callable, Iterable, Optional

import torch
import torch.fx as fx
import torch.fx.traceback as fxt
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx

from frontends.torch import fsdp, fsdp2, raw
from frontends.torch.spec import ImportJob, PlanSpec, load_ref, plan_spec

COLLECTIVE_NAMESPACES = ("_c10d_functional", "c10d", "c10d_functional")


# ------------------------------------------------------------------ source lines

FRONTEND_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(FRONTEND_DIR))
TORCH_DIR = os.path.dirname(os.path.abspath(torch.__file__))
_PATHS = sysconfig.get_paths()
_FRAME = re.compile(r'^\s*File "([^"]+)", line (\d+)', re.M)


def is_model_code(path: str) -> bool:
    """A frame of the user's code: not torch's, not this frontend's pipeline
    (its fixtures under models/ and plans/ are user code), not the standard
    library's (a site-packages inside it, as outside a venv, is user code:
    transformers' models), not generated code ("<eval_with_key>")."""
    if path.startswith("<"):
        return False
    path = os.path.abspath(path)
    if os.path.dirname(path) == FRONTEND_DIR or path.startswith(TORCH_DIR + os.sep):
        return False
    packages = tuple(_PATHS[k] + os.sep for k in ("purelib", "platlib"))
    return not (path.startswith(_PATHS["stdlib"] + os.sep) and not path.startswith(packages))


def source_of(frames: Iterable[tuple[str, int]]) -> str:
    """"file.py:123" of the innermost frame of user code, "" when none is."""
    user = [(f, line) for f, line in frames if is_model_code(f)]
    if not user:
        return ""
    f, line = user[-1]
    f = os.path.abspath(f)
    return f"{os.path.relpath(f, REPO_ROOT) if f.startswith(REPO_ROOT + os.sep) else f}:{line}"


def stack_trace_frames(text: Optional[str]) -> list[tuple[str, int]]:
    """The frames of an fx node's `stack_trace` meta (traceback text), outermost first."""
    return [(m.group(1), int(m.group(2))) for m in _FRAME.finditer(text or "")]


# ------------------------------------------------------------------ set-up

def init_fake_world(job: ImportJob, spec: PlanSpec):
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.testing._internal.distributed.fake_pg import FakeStore

    dist.init_process_group("fake", store=FakeStore(), rank=job.rank, world_size=job.world)
    if len(spec.mesh_axes) != len(job.mesh_shape):
        raise ValueError(f"plan expects mesh axes {spec.mesh_axes}, got mesh shape {job.mesh_shape}")
    return init_device_mesh("cpu", job.mesh_shape, mesh_dim_names=spec.mesh_axes)


def parallelize(model: torch.nn.Module, spec: PlanSpec, mesh) -> None:
    if spec.apply is not None:  # the user's plan function does it all, in place
        spec.apply(model, mesh)
        return
    full = fsdp.snapshot(model) if spec.fsdp_axis else None
    if spec.hf_tp_plan:
        # The model's own Hugging Face tp_plan, applied the way
        # `from_pretrained(tp_plan=...)` does (transformers.distributed).
        from transformers.distributed.tensor_parallel import apply_tensor_parallelism

        if spec.tp_axis in spec.mesh_axes and mesh[spec.tp_axis].size() > 1:
            apply_tensor_parallelism(model, mesh[spec.tp_axis], model._expand_parallel_plan(model.tp_plan))
    else:
        _parallelize_dict(model, spec, mesh)
    if spec.fsdp_axis:
        fsdp.apply(model, mesh, spec.fsdp_axis, spec.tp_axis if spec.tp_axis in spec.mesh_axes else None,
                   full, spec.fsdp_grad_reduce)
    if spec.fully_shard_axis:
        from torch.distributed.fsdp import fully_shard

        sub = mesh[spec.fully_shard_axis]
        blocks = _blocks(model, spec.blocks_attr)
        for block in (blocks.values() if hasattr(blocks, "values") else blocks):
            fully_shard(block, mesh=sub)
        if spec.fully_shard_root:
            fully_shard(model, mesh=sub)


def _blocks(model: torch.nn.Module, attr: str):
    obj = model
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def _parallelize_dict(model: torch.nn.Module, spec: PlanSpec, mesh) -> None:
    from torch.distributed.tensor.parallel import parallelize_module

    if not spec.top and not spec.block:
        return
    sub = mesh[spec.tp_axis]
    if spec.top:
        parallelize_module(model, sub, spec.top)
    blocks = _blocks(model, spec.blocks_attr)
    for block in (blocks.values() if hasattr(blocks, "values") else blocks):
        parallelize_module(block, sub, dict(spec.block))


def make_batch(job: ImportJob, vocab: int) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(job.data_seed)
    tokens = torch.randint(0, vocab, (job.batch, job.seq), generator=g)
    labels = torch.randint(0, vocab, (job.batch, job.seq), generator=g)
    return tokens, labels


def local_batch(t: torch.Tensor, coords: dict[str, int], sizes: dict[str, int],
                dp_axis: Optional[str]) -> torch.Tensor:
    if dp_axis is None:
        return t
    n = t.shape[0] // sizes[dp_axis]
    return t[coords[dp_axis] * n:(coords[dp_axis] + 1) * n].clone()


# ------------------------------------------------------------------ module tags

class ModuleTagger:
    """Tags every traced node with the module path that produced it.

    Forward: module pre/post hooks set fx's `current_meta["custom"]`, which
    make_fx copies onto each node under `preserve_node_meta`. Backward: each
    autograd node gets a pre-hook that sets the module whose forward created
    it (found from the autograd sequence-number range the module's forward
    spanned), as aot_autograd does for its own seq_nr tagging, and that
    sequence number (`fwd_seq`): make_fx records a stack trace for forward
    ops only, so a backward op's source line is its forward op's.
    """

    def __init__(self, model: torch.nn.Module):
        self.model = model
        self.stack: list[str] = []
        self.ranges: list[tuple[int, int, int, str]] = []  # (start, end, depth, path)
        self.handles: list[Any] = []
        self.failed_at: Optional[str] = None
        # the last tag set: fx's current_meta is restored when preserve_node_meta
        # exits, before failing_module sees an exception unwind through it
        self.where: tuple[str, str] = ("", "fwd")

    def _set(self, module: str, phase: str, fwd_seq: Optional[int] = None) -> None:
        self.where = (module, phase)
        fxt.current_meta["custom"] = {"module": module, "phase": phase, "fwd_seq": fwd_seq}

    def __enter__(self) -> "ModuleTagger":
        for path, mod in self.model.named_modules():
            self.handles.append(mod.register_forward_pre_hook(self._pre(path)))
            self.handles.append(mod.register_forward_hook(self._post(path), always_call=True))
        self._set("", "fwd")
        return self

    def __exit__(self, *exc) -> None:
        for h in self.handles:
            h.remove()

    def _pre(self, path: str):
        def hook(mod, args):
            self.stack.append(path)
            self.ranges.append([torch.autograd._get_sequence_nr(), None, len(self.stack), path])
            self._set(path, "fwd")
        return hook

    def _post(self, path: str):
        def hook(mod, args, out):
            if self.failed_at is None and sys.exc_info()[0] is not None:
                self.failed_at = path  # innermost module the exception unwinds through
            for r in reversed(self.ranges):
                if r[3] == path and r[1] is None:
                    r[1] = torch.autograd._get_sequence_nr()
                    break
            self.stack.pop()
            self._set(self.stack[-1] if self.stack else "", "fwd")
        return hook

    def module_of_seq(self, seq: int) -> str:
        best, depth = "", -1
        for start, end, d, path in self.ranges:
            if start <= seq < (end if end is not None else 1 << 62) and d > depth:
                best, depth = path, d
        return best

    def tag_backward(self, root: torch.Tensor) -> None:
        seen: set[Any] = set()
        todo = [root.grad_fn] if root.grad_fn is not None else []
        while todo:
            node = todo.pop()
            if node is None or node in seen:
                continue
            seen.add(node)
            seq = node._sequence_nr()
            node.register_prehook(self._bwd_pre(self.module_of_seq(seq), seq))
            todo.extend(fn for fn, _ in node.next_functions)

    def _bwd_pre(self, module: str, seq: int):
        def hook(grad_outputs):
            self._set(module, "bwd", seq)
        return hook


# ------------------------------------------------------------------ the step

class UnsupportedPlacement(ValueError):
    """A DTensor placement with no Plan IR relation (neither Shard,
    Replicate, Partial nor `_StridedShard`: `assemble.relation` reads that
    one alone on its dim as strided_shard, after another axis's split as
    FSDP2's)."""

    def __init__(self, p):
        super().__init__(f"DTensor placement {p!r} has no Plan IR relation")
        self.placement = type(p).__name__


def placements_of(t: torch.Tensor, axis_names: tuple[str, ...]) -> Optional[tuple[raw.DPlacement, ...]]:
    from torch.distributed.tensor import DTensor

    if not isinstance(t, DTensor):
        return None
    names = t.device_mesh.mesh_dim_names or axis_names
    out = []
    for axis, p in zip(names, t.placements):
        if type(p).__name__ == "_StridedShard":  # a fused projection's, or FSDP2's over TP: assemble.relation
            out.append(raw.DPlacement(axis, "strided_shard", p.dim % t.ndim, split_factor=int(p.split_factor)))
        elif p.is_shard():
            out.append(raw.DPlacement(axis, "shard", p.dim % t.ndim))
        elif p.is_replicate():
            out.append(raw.DPlacement(axis, "replicate"))
        elif p.is_partial():
            out.append(raw.DPlacement(axis, "partial", reduce_op=str(getattr(p, "reduce_op", "sum"))))
        else:
            raise UnsupportedPlacement(p)
    return tuple(out)


def _reduce_deferred(g: torch.Tensor, param: torch.Tensor) -> torch.Tensor:
    """A DTensor gradient left `Partial` on a mesh dim is reduced when the
    optimizer step reads it against its parameter: the plan emits that
    reduction here, where the step is captured, into the parameter's own
    placements (an all-reduce where it is replicated, a reduce-scatter
    where it is sharded), so the gradient the plan observes is the one the
    update consumes (emitter/specification.py relates it as its parameter
    is bound). A plain local tensor carries no deferred reduction."""
    from torch.distributed.tensor import DTensor

    if not isinstance(g, DTensor) or not any(p.is_partial() for p in g.placements):
        return g
    if not isinstance(param, DTensor) or param.device_mesh != g.device_mesh:
        return g  # no placement to reduce into: the specification refuses the partial gradient, naming it
    return g.redistribute(g.device_mesh, param.placements)


def local(t: torch.Tensor) -> torch.Tensor:
    from torch.distributed.tensor import DTensor

    return t.to_local() if isinstance(t, DTensor) else t


class Step:
    """The loss (the user's step, `--step`, or forward and mean
    cross-entropy), its backward (+ DP gradient averaging). Records which
    outputs were DTensors, with their placements."""

    def __init__(self, model, mesh, spec: Optional[PlanSpec], tagger: Optional[ModuleTagger],
                 user_step: Optional[Callable] = None):
        self.model, self.mesh, self.spec, self.tagger = model, mesh, spec, tagger
        self.user_step = user_step
        self.params = [(n, p) for n, p in model.named_parameters()]
        self.out_meta: dict[str, Any] = {}

    def __call__(self, tokens: torch.Tensor, labels: torch.Tensor):
        if self.user_step is not None:
            # the user's step(model, tokens, labels) -> loss, or (loss, logits) to observe the logits too
            if self.tagger:
                self.tagger._set("step", "fwd")
            out = self.user_step(self.model, tokens, labels)
            loss, logits = out if isinstance(out, tuple) else (out, None)
        else:
            logits = self.model(tokens)
            if not isinstance(logits, torch.Tensor):
                logits = logits.logits  # Hugging Face CausalLMOutput
            if self.tagger:
                self.tagger._set("loss", "fwd")
            loss = F.cross_entropy(logits.flatten(0, 1), labels.flatten())
        if self.tagger:
            self.tagger.tag_backward(loss)
        loss.backward()
        if self.tagger:
            self.tagger._set("step", "step")
        axes = self.spec.mesh_axes if self.spec else ()
        self.out_meta = {"loss": (placements_of(loss, axes), tuple(loss.shape))}
        if logits is not None:
            self.out_meta["logits"] = (placements_of(logits, axes), tuple(logits.shape))
        grads = []
        for name, p in self.params:
            g = _reduce_deferred(p.grad, p)
            try:
                self.out_meta[name] = (placements_of(g, axes), tuple(g.shape))
            except UnsupportedPlacement as e:
                e.args = (f"gradient of parameter {name}: {e.args[0]}",)
                raise
            g = local(g)
            if self.spec and self.spec.dp_axis and self.spec.dp_axis not in (
                    self.spec.fsdp_axis, self.spec.fully_shard_axis):
                # (FSDP reduce-scatters the gradient itself, averaged)
                g = self._dp_average(g)
            grads.append(g)
        return (local(loss),) + ((local(logits),) if logits is not None else ()) + tuple(grads)

    def _dp_average(self, g: torch.Tensor) -> torch.Tensor:
        import torch.distributed._functional_collectives as funcol

        dp, how = self.spec.dp_axis, self.spec.dp_grad_reduce
        if how == "none":
            return g
        if how not in ("avg", "sum"):
            raise ValueError(f"PlanSpec.dp_grad_reduce {how!r}: expected avg, sum or none")
        # one averaging all_reduce (normalize.h_all_reduce: scale 1 / len(group), named 1 / dp by
        # symbols.py), not a sum and a division by the constant group size: the same values
        return funcol.all_reduce(g, how, (self.mesh, self.spec.mesh_axes.index(dp)))


# ------------------------------------------------------------------ fx -> raw

def tensor_meta(v: Any) -> Optional[raw.TensorMeta]:
    if isinstance(v, torch.Tensor):
        return raw.TensorMeta(tuple(int(s) for s in v.shape), str(v.dtype).replace("torch.", ""))
    return None


def group_ranks(name: str) -> tuple[int, ...]:
    from torch.distributed.distributed_c10d import _resolve_process_group, get_process_group_ranks

    return tuple(get_process_group_ranks(_resolve_process_group(name)))


def is_collective(target: str) -> bool:
    return target.split(".")[0] in COLLECTIVE_NAMESPACES


def mutated_arg(target: Any) -> Optional[int]:
    """Index of the positional argument an in-place op writes, if any."""
    schema = getattr(target, "_schema", None)
    if schema is None:
        return None
    for i, a in enumerate(schema.arguments):
        if a.alias_info is not None and a.alias_info.is_write:
            return i
    return None


class Converter:
    """fx graph -> RawNodes in SSA form: an in-place op's result gets a fresh
    name and later reads of the mutated tensor see it (make_fx keeps some
    in-place ops, e.g. DTensor's vocab masking `ids[mask] = 0`)."""

    def __init__(self, gm: fx.GraphModule, constant_names: dict[str, raw.RawInput]):
        self.gm = gm
        self.constants = constant_names
        self.env: dict[str, Any] = {}        # fx node name -> tensor name or tuple of names
        self.current: dict[str, str] = {}    # tensor name -> its latest version
        self.fwd_source: dict[int, str] = {}  # autograd sequence number -> its forward op's source
        for n in gm.graph.nodes:
            seq = n.meta.get("seq_nr")
            if seq is not None and n.meta.get("stack_trace") and (n.meta.get("custom") or {}).get("phase") == "fwd":
                self.fwd_source.setdefault(seq, self.source(n))

    def ref(self, name: str) -> raw.Ref:
        return raw.Ref(self.current.get(name, name))

    def enc(self, a: Any) -> Any:
        if isinstance(a, fx.Node):
            v = self.env[a.name]
            if isinstance(v, tuple):
                return tuple(self.ref(x) if x else None for x in v)
            return self.ref(v)
        if isinstance(a, (list, tuple)):
            return tuple(self.enc(x) for x in a)
        if isinstance(a, (bool, int, float, str)) or a is None:
            return a
        if isinstance(a, torch.dtype):
            return str(a).replace("torch.", "")
        return str(a)

    def convert(self) -> tuple[list[raw.RawNode], list[str], list[str]]:
        nodes: list[raw.RawNode] = []
        placeholders: list[str] = []
        outputs: list[str] = []
        for n in self.gm.graph.nodes:
            if n.op == "placeholder":
                self.env[n.name] = n.name
                placeholders.append(n.name)
            elif n.op == "get_attr":
                self.env[n.name] = self.constants[n.target].name
            elif n.op == "output":
                outputs = [self.enc(a).name for a in n.args[0]]
            elif n.op == "call_function" and n.target is __import__("operator").getitem:
                src = self.env[n.args[0].name]
                self.env[n.name] = src[n.args[1]]
            elif n.op == "call_function":
                nodes.append(self._node(n))
            else:
                raise ValueError(f"unexpected fx node {n.op} {n.target}")
        return nodes, placeholders, outputs

    def source(self, n: fx.Node) -> str:
        if n.meta.get("stack_trace"):
            return source_of(stack_trace_frames(n.meta["stack_trace"]))
        return self.fwd_source.get((n.meta.get("custom") or {}).get("fwd_seq"), "")

    def _node(self, n: fx.Node) -> raw.RawNode:
        target = str(n.target)
        val = n.meta.get("val")
        vals = list(val) if isinstance(val, (tuple, list)) else [val]
        names = [n.name] if not isinstance(val, (tuple, list)) else [
            f"{n.name}.{i}" if isinstance(v, torch.Tensor) else "" for i, v in enumerate(vals)]
        args = self.enc(tuple(n.args))
        kwargs = tuple(sorted((k, self.enc(v)) for k, v in n.kwargs.items()))
        custom = n.meta.get("custom") or {}
        group = None
        if is_collective(target):
            gname = next((a for a in list(n.args) + list(n.kwargs.values())
                          if isinstance(a, str) and not a in ("sum", "avg", "max", "min")), None)
            if gname is not None and target.split(".")[1] != "wait_tensor":
                group = group_ranks(gname)
        w = mutated_arg(n.target)
        if w is not None and isinstance(n.args[w], fx.Node):
            # SSA: the in-place result is a new version of the written tensor.
            written = self.env[n.args[w].name]
            self.current[written] = names[0] if not isinstance(val, (tuple, list)) else names[w]
        self.env[n.name] = tuple(names) if isinstance(val, (tuple, list)) else names[0]
        return raw.RawNode(
            name=n.name, target=target, args=args, kwargs=kwargs,
            outputs=tuple(names), metas=tuple(tensor_meta(v) for v in vals),
            module=custom.get("module", ""), phase=custom.get("phase", "fwd"), group=group,
            source=self.source(n))


class UnsupportedConstant(ValueError):
    """A non-scalar tensor the traced step reads that is no parameter or
    buffer (no Plan IR input can stand for it). FSDP2 (`fully_shard`) keeps
    each parameter's shard as a view of a flat per-parameter storage and
    all-gathers from copies of it, so the trace reads that storage, not the
    parameter: named when the constant shares a parameter's storage."""

    def __init__(self, target: str, t: torch.Tensor, model: torch.nn.Module):
        from torch.distributed.tensor import DTensor
        owner = ""
        try:
            ptr = t.untyped_storage().data_ptr()
            for name, p in model.named_parameters():
                local = p._local_tensor if isinstance(p, DTensor) else p
                if local.untyped_storage().data_ptr() == ptr:
                    owner = name
                    break
        except (RuntimeError, NotImplementedError):
            pass
        what = f"the storage of parameter {owner}'s shard" if owner else "no parameter's or buffer's storage"
        super().__init__(f"non-scalar constant {target} with shape {tuple(t.shape)} ({what}): the step reads a "
                         "tensor that is not a parameter, buffer or input")
        self.op = "constant tensor" + (" (a parameter's flat shard storage)" if owner else "")


class OpaqueConstant(UnsupportedConstant):
    """A constant that is no tensor: a `ProcessGroup` object, which only
    torch.distributed's in-place c10d ops take (`dist.all_reduce(t,
    group=pg)` inside a module's forward or an autograd hook): collectives
    the capture does not translate into functional ones."""

    def __init__(self, n: fx.Node, t: Any):
        users = [u for u in n.users if u.op == "call_function"]
        first = users[0] if users else n
        custom = first.meta.get("custom") or {}
        self.module, self.phase = custom.get("module", ""), custom.get("phase", "fwd")
        self.source = source_of(stack_trace_frames(first.meta.get("stack_trace")))
        ops = sorted({str(u.target) for u in users}) or ["no op"]
        self.op = ops[0]
        ValueError.__init__(self, f"{', '.join(ops)} takes {type(t).__name__} {n.target}: an in-place c10d "
                            "collective on a process-group object (torch.distributed.all_reduce and the like), "
                            "which has no functional form in the trace")


def classify_constants(gm: fx.GraphModule, model: torch.nn.Module, axes: tuple[str, ...]
                       ) -> dict[str, raw.RawInput]:
    """Maps make_fx's get_attr constants back to parameters / buffers by
    object identity (DTensor parameters by their local shard); anything else
    must be a scalar constant that DTensor or autograd materialized."""
    from torch.distributed.tensor import DTensor

    known: dict[int, tuple[str, str, Any]] = {}
    for name, p in model.named_parameters():
        t = p._local_tensor if isinstance(p, DTensor) else p
        known[id(t)] = ("param", name, p)
    for name, b in model.named_buffers():
        known[id(b)] = ("buffer", name, b)
    out: dict[str, raw.RawInput] = {}
    for n in gm.graph.nodes:
        if n.op != "get_attr":
            continue
        t = getattr(gm, n.target)
        if not isinstance(t, torch.Tensor):
            raise OpaqueConstant(n, t)
        kind, source, orig = known.get(id(t), ("const", "", None))
        meta = tensor_meta(t)
        if kind == "const":
            if t.numel() != 1:
                raise UnsupportedConstant(n.target, t, model)
            out[n.target] = raw.RawInput(f"const_{n.target}", meta, "const", "", value=t.item())
        else:
            out[n.target] = raw.RawInput(
                source if kind == "param" else "buffer:" + source, meta, kind, source,
                placements=placements_of(orig, axes),
                global_shape=tuple(orig.shape))
    return out


# ------------------------------------------------------------------ main

def decompositions() -> dict:
    """The ops captured through torch's own decompositions (torch._decomp),
    not as the fused kernels the vocabulary has no denotation for: layer
    norm and its backward (mean, variance, rsqrt, elementwise), GELU and
    its backward (tanh or erf, elementwise). The decomposed form is what
    must prove; a fusion is only ever an optimization."""
    from torch._decomp import get_decompositions
    aten = torch.ops.aten
    return get_decompositions([aten.native_layer_norm, aten.native_layer_norm_backward, aten.var_mean.correction,
                               aten.gelu, aten.gelu_backward])


@contextlib.contextmanager
def functional_collectives():
    """torch.distributed's in-place collectives (`dist.all_reduce(t,
    group=pg)` in a module's forward or in a custom autograd Function, as
    transformers' MoE experts and Megatron-style tensor parallelism call
    them) traced as their functional form and a copy into the tensor:
    PyTorch's own remapping for tracing (`traceable_collective_remaps`,
    what torch.compile applies), with the reduce op named as the functional
    ops name it. The same collective, so the trace holds `_c10d_functional`
    ops over group names instead of a process-group object. `async_op=True`
    and reduce ops without a functional name raise."""
    import inspect

    import torch.distributed as dist
    from torch.distributed import _functional_collectives as funcol
    from torch.distributed import distributed_c10d

    def remapped(orig, new):
        sig = inspect.signature(orig)

        def call(*args, **kwargs):
            bound = sig.bind(*args, **kwargs)
            if "op" in sig.parameters:
                op = bound.arguments.get("op", sig.parameters["op"].default)
                if op not in funcol.REDUCE_OP_TO_STR:
                    raise ValueError(f"{orig.__name__} with reduce op {op}: no functional collective")
                bound.arguments["op"] = funcol.REDUCE_OP_TO_STR[op]
            return new(*bound.args, **bound.kwargs)
        return call

    saved = []
    for orig, new in funcol.traceable_collective_remaps.items():
        for mod in (dist, distributed_c10d):
            if getattr(mod, orig.__name__, None) is orig:
                saved.append((mod, orig.__name__, orig))
                setattr(mod, orig.__name__, remapped(orig, new))
    try:
        yield
    finally:
        for mod, name, orig in saved:
            setattr(mod, name, orig)


@contextlib.contextmanager
def cpu_attention_on_meta():
    """SDPA as the CPU runs it, on the meta device too. On meta, SDPA has no
    fused-kernel choice and runs its math decomposition (a causal mask built
    from ones, tril and where); the same call on CPU tensors of those shapes
    and dtypes runs the flash kernel, whose meta kernel exists. So a model
    on meta is captured with the op its CPU run has, not another algorithm."""
    from torch.fx.experimental.proxy_tensor import disable_proxy_modes_tracing
    from torch.nn.attention import SDPBackend

    math = F.scaled_dot_product_attention

    def sdpa(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
        if q.is_meta and attn_mask is None and not enable_gqa:
            with disable_proxy_modes_tracing():
                like = [torch.empty(t.shape, dtype=t.dtype) for t in (q, k, v)]
                choice = torch._fused_sdp_choice(*like, None, dropout_p, is_causal, scale=scale)
            if choice == SDPBackend.FLASH_ATTENTION.value:
                return torch.ops.aten._scaled_dot_product_flash_attention_for_cpu(
                    q, k, v, dropout_p, is_causal, scale=scale)[0]
        return math(q, k, v, attn_mask=attn_mask, dropout_p=dropout_p, is_causal=is_causal, scale=scale,
                    enable_gqa=enable_gqa)

    F.scaled_dot_product_attention = sdpa
    try:
        yield
    finally:
        F.scaled_dot_product_attention = math


class DataDependentRead(ValueError):
    """The step reads a tensor's value into Python (`.item()`, `bool(t)`, a
    branch on `(t == 0).all()`) and that value depends on an input,
    parameter or buffer: the trace holds one branch, taken for this batch
    and these weights, not the model's function for every input."""

    def __init__(self, n: fx.Node, data: str):
        custom = n.meta.get("custom") or {}
        self.module, self.phase = custom.get("module", ""), custom.get("phase", "fwd")
        self.source = source_of(stack_trace_frames(n.meta.get("stack_trace")))
        self.op = f"{n.target} (a Python branch on a tensor value)"
        super().__init__(f"{n.target} reads the value of {n.args[0]}, computed from {data}: data-dependent "
                         "control flow (the trace would hold the branch this batch takes)")


def settle_value_reads(gm: fx.GraphModule, constants: dict[str, raw.RawInput]) -> None:
    """Admits the step's reads of tensor values into Python when the value
    is computed from sizes alone (factory ops such as `arange`, scalar
    constants; no input, parameter or buffer): such a branch is a branch on
    sizes, like a Python `if` on a config int, and the trace holds the
    branch the model takes (Hugging Face's packed-sequence test on its
    position ids, which then lets SDPA take `is_causal`). The read itself
    has no tensor output and is dropped; any other read is refused."""
    # the step's arguments, in order (Step.__call__)
    data = dict(zip((n for n in gm.graph.nodes if n.op == "placeholder"), ("tokens", "labels")))
    data.update({n: constants[n.target].source for n in gm.graph.nodes
                 if n.op == "get_attr" and constants[n.target].kind != "const"})
    reads = [n for n in gm.graph.nodes if n.op == "call_function" and isinstance(n.target, torch._ops.OpOverload)
             and torch.Tag.data_dependent_output in n.target.tags]
    order = {m: i for i, m in enumerate(gm.graph.nodes)}
    for n in reads:
        seen, todo = set(), list(n.all_input_nodes)
        while todo:
            m = todo.pop()
            if m not in seen:
                seen.add(m)
                todo.extend(m.all_input_nodes)
        sources = sorted((m for m in seen if m in data), key=order.get)
        if sources:
            raise DataDependentRead(n, ", ".join(data[m] for m in sources))
        if n.users:
            raise DataDependentRead(n, "sizes, but the graph uses the value read")
        gm.graph.erase_node(n)


@contextlib.contextmanager
def failing_module(tagger: Optional["ModuleTagger"], phase: str = ""):
    """Names the module whose forward (or backward) was running when the
    step raised (or `phase`, e.g. "init" while the model is built), and the
    innermost line of user code in the traceback, so a model or plan that
    does not run is reported where it breaks."""
    try:
        yield
    except Exception as e:
        module, step_phase = tagger.where if tagger is not None else ("", "")
        if tagger is not None:
            module = tagger.failed_at or (tagger.stack[-1] if tagger.stack else module)
        record = {"module": module, "phase": phase or step_phase,
                  "error": f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
                  "source": source_of((f.filename, f.lineno) for f in traceback.extract_tb(e.__traceback__))}
        if isinstance(e, UnsupportedPlacement):
            record["category"] = "unsupported_operator"
            record["placement"] = e.placement
        sys.stderr.write("TV_CAPTURE_ERROR " + json.dumps(record) + "\n")
        raise


class _NoModules:
    """Every op attributed to CommDebugMode's "Global" (see comm_counts)."""
    name, is_bw, activation_checkpointing = "Global", False, False
    module_parents_dict = {"Global": ("Global",)}

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None


# the in-place c10d ops torch.distributed's APIs issue eagerly, by the
# functional op the trace gives the same call (functional_collectives)
EAGER_AS_TRACED = {"allreduce_": "all_reduce", "_allgather_base_": "all_gather_into_tensor",
                   "allgather_": "all_gather_into_tensor", "_reduce_scatter_base_": "reduce_scatter_tensor",
                   "alltoall_base_": "all_to_all_single"}


def comm_counts(step: "Step", tokens, labels, model) -> tuple[tuple[str, int], ...]:
    from torch.distributed.tensor.debug import CommDebugMode

    class Counts(CommDebugMode):
        """CommDebugMode's collective counts without its per-module
        attribution, whose module tracker pops more parents than it pushed
        on some models (Hugging Face's Phi: IndexError in its forward hook)
        and makes the eager run raise. Only the totals are read here."""

        def __init__(self):
            super().__init__()
            self.advanced_module_tracker = _NoModules()

    with Counts() as cdm:
        step(tokens, labels)
    model.zero_grad(set_to_none=True)
    counts = collections.Counter()
    for k, v in cdm.get_comm_counts().items():
        name = str(k).split(".")[-1]
        counts[EAGER_AS_TRACED.get(name, name)] += int(v)
    return tuple(sorted((k, v) for k, v in counts.items() if v))


def vocab_size(model: torch.nn.Module) -> int:
    """The token range of the default step's batch: a Hugging Face config's
    vocab_size, else the model's first embedding table's rows."""
    config = getattr(model, "config", None)
    if getattr(config, "vocab_size", None):
        return int(config.vocab_size)
    emb = next((m for m in model.modules() if isinstance(m, torch.nn.Embedding)), None)
    if emb is None:
        raise AttributeError("the model has no config.vocab_size and no nn.Embedding to draw tokens for")
    return emb.num_embeddings


def capture(job: ImportJob) -> raw.RawCapture:
    t0 = time.time()
    spec: Optional[PlanSpec] = plan_spec(job.plan, job.mesh_axes) if job.rank is not None else None
    user_step = load_ref(job.step) if job.step else None
    mesh = init_fake_world(job, spec) if spec else None
    torch.manual_seed(0)
    with failing_module(None, "init"):
        model = load_ref(job.model)()
        vocab = vocab_size(model)
        tokens, labels = make_batch(job, vocab)
    if any(p.is_meta for p in model.parameters()):
        tokens, labels = tokens.to("meta"), labels.to("meta")
    axes = spec.mesh_axes if spec else ()
    counts: tuple[tuple[str, int], ...] = ()
    if spec:
        parallelize(model, spec, mesh)
        coords = dict(zip(axes, mesh.get_coordinate()))
        sizes = dict(zip(axes, job.mesh_shape))
        tokens = local_batch(tokens, coords, sizes, spec.dp_axis)
        labels = local_batch(labels, coords, sizes, spec.dp_axis)
        eager_tagger = ModuleTagger(model)
        with failing_module(eager_tagger), eager_tagger:
            counts = comm_counts(Step(model, mesh, spec, eager_tagger, user_step), tokens, labels, model)
    tagger = ModuleTagger(model)
    step = Step(model, mesh, spec, tagger, user_step)
    with failing_module(tagger), fxt.preserve_node_meta(), tagger, cpu_attention_on_meta(), \
            functional_collectives():
        # real values, so a Python branch on a tensor's value is taken as the
        # model takes it; `settle_value_reads` then admits only reads of
        # values computed from sizes alone
        gm = make_fx(step, decomposition_table=decompositions(), record_stack_traces=True,
                     _error_on_data_dependent_ops=False)(tokens, labels)
    readings: tuple[tuple[str, int], ...] = ()
    try:
        flat = fsdp2.read_flat_collectives(gm, model)
        if flat is not None:
            # one flat FSDP2 collective read as k per-parameter ones: the eager counts read alike
            read, extra = flat
            readings = tuple(sorted(read.items()))
            both = collections.Counter(dict(counts)) + collections.Counter(extra)
            counts = tuple(sorted(both.items()))
        constants = classify_constants(gm, model, axes)
        settle_value_reads(gm, constants)
    except (UnsupportedConstant, DataDependentRead, fsdp2.UnreadFlatCollective) as e:
        sys.stderr.write("TV_CAPTURE_ERROR " + json.dumps(
            {"module": getattr(e, "module", ""), "phase": getattr(e, "phase", ""), "error": str(e),
             "category": "unsupported_operator", "aten_op": e.op, "source": getattr(e, "source", "")})
            + "\n")
        raise
    nodes, placeholders, outputs = Converter(gm, constants).convert()
    # a user's step may not read the labels (next-token targets from the tokens): no input of the plan then
    read = {ph.name for ph in gm.graph.nodes if ph.op == "placeholder" and ph.users}
    data = [raw.RawInput(name, tensor_meta(t), role, source)
            for name, ph, t, role, source in ((placeholders[0], 0, tokens, "data", "tokens"),
                                              (placeholders[1], 1, labels, "label", "labels"))
            if _placeholder(gm, ph).name in read or ph == 0]
    inputs = tuple(data) + tuple(sorted(constants.values(), key=lambda i: i.name))
    roles = [("loss", "loss")] + ([("logits", "logits")] if "logits" in step.out_meta else []) + \
        [("grad", n) for n, _ in step.params]
    outs = []
    for (role, source), tname in zip(roles, outputs):
        placements, gshape = step.out_meta[source]
        outs.append(raw.RawOutput(role, tname, source, placements, gshape))
    return raw.RawCapture(
        rank=job.rank, mesh_axes=axes, mesh_shape=job.mesh_shape if spec else (),
        inputs=_dedupe(inputs), nodes=tuple(nodes), outputs=tuple(outs), comm_counts=counts,
        dp_axis=spec.dp_axis if spec else None, seconds=time.time() - t0,
        module_types=tuple((p, type(m).__name__) for p, m in model.named_modules()), readings=readings)


def _placeholder(gm, i: int):
    """The traced step's i-th placeholder."""
    return [n for n in gm.graph.nodes if n.op == "placeholder"][i]


def _dedupe(inputs: tuple[raw.RawInput, ...]) -> tuple[raw.RawInput, ...]:
    seen, out = set(), []
    for i in inputs:
        if i.name not in seen:
            seen.add(i.name)
            out.append(i)
    return tuple(out)


def main(argv: list[str]) -> int:
    job = ImportJob.from_json(argv[1])
    result = capture(job)
    tmp = argv[2] + ".tmp"
    with open(tmp, "wb") as f:
        pickle.dump(result, f)
    os.replace(tmp, argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
