"""A language model written the way plain-PyTorch training code writes it:
a hand-written RMSNorm (`x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) +
eps) * weight`, the form of Meta's reference Llama and of nanoGPT-style
code, not `nn.RMSNorm`), a SwiGLU FFN with torchtitan's names and a final
norm. Nothing in it is fused or recognised by the importer: the norm reaches
the Plan IR decomposed (mul chain for the square, `reduce_mean` with keepdim,
`add_const` for eps, `rsqrt`, and autograd's backward of each).

Sizes are products of distinct primes, as in `swiglu_mlp` (2 and 3 left
for the mesh axes dp = 2, tp = 3): vocab 2*7, dim 2*11, hidden 2*3*13.
"""

from __future__ import annotations

import torch
from torch import nn

from frontends.torch.models.swiglu_mlp import FeedForward


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class Block(nn.Module):
    def __init__(self, dim: int, hidden: int):
        super().__init__()
        self.ffn_norm = RMSNorm(dim)
        self.feed_forward = FeedForward(dim, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.feed_forward(self.ffn_norm(x))


class NormedMLP(nn.Module):
    def __init__(self, vocab: int = 14, dim: int = 22, hidden: int = 78):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleDict({"0": Block(dim, hidden)})
        self.norm = RMSNorm(dim)
        self.output = nn.Linear(dim, vocab, bias=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        h = self.tok_embeddings(tokens)
        for layer in self.layers.values():
            h = layer(h)
        return self.output(self.norm(h))


def normed_mlp() -> NormedMLP:
    torch.manual_seed(0)
    return NormedMLP()


def normed_mlp_pow2() -> NormedMLP:
    """The same model at power-of-two sizes (vocab 16, dim 32, hidden 64):
    the importer names sizes by structure, not by their values."""
    torch.manual_seed(0)
    return NormedMLP(vocab=16, dim=32, hidden=64)
