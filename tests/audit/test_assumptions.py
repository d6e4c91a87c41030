"""The one reading of `Print Assumptions` (tools/coq/assumptions.py): what
the checker, the registry and refutation checks and the audits all rely on
to tell "closed" from "depends on something"."""
import pytest

from tools.coq import assumptions as A


def test_closed_is_empty():
    assert A.parse("Closed under the global context\n") == []


def test_sections_and_multiline_types():
    text = ("Axioms:\n"
            "exp : R -> R\n"
            "Mod.cheat\n  : forall P : Prop,\n    P\n"
            "\n"
            "Section Variables:\nsigmoid : R -> R\n")
    assert A.parse(text) == ["exp", "Mod.cheat", "sigmoid"]


@pytest.mark.parametrize("text", ["", "\n\n", "Axioms:\n"])
def test_unrecognized_output_is_an_error(text):
    with pytest.raises(ValueError):
        A.parse(text)


@pytest.mark.parametrize("names", [[], ["exp"], ["exp", "TV.Ops.sigmoid"]])
def test_verdict_line_round_trips(names):
    detail = "T.thm: statement checked; " + A.verdict_line(names) + "\n"
    assert A.of_verdict(detail) == names


def test_verdict_without_line():
    assert A.of_verdict("FAIL\ncoqc rejected x.v") is None


def test_allowlist_comments(tmp_path):
    p = tmp_path / "AXIOM_ALLOWLIST"
    p.write_text("# header\nexp   # the exponential\n\nsigmoid\n")
    assert A.read_allowlist(str(p)) == {"exp", "sigmoid"}
