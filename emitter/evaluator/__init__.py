"""Exact evaluator over Z/pZ: SM and every PM rank, counterexamples."""

from emitter.evaluator.evaluate import Report, check, evaluate

__all__ = ["Report", "check", "evaluate"]
