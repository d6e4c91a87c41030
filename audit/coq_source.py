"""Coq source as a sequence of sentences with line numbers, comments and
strings removed — enough to find vernacular commands reliably."""
from __future__ import annotations

import dataclasses
import re
from typing import Iterator


@dataclasses.dataclass(frozen=True)
class Sentence:
    line: int   # line of the sentence's first non-blank character
    text: str   # comments blanked, whitespace collapsed


def strip_comments(src: str) -> str:
    """Replace (nested) comments and string literals by spaces, keeping
    newlines so line numbers survive."""
    out = []
    i, depth, in_string = 0, 0, False
    while i < len(src):
        two = src[i:i + 2]
        ch = src[i]
        if in_string:
            if ch == '"':
                if src[i + 1:i + 2] == '"':  # "" escapes a quote
                    out.append("  ")
                    i += 2
                    continue
                in_string = False
            out.append("\n" if ch == "\n" else " ")
            i += 1
        elif two == "(*":
            depth += 1
            out.append("  ")
            i += 2
        elif two == "*)" and depth:
            depth -= 1
            out.append("  ")
            i += 2
        elif depth:
            out.append("\n" if ch == "\n" else " ")
            i += 1
        elif ch == '"':
            in_string = True
            out.append(" ")
            i += 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


# A sentence ends at a period followed by whitespace or end of input (not
# `..`, not a qualified name such as `GRing.Theory`).
_END = re.compile(r"\.(?=\s|$)")


def sentences(src: str) -> Iterator[Sentence]:
    text = strip_comments(src)
    start = 0
    for m in _END.finditer(text):
        chunk = text[start:m.end()]
        stripped = chunk.lstrip()
        if stripped:
            line = text.count("\n", 0, start + len(chunk) - len(stripped)) + 1
            yield Sentence(line, " ".join(stripped.split()))
        start = m.end()
