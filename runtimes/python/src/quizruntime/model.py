"""The bundle as Python values: the ``quiz-bundle/1`` format (docs/bundle-format.md).

Keys, ids, traits and outcome codes are plain ``str`` compared with ``==`` (by code
points, exactly, never normalized). Ordered lists keep the author's order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional, Tuple, Union

from .jsontext import Number

__all__ = [
    "Answer", "TraitAmount", "Axis", "Band", "Scoring", "Draw", "Presentation", "Option", "Question",
    "Outcome", "Example", "QuizBundle", "FORMAT",
]

FORMAT = "quiz-bundle/1"
"""The format tag this library reads."""

Answer = Union[int, Number, str, List[str]]
"""A typed answer: a scale value or range integer (``int``), a range fraction
(:class:`~quizruntime.jsontext.Number`), an option or anchor id (``str``), or several
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


@dataclass(frozen=True)
class Scoring:
    """The scoring rule: ``model`` is ``"axes"``, ``"highest"`` or ``"bands"``; the fields
    of the other models are empty."""
    initial: List[TraitAmount]
    model: str
    axes: List[Axis] = field(default_factory=list)
    ties: List[str] = field(default_factory=list)
    secondary: bool = False
    trait: str = ""
    bands: List[Band] = field(default_factory=list)


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
class Question:
    """A question; ``key`` is the wire key answers are submitted under."""
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
    ``expects_no_secondary`` is true for ``"expect_secondary": null``."""
    name: Optional[str]
    answers: List[Tuple[str, Answer]]
    expect: str
    expect_secondary: Optional[str]
    expects_no_secondary: bool
    expect_scores: Optional[List[TraitAmount]]


@dataclass(frozen=True)
class QuizBundle:
    """A decoded bundle. Outcomes keep the author's order."""
    quiz: str
    version: str
    title: str
    description: Optional[str]
    locale: str
    traits: List[str]
    scoring: Scoring
    presentation: Presentation
    questions: List[Question]
    outcomes: List[Outcome]
    examples: List[Example]
    #: The ``hash`` member as read (``None`` when absent or not a string).
    recorded_hash: Optional[str] = None
