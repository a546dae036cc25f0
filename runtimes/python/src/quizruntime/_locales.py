"""Choosing a bundle's locale for a user: RFC 4647 lookup over the bundle's language tags,
Accept-Language parsing, and a locale's texts keyed by question id, option key and
outcome code — the same choices as the Swift and JavaScript runtimes make
(docs/runtime-python.md, "Locales")."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Dict, Iterable, List, Optional, Tuple

from ._model import Direction, LocaleTexts, QuizBundle, ascii_lower

__all__ = [
    "LocalizedQuiz", "LocalizedQuestion", "LocalizedOutcome", "LocalizedResult", "LocalizedBand", "MAX_LANGUAGE_RANGES", "MAX_LANGUAGE_RANGE_LENGTH",
    "default_direction", "lookup", "lookup_locale",
    "locale_texts", "localize", "parse_accept_language",
]

_RIGHT_TO_LEFT_SCRIPTS = frozenset(
    ["adlm", "arab", "aran", "hebr", "mand", "mend", "nkoo", "rohg", "samr", "syrc", "thaa", "yezi"])
_RIGHT_TO_LEFT_LANGUAGES = frozenset(
    ["ar", "arc", "azb", "bal", "bqi", "ckb", "dv", "fa", "glk", "he", "iw", "ji", "ks", "lrc", "mzn", "nqo", "pnb",
     "prs", "ps", "sd", "sdh", "syr", "ug", "ur", "yi"])
_QUALITY = re.compile(r"0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?")
_SPACE = " \t"


def _ascii_letters(text: str) -> bool:
    return text.isascii() and text.isalpha()


def default_direction(tag: str) -> Direction:
    """The direction a language tag's texts are written in when nothing says otherwise.

    The script subtag decides when the tag has one — the first four-letter subtag after the
    language and up to three three-letter extended-language subtags (``az-Arab`` → rtl,
    ``ug-Latn`` → ltr); else the language subtag (``ar``, ``fa``, ``he``, ``ur`` … → rtl);
    else ltr. ASCII case is ignored. A bundle written before translations existed has its
    source locale's texts in this direction."""
    subtags = ascii_lower(tag).split("-")
    index = 1
    while index < len(subtags) and index <= 3 and len(subtags[index]) == 3 and _ascii_letters(subtags[index]):
        index += 1
    if index < len(subtags) and len(subtags[index]) == 4 and _ascii_letters(subtags[index]):
        return "rtl" if subtags[index] in _RIGHT_TO_LEFT_SCRIPTS else "ltr"
    return "rtl" if subtags[0] in _RIGHT_TO_LEFT_LANGUAGES else "ltr"


#: The most language ranges :func:`lookup` tries and :func:`parse_accept_language` reads:
#: later ones are ignored. A user's list or a browser's header has a handful; the first few decide.
MAX_LANGUAGE_RANGES = 32
#: The most characters (code points) a language range may have; :func:`lookup` skips a
#: longer one. BCP 47 tags are at most 35 characters without extensions and private use
#: (RFC 5646 §4.4.1); this leaves room for those, not for a page of text.
MAX_LANGUAGE_RANGE_LENGTH = 255


def _ranges(preferred: Iterable[str]) -> List[str]:
    """The first :data:`MAX_LANGUAGE_RANGES` ranges of ``preferred``."""
    if isinstance(preferred, (str, bytes)):
        raise TypeError("preferred is a list of language ranges, most preferred first; "
                        "read an Accept-Language header with parse_accept_language(header)")
    return list(itertools.islice(preferred, MAX_LANGUAGE_RANGES))


