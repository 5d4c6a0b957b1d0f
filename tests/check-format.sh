#!/bin/sh
# Adapted from the house style guide; run with --fix to rewrite the files in place.
# check-format.sh [--fix] [SRCDIR]: clang-format src/ and tests/, then put back
# the `_("…")` and `g_autoptr(T)` spellings that clang-format 14 cannot keep.
set -eu
fix=no; [ "${1-}" = --fix ] && { fix=yes; shift; }
root=${1:-$(dirname "$0")/..}
command -v clang-format >/dev/null || { echo "no clang-format: skipped"; exit 77; }
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT; status=0
for f in "$root"/src/*.[ch] "$root"/src/*/*.[ch] "$root"/tests/*.[ch]; do
  [ -e "$f" ] || continue
  clang-format --style=file --assume-filename="$f" < "$f" |
    sed -E 's/(^|[^A-Za-z0-9_])(_|N_|C_|NC_|Q_|g_auto[a-z]*) \(/\1\2(/g' > "$tmp"
  cmp -s "$f" "$tmp" && continue
  if [ $fix = yes ]; then cat "$tmp" > "$f"; else diff -u "$f" "$tmp" || status=1; fi
done
exit $status
