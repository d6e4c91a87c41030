"""Unit tests: field arithmetic, symbolic dims, strict io, validator error
paths the corpus does not reach, collectives / p2p / deadlock in the PM
scheduler."""

import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import examples
from emitter import plan_io
from emitter.errors import (AmbiguousAuthority, InvalidPlan, PlanError, ResourceLimit,
                            UnsupportedOperator)
from emitter.evaluator import evaluate
from emitter.evaluator import field as F
from emitter.evaluator.evaluate import Evaluator
from emitter.symbolic import LinearConstraint, Poly, build_symbol_table, smallest_instantiation, sym
from emitter.validate import validate
from frontends.common.plan_writer import PlanBuilder, ex, partial, rep, scalar, shard
from proto import plan_pb2

P = plan_pb2


# ------------------------------------------------------------------ field

@pytest.mark.parametrize("p", F.PRIMES)
@given(vals=st.lists(st.integers(0, F.PRIMES[0] - 1), min_size=6, max_size=6))
def test_matmul_matches_python_integers(p, vals):
    f = F.Field(p)
    a = f.reduce(np.array(vals[:4], dtype=np.int64).reshape(2, 2))
    b = f.reduce(np.array(vals[2:], dtype=np.int64).reshape(2, 2))
    want = [[sum(int(a[i, k]) * int(b[k, j]) for k in range(2)) % p for j in range(2)] for i in range(2)]
    assert f.matmul(a, b).tolist() == want


@pytest.mark.parametrize("p", F.PRIMES)
def test_inverse_and_zero(p):
    f = F.Field(p)
    x = np.array([0, 1, 2, 12345, p - 1], dtype=np.int64)
    assert (f.inv(x) * x % p).tolist() == [0, 1, 1, 1, 1]


def test_a_prime_beyond_int64_products_is_refused():
    with pytest.raises(ValueError):
        F.Field(1 << 31)


def test_functions_are_seeded_and_not_homomorphic():
    f = F.Field(F.PRIMES[0])
    f1, f2 = F.Functions(1, f), F.Functions(2, f)
    x = np.arange(10, dtype=np.int64)
    assert (f1.apply("exp", x) == F.Functions(1, f).apply("exp", x)).all()
    assert not (f1.apply("exp", x) == f2.apply("exp", x)).all()
    a, b = np.int64(3), np.int64(5)
    assert f1.apply("exp", np.array(a + b)) != f1.apply("exp", np.array(a)) * f1.apply("exp", np.array(b)) % f.p


# ------------------------------------------------------------------ symbolic

def _table(names, cons, mins=None):
    return build_symbol_table(names, {n: (mins or {}).get(n, 2) for n in names}, cons)


def _eq(a, b, i=0):
    return LinearConstraint(a - b, "EQ", f"c{i}", i)


def test_definitional_rewriting_makes_shards_equal():
    d, dl = Poly.var(sym("d")), Poly.var(sym("d_l"))
    t = _table(["d", "d_l"], [_eq(d, dl.scaled(2))])
    assert t.equal(d, dl.scaled(2)) and not t.equal(d, dl)
    assert smallest_instantiation(t) == {"d": 4, "d_l": 2}


def test_smallest_instantiation_respects_inequalities_and_non_definitional_equalities():
    a, b, w = (Poly.var(sym(n)) for n in "abw")
    cons = [_eq(a.scaled(2), b.scaled(3)), LinearConstraint(w - Poly.const(1) - a, "LE", "w", 1)]
    assert smallest_instantiation(_table(["a", "b", "w"], cons)) == {"a": 3, "b": 2, "w": 2}


def test_unsatisfiable_and_resource_limit():
    a = Poly.var(sym("a"))
    with pytest.raises(InvalidPlan):
        smallest_instantiation(_table(["a"], [LinearConstraint(a, "LT", "neg", 0)]))
    names = [f"s{i}" for i in range(6)]
    total = Poly.const(1000)
    for n in names:
        total = total + Poly.var(sym(n))
    never = LinearConstraint(total, "LE", "x", 0)
    with pytest.raises(ResourceLimit):
        smallest_instantiation(_table(names, [never]), max_candidates=500)


