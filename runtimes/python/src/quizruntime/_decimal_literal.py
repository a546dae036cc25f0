"""Exact reading of JSON number literals, in integer arithmetic (no floating point)."""

from __future__ import annotations

from typing import Optional

__all__ = ["DecimalLiteral"]

_EXPONENT_CLAMP = 10_000_000
_BOUND_52 = 1 << 52


class DecimalLiteral:
    """A JSON number literal read exactly: value = ``digits`` × 10^``exponent``.

    The same reading as the Swift runtime's ``DecimalLiteral``: exponents are clamped at
    ±10^7 (beyond that every comparison the scorer makes comes out the same).
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

    def floor_times(self, factor: int, bound: int = _BOUND_52) -> Optional[int]:
        """⌊value × factor⌋ for a positive ``factor`` when its magnitude stays within
        ``bound``; ``None`` when larger (exactly the Swift runtime's ``floorTimes``)."""
        if factor <= 0:
            return None
        digits = self.digits
        if not digits:
            return 0
        integer_count = len(digits) + self.exponent
        integer = 0
        if integer_count > 0:
            if integer_count > 18:
                return None
            integer = int(digits[:integer_count].ljust(integer_count, "0"))
        if integer_count >= len(digits):
            fraction = ""
        elif integer_count > 0:
            fraction = digits[integer_count:]
        else:
            zeros = -integer_count
            if zeros > 30:
                return -1 if self.negative else 0
            fraction = "0" * zeros + digits
        # floor(0.fraction × factor) and whether a remainder is left.
        remainder = False
        carry = 0
        if fraction:
            numerator = int(fraction) * factor
            scale = 10 ** len(fraction)
            carry, rest = divmod(numerator, scale)
            remainder = rest != 0
        scaled = integer * factor
        if scaled > 0x7FFF_FFFF_FFFF_FFFF or scaled > bound:
            return None
        magnitude_floor = scaled + carry
        if self.negative:
            return -magnitude_floor - (1 if remainder else 0)
        return magnitude_floor
