"""Session events (docs/runtime.md, "Sessions"): a fixed vocabulary, each event with its
sequence number, the session's elapsed milliseconds, the bundle's hash, and the wire key or
page it concerns; written as canonical JSON, the same bytes in every runtime."""

from __future__ import annotations

from typing import Dict, Tuple

from ._jsontext import JSONValue
from ._jsonwrite import write_json

__all__ = ["SESSION_EVENTS", "SessionEvent", "event_line"]

SESSION_EVENTS: Tuple[str, ...] = (
    "session_started", "question_shown", "answered", "answer_changed", "question_timed_out",
    "page_changed", "saved", "resumed", "finished", "abandoned",
)
"""The event names, in the order docs/runtime.md lists them."""

SessionEvent = Dict[str, JSONValue]
"""One event: ``event``, ``seq``, ``elapsed_ms``, ``hash``, and ``key``, ``page``, ``seed``
or ``locale`` when it has one."""


def event_line(event: SessionEvent) -> str:
    """The event's canonical JSON text (members sorted, no line end)."""
    return write_json(event, sort_keys=True)
