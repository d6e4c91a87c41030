"""PyTorch frontend benchmark (issue 7, acceptance 6): import time and prove
time (or time to the classified failure) per case.

  source tools/pyenv.sh && $PYTHON bench/torch_bench.py [--case NAME ...] [--no8b] [--bazel]
      [--bazel_case NAME ...]

For each case: `import` = capture (one process per rank + SM, `--workers`
at once) + normalize + merge + assemble; `prove` = `emitter.prove.prove`
on the written plan (the same pipeline as `tv prove`; by default without
`bazel test`, which only runs once every obligation has a rule: pass
--bazel to include it). `eval` = the exact evaluator's verdict alone
(validate + evaluate over Z/pZ), which is what separates correct plans
from silent bugs today. Prints one line per case and a JSON list at the end.
Nothing here asserts a target.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
for p in (REPO, REPO / ".cache" / "gen"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

LLAMA = "frontends.torch.models.llama:llama_tiny"
TP = "frontends.torch.plans.llama_tp"
FSDP = "frontends.torch.plans.llama_fsdp"

# name, model, plan, mesh, what the case is[, seq]. The correct tiny-Llama
# plans run at seq 16, the whole RoPE table, where the retrace names their
# sizes (provable); the bugs at the importer's default seq = tp^2, the only
# length at which the SP bug runs silently (importer.default_seq).
CASES = [
    ("llama_tp2_canonical", LLAMA, f"{TP}:canonical", (2,), "torchtitan TP+SP, correct", 16),
    ("llama_tp4_canonical", LLAMA, f"{TP}:canonical", (4,), "torchtitan TP+SP, correct", 16),
    ("llama_tp2_harmless_local_output", LLAMA, f"{TP}:harmless_local_output", (2,),
     "equivalent: use_local_output on attention_norm", 16),
    ("llama_tp2_swapped_ffn_styles", LLAMA, f"{TP}:swapped_ffn_styles", (2,),
     "equivalent: FFN rowwise/colwise swapped", 16),
    ("llama_tp2_tp_only_no_sp", LLAMA, f"{TP}:tp_only_no_sp", (2,), "equivalent: Megatron TP, no SP", 16),
    ("llama_tp2_sp_bug", LLAMA, f"{TP}:sp_bug", (2,), "silent SP bug"),
    ("llama_tp2_local_output_bug", LLAMA, f"{TP}:local_output_bug", (2,), "use_local_output bug"),
    ("llama_tp2_rowwise_for_colwise_bug", LLAMA, f"{TP}:rowwise_for_colwise_bug", (2,),
     "RowwiseParallel where Colwise was needed"),
    ("llama_dp2xtp2_wrong_mesh_dim", LLAMA, f"{TP}:wrong_mesh_dim_2d", (2, 2), "TP on the dp mesh dim"),
    # 2-D plans at batch 4, seq 16: the sizes the (dp, tp) retrace twin names (frontends/torch/README.md)
    ("llama_dp2xtp2_fsdp_placements", LLAMA, f"{FSDP}:fsdp_tp", (2, 2), "FSDP as DTensor placements x TP", 16, 4),
    ("llama_dp2xtp2_ddp_canonical_2d", LLAMA, f"{TP}:canonical_2d", (2, 2), "DDP x TP (all_reduce avg on dp)", 16, 4),
    ("llama_dp2xtp2_fsdp_sum_bug", LLAMA, f"{FSDP}:fsdp_sum_bug", (2, 2), "FSDP grads summed, not averaged"),
    ("llama_dp2xtp2_fully_shard", LLAMA, f"{FSDP}:fully_shard_tp", (2, 2), "FSDP2 fully_shard x TP"),
    ("hf_llama_tp2_builtin_plan", "frontends.torch.models.hf_llama:hf_llama_tiny",
     "frontends.torch.plans.hf_llama:builtin_tp", (2,), "HF LlamaForCausalLM, its own tp_plan"),
]
CASE_8B = ("llama_8b_meta_tp8_canonical", "frontends.torch.models.llama:llama_8b_meta", f"{TP}:canonical",
           (8,), "8B-shaped Llama on the meta device, TP=8")


def run_case(case, workers: int, bazel: bool, evaluate: bool) -> dict:
    from emitter import plan_io
    from emitter.errors import PlanError
    from frontends.torch.importer import ImportRequest, import_plan

    name, model, plan_ref, mesh, what = case[:5]
    seq = case[5] if len(case) > 5 else 0
    batch = case[6] if len(case) > 6 else ImportRequest.batch
    row: dict = {"case": name, "what": what, "mesh": list(mesh), "seq": seq or "default", "batch": batch}
    t0 = time.monotonic()
    try:
        plan, rep = import_plan(ImportRequest(model, plan_ref, mesh, batch=batch, seq=seq, workers=workers,
                                              timeout_s=3600))
    except PlanError as e:
        row.update(import_s=round(time.monotonic() - t0, 1), verdict=e.category.label,
                   stage="import", message=e.message[:300])
        if "unsupported_ops" in e.details:  # the whole gap (normalize.unsupported_inventory)
            row["unsupported_ops"] = e.details["unsupported_ops"]
        return row
    row.update(import_s=round(time.monotonic() - t0, 1), capture_s=round(rep.capture_seconds, 1),
               sm_ops=rep.sm_ops, pm_ops=max(rep.pm_ops), programs=rep.programs,
               collectives=dict(rep.collectives))
    d = tempfile.mkdtemp(prefix="tv-torch-bench-")
    path = os.path.join(d, "plan.pb")
    plan_io.save(plan, path)
    if evaluate:
        from emitter.evaluator.evaluate import evaluate as ev
        from emitter.validate import validate
        t1 = time.monotonic()
        try:
            r = ev(validate(plan), shrink=False)
            row["eval"] = "equal" if r.equal else f"not_equal({len(r.failing)} observables)"
        except PlanError as e:
            row["eval"] = e.category.label
        except Exception as e:  # resource limits of the evaluator at 8B scale
            row["eval"] = f"error: {type(e).__name__}: {str(e)[:120]}"
        row["eval_s"] = round(time.monotonic() - t1, 1)
    from emitter import prove
    t1 = time.monotonic()
    # `bazel test` needs a package outside the Bazel-ignored .cache (do not commit
    # generated/_torch_bench); without it, scratch stays in .cache
    out = REPO / ("generated/_torch_bench" if bazel else ".cache/torch_bench") / name
    res = prove.prove(path, str(out), run_tests=bazel)
    row.update(prove_s=round(time.monotonic() - t1, 1), verdict=res.label, stage="prove",
               message=res.message[:300], obligations=res.obligations, observables=res.observables,
               location=res.location)
    return row


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", action="append", help="run only these cases (names above)")
    ap.add_argument("--no8b", action="store_true", help="skip the 8B-shaped TP=8 case")
    ap.add_argument("--bazel", action="store_true", help="let prove run `bazel test` when it gets there")
    ap.add_argument("--bazel_case", action="append", default=[],
                    help="run `bazel test` for this case only (the cases that prove: each is a "
                         "10-25 min whole-plan proof with a ~9 GB certificate coqc; hold the big-memory lock)")
    ap.add_argument("--noeval", action="store_true", help="skip the evaluator verdict")
    ap.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 2)))
    args = ap.parse_args()
    cases = CASES + ([] if args.no8b else [CASE_8B])
    if args.case:
        cases = [c for c in cases if c[0] in args.case]
    print(f"machine: {os.cpu_count()} cores; capture workers {args.workers}", flush=True)
    rows = []
    for c in cases:
        row = run_case(c, args.workers, args.bazel or c[0] in args.bazel_case,
                       evaluate=not args.noeval and "8b" not in c[0])
        rows.append(row)
        print(f"{row['case']:34s} import {row['import_s']:7.1f}s  "
              + (f"eval {row.get('eval', '-')} ({row.get('eval_s', '-')}s)  " if 'eval' in row else "")
              + (f"prove {row['prove_s']:5.1f}s  " if 'prove_s' in row else "")
              + f"-> {row['verdict']} [{row['stage']}] {row['message'][:140]}", flush=True)
    print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
