"""An obligation's test fails unless it really proves its recorded statement.

Three ways to cheat or fail, each must turn the obligation's test red: a
false proof, `Admitted`, and `Abort` followed by a trivial lemma of the same
name.
"""
import pytest

from harness import Bazel, copy_workspace

HEADER = "From mathcomp Require Import ssreflect ssrnat seq.\nFrom TV Require Import Tensor.\n"

VARIANTS = {
    "false_lemma": ("Proof. move=> s A B H i _. by []. Qed.\n", "coqc rejected"),
    "admitted": ("Proof. Admitted.\n", "outside the allowlist"),
    "abort_trivial": ("Proof. Abort.\nTheorem ob_teq : True. Proof. exact I. Qed.\n",
                      "does not have the recorded statement"),
}


@pytest.fixture(scope="module")
def bazel(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("checks")
    b = Bazel(copy_workspace(tmp / "ws"), tmp / "output_base")
    yield b
    b.shutdown()


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_cheating_obligation_fails(bazel, variant):
    proof, message = VARIANTS[variant]
    src = bazel.workspace / "generated/example/ob_teq.v"
    statement = (bazel.workspace / "generated/example/ob_teq.stmt").read_text().strip()
    src.write_text(HEADER + "Theorem ob_teq : %s.\n" % statement + proof)
    result = bazel.run("test", "//generated/example:ob_teq_test", check=False)
    assert result.returncode == 3, result.output[-3000:]  # 3: build OK, tests failed
    assert "FAILED" in result.output
    assert message in result.output, result.output[-3000:]
