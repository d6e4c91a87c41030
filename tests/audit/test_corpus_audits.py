"""Audits 2-5 and 7 (axiom footprint, statement drift, coverage, provenance,
the independent statement reader) on a real corpus generated in a scratch repository: clean it passes every audit;
each planted violation fails with a message naming the file and line."""
from __future__ import annotations

import hashlib
import inspect
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from audit import main as audit_main
from emitter import plan_io, prove, validate
from frontends.common.plan_writer import PlanBuilder, rep, shard
from proto import plan_pb2

P = plan_pb2
CORPUS_AUDITS = ["axiom-footprint", "statement-drift", "coverage", "provenance", "stale", "statement-reader"]
ALLOWLIST = "# header\nfunext_dep  # reviewed: example entry\n"


def model_source():
    """The artifact the plan's provenance names (a top-level function)."""
    return "mlp"


def tp_mlp_plan(prov: list[tuple[str, bytes]]) -> P.Plan:
    b = PlanBuilder("mlp_tp2")
    tp = b.axis("tp", 2)
    b.group("tp", ["tp"])
    n, d, f, fl = b.symbols("n d f f_l")
    b.constrain(f, "==", tp.size * fl, "f_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    a = sm.silu(sm.matmul(x, w1, "h"), "a")
    sm.matmul(a, w2, "y")
    pm = b.program()
    xl, w1l, w2l = pm.input("x", [n, d]), pm.param("w1", [d, fl]), pm.param("w2", [fl, d])
    al = pm.silu(pm.matmul(xl, w1l, "h", realizes="h"), "a", realizes="a")
    pm.all_reduce(pm.matmul(al, w2l, "y_partial", realizes="y"), "tp", 0, "y")
    b.bind("x", "x", b.rel(tp=rep()))
    b.bind("w1", "w1", b.rel(tp=shard(1)))
    b.bind("w2", "w2", b.rel(tp=shard(0)))
    b.observe("y", "y", "y", b.rel(tp=rep()), output="value")
    for artifact, content in prov:
        b.provenance(artifact, content)
    return b.build()


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def verdict(src: bytes, ok: bool = True, detail: str = "") -> str:
    return "%s\nsource sha256 %s\ntoolchain sha256 %s\n%s\n" % (
        "PASS" if ok else "FAIL", sha(src), "0" * 64,
        detail or "X: statement checked; assumptions: closed under the global context")


@pytest.fixture
def repo(tmp_path) -> Path:
    """A scratch repository: allowlist, a provenance source, a plan, the
    corpus generated from it, and PASS verdicts as Bazel would write them."""
    root = tmp_path / "repo"
    (root / "semantics").mkdir(parents=True)
    (root / "semantics/AXIOM_ALLOWLIST").write_text(ALLOWLIST)
    (root / "src").mkdir()
    src = "import os\n\n\n" + inspect.getsource(model_source)
    (root / "src/model.py").write_text(src)
    plan = tp_mlp_plan([("src/model.py:model_source", inspect.getsource(model_source).encode()),
                        ("src/model.py", src.encode())])
    (root / "plans").mkdir()
    plan_path = root / "plans/mlp_tp2.textproto"
    plan_io.save(plan, str(plan_path))
    gen = prove.generate(validate.validate(plan_io.load(str(plan_path))), plan_path.read_bytes(), "c")
    pkg = root / "generated/c"
    pkg.mkdir(parents=True)
    for rel, data in gen.files.items():
        (pkg / rel).write_bytes(data)
    write_verdicts(root)
    return root


def write_verdicts(root: Path, **override):
    pkg, out = root / "generated/c", root / "bazel-bin/generated/c"
    out.mkdir(parents=True, exist_ok=True)
    for v in sorted(pkg.glob("*.v")):
        (out / (v.stem + ".verdict")).write_text(override.get(v.stem) or verdict(v.read_bytes()))


def run(root: Path, *names: str) -> list[str]:
    return [str(f) for f in audit_main.run_audits(root, list(names) or CORPUS_AUDITS, coqc="/nonexistent")]


def corpus_findings(root: Path, *names: str) -> list[str]:
    # rule footprint is tested separately (it needs a compiled library)
    return [f for f in run(root, *names) if "semantics/rules.textproto" not in f]


def obligations(root: Path) -> list[str]:
    return sorted(p.stem for p in (root / "generated/c").glob("ob_*.v"))


def theorem_line(path: Path) -> int:
    return next(i for i, l in enumerate(path.read_text().splitlines(), 1) if l.startswith("Theorem "))


def test_clean_corpus_passes_every_corpus_audit(repo):
    assert corpus_findings(repo) == []
    reports = []
    audit_main.run_audits(repo, ["coverage"], reports=reports)
    assert str(reports[0]).startswith("generated/c: obligations 4/4 proved (4 before deduplication); "
                                      "observables 1/1 proved")


# ---------------------------------------------------------------- footprint

def test_footprint_unallowed_assumption_in_verdict(repo):
    ob = obligations(repo)[1]
    v = repo / "generated/c" / (ob + ".v")
    write_verdicts(repo, **{ob: verdict(v.read_bytes(), detail="X: statement checked; assumptions: cheat, funext_dep")})
    out = corpus_findings(repo, "axiom-footprint")
    assert out == ["generated/c/%s.v:%d: [axiom-footprint] %s depends on `cheat`, outside the axiom allowlist"
                   % (ob, theorem_line(v), ob)]


def test_footprint_fail_verdict_outside_allowlist(repo):
    cert = repo / "generated/c/certificate.v"
    write_verdicts(repo, certificate=verdict(cert.read_bytes(), ok=False,
                                             detail="T depends on assumptions outside the allowlist: classic\n"))
    out = corpus_findings(repo, "axiom-footprint")
    assert out == ["generated/c/certificate.v:%d: [axiom-footprint] certificate depends on classic, outside the "
                   "axiom allowlist" % theorem_line(cert)]


def test_footprint_stale_and_missing_verdicts_fail_closed(repo):
    obs = obligations(repo)
    (repo / "bazel-bin/generated/c" / (obs[0] + ".verdict")).unlink()
    v1 = repo / "generated/c" / (obs[1] + ".v")
    v1.write_text(v1.read_text() + "(* edited *)\n")
    out = corpus_findings(repo, "axiom-footprint")
    assert len(out) == 2, out
    v0 = repo / "generated/c" / (obs[0] + ".v")
    assert out[0].startswith("generated/c/%s.v:%d: [axiom-footprint] no verdict file" % (obs[0], theorem_line(v0)))
    assert out[1].startswith("generated/c/%s.v:%d: [axiom-footprint] verdict is stale" % (obs[1], theorem_line(v1)))


@pytest.fixture
def coq_library(repo):
    coqc = shutil.which("coqc")
    if not coqc:
        pytest.skip("coqc not installed")
    lib = repo / "bazel-bin/semantics/semantics_coq"
    lib.mkdir(parents=True)
    (lib / "Good.v").write_text("Lemma good : True. Proof. exact I. Qed.\n")
    (lib / "Bad.v").write_text("Axiom cheat : False.\nLemma bad : True. Proof. case cheat. Qed.\n")
    record = []
    for m in ("Good", "Bad"):
        subprocess.run([coqc, "-q", "-Q", str(lib), "TV", str(lib / (m + ".v"))], check=True, cwd=lib)
        src = (lib / (m + ".v")).read_text()
        (repo / "semantics" / (m + ".v")).write_text(src)
        record.append("%s  semantics/%s.v\n" % (sha(src.encode()), m))
    (lib / "SOURCES.sha256").write_text("".join(record))  # as coq_library records it
    return coqc


REGISTRY = """coq_prefix: "TV"
rules {
  name: "good"
  lemma: "good"
  module: "TV.Good"
}
rules {
  name: "bad"
  lemma: "bad"
  module: "TV.Bad"
}
"""


def test_footprint_rule_with_axiom_fails(repo, coq_library):
    (repo / "semantics/rules.textproto").write_text(REGISTRY)
    out = [str(f) for f in audit_main.run_audits(repo, ["axiom-footprint"], coqc=coq_library)]
    assert out == ["semantics/rules.textproto:9: [axiom-footprint] rule `bad` (TV.Bad.bad) depends on `Bad.cheat`, "
                   "outside the axiom allowlist"]
    (repo / "semantics/AXIOM_ALLOWLIST").write_text(ALLOWLIST + "cheat  # planted, reviewed for this test\n")
    assert [str(f) for f in audit_main.run_audits(repo, ["axiom-footprint"], coqc=coq_library)] == []


def test_footprint_rule_naming_missing_lemma_fails(repo, coq_library):
    (repo / "semantics/rules.textproto").write_text(REGISTRY.replace('lemma: "bad"', 'lemma: "gone"'))
    out = [str(f) for f in audit_main.run_audits(repo, ["axiom-footprint"], coqc=coq_library)]
    assert len(out) == 1 and out[0].startswith(
        "semantics/rules.textproto:9: [axiom-footprint] rule `bad`: cannot print assumptions of TV.Bad.gone"), out


def test_footprint_stale_library_fails(repo, coq_library):
    (repo / "semantics/rules.textproto").write_text(REGISTRY)
    (repo / "semantics/AXIOM_ALLOWLIST").write_text(ALLOWLIST + "cheat  # planted\n")
    (repo / "semantics/Good.v").write_text("Lemma good : 1 = 1. Proof. reflexivity. Qed.\n")  # edited, not rebuilt
    out = [str(f) for f in audit_main.run_audits(repo, ["axiom-footprint"], coqc=coq_library)]
    assert out == ["semantics/Good.v:1: [axiom-footprint] compiled library is not of this source: "
                   "run `bazel build //semantics`"], out


# ---------------------------------------------------------------- drift

def test_drift_changed_statement_without_manifest_change(repo):
    ob = obligations(repo)[0]
    stmt = repo / "generated/c" / (ob + ".stmt")
    stmt.write_text(stmt.read_text().replace("->", "/\\", 1))
    out = corpus_findings(repo, "statement-drift")
    assert any(f.startswith("generated/c/%s.stmt:1: [statement-drift] statement of %s changed without a manifest "
                            "change" % (ob, ob)) for f in out), out
    assert any("is not the content address of its statement" in f for f in out), out


def test_drift_manifest_updated_but_regeneration_differs(repo):
    """Edit a statement AND its manifest hashes consistently: only regenerating
    from the plan exposes it."""
    ob = obligations(repo)[0]
    stmt = repo / "generated/c" / (ob + ".stmt")
    new = stmt.read_text().replace("->", "/\\", 1)
    stmt.write_text(new)
    man = repo / "generated/c/MANIFEST.json"
    doc = json.loads(man.read_text())
    doc["statements"][ob] = sha(new[:-1].encode())
    doc["files"][ob + ".stmt"] = sha(new.encode())
    man.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    out = corpus_findings(repo, "statement-drift")
    assert any("is not the content address" in f for f in out), out
    doc_fixed_name = [f for f in out if "content address" not in f]
    assert doc_fixed_name == [], out  # regeneration runs only on a self-consistent corpus
    # now make the name a content address too (a renamed, self-consistent forgery)
    h = sha(new[:-1].encode())
    newname = "ob_" + h[:16]
    # rename every mention so the corpus is self-consistent
    for p in (repo / "generated/c").iterdir():
        if p.suffix in (".v", ".stmt", "") and p.is_file() or p.name == "BUILD":
            p.write_text(p.read_text().replace(ob, newname))
    for ext in (".v", ".stmt"):
        (repo / "generated/c" / (ob + ext)).rename(repo / "generated/c" / (newname + ext))
    doc = json.loads(man.read_text().replace(ob, newname))
    for rel in list(doc["files"]):
        doc["files"][rel] = sha((repo / "generated/c" / rel).read_bytes())
    man.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    out = corpus_findings(repo, "statement-drift")
    assert any(f.startswith("generated/c/%s.stmt:1: [statement-drift] regenerating from plans/mlp_tp2.textproto "
                            "does not produce this file" % newname) for f in out), out


def test_drift_manifest_entry_without_target_and_missing_plan(repo):
    man = repo / "generated/c/MANIFEST.json"
    doc = json.loads(man.read_text())
    doc["statements"]["ob_0000000000000000"] = "0" * 64
    man.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    line = next(i for i, l in enumerate(man.read_text().splitlines(), 1) if "ob_0000000000000000" in l)
    assert corpus_findings(repo, "statement-drift") == [
        "generated/c/MANIFEST.json:%d: [statement-drift] manifest records a statement for ob_0000000000000000, "
        "which generated/c/BUILD does not list" % line]


def test_drift_without_plan_fails_closed(repo):
    (repo / "plans/mlp_tp2.textproto").unlink()
    out = corpus_findings(repo, "statement-drift")
    assert len(out) == 1 and out[0].startswith("generated/c/MANIFEST.json:") \
        and "lacks field `plan_path`" in out[0] and "failing closed" in out[0], out


# ---------------------------------------------------------------- coverage

def test_coverage_unproved_obligation_fails(repo):
    ob = obligations(repo)[2]
    v = repo / "generated/c" / (ob + ".v")
    write_verdicts(repo, **{ob: verdict(v.read_bytes(), ok=False, detail="coqc rejected x")})
    out = corpus_findings(repo, "coverage")
    assert "generated/c/%s.v:%d: [coverage] obligation %s is not proved (verdict FAIL) and is no listed finding" \
        % (ob, theorem_line(v), ob) in out, out
    assert any("has no `findings` field" in f for f in out), out


def test_coverage_dropped_observable_fails(repo):
    man = repo / "generated/c/MANIFEST.json"
    man.write_text(man.read_text().replace('"observables": 1', '"observables": 0'))
    line = next(i for i, l in enumerate(man.read_text().splitlines(), 1) if '"observables"' in l)
    reports = []
    out = [str(f) for f in audit_main.run_audits(repo, ["coverage"], reports=reports)]
    assert sorted(out) == [
        "generated/c/MANIFEST.json:%d: [coverage] the plan plans/mlp_tp2.textproto has 1 observables, the corpus "
        "claims 0: observables were dropped from the denominator" % line,
        "generated/c/certificate.v:1: [coverage] the certificate's observable pieces state 1 observables, the "
        "manifest counts 0"]
    assert "observables 0/0 proved" in str(reports[0])


@pytest.mark.parametrize("piece", ["certificate_stmt_obs0.stmt", "certificate_obs0.v"])
def test_coverage_edited_statement_piece_or_part_leaves_no_current_verdict(repo, piece):
    """bazel-bin keeps the certificate's old PASS when an edited piece's
    action fails before it: the verdict covers the pieces and parts its
    header records, so it is stale and no observable counts as proved."""
    f = repo / "generated/c" / piece
    f.write_text(f.read_text().replace("rel_replicated", "rel_replicated ") if piece.endswith(".stmt")
                 else f.read_text() + "\n(* edited *)\n")
    reports = []
    out = [str(x) for x in audit_main.run_audits(repo, ["coverage"], reports=reports)]
    assert any(x.startswith(f"generated/c/{piece}:1: [coverage] the verdict of certificate.v is stale: it covers "
                            f"{piece} with sha256") for x in out), out
    assert "observables 0/1 proved" in str(reports[0])


def test_coverage_counts_observables_from_the_checked_statement(repo):
    """A MANIFEST that claims more observables than the statement states is
    a finding, and none is counted proved."""
    man = repo / "generated/c/MANIFEST.json"
    man.write_text(man.read_text().replace('"observables": 1', '"observables": 2'))
    reports = []
    out = [str(f) for f in audit_main.run_audits(repo, ["coverage"], reports=reports)]
    assert "generated/c/certificate.v:1: [coverage] the certificate's observable pieces state 1 observables, " \
        "the manifest counts 2" in out, out
    assert "observables 0/2 proved" in str(reports[0])


def test_coverage_missing_denominator_fails_closed(repo):
    man = repo / "generated/c/MANIFEST.json"
    doc = json.loads(man.read_text())
    del doc["counts"]["obligations_total"]
    man.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    out = corpus_findings(repo, "coverage")
    assert len(out) == 1 and out[0].startswith("generated/c/MANIFEST.json:") and "obligations_total" in out[0] \
        and "failing closed" in out[0], out


def test_coverage_failed_certificate_counts_zero_observables(repo):
    cert = repo / "generated/c/certificate.v"
    write_verdicts(repo, certificate=verdict(cert.read_bytes(), ok=False, detail="coqc rejected"))
    reports = []
    out = [str(f) for f in audit_main.run_audits(repo, ["coverage"], reports=reports)]
    assert out == ["generated/c/certificate.v:%d: [coverage] certificate is not proved (verdict FAIL): 0/1 observables"
                   % theorem_line(cert)]
    assert "observables 0/1 proved" in str(reports[0])


# ---------------------------------------------------------------- provenance

def provenance_line(root: Path, i: int) -> int:
    lines = (root / "plans/mlp_tp2.textproto").read_text().splitlines()
    return [n for n, l in enumerate(lines, 1) if l.startswith("provenance {")][i]


def test_provenance_changed_source_file(repo):
    (repo / "src/model.py").write_text((repo / "src/model.py").read_text() + "# edited after planning\n")
    out = corpus_findings(repo, "provenance")
    assert len(out) == 1 and out[0].startswith(
        "plans/mlp_tp2.textproto:%d: [provenance] provenance[1] 'src/model.py' records sha256" % provenance_line(repo, 1)), out


def test_provenance_changed_function(repo):
    p = repo / "src/model.py"
    p.write_text(p.read_text().replace('return "mlp"', 'return "mlp2"'))
    out = corpus_findings(repo, "provenance")
    assert len(out) == 2 and out[0].startswith(
        "plans/mlp_tp2.textproto:%d: [provenance] provenance[0] 'src/model.py:model_source' records sha256"
        % provenance_line(repo, 0)), out


def test_provenance_unresolvable_artifact_fails_closed(tmp_path, repo):
    plan_path = repo / "plans/mlp_tp2.textproto"
    plan = plan_io.load(str(plan_path))
    plan.provenance.add(artifact="somewhere:else", sha256="0" * 64)
    plan_io.save(plan, str(plan_path))
    man = repo / "generated/c/MANIFEST.json"
    doc = json.loads(man.read_text())
    doc["plan_sha256"] = sha(plan_path.read_bytes())
    man.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    out = corpus_findings(repo, "provenance")
    assert out == ["plans/mlp_tp2.textproto:%d: [provenance] provenance[2] 'somewhere:else': names no file in the "
                   "repository; cannot check it, failing closed" % provenance_line(repo, 2)]


def test_main_exit_code(repo, capsys):
    from absl import flags
    flags.FLAGS(["audit", "--root=%s" % repo, "--coqc=/nonexistent"])
    try:
        assert audit_main.main(["audit", "coverage", "provenance"]) == 0
        (repo / "src/model.py").write_text("changed\n")
        assert audit_main.main(["audit", "provenance"]) == audit_main.EXIT_TRUST_FAILURE
        assert audit_main.main(["audit", "nonsense"]) == 2
    finally:
        flags.FLAGS.unparse_flags()
    assert "[provenance]" in capsys.readouterr().out
