"""The runtimes, their tests and their docs name what things are, not the work item that
brought them: no "issue N", "issue-N members" or "issues N and M" (N a number)."""
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLACES = ["Sources/QuizRuntime", "runtimes/js/src", "runtimes/js/test", "runtimes/js/test-support",
          "runtimes/python/src", "runtimes/python/tests", "docs/runtime.md", "docs/runtime-javascript.md",
          "docs/runtime-python.md", "docs/bundle-format.md", "docs/conformance.md"]
WORK_ITEM = re.compile(r"\bissues? [0-9]+\b|\bissue-[0-9]+\b|\bissues [0-9]+ and [0-9]+\b", re.IGNORECASE)


def named_after_work() -> list:
    """`path:line: text` of every tracked line in PLACES that names a work item."""
    command = ["git", "grep", "-n", "-I", "-i", "-E", r"issues? [0-9]+|issue-[0-9]+", "--"] + PLACES
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    return [line for line in result.stdout.splitlines() if WORK_ITEM.search(line)]


def test_no_runtime_file_or_doc_names_a_work_item():
    assert named_after_work() == []


def test_the_pattern_finds_work_item_names_and_nothing_else():
    # Written with the number apart, so this file does not itself name a work item.
    named = [text.format(n=29) for text in ("before issue {n} (integer scores", "Issue {n}'s branching",
                                            "Checks of the issue-{n} members", "Each rule of issues {n} and 30")]
    plain = ["an issue with 29 questions", "#29", "issue: none", "tis" + "sue 3"]
    assert [text for text in named if WORK_ITEM.search(text)] == named
    assert [text for text in plain if WORK_ITEM.search(text)] == []
