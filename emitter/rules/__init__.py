"""Rule selection (pipeline step: infer relations -> select rules).

`registry` holds the selection; `base` the data a matcher sees and returns;
the other modules are rule families, one per kind of operator."""
from emitter.rules.base import MatchCtx, Rule, RuleApp, coll_scale
from emitter.rules.registry import (ALL, RULES, Entry, Registry, default_registry, library_index, library_lemmas,
                                    load_registry)

__all__ = ["ALL", "RULES", "Entry", "MatchCtx", "Registry", "Rule", "RuleApp", "coll_scale", "default_registry",
           "library_index", "library_lemmas", "load_registry"]
