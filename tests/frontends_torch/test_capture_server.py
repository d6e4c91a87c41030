"""The capture server (frontends/torch/zygote.py): one process imports
torch and the user's modules, a forked child captures each job. What it must
keep from a process per capture: a fresh import of an edited model on the
next import, a classified failure for a child that dies or hangs, and no
child left behind."""

from __future__ import annotations

import dataclasses
import os
import sys
import time

import pytest

pytest.importorskip("torch")

from emitter.errors import ResourceLimit  # noqa: E402
from frontends.torch.importer import CaptureFailed, run_jobs  # noqa: E402
from frontends.torch.spec import ImportJob  # noqa: E402

PLAN = "frontends.torch.plans.gelu_mlp_tp:tp"
MODULE = '''import os
import time

import torch

from frontends.torch.models.gelu_mlp import GeluMLP


class Act(GeluMLP):
    def forward(self, tokens):
        return self.output(self.down(torch.{act}(self.layers["0"]["up"](self.tok_embeddings(tokens)))))


def model():
    return Act()


def slow():
    time.sleep(600)


def dies():
    os._exit(7)
'''


@pytest.fixture
def user_module(tmp_path, monkeypatch):
    """Writes tv_capture_user.py (activation `act`) on sys.path; returns the writer."""
    monkeypatch.syspath_prepend(str(tmp_path))

    def write(act: str) -> str:
        (tmp_path / "tv_capture_user.py").write_text(MODULE.format(act=act))
        return "tv_capture_user"
    return write


def sm_job(ref: str) -> ImportJob:
    return ImportJob(ref, PLAN, (), 2, 4, None)


def targets(cap) -> set[str]:
    return {n.target for n in cap.nodes}


def test_an_edited_model_is_captured_as_edited(user_module):
    # the server's preloaded modules live as long as one import: the next
    # import of the edited file sees the edit
    mod = user_module("tanh")
    [first] = run_jobs([sm_job(f"{mod}:model")], 1, 300)
    mod = user_module("sigmoid")
    [second] = run_jobs([sm_job(f"{mod}:model")], 1, 300)
    assert "aten.tanh.default" in targets(first) and "aten.sigmoid.default" not in targets(first)
    assert "aten.sigmoid.default" in targets(second) and "aten.tanh.default" not in targets(second)


def test_a_capture_that_hangs_is_a_resource_limit_and_is_stopped(user_module):
    mod = user_module("tanh")
    t0 = time.monotonic()
    with pytest.raises(ResourceLimit) as e:
        run_jobs([sm_job(f"{mod}:slow")], 1, 5)
    assert time.monotonic() - t0 < 60
    assert "capturing the SM took longer than 5 s" in e.value.message
    assert e.value.category.label == "resource_limit" and e.value.location.rank is None


def test_a_child_that_dies_is_a_capture_failure_with_its_exit_code(user_module):
    mod = user_module("tanh")
    with pytest.raises(CaptureFailed) as e:
        run_jobs([sm_job(f"{mod}:dies")], 1, 300)
    assert "capturing the SM failed (exit 7)" in e.value.message


def test_no_child_outlives_the_import(user_module):
    mod = user_module("tanh")
    before = _children()
    with pytest.raises(ResourceLimit):
        run_jobs([sm_job(f"{mod}:slow"), sm_job(f"{mod}:model")], 2, 5)
    time.sleep(0.5)
    assert _children() <= before


def _children() -> set[int]:
    """Live processes whose command line runs the capture server or a worker."""
    out = set()
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ")
            with open(f"/proc/{pid}/stat") as f:
                state = f.read().split(")")[-1].split()[0]
        except OSError:
            continue
        if b"frontends.torch.zygote" in cmd and state != "Z":
            out.add(int(pid))
    return out


def test_what_a_capture_imported_is_preloaded_next_time_and_changes_nothing(user_module, tmp_path, monkeypatch):
    # the modules the children import lazily are learned per set of user
    # modules; the next server imports them before forking, and the
    # capture it gives is the same
    from frontends.torch import importer

    learned = tmp_path / "learned.txt"
    monkeypatch.setattr(importer, "learned_path", lambda modules: str(learned))
    mod = user_module("tanh")
    job = ImportJob(f"{mod}:model", PLAN, (2,), 2, 4, 0)
    [cold] = run_jobs([job], 1, 300)
    names = learned.read_text().split()
    assert "torch.testing._internal.distributed.fake_pg" in names  # the rank's fake process group
    assert mod not in names and len(names) == len(set(names))
    [warm] = run_jobs([job], 1, 300)
    assert learned.read_text().split() == names  # nothing new to learn
    assert dataclasses.replace(warm, seconds=0) == dataclasses.replace(cold, seconds=0)


def test_a_server_that_died_is_a_capture_failure_naming_it(user_module):
    from frontends.torch.importer import CaptureServer, run_worker

    mod = user_module("tanh")
    with CaptureServer([mod]) as server:
        server.start()
        server.proc.kill()
        server.proc.wait()
        with pytest.raises(CaptureFailed) as e:
            run_worker(sm_job(f"{mod}:model"), 30, server)
    assert "capturing the SM failed: the capture server exited (-9)" in e.value.message
