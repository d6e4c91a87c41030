"""Build a corpus tree in memory: each member's plan (from the planner or
a plan file), run through the compiler's stages up to the generated
package (no Bazel), and the corpus MANIFEST.json that records where every
input came from and what became of each member.

A member the compiler generates a package for gets generated/<corpus>/<member>/
(obligations, certificate, BUILD, MANIFEST, and plan.binpb: the exact plan
bytes the package was generated from). A member the compiler stops on is a
finding in the corpus MANIFEST with its category, location and, for
false_goal, the evaluator's counterexample; it stays in every denominator.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path
from typing import Optional

from corpus.spec import Member, Spec, SpecError
from emitter import plan_io, prove, validate
from emitter.errors import PlanError
from emitter.evaluator.falsify import falsify
from proto import plan_pb2

P = plan_pb2
ROOT = Path(__file__).resolve().parents[1]
PLANNER_DIR = "frontends/planner"
PLAN_FILE = "plan.binpb"


class ExpectationError(Exception):
    """A planted defect the pipeline did not refute: the corpus must not be written."""


@dataclasses.dataclass(frozen=True)
class Outcome:
    member: Member
    record: dict                 # the member's entry in the corpus MANIFEST
    files: dict                  # its package (relative path -> bytes); empty for a finding


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def member_plan(root: Path, m: Member) -> P.Plan:
    if not m.planner:
        plan = plan_io.load(str(root / m.source))
    else:
        from frontends.planner import config as config_mod
        from frontends.planner.plan import build
        cfg, data = config_mod.load(str(root / m.source))
        plan = build(cfg, data)
    if m.rewrite:
        from corpus import rewrites
        try:
            plan = rewrites.apply(plan, m.rewrite)
        except rewrites.RewriteError as e:
            raise SpecError(f"member {m.name!r}: {e}") from None
    return plan


def required_observables(plan: P.Plan) -> list[str]:
    """The denominator CASE_STUDY_YOCO.md fixes, from the SM's declared
    outputs (the loss, the logits, every parameter's gradient: validate
    requires a gradient output per parameter when there is a loss), never
    from the plan's own observable list: the SM tensors to observe."""
    return sorted(o.tensor for o in plan.outputs)


def obligation_table(gen: prove.Generated) -> dict:
    """Per unique obligation: the relation kinds and axes it involves and
    how many PM steps it stands for (prove.obligation_table)."""
    return prove.obligation_table(gen)


def build_member(root: Path, m: Member, corpus: str) -> Outcome:
    plan = member_plan(root, m)
    plan_bytes = plan_io.plan_to_binary(plan)
    observed = {o.sm_tensor for o in plan.observables}
    required = required_observables(plan)
    record = {
        "name": m.name, "source": m.source, "source_sha256": sha256((root / m.source).read_bytes()),
        "expect": m.expect, "plan": plan.name, "plan_sha256": sha256(plan_bytes),
        **({"rewrite": m.rewrite} if m.rewrite else {}),
        "observables": len(plan.observables),
        "required_observables": len(required),
        "required_missing": sorted(set(required) - observed),
    }
    res = prove.Result(prove.Category.PROVED, plan=plan.name)
    gen: Optional[prove.Generated] = None
    try:
        vp = validate.validate(plan)
        evaluated = falsify(vp)
        gen = prove.generate(vp, plan_bytes, m.name, plan_path=f"generated/{corpus}/{m.name}/{PLAN_FILE}",
                             unexercised=evaluated.unexercised_axes)
    except PlanError as e:
        res.fail(e)
    except (MemoryError, RecursionError) as e:
        res.fail(prove.ResourceLimit(f"{type(e).__name__}: {str(e)[:200]}", prove.Location()))
    if m.expect == "false_goal" and res.category != prove.Category.FALSE_GOAL:
        raise ExpectationError(f"member {m.name!r} is a planted defect but the pipeline says "
                               f"{res.label}: {res.message or 'generated'}")
    if m.expect == "gap" and (gen is not None or res.category == prove.Category.FALSE_GOAL):
        raise ExpectationError(f"member {m.name!r} is an equivalent rewrite expected as a gap, but the pipeline "
                               + ("generates it: expect it proved" if gen is not None else
                                  f"refutes it (the rewrite or the evaluator is wrong): {res.message}"))
    if gen is None:
        record.update({"verdict": res.category.label, "message": res.message, "location": res.location,
                       "expected_relation": res.expected_relation, "inferred_relation": res.inferred_relation,
                       "counterexample": res.counterexample})
        return Outcome(m, record, {})
    record.update({"verdict": "generated", "package": f"generated/{corpus}/{m.name}",
                   "obligations_total": len(gen.per_step), "obligations_unique": len(gen.unique),
                   "obligations": obligation_table(gen), "claim": gen.claim.as_json()})
    files = dict(gen.files)
    files[PLAN_FILE] = plan_bytes
    return Outcome(m, record, files)


def producer_sources(root: Path) -> dict[str, str]:
    """sha256 of the planner's source files (contents: a commit cannot hold its own id)."""
    return {p.relative_to(root).as_posix(): sha256(p.read_bytes())
            for p in sorted((root / PLANNER_DIR).glob("*.py"))}


def build_corpus(root: Path, spec: Spec) -> tuple[dict[str, bytes], list[Outcome]]:
    """The whole tree generated/<corpus>/ (relative path -> bytes)."""
    outcomes = [build_member(root, m, spec.name) for m in spec.members]
    files: dict[str, bytes] = {}
    for o in outcomes:
        for rel, data in o.files.items():
            files[f"{o.member.name}/{rel}"] = data
    doc = {
        "corpus": spec.name,
        "spec": f"corpus/specs/{spec.path.name}",
        "spec_sha256": sha256(spec.path.read_bytes()),
        "planner_sources": producer_sources(root),
        "members": [o.record for o in outcomes],
        "files": {rel: sha256(data) for rel, data in sorted(files.items())},
    }
    files["MANIFEST.json"] = (json.dumps(doc, indent=1, sort_keys=True) + "\n").encode()
    files["BUILD"] = _root_build(spec).encode()
    return dict(sorted(files.items())), outcomes


def _root_build(spec: Spec) -> str:
    """The corpus's expected-failure target: every member's outcome (the
    planted defects' false_goal with its counterexample, any other finding,
    every generated package's counts) is re-derived from its source and must
    equal the committed MANIFEST; a defect that stopped being refuted fails."""
    return (
        f"# Generated by `tools/regenerate {spec.name}`; do not edit.\n"
        'load("//tools/python:defs.bzl", "pytest_test")\n\n'
        "pytest_test(\n"
        '    name = "outcomes",\n'
        '    srcs = ["//corpus:outcomes_test.py"],\n'
        f'    env = {{"TV_CORPUS": "{spec.name}"}},\n'
        '    data = ["MANIFEST.json", "//corpus:specs"] + glob(["*/plan.binpb"]),\n'
        '    deps = ["//corpus"],\n'
        ")\n"
    )
