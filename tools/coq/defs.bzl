"""Bazel rules for Coq: libraries, obligations and the tests that report them.

- coq_library: one coqc action per .v file, given the .vo of the files it
  requires; transitive .vo and load paths travel through the CoqInfo provider.
- coq_obligation: compiles one obligation file as a cacheable build action
  and, in the same action, checks it: the named theorem must have exactly the
  statement recorded in the obligation's statement file, and its
  `Print Assumptions` must name nothing outside the axiom allowlist. The
  result is a verdict file; the .vo is what a certificate `Require`s.
- coq_verdict_test: a test that passes iff an obligation's verdict is PASS.
- coq_module: a proof-only module of a generated package (a certificate part).
- coq_statement: a recorded statement (or a piece of one) as a constant,
  elaborated once.
- coq_obligation_suite: the macro making both per obligation plus a test_suite.

Every action runs @coq_toolchain//:coqc.sh, whose contents pin the Coq and
MathComp installation, so a different toolchain changes every action key.
"""

CoqInfo = provider(
    doc = "A compiled Coq library and how to load it.",
    fields = {
        "vo": "depset of every .vo needed to load this library (transitive)",
        "loadpath": "depset of 'exec-root dir=logical prefix' strings for -Q",
    },
)

CoqStatementInfo = provider(
    doc = """A module made by coq_statement: a recorded statement text as a
    constant, from library imports and other such modules only.""",
    fields = {"module": "its fully qualified module name (= prefix.constant)"},
)

# ambiguous-paths: MathComp 1.15 on Coq 8.16 prints pages of harmless coercion warnings.
_COQ_FLAGS = ["-q", "-no-glob", "-w", "-ambiguous-paths"]

# Named noise classes, silenced in the library's own coqc actions (never all
# warnings): a library module imports ssrnat after the prelude, and Coq
# warns that each of its order notations was already used in nat_scope
# (notation-overridden: 737 lines on a cold build of //semantics); three
# modules look up PATH, which the hermetic action env lacks (path-not-found).
# Generated modules silence both with _PACKAGE_FLAGS; an obligation's coqc
# output is captured into its verdict. The compiled .vo files are the same
# bytes with or without these flags, so actions downstream stay cached.
_LIBRARY_FLAGS = ["-w", "-notation-overridden,-path-not-found"]

# coqc reads $HOME and $XDG_* for user load paths; keep actions hermetic.
_COQ_ENV = {
    "HOME": "/nonexistent",
    "XDG_CONFIG_HOME": "/nonexistent",
    "XDG_DATA_HOME": "/nonexistent",
}

_COQC = attr.label(
    default = "@coq_toolchain//:coqc.sh",
    executable = True,
    cfg = "exec",
    allow_single_file = True,
)

def _coq_dir(ctx):
    return ctx.label.name + "_coq"

def _dir_path(ctx, rel):
    pkg = ctx.label.package
    return "/".join([p for p in [ctx.bin_dir.path, pkg, rel] if p])

def _loadpath_args(loadpath):
    args = []
    for entry in loadpath.to_list():
        path, prefix = entry.split("=", 1)
        args += ["-Q", path, prefix]
    return args

def _deps_info(deps):
    infos = [d[CoqInfo] for d in deps]
    return (
        depset(transitive = [i.vo for i in infos]),
        depset(transitive = [i.loadpath for i in infos]),
    )

def _package_relative(ctx, src):
    pkg = ctx.label.package
    path = src.short_path
    return path[len(pkg) + 1:] if pkg and path.startswith(pkg + "/") else src.basename

