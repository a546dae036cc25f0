"""docs/architecture.md's "Each scoring rule, once per runtime" names, per rule, the one place
each runtime states it: every name there must be defined in that runtime's sources."""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAP = os.path.join(ROOT, "docs", "architecture.md")
SOURCES = {
    1: (os.path.join(ROOT, "Sources", "QuizRuntime"), ".swift"),
    2: (os.path.join(ROOT, "runtimes", "js", "src"), ".js"),
    3: (os.path.join(ROOT, "runtimes", "python", "src", "quizruntime"), ".py"),
}
DEFINITION = r"(?:func|var|let|class|struct|enum|def|function|case|get|static)\s+{0}\b|\bthis\.{0}\s*=|\bself\.{0}\s*[:=]|^\s+{0}\s*\(|\b{0}\s*=|^{0}:[^=\n]+=|class\s+{0}\b"


def section() -> str:
    text = open(MAP, encoding="utf-8").read()
    start = text.index("## Each scoring rule, once per runtime")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def rows():
    for line in section().splitlines():
        if line.startswith("| ") and not line.startswith("| rule") and "---" not in line:
            yield [cell.strip() for cell in line.strip("|").split("|")]


def source_text(column: int) -> str:
    folder, extension = SOURCES[column]
    texts = []
    for directory, _, files in os.walk(folder):
        for name in files:
            if name.endswith(extension):
                texts.append(open(os.path.join(directory, name), encoding="utf-8").read())
    return "\n".join(texts)


def names(cell: str):
    for code in re.findall(r"`([^`]+)`", cell):
        if code.endswith((".js", ".py", ".swift")):
            continue
        yield re.sub(r"\(.*\)$", "", code).split(".")[-1]


def test_every_rule_names_a_place_in_each_runtime():
    found = list(rows())
    assert len(found) >= 12
    for row in found:
        assert len(row) == 4, row
        for column in (1, 2, 3):
            assert list(names(row[column])), (row[0], column)


def test_every_named_place_is_defined():
    for column in (1, 2, 3):
        text = source_text(column)
        for row in rows():
            for name in names(row[column]):
                pattern = DEFINITION.format(re.escape(name))
                assert re.search(pattern, text, re.MULTILINE), f"{name} (for {row[0]!r}) is not defined in {SOURCES[column][0]}"
