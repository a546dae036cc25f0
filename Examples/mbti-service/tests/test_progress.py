"""The progress endpoints over real HTTP: sessions kept in SQLite across requests and across a
killed and restarted process, tokens checked by the runtime (signed with the service's key
when it has one), refused requests that leave the stored token as it was, events and the funnel."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

import pytest

import server  # on the path by conftest.py
from conftest import serving
from progress_api import ProgressService
from progress_store import FUNNEL_SQL, ProgressStore

import quizruntime

HERE = Path(__file__).absolute().parent


def call(base_url: str, method: str, path: str, payload: Any = None) -> Tuple[int, Any]:
    body = None if payload is None else payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    req = urllib.request.Request(base_url + path, data=body, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.fixture()
def store(tmp_path: Path) -> ProgressStore:
    return ProgressStore(tmp_path / "progress.db")


@pytest.fixture()
def url(service: server.QuizService, store: ProgressStore) -> Iterator[str]:
    yield from serving(service, ProgressService(service.scorer, store))


@pytest.fixture()
def signing_url(service: server.QuizService, tmp_path: Path) -> Iterator[str]:
    yield from serving(service, ProgressService(service.scorer, ProgressStore(tmp_path / "signed.db"), b"service secret"))


def value_for(key: str) -> int:
    """The answer every test gives the question keyed `key` (1 to 5, varied by the text)."""
    return 1 + sum(key.encode()) % 5


def page_actions(shown: List[str], last: bool) -> List[Dict[str, Any]]:
    """Answers every shown question, then moves on (finishes on the last page)."""
    return [{"do": "answer", "key": key, "value": value_for(key)} for key in shown] + [{"do": "finish" if last else "next"}]


def uninterrupted_history(service: server.QuizService, seed: int) -> Dict[str, Any]:
    """The history record of the same session taken in one go by the runtime, in process."""
    session = quizruntime.start_session(service.scorer, seed=seed, clock=lambda: 0)
    while not session.ended:
        for presented in session.questions():
            key = service.scorer.bundle.questions[presented.question].key
            assert session.answer(key, value_for(key)) is None
        if session.next() is not None:
            assert session.finish() is None
    return dict(json.loads(str(session.history())))


def test_actions_page_by_page_keep_the_session_and_finish_with_the_uninterrupted_result(url: str, service: server.QuizService) -> None:
    status, view = call(url, "POST", "/progress", {"user_id": "u-1", "actions": [], "start": {"seed": "7"}})
    assert status == 200, view
    assert (view["page"], view["pages"], view["ended"]) == (0, 4, False)
    assert view["progress"] == {"answered": 0, "least": 24, "most": 24, "exact": True}
    while not view["ended"]:
        last = view["page"] == view["pages"] - 1
        status, view = call(url, "POST", "/progress", {"user_id": "u-1", "actions": page_actions(view["shown"], last)})
        assert status == 200, view
        if not view["ended"]:
            assert call(url, "GET", "/progress?user_id=u-1") == (200, view)
    assert view["token"] is None
    record, whole = json.loads(view["history"]), uninterrupted_history(service, 7)
    assert (record["result"], record["answers"], record["seed"]) == (whole["result"], whole["answers"], "7")
    assert call(url, "POST", "/progress", {"user_id": "u-1", "actions": []})[1]["error"]["code"] == "session-ended"
    status, again = call(url, "POST", "/progress", {"user_id": "u-1", "actions": [], "start": {}})
    assert (status, again["page"], again["progress"]["answered"]) == (200, 0, 0)


def test_refused_requests_leave_the_stored_token_as_it_was(url: str, service: server.QuizService) -> None:
    status, view = call(url, "POST", "/progress", {"user_id": "u-2", "actions": [], "start": {"seed": "3"}})
    first = view["shown"][0]
    status, view = call(url, "POST", "/progress", {"user_id": "u-2", "actions": [{"do": "answer", "key": first, "value": 2}]})
    assert status == 200
    stored = view["token"]
    refusals: List[Tuple[Any, int, str]] = [
        ({"user_id": "u-2", "actions": [{"do": "answer", "key": first, "value": 4}, {"do": "answer", "key": first, "value": 9}]},
         400, "unknown-option"),
        ({"user_id": "u-2", "actions": [{"do": "answer", "key": first, "value": 5}, {"do": "next"}]}, 409, "missing-answer"),
        ({"user_id": "u-2", "actions": [{"do": "back"}]}, 409, "first-page"),
        ({"user_id": "u-2", "actions": [{"do": "answer", "key": "no such question", "value": 1}]}, 409, "not-on-page"),
        ({"user_id": "u-2", "actions": [{"do": "jump"}]}, 400, "unknown-action"),
        ({"user_id": "u-2", "actions": [{"key": first}]}, 400, "wrong-type"),
        ({"user_id": "u-2", "actions": {}}, 400, "wrong-type"),
        ({"user_id": "u-2", "actions": [], "start": {"seed": "-1"}}, 400, "wrong-type"),
        ({"user_id": "u-2", "token": stored[:60]}, 400, "token-damaged"),
        ({"user_id": "u-2", "token": stored.replace("quiz-session/1", "quiz-session/9")}, 400, "token-format"),
        ({"user_id": "u-2", "token": stored.replace('"quiz":"mbti"', '"quiz":"animal"')}, 409, "token-foreign-quiz"),
        ({"user_id": "u-2", "token": stored.replace('"hash":"sha256:', '"hash":"sha256:0')}, 409, "token-bundle-changed"),
        ({"user_id": "u-2", "token": stored.replace('"answers":{', '"answers":{"extra":1,')}, 400, "token-answer"),
        ({"user_id": "u-2", "token": 5}, 400, "wrong-type"),
        ({"user_id": "u-2", "token": stored, "actions": []}, 400, "missing-field"),
        ({"user_id": "u-2"}, 400, "missing-field"),
        ({"token": stored}, 400, "missing-field"),
        ({"user_id": "", "token": stored}, 400, "wrong-type"),
        ([], 400, "wrong-type"),
        (b'{"user_id": "u-2", "token": ', 400, "invalid-json"),
    ]
    for payload, code_status, code in refusals:
        status, answer = call(url, "POST", "/progress", payload)
        assert (status, answer["error"]["code"]) == (code_status, code), payload
        assert call(url, "GET", "/progress?user_id=u-2")[1]["token"] == stored, payload


def test_a_token_the_client_saved_is_stored_as_sent_and_an_older_save_is_refused(url: str, service: server.QuizService) -> None:
    session = quizruntime.start_session(service.scorer, seed=11, clock=lambda: 5)
    first = service.scorer.bundle.questions[session.questions()[0].question].key
    older = session.save()
    session.answer(first, 5)
    newer = session.save()
    assert isinstance(older, str) and isinstance(newer, str)
    status, view = call(url, "POST", "/progress", {"user_id": "u-3", "token": newer})
    assert (status, view["token"], view["progress"]["answered"]) == (200, newer, 1)
    status, error = call(url, "POST", "/progress", {"user_id": "u-3", "token": older})
    assert (status, error["error"]["code"]) == (409, "stale-progress")
    other = quizruntime.start_session(service.scorer, seed=12, clock=lambda: 5).save()
    assert call(url, "POST", "/progress", {"user_id": "u-3", "token": other})[1]["token"] == other


def test_with_a_key_the_service_signs_its_tokens_and_refuses_unsigned_ones(signing_url: str, service: server.QuizService) -> None:
    status, view = call(signing_url, "POST", "/progress", {"user_id": "u-4", "actions": [], "start": {"seed": "1"}})
    assert status == 200 and '"signature":"hmac-sha256:' in view["token"]
    assert isinstance(quizruntime.resume_session(service.scorer, view["token"], clock=lambda: 0, key=b"service secret"),
                      quizruntime.Session)
    unsigned = quizruntime.start_session(service.scorer, seed=1, clock=lambda: 0).save()
    status, error = call(signing_url, "POST", "/progress", {"user_id": "u-4", "token": unsigned})
    assert (status, error["error"]["code"]) == (403, "token-signature")
    assert call(signing_url, "GET", "/progress?user_id=u-4")[1]["token"] == view["token"]


def test_get_progress_refusals(url: str) -> None:
    assert call(url, "GET", "/progress")[1]["error"]["code"] == "missing-field"
    assert call(url, "GET", "/progress?user_id=")[1]["error"]["code"] == "wrong-type"
    assert call(url, "GET", "/progress?user_id=nobody") == (404, {"error": {"code": "no-progress", "key": "user_id",
                                                                          "message": "no progress is stored for the user 'nobody'"}})
    status, error = call(url, "DELETE", "/progress")
    assert (status, error["error"]["code"]) == (405, "method-not-allowed")


def test_without_a_store_the_progress_routes_are_not_found(base_url: str) -> None:
    for method, path in [("GET", "/progress?user_id=a"), ("POST", "/progress"), ("POST", "/events")]:
        status, error = call(base_url, method, path, b"{}" if method == "POST" else None)
        assert (status, error["error"]["code"]) == (404, "not-found")


def test_events_are_stored_and_counted_in_the_funnel(url: str, service: server.QuizService, store: ProgressStore) -> None:
    def events_until(page: int, finish: bool) -> List[Dict[str, Any]]:
        session = quizruntime.start_session(service.scorer, seed=0, clock=lambda: 0)
        while session.page < page or (finish and not session.ended):
            for presented in session.questions():
                key = service.scorer.bundle.questions[presented.question].key
                session.answer(key, value_for(key))
            if session.next() is not None:
                session.finish()
        return [json.loads(quizruntime.event_line(event)) for event in session.events]

    for user, page, finish in [("a", 0, False), ("b", 1, False), ("c", 2, False), ("d", 3, True), ("e", 3, True)]:
        status, answer = call(url, "POST", "/events", {"user_id": user, "events": events_until(page, finish)})
        assert status == 200 and answer["stored"] > 0
    assert store.funnel() == [("started", 5), ("page 2", 4), ("page 3", 3), ("page 4", 2), ("finished", 2)]
    good = events_until(0, False)[0]
    for bad in [dict(good, event="clicked"), dict(good, seq=-1), dict(good, hash="sha256:" + "0" * 64),
                dict(good, extra=1), {k: v for k, v in good.items() if k != "locale"}, "finished"]:
        status, error = call(url, "POST", "/events", {"user_id": "f", "events": [good, bad]})
        assert (status, error["error"]["code"]) == (400, "bad-event"), bad
        assert error["error"]["message"].startswith("event 1: ")
    assert call(url, "POST", "/events", {"user_id": "f"})[1]["error"]["code"] == "missing-field"
    assert store.funnel()[0] == ("started", 5)


def test_the_readme_shows_the_funnel_query() -> None:
    readme = (HERE.parent / "README.md").read_text(encoding="utf-8")
    assert "```sql\n" + FUNNEL_SQL + "```" in readme


def start_process(db: Path) -> Tuple["subprocess.Popen[bytes]", str]:
    process = subprocess.Popen([sys.executable, str(HERE.parent / "server.py"), "--port", "0", "--quiet", "--db", str(db)],
                               stderr=subprocess.PIPE)
    assert process.stderr is not None
    line = process.stderr.readline().decode()
    assert "serving" in line, line + process.stderr.read().decode()
    match = re.search(r"http://\S+:\d+", line)
    assert match is not None
    return process, match.group(0)


def test_a_killed_and_restarted_service_resumes_from_the_stored_progress(tmp_path: Path, service: server.QuizService) -> None:
    db = tmp_path / "progress.db"
    process, url = start_process(db)
    try:
        status, view = call(url, "POST", "/progress", {"user_id": "k", "actions": [], "start": {"seed": "99"}})
        status, view = call(url, "POST", "/progress", {"user_id": "k", "actions": page_actions(view["shown"], False)})
        assert (status, view["page"]) == (200, 1)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    process, url = start_process(db)
    try:
        status, resumed = call(url, "GET", "/progress?user_id=k")
        assert (status, resumed) == (200, view)
        while not resumed["ended"]:
            last = resumed["page"] == resumed["pages"] - 1
            status, resumed = call(url, "POST", "/progress", {"user_id": "k", "actions": page_actions(resumed["shown"], last)})
            assert status == 200, resumed
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait()
    record, whole = json.loads(resumed["history"]), uninterrupted_history(service, 99)
    assert (record["result"], record["answers"]) == (whole["result"], whole["answers"])
    assert ProgressStore(db).funnel() == [("started", 1), ("page 2", 1), ("page 3", 1), ("page 4", 1), ("finished", 1)]
