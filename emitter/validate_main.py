"""CLI: validate one plan file; print the classified result; exit with the
category's code (0 when valid). Writes nothing.

    python -m emitter.validate_main PLAN [--json] [--evaluate]
"""

from __future__ import annotations

import json
import sys

from absl import app, flags

from emitter import plan_io
from emitter.evaluator import check
from emitter.errors import PlanError, UsageError
from emitter.validate import validate

FLAGS = flags.FLAGS
flags.DEFINE_bool("json", False, "print one JSON object instead of a line of text")
flags.DEFINE_bool("evaluate", False, "also run the exact evaluator (false_goal on a mismatch)")


def run(argv: list[str]) -> int:
    if len(argv) != 2:
        err = UsageError(f"expected exactly one PLAN argument, got {len(argv) - 1}")
        return _report(None, err)
    path = argv[1]
    try:
        vp = validate(plan_io.load(path))
        if FLAGS.evaluate:
            rep = check(vp)
            if FLAGS.json:
                print(json.dumps({"verdict": "valid", "exit_code": 0, "plan": path,
                                  "evaluation": rep.as_json()}, sort_keys=True))
            else:
                print(f"valid: {path} ({len(rep.observables)} observables equal at "
                      + "; ".join(f"{p['point']}: sizes {p['dims']}, mesh {p['mesh']}, Z/{p['prime']}Z, seed {p['seed']}"
                                  for p in rep.points) + ")")
            return 0
    except PlanError as e:
        return _report(path, e)
    if FLAGS.json:
        print(json.dumps({"verdict": "valid", "exit_code": 0, "plan": path}, sort_keys=True))
    else:
        print(f"valid: {path}")
    return 0


def _report(path, e: PlanError) -> int:
    if FLAGS.json:
        out = e.as_json()
        out["plan"] = path
        print(json.dumps(out, sort_keys=True))
    else:
        print(e.render(), file=sys.stderr)
    return e.exit_code


def main(argv: list[str]) -> None:
    sys.exit(run(argv))


if __name__ == "__main__":
    app.run(main)
