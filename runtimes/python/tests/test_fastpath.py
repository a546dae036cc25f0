"""The fast path against the general path on random inputs (a seeded generator): whenever
the C scanner's path answers, it must give exactly the exact parser's line."""

from __future__ import annotations

import json
import random

import pytest

from conftest import SHIPPED, golden_bytes
from hostile import answers_bytes
from quizruntime import Scorer, load_bundle


@pytest.mark.parametrize("name", SHIPPED)
def test_fast_equals_exact(name: str) -> None:
    data = golden_bytes(name)
    scorer = Scorer(load_bundle(data))
    bundle = json.loads(data)
    rnd = random.Random(f"fast-{name}")
    answered = 0
    for _ in range(4000):
        line = answers_bytes(rnd, bundle)
        exact = scorer.exact_line(line)
        fast = scorer.trusted_line(line)
        if fast is not None:
            answered += 1
            assert fast == exact, line
        assert scorer.score_json_line(line) == exact
    assert answered > 2000


def test_fast_path_refuses_what_it_cannot_read_exactly() -> None:
    scorer = Scorer(load_bundle(golden_bytes("fitcircle-persona")))
    for text in [b'{"a":1,"a":2}', b'{"primaryGoal":NaN}', b'{"\\ud800":1}', b" {}", b"\xff", b"[" * 100,
                 b'{"x":' + b"1" * 1200 + b"}", b'{"x":[[1]]}']:
        assert scorer.trusted_line(text) is None


def test_booleans_are_not_scale_values() -> None:
    mbti = Scorer(load_bundle(golden_bytes("mbti")))
    answers = {q.key: 1 for q in mbti.bundle.questions}
    first = mbti.bundle.questions[0].key
    line, rejected = mbti.score_json_line(json.dumps({**answers, first: True}))
    assert rejected and '"wrong-type"' in line
