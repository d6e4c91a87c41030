"""The equivalent-rewrite suite (corpus/specs/rewrites.json): planner plans
edited into plans that compute the same function another way, each beside
a buggy twin that must be refuted.

A proof compiler for unseen plans must not depend on the exact op sequence
its own planner writes. Each rewrite here takes a planner plan and writes
one part of it as a user or another framework might: communication as
other, equal collectives (an all-reduce as reduce-scatter then all-gather,
DDP's bucketed all-reduce), reductions and scalings split, moved or
reassociated, commuted operands (in only one microbatch copy too), masks
and positions built from other ops. Every edit keeps the SM untouched and
the PM's realizes/helper discipline of the Plan IR: a PM node realizes an
SM node of its own op, and what no SM node matches is a layout, accumulate
or index helper. The twin makes the one mistake the rewrite invites (a
scale left at the mean, a bucket split back in the wrong order, a mask
without its diagonal), so a rewrite that proves cannot prove by ignoring
the edited part.

A member names its planner configuration and `rewrite`: NAME (or
NAME_bug for the twin); corpus.build applies it to the planner's plan. The
functions are untrusted like every frontend: the evaluator and coqc judge
the result.
"""
from __future__ import annotations

import dataclasses
import hashlib
import inspect
import re
from typing import Callable, Iterable, Optional

from google.protobuf import text_format

from proto import plan_pb2

P = plan_pb2


class RewriteError(ValueError):
    """A rewrite that does not apply to the plan it was given (a usage error
    of the corpus specification: the plan lacks the node it edits)."""


# ------------------------------------------------------------------ plan editing

_FACTOR = re.compile(r"^(?:(\d+)|#([A-Za-z_]\w*)|@([A-Za-z_]\w*)|([A-Za-z_]\w*))$")


def expr(text: str) -> P.Expr:
    """An Expr from `a*b + c*d`: integers, symbols, `#axis` (the axis size)
    and `@axis` (this rank's coordinate on it); `-` before a term negates it."""
    e = P.Expr()
    for raw in re.split(r"\s*\+\s*", text.strip()):
        sign = -1 if raw.startswith("-") else 1
        coeff, factors = sign, []
        for f in raw.lstrip("-").split("*"):
            m = _FACTOR.match(f.strip())
            if not m:
                raise RewriteError(f"bad factor {f!r} in {text!r}")
            if m.group(1):
                coeff *= int(m.group(1))
            elif m.group(2):
                factors.append(P.Var(axis_size=m.group(2)))
            elif m.group(3):
                factors.append(P.Var(coord=m.group(3)))
            else:
                factors.append(P.Var(symbol=m.group(4)))
        if factors:
            e.terms.add(coeff=coeff, factors=factors)
        else:
            e.constant += coeff
    return e


def scalar(num: str, den: str = "1") -> P.Scalar:
    return P.Scalar(num=expr(num), den=expr(den))


