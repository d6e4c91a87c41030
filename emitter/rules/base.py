"""What the rule families share: the match context a matcher sees, the
rule record, and the application a matcher returns (the Coq lemma's
arguments, taken from the plan)."""
from __future__ import annotations

import dataclasses
from typing import Callable, Optional, Union

from emitter import ops as opsig
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.relation import Level, Relation, scale_from_proto
from emitter import coq_render as C

P = plan_pb2


@dataclasses.dataclass(frozen=True)
class MatchCtx:
    node: P.Node
    sm_node: Optional[P.Node]
    inputs: tuple  # relation.Fact per input
    axis: str
    out_local: tuple[Poly, ...]
    out_sm: tuple[Poly, ...]
    dims: object
    groups: object
    mesh: object
    out_index: int = 0  # output of a multi-output node
    sm_graph: object = None  # graph.GraphInfo of the SM (for premises about SM values' producers)
    # a two-input helper on a multi-axis mesh whose inputs' views of one SM
    # value differ above this level (equal on its shape): only pair rules
    # (RulesHaloMesh.v *_pair, taking the two values and their equality) apply
    pair: bool = False

    @property
    def P(self) -> Poly:
        """The level's size: 1 on a pinned level (relation.Dims)."""
        return Poly.const(1) if self.axis == getattr(self.dims, "pinned", None) else Poly.var("a:" + self.axis)


# Lemma arguments: "R", ("nat", Poly), ("shape", [Poly]), ("in", j) the SM
# tensor of input j, ("fam", j) its PM family, ("raw", text).
Arg = Union[str, tuple]


@dataclasses.dataclass(frozen=True)
class Premise:
    """A hypothesis of the lemma beyond its input relations, stated in the
    obligation right after the binders (in this order), before the input
    relations. kind "fn": a property of a nonlinear function argument
    (`topk_local E f_topk`); the certificate assumes it (it is part of the
    function's specification, like the function itself). kind "topk_range":
    `idx_lt s n A<j>`, input j's SM value is in range; the certificate proves
    it from that value's SM producer (a topk, via `topk_idx_lt`) and the
    function property `topk_range n K f_topk`."""

    kind: str
    pred: str        # Coq predicate
    args: tuple      # Args (see below) after the predicate
    input: int = -1  # topk_range: the input whose SM value the premise is about
    module: str = ""  # the library module defining the predicate (statements import it)


def constraint_premise(ctx: "MatchCtx", lhs: Poly, rhs: Poly) -> Optional[Premise]:
    """`lhs <= rhs` as a premise discharged by the plan constraint stating
    it (as `lhs <= rhs`, or `lhs - 1 < rhs`), or the stronger `lhs + 1 <= rhs`
    (the certificate weakens it by ltnW); None when the plan has none."""
    for i, (diff, cmp) in enumerate(ctx.dims.hypotheses):
        if (cmp == "LE" and diff in (lhs - rhs, lhs + Poly.const(1) - rhs)) or \
                (cmp == "LT" and diff == lhs - Poly.const(1) - rhs):
            return Premise("dim", "leq", (("nat", lhs), ("nat", rhs)), input=i)
    return None


@dataclasses.dataclass(frozen=True)
class RuleApp:
    rule: Optional["Rule"]  # filled by Registry.select with the rule whose matcher found it
    out_rel: Level
    args: tuple[Arg, ...]
    module: str = "TV.Rules"   # the Coq module that proves the lemma (registry `module`)
    field: bool = False        # the lemma is stated over `R : fieldType`
    premises: tuple = ()       # Premise per extra hypothesis of the lemma, in statement order
    uses: tuple = ()           # modules of the op facts the application proves its hypothesis with
    # an input-less helper (a position arange): the SM tensor its output
    # relates to and that tensor's SM producer (the obligation's SM term)
    sm_tensor: Optional[str] = None
    sm_node: object = None


