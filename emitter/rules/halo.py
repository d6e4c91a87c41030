"""Sliding-window attention under contiguous CP with the halo exchanged by a
cyclic shift (semantics/RulesHaloShift.v): every rank slices the tail (last
h rows) of its K/V shard and of its global query positions, shifts it by +1
(OP_SHIFT: member r receives member r - 1 mod P's tail), concatenates
[halo; own] (c + h key slots), builds the sliding-window mask from its
query positions and extended key positions, and runs sdpa / sdpa_backward's
dQ over the extended range. Relation kinds (infer.HALO_KINDS): halo_tail,
halo_recv, halo_ext (reindexes of the SM value on dim 0) and halo_mask.

Backward (semantics/RulesHaloBackward.v): sdpa_backward's dK / dV over the
extended range are related to the SM dK / dV by halo_grad (the rank's own
slots plus the next rank's halo slots; rank 0's halo slots are 0), and the
one collective OP_HALO_REDUCE (overlap-add: member r adds member r + 1 mod
P's halo rows to its last h rows) turns them into the contiguous shard.

Side conditions are the plan's constraints (`h <= c`, `2 <= P` or
`1 < P`), passed as premises the certificate discharges with its constraint
hypotheses, and the SM positions being the arange from 0 (premise
`pos_iota`, proved from the SM producer)."""
from __future__ import annotations

import dataclasses
from typing import Optional, Union

from emitter.rules.base import MatchCtx, Premise, Rule, found, group_ok, rel, times_syntactic
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2
MODULE = "TV.RulesHaloShift"
BACKWARD = "TV.RulesHaloBackward"


def _halo_rel(kind: str, ctx: MatchCtx, c: Poly, h: Poly):
    return dataclasses.replace(rel(kind, ctx.axis, None if kind == "halo_mask" else 0), chunk=c, halo=h)


def _constraint(ctx: MatchCtx, lhs: Poly, rhs: Poly) -> Optional[Premise]:
    """`lhs <= rhs` as a premise discharged by the plan constraint stating
    exactly it (as `lhs <= rhs`, or `lhs - 1 < rhs`); None when the plan
    has no such constraint."""
    for i, (diff, cmp) in enumerate(ctx.dims.hypotheses):
        if (cmp == "LE" and diff == lhs - rhs) or (cmp == "LT" and diff == lhs - Poly.const(1) - rhs):
            return Premise("dim", "leq", (("nat", lhs), ("nat", rhs)), input=i)
    return None


def _side_conditions(ctx: MatchCtx, c: Poly, h: Poly) -> Union[tuple, str]:
    """The premises h <= c and 1 < P, or why they are missing."""
    hc = _constraint(ctx, h, c)
    p2 = _constraint(ctx, Poly.const(2), ctx.P)
    if hc is None:
        return f"needs the plan constraint {h} <= {c} (the halo is the tail of one shard)"
    if p2 is None:
        return f"needs the plan constraint 2 <= {ctx.P} (rank 0's halo keys belong to another rank)"
    return hc, p2


def _ext_len_ok(c: Poly, h: Poly) -> bool:
    """The extended length renders as `c + h` (the lemmas' form)."""
    from emitter import coq_render as C
    names = C.Names(canonical=False)
    return C.nat(c + h, names) == f"{C.nat(c, names, atom=True)} + {C.nat(h, names, atom=True)}"


# ------------------------------------------------------------------ layouts

def _tail(ctx: MatchCtx):
    """slice [c - h, c) of a contiguous shard on dim 0: the rank's tail."""
    (X,) = ctx.inputs
    if X.rel.kind != "contiguous_shard" or X.rel.dim != 0 or ctx.node.slice.dim != 0:
        return "needs a contiguous_shard(0) input sliced on dim 0"
    c, h = X.local_shape[0], ctx.out_local[0]
    if ctx.dims.poly(ctx.node.slice.start) != c - h:
        return "slice start is not (local length) - (slice length)"
    if ctx.out_local[1:] != X.local_shape[1:]:
        return "slice changes another dim"
    hc = _constraint(ctx, h, c)
    if hc is None:
        return f"needs the plan constraint {h} <= {c}"
    return found(_halo_rel("halo_tail", ctx, c, h),
                 ("_", ("nat", ctx.P), ("nat", c), ("nat", h), ("shape", X.local_shape[1:]), ("in", 0), ("fam", 0)),
                 (hc,))


def _shift(ctx: MatchCtx):
    """shift by +1 of the tails: the previous rank's tail (rank 0: rank P-1's)."""
    (X,) = ctx.inputs
    why = group_ok(ctx)
    if why:
        return why
    if X.rel.kind != "halo_tail" or ctx.node.collective.offset != 1:
        return "needs a halo_tail input shifted by offset 1"
    return found(_halo_rel("halo_recv", ctx, X.rel.chunk, X.rel.halo),
                 ("_", ("nat", ctx.P), ("nat", X.rel.chunk), ("nat", X.rel.halo), ("shape", X.local_shape),
                  ("in", 0), ("fam", 0)))


