"""Session tokens (docs/runtime.md, "Saving and resuming"; schemas/session-token.schema.json):
a session's state as canonical JSON, optionally signed with HMAC-SHA256, and read back member
by member and answer by answer against the bundle, with a stable code for each refusal."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Set, Tuple, Union

from ._fastpath import nested_within, scan_object
from ._jsontext import JSONFailure, JSONValue, parse_json
from ._jsonwrite import quote, write_json
from ._order import PresentedQuestion, presentation_order
from ._scorer import Scorer
from ._session_state import SessionError, SessionState
from ._session_hmac import hmac_sha256_hex
from ._session_migration import Dropped, dropping, drop_hidden
from ._locales import lookup_locale
from ._model import Migration
from ._visibility import Visibility

__all__ = ["Key", "MAX_TOKEN_BYTES", "TOKEN_FORMAT", "read_token", "write_token"]

TOKEN_FORMAT = "quiz-session/1"
"""The token format this runtime writes and reads."""
MAX_TOKEN_BYTES = 65536
"""The largest token read, in UTF-8 bytes; a larger one is ``token-too-large``."""

_MAX_DEPTH = 64
"""The deepest a token's JSON nests (the exact parser's default limit)."""
_COUNT = re.compile(r"(0|[1-9][0-9]{0,14})\Z")
_SEED = re.compile(r"(0|[1-9][0-9]{0,19})\Z")
Key = Union[bytes, str]
_MEMBERS: List[Tuple[str, str]] = [
    ("quiz", "string"), ("version", "string"), ("hash", "string"), ("seed", "string"), ("locale", "string"),
    ("answers", "object"), ("page", "count"), ("seq", "count"), ("elapsed_ms", "count"), ("question_ms", "object"),
    ("shown", "array"), ("started_at", "count"),
]


def write_token(quiz: str, version: str, hash_: str, state: SessionState, key: Optional[Key] = None) -> str:
    """The token of a state (members sorted; ``signature`` when a key is given)."""
    question_ms: Dict[str, JSONValue] = dict(state.question_ms)
    shown: List[JSONValue] = list(state.shown)
    members: Dict[str, JSONValue] = {
        "format": TOKEN_FORMAT, "quiz": quiz, "version": version, "hash": hash_, "seed": str(state.seed),
        "locale": state.locale, "answers": dict(state.answers), "page": state.page, "seq": state.seq,
        "elapsed_ms": state.elapsed_ms, "question_ms": question_ms, "remaining_ms": state.remaining_ms,
        "shown": shown, "started_at": state.started_at,
    }
    unsigned = write_json(members, sort_keys=True)
    if key is None:
        return unsigned
    members["signature"] = f"hmac-sha256:{hmac_sha256_hex(key, unsigned)}"
    return write_json(members, sort_keys=True)


def _is_count(value: JSONValue) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and _COUNT.match(str(value)) is not None


def _member_ok(value: JSONValue, kind: str) -> bool:
    if kind == "string":
        return isinstance(value, str)
    if kind == "count":
        return _is_count(value)
    if kind == "object":
        return isinstance(value, dict)
    return isinstance(value, list)


def _read_json(token: str) -> Union[JSONValue, SessionError]:
    """The token's JSON value: read by the C scanner when that provably gives what the exact
    parser gives (valid UTF-8, an object, limits and duplicate names checked: see
    :func:`scan_object`), else by the exact parser, which reports the failure."""
    try:
        data = token.encode("utf-8")
        valid = True
    except UnicodeEncodeError:  # a lone surrogate: the exact parser names its byte
        data = token.encode("utf-8", "surrogatepass")
        valid = False
    if len(data) > MAX_TOKEN_BYTES:
        return SessionError("token-too-large", f"the token is {len(data)} bytes, more than {MAX_TOKEN_BYTES}")
    quick = scan_object(token) if valid else None
    if quick is not None and nested_within(quick, _MAX_DEPTH - 1):
        return quick
    try:
        return parse_json(data, max_depth=_MAX_DEPTH)
    except JSONFailure as failure:
        return SessionError("token-damaged", f"the token is not JSON: {failure.description}")


def _parse(token: str, key: Optional[Key]) -> Union[Dict[str, JSONValue], SessionError]:
    root = _read_json(token)
    if isinstance(root, SessionError):
        return root
    if not isinstance(root, dict):
        return SessionError("token-damaged", "the token is not a JSON object")
    fmt = root.get("format")
    if not isinstance(fmt, str):
        return SessionError("token-damaged", 'the token has no "format" string')
    if fmt != TOKEN_FORMAT:
        return SessionError("token-format", f"the token's format is {quote(fmt)}; this runtime reads {TOKEN_FORMAT}")
    signature = root.get("signature")
    if key is None and "signature" not in root:
        return root
    if key is None:
        return SessionError("token-signature", "the token is signed; resume it with the key it was signed with")
    if not isinstance(signature, str):
        return SessionError("token-signature", "the token is not signed; a key was given")
    unsigned = write_json({name: value for name, value in root.items() if name != "signature"}, sort_keys=True)
    if signature != f"hmac-sha256:{hmac_sha256_hex(key, unsigned)}":
        return SessionError("token-signature", "the token's signature does not match its content under this key")
    return root


@dataclass
class ReadToken:
    """A token read against a bundle: the state to resume and the presentation order for its
    seed (which the session's pages are cut from); for a token saved on an earlier release the
    bundle lists, the migration and the answers it dropped."""
    state: SessionState
    order: List[PresentedQuestion]
    migration: Optional[Migration] = None
    dropped: List[Dropped] = field(default_factory=list)


def read_token(scorer: Scorer, token: str, key: Optional[Key] = None) -> Union[ReadToken, SessionError]:
    """Reads a token against the bundle of ``scorer``: the state to resume, or the refusal."""
    root = _parse(token, key)
    if isinstance(root, SessionError):
        return root
    for name, kind in _MEMBERS:
        if not _member_ok(root.get(name), kind):
            return SessionError("token-damaged", f'the token\'s "{name}" is missing or not a {kind}')
    remaining = root.get("remaining_ms")
    if remaining is not None and not _is_count(remaining):
        return SessionError("token-damaged", 'the token\'s "remaining_ms" is missing or not a count or null')
    bundle = scorer.bundle
    if root["quiz"] != bundle.quiz:
        return SessionError("token-foreign-quiz", f"the token is of the quiz {quote(str(root['quiz']))}, not {quote(bundle.quiz)}")
    own = bundle.recorded_hash or ""
    if root["hash"] == own:
        return _read_state(scorer, root)
    migration = next((each for each in bundle.migrations if each.hash == root["hash"]), None)
    if migration is not None:
        return _read_migrated(scorer, root, migration)
    return SessionError(
            "token-bundle-changed",
            f"the token was saved on the bundle {root['hash']} (version {root['version']}), not on this one ({own}); "
            "start a new session, or build this bundle with quizc build --earlier and a folder holding that release to resume it")


def _read_migrated(scorer: Scorer, root: Dict[str, JSONValue], migration: Migration) -> Union[ReadToken, SessionError]:
    """A token saved on an earlier release the bundle lists: its state after the migration."""
    bundle = scorer.bundle
    seed_text = str(root["seed"])
    if _SEED.match(seed_text) is None or int(seed_text) >= 1 << 64:
        return SessionError("token-damaged", 'the token\'s "seed" is not a decimal from 0 to 2^64 − 1')
    answers = root["answers"]
    assert isinstance(answers, dict)
    for key in answers:
        if key in migration.refusals:
            return SessionError(
                "token-answer-changed-meaning",
                f"the token answers {quote(key)}, whose answer changes meaning since version {migration.version}: "
                f"{migration.refusals[key]}; start a new session", key)
    kept, dropped = dropping(answers, migration)
    kept = drop_hidden(scorer, kept, dropped)
    seed = int(seed_text)
    order = presentation_order(bundle, seed)
    presented = {bundle.questions[each.question].key for each in order}
    seen = _seen(scorer, kept, presented)
    if isinstance(seen, SessionError):
        return seen
    times = root["question_ms"]
    assert isinstance(times, dict)
    question_ms = {key: int(str(value)) for key, value in times.items() if key in presented and _is_count(value)}
    state = SessionState(
        seed=seed, locale=lookup_locale(bundle, [str(root["locale"])]), answers=kept, seq=int(str(root["seq"])),
        elapsed_ms=int(str(root["elapsed_ms"])), question_ms=question_ms, started_at=int(str(root["started_at"])))
    return ReadToken(state, order, migration, dropped)


def _seen(scorer: Scorer, answers: Dict[str, JSONValue], presented: Set[str]) -> Union[Visibility, SessionError]:
    """What a token's answers show, or the refusal: an answer to a question the session does
    not present, or answers the scorer refuses."""
    for key in answers:
        if key not in presented:
            return SessionError("token-answer", f"the token answers {quote(key)}, which this session does not present", key)
    seen = scorer.visibility_value(dict(answers))
    if not isinstance(seen, Visibility):
        return SessionError("token-answer", f"the token's answers are refused: {seen.message}", seen.key)
    return seen


def _read_state(scorer: Scorer, root: Dict[str, JSONValue]) -> Union[ReadToken, SessionError]:
    bundle = scorer.bundle
    seed_text = str(root["seed"])
    if _SEED.match(seed_text) is None or int(seed_text) >= 1 << 64:
        return SessionError("token-damaged", 'the token\'s "seed" is not a decimal from 0 to 2^64 − 1')
    locale = str(root["locale"])
    if locale not in bundle.locale_tags:
        return SessionError("token-damaged", f"the token's locale {quote(locale)} is not a locale of the bundle")
    seed = int(seed_text)
    order = presentation_order(bundle, seed)
    size = bundle.presentation.page_size
    page = root["page"]
    assert isinstance(page, int)
    if page >= -(-len(order) // size):
        return SessionError("token-damaged", f"the token's page {page} is not a page of this presentation")
    presented = {bundle.questions[each.question].key for each in order}
    answers = root["answers"]
    assert isinstance(answers, dict)
    seen = _seen(scorer, answers, presented)
    if isinstance(seen, SessionError):
        return seen
    if seen.discard:
        hidden = next(question for question in bundle.questions if question.id == seen.discard[0])
        return SessionError("token-answer", f"the token answers {quote(hidden.key)}, which its answers hide", hidden.key)
    state = _read_times(scorer, root, seed, page, presented, order[page * size:(page + 1) * size])
    return state if isinstance(state, SessionError) else ReadToken(state, order)


def _read_times(scorer: Scorer, root: Dict[str, JSONValue], seed: int, page: int, presented: set[str],
                on_page: List[PresentedQuestion]) -> Union[SessionState, SessionError]:
    bundle = scorer.bundle
    question_ms: Dict[str, int] = {}
    times = root["question_ms"]
    assert isinstance(times, dict)
    for key, value in times.items():
        if key not in presented or not _is_count(value):
            return SessionError("token-damaged", f"the token's \"question_ms\" has {quote(key)}, not a presented question's count", key)
        assert isinstance(value, int)
        question_ms[key] = value
    page_keys = {bundle.questions[each.question].key for each in on_page}
    shown = root["shown"]
    assert isinstance(shown, list)
    for item in shown:
        if not isinstance(item, str) or item not in page_keys:
            return SessionError("token-damaged", 'the token\'s "shown" lists a question that is not on its page')
    remaining = root.get("remaining_ms")
    timed = bundle.presentation.time_limit is not None
    if (remaining is None) == timed:
        need = "a count: the quiz has a time limit" if timed else "null: the quiz has no time limit"
        return SessionError("token-damaged", f'the token\'s "remaining_ms" must be {need}')
    answers = root["answers"]
    assert isinstance(answers, dict)
    return SessionState(
        seed=seed, locale=str(root["locale"]), page=page, answers=dict(answers), seq=int(str(root["seq"])),
        elapsed_ms=int(str(root["elapsed_ms"])), question_ms=question_ms,
        remaining_ms=None if remaining is None else int(str(remaining)), shown=[str(item) for item in shown],
        started_at=int(str(root["started_at"])))
