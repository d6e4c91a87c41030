r"""A reader for the Coq terms the statement pieces are written in: just the
fragment they use (application, lists, `fun` with untyped binders, nat and
ring arithmetic, scopes, `/\`), parsed into plain tuples:

  ("num", n) ("id", name) ("app", head, args) ("list", items)
  ("fun", params, body) ("op", sym, lhs, rhs) ("neg", t) ("scope", s, t)

Anything outside the fragment is a ParseError: the reader fails closed on
text it does not understand instead of skipping it."""
from __future__ import annotations

import re
from typing import Optional, Sequence

from checker.poly import Poly

_TOKEN = re.compile(r"\s*(\[::\]|\[::|\]|\(|\)|;|,|=>|->|/\\|\+\+|<=|<|:=|=|\^\+|\+|-|\*|/|%:?[A-Za-z]+|:"
                    r"|[0-9]+|@?[A-Za-z_][A-Za-z0-9_']*)")


class ParseError(ValueError):
    pass


def tokens(text: str) -> list[str]:
    out, pos = [], 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ParseError(f"unreadable text at {text[pos:pos + 40]!r}")
        out.append(m.group(1))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, toks: list[str]):
        self.t, self.i = toks, 0

    def peek(self) -> Optional[str]:
        return self.t[self.i] if self.i < len(self.t) else None

    def take(self, want: Optional[str] = None) -> str:
        tok = self.peek()
        if tok is None or (want is not None and tok != want):
            raise ParseError(f"expected {want or 'a term'}, found {tok!r} at token {self.i}")
        self.i += 1
        return tok

    def expr(self):
        lhs = self.cmp()
        if self.peek() == "/\\":
            self.take()
            return ("op", "/\\", lhs, self.expr())
        return lhs

    def cmp(self):
        lhs = self.sum()
        if self.peek() in ("<=", "<", "="):
            op = self.take()
            return ("op", op, lhs, self.sum())
        return lhs

    def sum(self):
        lhs = self.prod()
        while self.peek() in ("+", "-", "++"):
            op = self.take()
            lhs = ("op", op, lhs, self.prod())
        return lhs

    def prod(self):
        lhs = self.power()
        while self.peek() in ("*", "/"):
            op = self.take()
            lhs = ("op", op, lhs, self.power())
        return lhs

    def power(self):
        lhs = self.unary()
        if self.peek() == "^+":  # a ring element to a nat power (ssralg GRing.exp)
            self.take()
            return ("op", "^+", lhs, self.unary())
        return lhs

    def unary(self):
        if self.peek() == "-":
            self.take()
            return ("neg", self.unary())
        head = self.postfix()
        args = []
        while self.peek() is not None and self._starts_atom(self.peek()):
            args.append(self.postfix())
        if not args:
            return head
        if head[0] == "app":  # (f a) b is f a b
            return ("app", head[1], head[2] + tuple(args))
        return ("app", head, tuple(args))

    @staticmethod
    def _starts_atom(tok: str) -> bool:
        return tok in ("(", "[::", "[::]", "fun") or bool(re.match(r"[0-9@A-Za-z_]", tok)) and tok not in ("in",)

    def postfix(self):
        t = self.atom()
        while self.peek() is not None and self.peek().startswith("%"):
            t = ("scope", self.take()[1:], t)
        return t

    def atom(self):
        tok = self.take()
        if tok == "(":
            inner = self.expr()
            if self.peek() == ":":  # a type ascription: Coq checks it; the reader needs the term
                depth = 0
                while not (self.peek() == ")" and depth == 0):
                    depth += {"(": 1, ")": -1}.get(self.take(), 0)
            self.take(")")
            return inner
        if tok == "[::]":
            return ("list", ())
        if tok == "[::":
            if self.peek() == "]":  # `[:: ]`, an input-less step's inputs
                self.take()
                return ("list", ())
            items = [self.expr()]
            while self.peek() == ";":
                self.take()
                items.append(self.expr())
            self.take("]")
            return ("list", tuple(items))
        if tok == "fun":
            params = []
            while self.peek() != "=>":
                params.append(self.take())
            self.take("=>")
            return ("fun", tuple(params), self.expr())
        if tok.isdigit():
            return ("num", int(tok))
        if re.match(r"@?[A-Za-z_]", tok):
            return ("id", tok)
        raise ParseError(f"unexpected {tok!r} at token {self.i - 1}")


