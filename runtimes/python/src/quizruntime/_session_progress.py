"""A session's progress (docs/runtime.md, "Sessions"): how many questions are answered, and
the least and most questions still to come, exact by evaluating the conditions over every way
the open questions that conditions read can still be answered, up to
``MAX_PROGRESS_SCENARIOS`` ways; past that, safe bounds marked ``exact = False``."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from math import comb
from typing import Dict, Iterator, List, Set

from ._jsontext import JSONValue
from ._model import AllOf, AnyOf, Condition, NotOf, Question, QuizBundle
from ._scorer import Scorer
from ._session_answers import answer_as_json
from ._visibility import Visibility

__all__ = ["MAX_PROGRESS_SCENARIOS", "Progress", "alternatives", "session_progress"]

MAX_PROGRESS_SCENARIOS = 4096
"""The most answer scenarios progress evaluates; past it, the bounds are the safe fallback."""


@dataclass(frozen=True)
class Progress:
    """The answered count, the least and most questions still to come, and whether the
    bounds are exact (``False`` past :data:`MAX_PROGRESS_SCENARIOS`)."""
    answered: int
    least: int
    most: int
    exact: bool


def alternative_count(question: Question, may_stay_open: bool) -> int:
    """How many answers a question can still take (no answer included when it may stay open)."""
    extra = 1 if may_stay_open else 0
    if question.type != "multiple":
        return len(question.options) + extra
    n = len(question.options)
    low = question.min or 0
    high = question.max if question.max is not None else n
    return sum(comb(n, k) for k in range(low, min(high, n) + 1)) + extra


def alternatives(question: Question, may_stay_open: bool) -> List[object]:
    """Every answer a question can still take, as :meth:`Scorer.score` takes answers
    (``None``: none)."""
    found: List[object] = [None] if may_stay_open else []
    if question.type == "scale":
        return found + [option.value for option in question.options]
    if question.type != "multiple":
        return found + [option.id for option in question.options]
    ids = [option.id or "" for option in question.options]
    low = question.min or 0
    high = question.max if question.max is not None else len(ids)
    for mask in range(2 ** len(ids)):
        chosen = [item for bit, item in enumerate(ids) if (mask >> bit) & 1]
        if low <= len(chosen) <= high:
            found.append(chosen)
    return found


def condition_reads(bundle: QuizBundle) -> Set[str]:
    """The ids of the questions some condition reads."""
    read: Set[str] = set()

    def walk(condition: Condition) -> None:
        if isinstance(condition, (AllOf, AnyOf)):
            for part in condition.parts:
                walk(part)
        elif isinstance(condition, NotOf):
            walk(condition.inner)
        else:
            read.add(condition.question)

    for question in bundle.questions:
        if question.condition is not None:
            walk(question.condition)
    return read


def _scenarios(deciders: List[List[object]]) -> Iterator[tuple[object, ...]]:
    return itertools.product(*deciders)


def session_progress(scorer: Scorer, answers: Dict[str, JSONValue], open_questions: List[Question]) -> Progress:
    """The progress of a session: ``open_questions`` are the questions still to come if shown
    (presented on the current page or later, unanswered), ``answers`` the answers so far."""
    bundle = scorer.bundle
    timed = bundle.presentation.time_limit is not None
    read = condition_reads(bundle)
    deciding = [question for question in open_questions if question.id in read]
    count = 1
    for question in deciding:
        count *= alternative_count(question, timed or not question.required)
    if count > MAX_PROGRESS_SCENARIOS:
        least = sum(1 for question in open_questions if question.condition is None)
        return Progress(len(answers), least, len(open_questions), False)
    values = [alternatives(question, timed or not question.required) for question in deciding]
    least, most = -1, 0
    for scenario in _scenarios(values):
        trial = dict(answers)
        for question, value in zip(deciding, scenario):
            trial[question.key] = answer_as_json(value) if value is not None else None
        seen = scorer.visibility_value(trial)
        if not isinstance(seen, Visibility):
            continue
        visible = set(seen.visible)
        coming = sum(1 for question in open_questions if question.id in visible)
        least = coming if least < 0 else min(least, coming)
        most = max(most, coming)
    return Progress(len(answers), max(least, 0), most, True)

