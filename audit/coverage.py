"""Audit 4: coverage over the full corpus denominator.

The denominator comes from MANIFEST.json, never from what happened to pass:
`counts.obligations_total` (before deduplication), `counts.obligations_unique`
(which must equal the obligations the manifest's `statements` and the BUILD
list), and `counts.observables`, which must equal both the conjuncts the
certificate's checked statement states (its observable pieces) and the
observables of the plan the corpus was generated from, pipeline copies
included (emitter/programs.py): an observable missing from the certificate
is dropped from the claim. An obligation is proved iff its verdict is PASS
for the file as it is now; the observables are proved iff the certificate's
verdict is, for the certificate and every piece and part it records as it
is now (corpus.current_verdict), and every obligation it composes is.

Expected-false findings (an observable the evaluator refuted, kept in the
corpus with its counterexample) are listed from the manifest's `findings`
and stay in the denominator. Anything unproved that is not such a finding
fails the audit; a corpus whose manifest has no `findings` field can only
pass when everything is proved.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path

from audit import corpus as C
from audit.findings import Finding

AUDIT = "coverage"


@dataclasses.dataclass
class Report:
    corpus: str
    obligations_total: int = 0
    obligations_unique: int = 0
    obligations_proved: int = 0
    observables_total: int = 0
    observables_proved: int = 0
    findings: list = dataclasses.field(default_factory=list)  # expected-false entries from the manifest

    def __str__(self) -> str:
        fnd = ", ".join(str(f.get("observable", f)) for f in self.findings) or "none"
        return ("%s: obligations %d/%d proved (%d before deduplication); observables %d/%d proved; "
                "expected-false findings: %s" % (self.corpus, self.obligations_proved, self.obligations_unique,
                                                  self.obligations_total, self.observables_proved,
                                                  self.observables_total, fnd))


def audit_corpus(root: Path, bazel_bin: Path, c: C.Corpus) -> tuple[Report, list[Finding]]:
    rep = Report(c.display)
    m, findings = C.load_manifest(c, AUDIT)
    if m is None:
        return rep, findings
    counts, f = C.require(m, c, AUDIT, "counts", dict, "know the corpus denominator")
    findings += f
    stmts, f = C.require(m, c, AUDIT, "statements", dict, "know which obligations the corpus holds")
    findings += f
    if counts is None or stmts is None:
        return rep, findings
    for key in ("obligations_total", "obligations_unique", "observables"):
        if not isinstance(counts.get(key), int) or counts[key] < 0:
            findings.append(Finding(c.manifest_display, m.line(key) if key in m.text else m.line("counts"), AUDIT,
                                    "MANIFEST.json counts lacks `%s`, needed for the denominator; failing closed" % key))
    if findings:
        return rep, findings
    rep.obligations_total = counts["obligations_total"]
    rep.obligations_unique = counts["obligations_unique"]
    rep.observables_total = counts["observables"]
    obligations = sorted(n for n in stmts if n != "certificate")
    listed = sorted(n for n in c.targets if n != "certificate")
    if len(obligations) != rep.obligations_unique:
        findings.append(Finding(c.manifest_display, m.line("obligations_unique"), AUDIT,
                                "counts.obligations_unique is %d but the manifest records %d obligation statements"
                                % (rep.obligations_unique, len(obligations))))
    if listed != obligations:
        findings.append(Finding(c.display + "/BUILD", 1, AUDIT, "BUILD lists %d obligations, the manifest %d: %s"
                                % (len(listed), len(obligations),
                                   ", ".join(sorted(set(listed) ^ set(obligations))))))
    if rep.obligations_total < rep.obligations_unique:
        findings.append(Finding(c.manifest_display, m.line("obligations_total"), AUDIT,
                                "obligations_total %d < obligations_unique %d" % (rep.obligations_total, rep.obligations_unique)))
    if "certificate" not in stmts or "certificate" not in c.targets:
        findings.append(Finding(c.manifest_display, m.line("statements"), AUDIT, "corpus has no certificate"))

    expected_false = m.doc.get("findings")
    if expected_false is not None and not isinstance(expected_false, list):
        findings.append(Finding(c.manifest_display, m.line("findings"), AUDIT, "`findings` is not a list"))
        expected_false = None
    rep.findings = list(expected_false or [])
    excused = {str(f.get("obligation")) for f in rep.findings if isinstance(f, dict) and f.get("obligation")}
    excused_obs = {str(f.get("observable")) for f in rep.findings if isinstance(f, dict) and f.get("observable")}

    unproved = []
    for name in obligations:
        v, f = C.current_verdict(bazel_bin, c, name, AUDIT)
        if v is not None and v.passed:
            rep.obligations_proved += 1
        elif name not in excused:
            unproved.append(name)
            findings += f or [Finding("%s/%s.v" % (c.display, name), C.theorem_line(c.pkg / (name + ".v"), name),
                                      AUDIT, "obligation %s is not proved (verdict FAIL) and is no listed finding" % name)]
    stated = C.stated_observables(c.pkg)
    if stated != rep.observables_total:
        findings.append(Finding(c.display + "/certificate.v", 1, AUDIT,
                                "the certificate's observable pieces state %s observables, the manifest counts %d"
                                % (stated if stated is not None else "no", rep.observables_total)))
    v, f = C.current_verdict(bazel_bin, c, "certificate", AUDIT)
    if v is not None and v.passed:
        # the statement's count and every obligation it composes, too
        if stated == rep.observables_total and not unproved:
            rep.observables_proved = rep.observables_total - len(excused_obs)
    else:
        findings += f or [Finding(c.display + "/certificate.v", C.theorem_line(c.pkg / "certificate.v", "certificate"),
                                  AUDIT, "certificate is not proved (verdict FAIL): 0/%d observables" % rep.observables_total)]
    if unproved and expected_false is None:
        findings.append(Finding(c.manifest_display, 1, AUDIT, "%d obligation(s) unproved and MANIFEST.json has no "
                                "`findings` field listing expected-false targets; failing closed" % len(unproved)))

    plan_path, f = C.locate_plan(root, m, c, AUDIT)
    findings += f
    if plan_path is not None:
        try:
            from emitter import plan_io, programs, validate
            from emitter.errors import PlanError
            n = len(programs.merge(validate.validate(plan_io.load(str(plan_path)))).plan.observables)
        except ImportError as e:
            findings.append(Finding(c.manifest_display, 1, AUDIT, "cannot import the emitter to read the plan: %s" % e))
        except PlanError as e:
            findings.append(Finding(C.display(root, plan_path), 1, AUDIT, "plan does not load: %s" % e.render()))
        else:
            if n != rep.observables_total:
                findings.append(Finding(c.manifest_display, m.line("observables"), AUDIT,
                                        "the plan %s has %d observables, the corpus claims %d: observables were "
                                        "dropped from the denominator" % (C.display(root, plan_path), n, rep.observables_total)))
    return rep, findings


def audit(root: Path, bazel_bin: Path, reports: list | None = None) -> list[Finding]:
    findings = []
    for c in C.corpora(root):
        rep, f = audit_corpus(root, bazel_bin, c)
        findings += f
        if reports is not None:
            reports.append(rep)
    return findings
