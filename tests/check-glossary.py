#!/usr/bin/env python3
# check-glossary.py SRCDIR: the translations keep to their glossary and to
# their placeholders.
#
# - po/glossary/LANG.md holds, for each language, a table of the Sudoku and
#   search words: | English | Term | Forms | Avoid | Note |.  A message whose
#   msgid holds the English word (a whole word, case aside, an -s or -es
#   plural allowed; "a/b" lists two English spellings) must hold one of the
#   Forms (substrings, case aside; none given: the Term itself) in each of its
#   msgstr, and none of the Avoid forms: else the term is translated two ways.
#   Mnemonic underscores, --options and the app's name are ignored.  A table whose first heading is
#   "Exception" lists | Exception | English | msgid starts with | pairs that
#   the check leaves alone (a sentence where the word means something else;
#   "=msgid" for that msgid alone).
#   Every glossary, also one whose language has no .po yet, is read for its
#   form, and each of its terms must keep to its other rows.
# - Every msgstr has the printf placeholders of its msgid (the same
#   conversions, in order or numbered %1$s), and every message with one
#   carries the c-format flag, so that msgfmt --check checks it too.
# Prints what is wrong; exits 1 if anything is.  With --expect FILE, prints
# how the problems found differ from FILE's lines, and exits 1 if they do
# (tests/data/glossary: a tree with mistakes planted on purpose).
import os
import re
import sys

args = sys.argv[1:]
expected = None
if len(args) >= 2 and args[0] == "--expect":
    expected = os.path.abspath(args[1])
    args = args[2:]
root = args[0] if args else os.path.join(os.path.dirname(__file__), "..")
problems = []

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b",
           "f": "\f", "v": "\v"}


def unquote(s):
    s = s.strip()
    assert s.startswith('"') and s.endswith('"'), s
    return re.sub(r'\\(.)', lambda m: ESCAPES.get(m.group(1), m.group(1)), s[1:-1])


def read_po(path):
    """The entries of a .po file: dicts with msgid, msgid_plural, msgstr
    (a list), flags, line.  Obsolete (#~) entries are left out."""
    entries = []
    entry = None
    key = None

    def finish():
        if entry is not None and "msgid" in entry:
            entries.append(entry)

    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip():
                continue
            if line.startswith("#~"):
                continue
            if line.startswith("#"):
                if entry is None or key is not None:
                    finish()
                    entry, key = {"flags": set(), "msgstr": [], "line": number}, None
                if line.startswith("#,"):
                    entry["flags"].update(x.strip() for x in line[2:].split(","))
                continue
            if entry is None or (line.startswith(("msgid ", "msgctxt ")) and key in
                                 ("msgstr", "msgstr[]")):
                finish()
                entry, key = {"flags": set(), "msgstr": [], "line": number}, None
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$', line)
            if m:
                key = m.group(1)
                if key.startswith("msgstr"):
                    entry["msgstr"].append(unquote(m.group(2)))
                    key = "msgstr[]" if "[" in key else "msgstr"
                else:
                    entry[key] = unquote(m.group(2))
            elif line.startswith('"') and key:
                if key.startswith("msgstr"):
                    entry["msgstr"][-1] += unquote(line)
                else:
                    entry[key] += unquote(line)
            else:
                problems.append(f"{path}:{number}: cannot read this line")
    finish()
    return entries


DIRECTIVE = re.compile(r"%(?:(\d+)\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?"
                       r"(?:hh|h|ll|l|L|q|j|z|t)?([diouxXeEfFgGaAcspn%])")


def directives(text):
    """The printf conversions of TEXT, in the order the arguments are taken
    (numbered ones sorted by number, each once), without %%."""
    found = [(m.group(1), m.group(0)) for m in DIRECTIVE.finditer(text) if m.group(2) != "%"]
    if any(n for n, _ in found):
        found.sort(key=lambda x: int(x[0] or 0))
        # A numbered argument may be used twice (a language may say it
        # again); each argument counts once, with its conversion.
        seen = {}
        for n, d in found:
            seen.setdefault(n, d)
        found = sorted(seen.items(), key=lambda x: int(x[0] or 0))
    return [re.sub(r"^%\d+\$", "%", d) for _, d in found]


def check_placeholders(path, entry):
    msgid = entry["msgid"]
    if not msgid:
        return
    source = directives(msgid)
    plural = directives(entry.get("msgid_plural", msgid))
    if (source or plural) and "c-format" not in entry["flags"]:
        problems.append(f"{path}:{entry['line']}: “{msgid}” has placeholders but no "
                        "c-format flag (xgettext adds it; msgfmt --check then checks it)")
    for i, msgstr in enumerate(entry["msgstr"]):
        if not msgstr:
            continue
        got = directives(msgstr)
        # A plural's form for one may say "one" instead of its number.
        if got == plural or (i == 0 and got == source):
            continue
        if "msgid_plural" in entry and len(got) + 1 == len(plural) and \
                all(got.count(d) <= plural.count(d) for d in got):
            continue
        which = f"msgstr[{i}]" if "msgid_plural" in entry else "msgstr"
        problems.append(f"{path}:{entry['line']}: {which} has {' '.join(got) or 'none'}"
                        f" where “{msgid}” has {' '.join(plural) or 'none'}")


GLOSSARIES = {}


def read_glossary(path):
    """The terms of a glossary: (English spellings, term, forms, avoid) and its
    exceptions: (English, msgid prefix); each file read (and its problems
    told) once."""
    if path not in GLOSSARIES:
        GLOSSARIES[path] = read_glossary_file(path)
    return GLOSSARIES[path]