@dataclasses.dataclass(frozen=True)
class Rule:
    name: str
    lemma: str
    op: int
    inputs: tuple[str, ...]
    output: str
    side_conditions: tuple[str, ...]
    matcher: Callable[[MatchCtx], Union[RuleApp, str]] = dataclasses.field(compare=False, repr=False)
    out_index: int = 0  # which output of a multi-output op the rule proves; ANY_OUTPUT: each
    # the rule relates a helper node's output (it realizes no SM node) to its
    # first input's SM value; other rules never see helper nodes
    helper: bool = False

    def describe(self) -> str:
        return f"{self.name} ({self.lemma}: {opsig.op_name(self.op)}({', '.join(self.inputs)}) -> {self.output})"


@dataclasses.dataclass(frozen=True)
class Application:
    """A step's rule application: `levels[i]` is the level rule applied at
    mesh level i (None where the level is passed through), lifted over the
    mesh by Mesh.v's lemmas. kind: "local" (nest_map*/axis_map*), "views"
    (RulesMeshView.v nest_map*v / nest_pass1 / axis_map*c: a helper, an
    input-less op or an op reading an outer coordinate; `views`), "inner" (a
    collective along the innermost axis: nest_coll_inner*/axis_coll),
    "outer_all_reduce" (nest_coll_inner* / nest_all_reduce_outer),
    "outer_strided" (nest_coll_inner* / MeshOuter.v nest_gather_strided or
    nest_reduce_scatter_strided; `args` are the lemma's arguments, ("eq",
    (lhs, (f1, f2))) the nat side condition lhs = f1 * f2 the proof closes by
    `ring`)."""

    kind: str
    rule: "Rule"
    out_rel: Relation
    levels: tuple
    axis_index: int = -1
    modules: tuple = ()
    field: bool = False
    args: tuple = ()
    # kind "views" (RulesMeshView.v): per level the node its ranks' view
    # computes (None: a helper level that passes the outer view through)
    views: tuple = ()
    # the level rules' tensor-free premises (rules.base.Premise kinds "fn",
    # "dim"), each once: obligation hypotheses the level rules are applied to
    premises: tuple = ()
    # the step's conclusion is scaled (rules.scaled.ScaledLift): how its
    # obligation gets there from the ordinary rule's; None: not scaled
    scaled: object = None
    # an input-less helper (positions): the SM node its level rule names
    sm_node: object = None

    @property
    def module(self) -> str:
        return self.modules[0] if self.modules else "TV.Mesh"



# Rule.out_index of a rule about every output alike (the pieces of a split)
ANY_OUTPUT = -1


def rel(kind, axis, dim=None, scale=1):
    return Level(kind, axis, dim, scale)


def layout_map(ctx: MatchCtx, r, n: Poly):
    """The rel_reindex map of a layout relation r whose dim has local length
    n, for the lemmas stated over any map (Relations.v): contig_map n for a
    contiguous shard / expert partition, zz_glob P c for a zigzag layout of
    local length n = 2 * c (syntactically), strided_map P c for a strided
    shard of chunk c; None otherwise."""
    if r.kind in ("contiguous_shard", "expert_partition"):
        return ("contig_map", n)
    if r.kind == "zigzag":
        c = n.halved()
        return None if c is None else ("zz_glob", (ctx.P, c))
    if r.kind == "strided_shard" and r.chunk is not None:  # one axis's _StridedShard (MeshOuter.v)
        return ("strided_map", (ctx.P, r.chunk))
    if r.kind == "reindex":  # relation.REINDEX: the level carries its map
        return r.map
    return None


def fact_layout_map(ctx: MatchCtx, f, why: str):
    """layout_map of fact f's relation at its dim's local length, or `why`
    (also when the relation lays out no dim of f)."""
    s, d = f.local_shape, f.rel.dim
    g = layout_map(ctx, f.rel, s[d]) if d is not None and d < len(s) else None
    return why if g is None else g


def times_syntactic(ctx: MatchCtx, whole: Poly, part: Poly) -> bool:
    """whole == P * part, and renders as `P * part` (so the lemma's
    conclusion and the generated statement agree without arithmetic)."""
    if whole != ctx.P * part:
        return False
    names = C.Names(canonical=False, axes=ctx.dims.axes)
    return C.nat(whole, names) == f"{names('a:' + ctx.axis)} * {C.nat(part, names, atom=True)}"


