"""Reads a generated package's statement: certificate.stmt (the theorem's
type) and the pieces it names (certificate_stmt_*.stmt), in the exact
shape tools/coq/defs.bzl elaborates them in. Anything else in that text
is an error (StatementError), never skipped."""
from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Optional

from checker import terms as T

SM_TYPE, PM_TYPE = "seq (step (value R))", "seq (step (seq nat -> value R))"
IN_VARS = " (X : nat -> value R) (FX : nat -> seq nat -> value R)"
OBS_VARS = " (E : nat -> value R) (F : nat -> seq nat -> value R)"


class StatementError(ValueError):
    pass


@dataclasses.dataclass(frozen=True)
class Step:
    ins: tuple  # names (indices) the step reads
    body: tuple  # the term after `fun vs [r] =>`
    piece: str  # where it is written, for reports


@dataclasses.dataclass(frozen=True)
class Conjunct:
    term: tuple
    piece: str


@dataclasses.dataclass(frozen=True)
class Statement:
    ring: str  # comRingType | fieldType
    nat_binders: tuple
    fn_binders: tuple  # (name, type)
    hypotheses: tuple  # terms
    sm_inputs: int  # `run m smprog X`
    pm_inputs: int
    sm_steps: tuple  # Step
    pm_steps: tuple
    inputs: tuple  # Conjunct
    observables: tuple  # Conjunct
    pieces: tuple  # every piece file read
    claim: Optional[dict]  # the MANIFEST's claim (emitter/claim.py as_json), None if it records none


_TOP = re.compile(
    r"forall (?P<binders>.*?),\n  (?P<hyps>(?:.*? ->\n  )*?)"
    rf"forall smprog : {re.escape(SM_TYPE)},\n  smprog = (?P<sm>.*?) ->\n  "
    rf"forall pmprog : {re.escape(PM_TYPE)},\n  pmprog = (?P<pm>.*?) ->\n  "
    r"forall \(X : nat -> value R\) \(FX : nat -> seq nat -> value R\),\n  (?P<ins>(?:.*? ->\n  )*)"
    r"let E := run (?P<m>.*?) smprog X in\n  let F := run (?P<mp>.*?) pmprog FX in\n  (?P<obs>.*)", re.S)


def _groups(binders: str) -> list[tuple[list[str], str]]:
    """`(a b : T) (c : U)` -> [([a, b], T), ([c], U)] (T may hold parentheses)."""
    out, depth, start = [], 0, None
    for i, ch in enumerate(binders):
        if ch == "(":
            depth += 1
            if depth == 1:
                start = i + 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                names, _, ty = binders[start:i].partition(" : ")
                out.append((names.split(), ty))
        elif depth == 0 and not ch.isspace():
            raise StatementError(f"unreadable binders {binders!r}")
    return out


