"""Reading ``questions``: each question's type, options and their shape, then its ``when``
(``_condition_decoding``), in order (docs/bundle-format.md)."""

from __future__ import annotations

import dataclasses
from typing import Dict, List, Set

from ._bundle_fields import MAX_ITEMS, MAX_MAGNITUDE, MAX_WEIGHT, BundleError, Fields, amounts
from ._condition_decoding import decode_when
from ._jsontext import JSONValue
from ._language_names import QUESTION_TYPE_NAMES
from ._model import Option, Question

__all__ = ["decode_questions"]

_QUESTION_TYPES = QUESTION_TYPE_NAMES


def decode_questions(root: Fields, known: Set[str], weight_digits: int, drawn: bool) -> List[Question]:
    """``questions``: 1 to ``MAX_ITEMS`` of them, at most ``MAX_ITEMS`` options in all,
    distinct wire keys."""
    question_items = root.array("questions")
    if not question_items or len(question_items) > MAX_ITEMS:
        raise BundleError("/questions", f"between 1 and {MAX_ITEMS} questions")
    option_total = [0]
    weight_bound = MAX_WEIGHT * 10 ** weight_digits
    questions: List[Question] = []
    earlier_ids: Dict[str, int] = {}
    for index, item in enumerate(question_items):
        question = _question(item, f"/questions/{index}", known, option_total, weight_bound)
        # Last of a question's members: a condition reads the questions before this one.
        assert isinstance(item, dict)
        condition = decode_when(item, index, questions, earlier_ids, drawn)
        if condition is not None:
            question = dataclasses.replace(question, condition=condition)
        earlier_ids.setdefault(question.id, index)
        questions.append(question)
    if len({q.key for q in questions}) != len(questions):
        raise BundleError("/questions", "wire keys must be distinct")
    return questions


def _question(item: JSONValue, path: str, known: Set[str], option_total: List[int], weight_bound: int) -> Question:
    fields = Fields(item, path)
    type_name = fields.string("type")
    if type_name not in _QUESTION_TYPES:
        raise BundleError(path + "/type", f'unknown type "{type_name}"')
    scale = type_name == "scale"
    options: List[Option] = []
    for option_index, option_item in enumerate(fields.array("options")):
        option_path = f"{path}/options/{option_index}"
        option = Fields(option_item, option_path)
        value = option.integer("value") if scale else None
        option_id = None if scale else option.string("id")
        if value is not None and abs(value) > MAX_MAGNITUDE:
            raise BundleError(option_path, "value out of range")
        label = option.string("label")
        weights = amounts(option.value("weights"), option_path + "/weights", known, weight_bound)
        options.append(Option(option_id, value, label, weights, option.bool("pin")))
    option_total[0] += len(options)
    if option_total[0] > MAX_ITEMS:
        raise BundleError(path, f"more than {MAX_ITEMS} options in all")
    minimum = fields.optional_integer("min")
    maximum = fields.optional_integer("max")
    if scale:
        values = [o.value or 0 for o in options]
        if len(options) < 2 or any(a >= b for a, b in zip(values, values[1:])):
            raise BundleError(path, "a scale needs two or more strictly increasing values")
    elif type_name == "single":
        if not options:
            raise BundleError(path, "no options")
    elif type_name == "multiple":
        if not (minimum is not None and maximum is not None and 0 <= minimum <= maximum and 1 <= maximum <= len(options)):
            raise BundleError(path, "multiple needs 0 ≤ min ≤ max ≤ options and max ≥ 1")
    else:
        if not (minimum is not None and maximum is not None and minimum < maximum and abs(minimum) <= MAX_MAGNITUDE
                and abs(maximum) <= MAX_MAGNITUDE and len(options) >= 2):
            raise BundleError(path, "range needs min < max within ±10^12 and two or more anchors")
    if not scale and len({o.id for o in options}) != len(options):
        raise BundleError(path + "/options", "option ids must be distinct")
    return Question(
        id=fields.string("id"), key=fields.string("key"), text=fields.string("text"), type=type_name,
        required=fields.bool("required"), shuffle=fields.bool("shuffle"), pin=fields.bool("pin"),
        pool=fields.optional_string("pool"), min=minimum, max=maximum, options=options)
