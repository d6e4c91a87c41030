"""Plans for models.handwritten_norm (the hand-written RMSNorm model).

`tp`: Megatron TP on the FFN on mesh (tp,) (w1/w3 ColwiseParallel, w2
RowwiseParallel): correct; the norms run replicated, decomposed.
`fsdp_tp`: FSDP as DTensor placements on dp (`frontends/torch/fsdp.py`:
the norm weights too are stored Shard(0) and all-gathered) x the same TP on
tp: correct. `fsdp_tp_sum_bug`: SILENT BUG, the gradients' Partial on dp
reduced by sum, not avg: every gradient is dp times the single-device one,
the loss and logits are right.
`tp_function`: `tp` written as users write a plan, a function of the model
and its DeviceMesh (import with `--mesh tp=3`): correct.
"""

from __future__ import annotations

from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module

from frontends.torch.spec import PlanSpec


def _ffn() -> dict:
    return {"feed_forward.w1": ColwiseParallel(), "feed_forward.w3": ColwiseParallel(),
            "feed_forward.w2": RowwiseParallel()}


def tp_function(model, mesh):
    for block in model.layers.values():
        parallelize_module(block, mesh["tp"], _ffn())
    return model


def tp() -> PlanSpec:
    return PlanSpec(top={}, block=_ffn())


def fsdp_tp() -> PlanSpec:
    return PlanSpec(top={}, block=_ffn(), mesh_axes=("dp", "tp"), tp_axis="tp", dp_axis="dp", fsdp_axis="dp")


def fsdp_tp_sum_bug() -> PlanSpec:
    return PlanSpec(top={}, block=_ffn(), mesh_axes=("dp", "tp"), tp_axis="tp", dp_axis="dp", fsdp_axis="dp",
                    fsdp_grad_reduce="sum")
