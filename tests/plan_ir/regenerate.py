"""Writes tests/data/examples/*.textproto and tests/data/buggy/*.textproto
from examples.py, and tests/data/trust/*.textproto from trust.py. Run from the repo root:

    PYTHONPATH=.:.cache/gen python tests/plan_ir/regenerate.py
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import examples  # noqa: E402
import trust  # noqa: E402
from emitter import plan_io  # noqa: E402

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")


def rendered() -> dict[str, str]:
    """Relative path under tests/data -> text format contents."""
    out = {}
    for name, fn in examples.EXAMPLES.items():
        out[f"examples/{name}.textproto"] = plan_io.plan_to_text(fn())
    for name, (fn, bug, _) in examples.BUGGY.items():
        out[f"buggy/{name}.textproto"] = plan_io.plan_to_text(fn(bug))
    for name, (fn, _, _) in trust.TRUST.items():
        out[f"trust/{name}.textproto"] = plan_io.plan_to_text(fn())
    return out


def main() -> None:
    for rel, text in rendered().items():
        path = os.path.join(DATA, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        print("wrote", os.path.normpath(path))


if __name__ == "__main__":
    main()