class Edit:
    """A copy of a plan under edit, renamed `<plan>_<suffix>` (plan names
    stay unique across the corpus)."""

    def __init__(self, plan: P.Plan, suffix: str):
        self.plan = P.Plan()
        self.plan.CopyFrom(plan)
        self.plan.name = f"{plan.name}_{suffix}"

    def program(self, name: Optional[str] = None) -> P.Graph:
        progs = [p for p in self.plan.programs if name is None or p.name == name]
        if len(progs) != 1:
            raise RewriteError(f"no single program {name or ''!r} in plan {self.plan.name!r}")
        return progs[0].graph

    def node(self, g: P.Graph, name: str) -> P.Node:
        for n in g.nodes:
            if n.name == name:
                return n
        raise RewriteError(f"plan {self.plan.name!r} has no PM node {name!r}")

    def tensor(self, g: P.Graph, name: str) -> P.TensorDecl:
        for t in g.tensors:
            if t.name == name:
                return t
        raise RewriteError(f"plan {self.plan.name!r} has no PM tensor {name!r}")

    def declare(self, g: P.Graph, name: str, like: str, shape: Optional[Iterable[str]] = None,
                kind: Optional[int] = None) -> None:
        """A new activation tensor with `like`'s kind and dtype, and its
        shape or the given one."""
        src = self.tensor(g, like)
        t = g.tensors.add(name=name, kind=src.kind if kind is None else kind, dtype=src.dtype,
                          role=P.ROLE_ACTIVATION)
        t.shape.extend(src.shape if shape is None else [expr(d) for d in shape])

    def next_seq(self, group: str) -> int:
        """A sequence number no program uses on `group` yet."""
        used = [n.collective.seq for p in self.plan.programs for n in p.graph.nodes
                if n.HasField("collective") and n.collective.group == group]
        return max(used, default=0) + 1

    def drop_tensor(self, g: P.Graph, name: str) -> None:
        """Forget a tensor no node produces or reads any more."""
        self.tensor(g, name)
        kept = [t for t in g.tensors if t.name != name]
        del g.tensors[:]
        g.tensors.extend(kept)

    def remove(self, g: P.Graph, name: str) -> P.Node:
        n = P.Node()
        n.CopyFrom(self.node(g, name))
        kept = [m for m in g.nodes if m.name != name]
        del g.nodes[:]
        g.nodes.extend(kept)
        return n


def node(name: str, op: str, inputs: Iterable[str], outputs: Iterable[str], attrs: str = "",
         realizes: str = "", helper: str = "", microbatch: Optional[int] = None) -> P.Node:
    """A PM node; `attrs` in text format (e.g. `collective { group: "tp" dim: 1 }`)."""
    n = text_format.Parse(attrs, P.Node())
    n.name, n.op = name, P.OpKind.Value(op)
    n.inputs.extend(inputs)
    n.outputs.extend(outputs)
    if realizes:
        n.realizes = realizes
    if helper:
        n.helper = P.HelperKind.Value(helper)
    if microbatch is not None:
        n.microbatch = microbatch
    return n


def _collective(group: str, seq: int, dim: Optional[int] = None, scale: Optional[P.Scalar] = None) -> str:
    c = P.CollectiveAttrs(group=group, seq=seq)
    if dim is not None:
        c.dim = dim
    if scale is not None:
        c.scale.CopyFrom(scale)
    return "collective { " + text_format.MessageToString(c, as_one_line=True) + " }"


def _attr(field: str, msg) -> str:
    return f"{field} {{ " + text_format.MessageToString(msg, as_one_line=True) + " }"


def _place(g: P.Graph, new: list[P.Node]) -> None:
    """Insert `new` right before the first node that reads one of their
    outputs: program order stays a topological order (the evaluator and the
    lowering read programs in order)."""
    names = {n.name for n in new}
    kept = [n for n in g.nodes if n.name not in names]
    outs = {t for n in new for t in n.outputs}
    i = next((k for k, n in enumerate(kept) if outs & set(n.inputs)), len(kept))
    del g.nodes[:]
    g.nodes.extend(kept[:i] + new + kept[i:])


def _mb(n: P.Node) -> Optional[int]:
    return n.microbatch if n.HasField("microbatch") else None


# ------------------------------------------------------------------ communication

def _rs_ag(e: Edit, target: str, dim: int, local: list[str], twin: str, program: Optional[str] = None) -> None:
    """The all-reduce `target` as a reduce-scatter along `dim` into the
    `local` shape, then an all-gather along it. Twin "mean": the
    reduce-scatter averages instead of summing; twin "unreduced": each
    member slices its own part of its partial sums and gathers those."""
    g = e.program(program)
    ar = e.remove(g, target)
    x, group, mb = ar.inputs[0], ar.collective.group, _mb(ar)
    shard = f"{target}_shard"
    e.declare(g, shard, like=x, shape=local)
    if twin == "unreduced":
        first = node(shard, "OP_SLICE", [x], [shard], helper="HELPER_LAYOUT", microbatch=mb, attrs=_attr(
            "slice", P.SliceAttrs(dim=dim, start=expr(f"@{group}*{local[dim]}"), length=expr(local[dim]))))
    else:
        first = node(shard, "OP_REDUCE_SCATTER", [x], [shard], microbatch=mb, attrs=_collective(
            group, e.next_seq(group), dim, scalar("1", f"#{group}") if twin == "mean" else None))
    g.nodes.append(first)
    gather = node(target, "OP_ALL_GATHER", [shard], [target], microbatch=mb,
                  attrs=_collective(group, e.next_seq(group), dim))
    _place(g, [first, gather])


