"""The statement read back (checker.statement) against the plan lowered
again (checker.lowering) and its derived specification (checker.spec).

The statement's programs name values by index; nothing in its text says
which plan tensor an index is. The reader ties them from the conclusion
down: observable k of the lowered plan is conjunct k (its E and F index
are that observable's SM and PM tensor), and a step's i-th input index is
its node's i-th input, down to the program inputs, whose hypotheses must
be the plan's bindings. An index tied to two tensors, or a tensor to two
indices, is a mismatch. Every step the conclusion depends on is compared;
steps it does not depend on do not change what is proved and are counted."""
from __future__ import annotations

import dataclasses
from typing import Optional

from checker import attrs
from checker import ops as O
from checker import spec
from checker import terms as T
from checker.lowering import MB, Level, Lowered
from checker.poly import Poly
from checker.statement import Statement
from proto import plan_pb2

P = plan_pb2
LAYOUTS = ("contiguous_shard", "zigzag", "expert_partition")
PROJ = {P.VALUE_RING: "asR", P.VALUE_INDEX: "asI", P.VALUE_MASK: "asM"}
CTOR = {P.VALUE_RING: ("VR", 1), P.VALUE_INDEX: ("@VI", 2), P.VALUE_MASK: ("@VM", 2)}
# a level's arguments (the size, its own, the shape): layouts take dim and chunk
ARITY = {"replicated": 2, "partial_sum": 3}
# the claim's reason for fixing a quantified axis (emitter/claim.py UNEXERCISED)
_UNEXERCISED = "evaluated only at size 1"
# the function arguments' types
FN_TYPES = {"f_topk": "(nat -> R) -> nat -> nat", "f_rope_cos": "nat -> nat -> R", "f_rope_sin": "nat -> nat -> R"}
# where a collective's denotation takes its group's size
SIZE_ARG = {"op_all_reduce": 0, "op_shift": 0, "op_shift_open": 0, "op_halo_reduce": 0, "op_reduce_scatter": 2, "accum_add": 0}
FN_NAMES = {"f_exp", "f_log", "f_sigmoid", "f_tanh", "f_cos", "f_sin", "f_rsqrt", "f_d_rsqrt", "f_topk", "f_rope_cos", "f_rope_sin"}


@dataclasses.dataclass(frozen=True)
class Mismatch:
    piece: str  # the statement file (or "plan")
    where: str  # the step, conjunct or binder
    message: str

    def __str__(self) -> str:
        return f"{self.piece}: {self.where}: {self.message}"


class _Stop(Exception):
    """The first mismatch of a part: what follows it would be read against a wrong tie."""


def _levels(low: Lowered) -> tuple[list, Optional[str]]:
    """The statement's mesh levels, outermost first, and the pinned one: the
    axes of size > 1; when none but the microbatch level is, the first other
    axis too, as a level of size 1 (`1`, no binder) unless a group names it
    (the plan collects over it: then it is quantified)."""
    live = [a for a, n in low.axes if n > 1]
    if any(a != MB for a in live):
        return live, None
    first = next((a for a, _ in low.axes if a != MB), None)
    if first is None:
        return live or [a for a, _ in low.axes][:1], None
    grouped = {a for axes in low.groups.values() for a in axes}
    return [a for a, _ in low.axes if a in live or a == first], (None if first in grouped else first)


