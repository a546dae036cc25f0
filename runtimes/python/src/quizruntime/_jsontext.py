"""A strict JSON parser (RFC 8259) with the exact behaviour of the Swift runtime's parser.

Numbers keep their literal text (a plain integer becomes an ``int``, any other number a
:class:`Number` holding the literal), duplicate member names are refused, nesting and
number length are bounded, and every failure names the UTF-8 byte offset where it was
found, with the same message the Swift runtime gives.

Values are plain Python objects: ``None``, ``bool``, ``int``, :class:`Number`, ``str``,
``list`` and ``dict`` (members in source order).
"""

from __future__ import annotations

import re
from typing import Dict, List, Optional, Union

__all__ = ["JSONFailure", "JSONValue", "Number", "parse_json", "is_plain_integer"]


class Number:
    """A JSON number literal that is not a plain integer (``0.5``, ``1e3``, ``-0.0``),
    kept exactly as written so that no value is rounded through floating point."""

    __slots__ = ("literal",)

    def __init__(self, literal: str) -> None:
        self.literal = literal

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Number) and other.literal == self.literal

    def __hash__(self) -> int:
        return hash(("Number", self.literal))

    def __repr__(self) -> str:
        return f"Number({self.literal!r})"


JSONValue = Union[None, bool, int, Number, str, List["JSONValue"], Dict[str, "JSONValue"]]
"""A parsed JSON value (objects keep member order; names are unique)."""


class JSONFailure(ValueError):
    """Why a text is not acceptable JSON: a ``ValueError`` (as ``json.JSONDecodeError`` is)
    with the byte offset where that was found and its line and column (both from 1; the
    column counts bytes, as the offset does). ``str()`` is ``MESSAGE at byte OFFSET``."""

    def __init__(self, message: str, offset: int, document: bytes = b"") -> None:
        super().__init__(message, offset)
        self.message = message
        self.offset = offset
        #: The line of ``offset``: 1 plus the line feeds before it.
        self.lineno = document.count(b"\n", 0, offset) + 1
        #: The column of ``offset`` in its line, in bytes, from 1.
        self.colno = offset - document.rfind(b"\n", 0, offset)

    @property
    def description(self) -> str:
        """``MESSAGE at byte OFFSET``, as the Swift runtime writes it."""
        return f"{self.message} at byte {self.offset}"

    def __str__(self) -> str:
        return self.description


_PLAIN_INTEGER = re.compile(r"-?(?:0|[1-9][0-9]*)\Z")
_STRING_STOP = re.compile(rb'["\\\x00-\x1f]')
_DIGITS = re.compile(rb"[0-9]*")
_SPACE = re.compile(rb"[ \t\n\r]*")
_ESCAPES = {
    0x22: '"', 0x5C: "\\", 0x2F: "/", 0x62: "\b", 0x66: "\f", 0x6E: "\n", 0x72: "\r", 0x74: "\t",
}


def is_plain_integer(literal: str) -> bool:
    """Whether ``literal`` is written as an integer: digits, an optional minus, no leading zero."""
    return _PLAIN_INTEGER.match(literal) is not None


def _number_value(literal: str) -> JSONValue:
    if "." in literal or "e" in literal or "E" in literal:
        return Number(literal)
    return int(literal)


class _Frame:
    __slots__ = ("is_object", "items", "members", "key")

    def __init__(self, is_object: bool) -> None:
        self.is_object = is_object
        self.items: List[JSONValue] = []
        self.members: Dict[str, JSONValue] = {}
        self.key = ""


