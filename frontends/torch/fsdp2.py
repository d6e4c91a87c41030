"""FSDP2's (`fully_shard`) flat-buffer collectives read as one collective
per parameter, on the traced fx graph before it is converted.

FSDP2 batches the parameters of a module group into flat buffers:

  forward / pre-backward, per group:
    inp, out = fsdp.all_gather_copy_in([s_1 .. s_k], empty, [n_1 .. n_k], N, rank)
                                    # inp = s_1.flatten() ++ .. ++ s_k.flatten()  (N elements)
    out <- all_gather_into_tensor(inp, W, g)             # [W * N]: rank r's inp at r * N
    fsdp.split_with_sizes_copy(out.view(W, N), [n_1 ..], 1, out=[u_1.view(W, n_1) ..])
                                    # u_i's storage <- the column block i: every rank's s_i in rank order
  and the module reads each unsharded parameter as a view of u_i's storage;

  post-backward, per group:
    fsdp.chunk_cat([g_1 .. g_k], 0, W, out=b.view(W, M))  # row r: the r-th dim-0 chunk of each g_i, flattened
    o <- reduce_scatter_tensor(b, op, W, g)              # [M]: row (this rank) reduced over the group
    each sharded gradient = o.as_strided(g_i's chunk shape, contiguous, offset_i)

Column block i of the gathered [W, N] buffer is s_i gathered along dim 0
(row r is rank r's s_i, flattened), so u_i = all_gather_into_tensor(s_i, W, g);
and the slice of row r at offset_i is the r-th dim-0 chunk of g_i reduced
over the group, so the sharded gradient is reduce_scatter_tensor(g_i, op,
W, g). Both are identities of data movement (exact), read here only when
every piece of the pattern is checked: the sizes, the contiguous views, the
offsets, the storages, each shard being the parameter's own local tensor
and u_i's readers reading all of it. FSDP2 frees u_i after the forward and
gathers it again for the backward; no op of the step writes a shard, so
the second gather is the first one's value and is read as it (a norm's
backward then reads the weight its forward read, as in the single-device
step). Anything else stays as traced and is
refused downstream (the flat storage as an unknown constant). The reading
is stated on the import line, and the eager collective counts are read the
same way (one flat collective = k per-parameter collectives).
"""

from __future__ import annotations

import collections
from typing import Any, Optional

import torch
import torch.fx as fx

AG_COPY_IN = "fsdp.all_gather_copy_in.default"
SPLIT_COPY = "fsdp.split_with_sizes_copy.default"
CHUNK_CAT = "fsdp.chunk_cat.default"
ALL_GATHER = "_c10d_functional.all_gather_into_tensor.default"
REDUCE_SCATTER = "_c10d_functional.reduce_scatter_tensor.default"
WAIT = "_c10d_functional.wait_tensor.default"
VIEW = "aten.view.default"
COPY = "aten.copy_.default"
AS_STRIDED = "aten.as_strided.default"
EMPTY = "aten.empty.memory_format"


class UnreadFlatCollective(ValueError):
    """An FSDP2 flat-buffer collective whose pattern is not the one read here."""

    def __init__(self, node: fx.Node, why: str):
        custom = node.meta.get("custom") or {}
        self.module, self.phase = custom.get("module", ""), custom.get("phase", "fwd")
        self.op, self.source = str(node.target), ""
        super().__init__(f"{node.target} ({node.name}): {why}")


def _t(n: fx.Node) -> str:
    return str(n.target) if n.op == "call_function" else ""


def _only_user(n: fx.Node, target: str, at: fx.Node) -> fx.Node:
    users = list(n.users)
    if len(users) != 1 or _t(users[0]) != target:
        raise UnreadFlatCollective(at, f"{n.name} is read by {[_t(u) or u.op for u in users]}, expected one {target}")
    return users[0]


def _storage(t: torch.Tensor) -> int:
    return t.untyped_storage()._cdata


