"""CLI: build the plan of one planner configuration.

    python -m frontends.planner.plan_main --config CONFIG --out plan.textproto

Output is deterministic (same config and planner sources -> same bytes).
`.textproto` / `.txtpb` write text format, anything else the binary
PlanFile (emitter/plan_io.py).
"""

from __future__ import annotations

import sys

from absl import app, flags

from emitter import plan_io

from frontends.planner import config as config_mod
from frontends.planner.plan import build

FLAGS = flags.FLAGS
flags.DEFINE_string("config", None, "planner configuration (JSON)")
flags.DEFINE_string("out", None, "output plan file")
flags.DEFINE_bool("validate", True, "validate the plan before writing it")


def run() -> int:
    if not FLAGS.config or not FLAGS.out:
        print("usage: plan_main --config CONFIG --out PLAN", file=sys.stderr)
        return 2
    try:
        cfg, data = config_mod.load(FLAGS.config)
    except (config_mod.ConfigError, KeyError, ValueError) as e:
        print(f"usage: bad configuration {FLAGS.config}: {e}", file=sys.stderr)
        return 2
    plan = build(cfg, data)
    if FLAGS.validate:
        from emitter.errors import PlanError
        from emitter.validate import validate
        try:
            validate(plan)
        except PlanError as e:
            print(e.render(), file=sys.stderr)
            return e.exit_code
    plan_io.save(plan, FLAGS.out)
    print(f"wrote {FLAGS.out}: {len(plan.sm.nodes)} SM nodes, {len(plan.programs)} program(s), "
          f"{len(plan.observables)} observables")
    return 0


def main(argv: list[str]) -> None:
    if len(argv) > 1:
        print(f"unexpected arguments {argv[1:]}", file=sys.stderr)
        sys.exit(2)
    sys.exit(run())


if __name__ == "__main__":
    app.run(main)
