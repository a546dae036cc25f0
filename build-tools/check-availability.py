#!/usr/bin/env python3
"""Fails when Swift code uses a standard-library or Foundation declaration that is newer on
Apple platforms than the platforms Package.swift declares (`platforms:`).

Linux cannot compile for iOS or macOS, so the compiler's own availability checking never runs
here. This script redoes it from the compiler's data: the index store of a debug build gives
every declaration each source file references (by USR, with line and column); the symbol
graphs of the toolchain's modules give each declaration's `@available` iOS/macOS versions; the
parse tree of a file gives the regions its own `@available` / `if #available` / `guard
#available` guards raise.

Usage:
  build-tools/check-availability.py                 # the whole package (builds it, with tests, first)
  build-tools/check-availability.py --no-build      # use the index of the last `swift build`
  build-tools/check-availability.py --files A.swift # only these files, compiled as one module

Exit status: 0 nothing found, 1 findings (one `path:line:column: error: ...` line each),
2 the check could not run (a tool failed, index data missing or stale, ...).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from availability.availability_guards import guard_regions  # noqa: E402
from availability.checker import CheckError, IndexedFiles, find_too_new, format_version, read_index  # noqa: E402
from availability.index_store import IndexStore, IndexStoreError  # noqa: E402
from availability.package_description import PackageDescription, describe_package  # noqa: E402
from availability.symbol_availability import load_availability_table  # noqa: E402
from availability.toolchain import Toolchain, ToolchainError, find_toolchain, run  # noqa: E402

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The conditions a debug `swift build` compiles with; the parse tree must see the same `#if` branches.
BUILD_DEFINES = ["DEBUG", "SWIFT_PACKAGE"]


def compile_into_store(toolchain: Toolchain, files: list[str], module: str, store: str, extra: list[str]) -> None:
    """Compiles files as one module with indexing on; the objects go to a scratch directory."""
    with tempfile.TemporaryDirectory(prefix="availability-objects-") as objects:
        run([toolchain.swiftc, "-c", "-parse-as-library", "-module-name", module, "-index-store-path", store,
             *extra, *[os.path.abspath(path) for path in files]], cwd=objects)


def read_store(toolchain: Toolchain, store_path: str, files: list[str]) -> IndexedFiles:
    store = IndexStore(toolchain.index_store_library, store_path)
    try:
        return read_index(store, files, toolchain.platform_module_dir)
    finally:
        store.close()


def merge(parts: list[IndexedFiles]) -> IndexedFiles:
    merged = IndexedFiles({}, {})
    for part in parts:
        merged.references.update(part.references)
        merged.imported_modules.update(part.imported_modules)
    return merged


def index_package(toolchain: Toolchain, package: PackageDescription, build: bool, scratch: str) -> IndexedFiles:
    """Index data for every Swift file of the package's targets, plugins included."""
    if build:
        run([toolchain.swift, "build", "--package-path", package.root, "--build-tests"])
    bin_path = run([toolchain.swift, "build", "--package-path", package.root, "--show-bin-path"]).strip()
    built = [path for target in package.targets if target.kind not in ("plugin", "system", "binary")
             for path in target.swift_files()]
    parts = [read_store(toolchain, os.path.join(bin_path, "index", "store"), built)]
    # Plugins are compiled by SwiftPM only when used, and without an index: compile them here.
    plugin_api = os.path.join(toolchain.resource_dir, "pm", "PluginAPI")
    language = ["-swift-version", package.swift_language_versions[0]] if package.swift_language_versions else []
    for target in package.targets:
        if target.kind != "plugin" or not target.swift_files():
            continue
        store = os.path.join(scratch, target.name)
        compile_into_store(toolchain, target.swift_files(), target.name.replace("-", "_"), store,
                           ["-I", plugin_api, "-package-description-version", package.tools_version, *language])
        parts.append(read_store(toolchain, store, target.swift_files()))
    return merge(parts)


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package-path", default=PACKAGE_ROOT, help="the package whose platforms are the floor")
    parser.add_argument("--no-build", action="store_true", help="do not run `swift build --build-tests` first")
    parser.add_argument("--files", nargs="+", metavar="FILE", help="check only these Swift files")
    parser.add_argument("--cache-dir", help="where the toolchain's availability table is cached "
                                            "(default: PACKAGE/.build/availability)")
    parser.add_argument("--jobs", type=int, default=2, help="parallel symbol graph extractions")
    options = parser.parse_args(arguments)
    root = os.path.realpath(options.package_path)
    started = time.monotonic()

    toolchain = find_toolchain()
    package = describe_package(toolchain, root)
    if not package.floors:
        raise CheckError(f"{root}/Package.swift declares no Apple platforms: nothing to check against")
    table = load_availability_table(toolchain, options.cache_dir or os.path.join(root, ".build", "availability"),
                                    options.jobs)
    with tempfile.TemporaryDirectory(prefix="availability-index-") as scratch:
        if options.files:
            missing = [path for path in options.files if not os.path.isfile(path)]
            if missing:
                raise CheckError(f"no such file: {missing[0]}")
            files = [os.path.abspath(path) for path in options.files]
            compile_into_store(toolchain, files, "AvailabilityCheck", scratch, [])
            indexed = read_store(toolchain, scratch, files)
        else:
            indexed = index_package(toolchain, package, not options.no_build, scratch)

    findings = find_too_new(indexed, table, package.floors,
                            lambda path: guard_regions(toolchain.swiftc, path, BUILD_DEFINES))
    for finding in sorted(findings, key=lambda f: (f.path, f.line, f.column, f.declaration.name)):
        print(finding.message(root))
    floors = " / ".join(f"{domain} {format_version(version)}" for domain, version in package.floors.items())
    references = sum(len(found) for found in indexed.references.values())
    summary = (f"check-availability: checked {len(indexed.references)} files, {references} references "
               f"against {floors} in {time.monotonic() - started:.1f}s")
    if findings:
        print(f"{summary}: {len(findings)} too new", file=sys.stderr)
        return 1
    print(summary)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except (CheckError, ToolchainError, IndexStoreError) as error:
        print(f"check-availability: error: {error}", file=sys.stderr)
        sys.exit(2)
    except Exception as error:  # never pass, nor report findings, when the check itself broke
        print(f"check-availability: internal error: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(2)
