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

import collections
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
    sm_inputs = {i.tensor.name for i in sm.inputs}
    _pair_input_readers(sm_nodes, pm_nodes, sm_inputs, roles)
    _pair_by_dataflow(sm_nodes, pm.nodes, sm_inputs, roles)
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


def _pair_input_readers(sm_nodes, pm_nodes, sm_inputs: set, roles: dict[str, Role]) -> None:
    """A PM node that reads plan inputs alone realizes the one SM node of
    its (phase, op) that reads the same inputs with the same attributes,
    whatever the sequences lined up (FSDP's slices of gathered parameters
    shift them: the RoPE table's slice of freqs_sin lined up with the SM's
    slice of freqs_cos, a parameter shard's slice with freqs_sin's); a
    sequence pairing with an SM node that reads other inputs is dropped,
    for the dataflow pairing to decide."""
    sm_by_name = {n.name: n for n in sm_nodes}
    exact: dict[str, str] = {}
    for n in pm_nodes:
        if not set(n.inputs) <= sm_inputs:
            continue
        hits = [m.name for m in sm_nodes if key(m)[1:] == key(n)[1:] and sorted(m.inputs) == sorted(n.inputs)
                and m.attrs == n.attrs]
        if len(hits) == 1:
            exact[n.name] = hits[0]
        elif n.name in roles and roles[n.name].realizes and \
                sorted(sm_by_name[roles[n.name].realizes].inputs) != sorted(n.inputs):
            del roles[n.name]
    claimed = collections.Counter(exact.values())
    exact = {pm: sm for pm, sm in exact.items() if claimed[sm] == 1}
    for pm, r in list(roles.items()):
        if r.realizes in claimed and exact.get(pm) != r.realizes and r.realizes in exact.values():
            del roles[pm]
    roles.update({pm: Role(realizes=sm) for pm, sm in exact.items()})


def _pair_by_dataflow(sm_nodes, pm_nodes, sm_inputs: set, roles: dict[str, Role]) -> None:
    """Pairs a PM node the sequence alignment left unmatched with the one
    unmatched SM node of the same (phase, op) that reads the same SM tensors.
    A PM tensor stands for the SM tensor its producer realizes, through the
    plan's collectives (an all-reduced partial input gradient is still that
    gradient). The plan can move an op past unrelated ones: TP without SP
    all-reduces w1's and w3's input gradients and adds them after w1's
    transposes, where autograd adds them inside w1's backward in the SM.
    A layout op pairs too when its attributes are the SM node's (a weight
    gradient's last transpose, left after the input gradient's all-reduce
    and add), so the plan's own layout moves, which read other tensors or
    move other dims, stay helpers."""
    pm_by_out = {o: n for n in pm_nodes for o in n.outputs}
    sm_by_name = {n.name: n for n in sm_nodes}
    realized = {r.realizes for r in roles.values() if r.realizes}
    free = [n for n in sm_nodes if n.name not in realized]

    def image(t: str):
        n = pm_by_out.get(t)
        while n is not None and n.op in COLLECTIVES and len(n.inputs) == 1:
            t = n.inputs[0]
            n = pm_by_out.get(t)
        if n is None:
            return t if t in sm_inputs else None
        r = roles.get(n.name)
        if r is None or not r.realizes:
            return None
        return sm_by_name[r.realizes].outputs[n.outputs.index(t)]

    for n in pm_nodes:
        if n.name in roles or n.op in COLLECTIVES:
            continue
        ins = [image(t) for t in n.inputs]
        if None in ins:
            continue
        hits = [m for m in free if key(m)[1:] == key(n)[1:] and list(m.inputs) == ins
                and (n.op not in LAYOUT or m.attrs == n.attrs)]
        if len(hits) == 1:
            roles[n.name] = Role(realizes=hits[0].name)
            free.remove(hits[0])
