"""Bundles with translations, built from the conformance suite's bundles: the source entry
from the bundle's own texts, translated entries with every text marked, and the hash
recomputed with the package's own hash function."""

from __future__ import annotations

import copy
import json
from typing import Any, Callable, Dict, Optional

from conftest import REPO
from quizruntime import bundle_hash

BUNDLES = REPO / "Tests" / "Conformance" / "bundles"

Bundle = Dict[str, Any]


def original(name: str) -> Bundle:
    """The conformance suite's bundle ``name``, parsed."""
    value = json.loads((BUNDLES / f"{name}.json").read_text(encoding="utf-8"))
    assert isinstance(value, dict)
    return value


def option_key(option: Dict[str, Any]) -> str:
    """An option's key in a locale entry: its id, or a scale option's value in decimal."""
    return str(option["value"]) if "value" in option else str(option["id"])


def entry(bundle: Bundle, direction: str = "ltr", text: Callable[[str], str] = lambda source: source) -> Dict[str, Any]:
    """A complete locale entry: every text of the bundle passed through ``text``."""
    result: Dict[str, Any] = {
        "direction": direction,
        "title": text(bundle["title"]),
        "questions": {
            question["id"]: {
                "text": text(question["text"]),
                "options": {option_key(option): text(option["label"]) for option in question["options"]},
            }
            for question in bundle["questions"]
        },
        "outcomes": {
            code: {
                "title": text(outcome["title"]),
                "description": text(outcome["description"]),
                "recommendations": [text(item) for item in outcome["recommendations"]],
            }
            for code, outcome in bundle["outcomes"].items()
        },
    }
    if "description" in bundle:
        result["description"] = text(bundle["description"])
    return result


def marked(tag: str) -> Callable[[str], str]:
    """Marks a source text as ``tag``'s translation of it."""
    return lambda source: f"[{tag}] {source}"


def with_locales(name: str, translations: Dict[str, str], source: Optional[str] = None,
                 change: Optional[Callable[[Bundle], None]] = None) -> Bundle:
    """Bundle ``name`` with ``source_locale`` (``source``, default its ``locale``) and a
    ``locales`` member: the source entry and, per tag → direction of ``translations``, a
    marked translation; ``change`` edits the result before it is hashed again."""
    bundle = copy.deepcopy(original(name))
    # The bundle's own locales are replaced by the ones asked for.
    own = bundle.pop("source_locale", None) or bundle.pop("locale", None)
    bundle.pop("locale", None)
    bundle.pop("locales", None)
    source_locale = own if source is None else source
    bundle["source_locale"] = source_locale
    locales = {tag: entry(bundle, direction, marked(tag)) for tag, direction in translations.items()}
    locales[source_locale] = entry(bundle)
    bundle["locales"] = locales
    if change is not None:
        change(bundle)
    return rehashed(bundle)


def rehashed(bundle: Bundle) -> Bundle:
    """``bundle`` with its ``hash`` recomputed."""
    bundle["hash"] = bundle_hash(encoded(bundle))
    return bundle


def encoded(bundle: Bundle) -> bytes:
    """The bundle's JSON text, members in the order of the dicts (so in document order)."""
    return json.dumps(bundle, ensure_ascii=False, indent=2).encode("utf-8")
