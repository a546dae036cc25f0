"""Exact reading of JSON number literals (no floating point): the JSON grammar and the
exponent clamp by hand, the arithmetic in ``decimal.Decimal`` with an exact context."""

from __future__ import annotations

from decimal import MAX_EMAX, MAX_PREC, MIN_EMIN, ROUND_FLOOR, Context, Decimal
from typing import Optional

__all__ = ["DecimalLiteral"]

_EXPONENT_CLAMP = 10_000_000
_BOUND_52 = 1 << 52
#: Exact products (a product's digits never exceed the precision) rounded to integers downwards.
_EXACT = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN, rounding=ROUND_FLOOR)


class DecimalLiteral:
    """A JSON number literal read exactly: value = ``digits`` × 10^``exponent``.

    The same reading as the Swift runtime's ``DecimalLiteral``: exponents are clamped at
    ±10^7 (beyond that every comparison the scorer makes comes out the same). The reading
    stays by hand: ``Decimal(text)`` accepts more than JSON's grammar (``+1``, ``1_0``,
    ``NaN``, spaces) and raises on exponents beyond about ±10^18, which are valid JSON that
    the scorer must answer as the Swift runtime does.
    """

    __slots__ = ("negative", "digits", "exponent")

    def __init__(self, negative: bool, digits: str, exponent: int) -> None:
        self.negative = negative
        #: Significant digits, no leading or trailing zeros ("" for zero).
        self.digits = digits
        self.exponent = exponent

    @classmethod
    def parse(cls, literal: str) -> Optional["DecimalLiteral"]:
        """Reads a number literal; ``None`` for text that is not one."""
        text = literal
        negative = text[:1] == "-"
        if negative:
            text = text[1:]
        cut = len(text)
        for position, char in enumerate(text):
            if char == "e" or char == "E":
                cut = position
                break
        mantissa_text, rest = text[:cut], text[cut:]
        mantissa = []
        fraction_length = 0
        seen_point = False
        for char in mantissa_text:
            if char == ".":
                if seen_point:
                    return None
                seen_point = True
                continue
            if not ("0" <= char <= "9"):
                return None
            mantissa.append(char)
            if seen_point:
                fraction_length += 1
        if not mantissa:
            return None
        exponent_part = 0
        if rest:
            rest = rest[1:]
            exponent_negative = False
            if rest[:1] in ("-", "+"):
                exponent_negative = rest[0] == "-"
                rest = rest[1:]
            if not rest:
                return None
            for char in rest:
                if not ("0" <= char <= "9"):
                    return None
                exponent_part = min(exponent_part * 10 + (ord(char) - 0x30), _EXPONENT_CLAMP)
            if exponent_negative:
                exponent_part = -exponent_part
        significant = "".join(mantissa).lstrip("0")
        exponent = exponent_part - fraction_length
        stripped = significant.rstrip("0")
        exponent += len(significant) - len(stripped)
        return cls(negative, stripped, exponent if stripped else 0)

    @property
    def is_zero(self) -> bool:
        """Whether the value is zero."""
        return not self.digits

    @property
    def is_integer(self) -> bool:
        """Whether the value is an integer."""
        return not self.digits or self.exponent >= 0

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, DecimalLiteral) and self.negative == other.negative
                and self.digits == other.digits and self.exponent == other.exponent)

    def __hash__(self) -> int:
        return hash((self.negative, self.digits, self.exponent))

    @property
    def value(self) -> Decimal:
        """The value as a ``decimal.Decimal`` (exact: the digits and the clamped exponent)."""
        return Decimal(f"{'-' if self.negative else ''}{self.digits or '0'}E{self.exponent}")

    def floor_times(self, factor: int, bound: int = _BOUND_52) -> Optional[int]:
        """⌊value × factor⌋ for a positive ``factor`` (at most 10^30, as the scorer's are) when
        the value's integer part has at most 18 digits and times ``factor`` stays within
        ``bound``; ``None`` when larger (exactly the Swift runtime's ``floorTimes``)."""
        if factor <= 0:
            return None
        if not self.digits:
            return 0
        value = self.value
        if value.adjusted() >= 18:
            return None
        scaled = int(value.copy_abs()) * factor
        if scaled > 0x7FFF_FFFF_FFFF_FFFF or scaled > bound:
            return None
        return int(_EXACT.to_integral_value(_EXACT.multiply(value, factor)))
