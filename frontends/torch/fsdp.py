"""FSDP written as DTensor placements (SimpleFSDP-style), composed with TP.

Every parameter is stored as a DTensor on the full (dp, tp) mesh with
placements `Shard(0)` on the FSDP axis and its TP placement (Replicate when
the TP plan left it alone) on the tp axis. A forward pre-hook of the owning
module materializes the compute weight:

    w = p.redistribute(placements=(Replicate() on dp, tp placement))   # all-gather on dp
    w = w.to_local(grad_placements=(Partial(avg) on dp, tp placement))
    w = DTensor.from_local(w, tp_mesh, (tp placement,))                # what the TP module expects

and puts it in the module's `_parameters` slot for the forward only (FSDP2
does the same swap); a forward hook restores the sharded Parameter. In
backward the weight gradient reaches `redistribute`'s backward as
`Partial(avg)` on dp and leaves as `Shard(0)`: a reduce-scatter. Everything
is plain DTensor dataflow, so make_fx captures the collectives and the
parameter gradients are the sharded Parameters' `.grad` (their placements
become the observables' relations).
"""

from __future__ import annotations

from typing import Optional

import torch
from torch.distributed.tensor import DTensor, Partial, Replicate, Shard, distribute_tensor


def snapshot(model: torch.nn.Module) -> dict[str, torch.Tensor]:
    """Full parameter values before TP shards them (the FSDP shards are
    cut from these, without communication)."""
    return {n: p.detach().clone() for n, p in model.named_parameters()}


def apply(model: torch.nn.Module, mesh, fsdp_axis: str, tp_axis: Optional[str],
          full: dict[str, torch.Tensor], grad_reduce: str = "avg") -> None:
    axes = tuple(mesh.mesh_dim_names)
    dp_i = axes.index(fsdp_axis)
    tp_i = axes.index(tp_axis) if tp_axis in axes and tp_axis != fsdp_axis else None
    tp_mesh = mesh[tp_axis] if tp_i is not None else None
    for mod_name, mod in model.named_modules():
        own = [(n, p) for n, p in mod.named_parameters(recurse=False)]
        if not own:
            continue
        specs = {}
        for pname, p in own:
            qual = f"{mod_name}.{pname}" if mod_name else pname
            tp_pl = p.placements[0] if isinstance(p, DTensor) else Replicate()
            if isinstance(p, DTensor) and (p.device_mesh.ndim != 1 or tp_i is None):
                raise ValueError(f"{qual}: FSDP-as-placements expects TP parameters on the 1-D tp mesh")
            placements = [Replicate()] * len(axes)
            placements[dp_i] = Shard(0)
            if tp_i is not None:
                placements[tp_i] = tp_pl
            sharded = distribute_tensor(full[qual], mesh, placements, src_data_rank=None)
            mod._parameters[pname] = torch.nn.Parameter(sharded, requires_grad=p.requires_grad)
            compute = list(placements)
            compute[dp_i] = Replicate()
            grad = list(placements)
            grad[dp_i] = Partial(grad_reduce)
            specs[pname] = (tuple(compute), tuple(grad), tp_pl, isinstance(p, DTensor))
        mod.register_forward_pre_hook(_unshard(specs, tp_mesh))
        mod.register_forward_hook(_reshard(), always_call=True)


def _unshard(specs, tp_mesh):
    def hook(mod, args):
        saved = {}
        for pname, (compute, grad, tp_pl, was_tp) in specs.items():
            p = mod._parameters[pname]
            saved[pname] = p
            w = p.redistribute(placements=compute).to_local(grad_placements=grad)
            if was_tp:
                w = DTensor.from_local(w, tp_mesh, (tp_pl,), run_check=False)
            mod._parameters[pname] = w
        mod._tv_fsdp_saved = saved
    return hook


def _reshard():
    def hook(mod, args, out):
        for pname, p in getattr(mod, "_tv_fsdp_saved", {}).items():
            mod._parameters[pname] = p
        mod._tv_fsdp_saved = {}
    return hook
