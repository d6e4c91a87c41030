#!/usr/bin/env python3
"""Check semantics/rules.textproto against the Coq library.

For every rule: the lemma exists in its module (coqc `Check`), its statement
mentions op_<kind> for each declared op kind and rel_<kind> for each declared
relation kind (input and output), a rule with binders (instantiated from its
entry alone) names exactly as many as the lemma takes (besides the proof of
its op's fact), and `Print Assumptions` reports
"Closed under the global context" (or only names listed in AXIOM_ALLOWLIST).
For every fact: the lemma exists in its module, states its property
(`respects<k>`, or `linear<k>`) of op_<kind> for each declared kind, and its
assumptions are allowed.
The same axiom audit covers the composition theorem and the lemmas every
generated certificate applies (THEOREMS), which are not registry rules.
Plain Python, no protobuf dependency (a parser for the textproto subset used).

usage: check_registry.py [--coqc coqc] [--root <repo>/semantics]
The library must already be compiled (.vo files next to the .v files, or
pass -Q mappings via --coq-arg).  Exit 0 iff every entry checks.
"""
import argparse, os, re, subprocess, sys, tempfile

from tools.coq import assumptions as A

def parse_textproto(text):
    toks = re.findall(r'"(?:[^"\\]|\\.)*"|[{}:]|[A-Za-z_][A-Za-z0-9_]*|#[^\n]*', text)
    toks = [t for t in toks if not t.startswith('#')]
    pos = 0
    def parse_msg(end):
        nonlocal pos
        msg = {}
        while pos < len(toks) and toks[pos] != end:
            key = toks[pos]; pos += 1
            if toks[pos] == ':':
                pos += 1; val = toks[pos]; pos += 1
                val = bytes(val[1:-1], 'utf-8').decode('unicode_escape') if val.startswith('"') else val
            elif toks[pos] == '{':
                pos += 1; val = parse_msg('}'); pos += 1
            else:
                raise ValueError('bad token %r' % toks[pos])
            msg.setdefault(key, []).append(val)
        return msg
    return parse_msg(None)

# Not rules, but trusted by every certificate: the generic composition theorem
# and the entry points the emitted certificate uses (emitter/certificate.py).
# Certificates' own Print Assumptions cover these transitively; auditing them
# here makes acceptance 2 hold for the library alone, before any plan exists.
THEOREMS = [
    ('TV.Compose', 'compose'),
    ('TV.ComposeFast', 'compose_at'),
    ('TV.ComposeBin', 'run_step_bin'),
    ('TV.ComposeBin', 'local_bin'),
    ('TV.ComposeBin', 'local_bin_at'),
    ('TV.ComposeBin', 'holds_bin_at'),
    ('TV.ComposeBin', 'sm_tab'),
    ('TV.ComposeBin', 'locals_cons_bin'),
    ('TV.ComposeBin', 'locals_cat_bin'),
    ('TV.ComposeBin', 'holds_binP'),
    ('TV.ComposeBin', 'holds_binI'),
    ('TV.ComposeBin', 'holds_bin_range'),
    ('TV.ComposeBin', 'range_cons'),
    ('TV.ComposeBin', 'range_and'),
    ('TV.ComposeBin', 'range_cat'),
    ('TV.ComposeBin', 'range_nil'),
    # the scaled relation's generic lifting and its resp lemma (RulesScaled.v), applied by the
    # obligations of PyTorch data-parallel gradients (emitter/obligations.py _scaled_pre)
    ('TV.RulesScaled', 'scaled_map'),
    ('TV.RulesScaled', 'resp_nest'),
]

# binders that are proofs of a hypothesis, not leading arguments
PROOF_BINDERS = ('op.fact',)

def leading_binders(stmt):
    """How many arguments the statement `Check @lemma` printed takes before
    its first hypothesis: the names of its leading `forall (a b : T) ..,`."""
    m = re.search(r':\s*forall\s', stmt)
    if m is None:
        return 0
    n, depth, names, text = 0, 0, [], stmt[m.end():]
    for tok in re.findall(r'[()]|:|,|[^\s():,]+', text):
        if tok == '(':
            depth += 1
            names = [] if depth == 1 else names
        elif tok == ')':
            depth -= 1
        elif tok == ':' and depth == 1 and names is not None:
            n += len(names)
            names = None
        elif tok == ',' and depth == 0:
            break
        elif depth == 1 and names is not None:
            names.append(tok)
    return n

def assumption_errors(assumptions, allow):
    try:
        extra = [x for x in A.parse(assumptions) if x not in allow]
    except ValueError as e:
        return [str(e)]
    return ['assumptions outside allowlist: %s' % ', '.join(extra)] if extra else []