def test_symbols_no_constraint_reads_take_their_minimum_without_a_search():
    # a hundred independent sizes and one constraint between two of them
    names = [f"s{i}" for i in range(100)]
    c = LinearConstraint(Poly.var(sym("s1")) - Poly.var(sym("s0")) + Poly.const(3), "LE", "gap", 0)
    got = smallest_instantiation(_table(names, [c]), max_candidates=500)
    assert got["s1"] == 2 and got["s0"] == 5 and all(got[n] == 2 for n in names[2:])


# ------------------------------------------------------------------ strict io

def test_every_single_bit_flip_of_a_binary_plan_is_rejected():
    data = plan_io.plan_to_binary(examples.ep2_moe())
    rejected = 0
    for i in range(len(data)):
        for bit in range(8):
            b = bytearray(data)
            b[i] ^= 1 << bit
            with pytest.raises(PlanError):
                plan_io.plan_from_binary(bytes(b))
            rejected += 1
    assert rejected == 8 * len(data)


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=0))
def test_every_truncation_is_rejected(cut):
    data = plan_io.plan_to_binary(examples.mlp_tp2())
    cut %= len(data)
    with pytest.raises(InvalidPlan):
        plan_io.plan_from_binary(data[:cut])


def test_text_with_unknown_nested_field_rejected():
    text = plan_io.plan_to_text(examples.mlp_tp2()).replace("realizes: \"h\"", "realizes: \"h\" colour: 1", 1)
    with pytest.raises(InvalidPlan, match="colour"):
        plan_io.plan_from_text(text)


def test_bad_suffix_is_usage(tmp_path):
    with pytest.raises(PlanError) as e:
        plan_io.load(str(tmp_path / "plan.json"))
    assert e.value.exit_code == 2


# ------------------------------------------------------------------ validator error paths

def _mut(fn, base=examples.mlp_tp2):
    p = base()
    fn(p)
    return p


def _node(g, name):
    return next(n for n in g.nodes if n.name == name)


CASES = [
    ("no mesh axes", lambda p: p.mesh.ClearField("axes"), InvalidPlan, "mesh has no axes"),
    ("duplicate axis", lambda p: p.mesh.axes.add(name="tp", size=1), InvalidPlan, "duplicate mesh axis"),
    ("zero axis", lambda p: setattr(p.mesh.axes[0], "size", 0), InvalidPlan, "has size 0"),
    ("huge mesh", lambda p: setattr(p.mesh.axes[0], "size", 1 << 21), ResourceLimit, "ranks"),
    ("bad symbol name", lambda p: setattr(p.symbols[0], "name", "1n"), InvalidPlan, "not an identifier"),
    ("duplicate symbol", lambda p: p.symbols.add(name="n"), InvalidPlan, "duplicate symbol"),
    ("negative min", lambda p: setattr(p.symbols[0], "min", -1), InvalidPlan, "negative minimum"),
    ("cmp unspecified", lambda p: setattr(p.constraints[0], "cmp", 0), InvalidPlan, "without comparison"),
    ("unknown symbol in constraint", lambda p: p.constraints[0].lhs.terms[0].factors[0].__setattr__("symbol", "zz"),
     InvalidPlan, "unknown symbol"),
    ("coord in shape", lambda p: p.sm.tensors[0].shape[0].terms[0].factors[0].__setattr__("coord", "tp"),
     InvalidPlan, "mesh coordinate outside"),
    ("zero coefficient", lambda p: setattr(p.sm.tensors[0].shape[0].terms[0], "coeff", 0), InvalidPlan, "coefficient 0"),
    ("recorded violates", lambda p: [s.__setattr__("recorded", 3) for s in p.symbols], InvalidPlan, "recorded"),
    ("group without description", lambda p: p.groups.add(name="g2"), InvalidPlan, "neither axes nor rank lists"),
    ("group unknown axis", lambda p: p.groups.add(name="g2", axes=["pp"]), InvalidPlan, "unknown mesh axis"),
    ("no programs", lambda p: p.ClearField("programs"), InvalidPlan, "no PM program"),
    ("no observables", lambda p: p.ClearField("observables"), InvalidPlan, "no observables"),
    ("program where bad axis", lambda p: p.programs[0].where.add(axis="pp", value=0), InvalidPlan, "unknown axis"),
    ("program rank out of range", lambda p: p.programs[0].ranks.extend([0, 1, 7]), InvalidPlan, "names rank 7"),
    ("collective field misplaced", lambda p: setattr(_node(p.programs[0].graph, "y").collective, "dim", 0),
     InvalidPlan, "does not apply"),
    ("scale denominator zero", lambda p: _node(p.programs[0].graph, "y").collective.scale.den.CopyFrom(ex(0)),
     InvalidPlan, "denominator"),
    ("SM PM-only field", lambda p: setattr(_node(p.sm, "h"), "realizes", "h"), InvalidPlan, "PM-only"),
    ("both realizes and helper", lambda p: setattr(_node(p.programs[0].graph, "h"), "helper", P.HELPER_LAYOUT),
     InvalidPlan, "both realizes"),
    ("layout helper on compute op", lambda p: (setattr(_node(p.programs[0].graph, "h"), "realizes", ""),
                                               setattr(_node(p.programs[0].graph, "h"), "helper", P.HELPER_LAYOUT)),
     InvalidPlan, "layout helper"),
    ("binding to non-input", lambda p: setattr(p.inputs[0], "sm_tensor", "h"), InvalidPlan, "not an SM graph input"),
    ("annotation unknown", lambda p: setattr(p.programs[0].graph.tensors[5], "sm_tensor", "nope"), InvalidPlan,
     "annotation"),
]


