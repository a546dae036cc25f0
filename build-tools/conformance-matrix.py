#!/usr/bin/env python3
"""Runs each runtime's replay of the conformance suite and prints a pass/fail matrix.

    python3 build-tools/conformance-matrix.py [--runtime NAME ...] [--skip-run]
                                              [--reports DIR] [--allow-absent]

Each replay writes a report when QUIZ_CONFORMANCE_REPORT names a file:
{"runtime": "swift|javascript|python", "results": {"<case id>": "pass" | "fail"}}.
This script runs the replays with that variable set (or, with --skip-run, reads the
reports already in --reports), and prints one row per suite file and case kind with the
number of cases, and one column per runtime with its pass, fail and missing counts.

Exit status: 0 when every required case passes in every selected runtime; 1 when a required
case fails or is missing, or a selected runtime is absent (its folder does not exist) and
--allow-absent is not given; 2 for a usage error or an unreadable suite. docs/conformance.md
describes the suite and the report.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Runtime name → (folder that must exist, replay command run from the repository root).
RUNTIMES = {
    "swift": ("Package.swift", ["swift", "test", "--filter", "ConformanceTests"]),
    "javascript": ("runtimes/js", ["node", "--test", "runtimes/js/test/conformance.test.js"]),
    "python": ("runtimes/python", [sys.executable, "-m", "pytest", "-q", "runtimes/python/tests/test_conformance.py"]),
}


def load_suite(suite_dir):
    """[(file name such as "required/hashes", [(id, kind), ...])], required first."""
    files = []
    for folder in ("required", "optional"):
        directory = os.path.join(suite_dir, folder)
        if not os.path.isdir(directory):
            continue
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as handle:
                data = json.load(handle)
            cases = [(case["id"], case["kind"]) for case in data["cases"]]
            files.append((f"{folder}/{name[:-5]}", cases))
    return files


def read_report(path):
    """The report's results {id: "pass" | "fail"}, or None when there is no usable report."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return None
    results = data.get("results") if isinstance(data, dict) else None
    return results if isinstance(results, dict) else None


def run_replay(name, command, report, root):
    """Runs one replay with the report variable set; returns its exit status."""
    if os.path.exists(report):
        os.remove(report)
    environment = dict(os.environ, QUIZ_CONFORMANCE_REPORT=report)
    log = report[:-5] + ".log" if report.endswith(".json") else report + ".log"
    with open(log, "w", encoding="utf-8") as output:
        status = subprocess.call(command, cwd=root, env=environment, stdout=output, stderr=subprocess.STDOUT)
    print(f"{name}: ran {' '.join(command)} (exit {status}; output in {os.path.relpath(log, root)})")
    return status


def tally(cases, results):
    """(pass, fail, missing) counts of `cases` in `results`."""
    passed = failed = missing = 0
    for case_id, _ in cases:
        verdict = results.get(case_id) if results is not None else None
        if verdict == "pass":
            passed += 1
        elif verdict == "fail":
            failed += 1
        else:
            missing += 1
    return passed, failed, missing


def cell(counts):
    passed, failed, missing = counts
    if failed == 0 and missing == 0:
        return f"{passed} pass"
    parts = [f"{passed} pass"]
    if failed:
        parts.append(f"{failed} FAIL")
    if missing:
        parts.append(f"{missing} MISSING")
    return ", ".join(parts)


