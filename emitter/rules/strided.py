"""DTensor's `_StridedShard(d, split_factor=q)` on one mesh axis
(semantics/RulesStrided.v): dim d is q equal pieces, each sharded over the
axis; a member holds its chunk c of every piece (GPT-2's fused [q | k | v]
columns, transformers' `packed_colwise` gate_up). The relation is
MeshOuter.v's strided view, `rel_strided_shard P d c`, a rel_reindex by
`strided_map P c`, so the rules stated over any map (pointwise ops,
transposes, reductions along other dims, reshapes) take it through
`base.layout_map`. What is particular to it:

- a column-parallel matmul with B strided on its columns (one with A
  strided on a leading dim is linear.py's matmul_lead, at any map);
- the contraction over a strided dim (both operands strided alike): partial
  sums, every SM position summed once (sum_strided);
- the SM slice or split piece of whole pieces: the members' slice of their
  chunks of them, strided (several pieces) or a contiguous shard (one);
- the concat of whole pieces (the split's backward), each input strided or
  a contiguous shard (one piece).

The lemmas are generic in the map they meet; the matcher supplies the
agreement of that map with the strided one (`erefl`, or RulesStrided.v
contig_strided / strided_contig for one piece)."""
from __future__ import annotations

import dataclasses

from typing import Optional, Union

from emitter.ops import split_piece_offset
from emitter.relation import STRIDED, Level
from emitter.rules.base import ANY_OUTPUT, MatchCtx, Rule, RuleApp, found, matmul_shapes
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2
_SAME = ("raw", "(fun _ _ _ => erefl)")


def _strided(ctx: MatchCtx, dim: int, c: Poly, pieces: int) -> Level:
    return Level(STRIDED, ctx.axis, dim, chunk=c, pieces=pieces)


def whole_pieces(n: Poly, c: Poly) -> Optional[int]:
    """The natural k with n == k * c, else None (k is the ratio of the
    leading coefficients, checked on the whole polynomial)."""
    if n == Poly():
        return 0
    if not c.terms or not n.terms or n.terms[0][0] != c.terms[0][0] or n.terms[0][1] % c.terms[0][1]:
        return None
    k = n.terms[0][1] // c.terms[0][1]
    return k if k > 0 and n == Poly.const(k) * c else None


def _matmul_col(ctx: MatchCtx):
    A, B = ctx.inputs
    if A.rel.kind != "replicated" or B.rel.kind != STRIDED or B.rel.dim != 1 or B.rel.chunk is None:
        return "needs (replicated, strided_shard(1))"
    if len(B.local_shape) != 2 or not A.local_shape:
        return "B must be rank 2"
    got = matmul_shapes(ctx, A, B, True, "B's local columns")
    if isinstance(got, str):
        return got
    s0, k, n = got
    return found(dataclasses.replace(B.rel, dim=len(s0)),
                 ("R", ("nat", ctx.P), ("strided_map", (ctx.P, B.rel.chunk)), ("nat", n), ("nat", k), ("shape", s0),
                  ("in", 0), ("in", 1), ("fam", 0), ("fam", 1)))


def _matmul_row(ctx: MatchCtx):
    A, B = ctx.inputs
    if not A.local_shape or len(B.local_shape) != 2:
        return "B must be rank 2"
    last = len(A.local_shape) - 1
    if A.rel.kind != STRIDED or A.rel.dim != last or B.rel.kind != STRIDED or B.rel.dim != 0:
        return "needs (strided_shard(last), strided_shard(0))"
    if (A.rel.chunk, A.rel.pieces) != (B.rel.chunk, B.rel.pieces) or A.rel.chunk is None:
        return "the operands' strided layouts differ (chunk or pieces)"
    c, q = A.rel.chunk, A.rel.pieces
    L, n = B.local_shape
    K = A.sm_shape[-1]
    if A.local_shape[-1] != L or L != Poly.const(q) * c or K != Poly.const(q) * ctx.P * c:
        return "contraction dims are not q * c (local) and q * P * c (SM)"
    s0 = A.local_shape[:-1]
    if ctx.out_local != s0 + (n,):
        return "output shape is not A's leading dims + B's columns"
    qq = Poly.const(q)
    return found(Level("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", c), ("nat", qq), ("nat", K), ("nat", L), ("nat", n), ("shape", s0),
                  ("in", 0), ("in", 1), ("fam", 0), ("fam", 1),
                  ("eq", (K, (qq, ctx.P, c))), ("eq", (L, (qq, c)))))


