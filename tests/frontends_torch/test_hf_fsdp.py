"""Issue 7 acceptance 3 and 4: Hugging Face's own tp_plan, and FSDP written
as DTensor placements on a 2-D (dp, tp) mesh with TP."""

from __future__ import annotations

import collections

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tests.frontends_torch.conftest import MODEL, evaluator, imported_any  # noqa: E402
from emitter.errors import PlanError  # noqa: E402
from proto import plan_pb2 as P  # noqa: E402

imported = imported_any


def test_hf_llama_builtin_tp_plan_imports_with_its_rope_computed_in_forward():
    # LlamaForCausalLM computes its RoPE tables inside forward: the position
    # ids (an arange) cast to float (to_ring), times inv_freq, cos and sin
    # (primitives, as exp). Rotate-half's backward sums the two pieces'
    # zero-padded gradients: their concat. The causal mask is gone: HF's
    # packed-sequence test reads position ids computed from sizes alone, so
    # the trace takes HF's own eager branch (SDPA with is_causal;
    # worker.settle_value_reads). The proof: tests/compiler/test_sizes_by_structure.py.
    got = imported("frontends.torch.models.hf_llama:hf_llama_tiny",
                   "frontends.torch.plans.hf_llama:builtin_tp", (2,), seq=16)
    if isinstance(got, PlanError):
        pytest.fail(got.render())
    plan, report = got
    assert report.sizes.startswith("sizes named by structure"), report.sizes
    rope = collections.Counter(P.OpKind.Name(n.op) for n in plan.sm.nodes if n.name.startswith("model_rotary_emb__"))
    assert rope["OP_TO_RING"] == 1 and rope["OP_COS"] == 1 and rope["OP_SIN"] == 1, rope
    attn = [n for n in plan.sm.nodes if n.name.startswith("model_layers_0_self_attn__")]
    assert any(n.op == P.OP_CONCAT for n in attn)
    validate, evaluate = evaluator()
    rep = evaluate(validate(plan), shrink=False)
    assert rep.equal, rep.failing


# batch 4 (a local batch of 2, no unit dim) and seq 16 (the whole RoPE
# table); every size a power of two, dp = tp = 2
FSDP_BATCH, FSDP_SEQ = 4, 16


def fsdp_plan():
    got = imported(MODEL, "frontends.torch.plans.llama_fsdp:fsdp_tp", (2, 2), batch=FSDP_BATCH, seq=FSDP_SEQ)
    if isinstance(got, PlanError):
        pytest.fail(got.render())
    return got


def test_fsdp_as_placements_with_tp_imports_as_one_program():
    plan, report = fsdp_plan()
    assert report.programs == 1
    nodes = [n for p in plan.programs for n in p.graph.nodes]
    groups = {g.name: list(g.axes) for g in plan.groups}
    by = collections.Counter((P.OpKind.Name(n.op), list(groups[n.collective.group]) == ["dp"])
                             for n in nodes if n.HasField("collective"))
    # one dp all-gather per parameter per use in forward (+ recompute in
    # backward) and one dp reduce-scatter per parameter gradient
    assert by[("OP_REDUCE_SCATTER", True)] == 21
    assert by[("OP_ALL_GATHER", True)] >= 21
    rel = {b.sm_tensor: [(p.axis, P.RelKind.Name(p.kind), p.dim) for p in b.relation.placements]
           for b in plan.inputs}
    assert rel["layers_0_attention_wo_weight"] == [("dp", "REL_CONTIGUOUS_SHARD", 0),
                                                   ("tp", "REL_CONTIGUOUS_SHARD", 1)]
    assert rel["layers_0_ffn_norm_weight"] == [("dp", "REL_CONTIGUOUS_SHARD", 0),
                                               ("tp", "REL_REPLICATED", 0)]
    obs = {o.name: [(p.axis, P.RelKind.Name(p.kind)) for p in o.relation.placements]
           for o in plan.observables}
    assert obs["grad_layers_0_feed_forward_w1_weight"] == [("dp", "REL_CONTIGUOUS_SHARD"),
                                                           ("tp", "REL_CONTIGUOUS_SHARD")]


def test_fsdp_as_placements_with_tp_sizes_are_named_on_the_2d_mesh():
    plan, report = fsdp_plan()
    # by structure alone: no size of this plan tells dp from tp, or a head
    # count from the batch, by its value
    assert report.sizes.startswith("sizes named by structure"), report.sizes
    # the vocab is split by both axes: dp * tp * V, the table's local rows V
    table = next(t for t in plan.programs[0].graph.tensors if t.name == "tok_embeddings_weight")
    (local,) = [f.symbol for f in table.shape[0].terms[0].factors]
    sm = next(t for t in plan.sm.tensors if t.name == "tok_embeddings_weight")
    assert sorted(f.symbol or f.axis_size for f in sm.shape[0].terms[0].factors) == sorted(["dp", "tp", local])


def test_fsdp_as_placements_with_tp_evaluates_equal():
    plan, _ = fsdp_plan()
    validate, evaluate = evaluator()
    rep = evaluate(validate(plan), shrink=False)
    assert rep.equal, rep.failing
