"""Hugging Face `GPT2LMHeadModel` from a small `GPT2Config` (random init,
nothing downloaded): learned position embeddings, LayerNorm with biases,
`Conv1D` projections (a fused q/k/v `c_attn`), SDPA attention and the
`gelu_new` (tanh) MLP, as transformers writes them.

`hf_gpt2_tiny`'s sizes are odd primes (7 heads, n_embd 77, MLP width 19,
vocabulary 17, 23 positions); `hf_gpt2_pow2`'s are powers of two. The
importer names either by structure (frontends/torch/sizes.py)."""

from __future__ import annotations

import torch


def config(**over):
    from transformers import GPT2Config

    kw = dict(vocab_size=17, n_positions=23, n_embd=77, n_layer=1, n_head=7, n_inner=19,
              resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False,
              tie_word_embeddings=False, bos_token_id=0, eos_token_id=0)
    kw.update(over)
    cfg = GPT2Config(**kw)
    cfg._attn_implementation = "sdpa"
    return cfg


def hf_gpt2_tiny() -> torch.nn.Module:
    from transformers import GPT2LMHeadModel

    torch.manual_seed(0)
    return GPT2LMHeadModel(config())


def hf_gpt2_pow2() -> torch.nn.Module:
    """4 heads of head_dim 16 (n_embd 64), MLP width 128, vocabulary 64, 32 positions."""
    from transformers import GPT2LMHeadModel

    torch.manual_seed(0)
    return GPT2LMHeadModel(config(vocab_size=64, n_positions=32, n_embd=64, n_head=4, n_inner=128))
