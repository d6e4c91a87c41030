"""Leaving the zigzag layout for every cp on (dp, cp, tp) (semantics/
RulesZigzagScatter.v; planner/cross.py, parallel.zigzag_shuffle = "gather"):
the zigzag positions are broadcast to the tp-gathered stream's shape
[B; 2c; d] (an index helper: rel_zz_pos on cp, each slot's global position),
each rank scatters its tokens to those positions in a length-N buffer (a
partial sum of the SM stream over cp, each token on exactly one rank), and
a reduce-scatter over cp gives the contiguous shard.

Both steps are whole-mesh lemmas (nest_broadcast_zz_pos,
nest_scatter_add_zz): the index helper's relation to the SM positions and
the scatter's two inputs of different SM values fit no per-level lifting
of RulesMeshView.v. `broadcast_zz_pos` / `scatter_add_zz` check a node
against them (a reason string when it does not fit); emitter.infer builds
the application."""
from __future__ import annotations

import dataclasses
from typing import Union

from emitter.rules.base import Premise, Rule, rel
from emitter.symbolic import Poly
from proto import plan_pb2

P = plan_pb2
MODULE = "TV.RulesZigzagScatter"
_WHOLE = "a whole-mesh rule (emitter.infer._select_zz_scatter), not a per-level one"

BROADCAST = Rule("broadcast_zz_pos", "nest_broadcast_zz_pos", P.OP_BROADCAST, ("zigzag(0)",), "zz_pos(1)",
                 ("(dp, cp, tp): dp replicated (pos_iota down it), cp zigzag, tp replicated",
                  "SM positions = arange from 0 (pos_iota)", "[2c] broadcast to [s0; 2c; s2]"),
                 lambda c: _WHOLE, helper=True)
SCATTER = Rule("scatter_add_zz", "nest_scatter_add_zz", P.OP_SCATTER_ADD, ("zz_pos(1)", "zigzag(1)"),
               "partial_sum(1)", ("(dp, cp, tp): cp the zigzag axis, tp replicated", "buffer length N = 2 * P * c"),
               lambda c: _WHOLE, helper=True)
RULES = (BROADCAST, SCATTER)


@dataclasses.dataclass(frozen=True)
class Fit:
    levels: tuple     # the output's per-level relations (relation.Level)
    shapes: tuple     # the output's per-level shapes
    args: tuple       # (c, n, N): the zigzag chunk, the local length 2c, the SM length 2Pc
    premises: tuple = ()


def _kinds(f) -> tuple:
    return tuple(r.kind for r in f.rel.levels)


def broadcast_zz_pos(node: P.Node, ins, out_local, axes) -> Union[Fit, str]:
    """The zigzag positions [2c] (dp: replicated, cp: zigzag(0), tp:
    replicated) broadcast to [s0; 2c; s2]."""
    if node.op != P.OP_BROADCAST or node.helper != P.HELPER_INDEX or len(ins) != 1 or len(axes) != 3:
        return "needs an index helper broadcast of one input on a three-axis mesh"
    (X,) = ins
    if _kinds(X) != ("replicated", "zigzag", "replicated") or X.rel.levels[1].dim != 0 or len(X.local_shape) != 1:
        return f"needs 1-D positions laid out [replicated, zigzag(0), replicated] (got {X.rel.describe()})"
    n = X.local_shape[0]
    c = n.halved()
    if c is None:
        return f"the positions' length {n} is not syntactically 2 * c"
    if list(node.broadcast.dims) != [1] or len(out_local) != 3 or out_local[1] != n:
        return "needs the positions broadcast to dim 1 of a rank-3 shape"
    (N,) = X.rel.shapes[0]
    Pc = Poly.var("a:" + axes[1])
    if N != Poly.const(2) * Pc * c:
        return f"the SM positions' length {N} is not 2 * {axes[1]} * {c}"
    levels = (X.rel.levels[0], dataclasses.replace(rel("zz_pos", axes[1], 1), chunk=c), rel("replicated", axes[2]))
    iota = Premise("iota", "pos_iota", (("nat", N), ("in", 0)), input=0, module="TV.RulesHaloShift")
    return Fit(levels, (X.rel.shapes[0], tuple(out_local), tuple(out_local)), (c, n, N), (iota,))


def scatter_add_zz(node: P.Node, ins, out_local, axes) -> Union[Fit, str]:
    """Rank r's zigzag tokens [s0; 2c; s2] scattered along dim 1 to their
    global positions in a length-N buffer."""
    if node.op != P.OP_SCATTER_ADD or len(ins) != 2 or len(axes) != 3:
        return "needs a scatter_add on a three-axis mesh"
    I, S = ins
    if _kinds(I)[1:] != ("zz_pos", "replicated") or I.rel.levels[1].dim != 1:
        return f"needs the index laid out [*, zz_pos(1), replicated] (got {I.rel.describe()})"
    if _kinds(S)[1:] != ("zigzag", "replicated") or S.rel.levels[1].dim != 1:
        return f"needs the source laid out [*, zigzag(1), replicated] (got {S.rel.describe()})"
    if node.dim.dim != 1 or tuple(I.local_shape) != tuple(S.local_shape) or len(S.local_shape) != 3:
        return "needs index and source of one rank-3 shape, scattered along dim 1"
    c = I.rel.levels[1].chunk
    n = S.local_shape[1]
    if n.halved() != c:
        return f"the source's zigzag length {n} is not 2 * {c}"
    N = out_local[1]
    Pc = Poly.var("a:" + axes[1])
    if N != Poly.const(2) * Pc * c or len(out_local) != 3 or (out_local[0], out_local[2]) != \
            (S.local_shape[0], S.local_shape[2]):
        return f"the buffer's length {N} is not 2 * {axes[1]} * {c} (or another dim differs from the source's)"
    if S.rel.shapes[0] != tuple(out_local):
        return "the source's outer view is not of the buffer's shape"
    levels = (S.rel.levels[0], rel("partial_sum", axes[1]), rel("replicated", axes[2]))
    return Fit(levels, (S.rel.shapes[0], tuple(out_local), tuple(out_local)), (c, n, N))
