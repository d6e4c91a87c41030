"""Region rewrites on raw captures, before op-by-op normalization.

Some computations reach aten only in a decomposed form that uses a construct
the Plan IR has no operator for, while the vocabulary has the fused op:

* RMSNorm: `x * rsqrt(mean(x*x) + eps) * w` adds a ring *constant* (eps);
  the vocabulary has `rmsnorm` / `rmsnorm_backward` with eps as an attribute.
  The forward and backward regions of each `RMSNorm` module are replaced
  together, and only when their op structure is exactly the decomposition
  (checked below), so a fused node never stands for different arithmetic.
* DTensor's vocab-parallel embedding masks out-of-shard ids with boolean
  index_put on index tensors; the vocabulary's `embedding` has the offset
  semantics (`W[ids - offset]` if in range else 0) built in.

* The loss: `nll_loss(log_softmax(z), labels)` (mean) is the mean of the
  vocabulary's `cross_entropy(z, labels)`, a ring identity once labels are
  in [0, V) (the labels' index-range contract; torch rejects others). Its
  backward `log_softmax_backward(nll_loss_backward(g))` is
  `cross_entropy_backward(z, labels, g / N)`: autograd's formula
  `dy - exp(log_softmax(z)) * rowsum(dy)` equals it by
  `exp(z - log(sum exp z)) = softmax(z)`, true of exp and log but not a
  ring identity (the IR keeps exp/log abstract, as SCHEMA_GAPS.md #2 notes
  for rsqrt's derivative). Both SM and PM captures are rewritten alike,
  and only when the region is exactly this pattern.

* A split's backward: `slice_backward(a, d, k, n) + slice_backward(b, d, 0, k)`
  (each piece's gradient zero-padded to the whole, summed) is `cat(b, a, d)`
  (rotate-half RoPE's halves; `sum_padded_pieces`). A slice_backward read
  any other way is left, and has no denotation yet.

Each rewrite yields synthetic RawNodes with `tv.*` targets; everything it
makes dead is removed by normalization's dead-code pass.
"""

from __future__ import annotations

import collections
import dataclasses
from typing import Optional

from frontends.torch.raw import RawCapture, RawNode, Ref

RMSNORM_CLASSES = frozenset({"RMSNorm", "LlamaRMSNorm"})
ALIAS_TARGETS = frozenset({"aten.detach.default", "aten.view.default", "aten.alias.default",
                           "aten._unsafe_view.default"})

# The decomposition autograd produces for the RMSNorm backward (alias-like
# ops excluded); a region with any other multiset is left alone.
RMSNORM_BWD_SIGNATURE = collections.Counter({
    "aten.mul.Tensor": 6, "aten.sum.dim_IntList": 2, "aten.pow.Tensor_Scalar": 2,
    "aten.mul.Scalar": 2, "aten.expand.default": 1, "aten.div.Scalar": 1, "aten.add.Tensor": 1,
})


def refs(args) -> list[str]:
    out = []
    for a in args:
        if isinstance(a, Ref):
            out.append(a.name)
        elif isinstance(a, tuple):
            out.extend(refs(a))
    return out


@dataclasses.dataclass(frozen=True)
class Index:
    producer: dict[str, RawNode]
    consumers: dict[str, list[RawNode]]

    @staticmethod
    def of(nodes: tuple[RawNode, ...]) -> "Index":
        prod, cons = {}, collections.defaultdict(list)
        for n in nodes:
            for o in n.outputs:
                if o:
                    prod[o] = n
            for r in refs(n.args) + refs(tuple(v for _, v in n.kwargs)):
                cons[r].append(n)
        return Index(prod, cons)


def through_aliases(name: str, idx: Index) -> str:
    """Follows detach/view chains back to the tensor they alias."""
    while name in idx.producer and idx.producer[name].target in ("aten.detach.default",):
        name = idx.producer[name].args[0].name
    return name


