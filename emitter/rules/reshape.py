"""Reshape: the split of one dim into two and the merge of two adjacent
dims (Ops.v op_reshape_split / op_reshape_merge), under a contiguous layout,
a replicated or a partial-sum input (semantics/RulesReshape.v).

- split of the laid-out dim d (local length k = c * n) into [c; n]: the
  layout moves to the outer factor c (a head split of a projection sharded
  by heads);
- merge of d, d+1 with d laid out (chunk c): the merged dim is laid out with
  chunk k = c * n (the heads merge back);
- a layout on a dim the reshape does not touch stays (its index shifts by
  one past the split / merged pair);
- replicated stays replicated, partial sums stay partial sums;
- a layout by any other map (strided, or one already merged) through the
  merge of its dim with the next: the merged dim by `merge_map g n`; a
  contiguous layout of dim d+1 through the merge of d, d+1: the merged dim
  by `merge_inner_map N n g`, where the SM merges by its N = P * n and the
  ranks by n; and the splits back (transformers' MoE experts, whose
  [E, 2I, H] weights are read as [E, 2I * H] rows).

The reshape's shape (kind, d, n) is read from the input and output shapes
(coq_render.reshape_kind), on the ranks' local shapes and on the SM shapes:
both sides must be the same reshape (same d and inner length n), since the
lemma applies one op_reshape_* to the SM tensor and to every member. The
side condition k = c * n is proved by `ring` in the obligation."""
from __future__ import annotations

import dataclasses


from emitter.relation import REINDEX, STRIDED, Level
from emitter.rules.base import MatchCtx, Rule, found, layout_map, rel, value_type
from emitter.rules.strided import whole_pieces
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter import coq_render as C

P = plan_pb2

# layout kinds whose relation unfolds to rel_reindex P d (contig_map c)
_CONTIG = ("contiguous_shard", "expert_partition")


def _shape_of(ctx: MatchCtx):
    """(kind, d, n) of the reshape, the same on the local and the SM shapes,
    or the reason it is not one reshape both sides."""
    (X,) = ctx.inputs
    sm = C.reshape_kind(X.sm_shape, ctx.out_sm) if ctx.out_sm else None
    loc = C.reshape_kind(X.local_shape, ctx.out_local, sm)
    if loc is None:
        return "local shapes: not a split of one dim into two nor a merge of two adjacent dims"
    if not ctx.out_sm:
        # an inner mesh level (infer._select passes no SM output shape
        # below level 0): the next level out checks its own reshape on the
        # shapes this rule's relation implies, and the lifting states one op
        # per level
        return loc
    if sm is None or sm[:2] != loc[:2] or sm[2] != loc[2]:
        return f"the SM reshape {sm} is not the ranks' reshape {loc} (same kind, dim and inner length)"
    return loc


def _sides(kind: str, d: int, s, so):
    """The lemma's (c, n, k) and its side-condition arguments after `s X F`:
    isT for the dim bound, erefl for the literal shape entries, the k = c * n
    equation (proved by ring)."""
    if kind == "split":
        c, n, k = so[d], so[d + 1], s[d]
        return (c, n, k), (("raw", "isT"), ("raw", "erefl"), ("eq", (k, (c, n))))
    c, n, k = s[d], s[d + 1], so[d]
    return (c, n, k), (("raw", "isT"), ("raw", "erefl"), ("raw", "erefl"), ("eq", (k, (c, n))))


def _match(kind: str, layout: str):
    """layout: "contig" (the split / merged dim is laid out), "lt" / "gt"
    (a laid-out dim before / after the reshaped dims), "replicated",
    "partial"."""

    def match(ctx: MatchCtx):
        sh = _shape_of(ctx)
        if isinstance(sh, str):
            return sh
        k_, d, _ = sh
        if k_ != kind:
            return f"the reshape is a {k_}, not a {kind}"
        (X,) = ctx.inputs
        s, so = tuple(X.local_shape), tuple(ctx.out_local)
        (c, n, k), sides = _sides(kind, d, s, so)
        r = X.rel
        dims_args = (("raw", str(d)), ("nat", c), ("nat", n), ("nat", k), ("shape", s))
        tensors = (("in", 0), ("fam", 0))
        if layout == "replicated":
            if r.kind != "replicated":
                return "needs replicated"
            return found(r, (value_type(X), ("nat", ctx.P)) + dims_args + tensors + sides)
        if layout == "partial":
            if r.kind != "partial_sum":
                return "needs partial_sum"
            return found(r, ("R", ("nat", ctx.P), ("ring", r.scale)) + dims_args + tensors + sides)
        e = r.dim
        # a layout the reshape does not touch only needs its map (the lemmas take any rel_reindex map): the
        # zigzag one (zz_glob P c, local length 2 * c) too, e.g. the query heads split on a zigzag sequence
        other = layout in ("lt", "gt") and r.kind in ("zigzag", "strided_shard", REINDEX)
        if r.kind not in _CONTIG and not other:
            return f"needs one of {_CONTIG}" + (" or zigzag / strided on another dim" if layout in ("lt", "gt") else "")
        if layout == "contig":
            if e != d:
                return f"the laid-out dim {e} is not the reshaped dim {d}"
            # the relation is on local shapes; the SM dim must be P times the local one
            if ctx.out_sm and ctx.out_sm[d] != ctx.P * so[d]:
                return "the SM output dim is not P * the local one"
            return found(rel(r.kind, ctx.axis, d), (value_type(X), ("nat", ctx.P)) + dims_args + tensors + sides)
        top = d if kind == "split" else d + 1  # the last input dim the reshape touches
        if layout == "lt":
            if not e < d:
                return f"the laid-out dim {e} is not before the reshaped dim {d}"
            e_out = e
        else:
            if not top < e < len(s):
                return f"the laid-out dim {e} is not after the reshaped dims"
            e_out = e + 1 if kind == "split" else e - 1
        if so[e_out] != s[e]:
            return "the laid-out dim's local length changes"
        gmap = layout_map(ctx, r, s[e])
        if gmap is None:
            return "the zigzag dim's local length is not syntactically 2 * c"
        return found(dataclasses.replace(r, dim=e_out),
                     (value_type(X), ("nat", ctx.P), ("raw", str(e)), gmap) + dims_args + tensors
                     + (("raw", "isT"),) + sides)  # e < d / d < e first

    return match


