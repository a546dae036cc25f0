"""The fast path against the general path on random inputs (a seeded generator): whenever
the C scanner's path answers, it must give exactly the exact parser's line."""

from __future__ import annotations

import json
import random
from typing import Dict, List, Tuple

import pytest

from conftest import SHIPPED, golden_bytes
from hostile import answers_bytes
from quizruntime import Scorer, load_bundle, presentation_order


def random_lines(name: str, seed: str, count: int) -> Tuple[Scorer, List[bytes]]:
    """The shipped bundle's scorer and ``count`` random answers lines for it, drawn by a
    generator seeded with ``seed-name``."""
    data = golden_bytes(name)
    bundle = json.loads(data)
    rnd = random.Random(f"{seed}-{name}")
    return Scorer(load_bundle(data)), [answers_bytes(rnd, bundle) for _ in range(count)]


@pytest.mark.parametrize("name", SHIPPED)
def test_fast_equals_exact(name: str) -> None:
    scorer, lines = random_lines(name, "fast", 4000)
    answered = 0
    for line in lines:
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


@pytest.mark.parametrize("name", SHIPPED)
def test_a_repeated_member_is_never_scored(name: str) -> None:
    scorer, lines = random_lines(name, "dup", 200)
    for answers in lines:
        line = answers.decode("utf-8", "replace")
        if not line.startswith("{") or not line.endswith("}") or len(line) < 3:
            continue
        members = line[1:-1]
        first = members.split(",")[0]
        for doubled in ("{" + first + "," + members + "}", "{" + members + "," + first + "}",
                        "{" + first + ',"x":null,' + members + "}"):
            assert scorer.score_json_line(doubled) == scorer.exact_line(doubled.encode())


def test_null_and_omitted_optional_answers() -> None:
    source = json.loads(golden_bytes("animal"))
    for question in source["questions"][::2]:
        question["required"] = False
    animal = Scorer(load_bundle(json.dumps(source), verify_hash=False))
    optional = [q for q in animal.bundle.questions if not q.required]
    assert len(optional) >= 3
    base = {q.key: (q.options[0].id if q.type in ("single", "range") else [o.id for o in q.options[: max(q.min or 1, 1)]])
            for q in animal.bundle.questions}
    for question in optional:
        for variant in ({**base, question.key: None}, {k: v for k, v in base.items() if k != question.key}):
            text = json.dumps(variant)
            assert animal.score_json_line(text) == animal.exact_line(text.encode())
            assert animal.trusted_line(text) is not None
            doubled = text[:-1] + ", " + json.dumps(question.key) + ": null}"
            assert animal.score_json_line(doubled) == animal.exact_line(doubled.encode())
            assert animal.score_json_line(doubled)[1] == (question.key in variant)


def test_drawn_quiz_fast_equals_exact() -> None:
    source = json.loads(golden_bytes("animal"))
    for index, question in enumerate(source["questions"]):
        question["pool"] = "a" if index % 2 else "b"
        question["required"] = index % 3 != 0
    source["presentation"]["draw"] = [{"pool": "a", "count": 2}, {"pool": "b", "count": 3}]
    scorer = Scorer(load_bundle(json.dumps(source), verify_hash=False))
    bundle = scorer.bundle
    rnd = random.Random("drawn")
    fast_answers = 0
    rejected = 0
    for _ in range(1500):
        presented = [bundle.questions[p.question] for p in presentation_order(bundle, rnd.getrandbits(64))]
        chosen = [q for q in presented if rnd.random() > 0.1]
        if rnd.random() < 0.2:
            chosen.append(rnd.choice(bundle.questions))
        answers: Dict[str, object] = {}
        for question in chosen:
            if question.type in ("single", "range"):
                answers[question.key] = rnd.choice(question.options).id
            else:
                count = rnd.randint(question.min or 0, question.max or 1)
                answers[question.key] = [o.id for o in rnd.sample(question.options, count)]
        text = json.dumps(answers)
        exact = scorer.exact_line(text.encode())
        assert scorer.score_json_line(text) == exact
        quick = scorer.fast_line(text)
        if quick is not None:
            fast_answers += 1
            assert (quick, False) == exact
        rejected += exact[1]
    assert fast_answers > 100 and rejected > 100
