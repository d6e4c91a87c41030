"""Plans for the real-model suite, written as users write them.

Most are plan functions `f(model, mesh) -> model` (what `tv prove-torch
--plan suite.plans:NAME --mesh tp=2` imports): parallelize_module with
ColwiseParallel / RowwiseParallel / SequenceParallel / PrepareModuleInput,
DTensor placements set by hand (GPT-2's `Conv1D` is no `nn.Linear`, so
the parallel styles refuse it), or the model's own Hugging Face `tp_plan`.
A plan function runs every rank on the whole batch: data parallelism (the
batch split over `dp` and the gradients reduced over it) is a `PlanSpec`
field (`dp_axis`, `dp_grad_reduce`, `fsdp_axis`), so the DP plans here are
PlanSpec factories (no arguments).

Each docstring says what the plan does and the class it was written as
(CORRECT, LOOK-ALIKE: equivalent but written differently, SILENT BUG,
LOUD BUG). The label in suite/labels.json is what running it on every rank
says; where the two disagree the docstring says so (SURPRISE).
"""

from __future__ import annotations

import torch
from torch import nn
from torch.distributed.tensor import DTensor, Partial, Replicate, Shard, distribute_tensor
from torch.distributed.tensor.parallel import (
    ColwiseParallel,
    PrepareModuleInput,
    RowwiseParallel,
    SequenceParallel,
    parallelize_module,
)

from frontends.torch.spec import PlanSpec


# ------------------------------------------------------------------ helpers

def _blocks(model):
    """The transformer blocks: torchtitan's `layers` (a ModuleDict), Hugging
    Face's `model.layers` or GPT-2's `transformer.h` (ModuleLists)."""
    if hasattr(model, "transformer"):
        return list(model.transformer.h)
    if hasattr(model, "model"):
        return list(model.model.layers)
    return list(model.layers.values())


def _per_block(model, mesh, plan: dict):
    for block in _blocks(model):
        parallelize_module(block, mesh, dict(plan))
    return model


# Megatron TP for a Hugging Face Llama-family block (Llama, Mistral, Gemma, Qwen)
def _hf_megatron() -> dict:
    return {"self_attn.q_proj": ColwiseParallel(), "self_attn.k_proj": ColwiseParallel(),
            "self_attn.v_proj": ColwiseParallel(), "self_attn.o_proj": RowwiseParallel(),
            "mlp.gate_proj": ColwiseParallel(), "mlp.up_proj": ColwiseParallel(),
            "mlp.down_proj": RowwiseParallel()}


def _hf_attn_megatron() -> dict:
    return {"self_attn.q_proj": ColwiseParallel(), "self_attn.k_proj": ColwiseParallel(),
            "self_attn.v_proj": ColwiseParallel(), "self_attn.o_proj": RowwiseParallel()}


# ------------------------------------------------------------------ torchtitan-style Llama (plain PyTorch)

def _titan_top() -> dict:
    return {"tok_embeddings": RowwiseParallel(input_layouts=Replicate(), output_layouts=Shard(1)),
            "norm": SequenceParallel(),
            "output": ColwiseParallel(input_layouts=Shard(1), output_layouts=Replicate())}


def _titan_block() -> dict:
    return {"attention_norm": SequenceParallel(),
            "attention": PrepareModuleInput(input_layouts=(Shard(1), None, None),
                                            desired_input_layouts=(Replicate(), None, None)),
            "attention.wq": ColwiseParallel(), "attention.wk": ColwiseParallel(),
            "attention.wv": ColwiseParallel(), "attention.wo": RowwiseParallel(output_layouts=Shard(1)),
            "ffn_norm": SequenceParallel(),
            "feed_forward": PrepareModuleInput(input_layouts=(Shard(1),), desired_input_layouts=(Replicate(),)),
            "feed_forward.w1": ColwiseParallel(), "feed_forward.w2": RowwiseParallel(output_layouts=Shard(1)),
            "feed_forward.w3": ColwiseParallel()}


def titan_tp_sp(model, mesh):
    """CORRECT: torchtitan's Llama TP + sequence-parallel plan on `tp`
    (vocab-parallel embedding to a sequence shard, SP norms, colwise
    q/k/v/w1/w3, rowwise wo/w2 reduce-scattered to the sequence shard,
    colwise output gathered)."""
    tp = mesh["tp"]
    parallelize_module(model, tp, _titan_top())
    return _per_block(model, tp, _titan_block())


