"""The progress endpoints: a respondent's session kept by the service between requests and
across restarts, on the Python runtime's sessions (docs/runtime.md, "Sessions") and
`progress_store.py`'s SQLite file.

- `POST /progress` takes `{"user_id", "token"}` (a token the client saved) or
  `{"user_id", "actions": [...], "start"?}` (steps the service takes on the stored session);
  either way the runtime checks everything first, and only then is the user's row replaced,
  in one transaction. A refused request changes nothing.
- `GET /progress?user_id=…` answers the stored token with the session's page and progress,
  or the history record once the session finished.
- `POST /events` takes `{"user_id", "events": [...]}`, the session's events, and stores them.

Bodies are read with the runtime's JSON parser (`quizruntime.parse_json`), so an answer is
exactly the JSON the client sent. Every refusal is a `RequestError` with a stable code.
"""

from __future__ import annotations

import re
import secrets
import sqlite3
import time
from typing import Any, Callable, Dict, Optional, Union
from urllib.parse import parse_qs

from legacy_api import RequestError, encode
from progress_store import EventRow, ProgressStore, Stored, append_events, read_row, write_row

import quizruntime
from quizruntime import Session, SessionError

#: The longest `user_id` the service stores.
MAX_USER_ID = 200
#: The runtime's session codes that say the session is in another state than the step needs.
STATE_CODES = {"not-on-page", "missing-answer", "last-page", "first-page", "pages-left", "timed-no-back", "session-ended"}
#: The HTTP status of each token refusal that is not a plain 400.
TOKEN_STATUS = {"token-too-large": 413, "token-signature": 403, "token-foreign-quiz": 409, "token-bundle-changed": 409}
_HASH = re.compile(r"sha256:[0-9a-f]{64}")
_SEED = re.compile(r"0|[1-9][0-9]{0,19}")
Clock = Callable[[], int]
#: A value `quizruntime.parse_json` returns.
JSONValue = Any


def wall_clock() -> int:
    """Milliseconds since the epoch: the sessions' clock."""
    return time.time_ns() // 1_000_000


def read_body(body: bytes) -> Dict[str, JSONValue]:
    """A request body: a JSON object (the runtime's parser decides what JSON is)."""
    try:
        value = quizruntime.parse_json(body)
    except quizruntime.JSONFailure as failure:
        raise RequestError(400, "invalid-json", f"the request body is not JSON: {failure}") from None
    if not isinstance(value, dict):
        raise RequestError(400, "wrong-type", "the request body must be a JSON object")
    return value


def user_of(value: Optional[JSONValue]) -> str:
    """The `user_id`: a non-empty string of at most `MAX_USER_ID` characters."""
    if value is None:
        raise RequestError(400, "missing-field", 'the request has no "user_id"', "user_id")
    if not isinstance(value, str) or not 0 < len(value) <= MAX_USER_ID:
        raise RequestError(400, "wrong-type", f'"user_id" must be a string of 1 to {MAX_USER_ID} characters', "user_id")
    return value


def refused(error: SessionError, status: int = 400) -> RequestError:
    """A runtime refusal as the service's error."""
    return RequestError(status, error.code, error.message, error.key)


