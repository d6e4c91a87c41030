"""Issue 24 point 2: sizes named by structure, proved by coqc.

Every size of these models is a power of two and the mesh degrees are equal
(dp = tp = 2), so no value tells dp from tp or a head count from a batch:
frontends/torch/sizes.py names them from what the plan's ops ask of them,
with no model-specific code (before: "sizes kept constant: mesh axes dp and
tp have the same size 2", and inference stopped at the first sharded op).
Labels: the plans' docstrings (frontends/torch/plans/), checked against the
exact evaluator by the prover before any Coq. Each case captures every rank
(~20 s on 2 cores) and coqc's every obligation and the certificate against
bazel-bin's library (tools/test builds it first)."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("torch")

from tests.compiler.coqc_package import coqc_package, generate  # noqa: E402

NORM = "frontends.torch.models.handwritten_norm:normed_mlp_pow2"
LLAMA = "frontends.torch.models.llama:llama_tiny"
GPT2 = "frontends.torch.models.hf_gpt2:hf_gpt2_pow2"   # transformers' GPT2LMHeadModel
HF_LLAMA = "frontends.torch.models.hf_llama:hf_llama_tiny"  # transformers' LlamaForCausalLM
# the labelled suite's models (suite/models.py: transformers' classes from their configs)
GEMMA, PHI3 = "suite.models:gemma", "suite.models:phi3"


def _import(model: str, plan: str, mesh: tuple, batch: int, seq: int, mesh_axes: tuple = ()):
    from frontends.torch.importer import ImportRequest, import_plan
    got, report = import_plan(ImportRequest(model, plan, mesh, batch=batch, seq=seq, mesh_axes=mesh_axes))
    assert report.sizes.startswith("sizes named by structure"), report.sizes
    return got




@pytest.mark.parametrize("model,plan,mesh,batch,seq,axes", [
    (NORM, "frontends.torch.plans.handwritten_norm:fsdp_tp", (2, 2), 4, 8, ("dp", "tp")),
    (LLAMA, "frontends.torch.plans.llama_tp:canonical", (2,), 2, 16, ("tp",)),
    (LLAMA, "frontends.torch.plans.llama_fsdp:fsdp_tp", (2, 2), 4, 16, ("dp", "tp")),
    (GPT2, "frontends.torch.plans.hf_gpt2:ddp", (2,), 4, 8, ("dp",)),
    # the model's own tp_plan, applied by transformers; RoPE's tables computed in forward
    (HF_LLAMA, "frontends.torch.plans.hf_llama:builtin_tp", (2,), 2, 16, ("tp",)),
    # a padded embedding (the pad row gets no gradient); FSDP's avg on one axis
    (GEMMA, "suite.plans:hf_fsdp", (2,), 4, 4, ("dp",)),
    # fused qkv / gate_up projections gathered by Phi-3's own tp_plan: attention replicated
    (PHI3, "suite.plans:hf_builtin_tp", (2,), 2, 4, ("tp",)),
])
def test_a_power_of_two_plan_is_proved_by_coqc(tmp_path, model, plan, mesh, batch, seq, axes):
    named = axes if model == PHI3 else ()  # a plan function: the mesh named, as --mesh tp=2 does
    v = generate(tmp_path, _import(model, plan, mesh, batch, seq, named))
    assert v.label == "generated", v.render()  # validated, evaluated, read back by the independent reader
    assert v.claim.all_sizes and tuple(v.claim.axes) == axes, v.claim.summary()
    files = {f.name: f.read_bytes() for f in Path(tmp_path / "gen").iterdir() if f.is_file()}
    coqc_package(tmp_path, files)


@pytest.mark.parametrize("model,plan,mesh,batch,seq", [
    # FSDP's gradient Partial reduced by sum, not avg: every gradient dp times the SM's
    (NORM, "frontends.torch.plans.handwritten_norm:fsdp_tp_sum_bug", (2, 2), 4, 8),
    # DDP without gradient synchronisation: each rank steps with its own shard's gradient
    (GPT2, "frontends.torch.plans.hf_gpt2:ddp_no_sync_bug", (2,), 4, 8),
    # the twin of the padded FSDP plan above, its gradients summed
    (GEMMA, "suite.plans:hf_fsdp_sum", (2,), 4, 4),
])
def test_a_silent_bug_is_a_false_goal_on_a_gradient(tmp_path, model, plan, mesh, batch, seq):
    v = generate(tmp_path, _import(model, plan, mesh, batch, seq))
    assert v.label == "false_goal", v.render()
    assert "'grad_" in v.message, v.message


def test_a_rope_table_cut_to_the_sequence_is_a_size_hypothesis(tmp_path):
    # seq 8 of a 16-row RoPE table (`freqs_cis[:seq]`): the slice is in range
    # only while the sequence fits the table, which the model's code needs;
    # the claim states it as a bound of tp, and the exact evaluator starts
    # from sizes 2 that satisfy it
    v = generate(tmp_path, _import(LLAMA, "frontends.torch.plans.llama_tp:canonical", (2,), 2, 8))
    assert v.label == "generated", v.render()
    assert not v.claim.all_sizes and "tp" in v.claim.bounded, v.claim.summary()
    assert "tp * d1 <= d2" in v.claim.bounds, v.claim.bounds
    files = {f.name: f.read_bytes() for f in Path(tmp_path / "gen").iterdir() if f.is_file()}
    coqc_package(tmp_path, files)


def test_a_fused_projection_split_in_the_wrong_layout_is_a_false_goal(tmp_path):
    # Phi-3's gate_up_proj sharded colwise as one contiguous block: rank 0
    # holds all of gate and rank 1 all of up (the twin of the tp_plan above)
    v = generate(tmp_path, _import(PHI3, "suite.plans:phi3_gate_up_contiguous", (2,), 2, 4, ("tp",)))
    assert v.label == "false_goal", v.render()
    assert v.counterexample is not None, v.render()