@pytest.mark.parametrize("name,mutate,cls,msg", CASES, ids=[c[0] for c in CASES])
def test_validator_error_paths(name, mutate, cls, msg):
    with pytest.raises(cls, match=msg):
        validate(_mut(mutate))


def test_contract_errors():
    def bad_range(p):
        p.contracts[0].hi.CopyFrom(ex(0))
    with pytest.raises(InvalidPlan, match="empty or negative range"):
        validate(_mut(bad_range, examples.dp2_loss))

    def ring_contract(p):
        p.contracts[0].tensor = "x"
    with pytest.raises(InvalidPlan, match="not an SM graph input|non-index"):
        validate(_mut(ring_contract, examples.dp2_loss))


def test_zigzag_relation_needs_divisible_dim():
    def odd(p):
        # N = 2*P*c + 2: the zigzag-local size 2c no longer describes N
        p.constraints[0].rhs.constant = 2
    with pytest.raises(InvalidPlan, match="relation of"):
        validate(_mut(odd, examples.cp2_zigzag))


# ------------------------------------------------------------------ PM scheduler

def _p2p_allreduce(recv_peer_self=False, bad_shape=False):
    """P = 2 all-reduce built from send/recv: each rank sends its partial
    product to the other and adds what it receives."""
    b = PlanBuilder("p2p")
    g = b.axis("g", 2)
    n, k, kl = b.symbols("n k k_l")
    b.constrain(k, "==", g.size * kl)
    sm = b.sm
    a, w = sm.input("a", [n, k]), sm.param("w", [k, n])
    sm.matmul(a, w, "y")
    b.group("g", axes=["g"])
    pm = b.program()
    a_, w_ = pm.input("a", [n, kl]), pm.param("w", [kl, n])
    yp = pm.matmul(a_, w_, "y_partial", realizes="y")
    other = 1 - g.coord
    pm.collective(P.OP_SEND, yp, "g", 0, "send", peer=other)
    got = pm.collective(P.OP_RECV, None, "g", 0, "recv", shape=[n, n + (1 if bad_shape else 0)],
                        out_kind=P.VALUE_RING, peer=g.coord if recv_peer_self else other)
    y_ = pm.add(yp, got, "y", helper="accumulate") if not bad_shape else got
    b.bind("a", "a", b.rel(g=shard(1)))
    b.bind("w", "w", b.rel(g=shard(0)))
    b.observe("y", "y", y_.name, b.rel(g=rep()), output="value")
    b.provenance("tests/plan_ir/test_units.py", b"p2p")
    return b.build()


def test_p2p_exchange_evaluates_equal():
    vp = validate(_p2p_allreduce())
    assert evaluate(vp).equal


