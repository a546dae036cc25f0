"""What the package declares, from `swift package dump-package`: its platform floors and the
Swift targets whose sources get checked."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from .toolchain import Toolchain, run

# Package.swift's platform names -> the availability domains of `@available`.
DOMAIN_OF_PLATFORM = {"ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS",
                      "visionos": "visionOS", "maccatalyst": "macCatalyst"}
DEFAULT_TARGET_DIRECTORY = {"test": "Tests", "plugin": "Plugins"}


@dataclass(frozen=True)
class Target:
    name: str
    kind: str            # regular, executable, test, plugin, system, ...
    directory: str       # absolute
    excluded: tuple[str, ...]

    def swift_files(self) -> list[str]:
        excluded = tuple(os.path.join(self.directory, entry) for entry in self.excluded)
        found = []
        for root, directories, files in os.walk(self.directory):
            directories[:] = sorted(d for d in directories if os.path.join(root, d) not in excluded)
            found += [os.path.join(root, name) for name in sorted(files)
                      if name.endswith(".swift") and os.path.join(root, name) not in excluded]
        return found


@dataclass(frozen=True)
class PackageDescription:
    root: str
    floors: dict[str, tuple[int, ...]]   # availability domain -> lowest supported version
    targets: list[Target]
    tools_version: str
    swift_language_versions: list[str]


def _version(text: str) -> tuple[int, ...]:
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def describe_package(toolchain: Toolchain, root: str) -> PackageDescription:
    dump = json.loads(run([toolchain.swift, "package", "--package-path", root, "dump-package"]))
    floors = {}
    for platform in dump.get("platforms", []):
        domain = DOMAIN_OF_PLATFORM.get(platform["platformName"])
        if domain is not None:
            floors[domain] = _version(platform["version"])
    targets = []
    for target in dump.get("targets", []):
        kind = target["type"]
        path = target.get("path") or os.path.join(DEFAULT_TARGET_DIRECTORY.get(kind, "Sources"), target["name"])
        targets.append(Target(target["name"], kind, os.path.join(root, path), tuple(target.get("exclude", []))))
    return PackageDescription(
        root=root,
        floors=floors,
        targets=targets,
        tools_version=dump["toolsVersion"]["_version"],
        swift_language_versions=[str(v) for v in dump.get("swiftLanguageVersions") or []],
    )
