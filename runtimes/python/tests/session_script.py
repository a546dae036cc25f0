"""Runs a scripted session (docs/conformance.md, "Session scripts"): the start, then each
step, one canonical JSON line each with the step's events, the page, the shown questions and
whatever the step gives (an error, a token, progress, the history record)."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

from quizruntime import Scorer, Session, SessionError, resume_session, start_session
from quizruntime._jsontext import JSONValue
from quizruntime._jsonwrite import write_json
from quizruntime._results import AnswerError


class _Clock:
    def __init__(self, now: int) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now


def _line(session: Session, start: int, extra: Dict[str, JSONValue]) -> str:
    events: List[JSONValue] = [dict(event) for event in session.events[start:]]
    shown: List[JSONValue] = [session.scorer.bundle.questions[p.question].key for p in session.questions()]
    members: Dict[str, JSONValue] = {"events": events, "page": session.page, "shown": shown, "ended": session.ended, **extra}
    history = session.history()
    if history is not None:
        members["history"] = history
    return write_json(members, sort_keys=True)


def _outcome(step: Optional[Union[SessionError, AnswerError]]) -> Dict[str, JSONValue]:
    if step is None:
        return {}
    error: Dict[str, JSONValue] = {"code": step.code, "message": step.message}
    if step.key is not None:
        error["key"] = step.key
    return {"error": error}


def _edited(token: str, step: Dict[str, Any]) -> str:
    """The token a resume step reads: the last saved one, with ``replace`` ([from, to], every
    occurrence), then ``truncate`` (the first N characters) and ``pad`` (N spaces before it)."""
    text = token
    if "replace" in step:
        text = text.replace(step["replace"][0], step["replace"][1])
    if "truncate" in step:
        text = text[:int(step["truncate"])]
    if "pad" in step:
        text = " " * int(step["pad"]) + text
    return text


def run_session_script(scorer: Scorer, start: Dict[str, Any], steps: List[Dict[str, Any]]) -> List[str]:
    """The output lines of a script on a scorer's bundle."""
    clock = _Clock(int(start["clock"]))
    session = start_session(scorer, seed=int(start["seed"]), locale=start.get("locale"), clock=clock)
    lines = [_line(session, 0, {})]
    token = ""
    for step in steps:
        at = len(session.events)
        action = step["do"]
        extra: Dict[str, JSONValue] = {}
        if action == "answer":
            extra = _outcome(session.answer(step["key"], step.get("value")))
        elif action in ("next", "back", "finish", "abandon"):
            extra = _outcome(getattr(session, action)())
        elif action == "tick":
            clock.now += int(step["ms"])
            session.tick()
        elif action == "progress":
            progress = session.progress()
            extra = {"progress": {"answered": progress.answered, "least": progress.least, "most": progress.most,
                                  "exact": progress.exact}}
        elif action == "save":
            saved = session.save(key=step.get("secret"))
            if isinstance(saved, str):
                token = saved
                extra = {"token": saved}
            else:
                extra = _outcome(saved)
        elif action == "resume":
            resumed = resume_session(scorer, _edited(token, step), clock=clock, key=step.get("secret"))
            if isinstance(resumed, Session):
                session = resumed
                lines.append(_line(session, 0, {}))
                continue
            extra = _outcome(resumed)
        else:
            raise ValueError(f"unknown step {step!r}")
        lines.append(_line(session, at, extra))
    return lines
