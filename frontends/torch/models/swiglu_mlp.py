"""A SwiGLU MLP language model (embedding, one residual SwiGLU block with
torchtitan's names, output projection): the smallest model on which FSDP
written as DTensor placements (and TP on the FFN) is proved end to end.

Sizes are products of distinct primes (2 and 3 are left for the mesh axes:
dp = 2, tp = 3), so the importer can name every dim by a symbol
(`symbols.py`): vocab 2*7, dim 2*11, hidden 2*13 (2*3*13 for TP on tp = 3),
and every shard is one symbol (the prover's layout rules want a sharded
size written `axis * local`). Import with `--batch 2 --seq 7`: one sequence
per dp rank, so the flattened tokens [B*S] are `dp * S`.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


class FeedForward(nn.Module):
    def __init__(self, dim: int, hidden: int):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class Block(nn.Module):
    def __init__(self, dim: int, hidden: int):
        super().__init__()
        self.feed_forward = FeedForward(dim, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.feed_forward(x)


class SwiGLUMLP(nn.Module):
    def __init__(self, vocab: int = 14, dim: int = 22, hidden: int = 26):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleDict({"0": Block(dim, hidden)})
        self.output = nn.Linear(dim, vocab, bias=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        h = self.tok_embeddings(tokens)
        for layer in self.layers.values():
            h = layer(h)
        return self.output(h)


def swiglu_mlp() -> SwiGLUMLP:
    torch.manual_seed(0)
    return SwiGLUMLP()


def swiglu_mlp_tp3() -> SwiGLUMLP:
    """Hidden 2*3*13: sharded on tp = 3 and again on dp = 2 (FSDP x TP)."""
    torch.manual_seed(0)
    return SwiGLUMLP(hidden=78)
