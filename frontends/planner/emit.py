"""The lockstep emitter: every model op is emitted once into the SM graph
and once into each PM program, the PM node naming the SM node it realizes.

A `Pair` is an SM tensor with its PM realization. There is one program per
pipeline stage (one in all without PP); each is rank-parametric: every rank
of it runs the same code, rank-dependent values read the mesh coordinates,
and the CP sliding-window halo is a cyclic shift (OP_SHIFT), so the first and
last CP ranks need no program of their own.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Optional, Sequence

from frontends.common.plan_writer import Axis, Ex, ExLike, GraphBuilder, PlanBuilder, T, ex, rep, scalar
from proto import plan_pb2

P = plan_pb2


@dataclasses.dataclass(frozen=True)
class Pair:
    s: T  # SM tensor
    p: T  # PM tensor (same name and shape in every program)


@dataclasses.dataclass(frozen=True)
class ProgramClass:
    """A set of ranks running one program."""
    name: str
    where: tuple[tuple[str, int], ...] = ()
    stage: int = 0  # pipeline stage (pp coordinate) whose layers this program runs


def pp_classes(pp: int) -> list[ProgramClass]:
    """One program per pipeline stage: the ranks with that pp coordinate."""
    return [ProgramClass(f"stage{k}", where=(("pp", k),), stage=k) for k in range(pp)]


def _reshape(g: GraphBuilder, x: T, shape, name: str, **kw) -> T:
    return g.op(P.OP_RESHAPE, [x], [(name, shape, x.kind)], **kw)[0]


def _binary(g: GraphBuilder, kind: int, a: T, b: T, name: str, **kw) -> T:
    return g.op(kind, [a, b], [(name, a.shape, P.VALUE_RING)], **kw)[0]


class Emitter:
    def __init__(self, b: PlanBuilder, classes: Sequence[ProgramClass]):
        self.b = b
        self.sm = b.sm
        self.classes = tuple(classes)
        self.pms: list[tuple[ProgramClass, GraphBuilder]] = [
            (cl, b.program(cl.name, where=dict(cl.where) if cl.where else None))
            for cl in classes]
        self._seq: dict[str, int] = {}
        self._groups: dict[tuple[str, ...], str] = {}
        self.stage = 0  # PM ops go into the current stage's programs

    def _current(self) -> list[GraphBuilder]:
        return [g for cl, g in self.pms if cl.stage == self.stage]

    # -- plumbing
    @property
    def axes(self) -> dict[str, Axis]:
        return self.b.axes

    def size(self, axis: str) -> int:
        return self.b.axes[axis].size_value

    def pm(self, f: Callable[[GraphBuilder], T]) -> T:
        outs = [f(g) for g in self._current()]
        return outs[0]

    def group(self, *axes: str) -> Optional[str]:
        """The process group over the given axes (None if trivial)."""
        live = tuple(a for a in axes if self.size(a) > 1)
        if not live:
            return None
        if live not in self._groups:
            name = "_".join(live)
            self.b.group(name, axes=list(live))
            self._groups[live] = name
        return self._groups[live]

    def seq(self, group: str) -> int:
        n = self._seq.get(group, 0)
        self._seq[group] = n + 1
        return n

    # -- inputs
    def input(self, name: str, sm_shape, pm_shape, kind: str = "ring", role: str = "data") -> Pair:
        s = self.sm.input(name, sm_shape, kind=kind, role=role)
        p = self.pm(lambda g: g.input(name, pm_shape, kind=kind, role=role))
        return Pair(s, p)

    # -- ops emitted the same way on both sides (PM shapes follow from PM inputs)
    def same(self, method: str, *args, name: str, node: Optional[str] = None, pm_name: Optional[str] = None,
             **kw) -> Pair:
        """`method` of GraphBuilder on SM args and on PM args; Pairs are
        unpacked per side. `node` is the SM node name when it differs from
        the output name (multi-output ops)."""
        s = getattr(self.sm, method)(*[a.s if isinstance(a, Pair) else a for a in args], name, **kw)
        realizes = node or name
        p = self.pm(lambda g: getattr(g, method)(*[a.p if isinstance(a, Pair) else a for a in args],
                                                 pm_name or name, realizes=realizes, **kw))
        return Pair(s, p)

    def multi(self, method: str, *args, names: Sequence[str], node: str, pm_names: Optional[Sequence[str]] = None,
              **kw) -> list[Pair]:
        ss = getattr(self.sm, method)(*[a.s if isinstance(a, Pair) else a for a in args], tuple(names), **kw)
        pp = self.pm(lambda g: getattr(g, method)(*[a.p if isinstance(a, Pair) else a for a in args],
                                                  tuple(pm_names or names), realizes=node, **kw))
        return [Pair(s, p) for s, p in zip(ss, pp)]

    def both(self, sm: Callable[[GraphBuilder], T], pm: Callable[[GraphBuilder], T]) -> Pair:
        return Pair(sm(self.sm), self.pm(pm))

    def reshape(self, x: Pair, sm_shape, pm_shape, name: str) -> Pair:
        return self.both(lambda g: _reshape(g, x.s, sm_shape, name),
                         lambda g: _reshape(g, x.p, pm_shape, name, realizes=name))

    def broadcast(self, x: Pair, sm_shape, pm_shape, dims, name: str) -> Pair:
        return self.both(lambda g: g.broadcast(x.s, sm_shape, dims, name),
                         lambda g: g.broadcast(x.p, pm_shape, dims, name, realizes=name))

    def binary(self, kind: int, a: Pair, b: Pair, name: str, pm_name: Optional[str] = None) -> Pair:
        return self.both(lambda g: _binary(g, kind, a.s, b.s, name),
                         lambda g: _binary(g, kind, a.p, b.p, pm_name or name, realizes=name))

    def scatter_add(self, idx: Pair, src: Pair, dim: int, size: ExLike, name: str) -> Pair:
        return self.both(lambda g: g.scatter_add(idx.s, src.s, dim, size, name),
                         lambda g: g.scatter_add(idx.p, src.p, dim, size, name, realizes=name))

    def annotate(self, t: T, sm_tensor: str, relation: P.Relation) -> None:
        for g in self._current():
            g.annotate(t, sm_tensor, relation)

    # -- PM-only helpers and collectives
    def helper(self, f: Callable[[GraphBuilder], T]) -> T:
        return self.pm(f)

    def all_reduce(self, x: T, axes: Sequence[str], name: str, scale: Optional[P.Scalar] = None) -> T:
        g_ = self.group(*axes)
        if g_ is None:
            return x
        seq = self.seq(g_)
        return self.pm(lambda g: g.all_reduce(x, g_, seq, name, scale=scale))

    def all_gather(self, x: T, axis: str, dim: int, name: str) -> T:
        g_ = self.group(axis)
        if g_ is None:
            return x
        seq = self.seq(g_)
        return self.pm(lambda g: g.all_gather(x, g_, seq, dim, self.axes[axis].size, name))

    def reduce_scatter(self, x: T, axis: str, dim: int, local: ExLike, name: str) -> T:
        g_ = self.group(axis)
        if g_ is None:
            return x
        seq = self.seq(g_)
        return self.pm(lambda g: g.reduce_scatter(x, g_, seq, dim, local, name))

    def all_to_all(self, x: T, axis: str, split_dim: int, concat_dim: int, name: str,
                   shape: Optional[Sequence[ExLike]] = None) -> T:
        """Static all_to_all; `shape` is the output's (default x's: split_dim = concat_dim)."""
        g_ = self.group(axis)
        if g_ is None:
            return x
        seq = self.seq(g_)
        return self.pm(lambda g: g.collective(P.OP_ALL_TO_ALL, x, g_, seq, name,
                                              shape=x.shape if shape is None else shape,
                                              split_dim=split_dim, concat_dim=concat_dim))

    def to_stage(self, x: T, dst: int) -> T:
        """Send `x` from the current stage to stage `dst` (over the pp
        group; member index = stage coordinate) and continue there: the
        recv defines the same name in dst's programs."""
        if dst == self.stage:
            return x
        g_ = self.group("pp")
        seq = self.seq(g_)
        self.pm(lambda g: g.collective(P.OP_SEND, x, g_, seq, f"send_{x.name}", peer=dst))
        src, self.stage = self.stage, dst
        return self.pm(lambda g: g.collective(P.OP_RECV, None, g_, seq, x.name, shape=x.shape, out_kind=x.kind,
                                              peer=src))

    # -- plan interface
    def rel(self, **placements: P.Placement) -> P.Relation:
        """Placements per axis; an axis given a list of (axis, placement)
        pairs under key `order` nests on one dim, outer first."""
        return self.b.rel(**placements)

    def rel_ordered(self, order: Sequence[str], **placements: P.Placement) -> P.Relation:
        return self.b.rel(*order, **placements)
