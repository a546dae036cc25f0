"""The bundle as Python values: the ``quiz-bundle/1`` format (docs/bundle-format.md).

Keys, ids, traits and outcome codes are plain ``str`` compared with ``==`` (by code
points, exactly, never normalized). Ordered lists keep the author's order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Dict, List, Literal, Mapping, Optional, Tuple, Union

from ._jsontext import Number

__all__ = [
    "Answer", "TraitAmount", "Axis", "Band", "Scoring", "DerivedScore", "DerivedMember", "ResultBand", "ProfileResult", "Nearest",
    "NearestProfile", "ResultTexts", "BandTexts", "Draw", "Presentation", "Option", "Question",
    "Outcome", "Example", "QuizBundle", "FORMAT", "Direction", "LocaleTexts", "QuestionTexts", "OutcomeTexts",
    "Condition", "AllOf", "AnyOf", "NotOf", "Answered", "OptionIn", "ValueIn", "Includes",
]

FORMAT = "quiz-bundle/1"
"""The format tag this library reads."""

Answer = Union[int, Number, str, List[str]]
"""A typed answer: a scale value or range integer (``int``), a range fraction
(:class:`~quizruntime._jsontext.Number`), an option or anchor id (``str``), or several
option ids (``list``)."""


@dataclass(frozen=True)
class TraitAmount:
    """A trait and an integer amount: a weight, an initial score, an expected score."""
    trait: str
    amount: int


@dataclass(frozen=True)
class Axis:
    """One axis of the ``axes`` model: two poles and the letter given on a tie."""
    poles: Tuple[str, str]
    tie: str


@dataclass(frozen=True)
class Band:
    """One band of the ``bands`` model; ``max`` is ``None`` on the last band."""
    outcome: str
    max: Optional[int]


DerivedMember = Union[int, str, Fraction]
"""A member of a derived score's own kind: an integer (``count``), a trait (``against``) or
an exact decimal in real units (``min``, ``max``, ``times``, ``plus``)."""


@dataclass(frozen=True)
class DerivedScore:
    """A derived score (``scoring.derived``), one record for every kind: ``kind`` names its
    rule (docs/runtime-python.md lists them), ``of`` the trait (for ``linear`` also an
    earlier derived score) it reads, or for a kind of several traits (``sum``) ``of_list``
    with ``of`` empty; ``digits`` is the number of fractional digits the value is written
    with; ``members`` the kind's own members by name, read with :meth:`integer`,
    :meth:`decimal` and :meth:`name` (a member of another type is a ``TypeError``, an absent
    one a ``KeyError``)."""
    id: str
    kind: str
    of: str
    digits: int
    members: Mapping[str, DerivedMember] = field(default_factory=dict)
    of_list: Tuple[str, ...] = ()

    def integer(self, member: str) -> int:
        """An integer member, such as ``mean``'s ``count``."""
        value = self.members[member]
        if not isinstance(value, int):
            raise TypeError(f'member "{member}" of the derived score "{self.id}" is not an integer')
        return value

    def decimal(self, member: str) -> Fraction:
        """A decimal member as an exact fraction, such as ``percent``'s ``min``."""
        value = self.members[member]
        if not isinstance(value, Fraction):
            raise TypeError(f'member "{member}" of the derived score "{self.id}" is not a decimal')
        return value

    def name(self, member: str) -> str:
        """A member naming a trait, such as ``share``'s ``against``."""
        value = self.members[member]
        if not isinstance(value, str):
            raise TypeError(f'member "{member}" of the derived score "{self.id}" is not a name')
        return value


@dataclass(frozen=True)
class ResultBand:
    """A band of a ``profile`` result: a value matches when it is below ``below`` or at
    most ``max`` (exactly one of them on every band but the last, which has neither)."""
    id: str
    below: Optional[Fraction]
    max: Optional[Fraction]
    title: str
    description: Optional[str]
    recommendations: List[str]


