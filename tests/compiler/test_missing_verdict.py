"""An obligation with no verdict is a trust_failure when a worker refused it
for its Coq toolchain (tools/coq/coqc.sh), never a tool bug or a proof."""
from pathlib import Path

from emitter import prove
from emitter.errors import Category

REPO = Path(__file__).resolve().parents[2]


def test_the_refusal_coqc_sh_prints_is_the_one_prove_reads():
    script = (REPO / "tools/coq/coqc.sh").read_text()
    assert script.count(prove.TOOLCHAIN_MISMATCH) == 2  # no coqc; a coqc/stdlib/MathComp other than recorded


def test_toolchain_refusal_is_trust_failure():
    log = ("ERROR: /ws/generated/x/BUILD:3:21: coqc + check generated/x/ob_1.v failed: (Exit 17)\n"
           + prove.TOOLCHAIN_MISMATCH + " on worker-2: the coqc, stdlib or MathComp found here is not the one "
           "recorded in the action's inputs (@coq_toolchain//:coqc.sh); no verdict\n")
    assert prove.missing_verdict(log) is Category.TRUST_FAILURE


def test_other_missing_verdict_is_certificate_bug():
    assert prove.missing_verdict("ERROR: build interrupted\n") is Category.CERTIFICATE_BUG
