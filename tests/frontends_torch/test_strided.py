"""DTensor's `_StridedShard` as a Plan IR relation (frontends/torch/assemble.py
`relation`): FSDP2's over TP (`_strided_last`), or a fused projection's
alone on its dim (strided_shard). No torch needed."""

from __future__ import annotations

import pytest

from emitter.errors import UnsupportedOperator
from emitter.mesh import Mesh
from frontends.torch.assemble import relation
from frontends.torch.raw import DPlacement
from proto import plan_pb2 as P


def _entries(rel: P.Relation) -> list[tuple[str, str, int]]:
    return [(p.axis, P.RelKind.Name(p.kind), p.dim) for p in rel.placements]


def test_strided_shard_goes_after_the_axes_that_split_first():
    # fully_shard on dp over a ColwiseParallel weight: tp splits dim 0
    # first, dp splits each tp chunk (DTensor: _StridedShard(0, sf=tp) on dp)
    mesh = Mesh(("dp", "tp"), (2, 2))
    rel = relation(mesh, (DPlacement("dp", "strided_shard", 0, split_factor=2), DPlacement("tp", "shard", 0)))
    assert _entries(rel) == [("tp", "REL_CONTIGUOUS_SHARD", 0), ("dp", "REL_CONTIGUOUS_SHARD", 0)]


def test_plain_shards_stay_in_mesh_order():
    mesh = Mesh(("dp", "tp"), (2, 2))
    rel = relation(mesh, (DPlacement("dp", "shard", 0), DPlacement("tp", "shard", 1)))
    assert _entries(rel) == [("dp", "REL_CONTIGUOUS_SHARD", 0), ("tp", "REL_CONTIGUOUS_SHARD", 1)]


def test_a_split_factor_the_later_axes_do_not_give_is_rejected():
    mesh = Mesh(("dp", "tp"), (2, 3))
    with pytest.raises(UnsupportedOperator) as e:
        relation(mesh, (DPlacement("dp", "strided_shard", 0, split_factor=2), DPlacement("tp", "shard", 0)))
    assert e.value.details["aten_op"] == "placement _StridedShard"
    assert e.value.location.as_dict() == {"field": "placements[dp]"}
    with pytest.raises(UnsupportedOperator):  # an earlier axis shards dim 0, no later one
        relation(Mesh(("tp", "dp"), (3, 2)),
                 (DPlacement("tp", "shard", 0), DPlacement("dp", "strided_shard", 0, split_factor=2)))


def test_a_strided_shard_alone_on_its_dim_is_the_plans_strided_shard():
    # GPT-2's fused [q | k | v] columns, _StridedShard(1, 3) on tp: the dim's only split
    mesh = Mesh(("dp", "tp"), (2, 3))
    rel = relation(mesh, (DPlacement("dp", "shard", 0), DPlacement("tp", "strided_shard", 1, split_factor=3)))
    assert _entries(rel) == [("dp", "REL_CONTIGUOUS_SHARD", 0), ("tp", "REL_STRIDED_SHARD", 1)]
    assert rel.placements[1].split_factor == 3
