"""tv: the TrainVerify command line.

  tv prove PLAN [--out DIR] [--json] [--require-all-sizes] [--partial] [--output_base DIR] [--bazel_arg ARG ...] [--nobazel]
                [--report DIR] [--sarif FILE] [--verbose]
  tv report PLAN --verdict VERDICT.json [--report DIR] [--sarif FILE]   (the report of a saved `--json` verdict)

--report DIR writes DIR/index.html (self-contained: emitter/report.py);
--sarif FILE the verdict as SARIF 2.1.0 (emitter/sarif.py). Either is
written whole or not at all; an unwritable target is a usage error.

Exit codes follow the failure contract (ARCHITECTURE.md): 0 proved,
2 usage, 10.. the failure categories; 19 size_limited (--require-all-sizes:
proved, but not for every size of every axis); 20 model_error only from
`tv import-torch` / `tv prove-torch` (the single-device model does not run).
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from absl import flags

from emitter import prove, report, sarif, verdict_doc
from emitter.errors import Category, Location, PlanError, UsageError
from emitter.progress import Progress

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
flags.DEFINE_string("report", None, "write the verdict's HTML report to this directory (index.html)")
flags.DEFINE_string("sarif", None, "write the verdict as a SARIF 2.1.0 log to this file")
flags.DEFINE_string("verdict", None, "tv report: the verdict document (`tv prove --json` output)")
flags.DEFINE_bool("verbose", False, "print Bazel's and coqc's full output (default: one line per phase)")
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
    FLAGS.unparse_flags()  # main() may run more than once in a process (tests): no flag carries over
    try:
        rest = FLAGS(argv)
    except flags.Error as e:
        return _usage(str(e), as_json)
    args = rest[1:]
    if not args or args[0] in ("help", "-h"):
        return _usage("no command", as_json) if not args else (print(USAGE) or 0)
    cmd, args = args[0], args[1:]
    if cmd == "report":
        return report_main(args)
    if cmd != "prove":
        return _usage(f"unknown command {cmd!r}", FLAGS.json)
    if len(args) != 1:
        return _usage("prove takes exactly one PLAN", FLAGS.json)
    try:
        check_targets(FLAGS.report, FLAGS.sarif)
    except PlanError as e:
        return _usage(e.message, FLAGS.json)
    startup = [f"--output_base={FLAGS.output_base}"] if FLAGS.output_base else []
    res = prove.prove(args[0], FLAGS.out, startup, FLAGS.bazel_arg, run_tests=FLAGS.bazel,
                      require_all_sizes=FLAGS.require_all_sizes, partial=FLAGS.partial,
                      progress=Progress(verbose=FLAGS.verbose))
    doc = res.as_json()
    if FLAGS.json:
        print(json.dumps(doc, sort_keys=False))
    else:
        print(res.render())
    if FLAGS.report or FLAGS.sarif:
        try:
            write_outputs(doc, args[0], FLAGS.report, FLAGS.sarif, plan_optional=True)
        except PlanError as e:
            print(e.render(), file=sys.stderr)
            return e.exit_code
    return res.category.exit_code


def check_targets(report_dir, sarif_file) -> None:
    """Before any work: the report directory and SARIF file can be written
    (a usage error otherwise), so a long proof does not end unwritable."""
    for target, flag in ((report_dir, "--report"), (sarif_file, "--sarif")):
        if not target:
            continue
        p = Path(target).absolute()
        parent = next((q for q in [p.parent] + list(p.parent.parents) if q.exists()), None)
        if (p.exists() and flag == "--sarif" and p.is_dir()) or (p.exists() and flag == "--report" and not p.is_dir()):
            raise UsageError(f"{flag} {target}: exists and is not a {'directory' if flag == '--report' else 'file'}",
                             Location(field=flag))
        if parent is None or not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK):
            raise UsageError(f"{flag} {target}: {parent} is not writable", Location(field=flag))


def write_outputs(doc: dict, plan_path: str, report_dir, sarif_file, plan_optional: bool = False) -> None:
    """The report and/or SARIF of a verdict document; PlanError on failure.
    `plan_optional` (tv prove): a plan that does not load is reported from
    the verdict alone (it is what an invalid_plan verdict is about)."""
    v = verdict_doc.parse(doc)
    try:
        src = report.load_plan(plan_path)
    except PlanError as e:
        if not plan_optional:
            raise
        src = report.unread_plan(plan_path, e)
    files = report.render(v, src) if report_dir else None
    data = sarif.render(v, src, Path.cwd()) if sarif_file else None
    if files is not None:
        report.write_dir(report_dir, files)
    if data is not None:
        sarif.write(sarif_file, data)


def report_main(args: list[str]) -> int:
    """tv report PLAN --verdict V.json [--report DIR] [--sarif FILE]."""
    if len(args) != 1 or not FLAGS.verdict:
        return _usage("report takes exactly one PLAN and --verdict FILE", FLAGS.json)
    if not FLAGS.report and not FLAGS.sarif:
        return _usage("report: give --report DIR and/or --sarif FILE", FLAGS.json)
    try:
        check_targets(FLAGS.report, FLAGS.sarif)
        v = verdict_doc.load(FLAGS.verdict)
        doc = json.loads(open(FLAGS.verdict).read())
        write_outputs(doc, args[0], FLAGS.report, FLAGS.sarif)
    except PlanError as e:
        print(e.render(), file=sys.stderr)
        return e.exit_code
    print(f"report of {v.verdict} written" + (f": {FLAGS.report}/index.html" if FLAGS.report else "")
          + (f"; SARIF: {FLAGS.sarif}" if FLAGS.sarif else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
