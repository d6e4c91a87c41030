"""Data parallelism for models.hf_gpt2 on mesh (dp,): the batch split on
dp, every parameter replicated, gradients all-reduced over dp after
backward (DDP).

* `ddp`: correct (the gradients averaged).
* `ddp_sum_bug`: SILENT BUG, the gradients summed, not averaged (dp times
  the single-device gradient: the learning rate silently scaled by dp).
* `ddp_no_sync_bug`: SILENT BUG, replicated parameters without gradient
  synchronisation (each rank steps with its own batch shard's gradient).
"""

from __future__ import annotations

from frontends.torch.spec import PlanSpec


def _ddp(reduce: str) -> PlanSpec:
    return PlanSpec(top={}, block={}, mesh_axes=("dp",), tp_axis="tp", dp_axis="dp", blocks_attr="transformer.h",
                    dp_grad_reduce=reduce)


def ddp() -> PlanSpec:
    return _ddp("avg")


def ddp_sum_bug() -> PlanSpec:
    return _ddp("sum")


def ddp_no_sync_bug() -> PlanSpec:
    return _ddp("none")