def mlp_rs_ag(plan: P.Plan, bug: bool) -> P.Plan:
    """The MLP's row-parallel all-reduce over tp as reduce-scatter +
    all-gather along the sequence (Megatron-SP's pair at one site).
    Twin: the reduce-scatter averages."""
    e = Edit(plan, "mlp_rs_ag")
    _rs_ag(e, "l0_mlp_out", 1, ["B_l", "N_s", "d"], "mean" if bug else "")
    return e.plan


def attn_rs_ag_hidden(plan: P.Plan, bug: bool) -> P.Plan:
    """The attention output's all-reduce as reduce-scatter + all-gather
    along the hidden dim (d = tp * Dh * H_l). Twin: each member gathers its
    slice of the partial sums, which nobody reduced."""
    e = Edit(plan, "attn_rs_ag_hidden")
    _rs_ag(e, "l0_attn_out", 2, ["B_l", "N_c", "Dh*H_l"], "unreduced" if bug else "")
    return e.plan


def mlp_gather_sum(plan: P.Plan, bug: bool) -> P.Plan:
    """The MLP's all-reduce as an all-gather of the partial sums along the
    batch, a reshape that stacks them and a sum over the stack. Twin: the
    stack is averaged (a scale by 1/tp after the sum)."""
    e = Edit(plan, "mlp_gather_sum")
    g = e.program()
    ar = e.remove(g, "l0_mlp_out")
    x, group = ar.inputs[0], ar.collective.group
    e.declare(g, "l0_mlp_out_cat", like=x, shape=[f"#{group}*B_l", "N_c", "d"])
    e.declare(g, "l0_mlp_out_stack", like=x, shape=[f"#{group}", "B_l", "N_c", "d"])
    summed = "l0_mlp_out_sum" if bug else "l0_mlp_out"
    new = [node("l0_mlp_out_cat", "OP_ALL_GATHER", [x], ["l0_mlp_out_cat"],
                attrs=_collective(group, e.next_seq(group), 0)),
           node("l0_mlp_out_stack", "OP_RESHAPE", ["l0_mlp_out_cat"], ["l0_mlp_out_stack"], helper="HELPER_LAYOUT"),
           node(summed, "OP_REDUCE_SUM", ["l0_mlp_out_stack"], [summed], helper="HELPER_ACCUMULATE",
                attrs=_attr("reduce", P.ReduceAttrs(axes=[0])))]
    if bug:
        e.declare(g, summed, like=x)
        new.append(node("l0_mlp_out", "OP_SCALE", [summed], ["l0_mlp_out"], helper="HELPER_ACCUMULATE",
                        attrs=_attr("scale", P.ScaleAttrs(factor=scalar("1", f"#{group}")))))
    g.nodes.extend(new)
    _place(g, new)
    return e.plan


