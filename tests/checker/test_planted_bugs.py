"""Emitter bugs planted during generation (monkeypatched; the emitter
still reports `proved` with run_tests=False, before any coqc): the
independent reader finds each, naming the piece and the step or conjunct."""
from __future__ import annotations

import dataclasses

from google.protobuf import text_format

from conftest import REPO
import checker
from emitter import certificate, coq_render, plan_io, programs, prove
from emitter.errors import Category
from emitter.symbolic import Poly
from tests.packages import package_dir

EXAMPLES = REPO / "tests" / "data" / "examples"

outdir = package_dir("_pytest_checker_planted")


def generate(plan, out) -> list:
    """The reader's mismatches on the package the (planted) emitter wrote;
    tv prove runs the same reader, so it reports trust_failure exactly then."""
    res = prove.prove(str(plan), str(out), run_tests=False)
    found = checker.check(str(plan), out)
    assert res.category is (Category.TRUST_FAILURE if found else Category.PROVED), res.render()
    return found


def test_a_wrong_op_in_the_renderer(monkeypatch, outdir):
    orig = coq_render.local_op
    monkeypatch.setattr(coq_render, "local_op", lambda *a, **k: orig(*a, **k).replace("op_silu ", "op_sigmoid ", 1))
    found = generate(EXAMPLES / "mlp_tp2.textproto", outdir)
    assert found and "op_sigmoid realizes a OP_SILU" in str(found[0]), found
    assert found[0].piece in ("certificate_stmt_pm0", "certificate_stmt_sm0") and "step " in found[0].where


def test_the_prove_integration_turns_a_mismatch_into_trust_failure(monkeypatch, outdir):
    """emitter/prove.py runs the reader before `proved`: the planted wrong
    op is trust_failure, exit 17, never proved."""
    orig = coq_render.local_op
    monkeypatch.setattr(coq_render, "local_op", lambda *a, **k: orig(*a, **k).replace("op_silu ", "op_sigmoid ", 1))
    plan = EXAMPLES / "mlp_tp2.textproto"
    res = prove.prove(str(plan), str(outdir), run_tests=False)
    assert res.category is Category.TRUST_FAILURE and res.category.exit_code == 17
    assert "op_sigmoid realizes a OP_SILU" in res.render()


def test_a_dropped_observable_conjunct(monkeypatch, outdir):
    orig = certificate.build

    def build(*a, **k):
        cert = orig(*a, **k)
        pieces = [dataclasses.replace(p, term=p.term.rsplit(" /\\\n  ", 1)[0]) if p.name.endswith("_obs0") else p
                  for p in cert.pieces]
        return dataclasses.replace(cert, pieces=tuple(pieces))
    monkeypatch.setattr(certificate, "build", build)
    found = generate(EXAMPLES / "mlp_tp2.textproto", outdir)
    assert found and "3 observable conjuncts, the lowered plan has 4" in str(found[0]), found


def test_a_collective_over_the_wrong_axis(monkeypatch, outdir):
    """pp2_dp2_tp2_mlp: y's all-reduce over tp (mesh index 1) rendered over dp (0)."""
    orig = coq_render.pm_op

    def pm_op(node, args, *a, **k):
        return orig(node, [args[0].replace("(set_nth 0 r 1 j)", "(set_nth 0 r 0 j)")] + list(args[1:]), *a, **k)
    monkeypatch.setattr(coq_render, "pm_op", pm_op)
    found = generate(EXAMPLES / "pp2_dp2_tp2_mlp.textproto", outdir)
    assert found and "the collective varies mesh coordinates [0], its group ['tp'] is [1]" in str(found[0]), found
    assert found[0].piece == "certificate_stmt_pm0"


def test_a_weakened_relation(monkeypatch, outdir):
    """dp2_loss: the gradient's observable stated as a partial sum over dp
    (true of the replicas' sum, not of each replica the update reads)."""
    orig = coq_render.rel_pred

    def rel_pred(rel, local, x, f, names, **kw):
        text = orig(rel, local, x, f, names, **kw)
        return text.replace("rel_replicated P_dp", "rel_partial_sum P_dp 1") if "(E " in x else text
    monkeypatch.setattr(coq_render, "rel_pred", rel_pred)
    found = generate(EXAMPLES / "dp2_loss.textproto", outdir)
    assert found and "(rel_partial_sum P_dp 1" in str(found[0]) \
        and "on 'dp', the plan relates it as replicated" in str(found[0]), found
    assert found[0].piece == "certificate_stmt_obs0" and "conjunct" in found[0].where


