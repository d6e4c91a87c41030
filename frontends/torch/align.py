"""Which SM node each PM node realizes.

SM and PM run the same module code, so their op sequences, keyed by
(module path, phase, op), agree except where the plan adds collectives,
layout moves and partial-sum bookkeeping. A longest-matching alignment of
the two key sequences gives `realizes` for the matched nodes; an unmatched
PM node must be a helper (layout, accumulation, index bookkeeping) or it is
reported. `realizes` is a claim the prover re-checks (it infers relations
itself), so a mismatch costs a failed proof, never a wrong one.
"""

from __future__ import annotations

import dataclasses
import difflib

from emitter.errors import AmbiguousAuthority, Location
from frontends.torch.ir import IRGraph

LAYOUT = frozenset({"reshape", "transpose", "slice", "concat", "split", "broadcast"})
ACCUMULATE = frozenset({"add", "scale", "reduce_sum"})
COLLECTIVES = frozenset({"all_reduce", "all_gather", "reduce_scatter", "all_to_all", "send",
                         "recv", "broadcast_coll"})


@dataclasses.dataclass(frozen=True)
class Role:
    realizes: str = ""
    helper: str = ""  # "layout" | "accumulate" | "index"


def key(n) -> tuple[str, str, str]:
    return (n.module, n.phase, n.op)


def align(sm: IRGraph, pm: IRGraph) -> dict[str, Role]:
    sm_nodes = list(sm.nodes)
    pm_nodes = [n for n in pm.nodes if n.op not in COLLECTIVES]
    matcher = difflib.SequenceMatcher(None, [key(n) for n in sm_nodes], [key(n) for n in pm_nodes],
                                      autojunk=False)
    roles: dict[str, Role] = {}
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            roles[pm_nodes[block.b + k].name] = Role(realizes=sm_nodes[block.a + k].name)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        # the same ops in a gap, attributed to another module (autograd
        # sums a residual's gradients inside the norm's backward on one
        # side, after the norm's reduce-scatter on the other)
        if tag != "replace":
            continue
        sm_gap, pm_gap = sm_nodes[a0:a1], pm_nodes[b0:b1]
        if [key(n)[1:] for n in sm_gap] != [key(n)[1:] for n in pm_gap]:
            # ... with the plan's own layout moves between them (a slice of
            # a gathered gradient feeding the next module): the PM's
            # non-layout ops must then be the SM's ops one for one
            pm_gap = [n for n in pm_gap if n.op not in LAYOUT]
            if any(n.op in LAYOUT for n in sm_gap) or \
                    [key(n)[1:] for n in sm_gap] != [key(n)[1:] for n in pm_gap]:
                continue
        for sm_n, pm_n in zip(sm_gap, pm_gap):
            roles[pm_n.name] = Role(realizes=sm_n.name)
    kinds = pm.tensor_map()
    for n in pm_nodes:
        if n.name in roles:
            continue
        if n.op in LAYOUT:
            roles[n.name] = Role(helper="layout")
        elif n.op in ACCUMULATE:
            roles[n.name] = Role(helper="accumulate")
        elif all(kinds[o].kind in ("index", "mask") for o in n.outputs):
            roles[n.name] = Role(helper="index")
        else:
            raise AmbiguousAuthority(
                f"PM node {n.name} ({n.op}, module {n.module or '<root>'}, {n.phase}) matches no SM "
                f"node and is not a layout/accumulation/index helper",
                Location(graph=f"pm:rank{pm.rank}" if pm.rank is not None else "pm", node=n.name))
    return roles