# ---------------------------------------------------------------- rmsnorm

@dataclasses.dataclass(frozen=True)
class RmsFwd:
    x: str
    w: str
    y: str
    r: str
    eps: float
    nodes: tuple[str, ...]


def match_rmsnorm_fwd(region: list[RawNode], idx: Index) -> Optional[RmsFwd]:
    core = [n for n in region if n.target not in ALIAS_TARGETS]
    targets = collections.Counter(n.target for n in core)
    if targets != collections.Counter({"aten.pow.Tensor_Scalar": 1, "aten.mean.dim": 1,
                                       "aten.add_.Scalar": 1, "aten.add.Scalar": 0,
                                       "aten.rsqrt.default": 1, "aten.mul.Tensor": 2}) and \
       targets != collections.Counter({"aten.pow.Tensor_Scalar": 1, "aten.mean.dim": 1,
                                       "aten.add.Scalar": 1, "aten.rsqrt.default": 1,
                                       "aten.mul.Tensor": 2}):
        return None
    pow_ = next(n for n in core if n.target == "aten.pow.Tensor_Scalar")
    if pow_.args[1] != 2:
        return None
    x = pow_.args[0].name
    rank = len(pow_.metas[0].shape)
    mean = next(n for n in core if n.target == "aten.mean.dim")
    if mean.args[0].name != pow_.outputs[0] or tuple(d % rank for d in mean.args[1]) != (rank - 1,) \
            or not mean.args[2]:
        return None
    add = next(n for n in core if n.target in ("aten.add_.Scalar", "aten.add.Scalar"))
    rsq = next(n for n in core if n.target == "aten.rsqrt.default")
    if add.args[0].name != mean.outputs[0] or rsq.args[0].name != add.outputs[0]:
        return None
    m1, m2 = [n for n in core if n.target == "aten.mul.Tensor"]
    if {a.name for a in m1.args} != {x, rsq.outputs[0]}:
        m1, m2 = m2, m1
    if {a.name for a in m1.args} != {x, rsq.outputs[0]}:
        return None
    others = [a.name for a in m2.args if a.name != m1.outputs[0]]
    if len(others) != 1 or len(idx.producer.get(others[0], RawNode("", "", (), (), (), (), "", "")).outputs) > 1:
        return None
    return RmsFwd(x=x, w=others[0], y=m2.outputs[0], r=rsq.outputs[0], eps=float(add.args[1]),
                  nodes=tuple(n.name for n in core))


@dataclasses.dataclass(frozen=True)
class RmsBwd:
    dy: str
    dx: str
    dw: str
    accumulated: tuple[str, ...]  # other gradients of x that autograd summed into dx here
    nodes: tuple[str, ...]


def region_boundary(region: list[RawNode], idx: Index) -> tuple[set[str], set[str]]:
    inside = {o for n in region for o in n.outputs if o}
    names = {n.name for n in region}
    ins = {r for n in region for r in refs(n.args) if r not in inside}
    outs = {o for o in inside if any(c.name not in names for c in idx.consumers.get(o, []))}
    return ins, outs


