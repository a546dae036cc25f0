"""build-tools/long-functions.py: no function of the runtimes or of `Sources` is over 80 lines
unless a comment above it says why, and the check finds one that is."""
import os
import subprocess
import sys
import textwrap

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TOOLS)
CHECKER = os.path.join(TOOLS, "long-functions.py")


def check(*arguments):
    return subprocess.run([sys.executable, CHECKER, *arguments], cwd=ROOT, capture_output=True, text=True, timeout=60)


def body(lines: int, statement: str) -> str:
    return "\n".join(statement for _ in range(lines))


def test_no_runtime_function_is_over_80_lines_without_a_reason():
    result = check()
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_sources_function_is_over_80_lines_without_a_reason():
    result = check("Sources")
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_long_function_is_found_in_each_language(tmp_path):
    (tmp_path / "Long.swift").write_text(
        "struct S {\n    /// Doc.\n    @inlinable public static func long(x: Int) -> Int {\n"
        + body(80, "        _ = \"}\" // }") + "\n        return x\n    }\n}\n")
    (tmp_path / "long.js").write_text(
        "export class C {\n  long(a,\n      b) {\n" + body(80, "    a += `}${b}`; // }") + "\n  }\n}\n")
    (tmp_path / "long.py").write_text("def long(a):\n" + body(80, "    a += 1  # }") + "\n    return a\n")
    result = check(str(tmp_path))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert [line.split(": error: ")[1] for line in lines] == [
        "long is 83 lines long, over 80", "long is 83 lines long, over 80", "long is 82 lines long, over 80"]
    assert [os.path.basename(line.split(":")[0]) for line in lines] == ["Long.swift", "long.js", "long.py"]


def test_a_function_of_80_lines_passes(tmp_path):
    (tmp_path / "ok.js").write_text("function ok(a) {\n" + body(78, "  a += 1;") + "\n}\n")
    (tmp_path / "ok.py").write_text("def ok(a):\n" + body(79, "    a += 1"))
    result = check(str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_comment_above_says_why(tmp_path):
    (tmp_path / "why.swift").write_text(textwrap.dedent("""\
        // longer than 80 lines because one table reads best whole
        /// Doc.
        @discardableResult
        func table() -> Int {
        """) + body(80, "    _ = 1") + "\n    return 1\n}\n")
    (tmp_path / "why.py").write_text(
        "# longer than 80 lines because one table reads best whole\ndef table(a):\n" + body(81, "    a += 1") + "\n")
    (tmp_path / "unsaid.py").write_text("# longer than 80 lines\ndef table(a):\n" + body(81, "    a += 1") + "\n")
    result = check(str(tmp_path))
    assert result.returncode == 1
    assert [os.path.basename(line.split(":")[0]) for line in result.stdout.splitlines()] == ["unsaid.py"]
    shown = check("--all", str(tmp_path))
    assert sum("(a comment says why)" in line for line in shown.stdout.splitlines()) == 2


def test_a_missing_path_is_an_error(tmp_path):
    assert check(str(tmp_path / "absent")).returncode == 2