def _coq_library_impl(ctx):
    dep_vo, dep_lp = _deps_info(ctx.attr.deps)
    out_dir = _coq_dir(ctx)
    loadpath = depset([_dir_path(ctx, out_dir) + "=" + ctx.attr.prefix], transitive = [dep_lp])
    vos = []
    vo_of = {}  # file -> its .vo and those of the files it requires, transitively

    # srcs are in dependency order: file i may Require any file before it,
    # or (requires) only the files listed for it, which lets Bazel compile
    # files that do not require one another in parallel.
    for src in ctx.files.srcs:
        rel = _package_relative(ctx, src)
        if ctx.attr.requires:
            if rel not in ctx.attr.requires:
                fail("coq_library %s: %s is not in requires" % (ctx.label, rel))
            for r in ctx.attr.requires[rel]:
                if r not in vo_of:
                    fail("coq_library %s: %s requires %s, which is not a src before it" % (ctx.label, rel, r))
            before = depset(transitive = [vo_of[r] for r in ctx.attr.requires[rel]])
        else:
            before = depset(vos)

        # coqc names a module after its place under a -Q directory, so the
        # source must sit next to its .vo.
        v = ctx.actions.declare_file(out_dir + "/" + rel)
        ctx.actions.symlink(output = v, target_file = src)
        vo = ctx.actions.declare_file(out_dir + "/" + rel[:-2] + ".vo")
        args = ctx.actions.args()
        args.add_all(_COQ_FLAGS + _LIBRARY_FLAGS + ctx.attr.flags + _loadpath_args(loadpath))
        args.add("-o", vo)
        args.add(v)
        ctx.actions.run(
            executable = ctx.executable._coqc,
            arguments = [args],
            inputs = depset([v], transitive = [before, dep_vo]),
            outputs = [vo],
            env = _COQ_ENV,
            mnemonic = "CoqCompile",
            progress_message = "coqc %s" % src.short_path,
        )
        vos.append(vo)
        vo_of[rel] = depset([vo], transitive = [before])

    # What was compiled, by content: lets audits tell a stale bazel-bin from
    # a current one (mtimes cannot: Bazel keeps outputs whose inputs'
    # contents did not change).
    sources = ctx.actions.declare_file(out_dir + "/SOURCES.sha256")
    ctx.actions.run_shell(
        inputs = ctx.files.srcs,
        outputs = [sources],
        command = 'sha256sum "$@" > %s' % sources.path,
        arguments = [src.path for src in ctx.files.srcs],
        mnemonic = "CoqSources",
    )

    all_vo = depset(vos, transitive = [dep_vo])
    return [
        DefaultInfo(files = depset(vos + [sources]), runfiles = ctx.runfiles(transitive_files = all_vo)),
        CoqInfo(vo = all_vo, loadpath = loadpath),
    ]

coq_library = rule(
    implementation = _coq_library_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".v"], doc = "in dependency order"),
        "requires": attr.string_list_dict(doc = """file -> the srcs it Requires (every src a key);
            empty: each file may Require any before it"""),
        "deps": attr.label_list(providers = [CoqInfo]),
        "prefix": attr.string(mandatory = True, doc = "logical path (-Q DIR PREFIX)"),
        "flags": attr.string_list(),
        "_coqc": _COQC,
    },
)

def _coq_obligation_impl(ctx):
    dep_vo, dep_lp = _deps_info(ctx.attr.deps)

    # All obligations of a package share one directory and one prefix, so a
    # certificate can `From <prefix> Require <ob1> <ob2> ...`.
    out_dir = "_coq"
    loadpath = depset([_dir_path(ctx, out_dir) + "=" + ctx.attr.prefix], transitive = [dep_lp])
    module = ctx.file.src.basename[:-2]
    v = ctx.actions.declare_file(out_dir + "/" + ctx.file.src.basename)
    ctx.actions.symlink(output = v, target_file = ctx.file.src)
    vo = ctx.actions.declare_file(out_dir + "/" + module + ".vo")
    verdict = ctx.actions.declare_file(ctx.label.name + ".verdict")

    args = ctx.actions.args()
    args.add("--coqc", ctx.executable._coqc)
    args.add_all(_loadpath_args(loadpath), format_each = "--coqarg=%s")
    args.add("--src", v)
    args.add("--vo", vo)
    args.add("--statement", ctx.file.statement)
    if ctx.attr.statement_module:
        args.add("--statement_module", ctx.attr.statement_module[CoqStatementInfo].module)
    args.add("--theorem", ctx.attr.prefix + "." + module + "." + (ctx.attr.theorem or module))
    args.add_all(ctx.attr.imports, before_each = "--import")
    args.add("--allowlist", ctx.file._allowlist)
    args.add("--toolchain_id", ctx.file._coq_id)
    args.add("--verdict", verdict)
    ctx.actions.run(
        executable = ctx.executable._checker,
        arguments = [args],
        inputs = depset([v, ctx.file.statement, ctx.file._allowlist, ctx.file._coq_id], transitive = [dep_vo]),
        tools = [ctx.executable._coqc],
        outputs = [vo, verdict],
        env = _COQ_ENV,
        mnemonic = "CoqObligation",
        progress_message = "coqc + check %s" % ctx.file.src.short_path,
    )
    return [
        DefaultInfo(files = depset([vo, verdict])),
        CoqInfo(vo = depset([vo], transitive = [dep_vo]), loadpath = loadpath),
        OutputGroupInfo(verdict = depset([verdict])),
    ]

