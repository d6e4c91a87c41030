"""Pictures for the report, as SVG: the failing neighbourhood (Graphviz
`dot`, Debian's graphviz package) and the coverage bar chart (drawn here).

Deterministic: the same cuts give the same DOT text, which `dot` lays out
the same way (its output names its version, no time or path).
"""
from __future__ import annotations

import dataclasses
import html
import shutil
import subprocess
from typing import Sequence

from emitter.errors import Location, ResourceLimit, UsageError
from emitter.neighbourhood import Cut

DOT_TIMEOUT = 20.0  # seconds; a cut is at most a few dozen nodes
FOCUS_FILL = "#ffb3b3"
OBSERVABLE_FILL = "#ffe9a8"


@dataclasses.dataclass(frozen=True)
class Focus:
    """What the diverging node's box says besides its name."""
    lines: tuple[str, ...]


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _short(s: str, n: int = 60) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def neighbourhood_dot(c: Cut, title: str, focus: Focus, plan_file: str, counterpart: str = "") -> str:
    """One side of the neighbourhood as a DOT graph. `focus` annotates the
    node the verdict names; without one in this graph, the observable's
    producer is marked as the counterpart (`counterpart` says of what)."""
    more = f" ({len(c.nodes)} of {c.total_nodes} nodes" + (f"; {c.elided} more in reach not drawn" if c.elided else "") + ")"
    if any(n.line is not None for n in c.nodes):
        more += f"\nlines of {plan_file}"
    out = ["digraph neighbourhood {",
           f'  graph [rankdir=TB, fontname="DejaVu Sans", fontsize=13, labelloc=t, label={_q(title + more)}];',
           '  node [shape=box, style="rounded,filled", fillcolor="#eef3fb", fontname="DejaVu Sans", fontsize=10];',
           '  edge [fontname="DejaVu Sans", fontsize=8, color="#555555"];']
    ids = {n.name: f"n{k}" for k, n in enumerate(c.nodes)}
    for n in c.nodes:
        label = [_short(n.name), n.op + (f" · {_short(n.role, 40)}" if n.role else "")]
        if n.microbatch is not None:
            label.append(f"microbatch {n.microbatch}")
        if n.line is not None:
            label.append(f"plan line {n.line}")
        extra = []
        if n.name == c.focus:
            label += list(focus.lines)
            extra = [f'fillcolor="{FOCUS_FILL}"', "penwidth=3", 'color="#cc0000"', 'id="focus"']
        elif n.name == c.observable_node:
            if c.focus is None and counterpart:
                label.append(counterpart)
                extra = ['id="counterpart"', "penwidth=2", 'color="#cc0000"']
            extra += [f'fillcolor="{OBSERVABLE_FILL}"', "peripheries=2"]
        out.append(f"  {ids[n.name]} [{', '.join([f'label={_q(chr(10).join(label))}', f'tooltip={_q(n.name)}'] + extra)}];")
    for e in c.edges:
        style = ', color="#cc0000", penwidth=2' if c.focus in (e.src, e.dst) else ""
        out.append(f"  {ids[e.src]} -> {ids[e.dst]} [label={_q(_short(e.tensor, 30))}{style}];")
    if not c.nodes:
        out.append(f"  empty [label={_q('(no node of this graph is named)')}, style=dashed];")
    out.append("}")
    return "\n".join(out) + "\n"


def render_svg(dot_text: str) -> str:
    """`dot -Tsvg`; the XML prolog and DOCTYPE dropped (inlined in HTML)."""
    exe = shutil.which("dot")
    if exe is None:
        raise UsageError("graphviz's `dot` is not installed (tools/bootstrap installs Debian's graphviz)",
                         Location(field="--report"))
    try:
        proc = subprocess.run([exe, "-Tsvg"], input=dot_text, capture_output=True, text=True, timeout=DOT_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise ResourceLimit(f"graphviz took more than {DOT_TIMEOUT:.0f} s on the neighbourhood", Location(field="--report"))
    if proc.returncode != 0:
        raise UsageError(f"graphviz failed: {proc.stderr.strip()[:500]}", Location(field="--report"))
    svg = proc.stdout
    start = svg.find("<svg")
    return svg[start:] if start >= 0 else svg


def bar_chart(title: str, rows: Sequence[tuple[str, int, int]], unit: str = "obligations") -> str:
    """Horizontal bars: (label, unique, steps before deduplication); each
    series on its own scale (there are far more steps than unique ones)."""
    width, left, bar_h, gap, room = 640, 150, 16, 10, 150
    top = 30
    height = top + len(rows) * (bar_h * 2 + gap) + 20
    span = width - left - room
    peak_u = max([u for _, u, _ in rows] + [1])
    peak_s = max([s for _, _, s in rows] + [1])
    e = html.escape
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="{e(title)}" font-family="DejaVu Sans" font-size="11">',
           f'<text x="4" y="16" font-size="13" font-weight="bold">{e(title)}</text>']
    y = top
    for label, unique, steps in rows:
        wu, ws = max(unique * span / peak_u, 1), max(steps * span / peak_s, 1)
        out.append(f'<text x="{left - 6}" y="{y + bar_h + 4}" text-anchor="end">{e(_short(label, 24))}</text>')
        out.append(f'<rect x="{left}" y="{y}" width="{wu:.1f}" height="{bar_h}" fill="#3d7bd9"/>')
        out.append(f'<text x="{left + wu + 4:.1f}" y="{y + 12}">{unique} unique</text>')
        out.append(f'<rect x="{left}" y="{y + bar_h}" width="{ws:.1f}" height="{bar_h}" fill="#a9c4ee"/>')
        out.append(f'<text x="{left + ws + 4:.1f}" y="{y + bar_h + 12}">{steps} before dedup</text>')
        y += bar_h * 2 + gap
    out.append(f'<text x="{left}" y="{height - 4}" fill="#666">each series on its own scale</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