def _copy_plan(tmp_path):
    """Stage 0 receives y (after its all-reduce) under y's name: a true copy
    (tests/data/trust's stale copy sends the partial sum instead)."""
    plan = plan_io.load(str(REPO / "tests" / "data" / "trust" / "stale_pipeline_copy_tp2.textproto"))
    (send,) = [n for p in plan.programs for n in p.graph.nodes if n.name == "send_y"]
    send.inputs[:] = ["y"]
    path = tmp_path / "pp2_mlp_copy.textproto"
    path.write_text(text_format.MessageToString(plan))
    return path


def test_every_pipeline_copy_is_read_back(tmp_path, outdir):
    path = _copy_plan(tmp_path)
    assert generate(path, outdir) == []
    obs = (outdir / "certificate_stmt_obs0.stmt").read_text()
    assert obs.count(" /\\\n") == 3  # y, y_at_stage0, dw1, dw2


def test_a_lowering_that_drops_a_holder(monkeypatch, tmp_path, outdir):
    path = _copy_plan(tmp_path)
    orig = programs.merge

    def merge(vp):
        out = orig(vp)
        kept = [o for o in out.plan.observables if "_at_" not in o.name]
        del out.plan.observables[:]
        out.plan.observables.extend(kept)
        return out
    monkeypatch.setattr(programs, "merge", merge)
    found = generate(path, outdir)
    assert found and "the lowered plan has 4 observables and copies" in str(found[0]) \
        and "y_at_stage0" in str(found[0]), found


def test_an_added_size_hypothesis(monkeypatch, outdir):
    """A statement pinned to tp <= 2 that the plan does not pin."""
    orig = certificate.build

    def build(*a, **k):
        cert = orig(*a, **k)
        head, rest = cert.statement.split(",\n  ", 1)
        return dataclasses.replace(cert, statement=f"{head},\n  P_tp <= 2 ->\n  {rest}")
    monkeypatch.setattr(certificate, "build", build)
    found = generate(EXAMPLES / "mlp_tp2.textproto", outdir)
    assert found and "size hypothesis" in str(found[0]) and "is no plan constraint" in str(found[0]), found


def test_an_input_hypothesis_on_the_wrong_dim(monkeypatch, outdir):
    """w1 (sharded on dim 1 over tp) assumed sharded on dim 0."""
    orig = coq_render.rel_pred

    def rel_pred(rel, local, x, f, names, **kw):
        text = orig(rel, local, x, f, names, **kw)
        return text.replace("rel_contiguous_shard P_tp 1", "rel_contiguous_shard P_tp 0") if "(X " in x else text
    monkeypatch.setattr(coq_render, "rel_pred", rel_pred)
    found = generate(EXAMPLES / "mlp_tp2.textproto", outdir)
    assert found and found[0].piece == "certificate_stmt_in0" and "input hypothesis" in found[0].where \
        and "the plan's is 1" in found[0].message, found


def test_a_microbatch_fold_that_drops_a_copy(monkeypatch, outdir):
    """pp2_mlp_mb2: the fold states y_mb1 (microbatch 1's y, a copy of
    microbatch 0's y over the microbatch axis) no more: every copy is in
    the theorem."""
    orig = programs.fold_microbatches

    def fold(vp):
        out = orig(vp)
        kept = [o for o in out.plan.observables if o.name != "y_mb1"]
        del out.plan.observables[:]
        out.plan.observables.extend(kept)
        return out
    monkeypatch.setattr(programs, "fold_microbatches", fold)
    found = generate(EXAMPLES / "pp2_mlp_mb2.textproto", outdir)
    assert found and "3 observable conjuncts, the lowered plan has 4" in str(found[0]) and "y_mb1" in str(found[0])


