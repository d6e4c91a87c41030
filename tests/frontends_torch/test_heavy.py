"""Slower frontend cases (each > 1 min on 2 cores): a second FSDP import
(the sum-instead-of-avg bug), FSDP2 `fully_shard` x TP, and the one-shot
`prove-torch` CLI. Bazel target //tests/frontends_torch:frontends_torch_heavy_test
(tag "heavy")."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

from tests.frontends_torch.conftest import MODEL, PLANS, ROOT, evaluator  # noqa: E402
from tests.frontends_torch.conftest import imported_any as imported  # noqa: E402
from emitter.errors import PlanError  # noqa: E402


def test_fsdp_gradients_summed_not_averaged_is_caught():
    got = imported(MODEL, "frontends.torch.plans.llama_fsdp:fsdp_sum_bug", (2, 2), batch=4, seq=16)
    assert not isinstance(got, PlanError), got.render()
    validate, evaluate = evaluator()
    rep = evaluate(validate(got[0]), shrink=False)
    assert not rep.equal
    assert "loss" not in rep.failing and "logits" not in rep.failing
    assert "grad_layers_0_feed_forward_w1_weight" in rep.failing


def test_fsdp_sum_bug_is_a_false_goal_through_tv_prove(tmp_path):
    # the same import through the prover: the sizes named by structure,
    # the evaluator's counterexample is on a gradient (the loss and
    # logits are right)
    got = imported(MODEL, "frontends.torch.plans.llama_fsdp:fsdp_sum_bug", (2, 2), batch=4, seq=16)
    assert not isinstance(got, PlanError), got.render()
    assert got[1].sizes.startswith("sizes named by structure"), got[1].sizes
    from emitter import plan_io, prove
    plan_io.save(got[0], str(tmp_path / "plan.pb"))
    (tmp_path / "WORKSPACE").write_text("")  # --out must be inside a workspace
    v = prove.prove(str(tmp_path / "plan.pb"), str(tmp_path / "gen"), run_tests=False)
    assert v.label == "false_goal", v.render()
    assert "grad_" in v.message and "'loss'" not in v.message and "'logits'" not in v.message, v.message


@pytest.mark.parametrize("plan,lemmas", [
    ("llama_fsdp:fsdp_tp", ("rule_scaled_seed", "scaled_map", "nest_reduce_scatter_avg_rep",
                            "nest_reduce_scatter_avg_mid")),
    ("llama_tp:canonical_2d", ("rule_scaled_seed", "scaled_map", "nest_all_reduce_avg")),
    # FSDP2: the dp reduce_scatter avg of a tp-sharded gradient gives the
    # strided layout (RulesScaled.v), the forward gather reads it back
    ("llama_fsdp:fully_shard_tp", ("nest_reduce_scatter_avg_strided", "nest_gather_strided")),
])
def test_data_parallel_x_tp_generates_every_obligation(plan, lemmas, tmp_path):
    """Issue 7 acceptance 4 without Bazel: FSDP as DTensor placements x TP
    (and DDP x TP) on (dp, tp) = (2, 2), sizes named by structure (the loss
    mean's backward 1 / tokens too): every step has a rule, through the
    backward's scaled relation (semantics/RulesScaled.v: dp times the SM
    gradient from the loss seed to FSDP's reduce_scatter avg / DDP's
    all_reduce avg), and every observable (loss, logits, the 21 parameter
    gradients) is covered. The full proofs (coqc on every obligation and the
    certificate): frontends/torch/README.md."""
    got = imported(MODEL, f"frontends.torch.plans.{plan}", (2, 2), batch=4, seq=16)
    assert not isinstance(got, PlanError), got.render()
    assert got[1].sizes.startswith("sizes named by structure"), got[1].sizes
    from emitter import plan_io, prove
    path = tmp_path / "plan.binpb"
    plan_io.save(got[0], str(path))
    (tmp_path / "WORKSPACE").write_text("")
    res = prove.prove(str(path), str(tmp_path / "gen"), run_tests=False)
    assert res.label == "generated", (res.label, res.message, res.location)
    assert res.observables["total"] == 23
    text = "".join(p.read_text() for p in (tmp_path / "gen").glob("ob_*.v"))
    for lemma in lemmas:
        assert lemma in text, lemma


def test_fully_shard_with_tp_reads_the_flat_collectives_per_parameter():
    # FSDP2 all-gathers and reduce-scatters flat per-group buffers
    # (fsdp.all_gather_copy_in / split_with_sizes_copy / chunk_cat): read as
    # one collective per parameter (frontends/torch/fsdp2.py) and stated on
    # the import line (the obligations: the parametrized test above)
    got = imported(MODEL, "frontends.torch.plans.llama_fsdp:fully_shard_tp", (2, 2), batch=4, seq=16)
    assert not isinstance(got, PlanError), got.render()
    readings = dict(got[1].readings)
    assert readings["fsdp.all_gather_copy_in + all_gather_into_tensor + fsdp.split_with_sizes_copy as one "
                    "all_gather_into_tensor per parameter"] == 5  # root, 2 layers, then the 2 layers again
    assert readings["fsdp.chunk_cat + reduce_scatter_tensor as one reduce_scatter_tensor per parameter"] == 3
    assert readings["a re-gather of an unchanged parameter shard as its first gather"] == 18


UNEVEN = '''from torch.distributed.fsdp import fully_shard

from frontends.torch.models.gelu_mlp import GeluMLP


def model():
    return GeluMLP(hidden=15)


def plan(model, mesh):
    fully_shard(model, mesh=mesh)
    return model
'''


def test_fully_shard_of_an_uneven_dim_is_refused_naming_the_flat_collective(tmp_path, monkeypatch):
    # 15 rows over dp = 2: FSDP2 pads the shards, so a flat buffer holds
    # padding no parameter has; the reading is refused, not guessed
    (tmp_path / "tv_uneven.py").write_text(UNEVEN)
    monkeypatch.syspath_prepend(str(tmp_path))
    got = imported("tv_uneven:model", "tv_uneven:plan", (2,), batch=2, seq=4, mesh_axes=("dp",))
    assert isinstance(got, PlanError) and got.exit_code == 11, got
    assert got.details["aten_op"].startswith("fsdp."), got.details
    # the first unread piece is named: the padded shard, a gradient that does
    # not chunk evenly, or an unsharded storage read in part
    assert any(w in got.message for w in ("padded", "does not split into 2 chunks on dim 0",
                                          "part of a parameter's unsharded storage")), got.message
