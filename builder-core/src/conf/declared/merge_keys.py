#!/usr/bin/env python3
"""Merges KeysHarness.java's output of every release into keys.tsv (see
scripts/regen-declared-keys.sh): one line per key, the releases that declare it, and each
attribute as the newest release declares it, with the releases where a default differs.

    merge_keys.py ALTERNATIVES.tsv 3.3.0=keys-3.3.0.jsonl 3.3.1=keys-3.3.1.jsonl ... > keys.tsv

The alternative keys (what Spark reads in place of a key, which the render needs in every build)
go to ALTERNATIVES.tsv, the rest (what check and editors need) to standard output.

Columns (tab-separated; `\\t`, `\\n` and `\\\\` escaped in every field; `type` is `boolean`,
`int`, `long`, `double`, `string`, `list`, `bytes:<unit>`, `time:<unit>` or `enum:<a>,<b>...`):
    key  kind  type  releases  default  since  public  fallback  doc
kind is `key` (a ConfigEntry) or `deprecated` (`doc` holds Spark's deprecation message); in
ALTERNATIVES.tsv `alternative` (SparkConf reads it for the key in `fallback` wherever that key is
read; `type` holds its translation's output for the input 7, or `-`) or `entry-alternative` (the
entry of `fallback` reads it, `withAlternative`). releases: ranges of the supported releases in order, `3.3.0-3.5.9,4.0.0`.
default: the newest release's, then `|` and `RELEASE=value` for each earlier release where it
differs (`-` none).
"""
import json
import re
import sys


def esc(s):
    if s is None:
        return "-"
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


TYPE_NAMES = {
    "int": "int", "long": "long", "double": "double", "boolean": "boolean",
    "bytes in MiB": "bytes:MiB", "bytes in KiB": "bytes:KiB", "bytes in bytes": "bytes:B",
    "time in ms": "time:ms", "time in s": "time:s", "time in us": "time:us", "time in ns": "time:ns",
    "time in min": "time:min",
}


def entry_type(d):
    """The type the harness found, or for an entry that refused its probes, what its refusal
    says: the options of `checkValues` (`enum:a,b`), the type a `checkValue` hid, or a string
    with a requirement."""
    ty = d["type"] + (":" + d["unit"] if d.get("unit") else "")
    if ty.startswith("other:"):
        # A converter into another class (a regex, an option of a string): written as text.
        return "string"
    if d["type"] != "enum":
        return ty
    why = d.get("options") or ""
    m = re.search(r"It should be one of '([^']*)'", why) or re.search(r"should be one of (.*), but was", why)
    if m:
        return "enum:" + ",".join(o.strip() for o in m.group(1).split(","))
    m = re.search(r"It should be a/an '([^']+)' value", why) or re.search(r" should be (\w+(?: in \w+)?), but was", why)
    if m and m.group(1) in TYPE_NAMES:
        return TYPE_NAMES[m.group(1)]
    return "string"


def ranges(present, order):
    out, start, prev = [], None, None
    for v in order:
        if v in present:
            if start is None:
                start = v
            prev = v
        elif start is not None:
            out.append(start if start == prev else f"{start}-{prev}")
            start = None
    if start is not None:
        out.append(start if start == prev else f"{start}-{prev}")
    return ",".join(out)


def main(args):
    alternatives_path, args = args[0], args[1:]
    order = []
    keys, alternatives, deprecated = {}, {}, {}
    for arg in args:
        version, path = arg.split("=", 1)
        order.append(version)
        with open(path, encoding="utf-8") as f:
            for line in f:
                # Spark 3.3's log4j 1 writes its log lines to standard output too.
                if not line.startswith("{"):
                    continue
                d = json.loads(line)
                if "key" in d:
                    keys.setdefault(d["key"], {})[version] = d
                    for alt in d["alternatives"]:
                        alternatives.setdefault((alt, d["key"], "entry-alternative"), {})[version] = {
                            "version": d["version"], "translated": False}
                elif "alternative" in d:
                    alternatives.setdefault((d["alternative"], d["for"], "alternative"), {})[version] = d
                elif "deprecated" in d:
                    # A message that changes between releases is a row of its own.
                    deprecated.setdefault((d["deprecated"], d["message"]), {})[version] = d
    rows, alt_rows = [], []
    for key, per in keys.items():
        newest = per[max(per, key=order.index)]
        ty = entry_type(newest)
        default = esc(newest["default"])
        changed = [
            f"{v}={esc(per[v]['default'])}"
            for v in order
            if v in per and per[v]["default"] != newest["default"]
        ]
        if changed:
            default += "|" + "|".join(changed)
        rows.append([
            esc(key), "key", esc(ty), ranges(per, order), default, esc(newest["version"]),
            "true" if newest["public"] else "false", esc(newest["fallback"]), esc(newest["doc"]),
        ])
    for (alt, target, kind), per in alternatives.items():
        newest = per[max(per, key=order.index)]
        translated = newest["translated"]
        alt_rows.append([
            esc(alt), kind, esc(translated if isinstance(translated, str) else None),
            ranges(per, order), "-", esc(newest["version"]), "true", esc(target), "-",
        ])
    for (key, _), per in deprecated.items():
        newest = per[max(per, key=order.index)]
        rows.append([
            esc(key), "deprecated", "-", ranges(per, order), "-", esc(newest["version"]), "true",
            "-", esc(newest["message"]),
        ])
    header = (
        "# Generated by scripts/regen-declared-keys.sh from every supported release's jars; do not edit.\n"
        "# key\tkind\ttype\treleases\tdefault\tsince\tpublic\tfallback\tdoc\n"
    )
    rows.sort(key=lambda r: (r[0], r[1], r[7]))
    alt_rows.sort(key=lambda r: (r[7], r[1], r[0]))
    sys.stdout.write(header)
    for r in rows:
        sys.stdout.write("\t".join(r) + "\n")
    with open(alternatives_path, "w", encoding="utf-8") as f:
        f.write(header)
        for r in alt_rows:
            f.write("\t".join(r) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
