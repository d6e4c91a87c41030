"""Hugging Face's `GPT2LMHeadModel` (frontends/torch/models/hf_gpt2.py) under
DDP (plans/hf_gpt2.py) reaches the plan and the exact evaluator agrees with
the plans' labels (their docstrings). The Coq proof and the verdicts:
tests/compiler/test_hf_gpt2.py."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tests.frontends_torch.conftest import evaluator, imported_any  # noqa: E402
from emitter.errors import PlanError  # noqa: E402
from proto import plan_pb2 as P  # noqa: E402

MODEL, PLANS = "frontends.torch.models.hf_gpt2:hf_gpt2_tiny", "frontends.torch.plans.hf_gpt2"


def _plan(name: str):
    got = imported_any(MODEL, f"{PLANS}:{name}", (5,), batch=10, seq=13)
    if isinstance(got, PlanError):
        pytest.fail(f"{name} did not import: {got.render()}")
    return got


def test_positions_are_an_arange_and_the_mask_is_sdpas_own():
    plan, report = _plan("ddp")
    assert report.sizes.startswith("sizes named by structure"), report.sizes
    ops = [P.OpKind.Name(n.op) for n in plan.sm.nodes]
    # HF's packed-sequence test read position ids computed from sizes alone
    # (worker.settle_value_reads): SDPA took is_causal, the position ids are
    # an arange the position embedding reads
    assert "OP_ARANGE" in ops and "OP_SDPA" in ops and "OP_CUSTOM" not in ops
    (pos,) = [n for n in plan.sm.nodes if n.op == P.OP_EMBEDDING and n.inputs[1] != "tokens"]
    producer = {o: n for n in plan.sm.nodes for o in n.outputs}
    assert producer[pos.inputs[1]].op == P.OP_ARANGE
    # the fused q/k/v split in three: two splits in two
    splits = [n for n in plan.sm.nodes if n.op == P.OP_SPLIT and "attn" in n.name]
    assert len(splits) == 2 and all(len(n.outputs) == 2 for n in splits)


def test_ddp_agrees_with_the_single_device_model():
    validate, evaluate = evaluator()
    rep = evaluate(validate(_plan("ddp")[0]), shrink=False)
    assert rep.equal, rep.failing


@pytest.mark.parametrize("name", ["ddp_sum_bug", "ddp_no_sync_bug"])
def test_silent_ddp_bugs_differ_on_every_gradient_only(name):
    validate, evaluate = evaluator()
    plan = _plan(name)[0]
    rep = evaluate(validate(plan), shrink=False)
    assert not rep.equal
    grads = {o.name for o in plan.observables if o.name.startswith("grad_")}
    assert "loss" not in rep.failing and "logits" not in rep.failing
    assert set(rep.failing) == grads, sorted(set(rep.failing) ^ grads)
