#!/bin/sh
# Adapted from the house style guide; run with --fix to rewrite the files in place.
# check-format.sh [--fix] [SRCDIR]: clang-format src/ and tests/, then put back
# the `_("…")` and `g_autoptr(T)` spellings that clang-format 14 cannot keep.
# One run of clang-format over copies of all the files (one run a file took
# half a minute on a busy machine), then one of sed.
set -eu
fix=no; [ "${1-}" = --fix ] && { fix=yes; shift; }
root=${1:-$(dirname "$0")/..}
command -v clang-format >/dev/null || { echo "no clang-format: skipped"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT; status=0
cp "$root/.clang-format" "$tmp/"
files=$(cd "$root" && ls src/*.[ch] src/*/*.[ch] tests/*.[ch] 2>/dev/null)
for f in $files; do
  mkdir -p "$tmp/$(dirname "$f")"
  cp "$root/$f" "$tmp/$f"
done
(cd "$tmp" && clang-format --style=file -i $files &&
  sed -i -E 's/(^|[^A-Za-z0-9_])(_|N_|C_|NC_|Q_|g_auto[a-z]*) \(/\1\2(/g' $files)
for f in $files; do
  cmp -s "$root/$f" "$tmp/$f" && continue
  if [ $fix = yes ]; then cat "$tmp/$f" > "$root/$f"; else diff -u "$root/$f" "$tmp/$f" || status=1; fi
done
exit $status