def _batched_matmul_row(ctx: MatchCtx):
    """The contraction dim strided alike on both operands of a batched
    matmul (A's last, B's second-last): partial sums
    (rule_batched_matmul_row_strided)."""
    A, B = ctx.inputs
    sa, sb = tuple(A.local_shape), tuple(B.local_shape)
    if len(sa) != len(sb) or len(sa) < 3 or sa[:-2] != sb[:-2] or sa[-1] != sb[-2]:
        return "operands of one rank >= 3 with equal batch dims and contraction dim"
    if A.rel.kind != STRIDED or A.rel.dim != len(sa) - 1 or B.rel.kind != STRIDED or B.rel.dim != len(sb) - 2:
        return "needs (strided_shard(last), strided_shard(second-last))"
    if (A.rel.chunk, A.rel.pieces) != (B.rel.chunk, B.rel.pieces) or A.rel.chunk is None:
        return "the operands' strided layouts differ (chunk or pieces)"
    c, q = A.rel.chunk, A.rel.pieces
    L, K = sa[-1], A.sm_shape[-1]
    qq = Poly.const(q)
    if L != qq * c or K != qq * ctx.P * c:
        return "contraction dims are not q * c (local) and q * P * c (SM)"
    s0, m, n = sa[:-2], sa[-2], sb[-1]
    if tuple(ctx.out_local) != s0 + (m, n):
        return "output shape is not [batch dims; A rows; B columns]"
    return found(Level("partial_sum", ctx.axis, None, 1),
                 ("R", ("nat", ctx.P), ("nat", c), ("nat", qq), ("nat", K), ("nat", L), ("nat", m), ("nat", n),
                  ("shape", s0), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1),
                  ("eq", (K, (qq, ctx.P, c))), ("eq", (L, (qq, c)))))


def _cut(ctx: MatchCtx):
    """(d, local offset, SM offset, length) of a slice or split piece, or why not."""
    node, sm = ctx.node, ctx.sm_node
    (X,) = ctx.inputs
    s = tuple(X.local_shape)
    if node.op == P.OP_SLICE:
        if sm is None or sm.op != P.OP_SLICE or sm.slice.dim != node.slice.dim:
            return "realizes an SM slice along the same dim"
        d = node.slice.dim
        oc, o = ctx.dims.poly(node.slice.start), ctx.dims.poly(sm.slice.start)
    else:
        if sm is None or sm.op != P.OP_SPLIT or sm.dim.dim != node.dim.dim or len(sm.outputs) != len(node.outputs):
            return "realizes an SM split along the same dim into as many pieces"
        d = node.dim.dim
        if not 0 <= d < len(s):
            return "dim out of range"
        oc = split_piece_offset(ctx.out_index, len(node.outputs), s[d], ctx.out_local[d])
        o = split_piece_offset(ctx.out_index, len(node.outputs), X.sm_shape[d], ctx.out_sm[d])
        if oc is None or o is None:
            return "a middle piece (its offset needs the other pieces' lengths)"
    if not 0 <= d < len(s):
        return "dim out of range"
    return d, oc, o, ctx.out_local[d]


def _slice(ctx: MatchCtx) -> Union[RuleApp, str]:
    (X,) = ctx.inputs
    r = X.rel
    if r.kind != STRIDED or r.chunk is None:
        return "needs the input strided_shard"
    got = _cut(ctx)
    if isinstance(got, str):
        return got
    d, oc, o, n = got
    if d != r.dim:
        return "cuts another dim than the strided one (split_reindex_other's)"
    s, c = tuple(X.local_shape), r.chunk
    if tuple(ctx.out_local) != s[:d] + (n,) + s[d + 1:]:
        return "output shape is not the input's with the piece's length"
    k, m_pieces = whole_pieces(oc, c), whole_pieces(n, c)
    if k is None or not m_pieces or k + m_pieces > r.pieces:
        return f"not whole pieces: offset {oc} and length {n} in chunks of {c}"
    if o != Poly.const(k) * ctx.P * c:
        return f"the SM offset {o} is not piece {k}'s"
    rest = s[d] - oc - n
    if m_pieces == 1:  # one piece: the contiguous shard
        out, g, agree = Level("contiguous_shard", ctx.axis, d), ("contig_map", c), ("raw", "(@strided_contig _ _)")
    else:
        out, g, agree = _strided(ctx, d, c, m_pieces), ("strided_map", (ctx.P, c)), _SAME
    kk = Poly.const(k)
    return found(out, ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", kk), ("nat", oc), ("nat", o),
                       ("nat", n), ("nat", rest), g, ("shape", s), ("in", 0), ("fam", 0), ("raw", "isT"),
                       ("eq_sum", (s[d], (oc, n, rest))), ("eq", (oc, (kk, c))), ("eq", (o, (kk, ctx.P, c))), agree))


