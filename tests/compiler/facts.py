"""The registry's generic replicated rule at one op fact (registry `facts`),
as the compiler instantiates it (emitter/rules/generic.py)."""
from __future__ import annotations

from emitter.rules import registry


def replicated_rule(fact: str):
    """The Rule replicated_op<k> that applies the fact `fact` (e.g. resp_permute)."""
    return next(r for r in registry.default_registry().rules
                if r.name.startswith("replicated_op") and r.side_conditions[0].split()[0] == fact)
