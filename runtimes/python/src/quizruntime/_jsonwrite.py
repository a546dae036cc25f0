"""JSON writing the Swift runtime's way: RFC 8785 (JCS) canonical form, compact lines and
the two-space pretty form, with JCS string escaping and exact number literals."""

from __future__ import annotations

import json
import math
import re
from typing import Dict, List, Optional

from ._decimal_literal import DecimalLiteral
from ._jsontext import JSONValue, Number, is_plain_integer

__all__ = ["WrittenNumber", "ecmascript_string", "canonical_literal", "quote", "write_json", "canonical_bytes"]

_NEEDS_ESCAPE = re.compile(r'["\\\x00-\x1f]')
_SHORT = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _escape_char(match: "re.Match[str]") -> str:
    char = match.group(0)
    short = _SHORT.get(char)
    return short if short is not None else f"\\u{ord(char):04x}"


def quote(text: str) -> str:
    """``text`` as a JSON string the JCS way: only ``"``, ``\\`` and control characters are
    escaped (``\\b \\t \\n \\f \\r``, else lowercase ``\\u00xx``); everything else as is."""
    if _NEEDS_ESCAPE.search(text) is None:
        return '"' + text + '"'
    return '"' + _NEEDS_ESCAPE.sub(_escape_char, text) + '"'


def ecmascript_string(x: float) -> Optional[str]:
    """ECMAScript's ``String(x)`` for a finite double (RFC 8785 number form); ``None`` for
    infinities and NaN."""
    if not math.isfinite(x):
        return None
    if x == 0:
        return "0"
    text = repr(abs(x))
    exponent = 0
    if "e" in text:
        text, exp_text = text.split("e")
        exponent = int(exp_text)
    if "." in text:
        whole, fraction = text.split(".")
    else:
        whole, fraction = text, ""
    digits = whole + fraction
    point = len(whole)
    stripped = digits.lstrip("0")
    point -= len(digits) - len(stripped)
    digits = stripped.rstrip("0")
    if not digits:
        return "0"
    k = len(digits)
    n = point + exponent
    sign = "-" if x < 0 else ""
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    mantissa = digits[0] + ("." + digits[1:] if k > 1 else "")
    return sign + mantissa + "e" + ("-" if e < 0 else "+") + str(abs(e))


def _double(literal: str) -> Optional[float]:
    try:
        return float(literal)
    except ValueError:
        return None


def canonical_literal(literal: str) -> Optional[str]:
    """The canonical (shortest round-trip, ECMAScript) form of a number literal whose value
    a double carries exactly in that form; ``None`` otherwise (``0.30000000000000001``,
    ``1e400``) and for text that is not a number."""
    exact = DecimalLiteral.parse(literal)
    if exact is None:
        return None
    double = _double(literal)
    if double is None:
        return None
    shortest = ecmascript_string(double)
    if shortest is None:
        return None
    back = DecimalLiteral.parse(shortest)
    if back is None:
        return None
    if not (exact == back or (exact.is_zero and back.is_zero)):
        return None
    return shortest


def _number_text(value: JSONValue) -> str:
    if isinstance(value, WrittenNumber):
        return value.literal
    if isinstance(value, Number):
        literal = value.literal
        if is_plain_integer(literal) and literal != "-0":
            return literal
        double = _double(literal)
        canonical = ecmascript_string(double) if double is not None else None
        return canonical if canonical is not None else literal
    return str(value)


class WrittenNumber(Number):
    """A number literal written exactly as it is (``2.50`` stays ``2.50``): a result's
    values in the decimal form, whose digits are part of the result."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"WrittenNumber({self.literal!r})"


def _utf16_key(name: str) -> bytes:
    return name.encode("utf-16-be", "surrogatepass")


def _write(value: JSONValue, out: List[str], sort_keys: bool, pretty: bool, depth: int) -> None:
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, str):
        out.append(quote(value))
    elif isinstance(value, (int, Number)):
        out.append(_number_text(value))
    elif isinstance(value, list):
        if not value:
            out.append("[]")
            return
        out.append("[")
        for index, item in enumerate(value):
            if index:
                out.append(",")
            if pretty:
                out.append("\n" + "  " * (depth + 1))
            _write(item, out, sort_keys, pretty, depth + 1)
        if pretty:
            out.append("\n" + "  " * depth)
        out.append("]")
    else:
        members: Dict[str, JSONValue] = value
        if not members:
            out.append("{}")
            return
        out.append("{")
        names = sorted(members, key=_utf16_key) if sort_keys else list(members)
        for index, name in enumerate(names):
            if index:
                out.append(",")
            if pretty:
                out.append("\n" + "  " * (depth + 1))
            out.append(quote(name))
            out.append(": " if pretty else ":")
            _write(members[name], out, sort_keys, pretty, depth + 1)
        if pretty:
            out.append("\n" + "  " * depth)
        out.append("}")


class _NotPlain(Exception):
    """A value the standard library's encoder would not write the RFC 8785 way."""


def _refuse(value: object) -> object:
    raise _NotPlain()


_PLAIN_CANONICAL = json.JSONEncoder(
    ensure_ascii=False, check_circular=False, allow_nan=False, sort_keys=True, separators=(",", ":"),
    default=_refuse)


def _plain_canonical(value: JSONValue) -> Optional[str]:
    """The canonical form written by the standard library's C encoder when that is exactly
    what :func:`_write` gives, else ``None``: no :class:`Number` (its literal needs the RFC 8785
    number form), and no character from U+D800 up in the text (then every member name is
    below the surrogates, where code point order, the encoder's, is UTF-16 order). Its string
    escapes are RFC 8785's: ``"``, ``\\\\`` and control characters only, short forms for
    ``\\b \\t \\n \\f \\r``, else lowercase ``\\u00xx``."""
    try:
        text = _PLAIN_CANONICAL.encode(value)
    except _NotPlain:
        return None
    return text if not text or max(text) < "\ud800" else None


def write_json(value: JSONValue, *, sort_keys: bool = False, pretty: bool = False) -> str:
    """Serializes ``value``: compact (one line) or pretty (two-space indentation and a final
    newline); members in the order given, or sorted by UTF-16 code units (RFC 8785)."""
    if sort_keys and not pretty:
        plain = _plain_canonical(value)
        if plain is not None:
            return plain
    out: List[str] = []
    _write(value, out, sort_keys, pretty, 0)
    if pretty:
        out.append("\n")
    return "".join(out)


def canonical_bytes(value: JSONValue) -> bytes:
    """The RFC 8785 canonical form's UTF-8 bytes."""
    return write_json(value, sort_keys=True).encode("utf-8")