def titan_tp_no_sp(model, mesh):
    """LOOK-ALIKE: Megatron TP without sequence parallelism (norms
    replicated, all-reduce after wo and w2): other collectives, same function."""
    tp = mesh["tp"]
    parallelize_module(model, tp, {"tok_embeddings": RowwiseParallel(input_layouts=Replicate()),
                                   "output": ColwiseParallel(output_layouts=Replicate())})
    return _per_block(model, tp, {
        "attention.wq": ColwiseParallel(), "attention.wk": ColwiseParallel(), "attention.wv": ColwiseParallel(),
        "attention.wo": RowwiseParallel(), "feed_forward.w1": ColwiseParallel(),
        "feed_forward.w2": RowwiseParallel(), "feed_forward.w3": ColwiseParallel()})


def titan_sp_norm_missing(model, mesh):
    """SILENT BUG at seq = tp^2 (LOUD at longer sequences): SequenceParallel
    left off `ffn_norm` together with the FFN's PrepareModuleInput. The FFN
    takes each rank's sequence shard for the whole sequence; at seq = tp^2
    the residual add broadcasts the reduce-scattered single row over it and
    nothing raises; at seq 8, tp 2 the add raises a shape error."""
    block = _titan_block()
    del block["ffn_norm"], block["feed_forward"]
    tp = mesh["tp"]
    parallelize_module(model, tp, _titan_top())
    return _per_block(model, tp, block)


def titan_rowwise_for_colwise(model, mesh):
    """LOUD BUG: `feed_forward.w3` RowwiseParallel where ColwiseParallel is
    needed: w3 yields the full hidden width, w1 its shard, and `w1(x) * w3(x)`
    raises a shape error."""
    block = _titan_block()
    block["feed_forward.w3"] = RowwiseParallel()
    tp = mesh["tp"]
    parallelize_module(model, tp, _titan_top())
    return _per_block(model, tp, block)


def titan_tp_on_dp_axis(model, mesh):
    """LOOK-ALIKE on a (dp, tp) mesh: the whole TP+SP plan applied on
    `mesh["dp"]`. A plan function runs every rank on the whole batch, so
    the dp pairs are just other tp groups computing the same thing."""
    dp = mesh["dp"]
    parallelize_module(model, dp, _titan_top())
    return _per_block(model, dp, _titan_block())


def titan_mixed_mesh_dims(model, mesh):
    """SILENT BUG on a (dp, tp) mesh: the FFN's column-parallel w1/w3 are
    placed on `mesh["dp"]`, its row-parallel w2 on `mesh["tp"]` (one
    mistyped mesh name). Each rank feeds w2 the hidden chunk of its dp
    coordinate while w2's rows are those of its tp coordinate: ranks with
    dp != tp multiply mismatched halves."""
    tp, dp = mesh["tp"], mesh["dp"]
    for block in _blocks(model):
        parallelize_module(block, tp, {"attention.wq": ColwiseParallel(), "attention.wk": ColwiseParallel(),
                                       "attention.wv": ColwiseParallel(), "attention.wo": RowwiseParallel(),
                                       "feed_forward.w2": RowwiseParallel()})
        parallelize_module(block, dp, {"feed_forward.w1": ColwiseParallel(), "feed_forward.w3": ColwiseParallel()})
    return model


