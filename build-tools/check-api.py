#!/usr/bin/env python3
"""The public API baseline: every library product's public (and @_spi) declarations.

Reads the symbol graphs that `swift-symbolgraph-extract` writes for the built modules and
compares one line per declaration with the listings checked in under api/. A change to the
public API that the listing does not show fails, so every API change is deliberate and
visible in review:

    python3 build-tools/check-api.py            # compare (after `swift build`)
    python3 build-tools/check-api.py --update   # rewrite api/*.txt from the build

Lines are `<path> <kind>: <declaration>` (plus `<path> conforms to <protocol>` and
`<path> @_spi(<name>)` lines), sorted by their UTF-8 bytes.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = ("QuizRuntime", "QuizCompiler", "QuizYAML")
# Conformances every type has that say nothing about its API.
MARKERS = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}
KINDS = {
    "swift.struct": "struct",
    "swift.class": "class",
    "swift.enum": "enum",
    "swift.protocol": "protocol",
    "swift.typealias": "typealias",
    "swift.enum.case": "case",
    "swift.init": "init",
    "swift.method": "func",
    "swift.type.method": "static func",
    "swift.func": "func",
    "swift.func.op": "operator",
    "swift.property": "var",
    "swift.type.property": "static var",
    "swift.subscript": "subscript",
    "swift.type.subscript": "static subscript",
    "swift.associatedtype": "associatedtype",
    "swift.var": "var",
}


def declaration(symbol: dict) -> str:
    """The declaration as the compiler spells it, on one line."""
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return " ".join(text.split())


def listing(graphs: list[dict]) -> list[str]:
    """One line per public declaration and conformance of the module's own symbol graphs."""
    lines: set[str] = set()
    paths: dict[str, str] = {}
    for graph in graphs:
        for symbol in graph["symbols"]:
            path = ".".join(symbol["pathComponents"])
            paths[symbol["identifier"]["precise"]] = path
    for graph in graphs:
        for symbol in graph["symbols"]:
            path = ".".join(symbol["pathComponents"])
            kind = KINDS.get(symbol["kind"]["identifier"], symbol["kind"]["identifier"])
            lines.add(f"{path} {kind}: {declaration(symbol)}")
            spi = symbol.get("spi")
            if spi:
                lines.add(f"{path} @_spi")
        for relation in graph.get("relationships", []):
            if relation["kind"] != "conformsTo" or relation["source"] not in paths:
                continue
            target = relation.get("targetFallback") or paths.get(relation["target"], relation["target"])
            protocol = target.split(".")[-1]
            if protocol not in MARKERS:
                lines.add(f"{paths[relation['source']]} conforms to {protocol}")
    return sorted(lines, key=lambda line: line.encode("utf-8"))


def module_folder(build: Path, module: str) -> Path:
    for candidate in (build / "Modules", build):
        if (candidate / f"{module}.swiftmodule").exists():
            return candidate
    sys.exit(f"check-api: no {module}.swiftmodule under {build}: run `swift build` first")


def extract(module: str, modules: Path, out: Path) -> list[dict]:
    target = f"{platform.machine()}-unknown-linux-gnu"
    command = [
        "swift-symbolgraph-extract", "-module-name", module, "-I", str(modules), "-I", str(ROOT / "Sources" / "CLibYAML"),
        "-I", str(ROOT / ".build" / "checkouts" / "swift-system" / "Sources" / "CSystem" / "include"), "-target", target,
        "-minimum-access-level", "public", "-include-spi-symbols", "-skip-synthesized-members",
        "-output-dir", str(out),
    ]
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    own = out / f"{module}.symbols.json"
    return [json.loads(own.read_text(encoding="utf-8"))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite api/*.txt from the build")
    parser.add_argument("--build", type=Path, default=ROOT / ".build" / "debug", help="the build folder")
    parser.add_argument("--baseline", type=Path, default=ROOT / "api", help="the listings' folder")
    parser.add_argument("--module", action="append", help="check only this module (repeatable)")
    arguments = parser.parse_args()
    modules = tuple(arguments.module or MODULES)

    if shutil.which("swift-symbolgraph-extract") is None:
        sys.exit("check-api: swift-symbolgraph-extract is not on PATH (it ships with the Swift toolchain)")
    failed = False
    with tempfile.TemporaryDirectory() as scratch:
        for module in modules:
            graphs = extract(module, module_folder(arguments.build, module), Path(scratch) / module)
            text = "".join(line + "\n" for line in listing(graphs))
            baseline = arguments.baseline / f"{module}.txt"
            if arguments.update:
                arguments.baseline.mkdir(parents=True, exist_ok=True)
                baseline.write_text(text, encoding="utf-8")
                print(f"wrote {baseline.relative_to(ROOT) if baseline.is_relative_to(ROOT) else baseline}")
                continue
            old = baseline.read_text(encoding="utf-8") if baseline.exists() else ""
            if old == text:
                continue
            failed = True
            old_lines, new_lines = set(old.splitlines()), set(text.splitlines())
            print(f"check-api: the public API of {module} differs from {baseline.name}:", file=sys.stderr)
            for line in sorted(old_lines - new_lines):
                print(f"  - {line}", file=sys.stderr)
            for line in sorted(new_lines - old_lines):
                print(f"  + {line}", file=sys.stderr)
    if failed:
        print("check-api: if the change is deliberate, run `python3 build-tools/check-api.py --update` "
              "and commit api/ with it", file=sys.stderr)
        return 1
    if not arguments.update:
        print(f"check-api: the public API of {', '.join(modules)} matches {arguments.baseline.name}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