def match_rmsnorm_bwd(region: list[RawNode], fwd: RmsFwd, fwd_outputs: set[str], idx: Index,
                      graph_outputs: set[str], shapes: dict[str, tuple[int, ...]]) -> Optional[RmsBwd]:
    ins, outs = region_boundary(region, idx)
    outs |= {o for n in region for o in n.outputs if o in graph_outputs}
    known = {fwd.x, fwd.w} | fwd_outputs
    core_out = {o for n in region if n.target not in ALIAS_TARGETS for o in n.outputs}
    external = [i for i in sorted(ins) if through_aliases(i, idx) not in known and i not in known]
    # dy: the non-forward operand of the region's multiplications; it may be
    # an external tensor or an alias of one made at the region's start.
    mul_ins = {r for n in region if n.target == "aten.mul.Tensor" for r in refs(n.args)}
    dys = sorted(r for r in mul_ins if r not in known and through_aliases(r, idx) not in known
                 and r not in core_out)
    users = {i: {c.target for c in idx.consumers.get(i, []) if c in region} for i in external}
    accs = tuple(i for i in external if users[i] == {"aten.add.Tensor"})
    feeds_dy = [i for i in external if i not in accs]
    if len(dys) != 1 or len(feeds_dy) != 1 or shapes.get(dys[0]) != shapes[fwd.x]:
        return None
    core = collections.Counter(n.target for n in region if n.target not in ALIAS_TARGETS)
    expected = RMSNORM_BWD_SIGNATURE + collections.Counter({"aten.add.Tensor": len(accs)})
    if core != expected or len(outs) != 2:
        return None
    dx = [o for o in outs if shapes[o] == shapes[fwd.x]]
    dw = [o for o in outs if shapes[o] == shapes[fwd.w]]
    if len(dx) != 1 or len(dw) != 1:
        return None
    return RmsBwd(dy=dys[0], dx=dx[0], dw=dw[0], accumulated=accs, nodes=tuple(n.name for n in region))


def fuse_rmsnorm(cap: RawCapture) -> tuple[RawNode, ...]:
    norms = {p for p, cls in cap.module_types if cls in RMSNORM_CLASSES}
    nodes = cap.nodes
    idx = Index.of(nodes)
    shapes = {o: m.shape for n in nodes for o, m in zip(n.outputs, n.metas) if m is not None}
    shapes.update({i.name: i.meta.shape for i in cap.inputs})
    graph_outputs = {o.tensor for o in cap.outputs}
    replace: dict[str, object] = {}   # anchor node of a region -> fused node(s)
    drop: set[str] = set()
    for path in sorted(norms):
        fwd_region = [n for n in nodes if n.module == path and n.phase == "fwd"]
        bwd_region = [n for n in nodes if n.module == path and n.phase == "bwd"]
        if not fwd_region:
            continue
        fwd = match_rmsnorm_fwd(fwd_region, idx)
        if fwd is None:
            continue
        fwd_outputs = {o for n in fwd_region for o in n.outputs}
        bwd = (match_rmsnorm_bwd(bwd_region, fwd, fwd_outputs, idx, graph_outputs, shapes)
               if bwd_region else None)
        if bwd_region and bwd is None:
            continue  # leave it decomposed: normalization then names the offending op
        meta = {o: m for n in fwd_region for o, m in zip(n.outputs, n.metas)}
        last_fwd = [n for n in fwd_region if fwd.y in n.outputs][0]
        replace[last_fwd.name] = RawNode(
            name=last_fwd.name, target="tv.rmsnorm", args=(Ref(fwd.x), Ref(fwd.w), fwd.eps),
            kwargs=(), outputs=(fwd.y,), metas=(meta[fwd.y],), module=path, phase="fwd")
        drop.update(_downstream_drops(fwd_region, set(fwd.nodes) - {last_fwd.name}, {fwd.y}))
        if bwd:
            bmeta = {o: m for n in bwd_region for o, m in zip(n.outputs, n.metas)}
            # The fused node goes where the region starts (x, w and dy exist
            # by then; AccumulateGrad may read dw right after it is made).
            # Autograd summed x's other gradients into dx inside the region;
            # those adds stay explicit, each where its accumulator was read.
            anchor = next(n.name for n in bwd_region if n.target not in ALIAS_TARGETS)
            dx = bwd.dx if not bwd.accumulated else bwd.dx + "_rms"
            replace[anchor] = RawNode(
                name=anchor, target="tv.rmsnorm_backward",
                args=(Ref(fwd.x), Ref(fwd.w), Ref(bwd.dy), fwd.eps), kwargs=(),
                outputs=(dx, bwd.dw), metas=(bmeta[bwd.dx], bmeta[bwd.dw]),
                module=path, phase="bwd")
            kept = {anchor}
            for k, acc in enumerate(bwd.accumulated):
                site = next(n for n in bwd_region if n.target == "aten.add.Tensor"
                            and acc in refs(n.args))
                out = bwd.dx if k == len(bwd.accumulated) - 1 else f"{bwd.dx}_acc{k}"
                replace[site.name] = RawNode(
                    name=site.name, target="aten.add.Tensor", args=(Ref(acc), Ref(dx)),
                    kwargs=(), outputs=(out,), metas=(bmeta[bwd.dx],), module=path, phase="bwd")
                kept.add(site.name)
                dx = out
            core = {n.name for n in bwd_region if n.target not in ALIAS_TARGETS} - kept
            drop.update(_downstream_drops(bwd_region, core, {bwd.dx, bwd.dw} | {dx}))
    out: list[RawNode] = []
    for n in nodes:
        if n.name in drop:
            continue
        r = replace.get(n.name, n)
        out.extend(r if isinstance(r, list) else [r])
    return tuple(out)


