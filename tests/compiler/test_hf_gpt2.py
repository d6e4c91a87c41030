"""Issue 24: Hugging Face's `GPT2LMHeadModel` (frontends/torch/models/hf_gpt2.py,
built from a `GPT2Config`: learned position embeddings, LayerNorm with
biases, `Conv1D` projections with a fused q/k/v, SDPA, the tanh GELU, as
transformers writes them) under DDP on mesh dp (plans/hf_gpt2.py), judged
as a new user runs it: the correct plan proved by coqc, the two silent DDP
bugs refuted with a counterexample. Labels: the plans' docstrings, from
running every rank against the single-device model (the exact evaluator on
the captured graphs is the same check; tests/frontends_torch/test_hf_gpt2.py).

Each case captures the SM and 5 ranks with torch (about 30 s on 2 cores);
the proof checks 121 obligations and the certificate with coqc against
bazel-bin's library (tools/test builds it first), about 4 min."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from emitter import plan_io, prove  # noqa: E402
from proto import plan_pb2  # noqa: E402
from tests.compiler.coqc_package import coqc_package  # noqa: E402

P = plan_pb2
MODEL, PLANS = "frontends.torch.models.hf_gpt2:hf_gpt2_tiny", "frontends.torch.plans.hf_gpt2"


def _generated(tmp_path, plan: str):
    from frontends.torch.importer import ImportRequest, import_plan
    got, report = import_plan(ImportRequest(MODEL, f"{PLANS}:{plan}", (5,), batch=10, seq=13))
    assert report.sizes.startswith("sizes named by structure"), report.sizes
    path = tmp_path / "plan.pb"
    plan_io.save(got, str(path))
    (tmp_path / "WORKSPACE").write_text("")  # --out must be inside a workspace
    return prove.prove(str(path), str(tmp_path / "gen"), run_tests=False)


def test_hf_gpt2_under_ddp_is_proved_by_coqc(tmp_path):
    v = _generated(tmp_path, "ddp")
    assert v.label == "generated", v.render()  # validated, evaluated, read back by the independent reader
    assert v.claim.all_sizes and tuple(v.claim.axes) == ("dp",), v.claim.summary()
    assert v.claim.value_domain == "any field in which dp is nonzero"
    assert v.observables["total"] == 19  # loss, logits and the 17 parameter gradients
    files = {f.name: f.read_bytes() for f in Path(tmp_path / "gen").iterdir() if f.is_file()}
    coqc_package(tmp_path, files)


@pytest.mark.parametrize("plan", ["ddp_sum_bug", "ddp_no_sync_bug"])
def test_silent_ddp_bugs_are_false_goal_with_a_counterexample(tmp_path, plan):
    v = _generated(tmp_path, plan)
    assert v.label == "false_goal", v.render()
    ce = v.counterexample
    assert ce["observable"].startswith("grad_") and ce["expected"] != ce["actual"], ce
