"""FSDP written as DTensor placements on models.swiglu_mlp
(`frontends/torch/fsdp.py`: parameters Shard(0) on dp, all-gathered to
Replicate in forward, gradients Partial(avg) -> reduce-scatter; batch
sharded on dp).

`fsdp_only`: mesh (dp,). `fsdp_tp`: mesh (dp, tp), Megatron TP on the FFN
(w1/w3 ColwiseParallel, w2 RowwiseParallel) on tp, FSDP on dp. Both correct.
"""

from __future__ import annotations

from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

from frontends.torch.spec import PlanSpec


def fsdp_only() -> PlanSpec:
    return PlanSpec(top={}, block={}, mesh_axes=("dp",), tp_axis="tp", dp_axis="dp", fsdp_axis="dp")


def fsdp_tp() -> PlanSpec:
    block = {"feed_forward.w1": ColwiseParallel(), "feed_forward.w3": ColwiseParallel(),
             "feed_forward.w2": RowwiseParallel()}
    return PlanSpec(top={}, block=block, mesh_axes=("dp", "tp"), tp_axis="tp", dp_axis="dp",
                    fsdp_axis="dp")


def fsdp_same_batch() -> PlanSpec:
    """FSDP as placements on dp with the *same* batch on every rank (ZeRO-3
    sharding of parameters and gradients only, no data parallelism): each
    rank computes the full gradient, and the Partial(avg) reduce-scatter of
    dp equal values is its shard. Correct."""
    return PlanSpec(top={}, block={}, mesh_axes=("dp",), tp_axis="tp", dp_axis=None, fsdp_axis="dp")
