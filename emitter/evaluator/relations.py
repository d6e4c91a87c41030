"""Relations on concrete values: project an SM value to what each rank
should hold, and compare a PM family (one array per rank) against it.

Partial-sum placements are handled on the PM side: the family is summed
over the partial axes (times their scales) and compared at the rank whose
partial coordinates are all 0. Every other placement is linear and acts on
the SM side, applied in list order (outer first).
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Mapping, Optional, Sequence

import numpy as np

from emitter.errors import InvalidPlan, Location
from emitter.mesh import Mesh
from proto import plan_pb2

P = plan_pb2
SHARDS = (P.REL_CONTIGUOUS_SHARD, P.REL_EXPERT_PARTITION)


@dataclasses.dataclass(frozen=True)
class Mismatch:
    rank: int
    index: tuple[int, ...]
    expected: object
    actual: object
    reduced_over: tuple[str, ...]  # partial axes summed before comparing
    count: int                     # mismatching elements at that rank
    note: str = ""
    # the first SAMPLE differing elements at `rank` (index, expected, actual),
    # and the shape compared there: what a report shows of the divergence
    sample: tuple[tuple[tuple[int, ...], object, object], ...] = ()
    shape: tuple[int, ...] = ()


SAMPLE = 8


def zigzag_order(n: int, parts: int) -> np.ndarray:
    """Positions of the SM dim in zigzag-gathered order (ranks 0..P-1)."""
    if n % (2 * parts):
        raise ValueError(f"{n} not divisible into {2 * parts} zigzag chunks")
    c = n // (2 * parts)
    chunks = []
    for r in range(parts):
        chunks += [r, 2 * parts - 1 - r]
    return np.concatenate([np.arange(j * c, (j + 1) * c) for j in chunks])


class Projector:
    """`p`: the run's prime (partial sums are added and scaled mod p)."""

    def __init__(self, mesh: Mesh, permutations: Mapping[str, P.Permutation],
                 scalar: Callable[[P.Scalar], int], p: int, loc: Location = Location()):
        self.mesh, self.perms, self.scalar, self.p, self.loc = mesh, permutations, scalar, p, loc

    def _perm_indices(self, name: str, n: int, rank_values: Optional[Mapping[str, np.ndarray]]) -> np.ndarray:
        p = self.perms[name]
        if p.kind == P.PERM_ZIGZAG:
            if n % (2 * p.parts):
                raise InvalidPlan(f"permutation {name!r}: dim {n} is not divisible into {2 * p.parts} chunks", self.loc)
            return zigzag_order(n, p.parts)
        if p.kind == P.PERM_EXPLICIT:
            idx = np.array(p.indices, dtype=np.int64)
        else:
            if rank_values is None or p.tensor not in rank_values:
                raise InvalidPlan(f"permutation {name!r} reads tensor {p.tensor!r}, which this rank lacks", self.loc)
            idx = np.asarray(rank_values[p.tensor]).reshape(-1)
        if idx.shape[0] != n or sorted(idx.tolist()) != list(range(n)):
            raise InvalidPlan(f"permutation {name!r} is not a permutation of a dim of size {n}", self.loc)
        return idx

    def project(self, value: np.ndarray, rel: P.Relation, rank: int,
                rank_values: Optional[Mapping[str, np.ndarray]] = None) -> np.ndarray:
        """The value rank `rank` should hold, partial axes aside."""
        coords = self.mesh.coords(rank)
        x = value
        if rel.HasField("microbatch") and rel.microbatch.kind == P.MICROBATCH_SLICE:
            mb = rel.microbatch
            c = x.shape[mb.dim] // mb.count
            x = np.take(x, np.arange(mb.index * c, (mb.index + 1) * c), axis=mb.dim)
        for p in rel.placements:
            if p.kind in SHARDS:
                size = self.mesh.size(p.axis)
                c = x.shape[p.dim] // size
                r = coords[p.axis]
                x = np.take(x, np.arange(r * c, (r + 1) * c), axis=p.dim)
            elif p.kind == P.REL_STRIDED_SHARD:
                # [piece 0 chunk r | piece 1 chunk r | ...] of split_factor pieces
                size, q = self.mesh.size(p.axis), p.split_factor
                c = x.shape[p.dim] // (q * size)
                r = coords[p.axis]
                idx = np.concatenate([np.arange(a * size * c + r * c, a * size * c + (r + 1) * c) for a in range(q)])
                x = np.take(x, idx, axis=p.dim)
            elif p.kind == P.REL_ZIGZAG:
                size = self.mesh.size(p.axis)
                c = x.shape[p.dim] // (2 * size)
                r = coords[p.axis]
                idx = np.concatenate([np.arange(r * c, (r + 1) * c),
                                      np.arange((2 * size - 1 - r) * c, (2 * size - r) * c)])
                x = np.take(x, idx, axis=p.dim)
            elif p.kind == P.REL_PERMUTED:
                x = np.take(x, self._perm_indices(p.permutation, x.shape[p.dim], rank_values), axis=p.dim)
        return x

    def partial_axes(self, rel: P.Relation) -> list[tuple[str, int]]:
        out = []
        for p in rel.placements:
            if p.kind == P.REL_PARTIAL_SUM:
                out.append((p.axis, self.scalar(p.scale) if p.HasField("scale") else 1))
        return out

    def compare(self, sm_value: np.ndarray, rel: P.Relation, family: Mapping[int, np.ndarray],
                ranks: Sequence[int], rank_values: Optional[Mapping[int, Mapping[str, np.ndarray]]] = None,
                first_only: bool = True) -> Optional[Mismatch]:
        """First mismatch in rank order (None if the family realizes the value)."""
        partial = self.partial_axes(rel)
        paxes = tuple(a for a, _ in partial)
        total_scale = 1
        for _, s in partial:
            total_scale = total_scale * s % self.p
        first: Optional[Mismatch] = None
        total = 0
        for rank in ranks:
            coords = self.mesh.coords(rank)
            if any(coords[a] for a in paxes):
                continue
            actual = family[rank]
            if partial:
                acc = np.zeros_like(actual)
                for other in _partial_peers(self.mesh, coords, paxes):
                    if other not in family:
                        raise InvalidPlan(f"partial sum over {paxes} needs rank {other}, which lacks the tensor",
                                          dataclasses.replace(self.loc, rank=other))
                    acc = (acc + family[other]) % self.p
                actual = acc * total_scale % self.p
            expected = self.project(sm_value, rel, rank, rank_values.get(rank) if rank_values else None)
            if expected.shape != actual.shape:
                return Mismatch(rank, (), f"shape {expected.shape}", f"shape {actual.shape}", paxes, -1,
                                "shape differs")
            diff = expected != actual
            if diff.any():
                total += int(diff.sum())
                if first is None:
                    where = [tuple(int(i) for i in w) for w in np.argwhere(diff)[:SAMPLE]]
                    index = where[0]
                    sample = tuple((w, _item(expected[w]), _item(actual[w])) for w in where)
                    first = Mismatch(rank, index, _item(expected[index]), _item(actual[index]), paxes, 0,
                                     sample=sample, shape=tuple(int(n) for n in expected.shape))
                if first_only:
                    break
        return dataclasses.replace(first, count=total) if first is not None else None


def _item(v):
    return bool(v) if isinstance(v, (bool, np.bool_)) else int(v)


def _partial_peers(mesh: Mesh, coords: Mapping[str, int], paxes: Sequence[str]) -> list[int]:
    import itertools
    out = []
    for vals in itertools.product(*[range(mesh.size(a)) for a in paxes]):
        c = dict(coords)
        c.update(zip(paxes, vals))
        out.append(mesh.rank_of(c))
    return out
