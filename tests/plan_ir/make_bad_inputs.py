"""Writes the bad-input corpus tests/data/bad/ and its manifest.

Each case mutates a valid example (or its binary encoding) in one way and
states the category, exit code and location the validator must report.
Run from the repo root:

    PYTHONPATH=.:.cache/gen python tests/plan_ir/make_bad_inputs.py
"""

from __future__ import annotations

import json
import os
import sys
from typing import Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import examples  # noqa: E402
from emitter import plan_io  # noqa: E402
from frontends.common.plan_writer import ex, shard  # noqa: E402
from proto import plan_pb2  # noqa: E402

P = plan_pb2
BAD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "bad")


def _node(g: P.Graph, name: str) -> P.Node:
    return next(n for n in g.nodes if n.name == name)


def _tensor(g: P.Graph, name: str) -> P.TensorDecl:
    return next(t for t in g.tensors if t.name == name)


def _pm(p: P.Plan) -> P.Graph:
    return p.programs[0].graph


# --- text mutations: (name, base, mutate(plan), category, location) --------

def m_version(p):
    p.version = 2


def m_no_provenance(p):
    del p.provenance[:]


def m_bad_hash(p):
    p.provenance[0].sha256 = "abc"


def m_zero_dim(p):
    _tensor(p.sm, "x").shape[0].CopyFrom(ex(0))


def m_negative_dim(p):
    _tensor(p.sm, "w1").shape[1].CopyFrom(ex(-3))


def m_cycle(p):
    # h = x @ w1 now reads a (= silu(h)): h -> a -> h
    _node(p.sm, "h").inputs[0] = "a"


def m_duplicate_producer(p):
    _node(p.sm, "dw2").outputs[0] = "dw1"


def m_dangling(p):
    _node(p.sm, "da").inputs[0] = "nonexistent"


def m_no_producer(p):
    p.sm.tensors.add(name="orphan", kind=P.VALUE_RING, role=P.ROLE_ACTIVATION)


def m_unused_input(p):
    p.sm.tensors.add(name="bias", kind=P.VALUE_RING, role=P.ROLE_PARAMETER, shape=[ex(2)])


def m_dead_node(p):
    p.sm.tensors.add(name="h2", kind=P.VALUE_RING, role=P.ROLE_ACTIVATION,
                     shape=list(_tensor(p.sm, "h").shape))
    p.sm.nodes.add(name="h2", op=P.OP_NEG, inputs=["h"], outputs=["h2"])


def m_shape_mismatch(p):
    # y = a @ w2 declared [n, f] instead of [n, d]
    _tensor(p.sm, "y").shape[1].CopyFrom(_tensor(p.sm, "w1").shape[1])


def m_contraction_mismatch(p):
    _node(_pm(p), "y_partial").inputs[0] = "x"  # x[n,d] @ w2[f_l,d]


def m_rank_out_of_range(p):
    p.groups[0].ClearField("axes")
    p.groups[0].subgroups.add(ranks=[0, 2])


def m_overlapping_groups(p):
    p.groups[0].ClearField("axes")
    p.groups[0].subgroups.add(ranks=[0, 1])
    p.groups[0].subgroups.add(ranks=[1])


def m_noncovering_group(p):
    p.groups[0].ClearField("axes")
    p.groups[0].subgroups.add(ranks=[0])


def m_group_contradiction(p):
    p.groups[0].subgroups.add(ranks=[1, 0])


def m_relation_bad_dim(p):
    p.inputs[2].relation.placements[0].dim = 5  # w1 sharded on dim 5 of a rank-2 tensor


def m_relation_bad_size(p):
    p.observables[2].relation.placements[0].CopyFrom(shard(0))  # dw1 [d, f_l] is not a shard of dim 0
    p.observables[2].relation.placements[0].axis = "tp"


def m_relation_unknown_axis(p):
    p.observables[0].relation.placements[0].axis = "pp"


def m_relation_missing_axis(p):
    del p.observables[0].relation.placements[:]


def m_observable_nothing(p):
    p.observables[1].sm_tensor = "no_such_tensor"


def m_observable_pm_nothing(p):
    p.observables[1].pm_tensor = "no_such_tensor"


def m_unspecified_op(p):
    _node(p.sm, "a").op = P.OP_UNSPECIFIED


def m_custom_op(p):
    n = _node(p.sm, "a")
    n.op = P.OP_CUSTOM
    n.custom.name = "aten::_grouped_mm"


