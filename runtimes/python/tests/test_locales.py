"""Locales: reading ``source_locale`` and ``locales`` (every check, in order, with the Swift
runtime's paths and messages), the default direction of a language tag, RFC 4647 lookup,
Accept-Language parsing and a locale's texts."""

from __future__ import annotations

import itertools
import json
from typing import Any, Callable, Dict, List, Optional, Tuple

import pytest

from localebundles import Bundle, encoded, entry, marked, original, rehashed, with_locales
from quizruntime import (
    BundleError, LocaleTexts, LocalizedQuiz, Scorer, default_direction, load_bundle, locale_texts, localize, lookup,
    lookup_locale, parse_accept_language, replay_examples, result_line,
)
from quizruntime._jsonwrite import write_json
from quizruntime import MAX_LANGUAGE_RANGE_LENGTH, MAX_LANGUAGE_RANGES

TRANSLATIONS = {"de": "ltr", "de-CH": "ltr", "ar": "rtl", "zh-Hant": "ltr", "pt-BR": "ltr", "x-pirate": "ltr"}


def animal(change: Optional[Callable[[Bundle], None]] = None, translations: Optional[Dict[str, str]] = None,
           source: Optional[str] = None) -> Bundle:
    """The animal quiz (a description, recommendations) with ``de`` and ``ar``."""
    return with_locales("animal", {"de": "ltr", "ar": "rtl"} if translations is None else translations, source, change)


def types(change: Optional[Callable[[Bundle], None]] = None) -> Bundle:
    """The quiz of every question type (scale options keyed by value, no description) with ``de``."""
    return with_locales("types", {"de": "ltr"}, None, change)


# Reading a bundle -------------------------------------------------------------------------

def legacy(name: str, tag: str = "en") -> Dict[str, Any]:
    """Bundle ``name`` rewritten in the form before locales: ``locale``, no ``source_locale``
    or ``locales``."""
    bundle = original(name)
    del bundle["source_locale"]
    del bundle["locales"]
    bundle["locale"] = tag
    return bundle


def test_a_bundle_written_before_locales_has_its_source_locale_only() -> None:
    bundle = load_bundle(encoded(rehashed(legacy("animal"))))
    assert (bundle.source_locale, bundle.locale, bundle.source_direction) == ("en", "en", "ltr")
    assert bundle.locale_tags == ["en"]
    assert bundle.translations == []
    assert bundle.locales == [bundle.source_texts]
    assert bundle.source_texts.title == bundle.title == "Which Animal Are You?"


@pytest.mark.parametrize("tag, direction", [("ar", "rtl"), ("he-IL", "rtl"), ("az-Arab", "rtl"), ("ug-Latn", "ltr"),
                                            ("en", "ltr")])
def test_a_bundle_without_locales_takes_the_direction_of_its_tag(tag: str, direction: str) -> None:
    assert load_bundle(encoded(rehashed(legacy("animal", tag)))).source_direction == direction
    current = legacy("animal")
    del current["locale"]
    current["source_locale"] = tag
    bundle = load_bundle(encoded(rehashed(current)))
    assert (bundle.source_locale, bundle.source_direction, bundle.locale_tags) == (tag, direction, [tag])


def test_source_locale_wins_over_the_legacy_member() -> None:
    bundle = legacy("animal")
    bundle["source_locale"] = "fr"
    assert load_bundle(encoded(rehashed(bundle))).source_locale == "fr"


def test_a_bundle_with_locales() -> None:
    data = encoded(with_locales("animal", TRANSLATIONS))
    bundle = load_bundle(data)
    assert bundle.source_locale == "en" and bundle.source_direction == "ltr"
    assert bundle.locale_tags == ["ar", "de", "de-CH", "en", "pt-BR", "x-pirate", "zh-Hant"]
    assert [t.locale for t in bundle.translations] == ["ar", "de", "de-CH", "pt-BR", "x-pirate", "zh-Hant"]
    assert [t.locale for t in bundle.locales] == bundle.locale_tags
    german = bundle.texts_for_locale("DE")
    assert german is not None and german.locale == "de" and german.direction == "ltr"
    assert german.title == "[de] Which Animal Are You?"
    assert german.description == "[de] " + (bundle.description or "")
    first = bundle.questions[0]
    assert german.questions[0].text == "[de] " + first.text
    assert german.questions[0].labels == ["[de] " + option.label for option in first.options]
    assert [o.recommendations for o in german.outcomes] == [["[de] " + r for r in o.recommendations]
                                                            for o in bundle.outcomes]
    arabic = bundle.texts_for_locale("ar")
    assert arabic is not None and arabic.direction == "rtl"
    assert bundle.texts_for_locale("en") == bundle.source_texts
    assert bundle.texts_for_locale("fr") is None
    assert bundle.texts_for_locale("de-AT") is None


def test_the_source_direction_is_the_source_entry_s() -> None:
    def right_to_left(bundle: Bundle) -> None:
        bundle["locales"]["en"]["direction"] = "rtl"
    assert load_bundle(encoded(animal(right_to_left))).source_direction == "rtl"


