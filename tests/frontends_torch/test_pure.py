"""Torch-free units of the importer: normalization of hand-written raw
graphs, broadcasting, rank merging, group naming."""

from __future__ import annotations

import fractions

import pytest

from emitter.errors import AmbiguousAuthority, UnsupportedOperator
from emitter.mesh import Mesh
from frontends.common.plan_writer import Ex
from frontends.torch import merge, normalize
from frontends.torch.ir import IRGraph, IRInput, IRNode, IRTensor
from frontends.torch.raw import RawCapture, RawInput, RawNode, RawOutput, Ref, TensorMeta

F32 = "float32"


def meta(*shape, dtype=F32):
    return TensorMeta(tuple(shape), dtype)


def capture(nodes, inputs, outputs):
    return RawCapture(rank=None, mesh_axes=(), mesh_shape=(), inputs=tuple(inputs),
                      nodes=tuple(nodes), outputs=tuple(outputs), comm_counts=())


def node(name, target, args, out_meta, module="m", phase="fwd", outputs=None):
    metas = out_meta if isinstance(out_meta, tuple) else (out_meta,)
    return RawNode(name, target, tuple(args), (), outputs or (name,), metas, module, phase)


def loss_graph(extra_nodes, extra_inputs=(), grads=()):
    """x[2,3] param w[3], loss = mean(...) : a minimal capture skeleton."""
    inputs = [RawInput("tok", meta(2, dtype="int64"), "data", "tokens"),
              RawInput("lab", meta(2, dtype="int64"), "label", "labels"),
              *extra_inputs]
    return inputs


