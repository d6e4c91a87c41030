"""Repository rule pinning the identity of the Coq installation.

@coq_toolchain//:coqc.sh is the executable of every Coq action. It embeds,
as comments, the coqc binary's sha256, `coqc --version`, and digests of the
stdlib and MathComp .vo files and of the plugins, so a different Coq or
MathComp changes every Coq action key (local, disk and remote cache alike).
It is recomputed when COQC or PATH changes, on `bazel sync --configure`,
and on server restart — not inside a running server.
"""

_TREE_HASH = """set -e
[ -d "$1" ] || { echo absent; exit 0; }
cd "$1"
find . -type f -name "$2" | LC_ALL=C sort | xargs -r sha256sum | sha256sum | cut -d' ' -f1
"""

def _run(rctx, args):
    r = rctx.execute(args, timeout = 600)
    if r.return_code != 0:
        fail("command %s failed: %s%s" % (args, r.stdout, r.stderr))
    return r.stdout.strip()

def _tree_hash(rctx, root, pattern):
    return _run(rctx, ["sh", "-c", _TREE_HASH, "sh", root, pattern])

def _impl(rctx):
    coqc = rctx.os.environ.get("COQC") or rctx.which("coqc")
    if not coqc:
        fail("coqc not found: run tools/bootstrap (or set COQC)")
    coqc = str(coqc)
    real = _run(rctx, ["readlink", "-f", coqc])
    config = {}
    for line in _run(rctx, [coqc, "-config"]).split("\n"):
        if "=" in line:
            k, v = line.split("=", 1)
            config[k] = v
    coqlib = config["COQLIB"].rstrip("/")
    corelib = config.get("COQCORELIB", "").rstrip("/")
    ident = [
        "COQC=" + coqc,
        "COQC_SHA256=" + _run(rctx, ["sha256sum", real]).split(" ")[0],
        "COQ_VERSION=" + " ".join(_run(rctx, [coqc, "--version"]).split("\n")),
        "COQLIB=" + coqlib,
        "STDLIB_VO_SHA256=" + _tree_hash(rctx, coqlib + "/theories", "*.vo"),
        "MATHCOMP_VO_SHA256=" + _tree_hash(rctx, coqlib + "/user-contrib/mathcomp", "*.vo"),
        "USER_CONTRIB_VO_SHA256=" + _tree_hash(rctx, coqlib + "/user-contrib", "*.vo"),
        "PLUGINS_CMXS_SHA256=" + (_tree_hash(rctx, corelib, "*.cmxs") if corelib else "none"),
    ]
    rctx.file("coq_id.txt", "\n".join(ident) + "\n")
    rctx.file("coqc.sh", "\n".join(
        ["#!/bin/sh", "# Coq toolchain identity (part of every Coq action key):"] +
        ["# " + l for l in ident] +
        ['exec "%s" "$@"' % coqc, ""],
    ), executable = True)
    rctx.file("BUILD", """package(default_visibility = ["//visibility:public"])
exports_files(["coqc.sh", "coq_id.txt"])
""")

coq_toolchain_repository = repository_rule(
    implementation = _impl,
    environ = ["COQC", "PATH"],
    local = True,
    configure = True,
)
