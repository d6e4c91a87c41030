"""Regeneration (tools/regenerate CORPUS [--check]): rebuild generated/CORPUS/
from its specification (corpus/specs/CORPUS.json), atomically; with check,
build it in memory and fail on any difference from the committed tree.

run() returns the exit code: 0 written / no drift; 1 drift or a planted
defect the pipeline did not refute; 2 usage (unknown corpus, malformed spec).
"""
from __future__ import annotations

import sys
from pathlib import Path

from corpus import build, spec
from emitter import tree_writer

def drift(committed: dict[str, bytes], fresh: dict[str, bytes]) -> list[str]:
    out = []
    for rel in sorted(set(committed) | set(fresh)):
        if rel not in fresh:
            out.append(f"{rel}: committed but no longer generated")
        elif rel not in committed:
            out.append(f"{rel}: generated but not committed")
        elif committed[rel] != fresh[rel]:
            out.append(f"{rel}: differs (sha256 {build.sha256(committed[rel])[:12]} committed, "
                       f"{build.sha256(fresh[rel])[:12]} regenerated)")
    return out


def summary(outcomes) -> list[str]:
    lines = []
    for o in outcomes:
        r = o.record
        if r["verdict"] == "generated":
            lines.append(f"  {r['name']}: generated {r['obligations_unique']} obligations "
                         f"({r['obligations_total']} before deduplication), {r['observables']} observables")
        else:
            loc = " ".join(f"{k}={v}" for k, v in (r.get("location") or {}).items() if v is not None)
            lines.append(f"  {r['name']}: {r['verdict']} (expected {r['expect']}) at {loc}: {r['message'][:160]}")
    return lines


def run(name: str, check: bool, root: Path) -> int:
    try:
        sp = spec.load(name, root / "corpus" / "specs")
        files, outcomes = build.build_corpus(root, sp)
    except spec.SpecError as e:
        print(f"regenerate: usage: {e}", file=sys.stderr)
        return 2
    except build.ExpectationError as e:
        print(f"regenerate: {e}", file=sys.stderr)
        return 1
    dest = root / "generated" / name
    if check:
        committed = tree_writer.read_tree(dest) if dest.is_dir() else {}
        diffs = drift(committed, files)
        for d in diffs:
            print(f"drift: generated/{name}/{d}")
        print(f"regenerate --check {name}: {'DRIFT (%d files)' % len(diffs) if diffs else 'no drift'}")
        print("\n".join(summary(outcomes)))
        return 1 if diffs else 0
    tree_writer.write_tree(dest, files)
    print(f"regenerate {name}: wrote generated/{name} ({len(files)} files)")
    print("\n".join(summary(outcomes)))
    return 0
