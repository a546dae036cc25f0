"""One question compiled for answer validation (the Swift runtime's ``PlannedQuestion``)."""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple, Union

from ._decimal_literal import DecimalLiteral
from ._jsontext import JSONValue, Number
from ._jsonwrite import ecmascript_string
from ._keyfolding import folded
from ._model import Question
from ._results import AnswerError

__all__ = ["PlannedQuestion", "Raw", "raw_answer"]

#: An answer before validation: (kind, payload). Kinds: ``null``, ``integer`` (an ``int``
#: whose text has at most 18 characters), ``number`` (a literal), ``string``, ``list``,
#: ``other`` (a description: "a boolean", "an object", …).
Raw = Tuple[str, Union[None, int, str, List[JSONValue]]]

_INTEGER_LOW = -(10 ** 17)
_INTEGER_HIGH = 10 ** 18



def native_float_literal(value: float) -> str:
    """A native float as the literal it is read from: its shortest round-trip digits, laid
    out as JavaScript's ``String(x)`` lays them out (``1e-7``, ``-0`` as ``0``, ``NaN``,
    ``Infinity``), so both runtimes read the same number and word their messages alike."""
    text = ecmascript_string(value)
    if text is not None:
        return text
    if value != value:
        return "NaN"
    return "Infinity" if value > 0 else "-Infinity"

def raw_answer(value: object) -> Raw:
    """Classifies a JSON value (or a native answer) the way the Swift runtime does."""
    if value is None:
        return ("null", None)
    if value is True or value is False:
        return ("other", "a boolean")
    if isinstance(value, int):
        if _INTEGER_LOW < value < _INTEGER_HIGH:
            return ("integer", int(value))
        return ("number", str(value))
    if isinstance(value, Number):
        return ("number", value.literal)
    if isinstance(value, float):
        return ("number", native_float_literal(value))
    if isinstance(value, str):
        return ("string", value)
    if isinstance(value, (list, tuple)):
        return ("list", list(value))
    if isinstance(value, dict):
        return ("other", "an object")
    return ("other", f"a {type(value).__name__}")