def test_locale_entries_are_checked_in_document_order_whatever_the_sorting() -> None:
    def both_broken(bundle: Bundle) -> None:
        bundle["locales"] = {"zh": {"direction": "up"}, "ar": {"direction": "up"}, "en": bundle["locales"]["en"]}
    expect(animal(both_broken), '/locales/zh/direction: expected "ltr" or "rtl"')


def test_other_members_are_ignored() -> None:
    def extended(bundle: Bundle) -> None:
        german = bundle["locales"]["de"]
        german["notes"] = {"any": ["thing"]}
        german["questions"]["saturday"]["low"] = 1
        german["outcomes"]["cat"]["image"] = None
        bundle["locales"]["en"]["reviewed"] = True
    assert load_bundle(encoded(animal(extended))).locale_tags == ["ar", "de", "en"]


def test_texts_are_kept_exactly() -> None:
    def unusual(bundle: Bundle) -> None:
        bundle["locales"]["de"]["title"] = "Cafe\u0301 \u202eabc\u202c  "
        bundle["locales"]["de"]["questions"]["saturday"]["text"] = ""
    bundle = load_bundle(encoded(animal(unusual)))
    german = bundle.texts_for_locale("de")
    assert german is not None
    assert german.title == "Cafe\u0301 \u202eabc\u202c  " and german.questions[0].text == ""


def test_the_hash_covers_the_locales() -> None:
    bundle = animal()
    load_bundle(encoded(bundle))
    bundle["locales"]["de"]["outcomes"]["cat"]["recommendations"][0] = "changed"
    with pytest.raises(BundleError) as caught:
        load_bundle(encoded(bundle))
    assert caught.value.code == "hash-mismatch"
    assert load_bundle(encoded(bundle), verify_hash=False).translations[1].outcomes[0].recommendations[0] == "changed"


@pytest.mark.parametrize("name", ["animal", "types", "mbti", "fitcircle-persona"])
def test_scoring_ignores_the_locales(name: str) -> None:
    plain = Scorer(load_bundle(encoded(original(name))))
    translated = Scorer(load_bundle(encoded(with_locales(name, TRANSLATIONS))))
    assert [r.line() for r in replay_examples(translated)] == [r.line() for r in replay_examples(plain)]
    for example in plain.bundle.examples:
        answers = dict(example.answers)
        assert result_line(translated.score(answers)) == result_line(plain.score(answers))
    assert [result_line(translated.score({})), result_line(translated.score({"x": 1}))] == [
        result_line(plain.score({})), result_line(plain.score({"x": 1}))]


# Every check, in order ----------------------------------------------------------------------

def expect(bundle: Bundle, description: str) -> None:
    """Loading ``bundle`` fails with ``invalid-bundle`` and ``description``."""
    with pytest.raises(BundleError) as caught:
        load_bundle(encoded(bundle))
    assert (caught.value.code, caught.value.description) == ("invalid-bundle", description)


def _set(path: str, value: Any) -> Callable[[Bundle], None]:
    """Sets the member at ``path`` (``/``-separated, list indices as numbers)."""
    def change(bundle: Bundle) -> None:
        *parents, last = path.split("/")
        target: Any = bundle
        for name in parents:
            target = target[int(name)] if isinstance(target, list) else target[name]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return change


def _drop(path: str) -> Callable[[Bundle], None]:
    def change(bundle: Bundle) -> None:
        *parents, last = path.split("/")
        target: Any = bundle
        for name in parents:
            target = target[name]
        del target[last]
    return change


def _locales(build: Callable[[Bundle], Dict[str, Any]]) -> Callable[[Bundle], None]:
    def change(bundle: Bundle) -> None:
        bundle["locales"] = build(bundle)
    return change


def _both(*changes: Callable[[Bundle], None]) -> Callable[[Bundle], None]:
    def change(bundle: Bundle) -> None:
        for each in changes:
            each(bundle)
    return change


def _extra_question(question_id: str) -> Callable[[Bundle], None]:
    def change(bundle: Bundle) -> None:
        bundle["locales"]["de"]["questions"][question_id] = {"text": "x", "options": {}}
    return change


def _without_source_locale(locale: Any = None) -> Callable[[Bundle], None]:
    def change(bundle: Bundle) -> None:
        del bundle["source_locale"]
        if locale is not None:
            bundle["locale"] = locale
    return change


