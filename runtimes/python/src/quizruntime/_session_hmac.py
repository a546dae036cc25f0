"""HMAC-SHA256 for signing session tokens (the standard library's ``hmac``)."""

from __future__ import annotations

import hashlib
import hmac
from typing import Union

__all__ = ["hmac_sha256_hex"]


def hmac_sha256_hex(key: Union[bytes, str], message: Union[bytes, str]) -> str:
    """The HMAC-SHA256 of ``message`` under ``key`` as lowercase hexadecimal (a ``str`` is
    taken as its UTF-8)."""
    key_bytes = key.encode("utf-8") if isinstance(key, str) else key
    text = message.encode("utf-8") if isinstance(message, str) else message
    return hmac.new(key_bytes, text, hashlib.sha256).hexdigest()
