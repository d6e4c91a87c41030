"""`tv import-torch` and `tv prove-torch` (issue 7's CLI surface).

  tv import-torch --model MODULE:FACTORY --plan MODULE:PLAN --mesh 4 --out plan.pb
                  [--batch 2] [--seq 0] [--workers 2] [--json]
  tv prove-torch  --model MODULE:FACTORY --plan MODULE:PLAN --mesh 4
                  [--plan_out plan.pb] [--out DIR] [--output_base DIR]
                  [--bazel_arg ARG ...] [--nobazel] [--json] [--report DIR] [--sarif FILE] [--verbose]

`prove-torch` imports, then runs exactly `tv prove`'s pipeline
(`emitter.prove.prove`) on the written plan and prints its verdict,
whatever it is (today often `missing_relation_rule`: that is the prover's
honest answer, not the importer's). An import failure is the verdict.

Both entry points are absl-style mains taking the full argv (argv[0] is the
program name, e.g. "tv import-torch"). They parse their own `FlagValues`,
not absl's global FLAGS, so `emitter/cli.py` can dispatch to them in the
same process without flag-name clashes (`--out`, `--json`, ...):

    from frontends.torch import cli as torch_cli
    sys.exit(torch_cli.import_torch_main(["tv import-torch", *args]))

Exit codes follow the failure contract (emitter/errors.py): 0 imported /
proved, 2 usage, 20 model_error when the single-device model or its step
raises (the plan is not blamed), the category's code otherwise.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import tempfile
import time
from typing import Sequence

from absl import flags

from emitter import plan_io
from emitter.errors import Category, PlanError, UsageError

COMMANDS = ("import-torch", "prove-torch")


def _import_flags(fv: flags.FlagValues) -> None:
    flags.DEFINE_string("model", None, "MODULE:FACTORY returning an nn.Module", flag_values=fv)
    flags.DEFINE_string("plan", None, "MODULE:NAME: a plan function NAME(model, mesh) that parallelizes the model, "
                        "or a factory returning a frontends.torch.spec.PlanSpec",
                        flag_values=fv)
    flags.DEFINE_string("mesh", None, "mesh shape, e.g. 4 or 2,2 (axis names from the PlanSpec) or named axes, "
                        "e.g. tp=4 or dp=2,tp=2 (a plan function's mesh)",
                        flag_values=fv)
    flags.DEFINE_string("step", None, "MODULE:NAME: the training step NAME(model, tokens, labels) returning the "
                        "loss, or (loss, logits) to observe the logits too; default mean cross-entropy of "
                        "model(tokens) against the labels", flag_values=fv)
    flags.DEFINE_integer("batch", 2, "global batch size", flag_values=fv)
    flags.DEFINE_integer("seq", 0, "sequence length (0: default for the mesh)", flag_values=fv)
    flags.DEFINE_integer("workers", 2, "capture processes run at once", flag_values=fv)
    flags.DEFINE_bool("json", False, "print one JSON object", flag_values=fv)


def import_flag_values() -> flags.FlagValues:
    fv = flags.FlagValues()
    _import_flags(fv)
    flags.DEFINE_string("out", None, "output Plan file (.pb/.binpb binary, .textproto text)",
                        flag_values=fv)
    return fv


def prove_flag_values() -> flags.FlagValues:
    fv = flags.FlagValues()
    _import_flags(fv)
    flags.DEFINE_string("plan_out", None, "where to write the imported Plan (default: a fresh "
                        "temporary directory; the path is printed)", flag_values=fv)
    flags.DEFINE_string("out", None, "generated package directory (as `tv prove --out`)",
                        flag_values=fv)
    flags.DEFINE_string("output_base", None, "Bazel --output_base for the bazel test run",
                        flag_values=fv)
    flags.DEFINE_multi_string("bazel_arg", [], "extra argument for `bazel test`", flag_values=fv)
    flags.DEFINE_bool("bazel", True, "run `bazel test` on the generated package", flag_values=fv)
    flags.DEFINE_string("report", None, "write the verdict's HTML report to this directory (as `tv prove --report`)",
                        flag_values=fv)
    flags.DEFINE_string("sarif", None, "write the verdict as SARIF 2.1.0 to this file (as `tv prove --sarif`)",
                        flag_values=fv)
    flags.DEFINE_bool("verbose", False, "Bazel's full output (default: one line per phase)", flag_values=fv)
    return fv


def parse_mesh(text: str) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """--mesh: the sizes (`4`, `2,3`; the axes' names are then the plan's) or
    named axes (`tp=4`, `dp=2,tp=2`), as (shape, names)."""
    parts = text.split(",")
    named = ["=" in p for p in parts]
    if any(named) and not all(named):
        raise UsageError(f"--mesh names every axis or none, got {text!r}")
    pairs = [p.split("=", 1) if "=" in p else ("", p) for p in parts]
    names = tuple(n.strip() for n, _ in pairs) if all(named) else ()
    try:
        shape = tuple(int(x) for _, x in pairs)
    except ValueError:
        raise UsageError(f"--mesh must be comma-separated sizes or NAME=SIZE pairs, got {text!r}")
    if not shape or any(s < 1 for s in shape):
        raise UsageError(f"--mesh sizes must be >= 1, got {text!r}")
    if names and (len(set(names)) != len(names) or not all(n.isidentifier() for n in names)):
        raise UsageError(f"--mesh axis names must be distinct identifiers, got {text!r}")
    return shape, names


def _parse(fv: flags.FlagValues, argv: Sequence[str]) -> None:
    try:
        rest = fv(list(argv))
    except flags.Error as e:
        raise UsageError(str(e))
    if len(rest) > 1:
        raise UsageError(f"unexpected arguments {rest[1:]}")
    for f in ("model", "plan", "mesh"):
        if not fv[f].value:
            raise UsageError(f"--{f} is required")


def _usage(cmd: str, e: PlanError, as_json: bool) -> int:
    if as_json:
        print(json.dumps(e.as_json()))
    else:
        print(f"{e.render()}\n{__doc__}", file=sys.stderr)
    return e.exit_code


def do_import(fv: flags.FlagValues, out: str):
    """Import per the flags and write `out`; returns (plan, report dict)."""
    from frontends.torch.importer import ImportRequest, import_plan

    plan_io.format_of(out)
    shape, names = parse_mesh(fv.mesh)
    req = ImportRequest(fv.model, fv.plan, shape, fv.batch, fv.seq, fv.workers, mesh_axes=names, step=fv.step or "")
    plan, report = import_plan(req)
    plan_io.save(plan, out)  # atomic: temp file + rename
    return plan, {"plan_file": out, "plan_name": plan.name, **dataclasses.asdict(report)}


def _import_line(rep: dict) -> str:
    readings = ", ".join(f"{c} x{k}" for c, k in rep["readings"])
    return (f"imported {rep['plan_file']}: SM {rep['sm_ops']} ops, PM {max(rep['pm_ops'])} ops per rank "
            f"({rep['programs']} program(s)), collectives {dict(rep['collectives'])}, "
            f"capture {rep['capture_seconds']:.1f}s, total {rep['total_seconds']:.1f}s; {rep['sizes']}"
            + (f"; read exactly: {readings}" if readings else ""))


def import_torch_main(argv: Sequence[str]) -> int:
    """`tv import-torch`: exit 0 with the plan written, or a classified failure."""
    fv = import_flag_values()
    as_json = "--json" in argv
    try:
        _parse(fv, argv)
        if not fv.out:
            raise UsageError("--out is required")
    except UsageError as e:
        return _usage("import-torch", e, as_json)
    try:
        _, rep = do_import(fv, fv.out)
    except PlanError as e:
        print(json.dumps(e.as_json()) if fv.json else e.render(),
              file=sys.stdout if fv.json else sys.stderr)
        return e.exit_code
    print(json.dumps({"verdict": "imported", "exit_code": 0, **rep}) if fv.json else _import_line(rep))
    return 0


def prove_torch_main(argv: Sequence[str]) -> int:
    """`tv prove-torch`: import, then `emitter.prove.prove` on the result."""
    fv = prove_flag_values()
    as_json = "--json" in argv
    try:
        _parse(fv, argv)
    except UsageError as e:
        return _usage("prove-torch", e, as_json)
    from emitter import cli as tv_cli
    try:
        tv_cli.check_targets(fv.report, fv.sarif)
    except PlanError as e:
        return _usage("prove-torch", e, as_json)
    t0 = time.monotonic()
    plan_file = fv.plan_out or os.path.join(tempfile.mkdtemp(prefix="tv-prove-torch-"), "plan.pb")
    try:
        _, rep = do_import(fv, plan_file)
    except PlanError as e:
        # The import's classified failure is the verdict (nothing to prove).
        if fv.json:
            print(json.dumps({**e.as_json(), "stage": "import", "import": None,
                              "seconds": round(time.monotonic() - t0, 3)}))
        else:
            print(f"import failed: {e.render()}")
        return e.exit_code
    t_import = time.monotonic() - t0
    from emitter import prove

    startup = [f"--output_base={fv.output_base}"] if fv.output_base else []
    from emitter.progress import Progress
    res = prove.prove(plan_file, fv.out, startup, fv.bazel_arg, run_tests=fv.bazel,
                      progress=Progress(verbose=fv.verbose))
    if fv.json:
        print(json.dumps({**res.as_json(), "stage": "prove", "message": res.message,
                          "import": rep, "import_seconds": round(t_import, 3),
                          "prove_seconds": round(res.seconds, 3)}))
    else:
        print(_import_line(rep))
        print(res.render())
    if fv.report or fv.sarif:
        try:
            tv_cli.write_outputs(res.as_json(), plan_file, fv.report, fv.sarif)
        except PlanError as e:
            print(e.render(), file=sys.stderr)
            return e.exit_code
    return res.category.exit_code


def main(argv: Sequence[str]) -> int:
    """`python -m frontends.torch.cli import-torch|prove-torch ...`."""
    if len(argv) < 2 or argv[1] not in COMMANDS:
        print(f"usage (exit {Category.USAGE.exit_code}): expected one of {COMMANDS}\n{__doc__}",
              file=sys.stderr)
        return Category.USAGE.exit_code
    prog = f"{os.path.basename(argv[0])} {argv[1]}"
    fn = import_torch_main if argv[1] == "import-torch" else prove_torch_main
    return fn([prog, *argv[2:]])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