@dataclass(frozen=True)
class ProfileResult:
    """A result of the ``profile`` model: the score it reports (a trait or derived score
    id), an optional parent result, its texts and its bands in order."""
    id: str
    score: str
    parent: Optional[str]
    title: str
    description: Optional[str]
    bands: List[ResultBand]


@dataclass(frozen=True)
class NearestProfile:
    """A profile of ``nearest``: its outcome and its target, one value per ``over`` score."""
    outcome: str
    at: List[Fraction]


@dataclass(frozen=True)
class Nearest:
    """The ``profile`` model's outcome rule: the profile nearest to the values of ``over``
    (``distance`` ``"euclidean"`` or ``"manhattan"``), ties to the earliest in ``ties``."""
    over: List[str]
    distance: str
    profiles: List[NearestProfile]
    ties: List[str]


@dataclass(frozen=True)
class Scoring:
    """The scoring rule: ``model`` is ``"axes"``, ``"highest"``, ``"bands"`` or
    ``"profile"``; the fields of the other models are empty. ``weight_digits``: weights,
    ``initial`` and totals are integers in units of 10^-weight_digits. ``derived`` (any
    model), ``percent_digits`` (``axes``: ``None`` when axes report no percentage),
    ``results`` and ``nearest`` (``profile``) are empty when unused."""
    initial: List[TraitAmount]
    model: str
    axes: List[Axis] = field(default_factory=list)
    ties: List[str] = field(default_factory=list)
    secondary: bool = False
    trait: str = ""
    bands: List[Band] = field(default_factory=list)
    weight_digits: int = 0
    derived: List[DerivedScore] = field(default_factory=list)
    percent_digits: Optional[int] = None
    results: List[ProfileResult] = field(default_factory=list)
    nearest: Optional[Nearest] = None


@dataclass(frozen=True)
class Draw:
    """A draw pool: ``pool`` ``None`` for "every question"."""
    pool: Optional[str]
    count: int


@dataclass(frozen=True)
class Presentation:
    """How questions are presented (docs/randomization.md)."""
    page_size: int
    shuffle_questions: bool
    shuffle_options: bool
    time_limit: Optional[int]
    draw: List[Draw]


@dataclass(frozen=True)
class Option:
    """An option: ``id`` (``None`` on scale options, which have ``value``), its label,
    non-zero weights in the author's order, and ``pin``."""
    id: Optional[str]
    value: Optional[int]
    label: str
    weights: List[TraitAmount]
    pin: bool


@dataclass(frozen=True)
class AllOf:
    """A condition that holds when every one of ``parts`` holds (at least one is listed)."""
    parts: List["Condition"]


@dataclass(frozen=True)
class AnyOf:
    """A condition that holds when some one of ``parts`` holds (at least one is listed)."""
    parts: List["Condition"]


@dataclass(frozen=True)
class NotOf:
    """A condition that holds when ``inner`` does not."""
    inner: "Condition"


@dataclass(frozen=True)
class Answered:
    """The question ``question`` (by id) has an answer (``answered`` true) or has none."""
    question: str
    answered: bool


@dataclass(frozen=True)
class OptionIn:
    """The answer picks one of ``ids``: option ids of a ``single`` question, anchor ids of a
    ``range`` question (the anchor its number maps to), in option order."""
    question: str
    ids: List[str]


@dataclass(frozen=True)
class ValueIn:
    """The answer to a ``scale`` question is one of ``values``, in option order."""
    question: str
    values: List[int]


@dataclass(frozen=True)
class Includes:
    """The answer to a ``multiple`` question includes the option ``id``."""
    question: str
    id: str


Condition = Union[AllOf, AnyOf, NotOf, Answered, OptionIn, ValueIn, Includes]
"""When a question is shown: a condition over the answers to earlier questions, in the
bundle's normalized form (docs/bundle-format.md, "Conditions"). A test on a question that has
no answer (left out, or itself hidden) is false; ``Answered(q, False)`` is true then."""


