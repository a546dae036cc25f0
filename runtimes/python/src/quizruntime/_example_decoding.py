"""Reading ``examples``: each example's answers and what it expects (docs/bundle-format.md)."""

from __future__ import annotations

from fractions import Fraction
from typing import List, Optional, Set, Tuple

from ._bundle_fields import MAX_MAGNITUDE, BundleError, Fields, amounts_allowing_zero, decimal, string_value
from ._jsontext import JSONValue, Number
from ._jsonwrite import canonical_literal
from ._model import Answer, Example, Scoring
from ._profile_decoding import has_no_outcome

__all__ = ["decode_examples"]


def _example_answer(key: str, answer: JSONValue, path: str) -> Answer:
    if isinstance(answer, str):
        return answer
    if isinstance(answer, bool) or answer is None or isinstance(answer, dict):
        raise BundleError(f"{path}/answers/{key}", "an answer is a number, a string or a list of strings")
    if isinstance(answer, (int, Number)):
        if isinstance(answer, int) and abs(answer) <= MAX_MAGNITUDE:
            return answer
        literal = answer.literal if isinstance(answer, Number) else str(answer)
        canonical = canonical_literal(literal)
        if canonical is None:
            raise BundleError(f"{path}/answers/{key}",
                              f"the number {literal} is not one a binary double holds exactly in its shortest form; "
                              "write the number in the shortest form that reads back as the same double")
        if canonical.lstrip("-").isdigit() and canonical.isascii() and -(1 << 63) <= int(canonical) < (1 << 63):
            return int(canonical)
        return Number(canonical)
    return [string_value(item, path) for item in answer]


def decode_examples(root: Fields, known: Set[str], scoring: Scoring) -> List[Example]:
    """``examples``, in order."""
    examples: List[Example] = []
    for index, item in enumerate(root.array("examples")):
        example = Fields(item, f"/examples/{index}")
        answer_members = example.value("answers")
        if not isinstance(answer_members, dict):
            raise BundleError(example.path, "answers must be an object")
        answers: List[Tuple[str, Answer]] = [
            (key, _example_answer(key, answer, example.path)) for key, answer in answer_members.items()]
        scores_value = example.optional_value("expect_scores")
        scores = None
        if example.has("expect_scores"):
            scores = amounts_allowing_zero(scores_value, example.path + "/expect_scores", known)
        no_secondary = example.has("expect_secondary") and example.optional_value("expect_secondary") is None
        name = example.optional_string("name")
        expect: Optional[str] = None
        if has_no_outcome(scoring):
            if example.has("expect"):
                raise BundleError(example.path + "/expect", "a profile without nearest has no outcome to expect")
        else:
            expect = example.string("expect")
        secondary = example.optional_string("expect_secondary")
        expect_results, expect_values = _expectations(example, scoring)
        examples.append(Example(name=name, answers=answers, expect=expect,
                                expect_secondary=None if no_secondary else secondary,
                                expects_no_secondary=no_secondary, expect_scores=scores,
                                expect_results=expect_results, expect_values=expect_values))
    return examples


def _expectations(example: Fields, scoring: Scoring) -> Tuple[
        Optional[List[Tuple[str, Optional[str]]]], Optional[List[Tuple[str, Optional[Fraction]]]]]:
    """An example's ``expect_results`` and ``expect_values`` in the example's order
    (``None`` when absent)."""
    results: Optional[List[Tuple[str, Optional[str]]]] = None
    if example.has("expect_results"):
        path = example.path + "/expect_results"
        members = example.optional_value("expect_results")
        if not isinstance(members, dict):
            raise BundleError(path, "expected an object")
        own = {result.id: result for result in scoring.results} if scoring.model == "profile" else {}
        found: List[Tuple[str, Optional[str]]] = []
        for result_id, band in members.items():
            result = own.get(result_id)
            if result is None:
                raise BundleError(path, f'unknown result "{result_id}"')
            if band is None:
                found.append((result_id, None))
                continue
            band_id = string_value(band, f"{path}/{result_id}")
            if not any(each.id == band_id for each in result.bands):
                raise BundleError(f"{path}/{result_id}", f'"{band_id}" is not a band of "{result_id}"')
            found.append((result_id, band_id))
        results = found
    values: Optional[List[Tuple[str, Optional[Fraction]]]] = None
    if example.has("expect_values"):
        path = example.path + "/expect_values"
        members = example.optional_value("expect_values")
        if not isinstance(members, dict):
            raise BundleError(path, "expected an object")
        derived_ids = {score.id for score in scoring.derived}
        written: List[Tuple[str, Optional[Fraction]]] = []
        for derived_id, item in members.items():
            if derived_id not in derived_ids:
                raise BundleError(path, f'unknown derived score "{derived_id}"')
            written.append((derived_id, None if item is None else decimal(item, f"{path}/{derived_id}")))
        values = written
    return results, values
