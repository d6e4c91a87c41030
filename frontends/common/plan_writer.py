"""A Python builder for Plans.

    b = PlanBuilder("mlp_tp2")
    tp = b.axis("tp", 2)
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl)
    x = b.sm.input("x", [n, d])
    h = b.sm.matmul(x, b.sm.param("w1", [d, f]), name="h")
    ...
    pm = b.program()                      # every rank, rank-parametric
    xl = pm.input("x", [n, d])
    hl = pm.matmul(xl, pm.input("w1", [d, fl]), name="h", realizes="h")
    b.bind("x", "x", b.rel(tp=rep()))
    plan = b.build()

Dims and attributes are `Ex` values: integers, symbols, mesh coordinates
(`tp.coord`) and axis sizes (`tp.size`) combine with + - * into the
polynomials the schema stores. Output shapes of the common ops are
inferred; `op()` builds any node with explicit outputs.
"""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Iterable, Optional, Sequence, Union

from proto import plan_pb2

P = plan_pb2
Var = tuple[str, str]  # ("symbol" | "coord" | "axis_size", name)


class Ex:
    """An integer polynomial over symbols, coordinates and axis sizes."""

    def __init__(self, terms: Optional[dict[tuple[Var, ...], int]] = None):
        self.terms = {m: c for m, c in (terms or {}).items() if c != 0}

    @staticmethod
    def lift(v: "ExLike") -> "Ex":
        if isinstance(v, Ex):
            return v
        if isinstance(v, int):
            return Ex({(): v})
        raise TypeError(f"not a dim expression: {v!r}")

    @staticmethod
    def var(kind: str, name: str) -> "Ex":
        return Ex({((kind, name),): 1})

    def __add__(self, o):
        o = Ex.lift(o)
        t = dict(self.terms)
        for m, c in o.terms.items():
            t[m] = t.get(m, 0) + c
        return Ex(t)

    __radd__ = __add__

    def __neg__(self):
        return Ex({m: -c for m, c in self.terms.items()})

    def __sub__(self, o):
        return self + (-Ex.lift(o))

    def __rsub__(self, o):
        return Ex.lift(o) - self

    def __mul__(self, o):
        o = Ex.lift(o)
        t: dict[tuple[Var, ...], int] = {}
        for m1, c1 in self.terms.items():
            for m2, c2 in o.terms.items():
                m = tuple(sorted(m1 + m2))
                t[m] = t.get(m, 0) + c1 * c2
        return Ex(t)

    __rmul__ = __mul__

    def __eq__(self, o) -> bool:
        return self.terms == o.terms if isinstance(o, Ex) else NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.terms.items())))

    def __repr__(self) -> str:
        return f"Ex({dict(sorted(self.terms.items()))})"

    def to_proto(self) -> P.Expr:
        e = P.Expr()
        for m, c in sorted(self.terms.items()):
            if not m:
                e.constant = c
                continue
            t = e.terms.add(coeff=c)
            for kind, name in m:
                t.factors.add(**{kind: name})
        return e


ExLike = Union[Ex, int]


def ex(v: ExLike) -> P.Expr:
    return Ex.lift(v).to_proto()


@dataclasses.dataclass(frozen=True)
class Axis:
    name: str
    size_value: int

    @property
    def coord(self) -> Ex:
        return Ex.var("coord", self.name)

    @property
    def size(self) -> Ex:
        return Ex.var("axis_size", self.name)


def scalar(num: ExLike = 1, den: Optional[ExLike] = None, rsqrt: bool = False) -> P.Scalar:
    s = P.Scalar(num=ex(num), rsqrt=rsqrt)
    if den is not None:
        s.den.CopyFrom(ex(den))
    return s


# ----------------------------------------------------------------- relations

def rep() -> P.Placement:
    return P.Placement(kind=P.REL_REPLICATED)


def shard(dim: int) -> P.Placement:
    return P.Placement(kind=P.REL_CONTIGUOUS_SHARD, dim=dim)


