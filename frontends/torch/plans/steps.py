"""Training steps as users write them (`--step MODULE:NAME`): the loss of
the model on the batch, from `step(model, tokens, labels)`; the importer
differentiates it (and the plan's hooks and collectives run as in
training). Return the loss, or (loss, logits) to observe the logits too.
"""
from __future__ import annotations

import torch
import torch.nn.functional as F


def next_token(model, tokens, labels):
    """Next-token prediction: the labels are the inputs shifted by one
    position (rolled: the last position predicts the first token; a step
    that drops it slices the logits, whose backward, slice_backward, is not
    in the vocabulary yet)."""
    logits = model(tokens)
    targets = torch.roll(tokens, -1, 1)
    return F.cross_entropy(logits.flatten(0, 1), targets.flatten()), logits


def summed_loss(model, tokens, labels):
    """The cross-entropy summed over the tokens, then divided by their
    count: the mean, written as users often write it."""
    logits = model(tokens)
    return F.cross_entropy(logits.flatten(0, 1), labels.flatten(), reduction="sum") / labels.numel()
