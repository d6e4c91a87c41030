"""The scaled relation (semantics/RulesScaled.v): PyTorch's data-parallel
gradients on a multi-axis mesh.

Each dp rank differentiates the mean of its own batch shard (the loss
seed's scale 1 / n) where the SM differentiates the global mean (1 / N,
N = dp * n); FSDP averages afterwards (a reduce_scatter with scale 1 / dp
over dp). In between, a PM tensor is related by its levels to dp times its
SM value: `rel_scaled k (rel_nest ..)` (infer.Relation.scaled_by = k).

- `seed`: a scale node whose SM factor is the PM's divided by a mesh axis
  size P: proved by the ordinary rule for the PM's factor on both sides
  (`proof_sm`), then RulesScaled.v scaled_seed (P invertible: the premise
  `nat_nz R P`, a hypothesis of the obligation and the certificate).
- `hom_proof`: a local op whose SM denotation is homogeneous in its scaled
  inputs: its ordinary rule at the scaled SM value, then scaled_map with the
  op's hom_* lemma (or conversion, for layout ops). A collective or a helper
  (SM side the identity) carries the factor unchanged.
- `avg`: the dp reduce_scatter with scale 1 / P of P times a partial sum
  (scale 1) is the plain contiguous shard (nest_reduce_scatter_avg_rep /
  _mid: FSDP), or over a tp shard of the same dim the strided layout
  (nest_reduce_scatter_avg_strided: FSDP2 over TP); the dp all_reduce with scale 1 / P is the replicated value
  (nest_all_reduce_avg: DDP).
"""
from __future__ import annotations

import dataclasses
from typing import Optional, Sequence

from emitter.rules.base import Premise, Rule
from emitter.symbolic import Poly
from proto import plan_pb2
from emitter.relation import Ratio, scale_from_proto

P = plan_pb2
MODULE = "TV.RulesScaled"

# the registry's rules (semantics/rules.textproto); offered only when registered
SEED = Rule("scaled_seed", "rule_scaled_seed", P.OP_SCALE, ("any",), "scaled(P)",
            ("SM factor = PM factor / P", "P invertible in R (nat_nz)"), lambda c: "")
AVG_AXIS = Rule("reduce_scatter_avg_axis", "axis_reduce_scatter_avg", P.OP_REDUCE_SCATTER,
                ("scaled(P) partial_sum(1)",), "contiguous_shard(d)",
                ("one-axis mesh", "scale 1 / P", "nth s d = P * c", "P invertible in R (nat_nz)"), lambda c: "")
AVG_REP = Rule("reduce_scatter_avg_rep", "nest_reduce_scatter_avg_rep", P.OP_REDUCE_SCATTER,
               ("scaled(P) partial_sum(1) over replicated",), "contiguous_shard(d) over replicated",
               ("scale 1 / P", "nth s d = P * c", "P invertible in R (nat_nz)"), lambda c: "")
AVG_MID = Rule("reduce_scatter_avg_mid", "nest_reduce_scatter_avg_mid", P.OP_REDUCE_SCATTER,
               ("scaled(P) partial_sum(1) over a layout of another dim",),
               "contiguous_shard(d) over that layout",
               ("scale 1 / P", "nth s d = P * c", "P invertible in R (nat_nz)"), lambda c: "")
AVG_STRIDED = Rule("reduce_scatter_avg_strided", "nest_reduce_scatter_avg_strided", P.OP_REDUCE_SCATTER,
                   ("scaled(P) partial_sum(1) over contiguous_shard(d) chunk P * c",),
                   "strided_shard(d) over contiguous_shard(d)",
                   ("scale 1 / P", "cg = P * c", "cx = Q * cg", "P invertible in R (nat_nz)"), lambda c: "")
AVG_ALL_REDUCE = Rule("all_reduce_avg", "nest_all_reduce_avg", P.OP_ALL_REDUCE,
                      ("scaled(P) partial_sum(1) over a linear inner relation",), "replicated",
                      ("scale 1 / P", "P invertible in R (nat_nz)"), lambda c: "")
RULES = (SEED, AVG_AXIS, AVG_REP, AVG_MID, AVG_STRIDED, AVG_ALL_REDUCE)


