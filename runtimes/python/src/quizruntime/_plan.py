"""A bundle compiled for exact scoring (the Swift runtime's ``ScoringPlan``): traits by
index, keys and ids in exact tables, the general validation path and the outcome rule."""

from __future__ import annotations

import unicodedata
from typing import Dict, Iterable, List, Optional, Tuple

from ._draw import DrawRule
from ._keyfolding import folded
from ._model import QuizBundle, TraitAmount
from ._planned import PlannedQuestion, Raw, raw_answer
from ._results import AnswerError, AxisResult, Outcome, ScoreResult

__all__ = ["ScoringPlan"]


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


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

    def score_raw(self, answers: Iterable[Tuple[str, object]]) -> Outcome:
        """The general path: validates every answer and reports the one error the Swift
        runtime reports (an unknown key first, then the first question in bundle order,
        then the first draw pool), else scores."""
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
        if unknown:
            return self.unknown_key_error(min(unknown, key=_utf8))
        own = self.draw.own_required
        for index, question in enumerate(questions):
            if first_error is not None and first_error[0] == index:
                return first_error[1]
            if chosen[index] == -1 and question.required and own[index]:
                return AnswerError("missing-answer", f'the required question "{question.key}" has no answer', question.key)
        if not self.draw.is_empty:
            error = self.draw.error(self.keys, self.required, lambda q: chosen[q] != -1)
            if error is not None:
                return error
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
        return self.result(totals)

    def outcome_of(self, totals: List[int]) -> Tuple[str, Optional[str]]:
        """The outcome code and the runner-up for these totals."""
        traits = self.traits
        if self.model == "axes":
            letters = []
            for a, b, tie in self.axes:
                ta, tb = totals[a], totals[b]
                letters.append(traits[a] if ta > tb else traits[b] if ta < tb else tie)
            return "".join(letters), None
        if self.model == "highest":
            order = self.tie_order
            best = order[0] if order else 0
            for trait in order:
                if totals[trait] > totals[best]:
                    best = trait
            secondary = None
            if self.secondary:
                runner_up: Optional[int] = None
                for trait in order:
                    if trait != best and (runner_up is None or totals[trait] > totals[runner_up]):
                        runner_up = trait
                if runner_up is not None and totals[runner_up] > 0:
                    secondary = traits[runner_up]
            return traits[best], secondary
        total = totals[self.band_trait]
        for outcome, maximum in self.bands:
            if maximum is None or total <= maximum:
                return outcome, None
        return "", None

    def result(self, totals: List[int]) -> ScoreResult:
        """The result for these totals."""
        bundle = self.bundle
        traits = self.traits
        if not traits:
            return ScoreResult(bundle.quiz, bundle.version, "", None, [], [])
        outcome, secondary = self.outcome_of(totals)
        scores = [TraitAmount(trait, totals[i]) for i, trait in enumerate(traits)]
        axes = []
        for a, b, tie in self.axes:
            ta, tb = totals[a], totals[b]
            letter = traits[a] if ta > tb else traits[b] if ta < tb else tie
            axes.append(AxisResult((traits[a], traits[b]), letter, (ta, tb)))
        return ScoreResult(bundle.quiz, bundle.version, outcome, secondary, scores, axes)
