"""Transpose by a permutation that is not a swap of two dims (semantics/
Permute.v, `op_permute p`; swaps are pointwise.py's transpose rules): the
MoE combine weights [B, N, E] -> [E, B, N] and back. Output dim i is input
dim p[i], so a layout of input dim p[i] is the same layout of output dim i
(replicated and partial-sum inputs: the generic rules at the op's facts,
generic.py)."""
from __future__ import annotations

from emitter import coq_render as C
from emitter import ops as opsig
from emitter.rules.base import MatchCtx, Rule, found, layout_map, rel
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


def _permute(kind: str):
    def match(ctx: MatchCtx):
        perm = _perm(ctx)
        if isinstance(perm, str):
            return perm
        (X,) = ctx.inputs
        r, s = X.rel, X.local_shape
        if r.kind != kind:
            return f"needs {kind}"
        head = ("R", ("nat", ctx.P))
        tail = (("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"))
        p = ("raw", C.perm_literal(perm))
        if kind in ("contiguous_shard", "expert_partition"):
            i = perm.index(r.dim)
            return found(rel(kind, ctx.axis, i), head + (p, ("raw", str(i)), ("nat", s[r.dim])) + tail
                         + (("raw", "isT"),))
        if kind == "zigzag":  # the generic lemma with the zigzag map zz_glob P c (the MoE combine on cp)
            g = layout_map(ctx, r, s[r.dim])
            if g is None:
                return "the zigzag dim's local length is not syntactically 2 * c"
            i = perm.index(r.dim)
            return found(rel(kind, ctx.axis, i), head + (p, ("raw", str(i)), g) + tail + (("raw", "isT"),))
        raise AssertionError(kind)

    return match


RULES = (
    Rule("permute_contiguous", "rule_permute_contiguous", P.OP_TRANSPOSE, ("contiguous_shard(p[i])",),
         "contiguous_shard(i)", ("p a permutation, not a swap",), _permute("contiguous_shard")),
    Rule("permute_expert", "rule_permute_expert", P.OP_TRANSPOSE, ("expert_partition(p[i])",),
         "expert_partition(i)", ("p a permutation, not a swap",), _permute("expert_partition")),
    Rule("permute_reindex", "rule_permute_reindex", P.OP_TRANSPOSE, ("zigzag(p[i])",), "zigzag(i)",
         ("p a permutation, not a swap", "the zigzag map zz_glob P c"), _permute("zigzag")),
)