@dataclasses.dataclass(frozen=True)
class ScaledLift:
    """How a step's obligation reaches its scaled conclusion.

    how: "seed" (enters: `proof_sm` is the SM node with the PM's factor, the
    ordinary rule's SM side; `eq` = (N, P, n) the nat equation N = P * n);
    "hom" (a local op: `hom` is the homogeneity proof of the SM op in its
    `positions`, a lemma name or "conv"); "identity" (a collective or a
    helper: the SM side is an input, nothing to prove); "avg" (leaves)."""

    how: str
    factor: Poly
    hom: Optional[str] = None
    positions: tuple = ()
    proof_sm: Optional[P.Node] = None
    eq: Optional[tuple] = None


def nz_premise(p: Poly) -> Premise:
    """`nat_nz R P`: the axis size is invertible in R (an average over P)."""
    return Premise("fn", "nat_nz", ("R", ("nat", p)), module=MODULE)


def _factor(s: P.Scalar, dims):
    k = scale_from_proto(s, dims)
    if isinstance(k, int):
        return Poly.const(k), Poly.const(1)
    if isinstance(k, Ratio):
        return k.num, k.den
    return None


def seed(node: P.Node, sm_node: Optional[P.Node], dims) -> Optional[tuple[Poly, P.Node, tuple]]:
    """(P, the SM node with the PM's factor, (N, P, n)) when the node is a
    scale whose SM factor a / N is the PM's a / n with N = P * n for a mesh
    axis size P; None otherwise (the node is selected as usual)."""
    if node.op != P.OP_SCALE or sm_node is None or not node.scale.HasField("factor") \
            or not sm_node.scale.HasField("factor"):
        return None
    pm, sm = _factor(node.scale.factor, dims), _factor(sm_node.scale.factor, dims)
    if pm is None or sm is None or pm == sm or pm[0] != sm[0]:
        return None
    for a in dims.axes:
        ax = Poly.var("a:" + a)
        if sm[1] == ax * pm[1]:
            proof = P.Node()
            proof.CopyFrom(sm_node)
            proof.scale.factor.CopyFrom(node.scale.factor)
            return ax, proof, (sm[1], ax, pm[1])
    return None


# (op, output) -> (scaled input positions, hom lemma); "conv": by conversion
# (the op reads the tensor at other indices: layout ops)
_HOM = {
    (P.OP_ADD, 0): {(0, 1): "hom_add"},
    (P.OP_SUB, 0): {(0, 1): "hom_sub"},
    (P.OP_MUL, 0): {(0,): "hom_mul_l", (1,): "hom_mul_r"},
    (P.OP_DIV, 0): {(0,): "hom_div_l"},
    (P.OP_REDUCE_MEAN, 0): {(0,): "hom_reduce_mean"},
    (P.OP_NEG, 0): {(0,): "hom_neg"},
    (P.OP_SCALE, 0): {(0,): "hom_scale"},
    (P.OP_MATMUL, 0): {(0,): "hom_matmul_l", (1,): "hom_matmul_r"},
    (P.OP_BATCHED_MATMUL, 0): {(0,): "hom_batched_matmul_l", (1,): "hom_batched_matmul_r"},
    (P.OP_REDUCE_SUM, 0): {(0,): "hom_reduce_sum"},
    (P.OP_CONCAT, 0): {(0, 1): "hom_concat"},
    (P.OP_SCATTER_ADD, 0): {(1,): "hom_scatter_add"},  # plan (idx, src)
    (P.OP_SOFTMAX_BACKWARD, 0): {(1,): "hom_softmax_backward"},  # plan (y, dy)
    (P.OP_SILU_GRAD, 0): {(1,): "hom_silu_grad"},  # plan (x, dy)
    (P.OP_CROSS_ENTROPY_BACKWARD, 0): {(2,): "hom_cross_entropy_backward"},  # (z, labels, dL)
    (P.OP_RMSNORM_BACKWARD, 0): {(2,): "hom_rmsnorm_backward"},  # (x, w, dy)
    (P.OP_SDPA_BACKWARD, 0): {(4,): "hom_sdpa_backward_dq"},  # (q, k, v, mask, dO)
    (P.OP_SDPA_BACKWARD, 1): {(4,): "hom_sdpa_backward_dk"},
    (P.OP_SDPA_BACKWARD, 2): {(4,): "hom_sdpa_backward_dv"},
}
for _op in (P.OP_TRANSPOSE, P.OP_RESHAPE, P.OP_SLICE, P.OP_BROADCAST):
    _HOM[(_op, 0)] = {(0,): "conv"}


