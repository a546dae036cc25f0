"""The presentation order for a 64-bit seed (docs/randomization.md): SplitMix64, uniform
draws by rejection, Fisher–Yates over the movable slots, draw pools."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Sequence, Set, TypeVar

from ._jsontext import JSONValue
from ._model import QuizBundle

__all__ = ["SplitMix64", "PresentedQuestion", "presentation_order", "presentation_order_json"]

_MASK = (1 << 64) - 1
T = TypeVar("T")


class SplitMix64:
    """SplitMix64: the generator every platform uses, so a seed gives the same order everywhere."""

    def __init__(self, seed: int) -> None:
        if not 0 <= seed <= _MASK:
            raise ValueError("the seed is an unsigned 64-bit integer (0 to 18446744073709551615)")
        self.state = seed

    def next(self) -> int:
        """The next 64 random bits."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def uniform(self, n: int) -> int:
        """A uniform integer in 0..<n: draw r until r ≥ (2^64 − n) mod n, return r mod n."""
        if n <= 1:
            return 0
        threshold = ((1 << 64) - n) % n
        while True:
            r = self.next()
            if r >= threshold:
                return r % n

    def shuffle(self, items: List[T], movable: Sequence[bool]) -> None:
        """Fisher–Yates from the last movable slot down; the other slots keep their items."""
        slots = [i for i in range(len(items)) if (movable[i] if i < len(movable) else True)]
        if len(slots) <= 1:
            return
        for i in range(len(slots) - 1, 0, -1):
            j = self.uniform(i + 1)
            a, b = slots[i], slots[j]
            items[a], items[b] = items[b], items[a]


@dataclass(frozen=True)
class PresentedQuestion:
    """One presented question: its index in ``bundle.questions`` and the order of its
    options (indices into its ``options``). ``id`` and ``option_keys`` name them as
    ``quizc order`` prints them (option ids, or values for scales)."""
    question: int
    options: List[int]
    id: str
    option_keys: List[object]


def presentation_order(bundle: QuizBundle, seed: int) -> List[PresentedQuestion]:
    """The presentation order for ``seed`` (0 to 2^64 − 1)."""
    random = SplitMix64(seed)
    questions = bundle.questions
    draws = bundle.presentation.draw
    if not draws:
        presented = list(range(len(questions)))
    else:
        chosen: Set[int] = set()
        in_some_pool: Set[int] = set()
        by_pool: Dict[str, List[int]] = {}
        for index, question in enumerate(questions):
            if question.pool is not None:
                by_pool.setdefault(question.pool, []).append(index)
        for draw in draws:
            pool = list(by_pool.get(draw.pool, [])) if draw.pool is not None else list(range(len(questions)))
            in_some_pool.update(pool)
            random.shuffle(pool, [True] * len(pool))
            chosen.update(pool[:draw.count])
        if not any(d.pool is None for d in draws):
            chosen.update(i for i in range(len(questions)) if i not in in_some_pool)
        presented = sorted(chosen)
    if bundle.presentation.shuffle_questions:
        random.shuffle(presented, [not questions[i].pin for i in presented])
    result: List[PresentedQuestion] = []
    for index in presented:
        question = questions[index]
        options = list(range(len(question.options)))
        if question.shuffle and question.type not in ("scale", "range"):
            random.shuffle(options, [not o.pin for o in question.options])
        keys: List[object] = [question.options[o].value if question.options[o].value is not None
                              else (question.options[o].id or "") for o in options]
        result.append(PresentedQuestion(index, options, question.id, keys))
    return result


def presentation_order_json(bundle: QuizBundle, seed: int) -> Dict[str, JSONValue]:
    """``{"seed": N, "questions": [{"id", "options": [option id or scale value, …]}, …]}``."""
    questions: List[JSONValue] = []
    for presented in presentation_order(bundle, seed):
        options: List[JSONValue] = [key if isinstance(key, (int, str)) else str(key) for key in presented.option_keys]
        questions.append({"id": presented.id, "options": options})
    return {"seed": seed, "questions": questions}


