"""The certificate's shape (emitter/certificate.py, semantics/ComposeFast.v):
what keeps its coqc cost linear in the plan's length (issues 6, 9). The
statement binds the programs as variables equal to their literals (never a
`let` of a big term), the proof never simplifies a whole goal nor unfolds
`run`, and every line of the proof but the two lookup tables is bounded
independently of the number of steps. tests/compiler/test_e2e_bazel.py
checks the certificates with Coq."""
from __future__ import annotations

import re

from emitter import certificate, infer, obligations, validate
from tests.compiler import plans


def _cert(plan):
    inf = infer.infer(validate.validate(plan))
    per_step, _ = obligations.build(inf)
    return inf, certificate.build(validate.validate(plan), inf, per_step)


def test_programs_are_variables_with_equations():
    _, cert = _cert(plans.mlp_tp_layers(2, 2))
    assert "let smprog" not in cert.statement and "let pmprog" not in cert.statement
    assert "forall smprog : seq (step (value R)),\n  smprog = [:: Step" in cert.statement
    assert "forall pmprog : seq (step (seq nat -> value R)),\n  pmprog = [:: Step" in cert.statement
    assert "let E := run 5 smprog" in cert.statement and "let F := run 5 pmprog pmin in" in cert.statement
    # the programs are elaborated before the inputs enter the context
    assert cert.statement.index("pmprog = [::") < cert.statement.index("(x0 : seq nat -> R)")
    # the relation table is a definition, not a `pose` in the proof
    assert "\nDefinition cert_rel (R : comRingType)" in cert.defs and "pose rel := cert_rel R" in cert.proof
    # its entries name one definition per distinct relation (a lookup's cost grows with the table's body)
    assert cert.defs.startswith("Definition cert_rel0 (R : comRingType)")
    table = cert.defs.split("\nDefinition cert_rel (R", 1)[1]
    assert "fun X G" not in table and "    cert_rel0 R P_tp" in table


def test_proof_never_unfolds_run_nor_simplifies_a_goal():
    inf, cert = _cert(plans.mlp_tp_layers(2, 2))
    for bad in ("/=", "rewrite /E", "case: j", "run_nth", "clearbody"):
        assert bad not in cert.proof, bad
    # each SM equation is read off the literal, each local obligation uses one
    eqs = re.findall(r"\(@run_step _ 5 smprog _ E _ (\d+) erefl Hsm Hsc : E (\d+) = ", cert.proof)
    assert eqs and all(int(e) == 5 + int(i) for i, e in eqs)
    assert cert.proof.count("refine (@local_at _ _ sm rel") == sum(s.sm_node is not None for s in inf.steps)
    # the invariant at an input is cast to its relation (no unification against a lookup)
    assert "(H 0 isT : rel_replicated P_tp [:: n_n; n_d] (asR (E 0)) (fun r => asR (G 0 [:: r])))" in cert.proof


CHUNK_HEAD = re.compile(r"  refine \(@locals_cat _ _ sm rel (\d+) (\d+) \[:: (.*)\] _ erefl _ _\)\.$")


def test_proof_lines_do_not_grow_with_the_plan():
    """Each layer adds the same number of step lines, none of them longer
    than index digits make it (the intro lines excepted: one name per
    input; a chunk's head restates at most CHUNK steps)."""
    def lines(layers):
        _, cert = _cert(plans.mlp_tp_layers(2, layers))
        return [re.sub(r"\d+", "0", ln.replace("{ ", "")) for ln in cert.proof.splitlines()
                if not ln.startswith("move=> ") and not CHUNK_HEAD.match(ln) and ln != "  by []. }"]
    l2, l4, l8 = lines(2), lines(4), lines(8)
    assert len(l8) - len(l4) == 2 * (len(l4) - len(l2)) > 0
    assert max(map(len, l8)) == max(map(len, l2))


def test_chunks_restate_the_program():
    """The locals_cat chunks cut the PM literal of the statement exactly:
    consecutive, CHUNK steps each (the last one fewer), their steps in
    order the program's steps, so each chunk's goal holds only its steps."""
    inf, cert = _cert(plans.mlp_tp_layers(2, 40))
    heads = [CHUNK_HEAD.match(ln) for ln in cert.proof.splitlines() if CHUNK_HEAD.match(ln)]
    assert len(heads) > 2
    k = len(inf.pm_inputs)
    for h in heads:
        assert int(h.group(1)) == k
        k = int(h.group(2))
    assert k == len(inf.pm_inputs) + len(inf.steps)
    assert all(int(h.group(2)) - int(h.group(1)) == certificate.CHUNK for h in heads[:-1])
    literal = cert.statement.split("pmprog = [:: ", 1)[1].split("] ->\n", 1)[0]
    assert "; ".join(h.group(3) for h in heads) == literal.replace(";\n             ", "; ")


def test_deterministic():
    a = _cert(plans.mlp_tp_layers(2, 3))[1]
    b = _cert(plans.mlp_tp_layers(2, 3))[1]
    assert (a.statement, a.proof) == (b.statement, b.proof)
