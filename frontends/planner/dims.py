"""Symbolic dims of a plan. Every size is a named symbol; local (per-rank)
sizes are the free symbols and global sizes are defined from them by
equalities `G = axis_size * L`, so the validator's smallest instantiation
is found at the first bound (every free symbol = its minimum) and the
divisibility side conditions hold by construction.

The recorded A0.4B values (CASE_STUDY_YOCO.md) are model-level; the local
symbols' recorded values are derived by dividing by the mesh degrees.
"""

from __future__ import annotations

import dataclasses
from typing import Mapping, Optional

from frontends.common.plan_writer import Ex, PlanBuilder

from frontends.planner.config import Config, ConfigError


@dataclasses.dataclass(frozen=True)
class Dims:
    B: Ex; B_l: Ex              # batch, per dp rank and microbatch
    N: Ex; N_c: Ex; N_s: Ex     # sequence, per cp rank, per (cp, tp) rank (sequence parallel)
    c: Optional[Ex]             # zigzag chunk (N = 2*cp*c)
    d: Ex; Dh: Ex               # model width, head dim
    H: Ex; H_l: Ex; Hkv: Ex; Hkv_l: Ex  # query / kv heads, per tp rank
    V: Ex; V_l: Ex              # vocab, per tp rank
    f: Optional[Ex]; f_l: Optional[Ex]  # dense FFN width
    E: Optional[Ex]; E_l: Optional[Ex]; fe: Optional[Ex]; k: Optional[Ex]  # experts
    W: Optional[Ex]; halo: Optional[Ex]  # sliding window, halo = W - 1


class _Symbols:
    def __init__(self, b: PlanBuilder, recorded: Mapping[str, int]):
        self.b, self.recorded = b, recorded

    def free(self, name: str, minimum: int = 0) -> Ex:
        s = self.b.plan.symbols.add(name=name, min=minimum)
        if name in self.recorded:
            s.recorded = self.recorded[name]
        return Ex.var("symbol", name)

    def define(self, name: str, value: Ex) -> Ex:
        v = self.free(name)
        self.b.constrain(v, "==", value, f"{name}_def")
        return v


def recorded_locals(cfg: Config) -> dict[str, int]:
    """Model-level recorded sizes -> every symbol's recorded value."""
    r = dict(cfg.model.recorded)
    if not r:
        return {}
    dp, cp, tp = cfg.size("dp"), cfg.size("cp"), cfg.size("tp")

    def div(a: int, b: int, what: str) -> int:
        if a % b:
            raise ConfigError(f"recorded {what} = {a} is not divisible by {b}")
        return a // b

    out = dict(r)
    out["B_l"] = div(r["B"], dp * cfg.parallel.microbatches, "B")
    out["N_c"] = div(r["N"], cp, "N")
    out["N_s"] = div(out["N_c"], tp, "N/cp")
    if out["N_s"] % 2 == 0 and r["N"] % (2 * cp) == 0:  # zigzag units, when the layout is used
        out["s"] = out["N_s"] // 2
        out["c"] = r["N"] // (2 * cp)
    out["Dh"] = div(r["d"], r["H"], "d")
    out["Dr"] = div(out["Dh"], 2, "Dh")
    out["G"] = div(r["H"], r["Hkv"], "H")
    out["Hkv_l"] = div(r["Hkv"], tp, "Hkv")
    out["H_l"] = div(r["H"], tp, "H")
    out["V_l"] = div(r["V"], tp, "V")
    if "f" in r:
        out["f_l"] = div(r["f"], tp, "f")
    if "E" in r:
        out["E_l"] = div(r["E"], tp, "E")
    if "W" in r:
        out["halo"] = r["W"] - 1
    return out


def declare(b: PlanBuilder, cfg: Config) -> Dims:
    S = _Symbols(b, recorded_locals(cfg))
    dp, cp, tp = (b.axes[a].size for a in ("dp", "cp", "tp"))
    yoco = cfg.model.family == "yoco"
    zig = yoco and cfg.parallel.cross_layout == "zigzag" and cfg.size("cp") > 1

    B_l = S.free("B_l")  # per dp rank and microbatch
    B = S.define("B", cfg.parallel.microbatches * dp * B_l)
    if zig:
        # finest unit s: the zigzag chunk must split evenly over tp
        s = S.free("s")
        N_s = S.define("N_s", 2 * s)
        c = S.define("c", tp * s)
        if cfg.parallel.zigzag_shuffle == "all_to_all":
            # the all-to-all zigzag shuffle (cross.shuffle) moves two chunks
            # per rank: cp = 2 (its piece offsets coord * c stay in the shard)
            b.constrain(cp, "<=", 2, "zigzag_shuffle_two_ranks")
    else:
        N_s, c = S.free("N_s"), None
    N_c = S.define("N_c", tp * N_s)
    N = S.define("N", cp * N_c)

    # RoPE rotates pairs (2m, 2m+1) of the head dim: it must be even, else
    # the rotation of the last entry reads past the row
    Dr, G, Hkv_l = S.free("Dr"), S.free("G"), S.free("Hkv_l")
    Dh = S.define("Dh", 2 * Dr)
    H_l = S.define("H_l", G * Hkv_l)
    Hkv = S.define("Hkv", tp * Hkv_l)
    H = S.define("H", tp * H_l)
    d = S.define("d", H * Dh)
    V_l = S.free("V_l")
    V = S.define("V", tp * V_l)

    f = f_l = E = E_l = fe = k = W = halo = None
    if not (yoco and cfg.model.moe):
        f_l = S.free("f_l")
        f = S.define("f", tp * f_l)
    else:
        E_l, fe = S.free("E_l"), S.free("fe")
        E = S.define("E", tp * E_l)
        k = S.free("k")
        b.constrain(k, "<=", E, "topk_fits")
    if yoco:
        halo = S.free("halo")
        W = S.define("W", halo + 1)
        if cfg.size("cp") > 1:
            # the window reaches back into the previous CP rank only, and
            # the rank keeps at least one token of its own past the halo
            b.constrain(halo + 1, "<=", N_c, "halo_within_previous_rank")
            if cfg.parallel.halo_shift == "cyclic":
                # rank 0's halo (the cyclic shift wraps it around from rank
                # cp - 1) is another rank's, later than all its queries, so the
                # mask drops it (the open shift fills it with positions N instead)
                b.constrain(2, "<=", cp, "halo_from_another_rank")
    return Dims(B, B_l, N, N_c, N_s, c, d, Dh, H, H_l, Hkv, Hkv_l, V, V_l, f, f_l, E, E_l, fe, k, W, halo)
