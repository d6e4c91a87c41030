"""Compile one obligation and decide whether it proves what it claims.

Runs inside a Bazel action. Writes a verdict file whose first line is PASS or
FAIL; the obligation's test only reports that line. A FAIL still yields a
(.vo) output so the action is cacheable; a failed compile leaves the .vo
empty, which makes anything that `Require`s it fail too.

An obligation PASSes only if
  1. coqc accepts the file;
  2. the theorem, referred to by its fully qualified name in a fresh file
     that `Require`s but does not `Import` the obligation (so the
     obligation cannot shadow library names), proves a lemma stated with
     the recorded statement (`Proof. exact thm. Qed.`) -- or, with
     --statement_module, stated as that module's constant, which the
     coq_statement rule elaborated from the recorded statement and the
     library imports alone; and
  3. `Print Assumptions thm` names nothing outside the axiom allowlist.
So `Admitted`, or an `Abort` followed by a trivial lemma of the same name,
fails. If coqc.sh finds a Coq toolchain other than the recorded one (exit
17, `trust_failure:`), the action fails without a verdict.
"""
import argparse
import hashlib
import os
import subprocess
import sys
import tempfile

from tools.coq import assumptions as A

def sha256_file(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


# tools/coq/coqc.sh: the Coq toolchain where this runs is not the recorded one
TRUST_FAILURE_EXIT = 17


class ToolchainMismatch(Exception):
    pass


def run_coqc(coqc, args):
    proc = subprocess.run([coqc] + args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode == TRUST_FAILURE_EXIT and proc.stdout.startswith("trust_failure: Coq toolchain identity"):
        raise ToolchainMismatch(proc.stdout)
    return proc.returncode, proc.stdout


def check(opts):
    coq_args = ["-q", "-no-glob", "-w", "-ambiguous-paths"] + opts.coqarg
    rc, out = run_coqc(opts.coqc, coq_args + ["-o", opts.vo, opts.src])
    if rc != 0:
        open(opts.vo, "wb").close()
        return False, "coqc rejected %s (exit %d):\n%s" % (opts.src, rc, out)

    module, _, theorem = opts.theorem.rpartition(".")
    with open(opts.statement, encoding="utf-8") as f:
        statement = f.read().strip()
    with tempfile.TemporaryDirectory() as tmp:
        check_v = os.path.join(tmp, "TVCheck.v")
        assumptions_out = os.path.join(tmp, "assumptions")
        with open(check_v, "w", encoding="utf-8") as f:
            if opts.statement_module:
                f.write("Require %s %s.\n" % (opts.statement_module, module))
                statement = "%s.%s" % (opts.statement_module, opts.statement_module.rpartition(".")[2])
            else:
                f.write("Require %s.\n" % module)
                f.write("".join(line + "\n" for line in opts.imports))
            # A lemma with the recorded statement, proved by the theorem
            # itself: the kernel checks the types are convertible. (A
            # `Check (thm : statement)` cast elaborates the let-heavy
            # certificate statements eagerly and exhausts memory.)
            f.write("Lemma tv_statement_check :\n%s.\nProof. exact @%s. Qed.\n" % (statement, opts.theorem))
            f.write('Redirect "%s" Print Assumptions %s.\n' % (assumptions_out, opts.theorem))
        rc, out = run_coqc(opts.coqc, coq_args + ["-o", os.path.join(tmp, "TVCheck.vo"), check_v])
        if rc != 0:
            return False, "%s does not have the recorded statement:\n%s" % (opts.theorem, out)
        with open(assumptions_out + ".out", encoding="utf-8") as f:
            assumptions = f.read()
    try:
        names = A.parse(assumptions)
    except ValueError as e:
        return False, str(e)
    outside = [n for n in names if n not in A.read_allowlist(opts.allowlist)]
    if outside:
        return False, "%s depends on assumptions outside the allowlist: %s\n%s" % (
            opts.theorem, ", ".join(outside), assumptions)
    return True, "%s: statement checked; %s" % (opts.theorem, A.verdict_line(names))


def main(argv):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--coqc", required=True)
    p.add_argument("--coqarg", action="append", default=[])
    p.add_argument("--src", required=True)
    p.add_argument("--vo", required=True)
    p.add_argument("--statement", required=True)
    p.add_argument("--theorem", required=True, help="fully qualified name")
    p.add_argument("--statement_module", default=None,
                   help="fully qualified module M (coq_statement) whose constant M.<last component of M> is the statement")
    p.add_argument("--import", dest="imports", action="append", default=[])
    p.add_argument("--allowlist", required=True)
    p.add_argument("--toolchain_id", required=True, help="@coq_toolchain//:coq_id.txt")
    p.add_argument("--verdict", required=True)
    opts = p.parse_args(argv)
    try:
        ok, detail = check(opts)
    except ToolchainMismatch as e:
        # No verdict, no .vo: the action fails (and is never cached), so
        # nothing a foreign toolchain computed can pass for a result.
        sys.stderr.write(str(e))
        return TRUST_FAILURE_EXIT
    # The hashes tie the verdict (and so the test) to the exact file that
    # was checked and the Coq installation that checked it.
    with open(opts.verdict, "w", encoding="utf-8") as f:
        f.write("%s\nsource sha256 %s\ntoolchain sha256 %s\n%s\n" % (
            "PASS" if ok else "FAIL", sha256_file(opts.src), sha256_file(opts.toolchain_id), detail.rstrip()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
