"""Loading a bundle: parsing, every check of the Swift runtime's decoder (same order, same
paths and messages), and hash verification."""

from __future__ import annotations

import dataclasses
import hashlib
import re
from typing import Callable, Dict, Iterator, List, Optional, Set, Tuple, TypeVar, Union

from ._condition_decoding import decode_when
from ._decimal_literal import DecimalLiteral
from ._jsontext import JSONFailure, JSONValue, Number, parse_json
from ._jsonwrite import canonical_bytes, canonical_literal
from ._locales import default_direction
from ._profile_decoding import (
    check_profile_outcomes, decode_derived, decode_expectations, decode_nearest, decode_percent_digits, decode_results,
    decode_weight_digits, has_no_outcome,
)
from ._model import (
    FORMAT, Answer, Axis, Band, BandTexts, Direction, ProfileResult, ResultTexts, Draw, Example, LocaleTexts, Option, Outcome, OutcomeTexts, Presentation,
    Question, QuestionTexts, QuizBundle, Scoring, TraitAmount, ascii_lower,
)

__all__ = ["BundleError", "load_bundle", "decode_bundle", "bundle_hash", "hash_of_value", "check_hash",
           "MAX_WEIGHT", "MAX_MAGNITUDE", "MAX_ITEMS"]

MAX_WEIGHT = 1_000_000
MAX_MAGNITUDE = 1_000_000_000_000
MAX_ITEMS = 1_000_000
_QUESTION_TYPES = ("scale", "single", "multiple", "range")

T = TypeVar("T")


#: The message of the last decoding check: the source locale's entry differs from the
#: bundle's own text.
SOURCE_ENTRY_DIFFERS = "differs from the bundle's own text"


class BundleError(Exception):
    """Why a bundle cannot be used.

    ``code`` is stable: ``not-json``, ``unsupported-format``, ``hash-mismatch`` or
    ``invalid-bundle``; ``path`` is where (``/questions/3/options``, ``""`` for the whole
    bundle); ``description`` is ``path: message`` (just ``message`` when the path is empty).
    """

    def __init__(self, path: str, message: str, code: str = "invalid-bundle") -> None:
        super().__init__(path, message, code)
        self.path = path
        self.message = message
        self.code = code

    @property
    def description(self) -> str:
        """``path: message``, or ``message`` when the path is empty."""
        return f"{self.path}: {self.message}" if self.path else self.message

    def __str__(self) -> str:
        return self.description


