"""Replaying a bundle's examples: each answer set scored and checked against what it expects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional

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
    if outcome.outcome != example.expect:
        return f'expected the outcome "{example.expect}", got "{outcome.outcome}"'
    if example.expects_no_secondary:
        if outcome.secondary is not None:
            return f'expected no secondary, got "{outcome.secondary}"'
    elif example.expect_secondary is not None:
        if outcome.secondary is None:
            return f'expected the secondary "{example.expect_secondary}", got none'
        if outcome.secondary != example.expect_secondary:
            return f'expected the secondary "{example.expect_secondary}", got "{outcome.secondary}"'
    for expected in example.expect_scores or []:
        got = outcome.score_of(expected.trait)
        got = 0 if got is None else got
        if got != expected.amount:
            return f"expected {expected.trait} = {expected.amount}, got {got}"
    return None


def replay_examples(scorer: Scorer) -> List[ExampleReport]:
    """Scores every example of the scorer's bundle, in order, and reports on each."""
    reports = []
    for index, example in enumerate(scorer.bundle.examples):
        problem = _problem(scorer, index)
        reports.append(ExampleReport(index, example.name, problem is None, problem))
    return reports
