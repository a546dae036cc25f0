"""A session's answers as JSON values (what the parser makes), so that tokens and history
records write them exactly and every runtime reads them back alike."""

from __future__ import annotations

from typing import Dict

from ._jsontext import JSONValue, Number
from ._jsonwrite import ecmascript_string

__all__ = ["answer_as_json"]


def answer_as_json(answer: object) -> JSONValue:
    """An answer as :meth:`Scorer.score` takes it, as JSON: ``int``, ``str``, ``bool`` and
    :class:`Number` as they are, a ``float`` as JavaScript's ``String(x)`` of it, a list or
    tuple item by item. Anything else becomes an empty object, which the scorer refuses as
    the wrong type."""
    if isinstance(answer, (bool, int, str, Number)):
        return answer
    if isinstance(answer, float):
        text = ecmascript_string(answer)
        return Number(text) if text is not None else {}
    if isinstance(answer, (list, tuple)):
        return [answer_as_json(item) for item in answer]
    empty: Dict[str, JSONValue] = {}
    return empty
