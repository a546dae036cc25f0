"""Line reading and the document/lines choice, against plain reference readings of the rule
(docs/cli.md), with the input cut into random pieces."""

from __future__ import annotations

import random
import re
from typing import Iterator, List, Optional, Union

import pytest

from quizruntime._lines import AnswersShape, iter_line_blocks


def reference_lines(data: bytes, limit: int) -> List[Union[bytes, int]]:
    if not data:
        return []
    parts = re.split(rb"\r\n|\r|\n", data)
    if data.endswith((b"\n", b"\r")):
        parts.pop()
    return [len(p) if len(p) > limit else p for p in parts]


def reference_shape(data: bytes) -> str:
    """The rule read byte by byte, as the Swift AnswersShape does."""
    state, depth, in_string, escaped, crossed = "leading", 0, False, False, False
    for byte in data:
        line_end = byte in (0x0A, 0x0D)
        space = line_end or byte in (0x20, 0x09)
        if state == "leading":
            if space:
                continue
            if byte not in (0x7B, 0x5B):
                return "lines"
            state, depth = "value", 1
        elif state == "value":
            if in_string:
                if line_end:
                    return "lines"
                if escaped:
                    escaped = False
                elif byte == 0x5C:
                    escaped = True
                elif byte == 0x22:
                    in_string = False
                continue
            if byte == 0x22:
                in_string = True
            elif byte in (0x7B, 0x5B):
                depth += 1
            elif byte in (0x7D, 0x5D):
                depth -= 1
                if depth == 0:
                    if not crossed:
                        return "lines"
                    state = "trailing"
            elif line_end:
                crossed = True
        elif not space:
            return "lines"
    return "document" if state == "trailing" else "lines"


def pieces(data: bytes, rnd: random.Random) -> Iterator[bytes]:
    index = 0
    while index < len(data):
        size = rnd.choice([1, 2, 3, 7, 64, 1000])
        yield data[index:index + size]
        index += size


def random_input(rnd: random.Random) -> bytes:
    alphabet = [b"a", b"{", b"}", b"[", b"]", b'"', b"\\", b" ", b"\t", b"\n", b"\r", b"\r\n", b"x" * 40]
    return b"".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 60)))


@pytest.mark.parametrize("seed", range(300))
def test_lines_match_the_rule(seed: int) -> None:
    rnd = random.Random(seed)
    data = random_input(rnd)
    limit = rnd.choice([1, 5, 30, 1000])
    source = pieces(data, rnd)

    def read() -> Optional[bytes]:
        return next(source, b"")
    got = [line for block in iter_line_blocks(read, limit) for line in block]
    assert got == reference_lines(data, limit)


@pytest.mark.parametrize("seed", range(300))
def test_shape_matches_the_rule(seed: int) -> None:
    rnd = random.Random(seed)
    data = random_input(rnd)
    shape = AnswersShape()
    verdict = "undecided"
    for piece in pieces(data, rnd):
        verdict = shape.feed(piece)
        if verdict == "lines":
            break
    if verdict == "undecided":
        verdict = shape.at_end()
    assert verdict == reference_shape(data)
