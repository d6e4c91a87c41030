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
- replicated stays replicated, partial sums stay partial sums.

The reshape's shape (kind, d, n) is read from the input and output shapes
(coq_render.reshape_kind), on the ranks' local shapes and on the SM shapes:
both sides must be the same reshape (same d and inner length n), since the
lemma applies one op_reshape_* to the SM tensor and to every member. The
side condition k = c * n is proved by `ring` in the obligation."""
from __future__ import annotations

import dataclasses


from emitter.rules.base import MatchCtx, Rule, found, layout_map, rel, swap_of, swapped, value_type
from proto import plan_pb2
from emitter import coq_render as C

P = plan_pb2

# layout kinds whose relation unfolds to rel_reindex P d (contig_map c)
_CONTIG = ("contiguous_shard", "expert_partition")


def _shape_of(ctx: MatchCtx):
    """(kind, d, n) of the reshape, the same on the local and the SM shapes,
    or the reason it is not one reshape both sides."""
    (X,) = ctx.inputs
    loc = C.reshape_kind(X.local_shape, ctx.out_local)
    if loc is None:
        return "local shapes: not a split of one dim into two nor a merge of two adjacent dims"
    if not ctx.out_sm:
        # an inner mesh level (infer._select passes no SM output shape
        # below level 0): the next level out checks its own reshape on the
        # shapes this rule's relation implies, and the lifting states one op
        # per level
        return loc
    sm = C.reshape_kind(X.sm_shape, ctx.out_sm)
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
        other = layout in ("lt", "gt") and r.kind in ("zigzag", "strided_shard")
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


def _transpose_other(ctx: MatchCtx):
    """transpose(d, e) of a contiguous layout on a third dim f: unchanged
    (RulesLayout.v rule_transpose_reindex_other; the batch layout of a
    [B, N, H, Dh] -> [B, H, N, Dh] head transpose)."""
    got = swap_of(ctx)
    if isinstance(got, str):
        return got
    X, s, d, e = got
    r = X.rel
    if r.kind not in _CONTIG:
        return f"needs one of {_CONTIG}"
    f = r.dim
    if f in (d, e) or not e < len(s):
        return f"the laid-out dim {f} is one of the swapped dims ({d}, {e})"
    if tuple(ctx.out_local) != swapped(s, d, e):
        return "output shape is not the input's with the two dims swapped"
    return found(r, ("R", ("nat", ctx.P), ("raw", str(d)), ("raw", str(e)), ("raw", str(f)),
                     ("contig_map", s[f]), ("shape", s), ("in", 0), ("fam", 0),
                     ("raw", "isT"), ("raw", "isT"), ("raw", "isT"), ("raw", "isT")))


RULES = tuple(_rule(k, l) for k in ("split", "merge") for l in ("contig", "lt", "gt", "replicated", "partial")) + (
    Rule("transpose_reindex_other", "rule_transpose_reindex_other", P.OP_TRANSPOSE, ("contiguous_shard(f)",),
         "contiguous_shard(f)", ("swap of d < e", "f not d, e"), _transpose_other),
)