coq_obligation = rule(
    implementation = _coq_obligation_impl,
    attrs = {
        "src": attr.label(allow_single_file = [".v"], mandatory = True),
        "statement": attr.label(allow_single_file = True, mandatory = True, doc = "the theorem's exact statement (Coq term)"),
        "theorem": attr.string(doc = "theorem name; default: the module name"),
        "statement_module": attr.label(
            providers = [CoqInfo, CoqStatementInfo],
            doc = "a coq_statement (module = constant name) defining the recorded statement",
        ),
        "imports": attr.string_list(doc = "vernacular lines that give the statement its meaning, e.g. 'From TV Require Import Tensor.'"),
        "deps": attr.label_list(providers = [CoqInfo]),
        "prefix": attr.string(mandatory = True),
        "_coqc": _COQC,
        "_checker": attr.label(default = "//tools/coq:check_obligation", executable = True, cfg = "exec"),
        "_allowlist": attr.label(default = "//semantics:AXIOM_ALLOWLIST", allow_single_file = True),
        "_coq_id": attr.label(default = "@coq_toolchain//:coq_id.txt", allow_single_file = True),
    },
)

# A generated module re-imports the prelude after the library's own
# notations, and a library module looks up PATH, which the hermetic action
# env lacks: both warnings are noise, printed once per module (hundreds).
_PACKAGE_FLAGS = ["-w", "-notation-overridden,-path-not-found"]

def _package_compile(ctx, v, progress, deps):
    """coqc `v`, which sits in the package's obligation directory `_coq/`,
    under the package's prefix (as coq_obligation does): the certificate,
    its parts and its statement modules then `Require` one another like
    obligations. Returns the target's CoqInfo providers."""
    dep_vo, dep_lp = _deps_info(deps)
    loadpath = depset([_dir_path(ctx, "_coq") + "=" + ctx.attr.prefix], transitive = [dep_lp])
    vo = ctx.actions.declare_file("_coq/" + v.basename[:-2] + ".vo")
    args = ctx.actions.args()
    args.add_all(_COQ_FLAGS + _PACKAGE_FLAGS + _loadpath_args(loadpath))
    args.add("-o", vo)
    args.add(v)
    ctx.actions.run(
        executable = ctx.executable._coqc,
        arguments = [args],
        inputs = depset([v], transitive = [dep_vo]),
        outputs = [vo],
        env = _COQ_ENV,
        mnemonic = "CoqCompile",
        progress_message = progress,
    )
    return [
        DefaultInfo(files = depset([vo])),
        CoqInfo(vo = depset([vo], transitive = [dep_vo]), loadpath = loadpath),
    ]

def _coq_module_impl(ctx):
    v = ctx.actions.declare_file("_coq/" + ctx.file.src.basename)
    ctx.actions.symlink(output = v, target_file = ctx.file.src)
    return _package_compile(ctx, v, "coqc %s" % ctx.file.src.short_path, ctx.attr.deps)

def _coq_statement_impl(ctx):
    # The module is made here, from the recorded statements, the library
    # imports and other statement modules only: nothing the generator wrote
    # besides the .stmt files enters it.
    if bool(ctx.file.statement) == bool(ctx.files.pieces):
        fail("coq_statement %s: give exactly one of statement, pieces" % ctx.label)
    if ctx.file.statement:
        defs = [(ctx.label.name, " : " + ctx.attr.type if ctx.attr.type else "", ctx.file.statement)]
    else:
        defs = [(f.basename[:-len(".stmt")], "", f) for f in ctx.files.pieces]
    required = [s[CoqStatementInfo].module for s in ctx.attr.statements]
    head = ctx.actions.declare_file(ctx.label.name + ".head")
    ctx.actions.write(head, "".join(["Require Import %s.\n" % m for m in required]) +
                            "".join([line + "\n" for line in ctx.attr.imports]))
    dot = ctx.actions.declare_file(ctx.label.name + ".dot")
    ctx.actions.write(dot, ".\n")
    texts = [head]
    for i, (constant, typ, src) in enumerate(defs):
        d = ctx.actions.declare_file("%s.def%d" % (ctx.label.name, i))
        ctx.actions.write(d, "Definition %s%s :=\n" % (constant, typ))
        texts += [d, src, dot]
    v = ctx.actions.declare_file("_coq/" + ctx.label.name + ".v")

    # coqc.sh among the inputs: the module is a Coq result end to end, so a
    # different toolchain re-makes its source too (tests/bazel/test_toolchain_identity.py)
    ctx.actions.run_shell(
        inputs = texts + [src for _, _, src in defs] + [ctx.executable._coqc],
        outputs = [v],
        command = 'out="$1"; shift; cat "$@" > "$out"',
        arguments = [v.path] + [f.path for f in texts],
        mnemonic = "CoqStatement",
    )
    module = ctx.attr.prefix + "." + ctx.label.name
    return _package_compile(ctx, v, "coqc statement %s" % defs[0][2].short_path,
                            ctx.attr.deps + ctx.attr.statements) + [CoqStatementInfo(module = module)]

