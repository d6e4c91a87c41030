"""Planner configuration: a JSON file (data, not code) parsed into frozen
dataclasses. Unknown keys are errors so a typo never silently selects a
default.

    {"name": ..., "model": {...}, "mesh": {"dp": 2, "cp": 2, "tp": 2},
     "parallel": {...}, "defects": [...], "seed": 7}
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, Mapping

FAMILIES = ("llama", "yoco")
CROSS_LAYOUTS = ("contiguous", "zigzag")
# How the zigzag cross layout is entered and left (cross.shuffle):
# "all_to_all": one all-to-all of two chunks per rank (cp = 2 only);
# "gather": for every cp, an all-gather over cp and the rank's two chunks cut
# at coord * c and (2 cp - 1 - coord) * c on entry, a scatter of the rank's
# tokens to their global positions and a reduce-scatter over cp on leaving.
ZIGZAG_SHUFFLES = ("all_to_all", "gather")
HALO_SHIFTS = ("cyclic", "open")
EP_FORMS = ("none", "static_tp", "a2a_tp")
# The planted defects of CASE_STUDY_YOCO.md, one switch each.
DEFECTS = (
    "routing_gathered_in_zigzag",   # routing table all-gathered in zigzag layout, read as SM order
    "loss_local_token_count",       # per-token loss gradient scaled by the rank-local token count
    "kv_gathered_from_zigzag",      # K̂/V̂ projected on the zigzag stream and gathered as if contiguous
)
MESH_AXES = ("dp", "cp", "tp")  # mesh order: rank ids are row-major, tp fastest
PP_AXIS = "pp"  # pipeline stages: the outermost mesh axis, present only when pp > 1


class ConfigError(ValueError):
    pass


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    family: str
    layers: int = 0          # llama: decoder layers
    self_layers: int = 0     # yoco: self-decoder layers (sliding-window attention)
    cross_layers: int = 0    # yoco: cross-decoder layers (shared K̂/V̂)
    moe: bool = True         # yoco: MoE FFNs (otherwise dense SwiGLU)
    top_k: int = 0           # fixed structural k; 0 = symbolic `k`
    recorded: Mapping[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class ParallelConfig:
    sp: bool = False                 # sequence parallelism over the tp axis
    cross_layout: str = "zigzag"     # CP layout of the cross-decoder query stream
    zigzag_shuffle: str = "all_to_all"  # how the zigzag layout is entered and left (ZIGZAG_SHUFFLES)
    halo_shift: str = "cyclic"       # the sliding-window halo's OP_SHIFT (HALO_SHIFTS; open: rank 0 gets a fill)
    ep: str = "none"                 # expert parallelism form
    pp_layers: tuple[int, ...] = ()  # decoder layers per pipeline stage (pp > 1; may be uneven)
    microbatches: int = 1            # gradient accumulation over this many microbatches (pp > 1)


@dataclasses.dataclass(frozen=True)
class Config:
    name: str
    model: ModelConfig
    mesh: Mapping[str, int]
    parallel: ParallelConfig
    defects: tuple[str, ...] = ()
    seed: int = 1

    def size(self, axis: str) -> int:
        return self.mesh.get(axis, 1)

    def has(self, defect: str) -> bool:
        return defect in self.defects


def _take(d: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> dict[str, Any]:
    extra = sorted(set(d) - set(allowed))
    if extra:
        raise ConfigError(f"{where}: unknown keys {extra}")
    return dict(d)


def parse(text: str) -> Config:
    raw = json.loads(text)
    top = _take(raw, ("name", "model", "mesh", "parallel", "defects", "seed", "comment"), "config")
    m = _take(top.get("model", {}), tuple(f.name for f in dataclasses.fields(ModelConfig)) + ("comment",), "model")
    m.pop("comment", None)
    model = ModelConfig(**{**m, "recorded": dict(sorted(m.get("recorded", {}).items()))})
    p = _take(top.get("parallel", {}), tuple(f.name for f in dataclasses.fields(ParallelConfig)), "parallel")
    parallel = ParallelConfig(**{**p, "pp_layers": tuple(int(n) for n in p.get("pp_layers", ()))})
    mesh = _take(top.get("mesh", {}), (PP_AXIS,) + MESH_AXES, "mesh")
    cfg = Config(name=top["name"], model=model, mesh={a: int(mesh.get(a, 1)) for a in (PP_AXIS,) + MESH_AXES},
                 parallel=parallel, defects=tuple(top.get("defects", ())), seed=int(top.get("seed", 1)))
    check(cfg)
    return cfg


def load(path: str) -> tuple[Config, bytes]:
    with open(path, "rb") as f:
        data = f.read()
    return parse(data.decode()), data


def check(cfg: Config) -> None:
    """What the passes implement; everything else is refused up front."""
    m, p = cfg.model, cfg.parallel
    if m.family not in FAMILIES:
        raise ConfigError(f"model.family {m.family!r} not in {FAMILIES}")
    if any(v < 1 for v in cfg.mesh.values()):
        raise ConfigError("mesh degrees must be >= 1")
    if p.cross_layout not in CROSS_LAYOUTS:
        raise ConfigError(f"parallel.cross_layout {p.cross_layout!r} not in {CROSS_LAYOUTS}")
    if p.zigzag_shuffle not in ZIGZAG_SHUFFLES:
        raise ConfigError(f"parallel.zigzag_shuffle {p.zigzag_shuffle!r} not in {ZIGZAG_SHUFFLES}")
    if p.halo_shift not in HALO_SHIFTS:
        raise ConfigError(f"parallel.halo_shift {p.halo_shift!r} not in {HALO_SHIFTS}")
    if p.ep not in EP_FORMS:
        raise ConfigError(f"parallel.ep {p.ep!r} not in {EP_FORMS}")
    for d in cfg.defects:
        if d not in DEFECTS:
            raise ConfigError(f"unknown defect {d!r}; known: {DEFECTS}")
    pp = cfg.size(PP_AXIS)
    if pp > 1 and (m.family != "llama" or len(p.pp_layers) != pp or min(p.pp_layers) < 1
                   or sum(p.pp_layers) != m.layers):
        raise ConfigError(f"pp = {pp} needs the llama family and parallel.pp_layers: {pp} stage sizes >= 1 "
                          f"summing to model.layers, got {list(p.pp_layers)}")
    if pp == 1 and p.pp_layers:
        raise ConfigError("parallel.pp_layers needs mesh.pp > 1")
    if p.microbatches < 1 or (p.microbatches > 1 and pp == 1):
        raise ConfigError(f"parallel.microbatches = {p.microbatches}: microbatches (>= 1) are part of the PP pass, "
                          "> 1 needs mesh.pp > 1")
    if m.family == "llama":
        if m.layers < 1:
            raise ConfigError("llama needs model.layers >= 1")
        if cfg.size("cp") > 1:
            raise ConfigError("CP for the dense llama decoder is not supported (see README)")
        if cfg.defects:
            raise ConfigError("the planted defects are YOCO variants")
    else:
        if m.self_layers < 1 or m.cross_layers < 1:
            raise ConfigError("yoco needs self_layers >= 1 and cross_layers >= 1")
        if m.moe and p.ep not in ("static_tp", "a2a_tp"):
            raise ConfigError("yoco MoE needs parallel.ep = 'static_tp' or 'a2a_tp'")
        if p.ep == "a2a_tp" and not (m.moe and p.sp and cfg.size("tp") > 1):
            raise ConfigError("parallel.ep = 'a2a_tp' dispatches the sequence-parallel tokens over tp: "
                              "needs MoE, parallel.sp and mesh.tp > 1")
        if p.ep == "a2a_tp" and "routing_gathered_in_zigzag" in cfg.defects:
            raise ConfigError("routing_gathered_in_zigzag is a static_tp defect (a2a_tp routes the local tokens)")
        if p.cross_layout == "zigzag" and p.zigzag_shuffle == "all_to_all" and cfg.size("cp") > 2:
            raise ConfigError("the zigzag all-to-all shuffle is implemented for cp <= 2 "
                              "(parallel.zigzag_shuffle = 'gather' takes every cp)")
        zig_defects = {"routing_gathered_in_zigzag", "kv_gathered_from_zigzag"} & set(cfg.defects)
        if zig_defects and (cfg.size("cp") < 2 or p.cross_layout != "zigzag"):
            raise ConfigError(f"{sorted(zig_defects)} need cp >= 2 and the zigzag cross layout")
        if "routing_gathered_in_zigzag" in cfg.defects and not m.moe:
            raise ConfigError("routing_gathered_in_zigzag needs MoE")
        if "loss_local_token_count" in cfg.defects and cfg.size("cp") < 2:
            raise ConfigError("loss_local_token_count is a CP defect: needs cp >= 2")
