"""Sliding-window attention under contiguous CP with the halo exchanged by a
cyclic shift (semantics/RulesHaloShift.v): every rank slices the tail (last
h rows) of its K/V shard and of its global query positions, shifts it by +1
(OP_SHIFT: member r receives member r - 1 mod P's tail), concatenates
[halo; own] (c + h key slots), builds the sliding-window mask from its
query positions and extended key positions, and runs sdpa / sdpa_backward's
dQ over the extended range. Relation kinds (relation.HALO_KINDS): halo_tail,
halo_recv, halo_ext (reindexes of the SM value on dim 0) and halo_mask.

Backward (semantics/RulesHaloBackward.v): sdpa_backward's dK / dV over the
extended range are related to the SM dK / dV by halo_grad (the rank's own
slots plus the next rank's halo slots; rank 0's halo slots are 0), and the
one collective OP_HALO_REDUCE (overlap-add: member r adds member r + 1 mod
P's halo rows to its last h rows) turns them into the contiguous shard.

Side conditions are the plan's constraints (`h <= c`, `2 <= P` or
`1 < P`), passed as premises the certificate discharges with its constraint
hypotheses, and the SM positions being the arange from 0 (premise
`pos_iota`, proved from the SM producer).

Rank 4 (semantics/RulesHalo4.v): the planners' attention layout
[B, heads, N, D] with the sequence on dim 2; the layouts (tail, shift,
concat) on any dim d != 0 by the *_dim rules, attention by the *_shift4
rules (batch and GQA heads carried, Hq = g * Hkv by ring).

Open shift (semantics/RulesHaloOpen.v, CollectiveAttrs.open): rank 0
receives the fill, not rank P-1's tail (a P2P halo exchange). The received
halo, the extended range and the mask are the *_open kinds
(relation.HALO_OPEN_KINDS); the key positions' fill is >= N, so rank 0's
halo slots are masked for every P and no rule needs 2 <= P. The open rules
take the sequence on any dim d and the SM length N with N = P * c by ring
(one lemma per operator)."""
from __future__ import annotations

import dataclasses
from typing import Optional, Union

from emitter.relation import Fill, Level
from emitter.rules.base import MatchCtx, Premise, Rule, constraint_premise, found, gqa, on_axis_group, rel
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter import coq_render as C

P = plan_pb2
MODULE = "TV.RulesHaloShift"
OPEN_MODULE = "TV.RulesHaloOpen"


def _halo_rel(kind: str, ctx: MatchCtx, c: Poly, h: Poly, d: int = 0, fill: Optional[Fill] = None):
    mask = kind in ("halo_mask", "halo_mask_open")
    return dataclasses.replace(rel(kind, ctx.axis, None if mask else d), chunk=c, halo=h, fill=fill)


def open_shift_mid(inner: Level) -> Optional[str]:
    """The lemma lifting an open shift along the level directly above the
    innermost (RulesHaloOpen.v): the fill's sub-mesh keeps the innermost
    level's relation, a layout (rel_reindex) or replicated; None otherwise."""
    if inner.kind == "replicated":
        return "nest_shift_open_mid_rep"
    return "nest_shift_open_mid" if inner.kind in ("contiguous_shard", "expert_partition") else None


def _side_conditions(ctx: MatchCtx, c: Poly, h: Poly) -> Union[tuple, str]:
    """The premises h <= c and 1 < P, or why they are missing."""
    hc = constraint_premise(ctx, h, c)
    p2 = constraint_premise(ctx, Poly.const(2), ctx.P)
    if hc is None:
        return f"needs the plan constraint {h} <= {c} (the halo is the tail of one shard)"
    if p2 is None:
        return f"needs the plan constraint 2 <= {ctx.P} (rank 0's halo keys belong to another rank)"
    return hc, p2


def _ext_len_ok(c: Poly, h: Poly, axes) -> bool:
    """The extended length renders as `c + h` (the lemmas' form)."""
    names = C.Names(canonical=False, axes=axes)
    # `+` is left-associative: `a * b + h` and `a + b + h` are (a * b) + h, (a + b) + h
    return C.nat(c + h, names) == f"{C.nat(c, names)} + {C.nat(h, names, atom=True)}"


