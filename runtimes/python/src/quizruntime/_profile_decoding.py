"""Reading the bundle members of issue 29: ``scoring.weight_digits``, ``scoring.derived``,
``scoring.percent_digits``, the ``profile`` model's ``results`` and ``nearest``, and
examples' ``expect_results`` / ``expect_values``, with the Swift runtime's checks in its
order and its paths and messages (docs/bundle-format.md, "Checks of the issue-29 members")."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Dict, List, Optional, Set, Tuple

from ._decimal_form import DECIMAL_MESSAGE, parse_bundle_decimal
from ._jsontext import JSONValue
from ._model import DerivedScore, Nearest, NearestProfile, ProfileResult, ResultBand, Scoring

if TYPE_CHECKING:
    from ._bundle import _Fields

__all__ = ["decode_weight_digits", "decode_percent_digits", "decode_derived", "decode_results", "decode_nearest",
           "check_profile_outcomes", "decode_expectations", "has_no_outcome", "MAX_VALUE_DIGITS"]

MAX_VALUE_DIGITS = 6
MAX_WEIGHT_DIGITS = 3
_KINDS = ("mean", "mean_answered", "percent", "share", "linear")


def _error(path: str, message: str) -> Exception:
    from ._bundle import BundleError
    return BundleError(path, message)


def _fields(value: JSONValue, path: str) -> "_Fields":
    from ._bundle import _Fields
    return _Fields(value, path)


def _string(value: JSONValue, path: str) -> str:
    if isinstance(value, str):
        return value
    raise _error(path, "expected a string")


def decimal(value: JSONValue, path: str) -> Fraction:
    """A bundle decimal string, exactly."""
    parsed = parse_bundle_decimal(value)
    if parsed is None:
        raise _error(path, DECIMAL_MESSAGE)
    return parsed


def _bounded(fields: "_Fields", name: str, low: int, high: int) -> Optional[int]:
    if not fields.has(name):
        return None
    path = f"{fields.path}/{name}"
    number = fields.integer(name)
    if not low <= number <= high:
        raise _error(path, f"expected an integer from {low} to {high}")
    return number


def decode_weight_digits(scoring: "_Fields") -> int:
    """``scoring.weight_digits``: 0 when absent, else 1…3."""
    return _bounded(scoring, "weight_digits", 1, MAX_WEIGHT_DIGITS) or 0


def decode_percent_digits(scoring: "_Fields", model: str) -> Optional[int]:
    """``scoring.percent_digits`` (``axes`` only): ``None`` when absent, else 0…6."""
    if scoring.has("percent_digits") and model != "axes":
        raise _error(scoring.path + "/percent_digits", "only the axes model reports percentages")
    return _bounded(scoring, "percent_digits", 0, MAX_VALUE_DIGITS)


def decode_derived(scoring: "_Fields", traits: Set[str]) -> List[DerivedScore]:
    """``scoring.derived`` in order: ids new among traits and earlier derived scores, every
    ``of``/``against`` a trait (a ``linear`` score's ``of`` may be an earlier derived score)."""
    if not scoring.has("derived"):
        return []
    value = scoring.optional_value("derived")
    path = scoring.path + "/derived"
    if not isinstance(value, list):
        raise _error(path, "expected an array")
    if not value:
        raise _error(path, "an empty list is written by leaving the member out")
    derived: List[DerivedScore] = []
    ids: Set[str] = set()
    for index, item in enumerate(value):
        fields = _fields(item, f"{path}/{index}")
        score_id = fields.string("id")
        if score_id in traits or score_id in ids:
            raise _error(fields.path + "/id", f'"{score_id}" is already a trait or derived score')
        kind = fields.string("kind")
        if kind not in _KINDS:
            raise _error(fields.path + "/kind", f'unknown kind "{kind}"')
        of = fields.string("of")
        linear = kind == "linear"
        if not (of in traits or (linear and of in ids)):
            raise _error(fields.path + "/of", f'"{of}" is neither a trait nor an earlier derived score'
                         if linear else f'unknown trait "{of}"')
        fields.value("digits")
        digits = _bounded(fields, "digits", 0, MAX_VALUE_DIGITS) or 0
        if kind == "mean":
            count = fields.integer("count")
            if count < 1:
                raise _error(fields.path + "/count", "count must be at least 1")
            score = DerivedScore(score_id, kind, of, digits, count=count)
        elif kind == "percent":
            low = decimal(fields.value("min"), fields.path + "/min")
            high = decimal(fields.value("max"), fields.path + "/max")
            if not low < high:
                raise _error(fields.path, "min must be below max")
            score = DerivedScore(score_id, kind, of, digits, min=low, max=high)
        elif kind == "share":
            against = fields.string("against")
            if against not in traits:
                raise _error(fields.path + "/against", f'unknown trait "{against}"')
            score = DerivedScore(score_id, kind, of, digits, against=against)
        elif kind == "linear":
            times = decimal(fields.value("times"), fields.path + "/times")
            plus = decimal(fields.value("plus"), fields.path + "/plus")
            score = DerivedScore(score_id, kind, of, digits, times=times, plus=plus)
        else:
            score = DerivedScore(score_id, kind, of, digits)
        ids.add(score_id)
        derived.append(score)
    return derived


def _band_texts(fields: "_Fields") -> Tuple[str, Optional[str], List[str]]:
    title = fields.string("title")
    description = fields.optional_string("description")
    recommendations = [_string(item, f"{fields.path}/recommendations/{index}")
                       for index, item in enumerate(fields.array("recommendations"))]
    return title, description, recommendations


def decode_results(scoring: "_Fields", scores: Set[str]) -> List[ProfileResult]:
    """``scoring.results`` of the ``profile`` model."""
    items = scoring.array("results")
    path = scoring.path + "/results"
    if not items:
        raise _error(path, "no results")
    results: List[ProfileResult] = []
    has_parent: Dict[str, bool] = {}
    for index, item in enumerate(items):
        fields = _fields(item, f"{path}/{index}")
        result_id = fields.string("id")
        if result_id in scores or result_id in has_parent:
            raise _error(fields.path + "/id", f'"{result_id}" is already a trait, derived score or result')
        score = fields.string("score")
        if score not in scores:
            raise _error(fields.path + "/score", f'"{score}" is neither a trait nor a derived score')
        parent = fields.optional_string("parent")
        if parent is not None and has_parent.get(parent) is not False:
            raise _error(fields.path + "/parent", f'"{parent}" is not an earlier result without a parent')
        title = fields.string("title")
        description = fields.optional_string("description")
        band_items = fields.array("bands")
        if not band_items:
            raise _error(fields.path + "/bands", "no bands")
        bands: List[ResultBand] = []
        band_ids: Set[str] = set()
        previous: Optional[Tuple[bool, Fraction]] = None
        for band_index, band_item in enumerate(band_items):
            band = _fields(band_item, f"{fields.path}/bands/{band_index}")
            band_id = band.string("id")
            if band_id in band_ids:
                raise _error(band.path + "/id", f'duplicate band id "{band_id}"')
            band_ids.add(band_id)
            has_below = band.has("below")
            has_max = band.has("max")
            last = band_index == len(band_items) - 1
            if not ((not has_below and not has_max) if last else has_below != has_max):
                raise _error(band.path, 'every band but the last has exactly one of "below" and "max"; the last has neither')
            below: Optional[Fraction] = None
            maximum: Optional[Fraction] = None
            if has_below or has_max:
                is_below = has_below
                limit_path = band.path + ("/below" if is_below else "/max")
                limit = decimal(band.optional_value("below" if is_below else "max"), limit_path)
                if previous is not None:
                    ascending = previous[1] < limit or (previous[1] == limit and previous[0] and not is_below)
                    if not ascending:
                        raise _error(limit_path, "band limits must increase")
                previous = (is_below, limit)
                if is_below:
                    below = limit
                else:
                    maximum = limit
            band_title, band_description, recommendations = _band_texts(band)
            bands.append(ResultBand(band_id, below, maximum, band_title, band_description, recommendations))
        has_parent[result_id] = parent is not None
        results.append(ProfileResult(result_id, score, parent, title, description, bands))
    return results


def decode_nearest(scoring: "_Fields", scores: Set[str]) -> Optional[Nearest]:
    """``scoring.nearest`` of the ``profile`` model, or ``None`` when absent."""
    if not scoring.has("nearest"):
        return None
    fields = _fields(scoring.optional_value("nearest"), scoring.path + "/nearest")
    over = [_string(item, f"{fields.path}/over/{index}") for index, item in enumerate(fields.array("over"))]
    if not over or len(set(over)) != len(over):
        raise _error(fields.path + "/over", "over must list one or more distinct scores")
    for index, name in enumerate(over):
        if name not in scores:
            raise _error(f"{fields.path}/over/{index}", f'"{name}" is neither a trait nor a derived score')
    distance = fields.string("distance")
    if distance not in ("euclidean", "manhattan"):
        raise _error(fields.path + "/distance", f'unknown distance "{distance}"')
    profile_items = fields.array("profiles")
    if not profile_items:
        raise _error(fields.path + "/profiles", "no profiles")
    profiles: List[NearestProfile] = []
    outcomes: Set[str] = set()
    over_set = set(over)
    for index, item in enumerate(profile_items):
        profile = _fields(item, f"{fields.path}/profiles/{index}")
        outcome = profile.string("outcome")
        if outcome in outcomes:
            raise _error(profile.path + "/outcome", f'duplicate profile outcome "{outcome}"')
        outcomes.add(outcome)
        at_path = profile.path + "/at"
        members = profile.value("at")
        if not isinstance(members, dict):
            raise _error(at_path, "expected an object")
        for name in members:
            if name not in over_set:
                raise _error(at_path, f'"{name}" is not in over')
        at: List[Fraction] = []
        for name in over:
            if name not in members:
                raise _error(at_path, f'missing "{name}"')
            at.append(decimal(members[name], f"{at_path}/{name}"))
        profiles.append(NearestProfile(outcome, at))
    ties = [_string(item, f"{fields.path}/ties/{index}") for index, item in enumerate(fields.array("ties"))]
    if len(ties) != len(profiles) or set(ties) != outcomes:
        raise _error(fields.path + "/ties", "ties must list every profile outcome once")
    return Nearest(over, distance, profiles, ties)


def has_no_outcome(scoring: Scoring) -> bool:
    """Whether the quiz has no outcome: a ``profile`` without ``nearest``."""
    return scoring.model == "profile" and scoring.nearest is None


def check_profile_outcomes(nearest: Optional[Nearest], codes: List[str]) -> None:
    """A ``profile`` bundle's outcomes: none without ``nearest``, else one for each profile."""
    if nearest is None:
        if codes:
            raise _error("/outcomes", "a profile without nearest has no outcomes")
        return
    known = set(codes)
    for index, profile in enumerate(nearest.profiles):
        if profile.outcome not in known:
            raise _error(f"/scoring/nearest/profiles/{index}/outcome", f'no outcome "{profile.outcome}" in outcomes')


def decode_expectations(example: "_Fields", scoring: Scoring) -> Tuple[
        Optional[List[Tuple[str, Optional[str]]]], Optional[List[Tuple[str, Optional[Fraction]]]]]:
    """An example's ``expect_results`` and ``expect_values`` in the example's order
    (``None`` when absent)."""
    results: Optional[List[Tuple[str, Optional[str]]]] = None
    if example.has("expect_results"):
        path = example.path + "/expect_results"
        members = example.optional_value("expect_results")
        if not isinstance(members, dict):
            raise _error(path, "expected an object")
        own = {result.id: result for result in scoring.results} if scoring.model == "profile" else {}
        found: List[Tuple[str, Optional[str]]] = []
        for result_id, band in members.items():
            result = own.get(result_id)
            if result is None:
                raise _error(path, f'unknown result "{result_id}"')
            if band is None:
                found.append((result_id, None))
                continue
            band_id = _string(band, f"{path}/{result_id}")
            if not any(each.id == band_id for each in result.bands):
                raise _error(f"{path}/{result_id}", f'"{band_id}" is not a band of "{result_id}"')
            found.append((result_id, band_id))
        results = found
    values: Optional[List[Tuple[str, Optional[Fraction]]]] = None
    if example.has("expect_values"):
        path = example.path + "/expect_values"
        members = example.optional_value("expect_values")
        if not isinstance(members, dict):
            raise _error(path, "expected an object")
        derived_ids = {score.id for score in scoring.derived}
        written: List[Tuple[str, Optional[Fraction]]] = []
        for derived_id, item in members.items():
            if derived_id not in derived_ids:
                raise _error(path, f'unknown derived score "{derived_id}"')
            written.append((derived_id, None if item is None else decimal(item, f"{path}/{derived_id}")))
        values = written
    return results, values