ERRORS: List[Tuple[str, Callable[[Bundle], None], str]] = [
    # 1. the source locale
    ("source_locale not a string", _set("source_locale", 1), "/source_locale: expected a string"),
    ("source_locale null", _set("source_locale", None), "/source_locale: expected a string"),
    ("legacy locale not a string", _without_source_locale(["en"]), "/locale: expected a string"),
    ("no source locale", _without_source_locale(), 'missing "source_locale"'),
    # 3. locales
    ("locales not an object", _set("locales", [{"en": {}}]), "/locales: expected an object"),
    ("locales null", _set("locales", None), "/locales: expected an object"),
    # 4a. tags
    ("underscore tag", _set("locales/de_AT", {}), "/locales/de_AT: not a language tag"),
    ("empty tag", _set("locales/", {}), "/locales/: not a language tag"),
    ("empty subtag", _set("locales/de--AT", {}), "/locales/de--AT: not a language tag"),
    ("trailing hyphen", _set("locales/de-", {}), "/locales/de-: not a language tag"),
    ("subtag of nine", _set("locales/de-abcdefghi", {}), "/locales/de-abcdefghi: not a language tag"),
    ("non-ASCII tag", _set("locales/d\u00e9", {}), "/locales/d\u00e9: not a language tag"),
    ("space in tag", _set("locales/de AT", {}), "/locales/de AT: not a language tag"),
    ("newline after tag", _set("locales/de\n", {}), "/locales/de\n: not a language tag"),
    ("slash in tag", _locales(lambda b: {**b["locales"], "de/AT": {}}), "/locales/de/AT: not a language tag"),
    # 4b. the same tag in another case
    ("case twin", _set("locales/DE", {}), '/locales/DE: the same locale as "de"'),
    ("case twin of the source", _set("locales/En", {}), '/locales/En: the same locale as "en"'),
    ("underscore and capitals", _set("locales/DE_x", {}), "/locales/DE_x: not a language tag"),
    # 4c. entries
    ("entry not an object", _set("locales/de", "Deutsch"), "/locales/de: expected an object"),
    ("entry null", _set("locales/de", None), "/locales/de: expected an object"),
    # 4d. direction
    ("no direction", _drop("locales/de/direction"), '/locales/de: missing "direction"'),
    ("direction up", _set("locales/de/direction", "up"), '/locales/de/direction: expected "ltr" or "rtl"'),
    ("direction in capitals", _set("locales/de/direction", "LTR"), '/locales/de/direction: expected "ltr" or "rtl"'),
    ("direction not a string", _set("locales/de/direction", 1), '/locales/de/direction: expected "ltr" or "rtl"'),
    ("direction null", _set("locales/de/direction", None), '/locales/de/direction: expected "ltr" or "rtl"'),
    ("direction before title", _both(_drop("locales/de/direction"), _drop("locales/de/title")),
     '/locales/de: missing "direction"'),
    # 4e. title
    ("no title", _drop("locales/de/title"), '/locales/de: missing "title"'),
    ("title not a string", _set("locales/de/title", ["T"]), "/locales/de/title: expected a string"),
    ("title before description", _both(_drop("locales/de/title"), _drop("locales/de/description")),
     '/locales/de: missing "title"'),
    # 4f. description
    ("no description", _drop("locales/de/description"), '/locales/de: missing "description"'),
    ("description null", _set("locales/de/description", None), "/locales/de/description: expected a string"),
    ("description not a string", _set("locales/de/description", 2), "/locales/de/description: expected a string"),
    ("description before questions", _both(_drop("locales/de/description"), _drop("locales/de/questions")),
     '/locales/de: missing "description"'),
    # 4g. questions
    ("no questions", _drop("locales/de/questions"), '/locales/de: missing "questions"'),
    ("questions not an object", _set("locales/de/questions", []), "/locales/de/questions: expected an object"),
    ("question missing", _drop("locales/de/questions/quarrel"), '/locales/de/questions: missing "quarrel"'),
    ("question not an object", _set("locales/de/questions/saturday", "Samstag"),
     "/locales/de/questions/saturday: expected an object"),
    ("no question text", _drop("locales/de/questions/saturday/text"),
     '/locales/de/questions/saturday: missing "text"'),
    ("question text not a string", _set("locales/de/questions/saturday/text", None),
     "/locales/de/questions/saturday/text: expected a string"),
    ("no options", _drop("locales/de/questions/saturday/options"),
     '/locales/de/questions/saturday: missing "options"'),
    ("options not an object", _set("locales/de/questions/saturday/options", ["a"]),
     "/locales/de/questions/saturday/options: expected an object"),
    ("option missing", _drop("locales/de/questions/saturday/options/visits"),
     '/locales/de/questions/saturday/options: missing "visits"'),
    ("option not a string", _set("locales/de/questions/saturday/options/sunbeam", {"text": "x"}),
     "/locales/de/questions/saturday/options/sunbeam: expected a string"),
    ("extra option", _set("locales/de/questions/saturday/options/nap", "Schlafen"),
     "/locales/de/questions/saturday/options/nap: no such option"),
    ("option ids by scalars", _set("locales/de/questions/saturday/options/Garden", "Garten"),
     "/locales/de/questions/saturday/options/Garden: no such option"),
    ("missing option before extra option",
     _both(_set("locales/de/questions/saturday/options/nap", "x"), _drop("locales/de/questions/saturday/options/garden")),
     '/locales/de/questions/saturday/options: missing "garden"'),
    ("extra option before a later question's problem",
     _both(_set("locales/de/questions/saturday/options/nap", "x"), _drop("locales/de/questions/quarrel/text")),
     "/locales/de/questions/saturday/options/nap: no such option"),
    ("questions in bundle order",
     _both(_drop("locales/de/questions/quarrel"), _set("locales/de/questions/saturday/text", 1)),
     "/locales/de/questions/saturday/text: expected a string"),
    ("extra question", _set("locales/de/questions/sunday", {"text": "Sonntag", "options": {}}),
     "/locales/de/questions/sunday: no such question"),
    ("extra question with a slash", _extra_question("a/b"), "/locales/de/questions/a/b: no such question"),
    ("extra question by scalars", _extra_question("Saturday"), "/locales/de/questions/Saturday: no such question"),
    ("missing question before extra question",
     _both(_set("locales/de/questions/sunday", {}), _drop("locales/de/questions/words")),
     '/locales/de/questions: missing "words"'),
    ("questions before outcomes", _both(_set("locales/de/questions/sunday", {}), _drop("locales/de/outcomes")),
     "/locales/de/questions/sunday: no such question"),
    # 4h. outcomes
    ("no outcomes", _drop("locales/de/outcomes"), '/locales/de: missing "outcomes"'),
    ("outcomes not an object", _set("locales/de/outcomes", "cat"), "/locales/de/outcomes: expected an object"),
    ("outcome missing", _drop("locales/de/outcomes/lion"), '/locales/de/outcomes: missing "lion"'),
    ("outcome not an object", _set("locales/de/outcomes/cat", []), "/locales/de/outcomes/cat: expected an object"),
    ("no outcome title", _drop("locales/de/outcomes/cat/title"), '/locales/de/outcomes/cat: missing "title"'),
    ("outcome title not a string", _set("locales/de/outcomes/cat/title", 1),
     "/locales/de/outcomes/cat/title: expected a string"),
    ("no outcome description", _drop("locales/de/outcomes/cat/description"),
     '/locales/de/outcomes/cat: missing "description"'),
    ("outcome description not a string", _set("locales/de/outcomes/cat/description", False),
     "/locales/de/outcomes/cat/description: expected a string"),
    ("no recommendations", _drop("locales/de/outcomes/cat/recommendations"),
     '/locales/de/outcomes/cat: missing "recommendations"'),
    ("recommendations not an array", _set("locales/de/outcomes/cat/recommendations", {"0": "x"}),
     "/locales/de/outcomes/cat/recommendations: expected an array"),
    ("recommendation not a string", _set("locales/de/outcomes/cat/recommendations/1", 7),
     "/locales/de/outcomes/cat/recommendations/1: expected a string"),
    ("too few recommendations", _set("locales/de/outcomes/cat/recommendations", ["a", "b"]),
     "/locales/de/outcomes/cat/recommendations: expected 3 recommendations, as in the source locale"),
    ("too many recommendations", _set("locales/de/outcomes/cat/recommendations", ["a", "b", "c", "d"]),
     "/locales/de/outcomes/cat/recommendations: expected 3 recommendations, as in the source locale"),
    ("items before their count", _set("locales/de/outcomes/cat/recommendations", ["a", None]),
     "/locales/de/outcomes/cat/recommendations/1: expected a string"),
    ("extra outcome", _set("locales/de/outcomes/dog", {}), "/locales/de/outcomes/dog: no such outcome"),
    ("missing outcome before extra outcome", _both(_set("locales/de/outcomes/dog", {}), _drop("locales/de/outcomes/turtle")),
     '/locales/de/outcomes: missing "turtle"'),
    ("an entry checked whole before the next",
     _both(_set("locales/de/outcomes/dog", {}), _drop("locales/ar/title")), "/locales/de/outcomes/dog: no such outcome"),
    # 5. the source locale's entry
    ("no source entry", _drop("locales/en"), '/locales: missing the source locale "en"'),
    ("source entry in another case", _locales(lambda b: {"EN": b["locales"]["en"]}),
     '/locales: missing the source locale "en"'),
    ("entries checked before the source is looked for",
     _both(_drop("locales/en"), _set("locales/ar/direction", "")), '/locales/ar/direction: expected "ltr" or "rtl"'),
    ("empty locales", _set("locales", {}), '/locales: missing the source locale "en"'),
    # 6. the source entry holds the bundle's own texts
    ("source title", _set("locales/en/title", "Which animal are you?"),
     "/locales/en/title: differs from the bundle's own text"),
    ("source description", _set("locales/en/description", ""),
     "/locales/en/description: differs from the bundle's own text"),
    ("source question text", _set("locales/en/questions/quarrel/text", "?"),
     "/locales/en/questions/quarrel/text: differs from the bundle's own text"),
    ("source option label", _set("locales/en/questions/saturday/options/garden", "Garden"),
     "/locales/en/questions/saturday/options/garden: differs from the bundle's own text"),
    ("source outcome title", _set("locales/en/outcomes/rabbit/title", "Rabbit"),
     "/locales/en/outcomes/rabbit/title: differs from the bundle's own text"),
    ("source outcome description", _set("locales/en/outcomes/rabbit/description", "Rabbit"),
     "/locales/en/outcomes/rabbit/description: differs from the bundle's own text"),
    ("source recommendation", _set("locales/en/outcomes/turtle/recommendations/2", "Rest."),
     "/locales/en/outcomes/turtle/recommendations/2: differs from the bundle's own text"),
    ("title compared first", _both(_set("locales/en/outcomes/cat/title", "x"), _set("locales/en/title", "x")),
     "/locales/en/title: differs from the bundle's own text"),
    ("description before questions", _both(_set("locales/en/questions/saturday/text", "x"),
                                           _set("locales/en/description", "x")),
     "/locales/en/description: differs from the bundle's own text"),
    ("a question's text before its labels", _both(_set("locales/en/questions/saturday/options/organize", "x"),
                                                 _set("locales/en/questions/saturday/text", "x")),
     "/locales/en/questions/saturday/text: differs from the bundle's own text"),
    ("labels in option order", _both(_set("locales/en/questions/saturday/options/garden", "x"),
                                     _set("locales/en/questions/saturday/options/sunbeam", "x")),
     "/locales/en/questions/saturday/options/sunbeam: differs from the bundle's own text"),
    ("questions before outcomes", _both(_set("locales/en/outcomes/cat/title", "x"),
                                        _set("locales/en/questions/words/text", "x")),
     "/locales/en/questions/words/text: differs from the bundle's own text"),
    ("outcome texts in order", _both(_set("locales/en/outcomes/lion/recommendations/0", "x"),
                                     _set("locales/en/outcomes/lion/description", "x")),
     "/locales/en/outcomes/lion/description: differs from the bundle's own text"),
    ("source texts compared after every entry is checked",
     _both(_set("locales/en/title", "x"), _set("locales/de/outcomes/dog", {})), "/locales/de/outcomes/dog: no such outcome"),
]


