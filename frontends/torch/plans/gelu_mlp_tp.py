"""Megatron-style TP for models.gelu_mlp (fixture for unsupported ops)."""

from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

from frontends.torch.spec import PlanSpec


def tp() -> PlanSpec:
    return PlanSpec(top={"down": RowwiseParallel()}, block={"up": ColwiseParallel()})