def strided(dim: int, pieces: int) -> P.Placement:
    """DTensor's _StridedShard(dim, split_factor=pieces) on one axis."""
    return P.Placement(kind=P.REL_STRIDED_SHARD, dim=dim, split_factor=pieces)


def zigzag(dim: int) -> P.Placement:
    return P.Placement(kind=P.REL_ZIGZAG, dim=dim)


def experts(dim: int) -> P.Placement:
    return P.Placement(kind=P.REL_EXPERT_PARTITION, dim=dim)


def partial(num: ExLike = 1, den: Optional[ExLike] = None) -> P.Placement:
    p = P.Placement(kind=P.REL_PARTIAL_SUM)
    if num != 1 or den is not None:
        p.scale.CopyFrom(scalar(num, den))
    return p


def permuted(dim: int, permutation: str) -> P.Placement:
    return P.Placement(kind=P.REL_PERMUTED, dim=dim, permutation=permutation)


# ----------------------------------------------------------------- graphs

KINDS = {"ring": P.VALUE_RING, "index": P.VALUE_INDEX, "mask": P.VALUE_MASK}
DTYPES = {P.VALUE_RING: P.DTYPE_F32, P.VALUE_INDEX: P.DTYPE_I64, P.VALUE_MASK: P.DTYPE_BOOL}
ROLES = {"param": P.ROLE_PARAMETER, "buffer": P.ROLE_BUFFER, "data": P.ROLE_DATA, "label": P.ROLE_LABEL,
         "grad_seed": P.ROLE_GRAD_SEED}
OUTPUT_KINDS = {"loss": P.OUTPUT_LOSS, "gradient": P.OUTPUT_GRADIENT, "value": P.OUTPUT_VALUE}
HELPERS = {"layout": P.HELPER_LAYOUT, "accumulate": P.HELPER_ACCUMULATE, "index": P.HELPER_INDEX}


@dataclasses.dataclass(frozen=True)
class T:
    name: str
    shape: tuple[Ex, ...]
    kind: int