# ------------------------------------------------------------------ layouts

def _seq_dim_ok(d: int, dim0: bool) -> Optional[str]:
    """The rank-2 rules take the sequence on dim 0, the *_dim rules on any
    other dim (so exactly one rule matches)."""
    if dim0 and d != 0:
        return "sequence dim is not 0 (the *_dim rules take it)"
    if not dim0 and d == 0:
        return "sequence dim 0 (the rank-2 rule takes it)"
    return None


def _tail(dim0: bool):
    """slice [c - h, c) of a contiguous shard on its dim d: the rank's tail."""
    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        d = ctx.node.slice.dim
        if X.rel.kind != "contiguous_shard" or X.rel.dim != d:
            return f"needs a contiguous_shard({d}) input sliced on its laid-out dim"
        c, h = X.local_shape[d], ctx.out_local[d]
        if ctx.dims.poly(ctx.node.slice.start) != c - h:
            return "slice start is not (local length) - (slice length)"
        if ctx.out_local[:d] + ctx.out_local[d + 1:] != X.local_shape[:d] + X.local_shape[d + 1:]:
            return "slice changes another dim"
        hc = constraint_premise(ctx, h, c)
        if hc is None:
            return f"needs the plan constraint {h} <= {c}"
        why = _seq_dim_ok(d, dim0)
        if why:
            return why
        if dim0:
            args = ("_", ("nat", ctx.P), ("nat", c), ("nat", h), ("shape", X.local_shape[1:]), ("in", 0), ("fam", 0))
        else:
            args = ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", h), ("shape", X.local_shape),
                    ("raw", "isT"), ("raw", "erefl"), ("in", 0), ("fam", 0))
        return found(_halo_rel("halo_tail", ctx, c, h, d), args, (hc,))
    return match


def _tail_other(ctx: MatchCtx):
    """the tail slice [c - h, c) on a dim this level does not lay out (the
    tp level below cp's tail on (dp, cp, tp)): the level's layout carries
    over (RulesHaloMesh.v rule_slice_tail_other). The level's view is the
    slice of the view above, so it is an ordinary op here, not a helper."""
    (X,) = ctx.inputs
    d = ctx.node.slice.dim
    s = tuple(X.local_shape)
    if X.rel.kind != "contiguous_shard" or X.rel.dim == d or not 0 <= d < len(s):
        return f"needs a contiguous_shard(e) input with e != the slice dim {d}"
    if ctx.sm_node is None or ctx.sm_node.op != P.OP_SLICE or ctx.sm_node.slice.dim != d or \
            ctx.dims.poly(ctx.sm_node.slice.start) != ctx.dims.poly(ctx.node.slice.start):
        return "the level's view is not the same slice"
    c, h = s[d], ctx.out_local[d]
    if ctx.dims.poly(ctx.node.slice.start) != c - h or ctx.out_local != s[:d] + (h,) + s[d + 1:]:
        return "not the tail [c - h, c) of the input on the slice dim"
    hc = constraint_premise(ctx, h, c)
    if hc is None:
        return f"needs the plan constraint {h} <= {c}"
    e = X.rel.dim
    return found(X.rel, ("R", ("nat", ctx.P), ("raw", str(e)), ("contig_map", s[e]), ("raw", str(d)), ("nat", c),
                         ("nat", h), ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"), ("raw", "isT"),
                         ("raw", "erefl")), (hc,))


def _view_is(ctx: MatchCtx, op: int) -> bool:
    """The level's view (a helper's op seen below the level it acts on) is the same op."""
    return ctx.sm_node is not None and ctx.sm_node.op == op and ctx.sm_node.name == ctx.node.name


