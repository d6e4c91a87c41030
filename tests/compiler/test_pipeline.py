"""Pure-Python tests of the proof compiler (no Bazel): inference, rule
selection and its failures, determinism, deduplication, rank symmetry, the
--json object. Run: source tools/pyenv.sh && $PYTHON -m pytest tests/compiler -m 'not bazel'"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from emitter import cli, infer, obligations, plan_io, prove, rules, tree_writer, validate
from emitter.errors import Category, MissingRelationRule
from proto import plan_pb2
from tests.compiler import plans
from tests.packages import package_dir
from emitter.relation import Ratio, scale_needs_field

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "compiler" / "data"
JSON_KEYS = ["verdict", "exit_code", "plan", "obligations", "observables", "axioms", "fixed_axes", "claim", "evaluated_mesh",
             "evaluated_points", "location",
             "expected_relation", "inferred_relation", "rule_candidates", "counterexample", "seconds",
             "message", "differing", "input_relations", "package", "obligation_table", "theorem", "timings"]

outdir = package_dir("_pytest_compiler")


def _inf(plan):
    return infer.infer(validate.validate(plan))


def test_data_files_are_fresh(tmp_path):
    for name, make in plans.EXAMPLES.items():
        assert (DATA / f"{name}.textproto").read_text() == plan_io.plan_to_text(make()), name


def test_inference_tp_mlp():
    inf = _inf(plans.mlp_tp(2))
    rel = {k: (f.sm, f.rel.levels[0].kind, f.rel.levels[0].dim) for k, f in inf.facts.items()}
    assert rel == {
        "x": ("x", "replicated", None), "w1": ("w1", "contiguous_shard", 1), "w2": ("w2", "contiguous_shard", 0),
        "h": ("h", "contiguous_shard", 1), "a": ("a", "contiguous_shard", 1),
        "y_partial": ("y", "partial_sum", None), "y": ("y", "replicated", None)}
    assert [s.app.rule.name for s in inf.steps] == ["matmul_col", "map1_reindex", "matmul_row", "all_reduce"]


def test_inference_sp_mlp():
    inf = _inf(plans.mlp_sp(2))
    assert [s.app.rule.name for s in inf.steps] == [
        "all_gather", "matmul_col", "map1_reindex", "matmul_row", "reduce_scatter"]
    x_full, y = inf.facts["x_full"].rel.levels[0], inf.facts["y"].rel.levels[0]
    assert (x_full.kind, y.kind, y.dim) == \
        ("replicated", "contiguous_shard", 0)


def test_relations_come_from_bindings_not_shapes():
    # same shapes, but x bound as a partial sum: the column rule must not fire
    plan = plans.mlp_tp(2)
    for b in plan.inputs:
        if b.pm_tensor == "x":
            b.relation.placements[0].kind = 5  # partial_sum instead of replicated
    with pytest.raises(MissingRelationRule) as e:
        _inf(plan)
    assert e.value.location.node == "h"


def test_missing_relation_rule_names_node_relations_candidates(outdir, monkeypatch):
    # dp2_loss with the library's row-wise cross-entropy lemma withheld:
    # cross_entropy of batch-sharded logits then has no rule; the stop names
    # the node, the input relations and every candidate with its reason
    lemmas = rules.library_lemmas() - {"rule_cross_entropy_reindex"}
    reg = rules.Registry(rules.ALL, available=lemmas, entries=rules.load_registry())
    monkeypatch.setattr(rules, "default_registry", lambda: reg)
    res = prove.prove(str(REPO / "tests/data/examples/dp2_loss.textproto"), str(outdir), run_tests=False)
    assert res.category == Category.MISSING_RELATION_RULE and res.category.exit_code == 12
    assert res.location["pm_node"] == "ce" and res.location["sm_node"] == "ce"
    assert "contiguous_shard(0)" in res.inferred_relation
    assert any(c.startswith("cross_entropy_reindex") and "lemma not in the library" in c
               for c in res.rule_candidates)
    assert any(c.startswith("cross_entropy_vocab") for c in res.rule_candidates)
    assert not outdir.exists()  # nothing written on failure


def test_missing_lemma_is_missing_relation_rule():
    reg = rules.Registry(rules.ALL, available=frozenset({"rule_matmul_col", "rule_matmul_row"}),
                         entries=rules.load_registry())
    with pytest.raises(MissingRelationRule) as e:
        infer.infer(validate.validate(plans.mlp_tp(2)), reg)
    assert e.value.location.node == "a"
    assert any("lemma not in the library" in c for c in e.value.details["rule_candidates"])


def test_ambiguous_authority(outdir):
    res = prove.prove(str(DATA / "mlp_tp2_wrong_authority.textproto"), str(outdir), run_tests=False)
    assert res.category == Category.AMBIGUOUS_AUTHORITY and res.category.exit_code == 14
    assert res.location["pm_node"] == "y_partial" and res.location["sm_node"] == "y"


def test_false_goal_counterexample(outdir):
    res = prove.prove(str(DATA / "mlp_tp2_no_allreduce.textproto"), str(outdir), run_tests=False)
    assert res.category == Category.FALSE_GOAL and res.category.exit_code == 15
    assert res.location["pm_node"] == "y" and res.location["sm_node"] == "y"
    cex = res.counterexample
    assert cex["observable"] == "y" and cex["expected"] != cex["actual"]
    assert all(v >= 2 for v in cex["dims"].values())


def test_determinism_two_runs_identical_trees(outdir):
    other = outdir.parent / "_pytest_compiler_b"
    for name in ("mlp_tp2", "mlp_sp2", "dp_grad2"):
        a = prove.prove(str(DATA / f"{name}.textproto"), str(outdir), run_tests=False)
        b = prove.prove(str(DATA / f"{name}.textproto"), str(other), run_tests=False)
        assert a.label == "generated" and b.label == "generated"
        ta, tb = tree_writer.read_tree(outdir), tree_writer.read_tree(other)
        # the BUILD names the suite after its directory; everything else is byte-identical
        ta.pop("BUILD"), tb.pop("BUILD"), ta.pop("MANIFEST.json"), tb.pop("MANIFEST.json")
        assert ta == tb
        again = prove.prove(str(DATA / f"{name}.textproto"), str(outdir), run_tests=False)
        assert again.label == "generated"
        assert tree_writer.read_tree(outdir) == {**tree_writer.read_tree(outdir)}
    shutil.rmtree(other, ignore_errors=True)


def test_rerun_same_dir_byte_identical(outdir):
    prove.prove(str(DATA / "mlp_tp2.textproto"), str(outdir), run_tests=False)
    first = tree_writer.read_tree(outdir)
    prove.prove(str(DATA / "mlp_tp2.textproto"), str(outdir), run_tests=False)
    assert tree_writer.read_tree(outdir) == first


def test_generated_example_is_fresh(outdir):
    """generated/example is exactly the compiler's output for the TP=2 MLP."""
    example = REPO / "generated" / "example"
    target = outdir.parent / "example"
    # generate into a sibling named "example" so the suite name matches
    tmp = outdir / "example"
    res = prove.prove(str(DATA / "mlp_tp2.textproto"), str(tmp), run_tests=False)
    assert res.label == "generated"
    assert tree_writer.read_tree(tmp) == tree_writer.read_tree(example)


