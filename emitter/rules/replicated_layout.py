"""Layout ops on a replicated tensor with a replicated output
(semantics/RulesReplicatedLayout.v): a slice at a rank-independent offset
(the PyTorch importer's RoPE tables, replicated buffers cut to the sequence
length `freqs_cos[:seqlen]` on every rank) and a broadcast along one new
axis (the table broadcast over the batch; over the heads, a laid-out axis,
it is loss.py's broadcast_new_reindex). Rank-dependent slice offsets
(coord * c) are the helper rules of moe.py / zigzag.py, not these."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, constraint_premise, found, rank_independent_slice, reads_level_coord
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.coq_render import _broadcast_new_axis

P = plan_pb2


def _bound_proof(start: Poly, length: Poly, whole: Poly):
    """A closed proof of `start + length <= whole` (a lemma argument):
    computation on numerals, `leqnn` for the whole dim (0 + n reduces to
    n), or whole = start + length + rest with rest a polynomial of no
    negative coefficient (a piece of a fused projection's output).
    None when none applies."""
    if start.is_const() and length.is_const() and whole.is_const():
        ok = start.const_value() + length.const_value() <= whole.const_value()
        return ("raw", "isT") if ok else None
    if start == Poly() and length == whole:
        return ("raw", "(leqnn _)")
    rest = whole - start - length
    if all(k >= 0 for _, k in rest.terms):
        return ("leq_by_ring", (start, length, rest, whole))
    return None


def _coord_chunk_bound(ctx: MatchCtx, start: Poly, length: Poly, whole: Poly):
    """A proof of `start + length <= whole` for the chunk of an outer
    level's coordinate: start = coord(a) * length with a above this level
    (its bound h<a> : coord < size is in scope under the views' lifting,
    RulesMeshView.v nest_map*v) and whole = size(a) * length: the dim is
    that level's chunks (a vocab-parallel gather's backward). A dim of 2 *
    size(a) chunks is the zigzag's: slice_replicated_zz_* take it. None when
    it is not that."""
    axes = list(ctx.dims.axes)
    here = axes.index(ctx.axis) if ctx.axis in axes else len(axes)
    for j, a in enumerate(axes[:here]):
        coord, size = Poly.var("c:" + a), Poly.var("a:" + a)
        if start == coord * length and whole == size * length:
            return ("leq_by_coord", (start, length, coord, size, f"h{j}", Poly(), whole))
    return None


def _slice_replicated(ctx: MatchCtx):
    (X,) = ctx.inputs
    if X.rel.kind != "replicated":
        return "needs the input replicated"
    if X.kind != P.VALUE_RING:  # positions: tail_index_replicated (op_slice_index)
        return "the lemma slices ring tensors (op_slice)"
    sm = ctx.sm_node
    if sm is None or sm.op != P.OP_SLICE:
        return "realizes an SM slice (rank-dependent helper slices are other rules)"
    got = rank_independent_slice(ctx)
    if isinstance(got, str):
        return got
    start, length = got
    d, s = ctx.node.slice.dim, X.local_shape
    if not 0 <= d < len(s):
        return "dim out of range"
    if tuple(ctx.out_local) != tuple(s[:d]) + (length,) + tuple(s[d + 1:]):
        return "output shape is not the input's with the sliced length"
    args = ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", start), ("nat", length), ("shape", s),
            ("in", 0), ("fam", 0), ("raw", "isT"))
    outer = any(v.startswith("c:") for v in start.variables())
    proof = _coord_chunk_bound(ctx, start, length, s[d]) if outer else _bound_proof(start, length, s[d])
    if proof is not None:
        return found(X.rel, args + (proof,))
    # a table cut to a length the plan bounds (`freqs_cis[:seq]`, seq <= the table's rows)
    bound = None if outer else constraint_premise(ctx, start + length, s[d])
    if bound is None:
        return ("cannot show start + length <= the sliced dim (constants, the whole dim, a plan constraint or "
                "an outer level's chunk)")
    return found(X.rel, args, (bound,))


def _broadcast_new(kind: str):
    """A broadcast along one new axis of a replicated value or of a partial
    sum (the lemmas differ in the scale only: a partial sum's comes first)."""
    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        if X.rel.kind != kind:
            return f"needs the input {kind}"
        s = X.local_shape
        d = _broadcast_new_axis(ctx.node, len(s))
        if d is None or ctx.sm_node is None or _broadcast_new_axis(ctx.sm_node, len(X.sm_shape)) != d:
            return "not a broadcast along one new axis (the same on both sides)"
        out = tuple(ctx.out_local)
        if out != tuple(s[:d]) + (out[d],) + tuple(s[d:]) or tuple(ctx.out_sm) != out:
            return "output shape is not the input's with the new axis (replicated: the SM's)"
        scale = (("ring", X.rel.scale),) if kind == "partial_sum" else ()
        return found(X.rel, ("R", ("nat", ctx.P)) + scale + (("raw", str(d)), ("nat", out[d]), ("shape", s),
                                                              ("in", 0), ("fam", 0), ("raw", "isT")))
    return match


def _embedding_backward(kind: str, token_dims: int):
    """the whole table's embedding gradient from dY (tokens then D)
    replicated (DTensor's vocab-parallel embedding: every rank
    differentiates the full table) or a partial sum (position embeddings
    under data parallelism: the batch summed away on each rank's shard),
    and replicated ids ([N] or [B; N]), at the SM's offset; the output
    keeps dY's relation."""
    def match(ctx: MatchCtx):
        dY, ids = ctx.inputs
        if dY.rel.kind != kind or ids.rel.kind != "replicated":
            return f"needs ({kind}, replicated)"
        got = _embedding_backward_args(ctx, token_dims)
        if isinstance(got, str):
            return got
        scale = (("ring", dY.rel.scale),) if kind == "partial_sum" else ()
        return found(dY.rel, ("R", ("nat", ctx.P)) + scale + got)
    return match


def _embedding_backward_args(ctx: MatchCtx, token_dims: int):
    dY, ids = ctx.inputs
    if len(ids.local_shape) != token_dims or len(dY.local_shape) != token_dims + 1 \
            or dY.local_shape[:token_dims] != ids.local_shape:
        return "needs [N] tokens and [N; D] dY" if token_dims == 1 else "needs [B; N] tokens and [B; N; D] dY"
    if len(ctx.out_local) != 2 or ctx.out_local[1] != dY.local_shape[-1] or tuple(ctx.out_sm) != tuple(ctx.out_local):
        return "output is not the SM's [V; D]"
    dims, sm = ctx.dims, ctx.sm_node
    off = dims.poly(ctx.node.embedding.offset)
    if sm is None or dims.poly(sm.embedding.offset) != off:
        return "offset differs from the SM's"
    if reads_level_coord(ctx, off):
        return "offset reads this level's coordinate (or a deeper one)"
    V, D = ctx.out_local
    return ((("nat", off),) + tuple(("nat", n) for n in ids.local_shape)
            + (("nat", V), ("nat", D), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1)))


