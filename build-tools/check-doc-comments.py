#!/usr/bin/env python3
"""Fails when a case of a `public` Swift enum has no `///` doc comment.

Every declaration that says `public` or `open` is swift-format's to check
(`AllPublicDeclarationsHaveDocumentation` in .swift-format, run by .ci/run); the cases of a
public enum are public without saying so, and swift-format passes them over, so this checks
them. A case is documented when the line right above it (past its attributes) is a `///`
line or ends a `/** ... */` block.

Usage:
  build-tools/check-doc-comments.py [DIR|FILE ...]
      # default: the library targets, Sources/QuizRuntime, Sources/QuizCompiler, Sources/QuizYAML

Exit status: 0 every public declaration is documented, 1 some are not (one
`path:line: error: ...` line each), 2 a path does not exist.
"""
from __future__ import annotations

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = [os.path.join(ROOT, "Sources", target) for target in ("QuizRuntime", "QuizCompiler", "QuizYAML")]
# The modifier that starts a declaration, after any attributes on the same line (not a
# variable called `open`: `open.append(x)`, `open = []`, `open(path)`).
PUBLIC = re.compile(r"^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*(?:public|open)\b(?!\s*[(.=\[])(?!\s+import\b)")
PUBLIC_ENUM = re.compile(r"^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:indirect\s+)?enum\b")
CASE = re.compile(r"^\s*(?:indirect\s+)?case\b")
ATTRIBUTE = re.compile(r"^\s*@[A-Za-z_][\w.]*(?:\(.*\))?\s*$")


def code_only(lines: list[str]) -> list[str]:
    """Each line with its comments and the contents of its string literals removed, so that
    the braces left are the code's."""
    result = []
    in_block = 0  # the nesting depth of `/* */` comments
    in_multiline = False  # inside a `"""` string
    for line in lines:
        kept = []
        index = 0
        while index < len(line):
            if in_block:
                if line.startswith("*/", index):
                    in_block -= 1
                    index += 2
                elif line.startswith("/*", index):
                    in_block += 1
                    index += 2
                else:
                    index += 1
            elif in_multiline:
                if line.startswith('"""', index):
                    in_multiline = False
                    index += 3
                else:
                    index += 2 if line[index] == "\\" else 1
            elif line.startswith("//", index):
                break
            elif line.startswith("/*", index):
                in_block += 1
                index += 2
            elif line.startswith('"""', index):
                in_multiline = True
                index += 3
            elif line[index] == '"':
                index += 1
                while index < len(line) and line[index] != '"':
                    index += 2 if line[index] == "\\" else 1
                index += 1
                kept.append('""')
            else:
                kept.append(line[index])
                index += 1
        result.append("".join(kept))
    return result


def undocumented(path: str) -> list[tuple[int, str]]:
    """The line numbers and texts of the public declarations of one file without a doc comment."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    code = code_only(lines)
    found = []
    doc_block_ends = set()  # the lines that end a `/** ... */` block
    block_start = None  # the first line of the block comment being read
    depth = 0  # braces open before the line
    enum_bodies = []  # the depths inside the bodies of the public enums being read
    enum_pending = False  # a public enum was declared; its body's `{` is still to come
    for index, line in enumerate(lines):
        stripped = line.strip()
        line_depth = depth
        for character in code[index]:
            if character == "{":
                depth += 1
                if enum_pending:
                    enum_bodies.append(depth)
                    enum_pending = False
            elif character == "}":
                if enum_bodies and enum_bodies[-1] == depth:
                    enum_bodies.pop()
                depth -= 1
        if block_start is None and stripped.startswith("/*"):
            block_start = index
        if block_start is not None:
            if "*/" in (stripped[2:] if index == block_start else stripped):
                if lines[block_start].strip().startswith("/**"):
                    doc_block_ends.add(index)
                block_start = None
            continue
        if PUBLIC_ENUM.match(line):
            if "{" in code[index]:
                # The body opened on this line: its depth is one past the line's.
                if not enum_bodies or enum_bodies[-1] != line_depth + 1:
                    if depth > line_depth:
                        enum_bodies.append(line_depth + 1)
            else:
                enum_pending = True
        is_case = bool(enum_bodies) and enum_bodies[-1] == line_depth and CASE.match(line)
        if not is_case:
            continue
        above = index - 1
        while above >= 0 and ATTRIBUTE.match(lines[above]):
            above -= 1
        if above < 0 or not (lines[above].strip().startswith("///") or above in doc_block_ends):
            found.append((index + 1, stripped))
    return found


def swift_files(paths: list[str]) -> list[str]:
    files = []
    for path in paths:
        if os.path.isfile(path):
            files.append(path)
            continue
        for directory, _, names in os.walk(path):
            files.extend(os.path.join(directory, name) for name in names if name.endswith(".swift"))
    return sorted(files)


def main(arguments: list[str]) -> int:
    paths = arguments or DEFAULT
    missing = [path for path in paths if not os.path.exists(path)]
    if missing:
        print(f"check-doc-comments: no such file or directory: {', '.join(missing)}", file=sys.stderr)
        return 2
    count = 0
    for path in swift_files(paths):
        for number, text in undocumented(path):
            print(f"{os.path.relpath(path)}:{number}: error: public declaration without a /// doc comment: {text}")
            count += 1
    if count:
        print(f"check-doc-comments: {count} public declaration{'s' if count != 1 else ''} without a doc comment",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