def m_collective_in_sm(p):
    n = _node(p.sm, "a")
    n.op = P.OP_ALL_REDUCE
    n.collective.group = "tp"


def m_unknown_group(p):
    _node(_pm(p), "y").collective.group = "tp_typo"


def m_duplicate_seq(p):
    _node(_pm(p), "dx").collective.seq = 0


def m_realizes_unknown(p):
    _node(_pm(p), "h").realizes = "h_typo"


def m_realizes_wrong_kind(p):
    _node(_pm(p), "a").realizes = "h"  # silu claims to realize a matmul


def m_no_origin(p):
    _node(_pm(p), "a").realizes = ""


def m_unbound_pm_input(p):
    del p.inputs[1]  # dy


def m_double_binding(p):
    p.inputs.add().CopyFrom(p.inputs[0])


def m_missing_contract(p):
    del p.contracts[:]


def m_slice_out_of_range(p):
    # the gathered slice of rank 1 starts past the end
    _node(_pm(p), "y_rows").slice.start.CopyFrom(ex(3))


def m_wrong_attr(p):
    n = _node(p.sm, "h")
    n.transpose.perm.extend([1, 0])


def m_uncovered_rank(p):
    p.programs[0].ranks.append(0)


def m_two_programs_one_rank(p):
    q = p.programs.add()
    q.CopyFrom(p.programs[0])
    q.name = "copy"
    q.ranks.append(1)


def m_dtype_kind(p):
    _tensor(p.sm, "x").dtype = P.DTYPE_I64


def m_partial_collective(p):
    # only rank 0 runs the program with the all-reduce; rank 1 runs one without it
    q = p.programs.add()
    q.CopyFrom(p.programs[0])
    q.name = "other"
    q.ranks.append(1)
    p.programs[0].ranks.append(0)
    g = q.graph
    n = _node(g, "dx")
    n.collective.seq = 9


def m_index_helper_ring(p):
    n = _node(_pm(p), "y_rows")
    n.helper = P.HELPER_INDEX


def m_gradient_weakened(p):
    # dw's replicas would sum to the SM gradient, but the update consumes
    # each replica alone: the derived relation is w's binding (replicated)
    o = next(o for o in p.observables if o.name == "dw")
    o.relation.placements[0].kind = P.REL_PARTIAL_SUM


def m_output_not_observed(p):
    del p.observables[3]  # dw2


def m_parameter_bound_partial(p):
    b = next(b for b in p.inputs if b.sm_tensor == "w")  # replicated: same shape as a partial sum
    b.relation.placements[0].kind = P.REL_PARTIAL_SUM


def m_gradient_of_activation(p):
    p.outputs[2].of = "h"


def m_output_without_kind(p):
    p.outputs[0].kind = P.OUTPUT_UNSPECIFIED


def m_loss_without_gradient(p):
    del p.outputs[1]  # dw: the loss stays, w's gradient is no output


def m_sink_not_declared(p):
    del p.outputs[0]  # y: still observed, but no declared output


def m_value_as_partial_sum(p):
    o = next(o for o in p.observables if o.name == "y")
    o.relation.placements[0].kind = P.REL_PARTIAL_SUM


