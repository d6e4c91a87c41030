"""`tv import-torch` / `tv prove-torch` argument handling (fast: no capture)."""

from __future__ import annotations

import json

import pytest

from frontends.torch import cli


def test_usage_errors_exit_2(capsys):
    assert cli.main(["tv"]) == 2
    assert cli.main(["tv", "frobnicate"]) == 2
    assert cli.import_torch_main(["tv import-torch", "--model", "a:b", "--plan", "c:d", "--mesh", "2"]) == 2
    assert cli.import_torch_main(["tv import-torch", "--model", "a:b", "--plan", "c:d", "--mesh", "x",
                                  "--out", "p.pb", "--json"]) == 2
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["verdict"] == "usage" and out["exit_code"] == 2
    assert cli.prove_torch_main(["tv prove-torch", "--plan", "c:d", "--mesh", "2"]) == 2
    assert cli.prove_torch_main(["tv prove-torch", "--bogus"]) == 2


def test_own_flag_values_do_not_touch_absl_global_flags():
    from absl import flags

    cli.import_flag_values(), cli.prove_flag_values()
    assert "plan_out" not in flags.FLAGS
