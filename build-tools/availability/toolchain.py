"""Locates the Swift toolchain's tools, libraries and modules from the `swiftc` on PATH."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import dataclass


class ToolchainError(Exception):
    """A tool of the toolchain is missing or failed."""


@dataclass(frozen=True)
class Toolchain:
    swiftc: str
    swift: str
    symbolgraph_extract: str
    index_store_library: str
    target_triple: str
    module_triple: str
    resource_dir: str          # e.g. /opt/swift/usr/lib/swift
    platform_module_dir: str   # e.g. /opt/swift/usr/lib/swift/linux
    compiler_version: str

    def standard_modules(self) -> list[str]:
        """The Swift modules the toolchain ships (stdlib, Foundation, Dispatch, ...)."""
        return sorted(entry[: -len(".swiftmodule")] for entry in os.listdir(self.platform_module_dir)
                      if entry.endswith(".swiftmodule"))


def run(command: list[str], cwd: str | None = None) -> str:
    """Runs a tool and returns its standard output; raises ToolchainError when it fails."""
    try:
        result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    except OSError as error:
        raise ToolchainError(f"cannot run {command[0]}: {error}") from error
    if result.returncode != 0:
        tail = "\n".join((result.stderr or result.stdout).strip().splitlines()[-20:])
        raise ToolchainError(f"`{' '.join(command)}` failed with status {result.returncode}:\n{tail}")
    return result.stdout


def find_toolchain() -> Toolchain:
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        raise ToolchainError("swiftc is not on PATH")
    bin_dir = os.path.dirname(os.path.realpath(swiftc))
    info = json.loads(run([swiftc, "-print-target-info"]))
    resource_dir = info["paths"]["runtimeResourcePath"]
    platform = info["target"]["platform"]
    lib_dir = os.path.dirname(resource_dir)
    library = next((os.path.join(lib_dir, name) for name in ("libIndexStore.so", "libIndexStore.dylib")
                    if os.path.exists(os.path.join(lib_dir, name))), None)
    if library is None:
        raise ToolchainError(f"libIndexStore not found in {lib_dir}")
    extract = os.path.join(bin_dir, "swift-symbolgraph-extract")
    if not os.path.exists(extract):
        raise ToolchainError(f"swift-symbolgraph-extract not found in {bin_dir}")
    return Toolchain(
        swiftc=swiftc,
        swift=os.path.join(bin_dir, "swift"),
        symbolgraph_extract=extract,
        index_store_library=library,
        target_triple=info["target"]["triple"],
        module_triple=info["target"]["moduleTriple"],
        resource_dir=resource_dir,
        platform_module_dir=os.path.join(resource_dir, platform),
        compiler_version=info["compilerVersion"],
    )
