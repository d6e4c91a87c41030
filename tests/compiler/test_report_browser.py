"""Issue 26 acceptance 1: the reports of a false goal (a planted defect of
the flagship), a missing relation rule and a proved plan, opened in
headless Chromium (Debian's package): through the browser's layout, the
diverging node (or the node no rule applies to), the counterexample (or
the candidate rules) and the claim are displayed inside the first
viewport, not merely present in the DOM. Screenshots are kept as test
artifacts ($TEST_UNDECLARED_OUTPUTS_DIR, else .cache/test-artifacts/report/);
docs/report/ holds copies.

The layout is read by a probe: a copy of the page with one script added
that measures each element's bounding box against the viewport, run with
--dump-dom (the report itself has no script).
Run: $PYTHON -m pytest -q tests/compiler/test_report_browser.py"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.compiler import test_report as tr
from tests.compiler.test_report import ws  # noqa: F401  (the fixture)

REPO = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 1400, 1400
ARTIFACTS = Path(os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR") or REPO / ".cache" / "test-artifacts" / "report")

PROBE = """
<script>
(function () {
  var want = %s, out = {};
  want.forEach(function (sel) {
    var el = document.querySelector(sel);
    if (!el) { out[sel] = "absent"; return; }
    var r = el.getBoundingClientRect(), st = getComputedStyle(el);
    var shown = r.width > 0 && r.height > 0 && st.visibility !== "hidden" && st.display !== "none";
    var inside = r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
    out[sel] = shown && inside ? "visible" : ("outside " + JSON.stringify([r.left, r.top, r.right, r.bottom]));
  });
  var pre = document.createElement("pre");
  pre.id = "tv-probe";
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>
"""


def chromium() -> str:
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        pytest.fail("headless Chromium is not installed (tools/bootstrap installs Debian's chromium)")
    return exe


def browse(page: Path, *flags: str) -> str:
    proc = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           "--no-first-run", "--disable-extensions", f"--window-size={WIDTH},{HEIGHT}",
                           *flags, page.as_uri()], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


def displayed(page: Path, selectors: list[str]) -> dict:
    probe = page.with_name("probe.html")
    html = page.read_text()
    probe.write_text(html.replace("</body>", PROBE % json.dumps(selectors) + "</body>"))
    dom = browse(probe, "--virtual-time-budget=3000", "--dump-dom")
    m = re.search(r'<pre id="tv-probe">(.*?)</pre>', dom, re.S)
    assert m, dom[-2000:]
    return json.loads(m.group(1).replace("&quot;", '"'))


def screenshot(page: Path, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    png = ARTIFACTS / f"{name}.png"
    png.unlink(missing_ok=True)
    browse(page, f"--screenshot={png}")
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000, len(data)
    return png


def write(ws: Path, doc: dict, plan: Path, name: str) -> Path:
    from emitter import report, verdict_doc
    out = report.write(verdict_doc.parse(doc), str(plan), str(ws / name))
    return out / "index.html"


def test_false_goal_report_shows_node_counterexample_and_claim(ws):
    from emitter import plan_io
    from frontends.planner import config as config_mod
    from frontends.planner.plan import build
    cfg, data = config_mod.load(str(REPO / "frontends/planner/configs/defect_kv_gathered_from_zigzag.json"))
    plan = ws / "defect_kv_gathered_from_zigzag.textproto"
    plan_io.save(build(cfg, data), str(plan))
    doc = tr.verdict_of(plan, ws)
    assert doc["verdict"] == "false_goal"
    page = write(ws, doc, plan, "false_goal")
    seen = displayed(page, ["#graph_pm #focus", "#counterexample .values", "#claim .claimsum", "#divergence .focus"])
    assert set(seen.values()) == {"visible"}, seen
    screenshot(page, "false_goal")


def test_missing_relation_rule_report_shows_node_candidates_and_claim(ws, monkeypatch):
    doc, plan = tr.missing_rule_verdict(ws, monkeypatch)
    assert doc["verdict"] == "missing_relation_rule"
    page = write(ws, doc, plan, "missing_relation_rule")
    seen = displayed(page, ["#divergence .focus", "#candidates table", "#claim .claimsum"])
    assert set(seen.values()) == {"visible"}, seen
    screenshot(page, "missing_relation_rule")


def test_proved_report_shows_claim_and_coverage(ws):
    plan = tr.DATA / "mlp_tp2.textproto"
    page = write(ws, tr.proved_doc(plan, ws), plan, "proved")
    seen = displayed(page, ["#claim .claimsum", "#coverage svg", "#verdict .badge"])
    assert set(seen.values()) == {"visible"}, seen
    screenshot(page, "proved")


def test_probe_can_tell_hidden_from_displayed(ws):
    """The layout check fails on an element below the fold or hidden."""
    page = ws / "p.html"
    page.write_text('<!DOCTYPE html><html><body><p id="a">top</p><div style="height:5000px"></div>'
                    '<p id="b">below</p><p id="c" style="visibility:hidden">hidden</p></body></html>')
    seen = displayed(page, ["#a", "#b", "#c", "#d"])
    assert seen["#a"] == "visible" and seen["#b"].startswith("outside") and seen["#d"] == "absent"
    assert seen["#c"] != "visible"
