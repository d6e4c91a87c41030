"""The failure contract (ARCHITECTURE.md): one category per failing run.

Every failure the emitter reports is a PlanError carrying its Category (with
the exit code) and a Location naming the offending node / tensor / field /
rank. Code raises the subclass for its category so callers can catch a
category by type; nothing else is raised for a plan problem.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from typing import Any, Optional


class Category(enum.Enum):
    # value = (name, exit code)
    PROVED = ("proved", 0)
    USAGE = ("usage", 2)
    INVALID_PLAN = ("invalid_plan", 10)
    UNSUPPORTED_OPERATOR = ("unsupported_operator", 11)
    MISSING_RELATION_RULE = ("missing_relation_rule", 12)
    MISSING_INPUT_CONTRACT = ("missing_input_contract", 13)
    AMBIGUOUS_AUTHORITY = ("ambiguous_authority", 14)
    FALSE_GOAL = ("false_goal", 15)
    CERTIFICATE_BUG = ("certificate_bug", 16)
    TRUST_FAILURE = ("trust_failure", 17)
    RESOURCE_LIMIT = ("resource_limit", 18)
    # proved, but the claim does not cover every size of every axis, and
    # `tv prove --require-all-sizes` asked for that (emitter/claim.py)
    SIZE_LIMITED = ("size_limited", 19)
    # the single-device model or its training step does not run: nothing of
    # the plan is judged, so the plan is not blamed (issue 24, point 4)
    MODEL_ERROR = ("model_error", 20)

    @property
    def label(self) -> str:
        return self.value[0]

    @property
    def exit_code(self) -> int:
        return self.value[1]


@dataclasses.dataclass(frozen=True)
class Location:
    """Where a problem is. `graph` is "sm", "pm:<program>" or None; `source`
    the user's "file.py:123" that a frontend traced the node from."""

    graph: Optional[str] = None
    node: Optional[str] = None
    tensor: Optional[str] = None
    field: Optional[str] = None
    rank: Optional[int] = None
    source: Optional[str] = None

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in dataclasses.asdict(self).items() if v is not None}

    def __str__(self) -> str:
        parts = [f"{k}={v}" for k, v in self.as_dict().items()]
        return " ".join(parts) if parts else "plan"


class PlanError(Exception):
    category: Category = Category.INVALID_PLAN

    def __init__(self, message: str, location: Location = Location(), **details: Any):
        super().__init__(message)
        self.message = message
        self.location = location
        self.details = details

    @property
    def exit_code(self) -> int:
        return self.category.exit_code

    def render(self) -> str:
        return f"{self.category.label} (exit {self.exit_code}): {self.message} [{self.location}]"

    def as_json(self) -> dict[str, Any]:
        return {
            "verdict": self.category.label,
            "exit_code": self.exit_code,
            "message": self.message,
            "location": self.location.as_dict(),
            **{k: v for k, v in self.details.items() if _jsonable(v)},
        }


def _jsonable(v: Any) -> bool:
    try:
        json.dumps(v)
        return True
    except TypeError:
        return False


class UsageError(PlanError):
    category = Category.USAGE


class InvalidPlan(PlanError):
    category = Category.INVALID_PLAN


class UnsupportedOperator(PlanError):
    category = Category.UNSUPPORTED_OPERATOR


class MissingRelationRule(PlanError):
    category = Category.MISSING_RELATION_RULE


class MissingInputContract(PlanError):
    category = Category.MISSING_INPUT_CONTRACT


class AmbiguousAuthority(PlanError):
    category = Category.AMBIGUOUS_AUTHORITY


class FalseGoal(PlanError):
    category = Category.FALSE_GOAL


class CertificateBug(PlanError):
    category = Category.CERTIFICATE_BUG


class TrustFailure(PlanError):
    category = Category.TRUST_FAILURE


class ResourceLimit(PlanError):
    category = Category.RESOURCE_LIMIT


class SizeLimited(PlanError):
    category = Category.SIZE_LIMITED


class ModelError(PlanError):
    category = Category.MODEL_ERROR


ERROR_CLASSES: dict[Category, type[PlanError]] = {
    cls.category: cls
    for cls in (
        UsageError,
        InvalidPlan,
        UnsupportedOperator,
        MissingRelationRule,
        MissingInputContract,
        AmbiguousAuthority,
        FalseGoal,
        CertificateBug,
        TrustFailure,
        ResourceLimit,
        SizeLimited,
        ModelError,
    )
}
