"""The runtimes' answer errors quote ids one way: every message in the conformance suite
writes an id (a question, option or key) in double quotes, and backticks only around JSON
syntax (the parser's "expected `,` or `}`"), so an app that shows or parses the messages
sees one convention in all three runtimes."""
import glob
import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BACKTICKED = re.compile(r"`([^`]*)`")


def error_messages() -> list:
    """(message, key) of every answer error the conformance suite expects."""
    found = []

    def collect(value):
        if isinstance(value, dict):
            for name, item in value.items():
                if name == "output" and isinstance(item, str):
                    for line in item.splitlines():
                        try:
                            parsed = json.loads(line)
                        except ValueError:
                            continue
                        error = parsed.get("error") if isinstance(parsed, dict) else None
                        if isinstance(error, dict) and isinstance(error.get("message"), str):
                            found.append((error["message"], error.get("key")))
                else:
                    collect(item)
        elif isinstance(value, list):
            for item in value:
                collect(item)

    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "Conformance", "*", "*.json"))):
        with open(path, encoding="utf-8") as file:
            collect(json.load(file))
    return found


def quoting_problems(message: str, key) -> list:
    """What in `message` breaks the convention: a backticked word, or its key not in double quotes."""
    problems = [f"backticks around {span!r}" for span in BACKTICKED.findall(message) if re.search(r"\w", span)]
    if isinstance(key, str) and key and key in message and f'"{key}"' not in message:
        problems.append(f"key {key!r} not in double quotes")
    return problems


def test_the_suite_has_errors_to_check():
    assert len(error_messages()) > 100


def test_every_runtime_message_quotes_ids_in_double_quotes():
    bad = {message: quoting_problems(message, key) for message, key in error_messages() if quoting_problems(message, key)}
    assert bad == {}


def test_the_rule_tells_the_two_conventions_apart():
    assert quoting_problems('question `pace` is not shown for these answers', "pace") != []
    assert quoting_problems('question "pace" is not shown for these answers', "pace") == []
    assert quoting_problems("the answers are not valid JSON: expected `,` or `}` at byte 7", None) == []
