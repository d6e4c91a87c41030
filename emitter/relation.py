"""The symbolic data every stage after validation shares: dims (plan
symbols and mesh axis sizes as polynomials), scalars (exact scales, rsqrt
of one) and relations (how a PM tensor relates to its SM tensor on one mesh
axis), with their readings from the Plan IR.

Inference computes these; rules, obligations, the renderer and the claim
read them. It imports nothing of the stages that use it.
"""
from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Optional, Sequence, Union

from emitter.errors import AmbiguousAuthority, Location, MissingRelationRule
from emitter.symbolic import Poly, definitional_target
from proto import plan_pb2

P = plan_pb2

REL_NAMES = {
    P.REL_REPLICATED: "replicated",
    P.REL_CONTIGUOUS_SHARD: "contiguous_shard",
    P.REL_ZIGZAG: "zigzag",
    P.REL_EXPERT_PARTITION: "expert_partition",
    P.REL_PARTIAL_SUM: "partial_sum",
    P.REL_PERMUTED: "permuted",
    P.REL_STRIDED_SHARD: "strided_shard",
}


# ------------------------------------------------------------------ dims

def sym_key(name: str) -> str:
    return "s:" + name


def axis_key(axis: str) -> str:
    return "a:" + axis


# the microbatch level programs.fold_microbatches adds (programs.MB_AXIS)
MB_AXIS = "microbatch"


def encoding_axes(sizes, grouped=frozenset()) -> tuple[tuple[str, ...], Optional[str]]:
    """(the encoding's levels, the pinned one or None) of a mesh given as
    (axis, size) pairs in mesh order, `grouped` the axes the plan's groups
    name (Dims)."""
    live = tuple(a for a, n in sizes if n > 1)
    if any(a != MB_AXIS for a in live):
        return live, None
    first = next((a for a, _ in sizes if a != MB_AXIS), None)
    if first is None:  # a mesh of the microbatch level alone
        return live or tuple(a for a, _ in sizes[:1]), None
    levels = tuple(a for a, _ in sizes if a in live or a == first)
    return levels, (None if first in grouped else first)


def grouped_axes(plan: P.Plan) -> frozenset:
    """The mesh axes the plan's groups name (its collectives' axes)."""
    return frozenset(a for g in plan.groups for a in g.axes)


def quantified(sizes, grouped=frozenset()) -> tuple[str, ...]:
    """The axes a statement over this mesh quantifies (every size of
    each): the encoding's levels less the pinned one."""
    axes, pin = encoding_axes(sizes, grouped)
    return tuple(a for a in axes if a != pin)


class Dims:
    """Symbolic dims with axis sizes kept as variables.

    A mesh axis of size 1 is no parallel dimension: every rank has
    coordinate 0 on it and planners drop its collectives, so a plan is
    generally correct only at that size. Such an axis is `fixed`: its size
    is 1 and its coordinate 0 in every expression, placements on it are
    dropped (they must be the identity there: `live_relation`), and proofs
    are stated over the other (`axes`) axes.

    The encoding needs a level that is not the microbatch level (MB_AXIS,
    outermost; its accumulation rules relate it to an inner level): when no
    other axis has size > 1, the first axis that is not the microbatch axis
    is kept as that level. When the plan collects over it (a group names
    it), the statement quantifies it as a live axis. Otherwise the plan does
    not distribute over it (planners drop a size-1 axis's collectives, so
    the plan is correct only at size 1) and the level is *pinned*
    (`pinned`): its size is the constant 1 and its coordinate 0 (MatchCtx.P;
    coq_render.Names renders its size `1`, no binder), its placements are
    dropped like a fixed axis's, the statement does not quantify it
    (`quantified`) and the claim fixes it at 1 (claim.build)."""

    def __init__(self, plan: P.Plan):
        self.plan = plan
        sizes = [(a.name, a.size) for a in plan.mesh.axes]
        self.axes, self.pinned = encoding_axes(sizes, grouped_axes(plan))
        self.fixed = frozenset(a for a, _ in sizes if a not in self.axes)
        self.held = self.fixed | ({self.pinned} if self.pinned else set())  # size 1, coordinate 0
        self.defs: dict[str, Poly] = {}
        self.hypotheses: list[tuple[Poly, str]] = []  # (lhs - rhs, cmp) of non-definitional constraints
        for c in plan.constraints:
            diff = (self.raw(c.lhs) - self.raw(c.rhs)).substitute(self.defs)
            cmp = P.Cmp.Name(c.cmp)[4:]
            target = definitional_target(diff) if cmp == "EQ" else None
            if target is None:
                self.hypotheses.append((diff, cmp))
                continue
            key, rhs = target
            self.defs = {k: v.substitute({key: rhs}) for k, v in self.defs.items()}
            self.defs[key] = rhs
        # hypotheses are stated over the free symbols
        self.hypotheses = [(d.substitute(self.defs), cmp) for d, cmp in self.hypotheses]
        self.hypotheses = [(d, cmp) for d, cmp in self.hypotheses if not (cmp == "EQ" and not d.terms)]

    def raw(self, expr: P.Expr) -> Poly:
        out = Poly.const(expr.constant)
        for term in expr.terms:
            t = Poly.const(term.coeff)
            for var in term.factors:
                which = var.WhichOneof("kind")
                if which == "symbol":
                    t = t * Poly.var(sym_key(var.symbol))
                elif which == "axis_size":
                    if var.axis_size not in self.held:  # a fixed or pinned axis has size 1
                        t = t * Poly.var(axis_key(var.axis_size))
                elif var.coord in self.held:  # ... and coordinate 0
                    t = Poly.const(0)
                else:
                    t = t * Poly.var("c:" + var.coord)
            out = out + t
        return out

    def poly(self, expr: P.Expr) -> Poly:
        return self.raw(expr).substitute(self.defs)

    def shape(self, decl: P.TensorDecl) -> tuple[Poly, ...]:
        return tuple(self.poly(e) for e in decl.shape)

    def free_symbols(self) -> list[str]:
        return [s.name for s in self.plan.symbols if sym_key(s.name) not in self.defs]


