"""A torchtitan-style Llama, small enough to trace on a CPU in seconds.

Module names and structure follow torchtitan's `Transformer` (tok_embeddings,
layers.<i>.{attention_norm, attention.{wq,wk,wv,wo}, ffn_norm,
feed_forward.{w1,w2,w3}}, norm, output) so that torchtitan's tensor-parallel
plan applies unchanged. Two deliberate choices keep every op inside the Plan
IR vocabulary:

* RoPE is the rotate-half form with precomputed cos/sin *buffers* (real
  tensors), not torchtitan's complex multiply: complex dtypes have no
  denotation, and the buffers become replicated graph inputs, so the proof
  quantifies over any tables.
* Local head counts are derived from the projection output (`view(.., -1,
  head_dim)`), as torchtitan does, so the same code runs sharded.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from frontends.torch.spec import Retrace


@dataclasses.dataclass(frozen=True)
class LlamaConfig:
    dim: int = 32
    n_layers: int = 2
    n_heads: int = 8
    n_kv_heads: int = 4  # GQA: two query heads per kv head
    vocab_size: int = 64
    ffn_hidden: int = 64
    norm_eps: float = 1e-5
    max_seq_len: int = 16
    rope_theta: float = 10000.0

    @property
    def head_dim(self) -> int:
        return self.dim // self.n_heads


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    # chunk (aten.split) rather than slicing: its backward is a plain cat, so
    # the gradient graph needs no zero-padding constant.
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_emb(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    # x: [bs, seq, heads, head_dim]; cos/sin: [seq, head_dim]
    cos = cos.view(1, cos.shape[0], 1, cos.shape[1])
    sin = sin.view(1, sin.shape[0], 1, sin.shape[1])
    return x * cos + rotate_half(x) * sin


def repeat_kv(x: torch.Tensor, n_rep: int) -> torch.Tensor:
    bs, slen, n_kv, hd = x.shape
    if n_rep == 1:
        return x
    return x[:, :, :, None, :].expand(bs, slen, n_kv, n_rep, hd).reshape(bs, slen, n_kv * n_rep, hd)


class Attention(nn.Module):
    def __init__(self, cfg: LlamaConfig):
        super().__init__()
        self.n_rep = cfg.n_heads // cfg.n_kv_heads
        self.head_dim = cfg.head_dim
        self.wq = nn.Linear(cfg.dim, cfg.n_heads * cfg.head_dim, bias=False)
        self.wk = nn.Linear(cfg.dim, cfg.n_kv_heads * cfg.head_dim, bias=False)
        self.wv = nn.Linear(cfg.dim, cfg.n_kv_heads * cfg.head_dim, bias=False)
        self.wo = nn.Linear(cfg.n_heads * cfg.head_dim, cfg.dim, bias=False)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        bs, seqlen, _ = x.shape
        xq = self.wq(x).view(bs, seqlen, -1, self.head_dim)
        xk = self.wk(x).view(bs, seqlen, -1, self.head_dim)
        xv = self.wv(x).view(bs, seqlen, -1, self.head_dim)
        xq = apply_rotary_emb(xq, cos, sin)
        xk = apply_rotary_emb(xk, cos, sin)
        keys = repeat_kv(xk, self.n_rep)
        values = repeat_kv(xv, self.n_rep)
        out = F.scaled_dot_product_attention(
            xq.transpose(1, 2), keys.transpose(1, 2), values.transpose(1, 2), is_causal=True)
        out = out.transpose(1, 2).contiguous().view(bs, seqlen, -1)
        return self.wo(out)


class FeedForward(nn.Module):
    def __init__(self, cfg: LlamaConfig):
        super().__init__()
        self.w1 = nn.Linear(cfg.dim, cfg.ffn_hidden, bias=False)
        self.w2 = nn.Linear(cfg.ffn_hidden, cfg.dim, bias=False)
        self.w3 = nn.Linear(cfg.dim, cfg.ffn_hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class TransformerBlock(nn.Module):
    def __init__(self, cfg: LlamaConfig):
        super().__init__()
        self.attention_norm = nn.RMSNorm(cfg.dim, eps=cfg.norm_eps)
        self.attention = Attention(cfg)
        self.ffn_norm = nn.RMSNorm(cfg.dim, eps=cfg.norm_eps)
        self.feed_forward = FeedForward(cfg)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        h = x + self.attention(self.attention_norm(x), cos, sin)
        return h + self.feed_forward(self.ffn_norm(h))


def rope_tables(cfg: LlamaConfig) -> tuple[torch.Tensor, torch.Tensor]:
    half = cfg.head_dim // 2
    inv = 1.0 / (cfg.rope_theta ** (torch.arange(0, half, dtype=torch.float32) / half))
    ang = torch.outer(torch.arange(cfg.max_seq_len, dtype=torch.float32), inv)
    ang = torch.cat((ang, ang), dim=-1)
    return ang.cos(), ang.sin()


class Transformer(nn.Module):
    def __init__(self, cfg: LlamaConfig):
        super().__init__()
        self.cfg = cfg
        self.tok_embeddings = nn.Embedding(cfg.vocab_size, cfg.dim)
        self.layers = nn.ModuleDict({str(i): TransformerBlock(cfg) for i in range(cfg.n_layers)})
        self.norm = nn.RMSNorm(cfg.dim, eps=cfg.norm_eps)
        self.output = nn.Linear(cfg.dim, cfg.vocab_size, bias=False)
        cos, sin = rope_tables(cfg)
        self.register_buffer("freqs_cos", cos, persistent=False)
        self.register_buffer("freqs_sin", sin, persistent=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        seqlen = tokens.shape[1]
        cos, sin = self.freqs_cos[:seqlen], self.freqs_sin[:seqlen]
        h = self.tok_embeddings(tokens)
        for layer in self.layers.values():
            h = layer(h, cos, sin)
        return self.output(self.norm(h))


def llama_tiny() -> Transformer:
    """2 layers, dim 32, 8 query / 4 kv heads, vocab 64: shardable up to TP=4."""
    torch.manual_seed(0)
    return Transformer(LlamaConfig())


def llama_primes() -> Transformer:
    """`llama_tiny`'s structure with sizes the importer can name by symbols
    at TP = 3 (`symbols.py`: every size a product of distinct primes, 3 the
    tp axis, 2 a literal) and every TP shard one symbol (the prover's layout
    rules want a sharded size written `tp * local`): 21 = tp * 7 heads of
    head_dim 2 * 5 (rotate-half's 2), dim 210, vocab tp * 11, ffn tp * 13,
    max_seq_len tp * 17 (import with `--seq 51`: the RoPE tables are sliced
    to their whole length). Multi-head, not GQA: a GQA local head count
    (kv heads * group) is a product, not one symbol."""
    torch.manual_seed(0)
    return Transformer(LlamaConfig(dim=210, n_heads=21, n_kv_heads=21, vocab_size=33, ffn_hidden=39,
                                   max_seq_len=51))


def llama_tiny_retrace() -> Transformer:
    """`llama_tiny`'s structure (GQA, 2 query heads per kv head) with every
    independent size a distinct prime on a tp = 3 mesh, for naming the tiny
    Llama's sizes (`RETRACE`): 7 kv heads per rank, head_dim 2 * 5 (the group
    2 and rotate-half's 2 are literals), vocab tp * 17, ffn tp * 19,
    max_seq_len tp * 13 (the captured seq)."""
    torch.manual_seed(0)
    return Transformer(LlamaConfig(dim=420, n_heads=42, n_kv_heads=21, vocab_size=51, ffn_hidden=57,
                                   max_seq_len=39))


def llama_tiny_retrace_kv1() -> Transformer:
    """`llama_tiny_retrace` with one kv head per rank on the tp = 3 mesh (3
    kv heads, 6 query heads), the structure of the tiny Llama at tp = 4:
    a single local kv head makes the importer's graph differ (its unit
    dims), so the twin must have one too."""
    torch.manual_seed(0)
    return Transformer(LlamaConfig(dim=60, n_heads=6, n_kv_heads=3, vocab_size=51, ffn_hidden=57,
                                   max_seq_len=39))


def llama_tiny_retrace_2d() -> Transformer:
    """`llama_tiny`'s structure for naming its sizes on a 2-D (dp, tp) mesh,
    traced on (dp, tp) = (5, 3). FSDP shards every parameter's dim 0 on dp
    too, so dim, heads * head_dim, vocab and ffn must all divide by dp * tp:
    vocab dp * tp * 17, ffn dp * tp * 19, head_dim 2 * 7, and dp * tp kv
    heads (dp per tp rank: the one size that takes the factor; a fresh
    prime there would make dim 4620). dim = 2 * n_kv * head_dim = 420."""
    torch.manual_seed(0)
    return Transformer(LlamaConfig(dim=420, n_heads=30, n_kv_heads=15, vocab_size=255, ffn_hidden=285,
                                   max_seq_len=39))


def _tiny_retrace(mesh_shape: tuple[int, ...], batch: Optional[int] = None,
                  seq: Optional[int] = None) -> Optional[Retrace]:
    # One tensor-parallel axis (tp = 2 or 4) becomes tp = 3; batch 11; the
    # sequence is the whole RoPE table (import the tiny Llama with
    # `--seq 16` to match: a shorter seq is a slice the forms cannot name).
    # A (dp, tp) mesh becomes (5, 3), the global batch dp * 11 (import with
    # `--batch 4`: a local batch of 1 is a unit dim the twin does not have);
    # other sizes are declined up front (16 captures the forms cannot use).
    if len(mesh_shape) == 2 and mesh_shape[0] > 1 and mesh_shape[1] > 1:
        dp = mesh_shape[0]
        if seq not in (None, LlamaConfig().max_seq_len) or (batch is not None and (batch % dp or batch < 2 * dp)):
            return None
        return Retrace(model=f"{__name__}:llama_tiny_retrace_2d", mesh_shape=(5, 3), batch=55, seq=39)
    if len(mesh_shape) != 1:
        return None
    kv1 = LlamaConfig().n_kv_heads == mesh_shape[0]
    twin = "llama_tiny_retrace_kv1" if kv1 else "llama_tiny_retrace"
    return Retrace(model=f"{__name__}:{twin}", mesh_shape=(3,), batch=11, seq=39)


RETRACE = {"llama_tiny": _tiny_retrace}


def llama_8b_shape() -> Transformer:
    """Llama3-8B dims (for the import-time benchmark; build under the meta device)."""
    return Transformer(LlamaConfig(dim=4096, n_layers=32, n_heads=32, n_kv_heads=8,
                                   vocab_size=128256, ffn_hidden=14336, max_seq_len=8192,
                                   rope_theta=500000.0))


def llama_8b_meta() -> Transformer:
    """`llama_8b_shape` built on the meta device: shapes only, no storage
    (the importer then runs the batch on meta too)."""
    with torch.device("meta"):
        return llama_8b_shape()