coq_statement = rule(
    implementation = _coq_statement_impl,
    doc = """A module defining `<name> : <type>` as a recorded statement,
    elaborated once in a context of library imports and the `statements`
    it names only. A certificate states its theorem as this constant, and
    its check compares the two constants instead of elaborating the
    statement a second time. Pieces of a statement (type "", their terms
    typed by themselves) are modules of their own, so an edit re-elaborates
    the pieces whose text changed.""",
    attrs = {
        "statement": attr.label(allow_single_file = True, doc = "the constant `<name>`'s term"),
        "pieces": attr.label_list(allow_files = [".stmt"], doc = """instead of statement: one
            constant per file, named after it (typed by its term), in one module"""),
        "type": attr.string(default = "Prop", doc = "the constant's type (statement only); empty: the term's own"),
        "statements": attr.label_list(providers = [CoqInfo, CoqStatementInfo], doc = "coq_statement modules it names"),
        "imports": attr.string_list(),
        "deps": attr.label_list(providers = [CoqInfo]),
        "prefix": attr.string(mandatory = True),
        "_coqc": _COQC,
    },
)

coq_module = rule(
    implementation = _coq_module_impl,
    doc = """One proof-only module of a generated package (a part of its
    certificate): compiled, not checked on its own. What it proves counts
    only through the certificate that requires it, whose statement and
    `Print Assumptions` the certificate's own action checks.""",
    attrs = {
        "src": attr.label(allow_single_file = [".v"], mandatory = True),
        "deps": attr.label_list(providers = [CoqInfo]),
        "prefix": attr.string(mandatory = True),
        "_coqc": _COQC,
    },
)

def _coq_verdict_test_impl(ctx):
    verdict = ctx.attr.obligation[OutputGroupInfo].verdict.to_list()[0]
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, """#!/bin/sh
# Reports the verdict computed (and cached) by the obligation's build action.
cd "${{TEST_SRCDIR:-$0.runfiles}}/{ws}" || exit 2
cat '{verdict}'
status=$(head -n 1 '{verdict}')
f=1; [ "$status" = PASS ] && f=0
# Writing the XML ourselves saves Bazel a second spawn per test.
if [ -n "${{XML_OUTPUT_FILE:-}}" ]; then
  printf '<?xml version="1.0" encoding="UTF-8"?>\\n<testsuites><testsuite name="%s" tests="1" failures="%s"><testcase name="%s" status="run">%s</testcase></testsuite></testsuites>\\n' \\
    '{label}' $f '{label}' "$([ $f = 1 ] && echo '<failure message="obligation not accepted"/>')" > "$XML_OUTPUT_FILE"
fi
exit $f
""".format(ws = ctx.workspace_name, verdict = verdict.short_path, label = str(ctx.attr.obligation.label)), is_executable = True)
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = [verdict]))]

coq_verdict_test = rule(
    implementation = _coq_verdict_test_impl,
    test = True,
    attrs = {"obligation": attr.label(mandatory = True, providers = [CoqInfo])},
)