def _tail_index_replicated(ctx: MatchCtx):
    """the positions' tail on a level that replicates them (tp below cp's tail)."""
    (X,) = ctx.inputs
    if X.rel.kind != "replicated" or len(X.local_shape) != 1 or X.kind != P.VALUE_INDEX:
        return "needs replicated rank-1 positions"
    if not _view_is(ctx, P.OP_SLICE):
        return "the level's view is not the same slice"
    (c,), (h,) = X.local_shape, ctx.out_local
    if ctx.dims.poly(ctx.node.slice.start) != c - h:
        return "not the tail [c - h, c)"
    hc = constraint_premise(ctx, h, c)
    if hc is None:
        return f"needs the plan constraint {h} <= {c}"
    return found(X.rel, (("nat", ctx.P), ("nat", c), ("nat", h), ("in", 0), ("fam", 0)), (hc,))


def _concat_index_replicated(ctx: MatchCtx):
    """[halo; own] positions on a level that replicates both (tp below cp's concat)."""
    A, B = ctx.inputs
    if any(f.rel.kind != "replicated" or len(f.local_shape) != 1 or f.kind != P.VALUE_INDEX for f in (A, B)):
        return "needs two replicated rank-1 position tensors"
    if not _view_is(ctx, P.OP_CONCAT) or ctx.node.dim.dim != 0:
        return "the level's view is not the same concat on dim 0"
    (n1,), (n2,), (w,) = A.local_shape, B.local_shape, ctx.out_local
    if w != n1 + n2:
        return "output length is not the sum"
    return found(A.rel, (("nat", ctx.P), ("nat", n1), ("nat", n2), ("nat", w), ("in", 0), ("in", 1), ("fam", 0),
                         ("fam", 1), ("eq_sum", (w, (n1, n2)))))


def _shift(dim0: bool):
    """shift by +1 of the tails: the previous rank's tail (rank 0: rank P-1's)."""
    @on_axis_group
    def match(ctx: MatchCtx):
        (X,) = ctx.inputs
        if X.rel.kind != "halo_tail" or ctx.node.collective.offset != 1:
            return "needs a halo_tail input shifted by offset 1"
        if ctx.node.collective.open:
            return "an open shift: rank 0 receives the fill, not rank P-1's tail (halo_shift_open takes it)"
        d = X.rel.dim
        why = _seq_dim_ok(d, dim0)
        if why:
            return why
        dim = () if dim0 else (("raw", str(d)),)
        return found(_halo_rel("halo_recv", ctx, X.rel.chunk, X.rel.halo, d),
                     ("_", ("nat", ctx.P)) + dim + (("nat", X.rel.chunk), ("nat", X.rel.halo),
                                                    ("shape", X.local_shape), ("in", 0), ("fam", 0)))
    return match


def _halo_own(ctx: MatchCtx, pair: bool, halo_kind: str):
    """(halo, own, d, c, h, own's local shape) of a [halo; own] concat on its
    dim d: the received halo (`halo_kind`) and the rank's own contiguous
    shard of one SM value, of lengths h and c; or why not. `pair`: only
    under the pair lifting (two views of one value, RulesHaloMesh.v *_pair)."""
    if ctx.pair != pair:
        return "the pair rule lifts two views of one value over outer levels" if ctx.pair else \
            "only under the pair lifting (two views of one value)"
    hal, own = ctx.inputs
    d = ctx.node.dim.dim
    if hal.rel.kind != halo_kind or hal.rel.dim != d or own.rel.kind != "contiguous_shard" \
            or own.rel.dim != d or hal.sm != own.sm:
        return f"needs ({halo_kind}, contiguous_shard) of one SM value, both on the concat dim {d}"
    c, h = hal.rel.chunk, hal.rel.halo
    s = own.local_shape
    if s[d] != c or hal.local_shape != s[:d] + (h,) + s[d + 1:]:
        return "own shard length differs from the halo's chunk"
    if not _ext_len_ok(c, h, ctx.dims.axes):
        return "the extended length does not render as c + h"
    return hal, own, d, c, h, s


