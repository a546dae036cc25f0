#!/usr/bin/env python3
"""Lists the functions longer than 80 lines in Swift, JavaScript and Python sources.

A function's length runs from the line that declares it to the line that closes it (its
`}` in Swift and JavaScript, its last statement in Python), nested functions included. A
function may be longer when the comment lines right above it (past its attributes or
decorators) say why: `// longer than 80 lines because …` (`# longer than 80 lines
because …` in Python); such functions are listed with `--all` only.

Usage:
  build-tools/long-functions.py [--all] [--limit N] [DIR|FILE ...]
      # default: the runtimes, Sources/QuizRuntime, runtimes/js/src, runtimes/python/src

Exit status: 0 no function is too long, 1 some are (one `path:line: error: ...` line
each, longest first), 2 a path does not exist.
"""
from __future__ import annotations

import ast
import functools
import importlib.util
import os
import re
import sys
from typing import Any, Iterator, List, NamedTuple, Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = [
    os.path.join(ROOT, "Sources", "QuizRuntime"),
    os.path.join(ROOT, "runtimes", "js", "src"),
    os.path.join(ROOT, "runtimes", "python", "src"),
]
LIMIT = 80
REASON = re.compile(r"^\s*(?://+|#)\s*longer than 80 lines because \S")
EXTENSIONS = (".swift", ".js", ".py")

# Where a Swift function, initializer, subscript or accessor-bearing property starts.
SWIFT_START = re.compile(
    r"^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|package|open|static|class|mutating|nonmutating|override|final|"
    r"convenience|required|nonisolated|indirect|lazy)(?:\([^)]*\))?\s+)*"
    r"(?:func\s+(?P<func>[^\s(<]+)|(?P<init>init)[?!]?\s*[(<]|(?P<subscript>subscript)\s*[(<]|(?P<deinit>deinit)\b|"
    r"var\s+(?P<var>\w+)\s*:[^=]*\{\s*$)")
# Where a JavaScript function or method starts: declarations, class methods and accessors,
# and functions or arrows bound to a name.
JS_START = re.compile(
    r"^\s*(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*(?P<function>[\w$]+)\s*\("
    r"|^\s*(?:static\s+)?(?:async\s+)?(?:get\s+|set\s+)?\*?(?P<method>#?[\w$]+)\s*\([^;]*$"
    r"|^\s*(?:export\s+)?(?:const|let|var)\s+(?P<bound>[\w$]+)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)")
JS_KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "function", "with", "typeof", "await", "new"}
ATTRIBUTE = re.compile(r"^\s*(?:@[A-Za-z_][\w.]*(?:\(.*\))?\s*)+$")


class LongFunction(NamedTuple):
    """A function longer than the limit: where it starts, its name and length, and whether a
    comment above it says why."""

    path: str
    line: int
    name: str
    length: int
    explained: bool


