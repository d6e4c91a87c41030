"""Coincidence bugs (issue 22, point 5): plans that are wrong, yet right at
the exact evaluator's smallest point (every free symbol 2, the plan's own
mesh, one prime, one seed). Each builder writes the correct plan, or with
`bug` set the wrong one; the falsifier (emitter/evaluator/falsify.py) must
find every bug at its larger point and name that point.

`python -m tests.compiler.coincidence_plans` writes tests/data/trust/*.textproto;
test_falsifier_points.py checks the committed files are fresh.
"""
from __future__ import annotations

import inspect
import os
import sys
from pathlib import Path
from typing import Optional

from emitter import plan_io
from emitter.evaluator.field import PRIMES
from frontends.common.plan_writer import PlanBuilder, rep, scalar, shard
from proto import plan_pb2

P = plan_pb2
REPO = Path(__file__).resolve().parents[2]
TRUST = REPO / "tests" / "data" / "trust"


def _provenance(b: PlanBuilder, fn) -> None:
    b.provenance(f"{os.path.relpath(inspect.getsourcefile(fn), REPO)}:{fn.__name__}", inspect.getsource(fn).encode())


def offset_rows(bug: bool = False) -> P.Plan:
    """Sequence-parallel rows of a matmul: rank r slices rows
    [r * n_l, (r + 1) * n_l) of the replicated input. The bug writes the
    start as r * 2, which is r * n_l at the smallest sizes (n_l = 2)."""
    b = PlanBuilder("coincidence_offset" + ("_bug" if bug else ""), seed=21)
    tp = b.axis("tp", 2)
    n, nl, d, f = b.symbols("n n_l d f")
    b.constrain(n, "==", tp.size * nl, "n_split")
    x, w = b.sm.input("x", [n, d]), b.sm.param("w", [d, f])
    b.sm.matmul(x, w, "y")
    b.group("tp", axes=["tp"])
    pm = b.program()
    x_, w_ = pm.input("x", [n, d]), pm.param("w", [d, f])
    rows = pm.slice(x_, 0, tp.coord * (2 if bug else nl), nl, "x_rows", helper="layout")
    y_ = pm.matmul(rows, w_, "y", realizes="y")
    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("w", "w", b.rel(tp=rep()))
    b.observe("y", "y", y_.name, b.rel(tp=shard(0)), output="value")
    _provenance(b, offset_rows)
    return b.build()


def scale_mean(bug: bool = False) -> P.Plan:
    """Data-parallel mean over rows: each rank takes the mean of its rows,
    the all-reduce scales the sum by 1/dp. The bug scales by 1/2, which is
    1/dp on the plan's own mesh (dp = 2)."""
    b = PlanBuilder("coincidence_scale" + ("_bug" if bug else ""), seed=22)
    dp = b.axis("dp", 2)
    B, Bl, d = b.symbols("B B_l d")
    b.constrain(B, "==", dp.size * Bl, "batch_split")
    b.sm.reduce_mean(b.sm.input("x", [B, d]), [0], "m")
    b.group("dp", axes=["dp"])
    pm = b.program()
    ml = pm.reduce_mean(pm.input("x", [Bl, d]), [0], "m_local", realizes="m")
    m_ = pm.all_reduce(ml, "dp", 0, "m", scale=scalar(1, 2 if bug else dp.size))
    b.bind("x", "x", b.rel(dp=shard(0)))
    b.observe("m", "m", m_.name, b.rel(dp=rep()), output="value")
    _provenance(b, scale_mean)
    return b.build()


def _row_parallel(name: str, seed: int, tp_size: int, reduce: bool, scale: Optional[P.Scalar]) -> PlanBuilder:
    """y = x @ w with the contraction dim split over tp: each rank's partial
    product, all-reduced (`reduce`, scaled by `scale`) or not."""
    b = PlanBuilder(name, seed=seed)
    tp = b.axis("tp", tp_size)
    n, d, dl, f = b.symbols("n d d_l f")
    b.constrain(d, "==", tp.size * dl, "d_split")
    b.sm.matmul(b.sm.input("x", [n, d]), b.sm.param("w", [d, f]), "y")
    b.group("tp", axes=["tp"])
    pm = b.program()
    yp = pm.matmul(pm.input("x", [n, dl]), pm.param("w", [dl, f]), "y_partial", realizes="y")
    y_ = pm.all_reduce(yp, "tp", 0, "y", scale=scale) if reduce else yp
    b.bind("x", "x", b.rel(tp=shard(1)))
    b.bind("w", "w", b.rel(tp=shard(0)))
    b.observe("y", "y", y_.name, b.rel(tp=rep()), output="value")
    return b


def prime_factor(bug: bool = False) -> P.Plan:
    """The row-parallel matmul, tp = 2. The bug scales the all-reduce by
    2^31 = PRIMES[0] + 1, which is 1 modulo the first prime and 19 modulo
    the second."""
    b = _row_parallel("coincidence_prime" + ("_bug" if bug else ""), 23, 2, True,
                      scalar(PRIMES[0] + 1) if bug else None)
    _provenance(b, prime_factor)
    return b.build()


def size_one_axis(bug: bool = False) -> P.Plan:
    """The row-parallel matmul on a mesh whose only axis, tp, has size 1:
    the statement is for every tp. The bug drops the all-reduce, which sums
    one partial product at tp = 1."""
    b = _row_parallel("coincidence_size_one" + ("_bug" if bug else ""), 24, 1, not bug, None)
    _provenance(b, size_one_axis)
    return b.build()


# name -> builder; each is written correct (NAME) and with its bug (NAME_bug)
PLANS = {
    "coincidence_offset": offset_rows,
    "coincidence_scale": scale_mean,
    "coincidence_prime": prime_factor,
    "coincidence_size_one": size_one_axis,
}


def rendered() -> dict[str, str]:
    """File name under tests/data/trust -> text format contents."""
    out = {}
    for name, fn in PLANS.items():
        out[f"{name}.textproto"] = plan_io.plan_to_text(fn())
        out[f"{name}_bug.textproto"] = plan_io.plan_to_text(fn(bug=True))
    return out


def main() -> int:
    TRUST.mkdir(parents=True, exist_ok=True)
    for rel, text in rendered().items():
        (TRUST / rel).write_text(text)
        print("wrote", TRUST / rel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
