#!/usr/bin/env bash
# The 405B-shaped PP16 plan cold, at two commits side by side (bench/README 1an):
# each in a detached worktree with its own fresh output base and no disk cache,
# both started at once so that both see the same machine state; compare the
# CPU seconds each prints (wall times on a shared machine are not comparable).
#   bench/ab_405b.sh BEFORE_REV AFTER_REV [OUTDIR]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bench/ab_405b.sh BEFORE_REV AFTER_REV [OUTDIR]" >&2; exit 2; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${3:-$(mktemp -d /tmp/ab405.XXXXXX)}"
mkdir -p "$out"
run() {
  local side=$1 rev=$2 wt="$out/$1"
  git -C "$repo" worktree add -q --detach "$wt" "$rev"
  (cd "$wt" && source tools/pyenv.sh &&
   "$PYTHON" bench/scale_405b.py --config bench/configs/llama3_405b_dp64_tp8_pp16.json --mem_cap_gib 8) \
    > "$out/$side.out" 2>&1 || echo "$side: rc $?" >&2
  git -C "$repo" worktree remove --force "$wt"
}
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); results in $out"
run before "$1" & run after "$2" & wait
for side in before after; do echo "== $side"; grep -E "^tv prove:|^verdict:|^obligations:" "$out/$side.out"; done