def _concat(dim0: bool, pair: bool = False):
    """[halo; own] on the sequence dim: the extended key range. `pair`: the
    two inputs' views of the SM value are two values equal on the level-above
    shape (multi-axis lifting, RulesHaloMesh.v *_pair; needs h <= c)."""
    def match(ctx: MatchCtx):
        got = _halo_own(ctx, pair, "halo_recv")
        if isinstance(got, str):
            return got
        hal, own, d, c, h, s = got
        why = _seq_dim_ok(d, dim0)
        if why:
            return why
        tensors = (("in", 0),) + ((("in", 1),) if pair else ()) + (("fam", 0), ("fam", 1))
        if not pair:
            if dim0:
                args = ("_", ("nat", ctx.P), ("nat", c), ("nat", h), ("shape", s[1:])) + tensors
            else:
                args = ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", h), ("shape", s), ("raw", "isT"),
                        ("raw", "erefl")) + tensors
            return found(_halo_rel("halo_ext", ctx, c, h, d), args)
        # the level-above length w of the views' equality, as the level above renders it; w = P * c by ring
        w = own.sm_shape[d]
        if w != ctx.P * c:
            return "the own shard's level-above length is not P * c"
        ew = ("eq", (w, (ctx.P, c)))
        if dim0:
            args = ("_", ("nat", ctx.P), ("nat", c), ("nat", h), ("nat", w), ("shape", s[1:]), ew) + tensors
        else:
            args = ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", h), ("nat", w), ("shape", s),
                    ("raw", "isT"), ("raw", "erefl"), ew) + tensors
        hc = constraint_premise(ctx, h, c)
        if hc is None:
            return f"needs the plan constraint {h} <= {c} (the halo is the tail of one shard)"
        return found(_halo_rel("halo_ext", ctx, c, h, d), args, (hc,))
    return match


def _sm_len(ctx: MatchCtx, whole: Poly, c: Poly) -> Optional[str]:
    """The SM length is P * c (the rules take N and N = P * c, proved by
    ring, whatever the rendering)."""
    if whole != ctx.P * c:
        return "SM length is not P * c"
    return None


def _mask_positions(ctx: MatchCtx, key_kind: str):
    """(query positions, key positions, c, h, window, SM length N) of a
    sliding-window mask of window h + 1 over the rank's query positions (its
    contiguous chunk of length c) and its extended key positions
    (`key_kind`), both views of one SM length N = P * c (by ring); or why not."""
    qp, kp = ctx.inputs
    if qp.rel.kind != "contiguous_shard" or qp.rel.dim != 0 or kp.rel.kind != key_kind:
        return f"needs (contiguous_shard(0), {key_kind}) positions"
    c, h = kp.rel.chunk, kp.rel.halo
    if qp.local_shape != (c,):
        return "query positions are not the rank's chunk"
    W = ctx.dims.poly(ctx.node.window.window)
    if W != h + Poly.const(1):
        return f"window {W} is not halo + 1"
    N = qp.sm_shape[0]
    why = _sm_len(ctx, N, c)
    if why or qp.sm_shape != kp.sm_shape:
        return why or "query and key positions differ in SM length"
    return qp, kp, c, h, W, N


def _mask(ctx: MatchCtx):
    """sliding-window mask from the rank's query positions (contiguous) and
    its extended key positions (halo_ext), window h + 1."""
    got = _mask_positions(ctx, "halo_ext")
    if isinstance(got, str):
        return got
    qp, kp, c, h, W, N = got
    iota = tuple(Premise("iota", "pos_iota", (("nat", N), ("in", j)), input=j, module=MODULE) for j in (0, 1))
    lens = (("nat", N), ("nat", W), ("raw", "(leqnn _)"), ("eq", (N, (ctx.P, c))))
    return found(_halo_rel("halo_mask", ctx, c, h),
                 (("nat", ctx.P), ("nat", c), ("nat", h)) + lens + (("in", 0), ("in", 1), ("fam", 0), ("fam", 1)),
                 iota)


# ------------------------------------------------------------------ attention