def matrix(suite, runtimes, reports):
    """The matrix as text lines, and whether every required case passed everywhere."""
    rows = []
    for file_name, cases in suite:
        kinds = []
        for _, kind in cases:
            if kind not in kinds:
                kinds.append(kind)
        for kind in kinds:
            rows.append((file_name, kind, [case for case in cases if case[1] == kind]))
    all_cases = [case for _, cases in suite for case in cases]
    required_cases = [case for name, cases in suite if name.startswith("required/") for case in cases]
    rows.append(("all required", "", required_cases))
    rows.append(("all", "", all_cases))
    header = ["suite file", "kind", "cases"] + runtimes
    table = [header]
    for file_name, kind, cases in rows:
        line = [file_name, kind, str(len(cases))]
        for runtime in runtimes:
            results = reports.get(runtime)
            line.append("absent" if results == "absent" else cell(tally(cases, results)))
        table.append(line)
    widths = [max(len(row[index]) for row in table) for index in range(len(header))]
    text = ["  ".join(value.ljust(widths[index]) for index, value in enumerate(row)).rstrip() for row in table]
    ok = True
    for runtime in runtimes:
        results = reports.get(runtime)
        if results == "absent":
            continue
        _, failed, missing = tally(required_cases, results)
        if failed or missing:
            ok = False
    return text, ok


def main(argv=None):
    parser = argparse.ArgumentParser(description="Replay the conformance suite in each runtime and print a pass/fail matrix.")
    parser.add_argument("--runtime", action="append", choices=sorted(RUNTIMES), help="a runtime to include (repeatable; default: all three)")
    parser.add_argument("--skip-run", action="store_true", help="read the reports already in --reports instead of running the replays")
    parser.add_argument("--reports", default=os.path.join(ROOT, ".build", "conformance-reports"), help="folder of the report files (RUNTIME.json)")
    parser.add_argument("--suite", default=os.path.join(ROOT, "Tests", "Conformance"), help="the suite folder")
    parser.add_argument("--root", default=ROOT, help="the repository root (where the replays run)")
    parser.add_argument("--allow-absent", action="store_true", help="do not fail because a runtime's folder does not exist")
    parser.add_argument("--command", action="append", default=[], metavar="RUNTIME=COMMAND",
                        help="replace a runtime's replay command (split on spaces)")
    arguments = parser.parse_args(argv)
    runtimes = [name for name in RUNTIMES if name in (arguments.runtime or RUNTIMES)]
    commands = {name: list(command) for name, (_, command) in RUNTIMES.items()}
    for item in arguments.command:
        name, separator, command = item.partition("=")
        if not separator or name not in RUNTIMES or not command.split():
            parser.error(f"--command takes RUNTIME=COMMAND with RUNTIME one of {', '.join(RUNTIMES)}")
        commands[name] = command.split()
    try:
        suite = load_suite(arguments.suite)
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"conformance-matrix: cannot read the suite in {arguments.suite}: {error}", file=sys.stderr)
        return 2
    if not suite:
        print(f"conformance-matrix: no suite files in {arguments.suite}", file=sys.stderr)
        return 2
    os.makedirs(arguments.reports, exist_ok=True)
    reports = {}
    absent = []
    for name in runtimes:
        folder = RUNTIMES[name][0]
        if not os.path.exists(os.path.join(arguments.root, folder)):
            reports[name] = "absent"
            absent.append(name)
            continue
        report = os.path.abspath(os.path.join(arguments.reports, f"{name}.json"))
        if not arguments.skip_run:
            run_replay(name, commands[name], report, arguments.root)
        reports[name] = read_report(report)
        if reports[name] is None:
            print(f"{name}: no report at {report}: every case counts as missing")
    text, ok = matrix(suite, runtimes, reports)
    print("\n".join(text))
    for name in runtimes:
        results = reports.get(name)
        if isinstance(results, dict):
            known = {case_id for _, cases in suite for case_id, _ in cases}
            extra = sorted(set(results) - known)
            if extra:
                print(f"{name}: {len(extra)} result(s) for ids not in the suite, e.g. {extra[0]!r}")
    if absent:
        print(f"absent (no {', '.join(RUNTIMES[name][0] for name in absent)}): {', '.join(absent)}")
    if not ok:
        print("conformance-matrix: some required cases fail or are missing")
        return 1
    if absent and not arguments.allow_absent:
        print("conformance-matrix: some runtimes are absent (give --allow-absent to accept that)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