def _downstream_drops(region: list[RawNode], core: set[str], keep_outputs: set[str]) -> set[str]:
    """The matched core nodes plus the alias nodes that only re-view their
    (now gone) results; aliases upstream of the core (e.g. the view that
    brings dy in) stay. A node producing a fused output is never dropped
    except as core, where the fused node takes over its name."""
    dropped = set(core)
    gone = {o for n in region if n.name in core for o in n.outputs} - keep_outputs
    for n in region:
        if n.name in dropped:
            continue
        if n.target in ALIAS_TARGETS and any(r in gone for r in refs(n.args)):
            dropped.add(n.name)
            gone.update(o for o in n.outputs if o not in keep_outputs)
    return dropped


# ---------------------------------------------------------------- vocab-parallel embedding

def fuse_masked_embedding(nodes: tuple[RawNode, ...], consts: dict[str, object]) -> tuple[RawNode, ...]:
    """DTensor MaskPartial: ids' = where(ids out of [off, off+V), 0, ids - off);
    e = embedding(W, ids'); e[out of range] = 0  ==>  embedding(W, ids; offset=off)."""
    idx = Index.of(nodes)
    out: dict[str, RawNode] = {}
    for n in nodes:
        if n.target != "aten.embedding.default":
            continue
        w, ids_m = n.args[0].name, n.args[1].name
        put = idx.producer.get(ids_m)
        if put is None or put.target != "aten.index_put_.default":
            continue
        sub = idx.producer.get(put.args[0].name)
        mask = put.args[1][0].name if isinstance(put.args[1], tuple) and len(put.args[1]) == 1 else None
        if sub is None or sub.target != "aten.sub.Tensor" or mask is None or not isinstance(sub.args[1], int):
            continue
        off = sub.args[1]
        ids = sub.args[0].name
        if idx.producer.get(ids) is not None and idx.producer[ids].target == "aten.clone.default":
            ids = idx.producer[ids].args[0].name
        orr = idx.producer.get(mask)
        if orr is None or orr.target != "aten.bitwise_or.Tensor":
            continue
        lt, ge = (idx.producer.get(a.name) for a in orr.args)
        # w is a graph input (a parameter) or, under FSDP-as-placements, the
        # parameter's all-gathered compute copy; either way its rows must be
        # exactly the masked span [off, off+span).
        if not (lt and ge and lt.target == "aten.lt.Scalar" and ge.target == "aten.ge.Scalar"
                and lt.args[0].name == ids and ge.args[0].name == ids and lt.args[1] == off):
            continue
        rows = _rows(w, idx)
        vlocal = bool(n.metas) and (idx.producer.get(w) is None or rows == ge.args[1] - off)
        if not vlocal:
            continue
        zero_rows = [c for c in idx.consumers.get(n.outputs[0], [])
                     if c.target == "aten.index_put_.default" and c.args[0].name == n.outputs[0]
                     and len(c.args[1]) == 1 and c.args[1][0].name == mask]
        if len(zero_rows) != 1 or consts.get(zero_rows[0].args[2].name, _root(zero_rows[0].args[2].name, idx, consts)) != 0:
            continue
        if consts.get(put.args[2].name, _root(put.args[2].name, idx, consts)) != 0:
            continue
        span = ge.args[1] - off
        out[n.name] = dataclasses.replace(n, target="tv.embedding", args=(Ref(w), Ref(ids), off, span))
        z = zero_rows[0]
        out[z.name] = dataclasses.replace(z, target="tv.alias", args=(Ref(n.outputs[0]),), kwargs=())
    return tuple(out.get(n.name, n) for n in nodes)


