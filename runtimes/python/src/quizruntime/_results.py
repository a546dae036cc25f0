"""What scoring gives: a :class:`ScoreResult` or an :class:`AnswerError`, and their JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple, Union

from ._jsontext import JSONValue
from ._jsonwrite import quote, write_json
from ._model import TraitAmount

__all__ = ["AnswerError", "AxisResult", "ScoreResult", "Outcome", "result_line", "result_json_value",
           "ANSWER_ERROR_CODES"]

ANSWER_ERROR_CODES = ("unknown-key", "key-not-normalized", "wrong-type", "unknown-option", "out-of-range",
                      "choice-count", "missing-answer", "invalid-json")
"""The stable codes of :class:`AnswerError` (docs/runtime.md)."""


@dataclass(frozen=True)
class AnswerError:
    """Why an answers object was rejected: a stable ``code``, a ``message`` for developers,
    and the answers ``key`` concerned when there is one."""
    code: str
    message: str
    key: Optional[str] = None

    @property
    def ok(self) -> bool:
        """Always ``False``: lets callers tell an error from a :class:`ScoreResult`."""
        return False

    @property
    def description(self) -> str:
        """``code: message``."""
        return f"{self.code}: {self.message}"

    def json_value(self) -> Dict[str, JSONValue]:
        """``{"error": {"code", "message", "key"?}}``."""
        fields: Dict[str, JSONValue] = {"code": self.code, "message": self.message}
        if self.key is not None:
            fields["key"] = self.key
        return {"error": fields}


@dataclass(frozen=True)
class AxisResult:
    """One axis of an ``axes`` result: its poles, the letter it gave and both totals."""
    poles: Tuple[str, str]
    letter: str
    totals: Tuple[int, int]


@dataclass(frozen=True)
class ScoreResult:
    """The result of scoring one answers object (docs/runtime.md)."""
    quiz: str
    version: str
    #: The outcome code.
    outcome: str
    #: The runner-up (``highest`` with ``secondary``, when its total is above 0).
    secondary: Optional[str]
    #: Every trait's total, in declared order.
    scores: List[TraitAmount]
    #: Per-axis detail for the ``axes`` model; empty otherwise.
    axes: List[AxisResult]

    @property
    def ok(self) -> bool:
        """Always ``True``: lets callers tell a result from an :class:`AnswerError`."""
        return True

    def score_of(self, trait: str) -> Optional[int]:
        """The total of ``trait`` (compared exactly), or ``None`` when it is not a trait."""
        for entry in self.scores:
            if entry.trait == trait:
                return entry.amount
        return None

    def json_value(self) -> Dict[str, JSONValue]:
        """``{quiz, version, outcome, secondary?, scores, axes?}`` in that member order."""
        value: Dict[str, JSONValue] = {"quiz": self.quiz, "version": self.version, "outcome": self.outcome}
        if self.secondary is not None:
            value["secondary"] = self.secondary
        value["scores"] = {entry.trait: entry.amount for entry in self.scores}
        if self.axes:
            axes: List[JSONValue] = []
            for axis in self.axes:
                totals: Dict[str, JSONValue] = {axis.poles[0]: axis.totals[0], axis.poles[1]: axis.totals[1]}
                axes.append({"poles": [axis.poles[0], axis.poles[1]], "letter": axis.letter, "totals": totals})
            value["axes"] = axes
        return value


Outcome = Union[ScoreResult, AnswerError]
"""What scoring returns: a result, or the error that rejected the answers."""


def result_json_value(outcome: Outcome) -> Dict[str, JSONValue]:
    """The JSON value of a result or of an error."""
    return outcome.json_value()


def result_line(outcome: Outcome) -> str:
    """The exact compact JSON line (no newline) that ``quizc score`` prints for it."""
    if isinstance(outcome, AnswerError):
        line = '{"error":{"code":' + quote(outcome.code) + ',"message":' + quote(outcome.message)
        if outcome.key is not None:
            line += ',"key":' + quote(outcome.key)
        return line + "}}"
    return write_json(outcome.json_value())
