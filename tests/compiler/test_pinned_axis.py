"""A size-1 mesh axis the plan does not distribute over is pinned, not
quantified (relation.Dims.pinned). Planners drop a size-1 axis's
collectives (a pipeline-only Llama plan: pp = 2, dp = cp = tp = 1, no dp
all-reduce of the loss or the gradients), so such a plan is correct at that
size only. When no other axis (but the microbatch level) has size > 1, the
encoding still needs a level: the first size-1 axis is kept, and when no
group names it, it is pinned at size 1 (rendered `1`, no binder), its
placements dropped, and the claim says "dp fixed at 1". Before, that axis
was quantified ("every size of dp") in the falsifier's quantified_axes, so
the falsifier grew it to 2 at its alternative mesh and refuted a correct
plan (false_goal); and, without microbatches, the statement quantified it,
which the plan does not meet. A size-1 axis some group names (the plan
collects over it) stays quantified, as before.

The obligations check with coqc against the library bazel-bin holds
(`bazel test //semantics/...` first, as tools/test does)."""
from __future__ import annotations

import inspect
import json
import subprocess
import sys
from pathlib import Path

import pytest

import checker
from emitter import plan_io, prove, validate
from emitter.claim import SIZE_ONE
from emitter.errors import MissingRelationRule
from emitter.evaluator.falsify import falsify
from emitter.evaluator.mesh_reduction import quantified_axes
from emitter.relation import Dims
from frontends.common.plan_writer import PlanBuilder, rep, shard
from frontends.planner import config as config_mod
from frontends.planner.plan import build as plan_build
from proto import plan_pb2
from tests.compiler import plans
from tests.compiler.coqc_package import LIBRARY, coqc_package

P = plan_pb2
REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "plan_ir"))
from blocks import mark_microbatches, microbatch_slice  # noqa: E402


def pp2_dp1_mlp(M: int = 1) -> P.Plan:
    """A two-stage MLP forward and weight gradients on mesh pp = 2, dp = 1,
    as a planner writes it at dp = 1: x and dy batch-sharded on dp, no dp
    group and no dp all-reduce of the gradients (correct at dp = 1 only);
    M > 1 microbatches split the batch before dp does."""
    b = PlanBuilder(f"pp2_dp1_mlp_mb{M}", seed=27)
    b.axis("pp", 2)
    dp = b.axis("dp", 1)
    n, nm, nl, d, f = b.symbols("n n_m n_l d f")
    if M > 1:
        b.constrain(n, "==", M * nm, "microbatch_split")
        b.constrain(nm, "==", dp.size * nl, "n_split")
        b.plan.num_microbatches = M
    else:
        b.constrain(n, "==", dp.size * nl, "n_split")
    sm = b.sm
    x, w1, w2 = sm.input("x", [n, d]), sm.param("w1", [d, f]), sm.param("w2", [f, d])
    dy = sm.input("dy", [n, d], role="grad_seed")
    h = sm.matmul(x, w1, "h")
    a = sm.silu(h, "a")
    sm.matmul(a, w2, "y")
    da = sm.matmul(dy, sm.transpose(w2, [1, 0], "w2t"), "da")
    sm.matmul(sm.transpose(a, [1, 0], "at"), dy, "dw2")
    dh = sm.silu_grad(h, da, "dh")
    sm.matmul(sm.transpose(x, [1, 0], "xt"), dh, "dw1")
    b.group("pp", axes=["pp"])
    s0 = b.program("stage0", where={"pp": 0})
    s1 = b.program("stage1", where={"pp": 1})
    w1_, w2_ = s0.param("w1", [d, f]), s1.param("w2", [f, d])
    w2t_ = s1.transpose(w2_, [1, 0], "w2t", realizes="w2t")
    sfx = (lambda m: f"_mb{m}") if M > 1 else (lambda m: "")
    dw1s, dw2s, ys = [], [], []
    for m in range(M):
        x_ = s0.input(f"x{sfx(m)}", [nl, d])
        h_ = s0.matmul(x_, w1_, f"h{sfx(m)}", realizes="h")
        a_ = s0.silu(h_, f"a{sfx(m)}", realizes="a")
        s0.collective(P.OP_SEND, a_, "pp", 2 * m, f"send_a{sfx(m)}", peer=1)
        a1 = s1.collective(P.OP_RECV, None, "pp", 2 * m, f"recv_a{sfx(m)}", shape=[nl, f],
                           out_kind=P.VALUE_RING, peer=0)
        dy_ = s1.input(f"dy{sfx(m)}", [nl, d], role="grad_seed")
        ys.append(s1.matmul(a1, w2_, f"y{sfx(m)}", realizes="y"))
        da_ = s1.matmul(dy_, w2t_, f"da{sfx(m)}", realizes="da")
        dw2s.append(s1.matmul(s1.transpose(a1, [1, 0], f"at{sfx(m)}", realizes="at"), dy_,
                              f"dw2{sfx(m)}", realizes="dw2"))
        s1.collective(P.OP_SEND, da_, "pp", 2 * m + 1, f"send_da{sfx(m)}", peer=0)
        da0 = s0.collective(P.OP_RECV, None, "pp", 2 * m + 1, f"recv_da{sfx(m)}", shape=[nl, f],
                            out_kind=P.VALUE_RING, peer=1)
        dh_ = s0.silu_grad(h_, da0, f"dh{sfx(m)}", realizes="dh")
        dw1s.append(s0.matmul(s0.transpose(x_, [1, 0], f"xt{sfx(m)}", realizes="xt"), dh_,
                              f"dw1{sfx(m)}", realizes="dw1"))
    for m in range(1, M):
        last = m == M - 1
        dw1s[0] = s0.add(dw1s[0], dw1s[m], "dw1" if last else f"dw1_acc{m}", helper="accumulate")
        dw2s[0] = s1.add(dw2s[0], dw2s[m], "dw2" if last else f"dw2_acc{m}", helper="accumulate")
    if M > 1:
        mark_microbatches(b)
    for m in range(M):
        for t in ("x", "dy"):
            r = b.rel(pp=rep(), dp=shard(0))
            if M > 1:
                r.microbatch.CopyFrom(microbatch_slice(0, m, M))
            b.bind(t, f"{t}{sfx(m)}", r)
        r = b.rel(pp=rep(), dp=shard(0))
        if M > 1:
            r.microbatch.CopyFrom(microbatch_slice(0, m, M))
        b.observe(f"y{sfx(m)}", "y", ys[m].name, r, output="value")
    b.bind("w1", "w1", b.rel(pp=rep(), dp=rep()))
    b.bind("w2", "w2", b.rel(pp=rep(), dp=rep()))
    # no dp all-reduce: a planner drops it at dp = 1
    b.observe("dw1", "dw1", dw1s[0].name, b.rel(pp=rep(), dp=rep()), output="gradient", of="w1")
    b.observe("dw2", "dw2", dw2s[0].name, b.rel(pp=rep(), dp=rep()), output="gradient", of="w2")
    b.provenance("tests/compiler/test_pinned_axis.py:pp2_dp1_mlp", inspect.getsource(pp2_dp1_mlp).encode())
    return b.build()