def _rows(name: str, idx: Index) -> Optional[int]:
    """Leading size of a produced tensor (None for graph inputs)."""
    p = idx.producer.get(name)
    if p is None:
        return None
    for o, m in zip(p.outputs, p.metas):
        if o == name and m is not None and m.shape:
            return m.shape[0]
    return None


def _root(name: str, idx: Index, consts: dict[str, object]):
    """The value of a scalar constant tensor: a lifted constant, or
    `scalar_tensor(v)` (what the same code traces to on the meta device)."""
    p = idx.producer.get(name)
    while p is not None and p.target in ("aten.lift_fresh_copy.default", "aten.clone.default"):
        name = p.args[0].name
        p = idx.producer.get(name)
    if p is not None and p.target == "aten.scalar_tensor.default" and isinstance(p.args[0], (int, float)):
        return p.args[0]
    return consts.get(name, None)


# ---------------------------------------------------------------- log_softmax + nll_loss

NLL_MEAN, NLL_SUM = 1, 2  # aten nll_loss reductions
REDUCTIONS = {NLL_MEAN: "mean", NLL_SUM: "sum"}


def _last_dim(d: int, rank: int) -> bool:
    return rank > 0 and d % rank == rank - 1


def _produced_by(name: str, target: str, idx: Index) -> Optional[RawNode]:
    p = idx.producer.get(through_aliases(name, idx))
    return p if p is not None and p.target == target else None


def fuse_cross_entropy(nodes: tuple[RawNode, ...], input_shapes: dict[str, tuple[int, ...]]) -> tuple[RawNode, ...]:
    """nll_loss_forward(log_softmax(z), t) (mean or sum, no class weights)
    ==> tv.cross_entropy_mean(z, t) / tv.cross_entropy_sum(z, t); and, when
    the capture differentiates it, log_softmax_backward(nll_loss_backward(g,
    .., t), ..) ==> tv.cross_entropy_mean_backward(g, z, t) / _sum_backward. The log_softmax and
    nll_loss_backward nodes become dead (normalization drops them); any
    other reader of the log_softmax output leaves the region alone."""
    idx = Index.of(nodes)
    shapes = dict(input_shapes)
    shapes.update({o: tuple(m.shape) for n in nodes for o, m in zip(n.outputs, n.metas) if m is not None})
    out: dict[str, RawNode] = {}
    for f in nodes:
        if f.target != "aten.nll_loss_forward.default" or f.args[2] is not None or f.args[3] not in REDUCTIONS:
            continue
        kind = REDUCTIONS[f.args[3]]
        ls = _produced_by(f.args[0].name, "aten._log_softmax.default", idx)
        if ls is None or len(ls.metas[0].shape) != 2 or not _last_dim(ls.args[1], 2):
            continue
        lsm, flat_t = ls.outputs[0], f.args[1]
        z, t = _unflattened(ls.args[0], flat_t, idx, shapes)
        readers = [c for c in _readers(lsm, idx) if c is not f]
        bwds = [c for c in readers if c.target == "aten.nll_loss_backward.default"]
        datas = [c for c in readers if c.target == "aten._log_softmax_backward_data.default"]
        if len(readers) != len(bwds) + len(datas) or len(bwds) > 1 or len(bwds) != len(datas):
            continue
        fused = {f.name: dataclasses.replace(f, target=f"tv.cross_entropy_{kind}", args=(z, t),
                                             kwargs=(), outputs=f.outputs[:1], metas=f.metas[:1])}
        if bwds:
            b, d = bwds[0], datas[0]
            if (b.args[3] is not None or b.args[4] != f.args[3] or b.args[2] != flat_t
                    or through_aliases(b.args[1].name, idx) != lsm
                    or not isinstance(d.args[0], Ref) or d.args[0].name != b.outputs[0]
                    or through_aliases(d.args[1].name, idx) != lsm or not _last_dim(d.args[2], 2)
                    or [c.name for c in idx.consumers.get(b.outputs[0], [])] != [d.name]):
                continue
            fused[d.name] = dataclasses.replace(d, target=f"tv.cross_entropy_{kind}_backward",
                                                args=(b.args[0], z, t), kwargs=())
        out.update(fused)
    return tuple(out.get(n.name, n) for n in nodes)


