"""`tv prove ... --report DIR`: a verdict a person can read at a glance.

DIR/index.html is self-contained (styles and SVG inline, no script, no
network): the verdict, the exact claim (or, for a false goal, the claim
refuted), counts, axioms and timings; for `false_goal` the SM and PM
neighbourhoods of the first divergence side by side (Graphviz), the
diverging node with its rank, mesh coordinates and relations, and the
counterexample's differing elements, SM against PM; for a missing rule or
operator the node, its input relations and every candidate rule with why
it did not apply; for `proved` coverage by relation kind and parallelism
(SVG bar charts), the obligations grouped by rule, the folded theorem
statement and the one command that re-checks the certificate and prints
its assumptions by hand. The pictures are also written beside it.

It reads the verdict document (emitter/verdict_doc.py) and the plan only.
Output is deterministic: the same verdict and plan give the same bytes
(no clock; the verdict's own timings are shown as the verdict has them).
The directory is written whole or not at all (a temporary sibling renamed
into place); a failure is a classified PlanError.
"""
from __future__ import annotations

import collections
import dataclasses
import html
import os
import shutil
import tempfile
from pathlib import Path
from typing import Optional

from emitter import draw, neighbourhood, plan_io
from emitter.claim import Claim
from emitter.errors import Location, PlanError, UsageError
from emitter.mesh import Mesh
from emitter.verdict_doc import Verdict
from proto import plan_pb2

P = plan_pb2

# the library's compiled modules, as //semantics builds them (tools/coq/defs.bzl)
LIBRARY_VO_DIR = "bazel-bin/semantics/semantics_coq"
RULE_FAILURES = ("missing_relation_rule", "unsupported_operator")


@dataclasses.dataclass(frozen=True)
class PlanSource:
    plan: P.Plan
    file: str                                  # as the user named it
    lines: dict                                # (graph, node) -> line (text plans)
    unread: str = ""                           # why the plan could not be read (then `plan` is empty)


def unread_plan(path: str, e: PlanError) -> PlanSource:
    """A plan that does not load (an invalid_plan verdict's): the report
    shows the verdict and why, and draws nothing."""
    return PlanSource(P.Plan(), path, {}, e.render())


def load_plan(path: str) -> PlanSource:
    """The plan as the report reads it: decoded and hash-checked, without
    the strict walk for unknown fields and enum values (validate's job, done
    by the run that judged it; on the 405B plan's 2.6 M messages it is most
    of the report's time). InvalidPlan / UsageError on bad input."""
    plan = plan_io.load(path, strict=False)
    lines = {}
    if plan_io.format_of(path) == "text":
        lines = neighbourhood.node_lines(Path(path).read_text())
    return PlanSource(plan, path, lines)


# ------------------------------------------------------------------ pieces

def _e(x) -> str:
    return html.escape(str(x), quote=True)


def _coords(plan: P.Plan, rank: Optional[int], mesh_sizes: Optional[dict]) -> Optional[dict]:
    """Mesh coordinates of `rank` on the mesh the counterexample ran on
    (the plan's axes, the evaluated sizes: a reduced mesh has other ranks)."""
    if rank is None:
        return None
    axes = tuple(a.name for a in plan.mesh.axes)
    sizes = tuple(int((mesh_sizes or {}).get(a.name, a.size)) for a in plan.mesh.axes)
    return Mesh(axes, sizes).coords(rank)


def _observable(plan: P.Plan, name: Optional[str]) -> Optional[P.Observable]:
    return next((o for o in plan.observables if o.name == name), None)


def refuted_claim(v: Verdict, plan: P.Plan) -> str:
    cex = v.counterexample or {}
    o = _observable(plan, cex.get("observable"))
    if o is None:
        return f"the PM realizes the SM ({v.expected_relation or 'as the plan relates them'})"
    return (f"observable {o.name}: PM tensor {o.pm_tensor} is SM tensor {o.sm_tensor} "
            f"in relation {v.expected_relation}, on every rank, for every input")


