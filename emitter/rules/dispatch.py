"""Expert parallelism by all_to_all dispatch / combine
(tests/data/examples/ep2_moe_a2a; semantics/RulesDispatch.v,
RulesDispatchRouter.v).

Tokens are laid out over the group; each rank routes its own tokens (top-k,
gather, scatter_add act inside one token's row, so they keep the token
layout), broadcasts them along a new leading expert axis (the dense,
capacity-free dispatch buffer [E; T_l; D]: the token layout moves one dim
up), and the all_to_all dispatch (split experts, concat tokens) turns it
into the expert-partitioned buffer [E_l; T; D]. The expert FFN runs under
moe.py's batched-matmul rule; the reverse all_to_all (split tokens, concat
experts) returns the outputs to the token owners, and the weighted sum over
the (now whole) expert dim moves the token layout back down one dim
(replicated_loss.py's reduce_sum_reindex_ge).
"""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Premise, Rule, found, layout_map, on_axis_group, rel, times_premise
from emitter.rules.moe import _ROUTER, broadcast_reindex, topk_gather
from proto import plan_pb2

P = plan_pb2

_LAYOUT_KINDS = ("contiguous_shard", "expert_partition")


def _token_layout(f) -> bool:
    return f.rel.kind in _LAYOUT_KINDS


def _topk_reindex(ctx: MatchCtx):
    (Z,) = ctx.inputs
    s, out = Z.local_shape, tuple(ctx.out_local)
    d = Z.rel.dim
    # any layout map (the lemma is over rel_reindex): contiguous, or the zigzag stream's zz_glob
    g = layout_map(ctx, Z.rel, s[d]) if d is not None and 0 <= d < len(s) else None
    if g is None:
        return f"needs one of {_LAYOUT_KINDS} or zigzag"
    if not s or not 0 <= d < len(s) - 1:
        return "the laid-out dim must not be the router row (last) dim"
    if len(out) != len(s) or out[:-1] != tuple(s[:-1]) or Z.sm_shape[-1] != s[-1]:
        return "output shape is not the router's rows with k slots"
    if out[-1] != ctx.dims.poly(ctx.node.topk.k):
        return "output's last dim is not the topk attribute k"
    E = s[-1]
    return found(Z.rel, ("R", ("nat", ctx.P), ("raw", str(d)), g, ("shape", s[:-1]),
                         ("nat", E), ("nat", out[-1]), ("fn", "topk"), ("in", 0), ("fam", 0), ("raw", "isT")),
                 (Premise("fn", "topk_local", (("nat", E), ("fn", "topk")), module=_ROUTER),))


def _gather_contiguous(ctx: MatchCtx):
    """The SM indices' laid-out length w = P * c however the plan writes it
    (the sequence cp * tp * Ns on cp): the lemma takes w and w = P * c."""
    X, I = ctx.inputs  # plan order: (x, idx)
    if not (_token_layout(X) and X.rel == I.rel):
        return f"needs values and indices in one of {_LAYOUT_KINDS}, the same layout"
    e = X.rel.dim
    got = topk_gather(ctx, e)
    if isinstance(got, str):
        return got
    d, s, n = got
    w = times_premise(ctx, I.sm_shape[e], s[e])
    if w is None:
        return "SM indices' laid-out dim is not P * local length"
    return found(X.rel,
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("raw", str(e)), ("nat", s[e]), ("nat", I.sm_shape[e]),
                  ("nat", n), ("shape", s), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("raw", "isT"),
                  ("raw", "isT"), ("raw", "isT"), ("raw", "erefl"), w),
                 (Premise("topk_range", "idx_lt", (("shape", I.sm_shape), ("nat", n), ("in", 1)), input=1,
                          module=_ROUTER),))


def _scatter_add_reindex(ctx: MatchCtx):
    I, S = ctx.inputs  # plan order: (idx, src)
    d, e = ctx.node.dim.dim, S.rel.dim
    s = tuple(ctx.out_local)
    g = layout_map(ctx, S.rel, s[e]) if e is not None and 0 <= e < len(s) else None
    if g is None or S.rel != I.rel:
        return f"needs indices and sources in one of {_LAYOUT_KINDS} or zigzag, the same layout"
    if not 0 <= d < len(s) or d == e or len(S.local_shape) != len(s):
        return "scattered dim out of range / is the laid-out dim / ranks differ"
    n = S.local_shape[d]
    if I.local_shape != S.local_shape or s[:d] + (n,) + s[d + 1:] != tuple(S.local_shape):
        return "indices / source shapes are not the output's with the scattered dim's length"
    return found(S.rel,
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("raw", str(e)), g, ("nat", n),
                  ("shape", s), ("in", 0), ("fam", 0), ("in", 1), ("fam", 1), ("raw", "isT"), ("raw", "isT")))


