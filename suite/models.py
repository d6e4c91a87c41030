"""Model factories for the real-model suite: Hugging Face architectures
built from tiny configs with random weights (nothing is downloaded), and
one model written in plain PyTorch the way training frameworks write them
(torchtitan's Llama, `frontends/torch/models/llama.py:llama_tiny`, reused
by reference).

Every factory seeds torch (`torch.manual_seed(0)`) so the importer and the
labeller build the same weights; every Hugging Face config has
`use_cache=False`, untied embeddings and `sdpa` attention (eager where a
model's sdpa path needs a mask the CPU kernel refuses). Sizes are small
powers of two, heads and kv heads divisible by 2 (the tp degree).
"""

from __future__ import annotations

import torch

_COMMON = dict(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
               num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=32,
               use_cache=False, tie_word_embeddings=False)


def _build(model_cls, cfg, attn: str = "sdpa", experts: str = "eager") -> torch.nn.Module:
    cfg._attn_implementation = attn
    if hasattr(cfg, "_experts_implementation"):
        # `grouped_mm` has no float64 kernel (the labels run in float64): the
        # experts' loop in PyTorch ops (`eager`) or one gather of every
        # token's expert weights and two bmm (`batched_mm`)
        cfg._experts_implementation = experts
    torch.manual_seed(0)
    return model_cls(cfg)


def llama() -> torch.nn.Module:
    """Hugging Face `LlamaForCausalLM`: RMSNorm, RoPE, GQA (4 q / 2 kv heads), SwiGLU."""
    from transformers import LlamaConfig, LlamaForCausalLM

    return _build(LlamaForCausalLM, LlamaConfig(**_COMMON, rms_norm_eps=1e-5))


def mistral() -> torch.nn.Module:
    """Hugging Face `MistralForCausalLM` (sliding window larger than the sequence)."""
    from transformers import MistralConfig, MistralForCausalLM

    return _build(MistralForCausalLM, MistralConfig(**_COMMON, sliding_window=32, head_dim=8))


def gemma() -> torch.nn.Module:
    """Hugging Face `GemmaForCausalLM`: (1 + w) RMSNorm, scaled embeddings, GeGLU (tanh)."""
    from transformers import GemmaConfig, GemmaForCausalLM

    return _build(GemmaForCausalLM, GemmaConfig(**_COMMON, head_dim=8))


def phi() -> torch.nn.Module:
    """Hugging Face `PhiForCausalLM` (Phi-1/2): LayerNorm with biases, parallel
    attention/MLP block, partial rotary, biased projections, `fc1`/`fc2` GELU MLP."""
    from transformers import PhiConfig, PhiForCausalLM

    kw = dict(_COMMON)
    return _build(PhiForCausalLM, PhiConfig(**kw, resid_pdrop=0.0, embd_pdrop=0.0, attention_dropout=0.0))


def phi3() -> torch.nn.Module:
    """Hugging Face `Phi3ForCausalLM`: fused `qkv_proj` ([q; k; v] rows) and
    fused `gate_up_proj` ([gate; up] rows)."""
    from transformers import Phi3Config, Phi3ForCausalLM

    kw = dict(_COMMON)
    return _build(Phi3ForCausalLM, Phi3Config(**kw, resid_pdrop=0.0, embd_pdrop=0.0, attention_dropout=0.0,
                                              pad_token_id=0))


def gpt2() -> torch.nn.Module:
    """Hugging Face `GPT2LMHeadModel`: learned positions, LayerNorm with biases,
    `Conv1D` projections with a fused q/k/v `c_attn` ([in, 3 * hidden]), tanh GELU."""
    from transformers import GPT2Config, GPT2LMHeadModel

    cfg = GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=4, n_inner=64,
                     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False,
                     tie_word_embeddings=False, bos_token_id=0, eos_token_id=0)
    return _build(GPT2LMHeadModel, cfg)


def olmoe(experts: str = "eager") -> torch.nn.Module:
    """Hugging Face `OlmoeForCausalLM`: a mixture of 4 experts, top-2 routing,
    q/k norms, experts' weights stored as 3-D tensors (fused `gate_up_proj`)."""
    from transformers import OlmoeConfig, OlmoeForCausalLM

    kw = dict(_COMMON)
    kw.update(intermediate_size=32)
    return _build(OlmoeForCausalLM, OlmoeConfig(**kw, num_experts=4, num_experts_per_tok=2,
                                                norm_topk_prob=False, router_aux_loss_coef=0.0,
                                                output_router_logits=False, pad_token_id=0), experts=experts)


def olmoe_batched() -> torch.nn.Module:
    """`olmoe` with transformers' `experts_implementation="batched_mm"`."""
    return olmoe("batched_mm")


def granitemoe(experts: str = "eager") -> torch.nn.Module:
    """Hugging Face `GraniteMoeForCausalLM`: 4 experts, top-2, Granite's
    embedding/residual/attention/logit multipliers."""
    from transformers import GraniteMoeConfig, GraniteMoeForCausalLM

    kw = dict(_COMMON)
    kw.update(intermediate_size=32)
    return _build(GraniteMoeForCausalLM, GraniteMoeConfig(**kw, num_local_experts=4, num_experts_per_tok=2,
                                                          router_aux_loss_coef=0.0, output_router_logits=False,
                                                          pad_token_id=0), experts=experts)


def granitemoe_batched() -> torch.nn.Module:
    """`granitemoe` with transformers' `experts_implementation="batched_mm"`."""
    return granitemoe("batched_mm")


def mixtral_batched() -> torch.nn.Module:
    """Hugging Face `MixtralForCausalLM`: 4 experts, top-2, the picked
    weights renormalised (softmax, top-k, divide by their sum), sliding
    window larger than the sequence; `batched_mm` experts."""
    from transformers import MixtralConfig, MixtralForCausalLM

    kw = dict(_COMMON)
    kw.update(intermediate_size=32)
    return _build(MixtralForCausalLM, MixtralConfig(**kw, num_local_experts=4, num_experts_per_tok=2,
                                                    router_aux_loss_coef=0.0, output_router_logits=False,
                                                    sliding_window=32, head_dim=8, pad_token_id=0),
                  experts="batched_mm")


def qwen3moe_batched() -> torch.nn.Module:
    """Hugging Face `Qwen3MoeForCausalLM`: q/k RMSNorm per head, 4 experts,
    top-2 renormalised, every layer sparse; `batched_mm` experts."""
    from transformers import Qwen3MoeConfig, Qwen3MoeForCausalLM

    kw = dict(_COMMON)
    kw.update(intermediate_size=32)
    return _build(Qwen3MoeForCausalLM, Qwen3MoeConfig(**kw, num_experts=4, num_experts_per_tok=2,
                                                      moe_intermediate_size=32, norm_topk_prob=True,
                                                      decoder_sparse_step=1, mlp_only_layers=[],
                                                      router_aux_loss_coef=0.0, output_router_logits=False,
                                                      head_dim=8, pad_token_id=0),
                  experts="batched_mm")


# The plain-PyTorch model (torchtitan-style Llama, 2 layers, dim 32, 8 q / 4 kv heads):
# referenced as "frontends.torch.models.llama:llama_tiny" in suite/cases.py.
PLAIN_LLAMA = "frontends.torch.models.llama:llama_tiny"