def test_p2p_unmatched_and_shape_mismatch_rejected():
    with pytest.raises(AmbiguousAuthority, match="no matching"):
        validate(_p2p_allreduce(recv_peer_self=True))
    with pytest.raises(AmbiguousAuthority, match="shapes"):
        validate(_p2p_allreduce(bad_shape=True))


def test_all_to_all_static_reshards():
    """Rows-sharded x becomes columns-sharded by one all_to_all."""
    b = PlanBuilder("a2a")
    g = b.axis("g", 2)
    n, nl = b.symbols("n n_l")
    b.constrain(n, "==", g.size * nl)
    x = b.sm.input("x", [n, n])
    b.sm.unary(P.OP_NEG, x, "y")
    b.group("g", axes=["g"])
    pm = b.program()
    yl = pm.unary(P.OP_NEG, pm.input("x", [nl, n]), "y_rows", realizes="y")
    yt = pm.collective(P.OP_ALL_TO_ALL, yl, "g", 0, "y_cols", shape=[n, nl], split_dim=1, concat_dim=0)
    b.bind("x", "x", b.rel(g=shard(0)))
    b.observe("y", "y", yt.name, b.rel(g=shard(1)), output="value")
    b.provenance("tests/plan_ir/test_units.py", b"a2a")
    assert evaluate(validate(b.build())).equal
    # concatenating along the other dim is a different (wrong) layout of the same shape
    bad = b.build()
    node = next(nd for nd in bad.programs[0].graph.nodes if nd.name == "y_cols")
    node.collective.split_dim, node.collective.concat_dim = 0, 0
    with pytest.raises(InvalidPlan):
        validate(bad)


def test_deadlock_is_ambiguous_authority():
    """Rank 0 issues seq 0 then 1; rank 1 needs seq 1's result before seq 0."""
    b = PlanBuilder("deadlock")
    b.axis("g", 2)
    n = b.symbols("n")[0]
    x = b.sm.input("x", [n])
    b.sm.unary(P.OP_NEG, x, "y")
    b.group("g", axes=["g"])
    for r in range(2):
        pm = b.program(f"rank{r}", ranks=[r])
        xl = pm.unary(P.OP_NEG, pm.input("x", [n]), "y_local", realizes="y")
        if r == 0:
            a = pm.all_reduce(xl, "g", 0, "a")
            pm.all_reduce(a, "g", 1, "c")
        else:
            c = pm.all_reduce(xl, "g", 1, "c")
            pm.all_reduce(c, "g", 0, "a")
    b.bind("x", "x", b.rel(g=rep()))
    b.output("y", "value")
    b.observe("a", "y", "a", b.rel(g=partial(1, 4)))
    b.observe("c", "y", "c", b.rel(g=partial(1, 4)))
    b.provenance("tests/plan_ir/test_units.py", b"deadlock")
    with pytest.raises(AmbiguousAuthority, match="deadlock"):  # partial sums of a value: proves less on purpose
        evaluate(validate(b.build(), partial=True))


@pytest.mark.parametrize("field,old,new", [("replace_value.old", -1, 5), ("replace_value.new", 0, -2)])
def test_replace_value_reads_and_writes_index_values(field, old, new):
    # an index tensor's value replaced: both values are ids (>= 0); a negative one names its field
    b = PlanBuilder("replace_negative")
    b.axis("tp", 2)
    (n,) = b.symbols("n")
    ids = b.sm.input("ids", [n], kind="index")
    b.sm.op(P.OP_REPLACE_VALUE, [ids], [("out", [n], P.VALUE_INDEX)],
            replace_value=P.ReplaceValueAttrs(old=ex(old), new=ex(new)))
    pm = b.program()
    y = pm.op(P.OP_REPLACE_VALUE, [pm.input("ids", [n], kind="index")], [("out", [n], P.VALUE_INDEX)],
              realizes="out", replace_value=P.ReplaceValueAttrs(old=ex(0), new=ex(5)))[0]
    b.bind("ids", "ids", b.rel(tp=rep()))
    b.observe("out", "out", y.name, b.rel(tp=rep()), output="value")
    b.provenance("tests/plan_ir/test_units.py", b"replace_value")
    with pytest.raises(InvalidPlan) as e:
        validate(b.build())
    assert e.value.location.field.endswith(field) and "outside" in e.value.message, (e.value.message, e.value.location)
