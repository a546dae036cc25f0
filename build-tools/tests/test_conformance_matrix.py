"""build-tools/conformance-matrix.py over a small suite and fake replays."""
import json
import os
import subprocess
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(TOOLS, "conformance-matrix.py")


def write_suite(root):
    suite = os.path.join(root, "suite")
    for folder, name, cases in [
        ("required", "scores", [{"id": "s1", "kind": "score"}, {"id": "s2", "kind": "score"}, {"id": "o1", "kind": "order"}]),
        ("optional", "stress", [{"id": "big", "kind": "score"}]),
    ]:
        os.makedirs(os.path.join(suite, folder), exist_ok=True)
        with open(os.path.join(suite, folder, name + ".json"), "w", encoding="utf-8") as handle:
            json.dump({"suite": "quiz-runtime-conformance/1", "description": "test", "cases": cases}, handle)
    return suite


def write_report(reports, runtime, results):
    os.makedirs(reports, exist_ok=True)
    with open(os.path.join(reports, runtime + ".json"), "w", encoding="utf-8") as handle:
        json.dump({"runtime": runtime, "results": results}, handle)


def run(tmp_path, *arguments):
    root = str(tmp_path)
    return subprocess.run([sys.executable, SCRIPT, "--suite", os.path.join(root, "suite"), "--root", root,
                           "--reports", os.path.join(root, "reports"), *arguments],
                          capture_output=True, text=True, timeout=120)


def make_root(tmp_path, folders=("runtimes/js", "runtimes/python")):
    root = str(tmp_path)
    write_suite(root)
    open(os.path.join(root, "Package.swift"), "w").close()
    for folder in folders:
        os.makedirs(os.path.join(root, folder), exist_ok=True)
    return root


def test_all_passing_exits_0_with_counts_per_file_and_kind(tmp_path):
    root = make_root(tmp_path)
    for runtime in ("swift", "javascript", "python"):
        write_report(os.path.join(root, "reports"), runtime, {"s1": "pass", "s2": "pass", "o1": "pass", "big": "pass"})
    result = run(tmp_path, "--skip-run")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["suite", "file", "kind", "cases", "swift", "javascript", "python"]
    score_row = next(line for line in lines if line.startswith("required/scores") and " score " in line)
    assert score_row.split()[2] == "2" and score_row.count("2 pass") == 3
    assert any(line.startswith("required/scores") and " order " in line for line in lines)
    assert any(line.startswith("optional/stress") for line in lines)


def test_a_failing_required_case_exits_1_and_is_shown(tmp_path):
    root = make_root(tmp_path)
    for runtime in ("swift", "javascript", "python"):
        write_report(os.path.join(root, "reports"), runtime, {"s1": "pass", "s2": "pass", "o1": "pass"})
    write_report(os.path.join(root, "reports"), "python", {"s1": "pass", "s2": "fail", "o1": "pass"})
    result = run(tmp_path, "--skip-run")
    assert result.returncode == 1
    assert "1 pass, 1 FAIL" in result.stdout
    assert "some required cases fail or are missing" in result.stdout


def test_missing_optional_cases_do_not_fail_but_missing_required_ones_do(tmp_path):
    root = make_root(tmp_path)
    write_report(os.path.join(root, "reports"), "swift", {"s1": "pass", "s2": "pass", "o1": "pass"})
    ok = run(tmp_path, "--skip-run", "--runtime", "swift")
    assert ok.returncode == 0, ok.stdout
    assert "0 pass, 1 MISSING" in ok.stdout
    write_report(os.path.join(root, "reports"), "swift", {"s1": "pass", "o1": "pass", "other": "pass"})
    missing = run(tmp_path, "--skip-run", "--runtime", "swift")
    assert missing.returncode == 1
    assert "1 pass, 1 MISSING" in missing.stdout
    assert "ids not in the suite" in missing.stdout


def test_an_absent_runtime_is_shown_and_fails_unless_allowed(tmp_path):
    root = make_root(tmp_path, folders=("runtimes/js",))
    for runtime in ("swift", "javascript"):
        write_report(os.path.join(root, "reports"), runtime, {"s1": "pass", "s2": "pass", "o1": "pass"})
    result = run(tmp_path, "--skip-run")
    assert result.returncode == 1
    assert "absent" in result.stdout.splitlines()[1]
    allowed = run(tmp_path, "--skip-run", "--allow-absent")
    assert allowed.returncode == 0, allowed.stdout


def test_replays_run_with_the_report_variable(tmp_path):
    root = make_root(tmp_path)
    fake = os.path.join(root, "fake_replay.py")
    with open(fake, "w", encoding="utf-8") as handle:
        handle.write("import json, os, sys\n"
                     "verdict = sys.argv[1]\n"
                     "json.dump({'runtime': 'x', 'results': {'s1': 'pass', 's2': verdict, 'o1': 'pass', 'big': 'pass'}},"
                     " open(os.environ['QUIZ_CONFORMANCE_REPORT'], 'w'))\n")
    passing = run(tmp_path, "--runtime", "javascript", "--command", f"javascript={sys.executable} {fake} pass")
    assert passing.returncode == 0, passing.stdout + passing.stderr
    assert "javascript: ran" in passing.stdout
    failing = run(tmp_path, "--runtime", "javascript", "--command", f"javascript={sys.executable} {fake} fail")
    assert failing.returncode == 1
    # A replay that writes no report leaves every case missing.
    silent = run(tmp_path, "--runtime", "python", "--command", f"python={sys.executable} -c pass")
    assert silent.returncode == 1
    assert "no report" in silent.stdout


def test_a_bad_command_option_is_a_usage_error(tmp_path):
    make_root(tmp_path)
    result = run(tmp_path, "--command", "ruby=ruby x.rb")
    assert result.returncode == 2
