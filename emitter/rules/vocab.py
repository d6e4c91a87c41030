"""Vocab-parallel embedding: the table row-sharded over an axis with each
rank looking the (replicated) ids up at offset `coord * vl`
(semantics/RulesEmbedding.v), and the embedding with the table replicated
and the tokens split (dp / cp / sp; semantics/RulesVocab.v).

On a multi-axis mesh the vocab-parallel op reads the rank's coordinate on
its axis; obligations lift it with RulesVocab's coordinate-reading
nest_map*c/axis_map*c, the outer levels' views using the SM op (offset 0,
the full table). So the vocab axis must be the innermost mesh axis."""
from __future__ import annotations

from emitter import coq_render as C
from emitter.rules.base import MatchCtx, Rule, found, rel, times_syntactic
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2


def _offset(ctx: MatchCtx, node: P.Node) -> Poly:
    return ctx.dims.poly(node.embedding.offset)


def _view_node(ctx: MatchCtx) -> P.Node:
    """The op an outer level's views compute: the SM op when the PM op reads
    a coordinate (obligations.render_step_multi makes the same choice)."""
    if ctx.sm_node is not None and C.coord_axes(ctx.node, ctx.dims):
        return ctx.sm_node
    return ctx.node


def _coord_times(ctx: MatchCtx, off: Poly, vl: Poly) -> bool:
    """off == coord(axis) * vl, rendered coordinate first (the lemma's
    `r * vl`, so the rank's term converts to it without arithmetic)."""
    if off != Poly.var("c:" + ctx.axis) * vl:
        return False
    names = C.Names(canonical=False)
    names.coords = {ctx.axis: "r"}
    return C.nat(off, names) == f"r * {C.nat(vl, names, atom=True)}"


def _embedding_vocab(ctx: MatchCtx):
    E, ids = ctx.inputs
    if E.rel.kind != "contiguous_shard" or E.rel.dim != 0 or ids.rel.kind != "replicated":
        return "needs (contiguous_shard(0), replicated)"
    if len(E.local_shape) != 2:
        return "table must be rank 2"
    vl, D = E.local_shape
    axes = tuple(ctx.dims.axes)
    if len(axes) > 1 and ctx.axis != axes[-1]:
        return f"vocab axis {ctx.axis!r} is not the innermost mesh axis (the views of outer levels use the SM op)"
    if ctx.sm_node is None or _offset(ctx, ctx.sm_node) != Poly.const(0):
        return "SM embedding offset is not 0"
    if not times_syntactic(ctx, E.sm_shape[0], vl):
        return "SM table rows are not P * (local rows)"
    if not _coord_times(ctx, _offset(ctx, ctx.node), vl):
        return f"PM offset is not coord({ctx.axis}) * (local rows)"
    s0 = ids.local_shape
    if ctx.out_local != s0 + (D,):
        return "output shape is not the ids' shape + the embedding dim"
    return found(rel("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", vl), ("nat", D), ("shape", s0), ("in", 0), ("fam", 0),
                  ("in", 1), ("fam", 1)))


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
    if any(k.startswith("c:") for k in off.variables()):
        return "offset reads a mesh coordinate"
    if ctx.out_local != s0 + (D,):
        return "output shape is not the ids' shape + the embedding dim"
    return found(rel("contiguous_shard", ctx.axis, d),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", s0[d]), ("nat", V), ("nat", off), ("nat", D),
                  ("shape", s0), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("raw", "isT")))


RULES = (
    Rule("embedding_vocab", "rule_embedding_vocab", P.OP_EMBEDDING, ("contiguous_shard(0)", "replicated"),
         "partial_sum(1)", ("SM table rows = P * vl, SM offset 0", "rank offset = coord * vl",
                            "vocab axis innermost"), _embedding_vocab),
    Rule("embedding_tokens_contiguous", "rule_embedding_tokens_contiguous", P.OP_EMBEDDING,
         ("replicated", "contiguous_shard(d)"), "contiguous_shard(d)", ("d < rank of ids", "offset rank-free"),
         _embedding_tokens),
)

