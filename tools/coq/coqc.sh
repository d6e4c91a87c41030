# The body of @coq_toolchain//:coqc.sh, the executable of every Coq action
# (tools/coq/toolchain.bzl prepends TV_COQC and TV_ID, the identity recorded
# when the repository was made). Sourced by /bin/sh; POSIX sh only.
#
# Where it runs (locally, in a sandbox, or on a remote worker) it recomputes
# the identity of the coqc it finds at TV_COQC: the binary's sha256, its
# version, and the sha256 of every stdlib, MathComp (user-contrib) .vo and
# plugin .cmxs file, and compares it with TV_ID. Any difference fails the
# action with exit 17 and a `trust_failure:` line, before coqc runs, so a
# worker with a different Coq or MathComp never produces a .vo or a verdict.
#
# Hashing ~110 MB per call would cost seconds, so the content identity is
# cached per machine in $TMPDIR (default /tmp), keyed by a stat fingerprint
# of every file it covers (path, size, inode, mtime, ctime): any write to any
# of them (ctime cannot be set back) recomputes it. No cache entry is trusted
# that does not carry that fingerprint; an unwritable cache only costs time.
#
# `sh coqc.sh --tv-print-identity COQC` prints the identity (the repository
# rule records it with this same code).

tv_trees() {  # the files the identity covers, one per line
  tv_lib=$("$1" -where 2>/dev/null) || return 1
  tv_lib=${tv_lib%/}
  tv_core=$("$1" -config 2>/dev/null | sed -n 's/^COQCORELIB=//p')
  tv_core=${tv_core%/}
  echo "$1"
  for d in "$tv_lib/theories" "$tv_lib/user-contrib"; do
    [ -d "$d" ] && find "$d" -type f -name '*.vo'
  done
  [ -n "$tv_core" ] && [ -d "$tv_core" ] && find "$tv_core" -type f -name '*.cmxs'
  return 0
}

tv_tree_hash() {  # DIR PATTERN: sha256 of the sorted per-file hashes, or "absent"
  if [ -d "$1" ]; then
    (cd "$1" && find . -type f -name "$2" | LC_ALL=C sort | xargs -r sha256sum | sha256sum | cut -d' ' -f1)
  else
    echo absent
  fi
}

tv_identity() {  # COQC: the identity, the same text as coq_id.txt
  tv_real=$(readlink -f "$1")
  tv_lib=$("$1" -where) || return 1
  tv_lib=${tv_lib%/}
  tv_core=$("$1" -config | sed -n 's/^COQCORELIB=//p')
  tv_core=${tv_core%/}
  echo "COQC=$1"
  echo "COQC_SHA256=$(sha256sum "$tv_real" | cut -d' ' -f1)"
  echo "COQ_VERSION=$("$1" --version | tr '\n' ' ' | sed 's/ *$//')"
  echo "COQLIB=$tv_lib"
  echo "STDLIB_VO_SHA256=$(tv_tree_hash "$tv_lib/theories" '*.vo')"
  echo "MATHCOMP_VO_SHA256=$(tv_tree_hash "$tv_lib/user-contrib/mathcomp" '*.vo')"
  echo "USER_CONTRIB_VO_SHA256=$(tv_tree_hash "$tv_lib/user-contrib" '*.vo')"
  if [ -n "$tv_core" ]; then
    echo "PLUGINS_CMXS_SHA256=$(tv_tree_hash "$tv_core" '*.cmxs')"
  else
    echo "PLUGINS_CMXS_SHA256=none"
  fi
}

tv_cached_identity() {  # COQC: tv_identity, cached under its stat fingerprint
  tv_fp=$(tv_trees "$1" | LC_ALL=C sort | xargs -r stat -L -c '%n %s %i %Y %Z' 2>/dev/null | sha256sum | cut -d' ' -f1)
  tv_cache="${TMPDIR:-/tmp}/trainverify-coq-identity"
  tv_entry="$tv_cache/$tv_fp"
  if [ -f "$tv_entry" ] && [ "$(head -n 1 "$tv_entry")" = "fingerprint $tv_fp" ]; then
    sed 1d "$tv_entry"
    return 0
  fi
  tv_out=$(tv_identity "$1") || return 1
  if mkdir -p "$tv_cache" 2>/dev/null; then
    tv_tmp="$tv_entry.$$"
    { echo "fingerprint $tv_fp"; echo "$tv_out"; } > "$tv_tmp" 2>/dev/null && mv -f "$tv_tmp" "$tv_entry" 2>/dev/null
    rm -f "$tv_tmp" 2>/dev/null
  fi
  echo "$tv_out"
}

if [ "${1:-}" = "--tv-print-identity" ]; then
  tv_identity "$2"
  exit $?
fi

tv_host=$(uname -n)
if [ ! -x "$TV_COQC" ]; then
  echo "trust_failure: Coq toolchain identity mismatch on $tv_host: no coqc at $TV_COQC (recorded: $(echo "$TV_ID" | head -n 2 | tr '\n' ' '))" >&2
  exit 17
fi
tv_found=$(tv_cached_identity "$TV_COQC")
if [ "$tv_found" != "$TV_ID" ]; then
  echo "trust_failure: Coq toolchain identity mismatch on $tv_host: the coqc, stdlib or MathComp found here is not the one recorded in the action's inputs (@coq_toolchain//:coqc.sh); no verdict" >&2
  printf '%s\n' "$TV_ID" > "${TMPDIR:-/tmp}/tv-id-recorded.$$"
  printf '%s\n' "$tv_found" | diff "${TMPDIR:-/tmp}/tv-id-recorded.$$" - | sed -n 's/^</  recorded:/p; s/^>/  found:   /p' >&2
  rm -f "${TMPDIR:-/tmp}/tv-id-recorded.$$"
  exit 17
fi
exec "$TV_COQC" "$@"
