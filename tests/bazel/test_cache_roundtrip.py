"""Remote cache round trip against a fresh nginx WebDAV store.

Populate the cache, `bazel clean`, rebuild: every cacheable spawn must come
back as a remote cache hit (and nginx must have served it). Then edit one
obligation: exactly that obligation's action and test re-execute.
"""
from harness import Bazel, CacheServer, copy_workspace

TARGETS = ["//semantics/...", "//generated/example/..."]


def test_cache_roundtrip(tmp_path):
    ws = copy_workspace(tmp_path / "ws")
    bazel = Bazel(ws, tmp_path / "output_base")
    try:
        with CacheServer(tmp_path / "cache") as cache:
            flags = ["--disk_cache=", "--remote_cache=" + cache.url]

            cold = bazel.run("test", *flags, *TARGETS).processes()
            spawns = sum(n for kind, n in cold.items() if kind not in ("internal", "remote cache hit"))
            assert spawns > 0, cold
            assert cold.get("remote cache hit", 0) == 0, cold

            bazel.run("clean")
            gets_before = cache.requests("GET", 200)
            warm = bazel.run("test", *flags, *TARGETS)
            counts = warm.processes()
            assert counts.get("remote cache hit") == spawns, (cold, counts)
            assert set(counts) <= {"remote cache hit", "internal"}, counts
            assert cache.requests("GET", 200) - gets_before >= spawns
            executed, total = warm.executed_tests()
            assert executed == 0 and total > 0, warm.output[-2000:]

            obligation = sorted((ws / "generated/example").glob("ob_*.v"))[0]
            obligation.write_text(obligation.read_text() + "(* edited *)\n")
            edited = bazel.run("test", *flags, *TARGETS)
            counts = edited.processes()
            # The obligation's compile+check action and its test; the .vo is
            # unchanged by a comment, so the certificate is not re-run.
            assert sum(n for k, n in counts.items() if k not in ("internal", "remote cache hit")) == 2, counts
            assert edited.executed_tests() == (1, total), edited.output[-2000:]
            print("cold:", cold, "| after clean:", warm.processes(), "| after edit:", counts,
                  "| nginx GET 200 after clean:", cache.requests("GET", 200) - gets_before)
    finally:
        bazel.shutdown()
