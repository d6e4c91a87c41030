"""Pointwise and row-wise ops: elementwise under one layout, softmax and
norms along the row, transposes, and the partial-sum rules that are not
one linear op (a partial sum times a replicated factor, a replicated value
split into a partial sum). (Every input replicated, or every input one
partial sum through a linear op: the registry's generic rules at the op's
facts, generic.py.)"""
from __future__ import annotations

import dataclasses

from emitter.rules.base import MatchCtx, Rule, fact_layout_map, found, rel, swap_of, swapped
from proto import plan_pb2
from emitter.relation import Ratio, op_scalar
from emitter.rules import scaled as scaled_rules
from emitter.symbolic import Poly

P = plan_pb2


_LAYOUT_KINDS = ("contiguous_shard", "expert_partition")


def _rowwise(rule_name: str, fn: str):
    """A row-local op (softmax) under a layout of a non-last dim."""

    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        g = fact_layout_map(ctx, X, f"needs one of {_LAYOUT_KINDS} or zigzag (local length 2 * c)")
        if isinstance(g, str):
            return g
        s = X.local_shape
        if not s or not 0 <= X.rel.dim < len(s) - 1:
            return "the laid-out dim must not be the row (last) dim"
        if ctx.out_local != s or X.sm_shape[-1] != s[-1]:
            return "output shape / row length differs"
        return found(X.rel,
                       ("R", ("fn", fn), ("nat", ctx.P), ("raw", str(X.rel.dim)), g,
                        ("shape", s[:-1]), ("nat", s[-1]), ("in", 0), ("fam", 0), ("raw", "isT")))

    return match


def _transpose(moves: str):
    """transpose(d, e), d < e, of a layout by any map (contiguous shard,
    expert partition, zigzag, strided: RulesLayout.v, stated over rel_reindex
    P d g): "forward" moves a layout on d to e (rule_transpose_reindex),
    "back" one on e to d (rule_transpose_reindex_back), "other" keeps one on
    a third dim (rule_transpose_reindex_other: the batch layout of a
    [B, N, H, Dh] -> [B, H, N, Dh] head transpose). A replicated or
    partial-sum input: the generic rules at the op's facts."""

    def match(ctx: MatchCtx):
        got = swap_of(ctx)
        if isinstance(got, str):
            return got
        X, s, d, e = got
        f = X.rel.dim
        src, to = {"forward": (d, e), "back": (e, d), "other": (f, f)}[moves]
        if f is None or f != src or (moves == "other" and f in (d, e)):
            return {"forward": f"needs a layout on the first swapped dim {d}",
                    "back": f"needs a layout on the second swapped dim {e}",
                    "other": f"needs a layout on a dim other than the swapped {d}, {e}"}[moves]
        if not e < len(s):
            return "dims out of range"
        g = fact_layout_map(ctx, X, f"needs one of {_LAYOUT_KINDS}, zigzag (local length 2 * c) or a strided shard")
        if isinstance(g, str):
            return g
        if tuple(ctx.out_local) != swapped(s, d, e):
            return "output shape is not the input's with the two dims swapped"
        # a moved expert partition is named a contiguous shard (by definition one rel_reindex)
        out = X.rel if moves == "other" else rel("contiguous_shard", ctx.axis, to) \
            if X.rel.kind in _LAYOUT_KINDS else dataclasses.replace(X.rel, dim=to)
        dims = (("raw", str(d)), ("raw", str(e))) + ((("raw", str(f)),) if moves == "other" else ())
        sides = (("raw", "isT"),) * (4 if moves == "other" else 2)
        return found(out, ("R", ("nat", ctx.P)) + dims + (g, ("shape", s), ("in", 0), ("fam", 0)) + sides)

    return match


def _rmsnorm_reindex(ctx: MatchCtx):
    # rule_rmsnorm_reindex states the PM side with the SM weight W itself
    # (`op_rmsnorm rsqrt n eps W (F r)`); the plan's PM reads a replicated
    # weight family, which that lemma does not take.
    return ("the lemma takes the weight as the SM tensor W on every rank; the PM reads a replicated "
            "weight family (needs a rule with `rel_replicated P [:: n] W FW`)")