def claim_html(v: Verdict, plan: P.Plan) -> str:
    if v.claim:
        c = Claim.from_json(v.claim)
        head = "every size of every axis" if c.all_sizes else "size-limited"
        items = "".join(f"<li>{_e(l.strip())}</li>" for l in c.lines())
        return (f'<section id="claim" class="claim"><h2>Claim ({_e(head)})</h2>'
                f'<p class="claimsum">{_e(c.summary())}</p><ul>{items}</ul></section>')
    if v.verdict == "false_goal":
        return (f'<section id="claim" class="claim refuted"><h2>Claim refuted</h2>'
                f'<p class="claimsum">{_e(refuted_claim(v, plan))}</p>'
                "<p>The exact evaluator found inputs where it is false (below), so no theorem is stated.</p></section>")
    return ('<section id="claim" class="claim"><h2>Claim</h2><p class="claimsum">none: a failing verdict '
            "proves nothing (the statement is only made once every obligation and the certificate check)</p></section>")


def _table(rows, head=None, cls="") -> str:
    out = [f'<table class="{cls}">' if cls else "<table>"]
    if head:
        out.append("<tr>" + "".join(f"<th>{_e(h)}</th>" for h in head) + "</tr>")
    for r in rows:
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>")
    out.append("</table>")
    return "".join(out)


def counts_html(v: Verdict) -> str:
    rows = []
    if v.obligations:
        o = v.obligations
        rows.append(("obligations", _e(f"{o.get('proved')}/{o.get('unique')} proved ({o.get('total')} before "
                                       f"deduplication, {o.get('unique')} after)")))
    if v.observables:
        rows.append(("observables", _e(f"{v.observables.get('covered')}/{v.observables.get('total')} covered")))
    if v.axioms is not None:
        rows.append(("axioms", _e(", ".join(v.axioms) if v.axioms else "none (closed under the global context)")))
    if v.fixed_axes:
        rows.append(("fixed axes", _e(", ".join(v.fixed_axes))))
    for k, s in sorted((v.timings or {}).items()):
        rows.append((f"time: {_e(k)}", _e(f"{s:.1f} s")))
    rows.append(("wall time", _e(f"{v.seconds:.1f} s")))
    return '<section id="counts"><h2>Counts and timings</h2>' + _table([(f"<b>{a}</b>", b) for a, b in rows]) + "</section>"


def _cuts(v: Verdict, src: PlanSource):
    """The SM and PM cuts around the verdict's location."""
    plan = src.plan
    loc = v.location or {}
    cex = v.counterexample or {}
    o = _observable(plan, cex.get("observable"))
    pm_node = loc.get("pm_node")
    prog = neighbourhood.program_for(plan, pm_node, loc.get("rank"))
    if prog is None and o is not None:
        prog = next((i for i, p in enumerate(plan.programs)
                     if any(o.pm_tensor in n.outputs for n in p.graph.nodes)), None)
    sm_node = loc.get("sm_node")
    if not sm_node and prog is not None and pm_node:
        n = next((n for n in plan.programs[prog].graph.nodes if n.name == pm_node), None)
        sm_node = n.realizes if n is not None and n.realizes else None
    sm_lines = {n: l for (g, n), l in src.lines.items() if g == "sm"}
    sm = neighbourhood.cut(plan.sm, "sm", sm_node, o.sm_tensor if o else None, sm_lines)
    cuts = [(sm, "SM (single device)")]
    if prog is not None:
        p = plan.programs[prog]
        pm_lines = {n: l for (g, n), l in src.lines.items() if g == f"pm:{prog}"}
        pm = neighbourhood.cut(p.graph, f"pm:{prog}", pm_node, o.pm_tensor if o else None, pm_lines)
        cuts.append((pm, f"PM program {p.name or prog}"))
    return cuts


def focus_lines(v: Verdict, plan: P.Plan) -> tuple[str, ...]:
    loc = v.location or {}
    cex = v.counterexample or {}
    rank = loc.get("rank", cex.get("rank"))
    out = []
    coords = _coords(plan, rank, cex.get("mesh"))
    if rank is not None:
        out.append(f"rank {rank}" + (" (" + ", ".join(f"{a}={c}" for a, c in coords.items()) + ")" if coords else ""))
    if v.expected_relation:
        out.append(f"expected: {draw._short(v.expected_relation, 70)}")
    out.append(f"found: {draw._short(v.inferred_relation, 70)}" if v.inferred_relation
               else ("found: values differ (counterexample)" if v.verdict == "false_goal" else "found: no rule"))
    if cex.get("index") is not None and v.verdict == "false_goal":
        out.append(f"at {cex.get('index')}: SM {cex.get('expected')} vs PM {cex.get('actual')}")
    return tuple(out)


