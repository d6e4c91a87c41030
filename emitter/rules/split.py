"""A split (OP_SPLIT) along a dim no mesh axis lays out, piece by piece
(semantics/RulesSplit.v). coq_render renders piece k as `op_slice d o X`
with o the lengths of the pieces before it, which it knows for the first
(0) and the last (the input's length minus its own) piece of any split; a
middle piece stops with the renderer's unsupported_operator. The lemma
takes o, the piece's length n and the rest m, and the side condition
`nth 0 s d = o + n + m` that the obligation proves by ring from the plan's
sizes. The piece keeps the input's relation: replicated, a layout along
another dim (a contiguous shard), or a partial sum. The PyTorch importer's
rotate-half RoPE (`x.chunk(2, -1)` of head-sharded q/k) is this."""
from __future__ import annotations

from typing import Union

from emitter.ops import split_piece_offset
from emitter.rules.base import ANY_OUTPUT, MatchCtx, Rule, RuleApp, found, rank_independent_slice
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2


def _nonneg(p: Poly) -> bool:
    # a nat polynomial: rendered without truncated subtraction, so `ring`
    # proves the side condition
    return all(c > 0 for _, c in p.terms)


def _keep(ctx: MatchCtx, kind: str, r, d: int, s: tuple, tail: tuple, bound) -> Union[RuleApp, str]:
    """The piece keeps the input's relation r, the rule family `kind` (a
    layout only along another dim than the cut d): the lemma's arguments,
    the family's own first, then `tail` and the length condition `bound`."""
    if kind == "replicated" and r.kind == "replicated":
        return found(r, ("R", ("nat", ctx.P)) + tail + (("raw", "isT"), bound))
    if kind == "reindex" and r.kind == "contiguous_shard" and r.dim != d:
        return found(r, ("R", ("nat", ctx.P), ("raw", str(r.dim)), ("contig_map", s[r.dim])) + tail
                     + (("raw", "isT"), ("raw", "isT"), bound))
    if kind == "partial" and r.kind == "partial_sum":
        return found(r, ("R", ("nat", ctx.P), ("ring", r.scale)) + tail + (("raw", "isT"), bound))
    return {"replicated": "needs replicated",
            "reindex": f"needs contiguous_shard(e) with e != {d}",
            "partial": "needs partial_sum"}[kind]


def _piece(ctx: MatchCtx) -> Union[tuple, str]:
    """(d, o, n, m) of this output, or why it is not a piece both sides
    render alike."""
    node, sm = ctx.node, ctx.sm_node
    if sm is None or sm.op != P.OP_SPLIT or sm.dim.dim != node.dim.dim or len(sm.outputs) != len(node.outputs):
        return "realizes an SM split along the same dim into as many pieces"
    (X,) = ctx.inputs
    d, s = node.dim.dim, tuple(X.local_shape)
    if not 0 <= d < len(s):
        return "dim out of range"
    n = ctx.out_local[d]
    if tuple(ctx.out_local) != s[:d] + (n,) + s[d + 1:]:
        return "output shape is not the input's with the piece's length"
    if X.sm_shape[d] != s[d] or ctx.out_sm[d] != n:
        return "the split dim is laid out (SM and local lengths differ)"
    o = split_piece_offset(ctx.out_index, len(node.outputs), s[d], n)
    if o is None:
        return "a middle piece (its offset needs the other pieces' lengths)"
    m = s[d] - o - n
    if not (_nonneg(o) and _nonneg(m)):
        return "cannot write the dim as offset + length + rest in nat polynomials"
    return d, o, n, m


def _match(kind: str):
    def match(ctx: MatchCtx) -> Union[RuleApp, str]:
        piece = _piece(ctx)
        if isinstance(piece, str):
            return piece
        d, o, n, m = piece
        (X,) = ctx.inputs
        r, s = X.rel, tuple(X.local_shape)
        tail = (("raw", str(d)), ("nat", o), ("nat", n), ("nat", m), ("shape", s), ("in", 0), ("fam", 0))
        bound = ("eq_sum", (s[d], (o, n, m)))
        return _keep(ctx, kind, r, d, s, tail, bound)
    return match


_SIDE = ("first or last piece", "dim = offset + length + rest (ring)")

RULES = (
    Rule("split_replicated", "rule_split_replicated", P.OP_SPLIT, ("replicated",), "replicated",
         _SIDE, _match("replicated"), out_index=ANY_OUTPUT),
    Rule("split_reindex_other", "rule_split_reindex_other", P.OP_SPLIT, ("contiguous_shard(e)",),
         "contiguous_shard(e)", ("e != d",) + _SIDE, _match("reindex"), out_index=ANY_OUTPUT),
    Rule("split_partial", "rule_split_partial", P.OP_SPLIT, ("partial_sum(k)",), "partial_sum(k)",
         _SIDE, _match("partial"), out_index=ANY_OUTPUT),
)


