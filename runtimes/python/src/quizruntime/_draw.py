"""How a drawn quiz's answers are validated (docs/randomization.md, "Scoring a drawn quiz").

Per pool of ``count`` presented questions: at most ``count`` answered (else
``choice-count``), and answered plus unanswered optional questions at least ``count``
(else ``missing-answer``). Questions outside every pool keep their own ``required``.
"""

from __future__ import annotations

from typing import Callable, Dict, List, Optional

from ._model import QuizBundle
from ._results import AnswerError

__all__ = ["DrawRule", "Pool"]


class Pool:
    """A draw pool: its name (``None`` for every question), how many questions a
    presentation shows, and its questions' indices in bundle order."""

    __slots__ = ("name", "count", "members")

    def __init__(self, name: Optional[str], count: int, members: List[int]) -> None:
        self.name = name
        self.count = count
        self.members = members


class DrawRule:
    """The pools of a bundle's draws and the check of answered questions against them."""

    def __init__(self, bundle: QuizBundle) -> None:
        draws = bundle.presentation.draw
        pool_of = [-1] * len(bundle.questions)
        members: List[List[int]] = [[] for _ in draws]
        draw_of_pool: Dict[str, int] = {}
        every_question: Optional[int] = None
        for index, draw in enumerate(draws):
            if draw.pool is not None:
                draw_of_pool.setdefault(draw.pool, index)
            elif every_question is None:
                every_question = index
        for index, question in enumerate(bundle.questions):
            named = draw_of_pool.get(question.pool) if question.pool is not None else None
            candidates = [d for d in (named, every_question) if d is not None]
            if not candidates:
                continue
            chosen = min(candidates)
            pool_of[index] = chosen
            members[chosen].append(index)
        self.pools = [Pool(draw.pool, max(0, min(draw.count, len(group))), group) for draw, group in zip(draws, members)]
        self.pool_of = pool_of
        #: Whether a question answers its own ``required``: outside every pool.
        self.own_required = [p == -1 for p in pool_of]
        #: Whether answering every question can be accepted.
        self.accepts_every_question = all(p.count == len(p.members) for p in self.pools)

    @property
    def is_empty(self) -> bool:
        """Whether the bundle has no draws."""
        return not self.pools

    @staticmethod
    def satisfied(pool: Pool, count: int, optional_left: int) -> bool:
        """Whether a pool with ``count`` of its questions answered and ``optional_left`` optional
        ones unanswered is explained by some draw: the one statement of the pool rule, read by
        :meth:`error` and by the fast path's counters."""
        return count <= pool.count and count + optional_left >= pool.count

    def error(self, keys: List[str], required: List[bool], answered: Callable[[int], bool]) -> Optional[AnswerError]:
        """The error of the first pool, in declared order, the answered questions do not satisfy."""
        for pool in self.pools:
            count = 0
            optional_left = 0
            required_left: List[int] = []
            for member in pool.members:
                if answered(member):
                    count += 1
                elif not required[member]:
                    optional_left += 1
                else:
                    required_left.append(member)
            if self.satisfied(pool, count, optional_left):
                continue
            what = f'the pool "{pool.name}"' if pool.name is not None else "this quiz"
            presents = "1 question" if pool.count == 1 else f"{pool.count} questions"
            verb = "is" if count == 1 else "are"
            if count > pool.count:
                return AnswerError("choice-count", f"{what} presents {presents}, but {count} of its questions are "
                                                   "answered; answer only the questions that were presented")
            # Not satisfied and not over the count: too few can be presented.
            if all(required[m] for m in pool.members):
                message = (f"{what} presents {presents}, all required, but {count} {verb} answered; "
                           f"answer all {pool.count} presented questions")
            else:
                more = pool.count - count - optional_left
                example = keys[required_left[0]] if required_left else ""
                message = (f"{what} presents {presents} and its required questions must be answered when "
                           f"presented, but only {count} {verb} answered; answer every presented question "
                           f'(at least {more} more of the pool\'s questions, such as "{example}")')
            return AnswerError("missing-answer", message)
        return None