# ------------------------------------------------------------------ relations

@dataclasses.dataclass(frozen=True)
class Ratio:
    """A non-integer scale num / den (nat polynomials over the plan's symbols
    and axis sizes, den != 1); rendered `(num%:R / den%:R)%R`, which needs
    the value domain to be a fieldType."""

    num: Poly
    den: Poly

    def __str__(self) -> str:
        return f"{self.num}/{self.den}"


Scale = Union[int, Ratio]


def scale_from_proto(s: P.Scalar, dims: Dims) -> Optional[Scale]:
    """An exact scale, or None for the forms no rule takes (rsqrt)."""
    if s.rsqrt:
        return None
    num = dims.poly(s.num)
    den = dims.poly(s.den) if s.HasField("den") else Poly.const(1)
    if den.is_const() and den.const_value() == 0:
        return None
    if num.is_const() and den.is_const():
        q = Fraction(num.const_value(), den.const_value())
        if q.denominator == 1:
            return int(q)
        return Ratio(Poly.const(q.numerator), Poly.const(q.denominator))
    if den.is_const() and den.const_value() == 1:
        return Ratio(num, den)
    return Ratio(num, den)


@dataclasses.dataclass(frozen=True)
class RsqrtOf:
    """An op attribute rsqrt(k) (ScaleAttrs with `rsqrt`, e.g. YOCO's
    sqrt(d) embedding scale): a ring value through the rsqrt primitive
    `f_rsqrt`, which every statement using it quantifies."""

    inner: Scale

    def __str__(self) -> str:
        return f"rsqrt({self.inner})"


def op_scalar(s: P.Scalar, dims: Dims) -> Optional[Union[Scale, RsqrtOf]]:
    """An op attribute's scalar: an exact scale or rsqrt of one (None for a
    zero denominator). Relation scales stay `scale_from_proto` (no rsqrt)."""
    if not s.rsqrt:
        return scale_from_proto(s, dims)
    plain = P.Scalar()
    plain.CopyFrom(s)
    plain.rsqrt = False
    k = scale_from_proto(plain, dims)
    return None if k is None else RsqrtOf(k)


def scale_needs_field(k: Union[Scale, RsqrtOf]) -> bool:
    if isinstance(k, RsqrtOf):
        return scale_needs_field(k.inner)
    return isinstance(k, Ratio) and not (k.den.is_const() and k.den.const_value() == 1)


