"""``quiz-runtime session check``'s verdict on a saved token: the same output and exit status
as ``quizc session check`` (docs/cli.md)."""

from __future__ import annotations

from typing import Dict, Optional, Tuple

from ._jsontext import JSONValue
from ._scorer import Scorer
from ._session import Session, resume_session
from ._session_script import error_json, progress_json, shown_keys

__all__ = ["token_outcome", "token_text"]


def token_text(data: bytes) -> str:
    """A token file's text: its UTF-8 (each invalid sequence a U+FFFD), one line end at the end dropped."""
    text = data.decode("utf-8", "replace")
    if text.endswith("\r\n"):
        return text[:-2]
    return text[:-1] if text.endswith("\n") else text


def token_outcome(token: str, scorer: Scorer, key: Optional[str]) -> Tuple[Dict[str, JSONValue], int]:
    """The outcome of resuming ``token`` on ``scorer``, as JSON, and the exit status. The one
    place the outcomes are decided: the session's resume outcome (resumed, or migrated from an
    earlier release with what was dropped and what is newly needed) with the page it continues
    on, or the refusal."""
    resumed = resume_session(scorer, token, clock=lambda: 0, key=key)
    if isinstance(resumed, Session):
        outcome = resumed.resume_outcome.json_value() if resumed.resume_outcome is not None else {}
        assert isinstance(outcome, dict)
        return {**outcome, "page": resumed.page, "shown": shown_keys(resumed), "progress": progress_json(resumed)}, 0
    return {"outcome": "refused", "error": error_json(resumed)}, 1
