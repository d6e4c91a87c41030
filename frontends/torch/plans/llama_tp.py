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


def _top() -> dict:
    return {
        "tok_embeddings": RowwiseParallel(input_layouts=Replicate(), output_layouts=Shard(1)),
        "norm": SequenceParallel(),
        "output": ColwiseParallel(
            input_layouts=Shard(1),
            output_layouts=Replicate()),
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
    needed. DTensor makes the projection itself correct (it slices its
    replicated input and all-reduces), so w3 yields the full hidden width
    while w1 yields its shard: the step fails in `feed_forward` with a shape
    error at capture. (Every single-projection style swap we tried in this
    model either fails like this or is equivalent: see `swapped_ffn_styles`.)"""
    block = _block()
    block["feed_forward.w3"] = RowwiseParallel()
    return PlanSpec(top=_top(), block=block)


def local_output_bug() -> PlanSpec:
    """BUG (`use_local_output` mismatch): `ffn_norm` returns a *local* tensor
    (SequenceParallel(use_local_output=True)) and the FFN's
    PrepareModuleInput is dropped on the belief that DTensor will
    redistribute the norm's output by itself. It would for a DTensor, but a
    plain local tensor is taken by ColwiseParallel as Replicate: each rank
    runs the FFN on its sequence shard as if it were the whole sequence."""
    block = _block()
    block["ffn_norm"] = SequenceParallel(use_local_output=True)
    del block["feed_forward"]
    return PlanSpec(top=_top(), block=block)


def norm_output_stays_dtensor() -> PlanSpec:
    """EQUIVALENT: the same plan as `local_output_bug` but with the norm's
    output kept a DTensor (use_local_output=False, the default): w1/w3's
    input hooks redistribute Shard(1) -> Replicate themselves (an all-gather
    per projection instead of one), so the function is unchanged."""
    block = _block()
    del block["feed_forward"]
    return PlanSpec(top=_top(), block=block)


def harmless_local_output() -> PlanSpec:
    """EQUIVALENT: `attention_norm` returns its local shard
    (use_local_output=True); the attention's PrepareModuleInput re-annotates
    the plain tensor as Shard(1) before gathering, so nothing changes."""
    block = _block()
    block["attention_norm"] = SequenceParallel(use_local_output=True)
    return PlanSpec(top=_top(), block=block)


def swapped_ffn_styles() -> PlanSpec:
    """EQUIVALENT, non-canonical layouts: w1/w3 RowwiseParallel (all-reduced
    full hidden activations) and w2 ColwiseParallel re-laid out to Shard(1).
    More communication than torchtitan's layout, same function."""
    block = _block()
    block["feed_forward.w1"] = RowwiseParallel()
    block["feed_forward.w3"] = RowwiseParallel()
    block["feed_forward.w2"] = ColwiseParallel(output_layouts=Shard(1))
    return PlanSpec(top=_top(), block=block)


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
    """BUG: on the 2-D (dp, tp) mesh the TP plan is applied to `mesh["dp"]`
    (a wrong mesh dim) while the batch is also sharded over dp: the ranks
    that cooperate on one matmul hold *different* batch shards, so the
    sequence all-gathers and reduce-scatters mix samples."""
    return PlanSpec(top=_top(), block=_block(), mesh_axes=("dp", "tp"), tp_axis="dp",
                    dp_axis="dp")
