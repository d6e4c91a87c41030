#!/usr/bin/env python3
"""Axiom audit of the near-miss refutations (semantics/examples/refuted/).

Each nm_<rule>_false.v proves `nm_<rule>_false` (~ the near-miss statement of
examples/nearmiss/nm_<rule>.v at a concrete instance) and `nm_<rule>_false_stmt`
(~ the near-miss statement verbatim). A refutation is falsity evidence only if
it assumes nothing: one coqc run loads every compiled module and prints the
assumptions of both lemmas; each must be "Closed under the global context".

usage: check_refuted.py --coqc COQC --root <semantics_coq dir> --refuted <refuted_examples_coq dir> --src <examples/refuted>
"""
import argparse, os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_registry import write_junit_xml  # noqa: E402
from tools.coq import assumptions as A  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--coqc", default="coqc")
    ap.add_argument("--root", required=True, help="the compiled library (-Q ROOT TV)")
    ap.add_argument("--refuted", required=True, help="the compiled refutations (-Q REFUTED TVRef)")
    ap.add_argument("--src", required=True, help="examples/refuted, to list the modules")
    a = ap.parse_args()
    mods = sorted(f[:-2] for f in os.listdir(a.src) if re.fullmatch(r"nm_\w+_false\.v", f))
    if not mods:
        print("FAIL: no refutations found in %s" % a.src)
        write_junit_xml(1, 1, "refuted")
        return 1
    lemmas = [(m, m + s) for m in mods for s in ("", "_stmt")]
    with tempfile.TemporaryDirectory() as d:
        src = ["Set Printing Width 100000."]
        src += ["From TVRef.examples.refuted Require %s." % m for m in mods]
        src += ['Redirect "%s" Print Assumptions %s.%s.' % (os.path.join(d, "a%d" % i), m, lem)
                for i, (m, lem) in enumerate(lemmas)]
        f = os.path.join(d, "RefutedCheck.v")
        open(f, "w").write("\n".join(src) + "\n")
        p = subprocess.run([a.coqc, "-q", "-w", "-all", "-Q", a.root, "TV", "-Q", a.refuted, "TVRef", f],
                           capture_output=True, text=True)
        if p.returncode:
            print(p.stdout + p.stderr)
            print("FAIL: coqc exited %d" % p.returncode)
            write_junit_xml(len(lemmas), len(lemmas), "refuted")
            return 1
        outputs = [open(os.path.join(d, "a%d.out" % i)).read() for i in range(len(lemmas))]
    failing = 0
    for (m, lem), out in zip(lemmas, outputs):
        try:
            names = A.parse(out)
        except ValueError as e:
            names = [str(e)]
        failing += bool(names)
        print("%s %s.%s%s" % ("FAIL" if names else "ok  ", m, lem, ": " + ", ".join(names) if names else ""))
    print("%d refutations, %d lemmas, %d failing" % (len(mods), len(lemmas), failing))
    write_junit_xml(len(lemmas), failing, "refuted")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