TEXT_CASES: list[tuple[str, str, Callable, str, dict]] = [
    ("version_unsupported", "mlp_tp2", m_version, "invalid_plan", {"field": "version"}),
    ("provenance_missing", "mlp_tp2", m_no_provenance, "invalid_plan", {"field": "provenance"}),
    ("provenance_bad_hash", "mlp_tp2", m_bad_hash, "invalid_plan", {"field": "provenance[0].sha256"}),
    ("dim_zero", "mlp_tp2", m_zero_dim, "invalid_plan", {"graph": "sm", "tensor": "x", "field": "tensors[0].shape[0]"}),
    ("dim_negative", "mlp_tp2", m_negative_dim, "invalid_plan", {"graph": "sm", "tensor": "w1", "field": "tensors[1].shape[1]"}),
    ("cycle", "mlp_tp2", m_cycle, "invalid_plan", {"graph": "sm", "node": "h"}),
    ("duplicate_producer", "mlp_tp2", m_duplicate_producer, "invalid_plan", {"graph": "sm", "node": "dw1", "tensor": "dw1"}),
    ("dangling_input", "mlp_tp2", m_dangling, "invalid_plan", {"graph": "sm", "node": "da", "tensor": "nonexistent"}),
    ("dangling_no_producer", "mlp_tp2", m_no_producer, "invalid_plan", {"graph": "sm", "tensor": "orphan"}),
    ("unused_input", "mlp_tp2", m_unused_input, "invalid_plan", {"graph": "sm", "tensor": "bias"}),
    ("unused_node", "mlp_tp2", m_dead_node, "invalid_plan", {"graph": "sm", "node": "h2", "tensor": "h2"}),
    ("shape_mismatch", "mlp_tp2", m_shape_mismatch, "invalid_plan", {"graph": "sm", "node": "y", "tensor": "y"}),
    ("shape_mismatch_contraction", "mlp_tp2", m_contraction_mismatch, "invalid_plan", {"graph": "pm:main", "node": "y_partial"}),
    ("group_rank_out_of_range", "mlp_tp2", m_rank_out_of_range, "invalid_plan", {"field": "groups[0].subgroups[0]", "rank": 2}),
    ("group_overlap", "mlp_tp2", m_overlapping_groups, "ambiguous_authority", {"field": "groups[0].subgroups[1]", "rank": 1}),
    ("group_not_covering", "mlp_tp2", m_noncovering_group, "ambiguous_authority", {"field": "groups[0].subgroups", "rank": 1}),
    ("group_axes_contradict_ranks", "mlp_tp2", m_group_contradiction, "ambiguous_authority", {"field": "groups[0].subgroups"}),
    ("relation_dim_out_of_range", "mlp_tp2", m_relation_bad_dim, "invalid_plan", {"graph": "pm:main", "tensor": "w1", "field": "inputs[2].relation.placements[0].dim"}),
    ("relation_inconsistent_shape", "mlp_tp2", m_relation_bad_size, "invalid_plan", {"graph": "pm:main", "tensor": "dw1", "field": "observables[2].relation.placements"}),
    ("relation_unknown_axis", "mlp_tp2", m_relation_unknown_axis, "invalid_plan", {"graph": "pm:main", "tensor": "y", "field": "observables[0].relation.placements[0]"}),
    ("relation_missing_axis", "mlp_tp2", m_relation_missing_axis, "invalid_plan", {"graph": "pm:main", "tensor": "y", "field": "observables[0].relation.placements"}),
    ("observable_references_nothing", "mlp_tp2", m_observable_nothing, "invalid_plan", {"tensor": "no_such_tensor", "field": "observables[1].sm_tensor"}),
    ("observable_pm_references_nothing", "mlp_tp2", m_observable_pm_nothing, "invalid_plan", {"tensor": "no_such_tensor", "field": "observables[1].pm_tensor"}),
    ("op_unspecified", "mlp_tp2", m_unspecified_op, "invalid_plan", {"graph": "sm", "node": "a"}),
    ("op_unknown_custom", "mlp_tp2", m_custom_op, "unsupported_operator", {"graph": "sm", "node": "a"}),
    ("collective_in_sm", "mlp_tp2", m_collective_in_sm, "invalid_plan", {"graph": "sm", "node": "a"}),
    ("collective_unknown_group", "mlp_tp2", m_unknown_group, "invalid_plan", {"graph": "pm:main", "node": "y"}),
    ("collective_duplicate_seq", "mlp_tp2", m_duplicate_seq, "invalid_plan", {"graph": "pm:main", "node": "dx", "field": "collective.seq"}),
    ("realizes_unknown_node", "mlp_tp2", m_realizes_unknown, "invalid_plan", {"graph": "pm:main", "node": "h"}),
    ("realizes_wrong_kind", "mlp_tp2", m_realizes_wrong_kind, "ambiguous_authority", {"graph": "pm:main", "node": "a"}),
    ("pm_node_without_origin", "mlp_tp2", m_no_origin, "invalid_plan", {"graph": "pm:main", "node": "a"}),
    ("pm_input_unbound", "mlp_tp2", m_unbound_pm_input, "ambiguous_authority", {"graph": "pm:main", "tensor": "dy"}),
    ("pm_input_bound_twice", "mlp_tp2", m_double_binding, "ambiguous_authority", {"tensor": "x", "field": "inputs[4]"}),
    ("index_input_without_contract", "dp2_loss", m_missing_contract, "missing_input_contract", {"graph": "sm", "tensor": "labels"}),
    ("slice_out_of_range", "mlp_tp2_allgather_not_allreduce", m_slice_out_of_range, "invalid_plan", {"graph": "pm:main", "node": "y_rows", "rank": 0}),
    ("attrs_wrong_case", "mlp_tp2", m_wrong_attr, "invalid_plan", {"graph": "sm", "node": "h"}),
    ("rank_runs_no_program", "mlp_tp2", m_uncovered_rank, "ambiguous_authority", {"field": "programs", "rank": 1}),
    ("rank_runs_two_programs", "mlp_tp2", m_two_programs_one_rank, "ambiguous_authority", {"field": "programs[1]", "rank": 1}),
    ("dtype_contradicts_kind", "mlp_tp2", m_dtype_kind, "invalid_plan", {"graph": "sm", "tensor": "x"}),
    ("collective_issued_by_part_of_group", "mlp_tp2", m_partial_collective, "ambiguous_authority", {"node": "dx", "rank": 1}),
    ("spec_gradient_weakened_to_partial_sum", "dp2_loss", m_gradient_weakened, "invalid_plan", {"tensor": "dw", "field": "observables[1].relation"}),
    ("spec_output_not_observed", "mlp_tp2", m_output_not_observed, "invalid_plan", {"graph": "sm", "tensor": "dw2", "field": "outputs[3]"}),
    ("spec_parameter_bound_partial_sum", "dp2_loss", m_parameter_bound_partial, "invalid_plan", {"tensor": "w", "field": "inputs[2].relation.placements[0]"}),
    ("spec_gradient_of_activation", "mlp_tp2", m_gradient_of_activation, "invalid_plan", {"graph": "sm", "tensor": "dw1", "field": "outputs[2]"}),
    ("spec_output_without_kind", "mlp_tp2", m_output_without_kind, "invalid_plan", {"graph": "sm", "tensor": "y", "field": "outputs[0]"}),
    ("spec_loss_without_gradient", "dp2_loss", m_loss_without_gradient, "invalid_plan", {"graph": "sm", "tensor": "w", "field": "outputs"}),
    ("spec_sink_not_declared", "mlp_tp2", m_sink_not_declared, "invalid_plan", {"graph": "sm", "node": "y", "tensor": "y"}),
    ("spec_value_as_partial_sum", "mlp_tp2", m_value_as_partial_sum, "invalid_plan", {"tensor": "y", "field": "observables[0].relation"}),
    ("index_helper_produces_ring", "mlp_tp2_allgather_not_allreduce", m_index_helper_ring, "invalid_plan", {"graph": "pm:main", "node": "y_rows"}),
]