def condition_questions(condition: Condition) -> List[str]:
    """The ids of the questions a condition reads, each once, in first-read order."""
    found: List[str] = []

    def visit(part: Condition) -> None:
        if isinstance(part, (AllOf, AnyOf)):
            for each in part.parts:
                visit(each)
        elif isinstance(part, NotOf):
            visit(part.inner)
        elif part.question not in found:
            found.append(part.question)
    visit(condition)
    return found


@dataclass(frozen=True)
class Question:
    """A question; ``key`` is the wire key answers are submitted under. ``condition`` is
    ``None`` for a question that is always shown, else when it is shown (its ``when``)."""
    id: str
    key: str
    text: str
    type: str
    required: bool
    shuffle: bool
    pin: bool
    pool: Optional[str]
    min: Optional[int]
    max: Optional[int]
    options: List[Option]
    condition: Optional[Condition] = None


@dataclass(frozen=True)
class Outcome:
    """An outcome: its code and what to show."""
    code: str
    title: str
    description: str
    recommendations: List[str]


@dataclass(frozen=True)
class Example:
    """A conformance vector: answers keyed by wire key and the result they must give.
    ``expects_no_secondary`` is true for ``"expect_secondary": null``. ``expect`` is
    ``None`` only for a ``profile`` quiz without ``nearest`` (it has no outcome).
    ``expect_results``: (result id, band id or ``None`` for no band); ``expect_values``:
    (derived score id, exact value or ``None`` for no value), in the example's order."""
    name: Optional[str]
    answers: List[Tuple[str, Answer]]
    expect: Optional[str]
    expect_secondary: Optional[str]
    expects_no_secondary: bool
    expect_scores: Optional[List[TraitAmount]]
    expect_results: Optional[List[Tuple[str, Optional[str]]]] = None
    expect_values: Optional[List[Tuple[str, Optional[Fraction]]]] = None


Direction = Literal["ltr", "rtl"]
"""The writing direction of a locale's texts."""


@dataclass(frozen=True)
class QuestionTexts:
    """A question's display texts in one locale: ``labels[j]`` is the label of the
    question's option ``j`` (a scale question's ``low`` and ``high`` already applied, as in
    the bundle's own options)."""
    text: str
    labels: List[str]


@dataclass(frozen=True)
class OutcomeTexts:
    """An outcome's display texts in one locale; as many recommendations as the outcome
    has in the source locale."""
    title: str
    description: str
    recommendations: List[str]


@dataclass(frozen=True)
class BandTexts:
    """A result band's display texts in one locale (as many recommendations as the band
    has in the source locale; ``description`` exactly when the band has one)."""
    title: str
    description: Optional[str]
    recommendations: List[str]


@dataclass(frozen=True)
class ResultTexts:
    """A ``profile`` result's display texts in one locale; ``bands[k]`` are the texts of
    the result's band ``k``."""
    title: str
    description: Optional[str]
    bands: List[BandTexts]


@dataclass(frozen=True)
class LocaleTexts:
    """The display texts of one locale of a quiz: what a client shows, never what it sends.

    ``locale`` is the BCP 47 tag as the bundle spells it; ``description`` is present
    exactly when the quiz has one. ``questions[i]`` holds the texts of
    ``QuizBundle.questions[i]`` and ``outcomes[i]`` those of ``QuizBundle.outcomes[i]``.
    ``results[i]`` holds the texts of the ``profile`` model's result ``i`` (empty for other
    models). Identifiers (question ids, wire keys, option ids and values, outcome codes,
    result and band ids) are the same in every locale."""
    locale: str
    direction: Direction
    title: str
    description: Optional[str]
    questions: List[QuestionTexts]
    outcomes: List[OutcomeTexts]
    results: List[ResultTexts] = field(default_factory=list)


