"""`tools/prove-corpus CORPUS --report DIR`: the reports of a committed
corpus after `bazel test //generated/CORPUS/...`.

Each member's verdict document is what `tv prove --json` would have said,
made from the member's MANIFEST record (verdict, location, counterexample,
obligation table, claim) and Bazel's verdict files (a generated member is
`proved` only if every obligation and the certificate PASS for the
committed sources: corpus/coverage.verdict_passes; else it stays
`generated`). DIR/index.html lists the members; DIR/<member>/ holds each
member's report (emitter/report.py) and verdict.json. A single package
(generated/example) is one report in DIR. Written whole or not at all.
"""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Optional

from corpus import build, coverage
from emitter import build_render, plan_io, report, verdict_doc
from emitter.errors import Category, Location, UsageError
from corpus.spec import Member
from tools.coq import assumptions as A


def _cert_axioms(bazel_bin: Path, pkg_rel: str) -> Optional[list]:
    try:
        return A.of_verdict((bazel_bin / pkg_rel / "certificate.verdict").read_text()) or []
    except OSError:
        return None


def package_doc(root: Path, bazel_bin: Path, pkg_rel: str, plan_name: str, table: Optional[dict],
                claim: dict, observables: int, total: int, unique: int) -> dict:
    pkg = root / pkg_rel
    names = sorted(table) if table else sorted(p.name[:-2] for p in pkg.glob("ob_*.v"))
    proved = sum(coverage.verdict_passes(bazel_bin, pkg, pkg_rel, n) for n in names)
    cert = coverage.verdict_passes(bazel_bin, pkg, pkg_rel, "certificate")
    ok = cert and proved == len(names)
    prefix = build_render.prefix_for(plan_name)
    return {
        "verdict": "proved" if ok else "generated", "exit_code": 0, "plan": plan_name,
        "message": "every obligation and the certificate PASS (bazel test)" if ok else
        f"not proved: {proved}/{len(names)} obligations and the certificate {'PASS' if cert else 'not PASS'} "
        "(run bazel test first)",
        "obligations": {"total": total, "unique": unique, "proved": proved},
        "observables": {"total": observables, "covered": observables if ok else 0},
        "axioms": _cert_axioms(bazel_bin, pkg_rel) if ok else None, "claim": claim, "location": None,
        "obligation_table": table, "package": pkg_rel,
        "theorem": {"name": f"{prefix}.certificate.certificate",
                    "statement": (pkg / "certificate.stmt").read_text().rstrip("\n"),
                    "target": f"//{pkg_rel}:certificate"},
        "seconds": 0.0,
    }


def member_doc(root: Path, bazel_bin: Path, r: dict) -> dict:
    if r["verdict"] == "generated":
        return package_doc(root, bazel_bin, r["package"], r["plan"], r["obligations"], r["claim"],
                           r["observables"], r["obligations_total"], r["obligations_unique"])
    cat = next(c for c in Category if c.label == r["verdict"])
    return {"verdict": r["verdict"], "exit_code": cat.exit_code, "plan": r["plan"], "message": r.get("message", ""),
            "location": r.get("location"), "expected_relation": r.get("expected_relation"),
            "inferred_relation": r.get("inferred_relation"), "counterexample": r.get("counterexample"),
            "seconds": 0.0}


def files(root: Path, bazel_bin: Path, corpus: str) -> dict[str, bytes]:
    manifest = root / "generated" / corpus / "MANIFEST.json"
    try:
        doc = json.loads(manifest.read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise UsageError(f"no readable corpus manifest {manifest}: {e}", Location(field="CORPUS"))
    out: dict[str, bytes] = {}
    with tempfile.TemporaryDirectory() as tmp:
        if "members" not in doc:  # a single package
            pkg_rel = f"generated/{corpus}"
            v = package_doc(root, bazel_bin, pkg_rel, doc["plan"], None, doc["claim"],
                            doc["counts"]["observables"], doc["counts"]["obligations_total"],
                            doc["counts"]["obligations_unique"])
            plan = _plan_by_hash(root, doc["plan_sha256"])
            out.update(report.render(verdict_doc.parse(v), report.load_plan(str(plan))))
            out["verdict.json"] = (json.dumps(v, indent=1, sort_keys=True) + "\n").encode()
            return out
        rows = []
        for r in doc["members"]:
            v = member_doc(root, bazel_bin, r)
            m = Member(r["name"], r["source"], r["source"].endswith(".json"), r["expect"])
            plan = _plan_file(root, r.get("package"), m, Path(tmp))
            src = report.load_plan(str(plan))
            if plan.suffix == ".textproto":  # shipped with the report, named as the report names it
                out[f"{r['name']}/plan.textproto"] = plan.read_bytes()
                src = report.PlanSource(src.plan, "plan.textproto", src.lines)
            for name, data in report.render(verdict_doc.parse(v), src).items():
                out[f"{r['name']}/{name}"] = data
            out[f"{r['name']}/verdict.json"] = (json.dumps(v, indent=1, sort_keys=True) + "\n").encode()
            as_expected = v["verdict"] == ("proved" if r["expect"] == "proved" else r["expect"])
            rows.append(f'<tr><td><a href="{report._e(r["name"])}/index.html">{report._e(r["name"])}</a></td>'
                        f"<td>{report._e(v['verdict'])}</td><td>{report._e(r['expect'])}</td>"
                        f"<td>{'yes' if as_expected else '<b>NO</b>'}</td><td>{report._e(v['message'][:200])}</td></tr>")
    out["index.html"] = ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                         f"<title>TrainVerify corpus {report._e(corpus)}</title><style>{report.CSS}</style></head><body>"
                         f"<h1>Corpus {report._e(corpus)}</h1><p>{len(doc['members'])} members "
                         f"(spec {report._e(doc['spec'])})</p><table><tr><th>member</th><th>verdict</th>"
                         "<th>expected</th><th>as expected</th><th>message</th></tr>" + "".join(rows)
                         + "</table></body></html>\n").encode()
    return dict(sorted(out.items()))


def _plan_file(root: Path, pkg_rel: Optional[str], m: Optional[Member], tmp: Path) -> Path:
    """The member's plan: the package's committed plan, else (a failing
    member) its plan built again, as text (written beside its report, whose
    node lines point into it)."""
    if pkg_rel and (root / pkg_rel / build.PLAN_FILE).is_file():
        return root / pkg_rel / build.PLAN_FILE
    path = tmp / m.name / "plan.textproto"
    path.parent.mkdir(parents=True, exist_ok=True)
    plan_io.save(build.member_plan(root, m), str(path))
    return path


def _plan_by_hash(root: Path, digest: str) -> Path:
    """A single package's plan: the file under tests/ its MANIFEST hashes."""
    for p in sorted(root.glob("tests/**/*")):
        if p.suffix in (".textproto", ".binpb", ".pb") and p.is_file() and build.sha256(p.read_bytes()) == digest:
            return p
    raise UsageError(f"no plan file under tests/ has the package's plan sha256 {digest}", Location(field="CORPUS"))


def write(root: Path, bazel_bin: Path, corpus: str, target: str) -> Path:
    return report.write_dir(target, files(root, bazel_bin, corpus))
