"""A PM node realizing a commutative SM op (ops.COMMUTATIVE: add, mul) may
read its inputs in the other order (x + attn for attn + x): inference marks
the step swapped, the obligation states the SM node's own operand order
and proves it from the rule's by the output relation reading the SM value
entrywise (RulesScaled.v resp_*) and commutativity. A non-commutative op
read in the other order stays ambiguous_authority; a swapped step whose
output relation has no resp lemma is missing_relation_rule. The
obligations of single- and two-axis meshes check with coqc against the
library bazel-bin holds (`bazel test //...` first, as tools/test does)."""
from __future__ import annotations

import dataclasses
import subprocess
from pathlib import Path

import pytest

from corpus import rewrites
from emitter import infer, obligations, validate
from emitter.errors import AmbiguousAuthority, Location, MissingRelationRule
from emitter.relation import Level
from frontends.planner import config as config_mod
from frontends.planner.plan import build as plan_build
from proto import plan_pb2 as P

REPO = Path(__file__).resolve().parents[2]
LIBRARY = REPO / "bazel-bin" / "semantics" / "semantics_coq"


def _planner(name: str):
    cfg, data = config_mod.load(str(REPO / "frontends" / "planner" / "configs" / f"{name}.json"))
    return plan_build(cfg, data)


def _swapped(plan):
    inf = infer.infer(validate.validate(plan))
    per_step, unique = obligations.build(inf)
    return [(s, unique[n]) for s, n in zip(inf.steps, per_step) if s.swapped]


def _coqc(tmp_path: Path, ob) -> None:
    assert (LIBRARY / "RulesScaled.vo").is_file(), f"no Coq library in {LIBRARY}: run `bazel test //semantics/...`"
    f = tmp_path / f"{ob.name}.v"
    f.write_text(ob.source)
    proc = subprocess.run(["coqc", "-Q", str(LIBRARY), "TV", f.name], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]


@pytest.mark.parametrize("config,rewrite,node,lemma,resp", [
    ("llama1_tp2", "residual_commuted", "l0_h", "rule_map2_replicated", "resp_replicated"),
    ("llama1_tp2", "swiglu_commuted", "l0_mlp_m", "rule_map2_reindex", "resp_reindex"),
    ("llama_dp2_tp2", "residual_commuted", "l0_h", "nest_map2", "resp_nest"),
    ("llama_dp2_tp2", "swiglu_commuted", "l0_mlp_m", "nest_map2", "resp_nest"),
])
def test_a_commuted_operand_pair_proves(tmp_path, config, rewrite, node, lemma, resp):
    (step, ob), = _swapped(rewrites.apply(_planner(config), rewrite))
    assert step.node.name == node and list(step.node.inputs) == list(step.sm_node.inputs)[::-1]
    # the SM side is the SM node's order; the PM side the node's own
    assert "(op_add A1 A0)" in ob.statement or "(op_mul A1 A0)" in ob.statement
    assert lemma in ob.source and resp in ob.source
    _coqc(tmp_path, ob)


def test_the_unmodified_plan_has_no_swapped_step():
    assert _swapped(_planner("llama1_tp2")) == []


def test_a_non_commutative_op_read_the_other_way_is_ambiguous_authority():
    plan = rewrites.apply(_planner("llama1_tp2"), "residual_commuted")
    for n in list(plan.sm.nodes) + list(plan.programs[0].graph.nodes):
        if n.name == "l0_h":
            n.op = P.OP_SUB
    with pytest.raises(AmbiguousAuthority, match=r"inputs realize \['l0_attn_out', 'emb_out'\]"):
        infer.infer(validate.validate(plan, partial=True))


def test_a_swapped_step_whose_relation_reads_no_entrywise_value_is_refused():
    # a swapped step whose output relation has no resp_* lemma (a halo view) has no proof: refused by name
    inf = infer.infer(validate.validate(rewrites.apply(_planner("llama1_tp2"), "residual_commuted")))
    step = next(s for s in inf.steps if s.swapped)
    rel = dataclasses.replace(step.output.rel, levels=(Level("halo_recv", "tp", 1),))
    halo = dataclasses.replace(step, output=dataclasses.replace(step.output, rel=rel))
    with pytest.raises(MissingRelationRule, match="reads its SM node's operands in the other order"):
        infer._check_swapped(halo, Location(node="l0_h"))
