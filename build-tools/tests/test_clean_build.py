"""build-tools/clean-build.py: a build is clean when it exits 0 and prints no `error:` line."""
import os
import subprocess
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(TOOLS, "clean-build.py")

# What SwiftPM 6.3 printed for a consumer of quizc: errors, then "Build complete!", exit 0.
NOISY = """[88/154] Emitting module QuizCompiler
/src/quizc/Sources/QuizCompiler/Driver/QuizcVersion.swift:14:54: error: cannot find 'CompilerFingerprint' in scope
   |                                                      `- error: cannot find 'CompilerFingerprint' in scope
error: emit-module command failed with exit code 1 (use -v to see invocation)
Build complete! (268.45s)
"""
CLEAN = """[1/5] Compiling QuizClient QuizClient.swift
warning: something harmless
Build complete! (2.10s)
"""


def run(*arguments):
    return subprocess.run([sys.executable, SCRIPT, *arguments], capture_output=True, text=True, timeout=60)


def shell(text, status=0):
    return ["bash", "-c", f"cat <<'EOF_LOG'\n{text}EOF_LOG\nexit {status}"]


def test_a_build_that_prints_error_lines_fails_even_when_it_exits_0():
    result = run(*shell(NOISY))
    assert result.returncode == 1
    assert "Build complete!" in result.stdout
    assert "3 `error:` line(s)" in result.stderr
    assert "cannot find 'CompilerFingerprint' in scope" in result.stderr


def test_a_clean_build_passes():
    result = run(*shell(CLEAN))
    assert result.returncode == 0, result.stderr
    assert result.stdout == CLEAN


def test_the_exit_status_still_decides():
    result = run(*shell(CLEAN, status=3))
    assert result.returncode == 3
    assert "exited with 3" in result.stderr


def test_a_saved_log(tmp_path):
    noisy, clean = tmp_path / "noisy.log", tmp_path / "clean.log"
    noisy.write_text(NOISY)
    clean.write_text(CLEAN)
    assert run("--log", str(noisy)).returncode == 1
    assert run("--log", str(clean)).returncode == 0


# What every build printed while an import went unused: our warning, and a dependency's.
OWN_WARNING = """[12/86] Compiling QuizLanguageServer CodeAction.swift
/src/quizc/Sources/QuizLanguageServer/Features/CodeAction.swift:2:9: warning: package import of 'QuizRuntime' was not used in package declarations
Build complete! (120.00s)
"""
DEPENDENCY_WARNING = """[3/86] Compiling SystemPackage FilePath.swift
/src/quizc/.build/checkouts/swift-system/Sources/System/FilePath.swift:10:5: warning: 'x' is deprecated
/src/quizc/Examples/QuizClient/.build/checkouts/swift-system/Sources/System/Errno.swift:7:1: warning: unused
warning: 'swift-system': found 1 file(s) which are unhandled
Build complete! (20.00s)
"""


def test_a_warning_in_our_sources_fails_with_no_warnings():
    result = run("--no-warnings", *shell(OWN_WARNING))
    assert result.returncode == 1
    assert "CodeAction.swift:2:9: warning:" in result.stderr


def test_without_no_warnings_a_warning_does_not_fail():
    assert run(*shell(OWN_WARNING)).returncode == 0


def test_warnings_of_dependencies_and_swiftpm_notes_do_not_fail():
    result = run("--no-warnings", *shell(DEPENDENCY_WARNING))
    assert result.returncode == 0, result.stderr


def test_a_saved_log_with_no_warnings(tmp_path):
    log = tmp_path / "build.log"
    log.write_text(OWN_WARNING)
    assert run("--no-warnings", "--log", str(log)).returncode == 1
    assert run("--log", str(log)).returncode == 0
