"""build-tools/check-readme-test-count.py: README.md states the Swift test count in one place,
within 10 % of what `swift test` ran. With SWIFT_TEST_LOG set (.ci/run sets it to the log of
its `swift test` step) or a .build/test.log present, the real README is checked against it."""

import importlib.util
import os
import subprocess
import sys

import pytest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TOOLS)
SCRIPT = os.path.join(TOOLS, "check-readme-test-count.py")
spec = importlib.util.spec_from_file_location("check_readme_test_count", SCRIPT)
counts = importlib.util.module_from_spec(spec)
spec.loader.exec_module(counts)

LOG = """◇ Test run started.
✔ Test "one" passed after 0.001 seconds.
✔ Test run with 1000 tests in 180 suites passed after 201.5 seconds.
"""
README = "Intro.\n\n`swift test` runs 968 tests in 176 suites; the last lines say how many passed.\n"


def test_a_count_within_ten_percent_passes():
    assert counts.check(README, LOG) is None
    assert counts.check(README.replace("968", "1,100"), LOG) is None


def test_a_count_more_than_ten_percent_off_fails_naming_both():
    problem = counts.check(README.replace("968", "592"), LOG)
    assert "592" in problem and "1000" in problem


def test_the_readme_states_the_count_exactly_once():
    assert "found 0" in counts.check("no count here", LOG)
    assert "found 2" in counts.check(README + README, LOG)


def test_a_log_without_a_run_line_fails():
    assert "did swift test run" in counts.check(README, "error: build failed\n")


def test_the_last_run_line_counts():
    assert counts.run_count(LOG + "Test run with 5 tests passed after 1 seconds.\n") == 5


def test_the_command_line(tmp_path):
    log, readme = tmp_path / "test.log", tmp_path / "README.md"
    log.write_text(LOG)
    readme.write_text(README)
    ok = subprocess.run([sys.executable, SCRIPT, str(log), str(readme)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    readme.write_text(README.replace("968", "500"))
    stale = subprocess.run([sys.executable, SCRIPT, str(log), str(readme)], capture_output=True, text=True)
    assert stale.returncode == 1 and "500" in stale.stderr


def test_the_readme_states_its_count_once():
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    assert len(counts.stated_counts(text)) == 1


def test_the_readme_count_is_within_ten_percent_of_the_last_swift_test_run():
    log = os.environ.get("SWIFT_TEST_LOG")
    if not log:
        log = os.path.join(ROOT, ".build", "test.log")
        if not os.path.exists(log):
            pytest.skip("no swift test log (.ci/run sets SWIFT_TEST_LOG after its swift test step)")
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    assert counts.check(text, open(log, encoding="utf-8", errors="replace").read()) is None
