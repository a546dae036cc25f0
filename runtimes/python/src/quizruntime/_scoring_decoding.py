"""Reading ``scoring``: its shared members (``initial``, ``weight_digits``, ``derived``,
``percent_digits``) and, through :data:`SCORING_MODELS`, each model's own members
(docs/bundle-format.md)."""

from __future__ import annotations

import dataclasses
from typing import Callable, Dict, List, NamedTuple, Optional, Set

from ._bundle_fields import MAX_MAGNITUDE, MAX_VALUE_DIGITS, BundleError, Fields, amounts, bounded_integer, enumerated, string_value
from ._derived_decoding import decode_derived
from ._language_names import SCORING_MODEL_NAMES, check_rule_names
from ._model import Axis, Band, Scoring, TraitAmount
from ._profile_decoding import decode_nearest, decode_results

__all__ = ["decode_scoring", "SCORING_MODELS"]

MAX_WEIGHT_DIGITS = 3


class ModelInput(NamedTuple):
    """What a scoring model's decoder reads: the ``scoring`` object, ``initial``, the traits
    in order and as a set, and every score name a result may read (traits and derived scores)."""
    fields: Fields
    initial: List[TraitAmount]
    traits: List[str]
    known: Set[str]
    scores: Set[str]


def decode_scoring(root: Fields, known: Set[str], traits: List[str]) -> Scoring:
    """``scoring``, with its model's members."""
    fields = Fields(root.value("scoring"), "/scoring")
    weight_digits = _weight_digits(fields)
    derived = decode_derived(fields, known)
    initial = amounts(fields.value("initial"), "/scoring/initial", known, MAX_MAGNITUDE)
    model = fields.string("model")
    decode = SCORING_MODELS.get(model)
    if decode is None:
        raise BundleError("/scoring/model", f'unknown model "{model}"')
    rule = decode(ModelInput(fields, initial, traits, known, known | {score.id for score in derived}))
    return dataclasses.replace(rule, weight_digits=weight_digits, derived=derived,
                               percent_digits=_percent_digits(fields, model))


def _axes(read: ModelInput) -> Scoring:
    """The ``axes`` model's ``axes``: each two distinct declared traits not in another axis."""
    axes: List[Axis] = []
    poles: Set[str] = set()
    for index, item in enumerate(read.fields.array("axes")):
        axis = Fields(item, f"/scoring/axes/{index}")
        pair = axis.array("poles")
        if len(pair) != 2:
            raise BundleError(axis.path, "an axis has two poles")
        a = string_value(pair[0], axis.path + "/poles/0")
        b = string_value(pair[1], axis.path + "/poles/1")
        ok = a in read.known and b in read.known and a not in poles
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
    return Scoring(read.initial, "axes", axes=axes)


def _highest(read: ModelInput) -> Scoring:
    """The ``highest`` model's ``ties`` (every trait once) and ``secondary``."""
    ties = enumerated(read.fields.array("ties"), string_value, "/scoring/ties")
    if set(ties) != read.known or len(ties) != len(read.traits):
        raise BundleError("/scoring/ties", "ties must list every trait once")
    return Scoring(read.initial, "highest", ties=ties, secondary=read.fields.bool("secondary"))


def _bands(read: ModelInput) -> Scoring:
    """The ``bands`` model's ``trait`` and ``bands``: increasing ``max`` values, only the last without."""
    trait = read.fields.string("trait")
    if trait not in read.known:
        raise BundleError("/scoring/trait", "unknown trait")
    bands: List[Band] = []
    items = read.fields.array("bands")
    for index, item in enumerate(items):
        band = Fields(item, f"/scoring/bands/{index}")
        maximum = band.optional_integer("max")
        if (maximum is None) != (index == len(items) - 1):
            raise BundleError(band.path, "only the last band has no max")
        previous = bands[-1].max if bands else None
        if maximum is not None and previous is not None and maximum <= previous:
            raise BundleError(band.path, "max values must increase")
        bands.append(Band(band.string("outcome"), maximum))
    if not bands:
        raise BundleError("/scoring/bands", "no bands")
    return Scoring(read.initial, "bands", trait=trait, bands=bands)


def _profile(read: ModelInput) -> Scoring:
    """The ``profile`` model's ``results`` and ``nearest`` (``_profile_decoding``)."""
    results = decode_results(read.fields, read.scores)
    return Scoring(read.initial, "profile", results=results, nearest=decode_nearest(read.fields, read.scores))


#: Each scoring model's name and the decoder of its members: the one list of the models a
#: bundle may name. A new model is one entry here and its rule in ``ScoringPlan``.
SCORING_MODELS: Dict[str, Callable[[ModelInput], Scoring]] = {
    "axes": _axes,
    "highest": _highest,
    "bands": _bands,
    "profile": _profile,
}
check_rule_names("scoring models", SCORING_MODELS, SCORING_MODEL_NAMES)


def _weight_digits(scoring: Fields) -> int:
    """``scoring.weight_digits``: 0 when absent, else 1…3."""
    return bounded_integer(scoring, "weight_digits", 1, MAX_WEIGHT_DIGITS) or 0


def _percent_digits(scoring: Fields, model: str) -> Optional[int]:
    """``scoring.percent_digits`` (``axes`` only): ``None`` when absent, else 0…6."""
    if scoring.has("percent_digits") and SCORING_MODELS.get(model) is not _axes:
        raise BundleError(scoring.path + "/percent_digits", "only the axes model reports percentages")
    return bounded_integer(scoring, "percent_digits", 0, MAX_VALUE_DIGITS)