def _unflattened(z: Ref, t: Ref, idx: Index, shapes: dict[str, tuple[int, ...]]) -> tuple[Ref, Ref]:
    """The loss reads logits [B*S, V] and labels [B*S] flattened from
    [B, S, V] and [B, S]: the fused op reads those (the rows keep their
    order), so no index tensor is reshaped and the mean is over both token
    dims, as the planner's plans state it; else the flat pair."""
    vz, vt = idx.producer.get(z.name), idx.producer.get(t.name)
    if vz is None or vt is None or vz.target not in SQUEEZES or vt.target not in SQUEEZES:
        return z, t
    z0, t0 = shapes.get(vz.args[0].name), shapes.get(vt.args[0].name)
    N, V = vz.metas[0].shape
    if z0 is None or t0 is None or len(z0) != 3 or z0[2] != V or tuple(t0) != tuple(z0[:2]) \
            or z0[0] * z0[1] != N:
        return z, t
    return vz.args[0], vt.args[0]


def _readers(name: str, idx: Index) -> list[RawNode]:
    """The non-alias readers of a tensor, through detach chains."""
    found, todo = [], [name]
    while todo:
        for c in idx.consumers.get(todo.pop(), []):
            if c.target == "aten.detach.default":
                todo.extend(c.outputs)
            else:
                found.append(c)
    return found


# ---------------------------------------------------------------- keepdim reductions squeezed at once

KEEPDIM_REDUCES = frozenset({"aten.sum.dim_IntList", "aten.mean.dim"})
SQUEEZES = frozenset({"aten.squeeze.dim", "aten.squeeze.dims", "aten.squeeze.default", "aten.view.default",
                      "aten._unsafe_view.default", "aten.reshape.default"})


def drop_squeezed_keepdim(nodes: tuple[RawNode, ...]) -> tuple[RawNode, ...]:
    """`sum(x, dims, keepdim=True)` read only by reshapes to the shape
    without those dims (autograd's repeat_kv backward: sum over the group
    dim, then squeeze) is `sum(x, dims)`; the reshapes become identities.
    Exact; it spares the prover keepdim reductions and a unit-dim reshape."""
    idx = Index.of(nodes)
    out: dict[str, RawNode] = {}
    for n in nodes:
        if n.target not in KEEPDIM_REDUCES or len(n.args) < 3 or n.args[2] is not True or n.metas[0] is None:
            continue
        shape = n.metas[0].shape
        rank = len(shape)
        dims = n.args[1] if isinstance(n.args[1], (tuple, list)) else (n.args[1],)
        axes = {d % rank for d in dims}
        squeezed = tuple(s for k, s in enumerate(shape) if k not in axes)
        readers = idx.consumers.get(n.outputs[0], [])
        if not readers or any(c.target not in SQUEEZES or c.metas[0] is None or c.metas[0].shape != squeezed
                              for c in readers):
            continue
        out[n.name] = dataclasses.replace(
            n, args=(n.args[0], n.args[1], False) + tuple(n.args[3:]),
            metas=(dataclasses.replace(n.metas[0], shape=squeezed),))
    return tuple(out.get(n.name, n) for n in nodes)


