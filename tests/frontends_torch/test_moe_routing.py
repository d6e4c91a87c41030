"""The importer's reading of a MoE's routing ops (frontends/torch/normalize.py:
topk, `w[ids]`, its backward `index_put`, topk's backward `scatter`, and the
`new_zeros` buffers they fill) on hand-written raw graphs, the refusals,
and a process-group object in the trace (worker.OpaqueConstant)."""

from __future__ import annotations

import pytest
import torch
from torch import fx

from emitter.errors import UnsupportedOperator
from frontends.torch import normalize, worker
from frontends.torch.raw import RawCapture, RawInput, RawNode, RawOutput, Ref, TensorMeta

I64 = "int64"


def meta(*shape, dtype="float32"):
    return TensorMeta(tuple(shape), dtype)


def graph(nodes, loss_of, extra=()):
    """Params z [4, 3] (router scores), w [3, 2, 5] (expert weights), v
    [4, 2, 5]; the data tokens [4] (int64); the loss sums `loss_of`."""
    inputs = [RawInput("tok", meta(4, dtype=I64), "data", "tokens"),
              RawInput("lab", meta(4, dtype=I64), "label", "labels"),
              RawInput("z", meta(4, 3), "param", "z"), RawInput("w", meta(3, 2, 5), "param", "w"),
              RawInput("v", meta(4, 2, 5), "param", "v"), *extra]
    nodes = list(nodes) + [RawNode("loss", "aten.sum.default", (Ref(loss_of),), (), ("loss",), (meta(),), "m", "fwd")]
    return RawCapture(rank=None, mesh_axes=(), mesh_shape=(), inputs=tuple(inputs), nodes=tuple(nodes),
                      outputs=(RawOutput("loss", "loss", "loss"), RawOutput("logits", loss_of, "logits")),
                      comm_counts=())


def n(name, target, args, *metas, kwargs=(), outputs=None):
    return RawNode(name, target, tuple(args), tuple(kwargs), outputs or (name,), tuple(metas), "m.experts", "fwd")


TOPK = n("topk", "aten.topk.default", [Ref("z"), 2], meta(4, 2), meta(4, 2, dtype=I64), outputs=("topk.0", "topk.1"))


def test_topk_is_its_indices_and_the_values_they_pick():
    g = normalize.normalize(graph([TOPK], "topk.0"))
    ops = [(x.op, dict(x.attrs)) for x in g.nodes]
    assert ops[:2] == [("topk", {"k": 2}), ("gather", {"dim": 1})]
    t = g.tensor_map()
    assert t["topk_1"].kind == "index" and t["topk_0"].shape == (4, 2)
    assert g.nodes[1].inputs == ("z", "topk_1")


def test_expert_weights_picked_per_token_are_an_embedding_of_their_rows():
    pick = n("index", "aten.index.Tensor", [Ref("w"), (Ref("tok"),)], meta(4, 2, 5))
    g = normalize.normalize(graph([pick], "index"))
    assert [x.op for x in g.nodes][:3] == ["reshape", "embedding", "reshape"]
    t = g.tensor_map()
    assert t[g.nodes[0].outputs[0]].shape == (3, 10) and t[g.nodes[1].outputs[0]].shape == (4, 10)


def test_their_backward_accumulated_into_zeros_is_the_embedding_backward():
    nodes = [n("zeros", "aten.new_zeros.default", [Ref("v"), (3, 2, 5)], meta(3, 2, 5)),
             n("put", "aten.index_put.default", [Ref("zeros"), (Ref("tok"),), Ref("v"), True], meta(3, 2, 5))]
    g = normalize.normalize(graph(nodes, "put"))
    assert [x.op for x in g.nodes][:3] == ["reshape", "embedding_backward", "reshape"]
    assert g.tensor_map()[g.nodes[1].outputs[0]].shape == (3, 10)


def test_topks_backward_scatter_is_a_scatter_add_stated_as_read():
    nodes = [TOPK, n("zeros", "aten.new_zeros.default", [Ref("z"), (4, 3)], meta(4, 3)),
             n("sc", "aten.scatter.src", [Ref("zeros"), -1, Ref("topk.1"), Ref("topk.0")], meta(4, 3))]
    g = normalize.normalize(graph(nodes, "sc"))
    assert [x.op for x in g.nodes][:3] == ["topk", "gather", "scatter_add"]
    assert dict(g.nodes[2].attrs) == {"dim": 1}
    assert g.readings == ("aten.scatter as scatter_add (aten.topk's indices, distinct in a row)",)


