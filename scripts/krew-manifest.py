#!/usr/bin/env python3
"""Writes the krew plugin manifest of a release: krew/sparkpods.yaml with the release and each
platform's archive sha256 filled in, from the archives in DIST (named as the template's uris
name them); a platform whose archive is not in DIST is left out.

    python3 scripts/krew-manifest.py VERSION DIST > sparkpods.yaml     # VERSION like v0.1.0
"""
import hashlib
import os
import sys


def main():
    if len(sys.argv) != 3 or not sys.argv[1].startswith("v"):
        sys.exit("usage: krew-manifest.py VERSION DIST (VERSION with its v, as krew wants it)")
    version, dist = sys.argv[1], sys.argv[2]
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "krew", "sparkpods.yaml"), encoding="utf-8") as f:
        lines = f.read().replace("{{version}}", version).splitlines(keepends=True)
    # The header comment is the template's, not the manifest's.
    while lines and lines[0].startswith("#"):
        lines.pop(0)
    head, blocks, current = [], [], None
    for line in lines:
        if line.startswith("  - selector:"):
            current = [line]
            blocks.append(current)
        elif current is not None:
            current.append(line)
        else:
            head.append(line)
    out = list(head)
    kept = 0
    for block in blocks:
        uri = next(l.split("uri:", 1)[1].strip() for l in block if l.strip().startswith("uri:"))
        archive = os.path.join(dist, uri.rsplit("/", 1)[1])
        if not os.path.isfile(archive):
            print(f"krew-manifest: no {archive}: that platform is left out", file=sys.stderr)
            continue
        with open(archive, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        out.extend(l.replace("{{sha256}}", digest) for l in block)
        kept += 1
    if kept == 0:
        sys.exit(f"krew-manifest: no archive of any platform in {dist}")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
