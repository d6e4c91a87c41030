"""Every name the reader accepts in a statement, beyond the op_<kind>
default, is a definition of the library (semantics/): the tables in
checker/ops.py, checker/attrs.py and the relation levels name nothing
else."""
from __future__ import annotations

import re

from conftest import REPO
from checker import attrs, ops

DEFINED = set(re.findall(r"^(?:Definition|Fixpoint)\s+([A-Za-z_0-9']+)",
                         "\n".join(p.read_text() for p in (REPO / "semantics").glob("*.v")), re.M))


def test_every_name_the_reader_accepts_is_defined_in_the_library():
    names = set().union(*ops._EXTRA.values(), *(n for outs in ops._BY_OUTPUT.values() for n in outs))
    names |= set(attrs.FUNCTIONS)
    names |= {"rel_" + k for k in ("replicated", "partial_sum", "contiguous_shard", "zigzag", "expert_partition",
                                    "strided_shard", "nest", "axis")}
    names |= {"accum_add", "op_recv", "op_send", "a2a_piece", "run", "arg", "argf"}
    assert names - DEFINED == set()
