"""Sessions (docs/runtime.md, "Sessions"): pages in the presentation order, only shown
questions, answers a change hides dropped, progress bounds that contain what is really
answered, time limits, tokens (saving and resuming at every step of random scripts on every
conformance bundle continues exactly; bad tokens refused by code), events and history."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

import pytest
from conftest import REPO

from quizruntime import (
    MAX_PROGRESS_SCENARIOS, MAX_TOKEN_BYTES, Progress, Scorer, Session, SessionError, SplitMix64, event_line,
    load_bundle, presentation_order, resume_session, result_line, start_session,
)
from quizruntime._session_progress import alternatives

BUNDLES = REPO / "Tests" / "Conformance" / "bundles"
NAMES = sorted(path.name for path in BUNDLES.glob("*.json"))
# The property below also runs on the shipped quizzes' bundles, named from the suite's folder.
SHIPPED = ["../../QuizCompilerTests/Golden/bundles/" + path.name
           for path in sorted((BUNDLES / "../../QuizCompilerTests/Golden/bundles").glob("*.json"))
           if path.name != "index.json"]


def scorer_of(name: str, edit: Optional[Callable[[Dict[str, Any]], None]] = None) -> Scorer:
    root = json.loads((BUNDLES / name).read_text(encoding="utf-8"))
    if edit is not None:
        edit(root)
    return Scorer(load_bundle(json.dumps(root).encode("utf-8"), verify_hash=False))


def zero() -> int:
    return 0


def key_of(session: Session, index: int) -> str:
    return session.scorer.bundle.questions[session.questions()[index].question].key


def test_pages_follow_the_presentation_order() -> None:
    scorer = scorer_of("mbti.json")
    session = start_session(scorer, seed=42, clock=zero)
    seen: List[str] = []
    while True:
        page = session.questions()
        assert len(page) <= scorer.bundle.presentation.page_size
        seen += [presented.id for presented in page]
        for presented in page:
            assert session.answer(scorer.bundle.questions[presented.question].key, 3) is None
        if session.next() is not None:
            break
    assert seen == [presented.id for presented in presentation_order(scorer.bundle, 42)]
    assert session.finish() is None


def test_a_changed_answer_drops_the_answers_it_hides() -> None:
    session = start_session(scorer_of("branching.json"), seed=1, clock=zero)
    assert session.answer("goal", "lose") is None
    assert session.answer("target_loss", "lot") is None
    assert session.answer("target_weeks", 8) is None
    assert session.answer("goal", "muscle") is None
    assert list(session.answers) == ["goal"]


def code(step: object) -> str:
    return step.code if isinstance(step, SessionError) else getattr(step, "code", "ok")


def test_refusals_carry_stable_codes() -> None:
    session = start_session(scorer_of("mbti.json"), seed=3, clock=zero)
    assert code(session.answer("nope", "x")) == "not-on-page"
    assert code(session.answer(key_of(session, 0), "agree")) == "wrong-type"
    assert code(session.next()) == "missing-answer"
    assert code(session.back()) == "first-page"
    assert code(session.finish()) == "pages-left"


def test_without_conditions_the_bounds_are_equal() -> None:
    session = start_session(scorer_of("animal.json"), seed=9, clock=zero)
    total = len(session.questions())
    assert session.progress() == Progress(0, total, total, True)
    question = session.scorer.bundle.questions[session.questions()[0].question]
    session.answer(question.key, alternatives(question, False)[0])
    assert session.progress() == Progress(1, total - 1, total - 1, True)


def test_past_the_scenario_bound_the_bounds_are_the_fallback() -> None:
    def edit(root: Dict[str, Any]) -> None:
        options = [dict(option, id="ab"[index]) for index, option in enumerate(root["questions"][1]["options"][:2])]
        many = [dict(root["questions"][1], id=f"m{i}", key=f"m{i}", required=False, min=0, max=2, options=options) for i in range(13)]
        last = dict(root["questions"][4], id="last", key="last", when={"any": [{"question": q["id"], "includes": "a"} for q in many]})
        root["questions"] = many + [last]
        root["presentation"]["page_size"] = 14
        root["examples"] = []
        del root["locales"]
    assert 4 ** 13 > MAX_PROGRESS_SCENARIOS
    assert start_session(scorer_of("branching.json", edit), seed=0, clock=zero).progress() == Progress(0, 13, 14, False)


class Clock:
    def __init__(self, now: int) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now


def step(session: Session, random: SplitMix64, clock: Clock) -> None:
    """One random step, as runtimes/js/test/session-token.test.js takes it."""
    shown = session.questions()
    roll = random.uniform(10)
    if roll < 5 and shown:
        question = session.scorer.bundle.questions[shown[random.uniform(len(shown))].question]
        choices = alternatives(question, not question.required)
        session.answer(question.key, choices[random.uniform(len(choices))])
    elif roll < 7:
        if session.next() is not None:
            session.finish()
    elif roll < 8:
        session.back()
    else:
        clock.now += random.uniform(4000)
        session.tick()


def run(scorer: Scorer, seed: int, steps: int, save_at: int) -> Tuple[Session, Optional[Tuple[str, int, SplitMix64, int]]]:
    random, clock = SplitMix64(seed), Clock(1000)
    session = start_session(scorer, seed=random.next(), clock=clock)
    saved = None
    for index in range(steps):
        if session.ended:
            break
        step(session, random, clock)
        if index == save_at and not session.ended:
            at = len(session.events)
            token = session.save()
            if isinstance(token, str):
                copy = SplitMix64(0)
                copy.state = random.state
                saved = (token, at, copy, clock.now)
    return session, saved


@pytest.mark.parametrize("name", NAMES + SHIPPED)
def test_saving_and_resuming_at_every_step_continues_exactly(name: str) -> None:
    scorer = scorer_of(name)
    for seed in (1, 2):
        steps = 40
        for save_at in range(steps):
            whole, saved = run(scorer, seed * 1000 + len(name), steps, save_at)
            if saved is None:
                break
            token, at, random, now = saved
            clock = Clock(now)
            resumed = resume_session(scorer, token, clock=clock)
            assert isinstance(resumed, Session), resumed
            for _ in range(save_at + 1, steps):
                if resumed.ended:
                    break
                step(resumed, random, clock)
            assert dict(resumed.events[0], event="saved") == whole.events[at]
            assert [event_line(e) for e in resumed.events[1:]] == [event_line(e) for e in whole.events[at + 1:]]
            assert (resumed.result and result_line(resumed.result)) == (whole.result and result_line(whole.result))
            assert resumed.history() == whole.history()


def test_the_token_is_canonical_json_byte_for_byte_as_in_javascript() -> None:
    scorer = scorer_of("branching.json")
    session = start_session(scorer, seed=5, locale="en-GB", clock=lambda: 7)
    session.answer("goal", "lose")
    token = session.save()
    assert token == (
        '{"answers":{"goal":"lose"},"elapsed_ms":0,"format":"quiz-session/1","hash":' + json.dumps(scorer.bundle.recorded_hash) + ','
        '"locale":"en","page":0,"question_ms":{},"quiz":"branching","remaining_ms":null,"seed":"5","seq":10,'
        '"shown":["goal","equipment","motivation","effort","injuries","target_loss","pace","no_injury_answer"],"started_at":7,"version":"1.0.0"}')


def test_bad_tokens_are_refused_with_stable_codes() -> None:
    scorer = scorer_of("branching.json")
    session = start_session(scorer, seed=5, clock=zero)
    session.answer("goal", "lose")
    token = session.save()
    assert isinstance(token, str)

    def resumed(text: str, key: Optional[str] = None) -> str:
        outcome = resume_session(scorer, text, clock=zero, key=key)
        return "ok" if isinstance(outcome, Session) else outcome.code

    assert resumed(token) == "ok"
    assert resumed(token[:40]) == "token-damaged"
    assert resumed("[]") == "token-damaged"
    assert resumed(" " * MAX_TOKEN_BYTES + token) == "token-too-large"
    assert resumed(token.replace("quiz-session/1", "quiz-session/2")) == "token-format"
    assert resumed(token.replace('"quiz":"branching"', '"quiz":"mbti"')) == "token-foreign-quiz"
    assert resumed(token.replace('"hash":"sha256:', '"hash":"sha256:0')) == "token-bundle-changed"
    assert resumed(token.replace('"goal":"lose"', '"goal":"fly"')) == "token-answer"
    assert resumed(token.replace('"goal":"lose"', '"goal":"lose","sport":"run"')) == "token-answer"
    assert resumed(token.replace('"page":0', '"page":-1')) == "token-damaged"
    signed = start_session(scorer, seed=5, clock=zero).save(key="secret")
    assert isinstance(signed, str)
    assert resumed(signed, "secret") == "ok"
    assert resumed(signed, "other") == "token-signature"
    assert resumed(signed) == "token-signature"
    assert resumed(token, "secret") == "token-signature"


def test_a_page_that_runs_out_of_time_moves_on() -> None:
    def edit(root: Dict[str, Any]) -> None:
        root["presentation"]["time_limit"] = 2
        for question in root["questions"]:
            question["required"] = False
    scorer = scorer_of("mbti.json", edit)
    clock = Clock(0)
    session = start_session(scorer, seed=1, clock=clock)
    first = [scorer.bundle.questions[p.question].key for p in session.questions()]
    session.answer(first[0], 3)
    clock.now = 6 * 2000 + 500
    session.tick()
    assert session.page == 1 and session.remaining_ms == 6 * 2000 - 500
    assert [e["key"] for e in session.events if e["event"] == "question_timed_out"] == first[1:]
    assert session.question_ms[first[0]] == 12000 and session.elapsed_ms == 12500
    assert code(session.back()) == "timed-no-back"
    clock.now += 4 * 12000
    session.tick()
    assert session.ended and session.result is not None
    assert result_line(session.result) == result_line(scorer.score({first[0]: 3}))


def test_tokens_events_and_history_follow_their_schemas() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    scorer = scorer_of("animal.json")
    clock = Clock(100)
    session = start_session(scorer, seed=2, clock=clock)
    token = session.save(key="k")
    for presented in session.questions():
        question = scorer.bundle.questions[presented.question]
        clock.now += 10
        session.answer(question.key, alternatives(question, False)[0])
    assert session.history() is None
    assert session.finish() is None
    schemas = REPO / "schemas"
    jsonschema.validate(json.loads(str(token)), json.loads((schemas / "session-token.schema.json").read_text()))
    for event in session.events:
        jsonschema.validate(json.loads(event_line(event)), json.loads((schemas / "session-events.schema.json").read_text()))
    record = json.loads(str(session.history()))
    jsonschema.validate(record, json.loads((schemas / "session-history.schema.json").read_text()))
    assert sorted(record) == ["answers", "duration_ms", "finished_at", "format", "hash", "locale", "question_ms", "quiz",
                              "result", "seed", "started_at", "version"]
    assert record["format"] == "quiz-history/1"
    assert record["duration_ms"] == 90 and record["finished_at"] - record["started_at"] == 90


def test_every_event_and_token_of_the_session_scripts_follows_its_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schemas = REPO / "schemas"
    events_schema = json.loads((schemas / "session-events.schema.json").read_text(encoding="utf-8"))
    token_schema = json.loads((schemas / "session-token.schema.json").read_text(encoding="utf-8"))
    suite = json.loads((REPO / "Tests" / "Conformance" / "required" / "sessions.json").read_text(encoding="utf-8"))
    seen = set()
    for case in suite["cases"]:
        for text in case["output"]:
            line = json.loads(text)
            for event in line["events"]:
                jsonschema.validate(event, events_schema)
                seen.add(event["event"])
            if "token" in line:
                jsonschema.validate(json.loads(line["token"]), token_schema)
    assert seen == {"session_started", "question_shown", "answered", "answer_changed", "question_timed_out",
                    "page_changed", "saved", "resumed", "finished", "abandoned"}
