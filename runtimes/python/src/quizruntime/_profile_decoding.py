"""Reading the ``profile`` model's members: ``results`` with their bands, ``nearest`` with
its profiles, and the outcomes a profile bundle has, with the Swift runtime's checks in its
order and its paths and messages (docs/bundle-format.md)."""

from __future__ import annotations

from fractions import Fraction
from typing import Dict, List, Optional, Set, Tuple

from ._bundle_fields import BundleError, Fields, decimal, string_value
from ._model import Nearest, NearestProfile, ProfileResult, ResultBand, Scoring

__all__ = ["decode_results", "decode_nearest", "check_profile_outcomes", "has_no_outcome"]


def _band_texts(fields: Fields) -> Tuple[str, Optional[str], List[str]]:
    title = fields.string("title")
    description = fields.optional_string("description")
    recommendations = [string_value(item, f"{fields.path}/recommendations/{index}")
                       for index, item in enumerate(fields.array("recommendations"))]
    return title, description, recommendations


def decode_results(scoring: Fields, scores: Set[str]) -> List[ProfileResult]:
    """``scoring.results`` of the ``profile`` model."""
    items = scoring.array("results")
    path = scoring.path + "/results"
    if not items:
        raise BundleError(path, "no results")
    results: List[ProfileResult] = []
    has_parent: Dict[str, bool] = {}
    for index, item in enumerate(items):
        fields = Fields(item, f"{path}/{index}")
        result_id = fields.string("id")
        if result_id in scores or result_id in has_parent:
            raise BundleError(fields.path + "/id", f'"{result_id}" is already a trait, derived score or result')
        score = fields.string("score")
        if score not in scores:
            raise BundleError(fields.path + "/score", f'"{score}" is neither a trait nor a derived score')
        parent = fields.optional_string("parent")
        if parent is not None and has_parent.get(parent) is not False:
            raise BundleError(fields.path + "/parent", f'"{parent}" is not an earlier result without a parent')
        title = fields.string("title")
        description = fields.optional_string("description")
        band_items = fields.array("bands")
        if not band_items:
            raise BundleError(fields.path + "/bands", "no bands")
        bands: List[ResultBand] = []
        band_ids: Set[str] = set()
        previous: Optional[Tuple[bool, Fraction]] = None
        for band_index, band_item in enumerate(band_items):
            band = Fields(band_item, f"{fields.path}/bands/{band_index}")
            band_id = band.string("id")
            if band_id in band_ids:
                raise BundleError(band.path + "/id", f'duplicate band id "{band_id}"')
            band_ids.add(band_id)
            has_below = band.has("below")
            has_max = band.has("max")
            last = band_index == len(band_items) - 1
            if not ((not has_below and not has_max) if last else has_below != has_max):
                raise BundleError(band.path, 'every band but the last has exactly one of "below" and "max"; the last has neither')
            below: Optional[Fraction] = None
            maximum: Optional[Fraction] = None
            if has_below or has_max:
                is_below = has_below
                limit_path = band.path + ("/below" if is_below else "/max")
                limit = decimal(band.optional_value("below" if is_below else "max"), limit_path)
                if previous is not None:
                    ascending = previous[1] < limit or (previous[1] == limit and previous[0] and not is_below)
                    if not ascending:
                        raise BundleError(limit_path, "band limits must increase")
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


def decode_nearest(scoring: Fields, scores: Set[str]) -> Optional[Nearest]:
    """``scoring.nearest`` of the ``profile`` model, or ``None`` when absent."""
    if not scoring.has("nearest"):
        return None
    fields = Fields(scoring.optional_value("nearest"), scoring.path + "/nearest")
    over = [string_value(item, f"{fields.path}/over/{index}") for index, item in enumerate(fields.array("over"))]
    if not over or len(set(over)) != len(over):
        raise BundleError(fields.path + "/over", "over must list one or more distinct scores")
    for index, name in enumerate(over):
        if name not in scores:
            raise BundleError(f"{fields.path}/over/{index}", f'"{name}" is neither a trait nor a derived score')
    distance = fields.string("distance")
    if distance not in ("euclidean", "manhattan"):
        raise BundleError(fields.path + "/distance", f'unknown distance "{distance}"')
    profile_items = fields.array("profiles")
    if not profile_items:
        raise BundleError(fields.path + "/profiles", "no profiles")
    profiles: List[NearestProfile] = []
    outcomes: Set[str] = set()
    over_set = set(over)
    for index, item in enumerate(profile_items):
        profile = Fields(item, f"{fields.path}/profiles/{index}")
        outcome = profile.string("outcome")
        if outcome in outcomes:
            raise BundleError(profile.path + "/outcome", f'duplicate profile outcome "{outcome}"')
        outcomes.add(outcome)
        at_path = profile.path + "/at"
        members = profile.value("at")
        if not isinstance(members, dict):
            raise BundleError(at_path, "expected an object")
        for name in members:
            if name not in over_set:
                raise BundleError(at_path, f'"{name}" is not in over')
        at: List[Fraction] = []
        for name in over:
            if name not in members:
                raise BundleError(at_path, f'missing "{name}"')
            at.append(decimal(members[name], f"{at_path}/{name}"))
        profiles.append(NearestProfile(outcome, at))
    ties = [string_value(item, f"{fields.path}/ties/{index}") for index, item in enumerate(fields.array("ties"))]
    if len(ties) != len(profiles) or set(ties) != outcomes:
        raise BundleError(fields.path + "/ties", "ties must list every profile outcome once")
    return Nearest(over, distance, profiles, ties)


def has_no_outcome(scoring: Scoring) -> bool:
    """Whether the quiz has no outcome: a ``profile`` without ``nearest``."""
    return scoring.model == "profile" and scoring.nearest is None


def check_profile_outcomes(nearest: Optional[Nearest], codes: List[str]) -> None:
    """A ``profile`` bundle's outcomes: none without ``nearest``, else one for each profile."""
    if nearest is None:
        if codes:
            raise BundleError("/outcomes", "a profile without nearest has no outcomes")
        return
    known = set(codes)
    for index, profile in enumerate(nearest.profiles):
        if profile.outcome not in known:
            raise BundleError(f"/scoring/nearest/profiles/{index}/outcome", f'no outcome "{profile.outcome}" in outcomes')