def _rule(kind: str, layout: str) -> Rule:
    pat = {"contig": ("contiguous_shard(d)", "contiguous_shard(d)"),
           "lt": ("contiguous_shard(e), e < d", "contiguous_shard(e)"),
           "gt": ("contiguous_shard(e), e > d(+1)", "contiguous_shard(e +- 1)"),
           "replicated": ("replicated", "replicated"),
           "partial": ("partial_sum(k)", "partial_sum(k)")}[layout]
    name = {"contig": f"reshape_{kind}_contig", "lt": f"reshape_{kind}_reindex_lt",
            "gt": f"reshape_{kind}_reindex_gt", "replicated": f"reshape_{kind}_replicated",
            "partial": f"reshape_{kind}_partial"}[layout]
    return Rule(name, "rule_" + name, P.OP_RESHAPE, (pat[0],), pat[1],
                ("same reshape on the local and SM shapes", "k = c * n (ring)"), _match(kind, layout))


def _level_of_map(ctx: MatchCtx, d: int, g, n: Poly) -> Level:
    """The level that lays dim d (local length n) out by map g, named by
    its kind where one states it (the lemma's rel_reindex P d g meets it by
    conversion)."""
    if g[0] == "contig_map":
        return rel("contiguous_shard", ctx.axis, d)
    if g[0] == "strided_map":
        c = g[1][1]
        q = whole_pieces(n, c)
        if q is not None and q > 1:
            return Level(STRIDED, ctx.axis, d, chunk=c, pieces=q)
    return Level(REINDEX, ctx.axis, d, map=g)


_AGREE = ("raw", "(fun _ _ _ _ => erefl)")  # g' is merge_map g n itself
_UNIT = ("raw", "(@merge_map_unit _ _ _)")  # n = 1: g' is g


def _merge_map(ctx: MatchCtx):
    """Merge of d, d+1 with d laid out by a map g other than contig_map (the
    contiguous merge has its own rule): the merged dim by merge_map g n, or
    by g itself when n = 1 (RulesReshape.v rule_reshape_merge_map)."""
    sh = _shape_of(ctx)
    if isinstance(sh, str):
        return sh
    kind, d, _ = sh
    if kind != "merge":
        return "the reshape is a split, not a merge"
    (X,) = ctx.inputs
    r, s = X.rel, tuple(X.local_shape)
    if r.dim != d or r.kind in _CONTIG:
        return f"needs dim {d} laid out by a map other than the contiguous one"
    g = layout_map(ctx, r, s[d])
    if g is None:
        return "the layout has no map"
    (c, n, k), sides = _sides("merge", d, s, ctx.out_local)
    unit = n == Poly.const(1)
    out = r if unit else Level(REINDEX, ctx.axis, d, map=("merge_map", (g, n)))
    return found(out, (value_type(X), ("nat", ctx.P), ("raw", str(d)), g, layout_map(ctx, out, k), ("nat", c),
                       ("nat", n), ("nat", k), ("shape", s), ("in", 0), ("fam", 0)) + sides
                 + (_UNIT if unit else _AGREE,))