def ddp_bucket(plan: P.Plan, bug: bool) -> P.Plan:
    """DDP's bucketed gradient all-reduce: two gradients of one shape
    flattened, concatenated into one bucket, all-reduced once, split and
    reshaped back. Twin: the bucket is split back in the wrong order (each
    parameter gets the other's gradient)."""
    e = Edit(plan, "ddp_bucket")
    g = e.program()
    grads = ["d_l0_attn_wk", "d_l0_attn_wv"]
    ars = [e.remove(g, t) for t in grads]
    group, scale = ars[0].collective.group, ars[0].collective.scale
    flat = "d*Dh*Hkv_l"
    new = []
    for ar in ars:
        x = ar.inputs[0]
        e.declare(g, f"{x}_flat", like=x, shape=[flat])
        new.append(node(f"{x}_flat", "OP_RESHAPE", [x], [f"{x}_flat"], helper="HELPER_LAYOUT"))
    e.declare(g, "bucket", like=ars[0].inputs[0], shape=[f"2*{flat}"])
    e.declare(g, "bucket_reduced", like=ars[0].inputs[0], shape=[f"2*{flat}"])
    new.append(node("bucket", "OP_CONCAT", [f"{a.inputs[0]}_flat" for a in ars], ["bucket"],
                    helper="HELPER_LAYOUT", attrs=_attr("dim", P.DimAttrs(dim=0))))
    new.append(node("bucket_reduced", "OP_ALL_REDUCE", ["bucket"], ["bucket_reduced"],
                    attrs=_collective(group, e.next_seq(group), None, scale if scale.ByteSize() else None)))
    pieces = [f"{t}_flat" for t in grads]
    for t in pieces:
        e.declare(g, t, like=ars[0].inputs[0], shape=[flat])
    new.append(node("bucket_split", "OP_SPLIT", ["bucket_reduced"], pieces[::-1] if bug else pieces,
                    helper="HELPER_LAYOUT", attrs=_attr("dim", P.DimAttrs(dim=0))))
    for t in grads:
        new.append(node(t, "OP_RESHAPE", [f"{t}_flat"], [t], helper="HELPER_LAYOUT"))
    g.nodes.extend(new)
    return e.plan


def dp_sum_after_all_reduce(plan: P.Plan, bug: bool) -> P.Plan:
    """A weight gradient's per-sample terms all-reduced over dp first and
    summed over the batch after (the sum is linear). Twin: the all-reduce
    averages, as DDP does when the loss gradient is not already scaled by
    the global token count; here it is, so the gradient is dp times too small."""
    e = Edit(plan, "dp_sum_after_all_reduce")
    g = e.program()
    ar = e.remove(g, "d_w_out")
    red = e.remove(g, "d_w_out_partial")
    e.drop_tensor(g, "d_w_out_partial")
    group, x = ar.collective.group, red.inputs[0]
    e.declare(g, "w_out_xTdy_reduced", like=x)
    new = [node("w_out_xTdy_reduced", "OP_ALL_REDUCE", [x], ["w_out_xTdy_reduced"],
                attrs=_collective(group, e.next_seq(group), None, scalar("1", f"#{group}") if bug else None))]
    r = P.Node()
    r.CopyFrom(red)
    r.inputs[:] = ["w_out_xTdy_reduced"]
    r.outputs[:] = ["d_w_out"]
    r.name = "d_w_out"
    new.append(r)
    g.nodes.extend(new)
    _place(g, new)
    return e.plan


def dp_loss_scale_first(plan: P.Plan, bug: bool) -> P.Plan:
    """The loss average over data-parallel ranks as a local scale by
    1/(cp dp) followed by a summing all-reduce. Twin: the all-reduce keeps
    its own 1/(cp dp) too (averaged twice)."""
    e = Edit(plan, "dp_loss_scale_first")
    g = e.program()
    ar = e.remove(g, "loss")
    x, c = ar.inputs[0], ar.collective
    e.declare(g, "loss_scaled", like=x)
    kept = P.CollectiveAttrs()
    kept.CopyFrom(c)
    if not bug:
        kept.ClearField("scale")
    new = [node("loss_scaled", "OP_SCALE", [x], ["loss_scaled"], helper="HELPER_ACCUMULATE",
                attrs=_attr("scale", P.ScaleAttrs(factor=c.scale))),
           node("loss", "OP_ALL_REDUCE", ["loss_scaled"], ["loss"], attrs=_attr("collective", kept))]
    g.nodes.extend(new)
    _place(g, new)
    return e.plan


