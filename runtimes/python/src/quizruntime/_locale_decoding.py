"""Reading the locales of a bundle: ``source_locale`` and ``locales``, each entry's texts,
and the source locale's entry equal to the bundle's own texts, with every check of the Swift
runtime in its order (docs/runtime-python.md, "Locales")."""

from __future__ import annotations

import re
from typing import Dict, Iterator, List, Optional, Tuple

from ._bundle_fields import BundleError, Fields, string_value
from ._jsontext import JSONValue
from ._locales import default_direction
from ._model import (
    BandTexts, Direction, LocaleTexts, Option, Outcome, OutcomeTexts, ProfileResult, Question, QuestionTexts, ResultTexts,
    ascii_lower,
)

__all__ = ["decode_locales", "SOURCE_ENTRY_DIFFERS"]

#: The message of the last decoding check: the source locale's entry differs from the
#: bundle's own text.
SOURCE_ENTRY_DIFFERS = "differs from the bundle's own text"

_LANGUAGE_TAG = re.compile(r"[A-Za-z0-9]{1,8}(?:-[A-Za-z0-9]{1,8})*")


def _option_key(option: Option) -> str:
    return str(option.value) if option.value is not None else option.id or ""


def _result_texts(entry: Fields, results: List[ProfileResult]) -> List[ResultTexts]:
    """An entry's ``results`` (the ``profile`` model only): every result by id with its
    title, description (exactly when the source has one) and bands by id."""
    results_path = entry.path + "/results"
    if not results:
        if entry.has("results"):
            raise BundleError(results_path, "the bundle has no results")
        return []
    members = Fields(entry.value("results"), results_path)
    texts: List[ResultTexts] = []
    for result in results:
        if not members.has(result.id):
            raise BundleError(results_path, f'missing "{result.id}"')
        fields = Fields(members.members[result.id], f"{results_path}/{result.id}")
        title = fields.string("title")
        description = _own_description(fields, result.description, "the result has no description")
        bands_path = fields.path + "/bands"
        band_members = Fields(fields.value("bands"), bands_path)
        bands: List[BandTexts] = []
        for band in result.bands:
            if not band_members.has(band.id):
                raise BundleError(bands_path, f'missing "{band.id}"')
            band_fields = Fields(band_members.members[band.id], f"{bands_path}/{band.id}")
            band_title = band_fields.string("title")
            band_description = _own_description(band_fields, band.description, "the band has no description")
            recommendations_path = band_fields.path + "/recommendations"
            recommendations = [string_value(item, f"{recommendations_path}/{index}")
                               for index, item in enumerate(band_fields.array("recommendations"))]
            if len(recommendations) != len(band.recommendations):
                raise BundleError(recommendations_path,
                                  f"expected {len(band.recommendations)} recommendations, as in the source locale")
            bands.append(BandTexts(band_title, band_description, recommendations))
        band_ids = {band.id for band in result.bands}
        for member in band_members.members:
            if member not in band_ids:
                raise BundleError(f"{bands_path}/{member}", "no such band")
        texts.append(ResultTexts(title, description, bands))
    result_ids = {result.id for result in results}
    for member in members.members:
        if member not in result_ids:
            raise BundleError(f"{results_path}/{member}", "no such result")
    return texts


def _own_description(fields: Fields, own: Optional[str], absent: str) -> Optional[str]:
    """``description`` exactly when the source has one."""
    if own is not None:
        return fields.string("description")
    if fields.has("description"):
        raise BundleError(fields.path + "/description", absent)
    return None


def _locale_entry(tag: str, item: JSONValue, description: Optional[str], questions: List[Question],
                  outcomes: List[Outcome], results: List[ProfileResult]) -> LocaleTexts:
    entry = Fields(item, f"/locales/{tag}")
    direction_value = entry.value("direction")
    if direction_value == "ltr":
        direction: Direction = "ltr"
    elif direction_value == "rtl":
        direction = "rtl"
    else:
        raise BundleError(f"{entry.path}/direction", 'expected "ltr" or "rtl"')
    title = entry.string("title")
    if description is not None:
        translated_description: Optional[str] = entry.string("description")
    elif entry.has("description"):
        raise BundleError(f"{entry.path}/description", "the bundle has no description")
    else:
        translated_description = None
    question_members = Fields(entry.value("questions"), f"{entry.path}/questions")
    question_texts: List[QuestionTexts] = []
    for question in questions:
        fields = Fields(question_members.value(question.id), f"{question_members.path}/{question.id}")
        text = fields.string("text")
        labels = Fields(fields.value("options"), f"{fields.path}/options")
        keys = [_option_key(option) for option in question.options]
        question_texts.append(QuestionTexts(text, [labels.string(key) for key in keys]))
        known_keys = set(keys)
        for member in labels.members:
            if member not in known_keys:
                raise BundleError(f"{labels.path}/{member}", "no such option")
    question_ids = {question.id for question in questions}
    for member in question_members.members:
        if member not in question_ids:
            raise BundleError(f"{question_members.path}/{member}", "no such question")
    outcome_members = Fields(entry.value("outcomes"), f"{entry.path}/outcomes")
    outcome_texts: List[OutcomeTexts] = []
    for outcome in outcomes:
        fields = Fields(outcome_members.value(outcome.code), f"{outcome_members.path}/{outcome.code}")
        outcome_title = fields.string("title")
        outcome_description = fields.string("description")
        items = fields.array("recommendations")
        recommendations = [string_value(item, f"{fields.path}/recommendations/{index}") for index, item in enumerate(items)]
        if len(recommendations) != len(outcome.recommendations):
            raise BundleError(f"{fields.path}/recommendations",
                              f"expected {len(outcome.recommendations)} recommendations, as in the source locale")
        outcome_texts.append(OutcomeTexts(outcome_title, outcome_description, recommendations))
    codes = {outcome.code for outcome in outcomes}
    for member in outcome_members.members:
        if member not in codes:
            raise BundleError(f"{outcome_members.path}/{member}", "no such outcome")
    return LocaleTexts(tag, direction, title, translated_description, question_texts, outcome_texts,
                       _result_texts(entry, results))