def test_a_specification_derivation_that_accepts_a_weakened_gradient(monkeypatch, tmp_path, outdir):
    """The issue's first probe: dw's all-reduce deleted and dw observed as a
    partial sum over dp (tests/data/trust) while w is dp-replicated: true
    of the replicas' sum, not of what each replica's update reads. An
    emitter whose derivation lets it through proves it; the reader's own
    derivation does not."""
    from emitter import specification, validate
    path = REPO / "tests" / "data" / "trust" / "gradient_weakened_to_partial_sum.textproto"
    # the planted derivation lets it through and says nothing of it in the claim
    monkeypatch.setattr(validate, "derive_specification", lambda plan, sm, progs, partial=False: dataclasses.replace(
        specification.derive(plan, sm, progs, partial=True), shortfalls=()))
    found = generate(path, outdir)
    assert found and found[0].piece == "plan" and "the plan proves less than its derived specification: " \
        "observable dw: a gradient related otherwise than its parameter w is bound" in found[0].message, found


def _pinned_plan(tmp_path):
    """tests/data/examples/mlp_tp2 with `tp <= 2` and `2 <= tp`: proved for tp = 2 only."""
    plan = plan_io.load(str(EXAMPLES / "mlp_tp2.textproto"))
    for lhs, rhs in (("tp", 2), (2, "tp")):
        c = plan.constraints.add(cmp=programs.P.CMP_LE)
        for side, v in ((c.lhs, lhs), (c.rhs, rhs)):
            if isinstance(v, int):
                side.constant = v
            else:
                side.terms.add(coeff=1).factors.add(axis_size=v)
    path = tmp_path / "tp2_pinned.textproto"
    path.write_text(text_format.MessageToString(plan))
    return path


def test_the_pinned_statement_and_its_honest_claim_read_back(tmp_path, outdir):
    assert generate(_pinned_plan(tmp_path), outdir) == []


def test_a_claim_of_every_size_for_a_pinned_statement(monkeypatch, tmp_path, outdir):
    """The statement assumes tp <= 2; a claim (MANIFEST, verdict) that
    drops the bound says "every size"."""
    from emitter import claim
    orig = claim.build
    monkeypatch.setattr(claim, "build", lambda *a: dataclasses.replace(orig(*a), bounds=(), bounded=()))
    found = generate(_pinned_plan(tmp_path), outdir)
    assert found and found[0].piece == "MANIFEST.json" and "the statement bounds ['tp']" in found[0].message, found


def test_proving_less_on_purpose_reads_back_when_the_claim_says_so(outdir):
    """tv prove --partial: the claim lists what is left out, and the reader
    accepts exactly that shortfall."""
    path = REPO / "tests" / "data" / "trust" / "gradient_weakened_to_partial_sum.textproto"
    res = prove.prove(str(path), str(outdir), run_tests=False, partial=True)
    assert res.label == "generated", res.render()
    assert checker.check(str(path), outdir) == []


def test_a_claim_fixing_an_axis_the_plan_runs_at_another_size(monkeypatch, outdir):
    """A claim may fix at 1 a quantified axis the falsifier ran only at size
    1 (emitter/claim.py UNEXERCISED), never one the plan runs at size 2."""
    from emitter import claim
    orig = claim.build
    monkeypatch.setattr(claim, "build", lambda *a: orig(*a).narrowed(("tp",)))
    found = generate(EXAMPLES / "mlp_tp2.textproto", outdir)
    assert found and found[0].piece == "MANIFEST.json" and "fixed axes {'tp': 1}" in found[0].message, found


def test_an_open_shift_with_another_fill(monkeypatch, outdir):
    """The open halo shift of key positions rendered with fill N + 1, not the
    plan's N: coqc would accept it (the mask rule needs only N <= fill), so
    only the reader, comparing with the plan, stands between it and `proved`."""
    orig = coq_render.fill
    monkeypatch.setattr(coq_render, "fill", lambda f, names: orig(
        dataclasses.replace(f, value=f.value + Poly.const(1)) if f.index else f, names))
    found = generate(REPO / "tests" / "nearmiss" / "data" / "halo_mask_open_ok.textproto", outdir)
    assert found and "'pos_halo'" in found[0].where, found
    assert "op_shift_open fills 1 + P_cp*n_c, the plan's fill is P_cp*n_c" in found[0].message, found
