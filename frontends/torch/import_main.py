"""CLI: import a PyTorch parallel plan into a Plan IR file.

  python -m frontends.torch.import_main --model MODULE:FACTORY --plan MODULE:PLAN \
      --mesh 4 --out plan.pb [--batch 2 --seq 16] [--json]

Exit codes follow the failure contract (emitter/errors.py): 0 on success,
2 for usage, the category's code for a classified failure.
"""

from __future__ import annotations

import dataclasses
import json
import sys

from absl import app, flags

from emitter import plan_io
from emitter.errors import PlanError, UsageError

FLAGS = flags.FLAGS
flags.DEFINE_string("model", None, "MODULE:FACTORY returning an nn.Module")
flags.DEFINE_string("plan", None, "MODULE:FACTORY returning a frontends.torch.spec.PlanSpec")
flags.DEFINE_string("mesh", None, "mesh shape, e.g. 4 or 2,2 (axis names come from the plan)")
flags.DEFINE_string("out", None, "output Plan file (.pb/.binpb binary, .textproto text)")
flags.DEFINE_integer("batch", 2, "global batch size")
flags.DEFINE_integer("seq", 0, "sequence length (0: default for the mesh)")
flags.DEFINE_integer("workers", 2, "capture processes run at once")
flags.DEFINE_bool("json", False, "print a JSON report")


def parse_mesh(text: str) -> tuple[int, ...]:
    try:
        shape = tuple(int(x) for x in text.split(","))
    except ValueError:
        raise UsageError(f"--mesh must be comma-separated integers, got {text!r}")
    if not shape or any(s < 1 for s in shape):
        raise UsageError(f"--mesh sizes must be >= 1, got {text!r}")
    return shape


def run(argv) -> int:
    from frontends.torch.importer import ImportRequest, import_plan

    try:
        for f in ("model", "plan", "mesh", "out"):
            if not getattr(FLAGS, f):
                raise UsageError(f"--{f} is required")
        plan_io.format_of(FLAGS.out)
        req = ImportRequest(FLAGS.model, FLAGS.plan, parse_mesh(FLAGS.mesh), FLAGS.batch,
                            FLAGS.seq, FLAGS.workers)
        plan, report = import_plan(req)
        plan_io.save(plan, FLAGS.out)  # atomic: temp file + rename
    except PlanError as e:
        print(json.dumps(e.as_json()) if FLAGS.json else e.render(), file=sys.stderr if not FLAGS.json else sys.stdout)
        return e.exit_code
    out = {"verdict": "imported", "exit_code": 0, "plan": FLAGS.out, **dataclasses.asdict(report)}
    print(json.dumps(out) if FLAGS.json else
          f"imported {FLAGS.out}: SM {report.sm_ops} ops, PM {report.pm_ops} ops per rank "
          f"({report.programs} program(s)), collectives {dict(report.collectives)}, "
          f"capture {report.capture_seconds:.1f}s, total {report.total_seconds:.1f}s")
    return 0


def main(argv):
    sys.exit(run(argv))


if __name__ == "__main__":
    app.run(main)
