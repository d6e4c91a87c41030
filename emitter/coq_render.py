"""Coq text for the plan's dims, relations and operators, under the
library's denotations (semantics/Ops.v, Collectives.v, Relations.v).

This is the only module that knows Coq syntax for terms; obligations.py and
certificate.py assemble statements and proofs from it. Another kernel would
replace this module (and the two assemblers), nothing upstream.
"""
from __future__ import annotations

import dataclasses
from typing import Callable, Mapping, Optional, Sequence

from emitter import ops as opsig
from emitter import programs
from emitter.errors import Location, UnsupportedOperator
from emitter.relation import HALO_OPEN_KINDS, Fill, Ratio, RsqrtOf, op_scalar, scale_needs_field
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2

# Every generated file starts with these; the statement checks use the same.
PRELUDE = (
    "From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.",
    "From TV Require Import Values Compose Tensor Ops Collectives Relations Names.",
)

# Nat literals from this size on are written in binary (semantics/Names.v): a
# unary literal n is n term nodes. The YOCO certificate's statement names
# 3,600 program steps and states rmsnorm's eps 1/100000 300 times: 30
# million nodes in unary, over 6 GiB and minutes to elaborate.
BIN_LITERAL_MIN = 64


def nat_literal(n: int) -> str:
    """The nat n as a Coq term (parenthesized when binary)."""
    return str(n) if n < BIN_LITERAL_MIN else f"(nat_of_bin {n}%bin)"


def bin_literal(n: int) -> str:
    """The name n as an N literal (semantics/ComposeBin.v keys names by N)."""
    return f"{n}%bin"