@pytest.mark.parametrize("change, description", [(c, d) for _, c, d in ERRORS], ids=[name for name, _, _ in ERRORS])
def test_every_locale_check(change: Callable[[Bundle], None], description: str) -> None:
    expect(animal(change), description)


def test_source_texts_are_compared_by_scalars_never_normalized() -> None:
    def composed(bundle: Bundle) -> None:
        bundle["title"] = "Caf\u00e9"
        bundle["locales"]["en"]["title"] = "Cafe\u0301"
    expect(animal(composed), "/locales/en/title: differs from the bundle's own text")

    def same(bundle: Bundle) -> None:
        bundle["title"] = bundle["locales"]["en"]["title"] = "Cafe\u0301"
    assert load_bundle(encoded(animal(same))).title == "Cafe\u0301"


def test_a_source_entry_not_first() -> None:
    def source_last(bundle: Bundle) -> None:
        locales = bundle["locales"]
        bundle["locales"] = {"en": locales.pop("en"), **locales}
    assert load_bundle(encoded(animal(source_last))).locale_tags == ["ar", "de", "en"]


def test_a_legacy_source_locale_must_have_its_entry() -> None:
    def legacy(bundle: Bundle) -> None:
        bundle["locale"] = bundle.pop("source_locale")
        bundle["locales"]["en"]["title"] = "x"
    expect(animal(legacy), "/locales/en/title: differs from the bundle's own text")


