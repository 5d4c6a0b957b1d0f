#!/usr/bin/python3
# flatpak-check.py: offline static checks of the Flatpak manifest, the
# AppStream metainfo, the desktop file and the icons of Sudoku Solver.
#
# Copyright 2026 The Sudoku Solver authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Adapted from shared/tools/flatpak/flatpak-static-check.py. No network and
# no runtime needed: it uses flatpak-builder, flatpak, appstreamcli,
# appstream-util, desktop-file-validate and msgfmt where they are installed.
# The Flathub-style rules are a hand-written subset of what Flathub's
# flatpak-builder-lint enforces (that tool cannot be installed offline), plus
# what this project promises: the exact finish-args, a meson module with
# run-tests, and files that agree with each other (command, binary, icon,
# translation domain, screenshots that exist in the tree).
#
# usage: build-aux/flatpak-check.py [MANIFEST] [--builddir DIR] [--min-gnome N]
#   MANIFEST   default flatpak/io.github.sudoku_solver.SudokuSolver.json
#   without --builddir: checks the manifest and the sources in data/ (the
#              .in templates are merged with msgfmt as meson does)
#   --builddir a flatpak-builder build dir: checks what the build installed
#              and exported instead
# Exit status 1 if any error (E:) was found; warnings (W:) do not fail.
import argparse
import configparser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP_ID = "io.github.sudoku_solver.SudokuSolver"
DEFAULT_MANIFEST = os.path.join(ROOT, "flatpak", APP_ID + ".json")
# The sandbox the app gets: a display (Wayland, X11 only as a fallback), IPC
# for X11 shared memory and GPU rendering. Files go through the portals.
ALLOWED_FINISH_ARGS = ["--share=ipc", "--socket=fallback-x11", "--socket=wayland",
                       "--device=dri"]
SYMBOLIC_COLOUR = "#2e3436"

errors, warnings = [], []


def E(msg):
    errors.append(msg)
    print(f"E: {msg}")


def W(msg):
    warnings.append(msg)
    print(f"W: {msg}")


def ok(msg):
    print(f"ok: {msg}")


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def project_name():
    """The meson project name, which is also the gettext domain."""
    try:
        text = open(os.path.join(ROOT, "meson.build"), encoding="utf-8").read()
    except OSError:
        return None
    mt = re.search(r"project\(\s*'([^']+)'", text)
    return mt.group(1) if mt else None


def walk_modules(mods):
    for mod in mods or []:
        if isinstance(mod, str):
            continue            # an included file
        yield mod
        yield from walk_modules(mod.get("modules"))


