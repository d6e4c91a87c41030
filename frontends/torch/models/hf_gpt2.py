"""Hugging Face `GPT2LMHeadModel` from a small `GPT2Config` (random init,
nothing downloaded): learned position embeddings, LayerNorm with biases,
`Conv1D` projections (a fused q/k/v `c_attn`), SDPA attention and the
`gelu_new` (tanh) MLP, as transformers writes them.

Sizes are distinct odd primes or their products (the prime 2 is left for
a dp = 2 mesh axis; symbols.py names each size by its primes): 5 heads of
head_dim 3 (n_embd 15, c_attn 45), MLP width 11, vocabulary 13, 17
positions, and the importer's batch / seq chosen alike (e.g. --batch 38
--seq 7 on dp = 2)."""

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
