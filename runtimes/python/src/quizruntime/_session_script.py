"""Session scripts (docs/cli.md, "quizc session replay"; schemas/session-script.schema.json): a
start and the steps to take, read and checked whole before any step runs, then run through the
runtime's session API. ``quiz-runtime session replay`` and the conformance suite's ``session``
cases (tests/session_script.py) both run scripts with this module."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Tuple, TypeVar, Union

from ._jsontext import JSONFailure, JSONValue, parse_json
from ._jsonwrite import write_json
from ._results import AnswerError
from ._scorer import Scorer
from ._session import Session, resume_session, start_session
from ._session_state import SessionError

__all__ = ["ACTIONS", "Script", "ScriptError", "Start", "Step", "error_json", "progress_json", "read_script",
           "run_script", "script_of", "shown_keys"]

ACTIONS = ["answer", "next", "back", "finish", "abandon", "tick", "progress", "save", "resume"]
"""The actions a step's ``do`` can name, in the order messages list them."""

_STEP_MEMBERS: Dict[str, List[str]] = {
    "answer": ["key", "value"], "next": [], "back": [], "finish": [], "abandon": [], "tick": ["ms"],
    "progress": [], "save": ["secret"], "resume": ["secret", "bundle", "replace", "truncate", "pad"],
}
_LARGEST_COUNT = (1 << 53) - 1
_SEED = re.compile(r"[0-9]+")
_T = TypeVar("_T")


class ScriptError(Exception):
    """Why a script is refused: a stable code (``script-not-json``, ``script-invalid``,
    ``script-unknown-action``), a message, and the index of the step at fault."""

    def __init__(self, code: str, message: str, step: Optional[int] = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.step = step

    @property
    def line(self) -> str:
        """The error line ``session replay`` prints: ``{"error":{"code","message","step"?}}``."""
        error: Dict[str, JSONValue] = {"code": self.code, "message": self.message}
        if self.step is not None:
            error["step"] = self.step
        return write_json({"error": error}, sort_keys=True)


@dataclass
class Start:
    """How the session starts: the seed, the language range (``None``: the source locale) and
    what the fake clock reads, in milliseconds."""

    seed: int
    locale: Optional[str]
    clock: int


@dataclass
class Step:
    """One step: the action and the members it has."""

    do: str
    key: str = ""
    value: JSONValue = None
    ms: int = 0
    secret: Optional[str] = None
    bundle: Optional[str] = None
    replace: Optional[Tuple[str, str]] = None
    truncate: Optional[int] = None
    pad: Optional[int] = None


@dataclass
class Script:
    """A start and the steps, in order."""

    start: Start
    steps: List[Step] = field(default_factory=list)

    def resume_bundles(self) -> List[str]:
        """The bundle files the ``resume`` steps name, in first-use order."""
        seen: List[str] = []
        for step in self.steps:
            if step.do == "resume" and step.bundle is not None and step.bundle not in seen:
                seen.append(step.bundle)
        return seen


class _Reader:
    """Reads the members of one part of a script, refusing with ``script-invalid`` and the part's name."""

    def __init__(self, place: str, step: Optional[int] = None) -> None:
        self.place = place
        self.step = step

    def invalid(self, message: str) -> ScriptError:
        return ScriptError("script-invalid", f"{self.place}: {message}", self.step)

    def members(self, value: JSONValue, allowed: List[str], required: List[str]) -> Dict[str, JSONValue]:
        """The members of an object, each name allowed, every required name present."""
        if not isinstance(value, dict):
            raise self.invalid("an object is expected")
        for name in value:
            if name not in allowed:
                raise self.invalid(f"unknown member {write_json(name)}; the members are {', '.join(allowed)}")
        for name in required:
            if name not in value:
                raise self.invalid(f"{name} is missing")
        return value

    def string(self, value: JSONValue, name: str) -> str:
        if not isinstance(value, str):
            raise self.invalid(f"{name} is a string")
        return value

    def count(self, value: JSONValue, name: str) -> int:
        """A whole number from 0 to 2^53 − 1 (the integers every runtime's numbers hold exactly)."""
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _LARGEST_COUNT:
            raise self.invalid(f"{name} is a whole number from 0 to {_LARGEST_COUNT}")
        return value

    def optional(self, members: Dict[str, JSONValue], name: str,
                 read: Callable[[JSONValue, str], _T]) -> Optional[_T]:
        return read(members[name], name) if name in members else None


def read_script(data: bytes) -> Script:
    """Reads a script file's bytes; raises :class:`ScriptError`."""
    try:
        value = parse_json(data)
    except JSONFailure as failure:
        raise ScriptError("script-not-json", f"the script is not JSON: {failure.description}") from None
    return script_of(value)


def script_of(value: JSONValue) -> Script:
    """Reads a parsed script (values as :func:`parse_json` gives them); raises :class:`ScriptError`."""
    reader = _Reader("the script")
    members = reader.members(value, ["start", "steps", "description"], ["start", "steps"])
    reader.optional(members, "description", reader.string)
    start = _start(members["start"])
    items = members["steps"]
    if not isinstance(items, list):
        raise reader.invalid("steps is an array of steps")
    return Script(start, [_step(item, index) for index, item in enumerate(items)])


def _start(value: JSONValue) -> Start:
    reader = _Reader("start")
    members = reader.members(value, ["seed", "locale", "clock"], ["seed"])
    text = members["seed"]
    if not isinstance(text, str) or _SEED.fullmatch(text) is None or int(text) >= 1 << 64:
        raise reader.invalid("seed is an unsigned 64-bit integer (0 to 18446744073709551615) written as a decimal string")
    locale = reader.optional(members, "locale", reader.string)
    clock = reader.optional(members, "clock", reader.count)
    return Start(int(text), locale, 0 if clock is None else clock)


def _step(value: JSONValue, index: int) -> Step:
    reader = _Reader(f"steps[{index}]", index)
    action = value.get("do") if isinstance(value, dict) else None
    if not isinstance(action, str):
        raise reader.invalid("a step is an object whose do names its action")
    allowed = _STEP_MEMBERS.get(action)
    if allowed is None:
        raise ScriptError("script-unknown-action",
                          f"steps[{index}]: unknown action {write_json(action)}; the actions are {', '.join(ACTIONS)}",
                          index)
    members = reader.members(value, ["do", *allowed], ["key"] if action == "answer" else ["ms"] if action == "tick" else [])
    step = Step(action, secret=reader.optional(members, "secret", reader.string))
    if action == "answer":
        step.key = reader.string(members["key"], "key")
        step.value = members.get("value")
    elif action == "tick":
        step.ms = reader.count(members["ms"], "ms")
    elif action == "resume":
        step.bundle = reader.optional(members, "bundle", reader.string)
        if "replace" in members:
            pair = members["replace"]
            if not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(text, str) for text in pair):
                raise reader.invalid("replace is an array of two strings, [from, to]")
            step.replace = (str(pair[0]), str(pair[1]))
        step.truncate = reader.optional(members, "truncate", reader.count)
        step.pad = reader.optional(members, "pad", reader.count)
    return step


