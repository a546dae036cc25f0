"""Apple-platform availability of the toolchain's public declarations, keyed by USR.

The table comes from the symbol graphs `swift-symbolgraph-extract` writes for the modules the
toolchain ships. Their availability is what the modules' `@available` attributes say, with
macros such as `SwiftStdlib 6.0` already expanded to platform versions and with an enclosing
type's or extension's availability folded into each member. The table is cached per toolchain.
"""
from __future__ import annotations

import glob
import hashlib
import json
import os
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from .toolchain import Toolchain, ToolchainError, run

APPLE_DOMAINS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst")
CACHE_FORMAT = 2


@dataclass(frozen=True)
class DeclarationAvailability:
    """Where a declaration exists on Apple platforms: versions it was introduced in, and
    the platforms it is unavailable on. A platform missing from both has no restriction."""
    name: str
    introduced: dict[str, tuple[int, ...]]
    unavailable: frozenset[str]


@dataclass
class AvailabilityTable:
    declarations: dict[str, DeclarationAvailability]
    failed_modules: dict[str, str]   # module -> why its symbol graph could not be extracted


def _version(value: dict) -> tuple[int, ...]:
    return (value.get("major", 0), value.get("minor", 0), value.get("patch", 0))


def _title(symbol: dict) -> str:
    return ".".join(symbol.get("pathComponents") or [symbol["names"]["title"]])


def parse_symbol_graph(graph: dict, into: dict[str, dict], defaults: dict[str, set[str]]) -> None:
    """Adds the graph's symbols that carry Apple availability to `into` (USR -> JSON entry),
    and to `defaults` each protocol requirement's default implementations (USR -> USRs)."""
    for relationship in graph.get("relationships", []):
        if relationship.get("kind") == "defaultImplementationOf":
            defaults.setdefault(relationship["target"], set()).add(relationship["source"])
    for symbol in graph.get("symbols", []):
        usr = symbol["identifier"]["precise"]
        # Members a type inherits from a protocol extension are repeated per type, marked
        # SYNTHESIZED; the index refers to the protocol extension's own declaration instead.
        if "::SYNTHESIZED::" in usr:
            continue
        introduced: dict[str, list[int]] = {}
        unavailable: list[str] = []
        for entry in symbol.get("availability", []):
            domain = entry.get("domain")
            if domain not in APPLE_DOMAINS:
                continue
            if entry.get("isUnconditionallyUnavailable"):
                unavailable.append(domain)
            elif "introduced" in entry:
                introduced[domain] = list(_version(entry["introduced"]))
        if not introduced and not unavailable:
            continue
        known = into.get(usr)
        if known is not None:  # the same declaration in two graphs: keep the stricter bound
            for domain, version in known["introduced"].items():
                if version > introduced.get(domain, [0]):
                    introduced[domain] = version
            unavailable = sorted(set(unavailable) | set(known["unavailable"]))
        into[usr] = {"name": _title(symbol), "introduced": introduced, "unavailable": sorted(unavailable)}


def apply_default_implementations(entries: dict[str, dict], defaults: dict[str, set[str]]) -> None:
    """A requirement added to a protocol later than one of its default implementations (such
    as `FixedWidthInteger.&*`, a requirement since iOS 18 / macOS 15) stays usable on older
    systems: Apple's compiler ranks the requirement below the available implementation and
    calls that one. Each requirement gets the availability of its most available default."""
    for requirement, implementations in defaults.items():
        entry = entries.get(requirement)
        if entry is None:
            continue
        for implementation in implementations:
            other = entries.get(implementation, {"introduced": {}, "unavailable": []})
            for domain in list(entry["introduced"]):
                if domain in other["unavailable"]:
                    continue
                if other["introduced"].get(domain, [0]) < entry["introduced"][domain]:
                    if domain in other["introduced"]:
                        entry["introduced"][domain] = other["introduced"][domain]
                    else:
                        del entry["introduced"][domain]
            entry["unavailable"] = [d for d in entry["unavailable"] if d in other["unavailable"]]
        if not entry["introduced"] and not entry["unavailable"]:
            del entries[requirement]


def _cache_key(toolchain: Toolchain, modules: list[str]) -> str:
    digest = hashlib.sha256()
    digest.update(f"{CACHE_FORMAT}\n{toolchain.compiler_version}\n{toolchain.platform_module_dir}\n".encode())
    for module in modules:
        directory = os.path.join(toolchain.platform_module_dir, module + ".swiftmodule")
        for path in sorted(glob.glob(os.path.join(directory, "*"))):
            digest.update(f"{path} {os.path.getsize(path)} {int(os.path.getmtime(path))}\n".encode())
    return digest.hexdigest()[:16]


def _extract(toolchain: Toolchain, module: str, output_dir: str) -> str | None:
    """Writes the module's symbol graphs into output_dir; returns an error message on failure."""
    os.makedirs(output_dir, exist_ok=True)
    try:
        run([toolchain.symbolgraph_extract, "-module-name", module, "-target", toolchain.target_triple,
             "-output-dir", output_dir, "-minimum-access-level", "public"])
    except ToolchainError as error:
        return str(error).splitlines()[-1] if str(error) else "failed"
    return None


def load_availability_table(toolchain: Toolchain, cache_dir: str, jobs: int = 2) -> AvailabilityTable:
    """The availability of every public declaration of the toolchain's modules (cached)."""
    modules = toolchain.standard_modules()
    cache_path = os.path.join(cache_dir, f"toolchain-availability-{_cache_key(toolchain, modules)}.json")
    if os.path.exists(cache_path):
        with open(cache_path, encoding="utf-8") as handle:
            cached = json.load(handle)
    else:
        entries: dict[str, dict] = {}
        defaults: dict[str, set[str]] = {}
        with tempfile.TemporaryDirectory(prefix="symbolgraphs-") as scratch:
            with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
                errors = dict(zip(modules, pool.map(
                    lambda module: _extract(toolchain, module, os.path.join(scratch, module)), modules)))
            for path in sorted(glob.glob(os.path.join(scratch, "*", "*.symbols.json"))):
                with open(path, encoding="utf-8") as handle:
                    parse_symbol_graph(json.load(handle), entries, defaults)
        apply_default_implementations(entries, defaults)
        cached = {"declarations": entries,
                  "failed_modules": {module: error for module, error in errors.items() if error}}
        os.makedirs(cache_dir, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=cache_dir, delete=False, encoding="utf-8") as handle:
            json.dump(cached, handle)
        os.replace(handle.name, cache_path)
    return AvailabilityTable(
        declarations={usr: DeclarationAvailability(
            name=entry["name"],
            introduced={domain: tuple(version) for domain, version in entry["introduced"].items()},
            unavailable=frozenset(entry["unavailable"]))
            for usr, entry in cached["declarations"].items()},
        failed_modules=cached["failed_modules"],
    )
