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
# Every message of the sources has a translation in every language: a
# template made afresh from po/POTFILES.in (meson's glib preset's keywords)
# against each .po, so that a string added without translating it fails here.
if command -v xgettext >/dev/null && command -v msgcmp >/dev/null; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  if (cd "$root" && xgettext --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ \
        --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dngettext:2,3 \
        --keyword=g_dpgettext2:2c,3 --keyword=ngettext:1,2 -f po/POTFILES.in \
        -o "$tmp/fresh.pot" 2> "$tmp/xgettext.log"); then
    for po in "$root"/po/*.po; do
      [ -e "$po" ] || continue
      msgcmp "$po" "$tmp/fresh.pot" > "$tmp/msgcmp.log" 2>&1 ||
        { echo "$po lacks messages of the sources (run the update-po target, then translate):";
          grep -v "^msgcmp:" "$tmp/msgcmp.log" | head -20; status=1; }
    done
  else
    echo "xgettext failed:"; cat "$tmp/xgettext.log"; status=1
  fi
  # A number that counts a noun takes the noun's plural form from ngettext:
  # "%u cells" in a plain _() reads "1 cells", and most languages have more
  # forms than two. A message with a number placeholder right before (or one
  # adjective before) a counted noun in the plural must have a msgid_plural.
  nouns='cells|rows|columns|boxes|puzzles|digits|candidates|tries|attempts|steps|givens|placements|backtracks|notes|solutions|hints|seconds'
  if command -v msggrep >/dev/null && [ -s "$tmp/fresh.pot" ]; then
    msggrep --no-wrap --msgid -E -e "%(l|ll|z)?[uds] ([a-z]+ )?($nouns)([^a-z]|\$)" "$tmp/fresh.pot" 2>/dev/null |
      awk 'BEGIN { RS = "" } /\nmsgid "[^"]/ && !/msgid_plural/ { print; print "" }' > "$tmp/counted.pot"
    if [ -s "$tmp/counted.pot" ]; then
      echo "a number counts a noun in a message without plural forms (use ngettext):"
      grep '^#:\|^msgid' "$tmp/counted.pot"; status=1
    fi
  fi
fi
exit $status