RULES = (
    Rule("slice_replicated", "rule_slice_replicated", P.OP_SLICE, ("replicated",), "replicated",
         ("rank-independent offset", "start + length <= dim"), _slice_replicated),
    Rule("broadcast_new_replicated", "rule_broadcast_new_replicated", P.OP_BROADCAST, ("replicated",),
         "replicated", ("one new axis d <= rank", "same axis on both sides"), _broadcast_new("replicated")),
    Rule("broadcast_new_partial", "rule_broadcast_new_partial", P.OP_BROADCAST, ("partial_sum(k)",),
         "partial_sum(k)", ("one new axis d <= rank", "same axis on both sides"), _broadcast_new("partial_sum")),
    Rule("embedding_backward_replicated2", "rule_embedding_backward_replicated2", P.OP_EMBEDDING_BACKWARD,
         ("replicated", "replicated"), "replicated", ("[B; N] tokens", "the SM's offset and table shape"),
         _embedding_backward("replicated", 2)),
    Rule("embedding_backward_replicated", "rule_embedding_backward_replicated", P.OP_EMBEDDING_BACKWARD,
         ("replicated", "replicated"), "replicated", ("[N] tokens", "the SM's offset and table shape"),
         _embedding_backward("replicated", 1)),
    Rule("embedding_backward_partial2", "rule_embedding_backward_partial2", P.OP_EMBEDDING_BACKWARD,
         ("partial_sum(k)", "replicated"), "partial_sum(k)", ("[B; N] tokens", "the SM's offset and table shape"),
         _embedding_backward("partial_sum", 2)),
    Rule("embedding_backward_partial", "rule_embedding_backward_partial", P.OP_EMBEDDING_BACKWARD,
         ("partial_sum(k)", "replicated"), "partial_sum(k)", ("[N] tokens", "the SM's offset and table shape"),
         _embedding_backward("partial_sum", 1)),
)
