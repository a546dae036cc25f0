"""A typed client of the MBTI service: answers by typed names, the profile and scores back as
typed ids.

The legacy contract keys each answer by its question's text. `generated/mbti.py` (written by
`quizc generate python -o Examples/mbti-service/generated quizzes/mbti.quiz.yaml
quizzes/mbti.de.yaml`: the translation is part of the bundle and its hash; kept up to
date by CI's `--check`) puts those texts behind typed names: `mbti.Answers(ei_1=5, ...)` is
sent as `{"I feel recharged after an evening spent with a big group of people.": 5, ...}`, and
a renamed question, trait or type breaks this file under mypy instead of the service's users.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import typing
import urllib.request
from pathlib import Path

HERE = Path(__file__).absolute().parent
sys.path.insert(0, str(HERE / "generated"))
try:
    import quizruntime  # noqa: F401  (the generated module imports it)
except ImportError:  # not installed: use the repository's copy
    sys.path.insert(0, str(HERE.parent.parent / "runtimes" / "python" / "src"))

import mbti  # noqa: E402  (on the path only now)


@dataclasses.dataclass(frozen=True)
class Profile:
    """The service's answer to `POST /answers/`, typed."""

    user_id: str
    profile: mbti.Outcome
    scores: typing.Mapping[mbti.Trait, int]


def request_body(user_id: str, answers: mbti.Answers) -> bytes:
    """The `POST /answers/` body: `{"user_id", "answers": {question text: 1..5}}`."""
    return json.dumps({"user_id": user_id, "answers": answers.to_wire()}, ensure_ascii=False).encode("utf-8")


def parse_profile(body: bytes) -> Profile:
    """The typed profile of a `POST /answers/` response body."""
    value = json.loads(body)
    scores = {mbti.Trait(trait): int(amount) for trait, amount in value["scores"].items()}
    return Profile(str(value["user_id"]), mbti.Outcome(value["profile"]), scores)


def submit(base_url: str, user_id: str, answers: mbti.Answers) -> Profile:
    """Sends the answers to the service at `base_url` and reads the typed profile."""
    request = urllib.request.Request(
        base_url + "/answers/", data=request_body(user_id, answers), method="POST",
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return parse_profile(response.read())