class Comparison:
    def __init__(self, plan: P.Plan, low: Lowered, st: Statement):
        self.plan, self.low, self.st = plan, low, st
        self.found: list[Mismatch] = []
        names = [a for a, _ in low.axes]
        self.live, self.pinned = _levels(low)
        self.fixed = set(names) - set(self.live)
        self.held = self.fixed | ({self.pinned} if self.pinned else set())  # size 1, coordinate 0
        self.multi = len(self.live) > 1
        self.sm_decl = {t.name: t for t in plan.sm.tensors}
        self.sm_producer = {t: (n, k) for n in plan.sm.nodes for k, t in enumerate(n.outputs)}
        self.pm_producer = {t: (pn, k) for pn in low.nodes for k, t in enumerate(pn.outputs)}
        self.binding = {b.pm: b for b in low.inputs}
        self.ties = {"E": {}, "F": {}}  # index -> tensor
        self.back = {"E": {}, "F": {}}  # tensor -> index
        self.unchecked = {"E": 0, "F": 0}
        self.ctx = attrs.Ctx(self.poly, self.scalar, self.live)

    # -------------------------------------------------------------- helpers
    def size_name(self, axis: str) -> str:
        """A level's size as the statement writes it: `P_<axis>`, `1` on the pinned level."""
        return "1" if axis == self.pinned else "P_" + axis

    def miss(self, piece: str, where: str, message: str) -> None:
        self.found.append(Mismatch(piece, where, message))
        raise _Stop()

    def part(self, fn) -> None:
        try:
            fn()
        except _Stop:
            pass
        except (T.ParseError, KeyError, IndexError, ValueError) as e:
            self.found.append(Mismatch("statement", fn.__name__.strip("_"), f"unreadable against the plan: {e!r}"))

    def poly(self, e: P.Expr) -> Poly:
        out = Poly.const(e.constant)
        for m in e.terms:
            t = Poly.const(m.coeff)
            for f in m.factors:
                which = f.WhichOneof("kind")
                if which == "symbol":
                    t = t * Poly.var("n_" + f.symbol)
                elif which == "axis_size":
                    t = t * (Poly.const(1) if f.axis_size in self.held else Poly.var("P_" + f.axis_size))
                else:
                    t = t * (Poly.const(0) if f.coord in self.held else Poly.var("c_" + f.coord))
            out = out + t
        return out.substitute(self.defs)

    def shape(self, decl: P.TensorDecl) -> tuple:
        return tuple(self.poly(e) for e in decl.shape)

    def tie(self, space: str, idx: int, tensor: str, piece: str, where: str) -> bool:
        """True if newly tied (its producer is still to be compared)."""
        have, back = self.ties[space].get(idx), self.back[space].get(tensor)
        if have is None and back is None:
            self.ties[space][idx] = tensor
            self.back[space][tensor] = idx
            return True
        if have != tensor or back != idx:
            self.miss(piece, where, f"{space} {idx} is {tensor!r} here, but {have!r} elsewhere"
                      if have is not None else f"{tensor!r} is {space} {back} elsewhere, {space} {idx} here")
        return False

    # -------------------------------------------------------------- binders and hypotheses
    def binders(self) -> None:
        st = self.st
        axes = [b[2:] for b in st.nat_binders if b.startswith("P_")]
        syms = [b[2:] for b in st.nat_binders if b.startswith("n_")]
        if len(axes) + len(syms) != len(st.nat_binders) or st.nat_binders[:len(axes)] != tuple("P_" + a for a in axes):
            self.miss("certificate.stmt", "binders", f"nat binders {st.nat_binders} are not P_<axis>.. then n_<symbol>..")
        if sorted(axes) != sorted(a for a in self.live if a != self.pinned):
            self.miss("certificate.stmt", "binders", f"quantifies the axes {axes}; the lowered plan's "
                      f"parallel axes are {self.live} (fixed at 1: {sorted(self.held)}"
                      + (f", {self.pinned} a level of size 1" if self.pinned else "") + ")")
        plan_syms = {s.name for s in self.plan.symbols}
        if set(syms) - plan_syms:
            self.miss("certificate.stmt", "binders", f"binds {sorted(set(syms) - plan_syms)}, no plan symbols")
        for name, ty in st.fn_binders:
            if name not in FN_NAMES or ty != FN_TYPES.get(name, "R -> R"):
                self.miss("certificate.stmt", "binders", f"function argument {name} : {ty} is none the library's "
                          "operators take")

    def hypotheses(self) -> None:
        """The plan's constraints, each symbol that is no binder solved by one
        of them (`f = tp * f_l`), are the statement's size hypotheses: none
        missing (the statement would claim sizes the plan excludes: harmless
        but said so) and none added (a hypothesis bounds what is proved)."""
        binders = set(self.st.nat_binders)
        defs: dict = {}
        self.defs = {}
        hyps = []
        for lhs, rhs, cmp in self.low.constraints:
            diff = (self.poly(lhs) - self.poly(rhs)).substitute(defs)
            target = None
            if cmp == P.CMP_EQ:
                for m, c in diff.terms:
                    if len(m) == 1 and abs(c) == 1 and m[0].startswith("n_") and m[0] not in binders:
                        rest = diff - Poly.of({m: c})
                        if m[0] not in rest.variables():
                            target = (m[0], Poly.of({k: -v * c for k, v in rest.terms}))
                            break
            if target is None:
                hyps.append((diff, P.Cmp.Name(cmp)[4:]))
            else:
                defs = {k: v.substitute({target[0]: target[1]}) for k, v in defs.items()}
                defs[target[0]] = target[1]
        self.defs = defs
        want = sorted((str(d.substitute(defs)), c) for d, c in hyps if not (c == "EQ" and not d.substitute(defs).terms))
        got = []
        cmps = {"<=": "LE", "<": "LT", "=": "EQ"}
        # top-k's specification, for each SM top-k: its input's last dim E, its output's K
        topk = set()
        for n in self.plan.sm.nodes:
            if n.op == P.OP_TOPK:
                E, K = self.shape(self.sm_decl[n.inputs[0]])[-1], self.shape(self.sm_decl[n.outputs[0]])[-1]
                topk |= {("topk_local", (str(E),)), ("topk_range", (str(E), str(K)))}
        for h in self.st.hypotheses:
            if h[0] == "op" and h[1] in cmps:
                got.append((str(T.nat(h[2]) - T.nat(h[3])), cmps[h[1]]))
                continue
            name, a = T.head(h), T.args(h)
            if name in ("topk_local", "topk_range") and a and a[-1] == ("id", "f_topk") \
                    and (name, tuple(str(T.nat(x)) for x in a[:-1])) in topk:
                continue
            if name == "nat_nz" and len(a) == 2 and a[0] == ("id", "R"):
                T.nat(a[1])  # a size nonzero in the ring: the claim's value domain states it
                continue
            self.miss("certificate.stmt", "hypotheses", f"hypothesis {T.show(h)[:80]} is neither a plan "
                      "constraint nor the specification of an SM top-k or a size nonzero in the ring")
        for h in got:
            if h not in want:
                self.miss("certificate.stmt", "hypotheses", f"size hypothesis {h[0]} {h[1]} 0 is no plan constraint")
            want.remove(h)
        if want:
            self.miss("certificate.stmt", "hypotheses", f"plan constraint {want[0][0]} {want[0][1]} 0 is not stated")

    # -------------------------------------------------------------- relations
    def expected_levels(self, levels: tuple, what: str, piece: str) -> list[Level]:
        by_axis = {}
        order = []
        for lv in levels:
            if lv.axis in self.held:
                if lv.kind == "permuted" or (lv.kind == "partial_sum" and not _is_one(lv.scale)):
                    self.miss(piece, what, f"{lv.kind} on the size-1 axis {lv.axis!r} is no identity")
                continue
            if lv.axis in by_axis or lv.axis not in self.live:
                self.miss(piece, what, f"placement on axis {lv.axis!r} twice or on no mesh axis")
            by_axis[lv.axis] = lv
            if lv.kind in LAYOUTS:
                order.append(lv)
        for lv in by_axis.values():  # the plan's one-axis strided shard: its dim's only split
            if lv.kind == "strided_shard" and any(x.dim == lv.dim and x is not lv for x in order):
                self.miss(piece, what, f"dim {lv.dim} split by the strided shard on {lv.axis!r} and another axis")
        for i, a in enumerate(order):
            for b in order[i + 1:]:
                if a.dim == b.dim and self.live.index(a.axis) > self.live.index(b.axis):
                    if a.kind != "contiguous_shard" or b.kind != "contiguous_shard" or \
                            len([x for x in order if x.dim == a.dim]) != 2:
                        self.miss(piece, what, f"dim {a.dim} split against the mesh order")
                    by_axis[b.axis] = dataclasses.replace(b, kind="strided_shard")
        return [by_axis.get(a, Level(a, "replicated")) for a in self.live]

    def relation(self, term: tuple, levels: tuple, sm_shape: tuple, local: tuple, piece: str, what: str):
        """Compares a relation conjunct with the plan's; returns the SM and
        PM terms it relates (`asR (X 3)`, `fun x => asR (FX 5 x)`)."""
        want = self.expected_levels(levels, what, piece)
        if T.head(term) == "rel_scaled":
            self.miss(piece, what, "a scaled relation (rel_scaled), which the reader does not compare yet")
        a = T.args(term)
        if self.multi:
            if T.head(term) != "rel_nest" or len(a) != 5:
                self.miss(piece, what, f"{T.head(term)} where a relation over the mesh {self.live} (rel_nest) is expected")
            x, f = a[3], a[4]
            heads, t = [], ("app", term[1], a[:3])
            while T.head(t) == "rel_nest":
                a = T.args(t)
                if len(a) != 3 or T.show(a[0]) != T.show(T.args(a[1])[0]):
                    self.miss(piece, what, f"rel_nest {T.show(t)[:60]} is not a size and its level")
                heads.append(a[1])
                t = a[2]
            if T.head(t) != "rel_axis" or len(T.args(t)) != 1:
                self.miss(piece, what, f"{T.head(t)} where rel_axis ends the nest")
            heads.append(T.args(t)[0])
        else:
            heads, (x, f) = [("app", term[1], a[:-2])], a[-2:]
        if len(heads) != len(want):
            self.miss(piece, what, f"{len(heads)} levels, the mesh {self.live} has {len(want)}")
        prev = tuple(sm_shape)
        for h, lv in zip(heads, want):
            name, a = T.head(h), T.args(h)
            if name != "rel_" + lv.kind or len(a) != ARITY.get(lv.kind, 4):
                self.miss(piece, what, f"{T.show(h)[:60]} on {lv.axis!r}, the plan relates it as {lv.kind}")
            if T.show(a[0]) != self.size_name(lv.axis):
                self.miss(piece, what, f"{name} over {T.show(a[0])}, the plan's level is {lv.axis!r}")
            s = tuple(T.nat(d) for d in a[-1][1]) if a[-1][0] == "list" else None
            if s is None or len(s) != len(prev):
                self.miss(piece, what, f"{name}: shape {T.show(a[-1])} is not of rank {len(prev)}")
            if lv.kind == "partial_sum":
                if not _same_scalar(_term_scalar(a[1]), self.scalar(lv.scale)):
                    self.miss(piece, what, f"partial_sum scale {T.show(a[1])}, the plan's is "
                              f"{self.scalar(lv.scale)}")
            if lv.kind in LAYOUTS + ("strided_shard",):
                if T.number(a[1]) != lv.dim:
                    self.miss(piece, what, f"{name} of dim {T.show(a[1])}, the plan's is {lv.dim}")
                d = lv.dim
                c = T.nat(a[2])
                if (Poly.const(1) if lv.axis == self.pinned else Poly.var("P_" + lv.axis)) * s[d] != prev[d] or s[:d] + s[d + 1:] != prev[:d] + prev[d + 1:]:
                    self.miss(piece, what, f"level {lv.axis!r}: shape {[str(x) for x in s]} is not "
                              f"{[str(x) for x in prev]} split on dim {d}")
                chunk = {"zigzag": Poly.const(2) * c, "strided_shard": None}.get(lv.kind, c)
                if chunk is not None and chunk != s[d]:
                    self.miss(piece, what, f"{name} chunk {c}, the level's dim {d} is {s[d]}")
                if lv.kind == "strided_shard" and lv.pieces and Poly.const(lv.pieces) * c != s[d]:
                    self.miss(piece, what, f"strided chunk {c} of {lv.pieces} pieces, the level's dim {d} is {s[d]}")
                elif lv.kind == "strided_shard" and not lv.pieces and c != local[d]:
                    self.miss(piece, what, f"strided chunk {c}, the local dim {d} is {local[d]}")
            elif s != prev:
                self.miss(piece, what, f"{name} shape {[str(x) for x in s]}, the value's is {[str(x) for x in prev]}")
            prev = s
        if prev != tuple(local):
            self.miss(piece, what, f"local shape {[str(x) for x in prev]}, the PM tensor's is {[str(x) for x in local]}")
        return x, f

    def scalar(self, s: Optional[P.Scalar]):
        if s is None:
            return Poly.const(1), Poly.const(1), False
        return self.poly(s.num), self.poly(s.den) if s.HasField("den") else Poly.const(1), s.rsqrt

    def reads(self, x: tuple, f: tuple, env: tuple, sm_kind: int, pm_kind: int, piece: str, what: str):
        """The indices of `asR (X i)` and `fun x => asR (FX j x)` (single axis: `fun r => .. [:: r]`)."""
        X, FX = env
        if T.head(x) != PROJ[sm_kind] or T.head(T.args(x)[0]) != X or len(T.args(T.args(x)[0])) != 1:
            self.miss(piece, what, f"{T.show(x)} is not {PROJ[sm_kind]} ({X} i)")
        v = "x" if self.multi else "r"
        coords = ("id", "x") if self.multi else ("list", (("id", "r"),))
        body = f[2] if f[0] == "fun" and f[1] == (v,) else None
        if body is None or T.head(body) != PROJ[pm_kind] or T.head(T.args(body)[0]) != FX \
                or len(T.args(T.args(body)[0])) != 2 or T.args(T.args(body)[0])[1] != coords:
            self.miss(piece, what, f"{T.show(f)} is not the family fun {v} => {PROJ[pm_kind]} ({FX} j ..)")
        return T.number(T.args(T.args(x)[0])[0]), T.number(T.args(T.args(body)[0])[0])

    # -------------------------------------------------------------- observables and inputs
    def observables(self) -> None:
        st, low = self.st, self.low
        # a --partial plan proves less on purpose: only what its claim says it
        # leaves out (each left-out entry starts with the observable or tensor)
        left = [str(x).split()[0:2] for x in ((self.st.claim or {}).get("left_out") or [])]
        named = {w for ws in left for w in ws}
        for s_ in spec.shortfalls(self.plan):
            if spec.subject(s_) not in named:
                self.miss("plan", "specification", f"the plan proves less than its derived specification: {s_}")
        if len(st.observables) != len(low.observables):
            names = [o.name for o in low.observables]
            self.miss(st.observables[-1].piece if st.observables else "certificate.stmt", "conclusion",
                      f"{len(st.observables)} observable conjuncts, the lowered plan has {len(names)} "
                      f"observables and copies {names}")
        for k, (c, o) in enumerate(zip(st.observables, low.observables)):
            what = f"conjunct {k} (observable {o.name!r})"
            if o.pm not in low.tensors or o.sm not in self.sm_decl:
                self.miss(c.piece, what, f"observable tensors {o.sm!r} / {o.pm!r} are not in the lowered plan")
            x, f = self.relation(c.term, o.levels, self.shape(self.sm_decl[o.sm]), self.shape(low.tensors[o.pm]),
                                 c.piece, what)
            e, j = self.reads(x, f, ("E", "F"), self.sm_decl[o.sm].kind, low.tensors[o.pm].kind, c.piece, what)
            self.tie("E", e, o.sm, c.piece, what)
            self.tie("F", j, o.pm, c.piece, what)

    def fits(self, c, b, what: str) -> bool:
        n = len(self.found)
        try:
            x, f = self.relation(c.term, b.levels, self.shape(self.sm_decl[b.sm]), self.shape(self.low.tensors[b.pm]),
                                 c.piece, what)
            self.reads(x, f, ("X", "FX"), self.sm_decl[b.sm].kind, self.low.tensors[b.pm].kind, c.piece, what)
            return True
        except _Stop:
            del self.found[n:]
            return False

    def inputs(self) -> None:
        st, low = self.st, self.low
        seen = set()
        for k, c in enumerate(st.inputs):
            what = f"input hypothesis {k}"
            # the PM input first: which binding the hypothesis states
            f = T.args(c.term)[-1]
            fx = f[2] if f[0] == "fun" else None
            j = T.number(T.args(T.args(fx)[0])[0]) if fx is not None and fx[0] == "app" and T.args(fx) else None
            pm = self.ties["F"].get(j)
            if pm is None:  # an input no step the conclusion depends on reads: a binding it states
                pm = next((b.pm for b in self.low.inputs if b.pm not in seen and b.pm not in self.back["F"]
                           and self.fits(c, b, what)), None)
                if pm is None:
                    self.miss(c.piece, what, f"FX {j}, read by no step the conclusion depends on, is in no "
                              "relation the plan binds an input in")
                self.tie("F", j, pm, c.piece, what)
            b = self.binding.get(pm)
            if b is None:
                self.miss(c.piece, what, f"FX {j} is {pm!r}, which the plan binds to no SM tensor")
            if pm in seen:
                self.miss(c.piece, what, f"a second hypothesis on {pm!r}")
            seen.add(pm)
            x, f = self.relation(c.term, b.levels, self.shape(self.sm_decl[b.sm]), self.shape(low.tensors[pm]),
                                 c.piece, what + f" ({b.sm} ~ {pm})")
            xi, fj = self.reads(x, f, ("X", "FX"), self.sm_decl[b.sm].kind, low.tensors[pm].kind, c.piece, what)
            if xi >= st.sm_inputs or fj != j or j >= st.pm_inputs:
                self.miss(c.piece, what, f"X {xi} / FX {fj} is no program input (the SM has {st.sm_inputs}, "
                          f"the PM {st.pm_inputs})")
            self.tie("E", xi, b.sm, c.piece, what)
        missing = [pm for i, pm in self.ties["F"].items() if i < st.pm_inputs and pm not in seen]
        if missing:
            self.miss("certificate_stmt_in*", "inputs", f"PM inputs {missing[:3]} the conclusion reads have no hypothesis")

    # -------------------------------------------------------------- programs
    def programs(self) -> None:
        self.walk("F", self.st.pm_steps, self.st.pm_inputs, self.pm_step)

    def sm_program(self) -> None:
        self.walk("E", self.st.sm_steps, self.st.sm_inputs, self.sm_step)

    def walk(self, space: str, steps: tuple, m: int, check) -> None:
        todo = sorted(self.ties[space].items())
        done = set()
        while todo:
            idx, tensor = todo.pop()
            if idx in done:
                continue
            done.add(idx)
            if idx < m:  # a program input: an SM graph input, a bound PM input
                if (tensor in self.sm_producer) if space == "E" else (tensor not in self.binding):
                    self.miss("certificate.stmt", f"{space} {idx}", f"{tensor!r} is a program input of the "
                              "statement, not of the plan")
                continue
            if idx - m >= len(steps):
                self.miss("certificate.stmt", f"{space} {idx}", f"names no step ({len(steps)} steps after {m} inputs)")
            step = steps[idx - m]
            where = f"step {idx - m} ({space} {idx}: {tensor!r})"
            inputs = check(step, tensor, where)
            if len(inputs) != len(step.ins):
                self.miss(step.piece, where, f"reads {len(step.ins)} values, its node {len(inputs)}")
            for i, t in zip(step.ins, inputs):
                if i >= idx:
                    self.miss(step.piece, where, f"reads {space} {i}, not computed before it")
                if self.tie(space, i, t, step.piece, where):
                    todo.append((i, t))
        self.unchecked[space] = len(steps) - len([i for i in done if i >= m])

    def body(self, step, kind: int, where: str) -> tuple:
        ctor, n = CTOR[kind]
        t = step.body
        if T.head(t) != ctor or len(T.args(t)) != n:
            self.miss(step.piece, where, f"value {T.show(t)[:60]} is not built with {ctor}")
        return T.args(t)[-1]

    def sm_step(self, step, tensor: str, where: str) -> tuple:
        if tensor not in self.sm_producer:
            self.miss(step.piece, where, f"{tensor!r} is an SM input, the statement computes it")
        node, k = self.sm_producer[tensor]
        t = self.body(step, self.sm_decl[tensor].kind, where)
        shapes = [self.shape(self.sm_decl[i]) for i in node.inputs]
        outs = [self.shape(self.sm_decl[o]) for o in node.outputs]
        self.local(step, node, k, t, "arg", shapes, outs, f"{where} SM node {node.name!r}")
        return tuple(node.inputs)

    def pm_step(self, step, tensor: str, where: str) -> tuple:
        if tensor not in self.pm_producer:
            if tensor in self.binding:
                self.miss(step.piece, where, f"{tensor!r} is a PM input, the statement computes it")
            self.miss(step.piece, where, f"{tensor!r} has no producer in the lowered PM program")
        pn, k = self.pm_producer[tensor]
        node = pn.node
        where = f"{where} PM node {node.name!r}"
        t = self.body(step, self.low.tensors[tensor].kind, where)
        if pn.kind == "recv":
            a = T.args(t)
            if T.head(t) != "op_recv" or len(a) != 2 or T.number(a[0]) != pn.peer \
                    or a[1][0] != "fun" or T.head(a[1][2]) != "op_send" or _refs(t, "argf") != [0]:
                self.miss(step.piece, where, f"{T.show(t)[:80]} is not a recv from stage {pn.peer}")
            return pn.inputs
        if pn.kind == "accum":
            if pn.mean:
                if T.head(t) != "op_scale" or not _same_scalar(_term_scalar(T.args(t)[0]),
                                                               (Poly.const(1), Poly.var("P_microbatch"), False)):
                    self.miss(step.piece, where, f"{T.show(t)[:80]} is not the mean 1 / microbatch of the accumulation")
                t = T.args(t)[1]
            if T.head(t) != "accum_add" or T.show(T.args(t)[0]) != "P_microbatch":
                self.miss(step.piece, where, f"{T.show(t)[:80]} is not the accumulation along the microbatch axis")
            self.family(step, t, ("microbatch",), where)
            return pn.inputs
        if node.op in O.COLLECTIVES:
            group = self.low.groups.get(node.collective.group)
            if group is None:
                self.miss(step.piece, where, f"group {node.collective.group!r} is no plan group")
            body = t
            if node.op == P.OP_REDUCE_SCATTER and T.head(t) == "op_scale":
                if not _same_scalar(_term_scalar(T.args(t)[0]), self.scalar(node.collective.scale)):
                    self.miss(step.piece, where, "reduce_scatter scale is not the plan's")
                body = T.args(t)[1]
            if T.head(body) not in O.names(node.op, 0):
                self.miss(step.piece, where, f"{T.head(body)} realizes a {P.OpKind.Name(node.op)}")
            a = T.args(body)
            if node.op == P.OP_ALL_REDUCE and not _same_scalar(_term_scalar(a[1]), self.scalar(
                    node.collective.scale if node.collective.HasField("scale") else None)):
                self.miss(step.piece, where, f"all_reduce scale {T.show(a[1])} is not the plan's")
            live = tuple(x for x in group if x not in self.fixed)
            self.family(step, body, live, where)
            why = attrs.collective_difference(node, body, [self.shape(self.low.tensors[i]) for i in pn.inputs],
                                              self.shape(self.low.tensors[tensor]),
                                              Poly.var("P_" + live[0]) if live else Poly.const(1), self.ctx)
            if why:
                self.miss(step.piece, where, why)
            return pn.inputs
        shapes = [self.shape(self.low.tensors[i]) for i in pn.inputs]
        outs = [self.shape(self.low.tensors[o]) if o in self.low.tensors else () for o in pn.outputs]
        self.local(step, node, k, t, "argf", shapes, outs, where)
        return pn.inputs

    def family(self, step, t: tuple, axes: tuple, where: str) -> None:
        """A collective reads its input at coordinates varied on its group's axes only."""
        idx = {self.live.index(a) for a in axes if a in self.live}
        varied = set(_set_nth(t))
        if not varied or varied != idx or _refs(t, "argf") != [0] * len(_refs(t, "argf")):
            self.miss(step.piece, where, f"the collective varies mesh coordinates {sorted(varied)}, its group "
                      f"{list(axes)} is {sorted(idx)} of {self.live}")
        member = {T.number(x[2][2]) if x[2][0] == ("num", 0) else -1
                  for x in _walk(t) if x[0] == "app" and x[1] == ("id", "nth") and len(x[2]) == 3}
        if not member <= idx:
            self.miss(step.piece, where, f"the collective's member index reads coordinates {sorted(member)}, its "
                      f"group is {sorted(idx)} of {self.live}")
        pos = SIZE_ARG.get(T.head(t))
        if pos is not None and T.show(T.args(t)[pos]) not in {"P_" + a for a in axes}:
            self.miss(step.piece, where, f"{T.head(t)} over a group of size {T.show(T.args(t)[pos])}, its group "
                      f"is {list(axes)}")

    def local(self, step, node: P.Node, k: int, t: tuple, arg: str, shapes: list, outs: list, where: str) -> None:
        if T.head(t) not in O.names(node.op, k):
            self.miss(step.piece, where, f"{T.head(t)} realizes a {P.OpKind.Name(node.op)} (output {k})")
        want = list(O.arg_order(node.op, k, len(node.inputs)))
        if _refs(t, arg) != want:
            self.miss(step.piece, where, f"reads its inputs as {_refs(t, arg)}, the denotation takes {want}")
        why = attrs.difference(node, k, t, shapes, outs, self.ctx, _same_scalar, _term_scalar)
        if why:
            self.miss(step.piece, where, why)

    # -------------------------------------------------------------- the claim
    def claim(self) -> None:
        """The MANIFEST's claim (what the verdict prints) claims no more than
        the statement: its quantified axes and dims are the binders, every
        axis the statement does not quantify is a fixed axis of it, and an
        axis some hypothesis bounds from above (`P_cp <= 2`, `P_tp = 2`) is
        not among those it covers at every size."""
        c, st = self.st.claim, self.st
        if c is None:
            self.miss("MANIFEST.json", "claim", "the package records no claim")
        domain = {"fieldType": "any field", "comRingType": "any commutative ring"}[st.ring]
        if not str(c.get("value_domain", "")).startswith(domain):
            self.miss("MANIFEST.json", "claim", f"value domain {c.get('value_domain')!r}, the statement's ring is "
                      f"{st.ring} ({domain})")
        axes = [b[2:] for b in st.nat_binders if b.startswith("P_")]
        dims = [b[2:] for b in st.nat_binders if b.startswith("n_")]
        if sorted(c.get("axes", [])) != sorted(axes) or list(c.get("dims", [])) != dims:
            self.miss("MANIFEST.json", "claim", f"quantifies axes {c.get('axes')} and dims {c.get('dims')}, the "
                      f"statement {axes} and {dims}")
        fixed = {f.get("axis"): f.get("size") for f in c.get("fixed_axes", [])}
        want = {a.name: a.size for a in self.plan.mesh.axes if a.name not in axes}
        # the claim may also fix at 1 a quantified axis of size 1 that the
        # falsifier could not grow (it then claims less than the statement)
        want.update({a.name: 1 for a in self.plan.mesh.axes if a.name in axes and a.size == 1
                     and fixed.get(a.name) == 1 and any(f.get("axis") == a.name and f.get("why") == _UNEXERCISED
                                                         for f in c.get("fixed_axes", []))})
        if fixed != want:
            self.miss("MANIFEST.json", "claim", f"fixed axes {fixed}, the plan's axes the statement does not "
                      f"quantify are {want}")
        bounded = set()
        for h in st.hypotheses:
            if h[0] == "op" and h[1] in ("<=", "<", "="):
                d = T.nat(h[2]) - T.nat(h[3])
                above = [m for m, k in d.terms if k > 0 or h[1] == "="]
                bounded |= {v[2:] for m in above for v in m if v.startswith("P_")}
        if bounded - set(c.get("bounded", [])) or (c.get("all_sizes") and (bounded or fixed)):
            self.miss("MANIFEST.json", "claim", f"claims every size of {sorted(set(axes) - set(c.get('bounded', [])))}"
                      f"{' (all sizes)' if c.get('all_sizes') else ''}; the statement bounds {sorted(bounded)}"
                      + (f" and fixes {sorted(fixed)}" if fixed else ""))

    def run(self) -> None:
        for part in (self.binders, self.hypotheses):
            self.part(part)
            if self.found:
                return
        for part in (self.observables, self.programs, self.sm_program, self.inputs, self.claim):
            self.part(part)
            if self.found:
                return