def read_glossary_file(path):
    terms, exceptions = [], []
    table = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line.startswith("|"):
                table = None
                continue
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip("|"))]
            cells = [c.replace("\\|", "|").strip("`") for c in cells]
            if table is None:
                table = cells[0].lower()
                continue
            if set("".join(cells)) <= set("-: "):
                continue
            if table == "english":
                if len(cells) < 4:
                    problems.append(f"{path}:{number}: expected | English | Term | Forms | Avoid |"
                                    " …, found " + line)
                    continue
                english = [e.strip() for e in cells[0].split("/") if e.strip()]
                forms = [x.strip() for x in cells[2].split(",") if x.strip()] or [cells[1]]
                avoid = [x.strip() for x in cells[3].split(",") if x.strip()]
                terms.append((english, cells[1], forms, avoid, number))
            elif table == "exception":
                exceptions.append((cells[1].lower(), cells[2]))
    return terms, exceptions


# Not words of the glossary: command-line options, the command and the app's name.
OPTION = re.compile(r"--[a-z0-9-]+|\bsudoku-solver\b|\bSudoku Solver\b")


def clean(text):
    # "İ".lower() is "i" with a combining dot: Turkish "İpucu" holds "ipucu".
    return text.replace("_", "").lower().replace("\u0307", "")


def short(text):
    text = " ".join(text.split())
    return text if len(text) <= 90 else text[:87] + "…"


def check_glossary(lang, po_path, entries, gloss_path):
    terms, exceptions = read_glossary(gloss_path)
    if not terms:
        problems.append(f"{gloss_path}: no terms found")
    for english, term, forms, avoid, number in terms:
        exact = english[0].startswith("=")
        english = [e.lstrip("=") for e in english]
        pattern = re.compile(r"\b(?:" + "|".join(re.escape(e) for e in english) +
                             r")(?:s|es)?\b", re.I)
        where = {}
        for entry in entries:
            sources = [entry["msgid"], entry.get("msgid_plural", "")]
            sources = [OPTION.sub("", s.replace("_", "")) for s in sources]
            if exact:
                if sources[0] != english[0]:
                    continue
            elif not entry["msgid"] or not any(pattern.search(s) for s in sources):
                continue
            if any(e in (x.lower() for x in english) and
                   (entry["msgid"] == p[1:] if p.startswith("=") else entry["msgid"].startswith(p))
                   for e, p in exceptions):
                continue
            for msgstr in entry["msgstr"]:
                text = clean(msgstr)
                if not any(clean(f) in text for f in forms):
                    where.setdefault("other", []).append((entry, msgstr))
                bad = [a for a in avoid if clean(a) in text]
                if bad:
                    where.setdefault("avoid", []).append((entry, msgstr, bad))
        for entry, msgstr in where.get("other", []):
            problems.append(f"{po_path}:{entry['line']}: “{english[0]}” is “{term}” in "
                            f"{os.path.basename(gloss_path)}:{number}, but “{short(entry['msgid'])}” "
                            f"is “{short(msgstr)}”")
        for entry, msgstr, bad in where.get("avoid", []):
            problems.append(f"{po_path}:{entry['line']}: “{english[0]}” is “{term}”, not "
                            f"“{bad[0]}” ({os.path.basename(gloss_path)}:{number}): "
                            f"“{short(entry['msgid'])}” is “{short(msgstr)}”")


def main():
    pos = sorted(os.path.join("po", f) for f in os.listdir(os.path.join(root, "po"))
                 if f.endswith(".po"))
    pot = os.path.join("po", "sudoku-solver.pot")
    os.chdir(root)
    if os.path.exists(pot):
        for entry in read_po(pot):
            check_placeholders(pot, entry)
    for po in pos:
        lang = os.path.basename(po)[:-3]
        entries = read_po(po)
        for entry in entries:
            check_placeholders(po, entry)
        gloss = os.path.join("po", "glossary", lang + ".md")
        if os.path.exists(gloss):
            check_glossary(lang, po, entries, gloss)
        else:
            problems.append(f"{po}: no glossary {gloss}")
    # Every glossary, also one written ahead of its translation, is read for
    # its form and must agree with itself: each term, taken as the
    # translation of its English words, keeps to the other rows ("hidden
    # single" holds the form of "single").
    glossaries = os.path.join("po", "glossary")
    for name in sorted(os.listdir(glossaries) if os.path.isdir(glossaries) else []):
        m = re.fullmatch(r"([a-z]{2,3}(?:_[A-Z]{2})?(?:@[a-z]+)?)\.md", name)
        if not m:
            continue
        gloss = os.path.join(glossaries, name)
        terms, _ = read_glossary(gloss)
        rows = [{"msgid": english[0].lstrip("="), "msgstr": [term], "line": number,
                 "flags": set()} for english, term, _, _, number in terms]
        check_glossary(m.group(1), gloss, rows, gloss)
    # A glossary read for its .po and for itself tells a problem once.
    problems[:] = list(dict.fromkeys(problems))
    if expected is not None:
        # The check of the check: a tree with mistakes planted on purpose
        # must give exactly the problems listed.
        with open(expected, encoding="utf-8") as f:
            want = [line.rstrip("\n") for line in f if line.strip()]
        for line in sorted(set(want) - set(problems)):
            print("expected, not found: " + line)
        for line in sorted(set(problems) - set(want)):
            print("found, not expected: " + line)
        return 0 if sorted(want) == sorted(problems) else 1
    for p in problems:
        print(p)
    if not problems:
        print(f"{len(pos)} languages keep to their glossary and placeholders")
    return 1 if problems else 0


sys.exit(main())