def lookup(preferred: Iterable[str], available: Iterable[str], default: str) -> str:
    """RFC 4647 lookup: the first of ``available`` that one of the ``preferred`` language
    ranges (most preferred first) reaches by dropping subtags from its end, else
    ``default``.

    Only the first :data:`MAX_LANGUAGE_RANGES` ranges are read. Per range: ``_`` reads as
    ``-``; an empty range, ``*`` and a range of more than :data:`MAX_LANGUAGE_RANGE_LENGTH`
    characters are skipped; the range is compared with each tag ignoring ASCII case, then
    shortened by its last subtag (and by a single-character subtag such as ``x`` or ``u``
    left last), until nothing is left. The tag is returned as ``available`` spells it:
    ``de-AT`` finds ``de``. The work is linear in the ranges' length: a prefix is looked up
    only when some tag has its length."""
    tags_by_length: Dict[int, Dict[str, str]] = {}  # lowercased tag -> the tag as written, by length
    for tag in available:
        tags_by_length.setdefault(len(tag), {}).setdefault(ascii_lower(tag), tag)
    for preferred_range in _ranges(preferred):
        if len(preferred_range) > MAX_LANGUAGE_RANGE_LENGTH:
            continue
        candidate = ascii_lower(preferred_range.replace("_", "-"))
        if candidate == "*":
            continue
        end = len(candidate)  # the range tried is candidate[:end]
        while end > 0:
            same_length = tags_by_length.get(end)
            if same_length is not None and candidate[:end] in same_length:
                return same_length[candidate[:end]]
            end = max(candidate.rfind("-", 0, end), 0)
            # A single-character subtag left last goes too (``de-x-y`` -> ``de-x`` -> ``de``).
            subtag_start = candidate.rfind("-", 0, end) + 1
            if end - subtag_start == 1:
                end = max(subtag_start - 1, 0)
    return default


def lookup_locale(bundle: QuizBundle, preferred: Iterable[str]) -> str:
    """The tag of the bundle's locale to show a user who prefers ``preferred`` (language
    ranges, most preferred first, e.g. from :func:`parse_accept_language`): RFC 4647 lookup
    over :attr:`QuizBundle.locale_tags`, falling back to the source locale.
    ``["de-AT", "en"]`` picks ``de`` when the bundle has ``de``, else ``en``."""
    return lookup(preferred, bundle.locale_tags, bundle.source_locale)


@dataclass(frozen=True)
class LocalizedQuestion:
    """A question's texts in one locale: ``options`` maps each option's key (its id, or a
    scale option's value in decimal) to its label, in the question's option order."""
    text: str
    options: Dict[str, str]


@dataclass(frozen=True)
class LocalizedOutcome:
    """An outcome's texts in one locale."""
    title: str
    description: str
    recommendations: List[str]


@dataclass(frozen=True)
class LocalizedBand:
    """A result band's texts in one locale (``description`` ``None`` when the band has none)."""
    title: str
    description: Optional[str]
    recommendations: List[str]


@dataclass(frozen=True)
class LocalizedResult:
    """A ``profile`` result's texts in one locale: ``bands`` maps each band id to its texts,
    in the result's band order."""
    title: str
    description: Optional[str]
    bands: Dict[str, LocalizedBand]


@dataclass(frozen=True)
class LocalizedQuiz:
    """One locale's texts, shaped like an entry of the bundle's ``locales`` member plus
    ``locale``: questions keyed by question id, outcomes by outcome code. ``description``
    is ``None`` exactly when the quiz has none."""
    locale: str
    direction: Direction
    title: str
    description: Optional[str]
    questions: Dict[str, LocalizedQuestion]
    outcomes: Dict[str, LocalizedOutcome]
    #: Result id → texts, in declaration order, for a ``profile`` quiz; ``None`` for other models.
    results: Optional[Dict[str, LocalizedResult]] = None

    def json_value(self) -> Dict[str, Any]:
        """The same as plain JSON-ready values, as the JavaScript runtime's ``localize``
        returns them (``description`` left out when the quiz has none)."""
        value: Dict[str, Any] = {"locale": self.locale, "direction": self.direction, "title": self.title}
        if self.description is not None:
            value["description"] = self.description
        value["questions"] = {qid: {"text": q.text, "options": dict(q.options)} for qid, q in self.questions.items()}
        value["outcomes"] = {code: {"title": o.title, "description": o.description,
                                    "recommendations": list(o.recommendations)} for code, o in self.outcomes.items()}
        if self.results is not None:
            results: Dict[str, Any] = {}
            for result_id, result in self.results.items():
                entry: Dict[str, Any] = {"title": result.title}
                if result.description is not None:
                    entry["description"] = result.description
                bands: Dict[str, Any] = {}
                for band_id, band in result.bands.items():
                    band_entry: Dict[str, Any] = {"title": band.title}
                    if band.description is not None:
                        band_entry["description"] = band.description
                    band_entry["recommendations"] = list(band.recommendations)
                    bands[band_id] = band_entry
                entry["bands"] = bands
                results[result_id] = entry
            value["results"] = results
        return value