# shift-halo relation kinds (RulesHaloShift.v): the rank's tail, the
# previous rank's tail after the shift, the extended [halo; own] range, and
# the mask over (own queries, extended keys); and (RulesHaloBackward.v) the
# gradients of the extended range before the halo_reduce; after an open
# shift (RulesHaloOpen.v: rank 0 receives a fill, not rank P-1's tail) the
# received halo, the extended range and its mask are the *_open kinds
HALO_OPEN_KINDS = ("halo_recv_open", "halo_ext_open", "halo_mask_open")
HALO_KINDS = ("halo_tail", "halo_recv", "halo_ext", "halo_mask", "halo_grad") + HALO_OPEN_KINDS
# the zigzag shuffle's send pieces (RulesZigzagShuffle.v): a slice at a
# coordinate offset of a contiguous shard
ZZ_SHUFFLE_KINDS = ("zz_pick", "zz_send")
# and the leave shuffle's (RulesZigzagLeave.v): the receive buffer and a
# piece of it at a coordinate offset (chunk: the buffer's local length)
ZZ_SHUFFLE_KINDS += ("zz_recv", "zz_unpick")


@dataclasses.dataclass(frozen=True)
class Fill:
    """The value an open shift gives the members it sends nothing to
    (CollectiveAttrs.fill): a nat in an index tensor, a ring element (the
    nat's image) in a ring-valued one."""

    value: Poly
    index: bool


@dataclasses.dataclass(frozen=True)
class Level:
    """A relation's level: how the members along one mesh axis hold the value
    of the level above (the SM value at the top)."""

    kind: str
    axis: str
    dim: Optional[int] = None
    scale: Scale = 1  # partial_sum: SM = scale * sum
    # zigzag views (emitter/rules/zigzag.py, RulesZigzag.v): the chunk c of
    # the gathered zigzag order zz_perm P c the SM value is read through
    chunk: Optional[Poly] = None
    # shift-halo layouts (emitter/rules/halo.py, RulesHaloShift.v): the halo
    # length h (the chunk c is `chunk`)
    halo: Optional[Poly] = None
    # the open shift's fill (HALO_OPEN_KINDS halo_recv_open / halo_ext_open)
    fill: Optional[Fill] = None
    # the zigzag shuffle's pieces (emitter/rules/zz_shuffle.py,
    # RulesZigzagShuffle.v zz_pick): the coordinate-dependent offsets into
    # the contiguous shard of length `chunk`
    offsets: tuple = ()
    # DTensor's _StridedShard on one axis (the plan's strided_shard): its
    # split_factor; the chunk c is the member's length over it. None: the
    # outer level of a dim split against the mesh order (its chunk is the
    # rank-local length)
    pieces: Optional[int] = None
    # REINDEX: the layout map of dim `dim` (a rules.base layout-map term,
    # e.g. ("merge_map", (("strided_map", (P, c)), n))), for a layout no
    # named kind states: a laid-out dim merged with its neighbour
    map: Optional[tuple] = None

    def describe(self) -> str:
        arg = ""
        if self.kind in ("contiguous_shard", "zigzag", "expert_partition", "permuted", "strided_shard", REINDEX):
            arg = f"({self.dim})"
        elif self.kind == "partial_sum" and self.scale != 1:
            arg = f"(scale {self.scale})"
        if self.kind in HALO_KINDS:
            arg = f"(chunk {self.chunk}, halo {self.halo}" + \
                (f", fill {self.fill.value})" if self.fill is not None else ")")
        if self.kind in ZZ_SHUFFLE_KINDS:
            arg = f"({self.dim}, chunk {self.chunk}, offsets {', '.join(map(str, self.offsets))})"
        if self.kind in ("zz_gathered", "zz_mask", "zz_partial", "zz_second", "zz_pos"):
            arg = f"({self.dim}, chunk {self.chunk})" if self.chunk is not None else f"({self.dim})"
        return f"[{self.axis}:{self.kind}{arg}]"


def live_relation(rel: P.Relation, dims: Dims, loc: Location) -> P.Relation:
    """The relation without its placements on fixed and pinned (size-1) axes; each must
    be the identity on one rank: replicated, a layout other than a
    permutation, or a partial sum with scale 1."""
    if not any(p.axis in dims.held for p in rel.placements):
        return rel
    out = P.Relation()
    out.CopyFrom(rel)
    del out.placements[:]
    for p in rel.placements:
        if p.axis not in dims.held:
            out.placements.add().CopyFrom(p)
            continue
        kind = REL_NAMES.get(p.kind, "unspecified")
        scaled = p.kind == P.REL_PARTIAL_SUM and p.HasField("scale") and scale_from_proto(p.scale, dims) != 1
        if kind in ("permuted", "unspecified") or scaled:
            raise MissingRelationRule(f"{kind} placement on size-1 mesh axis {p.axis!r} is not the identity "
                                      "there; only the identity placements are dropped with the axis", loc)
    return out