# ------------------------------------------------------------------ reductions and scalings

def loss_mean_as_sum_scale(plan: P.Plan, bug: bool) -> P.Plan:
    """The token-mean loss as a sum over the batch and the sequence, then a
    scale by 1/(B N). Twin: the scale divides by the rank-local sequence
    length N_s (a per-rank count for a global one)."""
    e = Edit(plan, "loss_sum_scale")
    g = e.program()
    mean = e.remove(g, "loss_local")
    e.declare(g, "loss_sum", like="loss_local")
    new = [node("loss_sum", "OP_REDUCE_SUM", [mean.inputs[0]], ["loss_sum"], helper="HELPER_ACCUMULATE",
                attrs=_attr("reduce", mean.reduce)),
           node("loss_local", "OP_SCALE", ["loss_sum"], ["loss_local"], helper="HELPER_ACCUMULATE",
                attrs=_attr("scale", P.ScaleAttrs(factor=scalar("1", "B*N_s" if bug else "B*N"))))]
    g.nodes.extend(new)
    _place(g, new)
    return e.plan


def seed_scale_split(plan: P.Plan, bug: bool) -> P.Plan:
    """The loss seed's scale by 1/(B N) as a scale by 1/B then one by 1/N.
    Twin: 1/B twice."""
    e = Edit(plan, "seed_scale_split")
    g = e.program()
    dce = e.node(g, "dce")
    e.declare(g, "dce_b_per_batch", like="dce_b")
    first = node("dce_b_per_batch", "OP_SCALE", list(dce.inputs), ["dce_b_per_batch"], helper="HELPER_ACCUMULATE",
                 attrs=_attr("scale", P.ScaleAttrs(factor=scalar("1", "B"))))
    dce.inputs[:] = ["dce_b_per_batch"]
    dce.scale.factor.CopyFrom(scalar("1", "B" if bug else "N"))
    g.nodes.append(first)
    _place(g, [first])
    return e.plan


def seed_scale_before_broadcast(plan: P.Plan, bug: bool) -> P.Plan:
    """The loss seed scaled before it is broadcast to the tokens, not after.
    Twin: scaled by 1/N only (the batch size forgotten)."""
    e = Edit(plan, "seed_scale_first")
    g = e.program()
    bc = e.remove(g, "dce_b")
    sc = e.remove(g, "dce")
    e.drop_tensor(g, "dce_b")
    e.declare(g, "dloss_scaled", like=bc.inputs[0])
    new = [node("dloss_scaled", "OP_SCALE", [bc.inputs[0]], ["dloss_scaled"], helper="HELPER_ACCUMULATE",
                attrs=_attr("scale", P.ScaleAttrs(factor=scalar("1", "N") if bug else sc.scale.factor))),
           node("dce", "OP_BROADCAST", ["dloss_scaled"], ["dce"], helper="HELPER_LAYOUT",
                attrs=_attr("broadcast", bc.broadcast))]
    g.nodes.extend(new)
    _place(g, new)
    return e.plan


def dxn_reassociated(plan: P.Plan, bug: bool) -> P.Plan:
    """The attention input gradient's three-term sum (q, k, v paths)
    reassociated: q + (k + v) instead of (q + k) + v. Twin: the k path
    added twice, q + ((k + v) + k)."""
    e = Edit(plan, "dxn_reassociated")
    g = e.program()
    e.remove(g, "l0_attn_dxn_sum_k")
    e.drop_tensor(g, "l0_attn_dxn_sum_k")
    out = e.node(g, "l0_attn_dxn_sum_v")
    e.declare(g, "l0_attn_dxn_kv", like="l0_attn_dxn_k")
    new = [node("l0_attn_dxn_kv", "OP_ADD", ["l0_attn_dxn_k", "l0_attn_dxn_v"], ["l0_attn_dxn_kv"],
                helper="HELPER_ACCUMULATE")]
    if bug:
        e.declare(g, "l0_attn_dxn_kvk", like="l0_attn_dxn_k")
        new.append(node("l0_attn_dxn_kvk", "OP_ADD", ["l0_attn_dxn_kv", "l0_attn_dxn_k"], ["l0_attn_dxn_kvk"],
                        helper="HELPER_ACCUMULATE"))
    out.inputs[:] = ["l0_attn_dxn_q", new[-1].outputs[0]]
    g.nodes.extend(new)
    _place(g, new)
    return e.plan


