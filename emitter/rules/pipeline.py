"""Pipeline send/recv (semantics/RulesPipeline.v): a recv from stage `src`
of what that stage sent keeps the sent value's relation on the other mesh
axes. emitter/programs.py has matched the pair, dropped the send and made
the sent tensor the recv's input, with the peer resolved to `src` (a
constant); the PM step is `op_recv src (fun _ => op_send X)`.

The recv is no per-level rule: infer._select_recv_nest lifts it whole by
RECV_NEST (RulesPipelineMesh.v rule_recv_nest, over any relation of
coordinate-list families: the received family is the sent one
coordinate-wise)."""
from __future__ import annotations

from typing import Optional, Sequence

from emitter.rules.base import MatchCtx, Rule
from proto import plan_pb2

P = plan_pb2


def _whole_relation_only(ctx: MatchCtx) -> str:
    return "lifts a recv over the whole relation (infer._select_recv_nest), not one level"


RECV_NEST = Rule("recv_nest", "rule_recv_nest", P.OP_RECV, ("any",), "the sent family's",
                 ("peer = the sending stage",), _whole_relation_only)


def _accumulate_only(ctx: MatchCtx) -> str:
    return "lifts a folded microbatch accumulation (infer._select_accumulate), not one level"


# the HELPER_ACCUMULATE add chain folded onto the microbatch level
# (emitter/programs.py fold_microbatches; RulesMicrobatch.v)
ACCUMULATE_OUTER = Rule("accumulate_outer", "nest_accum_outer", P.OP_ADD, ("partial_sum(1)",), "replicated",
                        ("outermost microbatch level", "inner relations commute with the chain"), _accumulate_only)
# the chain folded with its mean's scale k = 1 / M (RulesMicrobatch.v)
ACCUMULATE_SCALED_OUTER = Rule("accumulate_scaled_outer", "nest_accum_scaled_outer", P.OP_ADD,
                               ("partial_sum(k)",), "replicated",
                               ("outermost microbatch level", "the chain's factor is the partial sum's scale k",
                                "inner relations commute with the scaled chain"), _accumulate_only)


def recv_nest_why(node: P.Node, ins: Sequence, out_local: tuple) -> Optional[str]:
    """Why a recv over several live axes is not an instance of
    rule_recv_nest (None if it is)."""
    if len(ins) != 1:
        return "needs the matched send's tensor as input (emitter/programs.py)"
    if node.collective.peer.terms:
        return "peer is not resolved to a stage coordinate"
    if tuple(out_local) != tuple(ins[0].local_shape):
        return "received shape differs from the sent one"
    return None


RULES = (
    RECV_NEST,
    ACCUMULATE_OUTER,
    ACCUMULATE_SCALED_OUTER,
)
