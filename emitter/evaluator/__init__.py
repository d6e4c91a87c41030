"""Exact evaluator over Z/pZ: SM and every PM rank, counterexamples.

`check` is the falsifier (falsify.py: every point of points.py) with a
shrunk counterexample; `evaluate` runs one point. The falsify function is
not re-exported here: its name is its module's."""

from emitter.evaluator.evaluate import Report, evaluate
from emitter.evaluator.falsify import Evaluated, check

__all__ = ["Evaluated", "Report", "check", "evaluate"]
