"""Runs build-tools/check-api.py on a small module compiled here and checks its verdicts.

Each test compiles a fixture module with the toolchain's swiftc, records its listing with
--update, then changes the source: a new or changed public declaration must fail the check
and name the line; a change to internal code must not.
"""
import os
import subprocess
import sys
import textwrap

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECKER = os.path.join(TOOLS, "check-api.py")

ORIGINAL = """
/// A fixture type.
public struct Fixture: Sendable {
    /// Its name.
    public var name: String
    var hidden: Int = 0
    /// A fixture.
    public init(name: String) { self.name = name }
}
"""


def compile_module(folder, source):
    path = os.path.join(folder, "Fixture.swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write(textwrap.dedent(source))
    subprocess.run(["swiftc", "-parse-as-library", "-emit-module", "-module-name", "Fixture",
                    "-emit-module-path", os.path.join(folder, "Fixture.swiftmodule"), path],
                   check=True, capture_output=True, timeout=300)


def check(folder, *arguments):
    return subprocess.run([sys.executable, CHECKER, "--module", "Fixture", "--build", folder,
                           "--baseline", os.path.join(folder, "api"), *arguments],
                          capture_output=True, text=True, timeout=300)


def recorded(tmp_path):
    folder = str(tmp_path)
    compile_module(folder, ORIGINAL)
    assert check(folder, "--update").returncode == 0
    return folder


def test_an_unchanged_api_passes(tmp_path):
    folder = recorded(tmp_path)
    result = check(folder)
    assert result.returncode == 0, result.stderr
    listing = open(os.path.join(folder, "api", "Fixture.txt"), encoding="utf-8").read()
    assert "Fixture.name var: var name: String\n" in listing
    assert "Fixture conforms to Sendable\n" in listing
    assert "hidden" not in listing


def test_a_new_public_declaration_fails_and_is_named(tmp_path):
    folder = recorded(tmp_path)
    compile_module(folder, ORIGINAL.replace("var hidden", "public func extra() {}\n    var hidden"))
    result = check(folder)
    assert result.returncode == 1
    assert "+ Fixture.extra() func: func extra()" in result.stderr
    assert "--update" in result.stderr


def test_a_changed_signature_fails_with_both_lines(tmp_path):
    folder = recorded(tmp_path)
    compile_module(folder, ORIGINAL.replace("public var name: String", "public var name: Substring")
                   .replace("self.name = name", "self.name = Substring(name)"))
    result = check(folder)
    assert result.returncode == 1
    assert "- Fixture.name var: var name: String" in result.stderr
    assert "+ Fixture.name var: var name: Substring" in result.stderr


def test_an_internal_change_passes(tmp_path):
    folder = recorded(tmp_path)
    compile_module(folder, ORIGINAL.replace("var hidden: Int = 0", "var hidden: String = \"\""))
    assert check(folder).returncode == 0
