"""The checker shares no code with the renderer: no module of checker/
imports anything from emitter/ (or audit/, tools/, which reach it)."""
from __future__ import annotations

import ast

from conftest import REPO

ALLOWED_ROOTS = {"checker", "proto", "google", "__future__", "dataclasses", "hashlib", "json", "pathlib", "re", "sys",
                 "typing"}


def _imports(path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            yield "." * node.level + (node.module or "")


def test_the_checker_imports_nothing_from_the_emitter():
    files = sorted((REPO / "checker").glob("**/*.py"))
    assert files
    for f in files:
        for name in _imports(f):
            root = name.split(".")[0]
            assert root in ALLOWED_ROOTS, f"{f.relative_to(REPO)} imports {name!r}"
        # nor behind the import statement's back
        text = f.read_text(encoding="utf-8")
        assert "__import__" not in text and "import_module" not in text and "emitter." not in text, f


def test_the_checker_loads_without_the_emitter(tmp_path):
    """Imported with emitter/ unimportable, check() still runs."""
    import subprocess
    import sys
    code = ("import sys; sys.modules['emitter'] = None; import checker; "
            "print(checker.check(sys.argv[1], sys.argv[2]))")
    out = subprocess.run([sys.executable, "-c", code, str(REPO / "tests/compiler/data/mlp_tp2.textproto"),
                          str(REPO / "generated/example")], capture_output=True, text=True, cwd=REPO,
                         env={"PYTHONPATH": f"{REPO}:{REPO / '.cache' / 'gen'}"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"



def test_the_reader_knows_the_open_shift():
    """An open OP_SHIFT (CollectiveAttrs.open) is realized by op_shift_open
    P o fill F r (RulesHaloOpen.v) and a cyclic one by op_shift: each term
    is flagged for the other, and for another offset or fill."""
    from checker import attrs, terms
    from checker.poly import Poly
    from proto import plan_pb2 as P
    cx = attrs.Ctx(lambda e: Poly.const(e.constant), None, ())

    def diff(n, t):
        return attrs.collective_difference(n, terms.parse(t), [()], (), Poly.var("P_cp"), cx)

    node = P.Node(name="pos_halo", op=P.OP_SHIFT, collective=P.CollectiveAttrs(group="cp", offset=1, open=True))
    node.collective.fill.constant = 7
    cyclic, opened = "op_shift P_cp (P_cp - 1) F r", "op_shift_open P_cp 1 (7)%N F r"
    assert "open shift" in diff(node, cyclic)
    assert diff(node, opened) is None
    assert diff(node, "op_shift_open P_cp 1 (7%:R)%R F r") is None
    assert "fills 8" in diff(node, "op_shift_open P_cp 1 (8)%N F r")
    assert "offset is 1" in diff(node, "op_shift_open P_cp 2 (7)%N F r")
    node.collective.open = False
    node.collective.ClearField("fill")
    assert diff(node, cyclic) is None
    assert "cyclic shift" in diff(node, opened)
