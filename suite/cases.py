"""The real-model suite's cases.

A case is one `tv prove-torch` invocation: a model factory, a plan (a plan
function `f(model, mesh)` or a PlanSpec factory), a named mesh, the batch
and sequence sizes and an optional step. `intended` is what the plan was
written as (its docstring); the label (suite/labels.json) is what running
the plan on every rank against the single-device model says, and the
scorer compares the verifier's verdict with the label, never with
`intended`.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

INTENDED = ("correct", "look_alike", "silent_bug", "loud_bug")


@dataclasses.dataclass(frozen=True)
class Case:
    id: str
    arch: str
    model: str        # MODULE:FACTORY
    plan: str         # MODULE:NAME (plan function or PlanSpec factory)
    mesh: str         # named axes, e.g. "tp=2" or "dp=2,tp=2"
    intended: str     # one of INTENDED
    batch: int = 2
    seq: int = 4
    step: str = ""    # MODULE:NAME, "" for mean cross-entropy

    def cli_args(self) -> list[str]:
        args = ["--model", self.model, "--plan", self.plan, "--mesh", self.mesh,
                "--batch", str(self.batch), "--seq", str(self.seq)]
        if self.step:
            args += ["--step", self.step]
        return args


M = "suite.models:"
P = "suite.plans:"
TITAN = "frontends.torch.models.llama:llama_tiny"


def _c(id, arch, model, plan, mesh, intended, **kw) -> Case:
    return Case(id=id, arch=arch, model=model, plan=P + plan, mesh=mesh, intended=intended, **kw)


CASES: tuple[Case, ...] = (
    # --- plain PyTorch (torchtitan-style Llama) ---
    _c("titan/tp_sp", "titan_llama", TITAN, "titan_tp_sp", "tp=2", "correct", seq=8),
    _c("titan/tp_sp_seq16", "titan_llama", TITAN, "titan_tp_sp", "tp=2", "correct", seq=16),
    _c("titan/tp_no_sp", "titan_llama", TITAN, "titan_tp_no_sp", "tp=2", "look_alike", seq=8),
    _c("titan/tp_on_dp_axis", "titan_llama", TITAN, "titan_tp_on_dp_axis", "dp=2,tp=2", "look_alike", seq=8),
    _c("titan/fsdp_tp", "titan_llama", TITAN, "titan_fsdp_tp", "dp=2,tp=2", "correct", batch=4, seq=8),
    _c("titan/ddp_tp", "titan_llama", TITAN, "titan_ddp_tp", "dp=2,tp=2", "correct", batch=4, seq=8),
    _c("titan/fully_shard_tp", "titan_llama", TITAN, "titan_fully_shard_tp", "dp=2,tp=2", "correct", batch=4, seq=8),
    _c("titan/fully_shard_tp_no_root", "titan_llama", TITAN, "titan_fully_shard_tp_no_root", "dp=2,tp=2",
       "silent_bug", batch=4, seq=8),
    _c("titan/sp_norm_missing_seq4", "titan_llama", TITAN, "titan_sp_norm_missing", "tp=2", "silent_bug", seq=4),
    _c("titan/sp_norm_missing_seq8", "titan_llama", TITAN, "titan_sp_norm_missing", "tp=2", "loud_bug", seq=8),
    _c("titan/mixed_mesh_dims", "titan_llama", TITAN, "titan_mixed_mesh_dims", "dp=2,tp=2", "silent_bug", seq=8),
    _c("titan/ddp_tp_wrong_mesh", "titan_llama", TITAN, "titan_ddp_tp_wrong_mesh", "dp=2,tp=2", "silent_bug",
       batch=4, seq=8),
    _c("titan/ddp_tp_sum", "titan_llama", TITAN, "titan_ddp_tp_sum", "dp=2,tp=2", "silent_bug", batch=4, seq=8),
    _c("titan/rowwise_for_colwise", "titan_llama", TITAN, "titan_rowwise_for_colwise", "tp=2", "loud_bug", seq=8),
    # --- Hugging Face Llama ---
    _c("llama/megatron_tp", "hf_llama", M + "llama", "hf_megatron_tp", "tp=2", "correct"),
    _c("llama/builtin_tp", "hf_llama", M + "llama", "hf_builtin_tp", "tp=2", "look_alike"),
    _c("llama/ddp", "hf_llama", M + "llama", "hf_ddp", "dp=2", "correct", batch=4),
    _c("llama/o_proj_partial", "hf_llama", M + "llama", "hf_o_proj_partial", "tp=2", "silent_bug"),
    _c("llama/ddp_no_sync", "hf_llama", M + "llama", "hf_ddp_no_sync", "dp=2", "silent_bug", batch=4),
    _c("llama/o_proj_colwise", "hf_llama", M + "llama", "hf_o_proj_colwise", "tp=2", "loud_bug"),
    # --- Hugging Face Mistral ---
    _c("mistral/megatron_tp", "hf_mistral", M + "mistral", "hf_megatron_tp", "tp=2", "correct"),
    _c("mistral/tp_sp", "hf_mistral", M + "mistral", "hf_tp_sp", "tp=2", "look_alike"),
    _c("mistral/tp_sp_local", "hf_mistral", M + "mistral", "hf_tp_sp_local", "tp=2", "look_alike"),
    _c("mistral/megatron_tp_2d", "hf_mistral", M + "mistral", "hf_megatron_tp_2d", "dp=2,tp=2", "correct",
       batch=4),
    _c("mistral/megatron_tp_wrong_mesh", "hf_mistral", M + "mistral", "hf_megatron_tp_wrong_mesh", "dp=2,tp=2",
       "silent_bug", batch=4),
    # --- Hugging Face Gemma ---
    _c("gemma/megatron_tp", "hf_gemma", M + "gemma", "hf_megatron_tp", "tp=2", "correct"),
    _c("gemma/builtin_tp", "hf_gemma", M + "gemma", "hf_builtin_tp", "tp=2", "look_alike"),
    _c("gemma/fsdp", "hf_gemma", M + "gemma", "hf_fsdp", "dp=2", "correct", batch=4),
    _c("gemma/down_proj_partial", "hf_gemma", M + "gemma", "hf_down_proj_partial", "tp=2", "silent_bug"),
    _c("gemma/fsdp_sum", "hf_gemma", M + "gemma", "hf_fsdp_sum", "dp=2", "silent_bug", batch=4),
    # --- Hugging Face Phi (Phi-1/2) ---
    _c("phi/megatron_tp", "hf_phi", M + "phi", "phi_megatron_tp", "tp=2", "correct"),
    _c("phi/builtin_tp", "hf_phi", M + "phi", "hf_builtin_tp", "tp=2", "look_alike"),
    _c("phi/fc2_partial", "hf_phi", M + "phi", "phi_fc2_partial", "tp=2", "silent_bug"),
    # --- Hugging Face Phi-3 (fused projections) ---
    _c("phi3/builtin_tp", "hf_phi3", M + "phi3", "hf_builtin_tp", "tp=2", "correct"),
    _c("phi3/gathered_fused", "hf_phi3", M + "phi3", "phi3_gathered_fused", "tp=2", "look_alike"),
    _c("phi3/gate_up_contiguous", "hf_phi3", M + "phi3", "phi3_gate_up_contiguous", "tp=2", "silent_bug"),
    _c("phi3/gate_up_strided", "hf_phi3", M + "phi3", "phi3_gate_up_strided", "tp=2", "correct"),
    _c("phi3/gate_up_strided_resharded", "hf_phi3", M + "phi3", "phi3_gate_up_strided_resharded", "tp=2",
       "silent_bug"),
    _c("phi3/qkv_contiguous", "hf_phi3", M + "phi3", "phi3_qkv_contiguous", "tp=2", "silent_bug"),
    # --- Hugging Face GPT-2 (Conv1D, fused c_attn) ---
    _c("gpt2/ddp", "hf_gpt2", M + "gpt2", "gpt2_ddp", "dp=2", "correct", batch=4),
    _c("gpt2/mlp_tp", "hf_gpt2", M + "gpt2", "gpt2_mlp_tp", "tp=2", "correct"),
    _c("gpt2/attn_strided_tp", "hf_gpt2", M + "gpt2", "gpt2_attn_strided_tp", "tp=2", "correct"),
    _c("gpt2/attn_contiguous_tp", "hf_gpt2", M + "gpt2", "gpt2_attn_contiguous_tp", "tp=2", "silent_bug"),
    _c("gpt2/ddp_sum", "hf_gpt2", M + "gpt2", "gpt2_ddp_sum", "dp=2", "silent_bug", batch=4),
    _c("gpt2/linear_styles", "hf_gpt2", M + "gpt2", "gpt2_linear_styles", "tp=2", "loud_bug"),
    # --- MoE: OLMoE, Granite-MoE, experts as transformers' `batched_mm` (every
    # token's expert weights gathered, two bmm: one dataflow for every routing) ---
    _c("olmoe/attn_gathered_tp", "hf_olmoe", M + "olmoe_batched", "olmoe_attn_gathered_tp", "tp=2", "correct"),
    _c("olmoe/builtin_tp", "hf_olmoe", M + "olmoe_batched", "hf_builtin_tp", "tp=2", "look_alike"),
    _c("olmoe/ddp", "hf_olmoe", M + "olmoe_batched", "hf_ddp", "dp=2", "correct", batch=4),
    _c("olmoe/attn_colwise", "hf_olmoe", M + "olmoe_batched", "olmoe_attn_colwise", "tp=2", "silent_bug"),
    _c("olmoe/ddp_no_sync", "hf_olmoe", M + "olmoe_batched", "hf_ddp_no_sync", "dp=2", "silent_bug", batch=4),
    _c("granitemoe/attn_tp", "hf_granitemoe", M + "granitemoe_batched", "hf_attn_tp", "tp=2", "correct"),
    _c("granitemoe/builtin_tp", "hf_granitemoe", M + "granitemoe_batched", "hf_builtin_tp", "tp=2", "look_alike"),
    _c("granitemoe/ddp_sum", "hf_granitemoe", M + "granitemoe_batched", "hf_ddp_sum", "dp=2", "silent_bug", batch=4),
    _c("olmoe/gate_up_colwise", "hf_olmoe", M + "olmoe_batched", "hf_moe_gate_up_colwise", "tp=2", "silent_bug"),
    _c("mixtral/builtin_tp", "hf_mixtral", M + "mixtral_batched", "hf_builtin_tp", "tp=2", "look_alike"),
    _c("qwen3moe/builtin_tp", "hf_qwen3moe", M + "qwen3moe_batched", "hf_builtin_tp", "tp=2", "look_alike"),
    _c("mixtral/attn_tp", "hf_mixtral", M + "mixtral_batched", "hf_attn_tp", "tp=2", "correct"),
    _c("mixtral/ddp", "hf_mixtral", M + "mixtral_batched", "hf_ddp", "dp=2", "correct", batch=4),
    _c("mixtral/ddp_no_sync", "hf_mixtral", M + "mixtral_batched", "hf_ddp_no_sync", "dp=2", "silent_bug", batch=4),
    # written as correct; the label says silent: Qwen3's per-head q/k norms
    # are replicated, and each tp rank's heads give their weights a partial
    # gradient that this plan never reduces
    _c("qwen3moe/attn_tp", "hf_qwen3moe", M + "qwen3moe_batched", "hf_attn_tp", "tp=2", "correct"),
    _c("qwen3moe/ddp", "hf_qwen3moe", M + "qwen3moe_batched", "hf_ddp", "dp=2", "correct", batch=4),
    _c("qwen3moe/ddp_sum", "hf_qwen3moe", M + "qwen3moe_batched", "hf_ddp_sum", "dp=2", "silent_bug", batch=4),
    # the experts as the `eager` loop over the experts the batch routes to
    # (`nonzero`, a Python loop): the trace holds this batch's routing only
    _c("olmoe/ddp_eager_experts", "hf_olmoe", M + "olmoe", "hf_ddp", "dp=2", "correct", batch=4),
)


def by_id(case_id: str) -> Case:
    for c in CASES:
        if c.id == case_id:
            return c
    raise KeyError(f"no case {case_id!r}; cases: {[c.id for c in CASES]}")
