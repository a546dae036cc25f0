"""Finds references to toolchain declarations that are newer than the package's platforms."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable

from .availability_guards import GuardRegion
from .index_store import IndexStore, Reference
from .symbol_availability import AvailabilityTable, DeclarationAvailability


class CheckError(Exception):
    """The check could not be completed (so it must not pass)."""


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    column: int
    declaration: DeclarationAvailability
    floors: dict[str, tuple[int, ...]]

    def message(self, root: str) -> str:
        path = os.path.relpath(self.path, root) if self.path.startswith(root + os.sep) else self.path
        supported = " / ".join(f"{domain} {format_version(version)}" for domain, version in self.floors.items())
        return (f"{path}:{self.line}:{self.column}: error: {self.declaration.name} is "
                f"{describe(self.declaration, self.floors)}; the package supports {supported} [availability]")


def format_version(version: tuple[int, ...]) -> str:
    parts = list(version)
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(str(part) for part in parts)


def describe(declaration: DeclarationAvailability, floors: dict[str, tuple[int, ...]]) -> str:
    unavailable = [domain for domain in floors if domain in declaration.unavailable]
    later = [domain for domain in floors if domain not in declaration.unavailable
             and declaration.introduced.get(domain, (0,)) > floors[domain]]
    available = "available from " + " / ".join(
        f"{domain} {format_version(declaration.introduced[domain])}" if domain in declaration.introduced
        else f"{domain} (any)" for domain in floors if domain not in declaration.unavailable)
    if not unavailable:
        return available
    text = "unavailable on " + " and ".join(unavailable)
    return text + (" and " + available if later else "")


def too_new(declaration: DeclarationAvailability, floors: dict[str, tuple[int, ...]]) -> bool:
    return any(domain in declaration.unavailable or declaration.introduced.get(domain, (0,)) > floor
               for domain, floor in floors.items())


def floors_at(offset: int, floors: dict[str, tuple[int, ...]], regions: list[GuardRegion]) -> dict[str, tuple[int, ...] | None]:
    """The floors in force at a byte offset; None for a platform the code is unavailable on."""
    effective: dict[str, tuple[int, ...] | None] = dict(floors)
    for region in regions:
        if not region.start <= offset <= region.end:
            continue
        for domain in floors:
            if domain in region.unavailable:
                effective[domain] = None
            elif effective[domain] is not None and domain in region.introduced:
                effective[domain] = max(effective[domain], region.introduced[domain])
    return effective


def line_offsets(path: str) -> list[int]:
    with open(path, "rb") as handle:
        data = handle.read()
    starts = [0]
    starts += [index + 1 for index, byte in enumerate(data) if byte == 0x0A]
    return starts


@dataclass
class IndexedFiles:
    references: dict[str, list[Reference]]   # path -> unique references
    imported_modules: dict[str, set[str]]    # path -> toolchain modules it imports


def read_index(store: IndexStore, files: list[str], module_dir: str) -> IndexedFiles:
    """The references of `files` in the store; fails unless every file has current index data."""
    wanted = {os.path.realpath(path): path for path in files}
    fresh: dict[str, list] = {}
    stale: set[str] = set()
    for name in store.unit_names():
        unit = store.unit(name)
        path = wanted.get(os.path.realpath(unit.main_file)) if unit.main_file else None
        if path is None or unit.record_name is None:
            continue
        if unit.modification_time + 1 < os.path.getmtime(path):
            stale.add(path)
            continue
        fresh.setdefault(path, []).append(unit)
    missing = [path for path in files if path not in fresh]
    if missing:
        reason = "index data older than the file" if any(path in stale for path in missing) else "no index data"
        listed = "\n  ".join(missing[:20])
        raise CheckError(f"{reason} for {len(missing)} file(s) (not compiled by the last build?):\n  {listed}")
    result = IndexedFiles({}, {})
    for path, units in fresh.items():
        unique: dict[tuple, Reference] = {}
        modules: set[str] = set()
        for unit in units:
            for reference in store.references(unit.record_name, path):
                unique.setdefault((reference.line, reference.column, reference.usr), reference)
            for module_file in unit.imported_module_files:
                if os.path.realpath(module_file).startswith(os.path.realpath(module_dir) + os.sep):
                    relative = os.path.relpath(os.path.realpath(module_file), os.path.realpath(module_dir))
                    modules.add(relative.split(os.sep)[0].removesuffix(".swiftmodule"))
        result.references[path] = sorted(unique.values(), key=lambda r: (r.line, r.column, r.usr))
        result.imported_modules[path] = modules
    return result


def find_too_new(indexed: IndexedFiles, table: AvailabilityTable, floors: dict[str, tuple[int, ...]],
                 regions_of: Callable[[str], list[GuardRegion]]) -> list[Finding]:
    for path, modules in sorted(indexed.imported_modules.items()):
        unreadable = sorted(modules & set(table.failed_modules))
        if unreadable:
            module = unreadable[0]
            raise CheckError(f"{path} imports {module}, whose availability could not be read: "
                             f"{table.failed_modules[module]}")
    findings: list[Finding] = []
    for path in sorted(indexed.references):
        candidates = [(reference, table.declarations[reference.usr]) for reference in indexed.references[path]
                      if reference.usr in table.declarations
                      and too_new(table.declarations[reference.usr], floors)]
        if not candidates:
            continue
        regions = regions_of(path)
        starts = line_offsets(path)
        for reference, declaration in candidates:
            offset = starts[reference.line - 1] + reference.column - 1
            effective = floors_at(offset, floors, regions)
            checked = {domain: floor for domain, floor in effective.items() if floor is not None}
            if too_new(declaration, checked):
                findings.append(Finding(path, reference.line, reference.column, declaration, floors))
    return findings
