"""Reading ``migrations`` (docs/bundle-format.md, "Migrations"): the last part of a bundle,
checked in the order every runtime follows, with the same ``path: message``. Absent in a
bundle built without ``quizc build --earlier``."""

from __future__ import annotations

from typing import Dict, List

from ._bundle_fields import BundleError, Fields, string_value
from ._jsontext import JSONValue
from ._model import Migration

__all__ = ["Migration", "decode_migrations"]


def _members(value: JSONValue, path: str) -> Dict[str, JSONValue]:
    if not isinstance(value, dict):
        raise BundleError(path, "expected an object")
    return value


def _strings(value: JSONValue, path: str) -> List[str]:
    if not isinstance(value, list):
        raise BundleError(path, "expected an array")
    return [string_value(item, f"{path}/{index}") for index, item in enumerate(value)]


def decode_migrations(root: Fields) -> List[Migration]:
    """The bundle's migrations, sorted by earlier hash (UTF-8 bytes)."""
    value = root.optional_value("migrations")
    if not root.has("migrations"):
        return []
    migrations: List[Migration] = []
    for hash_, item in _members(value, "/migrations").items():
        entry = Fields(item, f"/migrations/{hash_}")
        version = entry.string("version")
        dropped = _strings(entry.value("drop_questions"), f"{entry.path}/drop_questions")
        options = {key: _strings(listed, f"{entry.path}/drop_options/{key}")
                   for key, listed in _members(entry.value("drop_options"), f"{entry.path}/drop_options").items()}
        needed = _strings(entry.value("need_questions"), f"{entry.path}/need_questions")
        refusals = {key: string_value(reason, f"{entry.path}/refuse/{key}")
                    for key, reason in _members(entry.value("refuse"), f"{entry.path}/refuse").items()}
        migrations.append(Migration(hash_, version, dropped, options, needed, refusals))
    return sorted(migrations, key=lambda migration: migration.hash.encode("utf-8"))