def _split_map(ctx: MatchCtx):
    """The split back of a dim laid out by merge_map g n into [c; n]: dim d
    by g; or the split of any laid-out dim into [k; 1]: unchanged
    (RulesReshape.v rule_reshape_split_map)."""
    sh = _shape_of(ctx)
    if isinstance(sh, str):
        return sh
    kind, d, n = sh
    (X,) = ctx.inputs
    r, s = X.rel, tuple(X.local_shape)
    unit = n == Poly.const(1)
    if kind != "split" or r.dim != d:
        return f"needs a split of the laid-out dim {d}"
    if unit:
        if r.kind in _CONTIG:
            return "a contiguous layout: reshape_split_contig"
        g = g1 = layout_map(ctx, r, s[d])
        if g is None:
            return "the layout has no map"
    elif r.kind != REINDEX or r.map[0] != "merge_map" or r.map[1][1] != n:
        return f"needs dim {d} laid out by merge_map g n, n the split's inner length (or n = 1)"
    else:
        g1, g = r.map, r.map[1][0]
    (c, n, k), sides = _sides("split", d, s, ctx.out_local)
    out = r if unit else _level_of_map(ctx, d, g, c)
    return found(out, (value_type(X), ("nat", ctx.P), ("raw", str(d)), g, g1, ("nat", c), ("nat", n), ("nat", k),
                       ("shape", s), ("in", 0), ("fam", 0)) + sides + (_UNIT if unit else _AGREE,))


def _inner_shapes(ctx: MatchCtx, kind: str):
    """(d, local inner n, SM inner N) of a reshape whose inner dim is the
    laid-out one: the ranks reshape by n, the SM by N = P * n."""
    (X,) = ctx.inputs
    if not ctx.out_sm:
        return "below the first mesh level (the SM reshape is the level above's)"
    sm = C.reshape_kind(X.sm_shape, ctx.out_sm)
    loc = C.reshape_kind(X.local_shape, ctx.out_local, sm)
    if loc is None or sm is None or loc[0] != kind or sm[0] != kind or loc[1] != sm[1]:
        return f"not a {kind} of the same dim on the local and SM shapes"
    if sm[2] != ctx.P * loc[2]:
        return "the SM inner length is not P * the local one"
    return loc[1], loc[2], sm[2]


def _merge_inner(ctx: MatchCtx):
    """Merge of d, d+1 with d+1 contiguously laid out (local n, SM N):
    RulesReshape.v rule_reshape_merge_inner (its map bound: contig_map_below)."""
    got = _inner_shapes(ctx, "merge")
    if isinstance(got, str):
        return got
    d, n, N = got
    (X,) = ctx.inputs
    r, s = X.rel, tuple(X.local_shape)
    if r.kind not in _CONTIG or r.dim != d + 1:
        return f"needs dim {d + 1} contiguously laid out"
    g = ("contig_map", n)
    (c, n, k), sides = _sides("merge", d, s, ctx.out_local)
    return found(Level(REINDEX, ctx.axis, d, map=("merge_inner_map", (N, n, g))),
                 (value_type(X), ("nat", ctx.P), ("raw", str(d)), g, ("nat", c), ("nat", n), ("nat", N), ("nat", k),
                  ("shape", s), ("in", 0), ("fam", 0)) + sides
                 + (("eq", (N, (ctx.P, n))), ("raw", "(@contig_map_below _ _)")))


def _split_inner(ctx: MatchCtx):
    """The split back of a dim laid out by merge_inner_map N n g: dim d+1 by
    g (RulesReshape.v rule_reshape_split_inner)."""
    got = _inner_shapes(ctx, "split")
    if isinstance(got, str):
        return got
    d, n, N = got
    (X,) = ctx.inputs
    r, s = X.rel, tuple(X.local_shape)
    if r.kind != REINDEX or r.dim != d or r.map[0] != "merge_inner_map" or r.map[1][:2] != (N, n):
        return f"needs dim {d} laid out by merge_inner_map N n g (SM inner N, local n)"
    (c, n, k), sides = _sides("split", d, s, ctx.out_local)
    g = r.map[1][2]
    return found(_level_of_map(ctx, d + 1, g, n),
                 (value_type(X), ("nat", ctx.P), ("raw", str(d)), g, ("nat", c), ("nat", n), ("nat", N), ("nat", k),
                  ("shape", s), ("in", 0), ("fam", 0)) + sides)


_SAME_N = ("same reshape on the local and SM shapes", "k = c * n (ring)")
_INNER_N = ("the SM reshapes by N = P * n, the ranks by n", "k = c * n (ring)")

RULES = tuple(_rule(k, l) for k in ("split", "merge") for l in ("contig", "lt", "gt", "replicated", "partial")) + (
    Rule("reshape_merge_map", "rule_reshape_merge_map", P.OP_RESHAPE, ("reindex(d) by g",),
         "reindex(d) by merge_map g n", _SAME_N, _merge_map),
    Rule("reshape_split_map", "rule_reshape_split_map", P.OP_RESHAPE, ("reindex(d) by merge_map g n",),
         "reindex(d) by g", _SAME_N, _split_map),
    Rule("reshape_merge_inner", "rule_reshape_merge_inner", P.OP_RESHAPE, ("contiguous_shard(d+1)",),
         "reindex(d) by merge_inner_map N n g", _INNER_N, _merge_inner),
    Rule("reshape_split_inner", "rule_reshape_split_inner", P.OP_RESHAPE, ("reindex(d) by merge_inner_map N n g",),
         "reindex(d+1) by g", _INNER_N, _split_inner),
)
