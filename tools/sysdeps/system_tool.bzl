"""Repository rule pinning a system tool (protoc, python3) by identity.

@<name>//:tool is a wrapper that execs the real tool and embeds, as
comments, its path, sha256, `--version` and the output of `identity_cmds`
(for Python: `pip freeze`). Using the wrapper as an action's executable, or
as py_runtime.interpreter, puts that identity into every action key.

Python defaults to the project venv made by tools/bootstrap:
$TV_VENV, else $XDG_CACHE_HOME/trainverify/venv, else ~/.cache/trainverify/venv.
"""

def _run(rctx, args):
    r = rctx.execute(args, timeout = 600)
    if r.return_code != 0:
        fail("command %s failed: %s%s" % (args, r.stdout, r.stderr))
    return r.stdout.strip()

def _venv_python(rctx):
    env = rctx.os.environ
    venv = env.get("TV_VENV")
    if not venv:
        cache = env.get("XDG_CACHE_HOME") or (env.get("HOME", "") + "/.cache")
        venv = cache + "/trainverify/venv"
    py = rctx.path(venv + "/bin/python3")
    return str(py) if py.exists else None

def _impl(rctx):
    tool = rctx.os.environ.get(rctx.attr.env_var) if rctx.attr.env_var else None
    if not tool and rctx.attr.venv_default:
        tool = _venv_python(rctx)
    if not tool:
        tool = rctx.which(rctx.attr.tool)
    if not tool:
        fail("%s not found: run tools/bootstrap" % rctx.attr.tool)

    # Keep the invoked path (a venv python must be started through the venv),
    # but hash the resolved binary.
    tool = str(tool)
    real = _run(rctx, ["readlink", "-f", tool])
    ident = [
        "TOOL=" + tool,
        "REALPATH=" + real,
        "SHA256=" + _run(rctx, ["sha256sum", real]).split(" ")[0],
        "VERSION=" + " ".join(_run(rctx, [tool, "--version"]).split("\n")),
    ]
    for cmd in rctx.attr.identity_cmds:
        ident.append("CMD: " + cmd)
        ident += ["  " + l for l in _run(rctx, ["sh", "-c", cmd, "sh", tool]).split("\n")]
    rctx.file("id.txt", "\n".join(ident) + "\n")
    rctx.file("tool", "\n".join(
        ["#!/bin/sh", "# pinned tool identity (part of every action key that runs this):"] +
        ["# " + l for l in ident] +
        ['exec "%s" "$@"' % tool, ""],
    ), executable = True)
    rctx.file("BUILD", """package(default_visibility = ["//visibility:public"])
exports_files(["tool", "id.txt"])
""")

system_tool_repository = repository_rule(
    implementation = _impl,
    attrs = {
        "tool": attr.string(mandatory = True),
        "env_var": attr.string(),
        "venv_default": attr.bool(),
        "identity_cmds": attr.string_list(),
    },
    environ = ["PATH", "PROTOC", "PYTHON_BIN", "TV_VENV", "XDG_CACHE_HOME", "HOME"],
    local = True,
    configure = True,
)