def _attn_inputs(ctx: MatchCtx, backward: bool, rank4: bool, open_: bool = False):
    """q (and dout) contiguous_shard on the sequence dim (0 in rank 2, 2 in
    rank 4 [B, heads, N, D]), k/v halo_ext on it, mask halo_mask, one
    (c, h); returns (c, h, dims, premises) or a reason, dims the lemma's
    (B, Hq, Hkv, g,) Dh, Dv and (rank 4) the GQA equation Hq = g * Hkv."""
    ins = ctx.inputs
    q, k, v, m = ins[:4]
    rank, sd = (4, 2) if rank4 else (2, 0)
    lay = (q,) + ((ins[4],) if backward else ())
    if any(len(f.local_shape) != rank for f in lay + (k, v)):
        return f"rank-{rank} q, k, v only"
    if any(f.rel.kind != "contiguous_shard" or f.rel.dim != sd for f in lay):
        return "q" + (", dout" if backward else "") + f" must be contiguous_shard({sd})"
    ext, mask = ("halo_ext_open", "halo_mask_open") if open_ else ("halo_ext", "halo_mask")
    if k.rel.kind != ext or v.rel.kind != ext or m.rel.kind != mask or k.rel.dim != sd or v.rel.dim != sd:
        return f"needs k, v {ext}({sd}) and the mask {mask}"
    c, h = k.rel.chunk, k.rel.halo
    if any((f.rel.chunk, f.rel.halo) != (c, h) for f in (v, m)):
        return "k, v and the mask disagree on chunk / halo"
    if q.local_shape[sd] != c:
        return "queries are not the rank's chunk"
    why = _sm_len(ctx, q.sm_shape[sd], c)
    if why:
        return why
    lead, Dh, Dv = q.local_shape[:sd], q.local_shape[-1], v.local_shape[-1]
    hq = q.local_shape[1] if rank4 else None
    hkv = k.local_shape[1] if rank4 else None
    kv_lead = (lead[0], hkv) if rank4 else ()
    if k.local_shape != kv_lead + (c + h, Dh) or v.local_shape != kv_lead + (c + h, Dv) \
            or m.local_shape != (c, c + h):
        return "shapes do not fit attention over the extended range"
    if backward and ins[4].local_shape != lead + (c, Dv):
        return "dout shape is not [.., local queries, Dv]"
    dims: tuple = (("nat", Dh), ("nat", Dv))
    eq: tuple = ()
    if rank4:
        g = gqa(q, k, hq, hkv)
        if isinstance(g, str):
            return g
        dims = (("nat", lead[0]), ("nat", hq), ("nat", hkv), ("nat", g)) + dims
        eq = (("eq", (hq, (g, hkv))),)
    if open_:  # rank 0's halo keys are the fill's, masked for every P: h <= c only
        hc = constraint_premise(ctx, h, c)
        if hc is None:
            return f"needs the plan constraint {h} <= {c} (the halo is the tail of one shard)"
        sides = (hc,)
    else:
        sides = _side_conditions(ctx, c, h)
    if isinstance(sides, str):
        return sides
    eq += (("eq", (q.sm_shape[sd], (ctx.P, c))),)  # the SM length N, N = P * c by ring
    return c, h, (lead, hkv, Dh, Dv), dims, eq, sides, q.sm_shape[sd]


def _attention(out: int, rank4: bool, open_: bool = False):
    """out -1: sdpa (contiguous shard); 0: sdpa_backward's dq (contiguous
    shard); 1 / 2: its dk / dv over the extended range (halo_grad); `open_`:
    the open-extended range (rank 4), whose keys' fills the lemma takes.
    The rules take the SM length N and N = P * c by ring."""
    backward = out >= 0

    def match(ctx: MatchCtx):
        got = _attn_inputs(ctx, backward, rank4, open_)
        if isinstance(got, str):
            return got
        c, h, (lead, hkv, Dh, Dv), dims, eq, sides, N = got
        sd = len(lead)
        kv_lead = (lead[0], hkv) if rank4 else ()
        want = {-1: lead + (c, Dv), 0: lead + (c, Dh), 1: kv_lead + (c + h, Dh), 2: kv_lead + (c + h, Dv)}[out]
        if ctx.out_local != want:
            return f"output shape is not {[str(x) for x in want]}"
        n = 5 if backward else 4
        k, v = ctx.inputs[1:3]
        fills = (("fill", k.rel.fill), ("fill", v.rel.fill)) if open_ else ()
        tensors = tuple(("in", j) for j in range(n)) + tuple(("fam", j) for j in range(n))
        out_rel = _halo_rel("halo_grad", ctx, c, h, sd) if out in (1, 2) else rel("contiguous_shard", ctx.axis, sd)
        return found(out_rel, ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", h), ("nat", N)) + dims + ("_",)
                     + fills + tensors + eq, sides)
    return match


