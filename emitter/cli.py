"""tv: the TrainVerify command line.

  tv prove PLAN [--out DIR] [--json] [--require-all-sizes] [--partial] [--output_base DIR] [--bazel_arg ARG ...] [--nobazel]

Exit codes follow the failure contract (ARCHITECTURE.md): 0 proved,
2 usage, 10.. the failure categories; 19 size_limited (--require-all-sizes:
proved, but not for every size of every axis).
"""
from __future__ import annotations

import json
import sys

from absl import flags

from emitter.errors import Category

FLAGS = flags.FLAGS
flags.DEFINE_string("out", None, "output package directory (inside the Bazel workspace); "
                    "default generated/<plan name>")
flags.DEFINE_bool("json", False, "print one JSON object instead of the text verdict")
flags.DEFINE_string("output_base", None, "Bazel --output_base for the bazel test run")
flags.DEFINE_multi_string("bazel_arg", [], "extra argument for `bazel test`")
flags.DEFINE_bool("bazel", True, "run `bazel test` on the generated package (--nobazel: generate only)")
flags.DEFINE_bool("require_all_sizes", False, "a proved claim that does not cover every size of every axis "
                  "(a size bound, a fixed axis) is size_limited (exit 19)")
flags.DEFINE_bool("partial", False, "accept a plan that proves less than the specification derived from its SM "
                  "outputs (a missing or weaker observable); the claim says what it leaves out")
# the failure contract spells this flag with hyphens; absl flags are underscored
HYPHENATED = {"--require-all-sizes": "--require_all_sizes"}

USAGE = __doc__


def _usage(msg: str, as_json: bool) -> int:
    code = Category.USAGE.exit_code
    if as_json:
        print(json.dumps({"verdict": "usage", "exit_code": code, "plan": None, "obligations": None,
                          "observables": None, "axioms": None, "claim": None, "location": None,
                          "expected_relation": None,
                          "inferred_relation": None, "rule_candidates": None, "counterexample": None,
                          "seconds": 0.0, "message": msg}))
    else:
        print(f"usage (exit {code}): {msg}\n{USAGE}", file=sys.stderr)
    return code


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    argv = [HYPHENATED.get(a, a) for a in argv]
    try:
        rest = FLAGS(argv)
    except flags.Error as e:
        return _usage(str(e), as_json)
    args = rest[1:]
    if not args or args[0] in ("help", "-h"):
        return _usage("no command", as_json) if not args else (print(USAGE) or 0)
    cmd, args = args[0], args[1:]
    if cmd != "prove":
        return _usage(f"unknown command {cmd!r}", FLAGS.json)
    if len(args) != 1:
        return _usage("prove takes exactly one PLAN", FLAGS.json)
    from emitter import prove
    startup = [f"--output_base={FLAGS.output_base}"] if FLAGS.output_base else []
    res = prove.prove(args[0], FLAGS.out, startup, FLAGS.bazel_arg, run_tests=FLAGS.bazel,
                      require_all_sizes=FLAGS.require_all_sizes, partial=FLAGS.partial)
    if FLAGS.json:
        print(json.dumps(res.as_json(), sort_keys=False))
    else:
        print(res.render())
    return res.category.exit_code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
