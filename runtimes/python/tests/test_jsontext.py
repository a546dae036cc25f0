"""The exact JSON parser: values, and failures with the Swift parser's messages and byte offsets."""

from __future__ import annotations

import pytest

from quizruntime._jsontext import JSONFailure, Number, parse_json


@pytest.mark.parametrize("text, value", [
    ('{"a":1,"b":[true,false,null],"c":"x"}', {"a": 1, "b": [True, False, None], "c": "x"}),
    (" [ ] ", []),
    ("{}", {}),
    ("-0", 0),
    ("0.50", Number("0.50")),
    ("5e-1", Number("5e-1")),
    ('"\\u00e9\\ud83d\\ude00\\n"', "\u00e9\U0001F600\n"),
    ('"e\u0301"', "e\u0301"),
])
def test_values(text: str, value: object) -> None:
    assert parse_json(text) == value


@pytest.mark.parametrize("data, description", [
    (b"", "unexpected end of input at byte 0"),
    (b"{", "expected a member name in double quotes at byte 1"),
    (b'{"a"', "expected `:` after the member name at byte 4"),
    (b'{"a":1 "b":2}', "expected `,` or `}` at byte 7"),
    (b"[1 2]", "expected `,` or `]` at byte 3"),
    (b"[1,]", "unexpected character at byte 3"),
    (b'{"a":1,"a":2}', 'the member name "a" appears twice at byte 13'),
    (b"01", "numbers have no leading zeros at byte 1"),
    (b"-", "a number needs digits at byte 1"),
    (b"1.", "a fraction needs digits at byte 2"),
    (b"1e+", "an exponent needs digits at byte 3"),
    (b"tru", "unexpected end of input at byte 0"),
    (b"trux", "unexpected character at byte 0"),
    (b'"abc', "unterminated string at byte 4"),
    (b'"a\x01"', "a control character inside a string must be escaped at byte 2"),
    (b'"\\', "unterminated escape at byte 2"),
    (b'"\\x"', "an unknown escape at byte 3"),
    (b'"\\u12"', "unterminated escape at byte 3"),
    (b'"\\u12g4"', "a \\u escape needs four hex digits at byte 5"),
    (b'"\\ud800"', "a lone surrogate escape at byte 7"),
    (b'"\\ud800\\u0041"', "a lone surrogate escape at byte 13"),
    (b'"\\udc00"', "a lone surrogate escape at byte 7"),
    (b'"ab\xff"', "invalid UTF-8 in a string at byte 1"),
    (b'"a\\n\xc3"', "invalid UTF-8 in a string at byte 4"),
    (b"\xef\xbb\xbf{}", "unexpected character at byte 0"),
    (b"{} x", "unexpected text after the JSON value at byte 3"),
    (b"NaN", "unexpected character at byte 0"),
    (b"[" * 65, "nesting deeper than 64 levels at byte 65"),
    (b"1" * 1001, "a number literal longer than 1000 characters at byte 1001"),
])
def test_failures(data: bytes, description: str) -> None:
    with pytest.raises(JSONFailure) as caught:
        parse_json(data)
    assert caught.value.description == description


def test_depth_limit_is_inclusive() -> None:
    assert parse_json(b"[" * 64 + b"]" * 64) is not None
    with pytest.raises(JSONFailure):
        parse_json(b"[" * 17 + b"]" * 17, max_depth=16)


def test_many_members_duplicate() -> None:
    members = ",".join(f'"k{i}":{i}' for i in range(40))
    with pytest.raises(JSONFailure) as caught:
        parse_json("{" + members + ',"k3":0}')
    assert caught.value.message == 'the member name "k3" appears twice'


def test_a_failure_is_a_value_error_with_line_and_column() -> None:
    with pytest.raises(ValueError) as caught:
        parse_json(b'{\n  "a": 1,\n  "b": tru\n}')
    failure = caught.value
    assert isinstance(failure, JSONFailure)
    assert (failure.offset, failure.lineno, failure.colno) == (19, 3, 8)
    assert str(failure) == "unexpected character at byte 19"
    with pytest.raises(JSONFailure) as first_line:
        parse_json(b"[1,]")
    assert (first_line.value.lineno, first_line.value.colno) == (1, first_line.value.offset + 1)
    with pytest.raises(JSONFailure) as bad_utf8:
        parse_json(b'\n["\xff"]')
    assert (bad_utf8.value.lineno, bad_utf8.value.colno) == (2, 3)
