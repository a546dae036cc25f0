"""Loading a bundle: parsing, every check of the Swift runtime's decoder (same order, same
paths and messages), and hash verification. Each part of the bundle has its decoder:
``_scoring_decoding`` (with ``_derived_decoding`` and ``_profile_decoding``),
``_presentation_decoding``, ``_question_decoding`` (with ``_condition_decoding``),
``_example_decoding``, ``_locale_decoding`` and ``_migration_decoding``, all reading through ``_bundle_fields``."""

from __future__ import annotations

import hashlib
from typing import List, Optional, Union

from ._bundle_fields import MAX_ITEMS, MAX_MAGNITUDE, MAX_WEIGHT, BundleError, Fields, enumerated, string_value
from ._example_decoding import decode_examples
from ._jsontext import JSONFailure, JSONValue, parse_json
from ._jsonwrite import canonical_bytes
from ._locale_decoding import SOURCE_ENTRY_DIFFERS, decode_locales
from ._migration_decoding import decode_migrations
from ._model import FORMAT, Outcome, QuizBundle, Scoring
from ._presentation_decoding import decode_presentation
from ._profile_decoding import check_profile_outcomes
from ._question_decoding import decode_questions
from ._scoring_decoding import decode_scoring

__all__ = ["BundleError", "load_bundle", "decode_bundle", "bundle_hash", "hash_of_value", "check_hash",
           "MAX_WEIGHT", "MAX_MAGNITUDE", "MAX_ITEMS"]


def decode_bundle(value: JSONValue, recorded_hash: Optional[str] = None) -> QuizBundle:
    """Reads a bundle from parsed JSON with every check the scorer relies on; raises
    :class:`BundleError`. Does not verify the hash."""
    root = Fields(value, "")
    format_name = root.string("format")
    if format_name != FORMAT:
        raise BundleError("/format", f'format is "{format_name}"; this runtime reads "{FORMAT}"', "unsupported-format")
    traits = enumerated(root.array("traits"), string_value, "/traits")
    known = set(traits)
    if len(known) != len(traits) or not traits:
        raise BundleError("/traits", "traits must be non-empty and distinct")
    scoring = decode_scoring(root, known, traits)
    presentation = decode_presentation(root)
    questions = decode_questions(root, known, scoring.weight_digits, bool(presentation.draw))
    outcomes = _outcomes(root, scoring)
    examples = decode_examples(root, known, scoring)
    quiz = root.string("quiz")
    version = root.string("version")
    quiz_title = root.string("title")
    quiz_description = root.optional_string("description")
    source_locale, source_direction, translations = decode_locales(
        root, quiz_title, quiz_description, questions, outcomes, scoring.results if scoring.model == "profile" else [])
    migrations = decode_migrations(root)
    return QuizBundle(
        quiz=quiz, version=version, title=quiz_title, description=quiz_description, source_locale=source_locale,
        traits=traits, scoring=scoring, presentation=presentation, questions=questions, outcomes=outcomes,
        examples=examples, source_direction=source_direction, translations=translations,
        recorded_hash=recorded_hash, migrations=migrations)


def _outcomes(root: Fields, scoring: Scoring) -> List[Outcome]:
    """``outcomes``: code → title, description and recommendations; a ``profile`` bundle's
    are those of its nearest profiles."""
    outcome_members = root.value("outcomes")
    if not isinstance(outcome_members, dict):
        raise BundleError("/outcomes", "expected an object")
    outcomes: List[Outcome] = []
    for code, item in outcome_members.items():
        outcome = Fields(item, f"/outcomes/{code}")
        title = outcome.string("title")
        description = outcome.string("description")
        recommendations = [string_value(r, outcome.path) for r in outcome.array("recommendations")]
        outcomes.append(Outcome(code, title, description, recommendations))
    if scoring.model == "profile":
        check_profile_outcomes(scoring.nearest, [outcome.code for outcome in outcomes])
    return outcomes


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
