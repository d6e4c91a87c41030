"""torchtitan's Llama tensor+sequence-parallel plan, its realistic mistakes,
and equivalent non-canonical variants.

A plan here is a `PlanSpec`: the `parallelize_module` plan dicts (top level
and per transformer block), which mesh axis they apply to, and the mesh axis
names. Factories are functions of no arguments (the importer calls them in
each rank's process after the process group exists, because the styles are
plain objects but some carry layouts that must be built fresh).

Each plan's docstring states what it does wrong (or why it is still
equivalent): the tests assert the importer's verdict against it.
"""

from __future__ import annotations

from torch.distributed.tensor import Replicate, Shard
from torch.distributed.tensor.parallel import (
    ColwiseParallel,
    PrepareModuleInput,
    RowwiseParallel,
    SequenceParallel,
)

from frontends.torch.spec import PlanSpec


def _top(loss_parallel: bool = False) -> dict:
    return {
        "tok_embeddings": RowwiseParallel(input_layouts=Replicate(), output_layouts=Shard(1)),
        "norm": SequenceParallel(),
        "output": ColwiseParallel(
            input_layouts=Shard(1),
            output_layouts=Shard(-1) if loss_parallel else Replicate(),
            use_local_output=not loss_parallel),
    }


def _block() -> dict:
    return {
        "attention_norm": SequenceParallel(),
        "attention": PrepareModuleInput(
            input_layouts=(Shard(1), None, None),
            desired_input_layouts=(Replicate(), None, None)),
        "attention.wq": ColwiseParallel(),
        "attention.wk": ColwiseParallel(),
        "attention.wv": ColwiseParallel(),
        "attention.wo": RowwiseParallel(output_layouts=Shard(1)),
        "ffn_norm": SequenceParallel(),
        "feed_forward": PrepareModuleInput(
            input_layouts=(Shard(1),), desired_input_layouts=(Replicate(),)),
        "feed_forward.w1": ColwiseParallel(),
        "feed_forward.w2": RowwiseParallel(output_layouts=Shard(1)),
        "feed_forward.w3": ColwiseParallel(),
    }


def canonical() -> PlanSpec:
    """torchtitan's TP+SP plan (no loss parallel): correct."""
    return PlanSpec(top=_top(), block=_block())


def sp_bug() -> PlanSpec:
    """SILENT BUG: SequenceParallel left off `ffn_norm` together with the
    FFN's PrepareModuleInput. The FFN then treats each rank's sequence shard
    as the full (replicated) sequence; the residual add broadcasts the
    reduce-scattered output over it, so nothing raises."""
    block = _block()
    del block["ffn_norm"], block["feed_forward"]
    return PlanSpec(top=_top(), block=block)


def rowwise_for_colwise_bug() -> PlanSpec:
    """BUG: `feed_forward.w3` is RowwiseParallel where ColwiseParallel was
    needed: its weight is sharded on the input dim while its input is
    replicated, so each rank multiplies the full activation by a slice."""
    block = _block()
    block["feed_forward.w3"] = RowwiseParallel()
    return PlanSpec(top=_top(), block=block)


def local_output_bug() -> PlanSpec:
    """BUG (`use_local_output` mismatch): `attention.wo` keeps its Partial
    output local (`use_local_output=True` with output_layouts=Partial... is
    not expressible, so the mistake is the common one): wo's output stays a
    DTensor with Replicate layout while the residual is a plain sequence
    shard, so the residual add mixes a replicated full-sequence value with a
    shard."""
    block = _block()
    block["attention.wo"] = RowwiseParallel(output_layouts=Replicate(), use_local_output=True)
    return PlanSpec(top=_top(), block=block)


def loss_parallel_local_output() -> PlanSpec:
    """EQUIVALENT: the output projection keeps DTensor outputs
    (use_local_output=False) with Replicate layout; same function."""
    top = _top()
    top["output"] = ColwiseParallel(input_layouts=Shard(1), output_layouts=Replicate(),
                                    use_local_output=False)
    return PlanSpec(top=top, block=_block())


def tp_only_no_sp() -> PlanSpec:
    """EQUIVALENT, non-canonical layouts: plain Megatron TP without sequence
    parallelism (norms replicated, all-reduce after wo/w2, replicated
    embedding output). Different collectives, same function."""
    top = {
        "tok_embeddings": RowwiseParallel(input_layouts=Replicate()),
        "output": ColwiseParallel(output_layouts=Replicate()),
    }
    block = {
        "attention.wq": ColwiseParallel(),
        "attention.wk": ColwiseParallel(),
        "attention.wv": ColwiseParallel(),
        "attention.wo": RowwiseParallel(),
        "feed_forward.w1": ColwiseParallel(),
        "feed_forward.w2": RowwiseParallel(),
        "feed_forward.w3": ColwiseParallel(),
    }
    return PlanSpec(top=top, block=block)


def canonical_2d() -> PlanSpec:
    """DP x TP on a 2-D mesh: TP on the `tp` axis, batch sharded on `dp`,
    gradients averaged over `dp` after backward (DDP-style): correct."""
    return PlanSpec(top=_top(), block=_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp")


def wrong_mesh_dim_2d() -> PlanSpec:
    """BUG: on the 2-D (dp, tp) mesh the TP plan is applied to the `dp`
    sub-mesh and the gradient averaging to `tp`: each dp rank holds weight
    shards but a different batch shard."""
    return PlanSpec(top=_top(), block=_block(), mesh_axes=("dp", "tp"), tp_axis="dp",
                    dp_axis="tp")
