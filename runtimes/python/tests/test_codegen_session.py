"""The typed session ``quizc generate python`` writes (docs/codegen.md, "Sessions") over
``quizruntime.Session``: typed answers given page by page end in the typed result that
``score`` gives for the same answers, a saved token resumes to the same result, and a runtime
session on another bundle is refused. mypy --strict checks this file against the generated
modules (pyproject's mypy_path)."""

from __future__ import annotations

import random
import typing

import pytest

import quizruntime
from conftest import golden_bytes
from test_codegen import QUIZZES, _module, random_answers

import animal
import fitcircle_persona


class Clock:
    """A fake clock: every reading is one second after the last."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        self.now += 1000
        return self.now


def _answer_page(session: typing.Any, answers: typing.Any, module: typing.Any, given: dict[str, object]) -> None:
    """Answers the questions of the session's page that ``answers`` answers (those an answer
    shows too), with the session's typed method for each, and records them in ``given``."""
    done: set[object] = set()
    while (question := next((shown for shown in session.page if shown not in done), None)) is not None:
        done.add(question)  # an answer can show another question of the page
        assert isinstance(question, module.Question)
        field = module.ANSWER_FIELD[question]
        value = getattr(answers, field)
        if value is not None and getattr(session, f"answer_{field}")(value) is None:
            given[field] = value


def _run(session: typing.Any, answers: typing.Any, module: typing.Any, given: dict[str, object]) -> object:
    """Answers every page, then finishes: the typed result, or the refusal that stopped it."""
    while True:
        _answer_page(session, answers, module, given)
        moved = session.next()
        if moved is None:
            continue
        if moved.code != "last-page":
            return moved
        return session.finish()


@pytest.mark.parametrize("quiz", QUIZZES)
def test_a_typed_session_ends_in_the_typed_score_of_its_answers(quiz: str) -> None:
    module = _module(quiz)
    loaded = module.__dict__[module.__name__.title().replace("_", "")](golden_bytes(quiz))
    rng = random.Random(f"codegen session {quiz}")
    rounds = 3 if quiz == "big-five" else 30  # big-five's 60 questions take seconds a session
    finished = 0
    for seed in range(rounds):
        answers = random_answers(module, loaded, rng)
        given: dict[str, object] = {}
        result = _run(loaded.start(seed=seed, clock=Clock()), answers, module, given)
        if isinstance(result, (quizruntime.SessionError, quizruntime.AnswerError)):
            continue
        finished += 1
        assert isinstance(result, module.Result)
        assert result == loaded.score(module.Answers(**given))
    assert finished >= rounds // 3, f"only {finished} of {rounds} sessions finished"


def _persona_answers() -> fitcircle_persona.Answers:
    persona = fitcircle_persona
    return persona.Answers(
        primary_goal=persona.PrimaryGoal.LOSE_WEIGHT, motivation_style=persona.MotivationStyle.DATA,
        fitness_level=persona.FitnessLevel.BEGINNER, time_commitment=persona.TimeCommitment.UNDER_30,
        target_loss=persona.TargetLoss.OVER_10KG,
    )


def test_a_saved_token_resumes_to_the_same_typed_result() -> None:
    persona = fitcircle_persona
    quiz = persona.FitcirclePersona(golden_bytes("fitcircle-persona"))
    answers = _persona_answers()
    session = quiz.start(seed=7, clock=Clock(), locale="en")
    assert session.page and all(isinstance(question, persona.Question) for question in session.page)
    given: dict[str, object] = {}
    _answer_page(session, answers, persona, given)
    token = session.save(key="secret")
    assert isinstance(token, str)
    assert session.events[-1]["event"] == "saved"
    resumed = quiz.resume(token, clock=Clock(), key="secret")
    assert isinstance(resumed, persona.Session)
    assert resumed.page == session.page and resumed.runtime.resume_outcome is not None
    uninterrupted = _run(session, answers, persona, dict(given))
    result = _run(resumed, answers, persona, given)
    assert isinstance(result, persona.Result)
    assert result == uninterrupted == quiz.score(answers)
    assert result.outcome is persona.Outcome.MIKE
    assert resumed.history() is not None and resumed.progress().answered == len(given)
    refused = quiz.resume(token, clock=Clock())
    assert isinstance(refused, quizruntime.SessionError) and refused.code == "token-signature"


def test_a_typed_answer_is_checked_by_the_runtime_and_none_clears_it() -> None:
    persona = fitcircle_persona
    quiz = persona.FitcirclePersona(golden_bytes("fitcircle-persona"))
    session = quiz.start(seed=1, clock=Clock())
    hidden = session.answer_target_loss(persona.TargetLoss.OVER_10KG)
    assert hidden is not None and hidden.code == "not-on-page"
    first = session.page[0]
    field = persona.ANSWER_FIELD[first]
    assert first is persona.Question.PRIMARY_GOAL and field == "primary_goal"
    assert session.answer_primary_goal(persona.PrimaryGoal.LOSE_WEIGHT) is None
    assert session.runtime.answers["primaryGoal"] == "lose_weight"
    assert session.answer_primary_goal(None) is None
    assert "primaryGoal" not in session.runtime.answers
    assert [event["event"] for event in session.events][-2:] == ["answered", "answer_changed"]


def test_a_runtime_session_on_another_bundle_is_refused() -> None:
    quiz = fitcircle_persona.FitcirclePersona(golden_bytes("fitcircle-persona"))
    other = animal.Animal(golden_bytes("animal"))
    with pytest.raises(fitcircle_persona.BundleMismatchError):
        fitcircle_persona.Session(quiz, quizruntime.start_session(other.scorer, seed=0, clock=Clock()))
