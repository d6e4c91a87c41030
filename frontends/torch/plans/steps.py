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
    position, the last position predicting the first token (a rotation, as
    torch.roll, whose own decomposition needs fmod and index_select; a step
    that drops the last position slices the logits, whose backward,
    slice_backward, is not in the vocabulary yet). Imports (the labels
    input unread, dropped) with its sizes named by structure (the sequence
    is 1 + d1, the pieces d1 and 1); the proof stops at the first slice of
    the token ids: a slice of an index tensor has no rule or Coq rendering
    yet (op_slice reads ring tensors)."""
    logits = model(tokens)
    targets = torch.cat([tokens[:, 1:], tokens[:, :1]], dim=1)
    return F.cross_entropy(logits.flatten(0, 1), targets.flatten()), logits


def summed_loss(model, tokens, labels):
    """The cross-entropy summed over the tokens, then divided by their
    count: the mean, written as users often write it."""
    logits = model(tokens)
    return F.cross_entropy(logits.flatten(0, 1), labels.flatten(), reduction="sum") / labels.numel()
