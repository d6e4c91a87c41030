"""Failures that blame the right thing, at the right place (issue 24,
point 4): a single-device model that does not run is model_error (exit 20)
at its file:line; a plan whose ranks do not run stays invalid_plan; an
unsupported op names the aten op, the module path and the file:line.
Tiny models (models/model_errors.py); the CLI cases capture 3 processes."""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import subprocess
import sys

import pytest

from emitter.errors import Category, ModelError, UnsupportedOperator
from frontends.torch import normalize

from tests.frontends_torch.conftest import ROOT, imported_any

MODELS = "frontends.torch.models.model_errors"
PLANS = "frontends.torch.plans.gelu_mlp_tp"
FIXTURE = "frontends/torch/models/model_errors.py"


def fixture_line(text: str) -> str:
    """FIXTURE:N of the fixture's first line containing `text`."""
    with open(os.path.join(ROOT, FIXTURE)) as f:
        n = next(i for i, line in enumerate(f, 1) if text in line)
    return f"{FIXTURE}:{n}"


@functools.lru_cache(maxsize=None)
def sm_capture(factory: str):
    """The single-device capture, in this process (no plan: no fake world)."""
    from frontends.torch import worker
    from frontends.torch.spec import ImportJob

    return worker.capture(ImportJob(f"{MODELS}:{factory}", f"{PLANS}:tp", (), 2, 4, None))


