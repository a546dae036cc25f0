"""The code ``quizc generate python`` writes (recorded in Tests/QuizCompilerTests/Golden/
codegen/python) over this runtime: the bundle hash check, typed answers → runtime → typed
result agreeing with the runtime on random answer sets and, when ``QUIZC`` names a quizc
binary, with ``quizc score``; the MBTI text keys behind typed names (docs/codegen.md).
mypy --strict checks this file against the generated modules (pyproject's mypy_path)."""

from __future__ import annotations

import enum
import importlib
import json
import os
import random
import subprocess
import sys
import types
import typing

import pytest

import quizruntime
from conftest import GOLDEN, REPO, golden_bytes

GENERATED = REPO / "Tests" / "QuizCompilerTests" / "Golden" / "codegen" / "python"
if str(GENERATED) not in sys.path:
    sys.path.insert(0, str(GENERATED))

import big_five  # noqa: E402
import fitcircle_persona  # noqa: E402
import mbti  # noqa: E402

QUIZZES = ["animal", "big-five", "color", "fitcircle-persona", "mbti"]
ROUNDS = int(os.environ.get("QUIZ_CODEGEN_ROUNDS", "300"))
QUIZC = os.environ.get("QUIZC")


def _module(quiz: str) -> types.ModuleType:
    return importlib.import_module(quiz.replace("-", "_"))


def _answer(hint: object, question: quizruntime.Question, rng: random.Random) -> object:
    """A random answer of the field's type (``hint``, without ``Optional``)."""
    args = typing.get_args(hint)
    ids = [option.id for option in question.options if option.id is not None]
    if question.type == "scale":
        return rng.choice(list(args))
    if question.type == "single":
        options = typing.cast(typing.Type[enum.Enum], hint)
        return options(rng.choice(ids))
    if question.type == "multiple":
        options = typing.cast(typing.Type[enum.Enum], args[0])
        low, high = question.min or 0, question.max or len(ids)
        count = rng.randint(0, len(ids)) if rng.randrange(10) == 0 else rng.randint(low, high)
        return frozenset(options(id) for id in rng.sample(ids, count))
    anchors = typing.cast(typing.Type[enum.Enum], args[1])
    if rng.randrange(4) == 0:
        return anchors(rng.choice(ids))
    low, high = question.min or 0, question.max or 1
    return rng.randint(low - (1 if rng.randrange(10) == 0 else 0), high)


def random_answers(module: types.ModuleType, quiz: typing.Any, rng: random.Random) -> typing.Any:
    """Random typed answers: optional questions half the time, mostly within the bundle's
    counts and ranges, mostly without answers a branching quiz hides."""
    hints = typing.get_type_hints(module.Answers)
    fields: dict[str, object] = {}
    for question in quiz.bundle.questions:
        if (not question.required or question.condition is not None) and rng.randrange(2) == 0:
            continue
        field = module.ANSWER_FIELD[module.Question(question.key)]
        hint = hints[field]
        inner = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        if typing.get_origin(hint) is typing.Union and len(inner) == 1:
            hint = inner[0]
        fields[field] = _answer(hint, question, rng)
    if rng.randrange(5) != 0:
        for _ in quiz.bundle.questions:
            seen = quiz.visibility(fields)
            if isinstance(seen, quizruntime.AnswerError) or not seen.discard:
                break
            for key in seen.discard:
                fields.pop(module.ANSWER_FIELD[key], None)
    return module.Answers(**fields)


def _quizc_lines(quiz: str, wires: list[str]) -> list[str]:
    assert QUIZC
    run = subprocess.run(
        [QUIZC, "score", str(GOLDEN / f"{quiz}.json"), "-", "--lines"],
        input="\n".join(wires).encode() + b"\n", capture_output=True, check=False,
    )
    return run.stdout.decode().splitlines()


@pytest.mark.parametrize("quiz", QUIZZES)
def test_typed_round_trip_agrees_with_the_runtime_and_quizc(quiz: str) -> None:
    module = _module(quiz)
    loaded = module.__dict__[module.__name__.title().replace("_", "")](golden_bytes(quiz))
    rng = random.Random(f"codegen {quiz}")
    sets = [random_answers(module, loaded, rng) for _ in range(ROUNDS)]
    wires = [json.dumps(answers.to_wire(), ensure_ascii=False) for answers in sets]
    if QUIZC:
        lines = _quizc_lines(quiz, wires)
    else:
        lines = [loaded.scorer.score_json_line(wire)[0] for wire in wires]
    assert len(lines) == len(sets)
    scored = 0
    for index, answers in enumerate(sets):
        typed = loaded.score(answers)
        expected = json.loads(lines[index])
        if isinstance(typed, quizruntime.AnswerError):
            assert quizruntime.result_line(typed) == lines[index], wires[index]
            assert loaded.validate(answers) == typed
            continue
        scored += 1
        assert loaded.validate(answers) is None
        if "outcome" in expected:
            assert typed.outcome == expected["outcome"] and isinstance(typed.outcome, module.Outcome)
            assert getattr(typed, "secondary", None) == expected.get("secondary")
        else:
            assert not hasattr(typed, "outcome")
        assert {trait.value: amount for trait, amount in typed.scores.items()} == expected["scores"], wires[index]
        assert list(typed.scores) == [module.Trait(trait) for trait in expected["scores"]]
        for score_id, value in json.loads(lines[index], parse_float=str).get("derived", {}).items():
            exact = typed.derived[module.DerivedScore(score_id)]
            assert (None if exact is None else exact.text) == value
        for position, result in enumerate(json.loads(lines[index], parse_float=str).get("results", [])):
            typed_result = getattr(typed.results, dataclass_field(typed.results, position))
            assert (None if typed_result.value is None else typed_result.value.text) == result["value"]
            assert typed_result.band == result["band"]
        if any(question.condition is not None for question in loaded.bundle.questions):
            seen = loaded.scorer.visibility_json(wires[index])
            assert not isinstance(seen, quizruntime.AnswerError)
            key_of = {question.id: question.key for question in loaded.bundle.questions}
            assert typed.visible == tuple(module.Question(key_of[id]) for id in seen.visible)
    assert scored > ROUNDS // 4, f"only {scored} of {ROUNDS} random answer sets scored"


