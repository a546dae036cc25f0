"""The fast path states no scoring rule of its own: it reads every rule from the scoring plan.

Each mutation below breaks one rule in the plan (``ScoringPlan``, ``PlannedQuestion``,
``DrawRule``). Under it, on every conformance bundle (all three models, negative weights,
draw pools, every question type) and random answers, the fast path must still give exactly
what the general path gives, and the mutation must change some result: a rule the fast path
restated instead of reading from the plan would make the two paths disagree.
"""

from __future__ import annotations

import json
import random
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import pytest

import test_conformance as conformance
from hostile import answers_bytes
from quizruntime import Scorer, load_bundle
from quizruntime._draw import DrawRule, Pool
from quizruntime._plan import ScoringPlan
from quizruntime._planned import PlannedQuestion

pytestmark = pytest.mark.skipif(not conformance.CASES, reason="no conformance suite")

BUNDLES = sorted(path.stem for path in (conformance.SUITE / "bundles").glob("*.json"))
LINES = 300


def _lines() -> Dict[str, List[bytes]]:
    lines = {}
    for name in BUNDLES:
        source = json.loads(conformance._bundle_bytes(name))
        rnd = random.Random(f"follows-{name}")
        lines[name] = [answers_bytes(rnd, source) for _ in range(LINES)]
    return lines


LINES_OF = _lines()


def _results() -> Dict[str, List[Tuple[str, bool]]]:
    results = {}
    for name in BUNDLES:
        scorer = Scorer(load_bundle(conformance._bundle_bytes(name)))
        results[name] = [scorer.exact_line(line) for line in LINES_OF[name]]
    return results


def ties_to_the_first_pole(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ScoringPlan.axis_sides

    def axis_sides(self: ScoringPlan, totals: Sequence[int]) -> Tuple[int, ...]:
        return tuple(0 if side == 2 else side for side in original(self, totals))
    monkeypatch.setattr(ScoringPlan, "axis_sides", axis_sides)


def no_runner_up(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ScoringPlan.highest

    def highest(self: ScoringPlan, totals: Sequence[int]) -> Tuple[int, int]:
        return original(self, totals)[0], -1
    monkeypatch.setattr(ScoringPlan, "highest", highest)


def the_next_band(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ScoringPlan.band

    def band(self: ScoringPlan, totals: Sequence[int]) -> int:
        return min(original(self, totals) + 1, len(self.bands) - 1)
    monkeypatch.setattr(ScoringPlan, "band", band)


def half_down_integers(monkeypatch: pytest.MonkeyPatch) -> None:
    def anchor_of_integer(self: PlannedQuestion, x: int) -> Optional[int]:
        steps, span = len(self.ids) - 1, self.max - self.min
        if not self.min <= x <= self.max:
            return None
        return ((x - self.min) * 2 * steps + span - 1) // (2 * span)
    monkeypatch.setattr(PlannedQuestion, "anchor_of_integer", anchor_of_integer)


def the_maximum_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    def accepts_choice_count(self: PlannedQuestion, count: int) -> bool:
        return self.min <= count < self.max
    monkeypatch.setattr(PlannedQuestion, "accepts_choice_count", accepts_choice_count)


def the_next_value(monkeypatch: pytest.MonkeyPatch) -> None:
    original = PlannedQuestion.option_of_value

    def option_of_value(self: PlannedQuestion, value: int) -> Optional[int]:
        index = original(self, value)
        return None if index is None else (index + 1) % len(self.values)
    monkeypatch.setattr(PlannedQuestion, "option_of_value", option_of_value)


def the_next_id(monkeypatch: pytest.MonkeyPatch) -> None:
    original = PlannedQuestion.option

    def option(self: PlannedQuestion, option_id: str) -> Optional[int]:
        index = original(self, option_id)
        return None if index is None else (index + 1) % len(self.ids)
    monkeypatch.setattr(PlannedQuestion, "option", option)


def pools_take_one_more(monkeypatch: pytest.MonkeyPatch) -> None:
    def satisfied(pool: Pool, count: int, optional_left: int) -> bool:
        return count <= pool.count + 1 and count + optional_left >= pool.count
    monkeypatch.setattr(DrawRule, "satisfied", staticmethod(satisfied))


def nothing_required(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ScoringPlan.__init__

    def init(self: ScoringPlan, bundle: object) -> None:
        original(self, bundle)  # type: ignore[arg-type]
        self.must_answer = [False] * len(self.must_answer)
    monkeypatch.setattr(ScoringPlan, "__init__", init)


MUTATIONS: Dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "axis ties to the first pole": ties_to_the_first_pole, "no runner-up": no_runner_up,
    "the next band": the_next_band, "range integers rounded half down": half_down_integers,
    "the maximum number of choices refused": the_maximum_refused, "a scale value picks the next option": the_next_value,
    "an id picks the next option": the_next_id, "pools take one answer more": pools_take_one_more,
    "nothing required": nothing_required,
}


def test_the_fast_path_agrees_unmutated() -> None:
    fast = 0
    for name in BUNDLES:
        scorer = Scorer(load_bundle(conformance._bundle_bytes(name)))
        for line in LINES_OF[name]:
            quick = scorer.trusted_line(line)
            if quick is not None:
                fast += 1
                assert quick == scorer.exact_line(line), (name, line)
    assert fast > len(BUNDLES) * LINES // 5


@pytest.mark.parametrize("mutation", list(MUTATIONS))
def test_a_rule_broken_in_the_plan_breaks_both_paths_alike(mutation: str, monkeypatch: pytest.MonkeyPatch) -> None:
    before = _results()
    MUTATIONS[mutation](monkeypatch)
    changed = fast = 0
    for name in BUNDLES:
        scorer = Scorer(load_bundle(conformance._bundle_bytes(name)))
        for line, old in zip(LINES_OF[name], before[name]):
            exact = scorer.exact_line(line)
            changed += exact != old
            quick = scorer.trusted_line(line)
            if quick is not None:
                fast += 1
                assert quick == exact, (mutation, name, line)
    assert changed > 0, f"{mutation} changed no result"
    assert fast > 0