def _localized(bundle: QuizBundle, texts: LocaleTexts) -> LocalizedQuiz:
    questions: Dict[str, LocalizedQuestion] = {}
    for question, question_texts in zip(bundle.questions, texts.questions):
        options = {str(option.value) if option.value is not None else option.id or "": label
                   for option, label in zip(question.options, question_texts.labels)}
        questions[question.id] = LocalizedQuestion(question_texts.text, options)
    outcomes = {outcome.code: LocalizedOutcome(outcome_texts.title, outcome_texts.description,
                                               list(outcome_texts.recommendations))
                for outcome, outcome_texts in zip(bundle.outcomes, texts.outcomes)}
    results: Optional[Dict[str, LocalizedResult]] = None
    if bundle.scoring.model == "profile":
        results = {}
        for result, result_texts in zip(bundle.scoring.results, texts.results):
            bands = {band.id: LocalizedBand(band_texts.title, band_texts.description, list(band_texts.recommendations))
                     for band, band_texts in zip(result.bands, result_texts.bands)}
            results[result.id] = LocalizedResult(result_texts.title, result_texts.description, bands)
    return LocalizedQuiz(texts.locale, texts.direction, texts.title, texts.description, questions, outcomes, results)


def locale_texts(bundle: QuizBundle, preferred: Iterable[str]) -> LocaleTexts:
    """The :class:`LocaleTexts` of the locale :func:`lookup_locale` chooses for
    ``preferred``: lists aligned by index with ``bundle.questions``, each question's
    options and ``bundle.outcomes`` (so with :func:`quizruntime.presentation_order`'s
    indices)."""
    texts = bundle.texts_for_locale(lookup_locale(bundle, preferred))
    return texts if texts is not None else bundle.source_texts


def localize(bundle: QuizBundle, preferred: Iterable[str]) -> LocalizedQuiz:
    """The texts of the locale :func:`lookup_locale` chooses for ``preferred``, as a fresh
    :class:`LocalizedQuiz` keyed by question id, option key and outcome code. Identifiers
    never change with the locale: answers are still keyed by wire key and name option ids
    and values."""
    return _localized(bundle, locale_texts(bundle, preferred))


def _quality(text: str) -> Optional[int]:
    """A ``q`` value in thousandths, or ``None`` when it is not ``0``–``1`` with at most
    three decimals."""
    if not _QUALITY.fullmatch(text):
        return None
    return int(Decimal(text).scaleb(3))


def parse_accept_language(header: str) -> List[str]:
    """The language ranges of an HTTP ``Accept-Language`` header, most preferred first.

    Items are split on ``,`` (only the first :data:`MAX_LANGUAGE_RANGES` are read, empty ones
    counted) and trimmed of spaces and tabs; an item's range is its text
    before the first ``;``. A ``q`` (or ``Q``) parameter must be 0 to 1 with at most three
    decimals, or the item is skipped; other parameters are ignored; ``q`` defaults to 1 and
    ``q=0`` drops the item. The ranges come ordered by ``q``, highest first, in header
    order among equals, and spelled as the header spells them (``*`` included)."""
    weighted: List[Tuple[int, str]] = []
    for item in header.split(",", MAX_LANGUAGE_RANGES)[:MAX_LANGUAGE_RANGES]:
        item = item.strip(_SPACE)
        if not item:
            continue
        range_text, *parameters = item.split(";")
        range_text = range_text.strip(_SPACE)
        if not range_text:
            continue
        quality: Optional[int] = 1000
        for parameter in parameters:
            name, equals, value = parameter.strip(_SPACE).partition("=")
            if equals and name.strip(_SPACE) in ("q", "Q"):
                quality = _quality(value.strip(_SPACE))
                if quality is None:
                    break
        if quality:
            weighted.append((quality, range_text))
    weighted.sort(key=lambda pair: -pair[0])
    return [range_text for _, range_text in weighted]