def check_manifest(path, min_gnome):
    # 1. flatpak-builder's own parser; it only *warns* on unknown keys and
    #    wrongly typed values (and then drops them), so warnings are errors.
    if shutil.which("flatpak-builder"):
        # in a temporary cwd: it leaves .flatpak-builder/ in the cwd
        with tempfile.TemporaryDirectory() as cwd:
            r = run(["flatpak-builder", "--show-manifest", os.path.abspath(path)], cwd=cwd)
        if r.returncode != 0:
            E(f"flatpak-builder cannot parse the manifest: {r.stderr.strip()}")
            return None
        bad = [l.strip() for l in r.stderr.splitlines() if "WARNING" in l]
        for l in bad:
            E(f"flatpak-builder: {l}")
        if not bad:
            ok("flatpak-builder --show-manifest parses it without warnings")
    else:
        W("flatpak-builder not installed: parser check skipped")
    try:
        m = json.load(open(path, encoding="utf-8"))
    except (OSError, ValueError) as e:
        E(f"{path}: {e}")
        return None

    # 2. id and file name (Flathub: appid-filename-mismatch, 3..5 components)
    appid = m.get("id") or m.get("app-id")
    if appid != APP_ID:
        E(f"id is {appid!r}, expected {APP_ID}")
        if not appid:
            return m
    comps = appid.split(".")
    if not 3 <= len(comps) <= 5:
        E(f"id {appid}: needs 3 to 5 components")
    for i, c in enumerate(comps):
        allowed = r"[A-Za-z0-9_-]+" if i == len(comps) - 1 else r"[A-Za-z0-9_]+"
        if not re.fullmatch(allowed, c) or c[0].isdigit():
            E(f"id {appid}: bad component '{c}'")
    if comps[0] == "io" and comps[1] in ("github", "gitlab") and len(comps) < 4:
        E(f"id {appid}: io.github./io.gitlab. ids need at least 4 components")
    base = re.sub(r"\.(json|ya?ml)$", "", os.path.basename(path))
    if base != appid:
        E(f"manifest file name '{base}' != id '{appid}' (Flathub requires {appid}.json)")

    # 3. runtime: the GNOME runtime, a stable branch that is not end-of-life
    rt, sdk, rv = m.get("runtime"), m.get("sdk"), str(m.get("runtime-version", ""))
    if rt != "org.gnome.Platform" or sdk != "org.gnome.Sdk":
        E(f"runtime/sdk are {rt}/{sdk}, not org.gnome.Platform/org.gnome.Sdk")
    if not rv:
        E("no runtime-version")
    elif not rv.isdigit():
        E(f"runtime-version '{rv}' is not a stable GNOME branch")
    elif int(rv) < min_gnome:
        E(f"runtime-version {rv} < {min_gnome} (end-of-life GNOME runtime)")
    else:
        ok(f"runtime {rt}//{rv}, sdk {sdk}")
    if m.get("branch") or m.get("default-branch"):
        W("toplevel branch/default-branch set (Flathub: toplevel-unnecessary-branch)")

    # 4. command: the binary meson installs
    cmd = m.get("command")
    if cmd != "sudoku-solver":
        E(f"command is {cmd!r}, expected 'sudoku-solver' (the binary in /app/bin)")

    # 5. modules: the app last, built with meson, its tests run in the build
    mods = list(walk_modules(m.get("modules")))
    if not mods:
        E("no modules")
        return m
    app = mods[-1]
    if app.get("buildsystem") != "meson":
        E(f"module {app.get('name')}: buildsystem is {app.get('buildsystem')!r}, not meson")
    if app.get("run-tests") is not True:
        E(f"module {app.get('name')}: \"run-tests\": true missing (the tests run in the build)")
    else:
        ok(f"module {app.get('name')}: meson, run-tests")
    bo = m.get("build-options") or {}
    if "--share=network" in (bo.get("build-args") or []):
        E("toplevel build-options build-args has --share=network (no network on Flathub builders)")
    for mod in mods:
        name = mod.get("name", "?")
        if "--share=network" in ((mod.get("build-options") or {}).get("build-args") or []):
            E(f"module {name}: build-args --share=network")
        for src in mod.get("sources") or []:
            if isinstance(src, str):
                continue
            t = src.get("type")
            if t == "dir":
                p = os.path.join(os.path.dirname(os.path.abspath(path)), src.get("path", ""))
                if not os.path.isfile(os.path.join(p, "meson.build")):
                    E(f"module {name}: dir source {src.get('path')} has no meson.build")
                W(f"module {name}: 'dir' source: fine for local and CI builds; the Flathub "
                  "manifest needs a git (tag+commit) or archive (sha256) source")
            if t == "git":
                if not (src.get("url") or "").startswith("https://"):
                    E(f"module {name}: git url is not https")
                if not (src.get("tag") or src.get("commit")):
                    E(f"module {name}: git source without tag or commit")
                elif src.get("tag") and not src.get("commit"):
                    W(f"module {name}: git tag without commit")
            if src.get("sha1") or src.get("md5"):
                E(f"module {name}: sha1/md5 checksums are deprecated, use sha256")
            if t in ("archive", "file") and not src.get("sha256") and not src.get("path"):
                E(f"module {name}: {t} source without sha256")
    cleanup = m.get("cleanup") or []
    for want in ("/include", "/lib/pkgconfig"):
        if want not in cleanup:
            W(f"cleanup lacks {want}")

    # 6. finish-args: exactly the ones the project allows (any other hole in
    #    the sandbox needs a reason, and a change here)
    fa = m.get("finish-args") or []
    extra = [a for a in fa if a not in ALLOWED_FINISH_ARGS]
    missing = [a for a in ALLOWED_FINISH_ARGS if a not in fa]
    if extra:
        E(f"finish-args not allowed: {extra} (only {ALLOWED_FINISH_ARGS})")
    if missing:
        E(f"finish-args missing: {missing}")
    if len(set(fa)) != len(fa):
        E(f"finish-args has duplicates: {fa}")
    if not (extra or missing):
        ok(f"finish-args {fa}")

    # 7. flatpak build-finish accepts every finish-arg (the installed flatpak's
    #    option syntax; a fake build dir, no runtime needed)
    if shutil.which("flatpak") and fa:
        with tempfile.TemporaryDirectory() as d:
            os.makedirs(f"{d}/files/bin")
            os.makedirs(f"{d}/var")
            with open(f"{d}/metadata", "w") as f:
                f.write(f"[Application]\nname={appid}\nruntime={rt}/x86_64/{rv}\n"
                        f"sdk={sdk}/x86_64/{rv}\n")
            r = run(["flatpak", "build-finish", d, f"--command={cmd or 'true'}", *fa])
            if r.returncode != 0:
                E(f"flatpak build-finish rejects finish-args: {r.stderr.strip()}")
            else:
                ok("flatpak build-finish accepts the finish-args")
    return m


