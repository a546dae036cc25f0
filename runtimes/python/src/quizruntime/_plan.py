"""A bundle compiled for exact scoring (the Swift runtime's ``ScoringPlan``): traits by
index, keys and ids in exact tables, the general validation path and the outcome rule."""

from __future__ import annotations

import operator
from fractions import Fraction
import unicodedata
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

from ._draw import DrawRule
from ._keyfolding import folded
from ._model import QuizBundle, TraitAmount
from ._decimal_form import fraction_form
from ._planned import PlannedQuestion, Raw, raw_answer
from ._profile_rules import ProfileRules
from ._results import AnswerError, AxisResult, DerivedValue, ExactValue, Outcome, ResultValue, ScoreResult
from ._visibility import Visibility, VisibilityOutcome
from ._visibility_rules import VisibilityRules

__all__ = ["ScoringPlan"]


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def _axis_side(ta: int, tb: int) -> int:
    return 0 if ta > tb else 1 if ta < tb else 2


def _getter(indices: List[int]) -> Callable[[Sequence[int]], Tuple[int, ...]]:
    """``operator.itemgetter`` that always returns a tuple."""
    if len(indices) == 1:
        only = indices[0]
        return lambda values: (values[only],)
    return operator.itemgetter(*indices) if indices else (lambda values: ())


_CACHE_LIMIT = 4096
#: What :meth:`ScoringPlan.read_answers` gives: per question the chosen option (−1 none, −2
#: several), the ``multiple`` choices, an unknown key's error, the first per-answer error.
_Read = Tuple[List[int], Dict[int, List[int]], Optional[AnswerError], Optional[Tuple[int, AnswerError]]]
#: What :meth:`ScoringPlan.result_for_key` computes from the values: derived values,
#: results, the outcome and the runner-up (those two of ``profile``).
_ProfileValues = Tuple[Tuple[DerivedValue, ...], Tuple[ResultValue, ...], Optional[str], Optional[str]]


