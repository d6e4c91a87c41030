"""What the reader expects of a step's term, per plan op: the denotation's
name(s) (semantics/Ops.v, Collectives.v) and the order in which the node's
inputs are its arguments (`arg vs j` read left to right)."""
from __future__ import annotations

from proto import plan_pb2

P = plan_pb2


def base(op: int) -> str:
    return "op_" + P.OpKind.Name(op)[3:].lower()


# names besides op_<kind> a node of the kind renders as (by output index
# where the outputs have different denotations)
_EXTRA = {
    P.OP_RESHAPE: {"op_reshape_split", "op_reshape_merge"},
    P.OP_SLICE: {"op_slice_index"},
    P.OP_SPLIT: {"op_slice"},
    P.OP_CONCAT: {"op_concat_index"},
    P.OP_BROADCAST: {"op_broadcast_index"},
    P.OP_EMBEDDING: {"op_embedding_off"},
    P.OP_EMBEDDING_BACKWARD: {"op_embedding_backward_off", "op_embedding_backward_off2"},
    P.OP_ARANGE: {"op_arange_from"},
    P.OP_TRANSPOSE: {"op_permute"},
    P.OP_ALL_TO_ALL: {"op_all_to_all_dim"},
    P.OP_SHIFT: {"op_shift_open"},
}
# ops whose denotation is `pointwise f X` (an entry function f, ops.Pointwise
# on the emitter's side), read by attrs.entry_difference
POINTWISE = {P.OP_POW, P.OP_COS, P.OP_SIN}
# the pointwise ops whose entry function is a function argument (a
# nonlinear primitive, never an axiom): the argument's name
PRIMITIVE_ENTRY = {P.OP_COS: "f_cos", P.OP_SIN: "f_sin"}
_BY_OUTPUT = {
    P.OP_RMSNORM_BACKWARD: ({"op_rmsnorm_backward"}, {"op_rmsnorm_backward_w", "op_rmsnorm_backward_w3"}),
    P.OP_SDPA_BACKWARD: ({"op_sdpa_backward_dq"}, {"op_sdpa_backward_dk"}, {"op_sdpa_backward_dv"}),
}
# the order the denotation takes the plan's inputs in, where it is not the plan's
_ARG_ORDER = {
    P.OP_EXP_GRAD: (1, 0), P.OP_SIGMOID_GRAD: (1, 0), P.OP_SILU_GRAD: (1, 0), P.OP_RSQRT_GRAD: (1, 0),
    P.OP_RMSNORM: (1, 0), P.OP_GATHER: (1, 0), P.OP_EMBEDDING_BACKWARD: (1, 0), P.OP_ROPE: (1, 0),
    P.OP_ROPE_BACKWARD: (1, 0), P.OP_SDPA: (3, 0, 1, 2), P.OP_SDPA_BACKWARD: (3, 0, 1, 2, 4),
}
_ARG_ORDER_BY_OUTPUT = {P.OP_RMSNORM_BACKWARD: ((1, 0, 2), (0, 2))}


def names(op: int, out_index: int) -> set:
    if op in _BY_OUTPUT:
        outs = _BY_OUTPUT[op]
        return outs[out_index] if out_index < len(outs) else set()
    if op == P.OP_SPLIT:
        return {"op_slice"}
    if op in POINTWISE:
        return {"pointwise"}
    return {base(op)} | _EXTRA.get(op, set())


def arg_order(op: int, out_index: int, n_inputs: int) -> tuple:
    if op in _ARG_ORDER_BY_OUTPUT:
        return _ARG_ORDER_BY_OUTPUT[op][out_index]
    return _ARG_ORDER.get(op, tuple(range(n_inputs)))


COLLECTIVES = {P.OP_ALL_REDUCE, P.OP_ALL_GATHER, P.OP_REDUCE_SCATTER, P.OP_ALL_TO_ALL, P.OP_SHIFT,
               P.OP_HALO_REDUCE, P.OP_BROADCAST_COLL}
