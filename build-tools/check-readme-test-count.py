#!/usr/bin/env python3
"""Checks the one place README.md states how many Swift tests there are against a run.

README.md says "N tests in M suites" exactly once. `swift test` (Swift Testing) ends with
"Test run with N tests in M suites passed after …"; this reads the last such line of a saved
log and fails when README's N is more than 10 % away from the run's (or README states no
count, or more than one). The suite count is printed, not checked: it follows the tests.

usage: python3 build-tools/check-readme-test-count.py LOG [README]
       (LOG: the output of `swift test`, as .ci/run saves it in .build/test.log)
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATED = re.compile(r"\b(\d[\d,]*) tests in (\d[\d,]*) suites\b")
RUN = re.compile(r"Test run with (\d+) tests?(?: in (\d+) suites?)?")
TOLERANCE_PERCENT = 10


def stated_counts(readme_text):
    """Every "N tests in M suites" of the README, as (N, M)."""
    return [(int(tests.replace(",", "")), int(suites.replace(",", "")))
            for tests, suites in STATED.findall(readme_text)]


def run_count(log_text):
    """The test count of the last "Test run with N tests" line, or None."""
    found = RUN.findall(log_text)
    return int(found[-1][0]) if found else None


def within_tolerance(stated, actual):
    return abs(stated - actual) * 100 <= actual * TOLERANCE_PERCENT


def check(readme_text, log_text):
    """An error message, or None when README's count is close enough to the run's."""
    counts = stated_counts(readme_text)
    if len(counts) != 1:
        return (f"README.md must state the test count once, as \"N tests in M suites\"; "
                f"found {len(counts)}")
    actual = run_count(log_text)
    if actual is None:
        return "the log has no \"Test run with N tests\" line: did swift test run?"
    stated = counts[0][0]
    if not within_tolerance(stated, actual):
        return (f"README.md states {stated} tests, the run had {actual} (more than {TOLERANCE_PERCENT} % off); "
                f"write the run's count in README.md")
    return None


def main(arguments):
    if len(arguments) not in (1, 2) or arguments[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    readme = arguments[1] if len(arguments) == 2 else os.path.join(ROOT, "README.md")
    with open(arguments[0], encoding="utf-8", errors="replace") as log, open(readme, encoding="utf-8") as text:
        problem = check(text.read(), log.read())
    if problem:
        print(f"readme-test-count: FAILED: {problem}", file=sys.stderr)
        return 1
    print("readme-test-count: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