# ------------------------------------------------------------------ reordered and commuted

def _commute(e: Edit, name: str, bug_input: Optional[str], program: Optional[str] = None) -> None:
    """Swap a binary node's operands; the twin reads `bug_input` second."""
    n = e.node(e.program(program), name)
    a, b = n.inputs
    n.inputs[:] = [b, bug_input or a]


def residual_commuted(plan: P.Plan, bug: bool) -> P.Plan:
    """The attention residual written attn + x instead of x + attn. Twin:
    attn + attn (the residual stream dropped)."""
    e = Edit(plan, "residual_commuted")
    _commute(e, "l0_h", "l0_attn_out" if bug else None)
    return e.plan


def swiglu_commuted(plan: P.Plan, bug: bool) -> P.Plan:
    """SwiGLU's product written up * silu(gate). Twin: up * up."""
    e = Edit(plan, "swiglu_commuted")
    _commute(e, "l0_mlp_m", "l0_mlp_v" if bug else None)
    return e.plan


def mb1_residual_commuted(plan: P.Plan, bug: bool) -> P.Plan:
    """In the second microbatch's copy of the last stage only, the
    attention residual commuted. Twin: that copy adds the first
    microbatch's residual stream."""
    e = Edit(plan, "mb1_residual_commuted")
    _commute(e, "l1_h_mb1", "l0_out_mb0" if bug else None, program="stage1")
    return e.plan


def mb_accumulate_order(plan: P.Plan, bug: bool) -> P.Plan:
    """The embedding gradient accumulated over microbatches as mb1 + mb0.
    Twin: reordering accumulations crosses terms: in the last stage the k
    and v projections' second-microbatch gradients are added to each other's."""
    e = Edit(plan, "mb_accumulate_order")
    _commute(e, "d_emb_partial", None, program="stage0")
    if bug:
        g = e.program("stage1")
        k, v = e.node(g, "d_l1_attn_wk_partial"), e.node(g, "d_l1_attn_wv_partial")
        k.inputs[1], v.inputs[1] = v.inputs[1], k.inputs[1]
    return e.plan


def mb1_rs_ag(plan: P.Plan, bug: bool) -> P.Plan:
    """In the second microbatch's copy of the first stage only, the MLP's
    all-reduce as reduce-scatter + all-gather. Twin: that reduce-scatter
    averages."""
    e = Edit(plan, "mb1_rs_ag")
    _rs_ag(e, "l0_mlp_out_mb1", 1, ["B_l", "N_s", "d"], "mean" if bug else "", program="stage0")
    return e.plan


# ------------------------------------------------------------------ masks and positions

def mask_from_compare(plan: P.Plan, bug: bool) -> P.Plan:
    """The causal mask built from its definition: the positions broadcast
    along rows and columns, compared k <= q. Twin: k < q (the diagonal
    masked: no token attends to itself)."""
    e = Edit(plan, "mask_from_compare")
    g = e.program()
    m = e.remove(g, "l0_attn_mask")
    q, k = m.inputs
    e.declare(g, "mask_qpos_rows", like=q, shape=["N", "N"])
    e.declare(g, "mask_kpos_cols", like=k, shape=["N", "N"])
    new = [node("mask_qpos_rows", "OP_BROADCAST", [q], ["mask_qpos_rows"], helper="HELPER_LAYOUT",
                attrs=_attr("broadcast", P.BroadcastAttrs(dims=[0]))),
           node("mask_kpos_cols", "OP_BROADCAST", [k], ["mask_kpos_cols"], helper="HELPER_LAYOUT",
                attrs=_attr("broadcast", P.BroadcastAttrs(dims=[1]))),
           node("l0_attn_mask", "OP_COMPARE_LT" if bug else "OP_COMPARE_LE", ["mask_kpos_cols", "mask_qpos_rows"],
                ["l0_attn_mask"], helper="HELPER_INDEX")]
    g.nodes.extend(new)
    _place(g, new)
    return e.plan


