"""Scoring answers against one bundle (the Swift runtime's ``Scorer``)."""

from __future__ import annotations

from typing import Callable, Iterable, Mapping, Optional, Tuple, Union

from ._fastpath import FastPath, scan_object, shallow
from ._jsontext import JSONFailure, JSONValue, parse_json
from ._model import QuizBundle
from ._plan import ScoringPlan
from ._results import AnswerError, Outcome, result_line
from ._visibility import VisibilityOutcome, visibility_line

__all__ = ["Scorer"]

_NOT_AN_OBJECT = 'the answers must be a JSON object {"wire key": answer}'
Text = Union[bytes, bytearray, memoryview, str]
Answers = Union[Mapping[str, object], Iterable[Tuple[str, object]]]
#: Answers as (wire key, raw answer) pairs.
RawAnswers = Iterable[Tuple[str, object]]


def _decoded(text: Text) -> Optional[str]:
    """The text as a ``str`` the C scanner may read, or ``None`` (invalid UTF-8, or a
    ``str`` holding lone surrogates)."""
    if isinstance(text, str):
        if text.isascii():
            return text
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            return None
        return text
    try:
        return bytes(text).decode("utf-8")
    except UnicodeDecodeError:
        return None


def _answers_of_value(value: JSONValue) -> Union[RawAnswers, AnswerError]:
    """The members of a parsed JSON answers object, or ``wrong-type`` when it is not one."""
    if not isinstance(value, dict):
        return AnswerError("wrong-type", _NOT_AN_OBJECT)
    return value.items()


def _answers_of_parsed_text(text: Text, context: str) -> Union[RawAnswers, AnswerError]:
    """The members of the text of a JSON answers object read by the exact parser, or why it
    is not one: ``invalid-json`` (worded for ``context``, ``"line"`` or ``"answers"``) or
    ``wrong-type``."""
    try:
        value = parse_json(text)
    except JSONFailure as failure:
        what = "the line is" if context == "line" else "the answers are"
        return AnswerError("invalid-json", f"{what} not valid JSON: {failure.description}")
    return _answers_of_value(value)


def _answers_of_text(text: Text, context: str) -> Union[RawAnswers, AnswerError]:
    """:func:`_answers_of_parsed_text`, read by Python's C JSON scanner when it reads the
    text exactly as the exact parser would."""
    decoded = _decoded(text)
    members = scan_object(decoded) if decoded is not None else None
    if members is not None and shallow(members):
        return members.items()
    return _answers_of_parsed_text(text, context)


class Scorer:
    """Scores answers against one bundle: validation with stable error codes, then exact
    integer totals and the outcome. Build one per bundle and reuse it."""

    def __init__(self, bundle: QuizBundle) -> None:
        self.bundle = bundle
        self._plan = ScoringPlan(bundle)
        self._fast = FastPath(self._plan)
        #: ``fast_line(text)``: the result line of a plain, valid answers text (a ``str``
        #: without lone surrogates) by the fast path alone, or ``None`` when the text needs
        #: :meth:`score_json_line`. When it answers, it is exactly that method's line.
        self.fast_line: Callable[[str], Optional[str]] = self._fast.score_text

    def score(self, answers: Answers) -> Outcome:
        """Scores native answers keyed by wire key: a mapping, or (key, answer) pairs.

        Answers: ``int`` (a scale value or range integer; ``bool`` is not a number),
        ``float`` (read exactly from its shortest round-trip digits, laid out as JavaScript's ``String(x)``), :class:`~quizruntime._jsontext.Number`
        (a literal), ``str`` (an option or anchor id), a ``list`` or ``tuple`` of ids, or
        ``None`` (unanswered). Returns a :class:`ScoreResult` or an :class:`AnswerError`.
        """
        pairs = answers.items() if isinstance(answers, Mapping) else answers
        return self._plan.score_raw(pairs)

    def score_value(self, value: JSONValue) -> Outcome:
        """Scores a parsed JSON answers object (the exact parser's values)."""
        return self._score(_answers_of_value(value))

    def score_json(self, text: Text) -> Outcome:
        """Scores the text of a JSON answers object (bytes are UTF-8; a ``str`` is read as
        its UTF-8). Invalid JSON gives an ``invalid-json`` :class:`AnswerError`."""
        return self._score(_answers_of_text(text, "answers"))

    def trusted_line(self, text: Text) -> Optional[Tuple[str, bool]]:
        """The output line for one answers text and whether it was rejected, when Python's C
        JSON scanner can read the text exactly as the exact parser would (see
        ``quizruntime._fastpath``); ``None`` when the exact parser must read it."""
        decoded = _decoded(text)
        if decoded is None:
            return None
        line = self._fast.score_text(decoded)
        if line is not None:
            return line, False
        members = scan_object(decoded)
        if members is None or not shallow(members):
            return None
        outcome = self._plan.score_raw(members.items())
        return result_line(outcome), not outcome.ok

    def exact_line(self, text: Text, *, context: str = "answers") -> Tuple[str, bool]:
        """The output line for one answers text by the exact parser and the general path."""
        outcome = self._score(_answers_of_parsed_text(text, context))
        return result_line(outcome), not outcome.ok

    def score_json_line(self, text: Text, *, context: str = "answers") -> Tuple[str, bool]:
        """The exact output line (without its newline) for one answers text, and whether it
        was rejected. ``context="line"`` words a parse failure as ``quizc score`` does for
        JSON Lines ("the line is not valid JSON"), else as :meth:`score_json` does."""
        if text.__class__ is bytes:
            try:
                quick = self.fast_line(text.decode("utf-8"))
            except UnicodeDecodeError:
                quick = None
            if quick is not None:
                return quick, False
        got = self.trusted_line(text)
        if got is not None:
            return got
        return self.exact_line(text, context=context)

    def visibility(self, answers: Answers) -> VisibilityOutcome:
        """Which questions the answers so far show, from native answers as :meth:`score`
        takes them: a :class:`~quizruntime.Visibility` (``visible``: the shown questions'
        ids; ``discard``: the ids of answered questions that are hidden, whose answers must be
        dropped before scoring), or the :class:`AnswerError` of the first per-answer problem
        (the same as :meth:`score` would report). Answers so far are partial: no missing,
        hidden or draw-pool check runs."""
        pairs = answers.items() if isinstance(answers, Mapping) else answers
        return self._plan.visibility_raw(pairs)

    def visibility_value(self, value: JSONValue) -> VisibilityOutcome:
        """:meth:`visibility` of a parsed JSON answers object (the exact parser's values)."""
        return self._visibility(_answers_of_value(value))

    def visibility_json(self, text: Text, *, context: str = "answers") -> VisibilityOutcome:
        """:meth:`visibility` of the text of a JSON answers object (bytes are UTF-8).
        Invalid JSON gives an ``invalid-json`` :class:`AnswerError`, worded as
        :meth:`score_json_line` words it for ``context``."""
        return self._visibility(_answers_of_text(text, context))

    def _score(self, answers: Union[RawAnswers, AnswerError]) -> Outcome:
        return answers if isinstance(answers, AnswerError) else self._plan.score_raw(answers)

    def _visibility(self, answers: Union[RawAnswers, AnswerError]) -> VisibilityOutcome:
        return answers if isinstance(answers, AnswerError) else self._plan.visibility_raw(answers)

    def visibility_json_line(self, text: Text, *, context: str = "answers") -> Tuple[str, bool]:
        """The exact output line of ``quizc visible`` (without its newline) for one answers
        text, and whether it was rejected."""
        outcome = self.visibility_json(text, context=context)
        return visibility_line(outcome), not outcome.ok