class GraphBuilder:
    def __init__(self, graph: P.Graph, is_pm: bool):
        self.g = graph
        self.is_pm = is_pm
        self.tensors: dict[str, T] = {}

    # -- declarations
    def _decl(self, name: str, shape: Sequence[ExLike], kind: int, role: int, seed: int = 0) -> T:
        if name in self.tensors:
            raise ValueError(f"tensor {name!r} declared twice")
        shape = tuple(Ex.lift(s) for s in shape)
        self.g.tensors.add(name=name, kind=kind, dtype=DTYPES[kind], shape=[s.to_proto() for s in shape],
                           role=role, seed=seed)
        t = T(name, shape, kind)
        self.tensors[name] = t
        return t

    def input(self, name: str, shape: Sequence[ExLike], kind: str = "ring", role: str = "data") -> T:
        seed = int.from_bytes(hashlib.sha256(name.encode()).digest()[:4], "little") if not self.is_pm else 0
        return self._decl(name, shape, KINDS[kind], ROLES[role], seed)

    def param(self, name: str, shape: Sequence[ExLike]) -> T:
        return self.input(name, shape, role="param")

    def annotate(self, t: T, sm_tensor: str, relation: P.Relation) -> None:
        for decl in self.g.tensors:
            if decl.name == t.name:
                decl.sm_tensor = sm_tensor
                decl.relation.CopyFrom(relation)
                return
        raise KeyError(t.name)

    # -- generic node
    def op(self, kind: int, inputs: Sequence[T], outputs: Sequence[tuple[str, Sequence[ExLike], int]],
           name: Optional[str] = None, realizes: Optional[str] = None, helper: Optional[str] = None,
           **attrs) -> list[T]:
        outs = [self._decl(o, shape, k, P.ROLE_ACTIVATION) for o, shape, k in outputs]
        node = self.g.nodes.add(name=name or outs[0].name, op=kind, inputs=[t.name for t in inputs],
                                outputs=[t.name for t in outs])
        for case, msg in attrs.items():
            getattr(node, case).CopyFrom(msg)
        if realizes:
            node.realizes = realizes
        if helper:
            node.helper = HELPERS[helper]
        return outs

    def _one(self, kind, inputs, name, shape, out_kind=P.VALUE_RING, **kw) -> T:
        return self.op(kind, inputs, [(name, shape, out_kind)], **kw)[0]

    def _pm(self, kw):
        if not self.is_pm:
            assert "realizes" not in kw and "helper" not in kw, "SM nodes carry no PM fields"
        return kw

    # -- elementwise
    def unary(self, kind: int, x: T, name: str, **kw) -> T:
        return self._one(kind, [x], name, x.shape, **self._pm(kw))

    def binary(self, kind: int, a: T, b: T, name: str, **kw) -> T:
        return self._one(kind, [a, b], name, a.shape, **self._pm(kw))

    def add(self, a, b, name, **kw): return self.binary(P.OP_ADD, a, b, name, **kw)
    def mul(self, a, b, name, **kw): return self.binary(P.OP_MUL, a, b, name, **kw)
    def silu(self, x, name, **kw): return self.unary(P.OP_SILU, x, name, **kw)
    def softmax(self, x, name, **kw): return self.unary(P.OP_SOFTMAX, x, name, **kw)
    def silu_grad(self, x, dy, name, **kw): return self.binary(P.OP_SILU_GRAD, x, dy, name, **kw)

    def scale(self, x: T, name: str, num: ExLike = 1, den: Optional[ExLike] = None, **kw) -> T:
        return self._one(P.OP_SCALE, [x], name, x.shape, scale=P.ScaleAttrs(factor=scalar(num, den)),
                         **self._pm(kw))

    def add_const(self, x: T, name: str, num: ExLike = 1, den: Optional[ExLike] = None, **kw) -> T:
        return self._one(P.OP_ADD_CONST, [x], name, x.shape, add_const=P.AddConstAttrs(value=scalar(num, den)),
                         **self._pm(kw))

    # -- linear algebra
    def matmul(self, a: T, b: T, name: str, **kw) -> T:
        return self._one(P.OP_MATMUL, [a, b], name, a.shape[:-1] + b.shape[1:], **self._pm(kw))

    def batched_matmul(self, a: T, b: T, name: str, **kw) -> T:
        return self._one(P.OP_BATCHED_MATMUL, [a, b], name, a.shape[:-1] + b.shape[-1:], **self._pm(kw))

    # -- layout
    def transpose(self, x: T, perm: Sequence[int], name: str, **kw) -> T:
        return self._one(P.OP_TRANSPOSE, [x], name, tuple(x.shape[p] for p in perm), x.kind,
                         transpose=P.TransposeAttrs(perm=perm), **self._pm(kw))

    def slice(self, x: T, dim: int, start: ExLike, length: ExLike, name: str, **kw) -> T:
        shape = list(x.shape)
        shape[dim] = Ex.lift(length)
        return self._one(P.OP_SLICE, [x], name, shape, x.kind,
                         slice=P.SliceAttrs(dim=dim, start=ex(start), length=ex(length)), **self._pm(kw))

    def concat(self, xs: Sequence[T], dim: int, name: str, **kw) -> T:
        shape = list(xs[0].shape)
        shape[dim] = sum((x.shape[dim] for x in xs[1:]), xs[0].shape[dim])
        return self._one(P.OP_CONCAT, list(xs), name, shape, xs[0].kind, dim=P.DimAttrs(dim=dim),
                         **self._pm(kw))

    def broadcast(self, x: T, shape: Sequence[ExLike], dims: Sequence[int], name: str, **kw) -> T:
        return self._one(P.OP_BROADCAST, [x], name, shape, x.kind,
                         broadcast=P.BroadcastAttrs(dims=dims), **self._pm(kw))

    # -- reductions
    def reduce(self, kind: int, x: T, axes: Sequence[int], name: str, **kw) -> T:
        shape = [s for i, s in enumerate(x.shape) if i not in axes]
        return self._one(kind, [x], name, shape, reduce=P.ReduceAttrs(axes=axes), **self._pm(kw))

    def reduce_sum(self, x, axes, name, **kw): return self.reduce(P.OP_REDUCE_SUM, x, axes, name, **kw)
    def reduce_mean(self, x, axes, name, **kw): return self.reduce(P.OP_REDUCE_MEAN, x, axes, name, **kw)

    # -- row-wise / attention
    def rmsnorm(self, x: T, w: T, name: str, eps: P.Scalar, **kw) -> T:
        return self._one(P.OP_RMSNORM, [x, w], name, x.shape, rmsnorm=P.RmsNormAttrs(eps=eps), **self._pm(kw))

    def rmsnorm_backward(self, x: T, w: T, dy: T, names: tuple[str, str], eps: P.Scalar, **kw) -> list[T]:
        return self.op(P.OP_RMSNORM_BACKWARD, [x, w, dy],
                       [(names[0], x.shape, P.VALUE_RING), (names[1], w.shape, P.VALUE_RING)],
                       rmsnorm=P.RmsNormAttrs(eps=eps), **self._pm(kw))

    def rope(self, x: T, pos: T, seq_dim: int, name: str, backward: bool = False, **kw) -> T:
        return self._one(P.OP_ROPE_BACKWARD if backward else P.OP_ROPE, [x, pos], name, x.shape,
                         rope=P.RopeAttrs(seq_dim=seq_dim), **self._pm(kw))

    def sdpa(self, q: T, k: T, v: T, mask: T, name: str, scale: P.Scalar, **kw) -> T:
        return self._one(P.OP_SDPA, [q, k, v, mask], name, q.shape[:-1] + v.shape[-1:],
                         sdpa=P.SdpaAttrs(scale=scale), **self._pm(kw))

    def sdpa_backward(self, q, k, v, mask, dout, names: Sequence[str], scale: P.Scalar, **kw) -> list[T]:
        return self.op(P.OP_SDPA_BACKWARD, [q, k, v, mask, dout],
                       [(names[0], q.shape, P.VALUE_RING), (names[1], k.shape, P.VALUE_RING),
                        (names[2], v.shape, P.VALUE_RING)], name=names[0] + "_bwd",
                       sdpa=P.SdpaAttrs(scale=scale), **self._pm(kw))

    def sliding_window_mask(self, qpos: T, kpos: T, window: ExLike, name: str, **kw) -> T:
        return self._one(P.OP_SLIDING_WINDOW_MASK, [qpos, kpos], name, (qpos.shape[0], kpos.shape[0]),
                         P.VALUE_MASK, window=P.WindowAttrs(window=ex(window)), **self._pm(kw))

    def causal_mask(self, qpos: T, kpos: T, name: str, **kw) -> T:
        return self._one(P.OP_CAUSAL_MASK, [qpos, kpos], name, (qpos.shape[0], kpos.shape[0]),
                         P.VALUE_MASK, **self._pm(kw))

    # -- index ops
    def arange(self, n: ExLike, name: str, start: ExLike = 0, **kw) -> T:
        return self._one(P.OP_ARANGE, [], name, [n], P.VALUE_INDEX,
                         arange=P.ArangeAttrs(start=ex(start)), **self._pm(kw))

    def cross_entropy(self, x: T, labels: T, name: str, **kw) -> T:
        return self._one(P.OP_CROSS_ENTROPY, [x, labels], name, x.shape[:-1], **self._pm(kw))

    def cross_entropy_backward(self, x: T, labels: T, dloss: T, name: str, **kw) -> T:
        return self._one(P.OP_CROSS_ENTROPY_BACKWARD, [x, labels, dloss], name, x.shape, **self._pm(kw))

    def topk(self, x: T, k: ExLike, name: str, **kw) -> T:
        return self._one(P.OP_TOPK, [x], name, x.shape[:-1] + (Ex.lift(k),), P.VALUE_INDEX,
                         topk=P.TopkAttrs(k=ex(k)), **self._pm(kw))

    def gather(self, x: T, idx: T, dim: int, name: str, **kw) -> T:
        return self._one(P.OP_GATHER, [x, idx], name, idx.shape, x.kind, dim=P.DimAttrs(dim=dim), **self._pm(kw))

    def scatter_add(self, idx: T, src: T, dim: int, size: ExLike, name: str, **kw) -> T:
        shape = list(src.shape)
        shape[dim] = Ex.lift(size)
        return self._one(P.OP_SCATTER_ADD, [idx, src], name, shape, dim=P.DimAttrs(dim=dim), **self._pm(kw))

    # -- collectives
    def collective(self, kind: int, x: Optional[T], group: str, seq: int, name: str,
                   shape: Optional[Sequence[ExLike]] = None, out_kind: Optional[int] = None, **fields) -> Optional[T]:
        c = P.CollectiveAttrs(group=group, seq=seq)
        for k, v in fields.items():
            if k in ("scale",):
                c.scale.CopyFrom(v)
            elif k in ("peer", "halo", "fill"):
                getattr(c, k).CopyFrom(ex(v))
                getattr(c, k).SetInParent()  # present even when the Expr is 0
            else:
                setattr(c, k, v)
        if kind == P.OP_SEND:
            self.g.nodes.add(name=name, op=kind, inputs=[x.name], collective=c)
            return None
        outs = [(name, shape if shape is not None else x.shape, out_kind or x.kind)]
        return self.op(kind, [x] if x is not None else [], outs, collective=c)[0]

    def all_reduce(self, x: T, group: str, seq: int, name: str, scale: Optional[P.Scalar] = None) -> T:
        kw = {"scale": scale} if scale is not None else {}
        return self.collective(P.OP_ALL_REDUCE, x, group, seq, name, **kw)

    def all_gather(self, x: T, group: str, seq: int, dim: int, size: ExLike, name: str) -> T:
        shape = list(x.shape)
        shape[dim] = shape[dim] * size
        return self.collective(P.OP_ALL_GATHER, x, group, seq, name, shape=shape, dim=dim)

    def reduce_scatter(self, x: T, group: str, seq: int, dim: int, local: ExLike, name: str) -> T:
        shape = list(x.shape)
        shape[dim] = Ex.lift(local)
        return self.collective(P.OP_REDUCE_SCATTER, x, group, seq, name, shape=shape, dim=dim)

    def shift(self, x: T, group: str, seq: int, offset: int, name: str, fill: Optional[ExLike] = None) -> T:
        """member j receives member (j - offset) mod P's x; with a fill, the
        open shift: member j receives member j - offset's x for offset <= j,
        the members before a tensor of `fill`"""
        kw = {} if fill is None else {"open": True, "fill": fill}
        return self.collective(P.OP_SHIFT, x, group, seq, name, offset=offset, **kw)

    def halo_reduce(self, x: T, group: str, seq: int, dim: int, halo: ExLike, name: str) -> T:
        """overlap-add: x holds h + c rows on `dim` (the first h are the
        previous member's); the result is the c own rows plus, on the last h,
        the next member's first h"""
        shape = list(x.shape)
        shape[dim] = shape[dim] - Ex.lift(halo)
        return self.collective(P.OP_HALO_REDUCE, x, group, seq, name, shape=shape, dim=dim, halo=halo)


