"""Rules instantiated from their registry entry alone (registry.proto
`binders`, `op_class`; emitter/rules/generic.py) and their check against
the library (semantics/check_registry.py): a binder list that does not
match the lemma's arguments, a binder the compiler does not provide, an
op class it does not know, each fails closed."""
from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
from pathlib import Path

import pytest

from emitter import ops
from emitter.rules import generic, registry

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "semantics"))
import check_registry  # noqa: E402

LIBRARY = REPO / "bazel-bin" / "semantics" / "semantics_coq"


def _map1():
    return next(e for e in registry.load_registry() if e.name == "map1_reindex")


def test_leading_binders_counts_the_grouped_names():
    stmt = ("rule_map1_reindex\n     : forall (R : comRingType) (f : GRing.Ring.sort R -> GRing.Ring.sort R) (P d : nat) "
            "(g : nat -> nat -> nat) (s : seq nat) (X : seq nat -> GRing.Ring.sort R) (F : nat -> seq nat -> R),\n"
            "       rel_reindex P d g s X F -> rel_reindex P d g s (pointwise f X) (fun r => pointwise f (F r))")
    assert check_registry.leading_binders(stmt) == 8


def test_the_generic_rules_cover_every_pointwise_op_of_the_table():
    rules = generic.rules(registry.load_registry())
    unary = {op for op, sig in ops.SIGNATURES.items() if sig.pointwise and len(sig.inputs) == 1}
    binary = {op for op, sig in ops.SIGNATURES.items() if sig.pointwise and len(sig.inputs) == 2}
    for name, want in (("map1_reindex", unary), ("map1_replicated", unary), ("map2_reindex", binary),
                       ("map2_replicated", binary)):
        assert {r.op for r in rules if r.name == name} == want, name


def test_an_unknown_op_class_is_refused():
    with pytest.raises(ValueError, match="op_class"):
        generic.rules([dataclasses.replace(_map1(), op_class="rowwise")])


def test_an_unknown_binder_is_refused():
    with pytest.raises(ValueError, match="names nothing the compiler provides"):
        generic._bind("stride(X)", None, {"X": 0})


@pytest.mark.skipif(not LIBRARY.exists(), reason="needs the library built: bazel build //semantics")
def test_a_binder_list_the_lemma_does_not_take_fails_the_registry_check(tmp_path):
    text = (REPO / "semantics/rules.textproto").read_text()
    block = re.search(r'^rules \{\n  name: "map1_reindex".*?^\}\n', text, re.M | re.S).group(0)
    bad = block.replace('  binders: "fam(X)"\n', "")
    reg = tmp_path / "rules.textproto"
    reg.write_text('coq_prefix: "TV"\n' + block + bad.replace('"map1_reindex"', '"map1_reindex_short"'))
    proc = subprocess.run([sys.executable, str(REPO / "semantics/check_registry.py"), "--root", str(LIBRARY),
                           "--registry", str(reg), "--allowlist", str(REPO / "semantics/AXIOM_ALLOWLIST")],
                          cwd=REPO, capture_output=True, text=True, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert re.search(r"map1_reindex\s+rule_map1_reindex\s+ok", proc.stdout)
    assert "map1_reindex_short" in proc.stdout and "7 binders, the lemma takes 8 arguments" in proc.stdout


def test_an_attribute_binder_naming_no_field_is_refused():
    # attr(f) binds a field of the op's attributes; an op whose attributes lack it fails closed, naming it
    from emitter.rules.base import MatchCtx
    from proto import plan_pb2 as P
    node = P.Node(name="n", op=P.OP_REPLACE_VALUE)
    node.replace_value.old.constant = 0
    ctx = MatchCtx(node=node, sm_node=node, inputs=(), axis="tp", out_local=(), out_sm=(), dims=None, groups={},
                   mesh=None)
    with pytest.raises(ValueError, match="have no field 'offset'"):
        generic._bind("attr(offset)", ctx, {})
    bare = dataclasses.replace(ctx, node=P.Node(name="m", op=P.OP_NEG))
    with pytest.raises(ValueError, match="have no field 'old'"):
        generic._bind("attr(old)", bare, {})
