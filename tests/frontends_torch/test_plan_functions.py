"""`--plan MODULE:NAME` as users write plans (issue 24 point 3): a plan
function NAME(model, mesh) on the mesh axes named with `--mesh tp=3`, or a
PlanSpec factory on the axes it names. Each wrong form is a usage error
before any capture. (The function form imported and proved:
tests/compiler/test_decomposed_ops.py.)"""
from __future__ import annotations

import re

import pytest

from emitter.errors import UsageError
from frontends.torch.cli import parse_mesh
from frontends.torch.importer import ImportRequest, import_plan
from frontends.torch.spec import PlanSpec, plan_spec

PLANS = "frontends.torch.plans.handwritten_norm"
MODEL = "frontends.torch.models.handwritten_norm:normed_mlp"


def _two_args(a, b, c=1):
    return a


def _one_arg(model):
    return model


def _not_a_spec():
    return {"top": {}}


def _step_of_two(model, tokens):
    return model(tokens).sum()


def test_the_mesh_names_its_axes_or_not():
    assert parse_mesh("4") == ((4,), ())
    assert parse_mesh("2,3") == ((2, 3), ())
    assert parse_mesh("tp=4") == ((4,), ("tp",))
    assert parse_mesh("dp=2,tp=3") == ((2, 3), ("dp", "tp"))


@pytest.mark.parametrize("text", ["dp=2,3", "tp=0", "dp=2,dp=2", "2x=2", "a=b", ""])
def test_a_bad_mesh_is_a_usage_error(text):
    with pytest.raises(UsageError):
        parse_mesh(text)


def test_a_plan_function_and_a_plan_spec():
    spec = plan_spec(f"{PLANS}:tp_function", ("tp",))
    assert spec.apply is not None and spec.mesh_axes == ("tp",) and not spec.top and not spec.block
    assert plan_spec(f"{__name__}:_two_args", ("tp",)).apply is _two_args  # a default is no required parameter
    assert isinstance(plan_spec(f"{PLANS}:tp", ()), PlanSpec)
    assert plan_spec(f"{PLANS}:tp", ("tp",)).mesh_axes == ("tp",)


@pytest.mark.parametrize("ref,axes,why", [
    (f"{PLANS}:tp_function", (), "needs the mesh axes named"),
    (f"{__name__}:_one_arg", ("tp",), "a plan function takes (model, mesh)"),
    (f"{__name__}:_not_a_spec", (), "not a PlanSpec"),
    (f"{PLANS}:tp", ("dp",), "--mesh names axes ['dp']"),
])
def test_a_plan_of_the_wrong_form_is_refused(ref, axes, why):
    with pytest.raises(ValueError, match=re.escape(why)):
        plan_spec(ref, axes)


@pytest.mark.parametrize("plan,shape,axes,field", [
    (f"{PLANS}:tp_function", (3,), (), "--plan"),
    (f"{PLANS}:nothing_here", (3,), (), "--plan"),
    (f"{PLANS}:tp", (2, 3), (), "--mesh"),
])
def test_import_refuses_it_before_any_capture(plan, shape, axes, field):
    with pytest.raises(UsageError) as e:
        import_plan(ImportRequest(MODEL, plan, shape, mesh_axes=axes))
    assert e.value.location.field == field, e.value.render()


@pytest.mark.parametrize("step,why", [(f"{__name__}:_step_of_two", "a step takes (model, tokens, labels)"),
                                      (f"{__name__}:no_such_step", "no_such_step")])
def test_a_step_of_the_wrong_form_is_refused_before_any_capture(step, why):
    with pytest.raises(UsageError, match=re.escape(why)) as e:
        import_plan(ImportRequest(MODEL, f"{PLANS}:tp", (3,), step=step))
    assert e.value.location.field == "--step"


def test_a_step_that_reads_no_labels_has_no_labels_input():
    """plans/steps.py next_token takes its targets from the tokens: the
    capture drops the unread labels input (the plan would be invalid with
    an input nothing reads)."""
    plan, _ = import_plan(ImportRequest(MODEL, f"{PLANS}:tp_function", (3,), seq=7, mesh_axes=("tp",),
                                        step="frontends.torch.plans.steps:next_token"))
    names = {b.sm_tensor for b in plan.inputs}
    assert "tokens" in names and "labels" not in names