def dataclass_field(value: object, position: int) -> str:
    """The name of the dataclass field at ``position``."""
    import dataclasses

    return dataclasses.fields(typing.cast(typing.Any, value))[position].name


def test_loading_another_bundle_fails_naming_both_hashes() -> None:
    with pytest.raises(fitcircle_persona.BundleMismatchError) as raised:
        fitcircle_persona.FitcirclePersona(golden_bytes("animal"))
    assert raised.value.expected == fitcircle_persona.BUNDLE_HASH
    assert str(raised.value) == (
        f"fitcircle_persona.py was generated for bundle {fitcircle_persona.BUNDLE_HASH}; "
        f"the bundle loaded is {quizruntime.load_bundle(golden_bytes('animal')).recorded_hash}; "
        "regenerate with `quizc generate python`"
    )


def test_persona_request_from_typed_answers() -> None:
    persona = fitcircle_persona
    quiz = persona.FitcirclePersona(golden_bytes("fitcircle-persona"))
    answers = persona.Answers(
        primary_goal=persona.PrimaryGoal.LOSE_WEIGHT, motivation_style=persona.MotivationStyle.DATA,
        fitness_level=persona.FitnessLevel.BEGINNER, time_commitment=persona.TimeCommitment.UNDER_30,
        target_loss=persona.TargetLoss.OVER_10KG,
    )
    assert answers.to_wire() == {
        "primaryGoal": "lose_weight", "motivationStyle": "data", "fitnessLevel": "beginner",
        "timeCommitment": "under-30", "targetLoss": "over_10kg",
    }
    result = quiz.score(answers)
    assert isinstance(result, persona.Result)
    assert result.outcome is persona.Outcome.MIKE and result.secondary is persona.Outcome.CASEY
    assert result.scores == {persona.Trait.CASEY: 3, persona.Trait.SARAH: 1, persona.Trait.MIKE: 8, persona.Trait.FIONA: 1}
    assert result.visible[-1] is persona.Question.TARGET_LOSS
    hidden = quiz.validate(persona.Answers(
        primary_goal=persona.PrimaryGoal.HAVE_FUN, motivation_style=persona.MotivationStyle.DATA,
        fitness_level=persona.FitnessLevel.BEGINNER, time_commitment=persona.TimeCommitment.UNDER_30,
        target_loss=persona.TargetLoss.OVER_10KG,
    ))
    assert hidden is not None and hidden.code == "hidden-answer"


def test_mbti_text_keys_behind_typed_names() -> None:
    assert mbti.Question.EI_1.value == "I feel recharged after an evening spent with a big group of people."
    assert mbti.ANSWER_FIELD[mbti.Question.EI_1] == "ei_1"
    quiz = mbti.Mbti(golden_bytes("mbti"))
    values: dict[str, typing.Literal[1, 2, 3, 4, 5]] = {field: 3 for field in mbti.ANSWER_FIELD.values()}
    result = quiz.score(mbti.Answers(**values))
    assert isinstance(result, mbti.Result) and result.outcome is mbti.Outcome.INFP


def test_profile_results_are_typed_by_result() -> None:
    quiz = big_five.BigFive(golden_bytes("big-five"))
    fields = {field: 3 for field in big_five.ANSWER_FIELD.values()}
    result = quiz.score(big_five.Answers(**fields))  # type: ignore[arg-type]
    assert isinstance(result, big_five.Result)
    assert result.results.neuroticism.band is big_five.NeuroticismBand.NEUTRAL
    neuroticism = result.derived[big_five.DerivedScore.NEUROTICISM_MEAN]
    assert neuroticism is not None and neuroticism.text == "3.00"


def _what_the_types_refuse() -> None:
    """Never called. mypy --strict must report an error on each marked line: its ignore
    comment would be unused otherwise, and strict mypy fails on an unused ignore."""
    persona = fitcircle_persona
    persona.Answers(  # type: ignore[call-arg]  # time_commitment, a required question, left out
        primary_goal=persona.PrimaryGoal.LOSE_WEIGHT, motivation_style=persona.MotivationStyle.DATA,
        fitness_level=persona.FitnessLevel.BEGINNER,
    )
    persona.Answers(
        primary_goal="lose-weight",  # type: ignore[arg-type]  # a plain string, not the option enum
        motivation_style=persona.MotivationStyle.DATA, fitness_level=persona.FitnessLevel.BEGINNER,
        time_commitment=persona.TimeCommitment.UNDER_30,
    )
    print(persona.Outcome.CASSIE)  # type: ignore[attr-defined]  # an outcome the quiz does not have
    print(persona.PrimaryGoal.LOSE_WEIGHT_FAST)  # type: ignore[attr-defined]  # a renamed option
    off_scale: mbti.Answers = mbti.Answers(ei_1=6)  # type: ignore[arg-type, call-arg]  # off the scale, rest missing
    print(off_scale, big_five.Result.outcome)  # type: ignore[attr-defined]  # big-five has no outcome