@on_axis_group
def _halo_reduce(ctx: MatchCtx):
    """overlap-add of halo_grad over the axis group: the contiguous shard."""
    (X,) = ctx.inputs
    col = ctx.node.collective
    if X.rel.kind != "halo_grad" or col.dim != X.rel.dim:
        return "needs a halo_grad input reduced along its dim"
    c, h = X.rel.chunk, X.rel.halo
    if ctx.dims.poly(col.halo) != h or ctx.out_local[col.dim] != c:
        return f"halo {ctx.dims.poly(col.halo)} / output rows differ from the relation's (halo {h}, chunk {c})"
    hc = constraint_premise(ctx, h, c)
    if hc is None:
        return f"needs the plan constraint {h} <= {c}"
    return found(rel("contiguous_shard", ctx.axis, col.dim),
                 ("R", ("nat", ctx.P), ("raw", str(col.dim)), ("nat", c), ("nat", h), ("shape", ctx.out_local),
                  ("raw", "isT"), ("raw", "erefl"), ("in", 0), ("fam", 0)), (hc,))


# ------------------------------------------------------------------ the open shift

@on_axis_group
def _shift_open(ctx: MatchCtx):
    """the open shift by +1 of the tails on dim d: the previous rank's tail,
    rank 0 the fill (RulesHaloOpen.v rule_halo_shift_open)."""
    (X,) = ctx.inputs
    col = ctx.node.collective
    if not col.open:
        return "a cyclic shift (the halo_shift rules take it)"
    if X.rel.kind != "halo_tail" or col.offset != 1:
        return "needs a halo_tail input shifted by offset 1"
    f = Fill(ctx.dims.poly(col.fill), X.kind == P.VALUE_INDEX)
    d, c, h = X.rel.dim, X.rel.chunk, X.rel.halo
    return found(_halo_rel("halo_recv_open", ctx, c, h, d, f),
                 ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", h), ("fill", f),
                  ("shape", X.local_shape), ("in", 0), ("fam", 0)))


def _concat_open(pair: bool):
    """[halo; own] on the sequence dim d after the open shift: the extended
    key range, rank 0's halo slots the fill. `pair`: two views of one SM
    value equal on the level-above shape (multi-axis lifting)."""
    def match(ctx: MatchCtx):
        got = _halo_own(ctx, pair, "halo_recv_open")
        if isinstance(got, str):
            return got
        hal, own, d, c, h, s = got
        f = hal.rel.fill
        hc = constraint_premise(ctx, h, c)
        if hc is None:
            return f"needs the plan constraint {h} <= {c} (the halo is the tail of one shard)"
        head = ("_", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", h))
        lay = (("shape", s), ("raw", "isT"), ("raw", "erefl"))
        if pair:
            # the level-above length w of the views' equality, as the level above renders it; w = P * c by ring
            w = own.sm_shape[d]
            if w != ctx.P * c:
                return "the own shard's level-above length is not P * c"
            args = head + (("nat", w), ("fill", f)) + lay + (("eq", (w, (ctx.P, c))), ("in", 0), ("in", 1),
                                                            ("fam", 0), ("fam", 1))
        else:
            args = head + (("fill", f),) + lay + (("in", 0), ("fam", 0), ("fam", 1))
        return found(_halo_rel("halo_ext_open", ctx, c, h, d, f), args, (hc,))
    return match


def _mask_open(ctx: MatchCtx):
    """sliding-window mask (window h + 1) from the rank's query positions and
    its open-extended key positions, whose fill is the SM length N: rank 0's
    halo slots are masked (RulesHaloOpen.v rule_halo_mask_open)."""
    got = _mask_positions(ctx, "halo_ext_open")
    if isinstance(got, str):
        return got
    qp, kp, c, h, W, N = got
    f = kp.rel.fill
    if not f.index or f.value != N:
        return f"the key positions' fill {f.value} is not the SM length {N} (masked only if >= N)"
    iota = tuple(Premise("iota", "pos_iota", (("nat", N), ("in", j)), input=j, module=MODULE) for j in (0, 1))
    return found(_halo_rel("halo_mask_open", ctx, c, h),
                 (("nat", ctx.P), ("nat", c), ("nat", h), ("nat", N), ("nat", W), ("fill", f), ("raw", "(leqnn _)"),
                  ("eq", (N, (ctx.P, c))), ("raw", "(leqnn _)"), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)),
                 iota)