def titan_fsdp_tp() -> PlanSpec:
    """CORRECT (PlanSpec, mesh dp=2,tp=2): FSDP as DTensor placements on dp
    (parameters Shard(0), all-gathered in forward, gradients Partial(avg)
    reduce-scattered), the batch split on dp, torchtitan's TP+SP on tp."""
    return PlanSpec(top=_titan_top(), block=_titan_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp", fsdp_axis="dp")


def titan_fully_shard_tp() -> PlanSpec:
    """CORRECT (PlanSpec, mesh dp=2,tp=2): FSDP2's `fully_shard` on dp (each
    block, then the root), the batch split on dp, torchtitan's TP+SP on tp:
    torchtitan's own FSDP x TP recipe."""
    return PlanSpec(top=_titan_top(), block=_titan_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp", fully_shard_axis="dp")


def titan_fully_shard_tp_no_root() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2,tp=2): as titan_fully_shard_tp with the
    root's `fully_shard(model)` forgotten: the embedding, the final norm and
    the output projection stay plain TP parameters whose gradients no one
    reduces over dp (each dp rank keeps its own batch's gradient)."""
    return PlanSpec(top=_titan_top(), block=_titan_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp", fully_shard_axis="dp", fully_shard_root=False)


def titan_ddp_tp() -> PlanSpec:
    """CORRECT (PlanSpec, mesh dp=2,tp=2): DDP x TP: the batch split on dp,
    the gradients averaged over dp after backward, TP+SP on tp."""
    return PlanSpec(top=_titan_top(), block=_titan_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp")


def titan_ddp_tp_wrong_mesh() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2,tp=2): the TP plan on the dp axis
    while the batch is split over dp too: the ranks that share a matmul hold
    different samples, and the sequence collectives mix them."""
    return PlanSpec(top=_titan_top(), block=_titan_block(), mesh_axes=("dp", "tp"), tp_axis="dp",
                    dp_axis="dp")


def titan_ddp_tp_sum() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2,tp=2): the DDP gradient reduction
    summed, not averaged: every gradient dp times the single-device one."""
    return PlanSpec(top=_titan_top(), block=_titan_block(), mesh_axes=("dp", "tp"), tp_axis="tp",
                    dp_axis="dp", dp_grad_reduce="sum")


# ------------------------------------------------------------------ Hugging Face Llama family

def hf_megatron_tp(model, mesh):
    """CORRECT: Megatron TP per decoder layer on `tp`: q/k/v and gate/up
    ColwiseParallel, o_proj and down_proj RowwiseParallel (all-reduced);
    embeddings, norms and lm_head replicated."""
    return _per_block(model, mesh["tp"], _hf_megatron())


def hf_attn_tp(model, mesh):
    """CORRECT: Megatron TP on the attention only (q/k/v colwise, o_proj
    rowwise); the MLP or the MoE block stays replicated."""
    return _per_block(model, mesh["tp"], _hf_attn_megatron())


def hf_builtin_tp(model, mesh):
    """LOOK-ALIKE / CORRECT: the model's own Hugging Face `tp_plan` (its
    `_tp_plan` plus the config's `base_model_tp_plan`), applied as
    `from_pretrained(tp_plan="auto")` applies it (transformers'
    `apply_tensor_parallelism` on the tp mesh)."""
    from transformers.distributed.tensor_parallel import apply_tensor_parallelism

    apply_tensor_parallelism(model, mesh["tp"], model._expand_parallel_plan(model.tp_plan))
    return model


def hf_moe_gate_up_colwise(model, mesh):
    """SILENT BUG (fused weight in the wrong layout): the model's own
    `tp_plan` with the experts' `gate_up_proj` ([E, 2I, H]: gate rows then up
    rows) `colwise` instead of `packed_colwise`: rank 0 holds every expert's
    gate rows, rank 1 its up rows, and the experts' `chunk(2)` then pairs
    halves of one matrix, which down_proj's rowwise shard reduces silently."""
    from transformers.distributed.tensor_parallel import apply_tensor_parallelism

    plan = {k: "colwise" if k.endswith("experts.gate_up_proj") and v == "packed_colwise" else v
            for k, v in model._expand_parallel_plan(model.tp_plan).items()}
    apply_tensor_parallelism(model, mesh["tp"], plan)
    return model


def _hf_tp_sp(model, mesh, local: bool):
    tp = mesh["tp"]
    parallelize_module(model, tp, {
        "model.embed_tokens": RowwiseParallel(input_layouts=Replicate(), output_layouts=Shard(1),
                                              use_local_output=local),
        "model.norm": SequenceParallel(),
        "lm_head": ColwiseParallel(input_layouts=Shard(1), output_layouts=Replicate())})
    plan = _hf_megatron()
    plan.update({
        "input_layernorm": SequenceParallel(),
        "self_attn": PrepareModuleInput(input_kwarg_layouts={"hidden_states": Shard(1)},
                                        desired_input_kwarg_layouts={"hidden_states": Replicate()}),
        "self_attn.o_proj": RowwiseParallel(output_layouts=Shard(1), use_local_output=local),
        "post_attention_layernorm": SequenceParallel(),
        "mlp": PrepareModuleInput(input_layouts=(Shard(1),), desired_input_layouts=(Replicate(),)),
        "mlp.down_proj": RowwiseParallel(output_layouts=Shard(1), use_local_output=local)})
    return _per_block(model, tp, plan)


def hf_tp_sp(model, mesh):
    """LOOK-ALIKE: Megatron TP + sequence parallelism written for a Hugging
    Face decoder: vocab-parallel embedding to a sequence shard, SP RMSNorms,
    PrepareModuleInput gathering the attention's `hidden_states` kwarg and
    the MLP's input, o_proj / down_proj reduce-scattered to the sequence
    shard, lm_head gathering. The residual stream stays a DTensor
    (`use_local_output=False`): the model computes its position ids, RoPE
    tables and causal mask from `inputs_embeds.shape`, which must be global."""
    return _hf_tp_sp(model, mesh, local=False)


def hf_tp_sp_local(model, mesh):
    """Written as a LOOK-ALIKE (torchtitan's SP plan transcribed to a Hugging
    Face decoder, residual stream as local tensors, as torchtitan keeps it).
    SURPRISE, LOUD: the Hugging Face model derives its position ids, RoPE
    tables and causal mask from `inputs_embeds.shape[1]`, which is now the
    rank's sequence shard, so RoPE of seq/tp positions meets the gathered
    seq-long q/k and the step raises a shape error."""
    return _hf_tp_sp(model, mesh, local=True)


def hf_o_proj_partial(model, mesh):
    """SILENT BUG (missing collective): Megatron TP with o_proj's
    RowwiseParallel output declared `Partial()`: the all-reduce never runs
    and, the output being a local tensor, each rank adds its own partial sum
    to the residual."""
    plan = _hf_megatron()
    plan["self_attn.o_proj"] = RowwiseParallel(output_layouts=Partial())
    return _per_block(model, mesh["tp"], plan)


def hf_down_proj_partial(model, mesh):
    """SILENT BUG (missing collective): as `hf_o_proj_partial` on the MLP's
    down_proj."""
    plan = _hf_megatron()
    plan["mlp.down_proj"] = RowwiseParallel(output_layouts=Partial())
    return _per_block(model, mesh["tp"], plan)


def hf_o_proj_colwise(model, mesh):
    """LOUD BUG: o_proj ColwiseParallel where RowwiseParallel is needed: it
    reads the full hidden width but gets the rank's head shard (a shape
    error in the matmul)."""
    plan = _hf_megatron()
    plan["self_attn.o_proj"] = ColwiseParallel()
    return _per_block(model, mesh["tp"], plan)


def _hf_ddp(reduce: str) -> PlanSpec:
    return PlanSpec(top={}, block={}, mesh_axes=("dp",), tp_axis="tp", dp_axis="dp", dp_grad_reduce=reduce)


def hf_ddp() -> PlanSpec:
    """CORRECT (PlanSpec, mesh dp=2): DDP: the batch split on dp, parameters
    replicated, gradients averaged over dp after backward."""
    return _hf_ddp("avg")


def hf_ddp_sum() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2): wrong reduction scale: the DDP
    gradients summed, not averaged (dp times the single-device gradient)."""
    return _hf_ddp("sum")


def hf_ddp_no_sync() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2): replicated parameters without
    gradient synchronisation: each rank steps on its own batch shard's gradient."""
    return _hf_ddp("none")


def hf_fsdp() -> PlanSpec:
    """CORRECT (PlanSpec, mesh dp=2): FSDP as DTensor placements (every
    parameter Shard(0) on dp, all-gathered in forward, gradients
    Partial(avg) reduce-scattered), the batch split on dp."""
    return PlanSpec(top={}, block={}, mesh_axes=("dp",), tp_axis="tp", dp_axis="dp", fsdp_axis="dp")


def hf_fsdp_sum() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2): wrong reduction op: FSDP's gradient
    declared Partial(sum) on dp, not Partial(avg): every gradient dp times
    too large, loss and logits right."""
    return PlanSpec(top={}, block={}, mesh_axes=("dp",), tp_axis="tp", dp_axis="dp", fsdp_axis="dp",
                    fsdp_grad_reduce="sum")


def hf_megatron_tp_2d() -> PlanSpec:
    """CORRECT (PlanSpec, mesh dp=2,tp=2): DDP x Megatron TP for a Hugging
    Face decoder: TP on tp, the batch split on dp and the gradients averaged."""
    return PlanSpec(top={}, block=_hf_megatron(), mesh_axes=("dp", "tp"), tp_axis="tp", dp_axis="dp",
                    blocks_attr="model.layers")


def hf_megatron_tp_wrong_mesh() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2,tp=2): the Megatron plan placed on the
    dp mesh dimension while the batch is split over dp: o_proj's and
    down_proj's all-reduces sum partial products of different samples."""
    return PlanSpec(top={}, block=_hf_megatron(), mesh_axes=("dp", "tp"), tp_axis="dp", dp_axis="dp",
                    blocks_attr="model.layers")


# ------------------------------------------------------------------ Phi (Phi-1/2: biases, parallel block)

def _phi_megatron() -> dict:
    return {"self_attn.q_proj": ColwiseParallel(), "self_attn.k_proj": ColwiseParallel(),
            "self_attn.v_proj": ColwiseParallel(), "self_attn.dense": RowwiseParallel(),
            "mlp.fc1": ColwiseParallel(), "mlp.fc2": RowwiseParallel()}


def phi_megatron_tp(model, mesh):
    """CORRECT: Megatron TP for Phi: q/k/v and fc1 colwise (biases sharded
    with their outputs), dense and fc2 rowwise (biases added once after the
    all-reduce)."""
    return _per_block(model, mesh["tp"], _phi_megatron())


def phi_fc2_partial(model, mesh):
    """SILENT BUG (missing collective): fc2's RowwiseParallel output left
    `Partial()` and returned as a local tensor: each rank adds its partial
    sum (with the whole bias: DTensor splits a replicated bias 1/tp only
    when it is reduced) to the residual."""
    plan = _phi_megatron()
    plan["mlp.fc2"] = RowwiseParallel(output_layouts=Partial())
    return _per_block(model, mesh["tp"], plan)


# ------------------------------------------------------------------ Phi-3 (fused qkv_proj, gate_up_proj)

def phi3_gathered_fused(model, mesh):
    """LOOK-ALIKE (as Hugging Face's own Phi-3 plan does it): the fused
    `qkv_proj` and `gate_up_proj` column-parallel with their outputs gathered
    (`output_layouts=Replicate()`), so the q/k/v and gate/up split sees the
    whole fused width; o_proj / down_proj rowwise from replicated inputs."""
    return _per_block(model, mesh["tp"], {
        "self_attn.qkv_proj": ColwiseParallel(output_layouts=Replicate()),
        "self_attn.o_proj": RowwiseParallel(input_layouts=Replicate()),
        "mlp.gate_up_proj": ColwiseParallel(output_layouts=Replicate()),
        "mlp.down_proj": RowwiseParallel(input_layouts=Replicate())})


def phi3_gate_up_contiguous(model, mesh):
    """SILENT BUG (fused weight in the wrong layout): `gate_up_proj`
    ([gate; up] rows) ColwiseParallel as if it were one projection: rank 0
    holds gate's rows, rank 1 up's, and the MLP's `chunk(2)` then splits each
    rank's shard into two halves of the same matrix (gate-half x act(gate-half)
    on rank 0), which down_proj's rowwise shard reduces silently."""
    return _per_block(model, mesh["tp"], {
        "mlp.gate_up_proj": ColwiseParallel(), "mlp.down_proj": RowwiseParallel()})


def _gate_up_strided(model, mesh, output_layout):
    from torch.distributed.tensor.placement_types import _StridedShard

    tp = mesh["tp"]
    _per_block(model, tp, {"mlp.gate_up_proj": ColwiseParallel(output_layouts=output_layout(_StridedShard)),
                           "mlp.down_proj": RowwiseParallel()})
    for block in _blocks(model):
        lin = block.mlp.gate_up_proj
        lin.weight = nn.Parameter(distribute_tensor(lin.weight.full_tensor().detach(), tp,
                                                    [_StridedShard(0, split_factor=2)]))
    return model


def phi3_gate_up_strided(model, mesh):
    """CORRECT (transformers' `packed_colwise`, written by hand): `gate_up_proj`
    ([gate; up] rows) column-parallel with its weight placed
    `_StridedShard(0, split_factor=2)`: each rank holds [gate_r; up_r], and
    its output kept in that layout (`output_layouts=_StridedShard(-1, 2)`),
    so the MLP's `chunk(2)` of the local output is the rank's shard of gate
    and of up; down_proj rowwise, attention replicated."""
    return _gate_up_strided(model, mesh, lambda strided: strided(-1, split_factor=2))


def phi3_gate_up_strided_resharded(model, mesh):
    """SILENT BUG (a style undoing a layout): as `phi3_gate_up_strided` but
    with ColwiseParallel's default `output_layouts=Shard(-1)`: DTensor
    redistributes the [gate_r | up_r] output to contiguous halves (rank 0 all
    of gate, rank 1 all of up) before `chunk(2)`, which then pairs halves of
    one matrix. Written first as the correct plan; running said otherwise."""
    return _gate_up_strided(model, mesh, lambda strided: Shard(-1))


def phi3_qkv_contiguous(model, mesh):
    """Fused weight in the wrong layout: `qkv_proj` ([q; k; v] rows)
    ColwiseParallel as if it were one projection, o_proj rowwise: rank 0's
    shard is all of q, rank 1's is k and v, and the attention slices its
    local shard at the config's (global) q width. Written as a SILENT BUG
    (intended silent_bug in cases.py); SURPRISE, LOUD: the slice leaves k
    and v empty and o_proj's matmul raises a shape error."""
    return _per_block(model, mesh["tp"], {
        "self_attn.qkv_proj": ColwiseParallel(), "self_attn.o_proj": RowwiseParallel()})


# ------------------------------------------------------------------ GPT-2 (Conv1D: weight [in, out])

class _Conv1DStyle:
    """DTensor placements for a transformers `Conv1D` (weight [in, out], so
    column-parallel is Shard(1) and row-parallel Shard(0)), with the input
    and output hooks a ParallelStyle would install."""

    @staticmethod
    def colwise(mod, mesh, weight_placement=None, local_output=True):
        wp, bp = weight_placement or (Shard(1), Shard(0))
        mod.weight = nn.Parameter(distribute_tensor(mod.weight.detach(), mesh, [wp]))
        mod.bias = nn.Parameter(distribute_tensor(mod.bias.detach(), mesh, [bp]))

        def pre(m, args):
            x = args[0]
            x = x if isinstance(x, DTensor) else DTensor.from_local(x, mesh, [Replicate()], run_check=False)
            return (x.redistribute(mesh, [Replicate()]),) + tuple(args[1:])

        def post(m, args, out):
            return out.to_local() if local_output else out
        mod.register_forward_pre_hook(pre)
        mod.register_forward_hook(post)

    @staticmethod
    def rowwise(mod, mesh):
        mod.weight = nn.Parameter(distribute_tensor(mod.weight.detach(), mesh, [Shard(0)]))
        mod.bias = nn.Parameter(distribute_tensor(mod.bias.detach(), mesh, [Replicate()]))

        def pre(m, args):
            x = args[0]
            x = x if isinstance(x, DTensor) else DTensor.from_local(x, mesh, [Shard(-1)], run_check=False)
            return (x.redistribute(mesh, [Shard(x.ndim - 1)]),) + tuple(args[1:])

        def post(m, args, out):
            return out.redistribute(mesh, [Replicate()]).to_local()
        mod.register_forward_pre_hook(pre)
        mod.register_forward_hook(post)


def gpt2_mlp_tp(model, mesh):
    """CORRECT: Megatron TP on GPT-2's MLP written as DTensor placements
    (`c_fc` weight Shard(1), bias Shard(0); `c_proj` weight Shard(0), bias
    replicated, output all-reduced); attention replicated."""
    tp = mesh["tp"]
    for block in _blocks(model):
        _Conv1DStyle.colwise(block.mlp.c_fc, tp)
        _Conv1DStyle.rowwise(block.mlp.c_proj, tp)
    return model


def gpt2_attn_strided_tp(model, mesh):
    """CORRECT: Megatron TP on GPT-2's attention and MLP. The fused `c_attn`
    ([q | k | v] columns) is placed `_StridedShard(1, split_factor=3)`: each
    rank holds [q_r | k_r | v_r], its heads of each of the three; the
    attention's `split_size` becomes the local width of one of them.
    Labelled equivalent by the gloo processes. SURPRISE (in the simulator,
    not the plan): LocalTensorMode in torch 2.13 gets `_StridedShard(1)` of
    a 2-D tensor wrong (distribute_tensor then full_tensor is not even the
    identity) and calls it a silent bug; labels.json keeps its answer
    under `local`."""
    from torch.distributed.tensor.placement_types import _StridedShard

    tp = mesh["tp"]
    n = tp.size()
    for block in _blocks(model):
        _Conv1DStyle.colwise(block.attn.c_attn, tp,
                             weight_placement=(_StridedShard(1, split_factor=3), _StridedShard(0, split_factor=3)))
        block.attn.split_size //= n
        _Conv1DStyle.rowwise(block.attn.c_proj, tp)
        _Conv1DStyle.colwise(block.mlp.c_fc, tp)
        _Conv1DStyle.rowwise(block.mlp.c_proj, tp)
    return model


def gpt2_attn_contiguous_tp(model, mesh):
    """SILENT BUG (fused weight in the wrong layout): as
    `gpt2_attn_strided_tp` but `c_attn` sharded contiguously (Shard(1)), the
    way one shards an unfused projection: rank 0's columns are all of q's
    first half... then q's second half and k's first half: with the local
    `split_size`, rank 0 takes q_0 as q, q_1 as k and k_0 as v: heads mix
    across q, k and v."""
    tp = mesh["tp"]
    n = tp.size()
    for block in _blocks(model):
        _Conv1DStyle.colwise(block.attn.c_attn, tp)
        block.attn.split_size //= n
        _Conv1DStyle.rowwise(block.attn.c_proj, tp)
    return model


def gpt2_linear_styles(model, mesh):
    """LOUD BUG: torch's ColwiseParallel / RowwiseParallel applied to GPT-2's
    `Conv1D` MLP as if it were `nn.Linear` (parallelize_module refuses a
    module that is neither nn.Linear nor nn.Embedding)."""
    return _per_block(model, mesh["tp"], {"mlp.c_fc": ColwiseParallel(), "mlp.c_proj": RowwiseParallel()})


def gpt2_ddp() -> PlanSpec:
    """CORRECT (PlanSpec, mesh dp=2): DDP on GPT-2 (gradients averaged)."""
    return _hf_ddp("avg")


def gpt2_ddp_sum() -> PlanSpec:
    """SILENT BUG (PlanSpec, mesh dp=2): DDP gradients summed, not averaged."""
    return _hf_ddp("sum")


# ------------------------------------------------------------------ MoE (OLMoE, Granite-MoE)

def olmoe_attn_gathered_tp(model, mesh):
    """CORRECT: OLMoE's attention q/k/v column-parallel with their outputs
    gathered (OLMoE's q_norm / k_norm normalise over all heads at once, so
    they need the whole width; Hugging Face's own plan does the same with
    `colwise_gather_output`), o_proj rowwise from the replicated input;
    router and experts replicated."""
    return _per_block(model, mesh["tp"], {
        "self_attn.q_proj": ColwiseParallel(output_layouts=Replicate()),
        "self_attn.k_proj": ColwiseParallel(output_layouts=Replicate()),
        "self_attn.v_proj": ColwiseParallel(output_layouts=Replicate()),
        "self_attn.o_proj": RowwiseParallel(input_layouts=Replicate())})


def olmoe_attn_colwise(model, mesh):
    """Written as a SILENT BUG: Megatron TP on OLMoE's attention as on
    Llama's (q/k/v colwise, o_proj rowwise), overlooking that OLMoE's
    q_norm / k_norm normalise over all heads at once: each rank would
    normalise its head shard with the full-width norm weight.
    SURPRISE, LOUD: the norm's 32-wide weight meets the rank's 16-wide q
    and the multiply raises a shape error; nothing runs silently."""
    return _per_block(model, mesh["tp"], _hf_attn_megatron())