class ProgressService:
    """The endpoints over a scorer, a store, the key the service signs tokens with (or none),
    and the clock and seed source of new sessions."""

    def __init__(self, scorer: quizruntime.Scorer, store: ProgressStore, key: Optional[bytes] = None,
                 clock: Clock = wall_clock, new_seed: Callable[[], int] = lambda: secrets.randbits(64)) -> None:
        self.scorer = scorer
        self.store = store
        self.key = key
        self.clock = clock
        self.new_seed = new_seed

    def resume(self, token: str) -> Session:
        """The session a token holds (checked by the runtime with the service's key), or `RequestError`."""
        session = quizruntime.resume_session(self.scorer, token, clock=self.clock, key=self.key)
        if isinstance(session, SessionError):
            raise refused(session, TOKEN_STATUS.get(session.code, 400))
        return session

    def get(self, query: str) -> bytes:
        """`GET /progress?user_id=…`."""
        values = parse_qs(query, keep_blank_values=True).get("user_id")
        user_id = user_of(values[-1] if values else None)
        stored = self.store.load(user_id)
        if stored is None:
            raise RequestError(404, "no-progress", f"no progress is stored for the user {user_id!r}", "user_id")
        return self.view(user_id, stored)

    def view(self, user_id: str, stored: Stored) -> bytes:
        """The response for a stored row: the token with the page and progress, or the record."""
        members: Dict[str, object] = {"user_id": user_id, "token": stored.token, "ended": stored.token is None}
        if stored.token is not None:
            session = self.resume(stored.token)
            progress = session.progress()
            members.update({
                "page": session.page, "pages": len(session.pages),
                "shown": [self.scorer.bundle.questions[shown.question].key for shown in session.questions()],
                "progress": {"answered": progress.answered, "least": progress.least, "most": progress.most,
                             "exact": progress.exact}})
        if stored.history is not None:
            members["history"] = stored.history
        return encode(members)

    def post(self, body: bytes) -> bytes:
        """`POST /progress`: a token, or actions on the stored session."""
        request = read_body(body)
        user_id = user_of(request.get("user_id"))
        if ("token" in request) == ("actions" in request):
            raise RequestError(400, "missing-field", 'send either "token" (a saved session) or "actions"',
                               "actions" if "token" in request else "token")
        if "token" in request:
            return self.post_token(user_id, request["token"])
        return self.post_actions(user_id, request["actions"], request.get("start"))

    def post_token(self, user_id: str, token: JSONValue) -> bytes:
        """Stores a token the client saved, once the runtime resumes it; never an older save of
        the session already stored."""
        if not isinstance(token, str):
            raise RequestError(400, "wrong-type", '"token" must be the saved token, a string', "token")
        self.resume(token)

        def replace(connection: sqlite3.Connection) -> Stored:
            stored = read_row(connection, user_id)
            if stored is not None and stored.token is not None and older_save(token, stored.token):
                raise RequestError(409, "stale-progress",
                                   "the stored token was saved later in the same session; resume from GET /progress")
            write_row(connection, user_id, Stored(token, None))
            return Stored(token, None)

        return self.view(user_id, self.store.transaction(replace))

    def post_actions(self, user_id: str, actions: JSONValue, start: Optional[JSONValue]) -> bytes:
        """Takes the actions on the stored session (or a new one: with `start`, or when none is
        stored), then stores its token, or its history record once finished, and its events."""
        if not isinstance(actions, list):
            raise RequestError(400, "wrong-type", '"actions" must be a list of actions', "actions")

        def act(connection: sqlite3.Connection) -> Stored:
            session = self.session_for(read_row(connection, user_id), start)
            for index, action in enumerate(actions):
                take(session, action, index)
            saved = session.save(self.key) if not session.ended else None
            if isinstance(saved, SessionError):  # not reached: the session has not ended
                raise refused(saved, 409)
            stored = Stored(saved, session.history())
            write_row(connection, user_id, stored)
            append_events(connection, user_id, [row_of(event) for event in session.events])
            return stored

        return self.view(user_id, self.store.transaction(act))

    def session_for(self, stored: Optional[Stored], start: Optional[JSONValue]) -> Session:
        """A new session when asked (`start`) or when nothing is stored; else the stored one."""
        if start is None and stored is not None:
            if stored.token is None:
                raise RequestError(409, "session-ended",
                                   'the session has ended; send "start" to begin a new one')
            return self.resume(stored.token)
        if start is None:
            start = {}
        if not isinstance(start, dict):
            raise RequestError(400, "wrong-type", '"start" must be an object {"seed"?, "locale"?}', "start")
        seed, locale = start.get("seed"), start.get("locale")
        if seed is not None and not (isinstance(seed, str) and _SEED.fullmatch(seed) and int(seed) < 1 << 64):
            raise RequestError(400, "wrong-type", '"seed" must be a decimal string from 0 to 2^64 - 1', "seed")
        if locale is not None and not isinstance(locale, str):
            raise RequestError(400, "wrong-type", '"locale" must be a language tag, a string', "locale")
        chosen = self.new_seed() if seed is None else int(seed)
        return quizruntime.start_session(self.scorer, seed=chosen, clock=self.clock, locale=locale)

    def post_events(self, body: bytes) -> bytes:
        """`POST /events`: stores the events, all or none."""
        request = read_body(body)
        user_id = user_of(request.get("user_id"))
        events = request.get("events")
        if not isinstance(events, list):
            raise RequestError(400, "missing-field" if events is None else "wrong-type",
                               '"events" must be a list of session events', "events")
        rows = [self.checked_event(event, index) for index, event in enumerate(events)]
        self.store.transaction(lambda connection: append_events(connection, user_id, rows))
        return encode({"user_id": user_id, "stored": len(rows)})

    def checked_event(self, event: JSONValue, index: int) -> EventRow:
        """An event as schemas/session-events.schema.json describes it, of this service's bundle."""
        problem = event_problem(event, self.scorer.bundle.recorded_hash or "")
        if problem is not None:
            raise RequestError(400, "bad-event", f"event {index}: {problem}", "events")
        assert isinstance(event, dict)
        return row_of(event)