def check_metainfo(path, command):
    if shutil.which("appstreamcli"):
        r = run(["appstreamcli", "validate", "--no-net", "--explain", path])
        if r.returncode != 0:
            E(f"appstreamcli validate --no-net {os.path.basename(path)}:\n{r.stdout}{r.stderr}")
        else:
            ok("appstreamcli validate --no-net")
            # Flathub treats warnings as fatal, too
            for l in r.stdout.splitlines():
                if l.startswith("W:"):
                    E(f"appstreamcli warning (fatal on Flathub): {l}")
    else:
        W("appstreamcli not installed: validation skipped")
    if shutil.which("appstream-util"):
        r = run(["appstream-util", "validate-relax", "--nonet", path])
        if r.returncode != 0:
            E(f"appstream-util validate-relax --nonet:\n{r.stdout}{r.stderr}")
        else:
            ok("appstream-util validate-relax --nonet")
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        E(f"{path}: XML parse error {e}")
        return
    if root.tag != "component" or root.get("type") != "desktop-application":
        E('metainfo root must be <component type="desktop-application">')
        return
    if (root.findtext("id") or "").strip() != APP_ID:
        E(f"metainfo <id> {root.findtext('id')!r} != {APP_ID}")
    for tag in ("name", "summary", "description", "metadata_license", "project_license"):
        if root.find(tag) is None:
            E(f"metainfo: missing <{tag}>")
    if root.findtext("metadata_license") != "CC0-1.0":
        E("metainfo: metadata_license must be CC0-1.0")
    if root.findtext("project_license") != "GPL-3.0-or-later":
        E("metainfo: project_license must be GPL-3.0-or-later")
    dev = root.findall("developer")
    if len(dev) != 1 or not dev[0].get("id") or dev[0].find("name") is None:
        E('metainfo: need exactly one <developer id="rev.dns"><name>..</name></developer>')
    la = [l for l in root.findall("launchable") if l.get("type") == "desktop-id"]
    if not la or (la[0].text or "").strip() != f"{APP_ID}.desktop":
        E(f'metainfo: need <launchable type="desktop-id">{APP_ID}.desktop</launchable>')
    binaries = [(b.text or "").strip() for b in root.findall("provides/binary")]
    if command and command not in binaries:
        E(f"metainfo: <provides><binary>{command}</binary> missing (found {binaries})")
    tr = root.find("translation")
    domain = project_name()
    if tr is None or tr.get("type") != "gettext" or (tr.text or "").strip() != domain:
        E(f'metainfo: need <translation type="gettext">{domain}</translation>')
    cr = root.find("content_rating")
    if cr is None or cr.get("type") != "oars-1.1":
        E('metainfo: need <content_rating type="oars-1.1"/>')
    controls = {(c.text or "").strip() for c in root.findall("supports/control")}
    if not {"keyboard", "pointing"} <= controls:
        E(f"metainfo: <supports> needs keyboard and pointing controls (found {controls})")
    rels = root.findall("releases/release")
    if not rels:
        E("metainfo: need <releases> with at least one <release>")
    for r in rels:
        if not r.get("version") or not (r.get("date") or r.get("timestamp")):
            E("metainfo: every <release> needs version and date")
    shots = root.findall("screenshots/screenshot")
    if not shots:
        E("metainfo: Flathub requires at least one <screenshot> for graphical apps")
    for s in shots:
        img = (s.findtext("image") or "").strip()
        if not img.startswith("https://"):
            E(f"metainfo: screenshot image must be an https URL: {img!r}")
        if img.endswith(".svg"):
            E("metainfo: SVG screenshots are not allowed")
        if s.find("caption") is None:
            E("metainfo: screenshot without <caption>")
        # A raw URL into this repository must name a file that exists here.
        mt = re.fullmatch(r"https://raw\.githubusercontent\.com/[^/]+/[^/]+/[^/]+/(.+)", img)
        if mt:
            if os.path.isfile(os.path.join(ROOT, mt.group(1))):
                ok(f"screenshot {mt.group(1)} exists in the tree")
            else:
                E(f"screenshot {img}: {mt.group(1)} is not in the tree")
    urls = {u.get("type") for u in root.findall("url")}
    for t in ("homepage", "bugtracker", "vcs-browser"):
        if t not in urls:
            E(f'metainfo: need <url type="{t}">')
    if shots:
        W("screenshot URLs are not fetched offline (Flathub mirrors them at build time)")


