"""A finding is one audit violation, located to a file and line."""
from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True, order=True)
class Finding:
    path: str
    line: int
    audit: str
    message: str

    def __str__(self) -> str:
        return "%s:%d: [%s] %s" % (self.path, self.line, self.audit, self.message)