@pytest.mark.parametrize("tp", [2, 8, 64])
def test_rank_symmetry_same_obligations(tp):
    per_step, unique = obligations.build(_inf(plans.mlp_tp(tp)))
    ref_steps, ref_unique = obligations.build(_inf(plans.mlp_tp(2)))
    assert (len(per_step), len(unique)) == (4, 4)
    assert {k: v.source for k, v in unique.items()} == {k: v.source for k, v in ref_unique.items()}


def test_repeated_layers_dedupe():
    per_step, unique = obligations.build(_inf(plans.mlp_tp_layers(2, 3)))
    assert len(per_step) == 12 and len(unique) == 4


def test_obligation_names_are_statement_hashes():
    _, unique = obligations.build(_inf(plans.mlp_sp(2)))
    for name, ob in unique.items():
        assert name == obligations.ob_name(ob.statement)
        assert "lia" not in ob.source and "Admitted" not in ob.source


def test_json_object_shape(outdir, capsys):
    code = cli.main(["tv", "prove", str(DATA / "mlp_tp2_no_allreduce.textproto"), "--out", str(outdir), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 15 and list(out) == JSON_KEYS
    assert out["verdict"] == "false_goal" and list(out["location"]) == ["sm_node", "pm_node", "rank", "tensor"]


def test_usage_errors(capsys):
    assert cli.main(["tv"]) == 2
    assert cli.main(["tv", "frobnicate", "x"]) == 2
    assert cli.main(["tv", "prove"]) == 2
    assert cli.main(["tv", "prove", "a.textproto", "b.textproto"]) == 2
    assert cli.main(["tv", "prove", "--no_such_flag", "a.textproto"]) == 2
    assert cli.main(["tv", "prove", "/nonexistent/p.textproto", "--nobazel"]) == 2


def test_cleanroom_swiglu_plan_is_fresh_and_infers():
    """Acceptance 4: a SwiGLU FFN block with residual under TP+SP, written
    only as a plan (tests/compiler/cleanroom/swiglu_tp_sp.py), goes through
    rule selection with no compiler edit; test_e2e_bazel proves it."""
    from tests.compiler.cleanroom.swiglu_tp_sp import swiglu_tp_sp
    assert (DATA / "swiglu_tp_sp2.textproto").read_text() == plan_io.plan_to_text(swiglu_tp_sp(2))
    inf = _inf(swiglu_tp_sp(2))
    assert [s.app.rule.name for s in inf.steps] == [
        "all_gather", "matmul_col", "matmul_col", "map1_reindex", "map2_reindex", "matmul_row",
        "reduce_scatter", "map2_reindex"]
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (8, 7)


def test_rational_scale_renders_over_a_field():
    from emitter import coq_render as C
    from emitter.symbolic import Poly
    names = C.Names(canonical=True)
    k = Ratio(Poly.const(1), Poly.var("a:dp"))
    assert scale_needs_field(k) and C.ring_scale(k, names) == "(1%:R / P0%:R)%R"
    assert C.ring_scale(3, names) == "(3%:R)%R"


def test_obligation_imports_the_rule_module_only():
    _, unique = obligations.build(_inf(plans.mlp_tp(2)))
    for ob in unique.values():
        assert "From TV Require Import Rules." in ob.source
        assert "RulesRow" not in ob.source and "RulesAttention" not in ob.source


def test_library_index_knows_field_sections():
    idx = rules.library_index()
    assert idx["rule_matmul_col"] == ("TV.Rules", False)
    assert idx["rule_softmax_reindex"] == ("TV.RulesRow", True)


@pytest.mark.parametrize("name", sorted(plans.EXAMPLE_STOPS))
def test_correct_examples_are_never_misclassified(name, outdir):
    """A correct example is either generated (then proved by Bazel) or stops
    at missing_relation_rule naming the node and the candidates; never
    false_goal, certificate_bug or a crash."""
    res = prove.prove(str(plans.EXAMPLES_DIR / f"{name}.textproto"), str(outdir), run_tests=False)
    assert res.category in (Category.PROVED, Category.MISSING_RELATION_RULE), (res.category, res.message)
    assert (res.category == Category.PROVED) == (plans.EXAMPLE_STOPS[name] == "PROVED"), res.message
    if res.category == Category.MISSING_RELATION_RULE:
        assert res.location["pm_node"] == plans.EXAMPLE_STOPS[name], res.message
        if plans.EXAMPLE_STOPS[name] is not None:
            assert res.rule_candidates is not None


def test_dp_tp_mlp_two_axis_mesh():
    """DP x TP MLP (forward + backward) on a 2-axis mesh: every local step is
    lifted with nest_map*/axis_map*, TP all-reduces with nest_coll_inner /
    axis_coll, DP gradient all-reduces with nest_all_reduce_outer;
    test_e2e_bazel proves it."""
    inf = _inf(plans.mlp_dp_tp(2, 2))
    names = [s.app.rule.name for s in inf.steps]
    assert names[:4] == ["nest(matmul_lead, matmul_col)", "nest(map1_reindex, map1_reindex)",
                         "nest(matmul_lead, matmul_row)", "nest_coll_inner^1(axis_coll(all_reduce))"]
    assert names.count("nest_all_reduce_outer") == 2
    per_step, unique = obligations.build(inf)
    assert (len(per_step), len(unique)) == (16, 13)
    # rank symmetry over both axes
    _, u8 = obligations.build(_inf(plans.mlp_dp_tp(4, 8)))
    assert {k: v.source for k, v in u8.items()} == {k: v.source for k, v in unique.items()}
    for ob in unique.values():
        assert "From TV Require Import Mesh." in ob.source and "rel_nest" in ob.statement


def test_fsdp_outer_all_gather_and_reduce_scatter(outdir):
    """FSDP x TP (MeshOuter.v; details in test_rules_fsdp.py): generated in
    full; test_e2e_bazel proves it."""
    res = prove.prove(str(plans.EXAMPLES_DIR / "fsdp_tp_2d.textproto"), str(outdir), run_tests=False)
    assert res.category == Category.PROVED and res.generated_only, res.message


def test_generic_replicated_and_partial_sum_rules():
    """rule_replicated_op1 at the op's registered fact, the generic pointwise maps
    and rule_linear_op1/2 at the ops' linear facts are selected (test_e2e_bazel proves
    the plan)."""
    inf = _inf(plans.generic_rules_tp(2))
    assert [s.app.rule.name for s in inf.steps] == [
        "map1_replicated", "map1_replicated", "map2_replicated", "replicated_op1", "matmul_row",
        "linear_op1", "linear_op1", "linear_op2", "all_reduce"]
    _, unique = obligations.build(inf)
    src = "\n".join(o.source for o in unique.values())
    assert "(resp_reduce_sum _ _)" in src and "@rule_map1_replicated R (fun a => (- a)%R)" in src
    assert " lin_scale)" in src and " lin_neg)" in src and " lin_sub)" in src


def test_embedding_lists_the_registered_embedding_off_rule():
    from emitter.errors import Location
    reg = rules.default_registry()
    node = plan_pb2.Node(name="e", op=plan_pb2.OP_EMBEDDING)
    ctx = rules.MatchCtx(node=node, sm_node=None, inputs=(), axis="tp", out_local=(), out_sm=(), dims=None,
                         groups=None, mesh=None)
    with pytest.raises(MissingRelationRule) as e:
        reg.select(ctx, Location())
    assert any("embedding_vocab" in c for c in e.value.details["rule_candidates"])


def test_out_of_memory_is_resource_limit(monkeypatch):
    """A MemoryError anywhere in the pipeline (the evaluator on a huge plan
    under a memory cap) is classified, never a traceback."""
    from emitter import prove as prove_mod

    def oom(vp):
        raise MemoryError("Unable to allocate 8.00 GiB")

    monkeypatch.setattr(prove_mod, "falsify", oom)
    res = prove_mod.prove("tests/compiler/data/mlp_tp2.textproto", run_tests=False)
    assert res.category.label == "resource_limit"
    assert res.as_json()["exit_code"] == 18
    assert "MemoryError: Unable to allocate" in res.render()


def test_false_goal_comes_before_a_generation_error(monkeypatch):
    """The evaluator runs beside generation (emitter.beside); its false goal
    is still the verdict when generation fails too, as when it ran first."""
    from emitter import prove as prove_mod
    from emitter.errors import FalseGoal, Location, MissingRelationRule

    def false_goal(vp):
        raise FalseGoal("observable 'y' differs", Location(graph="pm", node="a"), counterexample={"rank": 1})

    def no_rule(*a, **k):
        raise MissingRelationRule("no rule", Location(graph="pm", node="b"))

    monkeypatch.setattr(prove_mod, "falsify", false_goal)
    monkeypatch.setattr(prove_mod, "generate", no_rule)
    res = prove_mod.prove("tests/compiler/data/mlp_tp2.textproto", run_tests=False)
    assert res.category == Category.FALSE_GOAL
    assert res.location["pm_node"] == "a" and res.counterexample == {"rank": 1}


def test_evaluator_killed_is_resource_limit(monkeypatch):
    """The evaluator's process dying without a word (the OOM killer) is a
    resource limit, not a traceback or a verdict on the plan."""
    import os
    from emitter import prove as prove_mod

    monkeypatch.setattr(prove_mod, "falsify", lambda vp: os._exit(9))
    res = prove_mod.prove("tests/compiler/data/mlp_tp2.textproto", run_tests=False)
    assert res.category == Category.RESOURCE_LIMIT
    assert "exit code 9" in res.message


def test_evaluator_unpicklable_exception_is_reported(monkeypatch):
    from emitter import beside

    class Local(Exception):  # a local class does not pickle
        pass

    def fail():
        raise Local("the evaluator's own bug")

    with pytest.raises(RuntimeError, match="the evaluator's own bug"):
        beside.Beside(fail).result()
    assert beside.Beside(sum, [1, 2]).result() == 3


def _mutate_operator(p):  # the PM's silu replaced by sigmoid, still claiming to realize the SM silu
    next(n for n in p.programs[0].graph.nodes if n.name == "a").op = plan_pb2.OP_SIGMOID


def _mutate_ownership(p):  # x bound as partial sums instead of replicated
    next(b for b in p.inputs if b.pm_tensor == "x").relation.placements[0].kind = plan_pb2.REL_PARTIAL_SUM


def _mutate_side_condition(p):  # f = tp * f_l becomes f = tp * f_l + 1
    p.constraints[0].rhs.constant = 1


@pytest.mark.parametrize("mutate,category,where", [
    (_mutate_operator, Category.AMBIGUOUS_AUTHORITY, ("pm_node", "a")),
    (_mutate_ownership, Category.FALSE_GOAL, ("pm_node", "h")),
    (_mutate_side_condition, Category.INVALID_PLAN, ("tensor", "w1")),
])
def test_pipeline_mutations_rejected_at_their_stage(mutate, category, where, outdir, tmp_path):
    """Issue 5 acceptance 3 (a)-(c): one corrupted operator, ownership
    relation or side condition of a correct plan is rejected with its
    category, localized, nothing written; (d)-(e), corrupted generated
    proof lines and statements, are in test_e2e_bazel (they need Coq)."""
    plan = plan_io.load(str(plans.EXAMPLES_DIR / "mlp_tp2.textproto"))
    mutate(plan)
    path = tmp_path / "mutant.textproto"
    plan_io.save(plan, str(path))
    res = prove.prove(str(path), str(outdir), run_tests=False)
    assert res.category == category, res.message
    assert res.location[where[0]] == where[1]
    assert not outdir.exists()


def test_verdict_names_the_axes_fixed_at_size_1(outdir, tmp_path):
    # the Llama tp4_sp plan has dp = cp = 1 and elides their collectives: its
    # proof holds at that size only, and the verdict must say so
    from tests.compiler.test_rules_vocab import _emb_plan
    path = tmp_path / "emb.binpb"
    plan_io.save(_emb_plan(), str(path))
    res = prove.prove(str(path), str(outdir), run_tests=False)
    assert res.category == Category.PROVED and res.generated_only
    assert res.fixed_axes == ["cp", "dp"] and res.as_json()["fixed_axes"] == ["cp", "dp"]
    assert "fixed at size 1 (not proved for other sizes): cp, dp" in res.render()
    res = prove.prove(str(REPO / "tests/data/examples/mlp_tp2.textproto"), str(outdir), run_tests=False)
    assert res.fixed_axes == [] and "fixed at size 1" not in res.render()


def test_out_outside_a_workspace_is_a_usage_error_before_loading(tmp_path):
    # the plan does not exist: the --out check comes first, before any work
    res = prove.prove(str(tmp_path / "missing.textproto"), str(tmp_path / "out"))
    assert res.category == Category.USAGE and "not inside a Bazel workspace" in res.message
    assert not (tmp_path / "out").exists()


class _Library:
    """Stands in for prove.LibraryBuild: records what tv prove asks of it."""
    last = None

    def __init__(self, ws, startup, extra, verbose=False):
        self.calls = []
        _Library.last = self

    def start(self):
        self.calls.append("start")

    def wait(self):
        self.calls.append("wait")

    def stop(self):
        self.calls.append("stop")


def test_library_build_starts_once_the_plan_is_valid(outdir, monkeypatch, tmp_path):
    """The library's `bazel build` runs beside generation, but malformed
    input starts no Bazel, and a verdict before Bazel cancels it."""
    monkeypatch.setattr(prove, "LibraryBuild", _Library)
    bad = tmp_path / "bad.textproto"
    bad.write_text("not a plan {")
    assert prove.prove(str(bad), str(outdir)).category == Category.INVALID_PLAN
    assert _Library.last.calls == ["stop"]
    assert prove.prove(str(DATA / "mlp_tp2_no_allreduce.textproto"), str(outdir)).category == Category.FALSE_GOAL
    assert _Library.last.calls == ["start", "stop"]
    prove.prove(str(DATA / "mlp_tp2.textproto"), str(outdir), run_tests=False)
    assert _Library.last.calls == ["start", "stop"]  # no Bazel at all: none made
