"""Vocab-parallel embedding: the table row-sharded over an axis with each
rank looking the (replicated) ids up at offset `coord * vl`
(semantics/RulesEmbedding.v), and the embedding with the table replicated
and the tokens split (dp / cp / sp; semantics/RulesVocab.v), and the table
laid out on its columns by any map with the ids replicated, forward and
backward (RulesEmbedding.v; transformers' MoE experts picked per token).

On a multi-axis mesh the vocab-parallel op reads the rank's coordinate on
its axis. On the innermost axis, obligations lift it with RulesVocab's
coordinate-reading axis_map*c, the outer levels' views using the SM op
(offset 0, the full table). On an outer axis the op reads an outer
coordinate, so infer lifts it through coordinate-dependent views
(RulesMeshView.v nest_map*v): the vocab level's view is the PM op at that
coordinate and the levels below see its offset as a constant (a coordinate
bound above them), which the replicated rules take."""
from __future__ import annotations

from emitter import coq_render as C
import dataclasses

from emitter.rules.base import MatchCtx, Rule, found, layout_map, reads_level_coord, rel, times_premise
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2


def _offset(ctx: MatchCtx, node: P.Node) -> Poly:
    return ctx.dims.poly(node.embedding.offset)


def _view_node(ctx: MatchCtx) -> P.Node:
    """The op an outer level's views compute: the SM op when the PM op reads
    a coordinate (obligations._views_term renders the same choice)."""
    if ctx.sm_node is not None and C.coord_axes(ctx.node, ctx.dims):
        return ctx.sm_node
    return ctx.node


def _coord_times(ctx: MatchCtx, off: Poly, vl: Poly) -> bool:
    """off == coord(axis) * vl (the lemmas take the offset as a function of
    the coordinate and the equation, by ring)."""
    return off == Poly.var("c:" + ctx.axis) * vl


def _embedding_vocab(ctx: MatchCtx):
    E, ids = ctx.inputs
    # expert_partition is contiguous_shard by definition (Relations.v): the
    # tp rank's slice of an FSDP-gathered table (moe.py slice_expert)
    if E.rel.kind not in ("contiguous_shard", "expert_partition") or E.rel.dim != 0 \
            or ids.rel.kind != "replicated":
        return "needs (contiguous_shard(0), replicated)"
    if len(E.local_shape) != 2:
        return "table must be rank 2"
    vl, D = E.local_shape
    if ctx.sm_node is None or _offset(ctx, ctx.sm_node) != Poly.const(0):
        return "SM embedding offset is not 0"
    w = times_premise(ctx, E.sm_shape[0], vl)
    if w is None:
        return "SM table rows are not P * (local rows)"
    off = _offset(ctx, ctx.node)
    if not _coord_times(ctx, off, vl):
        return f"PM offset is not coord({ctx.axis}) * (local rows)"
    s0 = ids.local_shape
    if ctx.out_local != s0 + (D,):
        return "output shape is not the ids' shape + the embedding dim"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", vl), ("nat", E.sm_shape[0]), ("coord_fun", off), ("nat", D),
                  ("shape", s0), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), w, ("eqfun", (off, ctx.axis, vl))))


def _embedding_tokens(ctx: MatchCtx):
    E, ids = ctx.inputs
    if E.rel.kind != "replicated" or ids.rel.kind != "contiguous_shard":
        return "needs (replicated, contiguous_shard(d))"
    if len(E.local_shape) != 2:
        return "table must be rank 2"
    V, D = E.local_shape
    s0 = ids.local_shape
    d = ids.rel.dim
    if not 0 <= d < len(s0):
        return "ids layout dim out of range"
    off = _offset(ctx, _view_node(ctx))
    if reads_level_coord(ctx, off):
        return "offset reads this level's coordinate (or a deeper one)"
    if ctx.out_local != s0 + (D,):
        return "output shape is not the ids' shape + the embedding dim"
    return found(rel("contiguous_shard", ctx.axis, d),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", s0[d]), ("nat", V), ("nat", off), ("nat", D),
                  ("shape", s0), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("raw", "isT")))


def _embedding_replicated(ctx: MatchCtx):
    """Table and token ids both replicated (RulesFsdp.v): the dp level of
    FSDP x TP with the same batch on every dp rank, above the tp level's
    vocab-parallel lookup (whose views use the SM op there)."""
    E, ids = ctx.inputs
    if E.rel.kind != "replicated" or ids.rel.kind != "replicated":
        return "needs (replicated, replicated)"
    if len(E.local_shape) != 2:
        return "table must be rank 2"
    V, D = E.local_shape
    s0 = ids.local_shape
    off = _offset(ctx, _view_node(ctx))
    if reads_level_coord(ctx, off):
        return "offset reads this level's coordinate (or a deeper one)"
    if ctx.out_local != s0 + (D,):
        return "output shape is not the ids' shape + the embedding dim"
    return found(rel("replicated", ctx.axis),
                 ("R", ("nat", ctx.P), ("nat", V), ("nat", off), ("nat", D), ("shape", s0), ("in", 0), ("fam", 0),
                  ("in", 1), ("fam", 1)))


