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

import torch
import torch.nn.functional as F
from torch import nn



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
