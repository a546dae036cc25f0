"""Every kind of derived score, one entry each: what its ``of`` names, how its own members are
read (with the paths and messages of docs/bundle-format.md) and its rule, the value it takes
from the totals. :mod:`._derived_decoding` reads the first two, :class:`ProfileRules` compiles
and runs the rule. A new kind whose ``of`` shape and member shapes exist here is one entry in
:data:`DERIVED_KINDS`."""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Dict, List, Literal, Mapping, NamedTuple, Optional, Protocol, Sequence, Set

from ._bundle_fields import BundleError, Fields, decimal
from ._language_names import DERIVED_KIND_NAMES, check_rule_names
from ._model import DerivedMember, DerivedScore

__all__ = ["DERIVED_KINDS", "DerivedKind", "OfShape", "MemberDecoder", "RuleScope", "RuleInput", "Rule", "Compiled"]

_HUNDRED = Fraction(100)

#: What a kind's ``of`` names: one trait, one trait or an earlier derived score, or a list of
#: at least two different traits.
OfShape = Literal["trait", "trait_or_earlier", "traits"]

#: Reads member ``name`` of a derived score's object, given the members read before it and the
#: bundle's traits.
MemberDecoder = Callable[[Fields, str, Mapping[str, DerivedMember], Set[str]], DerivedMember]


class RuleScope(Protocol):
    """What a kind's rule may read of the bundle when the scorer compiles it."""

    #: Totals are integers in units of 1/``unit``.
    unit: int

    def trait(self, name: str) -> int:
        """A trait's index in the totals."""

    def earlier(self, name: str) -> Optional[int]:
        """An earlier derived score's index in :attr:`RuleInput.earlier`, or ``None`` for a trait."""

    def answered_count(self, trait: int) -> int:
        """The index in :attr:`RuleInput.answered` of how many of the questions that weigh
        ``trait`` were answered."""

    def share(self, t: int, u: int) -> Fraction:
        """:meth:`ProfileRules.share`."""


class RuleInput(NamedTuple):
    """What a compiled rule reads when a response is scored."""
    totals: Sequence[int]
    #: The counts of answered questions the rules asked for (:meth:`RuleScope.answered_count`).
    answered: Sequence[int]
    #: The values of the derived scores before this one (``None``: no value).
    earlier: List[Optional[Fraction]]


#: A compiled rule: a response's input to the value (``None``: no value).
Compiled = Callable[[RuleInput], Optional[Fraction]]
#: A kind's rule: the decoded score and the scope to its compiled rule.
Rule = Callable[[DerivedScore, RuleScope], Compiled]


class DerivedKind(NamedTuple):
    """One kind of derived score: what its ``of`` names, its own members in reading order, and
    its rule."""
    of: OfShape
    members: Dict[str, MemberDecoder]
    rule: Rule


def _at_least_one(fields: Fields, name: str, score: Mapping[str, DerivedMember], traits: Set[str]) -> DerivedMember:
    """An integer of at least 1."""
    value = fields.integer(name)
    if value < 1:
        raise BundleError(f"{fields.path}/{name}", f"{name} must be at least 1")
    return value


def _decimal(fields: Fields, name: str, score: Mapping[str, DerivedMember], traits: Set[str]) -> DerivedMember:
    """A decimal, as an exact fraction."""
    return decimal(fields.value(name), f"{fields.path}/{name}")


def _decimal_above(lower: str) -> MemberDecoder:
    """A decimal above the decimal member ``lower`` read before it."""
    def read(fields: Fields, name: str, score: Mapping[str, DerivedMember], traits: Set[str]) -> DerivedMember:
        value, low = decimal(fields.value(name), f"{fields.path}/{name}"), score[lower]
        if not (isinstance(low, Fraction) and low < value):
            raise BundleError(fields.path, f"{lower} must be below {name}")
        return value
    return read


def _trait(fields: Fields, name: str, score: Mapping[str, DerivedMember], traits: Set[str]) -> DerivedMember:
    """A trait's name."""
    value = fields.string(name)
    if value not in traits:
        raise BundleError(f"{fields.path}/{name}", f'unknown trait "{value}"')
    return value


def _mean(score: DerivedScore, scope: RuleScope) -> Compiled:
    """total(of) / count."""
    of, divisor = scope.trait(score.of), scope.unit * score.integer("count")
    return lambda at: Fraction(at.totals[of], divisor)


def _mean_answered(score: DerivedScore, scope: RuleScope) -> Compiled:
    """total(of) / the answered questions that weigh ``of``; no value when none is answered."""
    of, unit = scope.trait(score.of), scope.unit
    slot = scope.answered_count(of)
    return lambda at: None if at.answered[slot] == 0 else Fraction(at.totals[of], unit * at.answered[slot])


def _percent(score: DerivedScore, scope: RuleScope) -> Compiled:
    """(total(of) − min) / (max − min) × 100."""
    of, low, unit = scope.trait(score.of), score.decimal("min"), scope.unit
    span = score.decimal("max") - low
    return lambda at: (Fraction(at.totals[of], unit) - low) / span * _HUNDRED


def _share(score: DerivedScore, scope: RuleScope) -> Compiled:
    """total(of) / (total(of) + total(against)) × 100; exactly 50 when both are 0."""
    of, against = scope.trait(score.of), scope.trait(score.name("against"))
    return lambda at: scope.share(at.totals[of], at.totals[against])


def _linear(score: DerivedScore, scope: RuleScope) -> Compiled:
    """times × value(of) + plus, ``of`` a trait or an earlier derived score; no value in, no
    value out."""
    earlier, times, plus, unit = scope.earlier(score.of), score.decimal("times"), score.decimal("plus"), scope.unit
    of = scope.trait(score.of) if earlier is None else earlier

    def value(at: RuleInput) -> Optional[Fraction]:
        x = Fraction(at.totals[of], unit) if earlier is None else at.earlier[of]
        return None if x is None else times * x + plus
    return value


def _sum(score: DerivedScore, scope: RuleScope) -> Compiled:
    """total(of[0]) + total(of[1]) + …"""
    traits, unit = [scope.trait(name) for name in score.of_list], scope.unit
    return lambda at: Fraction(sum(at.totals[trait] for trait in traits), unit)


def _picking(pick: Callable[[List[int]], int]) -> Rule:
    """The rule of a kind that picks one of the listed traits' totals (``min``, ``max``)."""
    def rule(score: DerivedScore, scope: RuleScope) -> Compiled:
        traits, unit = [scope.trait(name) for name in score.of_list], scope.unit
        return lambda at: Fraction(pick([at.totals[trait] for trait in traits]), unit)
    return rule


#: Every kind of derived score a bundle may name: the one list of them (the language's
#: ``DERIVED_KIND_NAMES``, in that order).
DERIVED_KINDS: Dict[str, DerivedKind] = {
    "mean": DerivedKind("trait", {"count": _at_least_one}, _mean),
    "mean_answered": DerivedKind("trait", {}, _mean_answered),
    "percent": DerivedKind("trait", {"min": _decimal, "max": _decimal_above("min")}, _percent),
    "share": DerivedKind("trait", {"against": _trait}, _share),
    "linear": DerivedKind("trait_or_earlier", {"times": _decimal, "plus": _decimal}, _linear),
    "sum": DerivedKind("traits", {}, _sum),
    "min": DerivedKind("traits", {}, _picking(min)),
    "max": DerivedKind("traits", {}, _picking(max)),
}
check_rule_names("derived-score kinds", DERIVED_KINDS, DERIVED_KIND_NAMES)
