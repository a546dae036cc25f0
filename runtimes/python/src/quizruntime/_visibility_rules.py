"""The one statement of branching in the Python runtime (docs/runtime-python.md,
"Branching"): which questions are shown, given the options chosen so far. The scorer and the
visibility API both read it.

Questions are decided in source order. A question without a condition is shown; one with a
condition is shown when it holds, where a test on a question that has no answer — left out,
or hidden itself (its answer, if any, is ignored) — is false, and ``answered: false`` is
true. The rules are static methods, so that a test can break one and see the conformance
suite catch it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, FrozenSet, List, Optional, Sequence, Tuple

from ._model import AllOf, Answered, AnyOf, Condition, Includes, NotOf, Option, OptionIn, QuizBundle, ValueIn

__all__ = ["VisibilityRules", "Test", "Chosen"]

#: A question's chosen options by index: one for ``single``, ``scale`` and ``range`` (the
#: option, the value's option, the anchor), the choices of a ``multiple`` (maybe none);
#: ``None`` for no answer.
Chosen = Optional[Sequence[int]]


@dataclass(frozen=True)
class Test:
    """A condition with questions and options by index. ``kind``: ``all`` / ``any`` (over
    ``parts``), ``not`` (of ``parts[0]``), ``answered`` (``question`` has an answer exactly
    when ``answered``), ``picks`` (the one chosen option of ``question`` is in ``options``),
    ``includes`` (a ``multiple`` answer of ``question`` includes the one option of
    ``options``)."""
    kind: str
    parts: Tuple["Test", ...] = ()
    question: int = -1
    options: FrozenSet[int] = frozenset()
    answered: bool = False


#: What a reference to an unknown question or option (which bundle decoding rejects) tests: false.
_NEVER = Test("any")


class VisibilityRules:
    """The conditions of one bundle, compiled: per question its :class:`Test`, ``None`` for a
    question that is always shown."""

    def __init__(self, bundle: QuizBundle) -> None:
        questions: Dict[str, int] = {}
        for index, question in enumerate(bundle.questions):
            questions.setdefault(question.id, index)

        def test(condition: Condition) -> Test:
            if isinstance(condition, AllOf):
                return Test("all", tuple(test(part) for part in condition.parts))
            if isinstance(condition, AnyOf):
                return Test("any", tuple(test(part) for part in condition.parts))
            if isinstance(condition, NotOf):
                return Test("not", (test(condition.inner),))
            index = questions.get(condition.question)
            if index is None:
                return _NEVER
            if isinstance(condition, Answered):
                return Test("answered", question=index, answered=condition.answered)
            options = bundle.questions[index].options
            if isinstance(condition, OptionIn):
                return Test("picks", question=index, options=frozenset(
                    _first(options, lambda option: option.id == wanted) for wanted in condition.ids) - {-1})
            if isinstance(condition, ValueIn):
                return Test("picks", question=index, options=frozenset(
                    _first(options, lambda option: option.value == wanted) for wanted in condition.values) - {-1})
            assert isinstance(condition, Includes)
            position = _first(options, lambda option: option.id == condition.id)
            return Test("includes", question=index, options=frozenset({position})) if position >= 0 else _NEVER

        #: Per question, its test; ``None`` for a question that is always shown.
        self.tests: List[Optional[Test]] = [
            test(question.condition) if question.condition is not None else None for question in bundle.questions]
        #: Whether some question has a condition (else every question is always shown).
        self.has_conditions = any(each is not None for each in self.tests)

    def shown(self, chosen: Sequence[Chosen]) -> List[bool]:
        """Which questions are shown, in source order, given each question's chosen options
        (``chosen`` has one entry per question)."""
        shown = [True] * len(self.tests)
        for index, test in enumerate(self.tests):
            if test is None:
                continue
            shown[index] = VisibilityRules.holds(test, VisibilityRules.reader(chosen, shown))
        return shown

    @staticmethod
    def reader(chosen: Sequence[Chosen], shown: Sequence[bool]) -> Callable[[int], Chosen]:
        """What a condition reads of a question: its chosen options when it is shown and
        answered, else ``None`` (a hidden question's answer is ignored)."""
        return lambda question: chosen[question] if question < len(chosen) and shown[question] else None

    @staticmethod
    def holds(test: Test, answer: Callable[[int], Chosen]) -> bool:
        """Whether ``test`` holds when ``answer(question)`` gives a question's chosen options."""
        kind = test.kind
        if kind == "all":
            return all(VisibilityRules.holds(part, answer) for part in test.parts)
        if kind == "any":
            return any(VisibilityRules.holds(part, answer) for part in test.parts)
        if kind == "not":
            return not VisibilityRules.holds(test.parts[0], answer)
        chosen = answer(test.question)
        if kind == "answered":
            return (chosen is not None) == test.answered
        if chosen is None:
            return False
        if kind == "picks":
            return len(chosen) == 1 and chosen[0] in test.options
        return any(option in test.options for option in chosen)


def _first(options: Sequence[Option], matches: Callable[[Option], bool]) -> int:
    """The index of the first option that ``matches``, or −1."""
    for position, option in enumerate(options):
        if matches(option):
            return position
    return -1