def check_desktop(path, command):
    if shutil.which("desktop-file-validate"):
        r = run(["desktop-file-validate", path])
        out = (r.stdout + r.stderr).strip()
        if r.returncode != 0 or "error:" in out:
            E(f"desktop-file-validate {os.path.basename(path)}: {out}")
        else:
            ok("desktop-file-validate" + (f" ({out})" if out else ""))
    else:
        W("desktop-file-validate not installed: validation skipped")
    if os.path.basename(path) != f"{APP_ID}.desktop":
        E(f"desktop file must be named {APP_ID}.desktop")
    cp = configparser.RawConfigParser(strict=False, interpolation=None)
    cp.optionxform = str
    cp.read(path, encoding="utf-8")
    de = cp["Desktop Entry"] if cp.has_section("Desktop Entry") else {}
    if de.get("Icon") != APP_ID:
        E(f"desktop Icon={de.get('Icon')!r}, Flathub wants Icon={APP_ID}")
    exec_ = de.get("Exec", "")
    if not exec_:
        E("desktop file has no Exec")
    elif "flatpak run" in exec_:
        E("desktop Exec must not use 'flatpak run'")
    elif command and exec_.split()[0] != command:
        E(f"desktop Exec={exec_!r} does not start the manifest's command {command!r}")
    cats = [c for c in de.get("Categories", "").split(";") if c]
    for c in ("Game", "LogicGame"):
        if c not in cats:
            E(f"desktop Categories lacks {c}")
    for key in ("Name", "Comment", "Keywords"):
        if not de.get(key):
            E(f"desktop file has no {key}")
    if de.get("NoDisplay", "false").lower() == "true" or de.get("Hidden", "false").lower() == "true":
        E("desktop file is NoDisplay/Hidden")


def check_icons(hicolor):
    """hicolor: a share/icons/hicolor (installed) or data/icons/hicolor (source)."""
    svg = os.path.join(hicolor, "scalable/apps", f"{APP_ID}.svg")
    sym = os.path.join(hicolor, "symbolic/apps", f"{APP_ID}-symbolic.svg")
    nerr = len(errors)
    for path, symbolic in ((svg, False), (sym, True)):
        name = os.path.relpath(path, hicolor)
        if not os.path.isfile(path):
            E(f"no icon {name} in {hicolor}")
            continue
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError as e:
            E(f"icon {name}: XML parse error {e}")
            continue
        if root.tag != "{http://www.w3.org/2000/svg}svg":
            E(f"icon {name}: root is not an SVG <svg>")
            continue
        vb = (root.get("viewBox") or "").split()
        size = (root.get("width"), root.get("height"))
        if symbolic:
            if vb != ["0", "0", "16", "16"] or size != ("16", "16"):
                E(f"icon {name}: a symbolic icon is 16×16 (viewBox {vb}, size {size})")
            text = open(path, encoding="utf-8").read()
            colours = set(c.lower() for c in re.findall(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b",
                                                          text))
            if colours - {SYMBOLIC_COLOUR}:
                E(f"icon {name}: symbolic icons use only {SYMBOLIC_COLOUR} (found {colours})")
        elif len(vb) != 4 or vb[2] != vb[3]:
            E(f"icon {name}: viewBox {vb} is not square")
        tags = {el.tag.split("}")[-1] for el in root.iter()}
        if "text" in tags:
            E(f"icon {name}: uses <text> (fonts differ between machines: draw paths)")
        if "image" in tags:
            E(f"icon {name}: embeds a bitmap <image>")
    if len(errors) == nerr:
        ok(f"icons {APP_ID}.svg and {APP_ID}-symbolic.svg")