def times_premise(ctx: MatchCtx, whole: Poly, part: Poly):
    """A lemma premise `whole = P * part` (whole in a hypothesis only, never
    in the conclusion): `erefl` when it holds syntactically, else a nat side
    condition ("eq") that the obligation proves by `ring` (e.g. the
    sequence dim 2 * tp * s of a zigzag-compatible plan, sharded as
    tp * (2 * s)); None when the dims are not equal."""
    if whole != ctx.P * part:
        return None
    if times_syntactic(ctx, whole, part):
        return ("raw", "erefl")
    return ("eq", (whole, (ctx.P, part)))


def group_ok(ctx: MatchCtx) -> Optional[str]:
    g = ctx.groups[ctx.node.collective.group]
    if tuple(g.axes) == (ctx.axis,):
        return None
    if tuple(g.subgroups) == tuple(ctx.mesh.subgroups((ctx.axis,))):
        return None
    return f"group {g.name!r} is not the {ctx.axis!r} axis group"


def on_axis_group(matcher: Callable[[MatchCtx], Union[RuleApp, str]]):
    """A collective's matcher, tried only when the collective's group is this
    level's axis group (a collective over another group says nothing here)."""
    def match(ctx: MatchCtx):
        return group_ok(ctx) or matcher(ctx)
    return match


def value_type(fact) -> Arg:
    """The values' type a lemma generic in it (`T : Type`) takes for this
    tensor: the ring, nat for an index tensor, bool for a mask."""
    return {P.VALUE_INDEX: ("raw", "nat"), P.VALUE_MASK: ("raw", "bool")}.get(fact.kind, "R")


def found(out_rel, args: tuple, premises: tuple = ()) -> RuleApp:
    """A matcher's success: the output relation and the lemma's arguments
    (and the premises the lemma still takes after them, before the input
    relations)."""
    return RuleApp(None, out_rel, tuple(args), premises=tuple(premises))


def coll_scale(ctx: MatchCtx):
    """The collective's scale (1 when absent; None for an rsqrt scale)."""
    c = ctx.node.collective
    if not c.HasField("scale"):
        return 1
    return scale_from_proto(c.scale, ctx.dims)


def gqa(q, k, Hq, Hkv):
    """g with Hq = g * Hkv on the ranks, or why not: the lemmas take one g, so
    the SM's query and kv heads must have that factor too."""
    g = C.gqa_factor(Hq, Hkv)
    if g is None:
        return "query heads are not a monomial multiple of the kv heads"
    if C.gqa_factor(q.sm_shape[1], k.sm_shape[1]) != g:
        return "the SM's GQA factor differs from the ranks'"
    return g


def rope_half(ctx: MatchCtx, s):
    """m with the last dim of x (shape s) syntactically 2 * m, the output
    shaped as x, or why not: the RoPE lemmas pair the last dim's halves."""
    m = s[-1].halved()
    if m is None:
        return "last dim is not syntactically 2 * m (RoPE pairs)"
    if ctx.out_local != s:
        return "output shape differs from x's"
    return m


def reads_level_coord(ctx: MatchCtx, p: Poly) -> bool:
    """p reads the coordinate of this level or of a deeper one: it differs
    between this level's ranks. An outer level's coordinate is bound by the
    enclosing coordinate-dependent views' lifting (RulesMeshView.v
    nest_map*v), a constant here (infer._view_nodes)."""
    axes = list(getattr(ctx.dims, "axes", ()))
    here = set(axes[axes.index(ctx.axis):]) if ctx.axis in axes else set(axes)
    return any(v.startswith("c:") and (not here or v[2:] in here) for v in p.variables())