def level_from_placement(p: P.Placement, dims: Dims, loc: Location) -> Level:
    """The level a placement on a live axis reads as."""
    kind = REL_NAMES.get(p.kind, "unspecified")
    if kind in ("permuted", "unspecified"):
        raise MissingRelationRule(f"{kind} relations are not rendered by this compiler yet "
                                  "(no rule instantiation takes them)", loc)
    scale: Scale = 1
    if p.kind == P.REL_PARTIAL_SUM and p.HasField("scale"):
        k = scale_from_proto(p.scale, dims)
        if k is None:
            raise MissingRelationRule("partial_sum with an rsqrt scale has no rule", loc)
        scale = k
    dim = p.dim if kind in ("contiguous_shard", "zigzag", "expert_partition", "permuted", STRIDED) else None
    # a strided shard's pieces: its chunk c is the level's local length over them (relation_from_proto)
    return Level(kind, p.axis, dim, scale, pieces=p.split_factor if kind == STRIDED else None)


# ------------------------------------------------------------------ relations over the mesh

LAYOUTS = ("contiguous_shard", "zigzag", "expert_partition")
# a layout by a map no named kind states (Relations.v rel_reindex P d g):
# reshapes of a laid-out dim with its neighbour (RulesReshape.v merge_map)
REINDEX = "reindex"


@dataclasses.dataclass(frozen=True)
class Relation:
    """How a PM tensor relates to its SM tensor (semantics/Mesh.v): one
    level per mesh axis of the encoding (relation.Dims.axes), in mesh order
    (outer first), nested as
    `rel_nest P0 R0 (rel_nest P1 R1 .. (rel_axis Rn-1))`. `shapes[i]` is the
    shape level i's relation is stated on: the SM shape with the layouts of
    levels 0..i applied (so `shapes[-1]` is the rank-local shape). `bad` says
    why a plan relation has no such encoding (then `levels` is in the plan's
    placement order and no rule takes it)."""

    levels: tuple
    shapes: tuple = ()
    bad: Optional[str] = None
    # a scaled relation (semantics/RulesScaled.v rel_scaled k): the ranks
    # hold, per the levels, k times the SM value, k = this nat polynomial
    # (PyTorch's data-parallel gradients between the loss seed and the
    # gradient average: k = dp; emitter/rules/scaled.py); None: unscaled
    scaled_by: Optional[Poly] = None

    def describe(self) -> str:
        levels = "".join(r.describe() for r in self.levels)
        if self.scaled_by is None:
            return levels
        k = " * ".join(v[2:] for v in self.scaled_by.variables()) if len(self.scaled_by.terms) == 1 and \
            self.scaled_by.terms[0][1] == 1 else str(self.scaled_by)
        return f"scaled({k}){levels}"


# A dim split by an inner axis before an outer one (placements [tp: shard(d)]
# [dp: shard(d)] on mesh (dp, tp)): the outer level is the strided view
# (semantics/MeshOuter.v rel_strided_shard), the inner one the contiguous shard.
STRIDED = "strided_shard"


def level_up(shape: Sequence[Poly], rel: Level) -> tuple[Poly, ...]:
    """The shape one level up: the laid-out dim times the axis size; for the
    shift halo's views (RulesHaloShift.v: a tail, the extended range, the
    mask over it, the extended-range gradient) the whole sequence, P * chunk
    (both mask dims)."""
    s = list(shape)
    if rel.kind in LAYOUTS or rel.kind in (STRIDED, "zz_mask", REINDEX):
        s[rel.dim] = Poly.var(axis_key(rel.axis)) * s[rel.dim]
    elif rel.kind == "zz_second":  # rank r's chunk 2P-1-r of the 2P chunks (RulesMissing.v)
        s[rel.dim] = Poly.const(2) * Poly.var(axis_key(rel.axis)) * s[rel.dim]
    elif rel.kind in ZZ_SHUFFLE_KINDS:
        s[rel.dim] = Poly.var(axis_key(rel.axis)) * rel.chunk
    elif rel.kind in HALO_KINDS:
        for d in (range(len(s)) if rel.kind in ("halo_mask", "halo_mask_open") else (rel.dim,)):
            s[d] = Poly.var(axis_key(rel.axis)) * rel.chunk
    elif rel.kind == "zz_pos":
        # the broadcast zigzag positions (RulesZigzagScatter.v): a view of the 1-D SM arange
        return (Poly.const(2) * Poly.var(axis_key(rel.axis)) * rel.chunk,)
    return tuple(s)