def import_cli(*args):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, os.path.join(ROOT, ".cache", "gen")]))
    proc = subprocess.run([sys.executable, "-m", "frontends.torch.cli", "import-torch", *args, "--json"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=600)
    return proc.returncode, json.loads(proc.stdout.strip().splitlines()[-1])


def test_source_is_the_innermost_frame_of_user_code():
    from frontends.torch import worker

    torch_file = os.path.join(worker.TORCH_DIR, "nn", "modules", "linear.py")
    frames = [(os.path.join(worker.FRONTEND_DIR, "worker.py"), 1), (os.path.join(ROOT, FIXTURE), 27),
              (torch_file, 134), ("<eval_with_key>.3", 5), (os.path.join(worker.FRONTEND_DIR, "fusion.py"), 9)]
    assert worker.source_of(frames) == f"{FIXTURE}:27"
    assert worker.source_of(frames[:1] + frames[2:]) == ""
    text = f'  File "{ROOT}/{FIXTURE}", line 14, in forward\n    return F.softplus(h)\n  File "{torch_file}", line 2'
    assert worker.stack_trace_frames(text) == [(f"{ROOT}/{FIXTURE}", 14), (torch_file, 2)]


def test_backward_ops_carry_the_line_of_the_forward_op_they_differentiate():
    cap = sm_capture("softplus_mlp")
    line = fixture_line("F.softplus(h)")
    by_target = {n.target: n for n in cap.nodes}
    assert by_target["aten.softplus.default"].source == line
    bwd = by_target["aten.softplus_backward.default"]
    assert bwd.phase == "bwd" and bwd.source == line and bwd.module == "layers.0.act"


def test_unsupported_op_names_aten_op_module_path_and_line():
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(sm_capture("softplus_mlp"))
    line = fixture_line("F.softplus(h)")
    err = e.value.as_json()
    assert err["aten_op"] == "aten.softplus.default" and err["module"] == "layers.0.act"
    assert err["location"] == {"graph": "sm", "node": "softplus", "source": line}
    assert f"aten.softplus.default in module layers.0.act at {line}" in err["message"]


def test_unsupported_op_without_a_recorded_line_says_so():
    cap = sm_capture("softplus_mlp")
    nodes = tuple(n if n.target != "aten.softplus.default" else dataclasses.replace(n, source="", module="")
                  for n in cap.nodes)
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(dataclasses.replace(cap, nodes=nodes))
    assert "aten.softplus.default in module <root> at no known line of the model" in e.value.message
    assert e.value.location.as_dict() == {"graph": "sm", "node": "softplus"}


def test_a_single_device_model_that_raises_is_model_error_at_its_line(tmp_path):
    code, out = import_cli("--model", f"{MODELS}:shape_error_mlp", "--plan", f"{PLANS}:tp", "--mesh", "2",
                           "--out", str(tmp_path / "p.pb"))
    line = fixture_line("return self.output(h)")
    assert code == Category.MODEL_ERROR.exit_code == 20 and out["verdict"] == "model_error", out
    assert out["location"] == {"graph": "sm", "node": "output", "source": line}
    assert out["message"].startswith("the single-device model does not run: RuntimeError: mat1 and mat2 shapes")
    assert f"at {line}, in module output (fwd)" in out["message"]
    assert not (tmp_path / "p.pb").exists()


def test_a_plan_whose_ranks_raise_stays_invalid_plan_at_the_models_line():
    got = imported_any(f"{MODELS}:softplus_mlp", f"{PLANS}:colwise_down_bug", (2,), workers=2, seq=4)
    assert got.category is Category.INVALID_PLAN, got
    line = fixture_line("return self.output(self.down(")
    assert got.location.as_dict() == {"graph": "pm:rank0", "node": "down", "rank": 0, "source": line}
    assert got.details["module"] == "down" and "same reduction dim" in got.details["torch_error"]


def test_a_model_factory_that_raises_is_model_error_at_its_line(tmp_path):
    from frontends.torch.importer import run_jobs
    from frontends.torch.spec import ImportJob

    with pytest.raises(ModelError) as e:
        run_jobs([ImportJob(f"{MODELS}:negative_width_mlp", f"{PLANS}:tp", (), 2, 4, None)], 1, 300)
    # the innermost frame of user code: the constructor's line, not the factory's
    line = fixture_line('nn.ModuleDict({"0": nn.ModuleDict({"up": nn.Linear(dim, hidden')
    assert e.value.location.as_dict() == {"graph": "sm", "node": "<root>", "source": line}
    assert "negative dimension -4" in e.value.message and f"at {line}, in module <root> (init)" in e.value.message


def test_a_step_that_raises_in_backward_is_model_error_in_its_module(tmp_path):
    from frontends.torch.importer import run_jobs
    from frontends.torch.spec import ImportJob

    with pytest.raises(ModelError) as e:
        run_jobs([ImportJob(f"{MODELS}:backward_error_mlp", f"{PLANS}:tp", (), 2, 4, None)], 1, 300)
    line = fixture_line('raise NotImplementedError("NoGrad has no backward")')
    assert e.value.location.as_dict() == {"graph": "sm", "node": "layers.0.act", "source": line}
    assert f"NoGrad has no backward at {line}, in module layers.0.act (bwd)" in e.value.message


def test_a_branch_on_data_values_is_refused_at_its_line():
    from frontends.torch import worker

    with pytest.raises(worker.DataDependentRead) as e:
        sm_capture("data_branch_mlp")
    assert e.value.source == fixture_line("if (h.sum() > 0).item():")
    assert e.value.module == "layers.0.act" and e.value.op.startswith("aten._local_scalar_dense.default")
    # every input, parameter or buffer the value depends on, in graph order
    assert "computed from tokens, tok_embeddings.weight, layers.0.up.weight: data-dependent control flow" \
        in str(e.value), str(e.value)


def test_a_branch_on_data_values_is_unsupported_operator_from_the_cli(tmp_path):
    code, out = import_cli("--model", f"{MODELS}:data_branch_mlp", "--plan", f"{PLANS}:tp", "--mesh", "2",
                           "--out", str(tmp_path / "p.pb"))
    line = fixture_line("if (h.sum() > 0).item():")
    assert code == Category.UNSUPPORTED_OPERATOR.exit_code == 11 and out["verdict"] == "unsupported_operator", out
    assert out["location"]["source"] == line and out["module"] == "layers.0.act"
    assert out["aten_op"] == "aten._local_scalar_dense.default (a Python branch on a tensor value)"
    assert not (tmp_path / "p.pb").exists()


def test_a_branch_on_a_size_only_value_is_taken_and_dropped():
    cap = sm_capture("size_branch_mlp")
    targets = [n.target for n in cap.nodes]
    assert "aten._local_scalar_dense.default" not in targets
    ir = normalize.normalize(cap)  # the arange / compare / all subgraph is dead: no unsupported op
    assert "mul" in [n.op for n in ir.nodes] or "scale" in [n.op for n in ir.nodes]
