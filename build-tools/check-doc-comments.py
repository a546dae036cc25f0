#!/usr/bin/env python3
"""Fails when a `public` or `open` Swift declaration has no `///` doc comment.

A declaration is documented when the line right above it (past its attributes, such as
`@inlinable` or `@discardableResult`) is a `///` line or ends a `/** ... */` block.

Usage:
  build-tools/check-doc-comments.py [DIR|FILE ...]   # default: Sources/QuizRuntime

Exit status: 0 every public declaration is documented, 1 some are not (one
`path:line: error: ...` line each), 2 a path does not exist.
"""
from __future__ import annotations

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = [os.path.join(ROOT, "Sources", "QuizRuntime")]
# The modifier that starts a declaration, after any attributes on the same line.
PUBLIC = re.compile(r"^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*(?:public|open)\b(?!\s*\()")
ATTRIBUTE = re.compile(r"^\s*@[A-Za-z_][\w.]*(?:\(.*\))?\s*$")


def undocumented(path: str) -> list[tuple[int, str]]:
    """The line numbers and texts of the public declarations of one file without a doc comment."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    found = []
    doc_block_ends = set()  # the lines that end a `/** ... */` block
    block_start = None  # the first line of the block comment being read
    for index, line in enumerate(lines):
        stripped = line.strip()
        if block_start is None and stripped.startswith("/*"):
            block_start = index
        if block_start is not None:
            if "*/" in (stripped[2:] if index == block_start else stripped):
                if lines[block_start].strip().startswith("/**"):
                    doc_block_ends.add(index)
                block_start = None
            continue
        if not PUBLIC.match(line):
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