def coq_obligation_suite(name, obligations, prefix, deps, imports, certificate = None, certificate_parts = {},
                         certificate_statements = [], certificate_statement_groups = {}, **kwargs):
    """Per obligation N (files N.v, N.stmt, theorem N): target N and test N_test.

    `certificate`, if given, is one more obligation that depends on all the
    others and on its parts. Its statement is `<certificate>.stmt`, which
    names the `certificate_statements` (S.stmt each: pieces of the
    statement; a module of its own each, or of the
    `certificate_statement_groups` module listing it). `certificate_parts` (module -> the package's modules it
    requires: pieces, parts, obligations) are its proof-only modules. Each
    is its own action, so an edit to the plan re-checks only the pieces and
    parts whose text changed. A test_suite `name` groups every test.
    """
    tests = []
    for ob in obligations:
        coq_obligation(name = ob, src = ob + ".v", statement = ob + ".stmt", prefix = prefix, deps = deps, imports = imports)
        coq_verdict_test(name = ob + "_test", obligation = ":" + ob, size = "small", **kwargs)
        tests.append(":" + ob + "_test")
    # a group: one module of several pieces (the SM pieces the same parts read)
    module_of = {p: m for m, ps in certificate_statement_groups.items() for p in ps}
    for module, group in certificate_statement_groups.items():
        coq_statement(name = module, pieces = [p + ".stmt" for p in group], imports = imports, prefix = prefix, deps = deps)
    statement_modules = []
    for piece in certificate_statements:
        if piece not in module_of:
            coq_statement(name = piece, statement = piece + ".stmt", type = "", imports = imports, prefix = prefix, deps = deps)
        if module_of.get(piece, piece) not in statement_modules:
            statement_modules.append(module_of.get(piece, piece))
    for part, requires in certificate_parts.items():
        coq_module(name = part, src = part + ".v", prefix = prefix, deps = deps + [":" + r for r in requires])
    if certificate:
        # the theorem is stated as this constant (module `<certificate>_stmt`)
        coq_statement(name = certificate + "_stmt", statement = certificate + ".stmt", imports = imports,
                      statements = [":" + s for s in statement_modules], prefix = prefix, deps = deps)
        coq_obligation(
            name = certificate,
            src = certificate + ".v",
            statement = certificate + ".stmt",
            statement_module = ":" + certificate + "_stmt",
            prefix = prefix,
            deps = deps + [":" + ob for ob in obligations] + [":" + p for p in certificate_parts] +
                   [":" + s for s in statement_modules] + [":" + certificate + "_stmt"],
            imports = imports,
        )
        coq_verdict_test(name = certificate + "_test", obligation = ":" + certificate, size = "small", **kwargs)
        tests.append(":" + certificate + "_test")
    native.test_suite(name = name, tests = tests)

def _coq_rejected_test_impl(ctx):
    info = _deps_info(ctx.attr.deps)
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    loadpath = " ".join(["-Q %s %s" % tuple(e.split("=", 1)) for e in info[1].to_list()])

    # Load paths are exec-root paths; in runfiles the same files sit at the
    # short path, i.e. without the bazel-out/<config>/bin/ prefix.
    ctx.actions.write(script, """#!/bin/sh
# Passes iff coqc REJECTS the file with an error containing the expected text.
cd "${{TEST_SRCDIR:-$0.runfiles}}/{ws}" || exit 2
export HOME=/nonexistent XDG_DATA_HOME=/nonexistent XDG_CONFIG_HOME=/nonexistent
out=$('{coqc}' -q -no-glob -w -all $(echo "{loadpath}" | sed 's#bazel-out/[^/]*/bin/##g') -o "${{TEST_TMPDIR:-/tmp}}/{vo}" '{src}' 2>&1)
rc=$?
echo "$out"
f=1
if [ $rc -eq 0 ]; then echo "FAIL: coqc accepted {src}, which must be rejected"
else case "$out" in
  *'{expect}'*) echo "PASS: rejected as expected"; f=0 ;;
  *) echo "FAIL: rejected, but not with '{expect}'" ;;
esac; fi
# Writing the XML ourselves saves a spawn and keeps the result cacheable.
if [ -n "${{XML_OUTPUT_FILE:-}}" ]; then
  printf '<?xml version="1.0" encoding="UTF-8"?>\\n<testsuites><testsuite name="%s" tests="1" failures="%s"><testcase name="%s" status="run"/></testsuite></testsuites>\\n' '{src}' $f '{src}' > "$XML_OUTPUT_FILE"
fi
exit $f
""".format(
        ws = ctx.workspace_name,
        coqc = ctx.executable._coqc.short_path,
        loadpath = loadpath,
        vo = ctx.file.src.basename[:-2] + ".vo",
        src = ctx.file.src.short_path,
        expect = ctx.attr.expect,
    ), is_executable = True)
    runfiles = ctx.runfiles(files = [ctx.file.src, ctx.executable._coqc], transitive_files = info[0])
    return [DefaultInfo(executable = script, runfiles = runfiles)]

coq_rejected_test = rule(
    implementation = _coq_rejected_test_impl,
    test = True,
    doc = "A test that passes iff coqc rejects `src` (a near-miss: one attribute away from a true statement).",
    attrs = {
        "src": attr.label(allow_single_file = [".v"], mandatory = True),
        "deps": attr.label_list(providers = [CoqInfo]),
        "expect": attr.string(mandatory = True, doc = "text the coqc error must contain"),
        "_coqc": _COQC,
    },
)