def neighbourhood_svgs(v: Verdict, src: PlanSource) -> list[tuple[str, str, str]]:
    """(side, DOT text, SVG) of each side of the failing neighbourhood."""
    out = []
    focus = draw.Focus(focus_lines(v, src.plan))
    cex = v.counterexample or {}
    for c, title in _cuts(v, src):
        side = "sm" if c.graph == "sm" else "pm"
        counterpart = ""
        if side == "sm":
            focus_here = draw.Focus(("the SM counterpart",) + (
                (f"SM value at {cex.get('index')}: {cex.get('expected')}",) if cex.get("index") is not None else ()))
            counterpart = "the SM value the PM must match" + (
                f"; at {cex.get('index')}: {cex.get('expected')}" if cex.get("index") is not None else "")
        else:
            focus_here = focus
        dot = draw.neighbourhood_dot(c, title, focus_here, Path(src.file).name, counterpart)
        out.append((side, dot, draw.render_svg(dot)))
    return out


def divergence_html(v: Verdict, plan: P.Plan) -> str:
    loc = v.location or {}
    cex = v.counterexample or {}
    rank = loc.get("rank", cex.get("rank"))
    coords = _coords(plan, rank, cex.get("mesh"))
    rows = [("diverging PM node", f'<b class="focus">{_e(loc.get("pm_node"))}</b>'),
            ("SM node", _e(loc.get("sm_node") or "(the PM node realizes none: a collective or helper)")),
            ("tensor", _e(loc.get("tensor"))),
            ("rank", _e(rank)),
            ("mesh coordinates", _e(", ".join(f"{a}={c}" for a, c in coords.items()) if coords else "-")),
            ("relation expected", f"<code>{_e(v.expected_relation)}</code>"),
            ("relation found", f"<code>{_e(v.inferred_relation or 'values differ from the SM (no relation holds)')}</code>")]
    out = ['<section id="divergence"><h2>First divergence</h2>', _table(rows)]
    if cex:
        point = [("observable", _e(cex.get("observable"))), ("point", _e(cex.get("point"))),
                 ("field", _e(cex.get("field"))), ("seed", _e(cex.get("seed"))),
                 ("mesh", _e(", ".join(f"{a}={n}" for a, n in (cex.get("mesh") or {}).items()))),
                 ("sizes", _e(", ".join(f"{a}={n}" for a, n in (cex.get("dims") or cex.get("sizes") or {}).items()))),
                 ("mismatching elements", _e(cex.get("mismatching_elements")))]
        out.append('<div id="counterexample"><h3>Counterexample</h3>' + _table(point))
        elems = (v.differing or {}).get("elements") or [
            {"index": cex.get("index"), "expected": cex.get("expected"), "actual": cex.get("actual")}]
        shape = (v.differing or {}).get("shape")
        rows = [(f"<code>{_e(e.get('index'))}</code>", f'<span class="sm">{_e(e.get("expected"))}</span>',
                 f'<span class="pm">{_e(e.get("actual"))}</span>') for e in elems]
        out.append(f"<p>Differing elements of {_e(cex.get('observable'))} at rank {_e(rank)}"
                   + (f" (shape {_e(shape)})" if shape else "") + ", SM value against PM value:</p>")
        out.append(_table(rows, ("index", "SM (expected)", "PM (found)"), "values"))
        out.append("</div>")
    out.append("</section>")
    return "".join(out)


def rule_failure_html(v: Verdict) -> str:
    loc = v.location or {}
    rows = [("PM node", f'<b class="focus">{_e(loc.get("pm_node"))}</b>'), ("SM node", _e(loc.get("sm_node"))),
            ("tensor", _e(loc.get("tensor")))]
    rels = v.input_relations if v.input_relations is not None else (
        [r.strip() for r in (v.inferred_relation or "").split(", ") if r.strip()])
    out = ['<section id="divergence"><h2>Where no rule applies</h2>', _table(rows),
           "<h3>Input relations</h3><ul>" + "".join(f"<li><code>{_e(r)}</code></li>" for r in rels) + "</ul>"
           if rels else "<p>Input relations: none reported</p>",
           '<div id="candidates"><h3>Candidate rules</h3>']
    if v.candidates:
        out.append(_table([(f"<code>{_e(c.rule)}</code>", _e(c.reason)) for c in v.candidates],
                          ("rule", "why it did not apply")))
    else:
        out.append("<p>No rule is registered for this operator.</p>")
    out.append("</div></section>")
    return "".join(out)