class PlannedQuestion:
    """A question's options indexed for validation and scoring."""

    def __init__(self, question: Question, trait_index: Dict[str, int]) -> None:
        self.id = question.id
        self.key = question.key
        self.type = question.type
        self.required = question.required
        self.min = question.min if question.min is not None else 0
        self.max = question.max if question.max is not None else 0
        #: Per option: (trait index, amount) pairs.
        self.weights: List[List[Tuple[int, int]]] = [
            [(trait_index.get(w.trait, 0), w.amount) for w in option.weights] for option in question.options]
        self.ids = [option.id if option.id is not None else "" for option in question.options]
        self.values = [option.value if option.value is not None else 0 for option in question.options]
        self.id_index: Dict[str, int] = {}
        self.folded_ids: Dict[str, int] = {}
        if self.type != "scale":
            for position, option_id in enumerate(self.ids):
                self.id_index.setdefault(option_id, position)
                self.folded_ids[folded(option_id)] = position
        self.value_index: Dict[int, int] = {}
        for position, value in enumerate(self.values):
            self.value_index.setdefault(value, position)

    def option_of_value(self, value: int) -> Optional[int]:
        """The first option whose scale value is ``value``: the one statement of how a scale
        answer picks its option (the fast path's value tables are built from it)."""
        return self.value_index.get(value)

    def accepts_choice_count(self, count: int) -> bool:
        """Whether a ``multiple`` answer may list ``count`` distinct options."""
        return self.min <= count <= self.max

    def anchor_of_integer(self, x: int) -> Optional[int]:
        """The anchor a ``range`` question's integer answer picks, ⌊(x − min)(n − 1)/(max − min) + ½⌋
        in integers (what :meth:`anchor` gives for an integer), or ``None`` outside [min, max]."""
        steps = len(self.ids) - 1
        if not self.min <= x <= self.max or self.max <= self.min or steps < 1:
            return None
        span = self.max - self.min
        return ((x - self.min) * 2 * steps + span) // (2 * span)

    def option(self, option_id: str) -> Optional[int]:
        """The option whose id is exactly ``option_id``."""
        return self.id_index.get(option_id)

    @property
    def range_expectation(self) -> str:
        return f"expected a number from {self.min} to {self.max}, or an anchor id"

    def unknown_option(self, option_id: str) -> AnswerError:
        anchors = ", ".join(f'"{i}"' for i in self.ids[:12])
        near = self.folded_ids.get(folded(option_id))
        if self.type == "range":
            message = f'"{option_id}" is not an anchor of "{self.key}"; {self.range_expectation}'
            message += f'; did you mean "{self.ids[near]}"?' if near is not None else " (" + anchors + ")"
            return AnswerError("unknown-option", message, self.key)
        message = f'"{option_id}" is not an option of "{self.key}"'
        message += f'; did you mean "{self.ids[near]}"?' if near is not None else "; expected one of " + anchors
        return AnswerError("unknown-option", message, self.key)

    def wrong_type(self, answer: Raw, expected: str) -> AnswerError:
        kind, payload = answer
        if kind == "null":
            found = "null"
        elif kind in ("integer", "number"):
            found = f"the number {payload}"
        elif kind == "string":
            found = f'the string "{payload}"'
        elif kind == "list":
            found = "a list"
        else:
            found = str(payload)
        return AnswerError("wrong-type", f'"{self.key}" takes {expected}, got {found}', self.key)

    def _not_a_value(self, shown: object) -> AnswerError:
        return AnswerError("unknown-option", f'{shown} is not a value of "{self.key}"; expected one of '
                           + ", ".join(str(v) for v in self.values), self.key)

    def _out_of_range(self, shown: object) -> AnswerError:
        return AnswerError("out-of-range", f'{shown} is outside "{self.key}"\'s range {self.min}…{self.max}; '
                           f"{self.range_expectation}", self.key)

    def choose(self, answer: Raw) -> Union[int, List[int], AnswerError]:
        """Validates an answer: the chosen option, the chosen options (``multiple``), or the error."""
        kind, payload = answer
        if self.type == "scale":
            if kind == "integer":
                assert isinstance(payload, int)
                index = self.option_of_value(payload)
                return index if index is not None else self._not_a_value(payload)
            number = DecimalLiteral.parse(payload) if kind == "number" and isinstance(payload, str) else None
            if number is None or not number.is_integer:
                return self.wrong_type(answer, "an integer scale value")
            value = number.floor_times(1)
            index = self.option_of_value(value) if value is not None else None
            return index if index is not None else self._not_a_value(payload)
        if self.type == "single":
            if kind != "string" or not isinstance(payload, str):
                return self.wrong_type(answer, "an option id (a string)")
            index = self.option(payload)
            return index if index is not None else self.unknown_option(payload)
        if self.type == "multiple":
            if kind != "list" or not isinstance(payload, list):
                return self.wrong_type(answer, "a list of option ids")
            chosen: List[int] = []
            seen = set()
            for item in payload:
                if not isinstance(item, str):
                    return self.wrong_type(("other", "a list with a non-string item"), "a list of option ids")
                index = self.option(item)
                if index is None:
                    return self.unknown_option(item)
                if index in seen:
                    return AnswerError("wrong-type", f'"{self.key}" lists "{item}" twice; choices must be distinct',
                                       self.key)
                seen.add(index)
                chosen.append(index)
            if not self.accepts_choice_count(len(chosen)):
                wording = f"exactly {self.min}" if self.min == self.max else f"between {self.min} and {self.max}"
                return AnswerError("choice-count", f'"{self.key}" takes {wording} choices, got {len(chosen)}', self.key)
            return chosen
        # range
        if kind == "string" and isinstance(payload, str):
            index = self.option(payload)
            return index if index is not None else self.unknown_option(payload)
        if kind == "integer" and isinstance(payload, int):
            if not self.min <= payload <= self.max:
                return self._out_of_range(payload)
            anchor = self.anchor_of_integer(payload)
            if anchor is not None:
                return anchor
            # A question the integer formula does not cover (one anchor): the exact reading decides.
            number = DecimalLiteral.parse(str(payload))
            assert number is not None
            return self.anchor(number)
        number = DecimalLiteral.parse(payload) if kind == "number" and isinstance(payload, str) else None
        if number is None:
            return self.wrong_type(answer, f"a number from {self.min} to {self.max}, or an anchor id")
        floor = number.floor_times(1)
        if floor is None or not (floor >= self.min and (floor < self.max or (floor == self.max and number.is_integer))):
            return self._out_of_range(payload)
        return self.anchor(number)

    def anchor(self, number: DecimalLiteral) -> int:
        """⌊(x − min) / (max − min) × (n − 1) + ½⌋ exactly, for x in [min, max]."""
        steps = len(self.ids) - 1
        q = 2 * steps
        scaled = number.floor_times(q, bound=(2 ** 63 - 1) // 4)
        if scaled is None:
            return 0
        index = 0
        if steps >= 1:
            for j in range(1, max(steps, 1) + 1):
                if scaled >= q * self.min + (2 * j - 1) * (self.max - self.min):
                    index = j
                else:
                    break
        return index