_ATTN = ("contiguous_shard(0)", "halo_ext", "halo_ext", "halo_mask")
_ATTN4 = ("contiguous_shard(2)", "halo_ext(2)", "halo_ext(2)", "halo_mask")
_SIDES = ("h <= c", "2 <= P")
_OPEN4 = ("contiguous_shard(2)", "halo_ext_open(2)", "halo_ext_open(2)", "halo_mask_open")
_OPEN_SIDES = ("rank 4", "Hq = g * Hkv (ring)", "SM length N = P * c (ring)", "h <= c")
RULES = (
    Rule("halo_tail_shard", "rule_halo_tail_shard", P.OP_SLICE, ("contiguous_shard(0)",), "halo_tail",
         ("start c - h", "h <= c (plan constraint)"), _tail(True), helper=True),
    Rule("slice_tail_other", "rule_slice_tail_other", P.OP_SLICE, ("contiguous_shard(e)",), "contiguous_shard(e)",
         ("e != d", "start c - h", "h <= c (plan constraint)"), _tail_other),
    Rule("tail_index_replicated", "rule_tail_index_replicated", P.OP_SLICE, ("replicated",), "replicated",
         ("rank-1 positions", "start c - h", "h <= c (plan constraint)"), _tail_index_replicated),
    Rule("concat_index_replicated", "rule_concat_index_replicated", P.OP_CONCAT, ("replicated", "replicated"),
         "replicated", ("rank-1 positions", "length n1 + n2 (ring)"), _concat_index_replicated),
    Rule("halo_shift_tail", "rule_halo_shift_tail", P.OP_SHIFT, ("halo_tail",), "halo_recv",
         ("offset 1 over the axis group",), _shift(True)),
    Rule("halo_concat_ext", "rule_halo_concat_ext", P.OP_CONCAT, ("halo_recv", "contiguous_shard(0)"), "halo_ext",
         ("one SM value", "dim 0"), _concat(True), helper=True),
    Rule("halo_tail_dim", "rule_halo_tail_dim", P.OP_SLICE, ("contiguous_shard(d)",), "halo_tail(d)",
         ("d != 0", "start c - h", "h <= c (plan constraint)"), _tail(False), helper=True),
    Rule("halo_shift_dim", "rule_halo_shift_dim", P.OP_SHIFT, ("halo_tail(d)",), "halo_recv(d)",
         ("d != 0", "offset 1 over the axis group"), _shift(False)),
    Rule("halo_concat_dim", "rule_halo_concat_dim", P.OP_CONCAT, ("halo_recv(d)", "contiguous_shard(d)"),
         "halo_ext(d)", ("d != 0", "one SM value"), _concat(False), helper=True),
    Rule("halo_concat_ext_pair", "rule_halo_concat_ext_pair", P.OP_CONCAT, ("halo_recv", "contiguous_shard(0)"),
         "halo_ext", ("two views of one SM value, equal above", "dim 0", "h <= c (plan constraint)"),
         _concat(True, pair=True), helper=True),
    Rule("halo_concat_dim_pair", "rule_halo_concat_dim_pair", P.OP_CONCAT, ("halo_recv(d)", "contiguous_shard(d)"),
         "halo_ext(d)", ("d != 0", "two views of one SM value, equal above", "h <= c (plan constraint)"),
         _concat(False, pair=True), helper=True),
    Rule("halo_mask_ext", "rule_halo_mask_ext", P.OP_SLIDING_WINDOW_MASK, ("contiguous_shard(0)", "halo_ext"),
         "halo_mask", ("window h + 1", "SM positions = arange from 0", "SM length N = P * c (ring)"), _mask),
    Rule("sdpa_halo_shift", "rule_sdpa_halo_shift", P.OP_SDPA, _ATTN, "contiguous_shard(0)",
         ("rank 2", "SM length N = P * c (ring)") + _SIDES, _attention(-1, False)),
    Rule("sdpa_halo_shift4", "rule_sdpa_halo_shift4", P.OP_SDPA, _ATTN4, "contiguous_shard(2)",
         ("rank 4", "Hq = g * Hkv (ring)", "SM length N = P * c (ring)") + _SIDES, _attention(-1, True)),
) + tuple(
    Rule(f"sdpa_backward_{o}_halo_shift{'4' if r4 else ''}", f"rule_sdpa_backward_{o}_halo_shift{'4' if r4 else ''}",
         P.OP_SDPA_BACKWARD, (_ATTN4 if r4 else _ATTN) + ((_ATTN4 if r4 else _ATTN)[0],),
         ("contiguous_shard" if i == 0 else "halo_grad") + ("(2)" if r4 else "(0)"),
         (("rank 4", "Hq = g * Hkv (ring)") if r4 else ("rank 2",)) + ("SM length N = P * c (ring)",) + _SIDES,
         _attention(i, r4), out_index=i)
    for r4 in (False, True) for i, o in enumerate(("dq", "dk", "dv"))) + (
    Rule("halo_reduce", "rule_halo_reduce", P.OP_HALO_REDUCE, ("halo_grad",), "contiguous_shard",
         ("over the axis group", "same dim and halo", "h <= c (plan constraint)"), _halo_reduce),
    Rule("halo_shift_open", "rule_halo_shift_open", P.OP_SHIFT, ("halo_tail(d)",), "halo_recv_open(d)",
         ("open, offset 1 over the axis group",), _shift_open),
    Rule("halo_concat_open", "rule_halo_concat_open", P.OP_CONCAT, ("halo_recv_open(d)", "contiguous_shard(d)"),
         "halo_ext_open(d)", ("one SM value", "h <= c (plan constraint)"), _concat_open(False), helper=True),
    Rule("halo_concat_open_pair", "rule_halo_concat_open_pair", P.OP_CONCAT,
         ("halo_recv_open(d)", "contiguous_shard(d)"), "halo_ext_open(d)",
         ("two views of one SM value, equal above", "h <= c (plan constraint)"), _concat_open(True), helper=True),
    Rule("halo_mask_open", "rule_halo_mask_open", P.OP_SLIDING_WINDOW_MASK, ("contiguous_shard(0)", "halo_ext_open"),
         "halo_mask_open", ("window h + 1", "SM positions = arange from 0", "key positions' fill = N",
                            "SM length N = P * c (ring)"), _mask_open),
    Rule("sdpa_halo_open4", "rule_sdpa_halo_open4", P.OP_SDPA, _OPEN4, "contiguous_shard(2)",
         _OPEN_SIDES, _attention(-1, True, open_=True)),
) + tuple(
    Rule(f"sdpa_backward_{o}_halo_open4", f"rule_sdpa_backward_{o}_halo_open4", P.OP_SDPA_BACKWARD,
         _OPEN4 + (_OPEN4[0],), ("contiguous_shard" if i == 0 else "halo_grad") + "(2)", _OPEN_SIDES,
         _attention(i, True, open_=True), out_index=i)
    for i, o in enumerate(("dq", "dk", "dv")))
