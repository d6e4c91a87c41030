"""FSDP as DTensor placements x TP on the torchtitan-style Llama with the
same batch on every dp rank (ZeRO-3: parameters and gradients sharded on
dp, no data parallelism), mesh (dp, tp).

It exercises FSDP's own dataflow (parameters Shard(0) on dp all-gathered
to Replicate in forward, gradients Partial(avg) reduce-scattered) without
the data-parallel gradient scale of `llama_fsdp:fsdp_tp` (each dp rank
differentiates the mean of its own batch shard, so its activation
gradients are dp times a shard of the SM's: no Plan IR relation says that
yet). Correct: each rank computes the full gradient, and the avg of dp
equal values is that value. (A separate module so that the captures of
`llama_fsdp`'s plans stay cached.)"""

from __future__ import annotations

from frontends.torch.plans.llama_tp import _block, _top
from frontends.torch.spec import PlanSpec


def fsdp_same_batch_tp() -> PlanSpec:
    return PlanSpec(top=_top(), block=_block(), mesh_axes=("dp", "tp"), tp_axis="tp", dp_axis=None,
                    fsdp_axis="dp")