def _source_differences(entry: LocaleTexts, title: str, description: Optional[str], questions: List[Question],
                        outcomes: List[Outcome], results: List[ProfileResult]
                        ) -> Iterator[Tuple[str, Optional[str], Optional[str]]]:
    """(path inside the source entry, the entry's text, the bundle's own text), in the
    order the source entry is checked."""
    path = f"/locales/{entry.locale}"
    yield f"{path}/title", entry.title, title
    if description is not None and entry.description is not None:
        yield f"{path}/description", entry.description, description
    for question, texts in zip(questions, entry.questions):
        yield f"{path}/questions/{question.id}/text", texts.text, question.text
        for option, label in zip(question.options, texts.labels):
            yield f"{path}/questions/{question.id}/options/{_option_key(option)}", label, option.label
    for outcome, outcome_texts in zip(outcomes, entry.outcomes):
        outcome_path = f"{path}/outcomes/{outcome.code}"
        yield f"{outcome_path}/title", outcome_texts.title, outcome.title
        yield f"{outcome_path}/description", outcome_texts.description, outcome.description
        for index, (translated, own) in enumerate(zip(outcome_texts.recommendations, outcome.recommendations)):
            yield f"{outcome_path}/recommendations/{index}", translated, own
    for result, result_texts in zip(results, entry.results):
        result_path = f"{path}/results/{result.id}"
        yield f"{result_path}/title", result_texts.title, result.title
        yield f"{result_path}/description", result_texts.description, result.description
        for band, band_texts in zip(result.bands, result_texts.bands):
            band_path = f"{result_path}/bands/{band.id}"
            yield f"{band_path}/title", band_texts.title, band.title
            yield f"{band_path}/description", band_texts.description, band.description
            for index, (translated, own) in enumerate(zip(band_texts.recommendations, band.recommendations)):
                yield f"{band_path}/recommendations/{index}", translated, own


def decode_locales(root: Fields, title: str, description: Optional[str], questions: List[Question],
             outcomes: List[Outcome], results: List[ProfileResult]) -> Tuple[str, Direction, List[LocaleTexts]]:
    """The source locale, its direction and the other locales' texts, with every check of
    the Swift runtime in its order (docs/runtime-python.md, "Locales")."""
    if root.has("source_locale"):
        source = root.string("source_locale")
    elif root.has("locale"):
        source = root.string("locale")
    else:
        raise BundleError("", 'missing "source_locale"')
    if not root.has("locales"):
        return source, default_direction(source), []
    members = root.members["locales"]
    if not isinstance(members, dict):
        raise BundleError("/locales", "expected an object")
    seen: Dict[str, str] = {}
    entries: Dict[str, LocaleTexts] = {}
    for tag, item in members.items():
        if not _LANGUAGE_TAG.fullmatch(tag):
            raise BundleError(f"/locales/{tag}", "not a language tag")
        earlier = seen.setdefault(ascii_lower(tag), tag)
        if earlier != tag:
            raise BundleError(f"/locales/{tag}", f'the same locale as "{earlier}"')
        entries[tag] = _locale_entry(tag, item, description, questions, outcomes, results)
    source_entry = entries.get(source)
    if source_entry is None:
        raise BundleError("/locales", f'missing the source locale "{source}"')
    for path, text, own in _source_differences(source_entry, title, description, questions, outcomes, results):
        if text != own:
            raise BundleError(path, SOURCE_ENTRY_DIFFERS)
    translations = sorted((texts for tag, texts in entries.items() if tag != source),
                          key=lambda texts: texts.locale.encode("utf-8"))
    return source, source_entry.direction, translations
