"""What a session is at one moment (all a token holds), and a session's refusals."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional

from ._jsontext import JSONValue
from ._results import Refusal

__all__ = ["Clock", "SessionError", "SessionState"]

Clock = Callable[[], int]
"""The injected clock: the time in whole milliseconds."""


@dataclass(frozen=True)
class SessionError(Refusal):
    """A session's refusal: a stable ``code``, a ``message``, and the wire ``key`` when one
    question is concerned."""


@dataclass
class SessionState:
    """What a session is at one moment: all a token holds."""
    seed: int
    locale: str
    page: int = 0
    answers: Dict[str, JSONValue] = field(default_factory=dict)
    seq: int = 0
    elapsed_ms: int = 0
    question_ms: Dict[str, int] = field(default_factory=dict)
    remaining_ms: Optional[int] = None
    shown: List[str] = field(default_factory=list)
    started_at: int = 0
