"""tv coverage CORPUS: what the committed corpus generated/CORPUS/ proves.

For each member and for the corpus: obligations proved / total by relation
kind and by parallelism (mesh axis), before and after deduplication;
observables covered / total, where the denominator of required observables
(loss, logits, every SM parameter's gradient) is derived from the SM graph;
and the findings (planted defects refuted with a counterexample, members the
compiler stops on). A member that is not proved stays in every denominator.
Each generated member's claim (emitter/claim.py, as its MANIFEST records
it) says which sizes its certificate covers. A single package (CORPUS with
no spec, e.g. generated/example) reports its certificate and claim.

An obligation counts as proved only if Bazel's verdict file says PASS for
the source file as it is now (run `bazel test //generated/CORPUS/...` first).
report() also says whether the corpus is complete: every member expected to
be proved is, every planted defect is refuted, and no member is a gap (an
equivalent rewrite the compiler does not prove yet, listed apart).
"""
from __future__ import annotations

import collections
import json
from pathlib import Path

from corpus import build
from audit.corpus import recorded_inputs, stated_observables
from emitter.claim import Claim

KIND_LABELS = {"contiguous_shard": "contiguous", "zigzag": "zigzag", "expert_partition": "expert",
               "partial_sum": "partial sum", "replicated": "replicated", "permuted": "permuted"}


def verdict_passes(bazel_bin: Path, pkg: Path, pkg_rel: str, name: str) -> bool:
    """PASS, and computed for the committed source and every input it
    records (a stale verdict is no proof: audit.corpus.current_verdict)."""
    try:
        lines = (bazel_bin / pkg_rel / f"{name}.verdict").read_text().splitlines()
    except OSError:
        return False
    src = next((l.split()[-1] for l in lines if l.startswith("source sha256 ")), None)
    source = pkg / f"{name}.v"
    return (bool(lines) and lines[0].strip() == "PASS" and source.is_file()
            and src == build.sha256(source.read_bytes())
            and all((pkg / rel).is_file() and build.sha256((pkg / rel).read_bytes()) == digest
                    for rel, digest in recorded_inputs(source).items()))


class Tally:
    def __init__(self):
        self.c = collections.defaultdict(lambda: [0, 0, 0])  # key -> [steps, unique, proved]

    def add(self, key: str, steps: int, proved: bool) -> None:
        e = self.c[key]
        e[0] += steps
        e[1] += 1
        e[2] += int(proved)

    def lines(self, title: str) -> list[str]:
        return [f"    {title} {k:<12} {p:>4}/{u:<4} proved ({s} before deduplication)"
                for k, (s, u, p) in sorted(self.c.items())]


def member_report(root: Path, bazel_bin: Path, r: dict, brief: bool = False) -> tuple[list[str], dict]:
    out = [f"  {r['name']} ({r['plan']}, from {r['source']}; expected {r['expect']})"]
    tot = {"unique": 0, "steps": 0, "proved": 0, "observables": r["observables"], "covered": 0,
           "required": r["required_observables"], "required_covered": 0}
    if r["verdict"] != "generated":
        loc = " ".join(f"{k}={v}" for k, v in (r.get("location") or {}).items() if v is not None)
        what = ("REFUTED (planted defect)" if r["expect"] == r["verdict"] == "false_goal" else
                "GAP (an equivalent plan not proved yet)" if r["expect"] == "gap" else "NOT PROVED")
        out.append(f"    {what}: {r['verdict']} at {loc or '(plan)'}: {r['message'][:200]}")
        out.append(f"    observables 0/{r['observables']} covered; required (SM-derived) 0/{r['required_observables']}")
        return out, tot
    pkg_rel = r["package"]
    pkg = root / pkg_rel
    kinds, axes = Tally(), Tally()
    for name, e in r["obligations"].items():
        ok = verdict_passes(bazel_bin, pkg, pkg_rel, name)
        tot["unique"] += 1
        tot["steps"] += e["steps"]
        tot["proved"] += int(ok)
        for k in e["kinds"]:
            kinds.add(KIND_LABELS.get(k, k), e["steps"], ok)
        for a in e["axes"]:
            axes.add(a, e["steps"], ok)
    cert = verdict_passes(bazel_bin, pkg, pkg_rel, "certificate")
    # covered: what the checked statement states, never the record's count
    if cert and tot["proved"] == tot["unique"] and stated_observables(pkg) == r["observables"]:
        tot["covered"] = r["observables"]
        tot["required_covered"] = r["required_observables"] - len(r["required_missing"])
    out.append(f"    obligations {tot['proved']}/{tot['unique']} proved ({tot['steps']} before deduplication); "
               f"certificate {'PASS' if cert else 'not proved'}")
    # what the certificate states, so that a count is never read as more
    claimed = ["  " + line for line in claim_lines(Claim.from_json(r["claim"]))]
    # brief (tools/prove-corpus): the claim's summary line; the tallies only in full
    out += claimed[:1] if brief else claimed + kinds.lines("by relation kind:") + axes.lines("by parallelism:  ")
    out.append(f"    observables {tot['covered']}/{r['observables']} covered; required (SM-derived: loss, logits, "
               f"every parameter gradient) {tot['required_covered']}/{r['required_observables']}"
               + (f"; missing from the plan: {', '.join(r['required_missing'])}" if r["required_missing"] else ""))
    return out, tot