def take(session: Session, action: JSONValue, index: int) -> None:
    """One action (`{"do": "answer", "key", "value"}`, `next`, `back` or `finish`), or `RequestError`."""
    if not isinstance(action, dict) or not isinstance(action.get("do"), str):
        raise RequestError(400, "wrong-type", f'action {index} must be an object with "do"', "actions")
    kind = action["do"]
    if kind == "answer":
        key = action.get("key")
        if not isinstance(key, str) or "value" not in action:
            raise RequestError(400, "wrong-type", f'action {index}: answer takes "key" (a string) and "value"', "actions")
        step: Union[None, SessionError, quizruntime.AnswerError] = session.answer(key, action["value"])
    elif kind in ("next", "back", "finish"):
        step = getattr(session, kind)()
    else:
        raise RequestError(400, "unknown-action", f"action {index}: {kind!r} is not answer, next, back or finish", "actions")
    if step is not None:
        status = 409 if step.code in STATE_CODES else 400
        raise RequestError(status, step.code, f"action {index}: {step.message}", step.key)


def older_save(posted: str, stored: str) -> bool:
    """Whether `posted` is an earlier save of the session `stored` was saved from (same seed and start)."""
    new, old = quizruntime.parse_json(posted), quizruntime.parse_json(stored)
    assert isinstance(new, dict) and isinstance(old, dict)
    same = all(new.get(member) == old.get(member) for member in ("seed", "started_at", "hash"))
    seq_new, seq_old = new.get("seq"), old.get("seq")
    return same and isinstance(seq_new, int) and isinstance(seq_old, int) and seq_new < seq_old


_COUNTS = ("seq", "elapsed_ms")
_OPTIONAL = {"key": str, "page": int, "seed": str, "locale": str}
_REQUIRED_BY_EVENT = {"question_shown": ("key",), "answered": ("key",), "answer_changed": ("key",),
                      "question_timed_out": ("key",), "page_changed": ("page",), "session_started": ("seed", "locale")}


def event_problem(event: JSONValue, bundle_hash: str) -> Optional[str]:
    """What makes `event` no event of this bundle's sessions, or `None`."""
    if not isinstance(event, dict):
        return "not an object"
    if event.get("event") not in quizruntime.SESSION_EVENTS:
        return f'"event" must be one of {", ".join(quizruntime.SESSION_EVENTS)}'
    for name in _COUNTS:
        value = event.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            return f'"{name}" must be a count (an integer >= 0)'
    if not isinstance(event.get("hash"), str) or not _HASH.fullmatch(str(event["hash"])):
        return '"hash" must be the bundle\'s hash, sha256:<64 hex digits>'
    if event["hash"] != bundle_hash:
        return "the event is of another bundle than the one this service serves"
    for name, value in event.items():
        if name in ("event", "hash", *_COUNTS):
            continue
        kind = _OPTIONAL.get(name)
        if kind is None or not isinstance(value, kind) or isinstance(value, bool) or (isinstance(value, int) and value < 0):
            return f'"{name}" is not a member of a session event, or has the wrong type'
    for needed in _REQUIRED_BY_EVENT.get(str(event["event"]), ()):
        if needed not in event:
            return f'a {event["event"]} event needs "{needed}"'
    return None


def row_of(event: Dict[str, JSONValue]) -> EventRow:
    """The stored row of a checked event, with its canonical line."""
    page, key = event.get("page"), event.get("key")
    return EventRow(str(event["event"]), int(str(event["seq"])), page if isinstance(page, int) else None,
                    key if isinstance(key, str) else None, int(str(event["elapsed_ms"])), str(event["hash"]),
                    quizruntime.event_line(event))
