"""Transpose by a permutation that is not a swap of two dims (semantics/
Permute.v, `op_permute p`; swaps are pointwise.py's transpose rules): the
MoE combine weights [B, N, E] -> [E, B, N] and back. Output dim i is input
dim p[i], so a layout of input dim p[i] is the same layout of output dim i
(replicated and partial-sum inputs: the generic rules at the op's facts,
generic.py)."""
from __future__ import annotations

import dataclasses

from emitter import coq_render as C
from emitter import ops as opsig
from emitter.rules.base import MatchCtx, Rule, fact_layout_map, found
from proto import plan_pb2

P = plan_pb2


def _perm(ctx: MatchCtx):
    """The node's permutation, or why these rules do not apply."""
    perm = list(ctx.node.transpose.perm)
    if sorted(perm) != list(range(len(perm))) or opsig.is_swap(perm) or perm == sorted(perm):
        return "perm is a swap of two dims or the identity (transpose_* rules)"
    if ctx.sm_node is None or list(ctx.sm_node.transpose.perm) != perm:
        return "perm differs from the SM transpose's"
    (X,) = ctx.inputs
    s = X.local_shape
    if len(perm) != len(s):
        return "perm's length is not the input's rank"
    if tuple(ctx.out_local) != tuple(s[p] for p in perm):
        return "output shape is not the input's permuted"
    return perm


def _permute(ctx: MatchCtx):
    """A layout by any map (contiguous, expert, zigzag, strided) of input dim
    p[i] is the same layout of output dim i (Permute.v rule_permute_reindex;
    the MoE combine on cp: the zigzag map)."""
    perm = _perm(ctx)
    if isinstance(perm, str):
        return perm
    (X,) = ctx.inputs
    s = X.local_shape
    if X.rel.dim is None:
        return "needs a layout of one dim"
    g = fact_layout_map(ctx, X, "the layout has no map (contiguous, zigzag of local length 2 * c, strided)")
    if isinstance(g, str):
        return g
    i = perm.index(X.rel.dim)
    return found(dataclasses.replace(X.rel, dim=i),
                 ("R", ("nat", ctx.P), ("raw", C.perm_literal(perm)), ("raw", str(i)), g, ("shape", s), ("in", 0),
                  ("fam", 0), ("raw", "isT"), ("raw", "isT")))


RULES = (
    Rule("permute_reindex", "rule_permute_reindex", P.OP_TRANSPOSE, ("reindex(p[i])",), "reindex(i)",
         ("p a permutation, not a swap",), _permute),
)