def coverage(v: Verdict) -> tuple[list, list, list]:
    """(by kind, by axis, by rule) rows (label, unique, steps), sorted."""
    kinds, axes, rules = (collections.defaultdict(lambda: [0, 0]) for _ in range(3))
    for e in (v.obligation_table or {}).values():
        for k in e.get("kinds", ()):
            kinds[k][0] += 1
            kinds[k][1] += e.get("steps", 0)
        for a in e.get("axes", ()):
            axes[a][0] += 1
            axes[a][1] += e.get("steps", 0)
        rules[e.get("rule", "?")][0] += 1
        rules[e.get("rule", "?")][1] += e.get("steps", 0)
    rows = lambda d: [(k, u, s) for k, (u, s) in sorted(d.items())]
    return rows(kinds), rows(axes), sorted(rows(rules), key=lambda r: (-r[1], r[0]))


def recheck_command(v: Verdict) -> Optional[str]:
    th = v.theorem or {}
    target, name = th.get("target"), th.get("name")
    if not target or not name or not target.startswith("//"):
        return None
    pkg = target[2:].split(":", 1)[0]
    prefix = name.rsplit(".", 2)[0]
    return (f"bazel build {target} && printf 'From {prefix} Require certificate.\\n"
            f"Print Assumptions {name}.\\n' | coqtop -q -Q {LIBRARY_VO_DIR} TV -Q bazel-bin/{pkg}/_coq {prefix}")


def proved_html(v: Verdict, charts: dict) -> str:
    kinds, axes, rules = coverage(v)
    out = ['<section id="coverage"><h2>Coverage</h2><div class="charts">',
           charts.get("coverage_kinds.svg", ""), charts.get("coverage_axes.svg", ""), "</div>"]
    out.append("<h3>Obligations by rule</h3>" + _table([(f"<code>{_e(r)}</code>", _e(u), _e(s)) for r, u, s in rules],
                                                        ("rule", "unique obligations", "PM steps")))
    out.append("</section>")
    th = v.theorem or {}
    if th.get("statement"):
        out.append(f'<section id="theorem"><h2>Theorem</h2><p><code>{_e(th.get("name"))}</code> '
                   "(folded: the <code>certificate_stmt_*</code> constants are the recorded statement pieces "
                   f'of the package)</p><details open><summary>statement</summary><pre>{_e(th["statement"])}</pre></details>')
        cmd = recheck_command(v)
        if cmd:
            out.append("<h3>Re-check by hand</h3><p>From the workspace root: builds the certificate (coqc, "
                       "with the statement check) and prints its <code>Print Assumptions</code>:</p>"
                       f'<pre id="recheck">{_e(cmd)}</pre><p>An independent kernel re-check of the compiled '
                       "library: <code>coqchk -silent -o -Q " + _e(LIBRARY_VO_DIR) + " TV -Q bazel-bin/"
                       + _e(th["target"][2:].split(":")[0]) + "/_coq " + _e(th["name"].rsplit(".", 2)[0]) + " "
                       + _e(th["name"].rsplit(".", 1)[0]) + "</code> (slow: it re-checks MathComp too).</p>")
        out.append("</section>")
    return "".join(out)


def provenance_html(src: PlanSource) -> str:
    if src.unread:
        return (f'<section id="provenance"><h2>Plan</h2><p>file <code>{_e(src.file)}</code>: not readable '
                f"({_e(src.unread)})</p></section>")
    items = "".join(f"<li><code>{_e(p.artifact[:300])}</code> <small>{_e(p.sha256[:12])}</small></li>"
                    for p in src.plan.provenance)
    return f'<section id="provenance"><h2>Plan</h2><p>file <code>{_e(src.file)}</code></p><ul>{items}</ul></section>'


