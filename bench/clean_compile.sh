#!/bin/bash
# Benchmark 4f: the TV library compiled from clean, coqc one file at a time in
# semantics/BUILD order with the Bazel action's flags (tools/coq/defs.bzl), on
# a scratch copy (so the .vo files never land in the source tree). Prints the
# per-file wall time; wrap in /usr/bin/time for the totals:
#   /usr/bin/time -f "WALL %e s USER %U s SYS %S s MAXRSS %M KB" bench/clean_compile.sh [OUT]
# OUT (default /tmp/tv_clean_lib) keeps the compiled library: OUT/TV can be
# passed to bench/obligation_cost.py --semantics.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-/tmp/tv_clean_lib}
rm -rf "$OUT"; mkdir -p "$OUT/TV"
cp "$REPO"/semantics/*.v "$OUT/TV/"
FILES=$(sed -n '/^coq_library(/,/^)/p' "$REPO/semantics/BUILD" | grep -o '"[A-Za-z0-9_]*\.v"' | tr -d '"')
cd "$OUT"
uptime
for f in $FILES; do
  t0=$(date +%s.%N)
  HOME=/nonexistent coqc -q -no-glob -w -ambiguous-paths -Q TV TV "TV/$f" 2>/dev/null
  t1=$(date +%s.%N)
  printf "%s %.2f\n" "$f" "$(echo "$t1 - $t0" | bc)"
done
echo "files: $(echo $FILES | wc -w)"
uptime
