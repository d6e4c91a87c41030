"""A model with an op outside the Plan IR vocabulary (exact GELU: torch's
decomposition computes it with erf, which has no denotation; its tanh form
imports, models/gpt2_mlp.py), to exercise the importer's
unsupported_operator path."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


class GeluMLP(nn.Module):
    def __init__(self, vocab: int = 16, dim: int = 8, hidden: int = 16):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleDict({"0": nn.ModuleDict({"up": nn.Linear(dim, hidden, bias=False)})})
        self.down = nn.Linear(hidden, dim, bias=False)
        self.output = nn.Linear(dim, vocab, bias=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        h = self.tok_embeddings(tokens)
        h = self.down(F.gelu(self.layers["0"]["up"](h)))
        return self.output(h)


def gelu_mlp() -> GeluMLP:
    torch.manual_seed(0)
    return GeluMLP()