_ASCII_LOWER = {code: code + 32 for code in range(ord("A"), ord("Z") + 1)}


def ascii_lower(text: str) -> str:
    """``text`` with A–Z lowered and every other character kept (language tags are
    compared ignoring ASCII case only)."""
    return text.translate(_ASCII_LOWER)


@dataclass(frozen=True)
class Migration:
    """What tokens saved on one earlier bundle need to resume on this one (docs/bundle-format.md,
    "Migrations")."""
    hash: str
    version: str
    dropped_questions: List[str] = field(default_factory=list)
    #: Wire key → options removed since (ids, or a scale option's value in decimal).
    dropped_options: Dict[str, List[str]] = field(default_factory=dict)
    needed_questions: List[str] = field(default_factory=list)
    #: Wire key → why its kept answer would change meaning.
    refusals: Dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class QuizBundle:
    """A decoded bundle. Outcomes keep the author's order.

    ``title``, ``description``, the questions' texts and labels and the outcomes' texts are
    those of ``source_locale``, written in ``source_direction``; ``translations`` holds
    every other locale's texts, sorted by tag (UTF-8 bytes). :attr:`locales` adds the
    source locale."""
    quiz: str
    version: str
    title: str
    description: Optional[str]
    #: The BCP 47 tag of the texts above (``source_locale`` in JSON, ``locale`` in bundles
    #: written before translations existed).
    source_locale: str
    traits: List[str]
    scoring: Scoring
    presentation: Presentation
    questions: List[Question]
    outcomes: List[Outcome]
    examples: List[Example]
    #: The writing direction of the source texts.
    source_direction: Direction
    #: Every locale but the source's, sorted by tag; each complete (a text left
    #: untranslated holds the source's).
    translations: List[LocaleTexts]
    #: The ``hash`` member as read (``None`` when absent or not a string).
    recorded_hash: Optional[str] = None
    #: What tokens saved on earlier releases need to resume here (``quizc build --earlier``),
    #: sorted by earlier hash; empty in a bundle built without it (``_migration_decoding.Migration``).
    migrations: List["Migration"] = field(default_factory=list)

    @property
    def locale(self) -> str:
        """The source locale's tag (the name of :attr:`source_locale` before translations)."""
        return self.source_locale

    @property
    def source_texts(self) -> LocaleTexts:
        """The source locale's texts: the bundle's own title, questions and outcomes."""
        return LocaleTexts(
            locale=self.source_locale, direction=self.source_direction, title=self.title,
            description=self.description,
            questions=[QuestionTexts(q.text, [o.label for o in q.options]) for q in self.questions],
            outcomes=[OutcomeTexts(o.title, o.description, list(o.recommendations)) for o in self.outcomes],
            results=[ResultTexts(r.title, r.description,
                                 [BandTexts(b.title, b.description, list(b.recommendations)) for b in r.bands])
                     for r in self.scoring.results])

    @property
    def locales(self) -> List[LocaleTexts]:
        """Every locale, the source's included, sorted by tag (UTF-8 bytes): the bundle's
        ``locales`` member."""
        return sorted([*self.translations, self.source_texts], key=lambda texts: texts.locale.encode("utf-8"))

    @property
    def locale_tags(self) -> List[str]:
        """The tags of :attr:`locales`, in that order (the source's included)."""
        return sorted([*(t.locale for t in self.translations), self.source_locale], key=lambda tag: tag.encode("utf-8"))

    def texts_for_locale(self, tag: str) -> Optional[LocaleTexts]:
        """The texts of the locale whose tag equals ``tag`` ignoring ASCII case, or
        ``None``; no fallback (:func:`quizruntime.localize` chooses with fallbacks)."""
        wanted = ascii_lower(tag)
        if ascii_lower(self.source_locale) == wanted:
            return self.source_texts
        for texts in self.translations:
            if ascii_lower(texts.locale) == wanted:
                return texts
        return None
