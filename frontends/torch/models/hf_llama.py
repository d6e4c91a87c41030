"""Hugging Face `LlamaForCausalLM` from a tiny `LlamaConfig` (random init,
nothing downloaded). Its built-in `tp_plan` (model-level `_tp_plan` plus the
config's `base_model_tp_plan`) is what `plans/hf_llama.py` applies."""

from __future__ import annotations

import torch


def config(**over):
    from transformers import LlamaConfig

    kw = dict(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
              num_attention_heads=8, num_key_value_heads=4, max_position_embeddings=16,
              rms_norm_eps=1e-5, tie_word_embeddings=False, use_cache=False)
    kw.update(over)
    cfg = LlamaConfig(**kw)
    cfg._attn_implementation = "sdpa"
    return cfg


def hf_llama_tiny() -> torch.nn.Module:
    from transformers import LlamaForCausalLM

    return LlamaForCausalLM(config())
