"""The rules of profile results, each stated once: derived scores compiled by their kinds'
rules (:data:`~._derived_kinds.DERIVED_KINDS`) with the counts of answered questions and the
share they read, a result's band, the nearest profile and its runner-up, and an axis's
percentage. Values are exact :class:`~fractions.Fraction` s in real units (a trait total
divided by 10^weight_digits); ``None`` is "no value". The scoring plan reaches them all
through :class:`ProfileRules`; the rules are static methods and entries of ``DERIVED_KINDS``,
so that a test can break one and see the conformance suite catch it."""

from __future__ import annotations

from fractions import Fraction
from typing import Dict, List, Optional, Sequence, Tuple

from ._derived_kinds import DERIVED_KINDS, Compiled, RuleInput
from ._model import QuizBundle

__all__ = ["ProfileRules", "BandRule"]

_FIFTY = Fraction(50)

#: A band: (whether its limit is inclusive (``max``), the limit or ``None`` for the last band).
BandRule = Tuple[bool, Optional[Fraction]]


class ProfileRules:
    """The derived scores, results and nearest rule of one bundle, compiled."""

    def __init__(self, bundle: QuizBundle, trait_index: Dict[str, int],
                 weights: Sequence[Sequence[Sequence[Tuple[int, int]]]]) -> None:
        scoring = bundle.scoring
        #: Totals are integers in units of 1/``unit``.
        self.unit = 10 ** scoring.weight_digits
        self.weight_digits = scoring.weight_digits
        self.derived_ids = [score.id for score in scoring.derived]
        self.derived_digits = [score.digits for score in scoring.derived]
        derived_index = {score_id: index for index, score_id in enumerate(self.derived_ids)}
        #: Per count of answered questions a rule reads: the questions that weigh its trait.
        self.answered_of: List[List[int]] = []
        scope = _Scope(self.unit, trait_index, derived_index, weights, self.answered_of)
        #: Each derived score's rule, compiled by its kind's entry in ``DERIVED_KINDS``.
        self.derived: List[Compiled] = [DERIVED_KINDS[score.kind].rule(score, scope) for score in scoring.derived]
        #: Whether some derived score counts answered questions.
        self.needs_answered = bool(self.answered_of)
        results = scoring.results if scoring.model == "profile" else []
        self.result_ids = [result.id for result in results]
        self.result_scores = [result.score for result in results]
        #: Per result: (whether its score is a derived score, the score's index, its digits).
        self.result_sources: List[Tuple[bool, int, int]] = []
        for result in results:
            if result.score in derived_index:
                index = derived_index[result.score]
                self.result_sources.append((True, index, self.derived_digits[index]))
            else:
                self.result_sources.append((False, trait_index.get(result.score, 0), self.weight_digits))
        self.band_ids = [[band.id for band in result.bands] for result in results]
        self.bands: List[List[BandRule]] = [
            [(band.max is not None, band.below if band.below is not None else band.max) for band in result.bands]
            for result in results]
        nearest = scoring.nearest if scoring.model == "profile" else None
        self.has_nearest = nearest is not None
        #: ``over`` as (whether a derived score, its index).
        self.over: List[Tuple[bool, int]] = []
        self.manhattan = False
        #: The profiles in tie order: (outcome, target).
        self.profiles: List[Tuple[str, List[Fraction]]] = []
        if nearest is not None:
            self.over = [(True, derived_index[name]) if name in derived_index else (False, trait_index.get(name, 0))
                         for name in nearest.over]
            self.manhattan = nearest.distance == "manhattan"
            targets = {profile.outcome: profile.at for profile in nearest.profiles}
            self.profiles = [(outcome, targets[outcome]) for outcome in nearest.ties]

    def answered_counts(self, answered: Optional[Sequence[bool]]) -> Tuple[int, ...]:
        """Per count a rule reads, how many of its questions were answered: with the totals,
        all that the values depend on (the plan caches its results by them)."""
        return tuple(ProfileRules.answered_count(questions, answered) for questions in self.answered_of)

    @staticmethod
    def answered_count(questions: Sequence[int], answered: Optional[Sequence[bool]]) -> int:
        """How many of ``questions`` were answered (none when ``answered`` is not known)."""
        return sum(1 for question in questions if answered is not None and answered[question])

    def trait_value(self, total: int) -> Fraction:
        """A trait's total in real units."""
        return Fraction(total, self.unit)

    def derived_values(self, totals: Sequence[int], answered_counts: Sequence[int]) -> List[Optional[Fraction]]:
        """Every derived score's exact value, in declaration order (``None``: no value), from
        the totals and :meth:`answered_counts`."""
        at = RuleInput(totals, answered_counts, [])
        for rule in self.derived:
            at.earlier.append(rule(at))
        return at.earlier

    def result_values(self, totals: Sequence[int],
                      derived: Sequence[Optional[Fraction]]) -> List[Tuple[Optional[Fraction], int]]:
        """Each result's value and band index (−1: no band), in declaration order."""
        found: List[Tuple[Optional[Fraction], int]] = []
        for (is_derived, index, _), bands in zip(self.result_sources, self.bands):
            value = derived[index] if is_derived else self.trait_value(totals[index])
            found.append((value, ProfileRules.band_of(bands, value)))
        return found

    def nearest_outcome(self, totals: Sequence[int],
                        derived: Sequence[Optional[Fraction]]) -> Tuple[str, Optional[str]]:
        """The nearest profile's outcome and the runner-up's (``None`` with one profile)."""
        point = [derived[index] if is_derived else self.trait_value(totals[index]) for is_derived, index in self.over]
        distances = [ProfileRules.distance(point, target, self.manhattan) for _, target in self.profiles]
        best, second = ProfileRules.two_nearest(distances)
        return self.profiles[best][0], (self.profiles[second][0] if second >= 0 else None)

    @staticmethod
    def share(t: int, u: int) -> Fraction:
        """total(T) / (total(T) + total(U)) × 100; exactly 50 when both are 0."""
        total = t + u
        return _FIFTY if total == 0 else Fraction(100 * t, total)

    @staticmethod
    def band_of(bands: Sequence[BandRule], value: Optional[Fraction]) -> int:
        """The first band admitting ``value`` (``below``: strictly less; ``max``: at most; no
        limit: any), or −1 for no value."""
        if value is None:
            return -1
        for position, (inclusive, limit) in enumerate(bands):
            if limit is None or value < limit or (inclusive and value == limit):
                return position
        return -1

    @staticmethod
    def distance(point: Sequence[Optional[Fraction]], target: Sequence[Fraction], manhattan: bool) -> Fraction:
        """Σ (v − t)² (euclidean, in the same order as its root) or Σ |v − t| (manhattan); a
        coordinate without a value adds nothing."""
        total = Fraction(0)
        for value, goal in zip(point, target):
            if value is None:
                continue
            difference = value - goal
            total += abs(difference) if manhattan else difference * difference
        return total

    @staticmethod
    def two_nearest(distances: Sequence[Fraction]) -> Tuple[int, int]:
        """The indices of the smallest and the next smallest distance, the earlier first among
        equal ones (−1 for the second when there is one distance)."""
        best, second = 0, -1
        for index in range(1, len(distances)):
            if distances[index] < distances[best]:
                best, second = index, best
            elif second < 0 or distances[index] < distances[second]:
                second = index
        return best, second

    @staticmethod
    def axis_percent(side: int, ta: int, tb: int) -> Fraction:
        """An axis's percentage: the share of its letter's pole; 50 for the tie letter."""
        if side == 2:
            return _FIFTY
        return ProfileRules.share(ta, tb) if side == 0 else ProfileRules.share(tb, ta)


class _Scope:
    """What the kinds' rules read of one bundle when they are compiled (a
    :class:`~._derived_kinds.RuleScope`)."""

    def __init__(self, unit: int, trait_index: Dict[str, int], derived_index: Dict[str, int],
                 weights: Sequence[Sequence[Sequence[Tuple[int, int]]]], answered_of: List[List[int]]) -> None:
        self.unit = unit
        self._trait_index = trait_index
        self._derived_index = derived_index
        self._weights = weights
        self._answered_of = answered_of

    def trait(self, name: str) -> int:
        """A trait's index in the totals."""
        return self._trait_index.get(name, 0)

    def earlier(self, name: str) -> Optional[int]:
        """An earlier derived score's index, or ``None`` for a trait."""
        return self._derived_index.get(name)

    def answered_count(self, trait: int) -> int:
        """The index of the count of answered questions that weigh ``trait``."""
        self._answered_of.append([position for position, options in enumerate(self._weights)
                                  if any(each == trait and amount != 0 for option in options for each, amount in option)])
        return len(self._answered_of) - 1

    def share(self, t: int, u: int) -> Fraction:
        """:meth:`ProfileRules.share`, looked up when called."""
        return ProfileRules.share(t, u)