def shown_keys(session: Session) -> List[JSONValue]:
    """The wire keys of the current page's shown questions, in presentation order."""
    return [session.scorer.bundle.questions[presented.question].key for presented in session.questions()]


def progress_json(session: Session) -> Dict[str, JSONValue]:
    """``{"answered","least","most","exact"}``."""
    progress = session.progress()
    return {"answered": progress.answered, "least": progress.least, "most": progress.most, "exact": progress.exact}


def error_json(error: Union[SessionError, AnswerError]) -> Dict[str, JSONValue]:
    """``{"code","message","key"?}``."""
    members: Dict[str, JSONValue] = {"code": error.code, "message": error.message}
    if error.key is not None:
        members["key"] = error.key
    return members


def _line(session: Session, start: int, extra: Dict[str, JSONValue], full: bool) -> str:
    """One canonical line: the events from ``start`` on, the page, the shown questions,
    ``ended``, ``extra``, the history record once finished, and with ``full`` the progress and
    the result."""
    events: List[JSONValue] = [dict(event) for event in session.events[start:]]
    members: Dict[str, JSONValue] = {"events": events, "page": session.page, "shown": shown_keys(session),
                                     "ended": session.ended, **extra}
    if full and "progress" not in members:
        members["progress"] = progress_json(session)
    history = session.history()
    if history is not None:
        members["history"] = history
        if full:
            record = parse_json(history)
            assert isinstance(record, dict)
            members["result"] = record["result"]
    return write_json(members, sort_keys=True)


def _outcome(step: Optional[Union[SessionError, AnswerError]]) -> Dict[str, JSONValue]:
    return {} if step is None else {"error": error_json(step)}


def _edited(token: str, step: Step) -> str:
    """The token a resume step reads: the last saved one, with ``replace`` (every occurrence),
    then ``truncate`` (the first N Unicode scalars) and ``pad`` (N spaces before it)."""
    text = token
    if step.replace is not None:
        text = text.replace(step.replace[0], step.replace[1])
    if step.truncate is not None:
        text = text[:step.truncate]
    if step.pad is not None:
        text = " " * step.pad + text
    return text


class _Clock:
    def __init__(self, now: int) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now


def run_script(script: Script, scorer: Scorer, *, bundles: Optional[Dict[str, Scorer]] = None,
               full: bool) -> List[str]:
    """The lines of ``script`` run on ``scorer``: the start's, then one per step. ``bundles``
    maps every file :meth:`Script.resume_bundles` names to its scorer; ``full`` adds the
    progress to every line and the result once finished (``session replay``); without it the
    lines are the conformance suite's."""
    clock = _Clock(script.start.clock)
    session = start_session(scorer, seed=script.start.seed, locale=script.start.locale, clock=clock)
    lines = [_line(session, 0, {}, full)]
    token = ""
    for step in script.steps:
        at = len(session.events)
        extra: Dict[str, JSONValue] = {}
        if step.do == "answer":
            extra = _outcome(session.answer(step.key, step.value))
        elif step.do in ("next", "back", "finish", "abandon"):
            extra = _outcome(getattr(session, step.do)())
        elif step.do == "tick":
            clock.now += step.ms
            session.tick()
        elif step.do == "progress":
            extra = {"progress": progress_json(session)}
        elif step.do == "save":
            saved = session.save(key=step.secret)
            if isinstance(saved, str):
                token = saved
                extra = {"token": saved}
            else:
                extra = _outcome(saved)
        else:
            target = scorer if step.bundle is None else (bundles or {})[step.bundle]
            resumed = resume_session(target, _edited(token, step), clock=clock, key=step.secret)
            if isinstance(resumed, Session):
                session = resumed
                lines.append(_line(session, 0, {}, full))
                continue
            extra = _outcome(resumed)
        lines.append(_line(session, at, extra, full))
    return lines
