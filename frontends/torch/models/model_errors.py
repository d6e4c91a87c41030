"""Models for the importer's failure paths (issue 24, point 4), shaped as
models.gelu_mlp so plans.gelu_mlp_tp applies to them: an op outside the
Plan IR vocabulary inside a nested module (unsupported_operator), and
single-device steps that raise while the model is built, in forward and in
backward (model_error), and Python branches on tensor values (on data:
refused; on a value computed from sizes alone: taken as the model takes it)."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


class Act(nn.Module):
    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return F.softplus(h)  # no Plan IR denotation


class NoGrad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, h: torch.Tensor) -> torch.Tensor:
        return h

    @staticmethod
    def backward(ctx, g: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError("NoGrad has no backward")


class BackwardErrorAct(nn.Module):
    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return NoGrad.apply(h)


class DataBranchAct(nn.Module):
    def forward(self, h: torch.Tensor) -> torch.Tensor:
        if (h.sum() > 0).item():  # a branch on the activations' values
            return h * 2
        return -h


class SizeBranchAct(nn.Module):
    def forward(self, h: torch.Tensor) -> torch.Tensor:
        if (torch.arange(h.shape[-1]) >= 0).all():  # a branch on a value computed from a size
            return h * 2
        return -h


class SoftplusMLP(nn.Module):
    def __init__(self, vocab: int = 16, dim: int = 8, hidden: int = 16):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleDict({"0": nn.ModuleDict({"up": nn.Linear(dim, hidden, bias=False), "act": Act()})})
        self.down = nn.Linear(hidden, dim, bias=False)
        self.output = nn.Linear(dim, vocab, bias=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        block = self.layers["0"]
        return self.output(self.down(block["act"](block["up"](self.tok_embeddings(tokens)))))


class ShapeErrorMLP(SoftplusMLP):
    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        h = self.layers["0"]["up"](self.tok_embeddings(tokens))
        return self.output(h)  # the hidden width (16) is not the output's input width (8)


class BackwardErrorMLP(SoftplusMLP):
    def __init__(self):
        super().__init__()
        self.layers["0"]["act"] = BackwardErrorAct()


def softplus_mlp() -> SoftplusMLP:
    torch.manual_seed(0)
    return SoftplusMLP()


def shape_error_mlp() -> ShapeErrorMLP:
    torch.manual_seed(0)
    return ShapeErrorMLP()


def backward_error_mlp() -> BackwardErrorMLP:
    torch.manual_seed(0)
    return BackwardErrorMLP()


def negative_width_mlp() -> SoftplusMLP:
    return SoftplusMLP(hidden=-4)  # raises while the model is built


def data_branch_mlp() -> SoftplusMLP:
    torch.manual_seed(0)
    model = SoftplusMLP()
    model.layers["0"]["act"] = DataBranchAct()
    return model


def size_branch_mlp() -> SoftplusMLP:
    torch.manual_seed(0)
    model = SoftplusMLP()
    model.layers["0"]["act"] = SizeBranchAct()
    return model
