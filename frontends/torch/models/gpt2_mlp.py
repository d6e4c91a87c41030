"""GPT-2's MLP blocks as nanoGPT writes them, in plain PyTorch: LayerNorm
with a bias, `c_fc` and `c_proj` linears with biases, GELU in its tanh form
(GPT-2's `gelu_new`), a final LayerNorm and an untied output projection.
(No attention: this model is the fixture for the ops the attention-free
part of GPT-2 emits.) The importer captures layer norm and GELU through
torch's own decompositions (worker.decompositions): mean, variance, rsqrt,
tanh and elementwise ops, forward and backward; a linear with a bias is
`addmm`.

Sizes are products of distinct primes (2 and 3 left for the mesh axes
dp = 2, tp = 3): vocab 2*7, dim 2*11, hidden 2*3*13.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


class MLP(nn.Module):
    def __init__(self, dim: int, hidden: int):
        super().__init__()
        self.c_fc = nn.Linear(dim, hidden)
        self.c_proj = nn.Linear(hidden, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.c_proj(F.gelu(self.c_fc(x), approximate="tanh"))


class Block(nn.Module):
    def __init__(self, dim: int, hidden: int):
        super().__init__()
        self.ln_2 = nn.LayerNorm(dim)
        self.mlp = MLP(dim, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.ln_2(x))


class GPT2MLP(nn.Module):
    def __init__(self, vocab: int = 14, dim: int = 22, hidden: int = 78):
        super().__init__()
        self.wte = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleDict({"0": Block(dim, hidden)})
        self.ln_f = nn.LayerNorm(dim)
        self.lm_head = nn.Linear(dim, vocab, bias=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        h = self.wte(tokens)
        for layer in self.layers.values():
            h = layer(h)
        return self.lm_head(self.ln_f(h))


def gpt2_mlp() -> GPT2MLP:
    torch.manual_seed(0)
    return GPT2MLP()
