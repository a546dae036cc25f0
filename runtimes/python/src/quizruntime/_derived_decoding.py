"""Reading ``scoring.derived``: each derived score's shared members, then the members of its
kind as its entry in :data:`~._derived_kinds.DERIVED_KINDS` says (docs/bundle-format.md)."""

from __future__ import annotations

from typing import Dict, List, Set, Tuple

from ._bundle_fields import MAX_VALUE_DIGITS, BundleError, Fields, bounded_integer, string_value
from ._derived_kinds import DERIVED_KINDS, OfShape
from ._model import DerivedMember, DerivedScore

__all__ = ["decode_derived"]


def decode_derived(scoring: Fields, traits: Set[str]) -> List[DerivedScore]:
    """``scoring.derived`` in order: ids new among traits and earlier derived scores, every
    ``of`` what its kind's entry says (a trait, a trait or an earlier derived score, or a list
    of traits), then the kind's own members."""
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
    members: Dict[str, DerivedMember] = {}
    for name, read in kind.members.items():
        members[name] = read(fields, name, members, traits)
    return DerivedScore(score_id, kind_name, of, digits, members, of_list)


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