def hom_lemma(node: P.Node, out_index: int, positions: Sequence[int], in_shapes) -> Optional[str]:
    """The homogeneity proof of the SM op in the scaled inputs `positions`
    (a RulesScaled.v hom_* lemma or "conv"), None when the op is not
    homogeneous there (or no lemma says so)."""
    positions = tuple(positions)
    if node.op == P.OP_SPLIT:
        return "conv" if positions == (0,) else None
    if node.op == P.OP_RMSNORM_BACKWARD and out_index == 1 and positions == (2,):
        return {2: "hom_rmsnorm_backward_w", 3: "hom_rmsnorm_backward_w3"}.get(len(in_shapes[0]))
    if node.op == P.OP_EMBEDDING_BACKWARD and positions == (0,):  # plan (dy, ids)
        return {1: "hom_embedding_backward_off", 2: "hom_embedding_backward_off2"}.get(len(in_shapes[1]))
    return _HOM.get((node.op, out_index), {}).get(positions)


def resp_term(kind: str) -> Optional[str]:
    """RulesScaled.v resp_*: the outer level's relation reads the SM value
    only through its entries."""
    if kind == "replicated":
        return "(@resp_replicated _ _ _)"
    if kind in ("contiguous_shard", "zigzag", "expert_partition", "strided_shard"):
        return "(@resp_reindex _ _ _ _ _)"
    if kind == "partial_sum":
        return "(@resp_partial_sum _ _ _ _)"
    return None


# inner relations that commute with sums (Mesh.v lin_*)
LINEAR = ("replicated", "contiguous_shard", "expert_partition", "zigzag", "partial_sum")


def avg_why(node: P.Node, X, out_local: Sequence[Poly], a: int, n: int, dims) -> tuple[Optional[str], Optional[Rule]]:
    """(why not, rule) for a reduce_scatter along mesh level a of a scaled
    input X (relation.Fact): the rule that applies, else why none does."""
    lv = X.rel.levels[a]
    c = node.collective
    P_ = Poly.var("a:" + lv.axis)
    if a != 0 or (n > 2 and node.op == P.OP_REDUCE_SCATTER):
        return "the collective must run along the outer axis (of a mesh of one or two axes, for a reduce_scatter)", None
    if X.rel.scaled_by != P_:
        return f"the input is scaled by {X.rel.scaled_by}, not by the collective's axis size {P_}", None
    k = scale_from_proto(c.scale, dims) if c.HasField("scale") else 1
    if not (isinstance(k, Ratio) and k.num == Poly.const(1) and k.den == P_):
        return f"the collective's scale {k} is not 1 / {lv.axis}", None
    if lv.kind != "partial_sum" or lv.scale != 1:
        return f"needs partial_sum (scale 1) on {lv.axis!r}, got {lv.describe()}", None
    if node.op == P.OP_ALL_REDUCE:
        if tuple(out_local) != tuple(X.local_shape):
            return "output shape differs from the input's", None
        if any(r.kind not in LINEAR for r in X.rel.levels[1:]):
            return "an inner relation has no linearity lemma (Mesh.v lin_*)", None
        return None, AVG_ALL_REDUCE
    d = c.dim
    if n == 1:
        (so,) = X.rel.shapes
        if not (0 <= d < len(so)) or len(out_local) != len(so) or \
                any(out_local[i] != so[i] for i in range(len(so)) if i != d) or so[d] != P_ * out_local[d]:
            return "output shape is not the input's with dim d divided by the axis size", None
        return None, AVG_AXIS
    inner = X.rel.levels[1]
    local, so = X.rel.shapes[1], X.rel.shapes[0]
    if not (0 <= d < len(local)) or len(out_local) != len(local) or \
            any(out_local[i] != local[i] for i in range(len(local)) if i != d) or local[d] != P_ * out_local[d]:
        return "output shape is not the input's with dim d divided by the axis size", None
    if inner.kind == "replicated":
        return None, AVG_REP
    if inner.kind == "contiguous_shard" and inner.dim != d and so[d] == local[d]:
        return None, AVG_MID
    # expert_partition is the same rel_reindex as contiguous_shard (Relations.v): a vocab-parallel
    # embedding's weight gradient, each tp rank's rows
    if inner.kind in ("contiguous_shard", "expert_partition") and inner.dim == d and \
            so[d] == Poly.var("a:" + inner.axis) * local[d]:
        return None, AVG_STRIDED
    return (f"the inner level {inner.describe()} is neither replicated nor a contiguous shard (of another dim, "
            f"or of dim {d} with the whole dim the inner axis size times the local one)"), None
