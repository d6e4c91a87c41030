"""Pipeline send/recv (semantics/RulesPipeline.v): a recv from stage `src`
of what that stage sent keeps the sent value's relation on the other mesh
axes. emitter/programs.py has matched the pair, dropped the send and made
the sent tensor the recv's input, with the peer resolved to `src` (a
constant); the PM step is `op_recv src (fun _ => op_send X)`."""
from __future__ import annotations

from emitter.rules.base import MatchCtx, Rule, found
from proto import plan_pb2

P = plan_pb2


def _recv(kinds: tuple[str, ...]):
    def match(ctx: MatchCtx):
        if len(ctx.inputs) != 1:
            return "needs the matched send's tensor as input (emitter/programs.py)"
        (X,) = ctx.inputs
        if X.rel.kind not in kinds:
            return f"needs {' or '.join(kinds)}"
        c = ctx.node.collective.peer
        if c.terms:
            return "peer is not resolved to a stage coordinate"
        if ctx.out_local != X.local_shape:
            return "received shape differs from the sent one"
        src = ("raw", str(c.constant))
        fam = ("raw", "(fun _ => F0)")
        s = ("shape", X.local_shape)
        if X.rel.kind == "contiguous_shard":
            args = ("_", ("nat", ctx.P), ("raw", str(X.rel.dim)), ("contig_map", X.local_shape[X.rel.dim]), s,
                    ("in", 0), fam, src)
        elif X.rel.kind == "replicated":
            args = ("_", ("nat", ctx.P), s, ("in", 0), fam, src)
        else:
            args = ("R", ("nat", ctx.P), ("ring", X.rel.scale), s, ("in", 0), fam, src)
        return found(X.rel, args)
    return match


RULES = (
    Rule("recv_reindex", "rule_recv_reindex", P.OP_RECV, ("contiguous_shard(d)",), "contiguous_shard(d)",
         ("peer = the sending stage",), _recv(("contiguous_shard",))),
    Rule("recv_replicated", "rule_recv_replicated", P.OP_RECV, ("replicated",), "replicated",
         ("peer = the sending stage",), _recv(("replicated",))),
    Rule("recv_partial_sum", "rule_recv_partial_sum", P.OP_RECV, ("partial_sum(k)",), "partial_sum(k)",
         ("peer = the sending stage",), _recv(("partial_sum",))),
)
