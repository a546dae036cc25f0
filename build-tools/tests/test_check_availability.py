"""Runs build-tools/check-availability.py on small Swift files and checks what it reports.

Each run compiles its fixture with the toolchain's swiftc, so these tests exercise the real
pipeline: the index store, the toolchain's symbol graphs, the parse tree's guards, and the
floors read from Package.swift.
"""
import os
import re
import subprocess
import sys
import textwrap

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TOOLS)
CHECKER = os.path.join(TOOLS, "check-availability.py")
FIXTURES = os.path.join(TOOLS, "tests", "fixtures", "availability")
FIXTURE_PATH = os.path.relpath(FIXTURES, ROOT)
CACHE = os.path.join(ROOT, ".build", "availability")
SUPPORTED = "the package supports iOS 16 / macOS 13 [availability]"


def check(*arguments):
    return subprocess.run([sys.executable, CHECKER, "--cache-dir", CACHE, *arguments],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


def fixture(name):
    return os.path.join(FIXTURES, name)


def test_reports_string_validating_as_with_its_position():
    result = check("--files", fixture("validating_string.swift"))
    assert result.returncode == 1, result.stderr
    assert result.stdout.splitlines() == [
        f"{FIXTURE_PATH}/validating_string.swift:3:5: error: String.init(validating:as:) is available "
        f"from iOS 18 / macOS 15; {SUPPORTED}",
    ]
    assert "1 too new" in result.stderr


def test_passes_code_that_the_floor_has():
    result = check("--files", fixture("clean.swift"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.fullmatch(r"check-availability: checked 1 files, \d+ references against iOS 16 / macOS 13 in [\d.]+s\n",
                        result.stdout), result.stdout


def test_honours_available_attributes_and_if_guard_and_unavailable_conditions():
    result = check("--files", fixture("guarded_validating_string.swift"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("check-availability: checked 1 files, ")


def test_code_the_guards_do_not_cover_is_reported():
    result = check("--files", fixture("half_guarded.swift"))
    assert result.returncode == 1, result.stderr
    reported = [line.split(": error: ")[0].removeprefix(f"{FIXTURE_PATH}/half_guarded.swift:") + " " +
                line.split(": error: ")[1].split(" is available")[0] for line in result.stdout.splitlines()]
    assert reported == [
        "5:5 String.init(validating:as:)",   # @available(macOS 15, *) leaves iOS 16
        "12:16 String.init(validating:as:)",  # the else branch of if #available
        "16:34 Int128",                       # a type in a signature
        "17:19 Int128",
        "17:35 Int128.+(_:_:)",               # an operator
        "17:37 Int128",
        "17:37 Int128.init(_:)",              # an initializer
        "22:16 String.init(validating:as:)",  # the then branch of if #unavailable
    ]


def test_reads_the_floor_from_package_swift(tmp_path):
    (tmp_path / "Package.swift").write_text(textwrap.dedent("""\
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(name: "Newer", platforms: [.iOS(.v18), .macOS(.v15)], targets: [])
        """))
    result = check("--package-path", str(tmp_path), "--files", fixture("validating_string.swift"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "against iOS 18 / macOS 15" in result.stdout


def test_fails_with_status_2_when_the_code_does_not_compile(tmp_path):
    broken = tmp_path / "broken.swift"
    broken.write_text("func f() -> Int { undefinedName }\n")
    result = check("--files", str(broken))
    assert result.returncode == 2
    assert result.stdout == ""
    assert "failed" in result.stderr and "undefinedName" in result.stderr


def test_fails_with_status_2_for_a_missing_file():
    result = check("--files", "no-such-file.swift")
    assert result.returncode == 2
    assert "no such file: no-such-file.swift" in result.stderr
