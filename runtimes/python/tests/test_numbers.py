"""Exact decimal literals, ECMAScript number strings and canonical literals."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Optional

import pytest

from quizruntime._decimal_literal import DecimalLiteral
from quizruntime._jsonwrite import canonical_literal, ecmascript_string, quote, write_json
from quizruntime._jsontext import JSONValue, Number


def floor_times(literal: str, factor: int) -> Optional[int]:
    number = DecimalLiteral.parse(literal)
    assert number is not None
    return number.floor_times(factor)


@pytest.mark.parametrize("literal, factor, expected", [
    ("0.35", 20, 7), ("-0.35", 20, -7), ("-0.351", 20, -8), ("4.3", 10, 43), ("-2.7", 10, -27),
    ("5e-1", 2, 1), ("1E0", 1, 1), ("-0", 5, 0), ("1e-40", 3, 0), ("-1e-40", 3, -1),
    ("1e20", 1, None), ("123456789012345678", 1, None), ("4503599627370497", 1, None), ("4503599627370496", 1, 4503599627370496),
])
def test_floor_times(literal: str, factor: int, expected: Optional[int]) -> None:
    assert floor_times(literal, factor) == expected


def test_integer_and_zero() -> None:
    for text, integer in [("3.0", True), ("30e-1", True), ("3.5", False), ("0.0", True), ("1e999999", True)]:
        number = DecimalLiteral.parse(text)
        assert number is not None and number.is_integer == integer
    assert DecimalLiteral.parse("x") is None and DecimalLiteral.parse("1e") is None


@pytest.mark.parametrize("x, text", [
    (0.5, "0.5"), (1e21, "1e+21"), (1e20, "100000000000000000000"), (1e-7, "1e-7"), (1e-6, "0.000001"),
    (-0.0, "0"), (123.0, "123"), (1.5e300, "1.5e+300"), (0.1 + 0.2, "0.30000000000000004"),
    (123456789012345680000.0, "123456789012345680000"), (-2.5e-9, "-2.5e-9"),
])
def test_ecmascript_string(x: float, text: str) -> None:
    assert ecmascript_string(x) == text


@pytest.mark.parametrize("literal, canonical", [
    ("0.50", "0.5"), ("5e-1", "0.5"), ("1.0", "1"), ("0.30000000000000001", None), ("1e400", None), ("-0.0", "0"),
])
def test_canonical_literal(literal: str, canonical: Optional[str]) -> None:
    assert canonical_literal(literal) == canonical


def test_writer_forms() -> None:
    value: JSONValue = {"b": [1, Number("0.50"), Number("1e400")], "a": "\u2028\x01\"\\\t", "\U0001F600": None, "\uff61": True}
    assert write_json(value) == '{"b":[1,0.5,1e400],"a":"\u2028\\u0001\\"\\\\\\t","\U0001F600":null,"\uff61":true}'
    # RFC 8785 order: UTF-16 code units (U+1F600 is D83D DE00, before U+FF61).
    assert write_json(value, sort_keys=True).startswith('{"a":')
    assert write_json(value, sort_keys=True).index("\U0001F600") < write_json(value, sort_keys=True).index("\uff61")
    nested: JSONValue = {"a": [], "b": {}, "c": [1]}
    assert write_json(nested, pretty=True) == '{\n  "a": [],\n  "b": {},\n  "c": [\n    1\n  ]\n}\n'
    assert quote("\x08\x0c\x1f") == '"\\b\\f\\u001f"'


def test_floor_times_is_exact_on_random_literals() -> None:
    """``floor_times`` (decimal.Decimal arithmetic) against exact fractions: ⌊value × factor⌋,
    ``None`` from an integer part of 19 digits on or past the bound."""
    rnd = random.Random("floor-times")
    for _ in range(20000):
        literal = rnd.choice(["", "-"]) + "".join(rnd.choice("0123456789") for _ in range(rnd.randint(1, 22)))
        if rnd.random() < 0.6:
            literal += "." + "".join(rnd.choice("0123456789") for _ in range(rnd.randint(0, 30)))
        if rnd.random() < 0.5:
            literal += rnd.choice("eE") + rnd.choice(["", "+", "-"]) + str(rnd.randint(0, 40))
        factor = rnd.choice([1, 2, 3, 6, 20, 38])
        bound = rnd.choice([1 << 52, (2 ** 63 - 1) // 4])
        value = Fraction(literal)
        expected: Optional[int] = math.floor(value * factor)
        if abs(value) >= 10 ** 18 or int(abs(value)) * factor > bound:
            expected = None
        assert floor_times_bounded(literal, factor, bound) == expected, (literal, factor, bound)


def floor_times_bounded(literal: str, factor: int, bound: int) -> Optional[int]:
    number = DecimalLiteral.parse(literal)
    assert number is not None
    return number.floor_times(factor, bound=bound)
