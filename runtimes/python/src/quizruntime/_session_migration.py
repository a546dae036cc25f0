"""Resuming a token saved on an earlier release that the bundle's ``migrations`` lists
(docs/runtime.md, "Resuming on another version"): refused when it answers a question whose
answer would change meaning; otherwise its answers without what was removed (and without those
the new conditions hide)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from ._jsontext import JSONValue
from ._model import Migration
from ._scorer import Scorer
from ._visibility import Visibility

__all__ = ["Dropped", "ResumeOutcome", "dropping", "drop_hidden"]


@dataclass
class Dropped:
    """One answer dropped: ``options`` taken out of it, ``None`` when dropped whole."""
    key: str
    options: Optional[List[str]]


@dataclass
class ResumeOutcome:
    """How a session resumed from a token: ``kind`` is ``resumed`` or ``migrated``."""
    kind: str
    hash: str
    version: str
    dropped: List[Dropped] = field(default_factory=list)
    needed: List[str] = field(default_factory=list)

    def json_value(self) -> JSONValue:
        """The outcome as JSON (the ``resumed`` event's ``migration``)."""
        dropped: List[JSONValue] = [{"key": drop.key, "options": None if drop.options is None else list(drop.options)}
                                    for drop in self.dropped]
        needed: List[JSONValue] = list(self.needed)
        return {"outcome": self.kind, "from": self.hash, "version": self.version, "dropped": dropped, "needed": needed}


def _is_removed(value: JSONValue, removed: List[str]) -> bool:
    if isinstance(value, str):
        return value in removed
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value) in removed
    return False


def dropping(answers: Dict[str, JSONValue], migration: Migration) -> Tuple[Dict[str, JSONValue], List[Dropped]]:
    """The answers without removed questions and options: an answer left with no option, or
    whose only option was removed, is dropped whole."""
    kept: Dict[str, JSONValue] = {}
    dropped: List[Dropped] = []
    for key, answer in answers.items():
        if key in migration.dropped_questions:
            dropped.append(Dropped(key, None))
            continue
        removed = migration.dropped_options.get(key, [])
        if isinstance(answer, list) and any(_is_removed(item, removed) for item in answer):
            left: List[JSONValue] = [item for item in answer if not _is_removed(item, removed)]
            taken = [str(item) for item in answer if _is_removed(item, removed)]
            if left:
                dropped.append(Dropped(key, taken))
                kept[key] = left
            else:
                dropped.append(Dropped(key, None))
        elif _is_removed(answer, removed):
            dropped.append(Dropped(key, None))
        else:
            kept[key] = answer
    return kept, dropped


def drop_hidden(scorer: Scorer, kept: Dict[str, JSONValue], dropped: List[Dropped]) -> Dict[str, JSONValue]:
    """Drops, whole, the answers the new bundle refuses after a partial drop (too few choices
    left) and those its conditions now hide, until none is left."""
    for _ in range(len(kept) + 1):
        seen = scorer.visibility_value(dict(kept))
        if not isinstance(seen, Visibility):
            drop = next((each for each in dropped if each.key == seen.key), None)
            if drop is None:
                return kept
            drop.options = None
            kept = {key: value for key, value in kept.items() if key != drop.key}
            continue
        hidden = set(seen.discard)
        keys = [question.key for question in scorer.bundle.questions if question.id in hidden]
        if not keys:
            return kept
        for key in keys:
            if key in kept:
                del kept[key]
                dropped.append(Dropped(key, None))
    return kept