# ---------------------------------------------------------------- a split's backward

SLICE_BACKWARD = "aten.slice_backward.default"


def _padded_piece(name: str, idx: Index) -> Optional[tuple[Ref, int, int, int, tuple[int, ...]]]:
    """(gradient, dim, start, end, whole shape) of a `slice_backward` (the
    gradient zero-padded back to the sliced input's shape) read only once."""
    n = idx.producer.get(name)
    if n is None or n.target != SLICE_BACKWARD or len(idx.consumers.get(name, [])) != 1 or len(n.args) != 6:
        return None
    g, sizes, d, start, end, step = n.args
    if not isinstance(g, Ref) or step != 1 or not all(isinstance(v, int) for v in (d, start, end)):
        return None
    sizes = tuple(sizes)
    d %= len(sizes)
    return g, d, max(0, start), min(end, sizes[d]), sizes


def sum_padded_pieces(nodes: tuple[RawNode, ...]) -> tuple[RawNode, ...]:
    """A sum of `slice_backward`s whose ranges tile a dim, the backward of a
    tensor cut in pieces that are all read (rotate-half RoPE's halves
    `x[..., :h]`, `x[..., h:]`; Phi-3's q, k, v slices of its fused
    projection), is the pieces' gradients concatenated in order: each entry
    is one piece's gradient plus the others' zeros. Exact; the sum may nest
    (`(a + b) + c`), each partial sum read only by the next. A padded empty
    piece added to anything is that thing (a partial rotary's pass-through
    part when the rotary dim is the whole head). A slice_backward read any
    other way stays (and has no denotation yet)."""
    idx = Index.of(nodes)
    out: dict[str, RawNode] = {}

    def pieces(name: str) -> Optional[list]:
        one = _padded_piece(name, idx)
        if one is not None:
            return [one]
        n = idx.producer.get(name)
        if n is None or not _plain_add(n) or len(idx.consumers.get(name, [])) != 1:
            return None
        parts = [pieces(a.name) for a in n.args]
        return None if None in parts else parts[0] + parts[1]

    for n in nodes:
        if not _plain_add(n):
            continue
        got = [pieces(a.name) for a in n.args]
        empty = [k for k, g in enumerate(got) if g is not None and all(p[2] == p[3] for p in g)]
        if empty:
            # an empty piece padded is zeros (a partial rotary's pass-through
            # part when the rotary dim is the whole head): x + 0 is x
            out[n.name] = dataclasses.replace(n, target="tv.alias", args=(n.args[1 - empty[0]],), kwargs=())
            continue
        if None in got:
            continue
        ps = sorted(got[0] + got[1], key=lambda p: p[2])
        d, whole = ps[0][1], ps[0][4]
        if any((p[1], p[4]) != (d, whole) for p in ps) or ps[0][2] != 0 or ps[-1][3] != whole[d] \
                or any(a[3] != b[2] for a, b in zip(ps, ps[1:])):
            continue
        out[n.name] = dataclasses.replace(n, target="aten.cat.default", args=(tuple(p[0] for p in ps), d), kwargs=())
    return tuple(out.get(n.name, n) for n in nodes)


def _plain_add(n: RawNode) -> bool:
    return n.target in ("aten.add.Tensor", "aten.add_.Tensor") and len(n.args) == 2 \
        and dict(n.kwargs).get("alpha", 1) == 1 and all(isinstance(a, Ref) for a in n.args)
