"""coqc.sh checks, where the action runs, the toolchain it was recorded with.

The repository rule records the identity of the coqc it is pointed at
(COQC); if the coqc found when an action runs differs -- here: the same
path, changed after it was recorded, as on a remote worker with another
installation -- the action fails with a classified `trust_failure` and
writes no verdict, and nothing of it is cached: with the recorded binary
back, the same build passes.
"""
import shutil
import subprocess

from harness import Bazel, copy_workspace

LIB = "//tests/cluster/data:lib"
TARGET = "//tests/cluster/data:ob_quick_test"


def test_foreign_toolchain_fails_closed(tmp_path):
    ws = copy_workspace(tmp_path / "ws")
    coqc = tmp_path / "coq/coqc"
    coqc.parent.mkdir()
    shutil.copy2(shutil.which("coqc"), coqc)
    original = coqc.read_bytes()

    bazel = Bazel(ws, tmp_path / "output_base")
    flags = ["--disk_cache=", "--repo_env=COQC=%s" % coqc]
    try:
        bazel.run("build", *flags, LIB)  # the library, with the recorded coqc

        with open(coqc, "ab") as f:  # now a different coqc at the same path
            f.write(b"\0")
        assert subprocess.run([str(coqc), "--version"], stdout=subprocess.PIPE).returncode == 0
        bad = bazel.run("test", *flags, TARGET, check=False)
        assert bad.returncode != 0, bad.output[-3000:]
        assert "trust_failure: Coq toolchain identity mismatch" in bad.output, bad.output[-3000:]
        assert "recorded: COQC_SHA256=" in bad.output and "found:    COQC_SHA256=" in bad.output, bad.output[-3000:]
        bin_dir = bazel.output_base / "execroot/trainverify/bazel-out/k8-fastbuild/bin/tests/cluster/data"
        assert not (bin_dir / "ob_quick.verdict").exists()

        coqc.write_bytes(original)
        good = bazel.run("test", *flags, TARGET)
        assert good.executed_tests() == (1, 1), good.output[-2000:]
        assert (bin_dir / "ob_quick.verdict").read_text().startswith("PASS\n")
    finally:
        bazel.shutdown()