def _contiguous_whole(t: torch.Tensor, numel: int) -> bool:
    return t.is_contiguous() and t.storage_offset() == 0 and t.numel() == numel


class _Reader:
    def __init__(self, gm: fx.GraphModule, model: torch.nn.Module):
        from torch.distributed.tensor import DTensor

        self.gm, self.g = gm, gm.graph
        self.locals: dict[tuple[int, int, int], torch.Tensor] = {}
        for _, p in model.named_parameters():
            t = p._local_tensor if isinstance(p, DTensor) else p
            self.locals[(_storage(t), t.storage_offset(), t.numel())] = t
        self.order = {n: i for i, n in enumerate(self.g.nodes)}
        self.writes: dict[int, list[tuple[int, fx.Node, int]]] = collections.defaultdict(list)
        self.dead: list[fx.Node] = []
        self.readings: collections.Counter = collections.Counter()
        self.gathered: dict[tuple, fx.Node] = {}  # (shard, world, group) -> its first gather
        self.counts: collections.Counter = collections.Counter()
        self.fresh = 0

    def attr(self, n: fx.Node) -> Any:
        if n.op != "get_attr":
            return None
        return getattr(self.gm, n.target)

    def new(self, at: fx.Node, target, args: tuple, like: fx.Node, val: torch.Tensor) -> fx.Node:
        with self.g.inserting_before(at):
            m = self.g.call_function(target, args)
        m.meta = {k: v for k, v in like.meta.items() if k in ("custom", "stack_trace", "seq_nr")}
        m.meta["val"] = val
        return m

    def shard(self, at: fx.Node, s: fx.Node, numel: int) -> fx.Node:
        """A get_attr of the parameter's local tensor whose storage the flat input `s` is."""
        t = self.attr(s)
        if not isinstance(t, torch.Tensor) or not t.is_contiguous() or t.numel() != numel:
            raise UnreadFlatCollective(at, f"input {s.name} is not a contiguous constant of {numel} elements")
        local = self.locals.get((_storage(t), t.storage_offset(), numel))
        if local is None:
            raise UnreadFlatCollective(at, f"input {s.name} is no parameter's local shard (a padded, uneven shard?)")
        name = f"_tv_fsdp2_shard{self.fresh}"
        self.fresh += 1
        self.gm.register_buffer(name, local, persistent=False)
        with self.g.inserting_before(at):
            m = self.g.get_attr(name)
        m.meta["val"] = local
        return m

    def gather(self, n: fx.Node) -> None:
        inputs, _empty, sizes, _total, _rank = n.args[:5]
        items = [u for u in n.users]
        g0 = next((u for u in items if u.args[1] == 0), None)
        g1 = next((u for u in items if u.args[1] == 1), None)
        if g0 is None or g1 is None or len(items) != 2:
            raise UnreadFlatCollective(n, "its two outputs are not each read once")
        ag = _only_user(g0, ALL_GATHER, n)
        world, group = ag.args[1], ag.args[2]
        wt = _only_user(ag, WAIT, n)
        cp = _only_user(wt, COPY, n)
        if cp.args[0] is not g1:
            raise UnreadFlatCollective(n, "the gathered buffer is not copied into its output")
        v = _only_user(cp, VIEW, n)
        sp = _only_user(v, SPLIT_COPY, n)
        if list(sp.args[1]) != list(sizes) or sp.args[2] != 1 or list(v.args[1]) != [world, -1]:
            raise UnreadFlatCollective(sp, "not a split of the [W, N] buffer's columns by the inputs' sizes")
        outs = sp.kwargs.get("out")
        if outs is None or len(outs) != len(inputs) or len(sizes) != len(inputs):
            raise UnreadFlatCollective(sp, "one output per input expected")
        for s, size, o in zip(inputs, sizes, outs):
            base = o.args[0] if _t(o) == VIEW and list(o.args[1]) == [world, -1] else None
            u = self.attr(base) if base is not None else None
            if not isinstance(u, torch.Tensor) or not _contiguous_whole(u, world * size):
                raise UnreadFlatCollective(sp, f"output {o.name} is not a [W, n] view of a whole flat storage")
            local = self.shard(n, s, size)
            lt = local.meta["val"]
            key = (id(lt), world, group)
            w = self.gathered.get(key)
            if w is None:
                gathered = torch.empty((lt.shape[0] * world,) + tuple(lt.shape[1:]), dtype=lt.dtype)
                a = self.new(n, torch.ops._c10d_functional.all_gather_into_tensor.default, (local, world, group),
                             ag, gathered)
                w = self.gathered[key] = self.new(n, torch.ops._c10d_functional.wait_tensor.default, (a,), wt,
                                                  gathered)
                self.counts["all_gather_into_tensor"] += 1
            else:
                # FSDP2 frees the unsharded parameter after forward and gathers
                # the unchanged shard again for backward: the same value
                self.dead.append(local)
                self.readings["a re-gather of an unchanged parameter shard as its first gather"] += 1
            self.writes[_storage(u)].append((self.order[sp], w, world * size))
            self.dead += [o, base]
        self.dead += [sp, v, cp, wt, ag, g0, g1, n, *inputs]
        if isinstance(_empty, fx.Node):
            self.dead.append(_empty)
        self.readings["fsdp.all_gather_copy_in + all_gather_into_tensor + fsdp.split_with_sizes_copy "
                      "as one all_gather_into_tensor per parameter"] += 1
        self.counts["all_gather_into_tensor"] -= 1

    def reduce(self, n: fx.Node) -> None:
        grads, dim, world = n.args[:3]
        ov = n.kwargs.get("out")
        if dim != 0 or ov is None or _t(ov) != VIEW or list(ov.args[1]) != [world, -1]:
            raise UnreadFlatCollective(n, "not a chunk along dim 0 into a [W, M] view of a buffer")
        buf = ov.args[0]
        scatters = [u for u in buf.users if _t(u) == REDUCE_SCATTER]
        if _t(buf) != EMPTY or len(scatters) != 1 or set(buf.users) != {ov, scatters[0]}:
            raise UnreadFlatCollective(n, "its buffer is read by more than one reduce_scatter")
        rs = scatters[0]
        if self.order[rs] < self.order[n]:
            raise UnreadFlatCollective(n, "the reduce_scatter reads the buffer before it is written")
        op, rworld, group = rs.args[1:4]
        if rworld != world:
            raise UnreadFlatCollective(rs, f"scatters over {rworld} ranks, the buffer has {world} rows")
        wt = _only_user(rs, WAIT, n)
        cp = _only_user(wt, COPY, n)
        eo = cp.args[0]
        if _t(eo) != EMPTY or len(eo.users) != 1:
            raise UnreadFlatCollective(n, "the reduced row is not copied into a fresh buffer")
        views = {v.args[3] if len(v.args) > 3 else 0: v for v in cp.users}
        if any(_t(v) != AS_STRIDED for v in cp.users):
            raise UnreadFlatCollective(n, "the reduced row is read other than by as_strided views")
        offset = 0
        done = set()
        for gnode in grads:
            gv = gnode.meta.get("val")
            if not isinstance(gv, torch.Tensor) or gv.dim() == 0 or gv.shape[0] % world:
                raise UnreadFlatCollective(n, f"gradient {gnode.name} does not split into {world} chunks on dim 0")
            chunk = (gv.shape[0] // world,) + tuple(gv.shape[1:])
            v = views.get(offset)
            if v is None or tuple(v.args[1]) != chunk or tuple(v.args[2]) != tuple(
                    torch.empty(chunk).stride()):
                raise UnreadFlatCollective(n, f"no contiguous view of gradient {gnode.name}'s chunk at offset {offset}")
            val = torch.empty(chunk, dtype=gv.dtype)
            r = self.new(n, torch.ops._c10d_functional.reduce_scatter_tensor.default, (gnode, op, world, group),
                         rs, val)
            w = self.new(n, torch.ops._c10d_functional.wait_tensor.default, (r,), wt, val)
            v.replace_all_uses_with(w)
            done.add(v)
            offset += gv.numel() // world
        if done != set(cp.users) or offset != eo.meta["val"].numel():
            raise UnreadFlatCollective(n, "the views do not tile the reduced row")
        self.dead += [*done, cp, eo, wt, rs, n, ov, buf]
        self.readings["fsdp.chunk_cat + reduce_scatter_tensor as one reduce_scatter_tensor per parameter"] += 1
        self.counts["reduce_scatter_tensor"] += len(grads) - 1

    def unsharded_reads(self) -> None:
        """Each read of a written storage: the latest per-parameter gather written to it before."""
        if not self.writes:
            return
        for n in list(self.g.nodes):
            if n.op != "get_attr" or n in self.dead:
                continue
            t = self.attr(n)
            if not isinstance(t, torch.Tensor) or t.numel() == 0:
                continue
            key = _storage(t)
            if key not in self.writes:
                continue
            before = [(i, w, numel) for i, w, numel in self.writes[key] if i < self.order[n]]
            if not before:
                raise UnreadFlatCollective(n, "reads a parameter's unsharded storage before it is gathered")
            _, w, numel = before[-1]
            if not _contiguous_whole(t, numel):
                raise UnreadFlatCollective(n, "reads part of a parameter's unsharded storage")
            if tuple(t.shape) != tuple(w.meta["val"].shape):
                val = torch.empty(t.shape, dtype=t.dtype)
                with self.g.inserting_before(n):
                    v = self.g.call_function(torch.ops.aten.view.default, (w, list(t.shape)))
                v.meta = dict(w.meta, val=val)
                w = v
            n.replace_all_uses_with(w)
            self.dead.append(n)

    def erase(self) -> None:
        left = list(dict.fromkeys(self.dead))
        while left:
            keep = []
            for n in left:
                if n.users:
                    keep.append(n)
                else:
                    self.g.erase_node(n)
            if len(keep) == len(left):
                raise UnreadFlatCollective(keep[0], f"still read by {[u.name for u in keep[0].users]}")
            left = keep


def _check_shards_unwritten(r: "_Reader") -> None:
    """A re-gather is the first gather's value only if nothing writes a shard in between."""
    shards = {key[0] for key in r.locals}
    for n in r.g.nodes:
        schema = getattr(n.target, "_schema", None)
        if n.op != "call_function" or schema is None:
            continue
        for a, arg in zip(schema.arguments, n.args):
            if a.alias_info is not None and a.alias_info.is_write and isinstance(arg, fx.Node):
                t = r.attr(arg)
                if isinstance(t, torch.Tensor) and _storage(t) in shards:
                    raise UnreadFlatCollective(n, f"writes parameter storage {arg.name} during the step")


def read_flat_collectives(gm: fx.GraphModule, model: torch.nn.Module) -> Optional[tuple[dict, dict]]:
    """Rewrites `gm` in place. Returns (readings, extra per-parameter
    collectives by kind) or None when the graph has no FSDP2 flat
    collective. Raises UnreadFlatCollective naming the node otherwise."""
    r = _Reader(gm, model)
    nodes = list(r.g.nodes)
    if not any(_t(n) in (AG_COPY_IN, CHUNK_CAT) for n in nodes):
        return None
    _check_shards_unwritten(r)
    for n in nodes:
        if _t(n) == AG_COPY_IN:
            r.gather(n)
        elif _t(n) == CHUNK_CAT:
            r.reduce(n)
    r.unsharded_reads()
    r.erase()
    r.g.lint()
    gm.recompile()
    return dict(r.readings), dict(r.counts)