def rank_independent_slice(ctx: MatchCtx):
    """(start, length) of a slice computing the SM slice ctx.sm_node's cut at
    an offset that reads no mesh coordinate, or why not: only then is it the
    same op on every rank."""
    sl, sm, dims = ctx.node.slice, ctx.sm_node.slice, ctx.dims
    if sl.dim != sm.dim or dims.poly(sl.start) != dims.poly(sm.start) or dims.poly(sl.length) != dims.poly(sm.length):
        return "slice attributes differ from the SM slice's"
    start = dims.poly(sl.start)
    if reads_level_coord(ctx, start):
        return "offset reads this level's coordinate (not rank-independent)"
    return start, dims.poly(sl.length)


def rms_dw_operands(ctx: MatchCtx, kinds: tuple, dim: Optional[int], why: str):
    """(x, its shape [B; N; n]) of RMSNorm's dw over x, dy laid out alike (a
    relation kind of `kinds` on `dim`, any dim when None) with a replicated
    weight [n] and a dw output [n], or why not (`why`: the layout)."""
    X, W, dY = ctx.inputs
    s = X.local_shape
    if len(s) != 3 or dY.local_shape != s or W.rel.kind != "replicated" or W.local_shape != (s[2],):
        return "x, dy [B; N; n] and a replicated weight [n]"
    if ctx.out_local != (s[2],):
        return "dw shape is not [n]"
    if any(f.rel.kind not in kinds or (dim is not None and f.rel.dim != dim) for f in (X, dY)):
        return why
    return X, s


def swap_of(ctx: MatchCtx):
    """(X, s, d, e) of a transpose of the one input X (shape s) swapping dims
    d < e, the order the PM renders op_transpose d e in, or why not."""
    perm = list(ctx.node.transpose.perm)
    moved = [i for i, p in enumerate(perm) if p != i]
    if len(moved) != 2 or perm[moved[0]] != moved[1]:
        return "perm is not a swap of two dims"
    (X,) = ctx.inputs
    return X, X.local_shape, moved[0], moved[1]


def swapped(s, d: int, e: int) -> tuple:
    """Shape s with dims d and e swapped."""
    sw = list(s)
    sw[d], sw[e] = sw[e], sw[d]
    return tuple(sw)


def computes_same_slice(ctx: MatchCtx, above: P.Node) -> bool:
    """The view `above` (the level above's node) is a slice with this one's
    dim, start and length."""
    a, b = above.slice, ctx.node.slice
    return above.op == P.OP_SLICE and a.dim == b.dim and ctx.dims.poly(a.start) == ctx.dims.poly(b.start) and \
        ctx.dims.poly(a.length) == ctx.dims.poly(b.length)


def replicated_helper_slice(ctx: MatchCtx, below: bool = False):
    """(X, slice, d, s) of a helper slice along d of the replicated input X
    (shape s), or why not. below: the level may be one under the slice's
    own, where the view above it computes the same slice."""
    if below:
        if ctx.sm_node is not None and not computes_same_slice(ctx, ctx.sm_node):
            return "a helper slice (or, below its level, the view above it computing the same slice)"
    elif ctx.sm_node is not None:
        return "a helper rule (the slice realizes no SM node)"
    (X,) = ctx.inputs
    if X.rel.kind != "replicated":
        return "needs the input replicated on this level" if below else "needs a replicated input"
    sl = ctx.node.slice
    d, s = sl.dim, X.local_shape
    if not 0 <= d < len(s):
        return "dim out of range"
    return X, sl, d, s


def matmul_shapes(ctx: MatchCtx, A, B, sm_k: bool, cols: str = "B's columns"):
    """(s0, k, n) of A [s0; k] times B [k; n] to the output [s0; n], or why
    not; sm_k: the SM contraction is k too (no level lays it out)."""
    k, n = B.local_shape
    if A.local_shape[-1] != k or (sm_k and A.sm_shape[-1] != k):
        return "contraction dims differ"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (n,):
        return f"output shape is not A's leading dims + {cols}"
    return s0, k, n


def each_input(n: int) -> tuple:
    """The arguments ("in", j), ("fam", j) of inputs 0 .. n-1, in the order
    the lemmas that take each input's SM tensor and PM family together state
    them."""
    return tuple(a for j in range(n) for a in (("in", j), ("fam", j)))