def key_positions_own_arange(plan: P.Plan, bug: bool) -> P.Plan:
    """The key positions from their own arange, a second node realizing the
    SM's positions (keys and queries no longer share one tensor): RoPE on
    k, its backward and the mask read it. Twin: that arange starts at 1."""
    e = Edit(plan, "key_positions_own_arange")
    g = e.program()
    q = e.node(g, "qpos")
    e.declare(g, "kpos", like="qpos")
    kpos = node("kpos", "OP_ARANGE", [], ["kpos"], realizes=q.realizes,
                attrs=_attr("arange", P.ArangeAttrs(start=expr("1") if bug else q.arange.start)))
    for name, i in (("l0_attn_kr", 1), ("l0_attn_dk", 1), ("l0_attn_mask", 1)):
        e.node(g, name).inputs[i] = "kpos"
    g.nodes.append(kpos)
    _place(g, [kpos])
    return e.plan


@dataclasses.dataclass(frozen=True)
class Rewrite:
    name: str
    category: str  # communication, reduction, reorder, mask
    fn: Callable[[P.Plan, bool], P.Plan]


REWRITES = {r.name: r for r in (
    Rewrite("mlp_rs_ag", "communication", mlp_rs_ag),
    Rewrite("attn_rs_ag_hidden", "communication", attn_rs_ag_hidden),
    Rewrite("mlp_gather_sum", "communication", mlp_gather_sum),
    Rewrite("ddp_bucket", "communication", ddp_bucket),
    Rewrite("dp_sum_after_all_reduce", "communication", dp_sum_after_all_reduce),
    Rewrite("dp_loss_scale_first", "reduction", dp_loss_scale_first),
    Rewrite("loss_sum_scale", "reduction", loss_mean_as_sum_scale),
    Rewrite("seed_scale_split", "reduction", seed_scale_split),
    Rewrite("seed_scale_first", "reduction", seed_scale_before_broadcast),
    Rewrite("dxn_reassociated", "reduction", dxn_reassociated),
    Rewrite("residual_commuted", "reorder", residual_commuted),
    Rewrite("swiglu_commuted", "reorder", swiglu_commuted),
    Rewrite("mb1_residual_commuted", "reorder", mb1_residual_commuted),
    Rewrite("mb_accumulate_order", "reorder", mb_accumulate_order),
    Rewrite("mb1_rs_ag", "communication", mb1_rs_ag),
    Rewrite("mask_from_compare", "mask", mask_from_compare),
    Rewrite("key_positions_own_arange", "mask", key_positions_own_arange),
)}


def apply(plan: P.Plan, spec: str) -> P.Plan:
    """`spec` is a rewrite's name, or its name + "_bug" for its twin."""
    bug = spec.endswith("_bug") and spec[:-4] in REWRITES
    name = spec[:-4] if bug else spec
    if name not in REWRITES:
        raise RewriteError(f"no rewrite {spec!r} (known: {', '.join(sorted(REWRITES))})")
    fn = REWRITES[name].fn
    out = fn(plan, bug)
    if bug:
        out.name += "_bug"
    # the audit's convention for a function (audit/provenance.py): its source's sha256
    out.provenance.add(artifact=f"corpus/rewrites.py:{fn.__name__}",
                       sha256=hashlib.sha256(inspect.getsource(fn).encode()).hexdigest())
    return out
