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

__all__ = ["VisibilityRules", "CompiledCondition", "Chosen"]

#: A question's chosen options by index: one for ``single``, ``scale`` and ``range`` (the
#: option, the value's option, the anchor), the choices of a ``multiple`` (maybe none);
#: ``None`` for no answer.
Chosen = Optional[Sequence[int]]


@dataclass(frozen=True)
class CompiledCondition:
    """A condition with questions and options by index. ``kind``: ``all`` / ``any`` (over
    ``parts``), ``not`` (of ``parts[0]``), ``answered`` (``question`` has an answer exactly
    when ``answered``), ``picks`` (the one chosen option of ``question`` is in ``options``),
    ``includes`` (a ``multiple`` answer of ``question`` includes the one option of
    ``options``)."""
    kind: str
    parts: Tuple["CompiledCondition", ...] = ()
    question: int = -1
    options: FrozenSet[int] = frozenset()
    answered: bool = False


#: What a reference to an unknown question or option (which bundle decoding rejects) tests: false.
_NEVER = CompiledCondition("any")


class VisibilityRules:
    """The conditions of one bundle, compiled: per question its :class:`CompiledCondition`,
    ``None`` for a question that is always shown."""

    def __init__(self, bundle: QuizBundle) -> None:
        questions: Dict[str, int] = {}
        for index, question in enumerate(bundle.questions):
            questions.setdefault(question.id, index)

        def test(condition: Condition) -> CompiledCondition:
            if isinstance(condition, AllOf):
                return CompiledCondition("all", tuple(test(part) for part in condition.parts))
            if isinstance(condition, AnyOf):
                return CompiledCondition("any", tuple(test(part) for part in condition.parts))
            if isinstance(condition, NotOf):
                return CompiledCondition("not", (test(condition.inner),))
            index = questions.get(condition.question)
            if index is None:
                return _NEVER
            if isinstance(condition, Answered):
                return CompiledCondition("answered", question=index, answered=condition.answered)
            options = bundle.questions[index].options
            if isinstance(condition, OptionIn):
                picked = VisibilityRules.options_of_ids(options, condition.ids)
                return CompiledCondition("picks", question=index, options=picked)
            if isinstance(condition, ValueIn):
                picked = VisibilityRules.options_of_values(options, condition.values)
                return CompiledCondition("picks", question=index, options=picked)
            assert isinstance(condition, Includes)
            position = _first(options, lambda option: option.id == condition.id)
            if position < 0:
                return _NEVER
            return CompiledCondition("includes", question=index, options=frozenset({position}))

        #: Per question, its test; ``None`` for a question that is always shown.
        self.tests: List[Optional[CompiledCondition]] = [
            test(question.condition) if question.condition is not None else None for question in bundle.questions]
        #: Whether some question has a condition (else every question is always shown).
        self.has_conditions = any(each is not None for each in self.tests)

    @staticmethod
    def options_of_ids(options: Sequence[Option], ids: Sequence[str]) -> FrozenSet[int]:
        """The options an ``in`` of option or anchor ids picks: for each id, the first option
        with exactly that id (as an answer picks it)."""
        return frozenset(_first(options, lambda option: option.id == wanted) for wanted in ids) - {-1}

    @staticmethod
    def options_of_values(options: Sequence[Option], values: Sequence[int]) -> FrozenSet[int]:
        """The options an ``in`` of scale values picks: for each value, the first option with
        that value (as a scale answer picks it), never by position."""
        return frozenset(_first(options, lambda option: option.value == wanted) for wanted in values) - {-1}

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
    def holds(test: CompiledCondition, answer: Callable[[int], Chosen]) -> bool:
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
