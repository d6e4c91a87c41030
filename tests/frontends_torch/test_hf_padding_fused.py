"""Hugging Face models built from their library configs (suite/models.py),
imported as their users write the plans: Gemma's padded embedding
(`padding_idx`: the pad row gets no gradient) under FSDP on one mesh axis,
and Phi-3's fused qkv / gate_up projections under its own tp_plan. Labels:
suite/labels.json (every rank run against the single-device model); the
Coq proofs: tests/compiler/test_sizes_by_structure.py."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tests.frontends_torch.conftest import evaluator, imported_any  # noqa: E402
from emitter.errors import PlanError  # noqa: E402
from emitter.symbolic import expr_poly  # noqa: E402
from proto import plan_pb2 as P  # noqa: E402

GEMMA, PHI3 = "suite.models:gemma", "suite.models:phi3"


def _plan(model: str, plan: str, mesh: tuple, batch: int):
    axes = ("tp",) if plan == "hf_builtin_tp" else ()   # a plan function: the mesh named as --mesh tp=2 does
    got = imported_any(model, f"suite.plans:{plan}", mesh, batch=batch, seq=4, mesh_axes=axes)
    if isinstance(got, PlanError):
        pytest.fail(got.render())
    return got


def test_a_padding_id_is_read_as_the_row_count_of_the_table():
    plan, report = _plan(GEMMA, "hf_fsdp", (2,), 4)
    assert report.sizes.startswith("sizes named by structure"), report.sizes
    shape = {t.name: [expr_poly(d) for d in t.shape] for t in plan.sm.tensors}
    (pad,) = [n for n in plan.sm.nodes if n.op == P.OP_REPLACE_VALUE]
    (bwd,) = [n for n in plan.sm.nodes if n.op == P.OP_EMBEDDING_BACKWARD and pad.outputs[0] in n.inputs]
    assert expr_poly(pad.replace_value.old).const_value() == 0  # Gemma's pad_token_id
    # the row count is the table's size symbol, not the captured 64: at every
    # size the padding id maps past the last row
    rows = shape[bwd.outputs[0]][0]
    assert expr_poly(pad.replace_value.new) == rows and rows.variables(), (pad.replace_value.new, rows)


@pytest.mark.parametrize("model,plan,mesh,batch", [
    (GEMMA, "hf_fsdp", (2,), 4),            # FSDP, gradients reduce-scattered with avg, one axis
    (PHI3, "hf_builtin_tp", (2,), 2),       # Phi-3's tp_plan: fused projections gathered
])
def test_correct_plans_agree_with_the_single_device_model(model, plan, mesh, batch):
    validate, evaluate = evaluator()
    rep = evaluate(validate(_plan(model, plan, mesh, batch)[0]), shrink=False)
    assert rep.equal, rep.failing


def test_fsdp_gradients_summed_not_averaged_are_caught_on_the_gradients():
    validate, evaluate = evaluator()
    rep = evaluate(validate(_plan(GEMMA, "hf_fsdp_sum", (2,), 4)[0]), shrink=False)
    assert not rep.equal
    assert "loss" not in rep.failing and "grad_model_embed_tokens_weight" in rep.failing, rep.failing


def test_fused_projection_pieces_stay_adjacent_at_every_size():
    # q, k, v sliced from qkv_proj's output: each piece starts where the
    # previous ends, as polynomials (not the captured 32 and 48), so no size
    # hypothesis is needed and the slices are in range at every size
    plan, report = _plan(PHI3, "hf_builtin_tp", (2,), 2)
    assert report.sizes.startswith("sizes named by structure"), report.sizes
    assert not plan.constraints, plan.constraints
    slices = [n for n in plan.sm.nodes if n.name.startswith("model_layers_0_self_attn__slice")]
    by_input: dict = {}
    for n in slices:
        by_input.setdefault((n.inputs[0], n.slice.dim), []).append(n)
    pieces = max(by_input.values(), key=len)
    assert len(pieces) == 3, [n.name for n in pieces]
    env = {**{"s:" + s.name: s.recorded for s in plan.symbols}, **{"a:" + a.name: a.size for a in plan.mesh.axes}}
    pieces.sort(key=lambda n: expr_poly(n.slice.start).evaluate(env))
    ends = [expr_poly(n.slice.start) + expr_poly(n.slice.length) for n in pieces]
    assert [expr_poly(n.slice.start) for n in pieces[1:]] == ends[:-1]
    assert all(not expr_poly(n.slice.start).const_value() for n in pieces)