class _Reader:
    def __init__(self, data: bytes, max_depth: int, max_number_length: int) -> None:
        self.data = data
        self.count = len(data)
        self.index = 0
        self.max_depth = max_depth
        self.max_number_length = max_number_length

    def fail(self, message: str) -> JSONFailure:
        return JSONFailure(message, self.index, self.data)

    def skip_space(self) -> None:
        match = _SPACE.match(self.data, self.index)
        if match is not None:
            self.index = match.end()

    # longer than 80 lines because it is one loop over the bytes with an explicit stack of
    # containers (no recursion, so any depth of nesting is safe) on the hottest path; split,
    # its state would pass between functions for every value.
    def document(self) -> JSONValue:
        data = self.data
        stack: List[_Frame] = []
        self.skip_space()
        while True:
            value: JSONValue
            self.skip_space()
            if self.index >= self.count:
                raise self.fail("unexpected end of input")
            byte = data[self.index]
            if byte == 0x7B:  # {
                self.index += 1
                if len(stack) >= self.max_depth:
                    raise self.fail(f"nesting deeper than {self.max_depth} levels")
                self.skip_space()
                if self.index < self.count and data[self.index] == 0x7D:
                    self.index += 1
                    value = {}
                else:
                    frame = _Frame(True)
                    frame.key = self.member_name()
                    stack.append(frame)
                    continue
            elif byte == 0x5B:  # [
                self.index += 1
                if len(stack) >= self.max_depth:
                    raise self.fail(f"nesting deeper than {self.max_depth} levels")
                self.skip_space()
                if self.index < self.count and data[self.index] == 0x5D:
                    self.index += 1
                    value = []
                else:
                    stack.append(_Frame(False))
                    continue
            elif byte == 0x22:
                value = self.string()
            elif byte == 0x74:
                self.literal(b"true")
                value = True
            elif byte == 0x66:
                self.literal(b"false")
                value = False
            elif byte == 0x6E:
                self.literal(b"null")
                value = None
            elif byte == 0x2D or 0x30 <= byte <= 0x39:
                value = _number_value(self.number())
            else:
                raise self.fail("unexpected character")
            # Attach the value, closing every container that ends after it.
            finished: Optional[List[JSONValue]] = [value]
            while finished is not None:
                current = finished[0]
                finished = None
                if not stack:
                    self.skip_space()
                    if self.index != self.count:
                        raise self.fail("unexpected text after the JSON value")
                    return current
                top = stack[-1]
                self.skip_space()
                if self.index >= self.count:
                    raise self.fail("unexpected end of input")
                following = data[self.index]
                self.index += 1
                if top.is_object:
                    key = top.key
                    if key in top.members:
                        raise self.fail(f'the member name "{key}" appears twice')
                    top.members[key] = current
                    if following == 0x2C:
                        self.skip_space()
                        top.key = self.member_name()
                    elif following == 0x7D:
                        stack.pop()
                        finished = [top.members]
                    else:
                        self.index -= 1
                        raise self.fail("expected `,` or `}`")
                else:
                    top.items.append(current)
                    if following == 0x5D:
                        stack.pop()
                        finished = [top.items]
                    elif following != 0x2C:
                        self.index -= 1
                        raise self.fail("expected `,` or `]`")

    def member_name(self) -> str:
        self.skip_space()
        if self.index >= self.count or self.data[self.index] != 0x22:
            raise self.fail("expected a member name in double quotes")
        name = self.string()
        self.skip_space()
        if self.index >= self.count or self.data[self.index] != 0x3A:
            raise self.fail("expected `:` after the member name")
        self.index += 1
        return name

    def literal(self, word: bytes) -> None:
        end = self.index + len(word)
        if end > self.count:
            raise self.fail("unexpected end of input")
        if self.data[self.index:end] != word:
            raise self.fail("unexpected character")
        self.index = end

    def digits(self) -> None:
        match = _DIGITS.match(self.data, self.index)
        if match is not None:
            self.index = match.end()

    def is_digit_here(self) -> bool:
        return self.index < self.count and 0x30 <= self.data[self.index] <= 0x39

    def number(self) -> str:
        data = self.data
        start = self.index
        if data[self.index] == 0x2D:
            self.index += 1
        if not self.is_digit_here():
            raise self.fail("a number needs digits")
        if data[self.index] == 0x30:
            self.index += 1
            if self.is_digit_here():
                raise self.fail("numbers have no leading zeros")
        else:
            self.digits()
        if self.index < self.count and data[self.index] == 0x2E:
            self.index += 1
            if not self.is_digit_here():
                raise self.fail("a fraction needs digits")
            self.digits()
        if self.index < self.count and data[self.index] | 0x20 == 0x65:
            self.index += 1
            if self.index < self.count and data[self.index] in (0x2B, 0x2D):
                self.index += 1
            if not self.is_digit_here():
                raise self.fail("an exponent needs digits")
            self.digits()
        if self.index - start > self.max_number_length:
            raise self.fail(f"a number literal longer than {self.max_number_length} characters")
        return data[start:self.index].decode("ascii")

    def decode_run(self, start: int, end: int) -> str:
        try:
            return self.data[start:end].decode("utf-8")
        except UnicodeDecodeError:
            raise JSONFailure("invalid UTF-8 in a string", start, self.data) from None

    def string(self) -> str:
        data = self.data
        self.index += 1  # opening quote
        parts: List[str] = []
        run_start = self.index
        while True:
            stop = _STRING_STOP.search(data, self.index)
            if stop is None:
                self.index = self.count
                raise self.fail("unterminated string")
            self.index = stop.start()
            byte = data[self.index]
            if byte == 0x22:
                parts.append(self.decode_run(run_start, self.index))
                self.index += 1
                return parts[0] if len(parts) == 1 else "".join(parts)
            if byte < 0x20:
                raise self.fail("a control character inside a string must be escaped")
            parts.append(self.decode_run(run_start, self.index))
            self.index += 1
            if self.index >= self.count:
                raise self.fail("unterminated escape")
            escape = data[self.index]
            self.index += 1
            simple = _ESCAPES.get(escape)
            if simple is not None:
                parts.append(simple)
            elif escape == 0x75:  # u
                high = self.hex4()
                if 0xD800 <= high <= 0xDBFF:
                    if not (self.index + 1 < self.count and data[self.index] == 0x5C and data[self.index + 1] == 0x75):
                        raise self.fail("a lone surrogate escape")
                    self.index += 2
                    low = self.hex4()
                    if not 0xDC00 <= low <= 0xDFFF:
                        raise self.fail("a lone surrogate escape")
                    parts.append(chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)))
                elif 0xDC00 <= high <= 0xDFFF:
                    raise self.fail("a lone surrogate escape")
                else:
                    parts.append(chr(high))
            else:
                raise self.fail("an unknown escape")
            run_start = self.index

    def hex4(self) -> int:
        if self.index + 4 > self.count:
            raise self.fail("unterminated escape")
        value = 0
        for _ in range(4):
            byte = self.data[self.index]
            if 0x30 <= byte <= 0x39:
                digit = byte - 0x30
            elif 0x61 <= byte <= 0x66:
                digit = byte - 0x61 + 10
            elif 0x41 <= byte <= 0x46:
                digit = byte - 0x41 + 10
            else:
                raise self.fail("a \\u escape needs four hex digits")
            value = value << 4 | digit
            self.index += 1
        return value


def parse_json(data: Union[bytes, bytearray, memoryview, str], *, max_depth: int = 64,
               max_number_length: int = 1000) -> JSONValue:
    """Parses one JSON text (surrounding white space allowed); raises :class:`JSONFailure`.

    A ``str`` is parsed as its UTF-8 (a lone surrogate in it is invalid UTF-8).
    """
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
    return _Reader(raw, max_depth, max_number_length).document()