def _concat(ctx: MatchCtx) -> Union[RuleApp, str]:
    node, sm = ctx.node, ctx.sm_node
    if len(node.inputs) != 2 or sm is None or sm.op != P.OP_CONCAT or sm.dim.dim != node.dim.dim:
        return "realizes an SM concat of two pieces along the same dim"
    X, Y = ctx.inputs
    d, s = node.dim.dim, tuple(ctx.out_local)
    strided = [f.rel for f in (X, Y) if f.rel.kind == STRIDED]
    if not strided and not all(f.rel.kind == "contiguous_shard" for f in (X, Y)):
        return "needs strided_shard or contiguous_shard (one piece) inputs"
    if any(f.rel.kind not in (STRIDED, "contiguous_shard") or f.rel.dim != d for f in (X, Y)):
        return f"needs both inputs laid out on the concat dim {d} (strided, or one piece contiguous)"
    c = strided[0].chunk if strided else X.local_shape[d]
    if c is None or any(r.chunk != c for r in strided):
        return "the inputs' chunks differ"
    n1, n2 = X.local_shape[d], Y.local_shape[d]
    if any(f.rel.kind == "contiguous_shard" and f.local_shape[d] != c for f in (X, Y)):
        return "a contiguous input is not one chunk"
    k, total = whole_pieces(n1, c), whole_pieces(s[d], c)
    if not k or total is None or n1 + n2 != s[d]:
        return "the pieces are not whole chunks"
    o = X.sm_shape[d]
    if o != Poly.const(k) * ctx.P * c:
        return "the SM first piece is not k * P * c"

    def gmap(f):
        if f.rel.kind == STRIDED:
            return ("strided_map", (ctx.P, c)), _SAME
        return ("contig_map", c), ("raw", "(@contig_strided _ _)")

    (gx, ax), (gy, ay) = gmap(X), gmap(Y)
    kk = Poly.const(k)
    return found(_strided(ctx, d, c, total),
                 ("R", ("nat", ctx.P), ("raw", str(d)), ("nat", c), ("nat", kk), ("nat", n1), ("nat", n2), ("nat", o),
                  gx, gy, ("shape", s), ("in", 0), ("in", 1), ("fam", 0), ("fam", 1), ("raw", "isT"),
                  ("eq_sum", (s[d], (n1, n2))), ("eq", (n1, (kk, c))), ("eq", (o, (kk, ctx.P, c))), ax, ay))


_WHOLE = ("whole pieces: local offset k * c, SM offset k * P * c",)

RULES = (
    Rule("matmul_col_strided", "rule_matmul_col_reindex", P.OP_MATMUL, ("replicated", "strided_shard(1)"),
         "strided_shard(last)", ("A's last dim = B's first dim",), _matmul_col),
    Rule("matmul_row_strided", "rule_matmul_row_strided", P.OP_MATMUL, ("strided_shard(last)", "strided_shard(0)"),
         "partial_sum(1)", ("K = q * P * c, L = q * c (ring)",), _matmul_row),
    Rule("batched_matmul_row_strided", "rule_batched_matmul_row_strided", P.OP_BATCHED_MATMUL,
         ("strided_shard(last)", "strided_shard(last-1)"), "partial_sum(1)", ("K = q * P * c, L = q * c (ring)",),
         _batched_matmul_row),
    Rule("slice_strided", "rule_slice_strided", P.OP_SLICE, ("strided_shard(d)",),
         "strided_shard(d) / contiguous_shard(d)", _WHOLE, _slice),
    Rule("split_strided", "rule_slice_strided", P.OP_SPLIT, ("strided_shard(d)",),
         "strided_shard(d) / contiguous_shard(d)", _WHOLE + ("first or last piece",), _slice, out_index=ANY_OUTPUT),
    Rule("concat_strided", "rule_concat_strided", P.OP_CONCAT,
         ("strided_shard(d) / contiguous_shard(d)", "strided_shard(d) / contiguous_shard(d)"), "strided_shard(d)",
         ("whole pieces: n1 = k * c, SM n1 = k * P * c",), _concat),
)
