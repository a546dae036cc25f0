"""The conformance suite catches a deliberately broken rule: each mutation below, applied
to a fresh scorer, must make some required score case fail (the failing case ids are
printed with ``-s``)."""

from __future__ import annotations

import math
import unicodedata
from fractions import Fraction
from typing import Callable, Dict, List

import pytest

import test_conformance as conformance
from quizruntime import Scorer, load_bundle
from quizruntime._decimal_literal import DecimalLiteral
from quizruntime._plan import ScoringPlan
from quizruntime._planned import PlannedQuestion

pytestmark = pytest.mark.skipif(not conformance.CASES, reason="no conformance suite")


def failing_cases() -> List[str]:
    scorers: Dict[str, Scorer] = {}
    failed = []
    for group, case in conformance.CASES:
        if group != "required" or case["kind"] != "score":
            continue
        name = case["bundle"]
        if name not in scorers:
            scorers[name] = Scorer(load_bundle(conformance._bundle_bytes(name)))
        answers = conformance._raw(case, "answers", "answers_base64")
        if scorers[name].score_json_line(answers)[0] != case["output"]:
            failed.append(case["id"])
    return failed


def ties_reversed(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ScoringPlan.__init__

    def init(self: ScoringPlan, bundle: object) -> None:
        original(self, bundle)  # type: ignore[arg-type]
        self.tie_order.reverse()
    monkeypatch.setattr(ScoringPlan, "__init__", init)


def half_down(monkeypatch: pytest.MonkeyPatch) -> None:
    def anchor(self: PlannedQuestion, number: DecimalLiteral) -> int:
        value = Fraction(int(number.digits or "0")) * Fraction(10) ** number.exponent
        if number.negative:
            value = -value
        # Halfway between two anchors goes down instead of up.
        return max(0, math.ceil((value - self.min) * (len(self.ids) - 1) / (self.max - self.min) - Fraction(1, 2)))
    monkeypatch.setattr(PlannedQuestion, "anchor", anchor)


class _Canonical(dict):  # type: ignore[type-arg]
    """Keys compared after NFC, as Swift's String == compares them."""

    def get(self, key: object, default: object = None) -> object:
        return super().get(unicodedata.normalize("NFC", key) if isinstance(key, str) else key, default)


def canonical_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ScoringPlan.__init__

    def init(self: ScoringPlan, bundle: object) -> None:
        original(self, bundle)  # type: ignore[arg-type]
        self.key_index = _Canonical({unicodedata.normalize("NFC", k): v for k, v in self.key_index.items()})
    monkeypatch.setattr(ScoringPlan, "__init__", init)


MUTATIONS: Dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "ties reversed": ties_reversed, "half-down rounding": half_down, "keys compared canonically": canonical_keys}


@pytest.mark.parametrize("name", list(MUTATIONS))
def test_the_suite_catches(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    MUTATIONS[name](monkeypatch)
    failed = failing_cases()
    print(f"{name}: {len(failed)} required score cases fail, such as {failed[:5]}")
    assert failed