def test_implicit_broadcast_becomes_reshape_and_broadcast():
    inputs = loss_graph(None, [RawInput("x", meta(2, 3), "param", "x"),
                               RawInput("w", meta(3), "param", "w")])
    nodes = [node("y", "aten.mul.Tensor", [Ref("x"), Ref("w")], meta(2, 3)),
             node("loss", "aten.mean.default", [Ref("y")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    ops = [n.op for n in g.nodes]
    assert ops == ["broadcast", "mul", "reduce_mean"]
    b = g.nodes[0]
    assert b.attr("dims") == (1,) and g.tensor_map()[b.outputs[0]].shape == (2, 3)


def test_size_one_dims_are_squeezed_before_broadcast():
    inputs = loss_graph(None, [RawInput("x", meta(2, 1, 4), "param", "x")])
    nodes = [node("e", "aten.expand.default", [Ref("x"), (2, 3, 4)], meta(2, 3, 4)),
             node("loss", "aten.sum.default", [Ref("e")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "e", "logits")]))
    # the loss's sum over all three dims: one sum per dim, the last first
    assert [n.op for n in g.nodes] == ["reshape", "broadcast", "reduce_sum", "reduce_sum", "reduce_sum"]
    assert [n.attr("axes") for n in g.nodes[2:]] == [(2,), (1,), (0,)]
    assert g.tensor_map()[g.nodes[0].outputs[0]].shape == (2, 4)
    assert g.nodes[1].attr("dims") == (0, 2)


def _per_head_norm(heads):
    """x [2, heads, 3] times its keepdim mean [2, heads, 1] (a q/k norm over
    each head's dims): the mean broadcast onto x."""
    inputs = loss_graph(None, [RawInput("x", meta(2, heads, 3), "param", "x")])
    nodes = [node("v", "aten.mean.dim", [Ref("x"), (-1,), True], meta(2, heads, 1)),
             node("y", "aten.mul.Tensor", [Ref("x"), Ref("v")], meta(2, heads, 3)),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    return capture(nodes, inputs, [RawOutput("loss", "loss", "loss"), RawOutput("logits", "y", "logits")])


def test_a_rank_reads_a_unit_dim_as_the_sm_does():
    # one head per rank: [2, 1, 1] onto [2, 1, 3] drops both unit dims on its own, where the SM's [2, 2, 1]
    # keeps the heads dim; following the SM's reading the rank's graph is the SM's, op for op
    sm = normalize.normalize(_per_head_norm(2))
    alone = normalize.normalize(_per_head_norm(1))
    rank = normalize.normalize(_per_head_norm(1), sm.broadcast_units)
    assert [n.op for n in rank.nodes] == [n.op for n in sm.nodes] != [n.op for n in alone.nodes]
    # a site the SM broadcasts (dropped) is dropped on the rank too: both read alike where the SM has 1 head
    one = normalize.normalize(_per_head_norm(1))
    assert [n.op for n in normalize.normalize(_per_head_norm(1), one.broadcast_units).nodes] == \
        [n.op for n in one.nodes]


def test_scalar_multiply_is_an_exact_scale():
    inputs = loss_graph(None, [RawInput("x", meta(2), "param", "x")])
    nodes = [node("y", "aten.mul.Scalar", [Ref("x"), 0.5], meta(2)),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    assert g.nodes[0].op == "scale" and g.nodes[0].attr("factor") == fractions.Fraction(1, 2)


@pytest.mark.parametrize("target,c,want", [("aten.add.Tensor", 1.0, 1), ("aten.sub.Tensor", 0.5, -0.5),
                                           ("aten.add.Tensor", 1e-6, fractions.Fraction(1, 10 ** 6))])
def test_adding_a_ring_constant_is_add_const(target, c, want):
    # 1e-6's exact rational (m / 2^72) does not fit int64: its shortest decimal
    inputs = loss_graph(None, [RawInput("x", meta(2), "param", "x")])
    nodes = [node("y", target, [Ref("x"), c], meta(2), module="layers.3.mlp"),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    assert g.nodes[0].op == "add_const" and g.nodes[0].attr("value") == want


def test_unknown_aten_op_is_unsupported_and_names_module():
    inputs = loss_graph(None, [RawInput("x", meta(2), "param", "x")])
    nodes = [node("y", "aten.erf.default", [Ref("x")], meta(2), module="layers.3.act"),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    assert e.value.details["aten_op"] == "aten.erf.default" and e.value.details["module"] == "layers.3.act"
    assert "aten.erf.default" in e.value.message and "layers.3.act" in e.value.message
    assert e.value.exit_code == 11


def test_dead_unsupported_ops_do_not_fail():
    inputs = loss_graph(None, [RawInput("x", meta(2), "param", "x")])
    nodes = [node("dead", "aten.erf.default", [Ref("x")], meta(2)),
             node("loss", "aten.sum.default", [Ref("x")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "x", "logits")]))
    assert [n.op for n in g.nodes] == ["reduce_sum"]


def test_fit_affine_recovers_coordinate_offsets_and_rejects_others():
    mesh = Mesh(("dp", "tp"), (2, 2))
    offs = {r: 32 * mesh.coords(r)["tp"] for r in range(4)}
    fitted = merge.fit_affine(offs, mesh)
    assert fitted == Ex.var("coord", "tp") * 32
    assert merge.fit_affine({0: 0, 1: 1, 2: 1, 3: 0}, mesh) is None  # xor is not affine
    assert merge.fit_affine({r: 7 for r in range(4)}, mesh) == 7


def test_group_naming_by_mesh_axes():
    mesh = Mesh(("dp", "tp"), (2, 2))
    g = merge.group_for(mesh, 3, (2, 3))
    assert g.name == "tp" and g.subgroups == ((0, 1), (2, 3))
    assert merge.group_for(mesh, 1, (1, 3)).name == "dp"
    with pytest.raises(AmbiguousAuthority):
        merge.group_for(mesh, 0, (0, 3))  # a diagonal is no mesh-axis group
    with pytest.raises(AmbiguousAuthority):
        merge.group_for(mesh, 2, (3, 2))  # member order differs from the mesh's


def _graph(rank, start):
    t = (IRTensor("x", (4,), "ring", F32), IRTensor("y", (2,), "ring", F32))
    n = IRNode("s", "slice", ("x",), ("y",), (("dim", 0), ("length", 2), ("start", start)), "m", "fwd", "aten.slice.Tensor")
    return IRGraph(rank, (IRInput(t[0], "parameter", "x"),), t, (n,), ())


def test_merge_makes_one_parametric_program():
    mesh = Mesh(("tp",), (2,))
    progs = merge.merge([_graph(0, 0), _graph(1, 2)], mesh)
    assert len(progs) == 1 and progs[0].ranks is None
    assert progs[0].graph.nodes[0].attr("start") == Ex.var("coord", "tp") * 2


def test_merge_falls_back_to_per_rank_programs():
    mesh = Mesh(("tp",), (3,))
    progs = merge.merge([_graph(0, 0), _graph(1, 2), _graph(2, 1)], mesh)
    assert [p.ranks for p in progs] == [(0,), (1,), (2,)]


# ---------------------------------------------------------------- funcol chains

def _ir(name, op, ins, outs, group=None, **attrs):
    return IRNode(name, op, tuple(ins), tuple(outs), tuple(sorted(attrs.items())), "m", "fwd", "aten.x", group)


def _tensors(**shapes):
    return {n: IRTensor(n, s, "ring", F32) for n, s in shapes.items()}


def test_reduce_scatter_on_dim_1_chain_is_one_collective():
    # funcol's reduce_scatter(scatter_dim=1): split(1) -> cat(0) -> reduce_scatter(0)
    ts = _tensors(x=(2, 4, 3), a=(2, 2, 3), b=(2, 2, 3), c=(4, 2, 3), y=(2, 2, 3))
    nodes = [_ir("sp", "split", ["x"], ["a", "b"], dim=1), _ir("cat", "concat", ["a", "b"], ["c"], dim=0),
             _ir("rs", "reduce_scatter", ["c"], ["y"], group=(0, 1), dim=0)]
    out = normalize.collectives_on_dim(nodes, ts, {"y"})
    assert [(n.name, n.op, n.inputs, n.outputs, n.attr("dim")) for n in out] == \
        [("rs", "reduce_scatter", ("x",), ("y",), 1)]


def test_all_gather_on_dim_1_chain_is_one_collective():
    # funcol's all_gather(gather_dim=1): all_gather(0) -> split(0) -> cat(1)
    ts = _tensors(x=(2, 2, 3), g=(4, 2, 3), a=(2, 2, 3), b=(2, 2, 3), y=(2, 4, 3))
    nodes = [_ir("ag", "all_gather", ["x"], ["g"], group=(0, 1), dim=0),
             _ir("sp", "split", ["g"], ["a", "b"], dim=0), _ir("cat", "concat", ["a", "b"], ["y"], dim=1)]
    out = normalize.collectives_on_dim(nodes, ts, {"y"})
    assert [(n.name, n.op, n.inputs, n.outputs, n.attr("dim")) for n in out] == \
        [("ag", "all_gather", ("x",), ("y",), 1)]


def test_chain_with_a_piece_read_elsewhere_is_kept():
    ts = _tensors(x=(2, 4, 3), a=(2, 2, 3), b=(2, 2, 3), c=(4, 2, 3), y=(2, 2, 3), z=(2, 2, 3))
    nodes = [_ir("sp", "split", ["x"], ["a", "b"], dim=1), _ir("cat", "concat", ["a", "b"], ["c"], dim=0),
             _ir("rs", "reduce_scatter", ["c"], ["y"], group=(0, 1), dim=0), _ir("n", "neg", ["a"], ["z"])]
    assert normalize.collectives_on_dim(nodes, ts, {"y", "z"}) == nodes


def test_unit_dim_reshapes_are_one_unit_dim_per_step():
    assert normalize.unit_steps((5, 4), (1, 5, 1, 4)) == [(1, 5, 4), (1, 5, 1, 4)]
    assert normalize.unit_steps((1, 5, 1, 4), (5, 4)) == [(5, 1, 4), (5, 4)]
    assert normalize.unit_steps((2, 3, 4), (6, 4)) == [(6, 4)]  # a merge: one step


# ---------------------------------------------------------------- the loss, keepdim sums, alignment gaps

def _loss_capture(extra_reader=False):
    """logits [2,3,5] and labels [2,3] flattened, log_softmax + nll_loss
    (mean) and autograd's backward of both, as aten emits them."""
    inputs = [RawInput("z3", meta(2, 3, 5), "param", "z3"),
              RawInput("lab", meta(2, 3, dtype="int64"), "label", "labels")]
    nodes = [node("z", "aten.view.default", [Ref("z3"), (6, 5)], meta(6, 5), "loss"),
             node("t", "aten.view.default", [Ref("lab"), (6,)], meta(6, dtype="int64"), "loss"),
             node("ls", "aten._log_softmax.default", [Ref("z"), 1, False], meta(6, 5), "loss"),
             node("nll", "aten.nll_loss_forward.default", [Ref("ls"), Ref("t"), None, 1, -100],
                  (meta(), meta()), "loss", outputs=("nll.0", "nll.1")),
             node("one", "aten.ones_like.default", [Ref("nll.0")], meta(), "loss"),
             node("nb", "aten.nll_loss_backward.default",
                  [Ref("one"), Ref("ls"), Ref("t"), None, 1, -100, Ref("nll.1")], meta(6, 5), "", "bwd"),
             node("dz", "aten._log_softmax_backward_data.default", [Ref("nb"), Ref("ls"), 1, F32],
                  meta(6, 5), "", "bwd")]
    outputs = [RawOutput("loss", "nll.0", "loss"), RawOutput("grad", "dz", "z3")]
    if extra_reader:
        nodes.append(node("e", "aten.exp.default", [Ref("ls")], meta(6, 5), "loss"))
        outputs.append(RawOutput("logits", "e", "logits"))
    return capture(nodes, inputs, outputs)


def test_log_softmax_nll_loss_is_cross_entropy_on_the_unflattened_logits():
    g = normalize.normalize(_loss_capture())
    ops = [n.op for n in g.nodes]
    assert "log_softmax" not in ops and "gather" not in ops and "scatter_add" not in ops
    ce = next(n for n in g.nodes if n.op == "cross_entropy")
    assert ce.inputs == ("z3", "labels")
    mean = next(n for n in g.nodes if n.op == "reduce_mean")
    assert mean.attr("axes") == (0, 1)
    dce = next(n for n in g.nodes if n.op == "scale")
    assert dce.attr("factor") == fractions.Fraction(1, 6)
    bwd = next(n for n in g.nodes if n.op == "cross_entropy_backward")
    assert bwd.inputs[:2] == ("z3", "labels") and g.tensor_map()[bwd.outputs[0]].shape == (2, 3, 5)
    assert g.nodes[-1].op == "reshape" and g.tensor_map()[g.nodes[-1].outputs[0]].shape == (6, 5)


def test_log_softmax_read_elsewhere_stays_decomposed():
    g = normalize.normalize(_loss_capture(extra_reader=True))
    ops = [n.op for n in g.nodes]
    assert "cross_entropy" not in ops and "log_softmax" in ops and "gather" in ops


def test_keepdim_sum_read_by_a_squeeze_is_a_plain_sum():
    inputs = loss_graph(None, [RawInput("x", meta(2, 3, 4), "param", "x")])
    nodes = [node("s", "aten.sum.dim_IntList", [Ref("x"), (1,), True], meta(2, 1, 4)),
             node("q", "aten.squeeze.dim", [Ref("s"), 1], meta(2, 4)),
             node("loss", "aten.sum.default", [Ref("q")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "q", "logits")]))
    assert [n.op for n in g.nodes] == ["reduce_sum", "reduce_sum", "reduce_sum"]  # the loss: one sum per dim
    assert g.nodes[0].attr("keepdim") is False and g.tensor_map()[g.nodes[0].outputs[0]].shape == (2, 4)


def test_keepdim_sum_read_otherwise_is_the_sum_then_a_unit_reshape():
    inputs = loss_graph(None, [RawInput("x", meta(2, 3, 4), "param", "x")])
    nodes = [node("s", "aten.sum.dim_IntList", [Ref("x"), (1,), True], meta(2, 1, 4)),
             node("loss", "aten.sum.default", [Ref("s")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "s", "logits")]))
    # the prover's reduce rules take no keepdim: the kept dim comes back as a reshape
    s, r = g.nodes[:2]
    assert (s.op, s.attr("keepdim"), g.tensor_map()[s.outputs[0]].shape) == ("reduce_sum", False, (2, 4))
    assert r.op == "reshape" and r.inputs == s.outputs and g.tensor_map()[r.outputs[0]].shape == (2, 1, 4)


def test_alignment_pairs_the_same_ops_across_a_module_boundary():
    from frontends.torch import align

    def graph(add_module, extra=()):
        t = tuple(IRTensor(n, (2,), "ring", F32) for n in ("x", "y", "a", "b", "c"))
        nodes = (IRNode("n1", "rmsnorm_backward", ("x",), ("a",), (), "norm", "bwd", "tv"),) + extra + \
            (IRNode("n2", "add", ("a", "y"), ("b",), (), add_module, "bwd", "aten.add.Tensor"),
             IRNode("n3", "reshape", ("b",), ("c",), (), "attn", "bwd", "aten.view.default"))
        return IRGraph(None, (), t, nodes, ())
    roles = align.align(graph("norm"), graph("layer"))
    assert roles["n2"].realizes == "n2" and roles["n3"].realizes == "n3"


def _ir_graph(nodes, names, inputs=()):
    t = tuple(IRTensor(n, (2,), "ring", F32) for n in names)
    ins = tuple(IRInput(IRTensor(n, (2,), "ring", F32), "parameter", n) for n in inputs)
    return IRGraph(None, ins, t, tuple(nodes), ())


def _n(name, op, ins, outs, module, phase="bwd"):
    return IRNode(name, op, tuple(ins), tuple(outs), (), module, phase, "tv")


def test_alignment_pairs_a_gap_around_the_plans_layout_moves():
    # swapped_ffn_styles: the residual add is the norm's on the SM, the
    # block's on the ranks, followed there by a slice of the next module's
    # gathered gradient; the add still realizes the SM's add
    from frontends.torch import align
    sm = _ir_graph([_n("n1", "rmsnorm_backward", ["x"], ["a"], "norm"),
              _n("add_s", "add", ["a", "y"], ["b"], "norm"),
              _n("n3", "reshape", ["b"], ["c"], "ffn")], ["x", "y", "a", "b", "c"], ["x", "y"])
    pm = _ir_graph([_n("n1", "rmsnorm_backward", ["x"], ["a"], "norm"),
              _n("add_p", "add", ["a", "y"], ["b"], "layer"),
              _n("ag", "all_gather", ["b"], ["g"], "ffn"),
              _n("sl", "slice", ["g"], ["s"], "ffn"),
              _n("n3", "reshape", ["s"], ["c"], "ffn")], ["x", "y", "a", "b", "g", "s", "c"], ["x", "y"])
    roles = align.align(sm, pm)
    assert roles["add_p"].realizes == "add_s"
    assert roles["sl"].helper == "layout" and roles["n3"].realizes == "n3"


def test_alignment_pairs_a_moved_op_by_the_sm_tensors_it_reads():
    # tp_only_no_sp: the SM adds w1's and w3's input gradients inside w1's
    # backward; the ranks all-reduce each and add them after w1's last op
    from frontends.torch import align
    sm = _ir_graph([_n("g3", "matmul", ["x"], ["d3"], "w3"),
              _n("g1", "matmul", ["x"], ["d1"], "w1"),
              _n("add_s", "add", ["d3", "d1"], ["s"], "w1"),
              _n("t", "transpose", ["x"], ["tt"], "w1")], ["x", "d3", "d1", "s", "tt"], ["x"])
    pm = _ir_graph([_n("g3", "matmul", ["x"], ["d3"], "w3"),
              _n("ar3", "all_reduce", ["d3"], ["r3"], "ffn"),
              _n("g1", "matmul", ["x"], ["d1"], "w1"),
              _n("t", "transpose", ["x"], ["tt"], "w1"),
              _n("ar1", "all_reduce", ["d1"], ["r1"], "ffn"),
              _n("add_p", "add", ["r3", "r1"], ["s"], "ffn")], ["x", "d3", "r3", "d1", "tt", "r1", "s"], ["x"])
    assert align.align(sm, pm)["add_p"].realizes == "add_s"
    # reading other SM tensors (the operands swapped), it stays a helper
    pm2 = _ir_graph([*pm.nodes[:-1], _n("add_p", "add", ["r1", "r3"], ["s"], "ffn")], [t.name for t in pm.tensors], ["x"])
    assert align.align(sm, pm2)["add_p"].helper == "accumulate"



def _one_op(target, args, out, extra=(), kwargs=()):
    """A capture whose loss sums the output of one op on a param x[2]."""
    inputs = loss_graph(None, [RawInput("x", meta(2), "param", "x"), *extra])
    n = RawNode("y", target, tuple(args), tuple(kwargs), ("y",), (out,), "m", "fwd")
    nodes = [n, node("loss", "aten.sum.default", [Ref("y")], meta())]
    return capture(nodes, inputs, [RawOutput("loss", "loss", "loss"), RawOutput("logits", "y", "logits")])


@pytest.mark.parametrize("target,args,kwargs,out,why", [
    ("aten.rsub.Scalar", [Ref("x"), Ref("x")], (), meta(2), "rsub of a tensor"),
    ("aten.addmm.default", [Ref("b"), Ref("a"), Ref("m")], (("beta", 2),), meta(2, 2),
     "addmm with beta or alpha other than 1"),
    ("prims.var.default", [Ref("x"), [0], 2], (), meta(), "var over 2 elements with correction 2"),
    ("aten.arange.start_step", [0, 4, 2], (), meta(2, dtype="int64"), "only an integer range with step 1"),
])
def test_ops_outside_the_vocabulary_in_these_forms_are_unsupported(target, args, kwargs, out, why):
    extra = [RawInput("a", meta(2, 2), "param", "a"), RawInput("m", meta(2, 2), "param", "m"),
             RawInput("b", meta(2), "param", "b")]
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(_one_op(target, args, out, extra, kwargs))
    assert why in e.value.message and e.value.details["aten_op"] == target


def test_tanh_backward_is_grad_times_one_minus_the_square():
    inputs = loss_graph(None, [RawInput("x", meta(2), "param", "x"), RawInput("g", meta(2), "param", "g")])
    nodes = [node("t", "aten.tanh.default", [Ref("x")], meta(2)),
             node("y", "aten.tanh_backward.default", [Ref("g"), Ref("t")], meta(2)),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    ops = [n.op for n in g.nodes]
    assert ops == ["tanh", "mul", "neg", "add_const", "mul", "reduce_sum"], ops
    assert g.nodes[3].attr("value") == 1


def test_adding_zero_is_the_identity():
    g = normalize.normalize(_one_op("aten.add.Tensor", [Ref("x"), 0], meta(2)))
    assert [n.op for n in g.nodes] == ["reduce_sum"]


def test_a_split_in_three_is_two_splits_in_two_and_its_concat_two_concats():
    inputs = loss_graph(None, [RawInput("x", meta(2, 9), "param", "x")])
    nodes = [RawNode("s", "aten.split.Tensor", (Ref("x"), 3, -1), (), ("s.0", "s.1", "s.2"),
                     (meta(2, 3), meta(2, 3), meta(2, 3)), "m", "fwd"),
             node("c", "aten.cat.default", [(Ref("s.2"), Ref("s.0"), Ref("s.1")), -1], meta(2, 9)),
             node("loss", "aten.sum.default", [Ref("c")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "c", "logits")]))
    t = g.tensor_map()
    splits = [n for n in g.nodes if n.op == "split"]
    cats = [n for n in g.nodes if n.op == "concat"]
    assert [[t[o].shape for o in n.outputs] for n in splits] == [[(2, 3), (2, 6)], [(2, 3), (2, 3)]]
    assert splits[1].inputs == (splits[0].outputs[1],)
    assert [[t[i].shape for i in n.inputs] for n in cats] == [[(2, 3), (2, 3)], [(2, 6), (2, 3)]]
    assert cats[1].inputs[0] == cats[0].outputs[0]


def _pieces_capture(lo_end: int, hi_start: int):
    """x[2,4]: y = slice_backward(a, dim -1, hi_start..) + slice_backward(b, 0..lo_end),
    a and b params of the pieces' shapes (a split's backward when they meet)."""
    inputs = loss_graph(None, [RawInput("a", meta(2, 4 - hi_start), "param", "a"),
                               RawInput("b", meta(2, lo_end), "param", "b")])
    big = 9223372036854775807
    nodes = [node("pa", "aten.slice_backward.default", [Ref("a"), (2, 4), -1, hi_start, big, 1], meta(2, 4)),
             node("pb", "aten.slice_backward.default", [Ref("b"), (2, 4), -1, 0, lo_end, 1], meta(2, 4)),
             node("y", "aten.add.Tensor", [Ref("pa"), Ref("pb")], meta(2, 4)),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    return capture(nodes, inputs, [RawOutput("loss", "loss", "loss"), RawOutput("logits", "y", "logits")])


def test_the_padded_pieces_of_a_split_summed_are_their_concat():
    g = normalize.normalize(_pieces_capture(1, 1))
    cat = g.nodes[0]
    assert (cat.op, cat.inputs, cat.attr("dim")) == ("concat", ("b", "a"), 1)


def test_padded_pieces_that_leave_a_gap_stay_slice_backward():
    # [0, 1) and [2, 4): the sum is no concat (zeros at 1); slice_backward has no denotation
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(_pieces_capture(1, 2))
    assert e.value.details["aten_op"] == "aten.slice_backward.default"


@pytest.mark.parametrize("dtype,op", [("float64", None), ("bfloat16", None), ("int64", None), ("float32", "to_ring")])
def test_a_cast_is_the_identity_or_an_integer_read_as_a_ring_element(dtype, op):
    src = "tok" if op else ("x" if dtype.startswith(("float", "bfloat")) else "tok")
    inputs = loss_graph(None, [RawInput("x", meta(2), "param", "x")])
    nodes = [RawNode("c", "aten._to_copy.default", (Ref(src),), (("dtype", dtype),), ("c",), (meta(2, dtype=dtype),),
                     "m", "fwd")]
    if dtype == "int64":  # an index read by an embedding
        inputs.append(RawInput("e", meta(3, 2), "param", "e"))
        nodes.append(node("y", "aten.embedding.default", [Ref("e"), Ref("c")], meta(2, 2)))
    else:
        nodes.append(node("y", "aten.mul.Tensor", [Ref("c"), Ref("x")], meta(2)))
    nodes.append(node("loss", "aten.sum.default", [Ref("y")], meta()))
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    ops = [n.op for n in g.nodes]
    assert (op in ops) if op else ("to_ring" not in ops and ops[0] in ("mul", "embedding")), ops
    # a float-to-float cast read as the identity is recorded, to be stated beside the claim
    assert g.readings == ((f"cast float32 -> {dtype} as the identity",) if dtype in ("float64", "bfloat16") else ()), \
        g.readings


def test_a_cast_of_a_mask_to_a_number_is_unsupported():
    inputs = loss_graph(None, [RawInput("m", meta(2, dtype="bool"), "data", "m"), RawInput("x", meta(2), "param", "x")])
    nodes = [RawNode("c", "aten._to_copy.default", (Ref("m"),), (("dtype", "float32"),), ("c",), (meta(2),), "m", "fwd"),
             node("y", "aten.mul.Tensor", [Ref("c"), Ref("x")], meta(2)),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"), RawOutput("logits", "y", "logits")]))
    assert "a cast of a mask tensor to float32" in e.value.message and e.value.details["aten_op"] == "aten._to_copy.default"


@pytest.mark.parametrize("target,op", [("aten.cos.default", "cos"), ("aten.sin.default", "sin")])
def test_cos_and_sin_are_primitives(target, op):
    g = normalize.normalize(_one_op(target, [Ref("x")], meta(2)))
    assert [n.op for n in g.nodes] == [op, "reduce_sum"]


def test_alignment_pairs_a_moved_layout_op_with_the_same_attributes():
    # HF's tp_plan: a weight gradient's last transpose comes after the input
    # gradient's all-reduce and add on the ranks, before the add in the SM
    from frontends.torch import align
    perm = (("perm", (1, 0)),)
    sm = _ir_graph([_n("mm", "matmul", ["x"], ["m"], "w"),
                    _n("add_s", "add", ["x", "x"], ["s"], "w"),
                    IRNode("t", "transpose", ("m",), ("tt",), perm, "w", "bwd", "tv")], ["x", "m", "s", "tt"], ["x"])
    pm = _ir_graph([_n("mm", "matmul", ["x"], ["m"], "w"),
                    IRNode("t", "transpose", ("m",), ("tt",), perm, "w", "bwd", "tv"),
                    _n("ar", "all_reduce", ["x"], ["r"], "w"),
                    _n("add_p", "add", ["r", "r"], ["s"], "w")], ["x", "m", "tt", "r", "s"], ["x"])
    assert align.align(sm, pm)["t"].realizes == "t"
    # another permutation of the same tensor stays the plan's own layout move
    pm2 = _ir_graph([*pm.nodes[:1], IRNode("t", "transpose", ("m",), ("tt",), (("perm", (0, 1)),), "w", "bwd", "tv"),
                     *pm.nodes[2:]], [t.name for t in pm.tensors], ["x"])
    assert align.align(sm, pm2)["t"].helper == "layout"


def test_three_padded_pieces_summed_in_a_tree_are_their_concat():
    # Phi-3's q, k, v slices of its fused projection: (pq + pk) + pv
    inputs = loss_graph(None, [RawInput(n, meta(2, 2), "param", n) for n in ("q", "k", "v")])
    big = 9223372036854775807
    nodes = [node("pk", "aten.slice_backward.default", [Ref("k"), (2, 6), 1, 2, 4, 1], meta(2, 6)),
             node("pv", "aten.slice_backward.default", [Ref("v"), (2, 6), 1, 4, big, 1], meta(2, 6)),
             node("pq", "aten.slice_backward.default", [Ref("q"), (2, 6), 1, 0, 2, 1], meta(2, 6)),
             node("s1", "aten.add.Tensor", [Ref("pk"), Ref("pq")], meta(2, 6)),
             node("y", "aten.add.Tensor", [Ref("s1"), Ref("pv")], meta(2, 6)),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    # one cat of q, k, v (normalize writes a concat of three as two of two)
    assert [(n.op, n.inputs) for n in g.nodes[:2]] == [("concat", ("q", "k")), ("concat", (g.nodes[0].outputs[0], "v"))]


def test_an_empty_padded_piece_added_is_the_identity():
    # a partial rotary's pass-through part x[..., 4:] of a head of 4: empty
    inputs = loss_graph(None, [RawInput("e", meta(2, 0), "param", "e"), RawInput("x", meta(2, 4), "param", "x")])
    nodes = [node("pe", "aten.slice_backward.default", [Ref("e"), (2, 4), 1, 4, 9223372036854775807, 1], meta(2, 4)),
             node("y", "aten.add.Tensor", [Ref("pe"), Ref("x")], meta(2, 4)),
             node("loss", "aten.sum.default", [Ref("y")], meta())]
    g = normalize.normalize(capture(nodes, inputs, [RawOutput("loss", "loss", "loss"),
                                                    RawOutput("logits", "y", "logits")]))
    assert [(n.op, n.inputs) for n in g.nodes][0] == ("reduce_sum", ("x",))