def relation_from_proto(rel: P.Relation, dims: Dims, loc: Location, local: Sequence[Poly],
                    sm_shape: Sequence[Poly]) -> Relation:
    if rel.HasField("microbatch"):
        raise MissingRelationRule("microbatched relations have no Coq encoding yet", loc)
    rel = live_relation(rel, dims, loc)
    axes = dims.axes
    singles = []
    for p in rel.placements:
        if p.axis not in axes:
            raise AmbiguousAuthority(f"placement on unknown mesh axis {p.axis!r}", loc)
        singles.append(level_from_placement(p, dims, loc))
    by_axis = {r.axis: r for r in singles}
    if len(by_axis) != len(singles):
        raise AmbiguousAuthority("two placements on one mesh axis", loc)
    # placements commute unless two layouts split the same dim; those nest in
    # mesh order (rel_nest is outer axis first), or are exactly two contiguous
    # shards against it (the outer level is then the strided view)
    # a single-axis strided shard is its dim's only split: its pieces are the SM dim's
    for r in singles:
        if r.kind == STRIDED and sum(1 for x in singles if x.dim == r.dim and (x.kind in LAYOUTS or x.kind == STRIDED)) > 1:
            return Relation(tuple(singles), (), f"dim {r.dim} is split by the strided shard on {r.axis!r} and by "
                            "another axis: rel_strided_shard (MeshOuter.v) encodes a strided shard as its dim's "
                            "only split")
    order = [r for r in singles if r.kind in LAYOUTS]
    for i, r in enumerate(order):
        for r2 in order[i + 1:]:
            if r.dim == r2.dim and axes.index(r.axis) > axes.index(r2.axis):
                on_dim = [x for x in order if x.dim == r.dim]
                if len(on_dim) != 2 or {r.kind, r2.kind} != {"contiguous_shard"}:
                    return Relation(tuple(singles), (), f"dim {r.dim} is split by {r.axis!r} before {r2.axis!r}, "
                                "against the mesh order: rel_nest (outer axis first) encodes that only for "
                                "exactly two contiguous shards (MeshOuter.v rel_strided_shard)")
                by_axis[r2.axis] = Level(STRIDED, r2.axis, r2.dim)
    levels = tuple(by_axis.get(a, Level("replicated", a)) for a in axes)
    shapes = [tuple(local)]
    for i in range(len(axes) - 1, 0, -1):
        shapes.insert(0, level_up(shapes[0], levels[i]))
    levels = tuple(_strided_chunk(r, s, loc) for r, s in zip(levels, shapes))
    top = level_up(shapes[0], levels[0])
    if tuple(top) != tuple(sm_shape):
        # a layout whose sizes fit one mesh only (SM rows 4 * c, 2 * c per rank) would be stated for every
        # size of its axes, and say nothing at the others
        raise MissingRelationRule(
            f"local shape {list(map(str, local))} under {Relation(levels).describe()} does not give the SM shape "
            f"{list(map(str, sm_shape))} for every size of {', '.join(map(repr, axes))} (write each laid-out SM "
            "dim as its axes' sizes times the local one)", loc)
    return Relation(levels, tuple(shapes))


def _strided_chunk(r: Level, shape: Sequence[Poly], loc: Location) -> Level:
    """A single-axis strided level with its chunk: the member's length of
    the dim over its pieces."""
    if r.kind != STRIDED or r.pieces is None:
        return r
    c = shape[r.dim].divided(r.pieces)
    if c is None:
        raise MissingRelationRule(f"strided_shard on {r.axis!r}: the local length {shape[r.dim]} of dim {r.dim} "
                                  f"is not written as {r.pieces} * (a chunk)", loc)
    return dataclasses.replace(r, chunk=c)


@dataclasses.dataclass(frozen=True)
class Fact:
    """What the proof knows about one PM tensor."""

    pm: str
    sm: str
    rel: Relation
    local_shape: tuple[Poly, ...]
    sm_shape: tuple[Poly, ...]
    kind: int  # ValueKind

    def at(self, i: int) -> "LevelFact":
        """The fact on level i: the level's relation between the view of
        level i - 1 (the SM value at the top) and level i's."""
        return LevelFact(self.pm, self.sm, self.rel.levels[i], self.rel.shapes[i],
                         self.rel.shapes[i - 1] if i else self.sm_shape, self.kind)


@dataclasses.dataclass(frozen=True)
class LevelFact:
    """A fact seen from one mesh level (what a level rule matches): the
    level's relation between the view above (`sm_shape`) and its own."""

    pm: str
    sm: str
    rel: Level
    local_shape: tuple[Poly, ...]
    sm_shape: tuple[Poly, ...]
    kind: int
