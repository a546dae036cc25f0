"""Exact rationals for derived values, result bands and percentages: the bundle's decimal strings, and the one decimal
form every runtime writes derived values, band values and percentages in (round half away
from zero, exactly ``digits`` fractional digits, never ``-0``). No floating point."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Optional

__all__ = ["parse_bundle_decimal", "decimal_form", "scaled_text", "fraction_form", "written_value", "DECIMAL_MESSAGE"]

#: The message of a bundle member that is not a decimal string in canonical form.
DECIMAL_MESSAGE = 'expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)'

_CANONICAL = re.compile(r"-?(?:0|[1-9][0-9]{0,12})(?:\.[0-9]{0,5}[1-9])?")
_MAX_UNITS = 1_000_000_000_000


def parse_bundle_decimal(text: object) -> Optional[Fraction]:
    """A bundle decimal string in canonical form (``"3"``, ``"2.5"``, ``"-0.25"``: no ``+``,
    no exponent, no leading zero but a lone ``0`` before the point, 1 to 6 fractional digits
    without a trailing zero, never ``"-0"``, at most 13 integer digits and at most 10^12
    units of its last digit) as an exact fraction; ``None`` for anything else."""
    if not isinstance(text, str) or not text.isascii() or _CANONICAL.fullmatch(text) is None or text == "-0":
        return None
    whole, _, fraction = text.partition(".")
    units = int(whole + fraction)
    if abs(units) > _MAX_UNITS:
        return None
    return Fraction(units, 10 ** len(fraction))


def decimal_form(numerator: int, denominator: int, digits: int) -> str:
    """``numerator / denominator`` (``denominator`` > 0) × 10^``digits`` rounded to an integer
    half away from zero, written with exactly ``digits`` fractional digits and no sign when
    it rounds to zero: ``3.50``, ``68``, ``-0.25``, ``0.00``."""
    if denominator <= 0:
        raise ValueError("the decimal form of a number with a denominator of 0 or below")
    negative = numerator < 0
    scaled = abs(numerator) * 10 ** digits
    units, remainder = divmod(scaled, denominator)
    if 2 * remainder >= denominator:
        units += 1
    text = str(units)
    if digits > 0:
        text = text.rjust(digits + 1, "0")
        text = text[:-digits] + "." + text[-digits:]
    return "-" + text if negative and units != 0 else text


def fraction_form(value: Fraction, digits: int) -> str:
    """:func:`decimal_form` of a fraction."""
    return decimal_form(value.numerator, value.denominator, digits)


def scaled_text(total: int, digits: int) -> str:
    """An integer in units of 10^-``digits`` written with exactly ``digits`` fractional
    digits (the integer itself when ``digits`` is 0): 250 with 2 digits is ``2.50``, −5 is
    ``-0.05``."""
    if digits == 0:
        return str(total)
    text = str(abs(total)).rjust(digits + 1, "0")
    text = text[:-digits] + "." + text[-digits:]
    return "-" + text if total < 0 else text


def written_value(text: str) -> Fraction:
    """The exact value of a number written in the decimal form (``3.50``, ``-0.25``, ``68``)."""
    whole, _, fraction = text.partition(".")
    return Fraction(int(whole + fraction), 10 ** len(fraction))