def test_a_source_locale_that_is_no_tag_cannot_have_locales() -> None:
    def odd(bundle: Bundle) -> None:
        bundle["source_locale"] = "en_US"
    expect(animal(odd), '/locales: missing the source locale "en_US"')


def test_scale_options_are_keyed_by_value_in_decimal() -> None:
    bundle = load_bundle(encoded(types()))
    german = bundle.texts_for_locale("de")
    assert german is not None and german.description is None
    assert german.questions[0].labels == ["[de] Minus two", "[de] Minus one", "[de] Zero", "[de] One", "[de] Two"]
    expect(types(_drop("locales/de/questions/sc/options/-2")), '/locales/de/questions/sc/options: missing "-2"')
    expect(types(_set("locales/de/questions/sc/options/+1", "x")), "/locales/de/questions/sc/options/+1: no such option")
    expect(types(_set("locales/de/questions/sc/options/-0", "x")), "/locales/de/questions/sc/options/-0: no such option")
    expect(types(_set("locales/de/questions/sc/options/3", "x")), "/locales/de/questions/sc/options/3: no such option")
    expect(types(_set("locales/en/questions/sc/options/-1", "x")),
           "/locales/en/questions/sc/options/-1: differs from the bundle's own text")


def test_a_description_where_the_bundle_has_none() -> None:
    expect(types(_set("locales/de/description", "Beschreibung")), "/locales/de/description: the bundle has no description")
    expect(types(_set("locales/de/description", None)), "/locales/de/description: the bundle has no description")
    expect(types(_set("locales/en/description", "")), "/locales/en/description: the bundle has no description")


def test_a_null_description_is_no_description() -> None:
    def null(bundle: Bundle) -> None:
        bundle["description"] = None
        for each in bundle["locales"].values():
            del each["description"]
    bundle = load_bundle(encoded(animal(null)))
    assert bundle.description is None and all(t.description is None for t in bundle.locales)


def test_existing_checks_come_first() -> None:
    expect(animal(_both(_drop("quiz"), _set("locales", 1))), 'missing "quiz"')
    expect(animal(_both(_drop("title"), _drop("source_locale"))), 'missing "title"')
    expect(animal(_both(_set("description", 1), _set("locales", 1))), "/description: expected a string")
    expect(animal(_both(_set("examples/0/name", 1), _drop("source_locale"))), "/examples/0/name: expected a string")