def _all_to_all(dispatch: bool):
    """EP all_to_all with the tokens on any dim t > 0 (RulesDispatch4.v):
    dispatch [P*ce; ..; T at t; ..] -> [ce; ..; P*T at t; ..] (split_dim 0,
    concat_dim t), combine the reverse; the other dims (the batch of
    [E; B_l; N_s; d]) are carried."""

    @on_axis_group
    def match(ctx: MatchCtx):
        c = ctx.node.collective
        (X,) = ctx.inputs
        s, out = tuple(X.local_shape), tuple(ctx.out_local)
        t = c.concat_dim if dispatch else c.split_dim
        if c.data_dependent or (c.split_dim, c.concat_dim) != ((0, t) if dispatch else (t, 0)) or not 0 < t < len(s):
            return "needs a static all_to_all between the expert dim 0 and a token dim t > 0"
        in_dim = t if dispatch else 0
        if not _token_layout(X) or X.rel.dim != in_dim:
            return f"needs one of {_LAYOUT_KINDS} on dim {in_dim}"
        if len(out) != len(s) or any(a != b for j, (a, b) in enumerate(zip(s, out)) if j not in (0, t)):
            return "shapes differ off the expert and token dims"
        ce, tk = (out[0], s[t]) if dispatch else (s[0], out[t])
        whole_e, whole_t = (s[0], out[t]) if dispatch else (out[0], s[t])
        # the output's whole dim is only the hypothesis `nth 0 s _ = P * _`
        # (by ring when the plan writes it otherwise: the SP tokens
        # N_c = tp * N_s as 2 * tp * s); the combine's input token length is
        # the lemma's argument w = P * Tk (by ring); the dispatch input's
        # expert dim is the lemma's P * ce in the input relation's shape
        in_whole, in_part, out_whole, out_part = (whole_e, ce, whole_t, tk) if dispatch else \
            (whole_t, tk, whole_e, ce)
        out_eq, in_eq = times_premise(ctx, out_whole, out_part), times_premise(ctx, in_whole, in_part)
        if out_eq is None or in_eq is None:
            return "the split dim is not P * its chunk / the concat dim not P * the sender's length"
        if dispatch and in_eq[0] == "eq":
            return "the input's expert dim renders other than P * chunk"
        out_rel = rel("expert_partition", ctx.axis, 0) if dispatch else rel("contiguous_shard", ctx.axis, t)
        if dispatch:
            return found(out_rel, ("R", ("nat", ctx.P), ("nat", ce), ("nat", tk), ("raw", str(t)), ("shape", out),
                                   ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "isT"), ("raw", "erefl"), out_eq))
        return found(out_rel, ("R", ("nat", ctx.P), ("nat", ce), ("nat", tk), ("nat", in_whole), ("raw", str(t)),
                               ("shape", out), ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "isT"),
                               out_eq, ("raw", "erefl"), in_eq))

    return match


RULES = (
    Rule("topk_reindex", "rule_topk_reindex", P.OP_TOPK, ("contiguous_shard(d)",), "contiguous_shard(d)",
         ("d not the row dim", "premise topk_local E f_topk"), _topk_reindex),
    Rule("gather_contiguous", "rule_gather_contiguous", P.OP_GATHER, ("contiguous_shard(e)", "contiguous_shard(e)"),
         "contiguous_shard(e)", ("gathered dim d != e", "SM indices' laid-out length w = P * c by ring",
                                 "indices from an SM topk: premise idx_lt"), _gather_contiguous),
    Rule("scatter_add_reindex", "rule_scatter_add_reindex", P.OP_SCATTER_ADD,
         ("contiguous_shard(e)", "contiguous_shard(e)"), "contiguous_shard(e)", ("scattered dim d != e",),
         _scatter_add_reindex),
    Rule("broadcast_reindex_ge", "rule_broadcast_reindex_ge", P.OP_BROADCAST, ("contiguous_shard(d)",),
         "contiguous_shard(d+1)", ("one new axis e <= d",), broadcast_reindex(False)),
    Rule("all_to_all_dispatch", "rule_all_to_all_dispatch", P.OP_ALL_TO_ALL, ("contiguous_shard(t)",),
         "expert_partition(0)", ("split_dim 0 (E = P * ce), concat_dim t > 0 (tokens P * T, ring)",),
         _all_to_all(True)),
    Rule("all_to_all_combine", "rule_all_to_all_combine", P.OP_ALL_TO_ALL, ("expert_partition(0)",),
         "contiguous_shard(t)", ("split_dim t > 0, concat_dim 0", "the input's token length w = P * Tk by ring"),
         _all_to_all(False)),
)
