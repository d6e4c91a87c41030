"""Hugging Face's own tensor-parallel plan for `LlamaForCausalLM`."""

from __future__ import annotations

from frontends.torch.spec import PlanSpec


def builtin_tp() -> PlanSpec:
    """The model's built-in `tp_plan` (colwise q/k/v/gate/up, rowwise o/down,
    vocab-parallel `embedding_rowwise`, `colwise_gather_output` lm_head),
    applied with transformers' `apply_tensor_parallelism` on the `tp` mesh."""
    return PlanSpec(top={}, block={}, hf_tp_plan=True, blocks_attr="model.layers")
