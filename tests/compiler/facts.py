"""The registry's generic rules at one op fact (registry `facts`), as the
compiler instantiates them (emitter/rules/generic.py)."""
from __future__ import annotations

from emitter.rules import registry


def fact_rule(fact: str):
    """The generic Rule (replicated_op<k>, linear_op<k>) that applies the fact `fact`."""
    return next(r for r in registry.default_registry().rules
                if r.side_conditions and r.side_conditions[0].split()[0] == fact)