def _coqc(tmp_path: Path, name: str, source: str) -> None:
    assert (LIBRARY / "Rules.vo").is_file(), f"no Coq library in {LIBRARY}: run `bazel test //semantics/...`"
    f = tmp_path / f"{name}.v"
    f.write_text(source)
    proc = subprocess.run(["coqc", "-Q", str(LIBRARY), "TV", f.name], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]


@pytest.mark.parametrize("M", [1, 2])
def test_a_size1_axis_without_collectives_is_pinned_and_proved(tmp_path, M):
    plan = pp2_dp1_mlp(M)
    vp = validate.validate(plan)
    # the falsifier grows no axis the statement does not quantify (before: dp, refuted at dp = 2)
    assert quantified_axes(plan) == ()
    ev = falsify(vp)
    assert all(pt["mesh"]["dp"] == 1 for pt in ev.points) and ev.unexercised_axes == ()
    path = tmp_path / "plan.binpb"
    plan_io.save(plan, str(path))
    gen = prove.generate(vp, path.read_bytes(), "pinned", plan_path=str(path), unexercised=ev.unexercised_axes)
    dims = gen.inference.dims
    assert dims.pinned == "dp" and "dp" in dims.held
    # the claim printed is the claim proved: dp is not quantified, it is fixed at 1
    c = gen.claim
    assert c.axes == (("microbatch",) if M > 1 else ()) and "dp" not in c.axes and not c.all_sizes
    assert [f.axis for f in c.fixed if f.why == SIZE_ONE] == ["dp"]
    assert "dp fixed at 1" in c.summary()
    assert "fixed at size 1 (not proved for other sizes): dp" in "\n".join(c.lines())
    statement = gen.files["certificate.stmt"].decode()
    assert "P_dp" not in statement and "forall (R : comRingType) (" + ("P_microbatch " if M > 1 else "n_") in statement
    assert "rel_replicated 1 " in gen.files["certificate_stmt_obs0.stmt"].decode()  # the pinned level, size 1
    for name, ob in sorted(gen.unique.items()):
        _coqc(tmp_path, name, ob.source)
    coqc_package(tmp_path, gen.files)  # the certificate over them: the theorem whose claim is printed
    # the independent statement reader (checker/, as `tv prove` runs it) reads the same pinned level
    out = tmp_path / "out"
    out.mkdir()
    for k, v in gen.files.items():
        (out / k).write_bytes(v)
    assert [str(m) for m in checker.check(str(path), str(out))] == []


def test_a_size1_axis_some_group_names_stays_quantified():
    # the plan collects over tp (its all-reduce is there): proved for every tp, as before
    plan = plans.mlp_tp(1)
    assert Dims(plan).pinned is None and Dims(plan).axes == ("tp",)
    assert quantified_axes(plan) == ("tp",)
    gen = prove.generate(validate.validate(plan), plan.SerializeToString(), "tp1")
    assert gen.claim.axes == ("tp",) and gen.claim.all_sizes


def _planner_pp2_only():
    """The pipeline-only planner plan: llama2_pp2_tp2_mb2 (2 layers, pp_layers [1, 1], 2 microbatches)
    with mesh {pp: 2}, so dp = cp = tp = 1."""
    path = REPO / "frontends" / "planner" / "configs" / "llama2_pp2_tp2_mb2.json"
    raw = dict(json.loads(path.read_text()), name="llama2_pp2_mb2", mesh={"pp": 2})
    text = json.dumps(raw, indent=2)
    return plan_build(config_mod.parse(text), text.encode())


def test_the_pipeline_only_llama_plan_is_not_refuted(tmp_path):
    plan = _planner_pp2_only()
    assert {a.name: a.size for a in plan.mesh.axes} == {"pp": 2, "dp": 1, "cp": 1, "tp": 1}
    assert quantified_axes(plan) == ()
    falsify(validate.validate(plan))  # before: false_goal on the alternative mesh pp=2, dp=2
    # what is left: the replicated rope/sdpa rules a single-device level needs
    with pytest.raises(MissingRelationRule, match="rope"):
        prove.generate(validate.validate(plan), plan.SerializeToString(), "llama_pp2")