def _concat(ctx: MatchCtx):
    """[halo; own] on dim 0: the extended key range."""
    hal, own = ctx.inputs
    if ctx.node.dim.dim != 0 or hal.rel.kind != "halo_recv" or own.rel.kind != "contiguous_shard" \
            or own.rel.dim != 0 or hal.sm != own.sm:
        return "needs (halo_recv, contiguous_shard(0)) of one SM value, concatenated on dim 0"
    c, h = hal.rel.chunk, hal.rel.halo
    if own.local_shape[0] != c or hal.local_shape[1:] != own.local_shape[1:]:
        return "own shard length differs from the halo's chunk"
    if not _ext_len_ok(c, h):
        return "the extended length does not render as c + h"
    return found(_halo_rel("halo_ext", ctx, c, h),
                 ("_", ("nat", ctx.P), ("nat", c), ("nat", h), ("shape", own.local_shape[1:]), ("in", 0),
                  ("fam", 0), ("fam", 1)))


def _mask(ctx: MatchCtx):
    """sliding-window mask from the rank's query positions (contiguous) and
    its extended key positions (halo_ext), window h + 1."""
    qp, kp = ctx.inputs
    if qp.rel.kind != "contiguous_shard" or qp.rel.dim != 0 or kp.rel.kind != "halo_ext":
        return "needs (contiguous_shard(0), halo_ext) positions"
    c, h = kp.rel.chunk, kp.rel.halo
    if qp.local_shape != (c,):
        return "query positions are not the rank's chunk"
    W = ctx.dims.poly(ctx.node.window.window)
    if W != h + Poly.const(1):
        return f"window {W} is not halo + 1"
    N = ctx.P * c
    if not (times_syntactic(ctx, qp.sm_shape[0], c) and qp.sm_shape == kp.sm_shape):
        return "SM positions are not P * c long"
    iota = tuple(Premise("iota", "pos_iota", (("nat", N), ("in", j)), input=j, module=MODULE) for j in (0, 1))
    return found(_halo_rel("halo_mask", ctx, c, h),
                 (("nat", ctx.P), ("nat", c), ("nat", h), ("nat", W), ("raw", "(leqnn _)"), ("in", 0), ("in", 1),
                  ("fam", 0), ("fam", 1)), iota)


# ------------------------------------------------------------------ attention

def _attn_inputs(ctx: MatchCtx, backward: bool):
    """q (and dout) contiguous_shard(0), k/v halo_ext, mask halo_mask, one
    (c, h); returns (c, h, Dh, Dv, premises) or a reason."""
    ins = ctx.inputs
    q, k, v, m = ins[:4]
    if any(len(f.local_shape) != 2 for f in ins[:3]):
        return "rank-2 q, k, v only (no heads)"
    lay = (q,) + ((ins[4],) if backward else ())
    if any(f.rel.kind != "contiguous_shard" or f.rel.dim != 0 for f in lay):
        return "q" + (", dout" if backward else "") + " must be contiguous_shard(0)"
    if k.rel.kind != "halo_ext" or v.rel.kind != "halo_ext" or m.rel.kind != "halo_mask":
        return "needs k, v halo_ext and the mask halo_mask"
    c, h = k.rel.chunk, k.rel.halo
    if any((f.rel.chunk, f.rel.halo) != (c, h) for f in (v, m)):
        return "k, v and the mask disagree on chunk / halo"
    if q.local_shape[0] != c or not times_syntactic(ctx, q.sm_shape[0], c):
        return "queries are not the rank's chunk of P * c"
    Dh, Dv = q.local_shape[1], v.local_shape[1]
    if k.local_shape != (c + h, Dh) or v.local_shape[0] != c + h or m.local_shape != (c, c + h):
        return "shapes do not fit attention over the extended range"
    if backward and ins[4].local_shape != (c, Dv):
        return "dout shape is not [local queries, Dv]"
    sides = _side_conditions(ctx, c, h)
    if isinstance(sides, str):
        return sides
    return c, h, Dh, Dv, sides


def _sdpa(ctx: MatchCtx):
    got = _attn_inputs(ctx, backward=False)
    if isinstance(got, str):
        return got
    c, h, Dh, Dv, sides = got
    if ctx.out_local != (c, Dv):
        return "output shape is not [local queries, Dv]"
    tensors = tuple(("in", j) for j in range(4)) + tuple(("fam", j) for j in range(4))
    return found(rel("contiguous_shard", ctx.axis, 0),
                 ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", h), ("nat", Dh), ("nat", Dv), "_")
                 + tensors, sides)


