"""The conformance suite catches a deliberately broken rule: each mutation below, applied
to a fresh scorer, must make some required score case fail (the failing case ids are
printed with ``-s``). The rules of derived scores and profiles (the decimal form, derived scores, bands, nearest
profiles, shares) are checked against the required ``score`` and ``decimal`` cases and the
hand-worked cases of ``fixtures/profiles``; the branching rules against the required
``score`` and ``visible`` cases and the hand-worked cases of ``fixtures/branching``
(:func:`test_the_shared_suite_catches_branching_mutations` asks the shared suite alone); the
rules of resuming on another release against the shared suite's ``session`` cases.
Every derived kind's rule is broken in turn, read from ``DERIVED_KINDS``: a kind added there
is mutated here without an edit."""

from __future__ import annotations

import math
import unicodedata
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Sequence, Tuple

import pytest

import test_conformance as conformance
from quizruntime import Scorer, load_bundle
from quizruntime import _decimal_form
from quizruntime._decimal_literal import DecimalLiteral
from quizruntime._plan import ScoringPlan
from quizruntime._planned import PlannedQuestion
from quizruntime._derived_kinds import DERIVED_KINDS, Compiled, DerivedKind, RuleInput, RuleScope
from quizruntime._model import DerivedScore
from quizruntime._profile_rules import BandRule, ProfileRules
from quizruntime._model import Option
from quizruntime._visibility_rules import Chosen, CompiledCondition, VisibilityRules
from quizruntime import _session_migration, _session_token
from quizruntime._jsontext import JSONValue
from quizruntime._model import Migration
from quizruntime._session_migration import Dropped
from session_script import run_session_script

pytestmark = pytest.mark.skipif(not conformance.CASES, reason="no conformance suite")


def failing_cases() -> List[str]:
    scorers: Dict[Tuple[Path, str], Scorer] = {}
    failed = []
    suites: List[Tuple[Path, List[Tuple[str, Dict[str, Any]]]]] = [
        (conformance.SUITE, conformance.CASES), (conformance.PROFILE_FIXTURES, conformance.PROFILE_CASES),
        (conformance.BRANCHING_FIXTURES, conformance.BRANCHING_CASES)]
    for suite_dir, cases in suites:
        for group, case in cases:
            if group != "required":
                continue
            if case["kind"] == "decimal":
                written = _decimal_form.decimal_form(int(case["numerator"]), int(case["denominator"]), int(case["digits"]))
                if written != case["output"]:
                    failed.append(case["id"])
                continue
            if case["kind"] not in ("score", "visible"):
                continue
            name = case["bundle"]
            if (suite_dir, name) not in scorers:
                scorers[(suite_dir, name)] = Scorer(load_bundle(conformance._bundle_bytes(name, suite_dir)))
            scorer = scorers[(suite_dir, name)]
            answers = conformance._raw(case, "answers", "answers_base64")
            line = (scorer.score_json_line if case["kind"] == "score" else scorer.visibility_json_line)(answers)[0]
            if line != case["output"]:
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


def _rounding(monkeypatch: pytest.MonkeyPatch, up: Callable[[int, int, int], bool]) -> None:
    def decimal_form(numerator: int, denominator: int, digits: int) -> str:
        negative = numerator < 0
        units, remainder = divmod(abs(numerator) * 10 ** digits, denominator)
        if up(units, 2 * remainder, denominator):
            units += 1
        text = str(units).rjust(digits + 1, "0")
        text = text[:-digits] + "." + text[-digits:] if digits else text
        return "-" + text if negative and units else text
    monkeypatch.setattr(_decimal_form, "decimal_form", decimal_form)


def decimal_half_down(monkeypatch: pytest.MonkeyPatch) -> None:
    _rounding(monkeypatch, lambda units, twice, denominator: twice > denominator)


def decimal_half_even(monkeypatch: pytest.MonkeyPatch) -> None:
    _rounding(monkeypatch, lambda units, twice, denominator: twice > denominator or (
        twice == denominator and units % 2 == 1))


def answered_or_not(monkeypatch: pytest.MonkeyPatch) -> None:
    def answered_count(questions: Sequence[int], answered: Optional[Sequence[bool]]) -> int:
        # Every question counted, answered or not.
        return len(questions)
    monkeypatch.setattr(ProfileRules, "answered_count", staticmethod(answered_count))