def merge_template(template, kind, outdir, outname):
    """Merge translations into a .in template as meson's i18n.merge_file does."""
    out = os.path.join(outdir, outname)
    if shutil.which("msgfmt"):
        r = run(["msgfmt", f"--{kind}", "--template", template, "-d",
                 os.path.join(ROOT, "po"), "-o", out])
        if r.returncode != 0:
            E(f"msgfmt --{kind} {os.path.basename(template)}: {r.stderr.strip()}")
            shutil.copy(template, out)
    else:
        W("msgfmt not installed: templates checked without translations")
        shutil.copy(template, out)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("manifest", nargs="?", default=DEFAULT_MANIFEST)
    ap.add_argument("--builddir", help="flatpak-builder build dir (checks installed files)")
    ap.add_argument("--min-gnome", type=int, default=49)
    a = ap.parse_args()

    print(f"--- manifest {a.manifest}")
    m = check_manifest(a.manifest, a.min_gnome) or {}
    command = m.get("command")
    with tempfile.TemporaryDirectory() as tmp:
        if a.builddir:
            share = os.path.join(a.builddir, "files/share")
            # flatpak-builder before 1.3 renames share/metainfo/ID.metainfo.xml
            # to share/appdata/ID.appdata.xml; later versions keep it.
            metainfo_rels = [f"metainfo/{APP_ID}.metainfo.xml", f"appdata/{APP_ID}.appdata.xml"]
            mi = next((os.path.join(share, r) for r in metainfo_rels
                       if os.path.isfile(os.path.join(share, r))),
                      os.path.join(share, metainfo_rels[0]))
            dt = os.path.join(share, "applications", f"{APP_ID}.desktop")
            hicolor = os.path.join(share, "icons/hicolor")
            print(f"--- installed files in {a.builddir}")
            binary = os.path.join(a.builddir, "files/bin", command or "?")
            if not os.access(binary, os.X_OK):
                E(f"no executable {binary}")
            schemas = os.path.join(share, "glib-2.0/schemas")
            if not os.path.isfile(os.path.join(schemas, f"{APP_ID}.gschema.xml")):
                E(f"schema {APP_ID}.gschema.xml not installed")
            elif not os.path.isfile(os.path.join(schemas, "gschemas.compiled")):
                E("gschemas.compiled missing: GSettings would abort at start")
            # What build-finish exports to the host (menus, software centres)
            export = os.path.join(a.builddir, "export/share")
            for rel in (f"applications/{APP_ID}.desktop",
                        f"icons/hicolor/scalable/apps/{APP_ID}.svg",
                        f"icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg"):
                if not os.path.exists(os.path.join(export, rel)):
                    E(f"not exported to the host: export/share/{rel}")
            if not any(os.path.exists(os.path.join(export, "metainfo", os.path.basename(r)))
                       for r in metainfo_rels):
                E(f"not exported to the host: export/share/metainfo/{APP_ID}.metainfo.xml")
            # The catalogue software centres read, composed by flatpak-builder
            # from the metainfo, the desktop file and the icon.
            catalogue = os.path.join(share, "app-info/xmls", f"{APP_ID}.xml.gz")
            if not os.path.isfile(catalogue):
                E(f"no AppStream catalogue share/app-info/xmls/{APP_ID}.xml.gz: appstream "
                  "compose failed or did not run")
            for f in (mi, dt):
                if not os.path.isfile(f):
                    E(f"not installed: {os.path.relpath(f, a.builddir)}")
            if not errors:  # (the manifest checks above passed, too)
                ok("binary, schema, desktop file, metainfo and icons installed and exported")
        else:
            data = os.path.join(ROOT, "data")
            mi = merge_template(os.path.join(data, f"{APP_ID}.metainfo.xml.in"), "xml", tmp,
                                f"{APP_ID}.metainfo.xml")
            dt = merge_template(os.path.join(data, f"{APP_ID}.desktop.in"), "desktop", tmp,
                                f"{APP_ID}.desktop")
            hicolor = os.path.join(data, "icons/hicolor")
        print(f"--- icons in {hicolor}")
        check_icons(hicolor)
        if os.path.isfile(mi):
            print(f"--- metainfo {mi}")
            check_metainfo(mi, command)
        if os.path.isfile(dt):
            print(f"--- desktop {dt}")
            check_desktop(dt, command)
    print(f"--- static checks: {len(errors)} errors, {len(warnings)} warnings")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
