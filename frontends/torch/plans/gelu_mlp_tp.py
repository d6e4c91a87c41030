"""Megatron-style TP for models.gelu_mlp (fixture for unsupported ops)."""

from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

from frontends.torch.spec import PlanSpec


def tp() -> PlanSpec:
    return PlanSpec(top={"down": RowwiseParallel()}, block={"up": ColwiseParallel()})


def colwise_down_bug() -> PlanSpec:
    """A loud plan bug: `down` column-parallel reads the full hidden width,
    but `up` (column-parallel too) leaves each rank its shard of it, so the
    ranks' step raises where the single-device one runs (invalid_plan)."""
    return PlanSpec(top={"down": ColwiseParallel()}, block={"up": ColwiseParallel()})
