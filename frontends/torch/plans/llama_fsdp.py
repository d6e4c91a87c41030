"""FSDP x TP on a 2-D (dp, tp) mesh for the torchtitan-style Llama.

`fsdp_tp`: FSDP written as DTensor placements (`frontends/torch/fsdp.py`):
parameters Shard(0) on dp, redistributed to Replicate in forward, gradients
Partial(avg) -> reduce-scatter; torchtitan's TP+SP plan on tp; batch
sharded on dp. Correct.

`fully_shard_tp`: the same with FSDP2's `fully_shard` on dp instead.
"""

from __future__ import annotations

from frontends.torch.plans.llama_tp import _block, _top
from frontends.torch.spec import PlanSpec


def fsdp_tp() -> PlanSpec:
    return PlanSpec(top=_top(), block=_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp", fsdp_axis="dp")


def fsdp_only() -> PlanSpec:
    """FSDP-as-placements alone on a 1-D dp mesh (no TP)."""
    return PlanSpec(top={}, block={}, mesh_axes=("dp",), tp_axis="tp", dp_axis="dp",
                    fsdp_axis="dp")


def fully_shard_tp() -> PlanSpec:
    return PlanSpec(top=_top(), block=_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp", fully_shard_axis="dp")


def fsdp_sum_bug() -> PlanSpec:
    """BUG: the FSDP gradient is declared Partial(sum) on dp instead of
    Partial(avg): the reduce-scatter sums the dp ranks' gradients of their
    *mean* local losses, so every gradient is dp times too large (the loss
    and logits are still right)."""
    return PlanSpec(top=_top(), block=_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp", fsdp_axis="dp", fsdp_grad_reduce="sum")
