"""A model on the meta device is captured with the ops its CPU run has
(issue 24 acceptance 2: the 8B-shaped Llama imports on meta)."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from torch.fx.experimental.proxy_tensor import make_fx  # noqa: E402
import torch.nn.functional as F  # noqa: E402

from frontends.torch import fusion, worker  # noqa: E402
from frontends.torch.raw import RawNode, Ref, TensorMeta  # noqa: E402

TORCH_SDPA = F.scaled_dot_product_attention


def _targets(device: str, causal: bool = True, mask: bool = False) -> set:
    q = torch.randn(2, 4, 8, 16, device=device, requires_grad=True)
    m = torch.ones(8, 8, dtype=torch.bool, device=device) if mask else None

    def step(q):
        loss = F.scaled_dot_product_attention(q, q, q, attn_mask=m, is_causal=causal).sum()
        loss.backward()
        return loss, q.grad

    with worker.cpu_attention_on_meta():
        gm = make_fx(step)(q)
    return {str(n.target) for n in gm.graph.nodes if n.op == "call_function"}


def test_sdpa_on_meta_is_the_kernel_the_cpu_runs():
    cpu, meta = _targets("cpu"), _targets("meta")
    assert "aten._scaled_dot_product_flash_attention_for_cpu.default" in cpu
    assert meta == cpu, meta ^ cpu
    assert not {"aten.tril.default", "aten.ones.default", "aten.where.self"} & meta


def test_sdpa_with_an_explicit_mask_on_meta_is_left_to_torch():
    # the CPU would take another path for it; the wrapper does not guess
    assert "aten._scaled_dot_product_flash_attention_for_cpu.default" not in _targets("meta", causal=False, mask=True)
    assert F.scaled_dot_product_attention is TORCH_SDPA  # restored after the capture


def test_a_scalar_tensor_is_a_constant_to_the_fusions():
    # on meta DTensor's masked embedding fills with scalar_tensor(0), not a lifted constant
    n = RawNode("z", "aten.scalar_tensor.default", (0,), (), ("z",), (TensorMeta((), "int64"),), "m", "fwd")
    assert fusion._root("z", fusion.Index.of((n,)), {}) == 0
    n2 = RawNode("c", "aten.clone.default", (Ref("z"),), (), ("c",), (TensorMeta((), "int64"),), "m", "fwd")
    assert fusion._root("c", fusion.Index.of((n, n2)), {}) == 0