def _concat(kind: str):
    """The two pieces concatenated back along d (Ops.v op_concat d n1, n1 the
    first piece's length), both with the relation the output keeps."""
    def match(ctx: MatchCtx) -> Union[RuleApp, str]:
        node, sm = ctx.node, ctx.sm_node
        if len(node.inputs) != 2 or sm is None or sm.op != P.OP_CONCAT or sm.dim.dim != node.dim.dim \
                or len(sm.inputs) != 2:
            return "realizes an SM concat of two pieces along the same dim"
        X, Y = ctx.inputs
        if X.kind != P.VALUE_RING or Y.kind != P.VALUE_RING:
            return "ring tensors only (op_concat; an index concat renders op_concat_index)"
        d, s = node.dim.dim, tuple(ctx.out_local)
        if not 0 <= d < len(s):
            return "dim out of range"
        n1, n2 = X.local_shape[d], Y.local_shape[d]
        if tuple(X.local_shape) != s[:d] + (n1,) + s[d + 1:] or tuple(Y.local_shape) != s[:d] + (n2,) + s[d + 1:]:
            return "input shapes are not the output's with their lengths on the concat dim"
        if X.sm_shape[d] != n1 or Y.sm_shape[d] != n2 or ctx.out_sm[d] != s[d]:
            return "the concat dim is laid out (SM and local lengths differ)"
        r = X.rel
        if Y.rel != r:
            return "the two pieces have different relations"
        tail = (("raw", str(d)), ("nat", n1), ("nat", n2), ("shape", s), ("in", 0), ("in", 1), ("fam", 0),
                ("fam", 1))
        bound = ("eq_sum", (s[d], (n1, n2)))
        return _keep(ctx, kind, r, d, s, tail, bound)
    return match


_CAT = ("two pieces, same relation", "dim = n1 + n2 (ring)")

RULES += (
    Rule("concat_replicated", "rule_concat_replicated", P.OP_CONCAT, ("replicated", "replicated"), "replicated",
         _CAT, _concat("replicated")),
    Rule("concat_reindex_other", "rule_concat_reindex_other", P.OP_CONCAT,
         ("contiguous_shard(e)", "contiguous_shard(e)"), "contiguous_shard(e)", ("e != d",) + _CAT,
         _concat("reindex")),
    Rule("concat_partial", "rule_concat_partial", P.OP_CONCAT, ("partial_sum(k)", "partial_sum(k)"),
         "partial_sum(k)", _CAT, _concat("partial")),
)


def _slice(kind: str):
    """A slice at a rank-independent offset along a dim no mesh axis lays
    out, realizing the same SM slice: the piece [o, o + n) of a dim
    o + n + m, as the split lemmas state it (op_slice d o X). RoPE's
    rotate-half backward slices the head-sharded gradient this way."""
    def match(ctx: MatchCtx) -> Union[RuleApp, str]:
        node, sm = ctx.node, ctx.sm_node
        if sm is None or sm.op != P.OP_SLICE or node.helper:
            return "realizes an SM slice (rank-dependent helper slices are other rules)"
        got = rank_independent_slice(ctx)
        if isinstance(got, str):
            return got
        o, n = got
        (X,) = ctx.inputs
        d, s = node.slice.dim, tuple(X.local_shape)
        if not 0 <= d < len(s) or tuple(ctx.out_local) != s[:d] + (n,) + s[d + 1:]:
            return "dim out of range, or the output shape is not the input's with the sliced length"
        if X.sm_shape[d] != s[d]:
            return "the sliced dim is laid out (SM and local lengths differ)"
        m = s[d] - o - n
        if not (_nonneg(o) and _nonneg(m)):
            return "cannot write the dim as offset + length + rest in nat polynomials"
        r = X.rel
        tail = (("raw", str(d)), ("nat", o), ("nat", n), ("nat", m), ("shape", s), ("in", 0), ("fam", 0))
        bound = ("eq_sum", (s[d], (o, n, m)))
        return _keep(ctx, kind, r, d, s, tail, bound)
    return match


_SLICE = ("rank-independent offset o, length n", "dim = o + n + rest (ring)")

RULES += (
    Rule("slice_reindex_other", "rule_split_reindex_other", P.OP_SLICE, ("contiguous_shard(e)",),
         "contiguous_shard(e)", ("e != d",) + _SLICE, _slice("reindex")),
    Rule("slice_partial", "rule_split_partial", P.OP_SLICE, ("partial_sum(k)",), "partial_sum(k)",
         _SLICE, _slice("partial")),
)
