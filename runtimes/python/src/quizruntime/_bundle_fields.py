"""What every piece of the bundle decoder reads with: :class:`BundleError`, the bounds, and
typed access to a JSON object's members with paths in errors."""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Dict, Iterator, List, Optional, Set, Tuple, TypeVar

from ._decimal_form import DECIMAL_MESSAGE, parse_bundle_decimal

from ._jsontext import JSONValue
from ._model import TraitAmount

__all__ = ["BundleError", "Fields", "MAX_WEIGHT", "MAX_MAGNITUDE", "MAX_ITEMS", "integer_value", "string_value",
           "amounts", "amounts_allowing_zero", "enumerated", "decimal", "bounded_integer", "MAX_VALUE_DIGITS"]

MAX_WEIGHT = 1_000_000

MAX_MAGNITUDE = 1_000_000_000_000

MAX_ITEMS = 1_000_000
MAX_VALUE_DIGITS = 6

T = TypeVar("T")


class BundleError(Exception):
    """Why a bundle cannot be used.

    ``code`` is stable: ``not-json``, ``unsupported-format``, ``hash-mismatch`` or
    ``invalid-bundle``; ``path`` is where (``/questions/3/options``, ``""`` for the whole
    bundle); ``description`` is ``path: message`` (just ``message`` when the path is empty).
    """

    def __init__(self, path: str, message: str, code: str = "invalid-bundle") -> None:
        super().__init__(path, message, code)
        self.path = path
        self.message = message
        self.code = code

    @property
    def description(self) -> str:
        """``path: message``, or ``message`` when the path is empty."""
        return f"{self.path}: {self.message}" if self.path else self.message

    def __str__(self) -> str:
        return self.description


def integer_value(value: JSONValue, path: str) -> int:
    """An integer within ±10^12."""
    if isinstance(value, int) and not isinstance(value, bool) and -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
        return value
    raise BundleError(path, "expected an integer within ±10^12")


def string_value(value: JSONValue, path: str) -> str:
    """A string."""
    if isinstance(value, str):
        return value
    raise BundleError(path, "expected a string")


class Fields:
    """Typed access to a JSON object's members, with paths in errors."""

    def __init__(self, value: JSONValue, path: str) -> None:
        if not isinstance(value, dict):
            raise BundleError(path, "expected an object")
        self.members: Dict[str, JSONValue] = value
        self.path = path

    def has(self, name: str) -> bool:
        return name in self.members

    def optional_value(self, name: str) -> JSONValue:
        return self.members.get(name)

    def value(self, name: str) -> JSONValue:
        if name not in self.members:
            raise BundleError(self.path, f'missing "{name}"')
        return self.members[name]

    def string(self, name: str) -> str:
        return string_value(self.value(name), f"{self.path}/{name}")

    def integer(self, name: str) -> int:
        return integer_value(self.value(name), f"{self.path}/{name}")

    def bool(self, name: str) -> bool:
        value = self.value(name)
        if not isinstance(value, bool):
            raise BundleError(f"{self.path}/{name}", "expected true or false")
        return value

    def array(self, name: str) -> List[JSONValue]:
        value = self.value(name)
        if not isinstance(value, list):
            raise BundleError(f"{self.path}/{name}", "expected an array")
        return value

    def optional_string(self, name: str) -> Optional[str]:
        value = self.members.get(name)
        if value is None:
            return None
        return string_value(value, f"{self.path}/{name}")

    def optional_integer(self, name: str) -> Optional[int]:
        value = self.members.get(name)
        if value is None:
            return None
        return integer_value(value, f"{self.path}/{name}")


def amounts(value: JSONValue, path: str, known: Set[str], bound: int) -> List[TraitAmount]:
    """A trait → integer object over ``known`` traits, each within ``bound``; zeros left out."""
    result: List[TraitAmount] = []
    for trait, amount in _trait_members(value, path, known):
        number = integer_value(amount, f"{path}/{trait}")
        if abs(number) > bound:
            raise BundleError(f"{path}/{trait}", f"magnitude above {bound}")
        if number != 0:
            result.append(TraitAmount(trait, number))
    return result


def amounts_allowing_zero(value: JSONValue, path: str, known: Set[str]) -> List[TraitAmount]:
    """An example's expected scores: a trait → integer object, zeros kept."""
    return [TraitAmount(trait, integer_value(amount, path)) for trait, amount in _trait_members(value, path, known)]


def _trait_members(value: JSONValue, path: str, known: Set[str]) -> Iterator[Tuple[str, JSONValue]]:
    """The members of a trait → value object, in order, each trait checked to be one of
    ``known`` as it is reached (so an unknown trait is reported before a later bad value)."""
    if not isinstance(value, dict):
        raise BundleError(path, "expected an object")
    for trait, amount in value.items():
        if trait not in known:
            raise BundleError(path, f'unknown trait "{trait}"')
        yield trait, amount


def enumerated(items: List[JSONValue], read: Callable[[JSONValue, str], T], path: str) -> List[T]:
    """Each item read with its path ``path/index``."""
    return [read(item, f"{path}/{index}") for index, item in enumerate(items)]


def decimal(value: JSONValue, path: str) -> Fraction:
    """A bundle decimal string, exactly."""
    parsed = parse_bundle_decimal(value)
    if parsed is None:
        raise BundleError(path, DECIMAL_MESSAGE)
    return parsed


def bounded_integer(fields: Fields, name: str, low: int, high: int) -> Optional[int]:
    """An integer member from ``low`` to ``high``, or ``None`` when absent."""
    if not fields.has(name):
        return None
    path = f"{fields.path}/{name}"
    number = fields.integer(name)
    if not low <= number <= high:
        raise BundleError(path, f"expected an integer from {low} to {high}")
    return number