def _sdpa_backward_dq(ctx: MatchCtx):
    got = _attn_inputs(ctx, backward=True)
    if isinstance(got, str):
        return got
    c, h, Dh, Dv, sides = got
    if ctx.out_local != (c, Dh):
        return "output shape is not [local queries, Dh]"
    tensors = tuple(("in", j) for j in range(5)) + tuple(("fam", j) for j in range(5))
    return found(rel("contiguous_shard", ctx.axis, 0),
                 ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", h), ("nat", Dh), ("nat", Dv), "_")
                 + tensors, sides)


def _sdpa_backward_kv(out_index: int):
    """dK (output 1) / dV (output 2) over the extended range: halo_grad."""
    def match(ctx: MatchCtx):
        got = _attn_inputs(ctx, backward=True)
        if isinstance(got, str):
            return got
        c, h, Dh, Dv, sides = got
        if ctx.out_local != (c + h, Dh if out_index == 1 else Dv):
            return "output shape is not [extended keys, D]"
        tensors = tuple(("in", j) for j in range(5)) + tuple(("fam", j) for j in range(5))
        return found(_halo_rel("halo_grad", ctx, c, h),
                     ("R", ("fn", "exp"), ("nat", ctx.P), ("nat", c), ("nat", h), ("nat", Dh), ("nat", Dv), "_")
                     + tensors, sides)
    return match


def _halo_reduce(ctx: MatchCtx):
    """overlap-add of halo_grad over the axis group: the contiguous shard."""
    (X,) = ctx.inputs
    why = group_ok(ctx)
    if why:
        return why
    col = ctx.node.collective
    if X.rel.kind != "halo_grad" or col.dim != X.rel.dim:
        return "needs a halo_grad input reduced along its dim"
    c, h = X.rel.chunk, X.rel.halo
    if ctx.dims.poly(col.halo) != h or ctx.out_local[col.dim] != c:
        return f"halo {ctx.dims.poly(col.halo)} / output rows differ from the relation's (halo {h}, chunk {c})"
    hc = _constraint(ctx, h, c)
    if hc is None:
        return f"needs the plan constraint {h} <= {c}"
    return found(rel("contiguous_shard", ctx.axis, col.dim),
                 ("R", ("nat", ctx.P), ("raw", str(col.dim)), ("nat", c), ("nat", h), ("shape", ctx.out_local),
                  ("raw", "isT"), ("raw", "erefl"), ("in", 0), ("fam", 0)), (hc,))


_ATTN = ("contiguous_shard(0)", "halo_ext", "halo_ext", "halo_mask")
RULES = (
    Rule("halo_tail_shard", "rule_halo_tail_shard", P.OP_SLICE, ("contiguous_shard(0)",), "halo_tail",
         ("start c - h", "h <= c (plan constraint)"), _tail, helper=True),
    Rule("halo_shift_tail", "rule_halo_shift_tail", P.OP_SHIFT, ("halo_tail",), "halo_recv",
         ("offset 1 over the axis group",), _shift),
    Rule("halo_concat_ext", "rule_halo_concat_ext", P.OP_CONCAT, ("halo_recv", "contiguous_shard(0)"), "halo_ext",
         ("one SM value", "dim 0"), _concat, helper=True),
    Rule("halo_mask_ext", "rule_halo_mask_ext", P.OP_SLIDING_WINDOW_MASK, ("contiguous_shard(0)", "halo_ext"),
         "halo_mask", ("window h + 1", "SM positions = arange from 0"), _mask),
    Rule("sdpa_halo_shift", "rule_sdpa_halo_shift", P.OP_SDPA, _ATTN, "contiguous_shard(0)",
         ("rank 2", "h <= c", "2 <= P"), _sdpa),
    Rule("sdpa_backward_dq_halo_shift", "rule_sdpa_backward_dq_halo_shift", P.OP_SDPA_BACKWARD,
         _ATTN + ("contiguous_shard(0)",), "contiguous_shard(0)", ("rank 2", "h <= c", "2 <= P"),
         _sdpa_backward_dq, out_index=0),
    Rule("sdpa_backward_dk_halo_shift", "rule_sdpa_backward_dk_halo_shift", P.OP_SDPA_BACKWARD,
         _ATTN + ("contiguous_shard(0)",), "halo_grad", ("rank 2", "h <= c", "2 <= P"), _sdpa_backward_kv(1),
         out_index=1),
    Rule("sdpa_backward_dv_halo_shift", "rule_sdpa_backward_dv_halo_shift", P.OP_SDPA_BACKWARD,
         _ATTN + ("contiguous_shard(0)",), "halo_grad", ("rank 2", "h <= c", "2 <= P"), _sdpa_backward_kv(2),
         out_index=2),
    Rule("halo_reduce", "rule_halo_reduce", P.OP_HALO_REDUCE, ("halo_grad",), "contiguous_shard",
         ("over the axis group", "same dim and halo", "h <= c (plan constraint)"), _halo_reduce),
)