def _emb_bwd_vocab(ctx: MatchCtx):
    """OP_EMBEDDING_BACKWARD(dY, ids) over [B; N] tokens, both replicated,
    rank offset coord * vl: the row shard of the SM dW."""
    dY, ids = ctx.inputs
    if dY.rel.kind != "replicated" or ids.rel.kind != "replicated":
        return "needs (replicated, replicated)"
    if len(ids.local_shape) != 2 or dY.local_shape != ids.local_shape + dY.local_shape[2:3] \
            or len(dY.local_shape) != 3:
        return "needs [B; N] tokens and [B; N; D] dY (1-D tokens: the lemma takes ids first)"
    if len(ctx.out_local) != 2:
        return "output must be rank 2"
    vl, D = ctx.out_local
    if D != dY.local_shape[2]:
        return "output columns differ from dY's"
    if ctx.sm_node is None or _offset(ctx, ctx.sm_node) != Poly.const(0):
        return "SM offset is not 0"
    if ctx.out_sm and ctx.out_sm[0] != ctx.P * vl:  # not in the lemma's statement: a check
        return "SM rows are not P * (local rows)"
    off = _offset(ctx, ctx.node)
    if not _coord_times(ctx, off, vl):
        return f"PM offset is not coord({ctx.axis}) * (local rows)"
    B, N = ids.local_shape
    return found(rel("contiguous_shard", ctx.axis, 0),
                 ("R", ("nat", ctx.P), ("nat", vl), ("coord_fun", off), ("nat", B), ("nat", N), ("nat", D),
                  ("in", 1), ("fam", 1), ("in", 0), ("fam", 0), ("eqfun", (off, ctx.axis, vl))))


def _emb_bwd_tokens(d: int, rank: int = 2):
    """OP_EMBEDDING_BACKWARD(dY, ids) with the ids split on dim d: [N]
    tokens (rank 1, d = 0: tokens flattened, or a MoE's routed tokens) or
    [B; N] tokens (0: batch, 1: sequence). Per-rank dW are partial sums."""

    def match(ctx: MatchCtx):
        dY, ids = ctx.inputs
        if any(f.rel.kind != "contiguous_shard" or f.rel.dim != d for f in (dY, ids)):
            return f"needs contiguous_shard({d}) on dY and ids"
        if len(ids.local_shape) != rank or len(dY.local_shape) != rank + 1 or dY.local_shape[:rank] != ids.local_shape:
            return "needs [N] tokens and [N; D] dY" if rank == 1 else "needs [B; N] tokens and [B; N; D] dY"
        if len(ctx.out_local) != 2 or ctx.out_local[1] != dY.local_shape[rank]:
            return "output is not [V; D]"
        off = _offset(ctx, _view_node(ctx))
        if reads_level_coord(ctx, off):
            return "offset reads this level's coordinate (or a deeper one)"
        # the lemma takes the split dim's SM length w and `w = P * c` (ring)
        w = times_premise(ctx, ids.sm_shape[d], ids.local_shape[d])
        if w is None:
            return f"SM token dim {d} is not P * (local)"
        V, D = ctx.out_local
        keep = () if rank == 1 else ((("nat", ids.local_shape[1]),) if d == 0 else (("nat", ids.local_shape[0]),))
        return found(rel("partial_sum", ctx.axis, None, 1),
                     ("R", ("nat", ctx.P), ("nat", ids.local_shape[d]), ("nat", ids.sm_shape[d]))
                     + keep + (("nat", V), ("nat", D), ("nat", off), ("in", 1), ("fam", 1), ("in", 0), ("fam", 0), w))

    return match


def _same_offset(ctx: MatchCtx):
    """The op's offset, the SM node's and free of this level's coordinate, or why not."""
    off = _offset(ctx, ctx.node)
    if ctx.sm_node is None or _offset(ctx, ctx.sm_node) != off:
        return "offset differs from the SM's"
    if reads_level_coord(ctx, off):
        return "offset reads this level's coordinate (or a deeper one)"
    return off


