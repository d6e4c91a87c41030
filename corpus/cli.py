"""The corpus commands (the edge: flags are parsed here only).

  tools/regenerate CORPUS [--check]          rebuild / drift-check generated/CORPUS
  tv coverage CORPUS [--require_complete] [--brief]   what generated/CORPUS proves
"""
from __future__ import annotations

import sys
from pathlib import Path

from absl import app, flags

from corpus import build, coverage, regenerate

FLAGS = flags.FLAGS
flags.DEFINE_string("root", str(build.ROOT), "repository root")
flags.DEFINE_bool("check", False, "regenerate: compare with the committed tree instead of writing it")
flags.DEFINE_string("bazel_bin", None, "coverage: Bazel's bin directory (default ROOT/bazel-bin)")
flags.DEFINE_bool("brief", False, "coverage: one line per member's claim, no tallies by relation kind or axis")
flags.DEFINE_bool("require_complete", False, "coverage: exit 1 unless the corpus is completely proved")


def _coverage(name: str, root: Path) -> int:
    if not (root / "generated" / name / "MANIFEST.json").is_file():
        print(f"coverage: no corpus generated/{name} (run tools/regenerate {name})", file=sys.stderr)
        return 2
    text, complete = coverage.report(root, Path(FLAGS.bazel_bin or root / "bazel-bin"), name, FLAGS.brief)
    print(text)
    return 1 if FLAGS.require_complete and not complete else 0


def main(argv: list[str]) -> None:
    if len(argv) != 3 or argv[1] not in ("regenerate", "coverage"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    root = Path(FLAGS.root)
    sys.exit(regenerate.run(argv[2], FLAGS.check, root) if argv[1] == "regenerate" else _coverage(argv[2], root))


if __name__ == "__main__":
    app.run(main)
