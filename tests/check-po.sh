#!/bin/sh
# check-po.sh SRCDIR: every translation compiles (msgfmt --check) and is
# complete; po/LINGUAS and the .po files agree; every file with translatable
# strings is listed in po/POTFILES.in.
set -u
root=${1:-$(dirname "$0")/..}
command -v msgfmt >/dev/null || { echo "no msgfmt: skipped"; exit 77; }
status=0

for po in "$root"/po/*.po; do
  [ -e "$po" ] || continue
  lang=$(basename "$po" .po)
  stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1) || {
    echo "$po: $stats"; status=1; continue; }
  case "$stats" in
    *untranslated*|*fuzzy*) echo "$po: not complete: $stats"; status=1 ;;
    *) echo "$lang: $stats" ;;
  esac
  grep -qx "$lang" "$root/po/LINGUAS" || { echo "$po is not in po/LINGUAS"; status=1; }
done
while read -r lang; do
  case "$lang" in ''|\#*) continue ;; esac
  [ -f "$root/po/$lang.po" ] || { echo "po/LINGUAS names $lang, which has no .po"; status=1; }
done < "$root/po/LINGUAS"

files=$(cd "$root" && { grep -rlE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_)\("|ngettext \(' src;
                       grep -rl 'translatable="yes"' src data;
                       ls data/*.desktop.in data/*.metainfo.xml.in data/*.gschema.xml 2>/dev/null; } |
        sort -u)
for f in $files; do
  grep -qx "$f" "$root/po/POTFILES.in" ||
    { echo "$f has translatable strings but is not in po/POTFILES.in"; status=1; }
done
while read -r f; do
  case "$f" in ''|\#*) continue ;; esac
  [ -f "$root/$f" ] || { echo "po/POTFILES.in names $f, which does not exist"; status=1; }
done < "$root/po/POTFILES.in"
exit $status