def test_locale_errors_come_before_the_hash() -> None:
    bundle = animal()
    bundle["locales"]["de"]["title"] = 1
    expect(bundle, "/locales/de/title: expected a string")


# The default direction -----------------------------------------------------------------------

@pytest.mark.parametrize("tag, direction", [
    ("en", "ltr"), ("ar", "rtl"), ("AR", "rtl"), ("ar-EG", "rtl"), ("fa-IR", "rtl"), ("he", "rtl"), ("iw", "rtl"),
    ("ur-PK", "rtl"), ("yi", "rtl"), ("ckb-IQ", "rtl"), ("dv", "rtl"), ("syr", "rtl"), ("ug", "rtl"), ("nqo", "rtl"),
    ("az-Arab", "rtl"), ("az-arab", "rtl"), ("AZ-ARAB-IR", "rtl"), ("pa-Arab-PK", "rtl"), ("en-Hebr", "rtl"),
    ("ug-Latn", "ltr"), ("ar-Latn", "ltr"), ("sd-Deva", "ltr"), ("zh-Hant", "ltr"), ("ku-Latn-TR", "ltr"),
    ("ms-Adlm", "rtl"), ("ff-Adlm-GN", "rtl"), ("ks-Deva", "ltr"), ("sr-Cyrl", "ltr"),
    ("zh-yue-Hant", "ltr"), ("ar-aao-Latn", "ltr"), ("ms-abc-def-ghi-Arab", "rtl"),
    ("ms-abc-def-ghi-jkl-Arab", "ltr"), ("ar-abc-def-ghi-jkl-Latn", "rtl"), ("ar-a1b-Latn", "rtl"),
    ("he-IL", "rtl"), ("ar-1234", "rtl"), ("en-2024", "ltr"), ("ar-x-Latn", "rtl"), ("arab", "ltr"),
    ("", "ltr"), ("-", "ltr"), ("ar_EG", "ltr"), ("fr-CA", "ltr"), ("en-Thaa", "rtl"), ("ja-Jpan", "ltr"),
    ("he-Arab", "rtl"), ("he-Latn", "ltr"), ("ar-\u0130", "rtl"), ("\u0130r", "ltr"),
])
def test_default_direction(tag: str, direction: str) -> None:
    assert default_direction(tag) == direction


# Lookup --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def translated() -> Any:
    return load_bundle(encoded(with_locales("animal", TRANSLATIONS)))


@pytest.mark.parametrize("preferred, expected", [
    (["de-AT"], "de"), (["de-AT", "en"], "de"), (["de"], "de"), (["DE"], "de"), (["de-CH"], "de-CH"),
    (["de-ch"], "de-CH"), (["DE-CH-1996"], "de-CH"), (["de_CH"], "de-CH"), (["de_AT"], "de"),
    (["fr"], "en"), ([], "en"), (["fr", "pt"], "en"), (["pt-BR"], "pt-BR"), (["pt_br"], "pt-BR"), (["pt"], "en"),
    (["zh-Hant-TW"], "zh-Hant"), (["zh-hant-tw"], "zh-Hant"), (["zh-TW"], "en"), (["zh"], "en"),
    (["zh-Hant-x-foo"], "zh-Hant"), (["de-u-co-phonebk"], "de"), (["de-CH-u-co-phonebk"], "de-CH"),
    (["*"], "en"), (["*", "de"], "de"), ([""], "en"), (["", "ar"], "ar"), (["_"], "en"), (["de-*"], "de"),
    (["en-GB", "de"], "en"), (["EN"], "en"), (["x-pirate"], "x-pirate"), (["x-pirate-arr"], "x-pirate"),
    (["en-x-pirate"], "en"), (["fr", "ar-EG", "de"], "ar"), ([" de"], "en"), (["de "], "en"),
    (["d\u00e9"], "en"), (["\u0130"], "en"),
])
def test_lookup_locale(translated: Any, preferred: List[str], expected: str) -> None:
    assert lookup_locale(translated, preferred) == expected
    assert lookup_locale(translated, tuple(preferred)) == expected
    assert lookup_locale(translated, iter(preferred)) == expected


@pytest.mark.parametrize("preferred, available, expected", [
    # A single-character subtag left last is dropped with the one before it.
    (["de-x-foo"], ["de-x", "de"], "de"),
    (["de-x-foo"], ["de-x"], "fallback"),
    (["de-x"], ["de-x"], "de-x"),
    (["de-CH-u-co-phonebk"], ["de-CH-u", "de-CH-u-co"], "de-CH-u-co"),
    (["de-CH-u-co"], ["de-CH-u"], "fallback"),
    (["x-foo"], ["x"], "fallback"),
    (["x"], ["x"], "x"),
    (["a-b-c"], ["a-b", "a"], "a"),
    (["ab-c-d"], ["ab-c", "ab"], "ab"),
    (["de--AT"], ["de-"], "de-"),
    # Ties go to the most preferred range, not to the longest match.
    (["de-AT", "de-AT-1901"], ["de", "de-AT-1901"], "de"),
    (["i-klingon"], ["i"], "fallback"),
    (["EN-us"], ["En-Us", "en"], "En-Us"),
    (["de"], [], "fallback"),
])
def test_lookup(preferred: List[str], available: List[str], expected: str) -> None:
    assert lookup(preferred, available, "fallback") == expected


