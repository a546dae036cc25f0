"""Reading answers input the way ``quizc score`` does: the document/JSON Lines choice by
shape, and JSON Lines in blocks with bounded memory (LF, CR LF and lone CR line ends)."""

from __future__ import annotations

import re
from typing import Callable, Iterator, List, Optional, Tuple, Union

__all__ = ["AnswersShape", "iter_line_blocks", "Line"]

_LINE_END = re.compile(rb"\r\n|\r|\n")
_FIRST_END = re.compile(rb"[\r\n]")
_INTERESTING = re.compile(rb'["\\{}\[\]\r\n]')
_STRING_STOP = re.compile(rb'["\\\r\n]')

#: A line's bytes (without its line end), or the length of a line over the limit.
Line = Union[bytes, int]


class AnswersShape:
    """The automatic choice between one JSON document and JSON Lines, from the input's
    shape alone (docs/cli.md): fed the input's bytes in order, it answers ``"lines"`` as
    early as it can, ``"document"`` only at the end."""

    def __init__(self) -> None:
        self.state = "leading"
        self.depth = 0
        self.in_string = False
        self.escaped = False
        self.crossed_line_end = False

    def feed(self, data: bytes) -> str:
        """Feeds the next bytes: ``"lines"`` once the input cannot be one document, else ``"undecided"``."""
        index = 0
        count = len(data)
        while index < count:
            if self.state == "leading":
                byte = data[index]
                index += 1
                if byte in (0x20, 0x09, 0x0A, 0x0D):
                    continue
                if byte not in (0x7B, 0x5B):
                    return "lines"
                self.state = "value"
                self.depth = 1
            elif self.state == "value":
                if self.in_string:
                    if self.escaped:
                        self.escaped = False
                        if data[index] in (0x0A, 0x0D):
                            return "lines"
                        index += 1
                        continue
                    stop = _next_match(_STRING_STOP, data, index)
                    if stop is None:
                        return "undecided"
                    byte, index = stop
                    if byte in (0x0A, 0x0D):
                        return "lines"
                    if byte == 0x5C:
                        self.escaped = True
                    else:
                        self.in_string = False
                    continue
                found = _next_match(_INTERESTING, data, index)
                if found is None:
                    return "undecided"
                byte, index = found
                if byte == 0x22:
                    self.in_string = True
                elif byte in (0x7B, 0x5B):
                    self.depth += 1
                elif byte in (0x7D, 0x5D):
                    self.depth -= 1
                    if self.depth == 0:
                        if not self.crossed_line_end:
                            return "lines"
                        self.state = "trailing"
                elif byte in (0x0A, 0x0D):
                    self.crossed_line_end = True
            else:
                byte = data[index]
                index += 1
                if byte not in (0x20, 0x09, 0x0A, 0x0D):
                    return "lines"
        return "undecided"

    def at_end(self) -> str:
        """The verdict at the end of the input."""
        return "document" if self.state == "trailing" else "lines"


def _next_match(pattern: "re.Pattern[bytes]", data: bytes, index: int) -> Optional[Tuple[int, int]]:
    """The first byte at or after ``index`` that ``pattern`` (one byte a match) matches, and
    the index after it; ``None`` when no byte matches."""
    found = pattern.search(data, index)
    return None if found is None else (data[found.start()], found.end())


def iter_line_blocks(read: Callable[[], Optional[bytes]], limit: int, initial: bytes = b"") -> Iterator[List[Line]]:
    """Yields the input's lines in blocks, in order: each line's bytes without its line end,
    or, for a line longer than ``limit``, its length (the line is skipped while it is read,
    never held). ``read`` returns the next bytes, ``b""`` at the end, ``None`` on a read
    error (then :class:`OSError` is raised after the lines read so far)."""
    pending = b""
    skipping: Optional[int] = None
    drop_lf = False

    def chunks() -> Iterator[bytes]:
        if initial:
            yield initial
        while True:
            got = read()
            if got is None:
                raise OSError("the input cannot be read")
            if not got:
                return
            yield got

    for chunk in chunks():
        block: List[Line] = []
        if drop_lf:
            drop_lf = False
            if chunk[:1] == b"\n":
                chunk = chunk[1:]
        if skipping is not None:
            end = _FIRST_END.search(chunk)
            if end is None:
                skipping += len(chunk)
                continue
            position = end.start()
            block.append(skipping + position)
            skipping = None
            if chunk[position] == 0x0D:
                if position + 1 == len(chunk):
                    drop_lf = True
                elif chunk[position + 1] == 0x0A:
                    position += 1
            chunk = chunk[position + 1:]
        data = pending + chunk if pending else chunk
        if data:
            if b"\r" in data:
                parts = _LINE_END.split(data)
                if data[-1] == 0x0D:
                    drop_lf = True
            else:
                parts = data.split(b"\n")
            pending = parts.pop()
            for line in parts:
                block.append(len(line) if len(line) > limit else line)
            if len(pending) > limit:
                skipping = len(pending)
                pending = b""
        if block:
            yield block
    if skipping is not None:
        yield [skipping]
    elif pending:
        yield [pending]
