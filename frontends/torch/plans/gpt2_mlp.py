"""Megatron TP for models.gpt2_mlp on mesh (tp,): `c_fc` ColwiseParallel
(its bias sharded with its output), `c_proj` RowwiseParallel (its bias
replicated, added once after the all-reduce). Correct. `c_proj_bias_bug`:
SILENT BUG, `c_proj` RowwiseParallel whose output stays local
(`use_local_output` with a Partial output: each rank keeps its partial sum
plus the whole bias)."""

from __future__ import annotations

from torch.distributed.tensor import Partial
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

from frontends.torch.spec import PlanSpec


def tp() -> PlanSpec:
    return PlanSpec(top={}, block={"mlp.c_fc": ColwiseParallel(), "mlp.c_proj": RowwiseParallel()})


def partial_output_bug() -> PlanSpec:
    return PlanSpec(top={}, block={"mlp.c_fc": ColwiseParallel(),
                                   "mlp.c_proj": RowwiseParallel(output_layouts=Partial())})