def package_report(root: Path, bazel_bin: Path, pkg_rel: str, doc: dict) -> tuple[str, bool]:
    """A single generated package (generated/example): its certificate's
    verdict and claim; complete if the certificate is proved."""
    cert = verdict_passes(bazel_bin, root / pkg_rel, pkg_rel, "certificate")
    lines = [f"package {pkg_rel} (plan {doc['plan']}): certificate {'PASS' if cert else 'not proved'}"]
    return "\n".join(lines + claim_lines(Claim.from_json(doc["claim"]))), cert


def claim_lines(claim: Claim) -> list[str]:
    return [f"  claim ({'every size of every axis' if claim.all_sizes else 'size-limited'}): {claim.summary()}"] \
        + claim.lines()


def report(root: Path, bazel_bin: Path, corpus: str, brief: bool = False) -> tuple[str, bool]:
    """`brief`: each member's claim in one line, no tallies by kind or axis."""
    doc = json.loads((root / "generated" / corpus / "MANIFEST.json").read_text())
    if "members" not in doc:
        return package_report(root, bazel_bin, f"generated/{corpus}", doc)
    lines = [f"corpus {corpus} ({len(doc['members'])} members; spec {doc['spec']})"]
    total = collections.Counter()
    findings, gaps, complete = [], [], True
    for r in doc["members"]:
        out, tot = member_report(root, bazel_bin, r, brief)
        lines += out
        if r["expect"] == "proved":
            total.update(tot)
            proved = r["verdict"] == "generated" and tot["proved"] == tot["unique"] and tot["covered"] == tot["observables"]
            complete &= proved
            if r["verdict"] != "generated":
                findings.append(f"{r['name']}: not proved ({r['verdict']})")
        elif r["expect"] == "gap":
            complete = False
            loc = " ".join(f"{k}={v}" for k, v in (r.get("location") or {}).items() if v is not None)
            gaps.append(f"{r['name']}: {r['verdict']} at {loc or '(plan)'}: {r['message'][:160]}")
        else:
            refuted = r["verdict"] == "false_goal"
            complete &= refuted
            loc = (r.get("location") or {})
            cex = r.get("counterexample") or {}
            findings.append(f"{r['name']}: planted defect {'refuted' if refuted else 'NOT refuted'} ({r['verdict']}) "
                            f"at pm_node={loc.get('pm_node')} sm_node={loc.get('sm_node')}; observable "
                            f"{cex.get('observable')} rank {cex.get('rank')} index {cex.get('index')}: expected "
                            f"{cex.get('expected')}, got {cex.get('actual')}")
    lines.append(f"total (members expected to be proved): obligations {total['proved']}/{total['unique']} proved "
                 f"({total['steps']} before deduplication); observables {total['covered']}/{total['observables']}; "
                 f"required observables {total['required_covered']}/{total['required']}")
    lines.append("findings:" + ("" if findings else " none"))
    lines += [f"  {f}" for f in findings]
    if gaps:
        # equivalent rewrites (corpus/rewrites.py) the compiler stops on: failing cases, kept and listed
        lines.append(f"gaps (equivalent plans the compiler does not prove yet): {len(gaps)}")
        lines += [f"  {g}" for g in gaps]
    return "\n".join(lines), complete
