"""The rules of derived scores and profile results, each stated once: derived scores (mean, mean over
answered questions, percent, share, linear, sum), a result's band, the nearest profile and its
runner-up, and an axis's percentage. Values are exact :class:`~fractions.Fraction` s in real
units (a trait total divided by 10^weight_digits); ``None`` is "no value". The scoring plan
reaches them all through :class:`ProfileRules`; the rules are static methods, so that a test
can break one and see the conformance suite catch it."""

from __future__ import annotations

from fractions import Fraction
from typing import Dict, List, Optional, Sequence, Tuple, cast

from ._model import QuizBundle

__all__ = ["ProfileRules", "DerivedRule", "BandRule"]

_HUNDRED = Fraction(100)
_FIFTY = Fraction(50)

#: A compiled derived score: (kind, index of ``of`` (a trait, or for ``linear`` over a derived
#: score that score), the second operand: ``mean`` its divisor in total units, ``mean_answered``
#: the questions that weigh ``of``, ``percent`` (min, max − min), ``share`` the index of
#: ``against``, ``linear`` (times, plus, whether ``of`` is a derived score), ``sum`` the indices
#: of its traits (its ``of`` unused, 0)).
DerivedRule = Tuple[str, int, object]
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
        self.derived: List[DerivedRule] = []
        for score in scoring.derived:
            of = trait_index.get(score.of, 0)
            if score.kind == "mean":
                self.derived.append(("mean", of, self.unit * score.count))
            elif score.kind == "mean_answered":
                questions = [position for position, options in enumerate(weights)
                             if any(trait == of and amount != 0 for option in options for trait, amount in option)]
                self.derived.append(("mean_answered", of, questions))
            elif score.kind == "percent":
                self.derived.append(("percent", of, (score.min, score.max - score.min)))
            elif score.kind == "share":
                self.derived.append(("share", of, trait_index.get(score.against, 0)))
            elif score.kind == "sum":
                self.derived.append(("sum", 0, [trait_index.get(name, 0) for name in score.of_list]))
            else:
                of_derived = score.of in derived_index
                self.derived.append(("linear", derived_index[score.of] if of_derived else of,
                                     (score.times, score.plus, of_derived)))
        #: Whether some derived score counts answered questions.
        self.needs_answered = any(rule[0] == "mean_answered" for rule in self.derived)
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
        """Per ``mean_answered`` score, how many of its questions were answered: with the
        totals, all that the values depend on (the plan caches its results by them)."""
        if answered is None:
            return ()
        return tuple(sum(1 for question in cast(List[int], operand) if answered[question])
                     for kind, _, operand in self.derived if kind == "mean_answered")

    def trait_value(self, total: int) -> Fraction:
        """A trait's total in real units."""
        return Fraction(total, self.unit)

    def derived_values(self, totals: Sequence[int], answered: Optional[Sequence[bool]]) -> List[Optional[Fraction]]:
        """Every derived score's exact value, in declaration order (``None``: no value)."""
        values: List[Optional[Fraction]] = []
        for rule in self.derived:
            values.append(ProfileRules.derived_value(rule, totals, answered, values, self.unit))
        return values

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
    def derived_value(rule: DerivedRule, totals: Sequence[int], answered: Optional[Sequence[bool]],
                      earlier: Sequence[Optional[Fraction]], unit: int) -> Optional[Fraction]:
        """One derived score's value (``earlier``: the values of the derived scores before it)."""
        kind, of, operand = rule
        if kind == "mean":
            assert isinstance(operand, int)
            return Fraction(totals[of], operand)
        if kind == "mean_answered":
            assert isinstance(operand, list)
            count = sum(1 for question in operand if answered is not None and answered[question])
            return None if count == 0 else Fraction(totals[of], unit * count)
        if kind == "percent":
            assert isinstance(operand, tuple)
            low, span = cast(Tuple[Fraction, Fraction], operand)
            return (Fraction(totals[of], unit) - low) / span * _HUNDRED
        if kind == "share":
            assert isinstance(operand, int)
            return ProfileRules.share(totals[of], totals[operand])
        if kind == "sum":
            assert isinstance(operand, list)
            return Fraction(sum(totals[trait] for trait in operand), unit)
        assert isinstance(operand, tuple)
        times, plus, of_derived = operand
        x = earlier[of] if of_derived else Fraction(totals[of], unit)
        return None if x is None else times * x + plus

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