def test_lookup_refuses_a_single_string(translated: Any) -> None:
    with pytest.raises(TypeError, match="parse_accept_language"):
        lookup_locale(translated, "de-AT")
    with pytest.raises(TypeError):
        lookup(b"de", ["de"], "en")  # type: ignore[arg-type]


def test_a_bundle_without_locales_always_gives_its_source(translated: Any) -> None:
    legacy = load_bundle(encoded(original("animal")))
    assert lookup_locale(legacy, ["de", "en-GB"]) == "en"
    assert localize(legacy, ["de"]).locale == "en"


# Localize ------------------------------------------------------------------------------------

def test_localize(translated: Any) -> None:
    german = localize(translated, ["de-AT", "en"])
    assert isinstance(german, LocalizedQuiz)
    assert (german.locale, german.direction, german.title) == ("de", "ltr", "[de] Which Animal Are You?")
    assert german.description == "[de] " + (translated.description or "")
    assert list(german.questions) == [q.id for q in translated.questions]
    assert german.questions["saturday"].options == {
        o.id: "[de] " + o.label for o in translated.questions[0].options}
    assert list(german.outcomes) == [o.code for o in translated.outcomes]
    assert german.outcomes["cat"].recommendations == ["[de] " + r for r in translated.outcomes[0].recommendations]
    arabic = localize(translated, parse_accept_language("ar-EG;q=0.9, de;q=0.8"))
    assert (arabic.locale, arabic.direction) == ("ar", "rtl")


def test_locale_texts_are_aligned_with_the_bundle(translated: Any) -> None:
    swiss = locale_texts(translated, ["de-CH-1996", "de"])
    assert swiss == translated.texts_for_locale("de-CH")
    assert swiss.locale == "de-CH" and len(swiss.questions) == len(translated.questions)
    for question, texts in zip(translated.questions, swiss.questions):
        assert texts.labels == ["[de-CH] " + option.label for option in question.options]
    assert locale_texts(translated, ["fr"]) == translated.source_texts
    assert locale_texts(translated, []) == translated.source_texts


def test_localize_falls_back_to_the_source_texts(translated: Any) -> None:
    source = localize(translated, ["fr-FR"])
    assert (source.locale, source.direction, source.title) == ("en", "ltr", translated.title)
    assert source.questions["quarrel"].text == translated.questions[1].text
    assert source.outcomes["lion"].title == "You are a Lion"


def test_localized_json_value_is_shaped_like_a_locales_entry() -> None:
    bundle = with_locales("animal", {"de": "ltr"})
    value = localize(load_bundle(encoded(bundle)), ["de"]).json_value()
    assert list(value) == ["locale", "direction", "title", "description", "questions", "outcomes"]
    assert value == {"locale": "de", **bundle["locales"]["de"]}
    typed = load_bundle(encoded(types()))
    plain = localize(typed, ["de"]).json_value()
    assert "description" not in plain
    assert list(plain["questions"]["sc"]["options"]) == ["-2", "-1", "0", "1", "2"]
    assert write_json(plain).startswith('{"locale":"de","direction":"ltr","title":"[de] Every question type",')


def test_localize_gives_a_fresh_object_each_time(translated: Any) -> None:
    first = localize(translated, ["de"])
    first.questions["saturday"].options["garden"] = "changed"
    first.outcomes["cat"].recommendations.append("more")
    first.json_value()["questions"].clear()
    again = localize(translated, ["de"])
    assert again.questions["saturday"].options["garden"] != "changed"
    assert len(again.outcomes["cat"].recommendations) == 3
    german = translated.texts_for_locale("de")
    assert isinstance(german, LocaleTexts) and len(german.outcomes[0].recommendations) == 3


# Accept-Language -----------------------------------------------------------------------------

