"""A different Coq installation must invalidate every cached Coq result.

A copy of coqc with one byte appended is still a working coqc, but its hash
differs; pointing the toolchain rule at it (COQC) must make every Coq action
and test re-execute instead of hitting the cache.
"""
import shutil
import subprocess

from harness import Bazel, CacheServer, copy_workspace

TARGETS = ["//generated/example/..."]


def test_changed_coqc_reexecutes_coq_targets(tmp_path):
    ws = copy_workspace(tmp_path / "ws")
    coqc = shutil.which("coqc")
    patched = tmp_path / "coq/coqc"
    patched.parent.mkdir()
    shutil.copy2(coqc, patched)
    with open(patched, "ab") as f:
        f.write(b"\0")
    assert subprocess.run([str(patched), "--version"], stdout=subprocess.PIPE).returncode == 0

    bazel = Bazel(ws, tmp_path / "output_base")
    try:
        with CacheServer(tmp_path / "cache") as cache:
            flags = ["--disk_cache=", "--remote_cache=" + cache.url]
            cold = bazel.run("test", *flags, *TARGETS)
            spawns = sum(n for k, n in cold.processes().items() if k not in ("internal", "remote cache hit"))
            _, total = cold.executed_tests()

            bazel.run("clean")
            other = bazel.run("test", *flags, "--repo_env=COQC=%s" % patched, *TARGETS)
            counts = other.processes()
            assert counts.get("remote cache hit", 0) == 0, counts
            assert sum(n for k, n in counts.items() if k != "internal") == spawns, counts
            assert other.executed_tests() == (total, total)
            wrapper = (bazel.output_base / "external/coq_toolchain/coqc.sh").read_text()
            # the wrapper records the coqc it checks and then runs (tools/coq/toolchain.bzl)
            assert "TV_COQC='%s'" % patched in wrapper and 'exec "$TV_COQC"' in wrapper, wrapper
    finally:
        bazel.shutdown()