def _one_more(kind: str, entry: DerivedKind) -> Callable[[pytest.MonkeyPatch], None]:
    """The rule of ``kind`` giving one more than its value."""
    def rule(score: DerivedScore, scope: RuleScope) -> Compiled:
        value = entry.rule(score, scope)

        def broken(at: RuleInput) -> Optional[Fraction]:
            found = value(at)
            return None if found is None else found + 1
        return broken
    return lambda monkeypatch: monkeypatch.setitem(DERIVED_KINDS, kind, entry._replace(rule=rule))


def _no_value(kind: str, entry: DerivedKind) -> Callable[[pytest.MonkeyPatch], None]:
    """The rule of ``kind`` giving no value."""
    def rule(score: DerivedScore, scope: RuleScope) -> Compiled:
        return lambda at: None
    return lambda monkeypatch: monkeypatch.setitem(DERIVED_KINDS, kind, entry._replace(rule=rule))


#: Each derived kind's rule broken two ways: a value one more than its own, and no value.
KIND_MUTATIONS: Dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    f"the {kind} rule gives {what}": mutation(kind, entry)
    for kind, entry in DERIVED_KINDS.items()
    for what, mutation in (("one more", _one_more), ("no value", _no_value))}


def below_inclusive(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ProfileRules.band_of

    def band_of(bands: Sequence[BandRule], value: Optional[Fraction]) -> int:
        return original([(True, limit) for _, limit in bands], value)
    monkeypatch.setattr(ProfileRules, "band_of", staticmethod(band_of))


def nearest_ties_by_last(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ProfileRules.two_nearest

    def two_nearest(distances: Sequence[Fraction]) -> Tuple[int, int]:
        last = len(distances) - 1
        best, second = original(list(reversed(distances)))
        return last - best, (last - second if second >= 0 else -1)
    monkeypatch.setattr(ProfileRules, "two_nearest", staticmethod(two_nearest))


def manhattan_for_euclidean(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ProfileRules.distance

    def distance(point: Sequence[Optional[Fraction]], target: Sequence[Fraction], manhattan: bool) -> Fraction:
        return original(point, target, True)
    monkeypatch.setattr(ProfileRules, "distance", staticmethod(distance))


def share_of_zeros_not_fifty(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ProfileRules.share

    def share(t: int, u: int) -> Fraction:
        return Fraction(0) if t + u == 0 else original(t, u)
    monkeypatch.setattr(ProfileRules, "share", staticmethod(share))


def hidden_answer_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ScoringPlan, "answered_but_hidden",
                        staticmethod(lambda chosen, shown: [False] * len(chosen)))


def scale_values_as_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    def options_of_values(options: Sequence[Option], values: Sequence[int]) -> FrozenSet[int]:
        # The value taken as the option's position.
        return frozenset(value for value in values if 0 <= value < len(options))
    monkeypatch.setattr(VisibilityRules, "options_of_values", staticmethod(options_of_values))


def scale_values_as_strings(monkeypatch: pytest.MonkeyPatch) -> None:
    def options_of_values(options: Sequence[Option], values: Sequence[int]) -> FrozenSet[int]:
        # The values kept as their text and compared with the options' values.
        texts: List[object] = [str(value) for value in values]
        return frozenset(index for index, option in enumerate(options) if option.value in texts)
    monkeypatch.setattr(VisibilityRules, "options_of_values", staticmethod(options_of_values))


def unanswered_test_is_true(monkeypatch: pytest.MonkeyPatch) -> None:
    original = VisibilityRules.holds

    def holds(test: CompiledCondition, answer: Callable[[int], Chosen]) -> bool:
        if test.kind in ("picks", "includes") and answer(test.question) is None:
            return True
        return original(test, answer)
    monkeypatch.setattr(VisibilityRules, "holds", staticmethod(holds))


def hidden_parent_read(monkeypatch: pytest.MonkeyPatch) -> None:
    def reader(chosen: Sequence[Chosen], shown: Sequence[bool]) -> Callable[[int], Chosen]:
        return lambda question: chosen[question]
    monkeypatch.setattr(VisibilityRules, "reader", staticmethod(reader))


def hidden_required_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ScoringPlan, "must_answer_when", lambda self, shown: list(self.must_answer))


#: Broken branching rules: each must be caught by the shared suite alone too.
BRANCHING_MUTATIONS: Dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "an answer to a hidden question accepted": hidden_answer_accepted,
    "a scale value compared as the option's position": scale_values_as_positions,
    "a scale value compared as a string": scale_values_as_strings,
    "a test on an unanswered question is true": unanswered_test_is_true,
    "a hidden parent's answer still read": hidden_parent_read,
    "missing-answer for a hidden required question": hidden_required_missing}


MUTATIONS: Dict[str, Callable[[pytest.MonkeyPatch], None]] = {**BRANCHING_MUTATIONS,
    "ties reversed": ties_reversed, "half-down rounding": half_down, "keys compared canonically": canonical_keys,
    "decimal form rounds half down": decimal_half_down, "decimal form rounds half to even": decimal_half_even,
    "answered questions counted whether answered or not": answered_or_not, **KIND_MUTATIONS,
    "below taken as max (inclusive)": below_inclusive,
    "nearest ties go to the last": nearest_ties_by_last, "manhattan instead of euclidean": manhattan_for_euclidean,
    "share of two zeros is not 50": share_of_zeros_not_fifty}


def failing_session_cases() -> List[str]:
    """The ids of the shared suite's required ``session`` cases that fail now."""
    failed = []
    for group, case in conformance.CASES:
        if group != "required" or case["kind"] != "session":
            continue

        def scorer(name: str) -> Scorer:
            return Scorer(load_bundle(conformance._bundle_bytes(name, conformance.SUITE)))
        if run_session_script(scorer(case["bundle"]), case["start"], case["steps"], scorer) != case["output"]:
            failed.append(case["id"])
    return failed


def removed_answers_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    def dropping(answers: Dict[str, JSONValue], migration: Migration) -> Tuple[Dict[str, JSONValue], List[Dropped]]:
        # Every answer kept, nothing dropped.
        return dict(answers), []
    monkeypatch.setattr(_session_token, "dropping", dropping)


def removed_option_drops_the_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    original = _session_migration.dropping

    def dropping(answers: Dict[str, JSONValue], migration: Migration) -> Tuple[Dict[str, JSONValue], List[Dropped]]:
        # An answer that lost an option dropped whole rather than kept without it.
        kept, dropped = original(answers, migration)
        partial = {drop.key for drop in dropped if drop.options is not None}
        return ({key: value for key, value in kept.items() if key not in partial},
                [Dropped(drop.key, None) for drop in dropped])
    monkeypatch.setattr(_session_token, "dropping", dropping)


#: Broken rules of resuming on another release, each caught by the shared suite's sessions.
MIGRATION_MUTATIONS: Dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "answers to removed questions and options kept": removed_answers_kept,
    "an answer that lost an option dropped whole": removed_option_drops_the_answer}


@pytest.mark.parametrize("name", list(MIGRATION_MUTATIONS))
def test_the_shared_suite_catches_migration_mutations(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert failing_session_cases() == []
    MIGRATION_MUTATIONS[name](monkeypatch)
    failed = failing_session_cases()
    print(f"{name}: {len(failed)} shared session cases fail, such as {failed[:8]}")
    assert failed


@pytest.mark.parametrize("name", list(MUTATIONS))
def test_the_suite_catches(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    MUTATIONS[name](monkeypatch)
    failed = failing_cases()
    print(f"{name}: {len(failed)} required cases fail, such as {failed[:8]}")
    assert failed


@pytest.mark.parametrize("name", list(BRANCHING_MUTATIONS))
def test_the_shared_suite_catches_branching_mutations(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    BRANCHING_MUTATIONS[name](monkeypatch)
    failed = [case for case in failing_cases() if not case.startswith("branching-fixture/")]
    print(f"{name}: {len(failed)} shared required cases fail, such as {failed[:8]}")
    if not any(case["bundle"].startswith("branching") for _, case in conformance.CASES if "bundle" in case):
        pytest.skip("the shared suite has no branching cases yet")
    assert failed
