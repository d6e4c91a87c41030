"""Exact evaluator over Z/pZ: SM and every PM rank, counterexamples."""

from emitter.evaluator.evaluate import Report, evaluate
from emitter.evaluator.falsify import Evaluated, check, falsify

__all__ = ["Evaluated", "Report", "check", "evaluate", "falsify"]
