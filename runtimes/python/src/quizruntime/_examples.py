"""Replaying a bundle's examples: each answer set scored and checked against what it expects."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Dict, List, Optional

from ._decimal_form import fraction_form, scaled_text, written_value
from ._jsontext import JSONValue
from ._jsonwrite import write_json
from ._results import AnswerError
from ._scorer import Scorer

__all__ = ["ExampleReport", "replay_examples"]


@dataclass(frozen=True)
class ExampleReport:
    """The report on one example: its index, its name when it has one, whether it passed,
    and the first problem found when it did not."""
    example: int
    name: Optional[str]
    passed: bool
    problem: Optional[str]

    def json_value(self) -> Dict[str, JSONValue]:
        """``{"example", "name"?, "pass", "problem"?}`` in that member order."""
        value: Dict[str, JSONValue] = {"example": self.example}
        if self.name is not None:
            value["name"] = self.name
        value["pass"] = self.passed
        if self.problem is not None:
            value["problem"] = self.problem
        return value

    def line(self) -> str:
        """The report as a compact JSON line (no newline)."""
        return write_json(self.json_value())


def _problem(scorer: Scorer, index: int) -> Optional[str]:
    example = scorer.bundle.examples[index]
    outcome = scorer.score(example.answers)
    if isinstance(outcome, AnswerError):
        return f"the answers were rejected: {outcome.code}: {outcome.message}"
    if example.expect is not None and outcome.outcome != example.expect:
        return f'expected the outcome "{example.expect}", got "{outcome.outcome}"'
    if example.expects_no_secondary:
        if outcome.secondary is not None:
            return f'expected no secondary, got "{outcome.secondary}"'
    elif example.expect_secondary is not None:
        if outcome.secondary is None:
            return f'expected the secondary "{example.expect_secondary}", got none'
        if outcome.secondary != example.expect_secondary:
            return f'expected the secondary "{example.expect_secondary}", got "{outcome.secondary}"'
    digits = outcome.score_digits
    for expected in example.expect_scores or []:
        got = outcome.score_of(expected.trait)
        got = 0 if got is None else got
        if got != expected.amount:
            return (f"expected {expected.trait} = {scaled_text(expected.amount, digits)}, "
                    f"got {scaled_text(got, digits)}")
    for result_id, band in example.expect_results or []:
        result = outcome.result_of(result_id)
        got_band = result.band if result is not None else None
        if got_band != band:
            want = "no band" if band is None else f'the band "{band}"'
            return f"expected {result_id} in {want}, got {'no band' if got_band is None else repr_id(got_band)}"
    for derived_id, value in example.expect_values or []:
        exact = outcome.derived_of(derived_id)
        text = exact.text if exact is not None else None
        same = text == value if text is None or value is None else written_value(text) == value
        if not same:
            wanted = "null" if value is None else _decimal_text(value)
            return f"expected {derived_id} = {wanted}, got {text if text is not None else 'null'}"
    return None


def repr_id(text: str) -> str:
    """An id in double quotes, as the problems name them."""
    return f'"{text}"'


def _decimal_text(value: Fraction) -> str:
    """An exact decimal (a bundle's decimal string) written back in canonical form."""
    digits = 0
    while (value * 10 ** digits).denominator != 1:
        digits += 1
    text = fraction_form(value, digits)
    return text


def replay_examples(scorer: Scorer) -> List[ExampleReport]:
    """Scores every example of the scorer's bundle, in order, and reports on each."""
    reports = []
    for index, example in enumerate(scorer.bundle.examples):
        problem = _problem(scorer, index)
        reports.append(ExampleReport(index, example.name, problem is None, problem))
    return reports