# --- raw cases: (name, filename suffix, bytes producer, category, location) ----

def _base_binary() -> bytes:
    return plan_io.plan_to_binary(examples.mlp_tp2())


def _truncated() -> bytes:
    b = _base_binary()
    return b[: len(b) // 2]


def _bitflip_body() -> bytes:
    b = bytearray(_base_binary())
    b[len(b) - 100] ^= 0x10  # inside the plan bytes: the hash catches it
    return bytes(b)


def _bitflip_header() -> bytes:
    b = bytearray(_base_binary())
    b[0] ^= 0x01  # field 1 wire type 2 -> 3 (start group): does not decode
    return bytes(b)


def _hash_of_other_plan() -> bytes:
    env = P.PlanFile()
    env.ParseFromString(_base_binary())
    env.plan = plan_io.plan_to_binary(examples.mlp_sp2())[:10] + env.plan[10:]
    return env.SerializeToString()


def _unknown_field_binary() -> bytes:
    import hashlib
    body = examples.mlp_tp2().SerializeToString(deterministic=True) + b"\xf8\x07\x05"  # field 127 varint 5
    env = P.PlanFile(magic=plan_io.MAGIC, sha256=hashlib.sha256(body).digest(), plan=body)
    return env.SerializeToString()


def _bad_enum_binary() -> bytes:
    p = examples.mlp_tp2()
    _node(p.sm, "a").op = 999  # open enums keep it silently
    return plan_io.plan_to_binary(p)


def _bad_enum_nested_binary() -> bytes:
    p = examples.mlp_tp2()
    p.observables[0].relation.placements[0].kind = 42
    return plan_io.plan_to_binary(p)


def _wrong_magic() -> bytes:
    env = P.PlanFile()
    env.ParseFromString(_base_binary())
    env.magic = "not.a.plan"
    return env.SerializeToString()


def _empty_file() -> bytes:
    return b""


def _text(s: str) -> bytes:
    return s.encode()


def _unknown_field_text() -> bytes:
    return (plan_io.plan_to_text(examples.mlp_tp2()) + "\nbogus_field: 3\n").encode()


def _bad_enum_name_text() -> bytes:
    return plan_io.plan_to_text(examples.mlp_tp2()).replace("OP_SILU", "OP_SWISH", 1).encode()


def _bad_enum_number_text() -> bytes:
    return plan_io.plan_to_text(examples.mlp_tp2()).replace("op: OP_SILU", "op: 999", 1).encode()


def _not_utf8_text() -> bytes:
    return b'version: 1\nname: "\xff\xfe"\n'


RAW_CASES: list[tuple[str, str, Callable[[], bytes], str, dict]] = [
    ("binary_truncated", "binpb", _truncated, "invalid_plan", {"field": "PlanFile"}),
    ("binary_bitflip_body", "binpb", _bitflip_body, "invalid_plan", {"field": "PlanFile.sha256"}),
    ("binary_bitflip_header", "binpb", _bitflip_header, "invalid_plan", {"field": "PlanFile"}),
    ("binary_hash_mismatch", "binpb", _hash_of_other_plan, "invalid_plan", {"field": "PlanFile.sha256"}),
    ("binary_unknown_field", "binpb", _unknown_field_binary, "invalid_plan", {"field": "<root>"}),
    ("binary_bad_enum", "binpb", _bad_enum_binary, "invalid_plan", {"graph": "sm", "node": "a", "field": "sm.nodes[1].op"}),
    ("binary_bad_enum_nested", "binpb", _bad_enum_nested_binary, "invalid_plan", {"field": "observables[0].relation.placements[0].kind"}),
    ("binary_wrong_magic", "binpb", _wrong_magic, "invalid_plan", {"field": "PlanFile.magic"}),
    ("binary_empty", "binpb", _empty_file, "invalid_plan", {"field": "PlanFile.magic"}),
    ("text_unknown_field", "textproto", _unknown_field_text, "invalid_plan", {"field": "text:1139:1"}),
    ("text_bad_enum_name", "textproto", _bad_enum_name_text, "invalid_plan", {"field": "text:404:9"}),
    ("text_bad_enum_number", "textproto", _bad_enum_number_text, "invalid_plan", {"graph": "sm", "node": "a", "field": "sm.nodes[1].op"}),
    ("text_not_utf8", "textproto", _not_utf8_text, "invalid_plan", {"field": "text"}),
    ("text_syntax_error", "textproto", lambda: _text("version: 1\nsm { nodes { name: \"a\" \n"), "invalid_plan", {"field": "text:2:20"}),
]

EXIT_CODES = {"invalid_plan": 10, "unsupported_operator": 11, "missing_input_contract": 13,
              "ambiguous_authority": 14}


def build_corpus() -> tuple[dict[str, bytes], list[dict]]:
    files: dict[str, bytes] = {}
    manifest = []
    bases = {**{n: fn for n, fn in examples.EXAMPLES.items()},
             **{n: (lambda fn=fn, bug=bug: fn(bug)) for n, (fn, bug, _) in examples.BUGGY.items()}}
    for name, base, mutate, cat, loc in TEXT_CASES:
        plan = bases[base]()
        mutate(plan)
        fname = f"{name}.textproto"
        files[fname] = plan_io.plan_to_text(plan).encode()
        manifest.append({"file": fname, "base": base, "category": cat, "exit_code": EXIT_CODES[cat],
                         "location": loc})
    for name, suffix, produce, cat, loc in RAW_CASES:
        fname = f"{name}.{suffix}"
        files[fname] = produce()
        manifest.append({"file": fname, "base": "mlp_tp2", "category": cat, "exit_code": EXIT_CODES[cat],
                         "location": loc})
    return files, manifest


def main() -> None:
    files, manifest = build_corpus()
    os.makedirs(BAD, exist_ok=True)
    for fname, data in files.items():
        with open(os.path.join(BAD, fname), "wb") as f:
            f.write(data)
    with open(os.path.join(BAD, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(files)} bad inputs and MANIFEST.json to {os.path.normpath(BAD)}")


if __name__ == "__main__":
    main()
