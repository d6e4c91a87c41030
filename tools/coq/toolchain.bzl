"""Repository rule pinning the identity of the Coq installation.

@coq_toolchain//:coqc.sh is the executable of every Coq action. It records
(TV_ID) the coqc binary's sha256, `coqc --version`, and digests of the
stdlib and MathComp .vo files and of the plugins, so a different Coq or
MathComp changes every Coq action key (local, disk and remote cache alike);
its body, tools/coq/coqc.sh, recomputes that identity wherever the action
runs and fails it (trust_failure, exit 17) on any difference, so a remote
worker with another toolchain never returns a result.
It is recomputed when COQC or PATH changes, on `bazel sync --configure`,
and on server restart — not inside a running server.
"""

def _run(rctx, args):
    r = rctx.execute(args, timeout = 600)
    if r.return_code != 0:
        fail("command %s failed: %s%s" % (args, r.stdout, r.stderr))
    return r.stdout.strip()

def _sh_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"

def _impl(rctx):
    coqc = rctx.os.environ.get("COQC") or rctx.which("coqc")
    if not coqc:
        fail("coqc not found: run tools/bootstrap (or set COQC)")
    coqc = str(coqc)

    # One implementation of the identity: the wrapper's own code computes
    # it here (recorded) and in every action (checked).
    body = rctx.path(Label("//tools/coq:coqc.sh"))
    ident = _run(rctx, ["sh", str(body), "--tv-print-identity", coqc])
    rctx.file("coq_id.txt", ident + "\n")
    rctx.file("coqc.sh", "\n".join([
        "#!/bin/sh",
        "# Coq toolchain identity (part of every Coq action key, and checked",
        "# where the action runs: tools/coq/coqc.sh):",
        "TV_COQC=" + _sh_quote(coqc),
        "TV_ID=" + _sh_quote(ident),
        "",
    ]) + rctx.read(body), executable = True)
    rctx.file("BUILD", """package(default_visibility = ["//visibility:public"])
exports_files(["coqc.sh", "coq_id.txt"])
""")

coq_toolchain_repository = repository_rule(
    implementation = _impl,
    environ = ["COQC", "PATH"],
    local = True,
    configure = True,
)