class ScoringPlan:
    """Everything scoring needs from one bundle, computed once."""

    def __init__(self, bundle: QuizBundle) -> None:
        self.bundle = bundle
        self.traits = list(bundle.traits)
        self.trait_index: Dict[str, int] = {}
        for index, trait in enumerate(self.traits):
            self.trait_index.setdefault(trait, index)
        initial = [0] * max(1, len(self.traits))
        for entry in bundle.scoring.initial:
            initial[self.trait_index.get(entry.trait, 0)] += entry.amount
        self.initial = initial
        self.questions = [PlannedQuestion(q, self.trait_index) for q in bundle.questions]
        self.draw = DrawRule(bundle)
        #: Which questions are shown (branching): the one statement of the rule.
        self.visibility = VisibilityRules(bundle)
        self.key_index: Dict[str, int] = {}
        self.folded_keys: Dict[str, int] = {}
        for position, question in enumerate(bundle.questions):
            self.key_index.setdefault(question.key, position)
            self.folded_keys[folded(question.key)] = position
        scoring = bundle.scoring
        trait_of = self.trait_index.get
        self.model = scoring.model
        self.axes: List[Tuple[int, int, str]] = [(trait_of(a.poles[0], 0), trait_of(a.poles[1], 0), a.tie) for a in scoring.axes]
        self.tie_order = [trait_of(t, 0) for t in scoring.ties]
        self.secondary = scoring.secondary
        self.band_trait = trait_of(scoring.trait, 0) if scoring.model == "bands" else 0
        self.bands = [(b.outcome, b.max) for b in scoring.bands]
        self.keys = [q.key for q in bundle.questions]
        self.required = [q.required for q in bundle.questions]
        #: Per question: whether an answers set must answer it on its own — declared required
        #: and outside every draw pool (a pool's questions answer to the pool's count instead).
        self.must_answer = [q.required and own for q, own in zip(self.questions, self.draw.own_required)]
        self._poles_a = _getter([a for a, _, _ in self.axes])
        self._poles_b = _getter([b for _, b, _ in self.axes])
        #: Per axis: its letters by side (see :meth:`axis_sides`).
        self.axis_letters = [(self.traits[a], self.traits[b], tie) for a, b, tie in self.axes] if self.traits else []
        #: Totals are integers in units of 10^-weight_digits.
        self.weight_digits = scoring.weight_digits
        #: Fractional digits of axis percentages (``axes``), or ``None`` when results have none.
        self.percent_digits = scoring.percent_digits if scoring.model == "axes" else None
        #: Derived scores, profile results and the nearest rule, compiled; ``None`` when the
        #: bundle has none of them.
        self.profile: Optional[ProfileRules] = (
            ProfileRules(bundle, self.trait_index, [q.weights for q in self.questions])
            if scoring.derived or scoring.model == "profile" else None)
        #: Whether scoring needs to know which questions were answered (``mean_answered``).
        self.needs_answered = self.profile is not None and self.profile.needs_answered
        #: Derived values, results, outcome and runner-up by (totals, answered counts): the
        #: most recent distinct ones (answer sets often share their totals).
        self._values: Dict[Tuple[Tuple[int, ...], Tuple[int, ...]], _ProfileValues] = {}

    def unknown_key_error(self, key: str) -> AnswerError:
        """The error for a key that matches no question, naming the intended key for a near miss."""
        nfc = unicodedata.normalize("NFC", key)
        index = self.key_index.get(nfc)
        if index is not None:
            return AnswerError("key-not-normalized", f'the key "{key}" is not in Unicode NFC form; send the question\'s '
                               f'key "{self.questions[index].key}" exactly', key)
        for question in self.questions:
            if question.id == key:
                return AnswerError("unknown-key", f'"{key}" is a question id, but this quiz keys answers by wire key; '
                                   f'send "{question.key}"', key)
        near = self.folded_keys.get(folded(key))
        if near is not None:
            return AnswerError("unknown-key", f'no question has the key "{key}"; did you mean '
                               f'"{self.questions[near].key}"? Keys must match exactly', key)
        return AnswerError("unknown-key", f'no question has the key "{key}"', key)

    def read_answers(self, answers: Iterable[Tuple[str, object]]) -> _Read:
        """Every answer validated (the per-answer checks): each question's chosen option (−1
        none, −2 the choices in ``many``), the ``multiple`` choices, the error of an unknown
        key (the first by UTF-8 bytes) and the first per-answer error in bundle order with
        its question's index."""
        questions = self.questions
        chosen = [-1] * len(questions)
        many: Dict[int, List[int]] = {}
        unknown: List[str] = []
        first_error: Optional[Tuple[int, AnswerError]] = None
        for key, value in answers:
            index = self.key_index.get(key)
            if index is None:
                unknown.append(key)
                continue
            answer: Raw = raw_answer(value)
            if answer[0] == "null":
                continue
            choice = questions[index].choose(answer)
            if isinstance(choice, AnswerError):
                if first_error is None or index < first_error[0]:
                    first_error = (index, choice)
            elif isinstance(choice, list):
                many[index] = choice
                chosen[index] = -2
            else:
                chosen[index] = choice
        unknown_error = self.unknown_key_error(min(unknown, key=_utf8)) if unknown else None
        return chosen, many, unknown_error, first_error

    def shown(self, chosen: Sequence[int], many: Dict[int, List[int]]) -> List[bool]:
        """Which questions the validated answers show (:class:`VisibilityRules`)."""
        return self.visibility.shown(
            [None if option == -1 else many.get(index, []) if option == -2 else (option,)
             for index, option in enumerate(chosen)])

    def must_answer_when(self, shown: Sequence[bool]) -> List[bool]:
        """Per question, whether these answers must answer it: :attr:`must_answer` and shown
        ("required" means required when shown)."""
        return [must and is_shown for must, is_shown in zip(self.must_answer, shown)]

    @staticmethod
    def answered_but_hidden(chosen: Sequence[int], shown: Sequence[bool]) -> List[bool]:
        """Per question, whether it has an answer although it is not shown (a hidden
        question takes no answer: ``hidden-answer``)."""
        return [option != -1 and not is_shown for option, is_shown in zip(chosen, shown)]

    def hidden_answer_error(self, index: int) -> AnswerError:
        """The error of an answer to the question at ``index``, which the answers do not show."""
        question = self.questions[index]
        return AnswerError("hidden-answer", f'question "{question.id}" is not shown for these answers '
                           "(its condition does not hold); leave its answer out", question.key)

    def missing_answer_error(self, index: int) -> AnswerError:
        """The error of a required question left unanswered."""
        key = self.keys[index]
        return AnswerError("missing-answer", f'the required question "{key}" has no answer', key)

    def score_raw(self, answers: Iterable[Tuple[str, object]]) -> Outcome:
        """The general path: validates every answer and reports the one error the Swift
        runtime reports (an unknown key first; then the first question in bundle order with
        a problem — checked in this order for each: its answer is wrong, it is answered
        although hidden, it is required and shown but not answered; then the first draw
        pool), else scores."""
        questions = self.questions
        chosen, many, unknown_error, first_error = self.read_answers(answers)
        if unknown_error is not None:
            return unknown_error
        hidden: Optional[List[bool]] = None
        must_answer = self.must_answer
        if self.visibility.has_conditions:
            shown = self.shown(chosen, many)
            hidden = self.answered_but_hidden(chosen, shown)
            must_answer = self.must_answer_when(shown)
        for index in range(len(questions)):
            if first_error is not None and first_error[0] == index:
                return first_error[1]
            # The question's visibility reads only the questions before it, valid by now.
            if hidden is not None and hidden[index]:
                return self.hidden_answer_error(index)
            if chosen[index] == -1 and must_answer[index]:
                return self.missing_answer_error(index)
        if not self.draw.is_empty:
            error = self.draw.error(self.keys, self.required, lambda q: chosen[q] != -1)
            if error is not None:
                return error
        answered = [option != -1 for option in chosen] if self.needs_answered else None
        totals = list(self.initial)
        for index, question in enumerate(questions):
            option = chosen[index]
            if option >= 0:
                for trait, amount in question.weights[option]:
                    totals[trait] += amount
            elif option == -2:
                for each in many.get(index, []):
                    for trait, amount in question.weights[each]:
                        totals[trait] += amount
        return self.result(totals, answered)

    def visibility_raw(self, answers: Iterable[Tuple[str, object]]) -> VisibilityOutcome:
        """The visibility API's general path: the per-answer checks of :meth:`score_raw`
        (same errors, same order), then the shown questions and the answered hidden ones;
        no whole-set check (missing answers, hidden answers, draw pools)."""
        chosen, many, unknown_error, first_error = self.read_answers(answers)
        if unknown_error is not None:
            return unknown_error
        if first_error is not None:
            return first_error[1]
        shown = self.shown(chosen, many)
        ids = [question.id for question in self.questions]
        return Visibility(self.bundle.quiz, self.bundle.version, [i for i, s in zip(ids, shown) if s],
                          [i for i, s, c in zip(ids, shown, chosen) if not s and c != -1])

    def axis_sides(self, totals: Sequence[int]) -> Tuple[int, ...]:
        """Per axis, which letter it gives: 0 for the first pole (the larger total), 1 for the
        second, 2 for the tie letter. The one statement of the ``axes`` rule: the outcome,
        the result's axes and the fast path's line templates all read it."""
        return tuple(map(_axis_side, self._poles_a(totals), self._poles_b(totals)))

    def highest(self, totals: Sequence[int]) -> Tuple[int, int]:
        """The ``highest`` rule: the best trait (the first in tie order among the largest
        totals) and the runner-up the same way among the others, −1 when there is none,
        ``secondary`` is off, or its total is not positive."""
        order = self.tie_order
        best = order[0] if order else 0
        for trait in order:
            if totals[trait] > totals[best]:
                best = trait
        runner_up = -1
        if self.secondary:
            for trait in order:
                if trait != best and (runner_up < 0 or totals[trait] > totals[runner_up]):
                    runner_up = trait
            if runner_up >= 0 and totals[runner_up] <= 0:
                runner_up = -1
        return best, runner_up

    def band(self, totals: Sequence[int]) -> int:
        """The ``bands`` rule: the first band whose ``max`` the trait's total does not exceed
        (or that has none), −1 when there is none."""
        total = totals[self.band_trait]
        for position, (_, maximum) in enumerate(self.bands):
            if maximum is None or total <= maximum:
                return position
        return -1

    def outcome_key(self, totals: Sequence[int]) -> Tuple[int, ...]:
        """What decides the outcome: :meth:`axis_sides`, :meth:`highest` or (:meth:`band`,);
        ``()`` for ``profile``, whose outcome :meth:`result_for_key` finds from the values."""
        if self.model == "axes":
            return self.axis_sides(totals)
        if self.model == "highest":
            return self.highest(totals)
        if self.model == "profile":
            return ()
        return (self.band(totals),)

    def outcome_for_key(self, key: Tuple[int, ...]) -> Tuple[str, Optional[str]]:
        """The outcome code and the runner-up an :meth:`outcome_key` stands for (not for
        ``profile``: see :meth:`result_for_key`)."""
        if self.model == "axes":
            return "".join(letters[side] for letters, side in zip(self.axis_letters, key)), None
        if self.model == "highest":
            return self.traits[key[0]], (self.traits[key[1]] if key[1] >= 0 else None)
        if not key:
            return "", None
        return (self.bands[key[0]][0] if key[0] >= 0 else ""), None

    def outcome_of(self, totals: List[int]) -> Tuple[Optional[str], Optional[str]]:
        """The outcome code and the runner-up for these totals."""
        result = self.result(totals)
        return result.outcome, result.secondary

    def result(self, totals: List[int], answered: Optional[Sequence[bool]] = None) -> ScoreResult:
        """The result for these totals (``answered``: per question, whether it was answered;
        read by ``mean_answered``)."""
        bundle = self.bundle
        traits = self.traits
        if not traits:
            return ScoreResult(bundle.quiz, bundle.version, "", None, [], [])
        return self.result_for_key(self.outcome_key(totals), totals, answered)

    def result_for_key(self, key: Tuple[int, ...], totals: Sequence[int],
                       answered: Optional[Sequence[bool]] = None) -> ScoreResult:
        """The result for an :meth:`outcome_key` and the totals it came from (the fast path
        makes its line templates from this, with placeholders for the totals; it declines
        bundles with derived scores, results, fractional weights or axis percentages)."""
        bundle = self.bundle
        traits = self.traits
        profile = self.profile
        derived_values: Tuple[DerivedValue, ...] = ()
        result_values: Tuple[ResultValue, ...] = ()
        outcome: Optional[str]
        if profile is not None:
            counts = profile.answered_counts(answered)
            cache_key = (tuple(totals), counts)
            cached = self._values.get(cache_key)
            if cached is None:
                cached = self._profile_values(profile, totals, counts)
                if len(self._values) >= _CACHE_LIMIT:
                    self._values.clear()
                self._values[cache_key] = cached
            derived_values, result_values, outcome, secondary = cached
        if self.model != "profile":
            outcome, secondary = self.outcome_for_key(key)
        scores = [TraitAmount(trait, totals[i]) for i, trait in enumerate(traits)]
        axes = []
        percent_digits = self.percent_digits
        for (a, b, _), letters, side in zip(self.axes, self.axis_letters, key):
            percent = None
            if percent_digits is not None:
                percent = _exact(ProfileRules.axis_percent(side, totals[a], totals[b]), percent_digits)
            axes.append(AxisResult((traits[a], traits[b]), letters[side], (totals[a], totals[b]), percent))
        return ScoreResult(bundle.quiz, bundle.version, outcome, secondary, scores, axes, self.weight_digits,
                           list(derived_values), list(result_values))

    def _profile_values(self, profile: ProfileRules, totals: Sequence[int], answered_counts: Sequence[int]
                        ) -> _ProfileValues:
        """The derived values, the results and (``profile``) the outcome and runner-up."""
        derived = profile.derived_values(totals, answered_counts)
        derived_values = tuple(DerivedValue(score_id, _exact(value, digits)) for score_id, digits, value
                               in zip(profile.derived_ids, profile.derived_digits, derived))
        result_values: List[ResultValue] = []
        for index, (value, band) in enumerate(profile.result_values(totals, derived)):
            is_derived, source, digits = profile.result_sources[index]
            exact = derived_values[source].value if is_derived else _exact(value, digits)
            result_values.append(ResultValue(profile.result_ids[index], profile.result_scores[index], exact,
                                             profile.band_ids[index][band] if band >= 0 else None))
        outcome: Optional[str] = None
        secondary: Optional[str] = None
        if profile.has_nearest:
            outcome, secondary = profile.nearest_outcome(totals, derived)
        return derived_values, tuple(result_values), outcome, secondary


def _exact(value: Optional[Fraction], digits: int) -> Optional[ExactValue]:
    """An exact value with its text in the decimal form, or ``None`` for no value."""
    return None if value is None else ExactValue(value, fraction_form(value, digits))