RULES_DEDICATED = (
    Rule("transpose_reindex", "rule_transpose_reindex", P.OP_TRANSPOSE, ("reindex(d)",), "reindex(e)",
         ("swap of d < e",), _transpose("forward")),
    Rule("transpose_reindex_back", "rule_transpose_reindex_back", P.OP_TRANSPOSE, ("reindex(e)",), "reindex(d)",
         ("swap of d < e",), _transpose("back")),
    Rule("transpose_reindex_other", "rule_transpose_reindex_other", P.OP_TRANSPOSE, ("reindex(f)",), "reindex(f)",
         ("swap of d < e", "f not d, e"), _transpose("other")),
    Rule("softmax_reindex", "rule_softmax_reindex", P.OP_SOFTMAX, ("contiguous_shard(d)",),
         "contiguous_shard(d)", ("d < size s0 (not the row dim)",), _rowwise("softmax_reindex", "exp")),
    Rule("rmsnorm_reindex", "rule_rmsnorm_reindex", P.OP_RMSNORM, ("contiguous_shard(d)", "replicated"),
         "contiguous_shard(d)", ("d < size s0",), _rmsnorm_reindex),
)


# ------------------------------------------------------------------ RulesLayout: generic replicated, partial sums

def _split_partial(ctx: MatchCtx):
    """A helper scale by 1 / P of a replicated value: the ranks' values are
    a partial sum of it (DTensor's Replicate -> Partial redistribution, a
    RowwiseParallel linear's bias before its all-reduce)."""
    if ctx.sm_node is not None:
        return "a helper rule (the scale realizes no SM node)"
    (X,) = ctx.inputs
    if X.rel.kind != "replicated":
        return "needs a replicated input"
    k = op_scalar(ctx.node.scale.factor, ctx.dims)
    if not isinstance(k, Ratio) or k.num != Poly.const(1) or k.den != ctx.P:
        return f"scales by {k}, not 1 / {ctx.P}"
    s = X.local_shape
    if tuple(ctx.out_local) != tuple(s):
        return "output shape differs from the input's"
    return found(rel("partial_sum", ctx.axis, None, 1), ("R", ("nat", ctx.P), ("shape", s), ("in", 0), ("fam", 0)),
                 (scaled_rules.nz_premise(ctx.P),))


def _mul_partial(partial_at: int):
    """A partial sum times a replicated factor, the partial sum on input
    `partial_at`: the partial sum of the products (Rules.v
    rule_mul_partial_rep / rule_mul_rep_partial)."""
    def match(ctx: MatchCtx):
        ins = ctx.inputs
        p, q = ins[partial_at], ins[1 - partial_at]
        if p.rel.kind != "partial_sum" or q.rel.kind != "replicated":
            return "needs " + ("(partial_sum, replicated)" if partial_at == 0 else "(replicated, partial_sum)")
        s = p.local_shape
        if q.local_shape != s or tuple(ctx.out_local) != s:
            return "inputs' and output's local shapes differ"
        return found(p.rel, ("R", ("nat", ctx.P), ("ring", p.rel.scale), ("shape", s), ("in", 0), ("in", 1),
                             ("fam", 0), ("fam", 1)))
    return match


RULES_PARTIAL = {
    "mul_l": Rule("mul_partial_rep", "rule_mul_partial_rep", P.OP_MUL, ("partial_sum(k)", "replicated"),
                  "partial_sum(k)", (), _mul_partial(0)),
    "mul_r": Rule("mul_rep_partial", "rule_mul_rep_partial", P.OP_MUL, ("replicated", "partial_sum(k)"),
                  "partial_sum(k)", (), _mul_partial(1)),
}

SPLIT_PARTIAL = Rule("replicated_split_partial", "rule_replicated_split_partial", P.OP_SCALE, ("replicated",),
                     "partial_sum(1)", ("scale 1 / P", "P invertible in R (nat_nz)"), _split_partial, helper=True)

RULES = RULES_DEDICATED + tuple(RULES_PARTIAL.values()) + (SPLIT_PARTIAL,)
