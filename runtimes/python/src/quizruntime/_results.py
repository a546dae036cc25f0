"""What scoring gives: a :class:`ScoreResult` or an :class:`AnswerError`, and their JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Dict, List, Optional, Tuple, Union

from ._decimal_form import scaled_text
from ._jsontext import JSONValue
from ._jsonwrite import WrittenNumber, quote, write_json
from ._model import TraitAmount

__all__ = ["AnswerError", "AxisResult", "ScoreResult", "ExactValue", "DerivedValue", "ResultValue", "Outcome", "result_line", "result_json_value",
           "ANSWER_ERROR_CODES"]

ANSWER_ERROR_CODES = ("unknown-key", "key-not-normalized", "wrong-type", "unknown-option", "out-of-range",
                      "choice-count", "missing-answer", "invalid-json", "hidden-answer")
"""The stable codes of :class:`AnswerError` (docs/runtime.md)."""


@dataclass(frozen=True)
class Refusal:
    """A refusal: a stable ``code``, a ``message`` for developers, and the wire ``key``
    concerned when there is one (what :class:`AnswerError` and a session's ``SessionError``
    share)."""
    code: str
    message: str
    key: Optional[str] = None

    @property
    def ok(self) -> bool:
        """Always ``False``: lets callers tell a refusal from a :class:`ScoreResult`."""
        return False


@dataclass(frozen=True)
class AnswerError(Refusal):
    """Why an answers object was rejected: a stable ``code``, a ``message`` for developers,
    and the answers ``key`` concerned when there is one."""

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
class ExactValue:
    """An exact value and its written text: ``value`` the exact fraction, ``text`` the
    decimal form the result line writes (``3.50``, ``68``, ``-0.25``)."""
    value: Fraction
    text: str


@dataclass(frozen=True)
class DerivedValue:
    """A derived score's value: ``None`` when it has none (``mean_answered`` with none of
    its questions answered)."""
    id: str
    value: Optional[ExactValue]


@dataclass(frozen=True)
class ResultValue:
    """A result of the ``profile`` model: the score it reports, that score's value (``None``:
    no value) and the id of the band it falls in (``None``: no band)."""
    id: str
    score: str
    value: Optional[ExactValue]
    band: Optional[str]


@dataclass(frozen=True)
class AxisResult:
    """One axis of an ``axes`` result: its poles, the letter it gave, both totals (in units
    of 10^-score_digits) and, when the bundle reports them, the letter pole's percentage."""
    poles: Tuple[str, str]
    letter: str
    totals: Tuple[int, int]
    percent: Optional[ExactValue] = None


@dataclass(frozen=True)
class ScoreResult:
    """The result of scoring one answers object (docs/runtime.md)."""
    quiz: str
    version: str
    #: The outcome code; ``None`` only for a ``profile`` quiz without ``nearest``.
    outcome: Optional[str]
    #: The runner-up (``highest`` with ``secondary``, when its total is above 0; ``profile``
    #: with ``nearest``: the next nearest profile).
    secondary: Optional[str]
    #: Every trait's total, in declared order, in units of 10^-:attr:`score_digits`.
    scores: List[TraitAmount]
    #: Per-axis detail for the ``axes`` model; empty otherwise.
    axes: List[AxisResult]
    #: The scale of the totals: the bundle's ``weight_digits`` (0 for whole weights).
    score_digits: int = 0
    #: Every derived score's value, in declaration order; empty without derived scores.
    derived: List[DerivedValue] = field(default_factory=list)
    #: The ``profile`` model's results, in declaration order; empty for other models.
    results: List[ResultValue] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Always ``True``: lets callers tell a result from an :class:`AnswerError`."""
        return True

    def score_of(self, trait: str) -> Optional[int]:
        """The total of ``trait`` (compared exactly) in units of 10^-:attr:`score_digits`, or
        ``None`` when it is not a trait."""
        for entry in self.scores:
            if entry.trait == trait:
                return entry.amount
        return None

    def exact_score_of(self, trait: str) -> Optional[Fraction]:
        """The total of ``trait`` in real units (``amount`` / 10^score_digits), or ``None``."""
        amount = self.score_of(trait)
        return None if amount is None else Fraction(amount, 10 ** self.score_digits)

    def derived_of(self, score_id: str) -> Optional[ExactValue]:
        """The value of the derived score ``score_id``, or ``None`` (no such score, or no value)."""
        for entry in self.derived:
            if entry.id == score_id:
                return entry.value
        return None

    def result_of(self, result_id: str) -> Optional[ResultValue]:
        """The result ``result_id`` of a ``profile`` quiz, or ``None``."""
        for entry in self.results:
            if entry.id == result_id:
                return entry
        return None

    def _amount(self, amount: int) -> JSONValue:
        return amount if self.score_digits == 0 else WrittenNumber(scaled_text(amount, self.score_digits))

    def json_value(self) -> Dict[str, JSONValue]:
        """``{quiz, version, outcome?, secondary?, scores, axes?, derived?, results?}`` in that
        member order; values with fractional digits are :class:`WrittenNumber` s, written as
        they are (``2.50`` stays ``2.50``)."""
        value: Dict[str, JSONValue] = {"quiz": self.quiz, "version": self.version}
        if self.outcome is not None:
            value["outcome"] = self.outcome
        if self.secondary is not None:
            value["secondary"] = self.secondary
        value["scores"] = {entry.trait: self._amount(entry.amount) for entry in self.scores}
        if self.axes:
            axes: List[JSONValue] = []
            for axis in self.axes:
                totals: Dict[str, JSONValue] = {axis.poles[0]: self._amount(axis.totals[0]),
                                                axis.poles[1]: self._amount(axis.totals[1])}
                entry: Dict[str, JSONValue] = {"poles": [axis.poles[0], axis.poles[1]], "letter": axis.letter,
                                               "totals": totals}
                if axis.percent is not None:
                    entry["percent"] = WrittenNumber(axis.percent.text)
                axes.append(entry)
            value["axes"] = axes
        if self.derived:
            value["derived"] = {each.id: _written(each.value) for each in self.derived}
        if self.results:
            value["results"] = [{"id": each.id, "value": _written(each.value), "band": each.band}
                                for each in self.results]
        return value


def _written(value: Optional[ExactValue]) -> JSONValue:
    return None if value is None else WrittenNumber(value.text)


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
