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
    """OP_SHIFT with CollectiveAttrs.open is read as op_shift_open P o fill:
    the offset, the fill (a nat in an index tensor, `(n%:R)%R` in a
    ring-valued one), and open vs cyclic are compared with the plan."""
    from checker import attrs, ops, terms
    from checker.poly import Poly
    from proto import plan_pb2 as P
    node = P.Node(name="pos_halo", op=P.OP_SHIFT, collective=P.CollectiveAttrs(group="cp", offset=1, open=True))
    node.collective.fill.terms.add(coeff=1).factors.add(symbol="N")
    cx = attrs.Ctx(lambda e: Poly.var("N") if e.terms else Poly.const(e.constant), None, ())

    def diff(text, kind=P.VALUE_INDEX, n=node):
        return attrs.collective_difference(n, terms.parse(text), [()], (), Poly.var("P_cp"), cx, kind)

    assert "op_shift_open" in ops.names(P.OP_SHIFT, 0)
    assert diff("op_shift_open P_cp 1 N F r") is None
    assert diff("op_shift_open P_cp 1 (N%:R)%R F r", P.VALUE_RING) is None
    assert "kind" in diff("op_shift_open P_cp 1 N F r", P.VALUE_RING)
    assert "fill" in diff("op_shift_open P_cp 1 (N + 1) F r")
    assert "offset" in diff("op_shift_open P_cp 2 N F r")
    assert "open" in diff("op_shift P_cp (P_cp - 1) F r")
    cyclic = P.Node(name="k_halo", op=P.OP_SHIFT, collective=P.CollectiveAttrs(group="cp", offset=1))
    assert "cyclic" in diff("op_shift_open P_cp 1 N F r", n=cyclic)
    assert diff("op_shift P_cp (P_cp - 1) F r", n=cyclic) is None