def _is_one(s: Optional[P.Scalar]) -> bool:
    return s is None or (not s.num.terms and s.num.constant == 1 and (not s.HasField("den") or (
        not s.den.terms and s.den.constant == 1)) and not s.rsqrt)


def _term_scalar(t: tuple):
    """A ring scale as (num, den, rsqrt): `1`, `(k%:R)%R`, `(a%:R / b%:R)%R`, `(f_rsqrt ..)`."""
    if t[0] == "num":
        return Poly.const(t[1]), Poly.const(1), False
    if t[0] == "scope" and t[1] == "R":
        t = t[2]
        if t[0] == "scope" and t[1] == ":R":
            return T.nat(t[2]), Poly.const(1), False
        if t[0] == "neg" and t[1][0] == "scope" and t[1][1] == ":R":
            return -T.nat(t[1][2]), Poly.const(1), False
        if t[0] == "op" and t[1] == "/" and t[2][0] == "scope" and t[3][0] == "scope":
            return T.nat(t[2][2]), T.nat(t[3][2]), False
        if t[0] == "neg" and t[1][0] == "op" and t[1][1] == "/" and t[1][2][0] == "scope" and t[1][3][0] == "scope":
            return -T.nat(t[1][2][2]), T.nat(t[1][3][2]), False
    if T.head(t) == "f_rsqrt" and len(T.args(t)) == 1:
        n, d, r = _term_scalar(T.args(t)[0])
        if not r:
            return n, d, True
    raise T.ParseError(f"not a ring scale: {T.show(t)}")


def _same_scalar(a, b) -> bool:
    return a[2] == b[2] and a[0] * b[1] == b[0] * a[1]


def _walk(t: tuple):
    yield t
    for x in t[1:]:
        if isinstance(x, tuple):
            if x and isinstance(x[0], str):
                yield from _walk(x)
            else:
                for y in x:
                    if isinstance(y, tuple):
                        yield from _walk(y)


def _refs(t: tuple, arg: str) -> list:
    return [T.number(x[2][1]) for x in _walk(t) if x[0] == "app" and x[1] == ("id", arg) and len(x[2]) >= 2]


def _set_nth(t: tuple) -> list:
    """The axes a family varies (`set_nth 0 r a j`; another default is no form the renderer writes)."""
    return [T.number(x[2][2]) if x[2][0] == ("num", 0) else -1
            for x in _walk(t) if x[0] == "app" and x[1] == ("id", "set_nth") and len(x[2]) == 4]