def run_coq(coqc, root, module, lemma, extra):
    """(exit code, coqc's output: the `Check`, Print Assumptions' output)."""
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, 'assumptions')
        src = ("From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.\n"
               "Set Printing Width 100000.\n"
               "From %s Require Import %s.\n"
               "Check @%s.\n"
               'Redirect "%s" Print Assumptions %s.\n') % (module.rsplit('.', 1)[0], module.rsplit('.', 1)[1],
                                                          lemma, out, lemma)
        f = os.path.join(d, 'RegCheck.v')
        open(f, 'w').write(src)
        p = subprocess.run([coqc, '-q', '-w', '-all', '-Q', root, 'TV'] + extra + [f],
                           capture_output=True, text=True)
        assumptions = open(out + '.out').read() if os.path.exists(out + '.out') else ''
    return p.returncode, p.stdout + p.stderr, assumptions

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--coqc', default='coqc')
    ap.add_argument('--root', default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument('--registry', default=None)
    ap.add_argument('--coq-arg', action='append', default=[])
    ap.add_argument('--allowlist', default=None)
    a = ap.parse_args()
    reg_path = a.registry or os.path.join(a.root, 'rules.textproto')
    reg = parse_textproto(open(reg_path).read())
    allow_path = a.allowlist or os.path.join(a.root, 'AXIOM_ALLOWLIST')
    allow = A.read_allowlist(allow_path) if os.path.exists(allow_path) else set()
    bad = 0; seen = set()
    for r in reg.get('rules', []):
        name = r['name'][0]; lemma = r['lemma'][0]; module = r['module'][0]
        errs = []
        if name in seen: errs.append('duplicate rule name')
        seen.add(name)
        rc, stmt, assumptions = run_coq(a.coqc, a.root, module, lemma, a.coq_arg)
        if rc != 0:
            errs.append('coqc failed: ' + stmt.strip().splitlines()[-1] if stmt.strip() else 'coqc failed')
        else:
            for op in r.get('op_kinds', []):
                if not re.search(r'\bop_%s\b' % re.escape(op), stmt):
                    errs.append('statement does not mention op_%s' % op)
            pats = r.get('inputs', []) + r.get('output', [])
            for p in pats:
                kinds = p.get('kinds', [])
                if kinds and not any(re.search(r'\brel_%s\b' % re.escape(k), stmt) for k in kinds):
                    errs.append('statement mentions none of %s' % ', '.join('rel_' + k for k in kinds))
            binders = [b for b in r.get('binders', []) if b not in PROOF_BINDERS]
            if binders and leading_binders(stmt) != len(binders):
                errs.append('%d binders, the lemma takes %d arguments' % (len(binders), leading_binders(stmt)))
            errs += assumption_errors(assumptions, allow)
        status = 'ok' if not errs else 'FAIL'
        print('%-24s %-28s %s%s' % (name, lemma, status, ('' if not errs else ': ' + '; '.join(errs))))
        bad += bool(errs)
    facts = reg.get('facts', [])
    for f in facts:
        lemma = f['lemma'][0]; module = f['module'][0]
        errs = []
        if lemma in seen: errs.append('duplicate fact')
        seen.add(lemma)
        rc, stmt, assumptions = run_coq(a.coqc, a.root, module, lemma, a.coq_arg)
        if rc != 0:
            errs.append('coqc failed: ' + (stmt.strip().splitlines() or [''])[-1])
        else:
            prop = f.get('property', ['respects'])[0]
            if prop not in ('respects', 'linear') or not re.search(r'\b%s[123]\b' % prop, stmt):
                errs.append('statement is no %s1/2/3 fact' % prop)
            for op in f.get('op_kinds', []):
                if not re.search(r'\bop_%s\b' % re.escape(op), stmt):
                    errs.append('statement does not mention op_%s' % op)
            errs += assumption_errors(assumptions, allow)
        print('%-24s %-28s %s%s' % ('(fact)', lemma, 'ok' if not errs else 'FAIL',
                                   '' if not errs else ': ' + '; '.join(errs)))
        bad += bool(errs)
    for module, lemma in THEOREMS:
        rc, out, assumptions = run_coq(a.coqc, a.root, module, lemma, a.coq_arg)
        errs = (['coqc failed: ' + (out.strip().splitlines() or [''])[-1]] if rc != 0
                else assumption_errors(assumptions, allow))
        print('%-24s %-28s %s%s' % ('(theorem)', module + '.' + lemma, 'ok' if not errs else 'FAIL',
                                   '' if not errs else ': ' + '; '.join(errs)))
        bad += bool(errs)
    total = len(reg.get('rules', [])) + len(facts) + len(THEOREMS)
    print('%d rules + %d facts + %d theorems, %d failing' % (len(reg.get('rules', [])), len(facts), len(THEOREMS), bad))
    write_junit_xml(total, bad)
    return 1 if bad else 0

def write_junit_xml(total, failing, suite='registry'):
    # Under `bazel test`: writing the XML ourselves keeps the result
    # cacheable (Bazel would otherwise generate it in a second spawn whose
    # arguments carry the test's duration, so a cached result re-runs it).
    path = os.environ.get('XML_OUTPUT_FILE')
    if path:
        with open(path, 'w') as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="%s" '
                    'tests="%d" failures="%d"/></testsuites>\n' % (suite, total, failing))

if __name__ == '__main__':
    sys.exit(main())