# ----------------------------------------------------------------- plans

class PlanBuilder:
    def __init__(self, name: str, seed: int = 1):
        self.plan = P.Plan(version=1, name=name, seed=seed)
        self.sm = GraphBuilder(self.plan.sm, is_pm=False)
        self.axes: dict[str, Axis] = {}

    def axis(self, name: str, size: int) -> Axis:
        self.plan.mesh.axes.add(name=name, size=size)
        a = Axis(name, size)
        self.axes[name] = a
        return a

    def symbols(self, names: str) -> list[Ex]:
        out = []
        for n in names.split():
            self.plan.symbols.add(name=n)
            out.append(Ex.var("symbol", n))
        return out

    def constrain(self, lhs: ExLike, cmp: str, rhs: ExLike, name: str = "") -> None:
        cmps = {"==": P.CMP_EQ, "<=": P.CMP_LE, "<": P.CMP_LT}
        self.plan.constraints.add(lhs=ex(lhs), cmp=cmps[cmp], rhs=ex(rhs), name=name)

    def group(self, name: str, axes: Sequence[str] = (), subgroups: Sequence[Sequence[int]] = ()) -> str:
        g = self.plan.groups.add(name=name, axes=axes)
        for sg in subgroups:
            g.subgroups.add(ranks=sg)
        return name

    def program(self, name: str = "main", ranks: Sequence[int] = (), where: Optional[dict[str, int]] = None) -> GraphBuilder:
        prog = self.plan.programs.add(name=name, ranks=ranks)
        for a, v in (where or {}).items():
            prog.where.add(axis=a, value=v)
        return GraphBuilder(prog.graph, is_pm=True)

    def rel(self, *order: str, **placements: P.Placement) -> P.Relation:
        """Placements by axis; `order` lists axes whose placements nest
        (outer first); remaining axes follow in mesh order."""
        names = list(order) + [a for a in self.axes if a not in order]
        r = P.Relation()
        for a in names:
            p = placements.get(a, rep())
            q = r.placements.add()
            q.CopyFrom(p)
            q.axis = a
        return r

    def bind(self, sm_tensor: str, pm_tensor: str, relation: P.Relation) -> None:
        self.plan.inputs.add(sm_tensor=sm_tensor, pm_tensor=pm_tensor, relation=relation)

    def output(self, tensor: str, kind: str, of: str = "") -> None:
        """Declares what SM tensor `tensor` is: the "loss", the "gradient"
        of SM input `of`, or a "value" (emitter/specification.py derives
        the required observables from these). Declaring it again the same
        way is a no-op (per-microbatch observables of one output)."""
        want = P.SmOutput(tensor=tensor, kind=OUTPUT_KINDS[kind], of=of)
        for o in self.plan.outputs:
            if o.tensor == tensor:
                if o != want:
                    raise ValueError(f"SM output {tensor!r} declared as {o} and as {want}")
                return
        self.plan.outputs.append(want)

    def observe(self, name: str, sm_tensor: str, pm_tensor: str, relation: P.Relation,
                output: str = "", of: str = "") -> None:
        """An observable; `output` (and `of`) also declare its SM tensor's
        role as `output()` does."""
        if output:
            self.output(sm_tensor, output, of)
        self.plan.observables.add(name=name, sm_tensor=sm_tensor, pm_tensor=pm_tensor, relation=relation)

    def contract(self, name: str, tensor: str, lo: ExLike, hi: ExLike, kind: int = P.CONTRACT_INDEX_RANGE) -> None:
        self.plan.contracts.add(name=name, tensor=tensor, kind=kind, lo=ex(lo), hi=ex(hi))

    def permutation(self, name: str, kind: int, parts: int = 0, indices: Iterable[int] = (), tensor: str = "") -> str:
        self.plan.permutations.add(name=name, kind=kind, parts=parts, indices=list(indices), tensor=tensor)
        return name

    def provenance(self, artifact: str, content: bytes) -> None:
        self.plan.provenance.add(artifact=artifact, sha256=hashlib.sha256(content).hexdigest())

    def build(self) -> P.Plan:
        out = P.Plan()
        out.CopyFrom(self.plan)
        return out