@pytest.mark.parametrize("header, expected", [
    ("de-AT;q=0.8, fr, *;q=0.1, en;q=0", ["fr", "de-AT", "*"]),
    ("", []), (" ", []), ("  ,\t, ,", []), (",,de,,", ["de"]),
    ("de", ["de"]), ("de-CH, de;q=0.9, en;q=0.8", ["de-CH", "de", "en"]),
    ("fr;q=0.5, de;q=0.5, en", ["en", "fr", "de"]),
    ("a;q=0.1, b;q=0.2, c;q=0.3, d;q=0.2", ["c", "b", "d", "a"]),
    ("en;q=1, de;q=1.0, fr;q=1.000, it;q=1.", ["en", "de", "fr", "it"]),
    ("en;q=1.0001, de", ["de"]), ("en;q=1.5, de", ["de"]), ("en;q=1.001, de", ["de"]), ("en;q=2, de", ["de"]),
    ("en;q=0.1234, de", ["de"]), ("en;q=.5, de", ["de"]), ("en;q=-0.5, de", ["de"]), ("en;q=0.5e0, de", ["de"]),
    ("en;q=, de", ["de"]), ("en;q=abc, de", ["de"]), ("en;q=0,5, de", ["5", "de"]),
    ("en;q=0., de", ["de"]), ("en;q=0.000, de", ["de"]), ("en;q=0.001, de;q=0.01", ["de", "en"]),
    ("en;q=0, de;q=0.0", []), ("en;q=1., de;q=0.999", ["en", "de"]),
    ("en;Q=0.5, de", ["de", "en"]), ("en; q = 0.5 , de", ["de", "en"]), ("en;\tq\t=\t0.5\t,\tde", ["de", "en"]),
    ("en;level=1;q=0.3, fr", ["fr", "en"]), ("en;q, fr;q=0.5", ["en", "fr"]), ("en;x=y=z", ["en"]),
    ("en;q=0.5=1, de", ["de"]), ("en;qq=0.1, fr;q=0.5", ["en", "fr"]), ("en;q =0.2;x, fr;q=0.1", ["en", "fr"]),
    ("en;q=0.5;q=0.9, de;q=0.7", ["en", "de"]), ("en;q=0.9;q=0.5, de;q=0.7", ["de", "en"]),
    ("en;q=oops;q=0.9, de", ["de"]), ("en;q=0.9;q=oops, de", ["de"]),
    (";q=0.5, de", ["de"]), ("  ;  , de", ["de"]), ("de;", ["de"]), ("de;;", ["de"]),
    ("\tde\t;\tq=0.5\t,fr", ["fr", "de"]), ("*;q=0.1", ["*"]), ("*", ["*"]),
    ("de-AT;q=0.8, de-AT", ["de-AT", "de-AT"]), ("de_AT, EN-us", ["de_AT", "EN-us"]),
    ("de AT, x", ["de AT", "x"]), ("de\r\n", ["de\r\n"]), ("\u00a0de", ["\u00a0de"]),
    ("en;q=\uff10.5, de", ["de"]), ("en;q=\u0661, de", ["de"]),
])
def test_parse_accept_language(header: str, expected: List[str]) -> None:
    assert parse_accept_language(header) == expected


def test_only_the_first_32_header_items_are_read() -> None:
    items = [f"l{index};q=0.{index % 1000:03d}" for index in range(1, 20001)]
    assert parse_accept_language(", ".join(items)) == [f"l{index}" for index in range(32, 0, -1)]
    assert parse_accept_language("," * 32 + "de") == []
    assert parse_accept_language("," * 31 + "de") == ["de"]


_BOUND_TAGS = ["de", "de-CH", "en", "ar"]


def test_only_the_first_32_ranges_are_tried() -> None:
    assert MAX_LANGUAGE_RANGES == 32
    assert lookup(["fr"] * 31 + ["de"], _BOUND_TAGS, "en") == "de"
    assert lookup(["fr"] * 32 + ["de"], _BOUND_TAGS, "en") == "en"
    assert lookup([""] * 32 + ["de"], _BOUND_TAGS, "en") == "en"
    assert lookup(itertools.repeat("fr"), _BOUND_TAGS, "en") == "en"  # an endless list: 32 are read


def test_a_range_of_more_than_255_characters_is_skipped_not_cut() -> None:
    tried = "de-CH-" + "a-" * 124 + "a"
    assert len(tried) == MAX_LANGUAGE_RANGE_LENGTH == 255
    assert lookup([tried], _BOUND_TAGS, "en") == "de-CH"
    assert lookup([tried + "b"], _BOUND_TAGS, "en") == "en"
    assert lookup([tried + "b", "ar"], _BOUND_TAGS, "en") == "ar"
    assert lookup(["de-" + "\U0001F600" * 252], _BOUND_TAGS, "en") == "de"
    assert lookup(["de-" + "\U0001F600" * 253], _BOUND_TAGS, "en") == "en"


def test_a_shared_link_with_160000_subtags_is_answered_at_once() -> None:
    subtags = "de-" + "a-" * 160_000 + "a"
    assert lookup([subtags], _BOUND_TAGS, "en") == "en"
    assert lookup([subtags, "de-CH"], _BOUND_TAGS, "en") == "de-CH"
    assert parse_accept_language(",".join(["fr"] * 160_000)) == ["fr"] * 32


def test_a_header_chooses_a_locale(translated: Any) -> None:
    assert lookup_locale(translated, parse_accept_language("de-AT,de;q=0.9,en;q=0.8")) == "de"
    assert lookup_locale(translated, parse_accept_language("fr-CH, fr;q=0.9, *;q=0.5")) == "en"
    assert lookup_locale(translated, parse_accept_language("zh-Hant-TW;q=0.5, pt-BR;q=0.6")) == "pt-BR"
    assert lookup_locale(translated, parse_accept_language("de;q=0, ar")) == "ar"


def test_entry_helper_matches_the_source_texts() -> None:
    bundle = original("animal")
    assert entry(bundle, text=marked("de"))["title"] == "[de] Which Animal Are You?"
