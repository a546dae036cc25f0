"""Reading ``scoring.derived``: each derived score's shared members, then through
:data:`DERIVED_KINDS` the members of its kind (docs/bundle-format.md)."""

from __future__ import annotations

from typing import Callable, Dict, List, Literal, NamedTuple, Set, Tuple

from ._bundle_fields import MAX_VALUE_DIGITS, BundleError, Fields, bounded_integer, decimal, string_value
from ._language_names import DERIVED_KIND_NAMES, check_rule_names
from ._model import DerivedScore

__all__ = ["decode_derived", "DERIVED_KINDS"]


class KindInput(NamedTuple):
    """What a derived kind's decoder reads: the score's object, its id, ``of`` (a name, or
    for a list the names in ``of_list`` and ``""``) and ``digits``, and the traits."""
    fields: Fields
    id: str
    kind: str
    of: str
    of_list: Tuple[str, ...]
    digits: int
    traits: Set[str]


#: What a kind's ``of`` names: one trait, one trait or an earlier derived score, or a list of
#: at least two different traits.
OfShape = Literal["trait", "trait_or_earlier", "traits"]


class DerivedKind(NamedTuple):
    """One kind of derived score: what its ``of`` names, and the decoder of its own members."""
    of: OfShape
    decode: Callable[[KindInput], DerivedScore]


def decode_derived(scoring: Fields, traits: Set[str]) -> List[DerivedScore]:
    """``scoring.derived`` in order: ids new among traits and earlier derived scores, every
    ``of``/``against`` a trait (a ``linear`` score's ``of`` may be an earlier derived score; a
    ``sum``'s ``of`` is a list of traits)."""
    if not scoring.has("derived"):
        return []
    value = scoring.optional_value("derived")
    path = scoring.path + "/derived"
    if not isinstance(value, list):
        raise BundleError(path, "expected an array")
    if not value:
        raise BundleError(path, "an empty list is written by leaving the member out")
    derived: List[DerivedScore] = []
    ids: Set[str] = set()
    for index, item in enumerate(value):
        score = _derived_score(Fields(item, f"{path}/{index}"), traits, ids)
        ids.add(score.id)
        derived.append(score)
    return derived


def _derived_score(fields: Fields, traits: Set[str], ids: Set[str]) -> DerivedScore:
    """One derived score: ``id``, ``kind``, ``of``, ``digits``, then its kind's members."""
    score_id = fields.string("id")
    if score_id in traits or score_id in ids:
        raise BundleError(fields.path + "/id", f'"{score_id}" is already a trait or derived score')
    kind_name = fields.string("kind")
    kind = DERIVED_KINDS.get(kind_name)
    if kind is None:
        raise BundleError(fields.path + "/kind", f'unknown kind "{kind_name}"')
    of, of_list = _of(fields, kind.of, traits, ids)
    fields.value("digits")
    digits = bounded_integer(fields, "digits", 0, MAX_VALUE_DIGITS) or 0
    return kind.decode(KindInput(fields, score_id, kind_name, of, of_list, digits, traits))


def _of(fields: Fields, shape: OfShape, traits: Set[str], ids: Set[str]) -> Tuple[str, Tuple[str, ...]]:
    """``of`` as ``shape`` says: one name (and no list), or a list of different traits (and ``""``)."""
    path = fields.path + "/of"
    if shape != "traits":
        of = fields.string("of")
        if not (of in traits or (shape == "trait_or_earlier" and of in ids)):
            raise BundleError(path, f'"{of}" is neither a trait nor an earlier derived score'
                              if shape == "trait_or_earlier" else f'unknown trait "{of}"')
        return of, ()
    names: List[str] = []
    for index, item in enumerate(fields.array("of")):
        name = string_value(item, f"{path}/{index}")
        if name not in traits:
            raise BundleError(f"{path}/{index}", f'unknown trait "{name}"')
        if name in names:
            raise BundleError(f"{path}/{index}", f'"{name}" is listed twice')
        names.append(name)
    if len(names) < 2:
        raise BundleError(path, "expected at least two traits")
    return "", tuple(names)


def _mean(read: KindInput) -> DerivedScore:
    """``mean``: ``count``, at least 1."""
    count = read.fields.integer("count")
    if count < 1:
        raise BundleError(read.fields.path + "/count", "count must be at least 1")
    return DerivedScore(read.id, read.kind, read.of, read.digits, count=count)


def _mean_answered(read: KindInput) -> DerivedScore:
    """``mean_answered``: no members of its own."""
    return DerivedScore(read.id, read.kind, read.of, read.digits)


def _percent(read: KindInput) -> DerivedScore:
    """``percent``: decimal ``min`` below decimal ``max``."""
    fields = read.fields
    low = decimal(fields.value("min"), fields.path + "/min")
    high = decimal(fields.value("max"), fields.path + "/max")
    if not low < high:
        raise BundleError(fields.path, "min must be below max")
    return DerivedScore(read.id, read.kind, read.of, read.digits, min=low, max=high)


def _share(read: KindInput) -> DerivedScore:
    """``share``: ``against``, a trait."""
    against = read.fields.string("against")
    if against not in read.traits:
        raise BundleError(read.fields.path + "/against", f'unknown trait "{against}"')
    return DerivedScore(read.id, read.kind, read.of, read.digits, against=against)


def _linear(read: KindInput) -> DerivedScore:
    """``linear``: decimal ``times`` and ``plus``."""
    fields = read.fields
    times = decimal(fields.value("times"), fields.path + "/times")
    plus = decimal(fields.value("plus"), fields.path + "/plus")
    return DerivedScore(read.id, read.kind, read.of, read.digits, times=times, plus=plus)


#: Every kind of derived score a bundle may name: the one list of them. A new kind is one
#: entry here and its value in ``ProfileRules``.
DERIVED_KINDS: Dict[str, DerivedKind] = {
    "mean": DerivedKind("trait", _mean),
    "mean_answered": DerivedKind("trait", _mean_answered),
    "percent": DerivedKind("trait", _percent),
    "share": DerivedKind("trait", _share),
    "linear": DerivedKind("trait_or_earlier", _linear),
    "sum": DerivedKind("traits", lambda read: DerivedScore(read.id, read.kind, "", read.digits, of_list=read.of_list)),
}
check_rule_names("derived-score kinds", DERIVED_KINDS, DERIVED_KIND_NAMES)
