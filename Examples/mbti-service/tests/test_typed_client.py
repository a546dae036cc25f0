"""The typed client over the real service: typed names stand for exactly the question texts
the service keys answers by, and a typed request scores as the generated module scores it."""

from __future__ import annotations

import json
import random
import typing
import urllib.request

import server  # on the path by conftest.py
import typed_client
from typed_client import mbti


def test_typed_names_stand_for_the_served_question_texts(base_url: str) -> None:
    with urllib.request.urlopen(base_url + "/questions/", timeout=10) as response:
        served = [question["question"] for question in json.loads(response.read())]
    assert [question.value for question in mbti.Question] == served
    assert mbti.Question.EI_1.value == "I feel recharged after an evening spent with a big group of people."


def test_typed_request_scores_as_the_generated_module_does(base_url: str) -> None:
    quiz = mbti.Mbti(server.DEFAULT_BUNDLE.read_bytes())
    rng = random.Random(32)
    values: tuple[typing.Literal[1, 2, 3, 4, 5], ...] = (1, 2, 3, 4, 5)
    for round in range(20):
        answers = mbti.Answers(**{field: rng.choice(values) for field in mbti.ANSWER_FIELD.values()})
        profile = typed_client.submit(base_url, f"user-{round}", answers)
        expected = quiz.score(answers)
        assert isinstance(expected, mbti.Result)
        assert profile.user_id == f"user-{round}"
        assert profile.profile is expected.outcome
        assert profile.scores == expected.scores
        assert profile.scores[mbti.Trait.E] == expected.scores[mbti.Trait.E]