CSS = """
body{font-family:"DejaVu Sans",sans-serif;margin:16px;color:#222;max-width:1600px}
h1{font-size:20px;margin:0 0 6px} h2{font-size:16px;margin:14px 0 6px;border-bottom:1px solid #ccd}
h3{font-size:14px;margin:10px 0 4px}
.badge{display:inline-block;padding:3px 10px;border-radius:4px;color:#fff;font-weight:bold}
.ok{background:#2e8b57}.bad{background:#c62828}.gen{background:#777}
.claim{background:#f4f7fc;border-left:4px solid #3d7bd9;padding:4px 10px}
.claim.refuted{border-left-color:#c62828;background:#fff3f3}
.claimsum{font-weight:bold}
table{border-collapse:collapse;margin:4px 0;font-size:13px} td,th{border:1px solid #ccd;padding:2px 8px;text-align:left;vertical-align:top}
.values .sm{color:#1b5e20;font-weight:bold}.values .pm{color:#b71c1c;font-weight:bold}
.focus{color:#b71c1c}
.row{display:flex;gap:16px;flex-wrap:wrap}.row>section{flex:1 1 480px}
.sides{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.graph{overflow:auto;border:1px solid #ccd;max-height:1000px}
.graph svg{max-width:100%;height:auto}
pre{background:#f6f6f6;padding:6px;white-space:pre-wrap;font-size:12px}
.charts{display:flex;gap:12px;flex-wrap:wrap}
"""


def render(v: Verdict, src: PlanSource) -> dict[str, bytes]:
    """The report's files: index.html and its pictures."""
    files: dict[str, str] = {}
    cls = "ok" if v.verdict == "proved" else ("gen" if v.verdict == "generated" else "bad")
    body = [f'<h1>TrainVerify: {_e(v.plan or src.plan.name)}</h1>',
            f'<p id="verdict"><span class="badge {cls}">{_e(v.verdict)} (exit {v.exit_code})</span> {_e(v.message)}</p>']
    top = [claim_html(v, src.plan)]
    if v.verdict == "false_goal":
        top.append(divergence_html(v, src.plan))
    elif v.verdict in RULE_FAILURES:
        top.append(rule_failure_html(v))
    body.append('<div class="row">' + "".join(top) + "</div>")
    if not src.unread and (v.failed and (v.location or {}).get("pm_node") or v.verdict == "false_goal"):
        sides = []
        for side, dot, svg in neighbourhood_svgs(v, src):
            files[f"neighbourhood_{side}.dot"] = dot
            files[f"neighbourhood_{side}.svg"] = svg
            sides.append(f'<div class="graph" id="graph_{side}">{svg}</div>')
        body.append('<section id="neighbourhood"><h2>Failing neighbourhood (SM left, PM right; the diverging node '
                    'in red, the observable double-framed in yellow)</h2><div class="sides">' + "".join(sides)
                    + "</div></section>")
    if not v.failed or v.verdict == "size_limited":
        kinds, axes, _ = coverage(v)
        files["coverage_kinds.svg"] = draw.bar_chart("Obligations by relation kind", kinds)
        files["coverage_axes.svg"] = draw.bar_chart("Obligations by parallelism (mesh axis)", axes)
        body.append(proved_html(v, files))
    body.append(counts_html(v))
    body.append(provenance_html(src))
    page = ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>TrainVerify {_e(v.verdict)}: {_e(v.plan or src.plan.name)}</title><style>{CSS}</style></head>"
            "<body>\n" + "\n".join(body) + "\n</body></html>\n")
    files["index.html"] = page
    return {k: s.encode() for k, s in sorted(files.items())}


# ------------------------------------------------------------------ writing

def write_dir(target: str, files: dict[str, bytes]) -> Path:
    """Writes `files` as directory `target`, whole or not at all."""
    out = Path(target).absolute()
    parent = out.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=parent))
    except OSError as e:
        raise UsageError(f"report directory {target} is not writable: {e}", Location(field="--report"))
    try:
        for name, data in files.items():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp / name).write_bytes(data)
        os.chmod(tmp, 0o755)
        old = None
        if out.exists():
            if not out.is_dir():
                raise UsageError(f"report directory {target} exists and is not a directory", Location(field="--report"))
            old = Path(tempfile.mkdtemp(prefix=f".{out.name}.old.", dir=parent))
            old.rmdir()
            os.rename(out, old)
        os.rename(tmp, out)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as e:
        shutil.rmtree(tmp, ignore_errors=True)
        raise UsageError(f"report directory {target} is not writable: {e}", Location(field="--report"))
    except PlanError:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out


def write(v: Verdict, plan_path: str, target: str) -> Path:
    return write_dir(target, render(v, load_plan(plan_path)))