def trie_literal(entries: Mapping[int, str]) -> str:
    """A ComposeBin.v `trie` holding entries[n] at name n (key n + 1: the
    root holds key 1, an even key's rest is to the left, an odd one's to
    the right, as get_pos reads a positive from its last bit)."""
    def node(keys: dict[int, str]) -> str:
        if not keys:
            return "Leaf"
        here = keys.get(1)
        left = {k // 2: v for k, v in keys.items() if k > 1 and k % 2 == 0}
        right = {k // 2: v for k, v in keys.items() if k > 1 and k % 2 == 1}
        return f"(Node {node(left)} {f'(Some {here})' if here is not None else 'None'} {node(right)})"
    return node({n + 1: v for n, v in entries.items()})


class Names:
    """Coq identifiers for dim keys ("s:<symbol>", "a:<axis>").

    canonical=False (certificate): n_<symbol>, P_<axis>.
    canonical=True (obligations): n0, n1, ... / P0, P1, ... in order of first
    use, so alpha-equivalent obligations render identically and dedupe.

    `axes`: the plan's live mesh axes, outermost first (relation.Dims.axes).
    A size split by two axes renders innermost axis first and apart,
    `tp * (dp * c)`: the innermost level's rules state a split dim as
    `P * c` (a tensor laid out on tp whose dp level is replicated: FSDP's
    gathered parameters and their activations); the outer levels' split
    dims of such sizes are premises proved by ring. A pinned level's size
    (`pinned`, relation.Dims) is the constant 1.
    """

    def __init__(self, canonical: bool, axes: Sequence[str] = (), pinned: Optional[str] = None):
        self.canonical = canonical
        self.axes = tuple(axes)
        self.pinned = pinned  # relation.Dims.pinned: a level of size 1, rendered `1` (no binder)
        self.order: list[str] = []
        self.names: dict[str, str] = {}
        # mesh coordinate -> its Coq term where a rank-dependent attribute is
        # rendered (a PM local op: `r` in an obligation, `(nth 0 r a)` in the
        # certificate); empty elsewhere, so a coordinate in an SM term or a
        # shape stays an error
        self.coords: dict[str, str] = {}

    def __call__(self, key: str) -> str:
        if key.startswith("c:") and key[2:] in self.coords:
            return self.coords[key[2:]]
        if self.pinned is not None and key == "a:" + self.pinned:
            return "1"
        if key not in self.names:
            kind, _, name = key.partition(":")
            if kind == "c":
                raise UnsupportedOperator(f"mesh coordinate {name!r} in a shape or attribute this "
                                          "compiler renders rank-independently", Location())
            if self.canonical:
                n = sum(1 for k in self.order if k[0] == kind)
                self.names[key] = ("P%d" if kind == "a" else "n%d") % n
            else:
                self.names[key] = ("P_" if kind == "a" else "n_") + name
            self.order.append(key)
        return self.names[key]

    def binder_keys(self) -> list[str]:
        """Keys in a fixed order: axis sizes first, then symbols, each in order of first use."""
        return [k for k in self.order if k[0] == "a"] + [k for k in self.order if k[0] == "s"]

    def binders(self) -> list[str]:
        return [self.names[k] for k in self.binder_keys()]


def _innermost_axis(m: tuple, order: Sequence[str]) -> Optional[str]:
    """The factor a monomial renders first and apart: the innermost of two
    axis sizes; or a coordinate times an outer axis's size (the offset
    `r * (dp * c)` of tp rank r's piece of a dp-gathered dim, as the level
    rules state `r * c`), the axes in `order` (outermost first)."""
    order = tuple(order)
    axes = [k for k in m if k.startswith("a:") and k[2:] in order]
    if len([k for k in m if k.startswith("a:")]) != len(axes):
        return None
    coords = [k for k in m if k.startswith("c:") and k[2:] in order]
    if len(coords) == 1 and axes and all(order.index(k[2:]) < order.index(coords[0][2:]) for k in axes):
        return coords[0]
    if len(axes) < 2:
        return None
    return max(axes, key=lambda k: order.index(k[2:]))


def nat(p: Poly, names: Callable[[str], str], atom: bool = False) -> str:
    """A nat expression; `atom` parenthesizes composite terms."""
    pos, neg = [], []
    mb = "a:" + programs.MB_AXIS
    for m, c in sorted(p.terms, key=lambda t: (len(t[0]) == 0, t[0])):
        mag = abs(c)
        inner = _innermost_axis(m, names.axes) if mb not in m else None
        if inner is not None:
            rest = Poly.of({tuple(k for k in m if k != inner): mag})
            text = f"{names(inner)} * {nat(rest, names, atom=True)}"
        elif mb in m and len(m) > 1:
            # the microbatch level is the outermost: its factor first and
            # apart, `P * (c)` as that level's rules state a split dim
            # (a dim the microbatches and an inner axis both split)
            rest = Poly.of({tuple(k for k in m if k != mb): mag})
            text = f"{names(mb)} * {nat(rest, names, atom=True)}"
        elif not m:
            text = nat_literal(mag)
        elif mag == 1:
            text = " * ".join(names(k) for k in m)
        else:
            text = " * ".join([nat_literal(mag)] + [names(k) for k in m])
        (pos if c > 0 else neg).append(text)
    if not pos and not neg:
        return "0"
    text = " + ".join(pos) if pos else "0"
    if neg:
        text = (f"({text})" if len(pos) > 1 else text) + " - " + \
               (f"({' + '.join(neg)})" if len(neg) > 1 else neg[0])
    composite = len(pos) + len(neg) > 1 or any(len(m) + (abs(c) != 1) > 1 for m, c in p.terms)
    return f"({text})" if atom and composite else text


def shape(s: Sequence[Poly], names) -> str:
    return "[:: " + "; ".join(nat(d, names) for d in s) + "]" if s else "[::]"


def ring_const(k: int) -> str:
    if k == 1:
        return "1"
    if k == 0:
        return "0"
    return f"({nat_literal(k)}%:R)%R" if k > 0 else f"(- {nat_literal(-k)}%:R)%R"


def ring_scale(k, names) -> str:
    """A scale: an integer (`ring_const`), a Ratio `(num%:R / den%:R)%R`
    (a fieldType division; the caller quantifies `R : fieldType`), or rsqrt
    of either through the quantified primitive `f_rsqrt`."""
    if isinstance(k, RsqrtOf):
        inner = k.inner
        if isinstance(inner, Ratio) and inner.den == Poly.const(1):
            return f"({fn_name('rsqrt')} (({nat(inner.num, names)})%N%:R)%R)"
        return f"({fn_name('rsqrt')} {ring_scale(inner, names)})"
    if isinstance(k, int):
        return ring_const(k)
    den = nat(k.den, names, atom=True)
    if k.num.terms and all(c < 0 for _, c in k.num.terms):
        # a negative ratio (autograd's -1/2 of rsqrt's derivative) negates
        # the ring quotient: a nat numerator cannot be negative
        return f"(- ({nat(-k.num, names, atom=True)}%:R / {den}%:R))%R"
    num = nat(k.num, names, atom=True)
    return f"({num}%:R / {den}%:R)%R"


def scalar(s: P.Scalar, dims, names, loc: Location) -> str:
    """An op attribute's scalar (ScaleAttrs, SdpaAttrs.scale), rsqrt included."""
    k = op_scalar(s, dims)
    if k is None:
        raise UnsupportedOperator("a scalar with a zero denominator", loc)
    return ring_scale(k, names)


# ------------------------------------------------------------------ relations

# view kinds (emitter/rules/zigzag.py): the relation they are over the view,
# and the dim the view reads (None: the relation's own dim)
ZZ_VIEWS = {"zz_gathered": ("replicated", None), "zz_mask": ("zigzag", 1), "zz_partial": ("partial_sum", None)}
# relation kinds whose rendering names definitions outside the prelude
REL_MODULES = {k: "TV.RulesZigzag" for k in ("zz_gathered", "zz_mask", "zz_partial", "zz_second")}
REL_MODULES.update({k: "TV.RulesHaloShift" for k in ("halo_tail", "halo_recv", "halo_ext", "halo_mask")})
REL_MODULES["halo_grad"] = "TV.RulesHaloBackward"
REL_MODULES.update({k: "TV.RulesHaloOpen" for k in HALO_OPEN_KINDS})
REL_MODULES.update({k: "TV.RulesZigzagShuffle" for k in ("zz_pick", "zz_send")})
REL_MODULES.update({k: "TV.RulesZigzagLeave" for k in ("zz_recv", "zz_unpick")})
REL_MODULES["zz_pos"] = "TV.RulesZigzagScatter"


def fill(f, names) -> str:
    """An open shift's fill (relation.Fill): `(n)%N` in an index tensor,
    `(n%:R)%R` in a ring-valued one (the scope says which: the rules take
    the fill at any value type)."""
    return f"({nat(f.value, names)})%N" if f.index else f"({nat(f.value, names, atom=True)}%:R)%R"


def leq_by_ring(start: Poly, length: Poly, rest: Poly, whole: Poly, names) -> str:
    """A proof of `start + length <= whole` where whole = start + length +
    rest as polynomials (rest with no negative coefficient): `leq_addr`
    rewritten by `ring`."""
    o, n, r, w = (nat(p, names, atom=True) for p in (start, length, rest, whole))
    a = f"({o} + {n})"
    return f"(@eq_ind nat ({a} + {r}) (fun w => {a} <= w) (leq_addr {r} {a}) {w} ltac:(ring))"


def leq_by_coord(start: Poly, length: Poly, coord: Poly, size: Poly, h: str, rest: Poly, whole: Poly,
                 names) -> str:
    """A proof of `start + length <= whole` where start = coord * length for
    an outer level's coordinate (h : coord < size bound by the enclosing
    views' lifting) and whole = size * length + rest (rest with no negative
    coefficient): the coordinate's chunk lies inside the dim."""
    o, n, c, q, r, w = (nat(p, names, atom=True) for p in (start, length, coord, size, rest, whole))
    qn = f"({q} * {n})"
    chunk = f"(@eq_ind nat ({c}.+1 * {n}) (fun a => a <= {qn}) (leq_mul {h} (leqnn {n})) ({o} + {n}) ltac:(ring))"
    inside = f"(@eq_ind nat ({qn} + {r}) (fun w => {qn} <= w) (leq_addr {r} {qn}) {w} ltac:(ring))"
    return f"(leq_trans {chunk} {inside})"


def coord_fun(v: Poly, names) -> str:
    """A rank-dependent expression as a function of the rank: fun r => .."""
    saved = names.coords
    names.coords = {k[2:]: "r" for k in v.variables() if k.startswith("c:")}
    try:
        return f"(fun r => {nat(v, names)})"
    finally:
        names.coords = saved


# layout-map terms (rules.base.layout_map, relation.Level.map): kind -> its
# Coq head and which parts are nats (the rest are maps)
_MAPS = {"contig_map": ("contig_map", "n"), "strided_map": ("strided_map", "nn"), "zz_glob": ("zz_glob", "nn"),
         "merge_map": ("merge_map", "gn"), "merge_inner_map": ("merge_inner_map", "nng")}


# the library modules defining a layout map (beyond the prelude's Relations.v)
_MAP_MODULES = {"strided_map": "TV.MeshOuter", "merge_map": "TV.RulesReshape", "merge_inner_map": "TV.RulesReshape"}


def _map_modules(m) -> tuple[str, ...]:
    head, parts = _MAPS[m[0]]
    vals = (m[1],) if len(parts) == 1 else m[1]
    own = (_MAP_MODULES[m[0]],) if m[0] in _MAP_MODULES else ()
    return own + tuple(x for k, v in zip(parts, vals) if k == "g" for x in _map_modules(v))


def level_modules(level) -> tuple[str, ...]:
    """The library modules a relation level's statement needs beyond the
    prelude: MeshOuter.v for a strided level, and the modules of a
    reindex level's map."""
    if level.kind == "strided_shard":
        return ("TV.MeshOuter",)
    if level.kind == "reindex":
        return tuple(dict.fromkeys(_map_modules(level.map)))
    return ()


def is_map(a) -> bool:
    return isinstance(a, tuple) and len(a) == 2 and a[0] in _MAPS


def map_term(m, names) -> str:
    """A layout map (Relations.v contig_map, MeshOuter.v strided_map,
    RulesReshape.v merge_map / merge_inner_map over another map) as Coq."""
    head, parts = _MAPS[m[0]]
    vals = (m[1],) if len(parts) == 1 else m[1]
    return "(" + " ".join([head] + [nat(v, names, atom=True) if k == "n" else map_term(v, names)
                                    for k, v in zip(parts, vals)]) + ")"


def rel_head(rel, local: Sequence[Poly], names) -> str:
    """A relation level (relation.Level) applied to everything but its two
    tensors: the level's relation between the view above and the members."""
    P_ = names("a:" + rel.axis)
    s = shape(local, names)
    if rel.kind == "replicated":
        return f"rel_replicated {P_} {s}"
    if rel.kind == "zigzag":
        # rel_zigzag P d c: the local dim holds two chunks, 2 * c
        half = local[rel.dim].halved()
        if half is None:
            raise UnsupportedOperator(f"zigzag dim {local[rel.dim]} is not syntactically 2 * c", Location())
        return f"rel_zigzag {P_} {rel.dim} {nat(half, names, atom=True)} {s}"
    if rel.kind in ("contiguous_shard", "expert_partition"):
        c = nat(local[rel.dim], names, atom=True)
        return f"rel_{rel.kind} {P_} {rel.dim} {c} {s}"
    if rel.kind == "strided_shard" and rel.chunk is not None:  # MeshOuter.v: one axis's _StridedShard
        return f"rel_strided_shard {P_} {rel.dim} {nat(rel.chunk, names, atom=True)} {s}"
    if rel.kind == "reindex":  # a layout by a map no named kind states (RulesReshape.v merge_map)
        return f"rel_reindex {P_} {rel.dim} {map_term(rel.map, names)} {s}"
    if rel.kind == "zz_second":  # RulesMissing.v: rank r's chunk 2P-1-r (length c = the local dim)
        c = nat(local[rel.dim], names, atom=True)
        return f"rel_reindex {P_} {rel.dim} (zz_second {P_} {c}) {s}"
    if rel.kind == "partial_sum":
        return f"rel_partial_sum {P_} {ring_scale(rel.scale, names)} {s}"
    if rel.kind in ("halo_tail", "halo_recv", "halo_ext", "halo_mask"):
        # RulesHaloShift.v: layouts of the shift halo (chunk c, halo h)
        c, h = nat(rel.chunk, names, atom=True), nat(rel.halo, names, atom=True)
        if rel.kind == "halo_mask":
            return f"rel_halo_mask {P_} {c} {h} {s}"
        m = f"halo_tail {c} {h}" if rel.kind == "halo_tail" else f"{rel.kind} {P_} {c} {h}"
        return f"rel_reindex {P_} {rel.dim} ({m}) {s}"
    if rel.kind in HALO_OPEN_KINDS:
        # RulesHaloOpen.v: after the open shift (rank 0 holds the fill)
        c, h = nat(rel.chunk, names, atom=True), nat(rel.halo, names, atom=True)
        if rel.kind == "halo_mask_open":
            return f"rel_halo_mask_open {P_} {c} {h} {s}"
        return f"rel_{rel.kind} {P_} {rel.dim} {c} {h} {fill(rel.fill, names)} {s}"
    if rel.kind == "zz_pick":  # RulesZigzagShuffle.v: a piece of the contiguous shard (length chunk)
        (o,) = rel.offsets
        return f"rel_reindex {P_} {rel.dim} (zz_pick {nat(rel.chunk, names, atom=True)} {coord_fun(o, names)}) {s}"
    if rel.kind == "zz_send":  # the two pieces (each half the local dim) concatenated
        half = local[rel.dim].halved()
        if half is None:
            raise UnsupportedOperator(f"send buffer dim {local[rel.dim]} is not syntactically 2 * c", Location())
        o1, o2 = (coord_fun(o, names) for o in rel.offsets)
        return (f"rel_reindex {P_} {rel.dim} (zz_send {nat(rel.chunk, names, atom=True)} "
                f"{nat(half, names, atom=True)} {o1} {o2}) {s}")
    if rel.kind in ("zz_recv", "zz_unpick"):
        # RulesZigzagLeave.v: the leave shuffle's receive buffer (length chunk = 2 * c) and a piece of it
        half = rel.chunk.halved()
        if half is None:
            raise UnsupportedOperator(f"receive buffer dim {rel.chunk} is not syntactically 2 * c", Location())
        o = "".join(" " + coord_fun(x, names) for x in rel.offsets)
        return f"rel_reindex {P_} {rel.dim} ({rel.kind} {P_} {nat(half, names, atom=True)}{o}) {s}"
    if rel.kind == "zz_pos":  # RulesZigzagScatter.v: the broadcast zigzag positions (chunk c)
        return f"rel_zz_pos {P_} {rel.dim} {nat(rel.chunk, names, atom=True)} {s}"
    if rel.kind in ZZ_VIEWS:
        # RulesZigzag.v: a relation of the SM value read through the gathered zigzag order
        base, view_dim = ZZ_VIEWS[rel.kind]
        view = f"(reindex {rel.dim if view_dim is None else view_dim} (zz_perm {P_} {nat(rel.chunk, names, atom=True)}) X)"
        inner = dataclasses.replace(rel, kind=base, chunk=None)
        return f"(fun X F => {rel_head(inner, local, names)} {view} F)"
    if rel.kind == "halo_grad":
        # RulesHaloBackward.v: stated on the output's shape (c rows on dim d, not the h + c held)
        c, h = nat(rel.chunk, names, atom=True), nat(rel.halo, names, atom=True)
        out = shape(tuple(local[:rel.dim]) + (rel.chunk,) + tuple(local[rel.dim + 1:]), names)
        return f"rel_halo_grad {P_} {rel.dim} {c} {h} {out}"
    raise UnsupportedOperator(f"relation kind {rel.kind} has no Coq rendering in this compiler yet",
                              Location())


def nest_head(mrel, names, level: int = 0) -> str:
    """A relation (relation.Relation) from `level` down, without its tensors:
    `rel_nest P0 (R0) (rel_nest P1 (R1) .. (rel_axis (Rn-1)))` (Mesh.v)."""
    n = len(mrel.levels)
    r = mrel.levels[level]
    if r.kind == "strided_shard" and r.chunk is None:
        # MeshOuter.v: the only other split of dim d is the inner contiguous
        # shard (infer.relation_from_proto), so the chunk c is the rank-local dim
        c = nat(mrel.shapes[-1][r.dim], names, atom=True)
        head = f"rel_strided_shard {names('a:' + r.axis)} {r.dim} {c} {shape(mrel.shapes[level], names)}"
    else:
        head = rel_head(r, mrel.shapes[level], names)
    if level == n - 1:
        return f"rel_axis ({head})"
    return f"rel_nest {names('a:' + r.axis)} ({head}) ({nest_head(mrel, names, level + 1)})"


def scaled_factor(k: Poly, names) -> str:
    """A scaled relation's factor (a nat polynomial) as a ring element."""
    return f"({nat(k, names, atom=True)}%:R)%R"


def rel_pred(rel, local: Sequence[Poly], x: str, f: str, names, flat: bool = False) -> str:
    """The relation `rel` (relation.Relation) between SM tensor term `x` and
    member family `f` over coordinate lists. `flat`: a one-level relation as
    that level's relation of a family over ranks, as a one-axis plan
    states it; `rel_axis Ri X G` unfolds to `Ri X (fun r => G [:: r])`
    (Mesh.v), so a proof in either form checks against the other by
    conversion."""
    head = rel_head(rel.levels[0], rel.shapes[0], names) if flat and len(rel.levels) == 1 \
        else nest_head(rel, names)
    if rel.scaled_by is not None:
        # RulesScaled.v: the ranks hold k times the SM value
        return f"rel_scaled {scaled_factor(rel.scaled_by, names)} ({head}) {x} {f}"
    return f"{head} {x} {f}"


# ------------------------------------------------------------------ operators

# ops.COMMUTATIVE: (the op's definition to unfold, its commutativity lemma)
COMMUTE = {P.OP_ADD: ("op_add", "GRing.addrC"), P.OP_MUL: ("op_mul", "GRing.mulrC")}

# Nonlinear primitives an op's denotation takes as (universally quantified)
# arguments, besides a pointwise op's (ops.Pointwise.functions): softmax and
# cross-entropy's log-sum-exp take exp (its backward, softmax minus one-hot,
# only exp), norms rsqrt, top-k its selection function, RoPE its cos/sin
# tables, attention exp (softmax) and rsqrt (the 1/sqrt(d) scale).
FUNCTIONS = {
    P.OP_SOFTMAX: ("exp",), P.OP_RMSNORM: ("rsqrt",), P.OP_RMSNORM_BACKWARD: ("rsqrt",),
    P.OP_CROSS_ENTROPY: ("exp", "log"), P.OP_CROSS_ENTROPY_BACKWARD: ("exp",), P.OP_TOPK: ("topk",),
    P.OP_ROPE: ("rope_cos", "rope_sin"), P.OP_ROPE_BACKWARD: ("rope_cos", "rope_sin"),
    P.OP_SDPA: ("exp", "rsqrt"), P.OP_SDPA_BACKWARD: ("exp", "rsqrt"),
}

# Ops whose denotation lives in a `R : fieldType` section of Ops.v.
FIELD_OPS = {P.OP_SOFTMAX, P.OP_RMSNORM, P.OP_RMSNORM_BACKWARD, P.OP_REDUCE_MEAN, P.OP_CROSS_ENTROPY,
             P.OP_CROSS_ENTROPY_BACKWARD, P.OP_SDPA, P.OP_DIV, P.OP_SDPA_BACKWARD, P.OP_SOFTMAX_BACKWARD}


def needs_field(node: P.Node, dims=None) -> bool:
    """The op's denotation (with its attributes) needs a fieldType."""
    if node.op in FIELD_OPS:
        return True
    if dims is not None:
        for s in _scalars(node):
            k = op_scalar(s, dims)
            if k is not None and scale_needs_field(k):
                return True
    return False


def _scalars(node: P.Node) -> list:
    out = []
    if node.HasField("collective") and node.collective.HasField("scale"):
        out.append(node.collective.scale)
    if node.HasField("scale") and node.scale.HasField("factor"):
        out.append(node.scale.factor)
    if node.HasField("rmsnorm") and node.rmsnorm.HasField("eps"):
        out.append(node.rmsnorm.eps)
    if node.HasField("add_const") and node.add_const.HasField("value"):
        out.append(node.add_const.value)
    return out


def fn_name(prim: str) -> str:
    return "f_" + prim


# Coq type of a nonlinear function argument (default R -> R): top-k routing
# is one opaque selection function of the router row (Ops.v op_topk); RoPE's
# cos/sin tables are indexed by (position, frequency index) (Ops.v op_rope).
FUNCTION_TYPES = {"topk": "(nat -> R) -> nat -> nat", "rope_cos": "nat -> nat -> R", "rope_sin": "nat -> nat -> R"}
# ops whose denotation lives outside the prelude's modules (the statements'
# imports name the module)
OP_MODULES = {P.OP_SDPA_BACKWARD: "TV.AttentionBackward",
              # [B; N] tokens: op_embedding_backward_off2
              P.OP_EMBEDDING_BACKWARD: "TV.RulesVocab",
              # dw over [B; N; n]: op_rmsnorm_backward_w3
              P.OP_RMSNORM_BACKWARD: "TV.RulesReplicatedLoss"}


def rcons_shape(s: Sequence[Poly], names) -> str:
    """A shape with its last two dims appended by rcons, `rcons (rcons s0 m)
    k`: the forms a fact about a row-wise op states its input shapes in
    (`rcons s0 n`: resp_matmul, resp_softmax; `rcons (rcons s0 m) k`:
    resp_batched_matmul), which Coq unifies syntactically only, and which
    compute to the plain list any other fact states; `[::]` for a scalar."""
    out = shape(s[:-2], names)
    for n in s[-2:]:
        out = f"(rcons {out} {nat(n, names, atom=True)})"
    return out


def fact_term(lemma: str, holes: int) -> str:
    """An op's fact (registry `facts`) applied to a hole per side
    condition: its parameters are implicit, the holes close by computation."""
    return f"({lemma}{' _' * holes})" if holes else lemma


def perm_literal(perm: Sequence[int]) -> str:
    return "[:: " + "; ".join(str(p) for p in perm) + "]"


def op_module(node) -> Optional[str]:
    """The module defining the denotation a node renders to, when it is not
    in the prelude: OP_MODULES by op, and Permute.v for a transpose that is
    not a swap (a swap is Ops.v op_transpose)."""
    if opsig.denotation(node) == "permute":
        return "TV.Permute"
    if node.op == P.OP_BROADCAST and node.helper == P.HELPER_INDEX:
        return "TV.RulesZigzagScatter"
    return OP_MODULES.get(node.op)


def fn_binders(fns: Sequence[str]) -> list[str]:
    """Binders for the function arguments in the given order (runs of one
    type share a binder, so the order, which `move=>` relies on, is kept)."""
    runs: list[tuple[str, list[str]]] = []
    for f in fns:
        ty = FUNCTION_TYPES.get(f, "R -> R")
        if runs and runs[-1][0] == ty:
            runs[-1][1].append(fn_name(f))
        else:
            runs.append((ty, [fn_name(f)]))
    return [f"({' '.join(ns)} : {ty})" for ty, ns in runs]


def coord_axes(node: P.Node, dims) -> tuple[str, ...]:
    """The mesh axes whose coordinate a PM node's attributes read (a
    rank-dependent op: vocab-parallel embedding offset `tp * vl`)."""
    attr = node.WhichOneof("attrs")
    keys: set[str] = set()
    if attr is not None:
        for _, e in getattr(node, attr).ListFields():
            if isinstance(e, P.Expr):
                keys |= {k[2:] for k in dims.raw(e).variables() if k.startswith("c:")}
    return tuple(sorted(keys))


def functions_of(node: P.Node) -> tuple[str, ...]:
    """The nonlinear primitives the op's denotation (with its attributes) uses."""
    pw = opsig.pointwise(node.op)
    fns = FUNCTIONS.get(node.op, ()) + (pw.functions if pw else ())
    if "rsqrt" not in fns and any(s.rsqrt for s in _scalars(node)):
        fns += ("rsqrt",)
    return fns


def pointwise_entry(node: P.Node, dims=None, names=None) -> str:
    """A pointwise op's entry function (ops.Pointwise.entry) at the node's
    parameters, as a Coq term (`dims` and `names` render a ring constant)."""
    n = nat_literal(node.nat.n) if node.HasField("nat") else ""
    pw = opsig.pointwise(node.op)
    k = scalar(opsig.ring_constant(node), dims, names, Location()) if "{k}" in pw.entry else ""
    return "(" + pw.entry.format(n=n, k=k, **{f: fn_name(f) for f in pw.functions}) + ")"


def local_op(node: P.Node, args: Sequence[str], in_shapes: Sequence[Sequence[Poly]],
             names, loc: Location, dims=None, out_index: int = 0,
             out_shape: Optional[Sequence[Poly]] = None, sm_shapes=None) -> str:
    """The denotation of a rank-local (or SM) op applied to ring tensor terms
    (`out_index` selects the output of a multi-output op; `out_shape` is the
    output's shape, which only reshape reads: its plan node has no attrs;
    `sm_shapes`, the SM node's (input, output) shapes, say which reading of
    an ambiguous local reshape is the SM's)."""
    op = node.op
    a = args
    pw = opsig.pointwise(op)
    if pw is not None and not pw.named:
        f = pointwise_entry(node)
        return f"pointwise {f} {a[0]}" if len(a) == 1 else \
            f"(fun i => {f} " + " ".join(f"({x} i)" for x in a) + ")"
    if op == P.OP_RESHAPE and out_shape is not None:
        rs = reshape_kind(in_shapes[0], out_shape, reshape_kind(*sm_shapes) if sm_shapes else None)
        if rs is not None:
            kind, d, n = rs
            return f"op_reshape_{kind} {d} {nat(n, names, atom=True)} {a[0]}"
    if op == P.OP_RMSNORM_BACKWARD and dims is not None:
        return _rmsnorm_backward(node, a, in_shapes, names, loc, dims, out_index)
    if op in _ATTENTION_OPS:
        return _attention(node, a, in_shapes, names, loc, dims, out_index)
    if op == P.OP_SPLIT and out_shape is not None:
        # piece k is the slice at the lengths before it (RulesSplit.v); the
        # first and the last piece's own length decides that offset
        d = node.dim.dim
        o = opsig.split_piece_offset(out_index, len(node.outputs), in_shapes[0][d], out_shape[d])
        if o is not None:
            return f"op_slice {d} {nat(o, names, atom=True)} {a[0]}"
    if out_index != 0:
        raise UnsupportedOperator(
            f"output {out_index} of {opsig.op_name(op)} has no Coq rendering in this compiler yet", loc)
    if op in (P.OP_CROSS_ENTROPY, P.OP_CROSS_ENTROPY_BACKWARD):
        # plan: (logits, labels[, dloss]); classes on the logits' last axis
        V = nat(in_shapes[0][-1], names, atom=True)
        if op == P.OP_CROSS_ENTROPY:
            return f"op_cross_entropy {fn_name('exp')} {fn_name('log')} {V} {a[0]} {a[1]}"
        return f"op_cross_entropy_backward {fn_name('exp')} {V} {a[0]} {a[1]} {a[2]}"
    if op == P.OP_REDUCE_MEAN and len(set(node.reduce.axes)) == len(node.reduce.axes) >= 1 \
            and not node.reduce.keepdim:
        # several axes: the nested means, highest axis first (so the lower
        # axes keep their index); equal to the mean over the product in a
        # field, (n0 n1)^-1 = n0^-1 n1^-1 (RulesReplicatedLoss.v)
        term = a[0]
        for d in sorted(node.reduce.axes, reverse=True):
            term = f"op_reduce_mean {d} {nat(in_shapes[0][d], names, atom=True)} {term}"
            term = term if d == min(node.reduce.axes) else f"({term})"
        return term
    if op == P.OP_BROADCAST:
        new = _broadcast_new_axes(node, len(in_shapes[0]), out_shape)
        if new:
            # one op_broadcast per new axis, lowest first (each inserts at
            # its final position: the lower new axes are already there)
            # an index helper broadcasts index tensors (RulesZigzagScatter.v op_broadcast_index)
            name = "op_broadcast_index" if node.helper == P.HELPER_INDEX else "op_broadcast"
            term = a[0]
            for d in new:
                term = f"{name} {d} {term if term == a[0] else '(' + term + ')'}"
            return term
    if op == P.OP_SCALE and dims is not None:
        return f"op_scale {scalar(node.scale.factor, dims, names, loc)} {a[0]}"
    if op == P.OP_ADD_CONST and dims is not None:
        return f"op_add_const {scalar(node.add_const.value, dims, names, loc)} {a[0]}"
    if op == P.OP_SOFTMAX:
        n = nat(in_shapes[0][-1], names, atom=True)
        return f"op_softmax {fn_name('exp')} {n} {a[0]}"
    if op == P.OP_SOFTMAX_BACKWARD:  # plan: (y, dy), y the softmax output; Ops.v op_softmax_backward n Y dY
        n = nat(in_shapes[0][-1], names, atom=True)
        return f"op_softmax_backward {n} {a[0]} {a[1]}"
    if op == P.OP_RMSNORM and dims is not None:
        n = nat(in_shapes[0][-1], names, atom=True)
        eps = scalar(node.rmsnorm.eps, dims, names, loc)
        return f"op_rmsnorm {fn_name('rsqrt')} {n} {eps} {a[1]} {a[0]}"
    if op == P.OP_REDUCE_SUM and len(node.reduce.axes) == 1:
        d = node.reduce.axes[0]
        return f"op_reduce_sum {d} {nat(in_shapes[0][d], names, atom=True)} {a[0]}"
    if op in (P.OP_ADD, P.OP_SUB, P.OP_MUL, P.OP_DIV):  # op_div: Ops.v FieldOps
        return f"op_{opsig.op_name(op)} {a[0]} {a[1]}"
    if op == P.OP_NEG:
        return f"op_neg {a[0]}"
    if op == P.OP_TO_RING:  # no argument is ring-valued: the ring, always bound as R, is given
        return f"@op_to_ring R {a[0]}"
    if op == P.OP_REPLACE_VALUE and dims is not None:
        rv = node.replace_value
        return (f"op_replace_value {nat(dims.poly(rv.old), names, atom=True)} "
                f"{nat(dims.poly(rv.new), names, atom=True)} {a[0]}")
    if op in (P.OP_EXP, P.OP_SIGMOID, P.OP_TANH, P.OP_SILU, P.OP_RSQRT):
        return f"op_{opsig.op_name(op)} {fn_name(pw.functions[0])} {a[0]}"
    if op in (P.OP_EXP_GRAD, P.OP_SIGMOID_GRAD, P.OP_SILU_GRAD, P.OP_RSQRT_GRAD):
        # plan: (x, dy); Coq: op_*_grad f dY X
        return f"op_{opsig.op_name(op)} {fn_name(pw.functions[0])} {a[1]} {a[0]}"
    if op == P.OP_MATMUL:
        k = nat(in_shapes[0][-1], names, atom=True)
        return f"op_matmul {k} {a[0]} {a[1]}"
    if op == P.OP_BATCHED_MATMUL:
        k = nat(in_shapes[0][-1], names, atom=True)
        return f"op_batched_matmul {k} {a[0]} {a[1]}"
    if op == P.OP_TOPK:
        return f"op_topk {fn_name('topk')} {a[0]}"
    if op == P.OP_GATHER:  # plan: (x, idx); Coq: op_gather d idx X
        return f"op_gather {node.dim.dim} {a[1]} {a[0]}"
    if op == P.OP_SCATTER_ADD:  # plan: (idx, src); n = src's length on dim
        d = node.dim.dim
        return f"op_scatter_add {d} {nat(in_shapes[1][d], names, atom=True)} {a[0]} {a[1]}"
    if op == P.OP_EMBEDDING and dims is not None:
        # plan: (table, ids); Ops.v op_embedding_off V off E ids (V = the table's rows)
        V = nat(in_shapes[0][0], names, atom=True)
        off = nat(dims.poly(node.embedding.offset), names, atom=True)
        return f"op_embedding_off {V} {off} {a[0]} {a[1]}"
    if op == P.OP_EMBEDDING_BACKWARD and dims is not None and len(in_shapes[1]) in (1, 2):
        # plan: (dy, ids); 1-D tokens: Ops.v op_embedding_backward_off off N ids dY,
        # [B; N] tokens: RulesVocab.v op_embedding_backward_off2 off B N ids dY
        off = nat(dims.poly(node.embedding.offset), names, atom=True)
        toks = " ".join(nat(n, names, atom=True) for n in in_shapes[1])
        two = "2" if len(in_shapes[1]) == 2 else ""
        return f"op_embedding_backward_off{two} {off} {toks} {a[1]} {a[0]}"
    if op == P.OP_SLICE and dims is not None:
        start = nat(dims.poly(node.slice.start), names, atom=True)
        # an index helper slices index tensors (RulesHaloShift.v op_slice_index)
        name = "op_slice_index" if node.helper == P.HELPER_INDEX else "op_slice"
        return f"{name} {node.slice.dim} {start} {a[0]}"
    if op == P.OP_TRANSPOSE:
        perm = list(node.transpose.perm)
        if opsig.is_swap(perm):
            d, e = [i for i, p in enumerate(perm) if p != i]
            return f"op_transpose {d} {e} {a[0]}"
        if sorted(perm) == list(range(len(perm))):  # any other permutation: Permute.v op_permute
            return f"op_permute {perm_literal(perm)} {a[0]}"
    raise UnsupportedOperator(
        f"{opsig.op_name(op)} has no Coq rendering in this compiler yet", loc)


def reshape_kind(s_in: Sequence[Poly], s_out: Sequence[Poly], like=None):
    """("split", d, n): dim d of the input is [c; n] in the output (c * n =
    s_in[d], the other dims equal); ("merge", d, n): input dims d, d+1 (n =
    s_in[d+1]) are one output dim; None for any other reshape (first d that
    fits: Ops.v op_reshape_split / op_reshape_merge). A unit dim fits on
    either side of its neighbour; the reading whose inner length is not 1
    is taken first, so [.., c * n] -> [.., c, n] at c = 1 (one local head)
    reads as the SM's split of the same dim. `like`: the SM node's reading,
    taken when it fits (a rank's op reads as the SM's)."""
    s_in, s_out = tuple(s_in), tuple(s_out)
    fits = []
    if len(s_out) == len(s_in) + 1:
        fits = [("split", d, s_out[d + 1]) for d in range(len(s_in))
                if s_out[:d] == s_in[:d] and s_out[d + 2:] == s_in[d + 1:] and s_out[d] * s_out[d + 1] == s_in[d]]
    if len(s_in) == len(s_out) + 1:
        fits = [("merge", d, s_in[d + 1]) for d in range(len(s_out))
                if s_in[:d] == s_out[:d] and s_in[d + 2:] == s_out[d + 1:] and s_in[d] * s_in[d + 1] == s_out[d]]
    if like is not None:
        # the SM's reading, where the ranks' shapes admit it: a local dim of 1 (one head per rank) makes
        # [.., c, 1] -> [.., c, 1, 1] fit at two dims, where the SM's [.., P * c, 1] fits at one
        same = [f for f in fits if f[:2] == like[:2]]
        if same:
            return same[0]
    return next((f for f in fits if f[2] != Poly.const(1)), fits[0] if fits else None)


_ATTENTION_OPS = {P.OP_ARANGE, P.OP_CAUSAL_MASK, P.OP_SLIDING_WINDOW_MASK, P.OP_ROPE, P.OP_ROPE_BACKWARD, P.OP_SDPA,
                  P.OP_SDPA_BACKWARD, P.OP_CONCAT}


def gqa_factor(hq: Poly, hkv: Poly) -> Optional[Poly]:
    """g with hq == g * hkv, hkv one monomial dividing every term of hq
    (G * Hkv_l over Hkv_l, tp * G * Hkv_l over tp * Hkv_l), else None."""
    if len(hkv.terms) != 1:
        return None
    ((mk, ck),) = hkv.terms
    out: dict = {}
    for m, c in hq.terms:
        rest = list(m)
        for v in mk:
            if v not in rest:
                return None
            rest.remove(v)
        if c % ck:
            return None
        out[tuple(rest)] = c // ck
    g = Poly.of(out)
    return g if g * hkv == hq else None


def _attention(node: P.Node, a: Sequence[str], in_shapes, names, loc: Location, dims, out_index: int) -> str:
    """arange, causal_mask, rope(_backward) (Ops.v), sdpa (Ops.v op_sdpa) and
    sdpa_backward (AttentionBackward.v, one denotation per output)."""
    op = node.op
    if op == P.OP_ARANGE and dims is not None and out_index == 0:
        return f"op_arange_from {nat(dims.poly(node.arange.start), names, atom=True)}"
    if op == P.OP_CONCAT and len(a) == 2 and out_index == 0:
        # two pieces along dim d (the first of length n1); an index helper
        # (HELPER_INDEX: positions) concatenates index tensors (Ops.v
        # op_concat_index), anything else ring tensors (op_concat). A mask
        # concat renders ill-typed, so coqc rejects it: never a wrong proof.
        d = node.dim.dim
        n1 = nat(in_shapes[0][d], names, atom=True)
        name = "op_concat_index" if node.helper == P.HELPER_INDEX else "op_concat"
        return f"{name} {d} {n1} {a[0]} {a[1]}"
    if op == P.OP_CAUSAL_MASK and out_index == 0:
        return f"op_causal_mask {a[0]} {a[1]}"
    if op == P.OP_SLIDING_WINDOW_MASK and dims is not None and out_index == 0:
        return f"op_sliding_window_mask {nat(dims.poly(node.window.window), names, atom=True)} {a[0]} {a[1]}"
    if op in (P.OP_ROPE, P.OP_ROPE_BACKWARD) and out_index == 0:
        name = "op_rope" if op == P.OP_ROPE else "op_rope_backward"
        return f"{name} {fn_name('rope_cos')} {fn_name('rope_sin')} {node.rope.seq_dim} {a[1]} {a[0]}"
    if op in (P.OP_SDPA, P.OP_SDPA_BACKWARD) and dims is not None:
        q, k, v = in_shapes[:3]
        # GQA factor g (query head h reads kv head h / g): 1 with no heads
        g = Poly.const(1) if len(q) == 2 else gqa_factor(q[-3], k[-3])
        if g is None:
            raise UnsupportedOperator("sdpa whose query heads are not a monomial multiple of its kv heads", loc)
        gs = nat(g, names, atom=True)
        sc = scalar(node.sdpa.scale, dims, names, loc)
        Nk, Dh = nat(k[-2], names, atom=True), nat(q[-1], names, atom=True)
        if op == P.OP_SDPA and out_index == 0:
            return f"op_sdpa {fn_name('exp')} {Nk} {Dh} {sc} {gs} {a[3]} {a[0]} {a[1]} {a[2]}"
        if op == P.OP_SDPA_BACKWARD and out_index in (0, 1, 2):
            Nq, Dv = nat(q[-2], names, atom=True), nat(v[-1], names, atom=True)
            out = ("dq", "dk", "dv")[out_index]
            return (f"op_sdpa_backward_{out} {fn_name('exp')} {Nq} {Nk} {Dh} {Dv} {sc} {gs} "
                    f"{a[3]} {a[0]} {a[1]} {a[2]} {a[4]}")
    raise UnsupportedOperator(
        f"output {out_index} of {opsig.op_name(op)} has no Coq rendering in this compiler yet", loc)


def _broadcast_new_axes(node: P.Node, in_rank: int, out_shape) -> Optional[list[int]]:
    """The output axes a broadcast inserts (the input dims keep their order
    in the others); the output rank is the output shape's when known, else
    one more than the input's. None when the dims do not say that."""
    dims = list(node.broadcast.dims)
    out_rank = len(out_shape) if out_shape is not None else in_rank + 1
    if len(dims) != in_rank or out_rank <= in_rank:
        return None
    new = [d for d in range(out_rank) if d not in dims]
    return new if dims == [d for d in range(out_rank) if d not in new] else None


def _broadcast_new_axis(node: P.Node, in_rank: int) -> Optional[int]:
    """The one output axis a broadcast to one more dim inserts, or None."""
    new = _broadcast_new_axes(node, in_rank, None)
    return new[0] if new else None


def _rmsnorm_backward(node: P.Node, a: Sequence[str], in_shapes, names, loc: Location, dims,
                      out_index: int) -> str:
    """OP_RMSNORM_BACKWARD(x, w, dy): output 0 is dx (op_rmsnorm_backward),
    output 1 is dw (op_rmsnorm_backward_w, rows = x's first dim: rank 2 only)."""
    n = nat(in_shapes[0][-1], names, atom=True)
    eps = scalar(node.rmsnorm.eps, dims, names, loc)
    if out_index == 0:
        return f"op_rmsnorm_backward {fn_name('rsqrt')} {n} {eps} {a[1]} {a[0]} {a[2]}"
    if out_index == 1 and len(in_shapes[0]) == 2:
        N = nat(in_shapes[0][0], names, atom=True)
        return f"op_rmsnorm_backward_w {fn_name('rsqrt')} {n} {N} {eps} {a[0]} {a[2]}"
    if out_index == 1 and len(in_shapes[0]) == 3:  # [B; N; n] (RulesReplicatedLoss.v)
        B, N = (nat(x, names, atom=True) for x in in_shapes[0][:2])
        return f"op_rmsnorm_backward_w3 {fn_name('rsqrt')} {n} {B} {N} {eps} {a[0]} {a[2]}"
    raise UnsupportedOperator(
        f"output {out_index} of rmsnorm_backward on rank {len(in_shapes[0])} has no Coq rendering yet "
        "(op_rmsnorm_backward_w flattens rank-2 rows only)", loc)


def collective_op(node: P.Node, family: str, member: str, in_local: Sequence[Poly],
                  axis_size: str, names, loc: Location, dims=None, index: bool = False) -> str:
    """A collective over one mesh axis: `family` is the members' inputs
    (nat -> tensor), `member` this rank's index in the group; `index`: the
    input is an index tensor (an open shift's fill is then a nat)."""
    op, c = node.op, node.collective
    if op == P.OP_ALL_REDUCE:
        k = scalar(c.scale, dims, names, loc) if (dims is not None and c.HasField("scale")) \
            else ring_const(_int_scale(c, loc))
        return f"op_all_reduce {axis_size} {k} {family}"
    if op == P.OP_ALL_GATHER:
        d = c.dim
        return f"op_all_gather {d} {nat(in_local[d], names, atom=True)} {family}"
    if op == P.OP_SHIFT and c.open:
        # RulesHaloOpen.v op_shift_open P o fill: members r < o get the fill
        if dims is None or c.offset < 1:
            raise UnsupportedOperator("an open shift needs its offset >= 1 and the plan's dims", loc)
        f = Fill(dims.poly(c.fill), index)
        return f"op_shift_open {axis_size} {c.offset} {fill(f, names)} {family} {member}"
    if op == P.OP_SHIFT:
        # RulesHaloShift.v op_shift P s: member r receives member (r + s) mod P's
        # input; offset o (receive from r - o) is s = o * P - o (= -o mod P for
        # every P, no nat truncation) for o > 0, -o otherwise
        o = c.offset
        s = (f"({axis_size} - 1)" if o == 1 else f"({o} * {axis_size} - {o})") if o > 0 else str(-o)
        return f"op_shift {axis_size} {s} {family} {member}"
    if op == P.OP_HALO_REDUCE and dims is not None:
        # RulesHaloBackward.v op_halo_reduce P d c h: the c own rows plus the next member's h halo rows
        h = dims.poly(c.halo)
        return (f"op_halo_reduce {axis_size} {c.dim} {nat(in_local[c.dim] - h, names, atom=True)} "
                f"{nat(h, names, atom=True)} {family} {member}")
    raise UnsupportedOperator(f"collective {opsig.op_name(op)} has no Coq rendering in this compiler yet", loc)


def inner_axis_sum(get: Callable[[str], str], x: str, inner_size: str, a: int = 0) -> str:
    """The outer members' family of an all_reduce over the two mesh axes a
    and a + 1 (RulesMeshView.v nest_all_reduce_axes, a = 0;
    RulesPipelineAxes.v nest_all_reduce_axes_inner, a = 1): member j0 of
    axis a contributes axis a + 1's sum at its coordinates; `get` reads the
    input at a coordinate list."""
    return inner_axes_sum(get, x, [inner_size], a)


def inner_axes_sum(get: Callable[[str], str], x: str, inner_sizes: Sequence[str], a: int = 0) -> str:
    """inner_axis_sum over the axes a + 1, a + 2, .. (RulesLossCP.v
    nest_all_reduce_all3: the whole (dp, cp, tp) mesh): member j0 of axis a
    contributes the nested sums over the inner axes at its coordinates."""
    at = x
    for j in range(len(inner_sizes) + 1):
        at = f"(set_nth 0 {at} {a + j} j{j})"
    body = get(at)
    for j in reversed(range(len(inner_sizes))):
        body = f"op_all_reduce {inner_sizes[j]} 1 (fun j{j + 1} => {body})"
    return f"(fun j0 => {body})"


def recv_op(node: P.Node, x: str) -> str:
    """A recv from stage `peer` (resolved to a constant by emitter/programs.py)
    of what that stage sent, `x` (this rank's coordinates on the other axes)."""
    return f"op_recv {node.collective.peer.constant} (fun _ => op_send {x})"


def reduce_scatter_op(node: P.Node, family: str, member: str, out_local: Sequence[Poly],
                      axis_size: str, names) -> str:
    d = node.collective.dim
    return f"op_reduce_scatter {d} {nat(out_local[d], names, atom=True)} {axis_size} {family} {member}"


def all_to_all_op(node: P.Node, family: str, member: str, in_local: Sequence[Poly], out_local: Sequence[Poly],
                  names, axis_size: str) -> str:
    """Collectives.v op_all_to_all sd cs cd cc: the member's chunk cs of the
    split dim (its output length there) and the senders' length cc of the
    concat dim (the input's); one dim split and concatenated (sd = cd):
    op_all_to_all_dim d (a2a_piece n P)."""
    c = node.collective
    cs, cc = nat(out_local[c.split_dim], names, atom=True), nat(in_local[c.concat_dim], names, atom=True)
    if c.split_dim == c.concat_dim:  # one dim (the zigzag shuffle): P pieces of its length / P each way
        k = f"(a2a_piece {nat(in_local[c.split_dim], names, atom=True)} {axis_size})"
        return f"op_all_to_all_dim {c.split_dim} {k} {family} {member}"
    return f"op_all_to_all {c.split_dim} {cs} {c.concat_dim} {cc} {family} {member}"


def _coll_scale_text(c: P.CollectiveAttrs, dims, names, loc: Location) -> str:
    """A collective's scale as a ring term ("1" when absent); a non-integer
    scale needs the plan's dims (else UnsupportedOperator)."""
    if not c.HasField("scale"):
        return "1"
    if dims is not None:
        return scalar(c.scale, dims, names, loc)
    return ring_const(_int_scale(c, loc))


def _int_scale(c: P.CollectiveAttrs, loc: Location) -> int:
    if not c.HasField("scale"):
        return 1
    s = c.scale
    if s.rsqrt or s.num.terms or (s.HasField("den") and (s.den.terms or s.den.constant != 1)):
        raise UnsupportedOperator("collective scale other than an integer has no Coq rendering yet", loc)
    return s.num.constant


def pm_op(node: P.Node, args: Sequence[str], in_local: Sequence[Sequence[Poly]],
          out_local: Sequence[Poly], axis_size: str, member: str, names, loc: Location, dims=None,
          in_kinds: Sequence[int] = ()) -> str:
    """The PM op's denotation. For a local op, `args` are the inputs on this
    rank; for a collective, args[0] is the members' family. `in_kinds`: the
    inputs' value kinds (P.VALUE_*), read by the collectives that make a
    value of their own (the open shift's fill)."""
    if programs.is_accumulate(node):  # the folded add chain over the microbatch axis
        acc = f"accum_add {axis_size} {args[0]}"
        if node.collective.HasField("scale"):  # folded with its mean's 1 / M (emitter/programs.py)
            return f"op_scale {scalar(node.collective.scale, dims, names, loc)} ({acc})"
        return acc
    if opsig.is_collective(node.op):
        if node.op == P.OP_REDUCE_SCATTER:
            body = reduce_scatter_op(node, args[0], member, out_local, axis_size, names)
            k = _coll_scale_text(node.collective, dims, names, loc)
            # a scale other than 1 (FSDP's Partial(avg): 1 / dp) scales the
            # member's result (RulesScaled.v nest_reduce_scatter_avg_*)
            return body if k == "1" else f"op_scale {k} ({body})"
        if node.op == P.OP_ALL_TO_ALL and not node.collective.data_dependent:
            return all_to_all_op(node, args[0], member, in_local[0], out_local, names, axis_size)
        index = bool(in_kinds) and in_kinds[0] == P.VALUE_INDEX
        return collective_op(node, args[0], member, in_local[0], axis_size, names, loc, dims, index)
    return local_op(node, args, in_local, names, loc, dims)


def value_ctor(kind: int) -> tuple[str, str]:
    """(constructor, projection) for a value kind. VI / VM do not mention
    the ring in their argument, so Coq cannot infer it: it is given (`@VI R`)."""
    if kind == P.VALUE_RING:
        return "VR", "asR"
    if kind == P.VALUE_INDEX:
        return "@VI R", "asI"
    return "@VM R", "asM"
