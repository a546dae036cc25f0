"""The legacy MBTI backend's wire contract, on top of the Python quiz runtime.

Pure functions, no I/O: the HTTP layer (`server.py`) calls them. The contract:

- `GET /questions/` answers `[{"question": TEXT, "options": [{"value": V, "label": L}, ...]}, ...]`,
  questions and options in bundle order. `question` is the question's wire key, which is its
  text in a bundle built with `answer_key: text` — the legacy client shows it and sends it
  back as the answer's key, so it must be both.
- `POST /answers/` takes `{"user_id": ID, "answers": {TEXT: VALUE, ...}}` and answers
  `{"user_id": ID, "profile": OUTCOME, "scores": {TRAIT: INT, ...}}`.

A bad request gives a `RequestError` whose `body()` is `{"error": {"code", "message", "key"?}}`.
Errors in the answers are the runtime's own, byte for byte what `quizc score` prints for the
same answers object: the service hands the runtime the answers member's raw JSON text, so
number literals, duplicate names and escapes are judged by the runtime, not by Python's
`json` module.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Tuple

#: The members of a `POST /answers/` body the service reads; other members are ignored.
USER_ID = "user_id"
ANSWERS = "answers"


@dataclass
class RequestError(Exception):
    """A request the service refuses: an HTTP status and an error object."""

    status: int
    code: str
    message: str
    key: Optional[str] = None

    def body(self) -> bytes:
        """The JSON response body `{"error": {"code", "message", "key"?}}` (compact, UTF-8)."""
        error: Dict[str, Any] = {"code": self.code, "message": self.message}
        if self.key is not None:
            error["key"] = self.key
        return encode({"error": error})


def encode(value: Any) -> bytes:
    """Compact JSON, non-ASCII written as UTF-8 (the runtime's result lines are written the same way)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class UnsuitableBundle(Exception):
    """The bundle cannot be served under the legacy contract (the message says why)."""


def legacy_questions(bundle: Any) -> List[Dict[str, Any]]:
    """The `GET /questions/` payload for a loaded bundle (`quizruntime.QuizBundle`), or `UnsuitableBundle`.

    The legacy client renders every question as a rating scale, answers every question it
    was sent, and keys each answer by the text it displayed. So every question must be a
    `scale` whose wire key is its text, and the bundle must not draw a subset of questions.
    """
    if bundle.presentation.draw:
        raise UnsuitableBundle("the bundle draws a subset of its questions; the legacy client answers every question")
    payload = []
    for question in bundle.questions:
        if question.type != "scale":
            raise UnsuitableBundle(
                f'question "{question.id}" is a {question.type} question; the legacy client shows only rating scales')
        if question.key != question.text:
            raise UnsuitableBundle(
                f'question "{question.id}" is not keyed by its text; build the quiz with answer_key: text')
        options = [{"value": option.value, "label": option.label} for option in question.options]
        payload.append({"question": question.key, "options": options})
    return payload


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _reject_duplicates(pairs: List[Tuple[str, Any]]) -> Dict[str, Any]:
    result: Dict[str, Any] = {}
    for name, value in pairs:
        if name in result:
            raise ValueError(f'the member name "{name}" occurs twice')
        result[name] = value
    return result


_DECODER = json.JSONDecoder(parse_constant=_reject_constant, object_pairs_hook=_reject_duplicates)
#: A `\uD800`-`\uDFFF` escape, possibly a lone surrogate, which Python's `json` accepts but
#: the runtime does not (a text with one cannot be written as UTF-8). Matches some escaped
#: backslashes too; the runtime's verdict decides.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_WHITE = " \t\n\r"


def _skip_white(text: str, index: int) -> int:
    while index < len(text) and text[index] in _WHITE:
        index += 1
    return index


def raw_members(text: str) -> Dict[str, str]:
    """The raw JSON text of each member of the object `text` (which must be valid JSON)."""
    members: Dict[str, str] = {}
    index = _skip_white(text, 0) + 1  # after "{"
    while True:
        index = _skip_white(text, index)
        if text[index] == "}":
            return members
        name, index = _DECODER.raw_decode(text, index)
        index = _skip_white(text, index) + 1  # after ":"
        start = _skip_white(text, index)
        _, index = _DECODER.raw_decode(text, start)
        members[name] = text[start:index]
        index = _skip_white(text, index)
        if text[index] == ",":
            index += 1


def parse_answers_request(body: bytes, runtime_json_error: Callable[[bytes], Optional[Tuple[str, str]]]) -> Tuple[Any, str]:
    """Reads a `POST /answers/` body: the user id and the raw JSON text of the answers.

    `runtime_json_error(body)` returns the runtime's `(code, message)` for a body that is not
    JSON (so the message is the runtime's), or `None` when the runtime reads it as JSON.
    The body must be JSON the runtime reads: a lone surrogate escape (`"\\ud800"`), which
    Python's `json` accepts, is `invalid-json` here as in the runtime.
    Raises `RequestError` (status 400) for a body that is not JSON, not an object, or lacks
    a usable `user_id` or an `answers` member. The answers themselves are not checked here.
    """
    try:
        text = body.decode("utf-8")
        value = _DECODER.decode(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as problem:
        verdict = runtime_json_error(body)
        if verdict is not None:
            raise RequestError(400, verdict[0], verdict[1]) from None
        reason = "it nests too deeply" if isinstance(problem, RecursionError) else str(problem)
        raise RequestError(400, "invalid-json", f"the request body is not JSON the service accepts: {reason}") from None
    if _SURROGATE_ESCAPE.search(text):
        verdict = runtime_json_error(body)
        if verdict is not None:
            raise RequestError(400, verdict[0], verdict[1])
    if not isinstance(value, dict):
        raise RequestError(400, "wrong-type",
                           'the request body must be a JSON object {"user_id": ..., "answers": {question text: 1..5}}')
    if USER_ID not in value:
        raise RequestError(400, "missing-field", 'the request has no "user_id"', USER_ID)
    user_id = value[USER_ID]
    if isinstance(user_id, bool) or not isinstance(user_id, (str, int)) or user_id == "":
        raise RequestError(400, "wrong-type", '"user_id" must be a non-empty string or an integer', USER_ID)
    if ANSWERS not in value:
        raise RequestError(400, "missing-field", 'the request has no "answers"', ANSWERS)
    return user_id, raw_members(text)[ANSWERS]


def profile_response(user_id: Any, result_line: str) -> bytes:
    """The `POST /answers/` response body from the runtime's result line for the answers."""
    result = json.loads(result_line)
    return encode({"user_id": user_id, "profile": result["outcome"], "scores": result["scores"]})