def parse(text: str):
    p = _Parser(tokens(text))
    t = p.expr()
    if p.peek() is not None:
        raise ParseError(f"trailing text from token {p.i}: {p.peek()!r}")
    return t


def conjuncts(t) -> list:
    out = []
    while t[0] == "op" and t[1] == "/\\":
        out.append(t[2])
        t = t[3]
    return out + [t]


def _ring_explicit(t) -> bool:
    """`@f R ..`: f with its ring given (a denotation none of whose arguments
    is ring-valued, Ops.v op_to_ring); R is the statement's ring binder."""
    return t[0] == "app" and t[1][0] == "id" and t[1][1].startswith("@op_") and t[2][:1] == (("id", "R"),)


def head(t) -> str:
    """The head identifier of an application (or the identifier itself)."""
    if _ring_explicit(t):
        return t[1][1][1:]
    if t[0] == "app" and t[1][0] == "id":
        return t[1][1]
    if t[0] == "id":
        return t[1]
    raise ParseError(f"not an application of a name: {show(t)}")


def args(t) -> tuple:
    if _ring_explicit(t):
        return t[2][1:]
    return t[2] if t[0] == "app" else ()


def number(t) -> int:
    """A nat literal: decimal, or `nat_of_bin n%bin` (semantics/Names.v)."""
    if t[0] == "num":
        return t[1]
    if t[0] == "app" and t[1] == ("id", "nat_of_bin") and len(t[2]) == 1 and t[2][0][0] == "scope" \
            and t[2][0][1] == "bin" and t[2][0][2][0] == "num":
        return t[2][0][2][1]
    raise ParseError(f"not a nat literal: {show(t)}")


def nat(t, coords: Sequence[str] = ()) -> Poly:
    """A nat expression over the binders as a polynomial; `nth 0 r i`, a
    rank's coordinate on mesh axis coords[i], is the variable c_<axis>.
    Coq's `-` on nat truncates at 0: read as a polynomial difference, it is
    compared with a plan expression, whose difference the plan states."""
    kind = t[0]
    if kind == "app" and t[1] == ("id", "nth") and len(t[2]) == 3 and t[2][:2] == (("num", 0), ("id", "r")) \
            and t[2][2][0] == "num" and t[2][2][1] < len(coords):
        return Poly.var("c_" + coords[t[2][2][1]])
    if kind == "num" or (kind == "app" and t[1] == ("id", "nat_of_bin")):
        return Poly.const(number(t))
    if kind == "id":
        return Poly.var(t[1])
    if kind == "scope" and t[1] == "N":
        return nat(t[2], coords)
    if kind == "op" and t[1] in ("+", "-", "*"):
        a, b = nat(t[2], coords), nat(t[3], coords)
        return a + b if t[1] == "+" else a - b if t[1] == "-" else a * b
    raise ParseError(f"not a nat expression: {show(t)}")


def show(t) -> str:
    kind = t[0]
    if kind == "num":
        return str(t[1])
    if kind == "id":
        return t[1]
    if kind == "app":
        return "(" + " ".join(show(x) for x in (t[1],) + t[2]) + ")"
    if kind == "list":
        return "[:: " + "; ".join(show(x) for x in t[1]) + "]"
    if kind == "fun":
        return f"(fun {' '.join(t[1])} => {show(t[2])})"
    if kind == "op":
        return f"({show(t[2])} {t[1]} {show(t[3])})"
    if kind == "neg":
        return f"(- {show(t[1])})"
    return f"{show(t[2])}%{t[1]}"
