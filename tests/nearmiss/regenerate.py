"""Writes tests/nearmiss/data/<rule>_{ok,nearmiss}.textproto from cases.py.
Run from the repo root:  source tools/pyenv.sh && $PYTHON tests/nearmiss/regenerate.py
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cases  # noqa: E402
from emitter import plan_io  # noqa: E402

DATA = os.path.join(HERE, "data")


def rendered() -> dict[str, str]:
    out = {}
    for rule, fn in cases.CASES.items():
        out[f"{rule}_ok.textproto"] = plan_io.plan_to_text(fn(False))
        out[f"{rule}_nearmiss.textproto"] = plan_io.plan_to_text(fn(True))
    return out


def main() -> None:
    os.makedirs(DATA, exist_ok=True)
    for name, text in rendered().items():
        with open(os.path.join(DATA, name), "w") as f:
            f.write(text)
    print(f"wrote {len(rendered())} plans to {os.path.relpath(DATA)}")


if __name__ == "__main__":
    main()