@functools.lru_cache(maxsize=None)
def _swift_reader() -> Any:
    """check-doc-comments.py, whose `code_only` reads Swift lines."""
    spec = importlib.util.spec_from_file_location("check_doc_comments", os.path.join(ROOT, "build-tools",
                                                                                     "check-doc-comments.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _swift_code_only(lines: List[str]) -> List[str]:
    """Swift lines without comments and string contents: check-doc-comments.py's reading."""
    return list(_swift_reader().code_only(lines))


def _js_code_only(lines: List[str]) -> List[str]:
    """JavaScript lines without comments and string contents (regular expression literals are
    kept: the runtime's hold balanced braces only)."""
    result = []
    in_block = False
    quote: Optional[str] = None  # the quote of a string that continues on the next line (a template)
    for line in lines:
        kept = []
        index = 0
        while index < len(line):
            character = line[index]
            if in_block:
                if line.startswith("*/", index):
                    in_block = False
                    index += 1
            elif quote is not None:
                if character == "\\":
                    index += 1
                elif character == quote:
                    quote = None
                    kept.append(character)
            elif line.startswith("//", index):
                break
            elif line.startswith("/*", index):
                in_block = True
                index += 1
            elif character in "'\"`":
                quote = character
                kept.append(character)
            else:
                kept.append(character)
            index += 1
        if quote in ("'", '"'):
            quote = None
        result.append("".join(kept))
    return result


def _closing_line(code: List[str], start: int) -> Optional[int]:
    """The index of the line holding the `}` that closes the first `{` at or after line `start`."""
    depth = 0
    opened = False
    for index in range(start, len(code)):
        for character in code[index]:
            if character == "{":
                depth += 1
                opened = True
            elif character == "}":
                depth -= 1
                if opened and depth == 0:
                    return index
        if not opened and index > start and code[index].rstrip().endswith(";"):
            return None
    return None


def _explained(lines: List[str], start: int) -> bool:
    """Whether a comment line right above line `start` (past attributes, decorators and other
    comment lines) gives the reason."""
    above = start - 1
    while above >= 0:
        text = lines[above]
        if REASON.match(text):
            return True
        stripped = text.strip()
        if not (ATTRIBUTE.match(text) or stripped.startswith(("//", "#", "/*", "*", "@"))):
            return False
        above -= 1
    return False


def _braced(path: str, lines: List[str]) -> Iterator[LongFunction]:
    swift = path.endswith(".swift")
    code = _swift_code_only(lines) if swift else _js_code_only(lines)
    for index, line in enumerate(code):
        match = (SWIFT_START if swift else JS_START).match(line)
        if match is None:
            continue
        name = next(value for value in match.groupdict().values() if value is not None)
        if not swift and name in JS_KEYWORDS:
            continue
        end = _closing_line(code, index)
        if end is None:
            continue
        yield LongFunction(path, index + 1, name, end - index + 1, _explained(lines, index))


def _python(path: str, lines: List[str]) -> Iterator[LongFunction]:
    tree = ast.parse("\n".join(lines), path)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            end = node.end_lineno or node.lineno
            yield LongFunction(path, node.lineno, node.name, end - node.lineno + 1, _explained(lines, node.lineno - 1))


def functions(path: str) -> List[LongFunction]:
    """Every function of one source file with its length."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    return list(_python(path, lines) if path.endswith(".py") else _braced(path, lines))


def long_functions(paths: List[str], limit: int = LIMIT) -> List[LongFunction]:
    """The functions longer than `limit` lines under `paths`, longest first."""
    found = [each for path in source_files(paths) for each in functions(path) if each.length > limit]
    return sorted(found, key=lambda each: (-each.length, each.path, each.line))


def source_files(paths: List[str]) -> List[str]:
    """The Swift, JavaScript and Python files named or under the folders named."""
    files = []
    for path in paths:
        if os.path.isfile(path):
            files.append(path)
            continue
        for directory, folders, names in os.walk(path):
            folders[:] = [folder for folder in folders if folder not in ("node_modules", "__pycache__", ".build")]
            files.extend(os.path.join(directory, name) for name in names if name.endswith(EXTENSIONS))
    return sorted(files)


def main(arguments: List[str]) -> int:
    show_all = "--all" in arguments
    arguments = [argument for argument in arguments if argument != "--all"]
    limit = LIMIT
    if "--limit" in arguments:
        at = arguments.index("--limit")
        limit = int(arguments[at + 1])
        del arguments[at:at + 2]
    paths = arguments or DEFAULT
    missing = [path for path in paths if not os.path.exists(path)]
    if missing:
        print(f"long-functions: no such file or directory: {', '.join(missing)}", file=sys.stderr)
        return 2
    found = long_functions(paths, limit)
    unexplained = [each for each in found if not each.explained]
    for each in found if show_all else unexplained:
        note = " (a comment says why)" if each.explained else ""
        print(f"{os.path.relpath(each.path)}:{each.line}: error: {each.name} is {each.length} lines long, "
              f"over {limit}{note}")
    if unexplained:
        print(f"long-functions: {len(unexplained)} function{'s' if len(unexplained) != 1 else ''} over {limit} lines "
              "without a `longer than 80 lines because …` comment", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