ZEROS = n("zeros", "aten.new_zeros.default", [Ref("z"), (4, 3)], meta(4, 3))


@pytest.mark.parametrize("nodes,why", [
    ([n("topk", "aten.topk.default", [Ref("z"), 2, 0], meta(2, 3), meta(2, 3, dtype=I64),
        outputs=("topk.0", "topk.1"))], "topk along a dim other than the last"),
    ([n("topk", "aten.topk.default", [Ref("z"), 2, -1, False], meta(4, 2), meta(4, 2, dtype=I64),
        outputs=("topk.0", "topk.1"))], "topk of the smallest entries"),
    ([n("index", "aten.index.Tensor", [Ref("w"), (None, Ref("tok"))], meta(3, 4, 5))],
     "indexing by other than one index tensor on dim 0"),
    ([n("zeros", "aten.new_zeros.default", [Ref("v"), (3, 2, 5)], meta(3, 2, 5)),
      n("put", "aten.index_put.default", [Ref("zeros"), (Ref("tok"),), Ref("v")], meta(3, 2, 5))],
     "index_put without accumulate"),
    ([n("put", "aten.index_put.default", [Ref("w"), (Ref("tok"),), Ref("v"), True], meta(3, 2, 5))],
     "which is not a fresh zeros buffer"),
    ([ZEROS, n("sc", "aten.scatter.src", [Ref("zeros"), -1, Ref("tok"), Ref("z")], meta(4, 3))],
     "scatter by indices other than a topk's"),
    ([TOPK, ZEROS, n("sc", "aten.scatter.src", [Ref("zeros"), 0, Ref("topk.1"), Ref("topk.0")], meta(4, 3))],
     "scatter by indices other than a topk's along its dim"),
])
def test_routing_ops_outside_these_forms_are_unsupported(nodes, why):
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(graph(nodes, nodes[-1].outputs[0]))
    assert why in e.value.message, e.value.message
    assert e.value.details["aten_op"] == nodes[-1].target and "m.experts" in e.value.message


def test_indexing_by_a_boolean_mask_is_unsupported():
    mask = RawInput("msk", meta(3, dtype="bool"), "buffer", "msk")
    nodes = [n("index", "aten.index.Tensor", [Ref("w"), (Ref("msk"),)], meta(2, 2, 5))]
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(graph(nodes, "index", extra=[mask]))
    assert "boolean mask" in e.value.message


def test_a_zeros_buffer_read_by_another_op_is_no_tensor():
    nodes = [ZEROS, n("y", "aten.mul.Tensor", [Ref("zeros"), Ref("z")], meta(4, 3))]
    with pytest.raises(UnsupportedOperator) as e:
        normalize.normalize(graph(nodes, "y"))
    assert "'zeros' is not a supported tensor" in e.value.message


def test_a_process_group_object_in_the_trace_is_an_opaque_constant():
    """What `dist.all_reduce(t, group=pg)` inside a forward leaves in a
    make_fx trace (transformers' `moe_tp_experts`): a get_attr of the group
    object, read by the in-place c10d op (here any call)."""
    root = torch.nn.Module()
    root.pg = object()
    g = fx.Graph()
    x = g.placeholder("x")
    use = g.call_function(print, (x, g.get_attr("pg")))
    use.meta["custom"] = {"module": "mlp.experts", "phase": "fwd"}
    g.output(x)
    with pytest.raises(worker.OpaqueConstant) as e:
        worker.classify_constants(fx.GraphModule(root, g), torch.nn.Module(), ())
    assert "takes object pg" in str(e.value) and "in-place c10d collective" in str(e.value)
    assert e.value.module == "mlp.experts" and e.value.op == str(print)


def test_the_picked_weights_renormalised_in_place_are_a_division():
    """Mixtral's / Qwen3-MoE's `top_k_weights /= top_k_weights.sum(-1,
    keepdim=True)`: an in-place division (its result a new SSA version)."""
    nodes = [TOPK, n("s", "aten.sum.dim_IntList", [Ref("topk.0"), (-1,), True], meta(4, 1)),
             n("div_", "aten.div_.Tensor", [Ref("topk.0"), Ref("s")], meta(4, 2))]
    g = normalize.normalize(graph(nodes, "div_"))
    ops = [x.op for x in g.nodes]
    assert ops[:2] == ["topk", "gather"] and "div" in ops, ops
    div = next(x for x in g.nodes if x.op == "div")
    assert div.inputs[0] == "topk_0"
