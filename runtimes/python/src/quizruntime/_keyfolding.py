"""The loose form of keys used only to suggest "did you mean" for a near miss.

NFKC; then each scalar replaced by its full lowercase mapping, taken one scalar at a time
without context; format characters (category Cf) and a fixed list of invisible characters
dropped; runs of Unicode White_Space collapsed to one space and trimmed; curly and prime
quotes folded to ``'`` and ``"``; then NFC. Exact matching never uses this.
"""

from __future__ import annotations

import unicodedata
from typing import List

__all__ = ["folded", "is_invisible"]

_WHITE_SPACE = frozenset([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, *range(0x2000, 0x200B),
                          0x2028, 0x2029, 0x202F, 0x205F, 0x3000])
_SINGLE_QUOTES = frozenset("\u2018\u2019\u201a\u201b\u2032\uff07")
_DOUBLE_QUOTES = frozenset("\u201c\u201d\u201e\u201f\u2033\uff02")
_ASCII_SPACE = frozenset(b" \t\n\x0b\x0c\r")


def is_invisible(scalar: int) -> bool:
    """Zero-width, bidirectional-control and other invisible characters (and every Cf)."""
    if (scalar in (0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFEFF, 0xFFA0)
            or 0x200B <= scalar <= 0x200F or 0x202A <= scalar <= 0x202E or 0x2060 <= scalar <= 0x206F
            or 0xFE00 <= scalar <= 0xFE0F or 0xE0000 <= scalar <= 0xE0FFF):
        return True
    return unicodedata.category(chr(scalar)) == "Cf"


def _folded_ascii(key: str) -> str:
    out: List[str] = []
    pending_space = False
    for char in key:
        if ord(char) in _ASCII_SPACE:
            pending_space = bool(out)
            continue
        if pending_space:
            out.append(" ")
            pending_space = False
        out.append(char.lower())
    return "".join(out)


def folded(key: str) -> str:
    """The folded form of ``key``."""
    if key.isascii():
        return _folded_ascii(key)
    out: List[str] = []
    pending_space = False
    for source in unicodedata.normalize("NFKC", key):
        for char in source.lower():
            scalar = ord(char)
            if is_invisible(scalar):
                continue
            if scalar in _WHITE_SPACE:
                pending_space = bool(out)
                continue
            if pending_space:
                out.append(" ")
                pending_space = False
            if char in _SINGLE_QUOTES:
                out.append("'")
            elif char in _DOUBLE_QUOTES:
                out.append('"')
            else:
                out.append(char)
    return unicodedata.normalize("NFC", "".join(out))