def _integer(value: JSONValue, path: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
        return value
    raise BundleError(path, "expected an integer within ±10^12")


def _string(value: JSONValue, path: str) -> str:
    if isinstance(value, str):
        return value
    raise BundleError(path, "expected a string")


class _Fields:
    """Typed access to a JSON object's members, with paths in errors."""

    def __init__(self, value: JSONValue, path: str) -> None:
        if not isinstance(value, dict):
            raise BundleError(path, "expected an object")
        self.members: Dict[str, JSONValue] = value
        self.path = path

    def has(self, name: str) -> bool:
        return name in self.members

    def optional_value(self, name: str) -> JSONValue:
        return self.members.get(name)

    def value(self, name: str) -> JSONValue:
        if name not in self.members:
            raise BundleError(self.path, f'missing "{name}"')
        return self.members[name]

    def string(self, name: str) -> str:
        return _string(self.value(name), f"{self.path}/{name}")

    def integer(self, name: str) -> int:
        return _integer(self.value(name), f"{self.path}/{name}")

    def bool(self, name: str) -> bool:
        value = self.value(name)
        if not isinstance(value, bool):
            raise BundleError(f"{self.path}/{name}", "expected true or false")
        return value

    def array(self, name: str) -> List[JSONValue]:
        value = self.value(name)
        if not isinstance(value, list):
            raise BundleError(f"{self.path}/{name}", "expected an array")
        return value

    def optional_string(self, name: str) -> Optional[str]:
        value = self.members.get(name)
        if value is None:
            return None
        return _string(value, f"{self.path}/{name}")

    def optional_integer(self, name: str) -> Optional[int]:
        value = self.members.get(name)
        if value is None:
            return None
        return _integer(value, f"{self.path}/{name}")


def _amounts(value: JSONValue, path: str, known: Set[str], bound: int) -> List[TraitAmount]:
    if not isinstance(value, dict):
        raise BundleError(path, "expected an object")
    result: List[TraitAmount] = []
    for trait, amount in value.items():
        if trait not in known:
            raise BundleError(path, f'unknown trait "{trait}"')
        number = _integer(amount, f"{path}/{trait}")
        if abs(number) > bound:
            raise BundleError(f"{path}/{trait}", f"magnitude above {bound}")
        if number != 0:
            result.append(TraitAmount(trait, number))
    return result


def _amounts_allowing_zero(value: JSONValue, path: str, known: Set[str]) -> List[TraitAmount]:
    if not isinstance(value, dict):
        raise BundleError(path, "expected an object")
    result: List[TraitAmount] = []
    for trait, amount in value.items():
        if trait not in known:
            raise BundleError(path, f'unknown trait "{trait}"')
        result.append(TraitAmount(trait, _integer(amount, path)))
    return result


def _enumerated(items: List[JSONValue], read: Callable[[JSONValue, str], T], path: str) -> List[T]:
    return [read(item, f"{path}/{index}") for index, item in enumerate(items)]


def _scoring(root: _Fields, known: Set[str], traits: List[str]) -> Scoring:
    fields = _Fields(root.value("scoring"), "/scoring")
    weight_digits = decode_weight_digits(fields)
    derived = decode_derived(fields, known)
    initial = _amounts(fields.value("initial"), "/scoring/initial", known, MAX_MAGNITUDE)
    model = fields.string("model")
    rule = _rule(fields, model, initial, known, traits, known | {score.id for score in derived})
    return dataclasses.replace(rule, weight_digits=weight_digits, derived=derived,
                               percent_digits=decode_percent_digits(fields, model))


def _rule(fields: _Fields, model: str, initial: List[TraitAmount], known: Set[str], traits: List[str],
          scores: Set[str]) -> Scoring:
    if model == "profile":
        results = decode_results(fields, scores)
        return Scoring(initial, "profile", results=results, nearest=decode_nearest(fields, scores))
    if model == "axes":
        axes: List[Axis] = []
        poles: Set[str] = set()
        for index, item in enumerate(fields.array("axes")):
            axis = _Fields(item, f"/scoring/axes/{index}")
            pair = axis.array("poles")
            if len(pair) != 2:
                raise BundleError(axis.path, "an axis has two poles")
            a = _string(pair[0], axis.path + "/poles/0")
            b = _string(pair[1], axis.path + "/poles/1")
            ok = a in known and b in known and a not in poles
            if ok:
                poles.add(a)
                ok = b not in poles
                if ok:
                    poles.add(b)
            if not ok:
                raise BundleError(axis.path, "poles must be distinct declared traits")
            axes.append(Axis((a, b), axis.string("tie")))
        if not axes:
            raise BundleError("/scoring/axes", "no axes")
        return Scoring(initial, "axes", axes=axes)
    if model == "highest":
        ties = _enumerated(fields.array("ties"), _string, "/scoring/ties")
        if set(ties) != known or len(ties) != len(traits):
            raise BundleError("/scoring/ties", "ties must list every trait once")
        return Scoring(initial, "highest", ties=ties, secondary=fields.bool("secondary"))
    if model == "bands":
        trait = fields.string("trait")
        if trait not in known:
            raise BundleError("/scoring/trait", "unknown trait")
        bands: List[Band] = []
        items = fields.array("bands")
        for index, item in enumerate(items):
            band = _Fields(item, f"/scoring/bands/{index}")
            maximum = band.optional_integer("max")
            if (maximum is None) != (index == len(items) - 1):
                raise BundleError(band.path, "only the last band has no max")
            previous = bands[-1].max if bands else None
            if maximum is not None and previous is not None and maximum <= previous:
                raise BundleError(band.path, "max values must increase")
            bands.append(Band(band.string("outcome"), maximum))
        if not bands:
            raise BundleError("/scoring/bands", "no bands")
        return Scoring(initial, "bands", trait=trait, bands=bands)
    raise BundleError("/scoring/model", f'unknown model "{model}"')


def _presentation(root: _Fields) -> Presentation:
    fields = _Fields(root.value("presentation"), "/presentation")
    draws: List[Draw] = []
    items = fields.array("draw")
    for index, item in enumerate(items):
        draw = _Fields(item, f"/presentation/draw/{index}")
        count = draw.integer("count")
        if count < 1:
            raise BundleError(draw.path, "count must be at least 1")
        pool = draw.optional_string("pool")
        if pool is None:
            refused = len(items) > 1
        else:
            refused = any(d.pool is None or d.pool == pool for d in draws)
        if refused:
            raise BundleError(draw.path, "a draw without a pool must be the only draw, and pools must be distinct")
        draws.append(Draw(pool, count))
    return Presentation(
        page_size=fields.integer("page_size"), shuffle_questions=fields.bool("shuffle_questions"),
        shuffle_options=fields.bool("shuffle_options"), time_limit=fields.optional_integer("time_limit"), draw=draws)


def _question(item: JSONValue, path: str, known: Set[str], option_total: List[int], weight_bound: int) -> Question:
    fields = _Fields(item, path)
    type_name = fields.string("type")
    if type_name not in _QUESTION_TYPES:
        raise BundleError(path + "/type", f'unknown type "{type_name}"')
    scale = type_name == "scale"
    options: List[Option] = []
    for option_index, option_item in enumerate(fields.array("options")):
        option_path = f"{path}/options/{option_index}"
        option = _Fields(option_item, option_path)
        value = option.integer("value") if scale else None
        option_id = None if scale else option.string("id")
        if value is not None and abs(value) > MAX_MAGNITUDE:
            raise BundleError(option_path, "value out of range")
        label = option.string("label")
        weights = _amounts(option.value("weights"), option_path + "/weights", known, weight_bound)
        options.append(Option(option_id, value, label, weights, option.bool("pin")))
    option_total[0] += len(options)
    if option_total[0] > MAX_ITEMS:
        raise BundleError(path, f"more than {MAX_ITEMS} options in all")
    minimum = fields.optional_integer("min")
    maximum = fields.optional_integer("max")
    if scale:
        values = [o.value or 0 for o in options]
        if len(options) < 2 or any(a >= b for a, b in zip(values, values[1:])):
            raise BundleError(path, "a scale needs two or more strictly increasing values")
    elif type_name == "single":
        if not options:
            raise BundleError(path, "no options")
    elif type_name == "multiple":
        if not (minimum is not None and maximum is not None and 0 <= minimum <= maximum and 1 <= maximum <= len(options)):
            raise BundleError(path, "multiple needs 0 ≤ min ≤ max ≤ options and max ≥ 1")
    else:
        if not (minimum is not None and maximum is not None and minimum < maximum and abs(minimum) <= MAX_MAGNITUDE
                and abs(maximum) <= MAX_MAGNITUDE and len(options) >= 2):
            raise BundleError(path, "range needs min < max within ±10^12 and two or more anchors")
    if not scale and len({o.id for o in options}) != len(options):
        raise BundleError(path + "/options", "option ids must be distinct")
    return Question(
        id=fields.string("id"), key=fields.string("key"), text=fields.string("text"), type=type_name,
        required=fields.bool("required"), shuffle=fields.bool("shuffle"), pin=fields.bool("pin"),
        pool=fields.optional_string("pool"), min=minimum, max=maximum, options=options)


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
    return [_string(item, path) for item in answer]


def _examples(root: _Fields, known: Set[str], scoring: Scoring) -> List[Example]:
    examples: List[Example] = []
    for index, item in enumerate(root.array("examples")):
        example = _Fields(item, f"/examples/{index}")
        answer_members = example.value("answers")
        if not isinstance(answer_members, dict):
            raise BundleError(example.path, "answers must be an object")
        answers: List[Tuple[str, Answer]] = [
            (key, _example_answer(key, answer, example.path)) for key, answer in answer_members.items()]
        scores_value = example.optional_value("expect_scores")
        scores = None
        if example.has("expect_scores"):
            scores = _amounts_allowing_zero(scores_value, example.path + "/expect_scores", known)
        no_secondary = example.has("expect_secondary") and example.optional_value("expect_secondary") is None
        name = example.optional_string("name")
        expect: Optional[str] = None
        if has_no_outcome(scoring):
            if example.has("expect"):
                raise BundleError(example.path + "/expect", "a profile without nearest has no outcome to expect")
        else:
            expect = example.string("expect")
        secondary = example.optional_string("expect_secondary")
        expect_results, expect_values = decode_expectations(example, scoring)
        examples.append(Example(name=name, answers=answers, expect=expect,
                                expect_secondary=None if no_secondary else secondary,
                                expects_no_secondary=no_secondary, expect_scores=scores,
                                expect_results=expect_results, expect_values=expect_values))
    return examples


_LANGUAGE_TAG = re.compile(r"[A-Za-z0-9]{1,8}(?:-[A-Za-z0-9]{1,8})*")


def _option_key(option: Option) -> str:
    return str(option.value) if option.value is not None else option.id or ""


def _result_texts(entry: _Fields, results: List[ProfileResult]) -> List[ResultTexts]:
    """An entry's ``results`` (the ``profile`` model only): every result by id with its
    title, description (exactly when the source has one) and bands by id."""
    results_path = entry.path + "/results"
    if not results:
        if entry.has("results"):
            raise BundleError(results_path, "the bundle has no results")
        return []
    members = _Fields(entry.value("results"), results_path)
    texts: List[ResultTexts] = []
    for result in results:
        if not members.has(result.id):
            raise BundleError(results_path, f'missing "{result.id}"')
        fields = _Fields(members.members[result.id], f"{results_path}/{result.id}")
        title = fields.string("title")
        description = _own_description(fields, result.description, "the result has no description")
        bands_path = fields.path + "/bands"
        band_members = _Fields(fields.value("bands"), bands_path)
        bands: List[BandTexts] = []
        for band in result.bands:
            if not band_members.has(band.id):
                raise BundleError(bands_path, f'missing "{band.id}"')
            band_fields = _Fields(band_members.members[band.id], f"{bands_path}/{band.id}")
            band_title = band_fields.string("title")
            band_description = _own_description(band_fields, band.description, "the band has no description")
            recommendations_path = band_fields.path + "/recommendations"
            recommendations = [_string(item, f"{recommendations_path}/{index}")
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


def _own_description(fields: _Fields, own: Optional[str], absent: str) -> Optional[str]:
    """``description`` exactly when the source has one."""
    if own is not None:
        return fields.string("description")
    if fields.has("description"):
        raise BundleError(fields.path + "/description", absent)
    return None


def _locale_entry(tag: str, item: JSONValue, description: Optional[str], questions: List[Question],
                  outcomes: List[Outcome], results: List[ProfileResult]) -> LocaleTexts:
    entry = _Fields(item, f"/locales/{tag}")
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
    question_members = _Fields(entry.value("questions"), f"{entry.path}/questions")
    question_texts: List[QuestionTexts] = []
    for question in questions:
        fields = _Fields(question_members.value(question.id), f"{question_members.path}/{question.id}")
        text = fields.string("text")
        labels = _Fields(fields.value("options"), f"{fields.path}/options")
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
    outcome_members = _Fields(entry.value("outcomes"), f"{entry.path}/outcomes")
    outcome_texts: List[OutcomeTexts] = []
    for outcome in outcomes:
        fields = _Fields(outcome_members.value(outcome.code), f"{outcome_members.path}/{outcome.code}")
        outcome_title = fields.string("title")
        outcome_description = fields.string("description")
        items = fields.array("recommendations")
        recommendations = [_string(item, f"{fields.path}/recommendations/{index}") for index, item in enumerate(items)]
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


def _locales(root: _Fields, title: str, description: Optional[str], questions: List[Question],
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


def decode_bundle(value: JSONValue, recorded_hash: Optional[str] = None) -> QuizBundle:
    """Reads a bundle from parsed JSON with every check the scorer relies on; raises
    :class:`BundleError`. Does not verify the hash."""
    root = _Fields(value, "")
    format_name = root.string("format")
    if format_name != FORMAT:
        raise BundleError("/format", f'format is "{format_name}"; this runtime reads "{FORMAT}"', "unsupported-format")
    traits = _enumerated(root.array("traits"), _string, "/traits")
    known = set(traits)
    if len(known) != len(traits) or not traits:
        raise BundleError("/traits", "traits must be non-empty and distinct")
    scoring = _scoring(root, known, traits)
    presentation = _presentation(root)
    question_items = root.array("questions")
    if not question_items or len(question_items) > MAX_ITEMS:
        raise BundleError("/questions", f"between 1 and {MAX_ITEMS} questions")
    option_total = [0]
    weight_bound = MAX_WEIGHT * 10 ** scoring.weight_digits
    questions: List[Question] = []
    earlier_ids: Dict[str, int] = {}
    for index, item in enumerate(question_items):
        question = _question(item, f"/questions/{index}", known, option_total, weight_bound)
        # Last of a question's members: a condition reads the questions before this one.
        assert isinstance(item, dict)
        condition = decode_when(item, index, questions, earlier_ids, bool(presentation.draw))
        if condition is not None:
            question = dataclasses.replace(question, condition=condition)
        earlier_ids.setdefault(question.id, index)
        questions.append(question)
    if len({q.key for q in questions}) != len(questions):
        raise BundleError("/questions", "wire keys must be distinct")
    outcome_members = root.value("outcomes")
    if not isinstance(outcome_members, dict):
        raise BundleError("/outcomes", "expected an object")
    outcomes: List[Outcome] = []
    for code, item in outcome_members.items():
        outcome = _Fields(item, f"/outcomes/{code}")
        title = outcome.string("title")
        description = outcome.string("description")
        recommendations = [_string(r, outcome.path) for r in outcome.array("recommendations")]
        outcomes.append(Outcome(code, title, description, recommendations))
    if scoring.model == "profile":
        check_profile_outcomes(scoring.nearest, [outcome.code for outcome in outcomes])
    examples = _examples(root, known, scoring)
    quiz = root.string("quiz")
    version = root.string("version")
    quiz_title = root.string("title")
    quiz_description = root.optional_string("description")
    source_locale, source_direction, translations = _locales(root, quiz_title, quiz_description, questions, outcomes,
                                                             scoring.results if scoring.model == "profile" else [])
    return QuizBundle(
        quiz=quiz, version=version, title=quiz_title, description=quiz_description, source_locale=source_locale,
        traits=traits, scoring=scoring, presentation=presentation, questions=questions, outcomes=outcomes,
        examples=examples, source_direction=source_direction, translations=translations,
        recorded_hash=recorded_hash)


def _parse(data: Union[bytes, bytearray, memoryview, str]) -> JSONValue:
    try:
        return parse_json(data, max_depth=16)
    except JSONFailure as failure:
        raise BundleError("", f"not JSON: {failure.description}", "not-json") from None


def hash_of_value(value: JSONValue) -> str:
    """``sha256:`` + hex SHA-256 of the RFC 8785 form of a parsed bundle without ``hash``."""
    if isinstance(value, dict) and "hash" in value:
        value = {name: member for name, member in value.items() if name != "hash"}
    return "sha256:" + hashlib.sha256(canonical_bytes(value)).hexdigest()


def check_hash(value: JSONValue) -> None:
    """Raises a ``hash-mismatch`` :class:`BundleError` unless the parsed bundle's ``hash``
    member is the hash of the rest."""
    if not isinstance(value, dict) or "hash" not in value:
        raise BundleError("", 'missing "hash"', "hash-mismatch")
    recorded = value["hash"]
    if not isinstance(recorded, str):
        raise BundleError("/hash", "expected a string", "hash-mismatch")
    actual = hash_of_value(value)
    if actual != recorded:
        raise BundleError("/hash", f'the bundle\'s content hashes to "{actual}", not to the recorded "{recorded}"; '
                                   "it was changed after it was built: rebuild it with quizc build", "hash-mismatch")


def load_bundle(data: Union[bytes, bytearray, memoryview, str], *, verify_hash: bool = True) -> QuizBundle:
    """Parses and decodes a bundle, then (unless ``verify_hash=False``) checks its ``hash``.

    Raises :class:`BundleError`: ``not-json``, ``unsupported-format``, ``invalid-bundle``
    (every other decoding check, in the Swift runtime's order), ``hash-mismatch``.
    """
    value = _parse(data)
    recorded = value.get("hash") if isinstance(value, dict) else None
    try:
        bundle = decode_bundle(value, recorded if isinstance(recorded, str) else None)
    except BundleError as error:
        # The last check (the source locale's entry differs from the bundle's own text) means
        # the bundle was edited in one place after it was built: the hash mismatch says so better.
        if verify_hash and error.message == SOURCE_ENTRY_DIFFERS:
            check_hash(value)
        raise
    if verify_hash:
        check_hash(value)
    return bundle


def bundle_hash(data: Union[bytes, bytearray, memoryview, str]) -> str:
    """The hash a bundle's text should record: ``sha256:`` + hex SHA-256 of the RFC 8785
    form of its parsed JSON without ``hash``. Raises a ``not-json`` :class:`BundleError`."""
    return hash_of_value(_parse(data))