def _embedding_cols(ctx: MatchCtx):
    """The table laid out on its columns by a map g, the ids replicated:
    the output laid out on its last dim by g (rule_embedding_cols)."""
    E, ids = ctx.inputs
    if len(E.local_shape) != 2 or E.rel.dim != 1 or ids.rel.kind != "replicated":
        return "needs (a table laid out on dim 1, replicated ids)"
    V, D = E.local_shape
    g = layout_map(ctx, E.rel, D)
    if g is None:
        return "the table's layout has no map"
    if E.sm_shape[0] != V:
        return "the table's rows differ from the SM's"
    off = _same_offset(ctx)
    if isinstance(off, str):
        return off
    s0 = ids.local_shape
    if ctx.out_local != s0 + (D,):
        return "output shape is not the ids' shape + the table's columns"
    return found(dataclasses.replace(E.rel, dim=len(s0)),
                 ("R", ("nat", ctx.P), ("nat", V), ("nat", off), ("nat", D), g, ("shape", s0), ("in", 0), ("fam", 0),
                  ("in", 1), ("fam", 1)))


def _emb_bwd_cols(ctx: MatchCtx):
    """dY [N; D] laid out on its columns by a map g, the ids [N] replicated:
    the table's gradient laid out on its columns by g
    (rule_embedding_backward_cols)."""
    dY, ids = ctx.inputs
    if len(dY.local_shape) != 2 or dY.rel.dim != 1 or ids.rel.kind != "replicated" or len(ids.local_shape) != 1 \
            or dY.local_shape[:1] != ids.local_shape:
        return "needs ([N; D] dY laid out on dim 1, replicated [N] ids)"
    N, D = dY.local_shape
    g = layout_map(ctx, dY.rel, D)
    if g is None:
        return "dY's layout has no map"
    if len(ctx.out_local) != 2 or ctx.out_local[1] != D or ctx.out_sm[:1] != ctx.out_local[:1]:
        return "output is not [V; D] with the SM's rows"
    off = _same_offset(ctx)
    if isinstance(off, str):
        return off
    return found(dY.rel, ("R", ("nat", ctx.P), ("nat", off), ("nat", N), ("nat", ctx.out_local[0]), ("nat", D), g,
                          ("in", 0), ("fam", 0), ("in", 1), ("fam", 1)))


RULES = (
    Rule("embedding_vocab", "rule_embedding_vocab", P.OP_EMBEDDING, ("contiguous_shard(0)", "replicated"),
         "partial_sum(1)", ("SM table rows = P * vl, SM offset 0", "rank offset = coord * vl"),
         _embedding_vocab),
    Rule("embedding_tokens_contiguous", "rule_embedding_tokens_contiguous", P.OP_EMBEDDING,
         ("replicated", "contiguous_shard(d)"), "contiguous_shard(d)", ("d < rank of ids", "offset rank-free"),
         _embedding_tokens),
    Rule("embedding_replicated", "rule_embedding_replicated", P.OP_EMBEDDING, ("replicated", "replicated"),
         "replicated", ("offset rank-free",), _embedding_replicated),
    Rule("embedding_backward_vocab2", "rule_embedding_backward_vocab2", P.OP_EMBEDDING_BACKWARD,
         ("replicated", "replicated"), "contiguous_shard(0)",
         ("[B; N] tokens", "SM offset 0", "rank offset = coord * vl"), _emb_bwd_vocab),
    Rule("embedding_backward_tokens", "rule_embedding_backward_tokens", P.OP_EMBEDDING_BACKWARD,
         ("contiguous_shard(0)", "contiguous_shard(0)"), "partial_sum(1)", ("[N] tokens", "offset rank-free"),
         _emb_bwd_tokens(0, rank=1)),
    Rule("embedding_backward_tokens2_b", "rule_embedding_backward_tokens2_b", P.OP_EMBEDDING_BACKWARD,
         ("contiguous_shard(0)", "contiguous_shard(0)"), "partial_sum(1)", ("[B; N] tokens", "offset rank-free"),
         _emb_bwd_tokens(0)),
    Rule("embedding_backward_tokens2_s", "rule_embedding_backward_tokens2_s", P.OP_EMBEDDING_BACKWARD,
         ("contiguous_shard(1)", "contiguous_shard(1)"), "partial_sum(1)",
         ("[B; N] tokens", "offset rank-free", "SM sequence w = P * c (ring)"), _emb_bwd_tokens(1)),
    Rule("embedding_cols", "rule_embedding_cols", P.OP_EMBEDDING, ("reindex(1) by g", "replicated"),
         "reindex(last) by g", ("the SM's table rows and offset",), _embedding_cols),
    Rule("embedding_backward_cols", "rule_embedding_backward_cols", P.OP_EMBEDDING_BACKWARD,
         ("reindex(1) by g", "replicated"), "reindex(1) by g", ("[N] tokens", "the SM's offset and table rows"),
         _emb_bwd_cols),
)