def read(pkg: Path) -> Statement:
    text = (pkg / "certificate.stmt").read_text(encoding="utf-8").rstrip("\n")
    m = _TOP.fullmatch(text)
    if m is None:
        raise StatementError("certificate.stmt is not in the certificate's shape")
    binders = m.group("binders")
    groups = _groups(binders)
    if not groups or groups[0][0] != ["R"] or groups[0][1] not in ("comRingType", "fieldType"):
        raise StatementError(f"the statement's first binder is not the ring: {binders!r}")
    nats = [n for ns, ty in groups[1:] if ty == "nat" for n in ns]
    fns = [(n, ty) for ns, ty in groups[1:] if ty != "nat" for n in ns]
    if sum(ty == "nat" for _, ty in groups) > (groups[1:2] and groups[1][1] == "nat"):
        raise StatementError("the nat binders are not one group right after the ring")
    sig_args = " ".join(["R"] + nats + [n for n, _ in fns])
    hyps = tuple(T.parse(h) for h in m.group("hyps").split(" ->\n  ") if h)
    read_pieces: list[str] = []

    def pieces(text: str, sep: str, prefix: str, extra: str) -> list[str]:
        out = []
        for call in text.split(sep):
            name, _, rest = call.partition(" ")
            if not re.fullmatch(rf"certificate_stmt_{prefix}[0-9]+", name) or rest != sig_args + extra:
                raise StatementError(f"{call[:80]!r} is not a {prefix} piece applied to the statement's parameters")
            out.append(name)
        read_pieces.extend(out)
        return out

    def body(name: str, tail: str) -> tuple:
        src = (pkg / (name + ".stmt")).read_text(encoding="utf-8").rstrip("\n")
        head = f"fun {binders}{tail} =>\n  "
        if not src.startswith(head):
            raise StatementError(f"{name}.stmt does not bind the statement's parameters{tail} exactly")
        return T.parse(src[len(head):])

    def steps(names: list[str], params: tuple) -> tuple:
        out = []
        for name in names:
            t = body(name, "")
            lists = []
            while t[0] == "op" and t[1] == "++":
                lists.append(t[3])
                t = t[2]
            lists.append(t)
            for lst in reversed(lists):
                if lst[0] != "list":
                    raise StatementError(f"{name}: not a list of steps")
                for s in lst[1]:
                    if T.head(s) != "Step" or len(T.args(s)) != 2 or T.args(s)[0][0] != "list" \
                            or T.args(s)[1][0] != "fun" or T.args(s)[1][1] != params:
                        raise StatementError(f"{name}: {T.show(s)[:80]} is not a Step over {' '.join(params)}")
                    out.append(Step(tuple(T.number(i) for i in T.args(s)[0][1]), T.args(s)[1][2], name))
        return tuple(out)

    sm = steps(pieces(m.group("sm"), " ++\n      ", "sm", ""), ("vs",))
    pm = steps(pieces(m.group("pm"), " ++\n      ", "pm", ""), ("vs", "r"))
    ins_text = m.group("ins")[:-len(" ->\n  ")] if m.group("ins") else ""
    ins = [Conjunct(c, n) for n in (pieces(ins_text, " ->\n  ", "in", " X FX") if ins_text else [])
           for c in T.conjuncts(body(n, IN_VARS))]
    obs = [Conjunct(c, n) for n in pieces(m.group("obs"), " /\\\n  ", "obs", " E F")
           for c in T.conjuncts(body(n, OBS_VARS))]
    on_disk = sorted(p.name[:-5] for p in pkg.glob("certificate_stmt_*.stmt"))
    if on_disk != sorted(read_pieces):
        extra = sorted(set(on_disk) ^ set(read_pieces))
        raise StatementError(f"statement pieces on disk and named by the statement differ: {extra}")
    manifest = pkg / "MANIFEST.json"
    claim = json.loads(manifest.read_text(encoding="utf-8")).get("claim") if manifest.is_file() else None
    return Statement(groups[0][1], tuple(nats), tuple(fns), hyps, T.number(T.parse(m.group("m"))),
                     T.number(T.parse(m.group("mp"))), sm, pm, tuple(ins), tuple(obs), tuple(read_pieces),
                     claim if isinstance(claim, dict) else None)


SEMANTICS = Path(__file__).resolve().parents[1] / "semantics"
MATHCOMP = "From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg."


def library_problems(pkg: Path) -> list[str]:
    """What the pieces are elaborated against (the package's BUILD: its
    `imports` and `deps`) must be the library only: MathComp's prelude and
    TV modules of semantics/, never a module of the package itself, which
    could define the names the reader reads (op_matmul, rel_replicated)
    otherwise."""
    text = (pkg / "BUILD").read_text(encoding="utf-8")
    imports = re.search(r"\n    imports = \[\n((?:        \".*\",\n)*)    \],\n", text)
    deps = re.findall(r"\n    deps = \[(.*?)\],\n", text)
    out = []
    if imports is None:
        return ["BUILD has no `imports` list the reader can read"]
    for line in re.findall(r"        \"(.*)\",\n", imports.group(1)):
        m = re.fullmatch(r"From TV Require Import ((?:[A-Za-z0-9_]+ ?)+)\.", line)
        if line == MATHCOMP:
            continue
        if m is None:
            out.append(f"BUILD imports {line!r}, which is no library import")
            continue
        out += [f"BUILD imports TV.{mod}, which is no module of semantics/" for mod in m.group(1).split()
                if not (SEMANTICS / f"{mod}.v").is_file()]
    if deps != ['"//semantics"']:
        out.append(f"BUILD elaborates the statement against {deps}, not the library //semantics alone")
    return out
