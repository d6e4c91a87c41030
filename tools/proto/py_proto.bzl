"""py_proto_library without @com_google_protobuf.

Runs the pinned Debian protoc (@protoc//:tool) with --python_out and returns
PyInfo, so py_library / py_binary / py_test can depend on it directly.
Import paths equal workspace paths: proto/plan.proto -> `from proto import plan_pb2`.
"""

def _impl(ctx):
    outs = []
    for src in ctx.files.srcs:
        if src.owner.workspace_root or src.owner.package != ctx.label.package:
            fail("%s: srcs must be .proto files of this package" % src)
        outs.append(ctx.actions.declare_file(src.basename[:-len(".proto")] + "_pb2.py"))
    protos = depset(ctx.files.srcs, transitive = [d[OutputGroupInfo].proto_srcs for d in ctx.attr.deps])
    args = ctx.actions.args()
    args.add("--python_out=" + ctx.bin_dir.path)
    args.add("-I.")
    args.add_all(ctx.files.srcs)
    ctx.actions.run(
        executable = ctx.executable._protoc,
        arguments = [args],
        inputs = protos,
        outputs = outs,
        mnemonic = "ProtocPython",
        progress_message = "protoc --python_out %s" % ctx.label,
    )
    return [
        DefaultInfo(files = depset(outs), runfiles = ctx.runfiles(files = outs)),
        PyInfo(transitive_sources = depset(outs, transitive = [d[PyInfo].transitive_sources for d in ctx.attr.deps])),
        OutputGroupInfo(proto_srcs = protos),
    ]

py_proto_library = rule(
    implementation = _impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".proto"]),
        "deps": attr.label_list(providers = [PyInfo]),
        "_protoc": attr.label(default = "@protoc//:tool", executable = True, cfg = "exec", allow_single_file = True),
    },
)
